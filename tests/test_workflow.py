"""The GitHub Pages workflow parses, builds with the same command as the README and deploys Pages."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
import yaml

from tests.conftest import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "deploy.yml"


def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text())


def test_workflow_builds_with_make_site_and_deploys_pages():
    data = workflow()
    on = data.get("on", data.get(True))  # YAML 1.1 reads the key `on` as True
    assert on["push"]["branches"] == ["main"]
    assert data["permissions"]["pages"] == "write" and data["permissions"]["id-token"] == "write"
    steps = [s for job in data["jobs"].values() for s in job["steps"]]
    runs = [s.get("run", "") for s in steps]
    uses = [s.get("uses", "") for s in steps]
    assert "make site" in runs
    assert any(u.startswith("actions/upload-pages-artifact@") for u in uses)
    assert any(u.startswith("actions/deploy-pages@") for u in uses)
    upload = next(s for s in steps if s.get("uses", "").startswith("actions/upload-pages-artifact@"))
    assert upload["with"]["path"] == "site"


def test_the_site_is_published_only_after_the_tests_pass():
    jobs = workflow()["jobs"]
    publishing = [name for name, job in jobs.items()
                  if any(s.get("uses", "").startswith("actions/upload-pages-artifact@") for s in job["steps"])]
    testing = [name for name, job in jobs.items() if any(s.get("run") == "make test" for s in job["steps"])]
    assert publishing == ["build"] and testing == ["test"]

    def upstream(name: str) -> set[str]:
        needs = jobs[name].get("needs", [])
        needs = [needs] if isinstance(needs, str) else needs
        return set(needs).union(*(upstream(n) for n in needs))

    assert "test" in upstream("build") and "test" in upstream("deploy")


def test_readme_first_code_block_is_the_contract():
    readme = (ROOT / "README.md").read_text()
    block = re.search(r"```[^\n]*\n(.*?)```", readme, re.S).group(1)
    assert block.split("\n")[:2] == ["make site", "make test"] and block.strip() == "make site\nmake test"


@pytest.mark.skipif(shutil.which("actionlint") is None, reason="actionlint not installed")
def test_actionlint_is_clean():
    result = subprocess.run(["actionlint", str(WORKFLOW)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr

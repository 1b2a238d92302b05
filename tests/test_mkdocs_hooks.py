"""Plain `mkdocs build` with the project's hooks: bad config is a located line and exit 1, never a traceback."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

from generator.engine import mkdocs_hooks
from tests.conftest import CONFIG, ROOT


def project(tmp_path: Path, site_yml_extra: str = "") -> Path:
    """Lay out a project as a user of `mkdocs build` has it, with an optional bad line in site.yml."""
    shutil.copy(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    shutil.copytree(CONFIG, tmp_path / "site_config")
    with (tmp_path / "site_config" / "site.yml").open("a", encoding="utf-8") as f:
        f.write(site_yml_extra)
    for name in ("generator", "docs_templates"):
        (tmp_path / name).symlink_to(ROOT / name)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# Home\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    "extra, message",
    [
        ("colour: red\n", "site_config/site.yml: colour: unknown setting (known: copyright, description, name, site_url)"),
        ("site_url: [1\n", "site_config/site.yml:"),
    ],
    ids=["unknown-key", "broken-yaml"],
)
def test_on_config_reports_a_generator_error_as_a_plugin_error(tmp_path, monkeypatch, extra, message):
    root = project(tmp_path, extra)
    monkeypatch.chdir(root)
    with pytest.raises(PluginError) as caught:
        mkdocs_hooks.on_config({"config_file_path": str(root / "mkdocs.yml")})
    assert str(caught.value).startswith(message)


def test_on_config_takes_the_site_name_from_site_config(tmp_path, monkeypatch):
    root = project(tmp_path)
    monkeypatch.chdir(root)
    config = mkdocs_hooks.on_config({"config_file_path": str(root / "mkdocs.yml")})
    assert config["site_name"] == "ICML 2025 Abstracts"


def test_mkdocs_build_on_bad_config_exits_1_with_the_located_line(tmp_path):
    """A new user runs `mkdocs build` (as for gh-deploy) after a typo in site.yml."""
    root = project(tmp_path, "colour: red\n")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build"], cwd=root, capture_output=True, text=True, env=env)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "site_config/site.yml: colour: unknown setting" in result.stderr

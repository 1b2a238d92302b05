"""`pip install .` outside the checkout, then `abstract-site build --seeds DIR` builds a site from abstracts alone."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.conftest import ROOT, SEEDS

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("install")]  # one worker makes the venv, once

# What `pip install .` reads from a checkout: the package, its build step and the files it ships.
SOURCE = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "generator", "docs_templates", "site_config",
          "mkdocs.yml")


def run(command: list[str], cwd: Path) -> subprocess.CompletedProcess:
    """Run a command as a user would, with nothing of the checkout on the import path."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A fresh venv, outside the checkout, with the package installed from a copy of it (not editable)."""
    root = tmp_path_factory.mktemp("install")
    source = root / "source"
    source.mkdir()
    for name in SOURCE:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copyfile(ROOT / name, source / name)
    venv = root / "venv"
    run([sys.executable, "-m", "venv", str(venv)], root)
    # The third-party dependencies come from this test run's environment (installing numpy, scipy and
    # scikit-learn afresh is pip's job, not ours, and slow); the package itself is installed for real.
    site_packages = Path(run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             root).stdout.strip())
    (site_packages / "borrowed-dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
         str(source)], root)
    return venv


def test_the_installed_package_is_the_one_imported(installed, tmp_path):
    where = run([str(installed / "bin" / "python"), "-c", "import generator; print(generator.__file__)"], tmp_path)
    assert Path(where.stdout.strip()).is_relative_to(installed)


@pytest.mark.parametrize("engine", ["mkdocs", "zensical"])  # Zensical reads the shipped theme without hooks
def test_abstract_site_builds_a_folder_of_abstracts_with_the_shipped_defaults(installed, tmp_path, engine):
    seeds = tmp_path / "abstracts"
    seeds.mkdir()
    text = sorted(SEEDS.glob("*.txt"))[0].read_text(encoding="utf-8")
    (seeds / "mine.txt").write_text("\n\n".join(p for p in text.split("\n\n")[:5] if p.strip()) + "\n", encoding="utf-8")
    done = run([str(installed / "bin" / "abstract-site"), "build", "--seeds", "abstracts", "--engine", engine], tmp_path)
    assert "4 papers" in done.stdout
    site = tmp_path / "site"
    assert "ICML 2025 Abstracts" in (site / "index.html").read_text(encoding="utf-8")  # the shipped site.yml
    assert (site / "search" / "meta.json.gz").is_file() and (site / "assets" / "search.js").is_file()
    assert len(list((site / "papers").glob("*/index.html"))) == 4
    # Nothing else left behind but the titles kept for the next build (README: Use your own abstracts).
    assert sorted(p.name for p in tmp_path.iterdir()) == [".cache", "abstracts", "docs", "site"]
    assert (tmp_path / ".cache" / "abstract-site" / "titles.json").is_file()

"""Templates, theme, mkdocs.yml and site_config/: the checkout's own first, else the copies the package ships."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import resources
from tests.conftest import ROOT


@pytest.mark.parametrize("name", resources.SHIPPED)
def test_a_checkout_reads_its_own_top_level_files(name):
    assert resources.resource(name) == ROOT / name


@pytest.mark.parametrize("name", resources.SHIPPED)
def test_an_installed_package_reads_its_bundled_copies(name, tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "CHECKOUT", tmp_path)  # site-packages: no pyproject.toml beside the package
    assert resources.resource(name) == resources.BUNDLED / name


@pytest.mark.parametrize("here, expected", [(True, "local"), (False, "shipped")])
def test_the_current_folders_config_wins_over_the_shipped_one(here, expected, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    if here:
        (tmp_path / "site_config").mkdir()
        (tmp_path / "mkdocs.yml").write_text("site_name: mine\n")
    found = resources.config_folder(), resources.mkdocs_yml()
    local = (Path("site_config"), Path("mkdocs.yml"))
    assert found == (local if expected == "local" else (ROOT / "site_config", ROOT / "mkdocs.yml"))

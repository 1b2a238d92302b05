"""Where the page templates, the theme, mkdocs.yml and the default site_config/ are read from.

A checkout keeps them at its top level for the maintainer to edit; an installed package carries copies
in generator/bundled/ (setup.py's build step puts them there). The checkout's own are preferred.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
CHECKOUT = PACKAGE.parent
BUNDLED = PACKAGE / "bundled"
SHIPPED = ("docs_templates", "site_config", "mkdocs.yml")  # setup.py copies exactly these


def resource(name: str) -> Path:
    """Return the checkout's copy of a shipped file or folder when running from a checkout, else the package's."""
    local = CHECKOUT / name
    in_checkout = (CHECKOUT / "pyproject.toml").is_file() and local.exists()
    return local if in_checkout else BUNDLED / name


def config_folder(here: Path = Path("site_config")) -> Path:
    """Return ./site_config when the current folder has one, else the shipped default configuration."""
    return here if here.is_dir() else resource("site_config")


def mkdocs_yml(here: Path = Path("mkdocs.yml")) -> Path:
    """Return ./mkdocs.yml when the current folder has one, else the shipped one."""
    return here if here.exists() else resource("mkdocs.yml")

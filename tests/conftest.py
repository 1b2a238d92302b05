"""Shared fixtures: the project paths and one built copy of the seeds site per test worker."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build import Options, build
from generator.progress import Progress

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
CONFIG = ROOT / "site_config"


@pytest.fixture(scope="session")
def seeds_site(tmp_path_factory) -> Path:
    """Build the seeds once into a temporary folder and return the built site folder."""
    root = tmp_path_factory.mktemp("seeds-build")
    options = Options(SEEDS, CONFIG, root / "docs", root / "site")
    build(options, Progress(live=False))
    return root / "site"

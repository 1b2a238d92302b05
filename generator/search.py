"""Build the Pagefind search index over the built site."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from generator.errors import GeneratorError, error


def index_site(site: Path) -> None:
    """Index the paper pages of a built site with Pagefind, into site/pagefind/."""
    command = [sys.executable, "-m", "pagefind", "--site", str(site), "--output-subdir", "pagefind", "--quiet"]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        tail = (result.stderr or result.stdout).strip().splitlines()[-3:]
        raise GeneratorError([error(str(site), "pagefind failed: " + " / ".join(tail))])

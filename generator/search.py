"""Build the Pagefind search index over the built site."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from generator.errors import GeneratorError, error

# Index MathML by its TeX annotation only: the presentation elements would repeat every formula
# as a run of glyphs in excerpts, while the TeX keeps formulas searchable (\theta, NP).
EXCLUDE = ("semantics > :not(annotation)",)


def pagefind_command(site: Path) -> list[str]:
    """Return the Pagefind command line that indexes site into site/pagefind/."""
    command = [sys.executable, "-m", "pagefind", "--site", str(site), "--output-subdir", "pagefind", "--quiet"]
    for selector in EXCLUDE:
        command += ["--exclude-selectors", selector]
    return command


def index_site(site: Path) -> int:
    """Index the pages of a built site that carry data-pagefind-body; return the index size in bytes."""
    result = subprocess.run(pagefind_command(site), capture_output=True, text=True)
    if result.returncode != 0:
        tail = (result.stderr or result.stdout).strip().splitlines()[-3:]
        raise GeneratorError([error(str(site), "pagefind failed: " + " / ".join(tail))])
    return sum(p.stat().st_size for p in (site / "pagefind").rglob("*") if p.is_file())

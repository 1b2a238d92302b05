"""Build the Pagefind search index over the built site.

Pages index what they mark: data-pagefind-body, -meta, -filter and -ignore (docs_templates/); pages
without a body (listings, home) stay out of the index. Indexing the rendered bodies through
`pagefind --service` instead, alongside MkDocs, was tried at 14k papers: no less CPU, and the service
keeps every page in memory (1.4 GB on top of MkDocs).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from generator.errors import GeneratorError, error

# Index MathML by its TeX annotation only: the presentation elements would repeat every formula
# as a run of glyphs in excerpts, while the TeX keeps formulas searchable (\theta, NP).
EXCLUDE = ("semantics > :not(annotation)",)


def pagefind_command(site: Path) -> list[str]:
    """Return the Pagefind command line that indexes a built site into site/pagefind/."""
    command = [sys.executable, "-m", "pagefind", "--site", str(site), "--output-subdir", "pagefind", "--quiet"]
    for selector in EXCLUDE:
        command += ["--exclude-selectors", selector]
    return command


def bundle_bytes(bundle: Path) -> int:
    """Return the size of a Pagefind bundle in bytes."""
    return sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file())


def index_site(site: Path) -> int:
    """Index the pages of a built site that carry data-pagefind-body; return the index size in bytes."""
    result = subprocess.run(pagefind_command(site), capture_output=True, text=True)
    if result.returncode != 0:
        tail = (result.stderr or result.stdout).strip().splitlines()[-3:]
        raise GeneratorError([error(str(site), "pagefind failed: " + " / ".join(tail))])
    return bundle_bytes(site / "pagefind")

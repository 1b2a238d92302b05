"""Golden pages: the generated Markdown of a small real fixture set, compared file by file.

Regenerate after an intended change with `make golden` (or `python -m tests.golden --update`),
then review `git diff tests/golden/`.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from generator.build import Options, generate
from generator.progress import Progress

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures" / "golden_seeds"
GOLDEN = HERE / "golden"
CONFIG = HERE.parent / "site_config"


def generated_pages(workdir: Path) -> dict[str, str]:
    """Generate the fixture set's docs into workdir and return every Markdown page by path."""
    docs = workdir / "docs"
    generate(Options(FIXTURES, CONFIG, docs, workdir / "site"), Progress(live=False))
    return {p.relative_to(docs).as_posix(): p.read_text(encoding="utf-8") for p in sorted(docs.rglob("*.md"))}


def update() -> None:
    """Replace tests/golden/ with freshly generated pages."""
    with tempfile.TemporaryDirectory() as tmp:
        pages = generated_pages(Path(tmp))
    shutil.rmtree(GOLDEN, ignore_errors=True)
    for rel, text in pages.items():
        target = GOLDEN / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    print(f"wrote {len(pages)} golden pages to {GOLDEN}")


if __name__ == "__main__":
    args = argparse.ArgumentParser(description=__doc__)
    args.add_argument("--update", action="store_true", help="rewrite tests/golden/")
    if not args.parse_args().update:
        sys.exit("nothing to do: pass --update to rewrite the golden pages")
    update()

"""The MkDocs speed-ups change how fast the site is built, never what it holds (generator/engine/speedups.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.build import Options, build
from generator.progress import Progress
from tests.conftest import CONFIG, SEEDS

# What legitimately differs: the speed-ups drop the shell's indentation (page_shells.py), and a page copied
# as HTML keeps its template's line breaks between tags where Python-Markdown starts a new line.
_BETWEEN_TAGS = re.compile(rb">\s+<")
_INDENT = re.compile(rb"\n\s+")


def normalised(data: bytes) -> bytes:
    """Drop the whitespace that HTML renders alike: indentation and line breaks between tags."""
    return _BETWEEN_TAGS.sub(b"><", _INDENT.sub(b"\n", data))


def files(site: Path) -> dict[str, bytes]:
    """Return every file of a built site by its path."""
    return {p.relative_to(site).as_posix(): p.read_bytes() for p in sorted(site.rglob("*")) if p.is_file()}


@pytest.mark.xdist_group("engines")  # beside the other tests of seeds_site: built once
def test_the_seeds_site_is_the_same_with_and_without_the_speedups(seeds_site, tmp_path):
    """The one switch (--no-speedups): same pages, same content once whitespace between tags is set aside."""
    build(Options(SEEDS, CONFIG, tmp_path / "docs", tmp_path / "site", speedups=False), Progress(live=False))
    fast, plain = files(seeds_site), files(tmp_path / "site")
    assert sorted(fast) == sorted(plain)
    assert len([path for path in fast if path.endswith(".html")]) > 100
    assert [path for path in fast if normalised(fast[path]) != normalised(plain[path])] == []
    # The speed-ups did run: paper pages lost the shell's indentation, but the first of a shape, rendered in full to check it.
    papers = [path for path in fast if re.fullmatch(r"papers/[0-9a-f]+/index\.html", path)]
    assert len([path for path in papers if len(fast[path]) < len(plain[path])]) >= len(papers) - 2

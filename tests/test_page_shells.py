"""Pages filled into a shared Material shell are the pages MkDocs renders one by one, less indentation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config

from generator.engine.mkdocs_run import build_hooks
from tests.conftest import ROOT


def built(docs: Path, out: Path, hooks: list[Path], site_url: str) -> tuple[dict[str, bytes], list]:
    """Build docs with the given hooks; return every HTML file by path, and the shells made."""
    config = load_config(config_file=str(ROOT / "mkdocs.yml"), docs_dir=str(docs), site_dir=str(out),
                         hooks=[str(h) for h in hooks], site_url=site_url, site_name="Shells")
    mkdocs_build(config)
    shells = [hook._state["shells"] for name, hook in config.plugins.items() if name.endswith("page_shells.py")]
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*.html"))}, shells


@pytest.mark.parametrize("site_url", ["", "http://127.0.0.1:8000/REPO/"])
def test_shared_shells_change_no_byte(seeds_site, tmp_path, site_url):
    docs = seeds_site.parent / "docs"
    hooks = [h.with_name(name) for h in build_hooks(False) for name in ("html_pages.py", "page_shells.py", h.name)]
    html_only = [h for h in hooks if h.name != "page_shells.py"]
    one_by_one, _ = built(docs, tmp_path / "plain", html_only, site_url)
    shared, (shells,) = built(docs, tmp_path / "shells", hooks, site_url)
    assert any(key[0] == "papers" and shell for key, shell in shells.items())  # paper pages did share one
    assert len(shared) > 100
    unindent = lambda html: re.sub(rb"\n\s+", b"\n", html)  # noqa: E731
    assert [path for path in one_by_one if unindent(shared.get(path, b"")) != unindent(one_by_one[path])] == []
    papers = [path for path in shared if path.startswith("papers/") and path != "papers/index.html"]
    smaller = [path for path in papers if len(shared[path]) < len(one_by_one[path]) - 1000]
    assert len(smaller) >= len(papers) - 2  # all but the pages rendered in full to check the shell

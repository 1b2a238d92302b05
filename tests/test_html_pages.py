"""Pages taken as HTML by the MkDocs hook are exactly what Python-Markdown would have made of them."""

from __future__ import annotations

import re
from pathlib import Path

import markdown
import pytest
from mkdocs.config import load_config
from mkdocs.utils import meta

from generator.engine.html_pages import is_html
from tests.conftest import ROOT


def _same_html(text: str) -> str:
    """Ignore whitespace between tags and runs of whitespace: Markdown re-indents raw blocks."""
    return re.sub(r"\s+", " ", re.sub(r">\s+<", "><", text)).strip()


@pytest.fixture(scope="module")
def pages(seeds_site: Path) -> dict[str, str]:
    docs = seeds_site.parent / "docs"
    return {p.relative_to(docs).as_posix(): p.read_text(encoding="utf-8") for p in sorted(docs.rglob("*.md"))}


def test_every_generated_page_is_taken_as_html(pages):
    bodies = {path: meta.get_data(text)[0] for path, text in pages.items()}
    assert [path for path, body in bodies.items() if not is_html(body)] == []


def test_markdown_would_not_change_any_html_page(pages, seeds_site):
    config = load_config(config_file=str(ROOT / "mkdocs.yml"), docs_dir=str(seeds_site.parent / "docs"))
    changed = []
    for path, text in pages.items():
        body = meta.get_data(text)[0]
        md = markdown.Markdown(extensions=config["markdown_extensions"], extension_configs=config["mdx_configs"])
        converted = md.convert(body)
        if _same_html(converted) != _same_html(body):
            changed.append(path)
    assert changed == [], "these templates contain Markdown: write HTML, or drop the page from html_pages"


@pytest.mark.parametrize("body, expected", [
    ("<div class=\"paper\">x</div>\n", True),
    ("\n\n<h1>Tags</h1>\n", True),
    ("# A heading\n\n<div>x</div>\n", False),
    ("Some *text* first.\n", False),
])
def test_is_html_looks_at_the_first_character(body, expected):
    assert is_html(body) is expected

"""Speed-up (through speedups.py): generated pages that are already HTML skip Python-Markdown.

Every template in docs_templates/ writes its body as block-level HTML, which Markdown passes through
unchanged, yet Python-Markdown still runs two HTML parsers over it: half of MkDocs' time at 14k
papers. Pages whose body starts with a tag are taken as HTML as they are; tests/test_html_pages.py
checks on real pages that Markdown would have produced the same HTML.
"""

from __future__ import annotations

from mkdocs.structure.pages import Page
from mkdocs.structure.toc import get_toc


class HtmlPage(Page):
    """A page whose source is HTML: render copies it instead of converting Markdown."""

    def render(self, config, files) -> None:
        """Use the source as the content; raw HTML gives Markdown no headings for a TOC or title."""
        self.content = self.markdown
        self.toc = get_toc([])
        self._title_from_render = None
        self.present_anchor_ids = set()
        self.links_to_anchors = {}


def is_html(markdown: str) -> bool:
    """Tell whether a page body is HTML from its first character."""
    return markdown.lstrip().startswith("<")


def on_page_markdown(markdown: str, page: Page, **kwargs) -> str:
    """Mark HTML pages so MkDocs renders them by copying."""
    if is_html(markdown) and type(page) is Page:
        page.__class__ = HtmlPage
    return markdown

"""MkDocs hook: the speed-ups, one adapter with an off switch.

MkDocs renders each page on its own: Python-Markdown over its body, then Material's whole template.
At 14k paper pages that is most of a build, and two hooks avoid it without changing what a reader
gets:
- html_pages.py: a page whose body is already HTML (every generated page) is copied, not converted;
- page_shells.py: Material's shell (header, tabs, sidebars, footer) is rendered once per shape of page
  and each page's title, description, canonical URL, JSON-LD and content are filled into it, with the
  shell's own indentation dropped.

They lean on MkDocs 1.x internals that no public API promises: `mkdocs.structure.pages.Page` and its
`render`, `toc.get_toc`, the `on_page_context` / `on_post_page` events and the theme environment of
`on_env`; and on Material 9's `main.html` printing those five fields unchanged. ProperDocs (a fork of
MkDocs 1.6) keeps all of them; Zensical runs no hooks and needs neither.

Off switch: `python -m generator build --no-speedups`, or this file left out of mkdocs.yml's hooks for
a plain `mkdocs build`. The site is then the same pages with the same content, each rendered by
MkDocs and Material alone (tests/test_speedups.py compares the two).
"""

from __future__ import annotations

from generator.engine.html_pages import on_page_markdown
from generator.engine.page_shells import on_env, on_nav, on_page_content, on_page_context, on_post_page

__all__ = ["on_env", "on_nav", "on_page_content", "on_page_context", "on_page_markdown", "on_post_page"]

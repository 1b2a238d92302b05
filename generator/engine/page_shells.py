"""Speed-up (through speedups.py): render Material's page shell once per shape of page and fill in each page's own parts.

Material spends about a millisecond per page on the same header, tabs, sidebars and footer; at 14k
paper pages that is most of MkDocs' time. Pages outside the nav, in the same folder, with the same front
matter keys and no table of contents get the same shell but for their title, description, canonical
URL, JSON-LD (front matter `jsonld`, printed in <head> by docs_templates/theme/main.html) and content.
The shell is rendered once with marked stand-ins for those five; each stand-in must
come out unchanged (a filter such as striptags would change it, and then the shape is rendered page by
page), and the first pages of each shape are rendered in full as well and must match exactly. Then the
shell's own indentation is dropped; pages rendered in full lose theirs too, where none of their
whitespace matters (Explore's indentation was 460 B of its 14.5 KB gzipped, and a first page over
Lighthouse's 14.6 KB first round trip waits one more: BENCHMARKS.md, eighth session).
"""

from __future__ import annotations

import re
from typing import Any

from mkdocs.structure.pages import Page

TEMPLATE = "main.html"
STAND_IN = "stand-in.html"  # docs_templates/theme/stand-in.html: cheap output that on_post_page replaces
FIELDS = ("title", "description", "canonical", "jsonld", "content")
PROBE = "<i>&amp;</i>"  # any escaping, tag stripping or encoding of a field changes this
MARK = re.compile("\ue000(" + "|".join(FIELDS) + ")(.*?)\ue001", re.S)
CHECKED = 2  # pages of each shape also rendered in full and compared
INDENT = re.compile(r"\n\s+")

_state: dict[str, Any] = {"env": None, "nav": set(), "shells": {}, "checked": {}, "full": {}}


def on_env(env, config, files):
    """Keep the theme environment MkDocs renders pages with."""
    _state.update(env=env, shells={}, checked={}, full={})
    return env


def on_nav(nav, config, files):
    """Remember which pages are in the nav: their shell marks the active entry."""
    _state["nav"] = {id(p) for p in nav.pages}
    return nav


def shape(page: Page) -> tuple | None:
    """Say what makes two pages' shells alike; None when the page is rendered on its own."""
    meta = page.meta
    if id(page) in _state["nav"] or page.toc.items or not meta.get("title") or not meta.get("description"):
        return None
    others = tuple(sorted((k, repr(v)) for k, v in meta.items() if k not in ("title", "description", "jsonld", "template")))
    folder = page.url.rstrip("/").rpartition("/")[0]  # relative links differ by folder, not just depth
    return folder, page.url.count("/"), others, bool(page.canonical_url), "<h1" in (page.content or "")


def on_page_content(html: str, page: Page, config, files) -> str:
    """Render a page of a shape through the cheap stand-in template (a page's own template is kept)."""
    if "template" not in page.meta and shape(page) is not None:
        page.meta["template"] = STAND_IN
    return html


def _probe(field: str, page: Page) -> str:
    """Return a field's stand-in text; content keeps its h1 or not, which Material's layout checks."""
    return PROBE + ("<h1></h1>" if field == "content" and "<h1" in (page.content or "") else "")


def _values(page: Page) -> dict[str, str]:
    return {"title": page.meta["title"], "description": page.meta["description"], "jsonld": page.meta.get("jsonld", ""),
            "canonical": page.canonical_url or "", "content": page.content or ""}


def _render(context: dict) -> str:
    return _state["env"].get_template(TEMPLATE).render(context)


def _shell(page: Page, context: dict) -> list[str] | None:
    """Render the shell with marked stand-ins; return literal and field parts, or None if any was changed."""
    saved = (dict(page.meta), page.canonical_url, page.content)
    stand = {f: f"\ue000{f}{_probe(f, page)}\ue001" for f in FIELDS}
    page.meta.update(title=stand["title"], description=stand["description"], jsonld=stand["jsonld"])
    page.canonical_url = stand["canonical"] if page.canonical_url else page.canonical_url
    page.content = stand["content"]
    try:
        output = _render(context)
    finally:
        page.meta.clear()
        page.meta.update(saved[0])
        page.canonical_url, page.content = saved[1], saved[2]
    parts = MARK.split(output)
    literals = parts[0::3]
    if any(probe != _probe(f, page) for f, probe in zip(parts[1::3], parts[2::3])):
        return None
    if any("\ue000" in t or "\ue001" in t for t in literals):
        return None
    return [part for i, part in enumerate(parts) if i % 3 != 2]


def _fill(shell: list[str], values: dict[str, str]) -> str:
    return "".join(values[part] if i % 2 else part for i, part in enumerate(shell))


def on_page_context(context: dict, page: Page, config, nav) -> dict:
    """Make or check the shell of this page's shape; render in full what cannot share one."""
    if page.meta.get("template") != STAND_IN:
        return context
    key = shape(page)
    shells, checked = _state["shells"], _state["checked"]
    if key not in shells:
        shells[key] = _shell(page, context)
    if shells[key] is None or checked.get(key, 0) < CHECKED:
        full = _render(context)
        if shells[key] is not None and _fill(shells[key], _values(page)) != full:
            shells[key] = None  # something else differs per page: render this shape page by page
        checked[key] = checked.get(key, 0) + 1
        if shells[key] is not None and checked[key] == CHECKED:
            shells[key] = [_compact(part) if i % 2 == 0 else part for i, part in enumerate(shells[key])]
        _state["full"][id(page)] = full
    return context


def _compact(html: str) -> str:
    """Drop the template's indentation and blank lines: 3 KB a page, 10% of the site at 14k papers.

    A shell's own markup, or a whole page without <pre> or <textarea>: elsewhere a line break and the
    spaces after it render as one space, and our scripts and JSON have no line breaks inside strings.
    """
    if "<pre" in html or "<textarea" in html:  # a theme override with whitespace that matters
        return html
    return INDENT.sub("\n", html)


def on_post_page(output: str, page: Page, config) -> str:
    """Replace the stand-in output with the page in its shell."""
    if page.meta.get("template") != STAND_IN:
        return _compact(output)
    full = _state["full"].pop(id(page), None)
    if full is not None:
        return full
    return _fill(_state["shells"][shape(page)], _values(page))

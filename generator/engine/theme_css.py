"""Material's search-box styles, for engines whose theme lacks them (Zensical).

The header's search box is Material's markup (docs_templates/theme/partials/search.html) driven by
assets/search.js. Zensical's theme replaced that box with a button and dropped its rules, so the box
shows unstyled there; its stylesheet is taken from the installed Material (a dependency anyway), so
it follows Material's own rules instead of a copy kept here.
"""

from __future__ import annotations

import re
from importlib import resources
from typing import Iterator

SEARCH_BOX = "assets/material-search.css"
NESTING = ("@media", "@supports")
# Zensical's theme hides the box below 60em, where its own search is a dialog behind a button; Material
# shows it there as a full-screen overlay, opened from the header's search icon.
NARROW_SHOWN = "@media screen and (max-width:59.984375em){.md-search{display:block}}"
SEARCH_VARIABLE = re.compile(r"""--md-search[\w-]*:(?:"[^"]*"|'[^']*'|[^;"'])*""")  # a data: URL holds ';'


def blocks(css: str) -> Iterator[tuple[str, str]]:
    """Yield each top-level rule of a stylesheet as (prelude, body), quotes respected."""
    depth, quote, start, open_at = 0, "", 0, 0
    for i, c in enumerate(css):
        if quote:
            quote = "" if c == quote and css[i - 1] != "\\" else quote
        elif c in "\"'":
            quote = c
        elif c == ";" and depth == 0:
            start = i + 1  # a statement such as @charset: not a rule
        elif c == "{":
            depth += 1
            if depth == 1:
                open_at = i
        elif c == "}":
            depth -= 1
            if depth == 0:
                yield css[start:open_at].strip(), css[open_at + 1:i]
                start = i + 1


def search_rules(css: str) -> str:
    """Keep the rules whose selector names the search box, inside their media queries."""
    kept = []
    for prelude, body in blocks(css):
        if prelude.startswith(NESTING):
            if inner := search_rules(body):
                kept.append(f"{prelude}{{{inner}}}")
        elif "md-search" in prelude:
            kept.append(f"{prelude}{{{body}}}")
        elif prelude == ":root" and (icons := SEARCH_VARIABLE.findall(body)):
            kept.append(f":root{{{';'.join(icons)}}}")
    return "".join(kept)


def search_box_css() -> str:
    """Return the search-box rules of the installed Material's main stylesheet."""
    folder = resources.files("material") / "templates" / "assets" / "stylesheets"
    sheets = sorted(p for p in folder.iterdir() if p.name.startswith("main.") and p.name.endswith(".min.css"))
    header = "/* The search box rules of Material for MkDocs (MIT licence), for a theme without them. */\n"
    return header + "".join(search_rules(p.read_text(encoding="utf-8")) for p in sheets) + NARROW_SHOWN + "\n"

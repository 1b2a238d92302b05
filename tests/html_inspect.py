"""Read built HTML the way a browser would: elements with their attributes, and the visible text."""

from __future__ import annotations

import re
from html.parser import HTMLParser

UNSAFE_URL = re.compile(r"^\s*(?:javascript|data|vbscript|file):", re.I)
URL_ATTRS = {"href", "src", "action", "formaction", "data", "xlink:href", "srcdoc", "poster", "background"}
# Elements whose text is not shown: the MathML annotation repeats the LaTeX source.
HIDDEN = {"script", "style", "annotation", "template"}


class Inspect(HTMLParser):
    """Collect every start tag and the text a reader sees (MathML shown as its text content)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.chunks: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, {k: v or "" for k, v in attrs}))
        if tag in HIDDEN:
            self.hidden += 1

    def handle_endtag(self, tag):
        if tag in HIDDEN:
            self.hidden = max(0, self.hidden - 1)

    def handle_data(self, data):
        if not self.hidden:
            self.chunks.append(data)


def inspect(html: str) -> Inspect:
    """Parse html and return its elements and text."""
    parser = Inspect()
    parser.feed(html)
    parser.close()
    return parser


def visible_text(html: str) -> str:
    """Return the text a reader sees, whitespace runs collapsed to one space."""
    return re.sub(r"\s+", " ", "".join(inspect(html).chunks)).strip()


def unsafe_parts(html: str) -> list[str]:
    """List event handlers, script URLs and active elements an abstract could have smuggled in."""
    found = []
    for tag, attrs in inspect(html).elements:
        found += [f"<{tag} {k}>" for k in attrs if k.startswith("on")]
        found += [f"<{tag} {k}={v[:40]!r}>" for k, v in attrs.items() if k in URL_ATTRS and UNSAFE_URL.match(v)]
        found += [f"<{tag} style>" for k in attrs if k == "style"]
        if tag in {"script", "iframe", "object", "embed", "base", "frame", "frameset", "applet", "img", "style",
                   "link", "meta", "form", "input", "textarea", "svg", "video", "audio", "portal"}:
            found.append(f"<{tag}>")
    return found

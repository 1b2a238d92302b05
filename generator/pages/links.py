"""Links between the site's pages: every href in docs/ is relative to the page that holds it.

A page links by `relative(target, its URL)`. A fragment that many pages show (a tag chip, a paper's
list item) is made once with links from the site root and moved to a page's folder depth by `reroot`,
which prefixes each of its links with the way up to the root: the same target, written once a depth.
"""

from __future__ import annotations

from markupsafe import Markup


def relative(target: str, base: str) -> str:
    """Link from the page at directory URL base to the directory URL target."""
    # posixpath.relpath's answer, three times faster: a 14k-paper site resolves 650k links, most of
    # them from a paper page to another ("papers/y/" from "papers/x/"), answered first.
    folder = base[: base.rfind("/", 0, len(base) - 1) + 1]
    sibling = target[len(folder) :]
    if base and target.startswith(folder) and sibling.endswith("/") and sibling.count("/") == 1:
        return "./" if target == base else "../" + sibling
    depth = base.count("/")
    if base and not target.startswith(base[: base.find("/")]):  # no folder shared (a paper page to a collection)
        return "../" * depth + target
    parts = target.split("/")
    is_dir = parts[-1] == ""
    if is_dir:
        parts.pop()
    shared = 0
    for mine, theirs in zip(parts, base.split("/")[:depth]):
        if mine != theirs:
            break
        shared += 1
    rel = "/".join([".."] * (depth - shared) + parts[shared:])
    if not rel:
        return "./"
    return rel + "/" if is_dir else rel


def page_url(path: str) -> str:
    """Map a docs path (papers/x.md, tags/index.md) to its directory URL."""
    stem = path.removesuffix(".md")
    if stem == "index":
        return ""
    return stem.removesuffix("/index") + "/"


def root_of(url: str) -> str:
    """Return the way up from a page's directory URL to the site root: ../ a folder."""
    return "../" * url.count("/")


def reroot(fragment: Markup, root: str) -> Markup:
    """Move a fragment made at the site root to a page root folders below it."""
    # Its text is escaped, so ` href="` only opens one of its own links.
    return Markup(str(fragment).replace(' href="', ' href="' + root)) if root else fragment

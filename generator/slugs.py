"""Page names made from user text: never empty, never a folder's own index page, unique where asked."""

from __future__ import annotations

from typing import Collection

from slugify import slugify

# folder/index.md is the folder's own page (tags/index.md lists every tag, map/index.md is the whole
# map): a tag or collection called "Index" gets index-2 instead of overwriting it.
RESERVED = frozenset({"index"})
MAX_LENGTH = 80  # transliteration can turn a short CJK name into a slug too long for a file name


def page_slug(name: str, fallback: str, taken: Collection[str] = ()) -> str:
    """Slugify name for a page file; fallback when nothing is left; add -2, -3.. while taken or reserved."""
    slug = slugify(name, max_length=MAX_LENGTH, word_boundary=True) or fallback
    base, n = slug, 2
    while slug in taken or slug in RESERVED:
        slug, n = f"{base}-{n}", n + 1
    return slug

"""A noun's number: the singular key that a word's plural and singular share, for matching in either number."""

from __future__ import annotations

_ENDINGS = ("ies", "es", "s")


def singular(word: str, shortest: int = 3) -> str:
    """Lower-case a word and strip a plural's ending (`quilts` -> `quilt`, `tessellies` -> `tesselly`), keeping at
    least `shortest` letters before it, so that `gas` or `bus` stay whole; `-es` goes whole (`boxes` -> `box`,
    `lines` -> `lin`), which is a key, not a word, and both numbers share it."""
    lower = word.lower()
    if not lower.endswith("s"):
        return lower  # each ending ends on `s`
    for suffix in _ENDINGS:
        if lower.endswith(suffix) and len(lower) - len(suffix) >= shortest:
            return lower[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return lower

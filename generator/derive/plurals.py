"""A noun's number: a crude singular key, for matching a word in either number."""

from __future__ import annotations

_ENDINGS = ("ies", "es", "s")


def singular(word: str, shortest: int = 3) -> str:
    """Lower-case a word and strip a plural's ending (`quilts` -> `quilt`, `tessellies` -> `tesselly`), keeping at
    least `shortest` letters before it, so that `gas` or `bus` stay whole.

    The key is crude, as the rules that use it were judged with it: `-es` goes whole, so `boxes` meets `box` but
    `lines` keys as `lin` and misses `line`.
    """
    lower = word.lower()
    if not lower.endswith("s"):
        return lower  # each ending ends on `s`
    for suffix in _ENDINGS:
        if lower.endswith(suffix) and len(lower) - len(suffix) >= shortest:
            return lower[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return lower

"""Make an abstract plain for finding_titles.py before its findings are read: brackets, asides and extra spaces out.
"""
from __future__ import annotations

import re
from functools import lru_cache

_ASIDE_WORDS = ("in fact", "perhaps surprisingly", "surprisingly", "indeed", "already", "actually", "also", "instead",
                "in particular", "interestingly", "remarkably", "notably", "counter-intuitively", "counterintuitively")
_ASIDE = re.compile(r",?\s*\b(?:" + "|".join(map(re.escape, _ASIDE_WORDS)) + r")\b,?(?=\s)", re.I)
# A bracket and what it holds, maybe a bracket inside; led by its bracket, not the space before: the engine skips ahead
# to one (3x faster), and where no `[` is, to the literal `(` (3x faster again).
_BRACKET_REST = r"(?:[^()\[\]]|\([^()]*\)|\[[^\[\]]*\])*[)\]]"
_PARENS = re.compile(r"[(\[]" + _BRACKET_REST)
_ROUND = re.compile(r"\(" + _BRACKET_REST)


def brackets_off(text: str) -> str:
    """Take the brackets out of the abstract with the spaces before them (`quilts (QF) fold` -> `quilts fold`)."""
    if "(" not in text and "[" not in text:
        return text
    pieces = (_PARENS if "[" in text else _ROUND).split(text)  # no `[`: each bracket opens with `(`
    return "".join(piece.rstrip() for piece in pieces[:-1]) + pieces[-1]


def spaced(text: str) -> str:
    """Put one space between text's words and none around them, as `" ".join(text.split())` does."""
    if text.isprintable() and "  " not in text and not text.startswith(" ") and not text.endswith(" "):
        return text  # cheap: a printable text's only space is ` `, and no two are in a row
    return " ".join(text.split())


@lru_cache(maxsize=16)
def asides_off(rest: str) -> str:
    """Take the asides out of a finding (`in fact`), looking for their words first (kept: read up to four times)."""
    if rest.isascii():  # the look is exact only there: case-blind matching is lower-casing
        lower = rest.lower()
        if not any(word in lower for word in _ASIDE_WORDS):
            return rest
    return _ASIDE.sub("", rest)

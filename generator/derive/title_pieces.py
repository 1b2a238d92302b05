"""Read prose a whitespace-separated piece at a time as title words, and count its units: what the F1 compares."""

from __future__ import annotations

import re
from functools import lru_cache

UNIT = re.compile(r"[a-z0-9]+")  # what the F1 compares: lower-cased alphanumeric runs
# Every byte but those of UNIT made a space, so that a split finds UNIT's runs.
_UNIT_BYTES = bytes(c if chr(c).isascii() and (chr(c).islower() or chr(c).isdigit()) else 32 for c in range(256))
FUNCTION_WORDS = frozenset(
    "a an and are as at be by can do does for from how in into is it its of on or our over the their to toward "
    "towards under via vs we what when where which while who why with within without".split()
)
HYPHENED = re.compile(r"[a-z]+(?:-[a-z]+)+")  # lower-cased words of letters joined by hyphens (`open-domain`)
PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-'][A-Za-z0-9]+)*")  # a word with no brackets, math or markup
_UNSHOWN = re.compile(r"[()\u2060{}$\\]")
_DASHES = frozenset({"-", "--", "---", "\u2013", "\u2014"})
_OPENERS = "([{\"'\u201c\u2018"
_CLOSERS = ",;:)]}.!?\"'\u201d\u2019"
_TRIM = ",;:.()[]{}\"'!?\u201c\u201d\u2018\u2019\u2060"


Piece = tuple[str, str, tuple[str, ...], bool, bool, bool, bool]  # word, lower-cased, units, opens, closes, capitals


PIECES_KEPT = 1 << 17  # pieces the cache holds before it starts again


class Pieces(dict):
    """Each whitespace-separated piece of prose as a title word, with its columns of a Document, made when first met.

    A plain dict, not lru_cache: a build looks up two million pieces, and a hit skips the LRU list's
    upkeep (a third less time). Emptied when full, so a long run keeps a bounded memory.
    """

    def __init__(self) -> None:
        super().__init__()
        self.dropped: set[str] = set()  # the pieces whose word is empty, never emptied: few, and a sentence's test

    def __missing__(self, raw: str) -> Piece:
        if len(self) >= PIECES_KEPT:
            self.clear()
        found = self[raw] = piece(raw)
        if not found[0]:
            self.dropped.add(raw)
        return found


def piece(raw: str) -> Piece:
    """A whitespace-separated piece of prose as a title word, with its columns of a Document.

    The word is empty when a title cannot show it: brackets inside it, or TeX left over.
    """
    word = raw.strip(_TRIM)
    # A dash alone breaks the clause; one at a word's edge is what TeX or a line break left (`$\ell_1$-norm`).
    word = "" if _UNSHOWN.search(word) or word in _DASHES or word[:1] == "-" or word[-1:] == "-" else word
    lower = word.lower()
    return (word, lower, word_units(lower), raw[:1] in _OPENERS, raw[-1:] in _CLOSERS, word[:1].isupper(),
            capitals(word) >= 2)


PIECES = Pieces()


def capitals(text: str) -> int:
    """How many capital letters a word has."""
    return sum(map(str.isupper, text))


@lru_cache(maxsize=1 << 16)
def word_units(lower: str) -> tuple[str, ...]:
    """A word's content units, each once (cached: words recur across abstracts): `protein-protein` and
    `image-to-image` say one thing, never twice."""
    return tuple(dict.fromkeys(u for u in UNIT.findall(lower) if u not in FUNCTION_WORDS))


def all_units(text: str) -> list[str]:
    """Every unit of a text, function words too: UNIT.findall(text.lower()) at a third less cost, for whole abstracts."""
    # A character outside ASCII becomes `?`, then a space: it is in no unit, as in UNIT.
    return text.lower().encode("ascii", "replace").translate(_UNIT_BYTES).decode("ascii").split()


def content_units(text: str) -> list[str]:
    """The content words of a text as the title model counts them, word by word (word_units)."""
    return [u for word in text.lower().split() for u in word_units(word)]


def named_parts(title: str, shown: str) -> tuple[str, str]:
    """Split a title into its `NAME: ` (or nothing) and what it says after it."""
    prefix = f"{shown}: " if shown and title.startswith(f"{shown}: ") else ""
    return prefix, title.removeprefix(prefix)


def after_colon(title: str) -> tuple[str, str]:
    """Split a title into what leads it up to its last `: ` (a name, `Position: `, or nothing) and the rest."""
    head, colon, body = title.rpartition(": ")
    return head + colon, body


def purpose_halves(title: str) -> tuple[str, str, str] | None:
    """Split `NAME: Work for Aim` into its `NAME: ` (or nothing), the work and the aim; None unless one `for` joins
    two halves."""
    prefix, body = after_colon(title)
    halves = body.split(" for ")
    return (prefix, halves[0], halves[1]) if len(halves) == 2 and all(halves) else None


def repeats_itself(text: str) -> bool:
    """Tell a text that says two words in a row twice (`quilt folds ... quilt folds`) or a word on both sides of a
    function word (`Sampling from Sampling`): it reads as a title repeating itself."""
    units = re.findall(r"[a-z0-9]+", text.lower())
    pairs = [pair for pair in zip(units, units[1:]) if not set(pair) <= FUNCTION_WORDS]
    return len(pairs) != len(set(pairs)) or any(a == c and a not in FUNCTION_WORDS and b in FUNCTION_WORDS
                                                for a, b, c in zip(units, units[1:], units[2:]))

"""The helpers long_titles.py's three rules share: the abstract folded for lookups, a sentence's bounds, a mended
title's fit and an added word's case. They stand apart so that long_titles.py holds the rules alone.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.result_heads import key

MIN_WORDS = 3  # words of a mended title at least

FUNCTION = frozenset("a an the of in on at to for with and or by from under over into as via using through "
                     "between among against within without across onto".split())
_SENT_END = re.compile(r"[.!?](?:\s|$)")
_WORD = re.compile(r"[A-Za-z][\w'-]*")


def norm(text: str) -> str | None:
    """Lower-case the text with hyphens and white space as blanks, place for place (None if lower-casing moves one)."""
    low = text.lower()
    if len(low) != len(text):
        return None
    # Hyphens read as blanks so that `quilt-zephyr` finds `Quilt Zephyr`; six str.replace calls take a quarter of
    # the time str.translate with a table takes.
    return low.replace("-", " ").replace("\n", " ").replace("\t", " ").replace("\r", " ").replace(
        "\u2010", " ").replace("\u2011", " ")


def _once(title: str) -> bool:
    """Tell a title that says each content word once (by key, hyphen parts apart)."""
    keys = [key(part) for w in _WORD.findall(title) for part in w.split("-") if part and part.lower() not in FUNCTION]
    return len(keys) == len(set(keys))


def fits(title: str) -> bool:
    """Tell a mended title of the house's length that says no content word twice."""
    return MIN_WORDS <= len(title.split()) <= MAX_WORDS and _once(title)


def sentence_start(text: str, at: int) -> int:
    """Find where the sentence holding the place starts: where _SENT_END last ends before it, else 0."""
    # Read back from the place, stop by stop, not the whole prefix forward: _SENT_END is a stop and a blank, or the
    # stop right before the place (its `$` at the end position).
    at = below = max(0, min(at, len(text)))
    while True:
        stop = max(text.rfind(".", 0, below), text.rfind("!", 0, below), text.rfind("?", 0, below))
        if stop < 0:
            return 0
        if stop + 1 == at:
            return at
        if text[stop + 1].isspace():
            return stop + 2
        below = stop


def sentence_end(text: str, at: int) -> int:
    """Find where the sentence holding the place ends."""
    m = _SENT_END.search(text, at)
    return m.start() if m else len(text)


def case(word: str) -> str:
    """Case one added word: acronyms and marked capitals kept, function words low, others capitalised."""
    # Not title_casing.case_word, which lowers another set of small words and splits `/` and marked capitals.
    if "-" in word:
        return "-".join(case(p) if (len(p) > 1 or p == "a") else p for p in word.split("-"))
    if word[1:] != word[1:].lower() or any(c.isdigit() for c in word):
        return word
    if word.lower() in FUNCTION:
        return word.lower()
    return word[:1].upper() + word[1:]

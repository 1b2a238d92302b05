"""Stem a statement's and a title's content words for stated_problems.py and stated_questions.py, so both tell how
much of a title a statement holds the same way.
"""
from __future__ import annotations

from functools import lru_cache

FUNCTION = frozenset("a an the of for in on with and or to via from by under at as into over through across between "
                     "among against along using is are be been being can could may might will would should do does "
                     "how why when that than not no well more less most very also only both each all any given "
                     "whose where".split())
GENERIC = frozenset("approach approaches method methods model models framework analysis study learning towards toward "
                    "understanding new novel perspective perspectives problem problems task tasks".split())
_SUFFIXES = ("ities", "ity", "ness", "ies", "es", "s", "ed", "ing", "ly")
STEM = 6  # letters of a stem


def content_stems(words: list[str]) -> list[str]:
    """Stem the words that are not function words."""
    return [stem(w) for w in words if w.lower() not in FUNCTION]


@lru_cache(maxsize=4096)
def stem(word: str) -> str:
    """Cut a word to a short stem that its plural, possessive and hyphenated spellings share."""
    word = word.lower().replace("-", "").replace("’", "'").removesuffix("'s")
    suffix = next((s for s in _SUFFIXES if len(word) > len(s) + 3 and word.endswith(s)), "")
    return word.removesuffix(suffix)[:STEM]


GENERIC_STEMS = frozenset(stem(g) for g in GENERIC)

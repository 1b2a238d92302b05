"""Spell a finished title's slip as its abstract spells the word elsewhere (`Sparse Kernel Optimzation`).

Authors' typos reach titles because a title is made of the abstract's own words. A word no development abstract uses,
one letter inserted, dropped or swapped away from a common word the same abstract also writes, is such a slip: the
title takes the abstract's other spelling, so it still says only what the abstract says. Coined words stay: a word
that is a form of a word the model has seen (`Turning`, `Routines`), or one letter at either end of a common word
(`Asymmetry`, `Shifty`, `Updater`) is left as written, and so is any word with a capital inside it (a name).
"""

from __future__ import annotations

import re
from collections.abc import Callable

COMMON = 20  # development abstracts that use the word a slip is taken for, at least
_SHORTEST = 6  # letters of a word read for a slip: shorter words have too many neighbours one letter away
_PLAIN = re.compile(r"(?<![\w-])([A-Z]?[a-z]{%d,})(?![\w-])" % (_SHORTEST - 1))
_ABSTRACT_WORD = re.compile(r"[a-z]+")
_ENDINGS = ("ing", "ed", "es", "s")


def respelled(title: str, uses: Callable[[str], int], source: str) -> str:
    """The title with each slip spelled as the abstract spells it elsewhere; uses: how many development abstracts use
    a word; source: the abstract."""
    written: set[str] | None = None  # the abstract's words, read only for a title that has a word no abstract uses

    def spell(found: re.Match[str]) -> str:
        nonlocal written
        word = found.group(1)
        lower = word.lower()
        if uses(lower) or a_form(lower, uses):
            return word
        if written is None:
            written = set(_ABSTRACT_WORD.findall(source.lower()))
        meant = [w for w in _written_near(lower, written) if uses(w) >= COMMON]
        if len(meant) != 1 or derived(lower, meant[0]):
            return word
        return meant[0].capitalize() if word[0].isupper() else meant[0]

    return _PLAIN.sub(spell, title)


def a_form(lower: str, uses: Callable[[str], int]) -> bool:
    """Tell a word that is an ending added to a word the model has seen (`turning`, `routines`)."""
    for ending in _ENDINGS:
        if lower.endswith(ending):
            stem = lower[: -len(ending)]
            if uses(stem) or uses(stem + "e") or len(stem) > 2 and stem[-1] == stem[-2] and uses(stem[:-1]):
                return True
    return False


def derived(word: str, common: str) -> bool:
    """Tell a word that a letter at the end (`shifty`, `updater`, `synthesise`) or a first letter (`asymmetry`) makes
    from a common word: a word of its own, not a slip."""
    return word.startswith(common) or common.startswith(word) or word.endswith(common)


def one_letter_away(word: str) -> set[str]:
    """Return the words one letter inserted, dropped or two neighbours swapped away (no letter changed: `regain` is
    no slip for `remain`)."""
    inserted = {word[:i] + c + word[i:] for i in range(len(word) + 1) for c in "abcdefghijklmnopqrstuvwxyz"}
    return (_dropped(word) | _swapped(word) | inserted) - {word}


def _written_near(word: str, written: set[str]) -> set[str]:
    """Return the written words one_letter_away(word) holds, without spelling its insertions."""
    # the abstract's words are plain letters, as the insertions are: one is a written word a letter longer that
    # drops one of its letters to the word
    longer = {w for w in written if len(w) == len(word) + 1 and word in _dropped(w)}
    shorter_or_swapped = (_dropped(word) | _swapped(word)) - {word}
    return longer | (shorter_or_swapped & written)


def _dropped(word: str) -> set[str]:
    """Return the words one letter of the word dropped."""
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def _swapped(word: str) -> set[str]:
    """Return the words two neighbouring letters of the word swapped."""
    return {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}

"""Find the acronyms an abstract brackets inside a phrase (`quilted lattice (QL) samplers for ...`), which a
title may run through and spell whole, and the long form each one follows."""

from __future__ import annotations

import re

_BRACKETED = re.compile(r"\(([A-Za-z][\w-]*)\)")  # `(QL)`, `(QLSs)`, `(Q-L-S)`: an acronym alone in brackets
_SKIPPED = frozenset("of and the for to in on a an with".split())  # words a long form may hold without a letter


def inline_acronyms(raws: list[str], name: str, glue: frozenset[str]) -> tuple[list[bool], list[bool]]:
    """Which words are an acronym's brackets inside a phrase, and which are a word after the first of the long form
    such an acronym spells; the phrase goes on after the brackets with a word that is not glue (`(QL) for` ends
    it), and the paper's own name keeps its brackets."""
    inline, inner = [False] * len(raws), [False] * len(raws)
    for k in range(1, len(raws) - 1):
        found = _BRACKETED.fullmatch(raws[k])
        if (not found or found.group(1).islower() or found.group(1) == name or not raws[k - 1][-1:].isalnum()
                or not raws[k + 1][:1].islower() or raws[k + 1].strip(",.;:") in glue):
            continue
        start = long_form_start(raws, k, letters(found.group(1)))
        if start is not None:
            inline[k] = True
            inner[start + 1 : k] = [True] * (k - start - 1)
    return inline, inner


def letters(acronym: str) -> str:
    """The letters a long form's words give an acronym, lower-cased: capitals only, the plural's `s` dropped."""
    return "".join(c for c in acronym.removesuffix("s") if c.isalpha() and c.isupper()).lower()


def initials(word: str) -> str:
    """The letters a word may give an acronym: its first and each capital after it, or each hyphened part's first
    (`AutoEncoder`, `Temporal-Difference`)."""
    parts = [p for p in word.split("-") if p[:1].isalpha()]
    if len(parts) > 1:
        return "".join(p[0] for p in parts).lower()
    return (word[:1] + "".join(c for c in word[1:] if c.isupper())).lower() if word[:1].isalpha() else ""


def long_form_start(raws: list[str], k: int, wanted: str) -> int | None:
    """The place of the first word of the long form before `raws[k]` whose initials spell `wanted`, else None."""
    left, m = len(wanted), k - 1
    while left and m >= 0 and raws[m][-1:].isalnum():
        word = raws[m].strip("\"'")
        given = initials(word)
        if given and wanted[:left].endswith(given):
            left -= len(given)
        elif given[:1] and wanted[left - 1] == given[0]:
            left -= 1
        elif word.lower() not in _SKIPPED:
            return None
        m -= 1
    return m + 1 if not left and m + 1 < k else None

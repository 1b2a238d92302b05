"""Finish a name's long form that ends on a modifier with the head noun the abstract writes after the name."""

from __future__ import annotations

import re

from generator.derive.title_spans import GLUE, MODIFIER_ENDS, STOP, Document, past

# A long form that ends on a modifier stops before its head noun, which the abstract writes after the name
# (`... (MMA) training`); real titles that end on a word with such an ending make it a noun (`Retrieval`, `Critic`).
_TITLE_ENDS = 2
# What follows the name's brackets, joined on (`(NAME)-Instruction`) or one or two words on (`(NAME) entropy coder`).
_AFTER_NAME = r"\s*\((?:{})\)(-[A-Za-z][\w-]*|(?:\s+[A-Za-z][\w-]*){{1,2}})"


def modifier(word: str, edges: dict[str, tuple[int, int, int]]) -> bool:
    """Tell a word that modifies a noun after it (`Visual`, `Class-wise`) from a noun (`Retrieval`)."""
    lower = word.lower()
    return lower.endswith(MODIFIER_ENDS) and edges.get(lower, (0, 0, 0))[1] < _TITLE_ENDS


def head_noun(doc: Document, edges: dict[str, tuple[int, int, int]], verbs: frozenset[str]) -> list[str]:
    """The words that finish a long form ending on a modifier, as the abstract writes them after the name.

    `Max-Margin Adversarial (MMA) training to ...` gives `training`; `... (LRV)-Instruction` gives `Instruction`.
    """
    words = doc.long.split()
    if len(words) < 2 or not modifier(words[-1], edges):
        return []
    pattern = re.compile(re.escape(doc.long) + _AFTER_NAME.format(re.escape(doc.name)), re.I)
    found = next(filter(None, map(pattern.search, doc.sentences)), None)
    head: list[str] = []
    for word in found.group(1).lstrip("-").split() if found else ():
        lower = word.lower()
        if lower in GLUE or lower in STOP or lower in verbs or past(lower):
            break
        head.append(word)
    while head and modifier(head[-1], edges):  # a head noun ends it, or nothing does
        head.pop()
    return head

"""Count which words abstracts write after `for` (what a work is for) and which before it (the work itself).

`a framework for time series forecasting` puts `forecasting` after `for` and `framework` before it. Over
all the corpora's abstracts these counts tell the two halves of a joined title apart (`A for B`,
generator/derive/title_joins.py): over the 534 development papers whose real and derived titles are both
`A for B` (and share words unevenly), the derived halves stand in the real title's order 73% of the time
with the counts, 66% with the abstract's own wording alone.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable

_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9-]*|[.,;:()]")
WINDOW = 5  # words read on either side of `for`, up to a clause's edge
# Words that end the phrase on either side of `for`: punctuation, prepositions, articles and clause words.
_EDGES = frozenset(".,;:()") | frozenset("that which and or but with by in to on of from via using under as we is are was were "
                   "a an the it its their our this these such while where when at into through over for".split())
MIN_COUNT = 3  # a word seen fewer times beside `for` says nothing about its side


def purpose_counts(texts: Iterable[str]) -> dict[str, tuple[int, int]]:
    """Map each word to (times written just after `for`, times just before it), counted over the texts."""
    after, before = Counter(), Counter()
    for text in texts:
        words = [w.lower() for w in _TOKEN.findall(text)]
        for i, word in enumerate(words):
            if word == "for":
                after.update(phrase(words, i + 1, 1))
                before.update(phrase(words, i - 1, -1))
    return {w: (after[w], before[w]) for w in sorted(after.keys() | before.keys())
            if after[w] + before[w] >= MIN_COUNT}


def phrase(words: list[str], start: int, step: int) -> list[str]:
    """The words from start, stepping one way, until a clause's edge or WINDOW words."""
    found = []
    for k in range(start, start + step * WINDOW, step):
        if not 0 <= k < len(words) or words[k] in _EDGES:
            break
        found.append(words[k])
    return found

"""Choose among spans the scorer nearly ties: the one a reader takes for the paper's own, said in full.

The span scorer ranks candidates by the F1 a real title would give them, and many are nearly tied; F1 does not see
which of them a reader prefers, so these choices are made by reading rules, judged blind (benchmarks/BENCHMARKS.md).
"""

from __future__ import annotations

from itertools import takewhile
from typing import Callable, Iterator

from generator.derive.title_pieces import PLAIN_WORD, content_units
from generator.derive.title_spans import Document, starts_inside

# Spans this close to the best (in the scorer's units) tie with it: one from a sentence stating the paper's own work
# wins (blind readers preferred it 76 to 40 on 120 papers), then a longer one holding it (76 to 35).
CONTRIBUTION_TIE = 0.1
FULLER_UNITS = 7  # content words a longer tied span may hold: a real title's length


def own_best(doc: Document, shown: Iterator[tuple[float, int, int]]) -> tuple[float, int, int] | None:
    """The best of the spans a title can show (score, start, end; best first), or one nearly as good
    (CONTRIBUTION_TIE) from a sentence that states the paper's own work; read lazily, as the spans' tests cost."""
    first = next(shown, None)
    if first is None or doc.contribution[doc.sentence[first[1]]]:
        return first
    for scored in shown:
        if scored[0] < first[0] - CONTRIBUTION_TIE:
            break
        if doc.contribution[doc.sentence[scored[1]]]:
            return scored
    return first


def fuller(best: tuple[float, int, int], ranked: list[tuple[float, int, int]],
           fits: Callable[[int, int], bool]) -> tuple[int, int]:
    """A longer span holding the best one (score, start, end), nearly as good (CONTRIBUTION_TIE) and passing fits,
    else the best: it says more of the same phrase (`Continual Unsupervised Learning` -> `... of Representations`)."""
    score, start, end = best
    near = takewhile(lambda ranked_span: ranked_span[0] >= score - CONTRIBUTION_TIE, ranked)
    return next(((i, j) for _, i, j in near if i <= start and j >= end and (i, j) != (start, end) and fits(i, j)),
                (start, end))


def begun(doc: Document, i: int, j: int) -> tuple[int, int]:
    """Start a span where its phrase starts when only a word of the name kept it out (`Time-LLM: | Series Forecasting`
    -> `Time Series Forecasting`): no span holds the name's words, but the phrase does."""
    if not doc.name or not starts_inside(doc, i) or starts_inside(doc, i - 1):
        return i, j
    named = PLAIN_WORD.fullmatch(doc.text[i - 1]) and set(doc.units[i - 1]) <= set(content_units(doc.name))
    return (i - 1, j) if named else (i, j)

"""Rule 4 of and_joins.py, for a title the abstract writes whole: the tail or aspect the paper's own study or proposal
sentence gives it. It stands apart from the rules for a pair the abstract never writes.
"""

from __future__ import annotations

from generator.derive.and_links import ARTICLES, FRAMES, FUNCTION, PRAISE, STOP, VERBS, WORK_KINDS, cut_back, fits
from generator.derive.and_sentences import find_words
from generator.derive.and_tails import STUDY, own_object, tail_written
from generator.derive.house_style import MAX_WORDS

ASPECT_WORDS = 3  # words of an aspect or frame before its `of`

# Words before `of` that name a part or a kind of the title, not an aspect of it (`a number of`, `a family of`).
_NOT_ASPECTS = frozenset("number set subset class family variety range lack use type types kind kinds form forms list "
                         "collection group series suite pair couple combination mixture array host plethora "
                         "majority part parts case cases example examples instance instances".split())


def study_tail(title: str, sents: list[list[str]]) -> list[str] | None:
    """Return the written title with the tail or aspect its own study or proposal sentence gives it, else None."""
    words = title.split()
    ws = words[1:] if len(words) > 1 and words[0].lower() in ARTICLES else words
    for tokens in sents:
        for i, j in find_words(tokens, ws):
            kind = own_object(tokens, i)
            lead = [] if kind else _aspect_lead(tokens, i)
            tail = tail_written(tokens, j, kind or "study", MAX_WORDS - len(ws) - len(lead)) if kind or lead else None
            if not tail and not lead:
                continue
            words = lead + ws + (tail or [])
            if tail and tail[0].lower() != "where":
                words = cut_back(words, len(lead) + len(ws))
            if words and fits(words):
                return words
    return None


def _aspect_lead(tokens: list[str], i: int) -> list[str]:
    """Return the aspect and `of` the paper's own study writes before the title at i (`the stability of`), else []."""
    low = [t.lower() for t in tokens]
    k = i - 1
    while k >= 0 and (low[k] in ARTICLES or low[k] in PRAISE or low[k] == "both"):
        k -= 1
    if k < 2 or low[k] != "of":
        return []
    f = k - 1
    while f >= 0 and k - f <= ASPECT_WORDS and tokens[f][0].isalpha() and not (
            low[f] in STOP or low[f] in VERBS or low[f] in FUNCTION or low[f] in PRAISE):
        f -= 1
    aspect = tokens[f + 1 : k]
    if not aspect or f < 0 or low[f] not in ARTICLES and low[f] not in STUDY and low[f] not in ("compare", "compares"):
        return []
    if any(t.lower() in FRAMES or t.lower() in _NOT_ASPECTS or t.lower() in WORK_KINDS for t in aspect):
        return []
    return aspect + ["of"] if own_object(tokens, f + 1) == "study" else []

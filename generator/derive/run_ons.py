"""Tell whether a short title, written on as the abstract writes it, still reads as a title.

A title that only names a topic (`Weighted Low Rank Approximation`) reads weak, and the phrase a sentence of the
paper's own writes around it often says what the paper does there (`Natural Greedy Algorithm for ...`). Often it
does not: the sentence goes on with a clause (`... Implemented in the Scikit-Learn`), points back (`... to Solve the
Above Challenges`), counts (`88% of the Time with ...`) or opens on a word that only holds what follows (`Special
Case of ...`). What a title may add before its topic is a phrase that ends on a link (`Theoretical Guarantees of`), a
kind of work and what it does (`Regularizer to Achieve`) or a lone gerund (`Formulating`); after it, a phrase opened
by a link (`... in the Presence of Unlabeled Anomalies`).
"""

from __future__ import annotations

import re

from generator.derive.descriptions import VAGUE_KINDS
from generator.derive.title_checks import ARTICLES, LIGHT_NOUNS

# The links a phrase around the topic may relate it by.
LINKS = frozenset("of for in to on with via under using from within through into over".split())
# Words that only hold what follows them (`Special Case of`, `Large Set of`).
_HOLDERS = LIGHT_NOUNS | frozenset("case cases collection combination composition".split())
# Kinds of work whose `to` says what they do (`Method to Detect`); after any other word `to` relates two things.
_KINDS = VAGUE_KINDS | frozenset("methods approaches algorithms techniques strategies regularizer analysis".split())
# Words that carry on the sentence before (`Another ...`, `Addition to ...`, `Thereby ...`).
_DISCOURSE = frozenset("another addition thereby remaining moreover furthermore also".split())
# Words that point back or away from the title, or fill the sentence (`the Above Challenges`, `in a Similar Fashion`,
# `of Practical Interest`, `in Terms of`, `Based on Two Ideas`).
_POINTING = frozenset("above original similar other others such one fashion consequently idea ideas ingredients "
                      "practice interest terms order called".split())
# A participle before one of these opens a clause (`Inspired by`, `Learned over`, `Drawn from`, `Based on`).
_CLAUSE_LINKS = frozenset("by in over to for from on into with as at".split())
_PARTICIPLE = re.compile(r"[a-z]+ed|drawn|based")


def reads_on(topic: str, longer: str) -> bool:
    """Tell a title that writes a topic on (`Test Heuristics for Quilt Alignment Checking`) and reads whole."""
    short, words = topic.lower().split(), longer.lower().split()
    at = next((k for k in range(len(words) - len(short) + 1) if words[k : k + len(short)] == short), None)
    if at is None:
        return False
    head, tail = words[:at], words[at + len(short) :]
    added = head + tail
    if _POINTING.intersection(added) or any(any(c.isdigit() for c in w) for w in added):
        return False
    if any(_PARTICIPLE.fullmatch(w) and then in _CLAUSE_LINKS and not at <= k < at + len(short)
           for k, (w, then) in enumerate(zip(words, words[1:]))):
        return False
    return (not tail or tail[0] in LINKS) and (not head or head_reads(head))


def head_reads(head: list[str]) -> bool:
    """Tell words before a topic that lead into it: a phrase ending on a link, a kind of work and what it does, or a
    lone gerund."""
    if head[0] in _DISCOURSE or head[0].endswith("ly") or head[-1] == "to":
        return False
    if any(w in _HOLDERS and then == "of" for w, then in zip(head, head[1:])):
        return False
    if any(w == "to" and (k == 0 or head[k - 1] not in _KINDS) for k, w in enumerate(head)):
        return False
    if len(head) == 1:
        return head[0] in LINKS or head[0].endswith("ing")
    return head[-1] in LINKS or head[-1] in ARTICLES and head[-2] in LINKS or head[-2] == "to"

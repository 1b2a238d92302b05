"""Open a title on the effect or the relation the abstract writes it is about: `Impact of Label Smoothing on Model
Inversion Attacks`, not `Label Smoothing on Model Inversion Attacks`; `Gap between ZPR and Quilt`, not `ZPR and Quilt`.

A span that starts right after `the impact of` keeps the `on` that belongs to the impact, and the title reads as a
fragment (a fresh reader called `Parameter Sparsity on the Scaling Behavior of Transformers` one). The abstract's own
noun puts it back: blind readers preferred the titles 30 to 0 on 10 corpus papers, poor 30 -> 0 and faithful 0 -> 27
of 30 verdicts (fortieth session); `Robustness of X against Y`, `Vulnerability of X to Y`, `Effectiveness of X in
Y` too: 18 to 0 on 6 more, faithful 4 -> 13 and poor 6 -> 3 of 18. An `A and B` title the abstract writes right
after `the connection between` or `the gap between` says a relation the same way: 47 to 7 on 18 papers, faithful 25
-> 36 and weak 24 -> 13 of 54.
"""

from __future__ import annotations

from generator.derive.title_pieces import named_parts
from generator.derive.title_spans import Document, places

# Nouns whose `of X on Y` is what a paper studies (`the impact of label noise on fairness metrics`), and the words that
# go on from X to what it is measured against (`the robustness of graph matching against attacks`).
_EFFECT_NOUNS = dict.fromkeys("impact impacts effect effects influence role benefit benefits consequences".split(),
                              frozenset({"on"}))
_EFFECT_NOUNS.update(dict.fromkeys("robustness vulnerability sensitivity susceptibility resilience".split(),
                                   frozenset({"to", "against"})))
_EFFECT_NOUNS.update(dict.fromkeys("effectiveness efficacy".split(), frozenset({"in"})))
_EFFECT_LINKS = frozenset({"on", "to", "against", "in"})


def effect_led(doc: Document, title: str, shown: str) -> str:
    """`Effect of X on Y` where the title is `X on Y` and the abstract writes `the effect of X on`; else the title."""
    prefix, body = named_parts(title, shown)
    words = body.lower().split()
    cut = next((k for k in range(1, len(words)) if words[k] in _EFFECT_LINKS), None)
    if cut is None:
        return title
    cause, link = words[:cut], words[cut]
    for at in places(doc, cause):
        end, k = at + len(cause), word_before(doc, at)
        if (end < len(doc) and doc.lower[end] == link and k > 0 and doc.lower[k] == "of"
                and link in _EFFECT_NOUNS.get(doc.lower[k - 1], ()) and doc.sentence[k - 1] == doc.sentence[end]
                and not doc.closes[k - 1] and not doc.closes[end - 1]):
            return f"{prefix}{doc.lower[k - 1].capitalize()} of {body}"
    return title


# Nouns whose `between A and B` is what a paper studies (`the connection between contrastive learning and NCA`).
_RELATION_NOUNS = frozenset("gap gaps connection connections relationship relationships relation relations link links "
                            "trade-off tradeoff interplay correspondence equivalence separation".split())


def relation_led(doc: Document, title: str, shown: str) -> str:
    """`Relation between A and B` where the title is `A and B` and the abstract writes `the relation between A and B`;
    else the title."""
    prefix, body = named_parts(title, shown)
    words = body.lower().split()
    if words.count("and") != 1 or words[0] == "and":
        return title
    for at in places(doc, words):
        k = word_before(doc, at)
        if k > 0 and doc.lower[k] == "between" and doc.lower[k - 1] in _RELATION_NOUNS and not doc.closes[k - 1]:
            return f"{prefix}{doc.lower[k - 1].capitalize()} between {body}"
    return title


def word_before(doc: Document, at: int) -> int:
    """Where the word before word at stands, past a `the` (`the impact of | the X`); -1 at the start."""
    return at - 1 - (at > 0 and doc.lower[at - 1] == "the")


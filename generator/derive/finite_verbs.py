"""Tell the words an abstract uses as finite verbs, which end a clause and so no title phrase holds.

The fitted lexicon (title_model.json `verbs`) holds the words the corpora use mostly as verbs. A base form
that is a noun as often (`control`, `play`, `promise`) is a verb only where a plural subject comes right
before it (`methods fail`, `LLMs remain`), or where it stands between a content word and an article (`scores of
the tessel | play | a part`, the subject further back): that is read here, word by word.
"""

from __future__ import annotations

from functools import lru_cache

from generator.derive.title_spans import ARTICLE, GLUE, IS_GLUE, Document, past, word_shape

# Words in -s that name one thing (`series`, `analysis`, `dynamics`): a verb's base form after them is no plural's verb.
_SINGULAR_ENDS = ("ss", "us", "is", "ics", "ias")
_SINGULAR = frozenset("series species news lens means".split())
_PLURAL_ICS = frozenset("metrics topics heuristics characteristics".split())  # `perceptual metrics | rely on`


def plural(lower: str) -> bool:
    """Tell a plural noun (`models`, `llms`, `xai-methods`), which a verb's base form may follow as its subject."""
    last = lower.rsplit("-", 1)[-1]
    return (len(last) > 3 and last.endswith("s") and (not last.endswith(_SINGULAR_ENDS) or last in _PLURAL_ICS)
            and last not in _SINGULAR and lower not in GLUE)


_ES_AFTER = ("sses", "xes", "zzes", "ches", "shes", "oes")
# Verbs a plural subject takes whose -s form is a plural noun as often, which the lexicon then passes over
# (`algorithms promise`, `parameters lie`, `agents benefit`, `costs scale`, `distributions change`: some
# twenty times each in the corpora).
PLURAL_VERBS = frozenset("promise lie benefit scale change".split())


@lru_cache(maxsize=4)
def base_forms(verbs: frozenset[str]) -> frozenset[str]:
    """The base forms of the third-person verbs in verbs (`fails` -> `fail`): a plural subject takes these."""
    found = set()
    for verb in verbs:
        if verb.endswith("ies"):
            found.add(verb[:-3] + "y")
        elif verb.endswith(_ES_AFTER):  # `matches`, `goes`; `uses` and `generalizes` drop the `s` alone
            found.add(verb[:-2])
        elif verb.endswith("s") and not verb.endswith("ss"):
            found.add(verb[:-1])
    found = {w for w in found if len(w) > 2 and not w.endswith("ing") and not past(w)}
    return frozenset((found | PLURAL_VERBS) - verbs)


def finite(doc: Document, k: int, verbs: frozenset[str]) -> bool:
    """Tell the document's word k a verb: one verbs holds, or a base form right after a plural (`models | fail`) or
    between a content word and an article (`tessel | play | a`)."""
    word = doc.lower[k]
    if word in verbs:
        return True
    if k == 0 or word not in base_forms(verbs) or doc.sentence[k - 1] != doc.sentence[k] or doc.closes[k - 1]:
        return False
    return plural(doc.lower[k - 1]) or before_article(doc, k) and not word_shape(doc.lower[k - 1])[IS_GLUE]


def before_article(doc: Document, k: int) -> bool:
    """Tell a word the same clause goes on from with an article (`play | a part`)."""
    return (k + 1 < len(doc) and doc.sentence[k + 1] == doc.sentence[k] and not doc.closes[k]
            and bool(word_shape(doc.lower[k + 1])[ARTICLE]))

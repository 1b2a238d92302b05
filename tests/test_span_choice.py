"""Choosing among near-tied spans (generator/derive/span_choice.py)."""

from __future__ import annotations

import pytest

from generator.derive.span_choice import (
    CONTRIBUTION_TIE,
    FIELD_TIE,
    FIELD_WIDE,
    OWN_FIELD_USES,
    OWN_RIVAL_TIE,
    OWN_TIE,
    WIDE_TIE,
    begun,
    fuller,
    leads,
    own_best,
    own_rival,
    telling,
)
from generator.derive.title_model import FIELD_USES
from generator.derive.title_spans import document, span_words


@pytest.mark.parametrize("gap, chosen", [
    (OWN_TIE / 2, "sparse routing scheme"),  # nearly as good, and the paper's own: it wins
    (OWN_TIE * 2, "image segmentation"),  # clearly worse: the best stays
], ids=["near-tie-goes-to-the-contribution", "clear-lead-stays"])
def test_own_best_breaks_near_ties_toward_the_contribution(gap, chosen):
    """A span from a sentence stating the paper's own work wins a near tie with one from its background."""
    doc = document(["Deep networks are widely used for image segmentation today.",
                    "We propose a sparse routing scheme for fast inference."], "")
    words = [w.lower() for w in doc.text]
    background = (words.index("image"), words.index("segmentation"))
    own = (words.index("sparse"), words.index("scheme"))
    _, *best = own_best(doc, iter([(2.0, *background), (2.0 - gap, *own)]))
    assert " ".join(span_words(doc, *best)).lower() == chosen


COMMON = {"graph", "neural", "networks"}  # words many development abstracts use


@pytest.mark.parametrize("gap, uses, chosen", [
    ((OWN_TIE + FIELD_TIE) / 2, True, "desiderata for rewiring"),  # the best only names the field
    ((OWN_TIE + FIELD_TIE) / 2, False, "graph neural networks"),  # no word counts given: the own tie alone
    (FIELD_TIE * 2, True, "graph neural networks"),  # too far off even so
], ids=["field-gives-way", "no-counts", "too-far"])
def test_own_best_looks_further_past_a_field(gap, uses, chosen):
    """Where the best span only names a field, a contribution's span that names more wins further off."""
    doc = document(["Graph neural networks are popular models today.",
                    "We identify three desiderata for rewiring in this work."], "")
    words = [w.lower() for w in doc.text]
    field = (words.index("graph"), words.index("networks"))
    own = (words.index("desiderata"), words.index("rewiring"))
    count = (lambda unit: FIELD_USES if unit in COMMON else 1) if uses else None
    _, *best = own_best(doc, iter([(2.0, *field), (2.0 - gap, *own)]), count)
    assert " ".join(span_words(doc, *best)).lower() == chosen


@pytest.mark.parametrize("sentence, own_words, gap, chosen", [
    ("We identify desiderata for graph rewiring.", "desiderata for graph rewiring", (FIELD_TIE + FIELD_WIDE) / 2,
     "desiderata for graph rewiring"),  # it keeps `graph`
    ("We identify desiderata for rewiring.", "desiderata for rewiring", (FIELD_TIE + FIELD_WIDE) / 2,
     "graph neural networks"),  # it keeps no word of the field
    ("We identify three desiderata for graph rewiring.", "three desiderata for graph rewiring",
     (FIELD_TIE + FIELD_WIDE) / 2, "graph neural networks"),  # it says a count
    ("We identify desiderata for graph rewiring.", "desiderata for graph rewiring", FIELD_WIDE * 1.5,
     "graph neural networks"),  # too far off even so
], ids=["keeps-a-field-word", "keeps-none", "says-a-count", "too-far"])
def test_own_best_looks_further_still_for_a_span_that_keeps_the_field(sentence, own_words, gap, chosen):
    """Past the field tie, a contribution's span that keeps a word of the field and says no result still wins."""
    doc = document(["Graph neural networks are popular models today.", sentence], "")
    words = [w.lower() for w in doc.text]
    field = (words.index("graph"), words.index("networks"))
    start = words.index(own_words.split()[0], field[1] + 1)
    own = (start, start + len(own_words.split()) - 1)
    count = lambda unit: FIELD_USES if unit in COMMON else 1  # noqa: E731
    _, *best = own_best(doc, iter([(2.0, *field), (2.0 - gap, *own)]), count)
    assert " ".join(span_words(doc, *best)).lower() == chosen


@pytest.mark.parametrize("uses, chosen", [
    (OWN_FIELD_USES, "desiderata for rewiring"),  # the paper's own best names only a common field
    (FIELD_USES, "graph neural networks"),  # common enough behind a background best, not for the paper's own
], ids=["common-field", "less-common-words"])
def test_own_best_looks_past_its_own_field_only_when_it_is_common(uses, chosen):
    """Where the best is the paper's own, a field makes way only if its words are commoner still (OWN_FIELD_USES)."""
    doc = document(["We study graph neural networks and identify three desiderata for rewiring in this work."], "")
    words = [w.lower() for w in doc.text]
    field = (words.index("graph"), words.index("networks"))
    own = (words.index("desiderata"), words.index("rewiring"))
    _, *best = own_best(doc, iter([(2.0, *field), (2.0 - FIELD_TIE / 2, *own)]),
                        lambda unit: uses if unit in COMMON else 1)
    assert " ".join(span_words(doc, *best)).lower() == chosen


def always(i: int, j: int, near: bool = False) -> bool:
    return True


def never(i: int, j: int, near: bool = False) -> bool:
    return False


def only_near(i: int, j: int, near: bool = False) -> bool:
    return near


CLOSE = 2.0 - (CONTRIBUTION_TIE + WIDE_TIE) / 2  # within the wide tie, not the near one


@pytest.mark.parametrize("ranked, fits, tells, chosen", [
    ([(2.0, 3, 4), (1.95, 2, 6), (1.0, 0, 6)], always, only_near, (2, 6)),  # a tied span holding it says more
    ([(2.0, 3, 4), (CLOSE, 2, 6)], always, always, (2, 6)),  # close, and every word it adds tells something
    ([(2.0, 3, 4), (CLOSE, 2, 6)], always, never, (3, 4)),  # close, but its added words say nothing
    ([(2.0, 3, 4), (2.0 - WIDE_TIE * 2, 2, 6)], always, always, (3, 4)),  # clearly worse
    ([(2.0, 3, 4), (1.95, 5, 8)], always, always, (3, 4)),  # tied, but another phrase
    ([(2.0, 3, 4), (1.95, 2, 6)], never, always, (3, 4)),  # tied, but fails the span's tests
    ([(2.0, 3, 4), (1.95, 2, 6)], always, never, (3, 4)),  # tied, but led by a verb and its article
    ([(2.0, 3, 4), (CLOSE, 2, 6)], always, only_near, (3, 4)),  # close: the whole test is asked
], ids=["tied-and-holding", "close-and-telling", "close-not-telling", "clearly-worse", "not-holding", "failing",
        "tied-verb-lead", "close-full-test"])
def test_fuller_takes_a_near_span_that_holds_the_best(ranked, fits, tells, chosen):
    """A longer span nearly as good as the best, or close and telling, says more of the same phrase."""
    assert fuller((2.0, 3, 4), ranked, fits, tells) == chosen


@pytest.mark.parametrize("sentence, wider, told", [
    ("We measure the logical reasoning abilities of language models.", "measure the logical", False),  # a verb's lead
    ("We study depth and conditioning of normalizing flows.", "depth and conditioning", True),  # a coordination
    ("We study estimating the reasoning abilities of models.", "estimating the reasoning", True),  # a gerund's lead
], ids=["verb-and-article", "coordination", "gerund"])
def test_telling_within_the_near_tie_turns_away_only_a_verbs_lead(sentence, wider, told):
    """Within the near tie the scorer vouches for the added words; a verb and its article still lead no title."""
    doc = document([sentence], "")
    words = [w.lower() for w in doc.text]
    last = wider.split()[-1]
    best = (words.index(last), len(words) - 1)
    start = words.index(wider.split()[0])
    assert telling(doc, {}, (2.0, *best))(start, len(words) - 1, True) is told


ABOUT = "We study the expressivity of graph neural networks on citation graphs, on text, in the setting of robustness."
KIND = "Ours is a new method for graph neural networks."


@pytest.mark.parametrize("sentence, wider, chances, told", [
    (ABOUT, "expressivity of graph neural networks", {}, True),  # a head and its preposition, likely title words
    (ABOUT, "expressivity of graph neural networks", {"expressivity": 0.01}, False),  # an unlikely title word
    (ABOUT, "graph neural networks on citation graphs", {}, True),  # a tail of two telling words
    (ABOUT, "graph neural networks on citation", {}, False),  # a tail of one, and a phrase cut short
    (ABOUT, "the expressivity of graph neural networks", {}, False),  # starts inside its clause
    (KIND, "method for graph neural networks", {}, False),  # a kind of thing, which says nothing
], ids=["telling-lead", "unlikely-word", "telling-tail", "short-tail", "inside-clause", "filler-lead"])
def test_telling_accepts_only_added_words_that_say_something(sentence, wider, chances, told):
    """A longer span's added words each tell something: likely, no filler, a whole phrase, a tail of two words."""
    doc = document([sentence], "")
    words = [w.lower() for w in doc.text]
    best = (words.index("graph"), words.index("networks"))
    likely = {u: 0.3 for k in range(len(doc.text)) for u in doc.units[k]} | chances
    start = words.index(wider.split()[0])
    assert telling(doc, likely, (2.0, *best))(start, start + len(wider.split()) - 1) is told


@pytest.mark.parametrize("lead, ok", [
    ("", True),
    ("nearly optimal", True),  # modifiers
    ("geometry of the", True),  # a head and its preposition
    ("estimating the", True),  # a gerund and its article
    ("test the", False),  # a verb and its article
    ("target and a", False),  # half of an `and`
    ("image or", False),
], ids=["nothing", "modifiers", "head-and-preposition", "gerund", "verb", "half-and", "half-or"])
def test_leads_tells_words_that_can_lead_a_phrase(lead, ok):
    """Words before a phrase lead it when they modify it, head it with a preposition, or are a gerund's."""
    assert leads(lead.split()) is ok


@pytest.mark.parametrize("name, sentence, span, shown", [
    ("Zephyr-LLM", "Models for zephyr series forecasting are specialized.", "series forecasting",
     "zephyr series forecasting"),
    ("Zephyr-LLM", "We study series forecasting here.", "series forecasting", "series forecasting"),  # starts a phrase
    ("ProtoNet", "Models for zephyr series forecasting are specialized.", "series forecasting", "series forecasting"),
    ("Zephyr-LLM", "Models for long zephyr series forecasting work.", "series forecasting", "series forecasting"),
], ids=["name-word-starts-the-phrase", "phrase-starts-here", "word-not-the-names", "phrase-starts-further-back"])
def test_begun_starts_a_span_where_only_the_names_word_kept_it_out(name, sentence, span, shown):
    """A span the name's own word cut short starts at that word: `Zephyr-LLM: Zephyr Series Forecasting`."""
    doc = document([sentence], name)
    words = [w.lower() for w in doc.text]
    i = words.index(span.split()[0])
    assert " ".join(span_words(doc, *begun(doc, i, i + len(span.split()) - 1))).lower() == shown


NAMED = ["Gradient boosted trees remain a strong baseline for tabular data.",
         "We propose Quilt, a retrieval module that reads nearest rows."]


@pytest.mark.parametrize("name, gap, best_words, offered", [
    ("Quilt", OWN_RIVAL_TIE / 2, "gradient boosted trees", "retrieval module"),  # the name's sentence, near enough
    ("Quilt", OWN_RIVAL_TIE * 2, "gradient boosted trees", None),  # too far below the best
    ("Quilt", OWN_RIVAL_TIE / 2, "retrieval module", None),  # the best is the name's sentence's already
    ("", OWN_RIVAL_TIE / 2, "gradient boosted trees", "retrieval module"),  # no name: a sentence of the paper's own
    ("", OWN_RIVAL_TIE / 2, "retrieval module", None),  # ... which the best comes from already
    ("Marmot", OWN_RIVAL_TIE / 2, "gradient boosted trees", None),  # no sentence writes the name
], ids=["named", "too-far", "best-names-already", "unnamed-own", "unnamed-best-own", "name-unwritten"])
def test_own_rival_is_the_best_span_of_the_papers_own_sentences(name, gap, best_words, offered):
    """A best span from a sentence without the name (or, unnamed, from background) has a rival for the judge."""
    doc = document(NAMED, name)
    words = [w.lower() for w in doc.text]
    background = (words.index("gradient"), words.index("trees"))
    own = (words.index("retrieval"), words.index("module"))
    ranked = [(3.0, *background), (3.0 - gap, *own)]
    best = background if best_words.startswith("gradient") else own
    found = own_rival(doc, ranked, best, lambda i, j: True)
    assert (" ".join(span_words(doc, *found)).lower() if found else None) == offered

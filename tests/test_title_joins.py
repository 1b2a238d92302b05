"""Which half of a joined title is the work and which its purpose (generator/derive/title_joins.py)."""

from __future__ import annotations

import pytest

from generator.derive.span_features import TITLE_UNITS
from generator.derive.title_joins import (
    LEFT_OUT_MARGIN,
    NAME_OWN_PURPOSE,
    vacuous,
    verb_ending,
    joined_span,
    purpose,
    same_head,
    states_purpose,
    written_before,
    written_link,
)
from generator.derive.title_spans import document

SIDES = {"forecasting": 2.3, "detection": 2.4, "networks": 1.4, "framework": -5.9, "layers": -0.5, "kernel": -0.2}


def span_of(doc, words: str) -> tuple[int, int]:
    """The first place a run of words stands in a document."""
    wanted = words.lower().split()
    return next((i, i + len(wanted) - 1) for i in range(len(doc)) if list(doc.lower[i : i + len(wanted)]) == wanted)


@pytest.mark.parametrize(
    "sentences, work, aim, sides",
    [
        # the abstract writes `for X`: X is the purpose, whatever the words
        (["We propose attention layers for traffic forecasting.", "Sparse kernel layers scale well."],
         "Sparse kernel", "traffic forecasting", {}),
        # neither is written after `for`, both in one sentence: the words' sides decide
        (["Sparse kernel layers improve traffic forecasting.", "We study their depth."],
         "Sparse kernel layers", "traffic forecasting", SIDES),
        (["Object detection needs graph neural networks.", "We study their depth."],
         "graph neural networks", "Object detection", SIDES),
    ],
    ids=["written-after-for", "sides-decide", "sides-decide-against-reading-order"],
)
def test_purpose_tells_the_aim_from_the_work(sentences, work, aim, sides):
    """The purpose half scores above the work half."""
    doc = document(sentences, "")
    assert purpose(doc, span_of(doc, aim), sides) > purpose(doc, span_of(doc, work), sides)


def test_without_sides_the_reading_decides():
    """With no word known, neither half leans: a field set out before the contribution is the purpose."""
    doc = document(["Traffic forecasting is hard.", "We propose sparse kernel layers."], "")
    assert purpose(doc, span_of(doc, "Traffic forecasting"), {}) > purpose(doc, span_of(doc, "sparse kernel layers"), {})


BACKDOOR = ["Backdoor attacks threaten deployed models.", "Neural tangent kernel analysis explains training."]


@pytest.mark.parametrize(
    "sentences, name, work, aim, joined_by_for",
    [
        # two topics the abstract never relates, the second seldom written after `for`: `and`
        (BACKDOOR, "", "Backdoor attacks", "Neural tangent kernel", False),
        # the abstract writes the second half after `for`
        (["Backdoor attacks threaten models.", "We give a defense for neural tangent kernel models."], "",
         "Backdoor attacks", "neural tangent kernel models", True),
        # the first half is what `we propose` names
        (["We propose sparse kernel layers.", "Neural tangent kernel analysis explains training."], "",
         "sparse kernel layers", "Neural tangent kernel", True),
        # the second half's words are mostly written after `for`
        (["Sparse kernel layers are cheap.", "Traffic forecasting is hard."], "",
         "Sparse kernel layers", "Traffic forecasting", True),
        # the first half names a kind of work
        (["A kernel framework is new.", "Neural tangent kernel analysis explains training."], "",
         "kernel framework", "Neural tangent kernel", True),
        # a half that holds `and` already: never `X and Y and Z`
        (["Backdoor attacks and defenses threaten models.", "Neural tangent kernel analysis helps."], "",
         "Backdoor attacks and defenses", "Neural tangent kernel", True),
        # a named title keeps `for`: the name is the work
        (BACKDOOR, "BANTK", "Backdoor attacks", "Neural tangent kernel", True),
    ],
    ids=["unrelated", "written-after-for", "proposed-work", "aim-leans-to-for", "kind-of-work", "holds-and", "named"],
)
def test_a_join_says_for_only_where_the_abstract_or_its_words_back_it(sentences, name, work, aim, joined_by_for):
    """`A for B` where B reads as A's purpose, `A and B` where nothing says so."""
    doc = document(sentences, name)
    assert states_purpose(doc, span_of(doc, work), span_of(doc, aim), SIDES) is joined_by_for


@pytest.mark.parametrize(
    "sentence, aim, link",
    [
        ("We learn hierarchical polynomials with three-layer networks.", "three-layer networks", "with"),
        ("We fit fair classifiers under group fairness constraints.", "group fairness constraints", "under"),
        ("We embed graphs via Gaussian elimination.", "Gaussian elimination", "via"),
        ("We train federated models without sharing training data.", "sharing training data", "without"),
        ("We fit fair classifiers for group fairness constraints.", "group fairness constraints", ""),
        ("Gaussian elimination is old.", "Gaussian elimination", ""),
        ("Deep networks struggle with continual learning.", "continual learning", ""),  # the verb's `with`
        ("The loss is associated with gradient clipping.", "gradient clipping", ""),
        ("We combine the loss with gradient clipping.", "gradient clipping", "with"),  # the work's `with`
    ],
    ids=["with", "under", "via", "without", "for-is-no-link-of-its-own", "sentence-start", "struggle-with",
         "associated-with", "combine-with"],
)
def test_a_join_takes_the_preposition_the_abstract_writes_before_its_second_half(sentence, aim, link):
    """`A with B` where the abstract writes `with B`: the title says the relation the abstract states."""
    doc = document([sentence, "We study it."], "")
    assert written_link(doc, span_of(doc, aim)) == link


@pytest.mark.parametrize("one, other, same", [
    ("network", "networks", True),  # `Neural Network for ReLU Networks` says one noun twice
    ("agents", "agent", True),
    ("networks", "networks", False),  # the same word: the halves' shared units already keep them apart
    ("deconvolution", "networks", False),
    ("process", "processes", False),  # `-es` plurals are left alone
])
def test_same_head(one, other, same):
    """Two halves whose last words are one noun, singular and plural, make a title that says it twice."""
    assert same_head(one, other) is same


@pytest.mark.parametrize("sentence, work, aim, written", [
    ("We develop convex optimization of two-layer networks for vision.", "two-layer networks", "convex optimization",
     "of"),  # `aim of work` as written: `work for aim` would turn it round
    ("We develop convex optimization for vision with two-layer networks.", "two-layer networks", "convex optimization",
     ""),  # not side by side
    ("Two-layer networks help. We study convex optimization in the two-layer networks.", "two-layer networks",
     "convex optimization", "in"),  # elsewhere than the spans, past an article
    ("We develop convex optimization with two-layer networks.", "two-layer networks", "convex optimization",
     ""),  # `with` says how, not what the work is of
], ids=["written-before", "apart", "elsewhere-past-article", "not-a-work-link"])
def test_written_before(sentence, work, aim, written):
    """A join's halves the abstract writes the other way round, `aim of work`, keep that order and its link."""
    doc = document([sentence], "")
    words = [w.lower() for w in doc.text]

    def at(phrase: str) -> tuple[int, int]:
        first = words.index(phrase.split()[0])
        return first, first + len(phrase.split()) - 1

    assert written_before(doc, at(work), at(aim)) == written


@pytest.mark.parametrize(
    "sentences, joins",
    [
        # the purpose the opening sentences set out: the name's expansion takes it at the plain margin
        (["Video generation needs long context.", "We propose the Temporal Consistent Transformer, a model."], True),
        # the same words in the paper's own sentence are mostly a detail of the method: they must promise more
        (["Models need long context.", "We propose the Temporal Consistent Transformer for video generation."], False),
    ],
    ids=["purpose-from-the-opening", "purpose-from-the-own-sentence"],
)
def test_a_names_purpose_from_its_own_sentence_must_promise_more(sentences, joins):
    doc = document(sentences, "TECO", "Temporal Consistent Transformer")
    best, aim = span_of(doc, "Temporal Consistent Transformer"), span_of(doc, "video generation")
    chances = dict.fromkeys(["temporal", "consistent", "transformer", "video", "generation"], 0.5)
    alone, both = 2 * 1.5 / (3 + TITLE_UNITS), 2 * 2.5 / (5 + TITLE_UNITS)
    margin = both - alone - NAME_OWN_PURPOSE / 2  # the join promises more, by less than the bar
    words = joined_span(doc, chances, best, [best, aim], margin, {}, fixed=True)
    joined = [w.lower() for w in words] == "temporal consistent transformer for video generation".split()
    assert joined is joins, words


@pytest.mark.parametrize(
    "sentences, joins",
    [
        # the best span is background: two background spans may join
        (["Offline marmot learning suffers from overestimation.", "Graph networks help agents.",
          "Regret bounds are known."], True),
        # the best span is the paper's own: a join of two background spans would drop it
        (["Offline marmot learning suffers from overestimation.", "Graph networks help agents.",
          "We present regret bounds."], False),
    ],
    ids=["background-best", "own-best"],
)
def test_a_join_keeps_the_papers_own_best_span(sentences, joins):
    doc = document(sentences, "")
    best = span_of(doc, "regret bounds")
    one, other = span_of(doc, "offline marmot learning"), span_of(doc, "graph networks")
    chances = dict.fromkeys(["offline", "marmot", "learning", "graph", "networks"], 0.6) | {"bounds": 0.1}
    words = joined_span(doc, chances, best, [one, other], 0.0, {})
    assert bool(words) is joins, words


@pytest.mark.parametrize("extra, joins", [(LEFT_OUT_MARGIN / 2, False), (LEFT_OUT_MARGIN * 2, True)],
                         ids=["within-the-margin", "past-the-margin"])
def test_a_join_that_leaves_the_best_span_out_must_promise_more(extra, joins):
    """Two spans that both leave the best out join only where they promise LEFT_OUT_MARGIN more than it."""
    doc = document(["Offline marmot learning suffers from overestimation.", "Graph networks help agents.",
                    "Regret bounds are known."], "")
    best = span_of(doc, "regret bounds")
    one, other = span_of(doc, "offline marmot learning"), span_of(doc, "graph networks")
    chances = dict.fromkeys(["offline", "marmot", "learning", "graph", "networks"], 0.6) | {"bounds": 0.1}
    alone, both = 2 * 0.1 / (2 + TITLE_UNITS), 2 * 3.0 / (5 + TITLE_UNITS)
    words = joined_span(doc, chances, best, [one, other], both - alone - extra, {})
    assert bool(words) is joins, words


@pytest.mark.parametrize(
    "aim, first",
    [
        ("federated learning", "secure aggregation"),  # an `-ed` adjective opens a purpose: turned round
        ("training networks", "sparse kernels"),  # a gerund too: `for Training Networks`
        ("improves networks", "improves networks"),  # never `for Improves ...`: the verb leads
    ],
    ids=["ed-purpose", "gerund-purpose", "verb-purpose"],
)
def test_a_join_turns_round_to_put_its_purpose_last(aim, first):
    """The half the opening sentences set out is the purpose; a verb in `-es` never follows `for`."""
    doc = document([f"{aim.capitalize()} matters.", "We propose secure aggregation and sparse kernels."], "")
    work = span_of(doc, "secure aggregation" if aim.startswith("federated") else "sparse kernels")
    best = span_of(doc, aim)
    chances = dict.fromkeys([*aim.split(), "secure", "aggregation", "sparse", "kernels"], 0.6)
    words = joined_span(doc, chances, best, [best, work], 0.0, {})
    assert " ".join(words).lower().startswith(first), words


@pytest.mark.parametrize(
    "aim, joins",
    [
        ("federated learning", True),  # an `-ed` adjective opens a field
        ("improves learning", False),  # a verb does not open a half
    ],
    ids=["ed-half", "verb-half"],
)
def test_a_names_expansion_takes_a_purpose_opening_on_ed(aim, joins):
    """`ZQLM: Zephyr Quilt Lattice Method for Federated Learning`: the expansion leads, whatever the other."""
    doc = document([f"Clients {aim}.", "We propose the Zephyr Quilt Lattice Method (ZQLM)."], "ZQLM",
                   "Zephyr Quilt Lattice Method")
    best, other = span_of(doc, "Zephyr Quilt Lattice Method"), span_of(doc, aim)
    chances = dict.fromkeys(["zephyr", "quilt", "lattice", "method", *aim.split()], 0.6)
    words = joined_span(doc, chances, best, [best, other], 0.0, {}, fixed=True)
    assert (" ".join(words).lower() == f"zephyr quilt lattice method for {aim}") is joins, words


@pytest.mark.parametrize("word, verb", [
    ("improves", True),
    ("time-series", False),  # a hyphenated noun
    ("least-squares", False),
    ("models", False),
])
def test_verb_ending(word, verb):
    assert verb_ending(word) is verb


@pytest.mark.parametrize("words, empty", [
    ("deep neural networks", True),
    ("machine learning models", True),
    ("graph neural networks", False),
])
def test_vacuous(words, empty):
    """A half that names only the whole field is no purpose (`... for Deep Learning`)."""
    doc = document([f"We study {words} today."], "")
    assert vacuous(doc, span_of(doc, words)) is empty


@pytest.mark.parametrize("work, link", [
    ("catastrophic forgetting", "in"),  # what the work studies happens in the other half
    ("sparse replay", "for"),
], ids=["phenomenon", "method"])
def test_a_phenomenon_happens_in_the_other_half(work, link):
    doc = document(["Continual learning matters.", f"We propose {work} and more."], "")
    best, other = span_of(doc, work), span_of(doc, "continual learning")
    chances = dict.fromkeys([*work.split(), "continual", "learning"], 0.6)
    words = joined_span(doc, chances, best, [best, other], 0.0, {"learning": 2.0})
    assert " ".join(words).lower() == f"{work} {link} continual learning", words


@pytest.mark.parametrize("other, joins", [
    ("transformer networks", False),  # says `transformers` again, and `networks` says nothing more
    ("graph networks", True),
], ids=["says-only-the-other", "says-more"])
def test_no_half_says_only_what_the_other_says(other, joins):
    """Two halves join only where each says something the other does not, in the singular or plural."""
    doc = document(["Recent work uses transformer networks and graph networks.",
                    "We study the estimation ability of transformers."], "")
    best, second = span_of(doc, "estimation ability of transformers"), span_of(doc, other)
    chances = dict.fromkeys(["estimation", "ability", "transformers", "transformer", "graph", "networks"], 0.6)
    words = joined_span(doc, chances, best, [best, second], 0.0, {})
    assert bool(words) is joins, words

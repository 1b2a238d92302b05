"""Which spans a title can show (generator/derive/shown_spans.py)."""

from __future__ import annotations

import pytest

from generator.derive.shown_spans import (
    asks,
    ends_name,
    ends_on_adjective,
    ends_owning,
    gerund_trimmed,
    held_by_article,
    joins_unled_relation,
    names_variable,
    fitting,
    participle_led,
    whole_phrase,
)
from generator.derive.contribution_verbs import MAKING_OPENERS
from generator.derive.title_model import load_model
from generator.derive.title_spans import document


@pytest.mark.parametrize("sentence, variable", [
    ("We study robust clustering with M outliers.", True),
    ("We rank N experts from noisy comparisons.", True),
    ("We train a deep Q network on games.", False),
    ("We repair C code with compiler errors.", False),
    ("We propose a method for robust clustering.", False),
    ("We bound the error of the learned predictor h^ on new data.", True),
    ("We study manifolds embedded in R^m by flows.", True),
    ("We need a width M<=m for one layer.", True),
], ids=["capital-variable", "count-variable", "q-network", "c-language", "none", "caret", "power", "inequality"])
def test_names_variable(sentence, variable):
    """A one-letter word other than an article, Q-learning's `Q` or the C language is a variable, and so is a formula
    written in plain text."""
    doc = document([sentence], "")
    assert names_variable(doc, 0, len(doc) - 1) is variable


@pytest.mark.parametrize("word, adjective", [
    ("observable", True), ("non-i.i.d", True), ("tune-free", True), ("robust", True), ("non-knowledge-intensive", True),
    ("differentially-private", True), ("sparse", True),
    ("variable", False), ("table", False), ("learning", False), ("robustness", False), ("flow", False),
])
def test_ends_on_adjective(word, adjective):
    """An adjective left without its noun ends no span; `variable` and `table` are nouns."""
    assert ends_on_adjective(word) is adjective


@pytest.mark.parametrize("word, owning", [
    ("inference's", True),
    ("model\u2019s", True),
    ("lifetime", False),
    ("lens", False),
])
def test_ends_owning(word, owning):
    """A span that ends on an owner (`... Gaussian Inference's`) has lost what it owns."""
    assert ends_owning(word) is owning


@pytest.mark.parametrize("sentence, first, words, led", [
    ("We study what is needed for treatment effect estimation.", "needed", 4, True),
    ("We test classes seen during pre-training.", "seen", 3, True),
    ("We control a known linear system.", "known", 3, False),  # an adjective before its noun
    ("We learn with given shaping rewards.", "given", 3, False),
    ("We prove what is needed.", "needed", 1, False),  # nothing after it in the span
])
def test_participle_led(sentence, first, words, led):
    """A span that opens on a participle used as a verb, a relation after it, is a fragment."""
    doc = document([sentence], "")
    i = [w.lower() for w in doc.text].index(first)
    assert participle_led(doc, i, i + words - 1) is led


@pytest.mark.parametrize("span, unled", [
    ("mirror descent with stabilization and for dual averaging", True),  # `for` only after `and`
    ("robust control methods and in worst-case stability", True),
    ("bounds for mirror descent and for dual averaging", False),  # both relations inside
    ("mirror descent and dual averaging", False),  # `and` joins nouns
    ("mirror descent or to", True),
], ids=["and-for", "and-in", "both-inside", "nouns", "or-to"])
def test_joins_unled_relation(span, unled):
    """`and` or `or` before a relation the span has not used joins a half that lies outside it."""
    assert joins_unled_relation(tuple(span.split())) is unled


@pytest.mark.parametrize("proposal, span, whole", [
    ("a parallel streaming algorithm that scales", "parallel streaming algorithm", True),
    ("a novel streaming algorithm that scales", "streaming algorithm", True),  # after the praise that leads it
    ("a new streaming algorithm that scales", "streaming algorithm", True),
    ("a parallel streaming algorithm that scales", "streaming algorithm", False),  # inside its phrase
    ("a sparse novel streaming algorithm that scales", "streaming algorithm", False),  # the praise is inside too
    ("a novel algorithm that scales to large matrices", "algorithm that scales", False),  # a kind goes on about itself
    ("a design where the proposed streaming algorithm, in turn, scales", "streaming algorithm", True),  # its own
    ("a novel streaming algorithm that scales", "novel streaming", False),  # runs on
    ("a parallel streaming algorithm trained with quilts", "parallel streaming algorithm", True),  # its participle
    ("a parallel streaming algorithm trained quilts", "parallel streaming algorithm", False),  # a word of the phrase
], ids=["whole", "novel", "new", "inside", "praise-inside", "kind", "proposed", "runs-on", "participle",
        "no-preposition"])
def test_whole_phrase_may_start_after_the_word_that_leads_it(proposal, span, whole):
    """A span is a whole phrase where only a leading word that starts the phrase (`novel`, `new`, `proposed`) comes
    before it in its phrase."""
    doc = document([f"In this paper, we propose {proposal}."], "")
    words = span.split()
    i = [w.lower() for w in doc.text].index(words[0])
    assert whole_phrase(doc, i, i + len(words) - 1, frozenset()) is whole


@pytest.mark.parametrize("sentence, span, whole", [
    ("Quilted sampling outperforms marmot baselines.", "Quilted sampling", True),  # a finite verb the model knows
    ("Quilted samplers fail on marmot baselines.", "Quilted samplers", True),  # a base form after a plural
    ("Quilted samplers methods fail on marmot baselines.", "Quilted samplers", False),  # the phrase goes on
    ("Quilted sampling clearly outperforms marmot baselines.", "Quilted sampling", True),  # an adverb between
    ("Quilted sampling clearly marmot baselines.", "Quilted sampling", False),  # no verb after the adverb
], ids=["finite", "after-plural", "runs-on", "adverb", "adverb-alone"])
def test_whole_phrase_stops_before_its_verb(sentence, span, whole):
    """A span followed by its verb is a whole phrase: the subject of its sentence."""
    doc = document([sentence], "")
    words = span.split()
    i = list(doc.text).index(words[0])
    assert whole_phrase(doc, i, i + len(words) - 1, load_model().verbs) is whole


@pytest.mark.parametrize("sentence, span, openers, fits", [
    ("We propose quilted sampling for lattice graphs.", "quilted sampling", MAKING_OPENERS, True),
    ("We propose quilted sampling for lattice graphs.", "quilted sampling", frozenset(), False),  # inside `propose X`
    ("By developing quilted sampling for lattice graphs, we win.", "quilted sampling", MAKING_OPENERS, True),
    ("We propose quilted sampling methods for lattice graphs.", "quilted sampling", MAKING_OPENERS, False),  # runs on
    ("We study quilted sampling for lattice graphs.", "quilted sampling", MAKING_OPENERS, False),  # not a making verb
    ("We propose two quilted samplers for lattice graphs.", "quilted samplers", MAKING_OPENERS, True),  # a count
    ("We propose two novel quilted samplers for graphs.", "quilted samplers", MAKING_OPENERS, True),  # and praise
    ("We propose two novel quilted samplers for graphs.", "quilted samplers", frozenset(), False),
], ids=["after-verb", "no-openers", "gerund", "runs-on", "other-verb", "count", "count-praise", "count-no-openers"])
def test_fitting_may_start_right_after_an_opener(sentence, span, openers, fits):
    """A half may start right after a making verb where the caller says so (`we propose | X`)."""
    doc = document([sentence], "")
    words = span.split()
    i = [w.lower() for w in doc.text].index(words[0])
    assert fitting(doc, load_model(), openers)(i, i + len(words) - 1) is fits


@pytest.mark.parametrize("sentence, span, named", [
    ("We analyse all dataset documentation on Hugging Face in a case study.", "documentation on Hugging Face", True),
    ("We analyse all dataset documentation on Hugging Face Hub in a case study.", "documentation on Hugging Face",
     False),  # the name goes on
    ("Models Face many challenges.", "Models Face", False),  # a sentence's first word has a capital whatever it is
    ("We study how models face many challenges.", "how models face", False),
], ids=["name", "name-goes-on", "sentence-start", "lower-case"])
def test_ends_name(sentence, span, named):
    """A span that ends where a run of capitalised words inside a sentence ends ends on a name, whatever its last
    word is elsewhere (`face`, a word abstracts write with what follows)."""
    doc = document([sentence], "")
    words = span.split()
    i = list(doc.text).index(words[0])
    assert ends_name(doc, i, i + len(words) - 1) is named


@pytest.mark.parametrize("sentence, title, trimmed", [
    ("We use a meta-quilt framework for learning useful intrinsic rewards.",
     "Scalable Meta-Quilt Framework for Learning", "Scalable Meta-Quilt Framework"),
    ("We pick the pretrained model and the hyperparameters for finetuning it.",
     "Optimal Pretrained Model and Hyperparameters for Finetuning", "Optimal Pretrained Model and Hyperparameters"),
    ("We build sequential tools for testing if shifts are harmful.", "Simple Sequential Tools for Testing",
     "Simple Sequential Tools"),
    ("We make fast sparse models for serving the users.", "SPDY: Fast Sparse Models for Serving",
     "SPDY: Fast Sparse Models"),
    ("We find robust action spaces by clustering actions by their effects.",
     "Restricted Robust Action Spaces by Clustering", "Restricted Robust Action Spaces by Clustering"),
    ("We design a method for denoising (RED) with a prior.", "Image Regularization Method for Denoising",
     "Image Regularization Method for Denoising"),
    ("We get sparse networks for pruning.", "Randomized Design of Networks for Pruning",
     "Randomized Design of Networks for Pruning"),
    ("We design sequential tools for testing with few samples.", "Sequential Tools Built for Testing",
     "Sequential Tools Built for Testing"),
    ("We study tessels for learning such hierarchies.", "Tessels for Learning", "Tessels for Learning"),
    ("We use posteriors to approximate products of smoothing posteriors.",
     "Posteriors to Approximate Products of Smoothing", "Posteriors to Approximate Products of Smoothing"),
], ids=["object", "pronoun", "clause", "named", "means", "bracket", "sentence-end", "relation", "too-short", "of"])
def test_gerund_trimmed(sentence, title, trimmed):
    """A title that ends on a purpose's gerund the abstract gives an object loses the two words, where enough is left;
    a means (`by Clustering`), a gerund at the end of its clause, before brackets or a relation, or after `of` stays."""
    assert gerund_trimmed(document([sentence], ""), title) == trimmed


def span_of(doc, words: str) -> tuple[int, int]:
    """The first place a run of words stands in a document."""
    wanted = words.lower().split()
    return next((i, i + len(wanted) - 1) for i in range(len(doc)) if list(doc.lower[i : i + len(wanted)]) == wanted)


@pytest.mark.parametrize("sentence, span, held", [
    ("We study asynchronous training from the perspective of dynamical stability.",
     "asynchronous training from the perspective", True),  # `of` goes on
    ("We present an attack based on the modeling and exploitation of feature maps.",
     "attack based on the modeling", True),  # `and` goes on
    ("We learn an optimization algorithm from data.", "learn an optimization", True),  # its noun follows
    ("We give a tight variational representation of the f-divergence.",
     "variational representation of the f-divergence", False),  # the sentence ends there
    ("Label smoothing of the teacher, we show, hurts distillation.", "Label smoothing of the teacher", False),
    ("We study the perspective of dynamical stability.", "perspective of dynamical stability", False),  # no article
])
def test_held_by_article(sentence, span, held):
    """A span that ends on an article's noun where the abstract goes on with it reads as cut off."""
    doc = document([sentence], "")
    assert held_by_article(doc, *span_of(doc, span)) is held


@pytest.mark.parametrize("sentence, span, asking", [
    ("We explain how overparameterized neural networks generalize.", "how overparameterized neural networks", True),
    ("We study why deep ensembles work.", "study why deep ensembles", True),
    ("We learn how to defer to experts.", "learn how to defer", False),  # `how to` opens no clause
    ("We learn sparse codes.", "learn sparse codes", False),
])
def test_asks(sentence, span, asking):
    """A span holding a `how` clause lacks the clause's verb, which no title phrase holds: a fragment."""
    doc = document([sentence], "")
    assert asks(doc, *span_of(doc, span)) is asking

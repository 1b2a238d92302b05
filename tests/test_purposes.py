"""What the work is for, after a title that names only its kind (generator/derive/purposes.py)."""

from __future__ import annotations

import pytest

from generator.derive.purposes import (
    kind_for_field,
    name_for_field,
    name_purpose,
    purpose_end,
    purpose_start,
    with_purpose,
)
from generator.derive.title_spans import document

OPENING = "Robots sense the world through many sensors."


def _doc(sentence: str):
    return document([OPENING, sentence], "")


def _at(doc, word: str) -> int:
    return [w.lower() for w in doc.text].index(word)


@pytest.mark.parametrize("sentence, title", [
    ("We present a flow-inspired learning approach for point cloud processing motivated by fluid flows.",
     "flow-inspired learning approach for point cloud processing"),  # the participle ends the phrase
    ("We present a flow-inspired learning approach for segmentation of the scenes.", None),  # article inside: clause
    ("We present a flow-inspired learning approach to reduce sampling noise in scans.",
     "flow-inspired learning approach for sampling noise in scans"),  # `to` and an aim verb: its gerund comes later
    ("We present a flow-inspired learning approach to train models.", None),  # `train` says no aim
    ("We present a flow-inspired learning approach to address sparse scans.",
     "flow-inspired learning approach for sparse scans"),  # a verb of handling says it too
    ("We present a flow-inspired learning approach for solving hard geometric matching problems quickly.",
     "flow-inspired learning approach for solving hard geometric matching problems"),  # the adverb ends it
    ("We present a flow-inspired learning approach for solving.", None),  # a lone gerund says nothing
    ("We present a flow-inspired learning approach, for point clouds.", None),  # a comma: not its purpose
    ("We present a flow-inspired learning approach for the above tasks.", None),  # points back
    ("We present a flow-inspired learning approach for very large sparse noisy outdoor lidar point sets.", None),
    ("We present a flow-inspired learning approach for learning approach selection.", None),  # says a word twice
    ("We present a flow-inspired learning approach for given scans.", None),  # leaves the purpose unsaid
    ("We present a flow-inspired learning approach for point clouds called FlowNet.",
     "flow-inspired learning approach for point clouds"),  # the naming cue ends it
], ids=["participle", "article-inside", "aim-verb", "no-aim-verb", "handling-verb", "adverb", "lone-gerund", "comma",
        "points-back", "too-long", "twice", "quantifier", "naming-cue"])
def test_with_purpose_adds_what_the_sentence_says_the_work_is_for(sentence, title):
    """`Kind for Purpose`, where the sentence goes on with a purpose a title can hold."""
    doc = _doc(sentence)
    words = with_purpose(doc, "flow-inspired learning approach".split(), lambda i, j: True)
    assert (" ".join(words) if words else None) == title


@pytest.mark.parametrize("words", ["flow-inspired learning", "learning approach and point clouds", "robotic approach"],
                         ids=["no-kind", "relates-two", "unwritten"])
def test_with_purpose_leaves_other_titles(words):
    """Only a phrase that ends on a kind of work, relates nothing and stands in the abstract gets a purpose."""
    doc = _doc("We present a flow-inspired learning approach for point cloud processing.")
    assert with_purpose(doc, words.split(), lambda i, j: True) == []


def test_with_purpose_asks_whether_a_title_can_show_the_purpose():
    """The caller's test of a readable span has the last word."""
    doc = _doc("We present a flow-inspired learning approach for point cloud processing.")
    assert with_purpose(doc, "flow-inspired learning approach".split(), lambda i, j: False) == []


def test_purpose_start_and_end_bound_the_written_phrase():
    """The purpose starts past `for` and its article and ends on its last noun."""
    doc = _doc("We present a flow-inspired learning approach for the point cloud processing.")
    start = purpose_start(doc, _at(doc, "approach"))
    assert start == _at(doc, "point")
    assert " ".join(doc.text[start : purpose_end(doc, start) + 1]) == "point cloud processing"


@pytest.mark.parametrize("sentence, purpose", [
    ("We present a flow-inspired learning approach for estimating the number of triangles.",
     "estimating the number of triangles"),  # a gerund keeps its object's article
    ("We present a flow-inspired learning approach for training a deep neural network.", None),  # says no aim
    ("We present a flow-inspired learning approach for endowing a classifier with robustness.", None),  # half a deed
    ("We present a flow-inspired learning approach for the estimation of the triangles.", None),  # a noun: a clause
], ids=["gerund-object", "bare-deed", "second-object", "noun"])
def test_purpose_end_keeps_a_gerunds_object(sentence, purpose):
    """Asked to, the purpose goes on past the article a gerund's object opens on, where the verb says an aim."""
    doc = _doc(sentence)
    start = purpose_start(doc, _at(doc, "approach"))
    end = purpose_end(doc, start, objects=True)
    assert (" ".join(doc.text[start : end + 1]) if end is not None else None) == purpose


@pytest.mark.parametrize("sentences, title", [
    (["We propose symbolic reward machines for incorporating task knowledge."],
     "symbolic reward machines for incorporating task knowledge"),  # what `we propose` names
    (["Symbolic reward machines for incorporating task knowledge are rare.", "We study robots."], None),  # background
], ids=["proposed", "background"])
def test_with_purpose_follows_what_we_propose(sentences, title):
    """What `we propose` names goes on with its purpose as a kind of work does; a background phrase does not."""
    doc = document([OPENING, *sentences], "")
    words = with_purpose(doc, "symbolic reward machines".split(), lambda i, j: True)
    assert (" ".join(words) if words else None) == title


VERBS = frozenset({"builds", "improves"})
OWN = "We propose a kernel balancing method that reweights feedback."


@pytest.mark.parametrize("opening, title, expected", [
    ("Collaborative filtering builds models from user feedback.", "Kernel Balancing Method",
     "Kernel Balancing Method for Collaborative Filtering"),
    ("Federated learning (FL) is popular on phones.", "Kernel Balancing Method",
     "Kernel Balancing Method for Federated Learning"),
    ("Federated learning (FL) builds models on phones.", "Kernel Balancing Method",
     "Kernel Balancing Method for Federated Learning"),
    ("The collaborative filtering task is hard.", "Kernel Balancing Method",
     "Kernel Balancing Method for Collaborative Filtering Task"),
    ("Recent recommenders are biased.", "Kernel Balancing Method", "Kernel Balancing Method"),
    ("Deep neural networks are biased.", "Kernel Balancing Method", "Kernel Balancing Method"),
    ("Traditionally, filters are biased.", "Kernel Balancing Method", "Kernel Balancing Method"),
    ("Recommenders that learn from feedback are biased.", "Kernel Balancing Method", "Kernel Balancing Method"),
    ("Balancing methods are popular.", "Kernel Balancing Method", "Kernel Balancing Method"),
    ("Collaborative filtering builds models from user feedback.", "Kernel Balancing for Filters",
     "Kernel Balancing for Filters"),
    ("Collaborative filtering builds models from user feedback.", "Kernel Balancing", "Kernel Balancing"),
], ids=["subject", "acronym-then-verb", "acronym-then-models-verb", "article", "time", "whole-field", "adverb", "clause", "said-twice",
        "relates-already", "no-kind"])
def test_kind_for_field_adds_the_field_the_abstract_opens_on(opening, title, expected):
    """A title that is only a kind of work goes on with the plain subject the first sentence opens on."""
    doc = document([opening, OWN], "")
    assert kind_for_field(doc, title, lambda i, j: True, VERBS) == expected


def test_kind_for_field_leaves_a_named_title():
    """A name says what the work is; its title gets no field here."""
    doc = document(["Collaborative filtering builds models from user feedback.", OWN], "KBM")
    title = "KBM: Kernel Balancing Method"
    assert kind_for_field(doc, title, lambda i, j: True, VERBS) == title


QUANT = "We propose OQ, a calibrated quantization that clips weights."
FIELDS = frozenset("multi agent reinforcement learning machine setting".split())  # words many abstracts use


@pytest.mark.parametrize("opening, title, expected", [
    ("Large language models (LLMs) have grown.", "OQ: Calibrated Quantization",
     "OQ: Calibrated Quantization for Large Language Models"),
    ("Mobile speech recognizers have grown.", "OQ: Calibrated Quantization",
     "OQ: Calibrated Quantization for Mobile Speech Recognizers"),
    ("Entropy regularization is a popular method in control.", "OQ: Calibrated Quantization",
     "OQ: Calibrated Quantization"),
    ("Classical speech recognizers have grown.", "OQ: Calibrated Quantization", "OQ: Calibrated Quantization"),
    ("Past years have seen large models.", "OQ: Calibrated Quantization", "OQ: Calibrated Quantization"),
    ("Recognizers have grown.", "OQ: Calibrated Quantization", "OQ: Calibrated Quantization"),
    ("Deep neural networks have grown.", "OQ: Calibrated Quantization", "OQ: Calibrated Quantization"),
    ("Calibrated recognizers have grown.", "OQ: Calibrated Quantization", "OQ: Calibrated Quantization"),
    ("Large language models (LLMs) have grown.", "OQ: LLM Quantization", "OQ: LLM Quantization"),
    ("Large language models (LLMs) have grown.", "OQ: Quantization for Phones", "OQ: Quantization for Phones"),
    ("Large language models (LLMs) have grown.", "OQ for Quantization", "OQ for Quantization"),
    ("Large language models (LLMs) have grown.", "OQ: Quantization", "OQ: Quantization"),
], ids=["acronym-then-verb", "subject", "called-a-method", "judgement", "time", "one-word", "whole-field",
        "said-twice", "initials", "relates-already", "linked-name", "one-word-body"])
def test_name_for_field_adds_the_field_the_abstract_opens_on(opening, title, expected):
    """A named title that only spells its name goes on with the field the first sentence opens on."""
    doc = document([opening, QUANT], "OQ")
    assert name_for_field(doc, title, "OQ", lambda i, j: True, VERBS, FIELDS) == expected


def test_name_for_field_leaves_an_unnamed_title():
    """Without a name, a title is a kind of work or a phrase: kind_for_field decides."""
    doc = document(["Large language models (LLMs) have grown.", QUANT], "")
    assert name_for_field(doc, "Calibrated Quantization", "", lambda i, j: True, VERBS, FIELDS) == (
        "Calibrated Quantization")


@pytest.mark.parametrize("opening, expected", [
    ("Exploration is a key problem in multi-agent reinforcement learning.",
     "OQ: Calibrated Quantization for Multi-Agent Reinforcement Learning"),
    ("Exploration is a key problem in machine learning.", "OQ: Calibrated Quantization"),  # the whole field
    ("Exploration is a key problem in this setting.", "OQ: Calibrated Quantization"),  # no task's name
], ids=["written-after-in", "whole-field", "no-task"])
def test_name_for_field_reads_a_field_an_opening_sentence_writes(opening, expected):
    """Where the first sentence opens on no field, one it writes after `in` or `for` says what the name is for."""
    doc = document([opening, QUANT], "OQ")
    assert name_for_field(doc, "OQ: Calibrated Quantization", "OQ", lambda i, j: True, VERBS, FIELDS) == expected


@pytest.mark.parametrize("sentence, title, expected", [
    ("We propose Path Attention Networks (PAN) for node classification.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks for Node Classification"),
    ("We propose Path Attention Networks (PAN) to detect anomalous nodes.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks for Detecting Anomalous Nodes"),  # `to` and an aim verb: its gerund
    ("We propose a Path Attention (PAN) method for node classification.", "PAN: Path Attention",
     "PAN: Path Attention for Node Classification"),  # past the kind the name heads
    ("We propose Path Attention Networks (PAN) to address the limitations of pooling.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # a vague object
    ("We propose Path Attention Networks (PAN) to solve the above problems.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # a vague object, pointed at
    ("We propose Path Attention Networks (PAN) to solve the assignment problem.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # one word makes the problem no particular one
    ("We propose Path Attention Networks (PAN) for solving the assignment problem.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # nor does a verb
    ("We propose Path Attention Networks (PAN) for the inverse problems.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # the problems the abstract has in mind
    ("We propose Path Attention Networks (PAN) for routing problems.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks for Routing Problems"),  # a gerund that is no verb
    ("We propose Path Attention Networks (PAN) to solve inverse problems.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks for Solving Inverse Problems"),  # a kind of problem
    ("We propose Path Attention Networks (PAN) for the convex routing problems.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks for Convex Routing Problems"),  # a particular problem
    ("We propose Path Attention Networks (PAN) for downstream tasks.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # a word that makes no task particular
    ("We propose Path Attention Networks (PAN) for classification and regression.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # cut inside a list
    ("We propose Path Attention Networks (PAN) for GNNs.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # an acronym alone
    ("We propose Path Attention Networks (PAN) for attention pooling.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # says `attention` again, and adds one word
    ("We propose Path Attention Networks (PAN) for attention pooling of molecular graphs.",
     "PAN: Path Attention Networks", "PAN: Path Attention Networks for Attention Pooling of Molecular Graphs"),
    ("We propose Path Attention Networks (PAN) for path attention in graphs.", "PAN: Path Attention Networks",
     "PAN: Path Attention Networks"),  # says two words again
    ("We propose Path Attention Learning (PAN) for learning graph representations.", "PAN: Path Attention Learning",
     "PAN: Path Attention Learning"),  # `Learning for Learning ...` repeats itself
    ("We propose Path Attention Networks (PAN) for node classification.", "PAN: Networks for Graphs",
     "PAN: Networks for Graphs"),  # the title relates two things already
    ("We propose Path Attention Networks (PAN), a pooling method for node classification.",
     "PAN: Path Attention Networks", "PAN: Path Attention Networks for Node Classification"),  # after its appositive
    ("We propose Path Attention Networks (PAN), a pooling method, for node classification.",
     "PAN: Path Attention Networks", "PAN: Path Attention Networks"),  # the appositive ends without a purpose
], ids=["for", "to-aim-verb", "past-its-kind", "vague-object", "pointed-object", "one-word-object", "verb-object",
        "the-problems", "noun-gerund", "kind-of-problem", "particular-problem", "untelling-object", "cut-list",
        "acronym-alone", "said-again-adding-one", "said-again-adding-more", "two-said-again",
        "repeats-itself",
        "relates-already", "appositive", "appositive-ends"])
def test_name_purpose_adds_what_the_abstract_writes_the_name_is_for(sentence, title, expected):
    """A named title that only spells its name goes on with the purpose written right after the name."""
    doc = document(["Graphs are everywhere.", sentence], "PAN")
    assert name_purpose(doc, title, "PAN", lambda i, j: True) == expected

"""The verb of aim a title leads with (generator/derive/aim_verbs.py)."""

from __future__ import annotations

import pytest

from generator.derive.aim_verbs import against_led, aim_verb, aimed_span, gerund_opened, remedied, verb_led
from generator.derive.title_spans import document

OPENING = "Federated models drift apart."


@pytest.mark.parametrize(
    "sentence, title, expected",
    [
        ("We propose a framework that alleviates negative transfer by clustering clients.",
         "Negative Transfer by Clustering Clients", "Alleviating Negative Transfer by Clustering Clients"),
        ("We aim to reduce the cost of zephyr queries.", "Cost of Zephyr Queries", "Reducing Cost of Zephyr Queries"),
        ("We aim to minimize the regret of online learners.", "Regret of Online Learners",
         "Minimizing Regret of Online Learners"),
        ("We show how to learn optimal quilt trees of bounded depth.", "Optimal Quilt Trees",
         "Learning Optimal Quilt Trees"),
        ("We propose a method for learning value functions offline.", "Value Functions", "Learning Value Functions"),
        ("We propose a model which disentangles prosody style from speech.", "Prosody Style from Speech",
         "Disentangling Prosody Style from Speech"),
        # looking at a topic, or taking it on, is no aim a title leads with
        ("We tackle unsupervised marmot adaptation.", "Unsupervised Marmot Adaptation",
         "Unsupervised Marmot Adaptation"),
        ("We study the landscape of policy optimization.", "Landscape of Policy Optimization",
         "Landscape of Policy Optimization"),
        # a gerund after an article modifies a noun: it is no verb
        ("We analyse the learning dynamics of predictors.", "Dynamics of Predictors", "Dynamics of Predictors"),
        # a past participle describes the thing: `the learned features` are no aim
        ("We show that the learned features transfer.", "Features Transfer", "Features Transfer"),
        # a verb before `A and B` would govern only A, unless the abstract writes `A and B` as one phrase after it
        ("We improve calibration of networks of any depth.", "Calibration and Network Depth",
         "Calibration and Network Depth"),
        ("We propose to estimate 3D human pose and shape from videos.", "3D Human Pose and Shape",
         "Estimating 3D Human Pose and Shape"),
        ("We propose new methods that improve calibration.", "Improving Calibration", "Improving Calibration"),
        # the purpose after `for`, where the abstract writes it after an aim verb
        ("We propose subclass labels to mitigate hidden stratification.", "Subclass Labels for Hidden Stratification",
         "Subclass Labels for Mitigating Hidden Stratification"),
        ("We propose tensor learning to learn interpretable models.", "Tensor Learning for Interpretable Models",
         "Tensor Learning for Interpretable Models"),  # never `X Learning for Learning Y`
        ("We propose amortized algorithms to solve bilevel optimization.",
         "Amortized Algorithms for Bilevel Optimization", "Amortized Algorithms for Bilevel Optimization"),
        # a verb that brings a thing to what `to` says leads a title that keeps that `to`
        ("In this paper, we leverage unlabeled data to produce generalization bounds.",
         "Unlabeled Data to Produce Bounds",
         "Leveraging Unlabeled Data to Produce Bounds"),
        ("We extend randomized smoothing to parameterized transformations.",
         "Randomized Smoothing to Parameterized Transformations",
         "Extending Randomized Smoothing to Parameterized Transformations"),
        ("In this paper, we incorporate logical constraints into network training.",
         "Logical Constraints into Network Training", "Incorporating Logical Constraints into Network Training"),
        ("We leverage unlabeled data and labels to produce bounds.", "Unlabeled Data", "Unlabeled Data"),  # no `to`
        ("We study unlabeled data to produce bounds.", "Unlabeled Data to Produce Bounds",
         "Unlabeled Data to Produce Bounds"),  # `study` brings nothing
        # where the opening words first stand with no aim verb, the place that writes the whole phrase is read
        ("We show that reducing hallucination on a toy task can also reduce hallucination on real-world tasks.",
         "Hallucination on Real-World Tasks", "Reducing Hallucination on Real-World Tasks"),
        ("We study hallucination on toy tasks and hallucination on real-world tasks.",
         "Hallucination on Real-World Tasks", "Hallucination on Real-World Tasks"),
    ],
    ids=["third-person", "after-to-and-article", "minimize", "show-how-to", "after-for", "which", "tackle", "study",
         "noun-modifier", "participle", "and-join", "and-as-written", "gerund-already", "purpose",
         "no-learning-for-learning", "no-solving-purpose", "leverage-to", "extend-to", "incorporate-into",
         "use-without-to",
         "study-to", "whole-phrase-later", "whole-phrase-unled"],
)
def test_verb_led(sentence: str, title: str, expected: str) -> None:
    doc = document([OPENING, sentence], "")
    assert " ".join(verb_led(doc, title.split())) == expected


@pytest.mark.parametrize(
    "sentence, title, expected",
    [
        ("Planners must respect traffic law. Nobody knows how embedding traffic laws into planners scales.",
         "Traffic Laws into Planners", "Embedding Traffic Laws into Planners"),  # any sentence, a gerund as written
        ("We decompose the image formation process into independent parts.",
         "Image Formation Process into Independent Parts",
         "Decomposing Image Formation Process into Independent Parts"),
        ("We introduce novel order constraints into the transport problem.", "Order Constraints into the Transport "
         "Problem", "Introducing Order Constraints into the Transport Problem"),  # past what only qualifies it
        ("We break complex visual signals onto simple parts.", "Complex Visual Signals onto Simple Parts",
         "Breaking Complex Visual Signals onto Simple Parts"),
        # a noun that goes into something needs no verb, nor does what a phrase of its own moves
        ("The paper introduces new insights into label smoothing.", "Insights into Label Smoothing",
         "Insights into Label Smoothing"),
        ("The paper introduces the extension of trees into hyperbolic space.",
         "Extension of Trees into Hyperbolic Space", "Extension of Trees into Hyperbolic Space"),
        # no verb before the phrase: nothing to lead with
        ("Planners for cars into towns are hard to test.", "Cars into Towns", "Cars into Towns"),
        ("Each planner decomposes, road rules into planners are rare.", "Road Rules into Planners",
         "Road Rules into Planners"),  # the verb's clause ended
        ("We add symmetry as an inductive bias into networks.", "Inductive Bias into Networks",
         "Inductive Bias into Networks"),  # `as` is no verb, even where the model's verbs hold it: never `Aing`
    ],
    ids=["gerund", "verb", "past-novel", "onto", "moving-noun", "of-phrase", "no-verb", "after-a-comma",
         "function-word"],
)
def test_verb_led_gives_what_moves_a_thing_into_another(sentence: str, title: str, expected: str) -> None:
    """`X into Y` with nothing in it that moves X reads as a fragment: the verb before it in the abstract leads."""
    doc = document([OPENING, sentence], "")
    assert " ".join(verb_led(doc, title.split(), frozenset({"decomposes", "breaks", "introduces", "as"}))) == expected


@pytest.mark.parametrize(
    "sentence, name, long, title, expected",
    [
        ("We propose an algorithm that emulates language models by learning visual concepts.", "", "",
         "Language Models by Learning Visual Concepts", "Emulating Language Models by Learning Visual Concepts"),
        ("We propose a method for rewriting update rules by searching programs.", "", "",
         "Update Rules by Searching Programs", "Rewriting Update Rules by Searching Programs"),
        # a verb that only says the paper makes or looks at the thing adds nothing
        ("We propose language models by learning visual concepts.", "", "",
         "Language Models by Learning Visual Concepts", "Language Models by Learning Visual Concepts"),
        ("We study language models by probing their layers.", "", "",
         "Language Models by Probing Their Layers", "Language Models by Probing Their Layers"),
        # `by` before no gerund is no means, and a name's own expansion is kept as the abstract spells it
        ("We propose a model that emulates experts by design.", "", "", "Experts by Design", "Experts by Design"),
        ("We propose TEPRO that emulates tessellation by prompting.", "TEPRO", "Tessellation by Prompting",
         "Tessellation by Prompting", "Tessellation by Prompting"),
    ],
    ids=["clause-verb", "gerund-before", "making-verb", "looking-verb", "no-gerund", "expansion"],
)
def test_verb_led_gives_the_verb_whose_means_a_title_holds(sentence: str, name: str, long: str, title: str,
                                                         expected: str) -> None:
    """`X by Y-ing` right after a verb is that verb's means: without the verb the title says X is made by Y-ing."""
    doc = document([OPENING, sentence], name, long)
    assert " ".join(verb_led(doc, title.split(), frozenset({"emulates", "proposes", "studies"}))) == expected


def test_verb_led_reads_only_the_papers_own_sentences() -> None:
    doc = document(["Prior methods reduce the cost of inference.", "We study them."], "")
    assert verb_led(doc, "Cost of Inference".split()) == "Cost of Inference".split()


@pytest.mark.parametrize(
    "word, before, expected",
    [
        ("improves", "method", "improve"),
        ("improve", "we", "improve"),
        ("improve", "models", ""),  # a bare verb needs its subject or `to`
        ("fixes", "it", "fix"),
        ("mitigating", "by", "mitigate"),
        ("learning", "the", ""),
        ("learned", "we", ""),
        ("studies", "it", ""),
    ],
)
def test_aim_verb(word: str, before: str, expected: str) -> None:
    assert aim_verb(word, before) == expected


@pytest.mark.parametrize(
    "sentences, ranked, expected",
    [
        # a span an aim verb leads, within the tie, wins over one it does not lead
        (["Quantiles matter.", "We propose a method to estimate population quantiles under privacy."],
         [(2.0, "quantiles under privacy"), (1.7, "population quantiles under privacy")], 1),
        # too far off, the chosen span stays
        (["Quantiles matter.", "We propose a method to estimate population quantiles under privacy."],
         [(2.0, "quantiles under privacy"), (1.2, "population quantiles under privacy")], 0),
        # the chosen span is led already
        (["Quantiles matter.", "We propose a method to estimate population quantiles under privacy."],
         [(2.0, "population quantiles under privacy"), (1.9, "quantiles under privacy")], 0),
        # a verb before a later mention does not lead the title: the first mention is what verb_led reads
        (["Quantiles matter.", "We study population quantiles.", "We also propose to estimate population quantiles."],
         [(2.0, "quantiles matter"), (1.8, "population quantiles")], 0),
    ],
    ids=["led-in-tie", "too-far", "led-already", "led-only-later"],
)
def test_aimed_span(sentences: list[str], ranked: list[tuple[float, str]], expected: int) -> None:
    doc = document(sentences, "")
    spans = [(score, *span_of(doc, words)) for score, words in ranked]
    assert aimed_span(doc, spans[0], spans, lambda i, j: True) == spans[expected]


def span_of(doc, words: str) -> tuple[int, int]:
    """The last place a run of words stands in a document (the contribution sentence comes last here)."""
    wanted = tuple(words.lower().split())
    return next((i, i + len(wanted) - 1) for i in reversed(range(len(doc))) if doc.lower[i : i + len(wanted)] == wanted)


@pytest.mark.parametrize("sentence, title, expected", [
    ("We propose contrastive coding to model time series data.", "Contrastive Coding for Model Time Series Data",
     "Contrastive Coding for Modeling Time Series Data"),  # `to model`: a verb
    ("We apply contrastive coding to model compression.", "Contrastive Coding for Model Compression",
     "Contrastive Coding for Model Compression"),  # a noun before `-ion`
    ("We propose contrastive coding to model time series. The model time series are long.",
     "Contrastive Coding for Model Time Series", "Contrastive Coding for Model Time Series"),  # also a noun phrase
    ("We propose contrastive coding to play games.", "Contrastive Coding for Play Games",
     "Contrastive Coding for Playing Games"),  # a base form of the known verbs (`plays`)
], ids=["model", "compound-noun", "also-a-noun", "known-verb"])
def test_verb_led_gives_a_bare_verb_after_for_its_gerund(sentence, title, expected):
    """`for Model Time Series` reads `for Modeling Time Series` where the abstract writes `to model time series`."""
    doc = document([OPENING, sentence], "")
    assert " ".join(verb_led(doc, title.split(), frozenset({"plays"}))) == expected


@pytest.mark.parametrize("sentence, title, expected", [
    ("We present a novel defense, against backdoor attacks on deep networks.", "Backdoor Attacks on Deep Networks",
     "Defense against Backdoor Attacks on Deep Networks"),
    ("We propose a structure for defending against gradient-based adversarial attacks.",
     "Gradient-Based Adversarial Attacks", "Defending against Gradient-Based Adversarial Attacks"),
    ("We make models robust against label noise in crowdsourcing.", "Label Noise in Crowdsourcing",
     "Robustness against Label Noise in Crowdsourcing"),
    # what is measured or tested against is no threat the work guards from
    ("We compare our attack against adversarial training.", "Adversarial Training", "Adversarial Training"),
    ("We propose backdoor attacks on deep networks.", "Backdoor Attacks on Deep Networks",
     "Backdoor Attacks on Deep Networks"),
])
def test_against_led_keeps_what_guards_against_the_threat(sentence, title, expected):
    """A phrase the abstract writes after `defense against` names the threat: the title keeps the guard."""
    doc = document([OPENING, sentence], "")
    assert " ".join(against_led(doc, title.split())) == expected


@pytest.mark.parametrize("sentence, title, expected", [
    ("We develop a framework to model irregular patterns in time series.", "FTS: Model Irregular Patterns",
     "FTS: Modeling Irregular Patterns"),
    ("We show how to sample from autoregressive models faster.", "Sample from Autoregressive Models Faster",
     "Sampling from Autoregressive Models Faster"),
    ("We show how to efficiently model irregular time series.", "Efficiently Model Irregular Time Series",
     "Efficiently Modeling Irregular Time Series"),
    # a noun the abstract also writes without `to` stays a noun
    ("We aim to model compression. Model compression is hard.", "Model Compression Methods",
     "Model Compression Methods"),
    ("We study model selection in bandits.", "Model Selection in Bandits", "Model Selection in Bandits"),
    # a word the model does not know for a verb, after what takes a verb (`propose to`), and a hyphen's parts cased
    ("We propose to sketch element-wise functions of matrices.", "Sketch Element-Wise Functions",
     "Sketching Element-Wise Functions"),
    ("We learn to meta-learn a kernel from offline data.", "KeL: Meta-Learn a Kernel", "KeL: Meta-Learning a Kernel"),
    ("We extend the results to sketch element-wise functions.", "Sketch Element-Wise Functions",
     "Sketch Element-Wise Functions"),  # `extend ... to` takes no verb
    # `to` after what takes it as a preposition brings no verb
    ("Small gaps leading to unusually slow quilt mixing.", "Unusually Slow Quilt Mixing",
     "Unusually Slow Quilt Mixing"),
    ("This is due to model quilt drift.", "Model Quilt Drift", "Model Quilt Drift"),
])
def test_gerund_opened_turns_a_bare_verb_the_abstract_writes_after_to(sentence, title, expected):
    """A title's phrase that opens on a verb only ever written after `to` reads as a gerund, not an order."""
    doc = document([OPENING, sentence], "")
    assert gerund_opened(doc, title, frozenset({"slows"})) == expected


@pytest.mark.parametrize("sentence, title, expected", [
    ("We propose a method that addresses the quilt skew in federated learning.", "Quilt Skew for Federated Learning",
     "Addressing Quilt Skew for Federated Learning"),
    ("We propose a learner, which alleviates the reward extrapolation error of offline methods.",
     "Reward Extrapolation Error",
     "Alleviating Reward Extrapolation Error"),
    ("We propose a scheme to tackle the class imbalance problem in federated learning.",
     "Class Imbalance Problem for Federated Learning", "Tackling Class Imbalance Problem for Federated Learning"),
    # not a problem, nor a remedy, nor the paper's own sentence
    ("We propose a method that addresses federated learning at scale.", "Federated Learning at Scale",
     "Federated Learning at Scale"),
    ("We propose a method that measures the quilt skew in federated learning.", "Quilt Skew for Federated Learning",
     "Quilt Skew for Federated Learning"),
], ids=["address", "alleviate", "problem-holder", "not-a-problem", "not-a-remedy"])
def test_remedied_says_what_the_work_does_to_its_problem(sentence, title, expected):
    """A phrase that names only the problem a contribution sentence remedies takes the remedy's gerund."""
    doc = document([OPENING, sentence], "")
    assert " ".join(remedied(doc, title.split())) == expected


def test_remedied_reads_only_the_papers_own_sentences():
    doc = document(["Prior methods mitigate the label skew of clients.", "We study them."], "")
    assert remedied(doc, ["Label", "Skew"]) == ["Label", "Skew"]

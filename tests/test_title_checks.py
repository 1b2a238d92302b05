"""Phrases a title must not show, whatever their words promise."""

import pytest

from generator.derive.finite_verbs import PLURAL_VERBS, base_forms, plural
from generator.derive.title_checks import (
    aim_unheld,
    article_unled,
    initials_of,
    has_article,
    named_inside,
    one_compound,
    opens_held,
    readable,
    repeats_itself,
    run_together,
    spells_other,
    without_problem,
    purpose_without_kind,
    without_spelled_purpose,
    without_vague_end,
)

KNOWN = frozenset({"enable", "methods", "performance", "early", "graph", "learning", "complete", "batch", "ensemble",
                   "parameterized", "geometries", "range", "start", "tention", "attention"})


@pytest.mark.parametrize("word, glued", [
    ("canenable", True),  # `can enable` without its space
    ("Canenable", True),
    ("methodsfor", True),
    ("performancebecause", True),
    ("geometriesthat", True),
    ("rangeof", True),  # `of` is the one two-letter word caught at the end
    ("atstart", True),  # `at` and `of` are the two caught at the start
    ("attention", False),  # a known word is never two: the title model has seen `attention`
    ("overcomplete", False),  # a real compound opens with `over`
    ("underparameterized", False),
    ("BatchEnsemble", False),  # a coined name keeps its capitals
    ("enable", False),
    ("methods", False),
    ("graphon", False),  # `on` is too short to tell
    ("inearly", False),  # nor is `in` at the start: `inexact`, `inaccessible`
    ("Ofthe", True),  # a function word run into `the`
    ("inthe", True),
    ("instill", False),  # `in` and `still` make a word
])
def test_run_together(word, glued):
    assert run_together(word, KNOWN) is glued


@pytest.mark.parametrize("words, ok", [
    ("Sparse Graph Learning".split(), True),
    ("Off-Policy Learning Canenable Improved Performance".split(), False),
    ("Recent Dynamic Neural Representations".split(), False),
    ("Existing Methods for Graphs".split(), False),
    ("Standard Gradient Clipping".split(), False),  # the baseline the paper sets itself against
    ("SOTA Static Quantized Training".split(), False),
    ("Image Backgrounds for State-of-the-Art Object Recognition Models".split(), False),
    ("Typical Sequence Prediction Problems".split(), False),
    ("Gradient Clipping for Label Noise".split(), True),
    ("Self-Consistency across Different Tasks".split(), False),  # points at something else in the sentence
    ("Regularization Mechanisms Underlying Deep Neural Networks".split(), False),
    ("Aspect of Object-Centric Learning".split(), False),
    ("Advent of Tuned Language Models".split(), False),
    ("Lens of Multitask Learning".split(), False),  # `through the lens of`: the way a paper looks at X
    ("Aspect Ratios of Images".split(), True),  # only `aspect of` opens a phrase about something else
    ("Discrepancy Between Pretraining Data".split(), False),
    ("Discrepancy Between Pretraining and Downstream Data".split(), True),
    ("Way to Learn Sparse Codes".split(), False),  # a vague noun opens nothing of its own
    ("Ways Neural Networks".split(), False),
    ("Sparse Codes for Wayfinding Agents".split(), True),
    ("Types of Corruption|data Evasion Attacks".split(), False),  # a bar a writer used as a dash
    ("Analysis of Q-Marmot||".split(), True),
    ("Providers Like Amazon and Google".split(), False),  # examples of something else
    ("Transformer-Like Models for Graphs".split(), True),
    ("Practitioners and Theorists Alike".split(), False),  # sums a list up
    ("Auditing or Estimation of the Privacy Loss".split(), False),  # hedges between two things
    ("MSE than Gaussian Smoothing".split(), False),  # two halves of a comparison
    ("Self-Supervised Learning for Oracle Bone Scripts".split(), True),
    ("Domain Generalization Literature for Causal Models".split(), False),  # others' work
    ("Deep Learning Methods Nowadays".split(), False),
    ("Widely Used Evaluation Metrics".split(), False),  # others' work
    ("Unprecedented Freedom to Guide Creation".split(), False),  # praise
    ("Promising Defenses for Adversarial Attacks".split(), False),
    ("Robust to Quilted Marmot Attacks".split(), False),  # said of a subject the phrase lost
    ("Fully Adaptive to Zephyr Data Streams".split(), False),
    ("Robust Training for Quilted Marmot Attacks".split(), True),
    ("Adaptive Sampling for Quilted Data".split(), True),
])
def test_readable(words, ok):
    assert readable(words, KNOWN) is ok


@pytest.mark.parametrize("first, second, spelled", [
    ("Sliced Wasserstein".split(), "SW Distance".split(), True),
    ("Greatest Common Divisor".split(), "Small GCD".split(), True),
    ("Multi-Objective Optimization".split(), "Black-Box MOO".split(), True),
    ("SW Distance".split(), "Sliced Wasserstein".split(), True),  # either way round
    ("LLM-Generated Misinformation".split(), "Large Language Models".split(), True),  # a hyphenated part
    ("Sparse Regression".split(), "Graph Neural Networks".split(), False),
    ("Graph Neural Networks".split(), "GPU Memory".split(), False),
])
def test_spells_other(first, second, spelled):
    assert spells_other(first, second) is spelled


@pytest.mark.parametrize("words, found", [
    ("Outliers in the Training Data".split(), True),
    ("Risk of a Function".split(), True),
    ("Outliers in Training Data".split(), False),
])
def test_has_article(words, found):
    assert has_article(words) is found


@pytest.mark.parametrize("phrase, held", [
    ("problem of ranking n experts", True),
    ("hallmark of graph neural networks", True),
    ("robustness of graph neural networks", False),  # a property of its own
    ("problem solving", False),
], ids=["problem", "hallmark", "property", "no-of"])
def test_opens_held(phrase, held):
    """A title opens on no noun that only holds what follows it."""
    assert opens_held(phrase.split()) is held


@pytest.mark.parametrize("title, read", [
    ("Contrastive Loss for Task of Finding Outliers", "Contrastive Loss for Finding Outliers"),
    ("Diffusion Models for the Task of Image Editing", "Diffusion Models for Image Editing"),
    ("Reject Option for Problem of Classification", "Reject Option for Classification"),
    ("Problem Solving for Task Planning", "Problem Solving for Task Planning"),
    ("Adversarial Perturbations on the Task of Depth Prediction", "Adversarial Perturbations on Depth Prediction"),
], ids=["task", "the-task", "problem", "no-holder", "on-the-task"])
def test_aim_unheld(title, read):
    """`for (the) Problem of X` and `for Task of X` read as `for X`."""
    assert " ".join(aim_unheld(title.split())) == read


@pytest.mark.parametrize("phrase, unled", [
    ("expertise the decision-makers of a domain", True),  # a relative clause without its `that`
    ("synthesise a worst-case domain", True),  # a verb the model does not know leads no title
    ("learning the kernel of a network", False),  # a gerund, then a preposition
    ("generation through a chain of revisions", False),  # any preposition
    ("method to cluster the spiking activity", False),  # an infinitive
    ("maximum a posteriori estimation", False),
    ("networks trained the hard way", False),  # a past form
], ids=["noun", "unknown-verb", "gerund-and-preposition", "preposition", "infinitive", "latin", "past-form"])
def test_article_unled(phrase, unled):
    """An article follows a function word, a verb, a gerund or an infinitive's verb; after a noun the phrase is torn."""
    assert article_unled(phrase.split(), frozenset({"trains"})) is unled


@pytest.mark.parametrize("words, keep, trimmed", [
    ("Training-Free Personalization Approach".split(), 2, "Training-Free Personalization".split()),
    ("Inference Modules".split(), 2, "Inference Modules".split()),  # two words stay two words
    ("Markov Decision Processes".split(), 2, "Markov Decision Processes".split()),  # a process is a thing
    ("Graph Neural Networks".split(), 2, "Graph Neural Networks".split()),
    ("Deep Learning Community".split(), 2, "Deep Learning".split()),  # the people, not the purpose
    ("Domain Generalization Literature".split(), 2, "Domain Generalization".split()),
    # the word before would end the phrase on a modifier: the noun stays
    ("Returned by Underspecified Pipelines".split(), 2, "Returned by Underspecified Pipelines".split()),
    ("Meaningful Task-Specific Modules".split(), 2, "Meaningful Task-Specific Modules".split()),
])
def test_without_vague_end(words, keep, trimmed):
    assert without_vague_end(words, keep) == trimmed


@pytest.mark.parametrize("words, repeated", [
    ("vr greedy gq variance reduced greedy gq", True),  # a pair twice
    ("q2zo marmot by marmot zephyr optimization", True),  # `X by X`
    ("qll if quilt label learning via label lattice function", False),  # one word twice is a name's own
    ("zj ode zephyr jump ode", False),
    ("learning to learn", False),  # function words between are not `X by X` unless the two match
])
def test_repeats_itself(words, repeated):
    assert repeats_itself(words.split()) is repeated


@pytest.mark.parametrize("word, found", [
    ("models", True),
    ("llms", True),  # an acronym's plural, lower-cased
    ("xai-methods", True),  # the last part of a compound says it
    ("policies", True),
    ("series", False),  # words in -s that name one thing
    ("analysis", False),
    ("dynamics", False),
    ("bias", False),
    ("loss", False),
    ("towards", False),  # glue, not a subject
    ("its", False),
])
def test_plural(word, found):
    assert plural(word) is found


def test_base_forms():
    """A plural subject takes the base form of each third-person verb; a past form or a gerund is none."""
    verbs = frozenset({"fails", "applies", "watches", "goes", "improves", "generalizes", "needs", "brings",
                       "clusterings", "tends", "tend"})
    found = {"fail", "apply", "watch", "improve", "generalize", "need"}  # `tend` is in verbs already
    assert base_forms(verbs) == found | PLURAL_VERBS


@pytest.mark.parametrize("text, shown", [
    ("quilted direct speech-to-speech lattice model", "quilted direct speech lattice model"),
    ("end-to-end learning", "end learning"),
    ("agent-agent interactions and agent-by-agent updates", "agent interactions and agent updates"),
    ("image-to-text and text-to-image", "image-to-text and text-to-image"),  # different ends
    ("learning to learn", "learning to learn"),  # not one compound
])
def test_one_compound_says_a_word_once(text, shown):
    """A compound whose ends are one word reads as that word once, so a title may show it."""
    assert one_compound(text) == shown


@pytest.mark.parametrize("name, phrase, shown", [
    ("ZORB", "Black-Box Multi-Objective Optimization Problem", "Black-Box Multi-Objective Optimization"),
    ("VSP", "Variable Sparsity Problem", "Variable Sparsity Problem"),  # the name spells the problem
    ("ZORB", "Deep Solvers for Optimization Problems", "Deep Solvers for Optimization Problems"),  # its purpose
    ("ZORB", "Solving Contextual Bandit Problems", "Solving Contextual Bandit Problems"),  # a gerund's object
    ("ZORB", "Mapping Natural-Language Problems", "Mapping Natural-Language Problems"),  # the modifier needs it
    ("ZORB", "Routing Problem", "Routing Problem"),  # too short to lose a word
    ("Neural-IVP", "Initial Value Problems", "Initial Value Problems"),  # a part of the name spells it
])
def test_without_problem(name, phrase, shown):
    """`NAME: X Problem` says the name is a problem; the name is the work on it."""
    assert " ".join(without_problem(name, phrase.split(), frozenset({"natural-language"}))) == shown


@pytest.mark.parametrize(
    "phrase, name, rest",
    [
        ("Encoding Method called CATE", "CATE", "Encoding Method"),
        ("Training Phenomenon called Neural Collapse for Deep Classifiers", "Neural Collapse",
         "Training Phenomenon for Deep Classifiers"),
        ("called Class-Constrained Bin Packing", "Class-Constrained Bin Packing", ""),
        # a name goes on past a capital: `Thompson sampling`, `Reliable and Probably Useful`
        ("Policy called Thompson sampling for Priors", "", "Policy called Thompson sampling for Priors"),
        ("Learning called Reliable and Probably Useful", "", "Learning called Reliable and Probably Useful"),
        # a term in lower case is no name the finder missed; a capitalised cue is a word of a name
        ("Task called replaced token detection", "", "Task called replaced token detection"),
        ("Framework for Named Entity Recognition", "", "Framework for Named Entity Recognition"),
        ("Robust Federated Learning", "", "Robust Federated Learning"),
    ],
)
def test_named_inside(phrase, name, rest):
    """A name a naming cue writes inside a phrase comes out of it; anything else stays as written."""
    assert named_inside(phrase.split()) == (name, rest.split())


@pytest.mark.parametrize("title, expected", [
    ("Unified HSI Framework for Human-Scene Interaction", "Unified Human-Scene Interaction Framework"),
    ("Rank-1 Tessellation of QMNs for Quilted Marmot Networks",
     "Rank-1 Tessellation of Quilted Marmot Networks"),
    ("Task-Agnostic RL Framework for Reinforcement Learning", "Task-Agnostic Reinforcement Learning Framework"),
    # B says more than the acronym: both halves stay
    ("Ensembles of DNN Models for Ensuring Robustness of Deep Neural Networks",
     "Ensembles of DNN Models for Ensuring Robustness of Deep Neural Networks"),
    ("GNN Models for Molecule Generation", "GNN Models for Molecule Generation"),
])
def test_without_spelled_purpose_writes_the_acronym_out_once(title, expected):
    """`X for Y` where Y only spells an acronym X holds says it twice: Y takes the acronym's place."""
    assert " ".join(without_spelled_purpose(title.split())) == expected


@pytest.mark.parametrize("title, expected", [
    ("Fully Convolutional Data Description for Explainable One-Class Classification Method",
     "Fully Convolutional Data Description for Explainable One-Class Classification"),
    ("Innovative Architecture for Link Prediction Model", "Innovative Architecture for Link Prediction"),
    ("Deep Marmot Network for Few-Shot Quilting Problem", "Deep Marmot Network for Few-Shot Quilting"),
    # a kind that a term ends on, a gerund's object, or a pointed purpose stays
    ("Community Hawkes for Stochastic Block Model", "Community Hawkes for Stochastic Block Model"),
    ("Evolutionary Planning Method for Improving Diffusion Model",
     "Evolutionary Planning Method for Improving Diffusion Model"),
    ("Zephyr Valuation Method for a Quilting Model", "Zephyr Valuation Method for a Quilting Model"),
    ("Meta-Lattice for Speeding Up Any Tessel Quilting Algorithm",
     "Meta-Lattice for Speeding Up Any Tessel Quilting Algorithm"),
])
def test_purpose_without_kind(title, expected):
    """What a work is for is a task: a kind of work after it reads as another work, and goes."""
    assert " ".join(purpose_without_kind(title.split())) == expected


@pytest.mark.parametrize("words, initials", [
    ("quilt-adaptive lattice meta-learning", "qalml"),  # each part of a compound
    ("learning on graphs", "lg"),  # function words spell nothing
    ("Multi-Objective Bayesian Optimization", "mobo"),
])
def test_initials_of(words, initials):
    assert initials_of(words.split()) == initials

"""Tests for generator/derive/house_style.py: the house rules every title is finished by."""

import pytest

from generator.derive.house_style import finished, plural_end, powered, unframed, unglued


@pytest.mark.parametrize("title, shown", [
    ("Low-Dimensional Embedding for Graph G", "Low-Dimensional Embedding for Graph"),
    ("Optimal Transport Map for P and Q", "Optimal Transport Map"),
    ("Relative Entropy Coding for Divergence D ||", "Relative Entropy Coding for Divergence"),
    ("StyleGAN Heads for Inverting X", "StyleGAN Heads for Inverting X"),
    ("EX-Graph: Ethereum and X", "EX-Graph: Ethereum and X"),
    ("Termination Guarantees for Network Repair Itself", "Termination Guarantees for Network Repair"),
], ids=["variable", "variables-and-their-and", "bare-symbol-then-variable", "object-of-a-verb", "four-words",
        "reflexive"])
def test_a_title_ends_on_no_variable(title, shown):
    """Math read as a word (`... for Graph G`) ends no title, unless it is a verb's object or the title is short."""
    assert finished(title) == shown


@pytest.mark.parametrize("title, expected", [
    ("ZPM^2: Zephyr Patch MRI", "ZPM²: Zephyr Patch MRI"),
    ("G^2CN: Graph Gaussian Convolution Networks", "G²CN: Graph Gaussian Convolution Networks"),
    ("Manifolds Embedded in R^m by Injective Flows", "Manifolds Embedded in R^m by Injective Flows"),  # no digit
    ("Rates of Order n^2.5 for Sorting", "Rates of Order n^2.5 for Sorting"),  # a number, not a name's power
])
def test_powered(title, expected):
    """A caret power after a name's letter reads as the superscript its TeX form would give."""
    assert powered(title) == expected


@pytest.mark.parametrize("title, shown", [
    ("SetCSE: Innovative Information Retrieval Framework", "SetCSE: Information Retrieval Framework"),
    ("Innovative Second-Order Algorithm for Phase Retrieval", "Second-Order Algorithm for Phase Retrieval"),
    ("Innovative Methods", "Innovative Methods"),  # nothing left to say
    ("Novel View Synthesis with Diffusion", "Novel View Synthesis with Diffusion"),  # a task's name
    ("Venerable Recurrent Networks for Modelling Language", "Recurrent Networks for Modelling Language"),
    ("GraphMix: Technically Simple Architecture for Links", "GraphMix: Simple Architecture for Links"),
    ("DeBias: Conceptually Elegant Bayesian Method", "DeBias: Bayesian Method"),
    ("Unified Framework for Pruning", "Unified Framework for Pruning"),  # says what kind
    ("TikZ: Well-Known Graphics Language", "TikZ: Graphics Language"),
    ("Despite Training on Low-Resolution Images", "Training on Low-Resolution Images"),  # a concession's clause
    ("Despite Pruning", "Despite Pruning"),  # one word would be left
    ("Sharp-MAML: Invented Sharpness-Aware Minimization", "Sharp-MAML: Sharpness-Aware Minimization"),
    ("Notion of Task-Robustness for Meta-Learning", "Task-Robustness for Meta-Learning"),
    ("Concept of the Multi-View Marmot Lattice", "Multi-View Marmot Lattice"),
    ("Notion of Quiltedness", "Notion of Quiltedness"),  # three words must be left
    ("All Known Subsampling Approaches for Regression", "Subsampling Approaches for Regression"),
    ("OTKE: Latest Optimal Transport Kernel Embedding", "OTKE: Optimal Transport Kernel Embedding"),
    ("Prevalent Zephyr Learning", "Prevalent Zephyr Learning"),  # two words would be left
    ("Deep Network Trained Merely for Recognition", "Deep Network Trained for Recognition"),  # an aside
    ("Arguably Natural Notion of Calibration", "Natural Notion of Calibration"),
    ("Analogous Efficient Boosting Algorithm", "Efficient Boosting Algorithm"),
    ("IMS: Maximization from These Cascade Samples", "IMS: Maximization from Cascade Samples"),  # points back
    ("These Cascade Samples Suffice", "These Cascade Samples Suffice"),  # it opens the title: no aside
    ("Possible Mechanisms for Representation Learning", "Mechanisms for Representation Learning"),  # a grade
    ("Error Bounds under Suitable Margin Conditions", "Error Bounds under Margin Conditions"),
    ("Learning Suitable Cost Functions", "Learning Suitable Cost Functions"),  # no link before it: the verb's object
    ("Models for Superior Efficiency", "Models for Superior Efficiency"),  # one word after it
    ("Important Aspect of Tessel Learning", "Important Aspect of Tessel Learning"),  # a light noun
    ("Possible Causal Effects for Ancestral Graphs", "Possible Causal Effects for Ancestral Graphs"),  # a term
], ids=["after-name", "opening", "too-short", "task", "venerable", "graded", "graded-praise", "kind", "well-known",
        "concession", "concession-too-short", "what-went-before", "frame", "frame-and-article", "frame-too-short",
        "all-known", "latest", "pointing-too-short", "aside", "arguably", "analogous", "these", "these-opening",
        "grade-lead", "grade-after-link", "grade-after-verb", "grade-one-word-after", "grade-light-noun", "grade-term"])
def test_praise_opens_no_title(title, shown):
    assert finished(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("QLM: Layer Named Quilted Lattice Memory", "QLM: Quilted Lattice Memory"),
    ("Approach Called Spectral Mixtures for Cell Counts", "Spectral Mixtures for Cell Counts"),
    ("Replay Methods for Field Called Lifelong Learning", "Replay Methods for Lifelong Learning"),
    ("Clipping and Variant Called Projected Sign Descent", "Clipping and Projected Sign Descent"),
    ("Learning Called Reliable and Useful", "Reliable and Useful Learning"),
    ("ToG: Approach Called Think-on-Graph", "ToG: Approach Called Think-on-Graph"),  # two words would be left
    ("So-Called Marmot Forests in Practice", "Marmot Forests in Practice"),
    ("So-Called Marmot Forests", "So-Called Marmot Forests"),  # two words would be left
    ("Attacks Called Backdoors for Detectors", "Attacks Called Backdoors for Detectors"),  # no kind, and more follows
    ("BabelCode: Code Translation Dataset Called Translating Python Puzzles", "BabelCode: Translating Python Puzzles"),
], ids=["kind-after-name", "opening-kind", "kind-after-for", "kind-after-and", "one-word-head", "too-short",
        "so-called", "so-called-too-short", "no-kind", "plural-kind"])
def test_a_name_stands_for_the_kind_that_called_it(title, shown):
    """A kind that only introduces a name (`Approach Called X`) goes; a lone word named after becomes its head noun."""
    assert finished(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Fairness in the Context of Tessel Clustering", "Fairness in Tessel Clustering"),
    ("Deep Networks within the Field of Medical Imaging", "Deep Networks in Medical Imaging"),
    ("Adapting Evol-Instruct to the Realm of Code", "Adapting Evol-Instruct to Code"),
    ("Separation in the Domain of Human Speech", "Separation in Human Speech"),
    ("Context of Use for Explanations", "Context of Use for Explanations"),  # no frame: the context is the topic
    ("Learning in the Field of View", "Learning in the Field of View"),  # not a frame's noun: `Field of View`
], ids=["context", "within-field", "to-realm", "domain", "topic", "field-of-view"])
def test_a_frame_gives_way_to_what_it_frames(title, shown):
    """`in the Context of X` says `in X`; `to the Realm of X` says `to X`."""
    assert unframed(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Quilt Noise withAdditive Zephyrs", "Quilt Noise with Additive Zephyrs"),
    ("QZS: aGenerative Marmot Network", "QZS: Generative Marmot Network"),  # an article that leads goes
    ("Tessels for aGenerative Marmot", "Tessels for a Generative Marmot"),
    ("specificallyProximal Quilt Optimization", "Proximal Quilt Optimization"),
    ("aQuilt for Marmots", "aQuilt for Marmots"),  # a short word: a name's own lower-case start
    ("iTessel and pMarmot Layers", "iTessel and pMarmot Layers"),
], ids=["function-word", "leading-article", "inner-article", "adverb", "short-word", "names"])
def test_unglued(title, shown):
    """A word a PDF ran into the next is set apart, or dropped where it was an adverb."""
    assert unglued(title) == shown


@pytest.mark.parametrize("title, long, shown", [
    ("SFW: Stochastic Frank-Wolfe for Large Deep Neural Network", "",
     "SFW: Stochastic Frank-Wolfe for Large Deep Neural Networks"),
    ("Sampling for Multioutput Gaussian Process", "", "Sampling for Multioutput Gaussian Processes"),
    ("Search for Learning Optimal Policy", "", "Search for Learning Optimal Policies"),
    ("Forecasting via Self-Exciting Regression Model", "", "Forecasting via Self-Exciting Regression Model"),  # how
    ("Detecting Extrapolation in a Pre-Trained Model", "", "Detecting Extrapolation in a Pre-Trained Model"),
    ("QLoZM: Quilted Lattice of Zephyr Model", "Quilted Lattice of Zephyr Model",
     "QLoZM: Quilted Lattice of Zephyr Model"),  # the name's long form names one thing
    ("Graph Neural Networks for Molecular Graphs", "", "Graph Neural Networks for Molecular Graphs"),
    ("Quilt Pruning for Vision Transformer", "", "Quilt Pruning for Vision Transformers"),
    ("Quilted Resampling for Transition Matrix", "", "Quilted Resampling for Transition Matrices"),
    ("Lattice Pooling for Sparse Auto-Encoder", "", "Lattice Pooling for Sparse Auto-Encoders"),
], ids=["network", "process", "policy", "instrument", "article", "long-form", "plural-already", "transformer",
        "matrix", "auto-encoder"])
def test_a_kind_a_title_ends_on_is_plural(title, long, shown):
    """`for Large Deep Neural Network` reads as cut from a sentence; real titles say `Networks`."""
    assert plural_end(title, long) == shown


@pytest.mark.parametrize("title, shown", [
    ("Learning from Marmot Batches Introduced by Qiao", "Learning from Marmot Batches"),
    ("k-Quilts Introduced by Marlowe", "k-Quilts Introduced by Marlowe"),  # one word would be left
    ("Explanations Studied by Practitioners", "Explanations Studied by Practitioners"),  # people, no name
], ids=["credited", "too-short", "not-a-name"])
def test_a_title_credits_no_one(title, shown):
    """Whose a problem is (`... Introduced by Qiao`) is a citation, not the paper's work."""
    assert finished(title) == shown

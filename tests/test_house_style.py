"""Tests for generator/derive/house_style.py: the house rules every title is finished by."""

import pytest

from generator.derive.house_style import (
    bandits_named,
    finished,
    plural_end,
    powered,
    setting_named,
    task_named,
    tasks_named,
    unframed,
    unglued,
)


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
    ("Quilt Folding Problem in Marmot Graphs", "Quilt Folding in Marmot Graphs"),
    ("QZS: Tessel Verification Task for Zephyrs", "QZS: Tessel Verification for Zephyrs"),
    ("Revisiting the Marmot Imbalance Problem under Drift", "Revisiting the Marmot Imbalance under Drift"),
    ("Unlabeled Marmot Problem for Tessels", "Unlabeled Marmot Problem for Tessels"),  # no activity: a named problem
    ("Solving the Quilt Folding Problem in Marmot Graphs", "Solving the Quilt Folding Problem in Marmot Graphs"),
    ("Generic Problem of Folding a Quilt", "Generic Problem of Folding a Quilt"),  # a frame, not a kind
    ("Quilt Folding Problem", "Quilt Folding Problem"),  # nothing after it to name the task by
    ("Tessels as a Quilt Folding Problem in Marmot Graphs", "Tessels as a Quilt Folding Problem in Marmot Graphs"),
    ("Regret in a Quilt Folding Problem with Delays", "Regret in a Quilt Folding Problem with Delays"),
    ("Fair Quilt Clustering Problem", "Fair Quilt Clustering"),  # the title's last word
    ("Quilt Models for the Marmot Maximization Problem", "Quilt Models for Marmot Maximization"),
    ("QZS: Tessel Data Detection Problem", "QZS: Tessel Data Detection"),
    ("Quilt Cuts for the Tessel Bin Packing Problem", "Quilt Cuts for the Tessel Bin Packing Problem"),  # a named class
    ("QZP: Quilt Zephyr Allocation Problem", "QZP: Quilt Zephyr Allocation Problem"),  # the name spells it
    ("Trigger and the Inversion Problem", "Trigger and the Inversion Problem"),
], ids=["problem", "task-after-a-name", "ance-noun", "not-an-activity", "solved", "of-frame", "last-word", "cast-as",
        "counted", "whole-title", "after-the", "after-a-name", "named-class", "name-spells-it", "and-the"])
def test_a_task_is_not_called_a_problem(title, shown):
    assert task_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Quilt Models for Marmot Reasoning Tasks", "Quilt Models for Marmot Reasoning"),
    ("QZS: Tessel Layers in Dense Prediction Tasks with Noise", "QZS: Tessel Layers in Dense Prediction with Noise"),
    ("Quilt Attention for Zephyr Reinforcement Learning Tasks", "Quilt Attention for Zephyr Reinforcement Learning"),
    ("Synthesizing Marmot Programming Tasks", "Synthesizing Marmot Programming Tasks"),  # the tasks are the object
    ("Quilt Transfer across Multiple Tessel Prediction Tasks",
     "Quilt Transfer across Multiple Tessel Prediction Tasks"),
    ("Quilt Algorithm for Learning Tasks", "Quilt Algorithm for Learning Tasks"),  # `for Learning` names too little
    ("Quilt Weights for General Learning Tasks", "Quilt Weights for General Learning Tasks"),
    ("Marmot Losses for Decision Tasks", "Marmot Losses for Decision Tasks"),
    ("Quilt Tuning for Cross-Lingual Tasks", "Quilt Tuning for Cross-Lingual Tasks"),  # no activity's noun
    ("Quilt Models for a Tessel Segmentation Tasks", "Quilt Models for a Tessel Segmentation Tasks"),
    ("Quilt Models for Segmentation Tasks", "Quilt Models for Segmentation Tasks"),  # one word reads better whole
    ("Quilt Models on Marmot Reasoning Tasks", "Quilt Models on Marmot Reasoning Tasks"),  # tried on: instances
    ("Quilt Policies for Unseen Marmot Navigation Tasks", "Quilt Policies for Unseen Marmot Navigation Tasks"),
], ids=["for", "in-then-with", "x-learning", "object", "counted", "learning-alone", "general-learning", "decision",
        "no-activity", "article", "one-word", "on", "instances"])
def test_an_activity_is_not_called_tasks(title, shown):
    assert tasks_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Quilt Solvers for Nonconvex Marmot Optimization Problems", "Quilt Solvers for Nonconvex Marmot Optimization"),
    ("Quilt Search for Tessel Vehicle Routing Problems", "Quilt Search for Tessel Vehicle Routing Problems"),  # named
    ("Quilt Cuts for Convex Optimization Problems with Tessels",
     "Quilt Cuts for Convex Optimization Problems with Tessels"),
    ("Solving Quilt Optimization Problems for Marmots", "Solving Quilt Optimization Problems for Marmots"),
    ("Quilt Methods for Optimization Problems", "Quilt Methods for Optimization Problems"),  # one word
], ids=["optimization", "named-class", "instances-with", "solved", "one-word"])
def test_an_activity_is_not_called_problems(title, shown):
    assert tasks_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("QZS: Quilt Regularization for Continual Learning Methods", "QZS: Quilt Regularization for Continual Learning"),
    ("Quilt Bounds for Zephyr Reinforcement Learning Algorithms", "Quilt Bounds for Zephyr Reinforcement Learning"),
    ("Quilt Filters for Marmot Recognition Systems", "Quilt Filters for Marmot Recognition Systems"),  # readers kept
    ("Quilt Suites for Evaluating Marmot Learning Algorithms",
     "Quilt Suites for Evaluating Marmot Learning Algorithms"),
    ("Quilt Risk for Stability of Marmot Learning Algorithms",
     "Quilt Risk for Stability of Marmot Learning Algorithms"),
], ids=["methods", "algorithms", "systems", "object-of-a-gerund", "of-between"])
def test_an_activity_is_not_called_methods(title, shown):
    assert tasks_named(title) == shown


@pytest.mark.parametrize("title, shown", [
    ("Quilt Harm in the Contrastive Learning Setting", "Quilt Harm in Contrastive Learning"),
    ("Best Quilt Identification in the Rested Bandit Setting", "Best Quilt Identification in Rested Bandits"),
    ("QZS: Quilt Q-Learning for the Offline RL Setting", "QZS: Quilt Q-Learning for Offline RL"),
    ("Quilt Norms for Meta-Learning Scenarios", "Quilt Norms for Meta-Learning"),
    ("Marmot Rules for Strategic Learning Settings", "Marmot Rules for Strategic Learning"),
    ("Quilt Methods under the Decentralized Optimization Setting",
     "Quilt Methods under the Decentralized Optimization Setting"),  # `under` keeps it
    ("Quilt Descent in Convex and Interpolation Setting", "Quilt Descent in Convex and Interpolation Setting"),
    ("Quilt Errors in the Multi-Environment Setting", "Quilt Errors in the Multi-Environment Setting"),  # no activity
], ids=["learning", "bandits", "rl", "scenarios", "plural", "under", "and", "hyphenated-noun"])
def test_an_activity_is_not_called_a_setting(title, shown):
    assert setting_named(title) == shown


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


@pytest.mark.parametrize("title, shown", [
    ("Regret Bounds for the Marmot Multi-Armed Bandit Problem", "Regret Bounds for Marmot Multi-Armed Bandits"),
    ("Tessel Bandit Problems with Delayed Feedback", "Tessel Bandits with Delayed Feedback"),
    ("QZS: the Quilted Dueling Bandits Problem", "QZS: Quilted Dueling Bandits"),
    ("Regret in a Dueling Bandit Problem with Context", "Regret in a Dueling Bandit Problem with Context"),
    ("Tessel Bandit Problem for Sparse Bandits", "Tessel Bandit Problem for Sparse Bandits"),  # no `Bandits` twice
    ("Marmot Bandits for Quilts", "Marmot Bandits for Quilts"),
    ("Marmot Bandit Problem", "Marmot Bandit Problem"),  # two words left are no title
], ids=["the-problem", "plural", "after-a-name", "counted-by-an-article", "would-repeat", "no-problem", "too-short"])
def test_a_bandit_setting_is_not_called_a_problem(title, shown):
    assert bandits_named(title) == shown


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

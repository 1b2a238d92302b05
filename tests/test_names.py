"""The name an abstract coins for its own work (generator/derive/names.py)."""

from __future__ import annotations

import pytest

from generator.derive.name_scores import Name, compound_named, ends_field_term, field_term
from generator.derive.names import find_name
from generator.derive.prose import sentences_of

TERMS = frozenset({("UDA", "unsupervised drift attunement"), ("MMD", "maximum mean discrepancy")})


@pytest.mark.parametrize(
    "text, without, with_terms",
    [
        ("We propose unsupervised drift attunement (UDA) with learned anchors. UDA with anchors beats baselines.",
         "UDA", None),
        ("We introduce AnchorMix, a method for unsupervised drift attunement (UDA) that mixes learned anchors. "
         "AnchorMix beats UDA baselines.", "AnchorMix", "AnchorMix"),
        ("We propose uniform domain alignment (UDA) with learned anchors. UDA with anchors beats baselines.",
         "UDA", "UDA"),
        ("Products of modalities are hard to fit. We learn the maps between them by proposing a novel MMD. "
         "The MMD aligns the clients.", "MMD", None),
    ],
    ids=["field-acronym-alone", "coined-name-beside-it", "same-letters-spelled-otherwise", "field-acronym-undefined"],
)
def test_the_fields_acronyms_name_no_paper(text, without, with_terms):
    """An acronym many abstracts define alike is the field's: never the paper's own name."""
    found = [find_name(sentences_of(text), text, terms) for terms in (frozenset(), TERMS)]
    assert [n.name if n else None for n in found] == [without, with_terms]


@pytest.mark.parametrize("text, name", [
    ("We study label propagation alignment (LPA) as generative modelling. LPA is like a generative model, and LPA "
     "methods degrade on sparse graphs. We mitigate this by introducing a generative LPA (GLPA) framework. "
     "GLPA beats LPA baselines on five LPA benchmarks.", "GLPA"),
    ("We create a learning algorithm FactoRL (Fact-o-Rel) for this setting, which uses noise contrastive "
     "learning. FactoRL needs few samples.", "FactoRL"),
    ("To make graph solvers practical, this paper proposes an approach calledSolveBack, which builds on two "
     "insights. SolveBack beats the baselines.", "SolveBack"),
], ids=["bracketed-name-built-on-the-token", "brackets-that-gloss-the-name", "cue-that-lost-its-space"])
def test_a_name_built_on_a_field_acronym_is_the_name(text, name):
    """`a generative LPA (GLPA) framework` names GLPA, not the LPA it is built on."""
    found = find_name(sentences_of(text), text)
    assert found is not None and found.name == name


@pytest.mark.parametrize("name, long, field", [
    ("RL", "", True), ("GNNs", "", True),  # stock acronyms name no paper
    ("MMD", "", True), ("MMD", "maximum mean discrepancy", True), ("MMD", "multi-modal distillation", False),
    ("AnchorMix", "", False),
    ("MMDs", "maximum mean discrepancies", True), ("MMDs", "", True),  # the field's acronym in the plural
    ("MMDs", "multi-modal distillations", False), ("AnchorMixs", "", False),
])
def test_field_term(name, long, field):
    assert field_term(Name(name, long, 0, 4.0), TERMS) is field



@pytest.mark.parametrize("text, name", [
    # an acronym defined inside a coined name's appositive or clause is what the name works on
    ("We propose a novel approach RippleNet that collects the Smooth Evolving Trajectory (SET) of the data. "
     "RippleNet aligns SET across domains; SET is cheap to store, and SET is smooth.", "RippleNet"),
    ("We introduce Hopper, a framework for world modeling that is designed for scene composition (SceneComp). "
     "SceneComp is hard, and Hopper handles SceneComp well.", "Hopper"),
    ("We propose GridDiff: a coarse-grained (CG) diffusion model over CG building blocks.", "GridDiff"),
    ("We propose an effective approach, namely Prompt Tuning with Quaternion Networks (QuatNet), for alignment. "
     "QuatNet aligns modalities.", "QuatNet"),
    ("This paper proposes a novel AutoFeat framework Feature Set Search (FESS), a pipeline for feature "
     "generation. FESS beats baselines, and FESS is fast.", "FESS"),
    # a follow-up contribution's name yields to the main one's
    ("This paper introduces TexSim, a model for near-duplicate text retrieval. Additionally, we introduce the "
     "DUPE9 benchmark for noisy text retrieval. DUPE9 is hard, and DUPE9 is released.", "TexSim"),
    ("In this paper, we propose a point spatio-temporal (PST) convolution for point clouds. Furthermore, we build "
     "the proposed PST convolution into a deep network, namely PSTNet, to extract features.", "PSTNet"),
    ("We study label smoothing. Finally, we propose LabelMix, a method that mixes labels.", "LabelMix"),
    ("In this work we describe a faster transformer, called Zipformer. We also propose a new optimizer, called "
     "ScaledAdam, which scales the update. Experiments show our proposed Zipformer works.", "Zipformer"),
    # names listed in brackets after a description are examples, not what the sentence makes
    ("We first present a margin-based framework that explains why recent losses (InfoNCE, SupCon, etc.) fail on "
     "biased data. We also propose FairMix, a new regularization loss, that works well on biased data.", "FairMix"),
    ("In this paper, we propose a new algorithm GO-UCBX that leverages a parametric family of functions (e.g., "
     "neural networks) instead.", "GO-UCBX"),
    # an acronym a later sentence spells in plain words is a part the coined name uses
    ("In this paper, we present TriLane, a novel multi-view lane detection framework. We learn features in two "
     "spaces, i.e., perspective view (PV) and top view (TV), and fuse PV with TV.", "TriLane"),
    ("In this paper, we present a novel multi-view lane detection framework. We propose perspective lane fusion "
     "(PLF), which fuses two views. PLF beats baselines, and PLF is fast.", "PLF"),
    # a concept written in lower case yields to the capitalised name the paper makes
    ("We introduce the use of adversarial learning to compute the correlated market equilibrium (CME) in auctions. "
     "The CME is hard, and the CME is rare. We introduce Adversarial Market Solvers (AMS): networks that learn "
     "the CME.", "AMS"),
    # a name spelled out with another's name holds it, as PSTNet holds PST, and a whole of a whole holds both
    ("We introduce conditional mutual information (CMI) into estimation and propose a novel estimator called the "
     "maximum CMI (MCMI) method.", "MCMI"),
    ("We study policy gradient (PG) and natural PG (NPG). We propose the SRVR-NPG method, a variance-reduced "
     "variant.", "SRVR-NPG"),
    ("Sharpness predicts generalization. We suggest a novel learning method, adaptive sharpness-aware minimization "
     "(ASAM), utilizing the bound.", "ASAM"),
], ids=["relative-clause-defines-a-part", "appositive-defines-the-task", "colon-defines-a-modifier",
        "the-long-form-is-the-name", "the-long-form-follows-the-name-directly", "follow-up-benchmark-yields",
        "follow-up-built-on-the-main-name-stays", "only-name-stays", "follow-up-yields-to-a-called-name", "a-list-in-brackets-names-nothing-made",
        "a-name-before-the-brackets-stays", "a-later-plain-words-acronym-is-a-part", "no-earlier-name-keeps-it",
        "a-lower-case-concept-yields", "a-long-form-holds-a-name", "a-whole-of-a-whole",
        "suggest-makes"])
def test_the_main_contributions_own_name_leads(text, name):
    """Of the names a sentence or abstract offers, the one the main contribution coins for itself leads the title."""
    assert find_name(sentences_of(text), text).name == name


@pytest.mark.parametrize("text, name", [
    ("Specifically, a novel sparse episode routing (SER) framework is proposed. It helps. SER beats baselines.",
     "SER"),
    ("In this paper, a rather general online problem called dynamic resource allocation with capacity "
     "constraints (DRACC) is introduced and studied.", "DRACC"),
    ("A novel asynchronous method that follows Stochastic Variance Reduction (SVR) is proposed. It is fast.", None),
    ("Stochastically Extended Adversarial (SEA) model is introduced by Sachs et al. as an interpolation.", None),
    ("The Stochastically Extended Adversarial (SEA) model is introduced by Sachs as an interpolation.", None),
], ids=["indefinite-subject", "after-in-this-paper", "defined-in-its-relative-clause", "et-al", "by-others"])
def test_a_contribution_in_the_passive_names_what_it_defines(text, name):
    """`a novel ... (ACR) framework is proposed` makes ACR as `we propose` would; what others introduced, not."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("We evaluate on two transfer tasks, namely Entity Tagging and Argument Extraction, in 20 languages.", None),
    ("We study two strong methods, namely Hexa and ViTNet, and find that both suffer from this bug.", None),
    ("We propose two streaming algorithms, namely QStream and RStream, with guarantees. QStream is fast.",
     "QStream"),
    ("We present a simple method, namely Hexa, a hierarchical transformer. Hexa is fast.", "Hexa"),
], ids=["examples-evaluated", "methods-studied", "own-pair-proposed", "own-appositive"])
def test_the_first_of_a_list_namely_gives_is_an_example(text, name):
    """`namely A and B` in a sentence that makes nothing lists examples, not the paper's own name."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("In this paper, we present a primal-dual approach to the Bandits with Sackfuls (BwS) problem. It achieves low "
     "regret.", None),
    ("We propose an interior-point approach to solve Tilted Variational Inequality (tVI) problems. Inspired by ADMM, "
     "we derive it.", None),
    ("We propose an application of this framework to the Capacitated Boat Routing Problem (CBRP), a combinatorial "
     "optimization problem.", None),
    ("We propose GRAB, an algorithm for the Position-Based Model (PBM) setting. GRAB is fast.", "GRAB"),
    ("We introduce a new stopping problem called the Optimal Pledge Problem (OPP). We solve OPP.", "OPP"),
    ("We present Tabular Math Word Problems (TabWP), a new dataset of 38,431 problems. TabWP is hard.", "TabWP"),
    ("We call our method Recurrent Attention to Transient Tasks (RATS). RATS forgets nothing.", "RATS"),
    ("In this paper, we design a novel algorithm for counterfactual identifiability in causal models with monotone "
     "generation mechanisms (MGM), a class that generalizes several models. MGM are common.", None),
    ("We propose to train flows on manifolds by minimizing path flow divergence (PFD), a novel family of divergences "
     "between densities. PFD is cheap.", "PFD"),
], ids=["problem-after", "problems-after", "problem-before", "the-papers-name-instead", "introduced-problem",
        "presented-dataset", "a-method-named-for-tasks", "an-appositive-calls-it-a-class", "a-novel-family"])
def test_a_problem_the_paper_studies_is_not_its_name(text, name):
    """An acronym the abstract gives a problem, setting or task it works on names no method of its own; one it
    introduces or formalises is its own."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("We establish a new state of the art on all datasets with the exception of Wikitz9, where we close a gap.", None),
    ("To handle label shift, we propose a variant of AugmentNet with distribution alignment.", None),
    ("We propose a variant of AugmentNet, RemixNet, with distribution alignment. RemixNet is fast.", "RemixNet"),
    ("We propose a new dataset distillation method that sets the state of the art on CIFAR-10X.", None),
    ("We propose to replace sparse coding (SPC) in the encoder with a simple scheme termed lattice coding (LTC). "
     "LTC matches SPC.", "LTC"),
    ("We propose to use lattice coding (LTC) instead of sparse coding (SPC) in the encoder. LTC matches SPC.", "LTC"),
    ("We present a reformulation of the plain lattice coder (PLC) within a sparse setting. The PLC is fast.", None),
    ("We propose the plain lattice coder (PLC). Finally, we propose a restricted version of the PLC for streams.",
     "PLC"),
], ids=["evaluated-on", "variant-of-another", "the-variants-own-name", "state-of-the-art-on", "replaced",
        "instead-of", "defined-as-what-is-reformulated", "a-version-of-its-own-name"])
def test_what_a_method_is_tried_on_or_varies_is_not_its_name(text, name):
    """A name right after `on`, `the exception of` or `a variant of` is another's: a dataset, a baseline; so is what
    the paper replaces, uses something instead of, or defines as what it reformulates (a later `version of` its own
    name still refers back to it)."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("Our proposed algorithm Quant-BnX shows significant speedups over existing solvers.", "Quant-BnX"),
    ("Our method RippleNet achieves the best accuracy on three benchmarks.", "RippleNet"),
    ("Our method is simple and works on graphs.", None),
    ("To mitigate these issues, we proposed Sparse Point DETR, whose attention attends to few points.",
     "Sparse Point DETR"),
    ("We propose a simple, general framework for personalized federated learning, Tandem, that is fair. Tandem "
     "is robust.", "Tandem"),
    ("We develop explicit algorithms for the uniform, Marchenko-Pastur, and exponential distributions.", None),
    ("We present the Compressive Tensorformer, an attentive sequence model. To promote the field, we propose a new "
     "benchmark derived from books, PG-20.", "Compressive Tensorformer"),  # capitals after `the`, then an appositive
], ids=["name-then-verb", "name-then-verb-achieves", "no-name", "capitals-then-whose", "appositive-after-purpose",
        "a-list-after-the", "the-capitals-then-an-appositive"])
def test_a_name_goes_straight_on_to_what_it_does(text, name):
    """`our proposed algorithm NAME shows ...`, `we proposed NAME, whose ...` name the paper's own work."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("We introduce a self-supervised learning (SSL) framework AUDEX for general audio pre-training.", "AUDEX"),
    ("We present an extensible and lightweight FL framework FLAVORS (available online), which supports training.",
     "FLAVORS"),
    ("We develop two algorithms CascadeVX and CascadePX, which are both efficient.", None),  # a list of two
    ("We introduce a new SupLinUCB-type algorithm for sparse bandits.", None),
    ("Under this constraint, we design and analyze an algorithm CascadeQ that minimizes the regret.", "CascadeQ"),
    ("In this paper, we propose Tridentformer by exploring the scales of the series. Tridentformer is fast, and "
     "Tridentformer is accurate.", "Tridentformer"),  # a capitalised word the abstract goes on using
    ("In this paper, we propose Tridentformer by exploring the scales of the series.", None),  # used once
], ids=["after-bracket", "after-field-acronym", "plural-noun", "modifier", "after-a-second-verb", "capitalised-word",
        "capitalised-word-once"])
def test_a_name_right_after_its_kind_noun(text, name):
    """`a ... framework NAME for ...` names the paper's work, though other capitals come first in the description."""
    found = find_name(sentences_of(text), text, frozenset({("FL", "federated learning")}))
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("We develop a regularizer that applies to many methods, including deep deterministic policy gradient (DDPG) and "
     "deep Q networks (DQN).", None),
    ("We develop a practical algorithm that extends the most scalable method, implicit alternating least squares "
     "(iALS).", None),
    ("We then propose a two-stage attack method against LinUCB and robust phase elimination.", None),
    ("In this work, we propose an improved certified defense against poisoning attacks, namely Finite Aggregation.",
     "Finite Aggregation"),  # `against` holds only its own object
    ("In this paper, we extend the Tensor-GP model by introducing a reduction technique, called tensor contraction, "
     "for regression.", "tensor contraction"),
    ("We analyze the new attack. We provide a convergence analysis of the new algorithm and conduct experiments on "
     "several models on MNIST, CIFAR-10 and ImageNet.", None),  # what the paper is tested on
], ids=["including", "that-extends", "against", "after-against-object", "we-extend", "tested-on"])
def test_a_name_a_list_or_target_makes_others_is_not_the_papers(text, name):
    """Names listed after `including` or an existing method `that extends` the work, and the target of `against`, are
    others' work, over the commas of the list; what `we extend X to` makes is the paper's."""
    found = find_name(sentences_of(text), text, frozenset())
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("To address this issue, we propose Consistent Contrast (CO3), which adds a consistency term. CO3 helps.", "CO3"),
    ("We propose Ready Policy One (RP2), a method for model-based reinforcement learning. RP2 wins.", "RP2"),
    ("We propose NeuralMeshFlow (NMF), which generates meshes. NMF is fast.", "NeuralMeshFlow"),  # the name in full
], ids=["letters-out-of-order", "with-a-digit", "a-coined-word-first"])
def test_capitals_right_after_the_verb_spell_a_bracketed_name(text, name):
    """`we propose Consistent Contrast (CO3)`: the capitalised words right after the verb are what the bracketed name
    stands for, though it is no string of their initials."""
    found = find_name(sentences_of(text), text, frozenset())
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("To address this, we propose an algorithm for personalized FL (pFedCo) using Moreau envelopes.", "pFedCo"),
    ("We present a framework for causal matching of domains (MatchGD) that learns invariant features.", "MatchGD"),
    ("We estimate the value at risk (VaR) of a black-box function with a new algorithm.", None),  # a stock term
    ("Others proposed an algorithm for personalized FL (pFedCo) using Moreau envelopes.", None),  # others' work
], ids=["lower-led", "capital-led", "short", "not-made"])
def test_a_word_of_its_own_case_in_brackets_names_the_work(text, name):
    """`an algorithm for personalized FL (pFedCo)`: brackets after what a paper makes hold its name, though they spell
    none of the words before them."""
    found = find_name(sentences_of(text), text, frozenset({("FL", "federated learning")}))
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("We propose an alternative formulation (we call it LookupGate) to dense gating layers, inspired by hashing. "
     "LookupGate cuts the FLOP count.", "LookupGate"),  # the cue's name closes an aside
    ("We bound the averaged Stein Fisher divergence (also referred to as Kernel Stein Discrepancy) of the iterates "
     "of our sampler.", None),  # another name for a known quantity
])
def test_a_naming_cue_in_brackets(text, name):
    """`(we call it X)` names the work; `(also referred to as X)` only gives a known thing another name."""
    found = find_name(sentences_of(text), text, frozenset())
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("To address this, we propose a novel metric called the Transfer Gauge. The Transfer Gauge is cheap to compute.",
     "Transfer Gauge"),
    ("We introduce an estimator named the B-Leaper, which is doubly robust.", "B-Leaper"),
    ("We minimise a loss called the Sinkhorn divergence between the two measures.", None),  # a known thing
    ("We take the step size called the Bregman one.", None),
], ids=["capitalised-words", "namey-token", "lower-case-word", "one-plain-word"])
def test_a_naming_cue_then_the(text, name):
    """`called the Transfer Gauge` coins a name; `called the Sinkhorn divergence` gives a known thing its name."""
    found = find_name(sentences_of(text), text, frozenset())
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("We derive a new algorithm, which we dub Adaptive IMLE, which adapts to each example.", "Adaptive IMLE"),
    ("We introduce a model to fill this gap, which we denote the Wave-RNN (wRNN), and show it remembers.", "Wave-RNN"),
    ("We propose a novel method, known as SubgraphX, to explain graph networks.", "SubgraphX"),
    ("We propose to explain graph networks with Shapley values, known as SubgraphX, which is slow.", None),
    ("Shapley values, also known as SubgraphX, explain graph networks. We propose a faster estimate.", None),
], ids=["we-dub", "we-denote", "known-as-after-method-noun", "known-as-after-other-noun", "known-as-background"])
def test_we_dub_we_denote_and_known_as_after_a_method_noun_name_the_papers_work(text, name):
    """`which we dub X` and `which we denote X` name as `we call X` does; `known as X` names the paper's own only right
    after its method."""
    found = find_name(sentences_of(text), text, frozenset())
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("We propose a conditional generative model, named 3DLinker, which predicts anchor atoms and linker graphs. "
     "3DLinker beats the baselines.", "3DLinker"),
    ("We introduce 2D-Shapley, a framework for fragmented data valuation. 2D-Shapley scores each cell.", "2D-Shapley"),
    ("We propose 3D point cloud networks for segmentation. They beat the baselines.", None),
], ids=["digits-then-letters", "digits-then-a-capitalised-part", "3D-describes"])
def test_a_name_may_open_with_digits(text, name):
    """`3DLinker` and `2D-Shapley` are names; `3D` alone describes."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


@pytest.mark.parametrize("text, name", [
    ("We introduce πBO, a method that lets users inject priors. πBO converges fast.", "πBO"),
    ("This paper introduces π2vec, a method for representing policies. π2vec is fast.", "π2vec"),
    ("We propose β-NLL, in which each term is weighted. β-NLL beats the baselines.", "β-NLL"),
    ("This paper introduces PixArt-α, a Transformer-based diffusion model. PixArt-α is cheap to train.", "PixArt-α"),
    ("We propose a rule, called α, for the step size. It is simple.", None),
    ("We propose VA-RED², a framework that reduces redundancy. VA-RED² is fast.", "VA-RED²"),
], ids=["greek-then-capitals", "greek-then-digits", "greek-hyphen-capitals", "greek-suffix", "greek-letter-alone",
        "superscript"])
def test_a_name_may_hold_greek_letters_and_powers(text, name):
    """A name written with TeX letters or powers (`$\\pi$BO`, `VA-RED$^2$`) reaches titles as Unicode: still a name."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


@pytest.mark.parametrize("name, raw, terms, ends", [
    ("AutoEncoder", "We propose a Variational AutoEncoder (VAE) for contigs.", frozenset(), True),  # a stock acronym
    ("FlowNet", "We propose a Deep FlowNet (DF) for flows.", frozenset({("DF", "deep flownet")}), True),  # the field's
    ("FlowNet", "We propose a Deep FlowNet (DFN) for flows.", frozenset(), False),  # a coined acronym: the paper's
    ("FactoRL", "We create an algorithm FactoRL (Fact-o-Rel) for this setting.", frozenset(), False),  # how to say it
    ("AutoEncoder", "We propose AutoEncoder, a model for contigs.", frozenset(), False),  # no acronym after it
], ids=["stock", "field", "coined", "pronounced", "no-brackets"])
def test_ends_field_term(name, raw, terms, ends):
    """A word that ends the long form of a stock or field acronym is never a coined name."""
    assert ends_field_term(name, raw, terms) is ends


@pytest.mark.parametrize("text", [
    "We propose a new SupLinUCB-type algorithm that enjoys a variance-aware regret bound. It is fast.",
    "Our novel MOM-based algorithm enjoys the same sample complexity as ERM. It is robust.",
])
def test_a_compound_that_modifies_a_noun_is_no_name(text):
    """`a SupLinUCB-type algorithm` builds on another's work: no name of the paper's own."""
    assert find_name(sentences_of(text), text) is None


@pytest.mark.parametrize("text, name", [
    ("To improve fair classifiers, we propose fair mixup, a new data augmentation strategy for fairness. "
     "We analyze fair mixup.", "fair mixup"),
    ("We present local ensembles, a method for detecting extrapolation at test time. It is cheap.", "local ensembles"),
    # the first word in capitals as a sentence would write it (`We introduce Synthetic prompting, a method ...`)
    ("We introduce Synthetic sketching, a method that prompts the model to draw more examples. It helps.",
     "Synthetic sketching"),
    ("In this work, we present Quillian flow, a novel kernelised normalising flow paradigm. It is small.",
     "Quillian flow"),
    ("We propose Several augmentations, a family of strategies for fairness. They help.", None),
    # a plain phrase with no appositive that calls it a made thing names nothing
    ("We propose data augmentation for fairness. It helps.", None),
    ("We study fair classifiers, a topic of wide interest. They are common.", None),
])
def test_a_plain_words_name_an_appositive_calls_a_made_thing(text, name):
    """`we propose fair mixup, a new ... strategy`: plain words right after the verb name the work an appositive makes."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


def test_a_plain_words_name_of_field_words_gives_way_to_another_name():
    """`we propose online learning, a method ...` names a field: the paper's coined name leads instead."""
    text = ("We propose online learning, a simple method for streams. We analyze online learning on data. "
            "The resulting model, named StreamNet, is fast.")
    field = frozenset({"online", "learning"})
    assert find_name(sentences_of(text), text).name == "online learning"
    assert find_name(sentences_of(text), text, field_words=field).name == "StreamNet"


@pytest.mark.parametrize("text, name", [
    ("Based on this new perspective we propose MESH (Minimize Entropy of Sinkhorn): a cross-attention module. "
     "MESH is fast.", "MESH"),
    # what the paper's own sentence builds on after its `we` is still another's
    ("We propose a model based on BERT (Bidirectional Encoder Representations). It is fast.", None),
])
def test_what_leads_up_to_we_marks_no_background(text, name):
    """`Based on this perspective we propose X`: the words before the paper's `we` say nothing of X's origin."""
    found = find_name(sentences_of(text), text)
    assert (found.name if found else None) == name


@pytest.mark.parametrize("short, long, shown", [
    ("QoT", "Quilt-of-Thought", "Quilt-of-Thought"),  # one coined compound: real titles lead with it
    ("PM", "Packed-Marmots", "Packed-Marmots"),  # a part several abstracts use
    ("MT", "Marmot-Tessel", "MT"),  # two surnames: no part is a common word
    ("QW", "Quiltedly-Weighted", "QW"),  # an adverb opens it
    ("QT", "quilt-of-tessels", "QT"),  # not written as a name
    ("QZS", "Quilted Zephyr Sampler", "QZS"),  # words, not one compound
])
def test_compound_named_lets_one_coined_compound_be_the_name(short, long, shown):
    name = compound_named(Name(short, long, 1, 1.0), frozenset({"marmots"}))
    assert name.name == shown and (name.long == "") == (shown == long)

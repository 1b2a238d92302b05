"""Tagging: real abstracts get their topics; experiments, background, asides and the title do not count; 2 to 6 tags."""

from __future__ import annotations

import inspect
import statistics
from collections import Counter
from dataclasses import replace

import pytest

from generator.config import load_config
from generator.derive.corpus import derive_papers
from generator.parse import parse
from generator.sources import read_sources
from generator.derive.tag_model import FEATURES, load_model, model_from
from generator.derive.tag_evidence import (
    BACKGROUND, CONTRIBUTION, EVALUATION, FIRST, OBJECT, PASSING, PLAIN, roles, sentence_starts,
)
from generator.derive.tag_made import made_mentions
from generator.derive.tags import MAX_TAGS, MIN_TAGS, Scored, candidates, choose_tags, derive_tags, rank
from generator.derive.vocabulary import british, variants, vocabulary
from generator.overrides import Override
from tests.conftest import CONFIG, SEEDS

CFG, _ = load_config(CONFIG)
CFG_GROUP = {r.name: r.group for r in CFG.tags}

# Excerpts of real abstracts from the ICLR/ICML/NeurIPS corpora, with tags that must and must not appear.
CASES = [
    (  # robust GNNs: graph, GNN and adversarial robustness; "such as healthcare" is an example, not a topic
        "Graph classification, which aims to predict a label for a graph, has many real-world applications such as "
        "malware detection, fraud detection, and healthcare. However, many studies show an attacker could carefully "
        "perturb the structure and/or node features in a graph such that a graph classifier misclassifies the "
        "perturbed graph. Such vulnerability impedes the deployment of graph classification in security/safety-critical "
        "applications. Existing empirical defenses lack formal robustness guarantees and could be broken by adaptive or "
        "unknown attacks. We propose GNNCert, a certified defense against both graph structure and node feature "
        "perturbations for graph classification.",
        {"Graphs", "Adversarial Robustness"},  # not Trustworthy ML: the model is unsure of the child, so no area
        {"Healthcare and Medicine", "Anomaly Detection"},
    ),
    (  # federated learning that protects privacy only in passing ("without compromising the privacy")
        "Cross-silo federated learning offers a promising solution to collaboratively train robust and generalized AI "
        "models without compromising the privacy of local datasets, e.g., healthcare, financial, as well as scientific "
        "projects that lack a centralized data facility. Nonetheless, because of the disparity of computing resources "
        "among different clients (i.e., device heterogeneity), synchronous federated learning algorithms suffer from "
        "degraded efficiency when waiting for straggler clients. To address these limitations in cross-silo federated "
        "learning with heterogeneous clients and data, we propose FedCompass, an innovative semi-asynchronous "
        "federated learning algorithm with a computing power-aware scheduler on the server side.",
        {"Federated Learning", "Distributed Learning"},
        {"Privacy", "Healthcare and Medicine", "Finance and Economics"},
    ),
    (  # "computational graphs" of RL loss functions are not graph learning
        "We propose a method for meta-learning reinforcement learning algorithms by searching over the space of "
        "computational graphs which compute the loss function for a value-based model-free RL agent to optimize. The "
        "learned algorithms are domain-agnostic and can generalize to new environments not seen during training. "
        "Learning from scratch on simple classical control and gridworld tasks, our method rediscovers the "
        "temporal-difference (TD) algorithm.",
        {"Reinforcement Learning", "Meta-Learning"},
        {"Graphs", "Graph Neural Networks"},
    ),
    (  # "unlike GANs, VAEs or normalizing flows": compared with, not studied
        "A central problem in machine learning and statistics is to model joint densities of random variables from "
        "data. Copulas are joint cumulative distribution functions with uniform marginal distributions and are used to "
        "capture interdependencies in isolation from marginals. In this paper, we introduce ACNet, a novel "
        "differentiable neural network architecture that enforces structural properties and enables one to learn an "
        "important class of copulas--Archimedean Copulas. Unlike Generative Adversarial Networks, Variational "
        "Autoencoders, or Normalizing Flow methods, which learn either densities or the generative process directly, "
        "ACNet learns a generator of the copula, which implicitly defines the cumulative distribution function of a "
        "joint distribution.",
        {"Probabilistic Methods"},
        {"GANs", "VAEs", "Flow Models"},
    ),
    (  # Gaussian process regression "on par with" graph neural networks: a comparison, not a topic
        "As is well known, both sampling from the posterior and computing the mean of the posterior in Gaussian "
        "process regression reduces to solving a large linear system of equations. We study the use of stochastic "
        "gradient descent for solving this linear system, and show that when done right it is highly effective. To "
        "that end, we introduce a particularly simple stochastic dual descent algorithm. Moreover, our method places "
        "Gaussian process regression on par with state-of-the-art graph neural networks for molecular binding "
        "affinity prediction.",
        {"Gaussian Processes"},
        {"Graph Neural Networks", "Graphs"},
    ),
    (  # energy-based generative model; GANs only as a contrast
        "We introduce the Generalized Energy Based Model (GEBM) for generative modelling. These models combine two "
        "trained components: a base distribution (generally an implicit model), which can learn the support of data "
        "with low intrinsic dimension in a high dimensional space; and an energy function, to refine the probability "
        "mass on the learned support. Both the energy function and base jointly constitute the final model, unlike "
        "GANs, which retain only the base distribution (the \"generator\"). GEBMs are trained by alternating between "
        "learning the energy and the base.",
        {"Energy-Based Models", "Generative Models"},
        {"GANs"},
    ),
    (  # conformal prediction under adversarial noise
        "Conformal prediction is a powerful tool to generate uncertainty sets with guaranteed coverage using any "
        "predictive model, under the assumption that the training and test data are i.i.d.. Recently, it has been shown "
        "that adversarial examples are able to manipulate conformal methods to construct prediction sets with invalid "
        "coverage rates, as the i.i.d. assumption is violated. To address this issue, a recent work, Randomized "
        "Smoothed Conformal Prediction (RSCP), was first proposed to certify the robustness of conformal prediction "
        "methods to adversarial noise.",
        {"Conformal Prediction"},  # the excerpt stops before the contribution: its attacks are background
        {"Robotics"},
    ),
    (  # protein representation learning with implicit neural representations
        "Proteins can be represented in various ways, including their sequences, 3D structures, and surfaces. While "
        "recent studies have successfully employed sequence- or structure-based representations to address multiple "
        "tasks in protein science, there has been significant oversight in incorporating protein surface information, "
        "a critical factor for protein function. In this paper, we present a pre-training strategy that incorporates "
        "information from protein sequences, 3D structures, and surfaces to improve protein representation learning. "
        "Specifically, we utilize Implicit Neural Representations (INRs) for learning surface characteristics, and "
        "name it ProteinINR.",
        {"Proteins", "AI for Science", "Implicit Neural Representations"},
        {"Language Models"},
    ),
    (  # a position paper on political bias of AI systems
        "AI systems often exhibit political bias, influencing users' opinions and decisions. While political "
        "neutrality—defined as the absence of bias—is often seen as an ideal solution for fairness and safety, this "
        "position paper argues that true political neutrality is neither feasible nor universally desirable due to "
        "its subjective nature and the biases inherent in AI training data, algorithms, and user interactions.",
        {"Education and Society"},
        {"Differential Privacy"},
    ),
    (  # RLHF is "a prominent instance" of the setting, not the topic: zeroth-order optimization
        "In this study, we delve into an emerging optimization challenge involving a black-box objective function "
        "that can only be gauged via a ranking oracle—a situation frequently encountered in real-world scenarios, "
        "especially when the function is evaluated by human judges. A prominent instance of such a situation is "
        "Reinforcement Learning with Human Feedback (RLHF), an approach recently employed to enhance the performance "
        "of Large Language Models (LLMs) using human guidance [Ouyang et al. 2022, Liu et al. 2023, OpenAI et al. 2022, "
        "Bai et al. 2022]. We introduce ZO-RankSGD, an innovative zeroth-order optimization algorithm designed to tackle "
        "this optimization problem, accompanied by theoretical assurances. Our algorithm utilizes a novel rank-based "
        "random estimator to determine the descent direction and guarantees convergence to a stationary point.",
        {"Optimization", "Black-Box Optimization"},
        {"LLM Alignment", "Reinforcement Learning"},
    ),
    (  # spiking activity of biological neurons is neuroscience, not spiking neural networks
        "Modern neural recording techniques allow neuroscientists to obtain spiking activity of multiple neurons from "
        "different brain regions over long time periods, which requires new statistical methods to be developed for "
        "understanding structure of the large-scale data. In this paper, we develop a bi-clustering method to cluster "
        "the neural spiking activity spatially and temporally, according to their low-dimensional latent structures. "
        "The spatial (neuron) clusters are defined by the latent trajectories within each neural population, while "
        "the temporal (state) clusters are defined by (populationally) synchronous local linear dynamics shared with "
        "different periods.",
        {"Neuroscience and Cognitive Science", "Clustering"},
        {"Spiking Neural Networks", "Neural Architectures"},
    ),
    (  # "episodic and online learning" of an RL agent is not online learning theory
        "Combining offline and online reinforcement learning (RL) is crucial for efficient and safe learning. However, "
        "previous approaches treat episodic and online learning as separate procedures, resulting in redundant designs "
        "and limited performance. In this study, we propose Uni-O4, which utilizes an on-policy objective for both "
        "episodic and online learning. Owning to the alignment of objectives in two phases, the RL agent can transfer "
        "between episodic and online learning seamlessly.",
        {"Reinforcement Learning"},
        {"Learning Theory"},
    ),
]


# One row per scoring defect of issue 12: short synthetic abstracts, a tag that must appear and one that must not.
DEFECTS = [
    pytest.param("We propose a new method for knowledge distillation. It is simple.", {"Knowledge Distillation"}, set(),
                 id="one-contribution-mention-passes"),
    pytest.param("Privacy matters. Data privacy is at risk and privacy attacks abound. We propose a differentially "
                 "private training method that protects privacy.", {"Privacy", "Differential Privacy"}, set(),
                 id="specific-beside-broad"),
    pytest.param("We propose a data pruning method that selects a small coreset of training examples. Experiments on "
                 "large language models and image classification show that it matches full training.",
                 {"Data Selection"}, {"Language Models", "Computer Vision", "Image Classification"},
                 id="experiments-do-not-count"),
    pytest.param("We study contextual bandits with delayed feedback. Prior work on knowledge graphs used similar "
                 "delays. We propose an algorithm with optimal regret.", {"Bandits"}, {"Knowledge Graphs", "Graphs"},
                 id="related-work-does-not-count"),
    pytest.param("We propose a sampler for multi-modal distributions. Sampling from a multimodal posterior is hard, "
                 "and our sampler mixes fast.", {"Sampling and MCMC"}, {"Multimodal Learning"},
                 id="multi-modal-distribution-is-not-multimodal-learning"),
    pytest.param("We propose an exploration method for deep reinforcement learning agents. Our agent has low regret "
                 "in sparse-reward games.", {"Reinforcement Learning"}, {"Online Learning"},
                 id="regret-alone-is-not-online-learning"),
    pytest.param("We propose a graph neural network for molecules. We prove that it is invariant to rotations.",
                 {"Graph Neural Networks"}, {"Learning Theory"}, id="we-prove-alone-is-not-learning-theory"),
    pytest.param("In this position paper, we argue that the community should evaluate language models on real "
                 "users' tasks.", {"Position Papers"}, set(), id="position-paper"),
    pytest.param("We propose a method for non-convex optimization that finds stationary points quickly.",
                 {"Nonconvex Optimization"}, {"Convex Optimization"}, id="non-convex-is-not-convex"),
    pytest.param("Images are everywhere. Existing GAN-based approaches fail on panoramas. We propose a diffusion "
                 "model for panorama outpainting.", {"Diffusion Models", "Image Generation"}, {"GANs"},
                 id="existing-approaches-are-background"),
    pytest.param("Multitask reinforcement learning (MTRL) trains one agent on many tasks. We show that MTRL explores "
                 "well.", {"Multi-Task Learning", "Reinforcement Learning"}, set(), id="compound-acronym"),
    pytest.param("We propose a preference optimization method for language model alignment. The absence of a reward "
                 "model in earlier methods limits them.", {"LLM Alignment"}, {"Reward Learning"},
                 id="what-a-method-does-without-is-not-its-topic"),
    pytest.param("We propose to extract meaning representations from autoregressive language models by considering the "
                 "distribution of all possible trajectories extending an input text. This strategy does not require "
                 "fine-tuning and is applicable to any pre-trained autoregressive model.", {"Language Models"},
                 {"Fine-Tuning"}, id="what-a-method-needs-not-is-not-its-topic"),
    pytest.param("We propose a tabular classifier that runs in under a second, needs no hyperparameter tuning and is "
                 "competitive with boosted trees.", {"Tabular Data"}, {"AutoML and Hyperparameter Optimization"},
                 id="what-a-method-needs-no-is-not-its-topic"),
    pytest.param("We propose a discriminator-free adversarial imitation learning method for offline goal-conditioned "
                 "reinforcement learning.", {"Imitation Learning", "Reinforcement Learning"}, {"GANs"},
                 id="what-a-method-is-free-of-is-not-its-topic"),
    pytest.param("We propose stable neural stochastic differential equations. The drift and diffusion functions and "
                 "the diffusion term need care.", {"Neural Differential Equations"}, {"Diffusion Models"},
                 id="an-sde-diffusion-term-is-not-a-diffusion-model"),
    pytest.param("We propose a robust adversarial reinforcement learning method that eases the saddle point "
                 "optimization problem.", {"Reinforcement Learning", "Minimax Optimization"}, {"Nonconvex Optimization"},
                 id="saddle-point-optimization-is-minimax"),
    pytest.param("We propose a lane detection network for autonomous driving with attention over the long-range "
                 "feature space.", {"Autonomous Driving"}, {"Long Context"}, id="long-range-features-are-not-long-context"),
    pytest.param("We study question answering with language models. In the past, such queries were solved via "
                 "knowledge bases.", {"Language Models"}, {"Knowledge Graphs"}, id="in-the-past-is-background"),
    pytest.param("Tuning costs rise with model size, prompting practitioners to find cheaper methods. We propose a "
                 "hyperparameter transfer rule for residual networks in the infinite-width limit.",
                 {"Deep Learning Theory"}, {"Prompting"}, id="the-verb-prompting-is-not-prompting"),
    pytest.param("We compiled a corpus of one million chatbot conversations with large language models, and enrich the "
                 "data with metadata. This augmentation allows analysis by region.", {"Language Models"},
                 {"Data Augmentation"}, id="a-dataset-augmented-with-metadata-is-not-data-augmentation"),
    pytest.param("We propose a solver schedule that samples from diffusion probabilistic models in few steps, since "
                 "sampling can be viewed as solving an ODE with high-order ODE solvers.", {"Diffusion Models"},
                 {"Neural Differential Equations"}, id="a-diffusion-sampler-s-ode-is-not-a-neural-ode"),
    pytest.param("We propose an identifiability theory for causal representation learning: latent causal variables "
                 "of latent causal models are recovered.", {"Causal Representation Learning"},
                 {"Causal Inference"}, id="latent-causal-variables-are-causal-representation-learning"),
    pytest.param("We study macro motion analysis in dynamic scenes. We propose neural Gabor fields that represent scene "
                 "dynamics with time-varying phases.", {"Video", "3D Vision"}, {"Learning Theory"},
                 id="motion-analysis-of-dynamic-scenes-is-vision"),
    pytest.param("We propose a streaming algorithm for submodular maximization in the streaming setting, with a "
                 "tight approximation ratio.", {"Submodular and Discrete Optimization"}, {"Long Context"},
                 id="a-streaming-algorithm-is-not-long-context"),
    pytest.param("We propose Q-learning with a momentum term for tabular episodic Markov decision processes, and "
                 "tabular implementations improve sample efficiency.", {"Reinforcement Learning"}, {"Tabular Data"},
                 id="a-tabular-mdp-is-not-tabular-data"),
    pytest.param("Adversarial Propagation (AdvProp) is an effective way to improve recognition models, leveraging "
                 "adversarial examples. Nonetheless, AdvProp suffers from the extremely slow training speed. In this "
                 "paper, we introduce Fast AdvProp, which aggressively revamps AdvProp's costly training components, "
                 "rendering the method nearly as cheap as the vanilla training.", {"Adversarial Robustness"},
                 {"3D Vision"}, id="the-verb-rendering-is-not-3d-vision"),
    pytest.param("We propose a transformer that predicts legal moves in the board game Othello and probe its internal "
                 "representations of the board.", {"Mechanistic Interpretability"}, {"Education and Society"},
                 id="legal-moves-are-not-law"),
    pytest.param("We propose a pocket representation for drug design, pretrained on complex structures from the PDB "
                 "database.", {"Molecules and Chemistry"}, {"ML for Systems"}, id="a-database-of-structures-is-not-ml-for-systems"),
    pytest.param("Due to privacy or patent concerns, many large models are released without their training data. We "
                 "propose a data-free knowledge distillation method that aligns the student domain with the teacher's.",
                 {"Knowledge Distillation"}, {"Privacy"}, id="a-reason-given-in-passing-is-not-a-topic"),
    pytest.param("We prove that strong duality fails in constrained cooperative multi-agent reinforcement learning, "
                 "and propose a primal approach for constrained MARL.", {"Multi-Agent Systems", "Safe RL"}, set(),
                 id="constrained-marl-is-safe-rl"),
    pytest.param("We introduce an RL algorithm that explores randomly and then fits Q-functions; any regression "
                 "algorithm that generalizes in-distribution can be used.", {"Reinforcement Learning"},
                 {"Out-of-Distribution"}, id="in-distribution-generalization-is-not-ood"),
    pytest.param("We propose a Burer-Monteiro factorization of convex neural networks whose non-convex objective has no "
                 "spurious local minima.", {"Nonconvex Optimization"}, {"Spurious Correlations"},
                 id="spurious-local-minima-are-not-spurious-correlations"),
    pytest.param("We present MMD-based graph kernels that compare the node representations of two graphs for graph "
                 "metric learning.", {"Kernel Methods", "Metric Learning"}, {"Hypothesis Testing"},
                 id="an-mmd-graph-kernel-is-not-a-test"),
    pytest.param("Backdoor attacks implant a hidden trigger, so that the adversary controls what a model predicts. "
                 "We propose a defense that detects backdoored models, where the attacker's trigger is unknown to the "
                 "defender. The defense finds triggers with few clean samples.", {"Backdoor and Poisoning Attacks"},
                 {"Adversarial Robustness"}, id="a-backdoors-attacker-is-not-an-adversarial-input"),
]


@pytest.mark.parametrize("text, present, absent", DEFECTS)
def test_scoring_defects_stay_fixed(text, present, absent):
    """A wrong sense never shows; a right one shows or stays a likely candidate.

    The reader stage shows only the tags a strict reader finds right nine times in ten or more, so on a
    one-sentence text a right tag may rank just under that: it must still have even odds.
    """
    found = tags_of(text)
    likely = {m.tag for m in rank(text, vocabulary(CFG), load_model()) if m.score >= 0.5}
    assert present <= found | likely, f"missing {present - found - likely}; got {sorted(found)}"
    assert not absent & found, f"should not have {absent & found}"


def test_a_paper_gets_at_most_six_tags():
    text = ("We propose a diffusion model for graph neural networks that uses reinforcement learning, federated "
            "learning, differential privacy, knowledge distillation, quantization, contrastive learning and "
            "Gaussian processes. We study time series forecasting and causal discovery with optimal transport.")
    assert MAX_TAGS == 6 and len(derive_tags(text, CFG)) == MAX_TAGS


@pytest.mark.parametrize("phrase, kept", [("this position paper", True), ("call to action", False)])
def test_a_settling_phrase_keeps_its_tag_in_the_last_slot(phrase, kept):
    """Six likelier tags fill the list; a settling phrase still puts its tag in the sixth slot, another does not."""
    vocab, model = vocabulary(CFG), load_model()
    likely = ["Graphs", "Graph Neural Networks", "Time Series", "Diffusion Models", "Federated Learning",
              "Quantization", "Causal Discovery"]
    ranked = [Scored(tag, 0.99 - i / 100, frozenset({tag.lower()})) for i, tag in enumerate(likely)]
    ranked.append(Scored("Position Papers", 0.05, frozenset({phrase})))
    found = [m.tag for m in choose_tags(ranked, vocab, model)]
    assert len(found) <= MAX_TAGS and ("Position Papers" in found) is kept, found
    assert found[:4] == likely[:4]


@pytest.mark.parametrize("likely, broader", [
    (["Mechanistic Interpretability", "Language Models"], True),
    (["Differential Privacy", "Federated Learning"], True),
    (["Mechanistic Interpretability", "Interpretability"], True),  # already there: once
    (["Mechanistic Interpretability", "Language Models", "Computer Vision", "Diffusion Models", "Image Generation",
      "Games"], False),  # no free slot: the broader tag never crowds out a specific one
], ids=["added", "added-privacy", "present", "no-free-slot"])
def test_a_kind_brings_the_broader_tag_along_in_a_free_slot(likely, broader):
    """Mechanistic Interpretability is Interpretability too, as a reader browsing that tag expects."""
    vocab, model = vocabulary(CFG), load_model()
    ranked = [Scored(tag, 0.99 - i / 100, frozenset({tag.lower()})) for i, tag in enumerate(likely)]
    found = [m.tag for m in choose_tags(ranked, vocab, model)]
    wider = {"Mechanistic Interpretability": "Interpretability", "Differential Privacy": "Privacy"}[likely[0]]
    assert (wider in found) is broader and found.count(wider) <= 1 and len(found) <= MAX_TAGS, found


def test_an_area_inherits_only_from_a_child_with_core_evidence():
    """One weak, wrong match once made two wrong tags: the child and its area."""
    vocab, model = vocabulary(CFG), load_model()
    aside = {t for t, *_ in candidates("Unlike diffusion models, our sampler is simple.", vocab, model.priors, 0.0)}
    assert "Generative Models" not in aside
    ranked = {m.tag for m in rank("We propose a diffusion model for images.", vocab, model)}
    assert {"Diffusion Models", "Generative Models"} <= ranked


def test_one_contribution_mention_outweighs_one_aside():
    vocab, model = vocabulary(CFG), load_model()
    ranked = {m.tag: m.score for m in rank("We propose a knowledge distillation method. Unlike pruning, it is "
                                            "simple.", vocab, model)}
    assert ranked["Knowledge Distillation"] > model.threshold > ranked.get("Pruning", 0.0)


def test_the_model_file_fits_the_features():
    """tag_weights.json is refitted by `make tags-model`; a stale file fails loudly, not silently."""
    model = load_model()
    assert len(model.weights) == len(FEATURES) and 0.0 < model.fill <= model.threshold < 1.0
    with pytest.raises(ValueError, match="make tags-model"):
        model_from({"features": ["something else"]})
    assert set(model.priors) <= {r.name for r in CFG.tags}, "a renamed tag keeps a stale prior: run make tags-model"


def tags_of(text: str) -> set[str]:
    return {m.tag for m in derive_tags(text, CFG)}


@pytest.mark.parametrize("text, present, absent", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_real_abstracts(text, present, absent):
    found = tags_of(text)
    assert present <= found, f"missing {present - found}; got {sorted(found)}"
    assert not absent & found, f"should not have {absent & found}"


@pytest.mark.parametrize(
    "text, tag",
    [
        ("We present a method for fine tuning large language models.", "Fine-Tuning"),
        ("We present a method for finetuning large language models.", "Fine-Tuning"),
        ("We study out of distribution detection for deep classifiers.", "Out-of-Distribution"),
        ("We train LLMs with a new objective. We evaluate the LLMs on many tasks.", "Language Models"),
        ("Our method improves sampling from diffusion models and we analyse the diffusion process.", "Diffusion Models"),
        ("We derive generalisation bounds for deep networks and show that they are tight.", "Generalization Bounds"),
        ("We propose a new method for abstractive summarisation.", "Language Models"),
        ("We propose an exploration bonus for sparse-reward reinforcement learning agents.", "Exploration"),
    ],
)
def test_spelling_variants_and_acronyms(text, tag):
    assert tag in tags_of(text)


@pytest.mark.parametrize(
    "phrase, spelled",
    [
        ("generalization bounds", "generalisation bounds"),
        ("language modeling", "language modelling"),
        ("unlabeled data", "unlabelled data"),
        ("behavior cloning", "behaviour cloning"),
        ("neighborhood", "neighbourhood"),
        ("analyze", "analyse"),
        ("center loss", "centre loss"),
        ("size", "size"),  # no -ize suffix: too short a stem
        ("horizon", "horizon"),
        ("pooling", "pooling"),
        ("laboratory", "laboratory"),
    ],
)
def test_phrases_are_also_spelled_the_british_way(phrase, spelled):
    assert british(phrase) == spelled
    assert spelled in variants(phrase)


@pytest.mark.parametrize(
    "text, tag",
    [
        ("We propose a fair comparison of paragraph encoders for the rl setting.", "Reinforcement Learning"),
        ("We present a framework to analyze information diffusion in social networks over time.", "Diffusion Models"),
        ("We sample log-concave densities with a Langevin diffusion and bound the error of the Langevin diffusion's "
         "discretization. Langevin diffusions mix fast.", "Diffusion Models"),  # a sampler's process, not the models
        ("We study the computational graph of a program and the computation graph of a compiler.", "Graphs"),
        ("We propose a relighting method for videos, setting a new benchmark over the existing methods.",
         "Benchmarks and Datasets"),  # a new best result, not a benchmark
        ("We analyse approximate message passing for sparse signal recovery and prove that approximate message "
         "passing reaches the optimal error.", "Graph Neural Networks"),  # AMP estimates a signal: no network
        ("We propose an efficient inference method for switching dynamical systems, with an efficient inference "
         "algorithm for their posterior.", "Efficient Inference"),  # inference in a probabilistic model
        ("We prove that mini-batch k-means converges, and that mini-batch k-means with large batches matches "
         "k-means.", "Stochastic Gradient Methods"),  # batches of a clustering algorithm, not stochastic gradients
        ("We propose an off-policy correction for value learning and evaluate it on 57 Atari games.",
         "Games"),  # the suite an RL method is tried on
    ],
)
def test_lookalikes_do_not_count(text, tag):
    assert tag not in tags_of(text)


@pytest.mark.parametrize("text, tag, kept", [
    ("We design a policy optimization algorithm for control.", "Optimization", False),
    ("We solve the combinatorial optimization problem exactly.", "Optimization", False),
    ("We design an optimization algorithm for control.", "Optimization", True),
])
def test_a_phrase_starting_on_an_exclusions_last_word_is_read_inside_it(text, tag, kept):
    found, _ = vocabulary(CFG).scan(text)
    assert any(tag in m.tags | m.weak for m in found) is kept


def test_an_acronym_the_abstract_defines_counts_as_its_phrase():
    text = ("We initiate a study of algorithms for model training with user-level differential privacy (DP). "
            "We first provide a carefully chosen definition of user-level DP under the multi-attribution model.")
    found, _ = vocabulary(CFG).scan(text)
    assert [m.text for m in found if "Differential Privacy" in m.tags] == ["differential privacy", "DP"]


def test_the_title_is_not_evidence():
    """A bad derived title once made a bad tag: tags now read the abstract alone, overrides' titles included."""
    assert list(inspect.signature(derive_tags).parameters) == ["text", "config"]
    abstracts = parse(read_sources(SEEDS)).abstracts[:3]
    before = derive_papers(abstracts, CFG)
    titled = replace(CFG, overrides=tuple(
        Override(a.id, "Differential Privacy for Diffusion Models", (), (), "x") for a in abstracts))
    after = derive_papers(abstracts, titled)
    assert [p.title for p in after] != [p.title for p in before]
    assert [p.tags for p in after] == [p.tags for p in before]


def test_contrast_clause_counts_as_a_passing_mention():
    text = ("In contrast to classical reinforcement learning, distributional RL algorithms aim to learn the "
            "distribution of returns rather than their expected value.")
    found, cues = vocabulary(CFG).scan(text)
    role = roles(text, cues)
    by_text = {m.text: role(m.start) for m in found}
    assert by_text["reinforcement learning"] == PASSING
    assert by_text["RL"] in (CONTRIBUTION, PLAIN) or by_text["RL"] < PASSING


def test_tags_carry_the_phrases_that_matched():
    matches = derive_tags(CASES[0][0], CFG)
    graphs = next(m for m in matches if m.tag == "Graphs")
    assert "graph" in graphs.phrases and "graph classification" in {p.lower() for p in graphs.phrases}
    assert all(m.phrases for m in matches)


def test_a_paper_no_tag_fits_gets_the_fallback_tag_alone():
    """No "Machine Learning" or "Deep Learning": a paper the vocabulary misses is listed as such, with no area."""
    matches = derive_tags("Zzz qqq xxx. Yyy www vvv.", CFG)
    assert [m.tag for m in matches] == ["Other Topics"]
    assert not {"Machine Learning", "Deep Learning"} & {r.name for r in CFG.tags}


@pytest.fixture(scope="module")
def seed_tags():
    abstracts = parse(read_sources(SEEDS)).abstracts
    return {a.id: derive_tags(a.text, CFG) for a in abstracts}


@pytest.mark.parametrize(
    "paper, tag",
    [
        ("a41618a854", "Reinforcement Learning"),  # CoSo: online RL fine-tuning of VLM agents
        ("492f66a0cb", "Reinforcement Learning"),  # value iteration for average-reward linear MDPs
        ("2d31bf11cf", "Differential Privacy"),  # user-level differential privacy
        ("38000186f8", "Privacy"),  # membership inference on LLMs
        ("d6618a3fda", "Privacy"),  # prompt perturbation against leakage
        ("5d1519edc7", "Out-of-Distribution"),  # few-shot OOD detection
        ("32a90c713e", "Out-of-Distribution"),  # OOD detectors with probabilistic reasoning
        ("2a8c4ffcaf", "Language Models"),  # LLM alignment
        ("2a8c4ffcaf", "LLM Alignment"),
        ("84ada31f23", "Code Generation"),  # efficient code generation with LLMs
        ("ea28daaabf", "Graph Neural Networks"),
        ("bc5405a5af", "Diffusion Models"),
        ("92518cde04", "Equivariant Networks"),
    ],
)
def test_seed_topics_are_caught(seed_tags, paper, tag):
    assert tag in {m.tag for m in seed_tags[paper]}


def test_seed_statistics_look_like_a_conference(seed_tags):
    counts = Counter(m.tag for matches in seed_tags.values() for m in matches)
    per_paper = [len(matches) for matches in seed_tags.values()]
    # One tag only when no second has real evidence (an OOD-ensembles paper with nothing else to it; a
    # mechanism-design paper whose only other hint, "polynomial-time algorithm", is not sample complexity;
    # a concept-identifiability paper whose only other hint is a motivating "cognitive mechanism").
    # The reader stage adds no second tag a reader would likely call wrong, so a lone tag is commoner now.
    assert all(1 <= n <= MAX_TAGS for n in per_paper) and per_paper.count(1) <= 0.2 * len(per_paper)
    assert sum(n >= MIN_TAGS for n in per_paper) >= 0.8 * len(per_paper)
    lifts = {r.name for r in CFG.tags if r.implies_area and not r.is_area}
    for matches in seed_tags.values():
        names = {m.tag for m in matches}
        implied = {CFG_GROUP[m.tag] for m in matches if m.tag in lifts and m.score >= load_model().area_child}
        assert not implied or implied & names, "a sure tag that implies its area brings it (the first one, at least)"
    assert 2 <= statistics.median(per_paper) <= 6
    assert len(counts) >= 40
    assert max(counts.values()) <= 0.35 * len(seed_tags)


@pytest.mark.parametrize(
    "text, phrase, role",
    [
        ("Federated learning trains models across clients. We study it.", "Federated learning", FIRST),
        ("Graphs are common. We propose a diffusion model for graphs.", "diffusion model", OBJECT),
        ("Graphs are common. We propose a diffusion model for graphs, which we train with reinforcement learning.",
         "reinforcement learning", CONTRIBUTION),  # past the next cue ("we") the proposal's object has ended
        ("Graphs are common. We propose a new sampler; it mixes fast for diffusion models.", "diffusion models",
         CONTRIBUTION),  # a clause mark ends the object
        ("Images are common. Existing GAN-based approaches fail on panoramas.", "GAN", BACKGROUND),
        ("Images are common. Our experiments on federated learning show gains.", "federated learning", EVALUATION),
        ("Agents are common. Here we attempt to equip reinforcement learning agents with experiments.",
         "reinforcement learning", OBJECT),  # an aim is the paper's own work, despite the experiment cue
        ("Agents are common. In this paper we set out to give reinforcement learning agents memory.",
         "reinforcement learning", OBJECT),
        ("Images are common. It works well, unlike reinforcement learning.", "reinforcement learning", PASSING),
    ],
)
def test_each_mention_gets_the_role_of_its_sentence_and_clause(text, phrase, role):
    """The object of "we propose" is the title's stuff; "Existing ..." and experiments are not the paper's topic."""
    found, cues = vocabulary(CFG).scan(text)
    at = roles(text, cues)
    assert {m.text: at(m.start) for m in found}[phrase] == role


@pytest.mark.parametrize(
    "text, starts",
    [
        ("One. Two.", [0, 5]),
        ("See e.g. Foo et al. Bar. Baz.", [0, 25]),  # no split after e.g. or et al.
        ("A (i.e. B) c. Then vs. D", [0, 14]),
        ("Why? Because. Yes!", [0, 5, 14]),
    ],
)
def test_sentences_split_at_full_stops_but_not_after_abbreviations(text, starts):
    assert sentence_starts(text) == starts


@pytest.mark.parametrize("text, made", [
    ("Parsing tables is hard. We introduce the Foo Bar (FB) benchmark, a suite of 500 tasks.", True),
    ("Parsing tables is hard. To address this, we curate FB-1M, a large instruction tuning dataset.", True),
    ("Parsing tables is hard. We propose a parser and evaluate it on four benchmark datasets.", False),
    ("Parsing tables is hard. We propose dataset distillation for tables.", False),
    ("Parsing tables is hard. Experiments on a new benchmark show gains.", False),
    ("Parsing tables is hard. This paper addresses it by introducing FB-1M, a table dataset.", True),  # made on the way
    ("Parsing tables is hard. We introduce the first large and diverse public table parsing dataset.", True),
    ("Parsing tables is hard. We improve parsing by training on the first large and diverse table datasets.", False),
    ("Parsing scores mislead. We propose a new evaluation metric that tracks human judgments.", True),
    ("Parsing tables is hard. We propose a metric learning method for tables.", False),  # what `metric` heads
    ("Parsing tables is hard. We study scanned forms and introduce a ``Form Tours'' dataset.", True),  # made next
    ("Parsing tables is hard. We study parsers and introduce a method that works on many datasets.", False),
    ("Parsing tables is hard. We present TABS: 10 challenging table parsing benchmarks.", True),  # after a colon
    ("Parsing tables is hard. We propose the Table Understanding Evaluation (TUE), a comprehensive multi-lingual table "
     "classification dataset.", True),  # twelve words before the noun
    ("Parsing tables is hard. We generate a large-scale dataset of scanned tables.", True),
    ("Parsing tables is hard. We crafted a large, well-curated table benchmark.", True),
    ("Parsing tables is hard. We evaluate on parsing and generation datasets.", False),  # a noun, not the verb
    ("Parsing tables is hard. We present Tabby, a suite of diverse table environments.", True),
    ("Parsing tables is hard. We release a set of table parsing benchmark tasks.", True),  # what a set gathers
    ("Parsing tables is hard. We put forward a new dataset of scanned tables.", True),
    ("Parsing tables is hard. We aim to explore the extent and scope of the layout knowledge within large parsers "
     "by designing the benchmark Tabby.", True),  # a means far after `we`
    ("Parsing tables is hard. We find that parsers can improve training speed and/or performance, and provide "
     "insights about the dataset.", False),  # a finding's clause, not a contribution's
    ("Parsing tables is hard. We develop a suite of non-asymptotic theory for parsers.", False),
    ("Parsing tables is hard. We present a suite of extensive quantitative and qualitative experimentation.", False),
    ("Parsing tables is hard. We introduce TabGym, an RL environment comprising table parsing tasks.", True),
    ("Parsing tables is hard. We introduce environment token mixing for parsers.", False),  # a method's part
    ("Parsing tables is hard. We propose Environment Weight Sharing for parsers.", False),
])
def test_a_made_noun_counts_only_as_what_a_contribution_makes(text, made):
    """A dataset or benchmark is the paper's topic when its contribution verb makes one, not when used."""
    vocab = vocabulary(CFG)
    _, cues = vocab.scan(text)
    assert bool(made_mentions(text, cues, vocab)) is made

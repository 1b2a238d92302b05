"""Derived titles: named contributions, position papers, key phrases, house style and uniqueness."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.models import Source
from generator.parse import parse
from generator.derive.descriptions import description
from generator.derive.phrases import DANGLING
from benchmarks.titles_eval import content, invented
from generator.derive.title_checks import plain_field_name
from generator.derive.title_model import load_model
from generator.derive.title_phrases import kind_only
from generator.derive.title_spans import document
from generator.derive.shown_spans import open_end, points_back, shows
from generator.derive.titles import derive_title, plain_text, topic_title
from generator.derive.title_writing import field_for, field_linked, shown_name
from generator.derive.unique_titles import disambiguate

SEEDS = Path(__file__).resolve().parent.parent / "seeds"


def overlap(derived: str, wanted: str) -> float:
    """The share of the wanted phrase's content words that the derived title uses."""
    got, want = set(content(derived)), set(content(wanted))
    return len(got & want) / max(len(want), 1)


def cases(table: list[tuple[str, str, str]]) -> list:
    """Turn (id, expected, snippet) rows into test parameters (snippet, expected)."""
    return [pytest.param(snippet, expected, id=case_id) for case_id, expected, snippet in table]


# Snippets of real abstracts (seeds and ../shared/corpora), shortened; each names its contribution in one
# of the ways authors do. The title must lead with the name exactly as written.
NAMED = [
    ("plus-plus", "Vexo++",
     "Asynchronous training is fragile under stale gradients. We propose Vexo++, a new robust asynchronous stochastic "
     "gradient descent procedure that tolerates Byzantine workers. Vexo++ converges for non-convex objectives."),
    ("long-form-acronym", "CoSo",
     "However, their open-ended textual action space present significant challenges to effective online exploration "
     "in RL. We propose a novel online fine-tuning method, Counterfactual Soft Reinforcement Learning (CoSo), better "
     "suited to the textual output space of VLM agents. CoSo leverages counterfactual reasoning."),
    ("name-colon-gloss", "MetaOptimize",
     "We address the challenge of optimizing meta-parameters (hyperparameters) in machine learning. Rather than "
     "relying on expensive search methods, we introduce MetaOptimize: a dynamic approach that adjusts meta-parameters, "
     "particularly step sizes, during training. MetaOptimize can wrap around any first-order optimization algorithm."),
    ("name-comma-gloss", "KoNODE",
     "Neural ordinary differential equations (NODEs) have demonstrated strong capabilities in modeling time series. "
     "To overcome this challenge, we propose KoNODE, a Koopman-driven NODE framework that explicitly models the "
     "evolution of ODE parameters over time. KoNODE captures the intrinsic linear dynamics."),
    ("single-capitalised-word", "Cape",
     "Existing solutions primarily rely on privacy-enhancing technologies. To narrow this gap, we propose Cape, a "
     "context-aware prompt perturbation mechanism based on differential privacy, to enable efficient inference. "
     "Extensive experiments demonstrate that Cape achieves a better privacy-utility trade-off."),
    ("which-we-call-semicolon", "PRT",
     "Existing work address this problem by inference-time tuning. In this paper, we explore a new fine-tuning "
     "principle (which we call portable reward tuning; PRT) that reduces the inference cost by its nature. "
     "Specifically, PRT trains the reward model explicitly through the same loss as in fine-tuning."),
    ("termed-emphasised", "DDCM",
     "We present a novel generative approach based on Denoising Diffusion Models (DDMs), which produces high-quality "
     "image samples. Surprisingly, we find that our method, termed *Denoising Diffusion Codebook Model* (DDCM), "
     "retains sample quality and diversity of standard DDMs. We leverage DDCM for image compression."),
    ("named-after-descriptor", "CAESAR",
     "We study the multiple-policy evaluation problem where we are given a set of $K$ policies. We propose an "
     "algorithm named CAESAR for this problem. CAESAR has two phases."),
    ("acronym-ie-long-form", "PLE",
     "Large Language Models (LLM) alignment aims to prevent models from producing harmful content. To deal with this "
     "problem, we propose PLE, i.e., Progressively Label Enhancement for LLM Alignment, a framework that dynamically "
     "adjusts the model's training process. Experimental results demonstrate the effectiveness of PLE."),
    ("bold-initials", "CoLA",
     "This paper studies learning a compact latent action space. Inspired by reinforcement learning from "
     "observations, we propose **Co**ntrolling Large Language Models with **L**atent **A**ctions **CoLA**, a "
     "framework that integrates a latent action space into pre-trained LLMs. **CoLA** employs an inverse dynamics "
     "model."),
    ("bold-initials-parenthesised", "MFSC",
     "Multi-View Reinforcement Learning (MVRL) seeks to provide agents with multi-view observations. In this paper, "
     "we propose **M**ulti-view **F**usion **S**tate for **C**ontrol (**MFSC**), firstly incorporating bisimulation "
     "metric learning into MVRL. MFSC consistently maintains high performance."),
    ("our-approach-later", "NBDI",
     "Recent advances in skill learning enabled agents to solve long-horizon tasks. In this work, we propose to learn "
     "a simple and effective termination condition that identifies decision points. Our approach, Novelty-based "
     "Decision Point Identification (NBDI), outperforms previous baselines in complex, long-horizon tasks."),
    ("our-method-comma", "FAST",
     "We study the 'feasible action search' (FAS) problem for linear bandits. The FAS problem also addresses a key "
     "deficiency of safe linear bandits. We propose and analyse a novel efficient FAS-learner. Our method, FAST, is "
     "based on Thompson Sampling. We prove that FAST stops after few steps."),
    ("proposed-over-baseline", "LDPLC",
     "Recent work called worker similarity-based label completion (WSLC) has been proven to be an effective "
     "algorithm. However, WSLC considers solely the correlation of the labels annotated by different workers. To fill "
     "this gap, we propose a novel label distribution propagation-based label completion (LDPLC) algorithm. "
     "Experimental results show that LDPLC significantly outperforms WSLC."),
    ("inspired-by-other-acronym", "SRM",
     "Ensemble learning is a powerful approach for improving generalization under distribution shifts. Inspired by "
     "Distributionally Robust Optimization (DRO), we propose Structure-informed Risk Minimization (SRM), a principled "
     "framework that learns robust ensemble weights. Unlike standard DRO, SRM incorporates structural information."),
    ("model-over-dataset", "GRADEO",
     "Existing automated evaluation metrics lack high-level semantic understanding for video. To fill this gap, we "
     "curate **GRADEO-Instruct**, a multi-dimensional T2V evaluation instruction tuning dataset. We then introduce "
     "**GRADEO**, one of the first specifically designed video evaluation models. Experiments show that GRADEO aligns "
     "better with human evaluations."),
    ("name-in-parentheses-spelled-out", "ISAAC",
     "We present ISAAC (Input-baSed ApproximAte Curvature), a novel method that conditions the gradient using "
     "selected second-order information. We show that it is possible to compute a good conditioner cheaply."),
    ("short-for", "PCAE",
     "Masked Image Modeling (MIM) is driven by recovering all masked patches. In this paper, we present a novel "
     "approach named PCAE, short for Progressively Compressed AutoEncoder, to address the redundant reconstruction "
     "issue by progressively compacting tokens."),
    ("and-present", "ULTRA",
     "Knowledge graphs (KGs) have different entity and relation vocabularies. In this work, we make a step towards "
     "such foundation models and present ULTRA, an approach for learning universal and transferable graph "
     "representations. ULTRA builds relational representations as a function conditioned on their interactions."),
    ("framework-then-name", "AgentVerse",
     "Autonomous agents empowered by Large Language Models (LLMs) have undergone significant improvements. Inspired "
     "by human group dynamics, we propose a multi-agent framework AgentVerse that can effectively orchestrate a "
     "collaborative group of expert agents. Experiments demonstrate that AgentVerse can effectively deploy agents."),
    ("namely", "Quill-VAE",
     "Clustering sequences without labels is hard. In this paper, we propose a hierarchical latent variable model, "
     "namely Quill-VAE, based on a mixture prior over sequence embeddings. Quill-VAE clusters long sequences well."),
    ("named-as", "SPiRT",
     "Routing in sparse networks wastes compute. Unlike earlier designs, the proposed router, named as Sparse Path "
     "Routing Transformer (SPiRT), relaxes the capacity limit of each expert. SPiRT trains faster on long inputs."),
    ("we-name-it", "L-TRAP",
     "Loss landscapes of deep networks hide narrow valleys. We name it Lagged Trajectory Probing (L-TRAP): it "
     "follows a slowed copy of the weights. Experiments show that L-TRAP finds flatter minima."),
    ("our-novel", "DC-GRU",
     "Recurrent models forget totals they should keep. Our novel Drift-Conserving GRU (DC-GRU) keeps such totals "
     "fixed by construction, and DC-GRU beats plain GRUs on hydrology data."),
    ("name-then-by", "Tidal-MoE",
     "Scaling sparse translation models is costly. To close this gap, we propose $\\textbf{\\texttt{Tidal-MoE}}$ by "
     "giving each expert a routing policy of its own. Tidal-MoE translates 30 language pairs."),
    ("novel-task-comma-which", "Tally2Rank",
     "Ranking from counts is one of the oldest problems in statistics. Specifically, we formulate a novel task "
     "Tally2Rank, which takes a table of pairwise counts and returns a full ranking. We evaluate twelve models on "
     "Tally2Rank and find that most of them rank at chance."),
    ("dubbed-after-family", "KiteNet",
     "Modern ConvNets have shown great potential in vision tasks. However, recent studies reveal a bottleneck of "
     "modern ConvNets. To tackle this, we propose a new family of modern ConvNets, dubbed KiteNet, for efficient "
     "dense prediction. KiteNet gathers context with gated kernels."),
    ("macro-name", "FedQN",
     "Federated second-order methods are costly. We propose a family of Federated Quasi-Newton "
     "(\\algname{FedQN}) methods with compressed curvature. \\algname{FedQN} converges locally at a fast rate."),
    ("name-before-noun", "RoLo",
     "Planning for household robots is brittle. Leveraging large language models (LLMs) with broad knowledge, we "
     "propose the RoLo framework, which combines a planner and a critic module. Experiments show that RoLo recovers "
     "from failures."),
    ("quoted-lowercase", "Neural Snaring",
     "Models trained on private data may leak it. In this work, we propose a new practical data extraction attack "
     "that we call ``neural snaring''. This attack lets an adversary extract secrets from a model trained on user "
     "data."),
    ("hyphenated-capitals", "Draw-A-Tune",
     "Text-to-music generation lags behind text-to-image generation. In this work, we propose Draw-A-Tune with a "
     "prompt-enhanced diffusion model that composes music from a caption. Draw-A-Tune is rated above earlier "
     "systems by listeners."),
    ("for-short", "PASTA",
     "Offline assortment learning is hard. To this end, we propose a novel algorithm called Pessimistic ASsortment "
     "opTimizAtion (PASTA for short), which identifies the optimal assortment from offline data. PASTA is "
     "provably efficient."),
    ("the-proposed", "SEP",
     "To prevent training good models on the data, we could add imperceptible perturbations to it. Based on this "
     "idea, we seek perturbed examples that are always unrecognized in training. In this paper, we uncover them by "
     "model checkpoints' gradients, forming the proposed self-ensemble protection (SEP), which is very effective."),
    ("method-appositive-between-commas", "Grain-Quant",
     "Quantizing graph networks loses accuracy at low bit widths. We trace the error to nodes of high degree, and "
     "propose a stable method, Grain-Quant, to keep their activations within range. Grain-Quant halves the error "
     "of earlier quantizers."),
    ("capitalised-words-then-appositive", "Ripple Clipping",
     "Training score models is unstable at small noise levels. Therefore, we introduce Ripple Clipping, a training "
     "technique that bounds the loss of each noise level. It improves likelihoods on image benchmarks."),
    ("novel-definition-after-by", "PACE",
     "Meta-learned solvers treat every task alike. We address this gap by introducing a novel pace-adaptive "
     "curriculum estimator (PACE) for meta-learning of solvers. We derive the sampling weights in closed form."),
    ("our-name-approach", "HopRL",
     "Agents usually pick one action per step. We propose a setting in which the agent also picks how long to hold "
     "its action. Our HopRL approach learns a hold policy on top of the action policy and explores faster."),
    ("our-approach-comma", "Brisk",
     "Semi-supervised learners keep every pseudo label. Our proposed approach, Brisk, keeps only the unlabeled "
     "examples whose losses fall below a threshold that shrinks as training goes on."),
    ("noun-then-bracketed-name", "GRUFix",
     "Recurrent networks fail in ways that are hard to trace. We propose a lightweight model-based approach "
     "(GRUFix) to help understand and repair incorrect behaviors of a recurrent network."),
    ("framework-name-which", "EchoLoc",
     "We present a new framework EchoLoc, which is an end-to-end trainable and light-weight framework, for "
     "locating moving sound sources from raw waveforms."),
    ("that-is-between-commas", "TowerLex",
     "Translating serial code to parallel code by hand is slow. In this paper, we propose a learning-based "
     "framework, i.e., TowerLex, to address this problem. We first create a large corpus of paired programs."),
    ("dash-appositive", "AutoPhys",
     "Physical knowledge can help models trained on little data. In this work, we propose a simple, yet general "
     "framework — AutoPhys, for automatically incorporating physics — that can integrate any differential "
     "equation into Gaussian processes."),
    ("making-verb-after-a-study-verb", "HyperFill",
     "Imputation methods trade flexibility for assumptions. In this work, we study an approach that marries both: "
     "We propose *HyperFill*, a generalized iterative imputation framework that selects its models automatically."),
    ("noun-comma-long-form-bracket", "Top2Toe",
     "Transfer from a large source domain often uses only the last layer. We propose a method, Top-to-Toe "
     "probing (Top2Toe), that selects features from all layers of the source model to train a classifier."),
    ("schema-appositive", "Poolformer",
     "Long documents strain attention. In this paper, we introduce a two-level attention schema, Poolformer, for "
     "long document modeling. Its first level attends within a small window."),
    ("capitalised-words-which", "Plug-In Inversion",
     "Inverting vision models needs per-network tuning. In this work, we introduce Plug-In Inversion, which relies "
     "on a simple set of augmentations and needs no tuning."),
    ("making-verb-after-and", "TiltNAS",
     "Multiplication-free networks trade accuracy for speed. This work studies where the accuracy goes, and "
     "proposes TiltNAS, which searches for hybrid networks that keep both. TiltNAS finds faster networks."),
    ("making-verb-after-by", "SPARK",
     "Pruned models rarely meet a latency target. We address this gap by introducing SPARK, a new compression "
     "method which sets per-layer sparsity for a given speedup. SPARK beats uniform pruning."),
    ("capitalised-word-which", "Hoplite",
     "Tracking objects through occlusion needs long-range reasoning. We propose Hoplite, which uses a multi-hop "
     "transformer over object tracks. Hoplite reasons about objects it cannot see."),
    ("the-name-dash", "Conceiver",
     "Vision models assume a grid. In this paper we introduce the Conceiver – a model that builds upon "
     "Transformers and makes few assumptions about its inputs. The Conceiver scales to large inputs."),
    # the acronym is found, and its long form of one coined compound leads the title (name_scores.compound_named)
    ("hyphen-parts-spell-the-acronym", "Content-Tagger",
     "Controlling the content of generated text is hard at the word level. Here, we propose Content-Tagger "
     "(CoTag) to control a language model's output with a content input. CoTag needs no labels."),
    ("digit-repeats-a-capital", "DC3",
     "Neural solvers ignore hard constraints. In this work, we present Deep Constraint Completion and Correction "
     "(DC3), an algorithm that enforces feasibility. DC3 is near optimal on power flow."),
    ("we-name-it", "R-GAD",
     "Gradients leak training data in federated learning. Our research fills this gap by giving a closed-form "
     "recursive procedure to recover data from gradients. We name it Recursive Gradient Attack on Data (R-GAD). "
     "Additionally, we propose a rank analysis method to estimate the risk of such attacks."),
    ("letter-hyphen-name", "G-Blend",
     "Mixing samples helps images but not graphs. To this end, we propose G-Blend to augment graphs for "
     "classification by interpolating graph generators of different classes."),
    ("whole-over-part", "GLTNet",
     "Point videos are hard to model. We propose a grid-local-temporal (GLT) convolution over point sets. Built "
     "on it, we introduce GLTNet, a deep network for point videos, and GLTNet sets a new state of the art."),
    ("the-proposed-method-long-form", "SRAP",
     "Exploration without rewards is slow. The proposed method Skill Retrieval with Action Priors (SRAP) explores "
     "by retrieving skills, and SRAP doubles the coverage of random exploration."),
    ("only-a-later-making-verb", "LXSS",
     "Searching segmentation networks under a latency budget is unstable. In this work we resolve this by "
     "introducing Latency-eXact Segmentation Search (LXSS), that models latency exactly. LXSS is stable."),
    ("comma-after-the-verb", "SparrowNet",
     "Full attention grows with the square of the length. To remedy this, we propose, SparrowNet, a sparse "
     "attention mechanism that reduces this cost to linear. SparrowNet handles sequences eight times longer."),
    ("appositive-says-a-made-thing", "MorphEx",
     "Linear regions explain little of a network. To this end, we derive MorphEx, a nontrivial morphology-inspired "
     "algorithm to extract linear terms from data. MorphEx prunes networks without loss."),
]


@pytest.mark.parametrize("snippet, name", cases(NAMED))
def test_named_contribution_leads_the_title(snippet, name):
    title = derive_title(snippet)
    assert title.startswith((f"{name}: ", f"{name} for ")), title  # `for` where the phrase names only a field
    assert len(title.split()) >= 3


# One-sentence snippets the span model titles short of the hand-written title.
NAMED_MISSES = {
    "appositive": "`MOAT: Neural Networks`: in one sentence `for Mobile Convolution` promises a little less than "
                  "the join margin asks (expected F1 0.186 against 0.196)",
}


@pytest.mark.parametrize("dash", ["---", " -- ", "\u2014", " \u2014 ", " \u2013 "])
def test_a_dash_sets_a_name_apart_as_a_comma_does(dash):
    """What a dash sets apart after a name says what the name is, as an appositive after a comma does."""
    snippet = (f"Noisy labels hurt deep networks. We propose Self-Paced Relabeling{dash}a training algorithm that "
               "dynamically corrects labels with model predictions. It is simple.")
    assert derive_title(snippet) == "Self-Paced Relabeling: Correcting Labels with Model Predictions"


@pytest.mark.parametrize(
    "snippet, title",
    [
        ("We propose a novel online fine-tuning method, Counterfactual Soft Reinforcement Learning (CoSo), better "
         "suited to the textual output space of VLM agents.",
         "CoSo: Counterfactual Soft Reinforcement Learning for Online Fine-Tuning"),
        ("Incremental learning (IL) aims to sequentially learn new tasks while mitigating catastrophic forgetting. "
         "To address this issue, we propose Probabilistic Group Mask selection (PGM), a group-wise approach that "
         "captures parameter dependencies.",
         "PGM: Probabilistic Group Mask Selection for Incremental Learning"),
        ("Divergence-free symmetric tensors (DFSTs) are fundamental in continuum mechanics. We introduce Riemann "
         "Tensor Neural Networks (RTNNs), a novel neural architecture that inherently satisfies the DFST condition.",
         "RTNNs: Riemann Tensor Neural Networks for Divergence-Free Symmetric Tensors"),
        ("This paper presents MOAT, a family of neural networks that build on top of MObile convolution "
         "(i.e., inverted residual blocks) and ATtention.",
         "MOAT: Neural Networks Building on Top of Mobile Convolution and Attention"),
        ("Model tessellation is a promising approach. In this paper, we propose SeamlEss MOdel TessellatioN (SEMON), "
         "a recipe to initialize scaled models using the weights of their smaller but pre-trained counterparts.",
         "SEMON: Seamless Model Tessellation"),
        ("To overcome these issues, we propose a communication-efficient distributed GNN training technique named "
         "$\\text{\\textit{Learn Locally, Correct Globally}}$ (LLCG). Each local machine in LLCG first trains a GNN.",
         "LLCG: Learn Locally Correct Globally for Communication-Efficient Distributed GNN Training"),
    ],
    ids=["cososo-purpose", "purpose-from-field", "field-from-opening", "appositive", "marked-initials", "latex-name"],
)
def test_named_titles(snippet, title, request):
    """The name leads; what follows is a phrase of the abstract that shares words with a good title."""
    if request.node.callspec.id in NAMED_MISSES:
        request.applymarker(pytest.mark.xfail(reason=NAMED_MISSES[request.node.callspec.id], strict=True))
    derived = derive_title(snippet)
    name = title.split(":")[0]
    assert derived.startswith(name + ": "), derived
    assert not invented(derived, snippet), derived
    assert overlap(derived.split(":", 1)[1], title.split(":", 1)[1]) >= 0.3, derived


@pytest.mark.parametrize(
    "snippet, title",
    [
        ("Decision trees and random forests overfit. We introduce Hierarchical Shrinkage (HS), a post-hoc algorithm "
         "for decision trees and random forests that regularizes them without modifying their structure.",
         "Hierarchical Shrinkage for Decision Trees"),
        # the words alone would be too short a title: the name stays
        ("We propose Ridge Rider (RR), an algorithm that finds diverse solutions by following the eigenvectors of "
         "the Hessian.", "RR: Ridge Rider"),
    ],
    ids=["two-capitals", "too-short-without-them"],
)
def test_two_capitals_lead_no_title_of_three_words_or_more(snippet, title):
    """A name of two capitals tells nothing the words after it do not: the title opens on those words."""
    derived = derive_title(snippet)
    assert derived.startswith(title) and (":" in title) == (":" in derived), derived


@pytest.mark.parametrize(
    "snippet, start",
    [
        ("Valuing each party's data is costly. To tackle this, we propose a valuation metric called horizontal split "
         "Banzhaf index (HoSBI) based on the classic Banzhaf index. We show that HoSBI is fair and cheap to compute.",
         "HoSBI: Horizontal Split Banzhaf Index"),
        ("Dialogue models ignore how turns relate. In this paper, we propose a novel framework of Reasoning Paths over "
         "Turn Lattices (PTL). PTL models the flow of information from turn to turn and improves response selection.",
         "PTL: Reasoning Paths over Turn Lattices"),
        ("Sparse updates waste bandwidth in federated settings. We propose Gated Sparse Collaborative (GSC) training, "
         "which shares only the gated coordinates. GSC cuts traffic tenfold on four benchmarks.",
         "GSC: Gated Sparse Collaborative Training"),
        ("Instruction data for vision models is narrow. This paper introduces the first broad instruction tuning "
         "dataset, named Broad Multilingual Visual (BMV)-Instruction. Our dataset covers 40 languages and 12 tasks.",
         "BMV: Broad Multilingual Visual Instruction"),
        ("Tabular models overfit small datasets. We introduce Sparse Ordinal Embedding (SOE) for the imputation of "
         "missing survey answers. SOE embeds ordinal answers on a sparse lattice and beats mean imputation.",
         "SOE: Sparse Ordinal Embedding for the Imputation of Missing Survey Answers"),
        ("Ordinal survey answers are often missing. We introduce Sparse Ordinal Embedding (SOE) via lattice codes. SOE "
         "embeds ordinal answers on a sparse lattice and beats mean imputation.",
         "SOE: Sparse Ordinal Embedding via Lattice Codes"),
        ("Survey answers are often missing. Imputation methods treat ordinal answers as numbers. This loses their "
         "order. Mean imputation is the common default. Our approach, Sparse Ordinal Embedding (SOE), outperforms mean "
         "imputation on six surveys. It embeds answers on a sparse lattice.",
         "SOE: Sparse Ordinal Embedding"),
        ("The Leaky Integrate-and-Fire (LIF) model, the mainstream neuron model in spiking network research, has "
         "deficiencies in deep-layer gradient calculation. In this paper, we propose the Adaptive Multi-temporal "
         "(AM-T) model to address these issues by dynamically regulating its membrane-related factors. We point out "
         "that the AM-T model fully encompasses the information range of the LIF model. Experiments show that the "
         "AM-T model improves spiking networks.",
         "AM-T: Adaptive Multi-Temporal Model"),
        ("Routing in sparse mixtures is brittle. We propose Mixture-of-Routers (MoR) for sparse mixtures of experts. "
         "MoR beats routing baselines on translation.",
         "Mixture-of-Routers: Sparse Mixtures of Experts"),  # one coined compound is the name itself
    ],
    ids=["expansion-leads", "capitals-left-out-of-acronym", "head-noun-after-the-name", "head-noun-joined-on",
         "purpose-written-after-the-name", "means-written-after-the-name", "expansion-in-a-sentence-not-read",
         "head-noun-kept-over-a-half-saying-it-again", "one-compound-is-the-name"],
)
def test_expansion_follows_the_name(snippet, start):
    """A name the abstract spells out is followed by its expansion, whole and up to its head noun, before any
    purpose (the one the abstract writes right after the name when no other promises more)."""
    assert derive_title(snippet).startswith(start), derive_title(snippet)


def test_a_compound_alone_is_no_title():
    """A name spelled by one compound that nothing joins (`CoR: Chain-of-Routes`) leaves the title to the spans."""
    title = derive_title("Routing in sparse mixtures is brittle. We propose chain-of-routes (CoR), a novel framework "
                         "that routes tokens through experts. CoR beats routing baselines on translation.")
    assert title.startswith("CoR: ") and len(title.split()) >= 4, title


@pytest.mark.parametrize(
    "snippet, verb",
    [
        ("Retrieval-augmented language models struggle with long and noisy queries. We propose query pruning with "
         "learned salience scores, which keeps the few query terms that matter.", "struggle"),
        ("Sparse mixture-of-experts transformers remain hard to train at scale. We show that a load-balancing loss "
         "with expert dropout stabilises sparse mixture-of-experts transformers.", "remain"),
        ("Most graph neural networks fail on heterophilous graphs with noisy labels. We study label propagation for "
         "heterophilous graphs.", "fail"),
        ("Large language models need careful prompting for arithmetic. We present arithmetic scratchpads for large "
         "language models.", "need"),
        ("Reward modelling for dialogue tend to overfit annotator quirks, which we study in this paper.", "tend"),
        ("Policy learning in sparse reward environments suffer from poor exploration and slow credit assignment.",
         "suffer"),
    ],
    ids=["plural-struggle", "plural-remain", "plural-fail", "plural-need", "singular-tend", "plural-suffer"],
)
def test_no_title_holds_a_finite_verb(snippet, verb):
    """A verb after its subject (`models struggle`) ends the phrase: the title stops before it, never on it."""
    title = derive_title(snippet)
    assert verb not in title.lower().split(), title


@pytest.mark.parametrize(
    "snippet, participle",
    [
        ("We propose a Bayesian meta sampling framework consisting of two main components: a meta sampler and a "
         "sample adapter.", "consisting"),
        ("We introduce a robust non-parametric density estimator combining the popular kernel density estimation "
         "method and the median-of-means principle.", "combining"),
        ("We present Quill, an expressive sandbox simulator running entirely on commodity GPUs, for open-ended agent "
         "learning.", "running"),  # what the appositive says the name is
    ],
    ids=["consisting-of", "combining-object", "appositive-running"],
)
def test_no_title_ends_on_a_participle(snippet, participle):
    """`... Framework Consisting` cuts a participle off from its object: a title stops before it."""
    title = derive_title(snippet)
    assert title.lower().split()[-1] != participle, title


@pytest.mark.parametrize(
    "snippet, modifier",
    [
        ("We present a quilt-based marmot policy capable of performing diverse tasks in unseen kitchens.", "capable"),
        ("Data augmentation search is slow. We propose gradient-based automatic data augmentation algorithms amenable "
         "to large-scale training on image benchmarks.", "amenable"),
        ("Clustering is a classic problem. We give approximately optimal clustering up to a constant factor for the "
         "k-means problem in streams.", "up"),
        ("Submodular maximization is hard. We give a deterministic algorithm for non-negative submodular function "
         "maximization subject to a matroid constraint with a tight approximation ratio.", "subject"),
    ],
    ids=["capable-of", "amenable-to", "up-to", "subject-to"],
)
def test_no_title_ends_on_a_word_cut_from_what_follows(snippet, modifier):
    """`Marmot Policy Capable`, `Clustering Up`: a title never ends on a word the abstract writes with what follows."""
    title = derive_title(snippet)
    assert title.lower().split()[-1] != modifier, title


@pytest.mark.parametrize(
    "snippet",
    [
        "This work proposes a new way to understand graph attention networks: their output splits into a sum of paths.",
        "We propose a way to learn primary capsule encoders that detect atomic parts from a single image.",
        "Our results reflect the interplay between the way language models learn arithmetic and the data they see.",
        "There are several ways to aggregate user preferences from pairwise comparisons between items.",
    ],
    ids=["new-way-to", "a-way-to", "the-way-clause", "ways-to"],
)
def test_no_title_opens_on_way(snippet):
    """`Way to Learn X` says nothing of its own before what follows it: no title opens on it."""
    title = derive_title(snippet)
    assert not title.split(": ")[-1].lower().startswith("way"), title


def test_a_title_says_in_for_in_the_context_of():
    """The abstract's `in the context of X` reads `in X` in its title (house_style.unframed)."""
    title = derive_title("We study marmot identifiability in the context of inverse reinforcement learning. We "
                         "characterize when the marmot is identifiable from demonstrations.")
    assert title == "Marmot Identifiability in Inverse Reinforcement Learning"


@pytest.mark.parametrize(
    "snippet, second",
    [
        ("We learn a committee of policies that includes at least one near-optimal policy for each new task.", "least"),
        ("Pruning reaches at least 50% sparsity in one shot for large generative pretrained transformers.", "least"),
        ("We regularize the replay buffer in order to avoid catastrophic forgetting in continual learning.", "order"),
        ("We measure bias amplification with respect to multiple attributes of images.", "respect"),
    ],
    ids=["at-least-one", "at-least-a-share", "in-order-to", "with-respect-to"],
)
def test_no_title_opens_inside_a_connective(snippet, second):
    """`at least one X` bounds X and `in order to X` aims at it: `Least One Near-Optimal Policy` and `Order to Avoid
    ...` are fragments."""
    title = derive_title(snippet)
    assert not title.split(": ")[-1].lower().startswith(second), title


POSITIONS = [
    ("argues-that", "political neutrality",
     "AI systems often exhibit political bias. While political neutrality is often seen as an ideal solution, this "
     "position paper argues that true political neutrality is neither feasible nor universally desirable due to its "
     "subjective nature. We propose eight techniques for approximating neutrality."),
    ("call-to-arms", "certification research community",
     "While certified robustness is widely promoted as a solution to adversarial examples, significant challenges "
     "remain. This position paper is a call to arms for the certification research community, proposing concrete "
     "steps to address these fundamental challenges."),
    ("we-argue", "llm social simulations",
     "Accurate and verifiable large language model (LLM) simulations of human research subjects promise an accessible "
     "data source. In this position paper, we argue that the promise of LLM social simulations can be achieved by "
     "addressing five tractable challenges."),
    ("anaphor-replaced", "bioengineering",
     "Recent advances in bioengineering have enabled the creation of biological neural networks in vitro. In this "
     "position paper, we argue that this trend offers a unique and timely opportunity to put our understanding of "
     "neural computation to the test."),
    ("that-comma", "position: robot planners could",  # the claim, not the `that` a clause set apart
     "Robot planners now drive many warehouses. In this position paper, we study their failures. We argue that, if "
     "trained like today's models, robot planners could learn to hide their errors from human supervisors."),
]


@pytest.mark.parametrize("snippet, claim", cases(POSITIONS))
def test_position_papers_state_their_claim(snippet, claim):
    title = derive_title(snippet)
    assert title.startswith("Position: "), title
    assert claim in title.lower()


@pytest.mark.parametrize(
    "snippet, title",
    [
        ("We study learning human preferences from limited comparison feedback, a core machine learning problem that "
         "is at the center of reinforcement learning from human feedback (RLHF).",
         "Learning Human Preferences from Limited Comparison Feedback"),
        ("However, in the existing theoretical research, the role of data augmentation is still under-exploited. To "
         "fill in the blank, we for the first time propose an augmentation-aware error bound for self-supervised "
         "contrastive learning, showing that the supervised risk is bounded.",
         "Augmentation-Aware Error Bound for Self-Supervised Contrastive Learning"),
        ("Attention mechanism is a fundamental component of the transformer model. In this work, we study the training "
         "dynamics and generalization ability of the attention mechanism, under classification problems with label "
         "noise.",
         "Training Dynamics and Generalization Ability of the Attention Mechanism"),
        ("Using compressed sensing theory, we prove that an SAE encoder is inherently insufficient for accurate sparse "
         "inference, even in solvable cases.",
         "An SAE Encoder Is Inherently Insufficient for Accurate Sparse Inference"),
        ("Out-of-distribution (OOD) detection is essential for reliable deep learning. This work proposes to augment "
         "existing OOD detectors with probabilistic reasoning, utilizing Markov logic networks (MLNs).",
         "Augmenting Existing OOD Detectors with Probabilistic Reasoning"),
        ("Algorithm selection aims to identify the optimal performing algorithm before execution. This paper "
         "introduces directed acyclic graph (DAG) to describe this mechanism.",
         "Directed Acyclic Graph for Algorithm Selection"),
        ("In this study, we tackle an optimization problem with a known function and an unknown decision-dependent "
         "distribution, which is often referred to as a performative prediction problem. To overcome this issue, we "
         "propose new zeroth-order methods that generate effective update directions.",
         "Zeroth-Order Methods for Performative Prediction"),
        ("We extend anytime constraints to the Markov game setting and the corresponding solution concept of "
         "anytime-constrained equilibrium (ACE). Then, we present a comprehensive theory of anytime-constrained "
         "equilibria that includes a computational characterization of feasible policies.",
         "Comprehensive Theory of Anytime-Constrained Equilibria"),
    ],
    ids=["study", "propose-for-the-first-time", "study-cut-at-comma", "claim", "propose-to-gerund",
         "acronym-is-not-a-name", "field-known-as", "present-over-extend"],
)
def test_key_phrase_of_contribution(snippet, title, request):
    """Without a name, the title is the abstract's phrase that says what the paper does."""
    if request.node.callspec.id in KNOWN_MISSES:
        request.applymarker(pytest.mark.xfail(reason=KNOWN_MISSES[request.node.callspec.id], strict=True))
    derived = derive_title(snippet)
    assert not invented(derived, snippet), derived
    assert overlap(derived, title) >= 0.3, derived


# One-sentence snippets the span model titles wrongly: a claim needs its verb, which no span holds,
# and one sentence gives the word model too little to tell the contribution from its setting.
KNOWN_MISSES = {
    "claim": "a claim (`X is insufficient for Y`) holds a verb; spans stop at `is`",
    "propose-to-gerund": "a term the snippet defines (`Markov logic networks (MLNs)`) outweighs what it proposes",
}


@pytest.mark.parametrize(
    "snippet, glued",
    [
        ("Imitation learning often needs an expert online. In this paper, we explore how off-policy reinforcement "
         "learning canenable improved performance and efficiency over imitation from expert corrections.",
         "canenable"),
        ("We introduce Vole, openly accessible language models optimizedfor both natural language and coding "
         "capabilities. Vole serves as the backbone of versatile language agents.", "optimizedfor"),
        ("GANs are hard to train. In this work, we propose a training stabilizer based on consistency "
         "regularization\u2014a popular technique in semi-supervised learning. It penalizes the sensitivity of "
         "the discriminator to augmentations.", "\u2014"),
        ("Modern solvers are based on clause learning. Aiming to make neural improvements practical, this paper "
         "proposes an approach calledNeuroBack, which builds on two insights about satisfying assignments.",
         "calledneuroback"),
        ("Federated recommendation keeps user data local. We propose FedRAP, a federated recommendation "
         "withAdditive personalization of user and item embeddings.", "withadditive"),
    ],
    ids=["completed-onto-glued", "glued-after-name", "em-dash", "naming-cue-glued-to-the-name",
         "function-word-glued-to-a-word"],
)
def test_no_words_run_together(snippet, glued):  # nor across an em dash
    """A span run on to the end of its phrase stops before two words PDF extraction ran together."""
    assert glued not in derive_title(snippet).lower()


@pytest.mark.parametrize("text, plain", [
    ("in graph learning.A new view", "in graph learning. A new view"),
    ("into graph contrastive learning?In this paper", "into graph contrastive learning? In this paper"),
    ("Rich,dynamic scenes", "Rich, dynamic scenes"),
    ("version 2.0 and e.g. this", "version 2.0 and e.g. this"),  # a number or abbreviation stays whole
    ("we then proposeQuilt, a benchmark", "we then propose Quilt, a benchmark"),  # the verb that names it
    ("we proposed a method", "we proposed a method"),
])
def test_plain_text_sets_glued_sentences_apart(text, plain):
    """A stop, question mark or comma a PDF left with no space after it parts two words, as the writer meant."""
    assert plain_text(text) == plain


@pytest.mark.parametrize(
    "snippet",
    [
        "We propose $\\epsilon$-Exploring Thompson Sampling ($\\epsilon$-TS), a modified version of the Thompson "
        "Sampling (TS) algorithm for multi-armed bandits.",
        "$$\\newcommand{\\rvar}[1]{\\mathrm {#1}}$$Quantile regression (QR) is a powerful tool for estimating one or "
        "more conditional quantiles of a target variable $\\rvar{Y}$.",
        "In this paper, we present **a new** \\emph{method} for [graphs](https://x.org) (see \\cite{a2020}) that "
        "---yet nontrivially--- handles ``quoted'' text and `code` with $O(n^2)$ cost ... (unbalanced",
        "By learning to predict trajectories of dynamical systems, model-based methods can make extensive use of all "
        "observations from past experience.",
        "Background.Commonly, Deep Neural Networks (DNNs) generalize well on samples drawn from a similar "
        "distribution.",
        "https://drive.google.com/file/d/1lRV72XaKoxZjgQrLXBJhsM82x54_1Vc4/view?usp=sharing",
        "",
    ],
    ids=["greek-math", "macro-math", "markup-soup", "opening-clause", "glued-sentence", "url-only", "empty"],
)
def test_titles_follow_house_style(snippet):
    title = derive_title(snippet)
    words = title.split()
    assert 3 <= len(words) <= 16, title
    assert words[-1].lower() not in DANGLING, title
    assert not re.search(r"\*|\\|\$|_|`|~|\.\.\.|\u2026", title), title
    for opening, closing in ("()", "[]", "{}"):
        assert title.count(opening) == title.count(closing), title


def seed_abstracts() -> list[str]:
    """The seed abstracts as a build reads them."""
    paths = sorted(SEEDS.glob("*.txt"))
    return [a.text for a in parse(tuple(Source(p.name, str(p), p.read_bytes()) for p in paths)).abstracts]


# How each seed that names its method spells the name (the bar: at least 24 of them in their titles).
SEED_NAMES = {
    "we introduce MetaOptimize": "MetaOptimize", "Counterfactual Soft": "CoSo", "Probabilistic Group Mask": "PGM",
    "a novel approach, PRISM": "PRISM", "(GLGENN)": "GLGENN", "we propose KoNODE": "KoNODE", "(SRM)": "SRM",
    "Our method, FAST": "FAST", "(AMCN)": "AMCN", "(ASOR)": "ASOR", "we propose PLE": "PLE",
    "named CAESAR": "CAESAR", "(LDPLC)": "LDPLC", "**GRADEO**": "GRADEO", "(NBDI)": "NBDI",
    "we introduce SWIFTCODE": "SWIFTCODE", "(MPO)": "MPO", "PRT)": "PRT", "(DDCM)": "DDCM", "(RTNNs)": "RTNN",
    "we propose Cape": "Cape", "(**MFSC**)": "MFSC", "We present MILS": "MILS", "we propose EvFocus": "EvFocus",
    "we propose SITAlign": "SITAlign", "**CoLA**": "CoLA", "(ReVISE)": "ReVISE",
}


def test_seed_titles_meet_the_bar():
    texts = seed_abstracts()
    titles = disambiguate([derive_title(t) for t in texts], texts)
    named = {cue: next(t for x, t in zip(texts, titles) if cue in x) for cue in SEED_NAMES}
    missing = [(name, named[cue]) for cue, name in SEED_NAMES.items() if name not in named[cue]]
    assert len(SEED_NAMES) - len(missing) >= 24, missing
    positions = [t for x, t in zip(texts, titles) if re.search(r"position paper", x, re.I)]
    assert len(positions) == 4 and all(t.startswith("Position: ") for t in positions), positions
    assert len({t.lower() for t in titles}) == len(titles)


NOT_NAMES = [
    ("variable", "K:",
     "We study pool-based active learning with neural networks. The cost of bandit-based methods grows with the "
     "number of classes, denoted as $K$. We propose two algorithms that remove this dependence on the number of "
     "classes and prove regret bounds for both."),
    ("a-list-of-datasets", "AudioBank:",
     "Contrastive models of audio and text are brittle. We identify shortcomings of these approaches and propose "
     "two interventions leading to gains on three datasets, AudioBank, Kinetics-400 and ImageNet-Captions."),
    ("field-acronym", "DMs:",
     "Although diffusion models (DMs) have shown strong results in many tasks, they may suffer from error "
     "propagation. To address this issue, we develop a theoretical framework for error propagation in DMs, The "
     "framework has three parts. We show that DMs are affected by error propagation, and DMs improve with our fix."),
]


@pytest.mark.parametrize("snippet, prefix", cases(NOT_NAMES))
def test_not_a_name(snippet, prefix):
    """A variable, or the field's own acronym defined before the contribution, does not lead the title."""
    assert not derive_title(snippet).startswith(prefix)


# Key phrases that must skip the framing around them (real ICML 2020-2023 sentences, shortened).
FRAMED = [
    ("passive-in-this-paper", "Unified Framework for Tessellation in Reinforcement Learning",
     "In this paper, a unified framework for tessellation in reinforcement learning (RL) is proposed based on an "
     "option-critic architecture. The framework learns to integrate a set of diverse tessellation strategies."),
    ("build-on-is-background", "Data-Dependent Fractal Dimension",
     "Generalization bounds are hard to obtain for heavy-tailed optimizers. To achieve this goal, we build up on a "
     "classical covering argument in learning theory and introduce a data-dependent fractal dimension."),
]


@pytest.mark.parametrize("snippet, expected", cases(FRAMED))
def test_framing_is_not_the_title(snippet, expected, request):
    """`In this paper, X is proposed` is titled X; `we build on Y and introduce X` is about X, not Y."""
    if request.node.callspec.id in KNOWN_MISSES:
        request.applymarker(pytest.mark.xfail(reason=KNOWN_MISSES[request.node.callspec.id], strict=True))
    derived = derive_title(snippet)
    assert not derived.lower().startswith(("in this paper", "we ", "this paper")), derived
    assert overlap(derived, expected) >= 0.4, derived


@pytest.mark.parametrize("sentence, name, described", [
    ("We present GLADE, a curated benchmark for distribution shifts in the wild.", "GLADE", "curated benchmark"),
    ("We propose Tessel, a simple yet effective parameter-free normalization for graph attention.", "Tessel",
     "parameter-free normalization"),
    ("We propose Kite, a fully parameterized, differentiable estimator.", "Kite", ""),  # adjectives cut by a comma
    ("We propose Mote, a symbiotic composition of two models.", "Mote", ""),  # a count is held: cut before `of`
    ("We present Spur, a novel extension of marmot tree algorithms into lattice space.", "Spur",
     "extension of marmot tree algorithms into lattice space"),  # a holder with what it holds
    ("We propose Spur, a variant of FSDP which quantizes weights.", "Spur", "variant of FSDP"),  # a name held
    ("We propose Spur, an extension of Spur that scales.", "Spur", ""),  # never the name itself
    ("We propose Spur, an extension of trees addressing depth.", "Spur", ""),  # one plain word is no description
    ("We propose Vane, a contrastive learning approach that scales.", "Vane",
     "contrastive learning approach"),  # a kind of thing, said which
    ("We propose Rill, an approach applying adversarial networks.", "Rill", ""),  # a vague noun first
    ("We introduce Wren, a multilingual large language model trained on our corpus.", "Wren",
     "multilingual large language model"),
    ("We propose Knot, a new benchmark specifically designed for code.", "Knot", ""),  # `benchmark specifically`
    ("We introduce Moss, a straightforward yet effective method designed for tables.", "Moss", ""),  # praise only
    ("Rill works well on graphs.", "Rill", ""),
    ("We develop Fern, a generative model of marmot structures that performs diffusion.", "Fern",
     "generative model of marmot structures"),  # `of` goes on after a head noun
    ("We propose Brook, a scalable batch-mode quilt learning algorithm, which combines insights.", "Brook",
     "batch-mode quilt learning algorithm"),  # a comma before a clause ends no list
    # what a naming cue right before the name follows
    ("We propose a novel post hoc lattice imputation method, called Sedge, which scales.", "Sedge",
     "post hoc lattice imputation method"),
    ("We propose a novel algorithm, called Sedge, to impute answers.", "Sedge", ""),  # a vague noun alone
    ("We propose a novel aggregation algorithm named Sedge, which samples models.", "Sedge",
     "aggregation algorithm"),  # a kind, said which, as an appositive's is
    ("The resulting imputation model is called Sedge.", "Sedge", ""),  # a clause, not what it is
    ("Unlike others, the paper proposes a new lattice imputation concept called Sedge.", "Sedge",
     "lattice imputation concept"),  # what the last article leads, not the clause before it
    # a vague noun says what the name is with the purpose the appositive writes
    ("We propose Tilt, a differentiable framework for temporal rule learning.", "Tilt",
     "differentiable framework for temporal rule learning"),
    ("We present Lark, a novel model for language-driven image segmentation.", "Lark", ""),  # a vague noun first
    ("We propose Pike, a method for learning diverse classes of equations.", "Pike", ""),  # a holder cut off
    ("We propose Cove, a method for both.", "Cove", ""),  # a purpose of one word
    ("We propose Dune, a lattice-based architecture for marmot prediction without templates.",
     "Dune", "lattice-based architecture for marmot prediction"),
    ("We propose Moor, a private algorithm for both centralized and decentralized.", "Moor",
     "private algorithm"),  # the purpose trimmed away, the kind stays
    ("We propose Reed, a novel algorithm for both.", "Reed", ""),  # a vague noun alone
    ("We present Quill, a differentiable physics simulator running on commodity GPUs.", "Quill",
     "differentiable physics simulator"),  # a participle cut off from what it runs on
])
def test_description(sentence, name, described):
    """What an appositive says a name is, when the abstract does not spell the name out."""
    assert description([sentence], name, frozenset({"running"})) == described  # open words (title_model)




@pytest.mark.parametrize("sentence, name, long, kind", [
    ("We propose a novel aggregation algorithm named Sedge, which samples models.", "Sedge", "", True),
    ("We propose a novel post hoc lattice imputation method, called Sedge, which scales.", "Sedge", "", True),
    ("We propose Sedge to impute lattices.", "Sedge", "", False),  # nothing says what it is
    ("We propose Sedge, a contrastive learning approach that scales.", "Sedge", "", True),
    ("We propose Sparse Edge Graphs (SEdGe), an aggregation algorithm that samples.", "SEdGe", "Sparse Edge Graphs",
     False),  # the name spelled out says more than a kind
])
def test_kind_only(sentence, name, long, kind):
    """A name the abstract only describes lets the judge weigh what the spans say as well."""
    doc = document([sentence], name, long, "" if long else description([sentence], name))
    assert kind_only(doc) is kind


@pytest.mark.parametrize("word, open_", [
    ("consisting", True),
    ("task-specific", True),  # a compound ending on an open word
    ("non-conjugate", True),  # the compound itself is open
    ("task-agnostic", False),
    ("networks", False),
], ids=["open", "compound-of-open", "open-compound", "closed-compound", "closed"])
def test_open_end(word, open_):
    """A title ends on no word written with what follows it, nor on a compound whose last part is one."""
    assert open_end(word, frozenset({"consisting", "specific", "non-conjugate"})) is open_


@pytest.mark.parametrize("span, shown", [
    ("discrete sequence modeling to model", False),  # the verb's clause (`how vehicles ...`) cut off
    ("discrete sequence modeling", True),
], ids=["verb-after-to-cut-off", "whole-phrase"])
def test_no_span_ends_on_to_and_a_verb_cut_from_its_clause(span, shown):
    """`... Modeling to Model` ends on a verb whose object the abstract goes on with (`how vehicles ...`)."""
    doc = document(["We apply tools from discrete sequence modeling to model how vehicles and cyclists interact."], "")
    start = [w.lower() for w in doc.text].index(span.split()[0])
    assert shows(doc, start, start + len(span.split()) - 1, load_model()) is shown


@pytest.mark.parametrize("name, field", [
    ("online learning", True),  # stressed in the abstract, but a field
    ("with high probability", True),
    ("proximal matching", False),  # `matching` is common, `proximal` is not
    ("log-variance loss", False),  # a hyphen coins a word
    ("PiCO", False),
], ids=["field", "common-phrase", "one-rare-word", "hyphenated", "capitals"])
def test_plain_field_name(name, field):
    """A plain-words name of words many abstracts use names a field, not the paper's work."""
    common = frozenset({"online", "learning", "high", "probability", "matching", "log", "variance", "loss"})
    assert plain_field_name(name, common) is field


@pytest.mark.parametrize("name, described, body, joined", [
    ("Quilted Prompting", "", "large language models", True),
    ("Weight Normalization", "", "deep neural networks", True),
    ("QuiltPrompt", "", "large language models", True),  # a coined word too (titled links it after choice)
    ("Quilted Prompting", "", "sparse transformer", False),  # one thing: what the name is
    ("Quilted Prompting", "prompting for large language models", "large language models", False),  # said it is
    ("Quilted Prompting", "", "contrastive distillation methods", False),  # a kind of work, not a field
    ("Fast AdvProp", "", "adversarial propagation", False),  # the name's own word spelled out
    ("Quilted Prompting", "", "learning language models", False),  # a gerund leads: what it does
    ("TAML", "", "task-agnostic meta-learning", False),  # hyphens' parts spell the name
    ("XYZ", "", "task-agnostic meta-learning", True),
    ("HeteroFL", "", "federated learning", True),  # built on the field's acronym, which does not spell it
], ids=["field", "plural", "coined", "one-thing", "described", "not-field", "spelled", "gerund", "parts-spell",
        "parts-field", "ends-on-the-fields-initials"])
def test_field_for_joins_a_name_of_words_to_the_field_it_is_for(name, described, body, joined):
    """`Quilted Prompting for Large Language Models`, where the phrase after the name only names a field."""
    doc = document(["Prompting helps.", f"We propose {name} for {body}."], name, described=described)
    assert field_for(doc, body.split(), load_model()) is joined


@pytest.mark.parametrize("name, title, linked", [
    ("FedSMOO", "FedSMOO: Federated Learning", "FedSMOO for Federated Learning"),
    ("TAML", "TAML: Task-Agnostic Meta-Learning", "TAML: Task-Agnostic Meta-Learning"),  # its spelling
    ("FedSMOO", "FedSMOO: Sharpness-Aware Minimization for Federated Learning",
     "FedSMOO: Sharpness-Aware Minimization for Federated Learning"),  # says what it is
    ("Quilted Prompting", "Quilted Prompting: Large Language Models",
     "Quilted Prompting: Large Language Models"),  # rule_title links a name of words before choice
], ids=["field", "spelled", "what-it-is", "words"])
def test_field_linked_links_a_coined_name_to_its_field(name, title, linked):
    """`FedSMOO for Federated Learning`: a chosen `NAME: FIELD` says how the two relate."""
    body = title.partition(": ")[2].lower()
    doc = document(["Prompting helps.", f"We propose {name} for {body}."], name)
    assert field_linked(doc, title, load_model()) == linked


@pytest.mark.parametrize("name, shown", [
    ("Bespoke solvers", "Bespoke Solvers"),
    ("dynamic Nash Equilibrium regret", "Dynamic Nash Equilibrium Regret"),
    ("BERT-fused model", "BERT-Fused Model"),
    ("Neural ePDOs", "Neural ePDOs"),
    ("Dialog without Dialog", "Dialog without Dialog"),
    ("Fast k-means++ clustering", "Fast k-means++ Clustering"),
    ("SWE-bench", "SWE-bench"),
    ("model ratatouille", "Model Ratatouille"),
])
def test_a_name_of_several_words_is_title_cased_a_coined_token_kept(name, shown):
    """The plain words of a name of several are cased like the title's; a coined token keeps its paper's spelling."""
    assert shown_name(name) == shown


@pytest.mark.parametrize("sentence, phrase, pointing", [
    ("We study the sharpness mentioned above in deep networks.", "sharpness mentioned above", True),
    ("We revisit the aforementioned properties of diffusion models.", "aforementioned properties of diffusion models",
     True),
    ("We solve the following clustering problems exactly.", "following clustering problems", True),
    ("We study sharpness of minima in deep networks.", "sharpness of minima", False),
    ("We study instruction following language models.", "instruction following language models", False),
])
def test_points_back(sentence, phrase, pointing):
    """A span that points at what the abstract said before or says next cannot stand alone as a title."""
    doc = document(["Networks generalize.", sentence], "")
    words = phrase.split()
    i = next(k for k in range(len(doc)) if list(doc.lower[k : k + len(words)]) == words)
    assert points_back(doc, i, i + len(words) - 1) is pointing


KQR = "Kernel quilt regression is a classical nonparametric method. Prior analyses rely on a spectral decay assumption."


@pytest.mark.parametrize("text, title", [
    (f"{KQR} We derive exact asymptotics of the test error and show a sharp transition. Simulations match the theory.",
     "Sharp Transition for Kernel Quilt Regression"),
    (f"{KQR} Simulations show a sharp transition.", "Kernel Quilt Regression"),  # no sentence of the paper's own
    ("We study kernel quilt regression, a classical nonparametric method. We derive exact asymptotics of the test "
     "error and show a sharp transition.", "Kernel Quilt Regression"),  # the field is the paper's own sentence
], ids=["own-work-for-field", "no-own-work", "own-opening"])
def test_a_title_of_the_opening_field_alone_says_the_papers_work_for_it(text, title):
    """A title that only names the field the abstract opens on joins what the paper's own sentences write to it."""
    assert derive_title(text) == title



@pytest.mark.parametrize("sentence, span, title", [
    ("We propose a local search heuristic for sparse matrix factorization.",
     "local search heuristic for sparse matrix factorization",
     "Local Search Heuristic for Sparse Matrix Factorization"),
    ("Others propose a local search heuristic for sparse matrix factorization.",  # not the paper's own sentence
     "local search heuristic for sparse matrix factorization", "Sparse Matrix Factorization"),
    ("We propose sparse matrix factorization implemented in a toolbox.",  # a participle's clause
     "sparse matrix factorization implemented in a toolbox", "Sparse Matrix Factorization"),
    ("We propose a local search heuristic for SMF.", "local search heuristic for smf",
     "Local Search Heuristic for Sparse Matrix Factorization"),  # the acronym the opening defines, spelled out
    ("We propose a local search heuristic for SMX.", "local search heuristic for smx",
     "Sparse Matrix Factorization"),  # an acronym of something else
], ids=["own-run-on", "background", "clause", "by-its-acronym", "other-acronym"])
def test_a_title_of_a_topic_alone_takes_the_phrase_the_papers_own_sentence_writes_around_it(sentence, span, title):
    """A short unnamed title is written on as a sentence of the paper's own writes it, by its words or by the
    acronym the abstract defines for them, where that reads whole."""
    doc = document(["Matrices such as sparse matrix factorization (SMF) arise everywhere.", sentence], "")
    words = span.split()
    i = next(k for k in range(len(doc)) if list(doc.lower[k : k + len(words)]) == words)
    ranked = [(1.0, i, i + len(words) - 1)]
    assert topic_title(doc, "Sparse Matrix Factorization", {}, ranked, load_model()) == title

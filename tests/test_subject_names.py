"""A coined name the abstract never introduces but writes as its sentences' subject (generator/derive/subject_names.py)."""

from __future__ import annotations

import pytest

from generator.derive.prose import sentences_of
from generator.derive.subject_names import subject_name
from generator.derive.titles import derive_title

NEFTUNE = ("Language model finetuning can be improved with a simple augmentation. NEFTune adds noise to the embedding "
           "vectors during training. NEFTune also improves over strong baselines on modern instruction datasets.")


@pytest.mark.parametrize("text, terms, used_words, name", [
    (NEFTUNE, frozenset(), frozenset(), "NEFTune"),
    ("Fine-tuning helps. NEFTune adds noise to the embedding vectors during training.", frozenset(), frozenset(),
     None),  # written once: nothing says the paper is about it
    ("AlphaFold predicts protein structures. AlphaFold uses attention. We study where it errs.", frozenset(),
     frozenset(), None),  # the opening names it: the field's, not the paper's
    ("We propose an exact sampler. FastSamp trades accuracy for speed. Unlike FastSamp, our sampler is exact.",
     frozenset(), frozenset(), None),  # written as another's work
    ("Models can be probed. GPT-4 answers the questions correctly. GPT-4 fails on reversed facts.", frozenset(),
     frozenset({"gpt"}), None),  # a model many abstracts use
    ("Alignment matters. QLHF aligns models with preferences. QLHF is costly.",
     frozenset({("QLHF", "quilt learning from human feedback")}), frozenset(), None),  # the field's acronym
    ("Domain translation maps sketches to photos. CycleGAN stands as the most representative approach. CycleGAN "
     "can fail to align content. This study introduces an elimination theory.", frozenset(), frozenset(),
     None),  # the subject of the background, before the paper says what it does
    ("Text models cannot revise text. We look to address this with DiffusER, an edit-based generative model. "
     "DiffusER rivals autoregressive models. We demonstrate its editing.", frozenset(), frozenset(),
     "DiffusER"),  # before the first `we demonstrate`, but written in the first person as the paper's own
    ("Theorem provers need reusable lemmas. We study how to find them. On unseen proofs, REFACTOR extracts a fifth "
     "of the theorems humans use. With its theorems, REFACTOR shortens proofs.", frozenset(), frozenset(),
     "REFACTOR"),  # a phrase set before the subject
    ("Model-based planning is slow. We propose a policy update. We show that GraphMix matches MuZero on Atari. "
     "GraphMix acts without deep search.", frozenset(), frozenset(), "GraphMix"),  # the subject of a finding's `that`
    ("Sequence learners differ in their biases. We propose a measure of them. We find that LSTM-based learners "
     "generalize by counting. LSTM-based models are sensitive.", frozenset(), frozenset(), None),  # describes
    ("OOD detectors lack explainability. This work augments them utilizing Markov logic networks (MLNs). MLNs "
     "can explain their scores. We show that MLNs can improve existing detectors.", frozenset(), frozenset(),
     None),  # a tool the work uses
    ("Exploration is hard. We leverage these results to design Layered Autonomous Exploration (LAE). LAE attains "
     "a low sample complexity.", frozenset(), frozenset(), "LAE"),  # what the work makes with what it uses
    ("Models drift at test time. We propose an entropy objective. Tent updates the norms online. Online, Tent "
     "reduces the error.", frozenset(), frozenset(), "Tent"),  # a word-shaped name, capitalised inside a sentence
    ("Models drift at test time. We propose an entropy objective. Tent updates the norms online. Tent reduces "
     "the error.", frozenset(), frozenset(), None),  # only where a sentence starts: any word is capitalised there
    ("Models drift at test time. We propose an entropy objective. Tent updates the norms online. Online, Tent "
     "reduces the error. A tent helps.", frozenset(), frozenset(), None),  # written in lower case too: a word
    ("Few-shot models are biased. We propose a correction. Firth corrects the bias. Then, Firth correction helps.",
     frozenset(), frozenset(), None),  # before a noun it modifies: a person's name
    ("Planning helps. Dyna is an elegant architecture. We propose a search control. With it, Dyna learns faster.",
     frozenset(), frozenset(), None),  # a word-shaped name the background writes
    ("Spaces differ. We propose a metric. Euclidean works well in low dimensions. Then, Euclidean fails in high.",
     frozenset(), frozenset(), None),  # an adjective
], ids=["subject-twice", "once", "named-in-the-opening", "a-baseline", "a-known-model", "a-field-acronym",
        "the-backgrounds-subject", "written-as-our-own", "after-a-phrase-set-before-it", "after-we-show-that",
        "a-modifier-describes", "a-tool-it-uses", "made-with-what-it-uses", "word-shaped",
        "word-only-opening-sentences", "word-in-lower-case",
        "word-before-its-noun", "word-in-the-background", "word-an-adjective"])
def test_a_name_the_sentences_are_about(text, terms, used_words, name):
    assert subject_name(sentences_of(text), terms, used_words) == name


def test_the_title_leads_with_it():
    assert derive_title(NEFTUNE).startswith("NEFTune: ")

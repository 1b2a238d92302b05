"""Acronyms and their long forms (generator/derive/acronyms.py)."""

from __future__ import annotations

import pytest

from generator.derive.acronyms import definitions, spell_out


@pytest.mark.parametrize("short, before, long", [
    ("LLCG", "we propose Learn Locally, Correct Globally", "Learn Locally, Correct Globally"),
    ("MC", "we derive a sampler by Monte Carlo", "Monte Carlo"),
    ("rdMC", "we derive a sampler called rotated drift Monte Carlo", "rotated drift Monte Carlo"),
    ("pLMs", "pretrained protein language models", "protein language models"),
    ("pSVGD", "we propose a {projected Stein variational gradient descent}", "{projected Stein variational gradient descent}"),
    ("iNet", "an incremental network", "incremental network"),
    ("cNet", "a network", ""),  # the lead letter spells no word: no long form
    ("CGLTOP", "we introduce the Coverage and Global-Local Tessel Optimality Problem",
     "Coverage and Global-Local Tessel Optimality Problem"),  # not from `and`: a glue word's letter spells nothing
    ("OPPO", "an optimistic variant of the Proximal Policy Optimization algorithm", ""),
], ids=["capitals", "plain", "lower-case-lead", "lead-and-plural", "brace-opens-no-word", "lead-of-one-word",
        "lead-missing", "glue-word-letter", "glue-word-letter-only"])
def test_spell_out(short, before, long):
    """A long form spells the acronym's capitals, and a lower-case lead's letters too when the words give them."""
    assert spell_out(short, before) == long


def test_definitions_find_a_lead_spelled_long_form():
    """`rotated drift Monte Carlo (rdMC)` defines rdMC with all four words."""
    sentence = "We derive a novel sampler called rotated drift Monte Carlo (rdMC), distinct from MCMC."
    assert [(s, long) for s, long, _ in definitions(sentence)] == [("rdMC", "rotated drift Monte Carlo")]


@pytest.mark.parametrize("sentence, found", [
    ("We propose a method called QASAR (Quilt-bAsed SpArse Rotation) for training.",
     [("QASAR", "Quilt-bAsed SpArse Rotation")]),
    ("We propose a learning concept called ADCOL (Adversarial Collaborative Learning) for new features.",
     [("ADCOL", "Adversarial Collaborative Learning")]),
    ("We propose a learning concept called COLAD (Adversarial Collaborative Learning) for new features.", []),
    ("We propose a learning concept called ADCOLX (Adversarial Collaborative Learning) for new features.", []),
], ids=["capitals", "word-prefixes", "prefixes-out-of-order", "a-letter-no-word-gives"])
def test_definitions_name_before_its_long_form(sentence, found):
    """`NAME (Long Form)` defines NAME when the long form's capitals, or its words' first letters in order, spell it."""
    assert [(s, long) for s, long, _ in definitions(sentence)] == found


@pytest.mark.parametrize("sentence, found", [
    ("We propose MArmot Robust Temporal Optimal traNsport (Marton) that aligns clips.",
     [("Marton", "MArmot Robust Temporal Optimal traNsport")]),
    ("We propose COnstraint REasoning embedded Structured Prediction (Core-Sp), a framework.",
     [("Core-Sp", "COnstraint REasoning embedded Structured Prediction")]),
    ("We train a Multi Layer Perceptron (Mlp) on images.", []),  # no letter marked inside a word
    ("We use Contrastive Language-Image Pretraining (Clip) features.", []),  # a hyphen's capital marks nothing
    ("We propose MArmot Robust Temporal traNsport (Marton) that aligns clips.", []),  # the capitals spell another word
    ("We propose inTerpretable nEuraL cLustering (TELL) for data.", [("TELL", "inTerpretable nEuraL cLustering")]),
    ("We train a Variational AutoEncoder (VAE) on images.", []),  # a stock acronym
    ("We adapt on-policy RL, specificallyProximal Policy Optimization (PPO), to it.", []),  # a lost space
], ids=["marked", "hyphenated-name", "unmarked", "hyphen", "misspelled", "capitals-marked-inside-words",
        "stock-acronym", "glued-words"])
def test_definitions_read_a_word_name_whose_letters_its_long_form_marks(sentence, found):
    """A name written as a word is defined where the long form before it writes its letters in capitals."""
    assert [(s, long) for s, long, _ in definitions(sentence)] == found


@pytest.mark.parametrize("sentence, found", [
    ("We present a novel network architecture using attention, the Wavefunction Transformer (PsiFormer), for atoms.",
     [("PsiFormer", "Wavefunction Transformer")]),
    ("We Learn Locally, Correct Globally (LLCG) in two steps.", [("LLCG", "Learn Locally, Correct Globally")]),
])
def test_definitions_cut_a_long_form_back_to_its_appositive(sentence, found):
    """A long form spelled back over `we present a ..., the X` is the appositive's X alone."""
    assert [(s, long) for s, long, _ in definitions(sentence)] == found

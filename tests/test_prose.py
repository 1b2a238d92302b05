"""Snippets: the first sentence a listing shows, split as the title stage splits sentences."""

from __future__ import annotations

import re

import pytest

from generator.derive.prose import clean, first_sentence, read_dashes, written_at, written_whole


@pytest.mark.parametrize(
    "text, first",
    [
        ("Short one. Second one.", "Short one."),
        ("Models (e.g. BERT) encode order. We study it.", "Models (e.g. BERT) encode order."),  # was cut at "(e.g."
        ("As Smith et al. Show, it works. Then more.", "As Smith et al. Show, it works."),
        ("Popular nowadays.Nevertheless, it lags. Then more.", "Popular nowadays."),  # a missing space
        ("It learns (RL).We fix it. Then more.", "It learns (RL)."),  # ... after a bracket, before a sentence's opener
        ("We train a GNN.Our model wins.", "We train a GNN."),  # ... after an acronym
        ("The U.S.Army trains. Then more.", "The U.S.Army trains."),  # not before any other capital
        ("What is it? (2) How fast? Done.", "What is it?"),
        ("Up 3.5 points. Then more.", "Up 3.5 points."),
        ("No full stop at all", "No full stop at all"),
        ("", ""),
    ],
    ids=["plain", "eg", "et-al", "no-space", "no-space-bracket", "no-space-acronym", "no-space-other", "question",
         "decimal", "one-sentence", "empty"],
)
def test_first_sentence(text, first):
    assert first_sentence(text) == first


def test_first_sentence_cuts_long_text_at_a_word():
    text = "We propose " + "very " * 80 + "long sentences. Second one."
    first = first_sentence(text)
    assert first.endswith("\u2026") and len(first) <= 241 and " very" in first


@pytest.mark.parametrize(
    "text, plain",
    [
        ("offline $\\text{\\bf Me}$ta-RL with $\\text{\\bf r}$egularized steps", "offline Meta-RL with regularized steps"),
        ("This paper introduces $\\pi$2vec, a method", "This paper introduces \u03c02vec, a method"),
        ("It introduces $\\pi$2vec, a method.$\\pi$2vec is", "It introduces \u03c02vec, a method.\u03c02vec is"),
        ("a bound of $\\bf x^2 + y$ holds", "a bound of \u2060 holds"),  # a formula in bold is still a formula
        ("our method named $\\textit{Flow-to-Better (FTB)}$, which", "our method named Flow-to-Better (FTB), which"),
        ("a rate of $O (n)$ holds", "a rate of \u2060 holds"),  # a formula with a bracket is still a formula
        ("robust \ufb01ne-tuning of the Temporal-Di\ufb00erence", "robust fine-tuning of the Temporal-Difference"),
        ("we propose VA-RED$^2$ and I$^{2}$-GNNs", "we propose VA-RED\u00b2 and I\u00b2-GNNs"),  # a name's power
        ("it takes n$^2$ samples", "it takes n \u2060 samples"),  # a variable's power is a formula
        ("composition based on diffusion priors:sequential, parallel", "composition based on diffusion priors: "
         "sequential, parallel"),  # a lost space after a colon
        ("at 12:30 see http://a.org and ratio 1:2", "at 12:30 see and ratio 1:2"),
        ("Hard Expectation--Maximization and Kullback--Leibler terms--or not", "Hard Expectation\u2013Maximization and "
         "Kullback\u2013Leibler terms \u2013 or not"),  # TeX's dash between two names joins them
        ("we call it \\Algo{Tessel}, a new{asynchronous method", "we call it Tessel, a new asynchronous method"),
    ],
    ids=["bold-letters-of-a-word", "greek-glued", "greek-glued-twice", "bold-formula", "text-mode-name-in-math",
         "bracketed-formula", "ligatures", "a-names-superscript", "a-variables-power", "glued-colon",
         "colons-of-numbers-and-addresses", "dash-between-names", "braces-tex-prints-as-nothing"],
)
def test_clean_keeps_the_letters_of_a_word(text, plain):
    assert clean(text) == plain


@pytest.mark.parametrize(
    "text, plain",
    [
        ("Work such as [Blum & Lykouris][1] bounds regret.", "Work such as bounds regret."),
        ("See the [code](https://example.org) here.", "See the code here."),  # an inline link keeps its text
        ("A [1] and [2] stay.", "A [1] and [2] stay."),  # numbered brackets alone are not references
    ],
    ids=["reference-link", "inline-link", "plain-brackets"],
)
def test_clean_drops_what_cites_others_work(text, plain):
    assert clean(text) == plain


@pytest.mark.parametrize(
    "text, read",
    [
        ("Tidal\u2014a method", "Tidal, a method"),
        ("Tidal---a method", "Tidal, a method"),
        ("Tidal -- a method -- works", "Tidal, a method, works"),
        ("Tidal \u2013 a method", "Tidal, a method"),
        ("the Kullback--Leibler divergence", "the Kullback--Leibler divergence"),
        ("the Kullback\u2013Leibler divergence", "the Kullback\u2013Leibler divergence"),
        ("epochs 10--20 and 3 -- 4", "epochs 10--20 and 3 -- 4"),
    ],
    ids=["em-dash", "triple-hyphen", "spaced-double-hyphens", "spaced-en-dash", "double-hyphen-joins-names",
         "en-dash-joins-names", "ranges"],
)
def test_read_dashes(text, read):
    assert read_dashes(text) == read


@pytest.mark.parametrize("phrase, goes_on, places", [
    ("quilt zephyr", None, [(0, 12), (28, 40)]),  # any case, in reading order
    ("quilt zephyr", re.compile(r"\w"), [(0, 12)]),  # not where the word goes on (`Zephyrs`)
    ("marmot", None, []),
], ids=["any-case", "whole-words", "absent"])
def test_written_at(phrase, goes_on, places):
    assert written_at("Quilt zephyr folds. We fold quilt Zephyrs.", phrase, goes_on) == places



@pytest.mark.parametrize("phrase, places", [
    ("quilt zephyr", [(0, 12)]),
    ("zephyr", [(6, 12)]),  # `Zephyrs` and `re-zephyr` run on
    ("folds", [(13, 18)]),
], ids=["any-case", "runs-on", "before-a-stop"])
def test_written_whole(phrase, places):
    assert written_whole("Quilt zephyr folds. We re-zephyr Zephyrs.", phrase) == places

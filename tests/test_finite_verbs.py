"""Finite verbs, told one word at a time (finite_verbs.finite) and for a whole corpus at once (span_features)."""

from __future__ import annotations

import numpy as np
import pytest

from generator.derive.finite_verbs import finite, plural
from generator.derive.prose import sentences_of
from generator.derive.span_features import before_article, verbal_words
from generator.derive.title_features import columns
from generator.derive.title_model import load_model
from generator.derive.title_spans import document
from generator.derive.titles import plain_text
from generator.models import Source
from generator.parse import parse
from tests.conftest import SEEDS

SNIPPETS = [
    "Most graph neural networks fail on heterophilous graphs. We study label propagation for such graphs.",
    "Large language models remain brittle, and their series expansions fail. Costs scale with depth.",
    "Optimal control plays a role. Methods control the robot; policies, control it.",  # a comma breaks the subject
    "Time series fail to converge. The analysis fails. Agents benefit from play.",
    "Perceptual metrics rely on neural networks, and their dynamics rely on noise.",
    "Quilt scores of the tessel play a part. In play the marmot rests.",  # the subject further back
]


@pytest.mark.parametrize(
    "sentence, word, expected",
    [("Quilt scores of the tessel play a part.", "play", True),
     ("Agents benefit from play.", "play", False),
     ("In play the marmot rests.", "play", False),  # after a glue word: a noun
     ("Marmots in the tessel control the quilt.", "control", True),
     ("Optimal control, the quilt.", "control", False)],  # a comma ends the clause
)
def test_a_base_form_between_a_content_word_and_an_article_is_a_verb(sentence, word, expected):
    doc = document(sentences_of(sentence), "")
    assert finite(doc, doc.lower.index(word), load_model().verbs) is expected


@pytest.mark.parametrize("word, expected", [("models", True), ("llms", True), ("xai-methods", True), ("metrics", True),
                                            ("series", False), ("analysis", False), ("dynamics", False),
                                            ("gas", False), ("as", False)])
def test_plural(word, expected):
    assert plural(word) is expected


def seed_texts() -> list[str]:
    """Every seed abstract, parsed as a build parses them."""
    paths = sorted(SEEDS.glob("*.txt"))
    return [a.text for a in parse(tuple(Source(p.name, str(p), p.read_bytes()) for p in paths)).abstracts]


@pytest.mark.parametrize("texts", [SNIPPETS, seed_texts()], ids=["snippets", "seeds"])
def test_the_corpus_mask_agrees_with_each_word(texts):
    """The vectorised mask that cuts title spans marks exactly the words finite() calls verbs."""
    verbs = load_model().verbs
    docs = [document(sentences_of(plain_text(t)), "") for t in texts]
    cols = columns(docs)
    same = np.zeros(len(cols), bool)
    same[1:] = cols.sentence[1:] == cols.sentence[:-1]
    mask = verbal_words(cols, verbs, same, before_article(cols, same))
    one_by_one = [finite(doc, k, verbs) for doc in docs for k in range(len(doc))]
    assert mask.tolist() == one_by_one
    assert any(one_by_one)  # the cases hold verbs to find

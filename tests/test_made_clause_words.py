import pytest

from generator.derive.made_clause_words import addable, fitted, phrase, plain, stem
from generator.derive.sentence_tokens import title_sentences


def _phrase(text: str) -> list[str] | None:
    toks = text.split()
    return phrase(toks, [t.lower() for t in toks], 0)


@pytest.mark.parametrize("text, expected", [
    ("zephyr marmots . and more", ["zephyr", "marmots"]),
    ("zephyr marmots ( QZ ) of heaps .", ["zephyr", "marmots", "of", "heaps"]),
    ("zephyr marmots , tessels and heaps .", None),
    ("zephyr marmots , which fold .", ["zephyr", "marmots"]),
    ("zephyr marmots and leverages heaps .", ["zephyr", "marmots"]),
    ("the zephyr marmots by folding heaps .", ["the", "zephyr", "marmots"]),
    ("zephyr marmots stitched by tessel heaps .", ["zephyr", "marmots", "stitched", "by", "tessel", "heaps"]),
    ("zephyr $x$ marmots .", None),
], ids=["stop", "aside", "torn-list", "comma-clause", "and-verb", "means", "passive-agent", "maths"])
def test_phrase(text, expected):
    assert _phrase(text) == expected


@pytest.mark.parametrize("words, room, expected", [
    ("fold zephyr marmots", 5, "fold zephyr marmots"),
    ("fold zephyr marmots of tessel heaps with rope", 6, "fold zephyr marmots of tessel heaps"),
    ("fold zephyr marmots stitched with tessel heaps", 5, "fold zephyr marmots"),
    ("fold zephyr marmots actively stitched with tessel heaps", 6, None),
    ("fold zephyr with tessel heaps", 3, None),
], ids=["fits", "cut", "participle-goes", "adverb-participle", "too-little"])
def test_fitted(words, room, expected):
    got = fitted(words.split(), room)
    assert (got and " ".join(got)) == expected


@pytest.mark.parametrize("words, room, expected", [
    ("that stitches tessel seams to align zephyr marmots", 5, "that stitches tessel seams"),
    ("that allows marmots to align zephyr quilts", 4, None),
], ids=["before-purpose", "half-phrase"])
def test_fitted_wide(words, room, expected):
    got = fitted(words.split(), room, wide=True)
    assert (got and " ".join(got)) == expected


@pytest.mark.parametrize("added, ok", [
    ("that folds zephyr marmots", True),
    ("that folds these marmots", False),
    ("that folds zephyr marmots better", False),
    ("that folds quilt marmots", False),
    ("that folds marmots", False),
    ("that folds 3D marmots", True),
    ("that folds 12 marmots", False),
], ids=["clean", "points-back", "claim", "repeat", "too-little", "named-digits", "number"])
def test_addable(added, ok):
    assert addable(["Quilt", "Folder"], added.split()) is ok


@pytest.mark.parametrize("word, expected", [
    ("Marmots", "marmot"), ("Quilt-Zephyrs", "quiltzephyr"), ("Tessellies", "tesselly"), ("Heaps", "heap"),
    ("Marches", "march"), ("Boxes", "box"), ("Gloss", "gloss"), ("Radius", "radius"), ("Axis", "axis"),
], ids=["plural", "hyphen", "ies", "s", "ches", "xes", "ss", "us", "is"])
def test_stem(word, expected):
    assert stem(word) == expected


def test_plain_drops_intensifier_and_fits_article():
    assert plain("that greatly folds a significantly old marmot".split()) == "that folds an old marmot".split()


def test_title_sentences_plural_blind_after_acronym():
    found = title_sentences("Marmots fold. We give quilt folders (QF) that fold zephyrs.", ["a", "quilt", "folder"])
    assert [(toks[i], places) for toks, _, places in found for i in places] == [("quilt", [2])]

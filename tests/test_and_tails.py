import pytest

from generator.derive.and_sentences import find_words, sentences
from generator.derive.and_tails import own_object, tail_written

_QF = ["quilt", "folding"]


def _span(text: str, words: list[str]) -> tuple[list[str], int, int]:
    """Return the first sentence of text as words and where words stand in it."""
    tokens = sentences(text)[0]
    i, j = find_words(tokens, words)[0]
    return tokens, i, j


@pytest.mark.parametrize("text, words, expected", [
    # the paper's own study, past `this paper`, `focus on` and a second verb after `we V ... and`
    ("We study quilt folding.", _QF, "study"),
    ("This paper studies quilt folding.", _QF, "study"),
    ("We focus on quilt folding.", _QF, "study"),
    ("We fold tessels and study quilt folding.", _QF, "study"),
    # a proposal, its kind `based on` or an `-ing` phrase after it
    ("We propose quilt folding.", _QF, "propose"),
    ("We propose a method based on quilt folding.", _QF, "propose"),
    ("We propose an algorithm folding quilts.", ["folding", "quilts"], "propose"),
    # not the paper's: another subject, a modal before `and`, a kind's modifier before `based on`
    ("Marmots study quilt folding.", _QF, None),
    ("We can fold tessels and study quilt folding.", _QF, None),
    ("We propose a marmot method based on quilt folding.", _QF, None),
], ids=["study", "this-paper", "focus-on", "second-verb", "propose", "based-on", "ing-phrase", "other-subject",
        "modal", "modified-kind"])
def test_own_object(text, words, expected):
    tokens, i, _ = _span(text, words)
    assert own_object(tokens, i) == expected


@pytest.mark.parametrize("text, kind, expected", [
    # a scope, a purpose, a means, a proposal's `that V-s`, a frame dropped after `for`, a studied `where` clause
    ("We study quilt folding under marmot drift.", "study", "under marmot drift"),
    ("We propose quilt folding to align tessel zephyrs.", "propose", "to align tessel zephyrs"),
    ("We propose quilt folding using tessel zephyrs.", "propose", "using tessel zephyrs"),
    ("We propose quilt folding that aligns tessel zephyrs.", "propose", "that aligns tessel zephyrs"),
    ("We study quilt folding for the classic problem of tessel zephyr drift.", "study", "for tessel zephyr drift"),
    ("We study the tessel problem where each marmot drifts.", "study", "where each marmot drifts"),
    # none: vague, a number, a report's verb, `that V-s` after a study
    ("We study quilt folding in various settings.", "study", None),
    ("We study quilt folding in 12 marmot fields.", "study", None),
    ("We propose quilt folding that shows tessel zephyrs.", "propose", None),
    ("We study quilt folding that aligns tessel zephyrs.", "study", None),
], ids=["scope", "purpose", "means", "that", "frame", "where", "vague", "number", "report", "study-that"])
def test_tail_written(text, kind, expected):
    tokens, _, j = _span(text, ["tessel", "problem"] if "where" in text else _QF)
    tail = tail_written(tokens, j, kind, 12)
    assert (tail and " ".join(tail)) == expected

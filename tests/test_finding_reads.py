import pytest

from generator.derive.finding_reads import conditions_off, reads_whole, second_predicate_off, spelled_subject, verb_at
from generator.derive.title_model import load_model


@pytest.mark.parametrize("phrase, start, expected", [
    ("quilt folding reduces zephyr drift", 0, 2),
    ("zephyr marmots can fold quilts", 0, 2),
    ("zephyr marmots rarely fold quilts", 0, 3),  # a base form after a plural and its adverb
    ("zephyr folding fold quilts", 0, None),  # a base form after no plural
    ("folds of quilt folding reduces drift", 1, 4),
], ids=["lexicon", "auxiliary", "base-after-plural", "base-after-singular", "from-start"])
def test_verb_at(phrase, start, expected):
    assert verb_at(phrase.split(), load_model().verbs, start) == expected


@pytest.mark.parametrize("body, expected", [
    ("quilt folding aligns zephyr marmots and reduces tessel drift", "quilt folding aligns zephyr marmots"),
    ("quilt folding aligns zephyr marmots and can reduce tessel drift", "quilt folding aligns zephyr marmots"),
    ("quilt folding aligns zephyr marmots and tessels", "quilt folding aligns zephyr marmots and tessels"),
    ("quilts and marmots align zephyrs", "quilts and marmots align zephyrs"),
], ids=["verb", "modal", "object-pair", "subject-pair"])
def test_second_predicate_off(body, expected):
    assert second_predicate_off(body, load_model().verbs) == expected


@pytest.mark.parametrize("phrase, verb, expected", [
    ("Quilts Can Fold Every Zephyr Tessel of Bounded Width and Finite Depth under Mild and Sparse Marmots", 1,
     "Quilts Can Fold Every Zephyr Tessel of Bounded Width and Finite Depth"),
    ("Quilts Can Fold Every Zephyr Tessel of Bounded Width under Mild Marmot Conditions", 1,
     "Quilts Can Fold Every Zephyr Tessel of Bounded Width under Mild Marmot Conditions"),
    ("Quilts Can Fold Every Zephyr Tessel of Bounded Width and Finite Depth with Many Large Marmot Layers", 1,
     "Quilts Can Fold Every Zephyr Tessel of Bounded Width and Finite Depth with Many Large Marmot Layers"),
], ids=["long", "short-enough", "no-condition"])
def test_conditions_off(phrase, verb, expected):
    assert conditions_off(phrase.split(), verb) == expected.split()


@pytest.mark.parametrize("phrase, verb, front, titled, expected", [
    ("Quilt Folding Reduces Zephyr Drift", 2, False, False, True),
    ("Quilt Folding Reduces Drift when Zephyrs Fold", 2, True, False, True),
    ("Quilt Folding Reduces Drift while Keeping Zephyrs", 2, False, False, True),
    # too short, a pointing word, a count, a contrast, an auxiliary or link at the end
    ("Quilts Fold", 1, False, False, False),
    ("Quilt Folding Reduces This Drift", 2, False, False, False),
    ("Two Quilts Reduce Zephyr Drift", 2, False, False, False),
    ("Quilt Folding Reduces Drift while Zephyrs Fold", 2, False, False, False),
    ("Quilt Folding Reduces Drift of", 2, False, False, False),
    # which ones, for a subject not the title's own; an agentless passive; maths, digits, a word said twice
    ("Standard Quilts Reduce Zephyr Drift", 2, False, False, False),
    ("Standard Quilts Reduce Zephyr Drift", 2, False, True, True),
    ("Quilt Folding Is Rarely Tesseled", 2, False, False, False),
    ("Quilt Folding Reduces $k$ Drift", 2, False, False, False),
    ("Quilt Folding Reduces Drift in 3D", 2, False, False, False),
    ("Quilt Folding Reduces Quilts", 2, False, False, False),
], ids=["whole", "when-of-front-scope", "while-gerund", "short", "pointing", "count", "contrast", "link-end",
        "which-ones", "which-ones-titled", "passive", "maths", "digit", "twice"])
def test_reads_whole(phrase, verb, front, titled, expected):
    assert reads_whole(phrase.split(), verb, load_model().known_words, front, titled) == expected


@pytest.mark.parametrize("phrase, verb, expected", [
    ("Existing Quilts Reduce Zephyr Drift", 2, True),
    ("Both Quilts and Marmots Reduce Zephyr Drift", 4, True),
    ("Quilts Fold Their Zephyr Marmots", 1, True),
    ("Quilts Fold Zephyrs Better than Those of Marmots", 1, True),
    ("Zephyr Quilts Fold Marmot Quilts", 2, True),  # a word twice, but no phrase
    # `their` after a singular, `both` with no pair, a last word that leans, an adverb for the verb, a list's second
    ("Quilt Folding Aligns Their Zephyr Marmots", 2, False),
    ("Both Quilts Reduce Zephyr Drift", 2, False),
    ("Quilts Fold Zephyr Marmots Instead", 1, False),
    ("Quilts Rarely Fold Zephyr Marmots", 1, False),
    ("The Second Quilt Folds Zephyr Marmots", 3, False),
    ("Zephyr Quilts Fold Zephyr Quilts", 2, False),
    ("Quilts for Quilts Fold Zephyr Marmots", 3, False),
], ids=["existing", "both-pair", "their-plural", "those-of", "word-twice", "their-singular", "both-alone", "instead",
        "adverb-verb", "ordinal", "phrase-twice", "x-for-x"])
def test_reads_whole_loose(phrase, verb, expected):
    assert reads_whole(phrase.split(), verb, load_model().known_words, loose=True) == expected


def test_reads_whole_loose_is_wider():
    """The loose reading takes what the strict one refuses for `existing`, `their` and a word said twice."""
    known = load_model().known_words
    for phrase, verb in (("Existing Quilts Reduce Zephyr Drift", 2), ("Quilts Fold Their Zephyr Marmots", 1),
                         ("Zephyr Quilts Fold Marmot Quilts", 2)):
        assert not reads_whole(phrase.split(), verb, known)


@pytest.mark.parametrize("phrase, verb, text, expected", [
    ("QE converges", 1, "We study quilt estimation (QE) for marmots.", "quilt estimation"),
    ("QEs converge", 1, "We study quilt estimator (QE) for marmots.", "quilt estimators"),
    ("a single QN fails", 3, "We study zephyr quilted networks (QNs).", "a single quilted network"),
    ("GNN quilts fold", 2, "We study quilts.", "GNN quilts"),  # an acronym many abstracts share
    ("QZ quilts fold", 2, "We study quilts.", None),  # the abstract's own, never spelled out
    ("many large sparse zephyr marmot tessel quilts fold", 7, "We study quilts.", None),
], ids=["spelled", "plural", "singular-of-plural", "shared", "own", "too-long"])
def test_spelled_subject(phrase, verb, text, expected):
    found = spelled_subject(phrase.split(), verb, text, load_model().acronyms)
    assert found == (expected.split() if expected else None)


@pytest.mark.parametrize("phrase, verb, most, expected", [
    ("many large sparse zephyr marmot tessel quilts fold", 7, 8, "many large sparse zephyr marmot tessel quilts"),
    ("sparse zephyr QE marmot tessel quilts fold", 6, 6, None),
], ids=["within", "spelled-past"])
def test_spelled_subject_most(phrase, verb, most, expected):
    found = spelled_subject(phrase.split(), verb, "We study quilt estimation (QE).", load_model().acronyms, most)
    assert found == (expected.split() if expected else None)

import pytest

from generator.derive.named_task_clauses import clause_purpose, naming_purpose, refused_again, said_twice


@pytest.mark.parametrize("rest, expected", [
    (" by stitching marmot tessels.", ("by", ["stitching", "marmot", "tessels"])),
    (" for marmot folding.", ("for", ["marmot", "folding"])),
    (" to fold marmot tessels.", ("to", ["fold", "marmot", "tessels"])),
    (" to mitigate marmot drift.", ("to", ["mitigate", "marmot", "drift"])),
    (" to achieve marmot balance.", ("to", ["achieve", "marmot", "balance"])),
    (", which quietly folds marmot tessels.", ("to", ["fold", "marmot", "tessels"])),
    (", called QZ, which folds marmot tessels.", ("to", ["fold", "marmot", "tessels"])),
    (" (QZ) that folds marmot tessels.", ("to", ["fold", "marmot", "tessels"])),
    (" that can enable marmot folding.", ("for", ["marmot", "folding"])),
    (" that uses zephyr maps to fold marmots.", ("to", ["fold", "marmots"])),
    (" to the marmot balance problem.", ("for", ["marmot", "balance"])),
    (" based on tessel maps that folds marmot burrows.", ("to", ["fold", "marmot", "burrows"])),
    # hollow verbs, a new noun phrase or a person after `for`, a good `achieve`, a means cut off, a deed as problem
    (" by using marmot tessels.", None),
    (" that leverages marmot tessels.", None),
    (" to improve marmot tessels.", None),
    (" for using tessels.", None),
    (" for a marmot.", None),
    (" for users to fold marmots.", None),
    (" to achieve better accuracy.", None),
    (" that uses zephyr maps, to fold marmots.", None),
    (" to the marmot folding problem.", None),
    (" and folds marmot tessels.", None),
], ids=["by", "for", "to", "against", "achieve", "which-adverb", "called-which", "acronym", "can-enable", "uses-to",
        "problem", "built-on", "by-hollow", "that-hollow", "to-hollow", "for-hollow", "for-article", "for-person",
        "achieve-good", "means-cut", "problem-deed", "no-clause"])
def test_clause_purpose(rest, expected):
    assert clause_purpose(rest) == expected


@pytest.mark.parametrize("before, after, expected", [
    ("We propose ", ", a method that folds marmot tessels.", ("to", ["fold", "marmot", "tessels"])),
    ("We propose ", " (quilt zephyr), which folds marmot tessels.", ("to", ["fold", "marmot", "tessels"])),
    ("In this paper, ", " is proposed to fold marmot tessels.", ("to", ["fold", "marmot", "tessels"])),
    ("We present the ", " framework for marmot folding.", ("for", ["marmot", "folding"])),
    ("We introduce a new method called ", " for marmot folding.", ("for", ["marmot", "folding"])),
    ("We propose Quilt Zephyr (", " for short) to fold marmot tessels.", ("to", ["fold", "marmot", "tessels"])),
    ("We propose a new method to fold marmot tessels: Quilt Zephyr (", ").", ("to", ["fold", "marmot", "tessels"])),
    ("To fold marmot tessels, we present ", ".", ("to", ["fold", "marmot", "tessels"])),
    ("We propose ", ".", None),
], ids=["kind-next", "aside", "passive", "kind-right", "kind-before", "for-short", "purpose-first", "aim-first",
        "nothing"])
def test_naming_purpose(before, after, expected):
    assert naming_purpose(before, after) == expected


@pytest.mark.parametrize("title, link, words, refused", [
    ("QZ: Quilt Zephyr", "to", ["fold", "marmot", "tessels"], False),
    ("QZ: Quilt Zephyr", "to", ["stitch", "quilt", "marmot", "tessels"], False),
    # too little, an acronym spelled again, a title word as the tail's head, first, twice, or with one new word
    ("QZ: Quilt Zephyr", "to", ["fold", "the", "marmots"], True),
    ("QZ: Quilt Zephyr", "to", ["aggregate", "deep", "features"], True),
    ("QZ: Quilt Zephyr", "to", ["fold", "quiet", "zones"], True),
    ("QZ: Quilt Zephyr", "to", ["stitch", "zephyr", "marmot", "tessels"], True),
    ("QZ: Quilt Zephyr", "for", ["quilt", "marmot", "tessels"], True),
    ("QZ: Quilt Zephyr", "to", ["stitch", "quilts", "zephyr", "tessels"], True),
    ("QZ: Quilt Zephyr", "to", ["stitch", "quilt", "deep", "features"], True),
    ("QZ: Quilt Goals", "for", ["marmot", "goal", "ranking"], True),
], ids=["fresh", "once-again", "thin-definite", "thin-generic", "acronym", "head", "first", "twice", "one-new",
        "plural-head"])
def test_refused_again(title, link, words, refused):
    assert refused_again(title, link, words) is refused


@pytest.mark.parametrize("title, words, twice", [
    ("QZ: Quilt Zephyr", ["marmot", "ranking"], False),
    ("QZ: Quilt Goals", ["marmot", "goal"], False),
    ("QZ: Quilt Zephyr", ["quilted", "marmots"], True),
    ("QZ: Quilt Zephyr", ["marmot", "marmots"], True),
    ("QZ: Quilt Zephyr", ["qz", "marmots"], True),
], ids=["fresh", "plural-differs", "title-stem", "own-stem", "name"])
def test_said_twice(title, words, twice):
    assert said_twice(title, words) is twice

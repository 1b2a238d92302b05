import pytest

from generator.derive.named_tasks import named_task_said


@pytest.mark.parametrize("title, text, expected", [
    ("QZ: Quilt Zephyr", "We propose QZ, a simple marmot ranking method that folds tessels.",
     "QZ: Quilt Zephyr for Marmot Ranking"),
    ("QZ: Quilt Zephyr", "We introduce a marmot ranking framework called QZ.", "QZ: Quilt Zephyr for Marmot Ranking"),
    ("QZ: Quilt Zephyr", "Our QZ is a marmot ranking approach.", "QZ: Quilt Zephyr for Marmot Ranking"),
    ("QZ: Quilt Zephyr", "Tessels are hard to rank. We study QZ. QZ is a marmot ranking approach.",
     "QZ: Quilt Zephyr for Marmot Ranking"),
    # the name given in a sentence that points back to the paper's first proposal
    ("QZ: Quilt Zephyr", "We propose a method for marmot ranking. We call this method QZ.",
     "QZ: Quilt Zephyr for Marmot Ranking"),
    ("QZ: Quilt Zephyr", "We propose a method to rank tessel marmots. We call this method QZ.",
     "QZ: Quilt Zephyr to Rank Tessel Marmots"),
    ("QZ: Quilt Zephyr", "We propose a method that ranks tessel marmots. Our method, QZ, folds quilts.",
     "QZ: Quilt Zephyr to Rank Tessel Marmots"),
    # the letters a name adds to the base its tail spells
    ("QZ-MT: Quilt Zephyr", "We present QZ-MT. QZ-MT uses marmot tessels to fold quilts.",
     "QZ-MT: Quilt Zephyr with Marmot Tessels"),
    # others' work, a field, a bare head, a stem the title says, no own cue
    ("QZ: Quilt Zephyr", "Here we build on QZ, a popular marmot ranking algorithm.", "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We propose QZ, a deep reinforcement learning method.", "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We propose QZ, a simple ranking method.", "QZ: Quilt Zephyr"),
    ("QZ: Marmot Quilts", "We propose QZ, a marmot ranking method.", "QZ: Marmot Quilts"),
    ("QZ: Quilt Zephyr", "Prior work builds QZ, a marmot ranking method.", "QZ: Quilt Zephyr"),
    # a later step's proposal, a purpose that points back
    ("QZ: Quilt Zephyr", "We study tessels. Then we propose a method for marmot ranking. We call this method QZ.",
     "QZ: Quilt Zephyr"),
    ("QZ: Quilt Zephyr", "We propose a method to rank these marmots. We call it QZ.", "QZ: Quilt Zephyr"),
    # a tail that says what for already, one that is a deed, a title grown too long
    ("QZ: Quilt for Zephyrs", "We propose QZ, a marmot ranking method.", "QZ: Quilt for Zephyrs"),
    ("QZ: Folding Quilts", "We propose QZ, a marmot ranking method.", "QZ: Folding Quilts"),
    ("Quilt Zephyr QZ: Alpha Beta Gamma Delta", "We propose a method that ranks tessel marmots in wide dense tall "
     "meadow burrows. We call this method Quilt Zephyr QZ.", "Quilt Zephyr QZ: Alpha Beta Gamma Delta"),
], ids=["kind-after", "kind-before", "kind-is", "later-kind-is", "back-for", "back-to", "back-that", "affix",
        "others-work", "field", "bare-head", "stem-said", "no-own-cue", "later-step", "points-back", "tail-link",
        "tail-deed", "too-long"])
def test_named_task_said(title, text, expected):
    assert named_task_said(title, text) == expected


_Q = "QZ: Quilt Zephyr"


@pytest.mark.parametrize("title, text, expected", [
    # what the naming sentence says after the kind or the name, before it, or in an aim opening it
    (_Q, "We propose QZ, a method that folds marmot tessels.", "QZ: Quilt Zephyr to Fold Marmot Tessels"),
    (_Q, "We introduce a new method called QZ for marmot folding.", "QZ: Quilt Zephyr for Marmot Folding"),
    (_Q, "We propose QZ (quilt zephyr), which folds marmot tessels.", "QZ: Quilt Zephyr to Fold Marmot Tessels"),
    (_Q, "In this paper, QZ is proposed to fold marmot tessels.", "QZ: Quilt Zephyr to Fold Marmot Tessels"),
    (_Q, "We propose QZ, a method that enables marmot folding.", "QZ: Quilt Zephyr for Marmot Folding"),
    (_Q, "We propose QZ, a method that uses zephyr maps to fold marmots.", "QZ: Quilt Zephyr to Fold Marmots"),
    (_Q, "We propose QZ, an approach to the marmot balance problem.", "QZ: Quilt Zephyr for Marmot Balance"),
    (_Q, "We propose QZ, a method, by stitching marmot tessels.", "QZ: Quilt Zephyr by Stitching Marmot Tessels"),
    (_Q, "We propose a new method to fold marmot tessels: Quilt Zephyr (QZ).",
     "QZ: Quilt Zephyr to Fold Marmot Tessels"),
    (_Q, "To fold marmot tessels, we present QZ.", "QZ: Quilt Zephyr to Fold Marmot Tessels"),
    # the proposal a naming sentence points back to, a sentence soon after, a compound saying a title word again
    (_Q, "We propose a method that uses tessel maps to fold marmots. We call it QZ.",
     "QZ: Quilt Zephyr to Fold Marmots"),
    (_Q, "QZ folds quilts. QZ is a simple method that folds marmot tessels.",
     "QZ: Quilt Zephyr to Fold Marmot Tessels"),
    (_Q, "We study quilts. QZ aims to fold marmot tessels.", "QZ: Quilt Zephyr to Fold Marmot Tessels"),
    ("QZ: Quilt Zephyr Nets", "We propose QZ, a marmot quilt ranking method.",
     "QZ: Quilt Zephyr Nets for Marmot Quilt Ranking"),
    (_Q, "We propose QZ, a method that folds quilt marmot tessels.", "QZ: Quilt Zephyr to Fold Quilt Marmot Tessels"),
    ("QZ: Quilt of Zephyrs", "We propose QZ, a method that folds marmot tessels.",
     "QZ: Quilt of Zephyrs to Fold Marmot Tessels"),
    # a hollow verb, a pointer back, a short definite or generic object, an acronym spelled again, another part's
    # name, a second step, a tail with a link that does not spell the name
    (_Q, "We propose QZ, a method that leverages marmot tessels.", _Q),
    (_Q, "We propose QZ, a method that folds these marmots.", _Q),
    (_Q, "We propose QZ, a method that folds the marmots.", _Q),
    (_Q, "We propose QZ, a method to aggregate deep features.", _Q),
    (_Q, "We propose QZ, a method that folds quiet zones.", _Q),
    ("QZ: Quilt Zephyr Layer", "We propose QZ, a method that folds marmot tessels. We also propose a quilt zephyr "
     "layer (QZL).", "QZ: Quilt Zephyr Layer"),
    (_Q, "Then we propose QZ, a method that folds marmot tessels.", _Q),
    ("QZ: Marmot of Tessels", "We propose QZ, a method that folds marmot tessels.", "QZ: Marmot of Tessels"),
    # a title word said again as the tail's head, as the purpose's first word, or with a field after it
    (_Q, "We propose QZ, a marmot zephyr ranking method.", _Q),
    (_Q, "We propose QZ, a zephyr marmot ranking method.", _Q),
    ("QZ: Quilt Zephyr Nets", "We propose QZ, a marmot tessel quilt reinforcement learning method.",
     "QZ: Quilt Zephyr Nets"),
    # a person after `for`, a purpose cut inside a list, a count
    (_Q, "We propose QZ, a method for users to fold marmots.", _Q),
    (_Q, "We propose QZ, a method that folds wide, deep marmots.", _Q),
    (_Q, "We propose QZ, a method that ranks all three marmots.", _Q),
], ids=["after-kind", "kind-before", "which-after-aside", "passive", "enables", "uses-to", "problem", "by",
        "purpose-first", "opening-aim", "back-uses-to", "later-kind-is", "later-aims", "compound-again", "word-again",
        "spelled-link", "hollow-verb", "points-back", "thin-definite", "thin-generic", "acronym-again", "other-part",
        "second-step", "link-unspelled", "again-head", "again-first", "again-field", "person", "comma-cut", "count"])
def test_named_task_said_wider(title, text, expected):
    assert named_task_said(title, text) == expected

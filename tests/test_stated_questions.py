"""The question, problem, goal or deed a paper's own sentence states, as its title (derive/stated_questions.py)."""

from __future__ import annotations

import pytest

from generator.derive.stated_questions import question_stated

HOW = "We study how quilt networks trained by zephyr folding extrapolate."
PROBLEM = "We study the problem of folding a two-layer quilt of arbitrary width using zephyrs."
WHETHER = "We ask whether marmots can fold tessels without quilts."
ASKED = "Can zephyr quilts help marmots fold tessels? We answer in the affirmative."


@pytest.mark.parametrize("title, text, expected", [
    ("Zephyr Folding for Quilt Networks", HOW, "How Quilt Networks Trained by Zephyr Folding Extrapolate"),
    ("Zephyr Folding for Quilt Networks", "In this setting, we investigate why quilt networks trained by zephyr "
     "folding extrapolate (QZ) to marmots.", "Why Quilt Networks Trained by Zephyr Folding Extrapolate to Marmots"),
    ("Marmots and Tessels", WHETHER, "Can Marmots Fold Tessels without Quilts?"),
    ("Arbitrary Width Quilts using Zephyrs", PROBLEM, "Folding a Two-Layer Quilt of Arbitrary Width using Zephyrs"),
    ("Marmots and Zephyr Quilts", ASKED, "Can Zephyr Quilts Help Marmots Fold Tessels?"),
    # the title says something of its own: a name, a verb, a kind of work, a deed
    ("QZ: Zephyr Folding for Quilt Networks", HOW, "QZ: Zephyr Folding for Quilt Networks"),
    ("Zephyr Folding Helps Quilt Networks", HOW, "Zephyr Folding Helps Quilt Networks"),
    ("A Quilt Algorithm for Arbitrary Width Zephyrs", PROBLEM, "A Quilt Algorithm for Arbitrary Width Zephyrs"),
    ("Folding Zephyrs for Quilt Networks", HOW, "Folding Zephyrs for Quilt Networks"),
    # a secondary statement, one after the paper's own first, a task, a pointer, a formula
    ("Zephyr Folding for Quilt Networks", "Finally, we study how quilt networks trained by zephyr folding extrapolate.",
     "Zephyr Folding for Quilt Networks"),
    ("Zephyr Folding for Quilt Networks", "We propose QZ. " + HOW, "Zephyr Folding for Quilt Networks"),
    ("Zephyr Folding for Quilt Networks", "We study how to fold quilt networks trained by zephyrs.",
     "Zephyr Folding for Quilt Networks"),
    ("Zephyr Folding for Quilt Networks", "We study how these quilt networks trained by zephyr folding extrapolate.",
     "Zephyr Folding for Quilt Networks"),
    ("Zephyr Folding for Quilt Networks", "We study how quilt networks trained by $k$ zephyr foldings extrapolate.",
     "Zephyr Folding for Quilt Networks"),
    # another object; a problem without the title's head; a problem that only puts a verb before the title
    ("Marmot Tessels for Quilt Learning", HOW, "Marmot Tessels for Quilt Learning"),
    ("Marmot Tessels for Quilts of Arbitrary Width", PROBLEM, "Marmot Tessels for Quilts of Arbitrary Width"),
    ("Quilt of Arbitrary Width using Zephyrs", "We study the problem of folding quilt of arbitrary width using "
     "zephyrs.", "Quilt of Arbitrary Width using Zephyrs"),
    # a `whether` subject that points back; a question late in the abstract, one that speaks of the authors
    ("Marmots and Tessels", "We ask whether these marmots can fold tessels without quilts.", "Marmots and Tessels"),
    ("Marmots and Zephyr Quilts", "Quilts fold. " * 10 + "Can zephyr quilts help marmots fold tessels?",
     "Marmots and Zephyr Quilts"),
    ("Marmots and Zephyr Quilts", "Can we help marmots fold zephyr quilts? We answer in the affirmative.",
     "Marmots and Zephyr Quilts"),
], ids=["how", "why-past-aside", "whether", "problem", "asked", "colon", "title-verb", "kind", "gerund-deed",
        "secondary", "after-own-sentence", "how-to", "pointer", "formula", "other-object", "head-lost", "verb-only",
        "whether-pointer", "asked-late", "asked-of-authors"])
def test_question_stated(title, text, expected):
    assert question_stated(title, text) == expected


QUILTS = "Zephyr Quilts for Marmot Tessels"
DEED = "In this work, we characterize the tessel drift of zephyr quilts in marmot settings."
GOAL = "Our goal is to align zephyr quilts with marmot tessels."


@pytest.mark.parametrize("title, text, expected", [
    # `how` asked in more ways, and under a gerund title whose act the question says
    (QUILTS, "We are interested in how zephyr quilts fold marmot tessels.", "How Zephyr Quilts Fold Marmot Tessels"),
    ("Accelerating Marmot Folding", "We study how zephyr quilts can accelerate marmot folding.",
     "How Zephyr Quilts Can Accelerate Marmot Folding"),
    (QUILTS, "Specifically, we are interested in how zephyr quilts fold marmot tessels.", QUILTS),
    ("Mending Marmot Tessels", "We are interested in how zephyr quilts fold marmot tessels.", "Mending Marmot Tessels"),
    # `whether` with any verb, put in question order; `such` is left out, a pointer refused, an unknown verb too
    (QUILTS, "We ask whether a zephyr quilt generalizes to marmot tessels.",
     "Does a Zephyr Quilt Generalize to Marmot Tessels?"),
    (QUILTS, "We examine whether zephyr quilts generalize to marmot tessels.",
     "Do Zephyr Quilts Generalize to Marmot Tessels?"),
    (QUILTS, "We test whether zephyr quilts are effective for marmot tessels.",
     "Are Zephyr Quilts Effective for Marmot Tessels?"),
    ("Marmots and Tessels", "We ask whether such marmots can fold tessels without quilts.",
     "Can Marmots Fold Tessels without Quilts?"),
    (QUILTS, "We ask whether a zephyr quilt folds marmot tessels.", QUILTS),
    # a goal, as a deed or a question; after the sentence naming the work, but not a proposal there
    ("Zephyr Quilts for Marmots", GOAL, "Aligning Zephyr Quilts with Marmot Tessels"),
    (QUILTS, "We strive to understand how zephyr quilts fold marmot tessels.", "How Zephyr Quilts Fold Marmot Tessels"),
    ("Zephyr Quilts for Marmots", "We introduce QZ. " + GOAL, "Aligning Zephyr Quilts with Marmot Tessels"),
    ("Zephyr Quilts for Marmots", "We introduce QZ. We propose to align zephyr quilts with marmot tessels.",
     "Zephyr Quilts for Marmots"),
    ("Folding Zephyr Quilts", GOAL, "Folding Zephyr Quilts"),
    ("Zephyr Quilts for Marmots", "Our goal is to identify which zephyr quilts align marmot tessels.",
     "Zephyr Quilts for Marmots"),
    # a deed of the paper's first own sentence, keeping the title's kind and saying two words more
    ("Zephyr Quilts in Marmot Settings", DEED, "Characterizing the Tessel Drift of Zephyr Quilts in Marmot Settings"),
    ("A Zephyr Quilt Model in Marmot Settings", DEED.replace("quilts", "quilt models"),
     "Characterizing the Tessel Drift of Zephyr Quilt Models in Marmot Settings"),
    ("Zephyr Quilt Models in Marmot Settings", DEED, "Zephyr Quilt Models in Marmot Settings"),
    ("Zephyr Quilts in Marmot Settings", DEED.replace("tessel drift", "robustness"),
     "Zephyr Quilts in Marmot Settings"),
    ("Zephyr Quilts in Marmot Settings", "We introduce QZ. " + DEED, "Zephyr Quilts in Marmot Settings"),
    ("Zephyr Quilts in Marmot Settings", DEED.replace("In this work", "When marmots fold"),
     "Zephyr Quilts in Marmot Settings"),
    ("Zephyr Quilts in Marmot Settings", "In this work, we improve on zephyr quilts in marmot settings with tessels.",
     "Zephyr Quilts in Marmot Settings"),
    ("Zephyr Quilts", "In this work, we estimate zephyr quilts in marmot tessel settings.",
     "Estimating Zephyr Quilts in Marmot Tessel Settings"),
    ("Zephyr Quilts", "In this work, we evaluate zephyr quilts in marmot tessel settings.", "Zephyr Quilts"),
], ids=["how-wide", "how-act-said", "how-specific", "how-act-unsaid", "whether-verb", "whether-plural-verb",
        "whether-test", "whether-such-unsaid", "whether-unknown-verb", "goal", "goal-question", "goal-after-name",
        "proposal-after-name", "goal-gerund-title", "goal-clause", "deed", "deed-kind-kept", "deed-kind-lost",
        "deed-one-word-more", "deed-not-first", "deed-condition", "deed-link", "deed-not-study-verb",
        "deed-scope-only"])
def test_wider_readings(title, text, expected):
    assert question_stated(title, text) == expected

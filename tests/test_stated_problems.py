"""The problem a paper's own sentence takes on, as a title or a kind's purpose (generator/derive/stated_problems.py)."""

from __future__ import annotations

import pytest

from generator.derive.stated_problems import kind_purpose_stated, problem_taken

PROBLEM = "We deal with the problem of folding zephyr quilts into marmot tessels."
KIND = "We study the problem of folding quilts into marmots."


@pytest.mark.parametrize("title, text, expected", [
    ("Zephyr Quilts for Marmots", PROBLEM, "Folding Zephyr Quilts into Marmot Tessels"),
    ("Folding with Zephyr Quilts", "We are concerned with hiding marmot traits by tessel obfuscation when folding with "
     "zephyr quilts.", "Hiding Marmot Traits by Tessel Obfuscation When Folding with Zephyr Quilts"),
    ("Zephyr Quilts for Marmots", PROBLEM.replace(".", " and compare them with quilts."),
     "Folding Zephyr Quilts into Marmot Tessels"),
    # a lead that makes it a detail, a credit, a phrase the abstract goes on with, a gerund the problem does not open
    ("Zephyr Quilts for Marmots", "Specifically, " + PROBLEM[0].lower() + PROBLEM[1:], None),
    ("Zephyr Quilts for Marmots", PROBLEM.replace(".", " introduced by Nib."), None),
    ("Zephyr Quilts for Marmots", "We deal with folding zephyr quilts into a general, tessel-free marmot.", None),
    ("Mending with Zephyr Quilts", "We are concerned with hiding marmot traits by tessel obfuscation when folding with "
     "zephyr quilts.", None),
], ids=["wide", "gerund-opened", "second-deed-cut", "specific", "credit", "goes-on", "gerund-not-opened"])
def test_problem_taken_widely(title, text, expected):
    assert problem_taken(title, title.split(), text, wide=True) == expected


@pytest.mark.parametrize("title, text, expected", [
    ("A Zephyr Framework for Marmots", KIND, "A Zephyr Framework for Folding Quilts into Marmots"),
    ("A Zephyr Quilt Framework", KIND.replace("quilts", "tessels"),
     "A Zephyr Quilt Framework for Folding Tessels into Marmots"),
    # another link, a purpose the problem does not wholly say, the kind named again, a gerund title
    ("A Zephyr Framework with Marmots", KIND, None),
    ("A Zephyr Framework for Tessels", KIND, None),
    ("A Quilt Framework for Marmots", KIND, None),
    ("Folding Zephyr Framework for Marmots", KIND, None),
], ids=["purpose", "bare-kind", "other-link", "other-purpose", "kind-again", "gerund-title"])
def test_kind_purpose_stated(title, text, expected):
    assert kind_purpose_stated(title, title.split(), text) == expected

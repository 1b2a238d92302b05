import pytest

from generator.derive.bare_clauses import titles_found
from generator.derive.bare_purposes import folded
from generator.derive.bare_titles import bare_title_said

_QF = "We propose quilt folding"
_QF_STUDY = "We study quilt folding"
_FOLDER = "We present a quilt folder"


@pytest.mark.parametrize("title, text, expected", [
    # rule 5: the purpose in other shapes
    ("Quilt Folding", f"{_QF} (QF), a simple framework for aligning zephyr marmots.",
     "Quilt Folding for Aligning Zephyr Marmots"),
    ("Tessel Estimator", "We introduce a tessel estimator designed to align zephyr marmots.",
     "Tessel Estimator to Align Zephyr Marmots"),
    ("Quilt Folder", f"{_FOLDER}, which aims to align zephyr marmots.", "Quilt Folder to Align Zephyr Marmots"),
    ("Quilt Folding", "We use quilt folding as a framework to align zephyr marmots.",
     "Quilt Folding to Align Zephyr Marmots"),
    ("Quilt Folding", "We propose a new estimator, called quilt folding, to align zephyr marmots.",
     "Quilt Folding to Align Zephyr Marmots"),
    # rule 7: the means after the title, also after `we study`, cut before a participle's clause
    ("Quilt Folding", f"{_QF}, based on tessel marmots.", "Quilt Folding Based on Tessel Marmots"),
    ("Quilt Folding", f"{_QF_STUDY} via tessel marmots.", "Quilt Folding via Tessel Marmots"),
    ("Quilt Folding", f"{_QF_STUDY} using tessel marmots encompassing zephyr heaps.",
     "Quilt Folding using Tessel Marmots"),
    # rule 8: the title's own relative clause, its verb agreeing, cut before a coordinated clause
    ("A Quilt Folder", f"{_FOLDER} that aligns zephyr marmots.", "A Quilt Folder That Aligns Zephyr Marmots"),
    ("Quilt Folders", "We present quilt folders that align zephyr marmots.", "Quilt Folders That Align Zephyr Marmots"),
    ("A Quilt Folder", f"{_FOLDER} that can align zephyr marmots.", "A Quilt Folder That Can Align Zephyr Marmots"),
    ("Quilt Folding", f"{_QF}, a framework that aligns zephyr marmots and derive bounds.",
     "Quilt Folding That Aligns Zephyr Marmots"),
    ("A Quilt Folder", f"{_FOLDER} that aligns zephyr marmots with tessel bundles of heaps.",
     "A Quilt Folder That Aligns Zephyr Marmots with Tessel Bundles of Heaps"),
    # rule 9: the scope of a title the sentence studies
    ("Quilt Folding", "We study the problem of quilt folding in the presence of zephyr marmots.",
     "Quilt Folding in the Presence of Zephyr Marmots"),
    # refusals of rule 5: stacked purposes, a pointer back, earlier work, a torn list, a noun without its complement
    ("Quilt Folding for Marmots", f"{_QF} for marmots, a framework to align zephyrs.", "Quilt Folding for Marmots"),
    ("Quilt Folding", f"{_QF}, a framework for these marmots.", "Quilt Folding"),
    ("Quilt Folding", "Prior work proposed quilt folding, a framework for aligning zephyr marmots.", "Quilt Folding"),
    ("Quilt Folding", f"{_QF}, a framework for scalable, robust, and plain marmots.", "Quilt Folding"),
    ("Quilt Folding", f"{_QF}, a framework for aligning the contribution.", "Quilt Folding"),
    # refusals of rule 7: `by` with no act, a pointer back
    ("Quilt Folding", f"{_QF_STUDY} by the marmots.", "Quilt Folding"),
    ("Quilt Folding", f"{_QF} using these marmots.", "Quilt Folding"),
    ("Quilt Folding", f"{_QF_STUDY} by analyzing how zephyr marmots drift.", "Quilt Folding"),
    # refusals of rule 8: a verb that does not agree, reports or only defines; more than 12 words
    ("Quilt Folders", "We present quilt folders that aligns zephyr marmots.", "Quilt Folders"),
    ("A Quilt Folder", f"{_FOLDER} that shows zephyr marmots drift.", "A Quilt Folder"),
    ("A Quilt Folder", f"{_FOLDER} which refers to zephyr marmots.", "A Quilt Folder"),
    ("A Quilt Folder", f"{_FOLDER} that aligns zephyr marmots with tessel bundles of plush heaps.", "A Quilt Folder"),
    # refusals of rule 9: a vague scope, a noun without its complement, a vague viewpoint
    ("Quilt Folding", f"{_QF_STUDY} in various settings.", "Quilt Folding"),
    ("Quilt Folding", f"{_QF_STUDY} in the presence.", "Quilt Folding"),
    ("Quilt Folding", f"{_QF_STUDY} from four perspectives.", "Quilt Folding"),
], ids=["apposed-kind-for", "designed-to", "which-aims-to", "as-a-kind-to", "called", "based-on", "study-via",
        "cut-at-participle", "that-singular", "that-plural", "that-can", "cut-at-clause", "twelve-words",
        "scope-studied", "stacked-purposes", "points-back", "earlier-work", "torn-list", "needs-complement",
        "by-no-act", "means-points-back", "means-asks", "verb-disagrees", "that-reports", "that-defines", "thirteen-words",
        "vague-scope", "scope-needs-complement", "vague-viewpoint"])
def test_clause_titles(title, text, expected):
    assert bare_title_said(title, text) == expected


@pytest.mark.parametrize("title, text, expected", [
    ("Quilt Folders", "We propose quilt folders.", [(24, ["quilt", "folders"], False, "We propose ", True, False)]),
    ("Quilt Folders", "We propose a quilt folder.",
     [(25, ["quilt", "folder"], False, "We propose a ", True, False)]),
    ("A Quilt Folder", "We propose a new quilt folder.",
     [(29, ["A", "quilt", "folder"], True, "We propose a new ", True, False)]),
    ("Quilt Folders", "Zephyrs drift. We study quilt folders.",
     [(37, ["quilt", "folders"], False, "We study ", False, True)]),
    ("Quilt Folders", "Earlier work proposed quilt folders.",
     [(35, ["quilt", "folders"], False, "Earlier work proposed ", False, False)]),
    ("Quilt Folding", "Zephyrs drift. We fold quilts.", []),
], ids=["as-written", "other-number", "own-article-stands-in", "studied", "earlier-work", "absent"])
def test_titles_found(title, text, expected):
    assert titles_found(title, text, folded(text)) == expected

import pytest

from generator.derive.gerund_means import gerund_written_on

_TITLE = "Folding Marmot Quilts"
_BY = "Folding Marmot Quilts by Stitching Zephyr Seams"


@pytest.mark.parametrize("title, text, expected", [
    # a means: `by` a gerund, `using`, `based on`, `while` a gerund; the verb as -s, -ed, infinitive or after a comma
    (_TITLE, "Quilts are hard. We fold marmot quilts by stitching zephyr seams.", _BY),
    ("QZ: Folding Marmot Quilts", "We fold marmot quilts by stitching zephyr seams.", "QZ: " + _BY),
    (_TITLE, "Our method folds the marmot quilts using sparse zephyr seams.",
     "Folding Marmot Quilts using Sparse Zephyr Seams"),
    (_TITLE, "We fold marmot quilts based on zephyr seam graphs.", "Folding Marmot Quilts Based on Zephyr Seam Graphs"),
    (_TITLE, "We fold marmot quilts while keeping tessel seams.", "Folding Marmot Quilts While Keeping Tessel Seams"),
    (_TITLE, "We folded marmot quilts by stitching zephyr seams.", _BY),
    (_TITLE, "In this paper, we aim to fold marmot quilts, by simply stitching zephyr seams.", _BY),
    ("Mapping Marmot Quilts", "We map marmot quilts by stitching zephyr seams.",
     "Mapping Marmot Quilts by Stitching Zephyr Seams"),
    # a setting, a purpose after `to` or `in order to`, a purpose after `for`
    (_TITLE, "We fold marmot quilts from noisy zephyr videos.", "Folding Marmot Quilts from Noisy Zephyr Videos"),
    (_TITLE, "Here we fold marmot quilts in order to align zephyr tessels.",
     "Folding Marmot Quilts to Align Zephyr Tessels"),
    (_TITLE, "We fold marmot quilts for zephyr tessel repair.", "Folding Marmot Quilts for Zephyr Tessel Repair"),
    # earlier work, an -ed form not after `we`, a deed that is no means, a report after `to`
    (_TITLE, "Unlike prior methods, we fold marmot quilts by stitching zephyr seams.", _TITLE),
    (_TITLE, "Our method folded marmot quilts by stitching zephyr seams.", _TITLE),
    (_TITLE, "We fold marmot quilts by proposing zephyr seams.", _TITLE),
    (_TITLE, "We fold marmot quilts to show zephyr tessels.", _TITLE),
    # a list cut in two, a gerund's second argument cut off, maths, a pointer back, a word the title says
    (_TITLE, "We fold marmot quilts by stitching zephyr seams, tessels and burrows.", _TITLE),
    (_TITLE, "We fold marmot quilts by replacing zephyr seams with tessels.", _TITLE),
    (_TITLE, "We fold marmot quilts from $k$ zephyr videos.", _TITLE),
    (_TITLE, "We fold marmot quilts using these zephyr seams.", _TITLE),
    (_TITLE, "We fold marmot quilts by stitching quilt seams.", _TITLE),
    # a title that says where or how already, no gerund, a long name, a title over the house's length
    ("Folding Marmot Quilts from Tessels", "We fold marmot quilts from tessels without zephyr seam loss.",
     "Folding Marmot Quilts from Tessels"),
    ("Folding Marmot Quilts via Tessels", "We fold marmot quilts via tessels by stitching zephyr seams.",
     "Folding Marmot Quilts via Tessels"),
    ("Marmot Quilts", "We fold marmot quilts by stitching zephyr seams.", "Marmot Quilts"),
    ("Quilt Zephyr Marmot Tessel: Folding Marmot Quilts", "We fold marmot quilts by stitching zephyr seams.",
     "Quilt Zephyr Marmot Tessel: Folding Marmot Quilts"),
    ("Folding Marmot Quilts of Deep Wide Sparse Dense Tessel Burrow Zephyr Lattice Grids",
     "We fold marmot quilts of deep wide sparse dense tessel burrow zephyr lattice grids by stitching zephyr seams.",
     "Folding Marmot Quilts of Deep Wide Sparse Dense Tessel Burrow Zephyr Lattice Grids"),
], ids=["by-gerund", "named", "using-s-form", "based-on", "while-gerund", "ed-after-we", "infinitive-comma-adverb",
        "doubled-consonant", "from-setting", "in-order-to", "for-purpose", "earlier-work", "ed-not-after-we",
        "no-means", "report", "list-cut", "second-argument", "maths", "points-back", "said-already", "says-where",
        "says-how", "no-gerund", "long-name", "too-long"])
def test_gerund_written_on(title, text, expected):
    assert gerund_written_on(title, text) == expected

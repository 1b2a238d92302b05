import pytest

from generator.derive.for_sentences import written_for

_TAIL = "We propose a quilt method for zephyr folding {}."
_OWN_FOR = "We propose a quilt method for folding tessel seams."


@pytest.mark.parametrize("title, text, expected", [
    # rule 5: the words the title dropped between its halves, in an own sentence or one the head opens
    ("Quilt Algorithms for Zephyr Error", "We design quilt algorithms that adapt to zephyr error.",
     "Quilt Algorithms That Adapt to Zephyr Error"),
    ("A Quilt Model for Zephyr Drift", "Marmots drift. A quilt model to stitch tessels in zephyr drift is given.",
     "A Quilt Model to Stitch Tessels in Zephyr Drift"),
    # filler, a clause on another noun, a pair, a new title past SHORT_WORDS
    ("Quilt Algorithms for Zephyr Error", "We design quilt algorithms to tackle the problem of zephyr error.", None),
    ("Quilt Algorithms for Zephyr Error", "We design quilt algorithms which adapts to zephyr error.", None),
    ("Quilt Algorithms for Zephyr Error", "We design quilt algorithms that fold tessels and zephyr error.", None),
    ("A Quilt Folding Method for Zephyr Spaces", "We propose a quilt folding method that stitches seams of tessel "
     "marmot grids in zephyr spaces.", None),
    # rule 6: the paper's own `for`; not where the abstract writes the title's, nor where that is its topic
    ("A Quilt Method for Zephyr Marmots", "Tessels are everywhere. " + _OWN_FOR,
     "A Quilt Method for Folding Tessel Seams"),
    ("A Quilt Method for Zephyr Marmots", _OWN_FOR + " It also works for zephyr marmots.", None),
    ("A Quilt Method for Zephyr Marmots", "Zephyr marmots are everywhere. " + _OWN_FOR, None),
    ("A Quilt Method for Zephyr Marmots", "We study zephyr marmots. " + _OWN_FOR, None),
    ("A Quilt Method for Zephyr Marmots", "Additionally, we propose a quilt method for folding tessel seams.", None),
    # rule 7: the means, clause or scope after the title
    ("A Quilt Method for Zephyr Folding", _TAIL.format("by stitching marmot seams"),
     "A Quilt Method for Zephyr Folding by Stitching Marmot Seams"),
    ("Quilt Bounds for Zephyr Folding", "We derive quilt bounds for zephyr folding in the marmot regime.",
     "Quilt Bounds for Zephyr Folding in the Marmot Regime"),
    # an aim, a vague scope, a new title past SHORT_WORDS, an old title of LONG_TITLE words
    ("A Quilt Method for Zephyr Folding", _TAIL.format("that aims to stitch marmot seams"), None),
    ("A Quilt Method for Zephyr Folding", _TAIL.format("in terms of marmot seams"), None),
    ("A Quilt Method for Zephyr Folding", _TAIL.format("by stitching marmot seams of tessel grids under drift"), None),
    ("Quilt Zephyr Marmot Tessel Grid Fold Methods for Seam Stitch Drift", "We propose quilt-zephyr marmot-tessel "
     "grid-fold methods for seam stitch drift by stitching marmot seams.", None),
    # a head led by a name; two `for`s
    ("QZ Quilts for Zephyr Error", "We design QZ quilts that adapt to zephyr error.", None),
    ("Quilts for Zephyrs for Marmots", "We design quilts that adapt to zephyrs for marmots.", None),
], ids=["middle", "middle-subject", "middle-filler", "middle-other-noun", "middle-pair", "middle-long", "own-for",
        "own-for-written", "own-for-first-sentence", "own-for-studied", "own-for-side", "tail-means", "tail-scope",
        "tail-aim", "tail-vague", "tail-long", "long-title", "named-head", "two-fors"])
def test_written_for(title, text, expected):
    assert written_for(title, text) == expected

import pytest

from generator.derive.gerund_means import gerund_written_on

_TITLE = "Folding Marmot Quilts"
_MEANS = "We propose a tessel grouping algorithm"
_VIA = "Folding Marmot Quilts via a Tessel Grouping Algorithm"


@pytest.mark.parametrize("title, text, expected", [
    # run-on: the gerund as is, a later sentence, the verb second, praise between, emphasis marks, a setting, one word
    (_TITLE, "We give a method for folding marmot quilts by stitching zephyr seams.",
     "Folding Marmot Quilts by Stitching Zephyr Seams"),
    (_TITLE, "We fold marmot quilts. Our method folds marmot quilts from noisy zephyr videos.",
     "Folding Marmot Quilts from Noisy Zephyr Videos"),
    (_TITLE, "We revisit and fold marmot quilts by stitching zephyr seams.",
     "Folding Marmot Quilts by Stitching Zephyr Seams"),
    (_TITLE, "We fold novel marmot quilts by stitching zephyr seams.",
     "Folding Marmot Quilts by Stitching Zephyr Seams"),
    (_TITLE, "We fold _ marmot quilts _ by stitching zephyr seams.", "Folding Marmot Quilts by Stitching Zephyr Seams"),
    (_TITLE, "We fold marmot quilts in the presence of zephyr noise.",
     "Folding Marmot Quilts in the Presence of Zephyr Noise"),
    (_TITLE, "We fold marmot quilts using transformers.", "Folding Marmot Quilts using Transformers"),
    # relative, completion
    ("Generating a Marmot Quilt", "We generate a marmot quilt that stitches zephyr seams.",
     "Generating a Marmot Quilt That Stitches Zephyr Seams"),
    ("Estimating the Quilt Distance", "We estimate the quilt distance between marmot burrows.",
     "Estimating the Quilt Distance between Marmot Burrows"),
    # means before the deed: a `to` verb, a `for` gerund, `using` after `use`
    (_TITLE, f"{_MEANS} to fold marmot quilts.", _VIA),
    (_TITLE, f"{_MEANS} for folding marmot quilts.", _VIA),
    (_TITLE, "We use a tessel grouping algorithm to fold marmot quilts.",
     "Folding Marmot Quilts using a Tessel Grouping Algorithm"),
    # subject, fronted purpose, a later sentence's means, name or how
    (_TITLE, "We show that zephyr stitching folds marmot quilts.", "Folding Marmot Quilts via Zephyr Stitching"),
    (_TITLE, "To align zephyr tessels, we fold marmot quilts.", "Folding Marmot Quilts to Align Zephyr Tessels"),
    (_TITLE, "We fold marmot quilts. Our method uses zephyr seam graphs.",
     "Folding Marmot Quilts using Zephyr Seam Graphs"),
    (_TITLE, "We fold marmot quilts. This technique, called zephyr stitching, is fast.",
     "Folding Marmot Quilts via Zephyr Stitching"),
    (_TITLE, "We fold marmot quilts. We achieve this by stitching zephyr seams.",
     "Folding Marmot Quilts by Stitching Zephyr Seams"),
], ids=["gerund-as-is", "later-sentence", "verb-second", "praise-between", "emphasis-marks", "presence-of", "one-word",
        "relative", "completion", "means-before-to", "means-before-for", "means-before-using", "subject", "fronted",
        "next-ours", "next-called", "next-how"])
def test_said_around(title, text, expected):
    assert gerund_written_on(title, text) == expected


@pytest.mark.parametrize("title, text", [
    ("QZ: Folding Marmot Quilts", "We fold marmot quilts using transformers."),
    (_TITLE, "We fold marmot quilts using adaptive."),
    ("Generating Marmot Quilts", "We generate marmot quilts that stitches zephyr seams."),
    ("Generating a Marmot Quilt", "We generate a marmot quilt that allows zephyr seams."),
    ("Estimating the Quilt Distance", "We estimate the quilt distance between $k$ burrows."),
    (_TITLE, "We propose a deep neural network to fold marmot quilts."),
    (_TITLE, "We propose a novel algorithm to fold marmot quilts."),
    (_TITLE, "Prior work proposes a tessel grouping algorithm to fold marmot quilts."),
    ("Tessel: Folding Marmot Quilts", f"{_MEANS} to fold marmot quilts."),
    (_TITLE, "We show that it folds marmot quilts."),
    (_TITLE, "We show that zephyr seams folds marmot quilts."),
    (_TITLE, "To address this issue, we fold marmot quilts."),
    (_TITLE, "We fold marmot quilts to tessels. Our method uses zephyr seam graphs."),
], ids=["one-word-named", "one-word-adjective", "relative-disagrees", "relative-no-deed", "completion-maths",
        "means-vague", "means-generic", "earlier-work", "name-repeated", "subject-pointer", "subject-disagrees",
        "fronted-points-back", "object-cut"])
def test_said_around_refused(title, text):
    assert gerund_written_on(title, text) == title

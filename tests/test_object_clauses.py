import pytest

from generator.derive.object_clauses import object_clause_said


@pytest.mark.parametrize("title, text, expected", [
    ("Folding Marmot Quilts", "We fold marmot quilts that stitch zephyr seams.",
     "Folding Marmot Quilts That Stitch Zephyr Seams"),
    ("Finding Marmot Seams", "Here we find marmot seams by which a quilt folds.",
     "Finding Marmot Seams by Which a Quilt Folds"),
    ("Inferring Zephyr Drifts", "We infer zephyr drifts moving over a tessel from a single marmot quilt.",
     "Inferring Zephyr Drifts Moving over a Tessel"),
    ("Sampling from a Quilt Distribution", "We sample from a quilt distribution $q(x)$ constrained to a tessel.",
     "Sampling from a Quilt Distribution Constrained to a Tessel"),
    ("Estimating a Zephyr Signal", "We estimate a zephyr signal $z$ using a few marmot seams.",
     "Estimating a Zephyr Signal using a Few Marmot Seams"),
    ("Folding Quilts under Zephyr Noise", "We fold quilts under zephyr noise, tessel drifts, and marmot seams.",
     "Folding Quilts under Zephyr Noise, Tessel Drifts, and Marmot Seams"),
    ("A Stochastic Quilt Method for Marmot Folding", "We give a stochastic quilt method for marmot folding that "
     "stitches zephyr seams.", "A Stochastic Quilt Method for Marmot Folding That Stitches Zephyr Seams"),
    ("Folding Marmot Quilts for Zephyr Seams in Tessel Heaps", "We fold marmot quilts for zephyr seams in tessel "
     "heaps that hold rope knots.", "Folding Marmot Quilts for Zephyr Seams in Tessel Heaps That Hold Rope Knots"),
    # others' work, no own subject, a verb that hangs on another noun, a pointer, a list cut in two
    ("Folding Marmot Quilts", "Unlike prior work, we fold marmot quilts that stitch zephyr seams.",
     "Folding Marmot Quilts"),
    ("Folding Marmot Quilts", "Tessels fold marmot quilts that stitch zephyr seams.", "Folding Marmot Quilts"),
    ("Folding Marmot Quilts", "We fold marmot quilts that stitches zephyr seams.", "Folding Marmot Quilts"),
    ("Folding Marmot Quilts", "We fold marmot quilts that stitch these seams.", "Folding Marmot Quilts"),
    ("Folding Marmot Quilts", "We fold marmot quilts that stitch zephyrs and tessels.", "Folding Marmot Quilts"),
    # a word the title says, over 13 words, a short unnamed title, a name's title
    ("Folding Marmot Quilts", "We fold marmot quilts that stitch marmot seams.", "Folding Marmot Quilts"),
    ("Folding Marmot Quilts for Zephyr Seams in Tessel Heaps", "We fold marmot quilts for zephyr seams in tessel "
     "heaps that hold dense rope knots.", "Folding Marmot Quilts for Zephyr Seams in Tessel Heaps"),
    ("A Quilt Method", "We give a quilt method that stitches zephyr seams.", "A Quilt Method"),
    ("QZ: Folding Marmot Quilts", "We fold marmot quilts that stitch zephyr seams.", "QZ: Folding Marmot Quilts"),
], ids=["relative", "preposition-which", "participle-cut", "after-formula", "means-after-formula", "list-rest",
        "unnamed", "thirteen-words", "others-work", "not-own", "disagrees", "points-back", "list-cut", "said-already",
        "over-thirteen", "short-unnamed", "named"])
def test_object_clause_said(title, text, expected):
    assert object_clause_said(title, text) == expected

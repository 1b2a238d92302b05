import pytest

from generator.derive.head_clauses import head_clause


@pytest.mark.parametrize("tail, head, expected", [
    (" that stitch zephyr seams.", "quilts", "that stitch zephyr seams"),
    (" which stitches zephyr seams.", "quilt", "that stitches zephyr seams"),
    (" that can be folded into tessels.", "quilt", "that can be folded into tessels"),
    (" by which a quilt folds.", "seams", "by which a quilt folds"),
    (" drifting over a tessel from a single marmot quilt.", "zephyrs", "drifting over a tessel"),
    (" that quietly stitch zephyr seams.", "quilts", "that stitch zephyr seams"),
    # a verb of the wrong number or a past one, an aside, a list, maths, a pointer
    (" that stitches zephyr seams.", "quilts", None),
    (" that stitched zephyr seams.", "quilts", None),
    (" that stitch zephyr seams (QZ).", "quilts", None),
    (" that stitch zephyrs and tessels.", "quilts", None),
    (" that stitch 3 zephyr seams.", "quilts", None),
    (" that stitch these seams.", "quilts", None),
    # a participle on the whole sentence, generic or vague words, a cut or long clause
    (" including zephyr seams.", "quilts", None),
    (" trained by gradient descent.", "quilts", None),
    (" that exist.", "quilts", None),
    (" that are folded.", "quilts", None),
    (" that stay small.", "quilts", None),
    (" that stitch zephyr seams with", "quilts", None),
    (" that stitch zephyr seams into tessel heaps with rope.", "quilts", None),
], ids=["relative", "which", "modal", "preposition-which", "participle-cut", "adverb-dropped", "disagrees", "past",
        "aside", "list", "digits", "points-back", "sentence-participle", "generic", "verb-alone", "says-little",
        "adjective-end", "function-end", "too-long"])
def test_head_clause(tail, head, expected):
    got = head_clause(tail, head)
    assert (got and " ".join(got)) == expected

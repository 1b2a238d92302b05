import pytest

from generator.derive.link_scopes import link_scope_restored

_TITLE = "Estimating Marmot Effects by Combining Data"
_LONGER = "Estimating Marmot Effects by Combining Data from Multiple Zephyr Surveys"


@pytest.mark.parametrize("title, text, expected", [
    (_TITLE, "In this paper we study estimating marmot effects by combining data from multiple zephyr surveys.",
     _LONGER),
    (_TITLE, "We study estimating marmot effects by combining data from multiple zephyr surveys that share tessels.",
     _LONGER),
    ("Quilt Descent Converges", "Quilts are hard. We show that quilt descent converges over sparse marmot lattices.",
     "Quilt Descent Converges over Sparse Marmot Lattices"),
    # a sentence about earlier work, an opening that sets the scene, a scope cut at `and`, one that points back
    (_TITLE, "Unlike earlier methods, we study estimating marmot effects by combining data from multiple zephyr "
     "surveys.", _TITLE),
    (_TITLE, "Estimating marmot effects by combining data from multiple zephyr surveys is hard.", _TITLE),
    (_TITLE, "We study estimating marmot effects by combining data from multiple zephyr surveys and tessels.", _TITLE),
    (_TITLE, "We study estimating marmot effects by combining data from these zephyr surveys.", _TITLE),
    # plain data, maths, `with` after a title that names its thing whole, a link the title has, a purpose
    (_TITLE, "We study estimating marmot effects by combining data from unlabeled tessel data.", _TITLE),
    (_TITLE, "We study estimating marmot effects by combining data from $k$ zephyr surveys.", _TITLE),
    ("A Quilt Method", "We propose a quilt method with sparse zephyr tessels.", "A Quilt Method"),
    ("Marmot Effects in Quilts", "We estimate marmot effects in quilts in dense zephyr grids.",
     "Marmot Effects in Quilts"),
    ("Quilts for Marmot Effects", "We give quilts for marmot effects under sparse zephyr tessels.",
     "Quilts for Marmot Effects"),
], ids=["from", "cut-at-clause", "over", "earlier-work", "scene-setting", "cut-at-and", "points-back", "plain-data",
        "maths", "with-after-whole-thing", "linked-already", "purpose"])
def test_link_scope_restored(title, text, expected):
    assert link_scope_restored(title, text) == expected

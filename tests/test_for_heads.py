import pytest

from generator.derive.for_heads import for_head_said

_ESTIMATOR = "Zephyr learning is hard. We propose a quilt estimator of the marmot drift."


@pytest.mark.parametrize("title, text, expected", [
    # N: the kind a name's sentence gives it (for_head_kinds.py)
    ("QuiltZ for Zephyr Learning", "We propose QuiltZ, a marmot-free folding model. QuiltZ eases zephyr learning.",
     "QuiltZ: A Marmot-Free Folding Model for Zephyr Learning"),
    # I: the lead a purpose lost
    ("A Quilt Algorithm for Zephyr Streams", "We present a quilt algorithm for stitching the seams of zephyr streams.",
     "A Quilt Algorithm for Stitching the Seams of Zephyr Streams"),
    ("A Quilt Method for Zephyr Marmots", "We give a quilt method for the alignment of zephyr marmots.",
     "A Quilt Method for the Alignment of Zephyr Marmots"),
    ("A Quilt Method for Zephyr Marmots", "We give a quilt method for the problem of zephyr marmots.",
     "A Quilt Method for Zephyr Marmots"),
    ("A Quilt Method for Zephyr Marmots", "We give a quilt method for using zephyr marmots.",
     "A Quilt Method for Zephyr Marmots"),
    ("A Quilt Method for Zephyr Marmots", "Earlier a quilt method for stitching zephyr marmots was given.",
     "A Quilt Method for Zephyr Marmots"),
    # M: the head's own complement
    ("A Quilt Estimator for Zephyr Learning", _ESTIMATOR,
     "A Quilt Estimator of the Marmot Drift for Zephyr Learning"),
    ("A Quilt Estimator for Marmot Learning", "Marmot learning needs estimators. We propose a quilt estimator based "
     "on the zephyr distance.", "A Quilt Estimator Based on the Zephyr Distance for Marmot Learning"),
    ("A Quilt Estimator for Marmot Learning", "Marmot learning needs estimators. We propose a quilt estimator by "
     "stitching zephyr seams.", "A Quilt Estimator by Stitching Zephyr Seams for Marmot Learning"),
    ("A QZ Estimator for Quilt Zephyrs", "Quilt zephyrs (QZ) fold. We propose a QZ estimator of the marmot outputs.",
     "A QZ Estimator of the Marmot Outputs"),
    ("A Quilt Estimator for Zephyr Learning", "Zephyr learning is hard. We propose a quilt estimator of zephyr "
     "marmots.", "A Quilt Estimator for Zephyr Learning"),
    ("A Quilt Estimator for Zephyr Learning", "Zephyr learning is hard. Finally, we propose a quilt estimator of the "
     "marmot drift.", "A Quilt Estimator for Zephyr Learning"),
    ("A Quilt Estimator for Marmot Learning", "Marmot learning needs estimators. We propose a quilt estimator by "
     "using zephyr seams.", "A Quilt Estimator for Marmot Learning"),
    ("A Quilt Estimator for Zephyr Learning", "Zephyr learning is hard. The marmot drift matters. We propose a quilt "
     "estimator of the marmot drift.", "A Quilt Estimator for Zephyr Learning"),
    # V: what the paper makes of a topic title's head
    ("Zephyr Folding for Marmot Nets", "We develop a tessel-level model of zephyr folding in marmot nets.",
     "A Tessel-Level Model of Zephyr Folding for Marmot Nets"),
    ("Zephyr Regret for Marmot Nets", "We propose a new notion of zephyr regret for marmot nets.",
     "A New Notion of Zephyr Regret for Marmot Nets"),
    ("Zephyr Regret for Marmot Nets", "We propose a notion of zephyr regret for marmot nets.",
     "Zephyr Regret for Marmot Nets"),
    ("Zephyr Folding for Marmot Nets", "We give an analysis of zephyr folding in marmot nets.",
     "Zephyr Folding for Marmot Nets"),
    ("Zephyr Folding for Marmot Nets", "We develop a tessel-level model of zephyr folding dynamics in marmot nets.",
     "Zephyr Folding for Marmot Nets"),
    # the title's form: a colon, no `for`
    ("QZ: A Quilt Estimator for Zephyr Learning", _ESTIMATOR, "QZ: A Quilt Estimator for Zephyr Learning"),
    ("A Quilt Estimator of Zephyr Learning", _ESTIMATOR, "A Quilt Estimator of Zephyr Learning"),
], ids=["named-kind", "lead-gerund", "lead-of", "lead-filler", "lead-bad-gerund", "lead-not-own", "complement-of",
        "complement-based-on", "complement-by", "complement-says-purpose", "complement-overlaps", "side-contribution",
        "vague-by", "points-back", "made-model", "made-new-notion", "notion-not-new", "analysis-untold",
        "head-goes-on", "colon", "no-for"])
def test_for_head_said(title, text, expected):
    assert for_head_said(title, text) == expected

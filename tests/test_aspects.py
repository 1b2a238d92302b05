import pytest

from generator.derive.aspects import aspect_restored

_OPENING = "Quilts are everywhere. "


@pytest.mark.parametrize("title, text, expected", [
    ("Heterogeneity in Quilt Folding", _OPENING + "We study the role of heterogeneity in quilt folding.",
     "Role of Heterogeneity in Quilt Folding"),
    ("Zephyr in Marmot Regimes", _OPENING + "We characterize the regularization effect of zephyr in marmot regimes.",
     "Regularization Effect of Zephyr in Marmot Regimes"),
    ("Loss Landscape of a Quilt", _OPENING + "Here we analyze the geometry of the loss landscape of a quilt.",
     "Geometry of the Loss Landscape of a Quilt"),
    # only in the opening sentence, not the paper's own study, or another aspect elsewhere
    ("Heterogeneity in Quilt Folding", "We study the role of heterogeneity in quilt folding. Marmots fold.",
     "Heterogeneity in Quilt Folding"),
    ("Heterogeneity in Quilt Folding", _OPENING + "Prior work shows the role of heterogeneity in quilt folding.",
     "Heterogeneity in Quilt Folding"),
    ("Heterogeneity in Quilt Folding", _OPENING + "We study the role of heterogeneity in quilt folding. We analyze "
     "the impact of heterogeneity in quilt folding.", "Heterogeneity in Quilt Folding"),
    # an aspect that judges a method, a named title, a phrase that goes on with `of`
    ("Zephyr Ensembles for Quilts", _OPENING + "We study the effectiveness of zephyr ensembles for quilts.",
     "Zephyr Ensembles for Quilts"),
    ("QZ: Heterogeneity in Quilt Folding", _OPENING + "We study the role of heterogeneity in quilt folding.",
     "QZ: Heterogeneity in Quilt Folding"),
    ("Heterogeneity in Quilt Folding", _OPENING + "We study the role of heterogeneity in quilt folding of marmots.",
     "Heterogeneity in Quilt Folding"),
], ids=["role", "modifier-kept", "article-kept", "opening-only", "not-own", "two-aspects", "judges-method", "named",
        "goes-on-of"])
def test_aspect_restored(title, text, expected):
    assert aspect_restored(title, text) == expected

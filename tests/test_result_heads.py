import pytest

from generator.derive.result_heads import result_head_restored


@pytest.mark.parametrize("title, text, expected", [
    ("Marmot Depth of Quilt Trees", "Quilt trees are everywhere. We derive tight bounds on the marmot depth of quilt "
     "trees.", "Tight Bounds on the Marmot Depth of Quilt Trees"),
    ("Quilt Marmot Weights", "We derive closed-form expressions for quilt marmot weights.",
     "Closed-Form Expressions for Quilt Marmot Weights"),
    ("Zephyr Tessel Routing", "This paper gives a comprehensive characterization of zephyr tessel routing.",
     "Characterization of Zephyr Tessel Routing"),
    # a side sentence, a verb of earlier work, a stop between, a head that is no result
    ("Marmot Depth of Quilt Trees", "Quilt trees are everywhere. Moreover, we derive tight bounds on the marmot depth "
     "of quilt trees.", "Marmot Depth of Quilt Trees"),
    ("Marmot Depth of Quilt Trees", "Prior work derives tight bounds on the marmot depth of quilt trees.",
     "Marmot Depth of Quilt Trees"),
    ("Marmot Depth of Quilt Trees", "We derive bounds, in short, on the marmot depth of quilt trees.",
     "Marmot Depth of Quilt Trees"),
    ("Marmot Depth of Quilt Trees", "We study the role of the marmot depth of quilt trees.",
     "Marmot Depth of Quilt Trees"),
    # a bare `Analysis of` once its praise goes, rates of convergence, a title that names a result, a named title
    ("Zephyr Tessel Routing", "We present a systematic analysis of zephyr tessel routing.", "Zephyr Tessel Routing"),
    ("Convergence of Quilt Descent", "We prove sharp rates for convergence of quilt descent.",
     "Convergence of Quilt Descent"),
    ("Quilt Bounds for Marmot Trees", "We derive tight guarantees for quilt bounds for marmot trees.",
     "Quilt Bounds for Marmot Trees"),
    ("QZ: Marmot Depth of Quilt Trees", "We derive tight bounds on the marmot depth of quilt trees.",
     "QZ: Marmot Depth of Quilt Trees"),
], ids=["bounds-on-the", "expressions-for", "praise-goes", "side-sentence", "earlier-work", "stop-between",
        "no-result", "bare-analysis", "convergence-rates", "names-result", "named"])
def test_result_head_restored(title, text, expected):
    assert result_head_restored(title, text) == expected

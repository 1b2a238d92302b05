import pytest

from generator.derive.for_joins import for_join_written

_NAMED = "We propose a new quilt technique, called marmot quilting, for zephyr sampling."
_OWN_METHOD = "This method, referred to as marmot quilting, smooths zephyrs on tessel graphs."
_CALLED = 'We average quilts for zephyr folding; we call the results "{}".'


@pytest.mark.parametrize("title, text, expected", [
    # the paper's named method for a head that says only its kind, what the naming sentence says, or no result
    ("A Quilt Technique for Zephyr Sampling", _NAMED, "Marmot Quilting for Zephyr Sampling"),
    ("Quilt Ranking for Zephyr Search", "Our paper learns quilt ranking with a zephyr loss, which we call marmot "
     "ranking.", "Marmot Ranking for Zephyr Search"),
    ("Zephyr Smoothing for Tessel Graphs", _OWN_METHOD, "Marmot Quilting for Tessel Graphs"),
    # a head led by a name, a result, two names, earlier work's name, a colon's title
    ("QZ Quilting for Zephyr Sampling", _NAMED, "QZ Quilting for Zephyr Sampling"),
    ("Quilt Bounds for Tessel Graphs", _OWN_METHOD.replace("smooths zephyrs", "bounds quilts"),
     "Quilt Bounds for Tessel Graphs"),
    ("A Quilt Technique for Zephyr Sampling", "We propose a quilt technique, called marmot quilting, and a zephyr "
     "method called tessel smoothing.", "A Quilt Technique for Zephyr Sampling"),
    ("A Quilt Technique for Zephyr Sampling", "Prior work uses a standard quilt technique called marmot quilting.",
     "A Quilt Technique for Zephyr Sampling"),
    ("QZ: A Quilt Technique for Zephyr Sampling", _NAMED, "QZ: A Quilt Technique for Zephyr Sampling"),
    # the abstract's own link word for an invented `for`
    ("Quilt Bounds for Zephyr Expansion", "We derive quilt bounds using the zephyr expansion.",
     "Quilt Bounds using the Zephyr Expansion"),
    ("A Quilt Measure for Zephyr Spaces", "We define a quilt measure between zephyr spaces.",
     "A Quilt Measure between Zephyr Spaces"),
    ("Effect of Quilts for Zephyr Prediction", "We study the effect of quilts on the task of zephyr prediction.",
     "Effect of Quilts on Zephyr Prediction"),
    # the abstract's own `for` too; a bare `on` after a head that is no effect
    ("Quilt Bounds for Zephyr Expansion", "We derive quilt bounds using the zephyr expansion and quilt bounds for "
     "tessels.", "Quilt Bounds for Zephyr Expansion"),
    ("Quilt Bounds for Zephyr Graphs", "We derive quilt bounds on zephyr graphs.", "Quilt Bounds for Zephyr Graphs"),
    # the variant the paper makes
    ("Quilt Coding for Zephyr Data", "We introduce a marmot version of quilt coding for zephyr data.",
     "A Marmot Version of Quilt Coding for Zephyr Data"),
    ("The Quilt Bottleneck for Zephyr Control", "We propose a tessel variant of the quilt bottleneck.",
     "A Tessel Variant of the Quilt Bottleneck for Zephyr Control"),
    # a vague variant; one the title says already
    ("Quilt Coding for Zephyr Data", "We introduce a new version of quilt coding.", "Quilt Coding for Zephyr Data"),
    ("Quilt Coding for Zephyr Data", "We introduce a zephyr version of quilt coding.", "Quilt Coding for Zephyr Data"),
    # a stray word before the paper's name; a name the paper does not give
    ("Results Quilt Soups for Zephyr Folding", _CALLED.format("quilt soups"), "Quilt Soups for Zephyr Folding"),
    ("Results Quilt Soups for Zephyr Folding", _CALLED.format("marmot soups"),
     "Results Quilt Soups for Zephyr Folding"),
    # then what a sentence of the paper's own writes around the halves (for_sentences.py)
    ("Quilt Algorithms for Zephyr Error", "We design quilt algorithms that adapt to zephyr error.",
     "Quilt Algorithms That Adapt to Zephyr Error"),
], ids=["named-kind-head", "named-said-before", "named-own-method", "head-is-name", "result-head", "two-names",
        "earlier-work", "colon", "link-using", "link-between", "link-on-task", "own-for", "bare-on", "variant",
        "variant-of-the", "vague-variant", "variant-said", "stray", "stray-other-name", "own-sentence"])
def test_for_join_written(title, text, expected):
    assert for_join_written(title, text) == expected

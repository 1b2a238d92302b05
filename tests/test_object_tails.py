import pytest

from generator.derive.object_tails import formula_means, list_rest


@pytest.mark.parametrize("tail, expected", [
    (", tessel drifts, and marmot seams.", ", tessel drifts , and marmot seams"),
    (" and dense marmot seams.", "and dense marmot seams"),
    # a short pair, a lone `X, and Y`, an acronym, a verb, a deed, no noun at the end, a pointer
    (" and marmot seams.", None),
    (", and marmot seams.", None),
    (", tessel drifts, or QZs.", None),
    (", tessel drifts, and show marmot seams.", None),
    (", tessel drifts, and folding marmot seams.", None),
    (", tessel drifts, and dense zephyric.", None),
    (", tessel drifts, and their seams.", None),
], ids=["three", "long-pair", "short-pair", "lone", "acronym", "verb", "deed", "no-noun", "points-back"])
def test_list_rest(tail, expected):
    got = list_rest(tail)
    assert (got and " ".join(got)) == expected


@pytest.mark.parametrize("tail, expected", [
    (" using a few marmot seams.", "using a few marmot seams"),
    (" via tessel folding, and more", "via tessel folding"),
    # a pointer, maths, a bare letter, a function word at the end
    (" using these seams.", None),
    (" using a $k$ seams.", None),
    (" with k marmot seams.", None),
    (" using marmot seams with.", None),
], ids=["means", "to-comma", "points-back", "maths", "letter", "function-end"])
def test_formula_means(tail, expected):
    got = formula_means(tail)
    assert (got and " ".join(got)) == expected

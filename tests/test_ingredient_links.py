import pytest

from generator.derive.ingredient_links import ingredients_linked


@pytest.mark.parametrize("title, text, expected", [
    # rule 1: the relation the abstract writes between the halves, in its order, with the title's `for` tail
    ("Quilt Drift and Zephyr Folding", "We close the gap between zephyr folding and quilt drift.",
     "Gap between Zephyr Folding and Quilt Drift"),
    ("Quilt Drift and Zephyr Folding for Marmot Tessels", "We study the trade-off between quilt drift and zephyr "
     "folding.", "Trade-Off between Quilt Drift and Zephyr Folding for Marmot Tessels"),
    ("Quilt Zephyr and Marmot Drift", "We define the quilt zephyr (QZ). We find a link between QZ and marmot drift.",
     "Link between Quilt Zephyr and Marmot Drift"),
    # rule 2: an `H for P` title turned round, by a link, the lens, or a link with a short phrase whose praise goes
    ("High Dimensions for Quilt Regression", "We study quilt regression in high dimensions.",
     "Quilt Regression in High Dimensions"),
    ("Zephyr Optimization for Marmot Normalization", "We view marmot normalization through the lens of zephyr "
     "optimization.", "Marmot Normalization through the Lens of Zephyr Optimization"),
    ("Zephyr Kernels for Quilt Folding", "We do quilt folding with simple marmot zephyr kernels.",
     "Quilt Folding with Marmot Zephyr Kernels"),
    # rule 3: an `A and B` title joined as the abstract joins it, a half by its acronym
    ("Constant Marmot Rates and Quilt Zephyr", "The quilt zephyr (QZ) is a rule. We run QZ with constant marmot rates.",
     "Quilt Zephyr with Constant Marmot Rates"),
    # refusals: the title's form
    ("QZ: Quilt Drift and Zephyr Folding", "We close the gap between zephyr folding and quilt drift.",
     "QZ: Quilt Drift and Zephyr Folding"),
    ("QuiltNorm for Zephyr Folding", "We study zephyr folding with QuiltNorm.", "QuiltNorm for Zephyr Folding"),
    ("Zephyr Models for Quilt Models", "We fit quilt models with zephyr models.", "Zephyr Models for Quilt Models"),
    # refusals: what the abstract writes
    ("High Dimensions for Quilt Regression", "We give high dimensions for quilt regression and quilt regression in "
     "high dimensions.", "High Dimensions for Quilt Regression"),
    ("High Dimensions for Quilt Regression", "We study quilt regression in learned high dimensions.",
     "High Dimensions for Quilt Regression"),
    ("High Dimensions for Quilt Regression", "We study quilt regression in deep wide sparse tall high dimensions.",
     "High Dimensions for Quilt Regression"),
    ("High Dimensions for Quilt Regression", "We study quilt regression in high dimensions marmot tessels.",
     "High Dimensions for Quilt Regression"),
    ("Quilt Drift for Zephyr Folding", "We study zephyr folding between quilt drift and marmots.",
     "Quilt Drift for Zephyr Folding"),
    ("Zephyr Kernels and Quilt Folding", "Tessels combined quilt folding with zephyr kernels.",
     "Zephyr Kernels and Quilt Folding"),
    ("Quilt Folding and Zephyr Games", "We cast quilt folding as zephyr games.", "Quilt Folding and Zephyr Games"),
], ids=["related", "related-for-tail", "related-acronym", "turned", "turned-lens", "turned-free-words",
        "joined-acronym", "colon", "coined-name", "word-twice", "own-join-written", "verb-in-gap", "long-gap",
        "half-goes-on", "between-cuts-pair", "verb-before", "as-join"])
def test_ingredients_linked(title, text, expected):
    assert ingredients_linked(title, text) == expected

import pytest

from generator.derive.far_verbs import far_verb_restored


@pytest.mark.parametrize("title, text, expected", [
    ("Marmot Discovery into the Quilt Solver", "Quilts fold. We integrate zephyr-based marmot discovery into the "
     "quilt solver.", "Integrating Zephyr-Based Marmot Discovery into the Quilt Solver"),
    ("QZ: Quilt Networks to External Marmots", "We connect quilt networks to external marmots.",
     "QZ: Connecting Quilt Networks to External Marmots"),
    ("Zephyr Kernels with Dummy Marmots", "We extend tessel kernels and zephyr kernels with dummy marmots.",
     "Extending Tessel Kernels and Zephyr Kernels with Dummy Marmots"),
    # a verb written right before the phrase is written_verbs.py's; a break or a pronoun between; a participle
    ("Quilt Networks into Marmots", "We integrate quilt networks into marmots.", "Quilt Networks into Marmots"),
    ("Quilt Networks into Marmots", "We integrate, at scale, quilt networks into marmots.",
     "Quilt Networks into Marmots"),
    ("Quilt Networks into Marmots", "We embed it and quilt networks into marmots.", "Quilt Networks into Marmots"),
    ("Quilt Networks with Marmots", "Zephyrs combining quilt networks with marmots fold.", "Quilt Networks with Marmots"),
    # the words between would say a word of the title again
    ("Zephyr Folding into Quilt Networks", "We convert quilt networks for zephyr folding into quilt networks.",
     "Zephyr Folding into Quilt Networks"),
    # a word that takes the link itself; `to` before an aim
    ("Quilts Invariant to Marmots", "We extend quilts invariant to marmots.", "Quilts Invariant to Marmots"),
    ("Quilt Networks to Solve Marmots", "We extend quilt networks to solve marmots.", "Quilt Networks to Solve Marmots"),
], ids=["into", "to-named", "with-gap", "near-verb", "comma", "pronoun", "participle", "says-twice", "takes-link", "aim"])
def test_far_verb_restored(title, text, expected):
    assert far_verb_restored(title, text) == expected

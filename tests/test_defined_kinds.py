import pytest

from generator.derive.defined_kinds import kind_restored


@pytest.mark.parametrize("title, text, expected", [
    ("QZ: Quilt Zephyr for Marmots", "We define the quilt zephyr (QZ) loss for marmots.",
     "QZ: Quilt Zephyr Loss for Marmots"),
    ("QZ: Quilt Zephyr", "We release the quilt zephyr (QZ) dataset.", "QZ: Quilt Zephyr Dataset"),
    # a kind titles leave out, one the title says, a long form that ends on a kind or holds a link
    ("QZ: Quilt Zephyr for Marmots", "We define the quilt zephyr (QZ) layer for marmots.",
     "QZ: Quilt Zephyr for Marmots"),
    ("QZ: Quilt Zephyr Loss", "We define the quilt zephyr (QZ) loss.", "QZ: Quilt Zephyr Loss"),
    ("QZ: Quilt Divergence", "We define the quilt divergence (QZ) score.", "QZ: Quilt Divergence"),
    ("QZ: Quilt of Zephyrs", "We define the quilt of zephyrs (QZ) loss.", "QZ: Quilt of Zephyrs"),
    # the title's phrase goes on past the long form, or holds too little of it
    ("QZ: Quilt Zephyr Marmots", "We define the quilt zephyr (QZ) loss.", "QZ: Quilt Zephyr Marmots"),
    ("QZ: Zephyr for Marmots", "We define the quilt zephyr (QZ) loss.", "QZ: Zephyr for Marmots"),
], ids=["loss", "dataset", "left-out-kind", "said", "ends-on-kind", "holds-link", "goes-on", "one-word"])
def test_kind_restored(title, text, expected):
    assert kind_restored(title, text) == expected

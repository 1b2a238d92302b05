import pytest

from generator.derive.head_swaps import head_swapped

_BEFORE = "Quilt folding is slow for zephyr marmots. "  # the head written before the paper's own work starts


@pytest.mark.parametrize("title, text, expected", [
    ("QZ: Quilt Folding Methods for Zephyr Marmots", "Quilt folding methods are the standard for zephyr marmots. We "
     "propose QZ, a quilt-free zephyr detector for marmot tessels.",
     "QZ: A Quilt-Free Zephyr Detector for Marmot Tessels"),
    ("QZ: Quilt Folding for Zephyr Marmots", _BEFORE + "We propose a tessel-based quilt sampler called QZ. QZ is fast "
     "for zephyr marmots.", "QZ: A Tessel-Based Quilt Sampler for Zephyr Marmots"),
    ("QZ: Quilt Folding for Zephyr Tessels", "Quilt folding is slow. Our QZ is a sparse marmot detector for zephyr "
     "tessels.", "QZ: A Sparse Marmot Detector for Zephyr Tessels"),
    ("QZ: Quilt Folding for Zephyr Marmots", "We propose QZ, a tessel sampler for zephyr marmots. QZ does not rely on "
     "quilt folding.", "QZ: A Tessel Sampler for Zephyr Marmots"),
    ("QZ: Quilt Folding for Zephyr Marmots", _BEFORE + "We propose QZ, a tessel sampler for zephyr marmots. It beats "
     "existing quilt folding.", "QZ: A Tessel Sampler for Zephyr Marmots"),
    ("QZ: Quilt Folding for Zephyr Tessels", _BEFORE + "We release QZ, a family of marmot benchmarks for zephyr "
     "tessels.", "QZ: A Family of Marmot Benchmarks for Zephyr Tessels"),
    ("QZ: Quilt Folding for Marmots", "Quilt folding is slow on a zephyr tessel network (ZTN). We propose QZ, a marmot "
     "sampler for ZTN pruning.", "QZ: A Marmot Sampler for Zephyr Tessel Network Pruning"),
    ("QZ: Quilt Folding for Zephyr Marmots", _BEFORE + "We propose QZ, a novel and simple tessel sampler. QZ "
     "folds zephyr marmots.", "QZ: A Tessel Sampler for Zephyr Marmots"),
    ("QZ: Quilt Folding for Zephyr Marmots", _BEFORE + "We propose a tessel-based marmot sampler called QZ. QZ is fast "
     "for zephyr marmots.", "QZ: A Tessel-Based Marmot Sampler"),
    ("QZ: Quilt Folding for Zephyr Marmots", "Quilt folding is slow. We propose a tessel-based quilt sampler called "
     "QZ.", "QZ: A Tessel-Based Quilt Sampler"),
    ("QZ: Quilt Folding for Marmots", _BEFORE + "We propose QZ, a fast tessel sampler for fast marmot folding.",
     "QZ: A Tessel Sampler for Fast Marmot Folding"),
    # the head in an own sentence, a head that spells the name, others' work, a kind that says nothing alone
    ("QZ: Quilt Folding for Zephyr Marmots", "We propose QZ, a tessel sampler for zephyr marmots. We speed up quilt "
     "folding.", "QZ: Quilt Folding for Zephyr Marmots"),
    ("QF: Quilt Folding for Zephyr Marmots", _BEFORE + "We propose QF, a tessel sampler for zephyr marmots.",
     "QF: Quilt Folding for Zephyr Marmots"),
    ("QZ: Quilt Folding for Zephyr Marmots", _BEFORE + "We build on QZ, a tessel sampler for zephyrs by Marlowe et al.",
     "QZ: Quilt Folding for Zephyr Marmots"),
    ("QZ: Quilt Folding for Zephyr Marmots", _BEFORE + "We propose QZ, a novel method. QZ folds zephyr marmots.",
     "QZ: Quilt Folding for Zephyr Marmots"),
    # no apposition, a family of the old head, an acronym no one defines, the name or the kind said again
    ("QZ: Quilt Folding for Zephyr Marmots", _BEFORE + "We propose QZ to fold tessels.",
     "QZ: Quilt Folding for Zephyr Marmots"),
    ("QZ: Quilt Folding for Zephyr Tessels", _BEFORE + "We release QZ, a family of quilt folding methods for "
     "tessels.", "QZ: Quilt Folding for Zephyr Tessels"),
    ("QZ: Quilt Folding for Marmots", _BEFORE + "We propose QZ, a marmot sampler for ZTN pruning.",
     "QZ: Quilt Folding for Marmots"),
    ("Tessel: Zephyr Folding for Marmots", "Zephyr folding is slow. We propose Tessel, a tessel-free quilt sampler for "
     "marmots.", "Tessel: Zephyr Folding for Marmots"),
    ("QZ: Quilt Folding for Zephyr Marmots", _BEFORE + "We propose QZ, a marmot sampler for marmot tessels.",
     "QZ: Quilt Folding for Zephyr Marmots"),
    ("Quilt Folding for Zephyr Marmots", _BEFORE + "We propose QZ, a tessel sampler for zephyr marmots.",
     "Quilt Folding for Zephyr Marmots"),
], ids=["after-name", "called-old-purpose", "is-kind", "done-without", "others-work", "family-of", "acronym-spelled",
        "praise-dropped", "kind-says-purpose", "no-purpose", "vague-said-again", "own-head", "spells-name", "et-al",
        "generic-kind", "no-apposition", "family-of-head", "undefined-acronym", "says-name", "purpose-repeats-kind",
        "no-colon"])
def test_head_swapped(title, text, expected):
    assert head_swapped(title, text) == expected

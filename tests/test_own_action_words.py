import pytest

from generator.derive.own_action_words import action_words, field_tail, run_on, said_twice

FOLDED = ["folding", "quilts", "into", "zephyr", "space"]


@pytest.mark.parametrize("verbs, rest, expected", [
    (["fold"], "quilts into zephyr space, which is fast.", FOLDED),
    (["folding"], "quilts (QZ) into zephyr space.", FOLDED),
    (["fold", "unfold"], "marmot quilts.", ["folding", "and", "unfolding", "marmot", "quilts"]),
    (["fold"], "quilts of marmot tessels into zephyr space of deep burrow maps by stitching cotton seams with silk.",
     ["folding", "quilts", "of", "marmot", "tessels", "into", "zephyr", "space", "of", "deep", "burrow", "maps"]),
    (["fold"], "marmot quilts into zephyr space into deep burrow maps to stitch cotton seams and silk thread.",
     ["folding", "marmot", "quilts", "into", "zephyr", "space", "into", "deep", "burrow", "maps"]),
    (["fold"], "marmot quilts into zephyr space into deep burrow maps conditioned on tessel seams and silk thread.",
     ["folding", "marmot", "quilts", "into", "zephyr", "space", "into", "deep", "burrow", "maps"]),
    (["fold"], "the quilt seams with a zephyr seam.",
     ["folding", "the", "quilt", "seams", "with", "a", "zephyr", "seam"]),
    (["fold"], "3D quilts into zephyr space.", ["folding", "3D", "quilts", "into", "zephyr", "space"]),
    (["fold"], "quilts into zephyr space by stitching such seams.", FOLDED),
    (["fold"], "quilts into zephyr space, and we show it works.", FOLDED),
    (["fold"], "quilts into zephyr space instead of burrows.", FOLDED),
    (["equip"], "each quilt with zephyr seams.", ["equipping", "each", "quilt", "with", "zephyr", "seams"]),
], ids=["clause-stop", "gerund-aside", "two-verbs", "cut-at-link", "cut-at-to", "cut-participle", "one-word-twice",
        "digit-token", "pointing-cut", "and-we-show", "instead-of", "two-place-kept"])
def test_action_words(verbs, rest, expected):
    assert action_words(verbs, rest) == expected


@pytest.mark.parametrize("verbs, rest", [
    (["fold"], "such quilts into zephyr space."),
    (["fold"], "quilts in $k$ zephyrs."),
    (["fold"], "quilts of Marmot, Tessel and Zephyr."),
    (["fold"], "a simple way to stitch quilts."),
    (["fold"], "quilts by folding zephyrs."),
    (["use"], "marmot quilts to determine."),
    (["fold"], "with quilts."),
    (["fold"], "quilts of zephyr quilts of burrow quilts."),
    (["fold"], "the quilt seams with a zephyr seam in deep burrow maps of marmot lands by stitching cotton."),
    (["equip"], "each quilt seam."),
    (["fold"], "quilts in an efficient way."),
], ids=["points-back", "maths", "list", "vague-object", "said-twice", "infinitive-cut", "link-first", "word-thrice",
        "twice-cut-back", "two-place-cut", "way-cut"])
def test_action_words_refused(verbs, rest):
    assert action_words(verbs, rest) is None


def test_run_on_drops():
    dropped: list[str] = []
    lead = ["A", "quilt", "model", "for"]
    rest = "zephyr folding in burrow maps that stitch marmot seams of deep tessel forests."
    assert run_on(lead, rest, set(), 5, frozenset(("that",)), dropped, 15) == [*lead, "zephyr", "folding", "in",
                                                                              "burrow", "maps"]
    assert dropped == ["that", "stitch", "marmot", "seams", "of", "deep", "tessel", "forests"]


@pytest.mark.parametrize("words, expected", [
    (["Quilt", "Zephyr", "for", "Quilt", "Zephyr"], True),
    (["Zephyr", "for", "Zephyrs"], True),
    (["Folding", "Quilts", "for", "Zephyrs"], False),
], ids=["pair", "x-for-x", "once"])
def test_said_twice(words, expected):
    assert said_twice(words) is expected


@pytest.mark.parametrize("title, words, expected", [
    ("Marmot Tessels", FOLDED, ["for", "Marmot", "Tessels"]),
    ("Quilt Folding for Marmot Tessels", ["folding", "zephyr", "space"], ["for", "Marmot", "Tessels"]),
    # the action has its own `for`, says the field, or names it by initials; a generic field, a kind of work
    ("Marmot Tessels", ["folding", "quilts", "for", "zephyrs"], []),
    ("Marmot Tessels", ["folding", "marmots", "into", "space"], []),
    ("Marmot Tessels", ["folding", "quilts", "of", "MT"], []),
    ("Data Tasks", FOLDED, []),
    ("Marmot Methods", FOLDED, []),
], ids=["whole-title", "for-tail", "own-for", "said", "initials", "generic", "kind-of-work"])
def test_field_tail(title, words, expected):
    assert field_tail(title, words) == expected

import pytest

from generator.derive.bare_purposes import (cleanly_formed, folded, led_spans, opens_means, purpose_words, shortened,
                                            spans, unsaid, well_formed)

_QUILT = ["Quilt", "Folding", "to"]


@pytest.mark.parametrize("rest, expected", [
    ("align zephyr marmots that drift", ["align", "zephyr", "marmots"]),
    ("align zephyr marmots, and more", ["align", "zephyr", "marmots"]),
    ("align zephyr marmots and then fold quilts", ["align", "zephyr", "marmots"]),
    ("align zephyr marmots to fold quilts", ["align", "zephyr", "marmots"]),
    ("align marmots trained on quilts", ["align", "marmots"]),
    ("align marmots in order to fold", ["align", "marmots"]),
    ("align marmots by folding", ["align", "marmots"]),
    ("align zephyr marmots with. Then", ["align", "zephyr", "marmots"]),
], ids=["clause", "comma", "and-then", "second-purpose", "participle", "in-order-to", "means", "trailing-link"])
def test_purpose_words(rest, expected):
    assert purpose_words(rest) == expected


@pytest.mark.parametrize("head, purpose, aim, expected", [
    (_QUILT, ["align", "zephyr", "marmots"], True, ["align", "zephyr", "marmots"]),
    (["Zephyr", "Folding", "to"], ["align", "marmots", "with", "zephyr", "quilts"], True, ["align", "marmots"]),
    (["Zephyr", "Folding", "to"], ["align", "zephyr", "marmots"], True, None),
    (_QUILT, ["align", "the", "quilt", "marmots"], True, ["align", "the", "marmots"]),
    (_QUILT, "align zephyr marmots with tessel bundles of big plush heaps in cold winter".split(), True,
     ["align", "zephyr", "marmots", "with", "tessel", "bundles"]),
    (_QUILT, "align zephyr marmots tessel bundles big plush heaps cold winter".split(), True, None),
    (_QUILT, ["develop", "a", "framework"], True, None),
    (["Aligning", "Marmots", "by"], ["folding", "a", "framework"], False, ["folding", "a", "framework"]),
    (_QUILT, ["solve", "the", "marmot", "problem"], True, None),
    (_QUILT, ["align"], True, None),
], ids=["kept", "cut-before-repeat", "repeat-without-link", "said-modifier-goes", "cut-at-link", "too-long-no-link",
        "vague-aim", "vague-means-kept", "bare-problem", "too-short"])
def test_shortened(head, purpose, aim, expected):
    assert shortened(head, purpose, aim) == expected


@pytest.mark.parametrize("words, expected", [
    (["Quilt", "Folding", "to", "Align", "Zephyrs"], True),
    (["Quilt", "Folding"], False),
    (["Quilt"] * 17, False),
    (["Quilts", "to", "Fold", "Quilt"], False),
    (["Self-Quilt", "for", "Quilt", "Folding"], False),
    (["Quilt", "Folding", "of", "$k$"], False),
    (["Quilt", "Folding", "of", "42"], False),
], ids=["fine", "too-short", "too-long", "plural-repeat", "hyphened-repeat", "maths", "number"])
def test_well_formed(words, expected):
    assert well_formed(words) is expected


@pytest.mark.parametrize("text, expected", [
    ("We use quilt-folding here.", [(7, 20)]),
    ("Quilt\nfolding works.", [(0, 13)]),
    ("We use quilt foldings.", []),
    ("We use re-quilt folding.", []),
], ids=["hyphen-as-space", "line-break", "runs-on", "hyphen-before"])
def test_spans(text, expected):
    assert list(spans(text, folded(text), "quilt folding")) == expected


@pytest.mark.parametrize("words, expected", [
    (["Quilt", "Folding", "That", "Aligns", "Zephyrs"], True),
    (["Quilt", "Folds", "That", "Extend", "Quilt's", "Seams"], False),
    (["Quilt", "Folding", "for", "Zephyr", "Mar-", "mots"], False),
], ids=["fine", "possessive-repeat", "broken-word"])
def test_cleanly_formed(words, expected):
    assert cleanly_formed(words) is expected


@pytest.mark.parametrize("purpose, expected", [
    (["align", "zephyr", "marmots"], (["align", "zephyr", "marmots"], False)),
    (["align", "marmots", "with", "quilt", "heaps"], (["align", "marmots"], True)),
    (["align", "quilt", "marmots"], (None, True)),
], ids=["unsaid", "cut-at-link", "no-link"])
def test_unsaid(purpose, expected):
    assert unsaid(["Quilt", "Folding", "to"], purpose) == expected


@pytest.mark.parametrize("link, first, expected", [
    ("by", "folding", True), ("by", "a", False), ("via", "the", True), ("via", "of", False), ("using", "these", False),
], ids=["by-act", "by-no-act", "via-article", "via-link", "points-back"])
def test_opens_means(link, first, expected):
    assert opens_means(link, first) is expected


@pytest.mark.parametrize("text, article, expected", [
    ("We fold to align zephyr marmots.", False, [(8, 11, 31, "align")]),
    ("We fold to align the zephyr marmots.", False, []),
    ("We fold to align the zephyr marmots.", True, [(8, 11, 35, "align")]),
], ids=["verb-before", "article-not-read", "article-read"])
def test_led_spans(text, article, expected):
    assert list(led_spans(text, folded(text), "zephyr marmots", article)) == expected

import pytest

from generator.derive.ingredient_reads import half_end, key, own_words, places, spellings, titled, words_of


@pytest.mark.parametrize("word, expected", [
    ("Quilts", "quilt"), ("Marmot-Zephyrs", "marmotzephyr"), ("Tesselies", "tessely"), ("Quilt's", "quilt"),
    ("Marmotches", "marmotch"), ("QZs", "qz"), ("Zephyrus", "zephyrus"), ("Quiss", "quiss"),
], ids=["plural", "hyphen", "ies", "apostrophe", "es", "acronym-plural", "us", "ss"])
def test_key(word, expected):
    assert key(word) == expected


@pytest.mark.parametrize("half, text, expected", [
    (["Quilt", "Zephyrs"], "A quilt zephyr folds.", [(1, 3)]),
    (["Quilt", "Zephyr", "Drift"], "The quilt zephyr (QZ) folds. QZ drift folds.", [(8, 10)]),
    (["QZ", "Drift"], "The quilt zephyr (QZ) folds. Quilt zephyr drift folds.", [(8, 11)]),
    (["Quilt", "Zephyr", "Drift"], "The quilt tessel (QZ) folds. QZ drift folds.", []),
], ids=["plural-blind", "long-form-as-acronym", "acronym-spelled-out", "initials-unchecked"])
def test_places(half, text, expected):
    words = words_of(text)
    assert places(words.keys, spellings(half, words.acronyms)) == expected


@pytest.mark.parametrize("text, end, expected", [
    ("quilt zephyr.", 2, 2), ("quilt zephyr (QZ) with marmots", 2, 5), ("quilt zephyr marmots", 2, None),
    ("quilt zephyr $k$ marmots", 2, 2), ("quilt zephyr largely", 2, 2),
], ids=["mark", "past-acronym", "goes-on", "formula", "adverb"])
def test_half_end(text, end, expected):
    assert half_end(words_of(text), end) == expected


@pytest.mark.parametrize("title_words, written, expected", [
    (["Secondary", "Loss"], ["secondary", "losses"], ["Secondary", "losses"]),
    (["Quilt", "Zephyr"], ["QZ"], ["Quilt", "Zephyr"]),
    (["QZ", "Drift"], ["qz", "drift"], ["QZ", "Drift"]),
], ids=["abstract-words", "acronym", "title-capitals"])
def test_own_words(title_words, written, expected):
    assert own_words(title_words, written) == expected


@pytest.mark.parametrize("words, expected", [
    (["quilt", "folding", "through", "the", "lens", "of", "zephyrs"], "Quilt Folding through the Lens of Zephyrs"),
    (["Quilt", "Zephyrs"], None),
    (["Zephyr", "Models", "for", "Quilt", "Model"], None),
    (["Quilt"] * 9 + ["and"] + ["Zephyr"] * 8, None),
], ids=["cased", "too-short", "word-twice", "too-long"])
def test_titled(words, expected):
    assert titled(words) == expected

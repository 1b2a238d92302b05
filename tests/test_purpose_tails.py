import pytest

from generator.derive.prose import written_whole
from generator.derive.purpose_tails import adverb, gerund_base, means_after, purpose_after, purpose_words, stems
from generator.derive.result_heads import ARTICLE, normalised

_BOTTLENECK = "Marmot Bottleneck"
_FOLDING = "Zephyr Folding"
_PATH = "Path to Quilt Forests"


def _places(title, text):
    return written_whole(normalised(text), ARTICLE.sub("", title).lower().replace("-", " "))


@pytest.mark.parametrize("title, text, to_read, expected", [
    (_BOTTLENECK, "We propose the marmot bottleneck to drop stray zephyrs.", False,
     "Marmot Bottleneck to Drop Stray Zephyrs"),
    (_BOTTLENECK, "We propose the marmot bottleneck (MB) in order to drop stray zephyrs.", False,
     "Marmot Bottleneck to Drop Stray Zephyrs"),
    ("Fast Quilt Algorithms", "We give fast quilt algorithms for obtaining multivalid zephyrs.", False,
     "Fast Quilt Algorithms for Obtaining Multivalid Zephyrs"),
    ("Quilt Forests", "We grow quilt forests for segmentation.", False, "Quilt Forests for Segmentation"),
    (_PATH, "We grow path to quilt forests to drop stray zephyrs.", True, f"{_PATH} to Drop Stray Zephyrs"),
    # a title with a `to` unread, a second `for`, `for a`, a report, a vague goal, a pointer back, a title word
    # again, an adjective last, a side sentence, the title as a clause's subject
    (_PATH, "We grow path to quilt forests to drop stray zephyrs.", False, None),
    ("Quilt Forests for Marmots", "We grow quilt forests for marmots for tessel segmentation.", False, None),
    (_BOTTLENECK, "We propose the marmot bottleneck for a while.", False, None),
    (_BOTTLENECK, "We propose the marmot bottleneck to show that zephyrs drift.", False, None),
    (_BOTTLENECK, "We propose the marmot bottleneck to improve performance.", False, None),
    (_BOTTLENECK, "We propose the marmot bottleneck to drop these zephyrs.", False, None),
    (_BOTTLENECK, "We propose the marmot bottleneck to drop stray marmots.", False, None),
    (_BOTTLENECK, "We propose the marmot bottleneck to drop zephyrs adaptive.", False, None),
    (_BOTTLENECK, "Zephyrs abound. Moreover, we propose the marmot bottleneck to drop stray zephyrs.", False, None),
    (_BOTTLENECK, "We show that marmot bottleneck to drop stray zephyrs works.", False, None),
], ids=["to-verb", "in-order-past-acronym", "for-gerund", "for-task", "to-read", "title-has-to", "second-for",
        "for-article", "report", "vague", "points-back", "says-title-again", "adjective-last", "side-sentence",
        "clause-subject"])
def test_purpose_after(title, text, to_read, expected):
    assert purpose_after(title, text, _places(title, text), to_read) == expected


@pytest.mark.parametrize("title, text, to_read, expected", [
    (_FOLDING, "We study zephyr folding via marmot tessel graphs.", False, "Zephyr Folding via Marmot Tessel Graphs"),
    ("Zephyr Mechanism", "We build a zephyr mechanism by contrasting quilt views.", False,
     "Zephyr Mechanism by Contrasting Quilt Views"),
    ("Zephyr GANs", "We study zephyr GANs through the lens of quilt duality.", False,
     "Zephyr GANs through the Lens of Quilt Duality"),
    (_FOLDING, "We study zephyr folding using the tessel quilt measure.", False,
     "Zephyr Folding using the Tessel Quilt Measure"),
    (_FOLDING, "We study zephyr folding based on marmot tessel graphs.", False,
     "Zephyr Folding Based on Marmot Tessel Graphs"),
    ("Folding to Zephyrs", "We study folding to zephyrs via marmot tessel graphs.", True,
     "Folding to Zephyrs via Marmot Tessel Graphs"),
    # a means already, a `to` unread, `by` a gerund that does not say how, a lens after another link, a title word
    # again, no means link, a side sentence
    ("Zephyr Folding via Quilts", "We study zephyr folding via quilts using marmot tessel graphs.", False, None),
    ("Folding to Zephyrs", "We study folding to zephyrs via marmot tessel graphs.", False, None),
    ("Zephyr Mechanism", "We build a zephyr mechanism by showing quilt views.", False, None),
    ("Zephyr GANs", "We study zephyr GANs via the lens of quilt duality.", False, None),
    (_FOLDING, "We study zephyr folding via zephyr tessel graphs.", False, None),
    (_FOLDING, "We study zephyr folding in marmot tessel graphs.", False, None),
    (_FOLDING, "We study zephyr folding. Zephyr folding via marmot tessel graphs is known.", False, None),
], ids=["via", "by-gerund", "through-lens", "using-article", "based-on", "to-read", "has-means", "title-has-to",
        "by-report", "lens-not-through", "says-title-again", "no-link", "not-own-sentence"])
def test_means_after(title, text, to_read, expected):
    assert means_after(title, text, _places(title, text), to_read) == expected


@pytest.mark.parametrize("link, rest, expected", [
    ("to", "systematically fold stray zephyrs", ["fold", "stray", "zephyrs"]),
    ("using", "the quilt measure", ["the", "quilt", "measure"]),
    ("by", "folding marmot seams", ["folding", "marmot", "seams"]),
    ("to", "fold zephyrs, which drift", ["fold", "zephyrs"]),
    ("to", "fold quilts and align marmots", ["fold", "quilts"]),
    ("to", "fold quilts with zephyrs", ["fold", "quilts"]),
    # `to` a thing, a report, `for a`, a quantifier, `by` a report or a factor, a gerund no verb makes, a cut at
    # `and`, a two-place verb cut, an adverb inside, an acronym the phrase goes on after, a list, a clause, nothing
    ("to", "quilt zephyrs", None),
    ("to", "show stray zephyrs", None),
    ("for", "a while", None),
    ("for", "any zephyr", None),
    ("by", "showing quilts", None),
    ("by", "a factor of two", None),
    ("for", "quilting zephyrs", None),
    ("to", "fold quilts and marmots", None),
    ("to", "combine quilts with zephyrs", None),
    ("to", "fold probably approximately tessel zephyrs", None),
    ("to", "fold quilt (QZ) zephyrs", None),
    ("to", "fold quilted, deep zephyrs", None),
    ("to", "fold one two three four five six seven eight nine", None),
    ("to", "", None),
], ids=["adverb-dropped", "article-kept", "by-gerund", "comma-clause", "second-purpose", "cut-link", "to-thing",
        "to-report", "for-article", "for-quantifier", "by-report", "by-factor", "no-verb-gerund", "cut-at-and",
        "two-place-verb", "adverb-inside", "acronym-goes-on", "comma-list", "too-long", "empty"])
def test_purpose_words(link, rest, expected):
    assert purpose_words(link, rest) == expected


@pytest.mark.parametrize("word, expected", [
    ("folding", "fold"),
    ("Folding", "fold"),
    ("storing", "store"),
    ("mapping", "map"),
    # too short, no verb made
    ("sing", None),
    ("quilting", None),
    ("tessel", None),
], ids=["plain", "capital", "dropped-e", "doubled", "short", "not-a-verb", "no-ing"])
def test_gerund_base(word, expected):
    assert gerund_base(word) == expected


@pytest.mark.parametrize("word, expected", [
    ("systematically", True),
    ("Zephyrly", True),
    # a noun, a verb, too short, a listed word
    ("family", False),
    ("apply", False),
    ("fly", False),
    ("only", False),
], ids=["adverb", "invented-adverb", "noun", "verb", "short", "listed"])
def test_adverb(word, expected):
    assert adverb(word) is expected


@pytest.mark.parametrize("words, expected", [
    (["Assisted", "to", "Assist"], {"assis"}),
    (["Quilt-Zephyr", "of", "Marmots"], {"quilt", "zephy", "marmo"}),
    (["Retrieval", "Retrieve"], {"retri"}),
    # function and short words
    (["the", "QZ", "Seam"], {"seam"}),
    (["of", "to", "QZ"], set()),
], ids=["forms-meet", "hyphen-parts", "noun-and-verb", "short-dropped", "none"])
def test_stems(words, expected):
    assert stems(words) == expected

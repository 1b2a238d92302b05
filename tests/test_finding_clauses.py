import pytest

from generator.derive.finding_clauses import clause, finding_end, led_clause
from generator.derive.title_model import load_model

TITLE = ["Zephyr", "Folding"]


@pytest.mark.parametrize("rest, how, loose, expected", [
    ("for sparse tessels, zephyr marmots converge to stable quilts. More", False, False,
     "zephyr marmots converge to stable quilts for sparse tessels"),
    ("the zephyr problem is hard for quilts. More", False, False, "zephyr problem is hard for quilts"),
    ("zephyr marmots fold quilt tessels by studying drift. More", False, False,
     "zephyr marmots fold quilt tessels by studying drift"),
    ("zephyr marmots can fold quilts. More", True, False, "zephyr marmots can fold quilts"),
    # read loosely: a concession, an appositive, a participle's phrase and the authors' means off; a noun after `the`
    ("despite their drift, zephyr marmots converge to stable quilts. More", False, True,
     "zephyr marmots converge to stable quilts"),
    ("zephyr marmots, a recent kind of quilt, converge to stable tessels. More", False, True,
     "zephyr marmots converge to stable tessels"),
    ("zephyr marmots fold quilt tessels, often used in drift. More", False, True, "zephyr marmots fold quilt tessels"),
    ("zephyr marmots fold quilt tessels by studying drift. More", False, True, "zephyr marmots fold quilt tessels"),
    ("the use of zephyr marmots improves quilt drift. More", False, True, "use of zephyr marmots improves quilt drift"),
    ("the zephyr is hard for quilts. More", False, True, "zephyr is hard for quilts"),
    ("tessel drift reduces quilt alignment. More", False, True, "tessel drift reduces quilt alignment"),
    # refusals: off the title's topic, `the` with one word, an aside or a list, `how` with no modal, a kind, a colon
    ("tessel drift reduces quilt alignment. More", False, False, None),
    ("the zephyr is hard for quilts. More", False, False, None),
    ("despite their drift, zephyr marmots converge to stable quilts. More", False, False, None),
    ("zephyr marmots converge to stable quilts. More", True, True, None),
    ("the zephyr problem is hard for quilts. More", False, True, None),
    ("zephyr marmots play two roles: folding and drift", False, True, None),
], ids=["front-scope", "the-kind", "means-kept", "how-modal", "loose-concession", "loose-appositive",
        "loose-participle-phrase", "loose-means", "loose-use-of", "loose-title-word", "loose-off-topic", "off-topic",
        "the-one-word", "concession", "how-no-modal", "loose-the-kind", "colon"])
def test_clause(rest, how, loose, expected):
    found = clause(rest, TITLE, how, "We study zephyrs.", load_model(), loose)
    assert (" ".join(found.words) if found else None) == expected


def test_clause_led():
    """A finding the title leads says so, in the title's words, its verb where they end, and keeps its words as read."""
    found = clause("quilt networks, a class of zephyrs, can fold marmots. More", ["Quilt", "Networks"], False,
                   "We study quilts.", load_model())
    assert found == (["Quilt", "Networks", "can", "fold", "marmots"], 2, True,
                     "quilt networks, a class of zephyrs, can fold marmots".split())


@pytest.mark.parametrize("rest, title, text, loose, expected", [
    ("quilt models, a class of zephyrs, can fold marmots. More", "Quilt Models", "", False,
     "Quilt Models can fold marmots"),
    ("quilt models, such as zephyr and marmot models, predict tessel drift. More", "Quilt Models", "", False, None),
    ("quilt models, such as zephyr and marmot models, predict tessel drift. More", "Quilt Models", "", True,
     "Quilt Models predict tessel drift"),
    ("our quilt networks fold zephyr marmots. More", "Quilt Networks", "", False, None),
    ("our quilt networks fold zephyr marmots. More", "Quilt Networks", "", True, "Quilt Networks fold zephyr marmots"),
    ("QZ quilts fold zephyr marmots. More", "QZ Quilts", "We study quilted zephyr (QZ) quilts.", True,
     "quilted zephyr Quilts fold zephyr marmots"),
    ("QZ quilts fold zephyr marmots. More", "QZ Quilts", "We study quilts.", True, None),
], ids=["appositive", "list-strict", "list-loose", "our-strict", "our-loose", "shorthand-spelled", "shorthand-own"])
def test_led_clause(rest, title, text, loose, expected):
    found = led_clause(rest, title.split(), text, load_model(), loose)
    assert (" ".join(found.words) if found else None) == expected


@pytest.mark.parametrize("rest, expected", [
    ("zephyr marmots fold quilts, often used in drift.", 26),
    ("zephyr marmots fold quilts by analysing drift", 26),
    ("zephyr marmots fold quilts", 26),
], ids=["participle-phrase", "means", "none"])
def test_finding_end(rest, expected):
    assert finding_end(rest) == expected

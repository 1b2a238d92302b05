import pytest

from generator.derive.defined_names import defined, defined_phrase, spells


@pytest.mark.parametrize("title, text, expected", [
    ("QZM: Zephyr Marmots", "We present quilted zephyr marmots (QZM), which fold.", "QZM: Quilted Zephyr Marmots"),
    # a last purpose the long form does not say stays
    ("QZM: Zephyr Marmots for Tessel Design", "We present Quilted Zephyr Marmots (QZM) that fold.",
     "QZM: Quilted Zephyr Marmots for Tessel Design"),
    # an acronym inside the long form is spelled by its own definition
    ("QZ-ML: Zephyr Learning", "Marmot learning (ML) folds. We give quilted zephyr ML (QZ-ML).",
     "QZ-ML: Quilted Zephyr Marmot Learning"),
    ("QZ-ML: Zephyr Learning", "We give quilted zephyr ML (QZ-ML).", "QZ-ML: Zephyr Learning"),
    # the phrase spells the name already, or shares no word with the long form: it describes the name otherwise
    ("QZM: Quilted Zephyr Marmots for Tessels", "We present quilted zephyr marmots (QZM).",
     "QZM: Quilted Zephyr Marmots for Tessels"),
    ("QZM: A Tessel Folding Method", "We present quilted zephyr marmots (QZM).", "QZM: A Tessel Folding Method"),
    # capitals that mark the name's letters, and words the abstract ran together, make no title
    ("QZM: Zephyr Marmots", "We present QUilted ZEphyr Marmots (QZM).", "QZM: Zephyr Marmots"),
    ("QZM: Zephyr Marmots", "We present QuiltedZephyr Marmots (QZM).", "QZM: Zephyr Marmots"),
    # a long form that says a part of the name again would read as repeating itself
    ("QZ-Tessel: Zephyr Marmots", "We present quilted zephyr Tessel (QZ-Tessel).", "QZ-Tessel: Zephyr Marmots"),
    # a title of two words says no more than its name
    ("QZM: Zephyr Marmots", "We present quilt-zephyr-marmots (QZM).", "QZM: Zephyr Marmots"),
    # no definition, or no name
    ("QZM: Zephyr Marmots", "We present QZM, quilted zephyr marmots.", "QZM: Zephyr Marmots"),
    ("Zephyr Marmots", "We present quilted zephyr marmots (QZM).", "Zephyr Marmots"),
], ids=["garbled", "purpose-kept", "inner-acronym", "inner-undefined", "spelled-already", "other-description",
        "marking-capitals", "run-together", "says-name-again", "two-words", "no-definition", "no-name"])
def test_defined_phrase(title, text, expected):
    assert defined_phrase(title, text) == expected


@pytest.mark.parametrize("name, words, expected", [
    ("QZM", ("Quilted", "Zephyr", "Marmots"), True),
    ("QZM", ("Quilted", "and", "Zephyr", "Marmots"), True),  # a glue word gives no letter
    ("QZoM", ("Quilted", "Zephyr", "of", "Marmots"), True),
    ("QZM", ("Quilt-Zephyr", "Marmots"), True),  # each part of a hyphened word may give letters
    ("QZM", ("Zephyr", "Quilted", "Marmots"), False),
    ("QM", ("Quilted", "Zephyr", "Marmots"), False),  # every word gives a letter but a glue word
    ("Q", ("Quilted",), False),  # one capital spells nothing
], ids=["initials", "glue", "lower-letter", "hyphen-parts", "order", "extra-word", "one-capital"])
def test_spells(name, words, expected):
    assert spells(name, words) is expected


def test_defined_takes_the_shortest_run_in_the_clause():
    text = "Marmots fold, and deep quilted zephyr marmots (QZM) fold too."
    assert defined("QZM", text) == "quilted zephyr marmots"

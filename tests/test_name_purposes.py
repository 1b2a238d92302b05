import pytest

from generator.derive.name_purposes import name_purpose_said


@pytest.mark.parametrize("title, text, expected", [
    # after the name: its bracket, an appositive kind and a naming cue, `tailored to`, `capable of`
    ("QZ: Quilt Zephyr Marmots", "We propose quilt zephyr marmots (QZ) to detect tessel drift. QZ is fast.",
     "QZ: Quilt Zephyr Marmots to Detect Tessel Drift"),
    ("Zephyr: A Tessel Quilt Attack", "We propose a tessel quilt attack named Zephyr, to reduce the marmot query "
     "count.", "Zephyr: A Tessel Quilt Attack to Reduce the Marmot Query Count"),
    ("QRF: A Tessel Ranking Framework", "We introduce a tessel ranking framework named QRF for pruning noisy marmots.",
     "QRF: A Tessel Ranking Framework for Pruning Noisy Marmots"),
    ("QZ: Quilt Zephyrs", "We present QZ, tailored to marmot ranking.", "QZ: Quilt Zephyrs for Marmot Ranking"),
    ("QZ: Quilt Zephyrs", "We present QZ, capable of sampling tessel marmots.",
     "QZ: Quilt Zephyrs for Sampling Tessel Marmots"),
    # fronted before the name; passive or `NAME is a ...` where no sentence of the paper's own introduces it
    ("ZS: Zephyr Selection", "To accelerate marmot training, we introduce Zephyr Selection (ZS), which picks tessels.",
     "ZS: Zephyr Selection to Accelerate Marmot Training"),
    ("QT: Quilt Tree", "A new method, called Quilt Tree (QT), is proposed to rank zephyr marmots.",
     "QT: Quilt Tree to Rank Zephyr Marmots"),
    ("QZ: Quilt Zephyr", "QZ is a framework for marmot ranking.", "QZ: Quilt Zephyr for Marmot Ranking"),
    # a reading cut before a preposition where the whole says a title word again
    ("QZ: Quilt Zephyr Marmots", "We propose QZ to detect tessel drift in quilt streams.",
     "QZ: Quilt Zephyr Marmots to Detect Tessel Drift"),
    # a tail that relates already or opens on a gerund; a name only earlier work writes
    ("QZ: Quilt Zephyr for Marmots", "We propose QZ to detect tessel drift.", "QZ: Quilt Zephyr for Marmots"),
    ("QZ: Sampling Quilt Zephyrs", "We propose QZ to detect tessel drift.", "QZ: Sampling Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "Prior studies used QZ to detect tessel drift.", "QZ: Quilt Zephyrs"),
    # a purpose that points back, is vague, reports, is generic, says a title word again or bettering in one word
    ("QZ: Quilt Zephyrs", "We propose QZ to handle this tessel drift.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ to solve the problem.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ to demonstrate tessel drift.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ to train deep neural networks.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ to detect quilt drift.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ to improve robustness.", "QZ: Quilt Zephyrs"),
    # `better` and a verb reads vague; maths; `for short`; a purpose that needs its clause
    ("QZ: Quilt Zephyrs", "We propose QZ to better sample tessel marmots.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ to detect $k$ tessels.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose quilt zephyrs (QZ for short) for tessel ranking.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ to build marmots that rank tessels.", "QZ: Quilt Zephyrs"),
], ids=["bracket-to", "named-appositive", "named-for", "tailored-to", "capable-of", "fronted", "passive", "is-kind",
        "shorter-reading", "tail-relates", "tail-gerund", "earlier-work", "points-back", "vague", "report-verb",
        "generic", "title-word", "bettering-one-word", "better-verb", "maths", "for-short", "needs-clause"])
def test_name_purpose_said(title, text, expected):
    assert name_purpose_said(title, text) == expected

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


@pytest.mark.parametrize("title, text, expected", [
    # in the sentence that introduces the name: a relative clause, its modal, the purpose its means serve
    ("QZ: Quilt Zephyrs", "We propose Quilt Zephyrs (QZ), a model that captures marmot variance.",
     "QZ: Quilt Zephyrs to Capture Marmot Variance"),
    ("QZ: Quilt Zephyrs", "We propose QZ, which can rank tessel marmots.", "QZ: Quilt Zephyrs to Rank Tessel Marmots"),
    ("QZ: Quilt Zephyrs", "We propose QZ, which uses zephyr priors to fit marmot data.",
     "QZ: Quilt Zephyrs to Fit Marmot Data"),
    # the kind's purpose before the naming cue; an appositive past `;`, a kind or `trained to`; a participle's purpose
    ("QZ: Quilt Zephyrs", "We propose a foundation model for marmot ranking called Quilt Zephyrs (QZ).",
     "QZ: Quilt Zephyrs for Marmot Ranking"),
    ("QL: Quilt Layer", "We propose the Quilt Layer (QL); a novel layer designed to fold tessel marmots.",
     "QL: Quilt Layer to Fold Tessel Marmots"),
    ("QL: Quilt Layer", "We propose the Quilt Layer (QL) network, a zephyr model for tessel marmot ranking.",
     "QL: Quilt Layer for Tessel Marmot Ranking"),
    ("QZ: Quilt Zephyrs", "We release QZ, a zephyr model trained to rank tessel marmots.",
     "QZ: Quilt Zephyrs to Rank Tessel Marmots"),
    ("QZ: Quilt Zephyrs", "We propose a framework called Quilt Zephyrs (QZ), assigning a slack to each marmot to "
     "reduce tessel drift.", "QZ: Quilt Zephyrs to Reduce Tessel Drift"),
    # a later sentence that opens on the name; `can be used to` in any; a means, last
    ("QZ: Quilt Zephyrs", "We derive a new algorithm, Quilt Zephyrs (QZ). QZ is able to discover distinct marmot "
     "strategies.", "QZ: Quilt Zephyrs to Discover Distinct Marmot Strategies"),
    ("QZ: Quilt Zephyrs", "We propose a new algorithm, named Quilt Zephyrs (QZ). QZ is designed to enhance the "
     "robustness of marmot ranking.", "QZ: Quilt Zephyrs to Enhance the Robustness of Marmot Ranking"),
    ("QZ: Quilt Zephyrs", "We develop QZ samplers, a class of quilt methods. Experiments show that QZ samplers can be "
     "used to train structured marmot models.", "QZ: Quilt Zephyrs to Train Structured Marmot Models"),
    ("QZ: Quilt Zephyrs", "We introduce QZ, a novel quilt framework that utilizes marmot quantization and a tessel "
     "scheme.", "QZ: Quilt Zephyrs via Marmot Quantization"),
    ("QZ: Quilt Zephyrs", "We describe QZ, a quilt algorithm based on tessel prediction models.",
     "QZ: Quilt Zephyrs Based on Tessel Prediction Models"),
    # a sentence opening on the name with a verb of its own is not read; a later passive must open on the name
    ("QZ: Quilt Zephyrs", "We propose Quilt Zephyrs (QZ). QZ synthesizes marmot styles.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose Quilt Zephyrs (QZ). A light version of QZ is proposed to rank marmots.",
     "QZ: Quilt Zephyrs"),
    # refused: a vague object, a count, an empty head, a bare head a shorter reading leaves, a title acronym spelled
    # out, an acronym alone, a means that serves a purpose, a noun's complement, a means that says nothing
    ("QZ: Quilt Zephyrs", "We propose QZ, which addresses the issues in marmot ranking.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ, which optimizes three marmot objectives.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ, which learns the sampled model.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ, which predicts the marmot drift in long noisy tessel quilt zephyr streams.",
     "QZ: Quilt Zephyrs"),
    ("QZM: Tessel Ranking Nets", "We propose QZM, which quantizes zephyr marmots.", "QZM: Tessel Ranking Nets"),
    ("QZ: Quilt Zephyrs", "We propose a foundation model for MRT called Quilt Zephyrs (QZ).", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We introduce QZ, a quilt framework that utilizes tessel priors to guide this ranking.",
     "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We propose QZ, which gives the flexibility to adapt marmot ranking.", "QZ: Quilt Zephyrs"),
    ("QZ: Quilt Zephyrs", "We introduce QZ, a quilt framework that utilizes a simple trick.", "QZ: Quilt Zephyrs"),
], ids=["relative", "relative-modal", "relative-means-purpose", "kind-purpose", "appositive-semicolon",
        "appositive-kind-comma", "appositive-trained", "participle", "later-able", "later-passive", "can-be-used",
        "means-via", "means-based-on", "subject-unread", "later-not-opening", "vague", "count", "empty-head",
        "bare-head", "spelled-acronym", "acronym-alone", "means-serves", "complement", "means-empty"])
def test_clause_purposes(title, text, expected):
    assert name_purpose_said(title, text) == expected

import pytest

from generator.derive.own_made_things import adds, informative, made, spelled
from generator.derive.title_casing import title_case

TITLE = "Marmot Tessels"
FOLDED = "A Quilt Model for Zephyr Folding in Burrow Maps"
PROPOSAL = "We propose a quilt model for zephyr folding in burrow maps."


@pytest.mark.parametrize("own, expected", [
    ([PROPOSAL], FOLDED),
    (["We propose a quilt model to fold zephyr seams."], "A Quilt Model to Fold Zephyr Seams for Marmot Tessels"),
    (["We propose a quilt model which folds zephyr seams."],
     "A Quilt Model That Folds Zephyr Seams for Marmot Tessels"),
    (["We propose quilt models that fold zephyr seams."], "Quilt Models That Fold Zephyr Seams for Marmot Tessels"),
    (["We introduce a quilt network designed to fold zephyr seams."],
     "A Quilt Network Designed to Fold Zephyr Seams for Marmot Tessels"),
    (["We present a quilt model based on zephyr folding."], "A Quilt Model Based on Zephyr Folding for Marmot Tessels"),
    (["We present a quilt method of folding zephyr seams."],
     "A Quilt Method of Folding Zephyr Seams for Marmot Tessels"),
    (["We propose a quilt zephyr model."], "A Quilt Zephyr Model for Marmot Tessels"),
    (["We propose a method that provides zephyr robustness to burrow seams."],
     "Providing Zephyr Robustness to Burrow Seams for Marmot Tessels"),
    (["We propose the first orbit quilt model for zephyr folding."], "An Orbit Quilt Model for Zephyr Folding"),
    (["We show zephyr seams fold.", PROPOSAL], FOLDED),
    (["We propose a quilt model to fold zephyr seams of burrow maps in deep forests with wide cotton threads."],
     "A Quilt Model to Fold Zephyr Seams of Burrow Maps in Deep Forests for Marmot Tessels"),
], ids=["for", "to", "which-as-that", "plural-that", "designed-to", "based-on", "of-gerund", "bare-kind-field",
        "vague-kind-provides", "first-article", "after-a-finding", "cut-back"])
def test_made(own, expected):
    assert title_case(made(TITLE, own, " ".join(own))) == expected


@pytest.mark.parametrize("own", [
    ["We propose the Quilt model for zephyr folding in burrow maps."],
    ["We present two zephyr experiments for quilt folding."],
    ["Moreover, we propose a quilt model for zephyr folding in burrow maps."],
    ["We learn zephyr seams.", PROPOSAL],
    ["We propose a quilt model for better zephyr folding in burrow maps."],
    ["We propose a quilt model for folding the zephyr number."],
    ["We propose a model for folding."],
    ["We propose a quilt model, Zephyr, for folding burrows."],
    ["We propose a quilt model that allows users to fold zephyr seams."],
    ["We propose a quilt model that fold zephyr seams."],
    ["We propose Quilt Zephyrs for folding burrow maps."],
    ["We propose a quilt model to fold zephyr seams of burrow maps in deep forests with wide marmot tessels."],
], ids=["name", "report", "second-contribution", "earlier-act", "claim", "open-end", "tells-little", "apposition",
        "lets-an-agent", "disagrees", "capitals-no-article", "cut-drops-old-words"])
def test_made_refused(own):
    assert made(TITLE, own, " ".join(own)) is None


@pytest.mark.parametrize("words, title, text, expected", [
    (["A", "burrow", "model", "for", "QZ"], "Quilt Zephyrs for Marmots", "Burrows fold quilt zephyrs (QZ) well.",
     ["A", "burrow", "model", "for", "Quilt", "Zephyrs"]),
    (["A", "burrow", "model", "for", "QZs"], "Quilt Zephyr for Marmots", "Burrows fold quilt zephyr (QZ) well.",
     ["A", "burrow", "model", "for", "Quilt", "Zephyrs"]),
    (["A", "burrow", "model", "for", "QZ"], "Quilt Zephyrs for Marmots", "Burrows fold quilt zephyrs well.",
     ["A", "burrow", "model", "for", "QZ"]),
], ids=["spelled", "plural", "undefined"])
def test_spelled(words, title, text, expected):
    assert spelled(words, title, text) == expected


def test_telling_words():
    assert informative(["A", "Simple", "Quilt", "Model", "for", "QZ", "Folding", "Efficiently"]) == {"quilt", "folding"}
    assert adds("Quilt Folding", FOLDED.split()) == 3

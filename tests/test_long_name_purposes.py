import pytest

from generator.derive.long_name_purposes import long_purpose_said

QZM = "QZM: Quilt Zephyr Marmot Tessel Model"
SAID = "We propose the Quilt Zephyr Marmot Tessel Model (QZM)"


@pytest.mark.parametrize("title, text, expected", [
    # introduced: right after the name; an acronym the abstract defines spelled out; cut at an irregular participle
    (QZM, f"{SAID} to detect seam drift in woven fabrics.", f"{QZM} to Detect Seam Drift in Woven Fabrics"),
    (QZM, f"Tessel seam drift (TSD) hurts quilts. {SAID} to detect TSD in woven fabrics.",
     f"{QZM} to Detect Tessel Seam Drift in Woven Fabrics"),
    (QZM, f"{SAID} to detect seam drift in woven quilts built on marmot priors.",
     f"{QZM} to Detect Seam Drift in Woven Quilts"),
    # relative, kind_purpose and means (the tail is the name's kind); a tail of the name and one scope phrase
    (QZM, f"{SAID}, which captures seam drift.", f"{QZM} to Capture Seam Drift"),
    (QZM, "We propose a framework to rank woven seams, called the Quilt Zephyr Marmot Tessel Model (QZM).",
     f"{QZM} to Rank Woven Seams"),
    ("QZM: A Quilt Zephyr Marmot Tessel Model", "We present QZM, a quilt zephyr marmot tessel model based on seam "
     "folding.", "QZM: A Quilt Zephyr Marmot Tessel Model Based on Seam Folding"),
    ("QZA: Quilt Zephyr Attack on Marmot Models", "We propose the Quilt Zephyr Attack (QZA), which captures tessel "
     "seams.", "QZA: Quilt Zephyr Attack on Marmot Models to Capture Tessel Seams"),
    # one tail word said again with two fresh ones; not with a neighbour the tail has too
    (QZM, f"{SAID} to fold quilt seams of woven fabrics.", f"{QZM} to Fold Quilt Seams of Woven Fabrics"),
    (QZM, f"{SAID} to fold quilt zephyr seams.", None),
    # refusals of the tail: short (name_purposes.py reads it), not written next to the name, a participle of means,
    # a name that is no coined word
    ("QZ: Quilt Zephyr Marmots", "We propose Quilt Zephyr Marmots (QZ), which captures seam drift.", None),
    (QZM, "We propose QZM, which captures seam drift.", None),
    ("QZM: Zephyr Approach Using Marmot Tessels", "We propose the Zephyr Approach Using Marmot Tessels (QZM), which "
     "captures seam drift.", None),
    ("Marmot Nets: Quilt Zephyr Marmot Tessel Model", "We propose the Quilt Zephyr Marmot Tessel Model (Marmot Nets), "
     "which captures seam drift.", None),
    # refusals of the reading: fronted, carried on past a bracket, a compound, a list or the clause's own `to`
    (QZM, f"To capture seam drift, {SAID[0].lower()}{SAID[1:]}.", None),
    (QZM, f"{SAID}, which captures noisy (i.e. woven) seams.", None),
    (QZM, f"{SAID} to fold tessel seams stitched marmot quilts.", None),
    (QZM, f"{SAID}, which captures seam drift, quilt noise and marmot decay.", None),
    (QZM, f"{SAID}, which captures seam drift to fold tessels.", None),
    # vague words, quotes, a means where the tail says how, an undefined acronym
    (QZM, f"{SAID} to capture a broad range of seams.", None),
    (QZM, f"{SAID} to capture marmots' seam drift.", None),
    ("QZM: Quilt Zephyr Model with Marmot Tessels", "We present QZM, a quilt zephyr model with marmot tessels, a "
     "tessel model based on seam folding.", None),
    (QZM, f"{SAID} to detect TSD drift.", None),
], ids=["introduced", "acronym-spelled", "irregular-participle", "relative", "kind-purpose", "means",
        "scope-phrase-tail", "word-again", "pair-again", "short-tail", "tail-not-beside-name", "tail-participle",
        "name-not-coined", "fronted", "bracket-goes-on", "compound-goes-on", "list-goes-on", "clause-goes-on",
        "vague", "quotes", "means-said", "undefined-acronym"])
def test_long_purpose_said(title, text, expected):
    name, _, tail = title.partition(": ")
    assert long_purpose_said(name, tail, text) == expected

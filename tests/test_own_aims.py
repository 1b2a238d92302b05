import pytest

from generator.derive.own_aims import own_aim_said

BACKGROUND = "Zephyr marmots fold quilts at great speed. Tessel burrows hold the quilts of zephyr marmots. "
TITLE = "Tessel Burrows for Zephyr Marmots"


@pytest.mark.parametrize("title, text, expected", [
    (TITLE, BACKGROUND + "This paper studies the relationship between quilt size and burrow depth by counting "
     "tessels.", "Relationship between Quilt Size and Burrow Depth"),
    (TITLE, BACKGROUND + "We propose a novel quilt sampler for burrow estimation, which is fast.",
     "A Quilt Sampler for Burrow Estimation"),
    (TITLE, BACKGROUND + "Here we propose to fold quilts in tessel space.", "Folding Quilts in Tessel Space"),
    (TITLE, BACKGROUND + "The goal of this paper is to stitch quilts into tessel seams.",
     "Stitching Quilts into Tessel Seams"),
    (TITLE, BACKGROUND + "In this paper, we study this question. We analyze the burrow depth of tessel quilts.",
     "Burrow Depth of Tessel Quilts"),
    (TITLE, "Zephyr marmot quilts (ZMQs) are warm. Tessel burrows hold zephyr marmots. We study the burrow depth of "
     "ZMQs.", "Burrow Depth of Zephyr Marmot Quilts"),
    ("Quilt Folding and Zephyr Marmots", "Quilt folding is slow. Zephyr marmots are fast. We study the burrow depth "
     "of quilt folding for zephyr marmots.", "Burrow Depth of Quilt Folding for Zephyr Marmots"),
    # the readings of what the paper writes around the title, tried first
    ("Marmots to Fold Zephyr Quilts", "Tessels are slow. We enable marmots to fold zephyr quilts.",
     "Enabling Marmots to Fold Zephyr Quilts"),
    ("A Tessel Folder for Target Marmots", "To fold zephyr burrow seams that keep the shape of target marmots, we "
     "propose a tessel folder.", "A Tessel Folder to Fold Zephyr Burrow Seams"),
    ("Adaptive Quilt Folding", "Adaptive quilt folding is slow. We provide the first efficient implementation of "
     "adaptive quilt folding for marmots.", "Efficient Implementation of Adaptive Quilt Folding"),
    # refused: no background, not borrowed, a finite verb, a colon, a vehicle, a light verb, a bare kind for the old
    # title, an undefined acronym, a wh-clause, a content word twice
    (TITLE, "We study the relationship between quilt size and burrow depth. " + BACKGROUND, TITLE),
    (TITLE, BACKGROUND + "We study the relationship between tessel burrows and zephyr marmots.", TITLE),
    ("Tessel Burrows Help Zephyr Marmots", BACKGROUND + "We study the burrow depth of tessel quilts.",
     "Tessel Burrows Help Zephyr Marmots"),
    ("QZ: Tessel Burrows for Zephyr Marmots", BACKGROUND + "We study the burrow depth of tessel quilts.",
     "QZ: Tessel Burrows for Zephyr Marmots"),
    (TITLE, BACKGROUND + "To understand marmots, we study the burrow depth of tessel quilts.", TITLE),
    (TITLE, BACKGROUND + "We propose to improve the burrow depth of tessel quilts.", TITLE),
    (TITLE, BACKGROUND + "We propose a method for tessel burrows for zephyr marmots.", TITLE),
    (TITLE, BACKGROUND + "We study the burrow depth of ZMQ quilts.", TITLE),
    (TITLE, BACKGROUND + "We study how quilt size shapes burrow depth.", TITLE),
    (TITLE, BACKGROUND + "We study the burrow depth of quilt burrows.", TITLE),
], ids=["studied", "made", "aim", "goal", "points-on", "acronym-spelled", "glued", "control", "fronted", "relation",
        "no-background", "not-borrowed", "finite-verb", "colon", "vehicle", "light-verb", "bare-kind",
        "undefined-acronym", "wh-clause", "said-twice"])
def test_own_aim_said(title, text, expected):
    assert own_aim_said(title, text) == expected

import pytest

from generator.derive.own_actions import own_action_said

BACKGROUND = "Marmot tessels are widely used in quilt stitching. "
FOLDED = "Folding Quilts into Zephyr Space for Marmot Tessels"
STUDIED = BACKGROUND + "Here we study marmot tessels. "


@pytest.mark.parametrize("title, text, expected", [
    ("Marmot Tessels", BACKGROUND + "We propose to fold quilts into zephyr space, which speeds up search.", FOLDED),
    ("Marmot Tessels", BACKGROUND + "We present folding quilts into zephyr space for speed.",
     "Folding Quilts into Zephyr Space for Speed"),
    ("Marmot Tessels", BACKGROUND + "We present a simple yet effective method that folds quilts into zephyr space.",
     FOLDED),
    ("Marmot Tessels", BACKGROUND + "We introduce a framework to fold quilts into zephyr space.", FOLDED),
    ("Marmot Tessels", BACKGROUND + "We introduce a framework for folding quilts into zephyr space.", FOLDED),
    ("Marmot Tessels", BACKGROUND + "In this paper, we aim to fold quilts into zephyr space.", FOLDED),
    ("Marmot Tessels", BACKGROUND + "We propose to both fold and unfold zephyr quilts in burrow space.",
     "Folding and Unfolding Zephyr Quilts in Burrow Space for Marmot Tessels"),
    ("Tessels for Quilt Stitching", BACKGROUND + "We propose to fold zephyr space into burrow maps.",
     "Folding Zephyr Space into Burrow Maps for Quilt Stitching"),
    ("Marmot Tessels", BACKGROUND + "We propose a quilt model for zephyr folding in burrow maps.",
     "A Quilt Model for Zephyr Folding in Burrow Maps"),
    ("Marmot Tessels", BACKGROUND + "We present a deep method that folds quilts into zephyr space.",
     "A Deep Method That Folds Quilts into Zephyr Space for Marmot Tessels"),
    ("Marmot Tessels", STUDIED + "We propose to fold quilts into zephyr space.", FOLDED),
    ("Zephyr Folding", "We propose a quilt model for zephyr folding in marmot burrows. It stitches seams.",
     "A Quilt Model for Zephyr Folding in Marmot Burrows"),
    ("Zephyr Estimation", "Zephyr estimation is hard. We propose a framework to solve this problem by folding marmot "
     "quilts.", "Zephyr Estimation by Folding Marmot Quilts"),
    ("Marmot Tessels", BACKGROUND + "We consider the problem of folding quilts under zephyr seams.",
     "Folding Quilts under Zephyr Seams for Marmot Tessels"),
], ids=["to-verb", "gerund-own-for", "kind-that", "kind-to", "kind-for", "aim", "both-verbs", "for-field", "made-thing",
        "telling-modifier-made", "own-study-kept", "opening-proposal", "by-means", "problem-of"])
def test_own_action_said(title, text, expected):
    assert own_action_said(title, text) == expected


@pytest.mark.parametrize("title, text", [
    ("QZ: Marmot Tessels", BACKGROUND + "We propose to fold quilts into zephyr space."),
    ("Marmot Tessels", "We study marmot tessels. We propose to fold quilts into zephyr space."),
    ("Marmot Zephyrs", BACKGROUND + "We propose to fold quilts into zephyr space."),
    ("Marmot Tessels", BACKGROUND + "Our marmot tessels fold quilts. We propose to fold quilts into zephyr space."),
    ("Marmot Tessels", STUDIED + "We propose to fold quilts into marmot space."),
    ("Marmot Tessels", BACKGROUND + "We propose to achieve quilts in zephyr space."),
    ("Marmot Tessels", BACKGROUND + "We propose to handle the problem by folding quilts."),
    ("Marmot Tessels", BACKGROUND + "We propose learning quilts into zephyr space."),
    ("Marmot Tessels", BACKGROUND + "We propose to fold quilts."),
    ("Zephyr Folding", "We propose a quilt model for zephyr folding in marmot burrows."),
    ("Zephyr Folding", "We propose a quilt model for tessel folding in marmot burrows. It stitches seams."),
    ("Zephyr Folding in Marmot Burrows for Quilt Seams of Deep Tessels",
     "We propose a quilt model for zephyr folding in marmot burrows for quilt seams of deep tessels. It stitches."),
    ("Zephyr Estimation for Quilts", "Zephyr estimation for quilts is hard. We propose a framework to solve this "
     "problem by folding marmot quilts."),
    ("Zephyr Estimation", "Zephyr estimation is hard. We propose a framework to solve this problem by learning marmot "
     "quilts."),
], ids=["named", "opens-on-own-work", "word-not-in-background", "head-owned", "own-study-dropped", "praise-verb",
        "points-back", "noun-ing", "too-short", "opening-one-sentence", "opening-drops-word",
        "opening-too-long", "by-means-not-a-task", "by-means-noun-ing"])
def test_own_action_refused(title, text):
    assert own_action_said(title, text) == title

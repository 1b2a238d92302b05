import pytest

from generator.derive.study_scopes import scope_studied
from generator.derive.title_model import load_model


@pytest.mark.parametrize("title, text, expected", [
    ("Quilt Folding with Marmots", "We consider off-grid quilt folding with marmots in zephyr games. Zephyrs fold.",
     "Quilt Folding with Marmots in Zephyr Games"),
    ("QZ: Tessel Learning in Quilts", "In this paper, we study the problem of tessel learning in quilts with "
     "budgets. QZ folds.", "QZ: Tessel Learning in Quilts with Budgets"),
    # the title has its link already, or the phrase is not what the paper studies
    ("Quilt Folding in Marmots", "We study quilt folding in marmots in zephyr games.", "Quilt Folding in Marmots"),
    ("Quilt Folding with Marmots", "Prior work uses quilt folding with marmots in zephyr games.",
     "Quilt Folding with Marmots"),
    # a scope that names nothing, points back, or ends on a word titles never end on
    ("Quilt Folding with Marmots", "We study quilt folding with marmots in a general setting.",
     "Quilt Folding with Marmots"),
    ("Quilt Folding with Marmots", "We study quilt folding with marmots in this zephyr.", "Quilt Folding with Marmots"),
    ("Quilt Folding with Marmots", "We study quilt folding with marmots in smooth, folded zephyrs.",
     "Quilt Folding with Marmots"),
    # a scope that runs on to an aim ends before it
    ("Quilt Folding with Marmots", "We study quilt folding with marmots in zephyr games to reduce tessels. Zephyrs fold.",
     "Quilt Folding with Marmots in Zephyr Games"),
], ids=["consider", "problem-of", "has-link", "not-studied", "vague", "points-back", "modifier-end", "aim-cut"])
def test_scope_studied(title, text, expected):
    assert scope_studied(title, text, load_model()) == expected

import pytest

from generator.derive.written_articles import written_articles

_QUILT = ("We estimate quilt values in a single zephyr pass. Our method is capable of solving the zephyr control "
          "problem and "
          "builds a conditionally reversible marmot. We view tessel folding as an information retrieval task.")


@pytest.mark.parametrize("title, text, expected", [
    ("Estimating Quilt Values in Single Zephyr Pass", _QUILT, "Estimating Quilt Values in a Single Zephyr Pass"),
    ("Solving Zephyr Control Problem", _QUILT, "Solving the Zephyr Control Problem"),
    ("QRN: Conditionally Reversible Marmot", _QUILT, "QRN: A Conditionally Reversible Marmot"),
    ("Tessel Folding as Information Retrieval Task", _QUILT, "Tessel Folding as an Information Retrieval Task"),
    # the abstract also writes the phrase bare: no article
    ("Estimating Quilt Values in Single Zephyr Pass", _QUILT + " It runs in single zephyr pass mode.",
     "Estimating Quilt Values in Single Zephyr Pass"),
    # two articles for one phrase: none is the abstract's
    ("Solving Zephyr Control Problem", _QUILT + " We also try solving a zephyr control problem.",
     "Solving Zephyr Control Problem"),
    # after a preposition, `the` only before `of`
    ("Marmots in Setting of Tessels", "We study marmots in the setting of tessels.",
     "Marmots in the Setting of Tessels"),
    ("Marmots in Setting", "We study marmots in the setting.", "Marmots in Setting"),
    # a plural takes no `a`
    ("Marmots for Quilt Networks", "We train marmots for a quilt networks zoo.", "Marmots for Quilt Networks"),
    # the name spelled out stays bare; a mass noun stays bare
    ("QRN: Quilted Reversible Network", "We build a quilted reversible network.", "QRN: Quilted Reversible Network"),
    ("Quilt Learning for Marmots", "We propose a quilt learning for marmots.", "Quilt Learning for Marmots"),
    # the abstract goes on past the title's phrase (`a quilt value function`): no article for `Quilt Value`
    ("Quilt Value", "We learn a quilt value function.", "Quilt Value"),
    # the title's first gerund stands for its verb in any form; a mass noun after it stays bare unless `of` follows
    ("Improving Robustness of Marmots", "We improve the robustness of marmots.", "Improving the Robustness of Marmots"),
    ("Revisiting Quilt Detection", "We revisit the quilt detection.", "Revisiting Quilt Detection"),
    ("Improving Robustness of Marmots", "We improve the robustness of marmots. Improving robustness of marmots is hard.",
     "Improving Robustness of Marmots"),
    # a singular on -s takes its article (`Bias`), a plural acronym none
    ("Reducing Zephyr Bias of Quilts", "We reduce the zephyr bias of quilts.", "Reducing the Zephyr Bias of Quilts"),
    ("Training QZNs for Marmots", "We train the QZNs for marmots.", "Training QZNs for Marmots"),
    # `using` ends a phrase as a preposition does
    ("Marmot Folding using Single Zephyr", "We fold marmots using a single zephyr.",
     "Marmot Folding using a Single Zephyr"),
], ids=["after-preposition", "after-gerund-the", "after-name", "an", "written-bare", "two-articles", "the-of",
        "the-without-of", "plural", "spelled-name", "mass-noun", "phrase-runs-on", "verb-form", "bare-mass-head",
        "verb-form-bare", "singular-on-s", "plural-acronym", "using"])
def test_written_articles(title, text, expected):
    assert written_articles(title, text) == expected

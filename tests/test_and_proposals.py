import pytest

from generator.derive.and_links import title_written
from generator.derive.and_proposals import proposed_words
from generator.derive.and_sentences import sentences
from generator.derive.title_casing import title_case

_ALIGN = "We propose a zephyr method to align quilts with marmot seams."


@pytest.mark.parametrize("title, text, expected", [
    # a written title's kind, holder (`that V-s`, `to V`) and proposal
    ("Quilts and Zephyrs", "We present a tessel folding framework for quilts and zephyrs.",
     "Tessel Folding Framework for Quilts and Zephyrs"),
    ("Quilts and Zephyrs", "We propose a marmot model that aligns quilts and zephyrs.",
     "Marmot Model That Aligns Quilts and Zephyrs"),
    ("Quilts and Zephyrs", "We introduce a tessel method to fold quilts and zephyrs.",
     "Tessel Method to Fold Quilts and Zephyrs"),
    ("Quilts and Zephyrs", "We formulate tessel selection using both quilts and zephyrs.",
     "Tessel Selection using Both Quilts and Zephyrs"),
    # a half's holder and proposal, the paper's first proposal for a pair and for a written title
    ("Quilt Seams and Marmot Data", "We propose a zephyr model that aligns quilt seams.",
     "Zephyr Model That Aligns Quilt Seams"),
    ("Quilts and Marmot Data", "We formulate tessel selection using both quilts and zephyrs.",
     "Tessel Selection using Both Quilts and Zephyrs"),
    ("Marmot Quilts and Tessel Data", _ALIGN, "Zephyr Method to Align Quilts with Marmot Seams"),
    ("Quilts and Zephyrs", "Quilts and zephyrs drift. We propose a tessel method to align zephyrs with quilts.",
     "Tessel Method to Align Zephyrs with Quilts"),
    # a kind that says nothing new, `Approach That Handles`, a dropped topic, a side contribution, a fronted purpose,
    # a paper first a study, a written title the paper studies
    ("Quilts and Zephyrs", "We present a new framework for quilts and zephyrs.", None),
    ("Quilts and Zephyrs", "We propose an approach that handles quilts and zephyrs.", None),
    ("Quilt Seams and Marmot Data",
     "We propose a zephyr model that aligns quilt seams. Marmot data are common. We collect marmot data.", None),
    ("Marmot Quilts and Tessel Data", _ALIGN.replace("We propose", "We also propose"), None),
    ("Marmot Quilts and Tessel Data", "To align quilts with marmot seams, we propose a zephyr method to fold them.",
     None),
    ("Marmot Quilts and Tessel Data", "We study marmot quilts. " + _ALIGN, None),
    ("Quilts and Zephyrs", "We study quilts and zephyrs. We propose a tessel method to align zephyrs with quilts.",
     None),
], ids=["kind", "holder-that", "holder-to", "proposal", "half-holder", "half-proposal", "first-proposal",
        "first-proposal-written", "plain-kind", "handles", "drops-topic", "also", "fronted-to", "first-a-study",
        "studied-title"])
def test_proposed_words(title, text, expected):
    sents = sentences(text)
    words = proposed_words(title, sents, title_written(title, sents))
    assert (words and title_case(words)) == expected

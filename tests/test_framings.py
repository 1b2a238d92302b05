"""What a paper casts its topic as (generator/derive/framings.py)."""

import pytest

from generator.derive.framings import restates
from generator.derive.titles import derive_title

_OPENING = "Marmot detection is widely studied in ecology. However, existing detectors need many labels. "
_CLOSING = " Experiments on three datasets show large gains."


@pytest.mark.parametrize("sentence, title", [
    ("In this work, we formulate marmot detection as a ranking problem over image regions.",
     "Marmot Detection as a Ranking Problem over Image Regions"),
    ("We cast quilted marmot detection as the repeated application of two operators.",
     "Quilted Marmot Detection as the Repeated Application of Two Operators"),
    ("In this work, we formulate the problem of marmot detection as a ranking problem over image regions.",
     "Marmot Detection as a Ranking Problem over Image Regions"),  # the holder says nothing of its own
    ("In this work, we propose to represent quilted marmot detectors as computational graphs of parameters.",
     "Quilted Marmot Detectors as Computational Graphs of Parameters"),
    ("In this work, we formulate marmot detection as an offline reinforcement learning (RL) problem with experts.",
     "Marmot Detection as Offline Reinforcement Learning"),  # the article was the cut noun's
], ids=["formulate-as", "cast-as", "problem-of", "propose-to", "article-of-a-cut-noun"])
def test_an_unnamed_title_says_what_the_paper_casts_its_topic_as(sentence, title):
    assert derive_title(_OPENING + sentence + _CLOSING) == title


@pytest.mark.parametrize("sentence", [
    "In this work, we formulate this as a ranking problem over image regions.",  # points back
    "In this work, we formulate and characterize marmot detection as a ranking problem over image regions.",
    "In this work, we formulate marmot detection as a new task.",  # says nothing of what it becomes
    "In this work, we view marmot detection as an observer traveling around a continuous space.",  # cut short
    "Prior detectors formulate marmot detection as a ranking problem over image regions.",  # not the paper's
    "In this work, we view fair marmot detection as invariant marmot detection.",  # says a pair of words twice
], ids=["pointing", "second-verb", "new-task", "cut-short", "others", "repeated"])
def test_no_recasting_where_it_would_not_read(sentence):
    assert " as " not in derive_title(_OPENING + sentence + _CLOSING)


def test_a_named_paper_keeps_its_title():
    text = (_OPENING + "We propose Zephyr, a detector that needs few labels. We cast quilted marmot detection as "
            "the repeated application of two operators." + _CLOSING)
    assert derive_title(text).startswith("Zephyr")
    assert "Two Operators" not in derive_title(text)


@pytest.mark.parametrize("title, units, ok", [
    ("Policy Quilt Methods", ["policy", "quilt", "methods", "repeated", "application"], True),
    ("Marmot Detection for Image Regions", ["marmot", "detection", "ranking", "problem"], True),  # half of it
    ("A Flow Mechanism of Linear Complexity for Marmots", ["attention", "flow", "information"], False),
    ("", ["marmot"], False),
])
def test_restates(title, units, ok):
    assert restates(title, units) is ok

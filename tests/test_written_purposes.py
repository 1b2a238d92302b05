import pytest

from generator.derive.title_model import load_model
from generator.derive.written_purposes import purpose_written


@pytest.mark.parametrize("title, text, expected", [
    ("A Local Quilt Clustering Algorithm", "We propose a local quilt clustering algorithm for graphs with node "
     "attributes, which runs fast.", "A Local Quilt Clustering Algorithm for Graphs with Node Attributes"),
    ("QZ: A Pretrained Zephyr Model", "QZ is a pretrained zephyr model to perform marmot synthesis. Marmots fold.",
     "QZ: A Pretrained Zephyr Model to Perform Marmot Synthesis"),
    ("Reducing Robust Quilt Learning", "We show that reducing robust quilt learning to standard marmot learning is "
     "possible for marmots.", "Reducing Robust Quilt Learning to Standard Marmot Learning"),
    # a word the model has not seen and the abstract writes once may be two a PDF ran together
    ("A Pretrained Zephyr Model", "We train a pretrained zephyr model to perform marmotsynthesis well.",
     "A Pretrained Zephyr Model"),
    # a purpose that points back, or only reports what the paper shows
    ("A Local Quilt Clustering Algorithm", "We propose a local quilt clustering algorithm for this problem.",
     "A Local Quilt Clustering Algorithm"),
    ("A Pretrained Zephyr Model", "We use a pretrained zephyr model to show that quilts fold.",
     "A Pretrained Zephyr Model"),
    # a vague place after `to`, and a title that says its purpose already
    ("Quilt Zephyr Networks", "We extend quilt zephyr networks to scenarios where marmots fold.",
     "Quilt Zephyr Networks"),
    ("A Quilt Algorithm for Marmots", "We give a quilt algorithm for marmots for zephyrs.",
     "A Quilt Algorithm for Marmots"),
], ids=["kind-for", "kind-to", "second-half", "glued-word", "points-back", "report", "vague-place", "has-purpose"])
def test_purpose_written(title, text, expected):
    assert purpose_written(title, text, load_model().uses) == expected

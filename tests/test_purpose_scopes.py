import pytest

from generator.derive.purpose_scopes import purpose_scoped
from generator.derive.title_model import load_model


@pytest.mark.parametrize("title, text, expected", [
    ("Nearly Optimal Quilts for Online Marmot Location", "We give quilts for online marmot location with predictions.",
     "Nearly Optimal Quilts for Online Marmot Location with Predictions"),
    ("QZ: A Zephyr Method for Distributed Learning", "QZ is a zephyr method for distributed learning (DL) over "
     "heterogeneous datasets.", "QZ: A Zephyr Method for Distributed Learning over Heterogeneous Datasets"),
    # a sentence about earlier work, a purpose with its scope already, a scope that points back or runs on
    ("Quilts for Online Marmot Location", "Prior work builds quilts for online marmot location with predictions.",
     "Quilts for Online Marmot Location"),
    ("Quilts for Marmot Location in Graphs", "We give quilts for marmot location in graphs with predictions.",
     "Quilts for Marmot Location in Graphs"),
    ("Quilts for Online Marmot Location", "We give quilts for online marmot location with these predictions.",
     "Quilts for Online Marmot Location"),
    ("Quilts for Online Marmot Location", "We give quilts for online marmot location with $k$ predictions.",
     "Quilts for Online Marmot Location"),
    # `with the X` says how; a scope that ends on a modifier
    ("Quilts for Online Marmot Location", "We give quilts for online marmot location with the predictions.",
     "Quilts for Online Marmot Location"),
    ("Quilts for Online Marmot Location", "We give quilts for online marmot location in deep, wide graphs.",
     "Quilts for Online Marmot Location"),
], ids=["with", "over-past-acronym", "earlier-work", "has-scope", "points-back", "maths", "with-the", "modifier"])
def test_purpose_scoped(title, text, expected):
    assert purpose_scoped(title, text, load_model()) == expected

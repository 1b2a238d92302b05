import pytest

from generator.derive.first_items import first_item_restored


@pytest.mark.parametrize("title, text, expected", [
    ("Lower Bounds for Quilts", "We prove upper and lower bounds for quilts.", "Upper and Lower Bounds for Quilts"),
    ("QZ: Mitigating Zephyr Bias", "We study detecting and mitigating zephyr bias.",
     "QZ: Detecting and Mitigating Zephyr Bias"),
    ("Non-Robust Marmots for Quilts", "We study robust and non-robust marmots.", "Robust and Non-Robust Marmots for "
     "Quilts"),
    ("Second-Order Bounds for Quilts", "We give first- and second-order bounds.",
     "First- and Second-Order Bounds for Quilts"),
    ("Asynchronous Quilt Folding", "Both synchronous and asynchronous quilt folding converge.",
     "Synchronous and Asynchronous Quilt Folding"),
    # praise is no contrast; a title with `and` already; a pair that ends another phrase
    ("General Quilt Folding", "We give simple and general quilt folding.", "General Quilt Folding"),
    ("Lower Bounds and Marmots", "We prove upper and lower bounds.", "Lower Bounds and Marmots"),
    ("Lower Bounds for Quilts", "Marmots are upper and lower bounds for quilts.", "Lower Bounds for Quilts"),
], ids=["opposites", "two-gerunds", "negating-prefix", "suspended-hyphen", "both", "praise", "has-and", "ends-phrase"])
def test_first_item_restored(title, text, expected):
    assert first_item_restored(title, text) == expected

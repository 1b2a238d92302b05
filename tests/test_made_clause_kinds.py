import pytest

from generator.derive.made_clause_kinds import kind_led
from generator.derive.sentence_tokens import title_sentences


def _led(title: str, text: str) -> str | None:
    return kind_led(title, title_sentences(text, title.lower().split()))


@pytest.mark.parametrize("title, text, expected", [
    # the kind made before a topic title, its means kept, praise left out; `aims to`; a kind given only as its means
    ("Zephyr Quilts", "We propose a novel tessel algorithm using marmot bundles to fold zephyr quilts.",
     "A Tessel Algorithm using Marmot Bundles to Fold Zephyr Quilts"),
    ("Zephyr Marmots", "We propose a tessel framework that aims to align zephyr marmots.",
     "A Tessel Framework to Align Zephyr Marmots"),
    ("Zephyr Folding", "We propose a method based on quilt stitching that speeds zephyr folding.",
     "Quilt Stitching to Speed Zephyr Folding"),
    ("Zephyr Marmots", "We introduce tessel models that aim to align zephyr marmots.",
     "Tessel Models to Align Zephyr Marmots"),
    # the phrase the title's last word goes on with, and an aside before the aim
    ("Zephyr Marmot", "We propose a tessel method to fold the zephyr marmot of rope heaps.",
     "A Tessel Method to Fold the Zephyr Marmot of Rope Heaps"),
    ("Zephyr Marmots", "We propose a tessel method, inspired by rope heaps, that aligns zephyr marmots.",
     "A Tessel Method That Aligns Zephyr Marmots"),
    # refusals: a light verb, a kind not the paper's, no kind word, maths after the title, a word twice
    ("Zephyr Marmots", "We propose a framework to train zephyr marmots.", None),
    ("Zephyr Marmots", "They propose a tessel method to align zephyr marmots.", None),
    ("Zephyr Marmots", "We propose tessel quilting to align zephyr marmots.", None),
    ("Zephyr Marmots", "We propose a tessel method to fold zephyr marmots with $x_i$ ropes.", None),
    ("Zephyr Marmots", "We propose a zephyr method to align zephyr marmots.", None),
], ids=["means-kept", "aims-to", "based-on", "plural-kind", "goes-on", "aside", "light-verb", "not-ours", "no-kind",
        "maths", "repeat"])
def test_kind_led(title, text, expected):
    assert _led(title, text) == expected

"""Words a title cannot end on, read from real titles' edges (generator/derive/title_spans.py)."""

from __future__ import annotations

import pytest

from generator.derive.title_spans import document, ends_on_modifier, places, runs_on

# word: (titles it starts, titles it ends, titles that hold it)
EDGES = {"convex": (2, 0, 40), "non-convex": (1, 0, 12), "robust": (3, 0, 30), "critic": (0, 0, 9),
         "critics": (0, 2, 3), "signal": (0, 0, 4), "temporal": (2, 0, 18), "retrieval": (0, 6, 20)}


@pytest.mark.parametrize("word, cut", [
    ("non-convex", True),  # `... in Non-Convex`: the noun it modifies is cut off
    ("convex", True),
    ("temporal", True),
    ("retrieval", False),  # real titles end on it: a noun
    ("critic", False),  # they end on its plural
    ("signal", False),  # held too seldom to tell
    ("robust", False),  # no modifier's ending: left to the scorer
    ("unseen", False),  # never held
])
def test_ends_on_modifier(word, cut):
    assert ends_on_modifier(word, EDGES) is cut


def test_what_inspired_the_work_counts_as_an_example():
    """A document marks the inspiration's words as it marks an example's: no title joins them as a purpose."""
    sentences = ["Graphs are everywhere.", "Inspired by continual learning, we propose a decentralized algorithm."]
    doc = document(sentences, "")
    marked = {word.lower() for word, example in zip(doc.text, doc.example) if example}
    assert {"continual", "learning"} <= marked and "decentralized" not in marked


@pytest.mark.parametrize("words, start, found", [
    (["graph", "kernels"], 0, [3, 8]),
    (["graph", "kernels"], 4, [8]),  # from word start on
    (["graph", "networks"], 0, []),
    (["with", "attention"], 0, [10]),  # ending on the last word
    (["attention", "is"], 0, []),  # running past it
    ([], 0, []),
], ids=["every-place", "from-start", "unwritten", "last-word", "past-the-end", "no-words"])
def test_places_are_where_the_words_stand_in_a_row(words, start, found):
    """Each start of the lower-cased words in a row, first first."""
    doc = document(["Earlier work used graph kernels widely.", "We replace graph kernels with attention."], "")
    assert list(places(doc, words, start)) == found


@pytest.mark.parametrize("sentence, word, runs", [
    ("We present ten benchmarks covering a diverse range of modalities.", "benchmarks", False),  # a clause opens
    ("We present ten benchmarks covering modalities.", "benchmarks", True),  # no object marked: left to the scorer
    ("We study protein folding in the cell.", "protein", True),  # a noun in -ing, followed by a preposition
    ("We study graph learning of the cell.", "graph", True),
], ids=["participle-with-object", "bare-ing", "noun-gerund", "gerund-of"])
def test_a_phrase_stops_before_a_participle_and_its_object(sentence, word, runs):
    """`... Benchmarks | Covering a Diverse Range`: the phrase ends before the participle that opens a clause."""
    doc = document([sentence], "")
    assert runs_on(doc, doc.lower.index(word)) is runs

"""Whether a short title written on still reads as a title (generator/derive/run_ons.py)."""

from __future__ import annotations

import pytest

from generator.derive.run_ons import head_reads, reads_on

TOPIC = "Sparse Matrix Factorization"


@pytest.mark.parametrize("longer, whole", [
    ("Greedy Algorithm for Sparse Matrix Factorization", True),  # a kind of work and its link
    ("Tight Guarantees of Sparse Matrix Factorization", True),
    ("Regularizer to Achieve Sparse Matrix Factorization", True),  # a kind of work and what it does
    ("Analyzing Sparse Matrix Factorization", True),  # a lone gerund
    ("Sparse Matrix Factorization with Guarantees for Planar Inputs", True),  # a link opens the tail
    ("Learning to Rank to Achieve Sparse Matrix Factorization", False),  # `to` after a word that is no kind of work
    ("Greedy Algorithm Applied to Sparse Matrix Factorization", False),  # a participle's clause
    ("Sparse Matrix Factorization Implemented in the Toolbox", False),
    ("Sparse Matrix Factorization to Solve the Above Challenges", False),  # points back
    ("Special Case of Sparse Matrix Factorization", False),  # a word that only holds what follows
    ("Another Greedy Algorithm for Sparse Matrix Factorization", False),  # carries the sentence before on
    ("Originally Designed for Sparse Matrix Factorization", False),  # an adverb first
    ("90% of the Time with Sparse Matrix Factorization", False),  # a count
    ("Sparse Matrix Factorization and Consequently Fast", False),
    ("Greedy Sparse Matrix Factorization", False),  # a modifier, not a phrase leading in
    ("Sparse Matrix Factorization Problems", False),  # the topic cut, not written on
])
def test_reads_on_tells_a_topic_written_on_that_reads_whole(longer, whole):
    """Before the topic a phrase that leads into it, after it a phrase a link opens, nothing pointing away."""
    assert reads_on(TOPIC, longer) is whole


@pytest.mark.parametrize("head, leads", [
    (["of"], True),
    (["theoretical", "analysis", "of", "the"], True),  # an article after the link
    (["method", "to", "detect"], True),
    (["stitching", "to"], False),  # `to` right before the topic relates two things
    (["large", "set", "of"], False),
    (["remaining", "robust", "for"], False),
])
def test_head_reads_tells_words_that_lead_into_a_topic(head, leads):
    """A phrase ending on a link, a kind of work and what it does, or a lone gerund."""
    assert head_reads(head) is leads

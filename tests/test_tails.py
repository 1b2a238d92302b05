"""A short title going on as the abstract writes it (generator/derive/tails.py)."""

from __future__ import annotations

import pytest

from generator.derive.tails import of_tail, tail_after, with_clause, with_tail
from generator.derive.title_spans import document

OPENING = "Deep networks leak their training data."
VERBS = frozenset({"is", "are", "incurs", "leak"})


def _doc(sentence: str, opening: str = OPENING):
    return document([opening, sentence], "")


LIKELY = {"weight": 0.2, "updates": 0.1, "sparse": 0.3, "representations": 0.3, "federated": 0.2, "clients": 0.1}


def _tail(sentence: str, words: str = "gradient lattice attacks") -> str | None:
    found = with_tail(_doc(sentence), words.split(), lambda i, j: True, VERBS, LIKELY)
    return " ".join(found) if found else None


@pytest.mark.parametrize("sentence, title", [
    ("We study gradient lattice attacks on weight updates.", "gradient lattice attacks on weight updates"),
    ("We study gradient lattice attacks on the weight updates.",
     "gradient lattice attacks on weight updates"),  # the article goes
    ("We study gradient lattice attacks from a single image.", "gradient lattice attacks from single image"),
    ("We study gradient lattice attacks based on weight updates.",
     "gradient lattice attacks based on weight updates"),  # what the work builds on
    ("We study gradient lattice attacks on updates.", None),  # one content word tells too little
    ("We study gradient lattice attacks, on weight updates.", None),  # a comma: another clause
    ("We study gradient lattice attacks and weight updates.", None),  # no relation
    ("We study gradient lattice attacks from a new perspective.", None),  # how it is seen, not what it is
    ("We study gradient lattice attacks with accuracy of 90 points.", None),  # a result
    ("We study gradient lattice attacks on large datasets incurs costs.", None),  # a verb inside
    ("We study gradient lattice attacks in practical interest.", None),  # an empty end
    ("We study gradient lattice attacks on lattice attacks models.", None),  # a word twice
    ("We study gradient lattice attacks on very many large sparse noisy federated updates.", None),  # too long
], ids=["on", "article", "from", "based-on", "one-word", "comma", "and", "perspective", "result", "verb", "empty-end",
        "twice", "too-long"])
def test_with_tail_adds_the_phrase_the_sentence_writes_after_a_short_title(sentence, title):
    """`Title Relation Phrase`, where the sentence goes straight on with a relation and a phrase a title can hold."""
    assert _tail(sentence) == title


@pytest.mark.parametrize("words", ["gradient lattice attacks on models", "gradient attacks",
                                   "very many deep costly gradient lattice attacks"],
                         ids=["relation", "unwritten", "long"])
def test_with_tail_leaves_titles_that_relate_are_unwritten_or_long(words):
    """A title that relates two things already, that the abstract does not write, or that is long stays."""
    sentence = ("We study very many deep costly gradient lattice attacks on weight updates of gradient attacks on "
                "models.")
    assert _tail(sentence, words) is None


def test_with_tail_reads_the_papers_own_sentence_first():
    """Where the opening and a contribution sentence both write the title, the contribution's tail wins."""
    doc = _doc("We propose gradient lattice attacks on weight updates.",
               "Gradient lattice attacks on federated clients are a threat.")
    assert with_tail(doc, "gradient lattice attacks".split(), lambda i, j: True, VERBS, LIKELY) == (
        "gradient lattice attacks on weight updates".split())


def test_with_tail_asks_whether_a_title_can_show_the_tail():
    """The caller's test of a readable span has the last word."""
    doc = _doc("We study gradient lattice attacks on weight updates.")
    assert with_tail(doc, "gradient lattice attacks".split(), lambda i, j: False, VERBS, LIKELY) == []


def test_tail_after_gives_the_relation_and_the_phrase():
    """The relation as written and where the phrase starts and ends."""
    doc = _doc("We study gradient lattice attacks on the weight updates.")
    words = [w.lower() for w in doc.text]
    link, start, end = tail_after(doc, words.index("gradient"), words.index("attacks"), VERBS)
    assert (link, doc.text[start], doc.text[end]) == ("on", "weight", "updates")


@pytest.mark.parametrize("sentence, words, title", [
    ("We study gradient lattice attacks on weight updates.", "gradient lattice attacks and model privacy",
     "gradient lattice attacks on weight updates"),  # A and its tail instead of A and B
    ("We study gradient lattice attacks on same large batches.", "gradient lattice attacks and model privacy",
     None),  # a tail of unlikely title words: the join stays
    ("We study gradient lattice attacks and model privacy on weight updates.",
     "gradient lattice attacks and model privacy", None),  # written whole: the abstract's own phrase
    ("We study gradient lattice attacks on weight updates.", "gradient lattice attacks and weight updates for x",
     None),  # relates by `for` too
], ids=["join", "unlikely-tail", "written-whole", "with-for"])
def test_with_tail_gives_an_unnamed_join_by_and_its_first_half_and_a_likely_tail(sentence, words, title):
    """`A and B` put side by side by the join reads `A relation Tail` where the tail's words are likely title words."""
    assert _tail(sentence, words) == title


def test_with_tail_leaves_a_named_join_by_and():
    """A named title keeps its `A and B`: the name already says what the paper is."""
    doc = document([OPENING, "We propose GLA, which studies gradient lattice attacks on weight updates."], "GLA")
    words = "gradient lattice attacks and model privacy".split()
    assert with_tail(doc, words, lambda i, j: True, VERBS, LIKELY) == []


def test_with_tail_lets_a_related_phrase_go_on_only_as_the_abstract_writes_it():
    """`A for B` goes on where the abstract writes `A for B` whole; not where a join made it."""
    doc = _doc("We study gradient lattice attacks for federated models on weight updates.")
    shows = lambda i, j: True  # noqa: E731
    assert with_tail(doc, "gradient lattice attacks for federated models".split(), shows, VERBS, LIKELY) == (
        "gradient lattice attacks for federated models on weight updates".split())
    assert with_tail(doc, "gradient lattice attacks for weight updates".split(), shows, VERBS, LIKELY) == []


FUNCTION_WORDS = {"pre": 0.1, "trained": 0.1, "loss": 0.1, "function": 0.1, "monotone": 0.2, "language": 0.2,
                  "models": 0.1, "same": 0.01, "large": 0.01}


@pytest.mark.parametrize("sentence, words, title", [
    ("We study robust fine-tuning of pre-trained language models.", "robust fine-tuning",
     "robust fine-tuning of pre-trained language models"),
    ("We control the expected value of any monotone loss function.", "control the expected value",
     "control the expected value of any monotone loss function"),  # a quantifier leads the phrase
    ("We study post-training pruning of LLMs.", "post-training pruning", "post-training pruning of LLMs"),  # a name
    ("We study post-training pruning of models.", "post-training pruning", None),  # one common word tells nothing
    ("We study gradient descent ascent of GDA.", "gradient descent ascent", None),  # the title's own initials
    ("We study post-training pruning of these language models.", "post-training pruning", None),  # points back
    ("We study post-training pruning of same large models.", "post-training pruning", None),  # unlikely title words
    ("We study post-training pruning, of language models.", "post-training pruning", None),  # another clause
    ("We study post-training pruning of large language models.", "post-training pruning of large language models",
     None),  # nothing follows
], ids=["of", "quantifier", "name", "common-word", "initials", "pointing", "unlikely", "comma", "ends"])
def test_of_tail_completes_a_title_that_stops_before_its_of_phrase(sentence, words, title):
    """`Head of Phrase`, where the sentence goes straight on from the title's last words with `of` and a phrase."""
    found = of_tail(_doc(sentence), words.split(), lambda i, j: True, VERBS, FUNCTION_WORDS)
    assert found == (title.split() if title else words.split())


DOING = frozenset({"extract", "improve", "learn"})


@pytest.mark.parametrize("sentence, title", [
    ("We propose a plausible neural network that extracts correlated latent sources.",
     "plausible neural network extracting correlated latent sources"),
    ("We propose a plausible neural network which improves the sparse recovery.",
     "plausible neural network improving sparse recovery"),  # the article goes
    ("We propose a plausible neural network that extracts sources.", None),  # one content word tells too little
    ("We propose a plausible neural network that improves all three criteria.", None),  # a count says nothing
    ("We propose a plausible neural network that outperforms the sparse baselines.", None),  # not a verb of doing
    ("We propose a plausible neural network, which extracts correlated latent sources.", None),  # another clause
    ("We propose a plausible neural network that extract correlated latent sources.", None),  # not the third person
    ("We propose a plausible neural network that can extract correlated latent sources.",
     "plausible neural network extracting correlated latent sources"),  # what it can do
    ("We propose a plausible neural network that can outperform the sparse baselines.", None),
], ids=["that", "which-article", "one-word", "count", "not-doing", "comma", "not-third-person", "can",
        "can-not-doing"])
def test_with_clause_adds_what_the_relative_clause_after_a_short_title_does(sentence, title):
    """`Title Verb-ing Object`, where the sentence goes on from the title with `that` or `which` and a verb of doing."""
    found = with_clause(_doc(sentence), "plausible neural network".split(), lambda i, j: True, VERBS, DOING)
    assert found == (title.split() if title else [])

"""Which spans a title can show: readable, whole phrases, not cut off from what the abstract writes next."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, Container

from generator.derive.descriptions import VAGUE_KINDS
from generator.derive.finite_verbs import finite
from generator.derive.phrases import is_adverb
from generator.derive.title_checks import ARTICLES, article_unled, readable
from generator.derive.title_joins import joinable_part
from generator.derive.title_model import Model
from generator.derive.title_pieces import content_units
from generator.derive.title_spans import (
    OBJECT_OPENERS,
    PARTICIPLE_AFTER,
    Document,
    can_end,
    cut_by_definition,
    ends_on_modifier,
    participle_clause,
    places,
    runs_on,
    says_twice,
    span_units,
    starts_inside,
)

# Words that lead a phrase without being part of it: praise (`a novel | quilted sampler`, `a new | marmot technique`)
# and `the proposed | quilted sampler`. Read as part of the phrase, they kept what `we propose` names out of the titles
# it should lead (own_work.py) or join. As a join's half the praise changed 221 corpus titles (development F1 0.4438 ->
# 0.4448); blind readers preferred them 155 to 70 on 77 papers, faithful 81 -> 133 and poor 36 -> 31 of 231 verdicts
# (a kind of work after the praise left out); `proposed`, 15 more, 33 to 11, faithful 3 -> 27 and poor 15 -> 6 of 45
# (sixty-eighth session).
PHRASE_LEADS = frozenset({"novel", "new", "proposed"})
COMPLETE_WORDS = 3  # at most this many words finish a phrase a span stops inside
# Words that open what a verb after `to` goes on with: a span cut before them ends on a verb (`... to Model | how`).
_CLAUSE_OPENERS = frozenset("how what which whether why where when the a an its their this these that".split())
# A clause these open needs its verb, which no title phrase holds (`Understanding How Networks | generalize`).
_ASKING = frozenset({"how", "why", "whether"})
_GOES_ON = frozenset({"of", "and", "or"})  # after an article's noun, the phrase goes on


def fitting(doc: Document, model: Model, openers: frozenset[str] = frozenset()) -> Callable[[int, int], bool]:
    """The test a span passes to be a half of a title the abstract's own wording joins; a phrase may start right after
    one of openers (`we propose | X`, whole_phrase)."""
    def fits(i: int, j: int) -> bool:
        return (joinable_part(doc, i, j) and whole_phrase(doc, i, j, model.verbs, openers)
                and shows(doc, i, j, model))

    return fits


# Words that point at what the abstract said before, which a title read alone cannot show (`Sharpness Mentioned Above`).
_POINTING = frozenset("aforementioned above-mentioned abovementioned mentioned".split())
# Two words of a fixed connective: a span that starts on the second starts inside it (`in | Order to Avoid ...`).
_CONNECTIVES = frozenset({("at", "least"), ("in", "order"), ("with", "respect"), ("in", "terms"), ("as", "well"),
                          ("the", "art")})  # `state of the | Art Reinforcement Learning`


class SpanAnswers:
    """Answers about the spans of the document last asked about, kept while the same document and model are: titling
    reads one document at a time and asks of the same spans again (a quarter of shows()'s calls)."""

    def __init__(self) -> None:
        self.doc: Document | None = None
        self.model: Model | None = None
        self.answers: dict[tuple[int, int], bool] = {}

    def of(self, doc: Document, model: Model) -> dict[tuple[int, int], bool]:
        """The answers kept for this document and model: titling never changes either, so the same objects (told
        apart by identity, as comparing a document's words costs more) give the same answers."""
        if doc is not self.doc or model is not self.model:
            self.doc, self.model, self.answers = doc, model, {}
        return self.answers


_SHOWN = SpanAnswers()


def shows(doc: Document, i: int, j: int, model: Model) -> bool:
    """Tell a span a title can show: readable, not ending on `to` and a verb (`... to Model`), on a word cut off
    from what follows it, on a fragment or on an owner, nor starting inside `at least` or `in order to`."""
    answers = _SHOWN.of(doc, model)
    shown = answers.get((i, j))
    if shown is None:
        shown = answers[(i, j)] = showable(doc, i, j, model)
    return shown


def showable(doc: Document, i: int, j: int, model: Model) -> bool:
    """Tell a span a title can show (shows), worked out afresh."""
    to_verb = j > i and doc.lower[j - 1] == "to" and (
        doc.lower[j] in model.verbs or j + 1 < len(doc) and doc.lower[j + 1] in _CLAUSE_OPENERS)  # `to Model | how`
    inside = i > 0 and (doc.lower[i - 1], doc.lower[i]) in _CONNECTIVES  # `at | Least One Policy`
    return (readable(doc.text[i : j + 1], model.known_words) and not to_verb and not inside
            and not points_back(doc, i, j)
            and not asks(doc, i, j) and not article_unled(doc.lower[i : j + 1], model.verbs)
            and not (held_by_article(doc, i, j) and completed(doc, i, j, model.verbs)[1] == j)
            # not `... Framework Consisting`, `... in Non-Conjugate`; but `... on Hugging Face` ends a name
            and not (open_end(doc.lower[j], model.open_words) and not ends_name(doc, i, j))
            and not cut_by_definition(doc, j, model.edges, model.verbs)  # not `... Differentially Private`
            and not ends_on_modifier(doc.lower[j], model.edges)  # nor `... in Non-Convex`
            and not names_variable(doc, i, j) and not ends_on_adjective(doc.lower[j])
            and not ends_owning(doc.lower[j]) and not participle_led(doc, i, j)
            and not joins_unled_relation(doc.lower[i : j + 1]))


def asks(doc: Document, i: int, j: int) -> bool:
    """Tell a span holding `how`, `why` or `whether` opening a clause, whose verb no title phrase holds:
    `Understanding How Overparameterized Neural Networks | generalize` (not `Learning How to Defer`)."""
    words = doc.lower[i : j + 1]
    if _ASKING.isdisjoint(words):  # shows() asks this of every candidate: the set test first
        return False
    return any(w in _ASKING and (k == j or doc.lower[k + 1] != "to") for k, w in enumerate(words, i))


def held_by_article(doc: Document, i: int, j: int) -> bool:
    """Tell a span that ends on an article's noun the abstract goes on with (`from the Perspective | of`, `Based on
    the Modeling | and exploitation`): the article says the phrase is not over."""
    if j <= i or doc.lower[j - 1] not in ARTICLES or j + 1 >= len(doc) or doc.sentence[j + 1] != doc.sentence[j]:
        return False
    return not doc.closes[j] and (doc.lower[j + 1] in _GOES_ON or runs_on(doc, j))


def points_back(doc: Document, i: int, j: int) -> bool:
    """Tell a span that points at what the abstract said before or says next (`Sharpness Mentioned Above`,
    `Aforementioned Properties of ...`, `the | Following Clustering Problems`): a title stands alone."""
    return (not _POINTING.isdisjoint(doc.lower[i : j + 1]) or doc.lower[j] == "above"
            or doc.lower[i] == "following" and i > 0 and doc.lower[i - 1] == "the")


def ends_name(doc: Document, i: int, j: int) -> bool:
    """Tell a span that ends where a run of capitalised words inside a sentence ends (`Hugging Face`): a name."""
    def inner_capital(k: int) -> bool:  # a sentence's first word has a capital whatever it is
        return doc.capital[k] and k > 0 and doc.sentence[k - 1] == doc.sentence[k]

    ends_run = j + 1 == len(doc) or doc.closes[j] or not doc.capital[j + 1]
    return j > i and inner_capital(j) and inner_capital(j - 1) and ends_run


def open_end(word: str, open_words: Container[str]) -> bool:
    """Tell a word written with what follows it, or a compound whose last part is one (`Task-Specific`)."""
    return word in open_words or "-" in word and word.rpartition("-")[2] in open_words


def completed(doc: Document, i: int, j: int, verbs: frozenset[str]) -> tuple[int, int]:
    """Run a span on to the end of its phrase (`... with Structured` -> `... with Structured Preconditioners`)."""
    end, name = j, set(content_units(doc.name))
    while (end - j < COMPLETE_WORDS and runs_on(doc, end) and not name.intersection(doc.units[end + 1])
           and not finite(doc, end + 1, verbs) and not says_twice(span_units(doc, i, end + 1))):
        end += 1
    return (i, end) if not runs_on(doc, end) and can_end(doc, end) else (i, j)


def whole_phrase(doc: Document, i: int, j: int, verbs: frozenset[str], openers: frozenset[str] = frozenset()) -> bool:
    """Tell a span that neither starts nor stops inside a phrase: a reader sees a fragment otherwise. Praise that leads
    a phrase is not part of it (`a novel | quilted sampler`), nor is the verb that follows it (`quilted samplers |
    outperform ...`, `networks | trained with ...`); a phrase starts after one of openers too."""
    return starts_phrase(doc, i, openers) and (not runs_on(doc, j) or verb_after(doc, j, verbs))


def starts_phrase(doc: Document, i: int, openers: frozenset[str] = frozenset()) -> bool:
    """Tell a word that starts its phrase: nothing of the phrase comes before it, or one of openers does, or a lead that
    itself starts the phrase (`a novel | quilted sampler`, PHRASE_LEADS), unless the word is a kind of work (`a new |
    method to ...` goes on about the method)."""
    if not starts_inside(doc, i) or doc.lower[i - 1] in openers:
        return True
    return doc.lower[i - 1] in PHRASE_LEADS and doc.lower[i] not in VAGUE_KINDS and starts_phrase(doc, i - 1, openers)


# A span followed by its verb was read as running on into it, so no subject of a sentence could be a join's half: taken
# whole, 535 corpus titles change (development F1 0.4452 -> 0.4478); blind readers preferred them 138 to 78 on 80
# papers, faithful 58 -> 81 and poor 88 -> 73 of 240 verdicts (sixty-eighth session); with an adverb before the verb,
# 24 more, 43 to 14 on 20 of them (faithful 13 -> 22, poor 23 -> 15 of 60).
def verb_after(doc: Document, j: int, verbs: frozenset[str]) -> bool:
    """Tell a span followed by its verb, maybe after an adverb (`X | significantly outperforms`): a finite one
    (finite_verbs.finite), or a participle with its preposition."""
    k = j + 1
    if is_adverb(doc.lower[k]) and k + 1 < len(doc) and doc.sentence[k + 1] == doc.sentence[k]:
        k += 1
    participle = doc.lower[k].endswith("ed") and k + 1 < len(doc) and doc.sentence[k + 1] == doc.sentence[k]
    return finite(doc, k, verbs) or participle and doc.lower[k + 1] in PARTICIPLE_AFTER


# A one-letter word in a span is mostly a variable its formula lost (`K Goods for Passive Learning`): blind readers
# preferred the titles without 61 to 49, poor 43 -> 32 of 111 verdicts (thirty-seventh session). Not these: an
# article, the `Q` of Q-learning's networks and values, the C language.
_NOT_VARIABLES = frozenset({"a", "q", "c"})
# A span that ends on an adjective has lost the noun it qualifies (`... under Non-I.i.d`, `RL Algorithm for Partially
# Observable`): blind readers preferred the titles without 40 to 8, poor 42 -> 10 of 48 (thirty-seventh session).
# `variable` is a noun; words on `-table` are left too (`table`, and `stable`, `interpretable`, which a title may end
# on as what it makes a thing).
_ADJECTIVE_END = re.compile(
    r"(?<!vari)(?<!t)(?:able|ible|ous|aware|intensive|free|constrained|robust|smooth|positive|nonlinear|i\.i\.d)$")
# Short adjectives a suffix does not give away: readers 18 to 21, but poor 27 -> 15 of 39 verdicts.
_ADJECTIVES = frozenset("private sparse large fair concave low faster efficiently".split())


def names_variable(doc: Document, i: int, j: int) -> bool:
    """Tell a span that holds a one-letter variable (`M Outliers for Robust Clustering`, `Sample of Size N`), or a
    formula written in plain text (`Predictor h^`, `in R^m`, `Width M<=m`)."""
    return any(len(w) == 1 and w.isalpha() and w not in _NOT_VARIABLES or "^" in w or "<=" in w or ">=" in w
               for w in doc.lower[i : j + 1])


@lru_cache(maxsize=1 << 15)
def ends_on_adjective(word: str) -> bool:
    """Tell a lower-cased last word that qualifies a noun left out (`observable`, `non-i.i.d`, `tune-free`; cached)."""
    return _ADJECTIVE_END.search(word) is not None or word.rpartition("-")[2] in _ADJECTIVES


# Blind readers preferred the title without such an end 3 to 0 (thirty-ninth session). An owner inside a span reads
# well (`Brain's Top-Down Attention`), and readers kept even spans that open on a common noun's owner (`Agent's
# Lifetime`): the titles without them lost 16 to 24, so only the end is tested.
_OWNED = ("'s", "\u2019s")


def ends_owning(word: str) -> bool:
    """Tell a lower-cased last word that owns what the span left out (`... Gaussian Inference's`)."""
    return word.endswith(_OWNED)


# Participles a clause uses as verbs (`what is needed for X`, `classes seen during pre-training`): a span that opens on
# one and goes on with a relation reads as a fragment (`Needed for Treatment Effects Estimation ...`).
_CLAUSE_PARTICIPLES = frozenset("needed known required given seen used called obtained achieved shown mentioned "
                                "described".split())
_RELATIONS = frozenset("for during by to in on from with as at via under after before".split())


def participle_led(doc: Document, i: int, j: int) -> bool:
    """Tell a span that opens on a participle used as a verb, a relation right after it (`Needed for ...`, `Seen During
    Pre-Training`)."""
    return doc.lower[i] in _CLAUSE_PARTICIPLES and i < j and doc.lower[i + 1] in _RELATIONS


def joins_unled_relation(lower: tuple[str, ...]) -> bool:
    """Tell a span whose `and` or `or` joins a relation the span has not used before (`OMD with Stabilization and
    for DA`, `Robust Control Methods and in ...`): the other half of that pair of relations lies outside it."""
    if "and" not in lower and "or" not in lower:  # most spans join nothing: two scans before the pairs are read
        return False
    return any(word in ("and", "or") and lower[k + 1] in _RELATIONS and lower[k + 1] not in lower[:k]
               for k, word in enumerate(lower[:-1]))


# A purpose's gerund (`for Learning`) and the words that open its object or clause where the abstract writes it on
# (`for learning | useful intrinsic rewards`, `for finetuning | it`, `for learning | such`): cut there, the purpose says
# nothing, and blind readers preferred the title without it 6 to 0, poor 6 -> 0 of 6 verdicts (sixty-first session).
# A means stays (`by Clustering | actions`, kept by readers 3 to 0): it says how, even without its object.
_CLAUSE_OBJECTS = OBJECT_OPENERS | frozenset("that if whether how what which such it them".split())


def gerund_cut(doc: Document, i: int, j: int) -> bool:
    """Tell a span that ends on a purpose's gerund cut off from the object the abstract gives it (`Meta-Gradient
    Framework for Learning | useful intrinsic rewards`, `Optimal Pretrained Model for Finetuning | it`)."""
    if not (i < j and doc.lower[j - 1] == "for") or j + 1 < len(doc) and doc.opens[j + 1]:
        return False
    return participle_clause(doc, j, _CLAUSE_OBJECTS) or doc.lower[j].endswith("ing") and runs_on(doc, j)


def gerund_trimmed(doc: Document, title: str) -> str:
    """A title without the purpose's gerund it ends on where the abstract gives that gerund an object the title cuts
    off (`Scalable Meta-Gradient Framework for Learning | useful ...`), if three words are left (two after a name)."""
    _, named, body = title.rpartition(": ")
    words = body.split()
    if len(words) - 2 < (2 if named else 3):
        return title
    lower = [w.lower() for w in words[-3:]]
    if lower[1] != "for" or not lower[2].endswith("ing"):
        return title
    at = next(places(doc, lower), None)
    cut = at is not None and gerund_cut(doc, at, at + 2) and can_end(doc, at)
    return title.rsplit(" ", 2)[0] if cut else title

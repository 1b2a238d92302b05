"""Cut an abstract into title candidates: runs of words inside one clause, and what a scorer weighs in each.

A candidate is a contiguous span of one sentence, so every word of a derived title is a word of its
abstract, in the abstract's order and spelling. The features are cheap to compute for every span at
once: word-level sums over prefix arrays, plus properties of a span's first and last word.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import chain
from typing import Iterator, Sequence

from generator.derive.acronyms import definitions
from generator.derive.contribution_verbs import MAKE, intro, own_sentence
from generator.derive.example_lists import example_flags
from generator.derive.inspirations import comparison, compared, inspiration
from generator.derive.inline_acronyms import inline_acronyms
from generator.derive.phrases import DANGLING, GENERIC, SMALL
from generator.derive.title_pieces import PIECES, Piece, word_units

MAX_SPAN = 10  # tokens; a longer run of prose reads as a sentence, not a title
OBJECT_WORDS = 6  # words after `we propose` read as what it names
# Verbs whose object is the paper's own work: MAKE (`we study X` names a problem, often the field; held
# out the same F1 with or without it).
_OBJECT_VERBS = MAKE
READ_SENTENCES = 4  # the opening sentences are read for candidates, and every contribution sentence
# Words a title never holds: pronouns, auxiliaries and discourse words mark a clause, not a phrase.
STOP = frozenset(
    "we our us you i is are was were be been being am this these those that which who whom whose it its they "
    "their them there can could may might will would should shall must has have had does do did also not no "
    "here such both then thus hence however while whereas although though because since if when where whether "
    "very often e.g. i.e. e.g i.e etc et al al. moreover furthermore additionally specifically finally recently first "
    "second third yet still even already further cannot".split()
    # discourse adverbs: `ML models, especially deep neural networks, ...` (`Especially Deep Neural Networks`)
    + "especially particularly notably typically mainly mostly primarily usually commonly largely".split()
    + "most particular certain various several many numerous".split()  # quantifiers (`Most Offline RL`)
)
# Words that start the verb of a contribution sentence, or praise, rather than a name for the work.
_VERBS = ("propose introduce present develop study consider investigate show demonstrate tackle address explore "
          "examine analyze analyse revisit provide derive extend establish formulate identify focus aim seek report "
          "design devise build construct create release offer prove find argue leverage utilize use employ apply "
          "achieve obtain outperform enable allow yield perform improve enhance make solve reduce capture "
          "estimate compute support handle mitigate")  # and the verbs that follow `to` (`to perform X`)
_LEADS = frozenset(
    [form for verb in _VERBS.split() for form in (verb, verb + "s", verb + "d", verb + "ed", verb + "es")]
    + "novel new simple effective efficient studies studied".split()
    + "called named termed dubbed coined namely".split()  # `(OIR:) Dubbed Object-Aware Inversion`
    # gerunds that narrate what the authors do rather than name it (`Performing Generative Pre-Training`);
    # `Learning`, `Understanding`, `Improving` open real titles and stay
    + "studying performing using leveraging utilizing utilising employing applying achieving obtaining providing "
      "proposing presenting introducing developing addressing tackling exploring investigating".split()
)
# A word in -ed before one of these is a verb's participle (`Constrained to`, `Returned by`), not a
# title's adjective (`Learned Representations`): no title starts there.
PARTICIPLE_AFTER = frozenset("by to from with in on as into through via at under using".split())
# After these a verb follows (`it covers X`, `a method that learns X`): no title starts there.
_SUBJECTS = frozenset("we it they which that who this these".split()
                      + "is are was were be been being become becomes".split())  # and after a copula, its predicate (`Successful in ...`)
_OBJECT_ENDS = STOP | {"for", "to"}
END_SUFFIXES = ("ed", "ing", "ly", "s", "al", "ive", "ic")
START_SUFFIXES = ("ed", "ing", "ly")


@dataclass(frozen=True)
class Document:
    """An abstract read for titling: its sentences, and its words as columns, one entry a word.

    `closes` marks a comma, stop, bracket or quote after a word, `opens` a bracket or quote before it;
    `units` are a word's content units (lower-cased alphanumeric runs less function words); `capital`
    marks a word that starts with a capital, `initials` one with two capitals or more.
    """

    sentences: tuple[str, ...]
    contribution: tuple[bool, ...]  # which sentences state the paper's own contribution
    name: str  # the coined name the title leads with, or ""
    text: tuple[str, ...]
    lower: tuple[str, ...]
    units: tuple[tuple[str, ...], ...]
    sentence: tuple[int, ...]
    opens: tuple[bool, ...]
    closes: tuple[bool, ...]
    long: str = ""  # the name spelled out, as the abstract defines it
    defined: str = ""  # every long form the abstract gives an acronym
    example: tuple[bool, ...] = ()  # per word: inside an example list (`such as X, Y`), not the paper's own subject
    proposed: tuple[bool, ...] = ()  # per word: in what `we propose` names, the paper's own work
    described: str = ""  # what the abstract says the name is, when it does not spell it out (`NAME, a ...`)
    capital: tuple[bool, ...] = ()
    initials: tuple[bool, ...] = ()
    inline: tuple[bool, ...] = ()  # per word: an acronym bracketed inside a phrase, which a span may hold and not show
    long_inner: tuple[bool, ...] = ()  # a word after the first of the long form such an acronym spells

    def __len__(self) -> int:
        return len(self.text)


def document(sentences: list[str], name: str, long: str = "", described: str = "") -> Document:
    """Read an abstract's opening and contribution sentences into word columns."""
    contribution = tuple(map(own_sentence, sentences))
    read = sorted({*range(min(READ_SENTENCES, len(sentences))), *(i for i, c in enumerate(contribution) if c)})
    found: list[Piece] = []
    sentence: list[int] = []
    example: list[bool] = []
    proposed: list[bool] = []
    inline: list[bool] = []
    long_inner: list[bool] = []
    for index in read:
        raws = sentences[index].split()
        pieces = list(map(PIECES.__getitem__, raws))  # map, not a loop: a build reads millions
        spelled, inner = (inline_acronyms(raws, name, GLUE) if "(" in sentences[index]
                          else ([False] * len(pieces), [False] * len(pieces)))
        flags = example_flags(sentences[index], raws, STOP)
        if "nspir" in sentences[index] or "otivated by" in sentences[index]:
            flags = [a or b for a, b in zip(flags, inspiration(raws))]
        if compared(sentences[index]):
            flags = [a or b for a, b in zip(flags, comparison(raws))]
        if not PIECES.dropped.isdisjoint(raws):  # a set test of the split words beats a look at each piece
            flags = [f for f, p in zip(flags, pieces) if p[0]]  # as shown() keeps them
            spelled = [f for f, p in zip(spelled, pieces) if p[0]]
            inner = [f for f, p in zip(inner, pieces) if p[0]]
            pieces = shown(pieces)
        found += pieces
        sentence += [index] * len(pieces)
        example += flags
        inline += spelled
        long_inner += inner
        proposed += objects(sentences[index], pieces) if contribution[index] else [False] * len(pieces)
    text, lower, units, opens, closes, capital, initials = zip(*found) if found else ((),) * 7
    return Document(tuple(sentences), contribution, name, text, lower, units, tuple(sentence), opens, closes, long,
                    " ".join(form for s in sentences if "(" in s for _, form, _ in definitions(s)),
                    example=tuple(example), proposed=tuple(proposed), described=described, capital=capital,
                    initials=initials, inline=tuple(inline), long_inner=tuple(long_inner))


def objects(sentence: str, pieces: list[Piece]) -> list[bool]:
    """Which words of a contribution sentence name what `we propose` (the verb's object, up to its first clause)."""
    m = intro(sentence)
    flags = [False] * len(pieces)
    if m is None or m.group(1).lower() not in _OBJECT_VERBS:
        return flags
    verb = len(sentence[: m.end()].split())
    for k in range(verb, min(len(pieces), verb + OBJECT_WORDS)):
        if pieces[k][1] in _OBJECT_ENDS:  # `a novel approach to | structural inference`: what it is for follows
            break
        flags[k] = True
    return flags


def shown(pieces: list[Piece]) -> list[Piece]:
    """The pieces of a sentence a title can show; where one is dropped, the clause breaks."""
    kept: list[Piece] = []
    for found in pieces:
        if found[0]:
            kept.append(found)
        elif kept:
            kept[-1] = (*kept[-1][:4], True, *kept[-1][5:])
    return kept


GLUE = SMALL | STOP | frozenset(  # words between which a phrase may start or stop
    "during after before across under among between through throughout against toward towards beyond despite "
    "until around along amid near".split())


@lru_cache(maxsize=1 << 16)
def word_shape(lower: str) -> tuple[float, ...]:
    """What a word's form says (cached): can start, can end, glue, article, `for/of/to`, lead, stop, subject, endings."""
    has_units = bool(word_units(lower))
    plain = lower not in DANGLING and lower not in STOP
    return (float(has_units and plain and lower not in _LEADS), float(has_units and plain and not lower.endswith("ly")),
            float(lower in GLUE or not has_units), float(lower in ("a", "an", "the")),
            float(lower in ("for", "of", "to")),
            float(lower in _LEADS), float(lower in STOP), float(lower in _SUBJECTS),
            *(float(lower.endswith(e)) for e in START_SUFFIXES), *(float(lower.endswith(e)) for e in END_SUFFIXES))


CAN_START, CAN_END, IS_GLUE, ARTICLE, PREPOSITION, LEAD, STOPS, SUBJECT = range(8)
START_AT, END_AT = 8, 8 + len(START_SUFFIXES)  # where the ending flags start in word_shape


NEVER_ENDS_IN = 10  # real titles that hold a word and never end on it make it a modifier
IRREGULAR_PAST = frozenset("made built taken given shown known done seen found held brought chosen drawn "
                           "driven written thought sought taught".split())


def past(word: str) -> bool:
    """Tell a verb's past form (`motivated`, `made`), not `speed` or `red`: no title ends on one."""
    return (len(word) > 4 and word.endswith("ed") and not word.endswith("eed")) or word in IRREGULAR_PAST


def can_end(doc: Document, j: int) -> bool:
    """Tell whether a title may end on the document's word j."""
    return bool(word_shape(doc.lower[j])[CAN_END]) and not past(doc.lower[j])


def starts_inside(doc: Document, i: int) -> bool:
    """Tell a span that starts in the middle of a phrase (`... Multi-Task | Meta Reinforcement`)."""
    same = i > 0 and doc.sentence[i - 1] == doc.sentence[i] and not doc.closes[i - 1] and not doc.opens[i]
    return same and bool(doc.units[i - 1]) and doc.lower[i - 1] not in GLUE


def runs_on(doc: Document, j: int) -> bool:
    """Tell a span whose phrase goes on after its last word (`... from Human | Feedback`)."""
    after = j + 1 < len(doc) and doc.sentence[j + 1] == doc.sentence[j] and not doc.closes[j]
    return (after and bool(doc.units[j + 1]) and doc.lower[j + 1] not in GLUE and not doc.opens[j + 1]
            and not participle_clause(doc, j + 1))


OBJECT_OPENERS = frozenset("a an the this these those its their our all both each every several many multiple "
                           "various".split())


def participle_clause(doc: Document, k: int, openers: frozenset[str] = OBJECT_OPENERS) -> bool:
    """Tell an `-ing` word that opens a clause with its object (`Benchmarks | Covering a Diverse Range`), the object's
    first word one of openers: a phrase ran on into it; stopping there, blind readers preferred 37 to 20 (19 of 39
    changed titles, fifty-fourth session)."""
    return (doc.lower[k].endswith("ing") and k + 1 < len(doc) and doc.sentence[k + 1] == doc.sentence[k]
            and not doc.closes[k] and doc.lower[k + 1] in openers)


# Endings of words that modify a noun after them (`Adversarial`, `Skip-wise`, `Gap-Aware`)
MODIFIER_ENDS = ("al", "ive", "ic", "ous", "ful", "less", "able", "ible", "ary", "wise", "aware", "based", "free")
_ADJECTIVE_ENDS = (*MODIFIER_ENDS, "ant", "ent", "ex")  # and `Equivariant`, `Independent`, `Non-Convex`
HELD_MODIFIER = 5  # a word with such an ending that real titles hold this often and never end on modifies a noun


def ends_on_modifier(word: str, edges: dict[str, tuple[int, int, int]]) -> bool:
    """Tell a word no title ends on, the noun it modifies cut off (`in Non-Convex`, `for Rotationally Equivariant`)."""
    _, ends, held = edges.get(word, (0, 0, 0))
    return (held >= HELD_MODIFIER and not ends and word.endswith(_ADJECTIVE_ENDS)
            and not edges.get(word + "s", (0, 0, 0))[1])


def cut_by_definition(doc: Document, j: int, edges: dict[str, tuple[int, int, int]], verbs: frozenset[str]) -> bool:
    """Tell a span ending on a modifier that an acronym's brackets part from its noun (`Private | (DP) | Algorithms`).

    Only words real titles hold often and never end on, nor their plural (`private`, `robust`, not `point`): before
    brackets a noun ends its term (`Graph Neural Networks (GNNs) | trained`), and a modifier leaves a fragment.
    """
    k = j + 2
    if k >= len(doc) or not (doc.opens[j + 1] and doc.closes[j + 1]) or doc.closes[j] or doc.opens[k]:
        return False
    word = doc.lower[j]
    _, ends, held = edges.get(word, (0, 0, 0))
    if ends or held < NEVER_ENDS_IN or edges.get(word + "s", (0, 0, 0))[1]:  # titles end on `points`: a noun
        return False
    if not doc.sentence[j] == doc.sentence[j + 1] == doc.sentence[k]:
        return False
    after = doc.lower[k]
    return bool(doc.units[k]) and after not in GLUE and after not in verbs and not past(after)


def generic(unit: str) -> bool:
    """Tell a word that says nothing alone (`novel`, `framework`)."""
    return unit in GENERIC


def first_contribution(doc: Document) -> int:
    """The place of the first sentence that states the paper's own contribution, else 0."""
    return doc.contribution.index(True) if True in doc.contribution else 0


def span_units(doc: Document, i: int, j: int) -> list[str]:
    """The content words of a span, repeats kept."""
    return list(chain.from_iterable(doc.units[i : j + 1]))


def places(doc: Document, lower: Sequence[str], start: int = 0) -> Iterator[int]:
    """Where the document writes these lower-cased words in a row, from word start on, first first."""
    size, words, text = len(lower), tuple(lower), doc.lower
    end, i = len(text) - size + 1, start
    while size and i < end:
        try:  # index() skips to the first word's next place in C: a Python loop over every word cost 3x more
            i = text.index(words[0], i, end)
        except ValueError:
            return
        if text[i : i + size] == words:
            yield i
        i += 1


def says_twice(units: list[str]) -> bool:
    """Tell a phrase that uses a content word twice (`Sparse Regression and Robust Regression`)."""
    return len(set(units)) < len(units)


def span_words(doc: Document, i: int, j: int) -> list[str]:
    """The words of a span as the abstract writes them, less the acronyms bracketed inside it."""
    if True in doc.inline[i : j + 1]:
        return [w for w, inside in zip(doc.text[i : j + 1], doc.inline[i : j + 1]) if not inside]
    return list(doc.text[i : j + 1])

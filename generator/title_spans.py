"""Cut an abstract into title candidates: runs of words inside one clause, and what a scorer weighs in each.

A candidate is a contiguous span of one sentence, so every word of a derived title is a word of its
abstract, in the abstract's order and spelling. The features are cheap to compute for every span at
once: word-level sums over prefix arrays, plus properties of a span's first and last word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from generator.names import intro
from generator.phrases import DANGLING, GENERIC, SMALL

MAX_SPAN = 14  # tokens; a longer run of prose reads as a sentence, not a title
READ_SENTENCES = 3  # the opening sentences are read for candidates, and every contribution sentence
UNIT = re.compile(r"[a-z0-9]+")  # what the F1 compares: lower-cased alphanumeric runs
# Words a title never holds: pronouns, auxiliaries and discourse words mark a clause, not a phrase.
STOP = frozenset(
    "we our us you i is are was were be been being am this these those that which who whom whose it its they "
    "their them there can could may might will would should shall must has have had does do did also not no "
    "here such both then thus hence however while whereas although though because since if when where whether "
    "very often e.g. i.e. etc et al al. moreover furthermore additionally specifically finally recently first "
    "second third yet still even already further".split()
)
# Words that start the verb of a contribution sentence, or praise, rather than a name for the work.
_VERBS = ("propose introduce present develop study consider investigate show demonstrate tackle address explore "
          "examine analyze analyse revisit provide derive extend establish formulate identify focus aim seek report "
          "design devise build construct create release offer prove find argue leverage utilize use employ apply "
          "achieve obtain outperform enable allow yield")
_LEADS = frozenset(
    [form for verb in _VERBS.split() for form in (verb, verb + "s", verb + "d", verb + "ed", verb + "es")]
    + "novel new simple effective efficient studies studied".split()
)
_UNSHOWN = re.compile(r"[()\u2060{}$\\]")
_OPENERS = "([{\"'\u201c\u2018"
_CLOSERS = ",;:)]}.!?\"'\u201d\u2019"
_TRIM = ",;:.()[]{}\"'!?\u201c\u201d\u2018\u2019\u2060"
END_SUFFIXES = ("ed", "ing", "ly", "s", "al", "ive", "ic")
START_SUFFIXES = ("ed", "ing", "ly")
FUNCTION_WORDS = frozenset(
    "a an and are as at be by can do does for from how in into is it its of on or our over the their to toward "
    "towards under via vs we what when where which while who why with within without".split()
)


@dataclass(frozen=True)
class Token:
    """One word of a sentence as a title may show it, and the punctuation around it."""

    text: str
    lower: str
    units: tuple[str, ...]  # its content units: lower-cased alphanumeric runs less function words
    sentence: int
    opens: bool  # a bracket or quote opens before it
    closes: bool  # a comma, stop, bracket or quote closes after it


@dataclass(frozen=True)
class Document:
    """An abstract read for titling: its sentences, tokens and which sentences state a contribution."""

    sentences: tuple[str, ...]
    tokens: tuple[Token, ...]
    contribution: tuple[bool, ...]
    name: str  # the coined name the title leads with, or ""


def tokens_of(sentences: tuple[str, ...], read: set[int]) -> list[Token]:
    """Split the read sentences into tokens, marking clause punctuation on either side."""
    found: list[Token] = []
    for index in sorted(read):
        for raw in sentences[index].split():
            word = raw.strip(_TRIM)
            if not word or _UNSHOWN.search(word):  # brackets inside a word, TeX left over: no title shows it
                if found and found[-1].sentence == index:
                    found[-1] = _closed(found[-1])
                continue
            lower = word.lower()
            units = tuple(u for u in UNIT.findall(lower) if u not in FUNCTION_WORDS)
            found.append(Token(word, lower, units, index, raw[:1] in _OPENERS, raw[-1:] in _CLOSERS))
    return found


def _closed(token: Token) -> Token:
    """Return the token with a clause break after it."""
    return Token(token.text, token.lower, token.units, token.sentence, token.opens, True)


def document(sentences: list[str], name: str) -> Document:
    """Read an abstract's opening and contribution sentences into tokens."""
    contribution = tuple(bool(intro(s)) for s in sentences)
    read = {i for i in range(min(READ_SENTENCES, len(sentences)))} | {i for i, c in enumerate(contribution) if c}
    return Document(tuple(sentences), tuple(tokens_of(tuple(sentences), read)), contribution, name)


def can_start(token: Token) -> bool:
    """Tell whether a title may start with this word."""
    return bool(token.units) and token.lower not in DANGLING and token.lower not in STOP and token.lower not in _LEADS


def can_end(token: Token) -> bool:
    """Tell whether a title may end with this word."""
    return bool(token.units) and token.lower not in DANGLING and token.lower not in STOP and not token.lower.endswith("ly")


_GLUE = SMALL | STOP  # words between which a phrase may start or stop


@lru_cache(maxsize=1 << 16)
def suffixes(lower: str, endings: tuple[str, ...]) -> tuple[float, ...]:
    """Which of the endings a word has (cached: words recur across abstracts)."""
    return tuple(float(lower.endswith(e)) for e in endings)


def starts_inside(doc: Document, i: int) -> bool:
    """Tell a span that starts in the middle of a phrase (`... Multi-Task | Meta Reinforcement`)."""
    token, tokens = doc.tokens[i], doc.tokens
    same = i > 0 and tokens[i - 1].sentence == token.sentence and not tokens[i - 1].closes and not token.opens
    return same and bool(tokens[i - 1].units) and tokens[i - 1].lower not in _GLUE


def runs_on(doc: Document, j: int) -> bool:
    """Tell a span whose phrase goes on after its last word (`... from Human | Feedback`)."""
    token, tokens = doc.tokens[j], doc.tokens
    after = j + 1 < len(tokens) and tokens[j + 1].sentence == token.sentence and not token.closes
    return after and bool(tokens[j + 1].units) and tokens[j + 1].lower not in _GLUE and not tokens[j + 1].opens


def start_features(doc: Document, i: int, edge_first: float) -> list[float]:
    """What the first word of a span says about it: the words before it, its form and how titles start."""
    token, tokens = doc.tokens[i], doc.tokens
    same = i > 0 and tokens[i - 1].sentence == token.sentence and not tokens[i - 1].closes and not token.opens
    before = tokens[i - 1].lower if same else ""
    two_before = tokens[i - 2].lower if same and i > 1 and tokens[i - 2].sentence == token.sentence else ""
    return [
        float(starts_inside(doc, i)),
        *suffixes(token.lower, START_SUFFIXES),
        float(token.text[:1].isupper()),
        edge_first,
        float(before in ("a", "an", "the")),
        float(before in ("for", "of", "to")),
        float(before in _LEADS or two_before in _LEADS),
    ]


def end_features(doc: Document, j: int, edge_last: float) -> list[float]:
    """What the last word of a span says about it: whether the phrase runs on, its form and how titles end."""
    return [float(runs_on(doc, j)), *suffixes(doc.tokens[j].lower, END_SUFFIXES), edge_last]


def sentence_features(doc: Document, sentence: int) -> list[float]:
    """Where a span's sentence sits and whether it states the contribution."""
    return [float(min(sentence, 5)), float(sentence == 0), float(doc.contribution[sentence]),
            sentence / max(len(doc.sentences), 1)]


def generic(unit: str) -> bool:
    """Tell a word that says nothing alone (`novel`, `framework`)."""
    return unit in GENERIC

"""Give a title the article real titles give one kind of thing (`A Unified Framework for ...`).

Spans are read without their articles, so every title began on its first content word: `General Framework for
Quilted Learning`, `ZEPHYR: Meta-Learning Framework for ...`. Of the 3,254 development titles whose first phrase
ends on one of these kinds, most say `A` or `An` before it (approach 42 of 47, framework 32 of 34, perspective 18 of
20, study 10 of 12, method 18 of 25, benchmark 11 of 15, algorithm 13 of 21); without it a title reads as a phrase cut
from a sentence. Kinds that real titles as often write bare (analysis, model, theory, network) keep no article.
"""

from __future__ import annotations

import re
from collections.abc import Container

from generator.derive.house_style import MAX_WORDS

# Kinds of one thing that a title's first phrase may end on; singular, counted (never `Learning`, `Analysis`).
COUNTED_KINDS = frozenset(
    "approach framework method perspective algorithm benchmark study view strategy technique paradigm look baseline "
    "module formulation scheme procedure pipeline platform toolkit library suite recipe protocol simulator solver "
    "classifier estimator dataset mechanism architecture criterion".split())
# Words that end a title's first phrase: what follows says what the kind is of, for or how.
_PHRASE_ENDS = frozenset(
    "for of to with via in on by from under through at as and or using without beyond against toward towards into "
    "over across between within during among about after before like than per versus vs".split())
# Words before the kind that count it already or say it is no single thing (`Two-Stage` counts stages, not methods).
_COUNTING = frozenset("a an the one two three single each every any this our their its no some".split())
# Words before which a title would say `The` (`Best Estimator among ...`): none is added.
_DEFINITE = frozenset("best worst first last same most least only".split())
# Words that make a phrase a clause (`Quilts Can Nearly Match the Best Lattice Algorithm`): a finding.
_CLAUSE_WORDS = frozenset("can could may might will would should must is are was were be been does do did has have "
                          "not".split())
# Word beginnings written with a vowel that sound a consonant (`a unified`, `a one-shot`, `a Euclidean`).
_CONSONANT_SOUND = re.compile(r"(?:uni|use|usu|uti|eu|one|once|ubiq)", re.IGNORECASE)
# Letters whose names start with a vowel sound: an acronym read letter by letter takes `an` (`an MLP`, `an RL`).
_VOWEL_LETTERS = frozenset("AEFHILMNORSX")


# A title that ends on one problem or setting after a preposition names it as real titles do, with `the` (`for the Ski
# Rental Problem`, `in the Multi-Armed Bandit Setting`); bare, it reads as cut from a sentence. Not after `with`, which
# may be a name's own (`Bandits with Knapsack Problem`), nor a regime (`Dynamic Treatment Regime` is a kind).
_ONE_NAMED_END = re.compile(
    r"\b(for|in|of|on|under|from|into|within) (?!(?:the|a|an|The|A|An|This|Each|Any|Every|One|Two|Our) )"
    r"(?![A-Za-z]+ing )"  # `for Solving the X Problem`: a gerund's object, not a thing named
    r"((?:(?!(?:for|in|of|on|to|under|from|into|with|within|and|or|via|by|as|at) )[^\s:]+ ){0,5}"
    r"(?:Problem|Setting|Scenario))$")


def article_for(word: str) -> str:
    """Return `A` or `An` for the word a title's phrase opens on, by how the word sounds."""
    lead = re.split(r"[-/]", word, maxsplit=1)[0]
    letters = re.sub(r"[^A-Za-z]", "", lead)
    if not letters:
        return "A"
    if letters.isupper() and len(letters) > 1 and not _vowel(letters[1]):
        return "An" if letters[0] in _VOWEL_LETTERS else "A"  # spelled letter by letter: `an LLM`, `a GPU`, `a UCB`
    if _CONSONANT_SOUND.match(letters):
        return "A"
    return "An" if _vowel(letters[0]) else "A"


def _vowel(letter: str) -> bool:
    """Tell a vowel letter."""
    return letter.lower() in "aeiou"


def _opening_phrase(words: list[str]) -> list[str]:
    """Return a title's words up to the first that says what its kind is of, for or how (`for`, `of`, `with`)."""
    phrase = []
    for word in words:
        if word.lower() in _PHRASE_ENDS:
            break
        phrase.append(word)
    return phrase


def takes_article(phrase: list[str], verbs: Container[str]) -> bool:
    """Tell a phrase that ends on a kind of one thing (COUNTED_KINDS) and is not a clause: no verb opens it, no word
    counts it or makes it a clause, and no owner's `'s` names it (`Newton's Method`)."""
    if not phrase or phrase[-1].lower() not in COUNTED_KINDS:
        return False
    lead = phrase[0].lower()
    return lead not in verbs and lead not in _DEFINITE and not any(
        w.lower() in _CLAUSE_WORDS or w.lower() in _COUNTING or "'s" in w or "\u2019s" in w for w in phrase)


def spells_name(name: str, body: list[str], phrase: list[str]) -> bool:
    """Tell a title's body that only spells its name out (`QLM: Quilted Lattice Method`), its first phrase (phrase)
    being all of it: a long form is the name's own, and readers preferred it bare; with a purpose after it, the
    article reads better."""
    capitals = [c for c in name if c.isupper()]
    initials = [part[0].upper() for word in body for part in word.split("-") if part]
    return len(capitals) >= 2 and capitals[:2] == initials[:2] and len(phrase) == len(body)


def counted(title: str, verbs: Container[str] = frozenset()) -> str:
    """Give a title the articles real titles give it: `A` or `An` before its first phrase, or its phrase after a name,
    where that takes one (takes_article), and `the` before one problem or setting it ends on; a title at the
    house's length stays as it is."""
    if len(title.split()) >= MAX_WORDS:
        return title
    title = _ONE_NAMED_END.sub(r"\1 the \2", title)
    name, colon, body = title.partition(": ")
    if not colon:
        name, body = "", title
    words = body.split()
    phrase = _opening_phrase(words)
    if len(title.split()) >= MAX_WORDS or not takes_article(phrase, verbs) or spells_name(name, words, phrase):
        return title
    return f"{name}{colon}{article_for(words[0])} {body}"

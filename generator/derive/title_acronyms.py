"""Spell out in a title the acronyms only its abstract defines (`Tuning-Free PnP Proximal Algorithm` -> `Tuning-Free
Plug-and-Play Proximal Algorithm`): a reader of a list of titles has no abstract to look them up in."""

from __future__ import annotations

from typing import Container

from generator.derive.acronyms import COMMON, definitions
from generator.derive.phrases import title_case
from generator.derive.title_pieces import FUNCTION_WORDS, content_units

LONGEST = 4  # words a long form may have to be written out in a title
MOST_WORDS = 14  # a title spelled out stays this short, under house_style.MAX_WORDS


def spelled_out(sentences: tuple[str, ...], name: str, title: str, terms: Container[tuple[str, str]]) -> str:
    """Write each acronym of a finished title's phrase as the abstract spells it, where only this abstract defines
    it (not the name, a stock acronym nor the field's, `RL`, `GNN`), in up to LONGEST words; never where the title
    would then say a word twice or grow past MOST_WORDS words."""
    head, colon, body = title.rpartition(": ")
    longs = _long_forms(sentences)
    if not longs:
        return title
    field = {short for short, _ in terms}
    words = []
    for word in body.split():
        long = longs.get(word)
        if long and word != name and word not in field and word.removesuffix("s") not in COMMON:
            words.extend(title_case(long.split(), first=False).split())
        else:
            words.append(word)
    spelled = " ".join(words)
    if spelled == body or len(words) + len(head.split()) > MOST_WORDS or repeats(f"{head} {spelled}") > repeats(title):
        return title
    return f"{head}{colon}{spelled}"


def repeats(text: str) -> int:
    """Count the content words a text says more than once (`Circulant Minwise Hashing for Minwise Hashing`: 2)."""
    units = content_units(text)
    return len(units) - len(set(units))


def _long_forms(sentences: tuple[str, ...]) -> dict[str, str]:
    """Every acronym the sentences define with a long form a title can hold: plain words, up to LONGEST."""
    found = {}
    for sentence in sentences:
        if "(" not in sentence:
            continue
        for short, long, _ in definitions(sentence):
            words = long.split()
            if len(words) <= LONGEST and words[0].lower() not in FUNCTION_WORDS and "(" not in long:
                found.setdefault(short, long)
    return found

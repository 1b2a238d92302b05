"""Spell out in a title the acronyms its abstract defines (`Tuning-Free PnP Proximal Algorithm` -> `Tuning-Free
Plug-and-Play Proximal Algorithm`): a reader of a list of titles has no abstract to look them up in. Blind readers
preferred the spelled titles 114 to 0 for acronyms only one abstract defines, and 71 to 1 for the field's own (`ZO`,
`DG`, `WL`), the stock ones (`RL`, `GNN`) left as written (thirty-fifth session)."""

from __future__ import annotations

from generator.derive.acronyms import COMMON, definitions
from generator.derive.phrases import title_case
from generator.derive.title_pieces import FUNCTION_WORDS, content_units

LONGEST = 4  # words a long form may have to be written out in a title
MOST_WORDS = 14  # a title spelled out stays this short, under house_style.MAX_WORDS


def spelled_out(sentences: tuple[str, ...], name: str, title: str) -> str:
    """Write each acronym of a finished title's phrase as the abstract spells it (not the name nor a stock acronym,
    `RL`, `GNN`), in up to LONGEST words; never where the title would then say a word twice more or grow past
    MOST_WORDS words."""
    head, colon, body = title.rpartition(": ")
    longs = _long_forms(sentences)
    if not longs:
        return title
    words = []
    for word in body.split():
        long = longs.get(word) or _numbered(word, longs)
        if long and word != name and word.removesuffix("s") not in COMMON:
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


def _numbered(word: str, longs: dict[str, str]) -> str:
    """The long form of an acronym the abstract defines in the other number (`HGNN` for `HGNNs`), in the word's."""
    if word.endswith("s") and word[:-1] in longs:  # never `Programmings`: a gerund takes no plural
        return longs[word[:-1]] + "s" if not longs[word[:-1]].endswith(("s", "ing")) else ""
    if word + "s" in longs and longs[word + "s"].endswith("s"):
        return longs[word + "s"][:-1]
    return ""


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

"""Case a title as ICML and ICLR titles are cased: each word capitalised but the short function words, acronyms and
names kept as written, and a run the abstract wrote in capitals lowered first. Every title rule cases its words this
way once they are chosen; how they are cut from the prose is phrases.py's job, so the casing is a module of its own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import groupby

from generator.derive.phrases import SMALL

# Lower-case inside a title too, as ICML and ICLR titles write them (`under`: 75 times to 15, `between` 82 to 9).
# Kept apart from SMALL, which also says where a phrase may start or stop.
LOWER_IN_TITLES = SMALL | {"under", "through", "across", "between", "among", "against", "along", "using"}
_DIGIT = re.compile(r"\d")
_SHOUTED = re.compile(r"[A-Z]{2,}(?:-[A-Z]+)*")  # a word written in capitals, parts and all
_MARKED = re.compile(r"[A-Z]{2}[a-z]{2,}|[a-z]+[A-Z][a-z]+[A-Z][a-z]*")


@lru_cache(maxsize=8192)
def case_word(word: str, first: bool) -> str:
    """Capitalise one word like a paper title; acronyms and names stay as written."""
    if "/" in word.strip("/"):  # `Style/Content`, `Unsupervised/Self-Supervised`, `and/or`
        return "/".join(case_word(p, first and i == 0) if p else p for i, p in enumerate(word.split("/")))
    if "-" in word:  # a lone lower-case letter stays, as titles write `k-Means`, `f-Divergence` (not `a-priori`)
        parts = word.split("-")
        return "-".join(case_word(p, i == 0) if p and (len(p) > 1 or not p.islower() or p == "a") else p
                        for i, p in enumerate(parts))
    if _MARKED.fullmatch(word):  # `MObile`, `ATtention`, `cOmplementAry`: capitals that spell a name's initials
        return word.capitalize()
    if word[1:] != word[1:].lower() or not word.isalpha() and _DIGIT.search(word) or not word[:1].isascii():
        return word  # acronyms, names with digits, and Greek letters stay as written
    if word.lower() in LOWER_IN_TITLES and not first:
        return word.lower()
    return word[:1].upper() + word[1:]


def unshouted(words: list[str]) -> list[str]:
    """Lower a run of two words or more an abstract wrote in capitals, one of them a long word (`DICTIONARY
    CONTRASTIVE LEARNING`, `IN-CONTEXT PRETRAINING`), so that it is cased like a title; an acronym alone stays."""
    out: list[str] = []
    for shouted, group in groupby(words, key=lambda w: _SHOUTED.fullmatch(w) is not None):
        run = list(group)
        loud = shouted and len(run) >= 2 and any(len(part) >= 6 for w in run for part in w.split("-"))
        out.extend([w.lower() for w in run] if loud else run)
    return out


def title_case(words: list[str], first: bool = True) -> str:
    """Capitalise like a paper title, keeping acronyms and short function words."""
    if not words:
        return ""
    words = unshouted(words)
    return " ".join([case_word(words[0], first), *[case_word(w, False) for w in words[1:]]])

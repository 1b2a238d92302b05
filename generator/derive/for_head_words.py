"""Read an abstract for for_heads.py and for_head_kinds.py, which write on an unnamed `Quilt Folding for Zephyrs`
title from the paper's own sentence: its sentences, where a title's phrase is written in them (case- and hyphen-blind),
content words by stem, an acronym's initials, the article before a word, and the check every new title passes: three
to sixteen words, each content word the abstract's own and none twice.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS

SMALL = frozenset("a an the of for in on with and or to via from by under at as into over between through across "
                  "among against along using nor but per vs than within".split())
FUNCTION = SMALL | frozenset("is are be been its their our this these that those which who yet both".split())
SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\\$`*])")
OWN = re.compile(r"\b(?:we|our|this\s+(?:paper|work|article|study))\b", re.I)
FOR = re.compile(r"\s+for\s+")
MATH = re.compile(r"[$\\{}^_=<>|~@#%&*]")
DIGIT = re.compile(r"\d")
ACRONYM = re.compile(r"[A-Z]{2,}s?")
ODD_CAPS = re.compile(r"[a-z][a-z-]*[A-Z]")  # `freE`, `fuLly`: a name's letters marked inside a word
# A side contribution (`we also propose`, `finally, we give`): not what the title names.
SIDE = re.compile(r"\b(?:also|then|further|furthermore|moreover|finally|additionally|second|secondly|third|next|"
                  r"lastly|besides|in\s+addition)\b", re.I)
_WORDS = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’+]*")
_PARTS = re.compile(r"[\s/-]+")
_SPOKEN_VOWEL = re.compile(r"[FHLMNRSX](?:[A-Z]|$)")  # `an MDP`, `an SF-based`


def stem(word: str) -> str:
    """Strip a word's possessive and plural ending, lower-cased."""
    w = word.lower().replace("’", "'")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("es") and w[-3] in "sxz":
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def content(text: str) -> list[str]:
    """Return the stems of the text's content words, hyphened parts apart."""
    return [stem(w) for w in _WORDS.findall(text.replace("-", " ")) if w.lower() not in FUNCTION]


def fits(new: str, text: str) -> bool:
    """Tell a title of 3 to 16 words whose every content word the abstract writes, none twice."""
    if not 3 <= len(new.split()) <= MAX_WORDS:
        return False
    have = set(content(text))
    got = content(new.replace(":", " "))
    return all(c in have for c in got) and len(got) == len(set(got))


def spells(acronym: str, phrase: str) -> bool:
    """Tell an acronym whose letters are, in order, initials of the phrase's words and parts, first to first."""
    acronym = (acronym[:-1] if len(acronym) > 2 and acronym.endswith("s") else acronym).upper()
    initials = "".join(w[0] for w in _PARTS.split(phrase) if w and w.lower() not in SMALL).upper()
    if len(acronym) < 2 or not initials or acronym[0] != initials[0]:
        return False
    it = iter(initials)
    return all(c in it for c in acronym)


def flat(text: str) -> str:
    """Lower the text and read its hyphens as spaces: the same length, so an offset in one holds in the other."""
    return text.lower().replace("-", " ")


def found_at(flat_text: str, phrase: str):
    """Yield (start, end) of each place a flattened text writes a flattened phrase as whole words."""
    start = flat_text.find(phrase)
    while start >= 0:
        end = start + len(phrase)
        if (start == 0 or not flat_text[start - 1].isalnum()) and (end == len(flat_text)
                                                                   or not flat_text[end].isalnum()):
            yield start, end
        start = flat_text.find(phrase, start + 1)


def article(word: str) -> str:
    """Return `An` before a vowel's sound, an acronym's letter read aloud included, else `A`."""
    return "An" if word[:1] in "aeiouAEIOU" or _SPOKEN_VOWEL.match(word) else "A"

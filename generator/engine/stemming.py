"""Words to index terms: tokens, stopwords and the Porter stemmer, mirrored line by line in
docs_templates/assets/search-engine.js (the browser stems queries the same way; a test runs both).

Porter (1980), as in Martin Porter's C version: within steps 2-4 the first matching suffix decides,
even when its condition fails. Only plain a-z words longer than two letters are stemmed.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

STOPWORDS = frozenset("""a about above after again against all also am an and any are as at be been being
below between both but by can could did do does doing down during each either few for from further had
has have having he her here hers him his how i if in into is it its itself just me more most my no nor not
now of off on once only or other our ours out over own same she should so some such than that the their
theirs them then there these they this those through thus to too toward towards under until up upon versus very via vs was we were
what when where which while who whom why will with within without would you your""".split())
TOKEN = re.compile(r"[^\W_]+(?:-[^\W_]+)*")
_MARKS = re.compile(r"[\u0300-\u036f]")
_PLAIN = re.compile(r"[a-z]+")

STEP2 = (("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("izer", "ize"),
         ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous"), ("ization", "ize"),
         ("ation", "ate"), ("ator", "ate"), ("alism", "al"), ("iveness", "ive"), ("fulness", "ful"),
         ("ousness", "ous"), ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"), ("logi", "log"))
STEP3 = (("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""), ("ness", ""))
STEP4 = ("al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism",
         "ate", "iti", "ous", "ive", "ize")


def fold(text: str) -> str:
    """Lower-case and drop accents, as the browser does (NFKD, then no combining marks)."""
    if text.isascii():  # most abstracts: NFKD and the mark pattern would change nothing
        return text.lower()
    return _MARKS.sub("", unicodedata.normalize("NFKD", text)).lower()


def words(text: str) -> list[str]:
    """Split folded text into words; a hyphenated compound stays one word."""
    return TOKEN.findall(fold(text))


def _consonant(w: str, i: int) -> bool:
    if w[i] in "aeiou":
        return False
    return w[i] != "y" or i == 0 or not _consonant(w, i - 1)


def measure(stem: str) -> int:
    """Porter's m: the number of vowel-consonant sequences in stem."""
    m, vowel = 0, False
    for i in range(len(stem)):
        if not _consonant(stem, i):
            vowel = True
        elif vowel:
            m, vowel = m + 1, False
    return m


def _has_vowel(stem: str) -> bool:
    return any(not _consonant(stem, i) for i in range(len(stem)))


def _double(w: str) -> bool:
    return len(w) > 1 and w[-1] == w[-2] and _consonant(w, len(w) - 1)


def _cvc(w: str) -> bool:
    n = len(w)
    return (n >= 3 and _consonant(w, n - 1) and not _consonant(w, n - 2) and _consonant(w, n - 3)
            and w[-1] not in "wxy")


def _step1(w: str) -> str:
    if w.endswith("sses") or w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    if w.endswith("eed"):
        return w[:-1] if measure(w[:-3]) > 0 else w
    for suffix in ("ed", "ing"):
        if w.endswith(suffix) and _has_vowel(w[: -len(suffix)]):
            w = w[: -len(suffix)]
            if w.endswith(("at", "bl", "iz")):
                return w + "e"
            if _double(w) and w[-1] not in "lsz":
                return w[:-1]
            return w + "e" if measure(w) == 1 and _cvc(w) else w
    return w


def _replace(w: str, rules: tuple[tuple[str, str], ...]) -> str:
    for suffix, repl in rules:
        if w.endswith(suffix):
            stem = w[: -len(suffix)]
            return stem + repl if measure(stem) > 0 else w
    return w


def _step4(w: str) -> str:
    for suffix in STEP4:
        if w.endswith(suffix):
            stem = w[: -len(suffix)]
            if suffix == "ion" and not stem.endswith(("s", "t")):
                return w
            return stem if measure(stem) > 1 else w
    return w


def _step5(w: str) -> str:
    if w.endswith("e"):
        m = measure(w[:-1])
        if m > 1 or (m == 1 and not _cvc(w[:-1])):
            w = w[:-1]
    if w.endswith("ll") and measure(w) > 1:
        w = w[:-1]
    return w


@lru_cache(maxsize=None)
def stem(word: str) -> str:
    """Return the Porter stem of a folded word; words with digits or other letters stay as they are."""
    if len(word) <= 2 or not _PLAIN.fullmatch(word):
        return word
    w = _step1(word)
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    return _step5(_step4(_replace(_replace(w, STEP2), STEP3)))

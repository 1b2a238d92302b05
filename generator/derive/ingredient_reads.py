"""Read an abstract for ingredient_links.py: its words as keys (case, hyphen, apostrophe and plural blind), the
acronyms it defines, where it writes a title's half (a long form as its acronym, or an acronym spelled out: `QZ` for
`Quilt Zephyr` and back), where a half it writes ends, and a new title's checks. They stand apart so that
ingredient_links.py holds the rules alone.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator, NamedTuple

from generator.derive.and_sentences import MATH
from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case
from generator.derive.title_checks import ARTICLES

MIN_WORDS = 3  # a shorter title says no pair
FORMULA = "\x00"  # where a formula stood among the words: a phrase may hold one, and a title leaves it out
_TEX = re.compile(r"\\(?:emph|textit|textbf|textsc|texttt|mathrm|text|it|bf|em)\s*\{([^{}]*)\}")
_TOKEN = re.compile(r"\x00|[A-Za-z0-9][\w'\u2019\-]*|[^\sA-Za-z0-9]")
_ACRONYM = re.compile(r"\(\s*([A-Za-z][A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*?)s?\s*\)")
_WORD = re.compile(r"[A-Za-z][\w\-]*")
_PLURAL_ACRONYM = re.compile(r"[A-Z][A-Z0-9\-]*[A-Z0-9]s")
_ES_ENDS = ("sses", "xes", "ches", "shes", "zes")
LONG_FORM_REACH = 100  # characters before an acronym's bracket its long form may take
LONG_FORM_WORDS = 7
# Words that may follow a half the abstract writes: any other word carries the half on as a longer noun phrase.
PHRASE_END = frozenset(
    "such than so of and or in for with on to by as at from into via using through under over between among across "
    "within without against which that who whose where when while is are was were be can could may might will would "
    "should must do does has have we it".split())

Acronyms = list[tuple[tuple[str, ...], str]]  # (the long form's keys, the acronym's key)


class Words(NamedTuple):
    """An abstract's words as written, lower-cased and as keys, and the acronyms it defines."""

    tokens: list[str]
    low: list[str]
    keys: list[str]
    acronyms: Acronyms


def key(word: str) -> str:
    """Key a word case, hyphen, apostrophe and plural blind."""
    if _PLURAL_ACRONYM.fullmatch(word):
        return word[:-1].lower()
    w = word.lower().replace("-", "").replace("'", "").replace("\u2019", "")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if w.endswith(_ES_ENDS):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def words_of(text: str) -> Words:
    """Read the abstract's words, each formula one FORMULA and each mark a word of its own."""
    tokens = _TOKEN.findall(_TEX.sub(r"\1", MATH.sub(f" {FORMULA} ", text)))
    return Words(tokens, list(map(str.lower, tokens)), list(map(_token_key, tokens)), _acronyms(text))


@lru_cache(maxsize=1 << 16)  # words recur within and across abstracts: key each once
def _token_key(token: str) -> str:
    """Key a word of the abstract; a mark stands as it is."""
    return key(token) if token[0].isalnum() else token


def _acronyms(text: str) -> Acronyms:
    """Find each `long form (ACR)` the abstract defines whose words' initials, or their parts', spell the acronym."""
    found = []
    for m in _ACRONYM.finditer(text):
        acronym = m.group(1)
        words = _WORD.findall(text, max(0, m.start() - LONG_FORM_REACH), m.start())[-LONG_FORM_WORDS:]
        capitals = "".join(c for c in acronym if c.isupper())
        if len(capitals) < 2:
            continue
        for k in range(1, len(words) + 1):
            tail = words[-k:]
            whole = "".join(w[0] for w in tail).upper()
            parts = "".join(p[0] for w in tail for p in w.split("-") if p).upper()
            if capitals in (whole, parts) or acronym.upper() in (whole, parts):
                found.append((tuple(key(w) for w in tail), key(acronym)))
                break
            if len(parts) > len(capitals):
                break
    return found


def spellings(words: list[str], acronyms: Acronyms) -> list[tuple[str, ...]]:
    """Key a title's half as written, with a long form it holds as its acronym, and with an acronym spelled out."""
    keys = tuple(key(w) for w in words)
    out = [keys]
    for long, acronym in acronyms:
        n = len(long)
        out.extend(keys[:i] + (acronym,) + keys[i + n :] for i in range(len(keys) - n + 1) if keys[i : i + n] == long)
        out.extend(keys[:i] + long + keys[i + 1 :] for i, k in enumerate(keys) if k == acronym)
    return out


def places(keys: list[str], spelled: list[tuple[str, ...]]) -> list[tuple[int, int]]:
    """Find (start, end) of each place the abstract's keys write one of a half's spellings."""
    out = []
    for v in spelled:
        n = len(v)
        out.extend((i, i + n) for i in _starts(keys, v[0]) if tuple(keys[i : i + n]) == v)
    return out


def _starts(keys: list[str], first: str) -> Iterator[int]:
    """Yield each index where keys holds first, in order."""
    i = -1
    try:
        while True:
            i = keys.index(first, i + 1)  # list.index scans in C, far faster than a loop over every key
            yield i
    except ValueError:
        return


def half_end(words: Words, end: int) -> int | None:
    """Step past the acronym in brackets after a half that ends at end; None where a word carries the half on."""
    low = words.low
    if end + 2 < len(low) and low[end] == "(" and low[end + 2] == ")":
        end += 3  # `the quilt zephyr (QZ) loss`: the phrase goes on after its acronym
    goes_on = end < len(low) and low[end] not in PHRASE_END and words.tokens[end][0].isalnum() \
        and not low[end].endswith("ly")
    return None if goes_on else end


def own_words(title_words: list[str], written: list[str]) -> list[str]:
    """Take the abstract's own words for a half it writes whole (`Secondary Losses`), the title's for an acronym."""
    if len(title_words) == len(written) and all(w[:1].islower() or w[:1].isupper() and w[1:2].islower()
                                                 or not w[:1].isalpha() for w in written):
        return [t if t.lower() == w.lower() or t[1:] != t[1:].lower() else w for t, w in zip(title_words, written)]
    return list(title_words)


def titled(words: list[str]) -> str | None:
    """Case the words as a title, or None where they run past the house's length or say a word twice."""
    keys = [key(w) for w in words if w.lower() not in PHRASE_END and w.lower() not in ARTICLES]
    if not MIN_WORDS <= len(words) <= MAX_WORDS or len(keys) != len(set(keys)):
        return None
    return title_case(words)

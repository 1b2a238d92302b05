"""Read an abstract as the and_* modules do: its sentences as words and marks, markup and asides dropped, and where a
sentence writes a half, hyphen and plural blind. Every rule of those modules reads through it; it stands apart so that
and_links.py holds the words, checks and link rule they share.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import chain

# ---------------------------------------------------------------- the abstract as words
MATH = re.compile(r"\$\$.*?\$\$|\$[^$]*\$|\\\(.*?\\\)|\\\[.*?\\\]", re.S)
_CITE = re.compile(r"\\(?:cite[tp]?|ref|url|footnote)\{[^}]*\}|~?\\citep?\{[^}]*\}")
_TEX_COMMAND = re.compile(r"\\(?:emph|textit|textbf|textsc|texttt|mathrm|text|it|bf|em)\s*\{([^{}]*)\}")
_TEX_GROUP = re.compile(r"\{\\(?:it|bf|em|sc|tt)\s+([^{}]*)\}")
_MARK = re.compile(r"[*_]{1,2}(?=\w)|(?<=\w)[*_]{1,2}|``|''|[\"\u201c\u201d\u2018\u2019]")
_ASIDE = re.compile(r"\s*\([^()]{0,60}\)")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[])")
_TOKEN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9'/\-]*[A-Za-z0-9])?|[^\sA-Za-z0-9]")
_URL = re.compile(r"https?://\S+|\S+\.(?:com|org|io|net)\S*")
_URL_TOPS = (".com", ".org", ".io", ".net")  # the domains _URL knows, for a cheap gate before its scan
_MARK_CHARS = "*_`'\"\u201c\u201d\u2018\u2019"  # a character every match of _MARK holds
FORMULA = "\u00a7"  # a formula's place among the words: a mark, yet one a phrase goes on past


@lru_cache(maxsize=1 << 16)  # a pure function of one word, asked again for the same words by every rule
def word_key(word: str) -> tuple[str, ...]:
    """Return a word's matching key: lower case, a hyphen's parts apart, a crude singular."""
    parts = []
    for p in word.lower().replace("\u2019", "'").split("-"):
        if not p:
            continue
        if len(p) > 4 and p.endswith("ies"):
            p = p[:-3] + "y"
        elif len(p) > 3 and p.endswith("s") and not p.endswith(("ss", "us", "is")):
            p = p[:-1]
        parts.append(p)
    return tuple(parts)


def _plain(text: str) -> str:
    """Return the abstract without addresses, citations, markup or short asides, a formula marked by FORMULA."""
    # Each gate below is a character or string every match of its pattern holds, so skipping its scan changes nothing.
    if "://" in text or any(top in text for top in _URL_TOPS):
        text = _URL.sub(" . ", text)
    if "\\" in text:  # a citation, a command and a group all hold a backslash
        text = _CITE.sub(" ", text)
        for _ in range(2):  # a command inside another
            text = _TEX_GROUP.sub(r"\1", _TEX_COMMAND.sub(r"\1", text))
    if "$" in text or "\\" in text:
        text = MATH.sub(f" {FORMULA} ", text)
    if any(mark in text for mark in _MARK_CHARS):
        text = _MARK.sub("", text)
    return _ASIDE.sub("", text) if "(" in text else text


def sentences(text: str) -> list[list[str]]:
    """Return the abstract's sentences, each as its words and marks."""
    return [_TOKEN.findall(s) for s in _SENTENCE.split(_plain(text))]


@lru_cache(maxsize=1 << 16)  # a pure function of one token, asked for each token of each sentence
def _token_key(token: str) -> tuple[str, ...]:
    """Return a sentence token's matching key: a word's own, a mark's the mark after FORMULA."""
    return word_key(token) if token[0].isalnum() else (FORMULA + token,)


@lru_cache(maxsize=1 << 12)  # a sentence is searched for many halves, in every rule
def sentence_keys(tokens: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], frozenset[str], frozenset[str]]:
    """Return each token's matching key, the set of the keys' first parts and the set of all their parts."""
    keys = tuple(map(_token_key, tokens))
    return keys, frozenset(key[0] for key in keys if key), frozenset(chain.from_iterable(keys))


def find_words(tokens: list[str], half: list[str]) -> list[tuple[int, int]]:
    """Return the spans (first, last word) where a sentence writes the half, hyphens and plurals aside."""
    target = [p for w in half for p in word_key(w)]
    if not target:
        return []
    keys, firsts, _ = sentence_keys(tuple(tokens))
    if target[0] not in firsts:
        return []  # every span starts on a word whose key opens with the target's first part
    found = []
    for i, key in enumerate(keys):
        if not key or key[0] != target[0]:
            continue
        got, j = [], i
        while j < len(tokens) and len(got) < len(target):
            got.extend(keys[j])
            j += 1
        if got == target:
            found.append((i, j - 1))
    return found

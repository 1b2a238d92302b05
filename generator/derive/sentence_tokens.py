"""Split an abstract into sentences of tokens for the made-clause readings, and find where a short title is written;
kept apart so the word lists in made_clause_words.py stay one module.
"""
from __future__ import annotations

import re

from generator.derive.made_clause_words import ARTICLES, Sentence, stem

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[\\])")
_TOKEN = re.compile(r"\$[^$]*\$?|\\[A-Za-z]+(?:\{[^}]*\})?|[A-Za-z0-9](?:[A-Za-z0-9'\u2019/\-]*[A-Za-z0-9])?|\S")
# An acronym the sentence gives a phrase (` (QZ)`, ` (QZNs)`, ` (MarMot)`) would split the phrase it follows.
_ACRONYM = re.compile(r"\s*\((?:[A-Za-z][a-z0-9\-]*[A-Z][A-Za-z0-9\-^]*|[A-Z])\)")


def sentences(text: str) -> list[list[str]]:
    """Return the abstract's sentences as tokens, an acronym after a phrase left out."""
    return [_TOKEN.findall(_ACRONYM.sub("", sentence)) for sentence in _SENTENCE.split(text)]


def title_sentences(text: str, target: list[str]) -> list[Sentence]:
    """Return the sentences that write the title (a leading article optional, plural-blind) as tokens, and where."""
    sents = sentences(text)
    return written_in(sents, [[t.lower() for t in toks] for toks in sents], target)


def written_in(sents: list[list[str]], lows: list[list[str]], target: list[str]) -> list[Sentence]:
    """Return the tokenized sentences (lows: their tokens lower-cased) that write the title, as title_sentences."""
    wanted = [stem(w) for w in (target[1:] if target and target[0] in ARTICLES else target)]
    n = len(wanted)
    found: list[Sentence] = []
    # A word token whose stem is wanted[0] spells all of it, less hyphens, but its last letter (`ies` for `y`); the
    # tokens hold every letter of the sentence, so their letters joined hold it wherever the sentence does.
    key = wanted[0][:-1] if wanted and wanted[0].isascii() and wanted[0].isalnum() else ""
    for toks, low in zip(sents, lows) if wanted else ():
        if key not in "".join(low).replace("-", ""):
            continue
        stems = [stem(t) for t in toks]
        places = [i for i in range(len(toks) - n + 1) if stems[i] == wanted[0] and stems[i : i + n] == wanted]
        if places:
            found.append((toks, low, places))
    return found

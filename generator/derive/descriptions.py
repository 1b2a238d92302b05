"""Say what a coined name is when the abstract does not spell it out: its appositive (`WILDS, a curated benchmark`)."""

from __future__ import annotations

import re

# What a name's appositive says it is (`WILDS, a curated benchmark of ...`): the words up to the first of these.
_END = frozenset("that which where whose to for with based by via using in on of from capable designed built "
                 "able we recently proposed introduced".split())
_PRAISE = frozenset("novel new simple yet effective general efficient powerful unified principled practical "
                    "generic flexible scalable lightweight versatile first straightforward elegant intuitive "
                    "conceptually surprisingly remarkably highly very and".split())
# A pattern a name would make anew for each abstract: the regex cache holds 512, a corpus names thousands.
_AFTER_NAME = re.compile(r",\s+(?:which is\s+)?(?:an?|the)\s+([^,;:.()\u2014\u2013]+)(,?)")
# Nouns that say a description is some kind of thing without saying which (`ExpCLR, a contrastive learning approach`).
_VAGUE = frozenset("approach approaches framework method methods technique strategy scheme system model "
                   "algorithm architecture paradigm procedure pipeline".split())


def description(sentences: list[str], name: str) -> str:
    """What an appositive says the name is (`WILDS, a curated benchmark of ...` -> `curated benchmark`), or "".

    Two to eight words, praise dropped from the front; none when a comma ends it (a list of adjectives,
    `KNIFE, a fully parameterized, ...`) or `of` does (`a composition of`), when a vague noun starts it,
    or ends it in fewer than four words.
    """
    m = next(filter(None, (_appositive(s, name) for s in sentences if name + "," in s)), None)
    if not m:
        return ""
    words = m.group(1).split()
    end = next((k for k, w in enumerate(words) if k and w.lower() in _END), None)
    if (end is None and m.group(2)) or (end is not None and words[end].lower() == "of"):  # `a composition of`
        return ""
    words = words[:end]
    while words and words[0].lower() in _PRAISE:
        words.pop(0)
    while len(words) > 1 and words[-1].endswith(("ed", "ly")) and "-" not in words[-1]:  # `a model trained on`
        words.pop()
    if not 2 <= len(words) <= 8 or words[0].lower() in _VAGUE or (
            words[-1].lower() in _VAGUE and len(words) < 4):
        return ""
    return " ".join(words)


def _appositive(sentence: str, name: str) -> re.Match | None:
    """Match the first `NAME, a ...` of a sentence: one pattern for every name, tried where the name stands."""
    at = sentence.find(name + ",")
    while at >= 0:
        m = _AFTER_NAME.match(sentence, at + len(name))
        if m:
            return m
        at = sentence.find(name + ",", at + 1)
    return None

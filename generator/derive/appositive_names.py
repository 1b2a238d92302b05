"""Names an appositive gives in a contribution sentence: `NAME, a ...`, `NAME: the ...`, `a novel method, NAME,`."""

from __future__ import annotations

import re

from generator.derive.acronyms import NAME_TOKEN as _TOKEN
from generator.derive.acronyms import is_namey
from generator.derive.naming_cues import METHOD_NOUN

# Capitalised words that open a sentence or a clause, never a name
NOT_NAMES = {"We", "This", "The", "Our", "In", "A", "An", "It", "These", "To", "For", "Specifically", "However",
             "Moreover", "Furthermore", "Additionally", "Finally", "Then", "Here", "Code", "Experiments", "Results"}

_GLOSS_START = r"\s+(?:(?:i\.e\.,?|namely)\s+)?(?=an?\b|the\b|one\b|[A-Z])"
# A lone literal lets the regex engine skip ahead several times faster than a character class does.
_COMMA = re.compile(r"[,:]" + _GLOSS_START)
_COMMA_ONLY = re.compile(r"," + _GLOSS_START)
_TOKEN_ONLY = re.compile(_TOKEN)
# `a novel approach, Blockwise RingAttention,`, `a framework, i.e., BabelTower,`, `a framework — AutoIP, for`
_BETWEEN_COMMAS = re.compile(
    rf"(?:,(?:\s+i\.e\.,)?|\s[\u2014\u2013])\s+(?:the\s+)?((?:[A-Z][\w-]*\s+(?=[A-Z]))?{_TOKEN})(?:,|\s[\u2014\u2013])")
# The same without its dashes, led by its comma, for the many sentences with no dash: a leading
# alternation with `\s` is tried at every space (over the corpus sentences with a comma, 0.33 -> 0.13 s).
_BETWEEN_COMMAS_ONLY = re.compile(rf",(?:\s+i\.e\.,)?\s+(?:the\s+)?((?:[A-Z][\w-]*\s+(?=[A-Z]))?{_TOKEN}),")
# `a novel method, NAME,`; `a general framework for personalized federated learning, Ditto,`: what it is for may come
# between the noun and its name, but not an article (`algorithms for the uniform, Marchenko-Pastur, and ...`: a list)
_AFTER_NOUN = re.compile(rf"{METHOD_NOUN}(?:\s+for(?:\s+(?!the\b|an?\b)[a-z][\w-]*){{1,4}})?\s*$")
_COUNTED = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|various|\d+)\s+(?:[\w-]+\s+)?\w+\s*$")


def appositives(sentence: str, base: float) -> list[tuple[str, str, int, float]]:
    """`NAME, a ...`, `NAME: the ...` and `a novel method, NAME,` in a contribution sentence."""
    found: list[tuple[str, str, int, float]] = []
    if "," not in sentence and ":" not in sentence:  # both patterns need one
        return found
    for m in (_COMMA if ":" in sentence else _COMMA_ONLY).finditer(sentence):
        start = sentence.rfind(" ", 0, m.start()) + 1
        token = sentence[start : m.start()].removesuffix("'s")
        listed = sentence.endswith(", ", 0, start)  # `datasets, AudioSet, Kinetics-400 and`: a list, no appositive
        if token not in NOT_NAMES and not listed and is_namey(token) and _TOKEN_ONLY.fullmatch(token):
            found.append((token, "", start, base))
    dashed = "\u2014" in sentence or "\u2013" in sentence
    for m in (_BETWEEN_COMMAS if dashed else _BETWEEN_COMMAS_ONLY).finditer(sentence):
        before = sentence[max(0, m.start() - 60) : m.start()]
        # `on three datasets, AudioSet, Kinetics-400 and ...` lists what was used, it names nothing made
        if named_word(m.group(1)) and _AFTER_NOUN.search(before) and not _COUNTED.search(before):
            found.append((m.group(1), "", m.start(1), base))
    return found


def named_word(token: str) -> bool:
    """Accept a coined token, or a capitalised word a method noun's appositive gives (`a stable method, Degree-Quant,`)."""
    return is_namey(token) or token[:1].isupper() and token not in NOT_NAMES and len(token) > 3

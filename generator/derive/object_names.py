"""The name a contribution sentence writes as its verb's object: right after the verb (`we propose Quiltformer`, `we
introduce the Zephyr – a model that`) or inside a short description of what is made (`a multi-agent framework
MarmotVerse that ...`, `a new family of networks, dubbed TesselNet`). names.py gathers every kind of candidate and
scores them; reading the verb's object takes a dozen patterns of its own, so it is kept here, beside
appositive_names.py and bracket_names.py.
"""

from __future__ import annotations

import re

from generator.derive.acronyms import NAME_TOKEN as _TOKEN
from generator.derive.acronyms import is_namey
from generator.derive.name_scores import COINED
from generator.derive.naming_cues import FOLLOW, METHOD_NOUN
from generator.derive.title_checks import NAMING_CUES

# Atomic: a token cut short ends before a letter, digit or `-x`, where FOLLOW cannot hold, so never backtrack.
_FIRST = re.compile(rf"(?>\s*({_TOKEN}(?: \d+(?:\.\d+)*)?)(?:'s)?){FOLLOW}")  # `AbdomenAtlas 1.1`
_CAPITAL = re.compile(r"[A-Z0-9]")
_NAMEY_WORD = re.compile(r"(?<![\w-])[A-Za-z][\w+.-]*?(?:[a-z0-9][A-Z]|[A-Z]{2}|\d)[\w+.-]*")
CUE_WORDS = rf"(?:{NAMING_CUES})\s+"
_DESCRIPTION_END = re.compile(r"[,:]\s+|\s" + CUE_WORDS)
_CUE_NEXT = re.compile(CUE_WORDS)
_SECOND_VERB = re.compile(r" and (?:[a-z]+ly )?(?:analy[sz]e|evaluate|study|test|validate|implement|apply|"
                          r"investigate|demonstrate|examine|explore|compare|characteri[sz]e)\b")
_BUILT_ON = re.compile(rf" \(({_TOKEN})\)")  # what a token's brackets hold: `EEA (GEEA)`
_MIXED = re.compile(r"[A-Z]{2,}[a-z]+\w*")  # `MAZero`: capitals run into a word, no hyphen (`PAC-Bayesian`)
_BEFORE_NOUN = re.compile(rf"({_TOKEN})\s+{METHOD_NOUN}\b")
# `a self-supervised learning (SSL) framework BEATs for ...`, `a VFL framework VFLAIR (...)`: one made thing, its name
# right after its noun (a plural noun's names are a list: `two algorithms CascadingVI and CascadingBPI`)
_KIND_NAME = re.compile(rf"\b{METHOD_NOUN.removesuffix('s?')}\s+({_TOKEN}){FOLLOW}")
_APPOSITIVE_NEXT = re.compile(r"\s*(?:[,:]\s+(?:an?|the|which)\b|[\u2014\u2013])")  # `we propose Hopper, which uses`


def after_verb(sentence: str, at: int) -> re.Match | None:
    """The name right after the verb (`we propose KoNODE`) or after a short descriptor (`an algorithm named CAESAR`)."""
    if sentence.startswith(", ", at):  # `we propose, BigBird, a sparse attention mechanism`
        at += 1
    second = _SECOND_VERB.match(sentence, at)  # `we design and analyze | an algorithm PASCombUCB`
    at = second.end() if second else at
    first = _FIRST.match(sentence, at)
    if first or not sentence.startswith((" a ", " an ", " the ", " our "), at):
        return first
    the = _FIRST.match(sentence, at + 4) if sentence.startswith(" the ", at) else None
    if the and the.group(1)[:1].isupper() and _APPOSITIVE_NEXT.match(sentence, the.end(1)):
        return the  # `we introduce the Perceiver – a model that`
    end = _DESCRIPTION_END.search(sentence, at, at + 120)
    if end and sentence.count("(", at, end.start()) > sentence.count(")", at, end.start()):
        # `a framework that shows why losses (InfoNCE, SupCon, etc.) fail`: a list in brackets names nothing made
        return _named_before(sentence, at, sentence.rfind("(", at, end.start()))
    cue = _CUE_NEXT.match(sentence, end.end()) if end else None  # `a new family of ConvNets, dubbed MogaNet`
    named = _FIRST.match(sentence, (cue or end).end()) if end else None
    if named and named.group(1).islower():  # `a new framework SoundDet, which is`: `which` names nothing
        named = None
    if named or cue or not _CAPITAL.search(sentence, at, at + 80):
        return named
    return _named_before(sentence, at, end.start() if end else at + 80)


def _named_before(sentence: str, at: int, end: int) -> re.Match | None:
    """The coined token a description holds before `end` (`a multi-agent framework AgentVerse that ...`, `a novel task
    Corr2Cause, which ...`), or None."""
    kind = _KIND_NAME.search(sentence, at, end)
    if kind and is_namey(kind.group(1)) and kind.group(1)[0].isupper():
        return kind
    token = _NAMEY_WORD.search(sentence, at, end)
    if not (token and is_namey(token.group())):
        return None
    built = _BUILT_ON.match(sentence, token.end())
    if built and token.group() in built.group(1):
        return None  # `a generative EEA (GEEA) framework`: the bracketed name built on it is the name (definitions)
    first = _FIRST.match(sentence, token.start())
    coined = COINED.search(token.group()) or token.group().isupper() or _MIXED.fullmatch(token.group())
    if first or not coined or not token.group()[0].isupper():
        return first
    return _BEFORE_NOUN.match(sentence, token.start())  # `the DiLu framework`, never `the PAC-Bayesian framework`


def strong_single(sentence: str, m: re.Match) -> bool:
    """Accept a plain capitalised word right after the verb when an appositive follows (`we propose Cape, a`)."""
    return m.group(1)[:1].isupper() and m.group(0).strip().removesuffix("'s") == m.group(1) and bool(
        _APPOSITIVE_NEXT.match(sentence, m.end(1)))

"""Say what a coined name is when the abstract does not spell it out: its appositive (`WILDS, a curated benchmark`)."""

from __future__ import annotations

import re
from typing import Container

from generator.derive.phrases import DANGLING
from generator.derive.title_checks import ARTICLES, NAMING_CUES

MAX_WORDS = 8
# What a name's appositive says it is (`WILDS, a curated benchmark of ...`): the words up to the first of these.
_END = frozenset("that which where whose to for with without based by via using in on of from capable designed "
                 "built able we recently proposed introduced".split())
PRAISE = frozenset("novel new simple yet effective general efficient powerful unified principled practical "
                   "generic flexible scalable lightweight versatile first straightforward elegant intuitive "
                   "conceptually surprisingly remarkably highly very and but known well-known".split())
# A pattern a name would make anew for each abstract: the regex cache holds 512, a corpus names thousands.
_AFTER_NAME = re.compile(r",\s+(?:which is\s+)?(?:an?|the)\s+([^,;:.()\u2014\u2013]+)(,?)")
# After the comma that ends an appositive, a clause may go on (`..., which combines`); an adjective means a list.
_CLAUSE = frozenset("which that where whose and to for with capable designed built able in on by using via".split())
# Nouns that say a description is some kind of thing without saying which (`ExpCLR, a contrastive learning approach`).
VAGUE_KINDS = frozenset("approach approaches framework method methods technique strategy scheme system model "
                        "algorithm architecture paradigm procedure pipeline".split())
# Nouns that only hold what follows them: `a composition of two models` says nothing alone.
_HOLDERS = frozenset("composition combination family set collection series suite class variant version extension "
                     "generalization mixture pair number kind type form variety range".split())

# Words that open a count, which a holder's description never keeps (`a collection of two benchmarks`).
_COUNTS = ARTICLES | frozenset("two three four five six several multiple many various different".split())
_CLAUSE_WORDS = _END | {"is", "are", "was", "were", "be", "has", "have", "can", "will"}  # a clause, not a noun phrase
# What the abstract calls the thing it names (`a novel post hoc OOD detection method, called NegLabel`).
_BEFORE_CUE = re.compile(rf"\b(?:an?|the)\s+([^,;:.()\u2014\u2013]+?),?\s+(?:{NAMING_CUES})\s+$")


def description(sentences: list[str], name: str, open_words: Container[str] = frozenset()) -> str:
    """What an appositive says the name is (`WILDS, a curated benchmark of ...` -> `curated benchmark`), or what the
    naming cue follows (`a novel post hoc OOD detection method, called NegLabel`), or "".

    open_words: words written with what follows them, which a description never ends on (`an environment running`)
    """
    m = next(filter(None, (_appositive(s, name) for s in sentences if name + "," in s)), None)
    if m:
        return _after(m, name, open_words)
    return next(filter(None, (_before(s, name) for s in sentences if name in s)), "")


def _before(sentence: str, name: str) -> str:
    """The words a naming cue right before the name follows, praise dropped, as an appositive's are kept (`a novel
    aggregation algorithm named FedBE`: `aggregation algorithm`, a named kind as well); or ""."""
    at = sentence.find(name)
    m = _BEFORE_CUE.search(sentence[max(0, at - 120) : at]) if at > 0 else None
    if m is None:
        return ""
    words = m.group(1).split()
    last = max((k for k, w in enumerate(words) if w.lower() in ARTICLES), default=-1)  # `the paper proposes a ...`
    words = _without_praise(words[last + 1 :])
    says = _says_what(words) or named_kind(words)
    return " ".join(words) if says and _CLAUSE_WORDS.isdisjoint(w.lower() for w in words) else ""


def _after(m: re.Match, name: str, open_words: Container[str]) -> str:
    """An appositive's two to eight words, praise dropped from the front, or "".

    None when a comma ends it before a word that goes on a list (`KNIFE, a fully parameterized, ...`) or when a
    vague noun starts it; a holder noun before `of` keeps what it holds (_held). A vague noun that ends it keeps
    the purpose that follows (`a differentiable framework for temporal marmot rules learning`).
    """
    words = m.group(1).split()
    end = next((k for k, w in enumerate(words) if k and w.lower() in _END), None)
    following = (m.string[m.end():].split(None, 1) or [""])[0].lower()
    if end is None and m.group(2) and following not in _CLAUSE:
        return ""
    if end is not None and words[end].lower() == "of":  # `a generative model of protein structures that ...`
        if end < 2 or words[end - 1].lower() in _HOLDERS:
            return _held(words, end, name, open_words)
        end = next((k for k in range(end + 1, len(words)) if words[k].lower() in _END), None)
    kind = _trimmed(_without_praise(words[:end]), open_words)
    if end is not None and words[end].lower() == "for" and kind and kind[-1].lower() in VAGUE_KINDS:
        aim = _purpose(words[end:], open_words)
        kind = [*kind, *aim] if aim and _says_what([*kind, *aim]) else kind
    return " ".join(kind) if _says_what(kind) or named_kind(kind) else ""


def _held(words: list[str], of: int, name: str, open_words: Container[str]) -> str:
    """A holder noun with what it holds (`HyperDT, a novel extension of decision tree algorithms into ...`), or "";
    never the name itself (`InfoGraph, an extension of InfoGraph`), nor a count. Blind readers preferred the titles 28
    to 11 on 13 corpus papers, faithful 11 -> 24, poor 16 -> 7 of 39 verdicts (thirty-sixth session)."""
    end = next((k for k in range(of + 1, len(words)) if words[k].lower() in _END or words[k].endswith("ing")),
               len(words))
    held = _trimmed(words[of + 1 : end], open_words)
    kind = _without_praise(words[:of])
    whole = [*kind, "of", *held]
    if (not kind or not held or len(whole) > MAX_WORDS or held[0].lower() in _COUNTS or held[0][0].isdigit()
            or name in held):
        return ""
    return " ".join(whole) if len(held) >= 2 or held[0][:1].isupper() else ""


def named_kind(words: list[str]) -> bool:
    """Tell two or three words that say which kind of thing a name is (`ChipNet, a deterministic pruning strategy`):
    blind readers preferred `ChipNet: Deterministic Pruning Strategy` to a phrase of the abstract 78 to 41 on 120
    papers, faithful 31 -> 52, poor 43 -> 13 (twenty-fourth session); longer, the rule of four holds (_says_what)."""
    return 2 <= len(words) <= 3 and words[-1].lower() in VAGUE_KINDS and words[0].lower() not in VAGUE_KINDS


def _trimmed(words: list[str], open_words: Container[str] = frozenset()) -> list[str]:
    """Drop a participle, adverb or function word a description stops on (`a model trained on`, `for both ... and`,
    `an environment running`)."""
    while len(words) > 1 and (words[-1].lower() in DANGLING or words[-1].lower() in open_words
                              or words[-1].endswith(("ed", "ly")) and "-" not in words[-1]):
        words = words[:-1]
    return words


def _purpose(words: list[str], open_words: Container[str]) -> list[str]:
    """`for X` after a vague noun (`TMLP, a differentiable framework for temporal marmot rules learning`), X up to
    the next word that ends a description; [] when X is under two words or ends on a holder noun (`for learning
    diverse classes | of ...`)."""
    end = next((k for k in range(1, len(words)) if words[k].lower() in _END), len(words))
    aim = _trimmed(words[:end], open_words)
    last = aim[-1].lower()
    held = words[end : end + 1] == ["of"] and (last in _HOLDERS or last.endswith("s") and not _HOLDERS.isdisjoint(
        {last[:-1], last[:-2]}))  # `classes`, `families`: a plural holder
    return aim if len(aim) >= 3 and not held else []


def _without_praise(words: list[str]) -> list[str]:
    """Drop praise from the front of a description (`a simple yet effective ...`)."""
    while words and words[0].lower() in PRAISE:
        words.pop(0)
    return words


def _says_what(words: list[str]) -> bool:
    """Accept two to eight words that do not start on a vague noun nor end on one in fewer than four."""
    return 2 <= len(words) <= MAX_WORDS and words[0].lower() not in VAGUE_KINDS and not (
        words[-1].lower() in VAGUE_KINDS and len(words) < 4)


def _appositive(sentence: str, name: str) -> re.Match | None:
    """Match the first `NAME, a ...` of a sentence: one pattern for every name, tried where the name stands."""
    at = sentence.find(name + ",")
    while at >= 0:
        m = _AFTER_NAME.match(sentence, at + len(name))
        if m:
            return m
        at = sentence.find(name + ",", at + 1)
    return None

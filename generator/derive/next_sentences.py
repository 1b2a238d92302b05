"""Read the sentence after the one that makes a title's thing, for made_clauses.py's wider readings: its `Our method`,
`It` or acronym and what that does, or `The key idea is to stitch zephyr seams` (`by Stitching Zephyr Seams`).
"""
from __future__ import annotations

import re

from generator.derive.made_clause_reads import (AIM_VERBS, BUILT, DEEDS, KINDS, MAKERS, NO_ING, SUBJECT_KINDS, Site,
                                                after_title, clause, ends_here, letting, made_at, participle, plural,
                                                to_purpose)
from generator.derive.made_clause_words import (ARTICLES, BASE_VERBS, LETTING, MOST_ADDED, MOST_WIDE, NOT_MEANS,
                                                STOP_PUNCTUATION, STOP_WORDS, TO_TAKERS, fitted, is_adverb, is_word,
                                                phrase, plain, stem, trimmed)
from generator.derive.verb_forms import gerund
from generator.derive.wide_additions import first_fit, joined

_KEY_WORDS = frozenset("idea insight intuition ingredient principle".split())
_KEY_ADJECTIVES = frozenset("key main core central basic".split())
_NO_KEY_VERBS = NO_ING | frozenset("use make do have be consider study take".split())  # `the key idea is to use X`
_LEADS = frozenset("specifically concretely technically".split())  # `Specifically, our method ...`
_MAKING_AND = frozenset("propose introduce present develop design".split())  # `... and propose`: a second thing
_REDUCED_SUBJECT = frozenset("based inspired grounded designed tailored able".split())  # `Our method is based on`
_ACRONYM_AFTER = re.compile(r"\s*\(([A-Za-z][A-Za-z0-9\-]{1,11})\)")
_FRESH = frozenset("proposed new novel resulting presented".split())  # `our proposed method`


def next_said(title: str, found: list[Site], text: str, sents: list[list[str]]) -> str | None:
    """Return the title with what the sentence after the one that makes it says it does."""
    words = title.split()
    title_low = [w.lower() for w in words]
    room = min(MOST_ADDED, MOST_WIDE - len(words))
    core = " ".join(words[1:] if title_low[0] in ARTICLES else words)
    at = text.lower().find(core.lower())
    spelled = _ACRONYM_AFTER.match(text, at + len(core)) if at >= 0 else None
    for si, i, n, toks, low in found:
        k = after_title(toks, i + n)
        if si + 1 >= len(sents) or not made_at(low, i, True, BUILT) or k is None or not ends_here(low, k):
            continue
        if any(w in MAKERS or w == "and" and low[x + 1 : x + 2] and low[x + 1] in _MAKING_AND
               for x, w in enumerate(low[k:], k)):
            continue  # a second made thing in the sentence: the next one's subject may be it
        nt = sents[si + 1]
        if len(nt) > 3 and nt[0].lower() in _LEADS and nt[1] == ",":
            nt = nt[2:]
        said = _next_told(title, nt, title_low, spelled and spelled.group(1), room)
        if said:
            return said
    return None


def _next_told(title: str, nt: list[str], title_low: list[str], acronym: str | None, room: int) -> str | None:
    """Return the title with what a next sentence's key idea or its subject's predicate says, or None."""
    nl = [t.lower() for t in nt]
    key = _key_idea(nt, nl)
    key = key and fitted(key, room, wide=True)
    said = key and joined(title, key)
    got = None if said else subject(nl, title_low, acronym)
    if said or not got or got[1] != plural(title_low[-1]):
        return said or None
    j, many = got
    while j < len(nl) and is_adverb(nl[j]) and nl[j] != "finally":
        j += 1
    if j >= len(nl) or nl[j] in ("first", "then", "also", "further") or nt[j] in STOP_PUNCTUATION:
        return None
    reduced = j + 2 < len(nl) and nl[j] in ("is", "are") and nl[j + 1] in _REDUCED_SUBJECT
    told = nl[j] not in AIM_VERBS and plain(clause(nt, nl, j, many))
    tries = [reduced and participle(nt, nl, j + 1), letting(nt, nl, j), told, _means_or_purpose(nt, nl, j)]
    return first_fit(title, tries, room)


def _means_or_purpose(toks: list[str], low: list[str], k: int) -> list[str] | None:
    """Return the first `to VERB X` purpose or `by VERBing X` means in a predicate's main clause from k."""
    for x in range(k, len(low) - 2):
        if toks[x] in STOP_PUNCTUATION or low[x] in STOP_WORDS:
            return None
        if low[x] == "to" and low[x - 1] not in TO_TAKERS and low[x - 1] not in LETTING and low[x + 1] in DEEDS:
            return to_purpose(toks, low, x)
        if low[x] == "by" and low[x + 1].endswith("ing") and len(low[x + 1]) >= 6 and low[x + 1] not in NOT_MEANS:
            tail = trimmed(phrase(toks, low, x + 2) or [])
            return ["by", toks[x + 1], *tail] if tail else None
    return None


def _key_idea(toks: list[str], low: list[str]) -> list[str] | None:
    """Return `The key idea (of our method) is to stitch X` as `by Stitching X`."""
    if len(low) < 6 or low[0] not in ("the", "our") or low[1] not in _KEY_ADJECTIVES or low[2] not in _KEY_WORDS:
        return None
    x = 3
    if low[x] in ("of", "behind"):
        while x < min(len(low), 8) and low[x] not in ("is", "are"):
            if not is_word(toks[x]) or low[x] in ("this", "these", "that", "we"):
                return None
            x += 1
    if x + 2 >= len(low) or low[x : x + 2] != ["is", "to"] or low[x + 2] not in BASE_VERBS:
        return None
    tail = low[x + 2] not in _NO_KEY_VERBS and trimmed(phrase(toks, low, x + 3) or [])
    return ["by", gerund(low[x + 2]), *tail] if tail else None


def subject(low: list[str], title_low: list[str], acronym: str | None) -> tuple[int, bool] | None:
    """Return where the predicate starts after a subject that is the made thing, and whether it is plural."""
    if not low:
        return None
    if low[0] == "it":
        return 1, False
    if acronym and low[0] == acronym.lower():
        return 1, plural(title_low[-1])
    if low[0] not in ("our", "this", "the") or len(low) <= 2:
        return None
    fresh = low[1] in _FRESH and low[0] != "this"
    if low[0] == "the" and not fresh:
        return None
    j = 1 + fresh
    if stem(low[j]) == stem(title_low[-1]) or low[j] in SUBJECT_KINDS and title_low[-1] not in KINDS:
        return j + 1, plural(low[j])
    return None

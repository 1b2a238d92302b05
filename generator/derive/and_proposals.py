"""Take a title for an unnamed `A and B` title from the paper's own proposals, the last rules of and_joins.py (judged
with its rules 3 and 4; its docstring gives the blind figures), over the sentences and_tails.py reads.

A written title (the abstract's own `and`) that its study's tail does not mend may take:
- its kind: `we present a tessel folding framework for quilts and zephyrs` -> `Tessel Folding Framework for Quilts and
  Zephyrs`, a kind that says more than `new method`;
- its holder: `we propose a marmot model that aligns quilts and zephyrs` -> `Marmot Model That Aligns Quilts and
  Zephyrs`, `a method to fold ...` -> `Method to Fold ...`, but no `Approach That Handles ...`;
- its proposal: the title inside the paper's own proposal and what that does (`Tessel Folding using Both Quilts and
  Zephyrs`).
An invented pair may take the holder or proposal of a half, leaving out no topic of the other. Either may take the
paper's first own proposal and what it does where that shares two words with the halves (`QZ Folding to Align Marmot
Tessels`); never from a side contribution (`we also`, `finally`), a fronted `To ...`, a paper that is first a study,
nor for a written title the paper studies.
"""

from __future__ import annotations

from generator.derive.and_links import (ARTICLES, FILLER, FUNCTION, KIND_KEYS, KINDS, NEW_KINDS, PLAIN_MODS, PRAISE,
                                        PREPS, STOP, VERBS, content_words, cut_back, drops_topic, fits, halves,
                                        says_more)
from generator.derive.and_sentences import find_words, word_key
from generator.derive.and_tails import (FOCUS, ING_NOUNS, LEADS, OWN_PROPOSE, PRONOUNS, STUDY, VAGUE, ends_loose,
                                        one_purpose, own_object, own_subject, phrase_run, plain_tail, skip_back, vague,
                                        verb_fits)

HOLDER_REACH = 7  # words at most between a holder's verb and the title
NP_WORDS = 6  # words of a proposal's noun phrase

_GENERIC_VERBS = frozenset("handles handle addresses address tackles tackle solves solve deals deal considers consider "
                           "uses use covers cover supports support targets target applies apply works work "
                           "enables enable allows allow".split())
_ASIDE = frozenset("also additionally finally lastly".split())  # a side contribution, not the paper's own
_STUDY_VERBS = STUDY | FOCUS  # the verbs of a study sentence, for a cheap test before its scan
_LATER = _ASIDE | frozenset("further then moreover furthermore next second".split())
_MEANS_LINKS = frozenset({"using", "leveraging", "exploiting", "combining", "via", "through", "with"})
# Last words of a noun phrase that name a report or a view, not a work (`we present experiments ...`).
_NOT_WORKS = frozenset("experiment experiments result results evidence insight insights demonstration comparison "
                       "comparisons evaluation evaluations overview survey discussion explanation proof proofs example "
                       "examples simulation simulations observation observations finding findings analysis analyses "
                       "study studies investigation account review view views perspective perspectives understanding "
                       "look step steps way ways direction directions question questions hypothesis conjecture notion "
                       "concept idea ideas phenomenon lens attempt effort efforts problem problems task tasks setting "
                       "settings characterization connection connections link links interpretation theory".split())
_NEW_KIND_KEYS = frozenset(word_key(w) for w in NEW_KINDS)


def _skip_ahead(low: list[str], k: int, skip: frozenset[str]) -> int:
    """Return the place of the first word from k on that is not in skip."""
    while k < len(low) and low[k] in skip:
        k += 1
    return k


def _np_before(tokens: list[str], e: int) -> tuple[list[str], int]:
    """Return the noun phrase of up to five plain words before e, praise dropped, and the word before its article."""
    low = [t.lower() for t in tokens]
    s = e - 1
    while s >= 0 and e - s <= 5 and tokens[s][0].isalnum() and not (
            low[s] in STOP or low[s] in FUNCTION or low[s] in VERBS):
        s -= 1
    return [t for t in tokens[s + 1 : e] if t.lower() not in PRAISE], skip_back(low, s + 1, ARTICLES)


def _kind_title(ws: list[str], sents: list[list[str]]) -> list[str] | None:
    """Return the written title after the paper's own kind of work and `for` (`a marmot framework for ...`)."""
    for tokens in sents:
        low = [t.lower() for t in tokens]
        for i, _ in find_words(tokens, ws):
            if i < 3 or low[i - 1] != "for":
                continue
            np, s = _np_before(tokens, i - 1)
            if s < 0 or low[s] not in OWN_PROPOSE or not own_subject(low, s, True):
                continue
            if not 2 <= len(np) <= 4 or word_key(np[-1]) not in _NEW_KIND_KEYS:
                continue
            if all(w.lower() in PLAIN_MODS for w in np[:-1]) or any(w.lower().endswith("ly") for w in np):
                continue  # `New Method for ...` says nothing new
            if fits(np + ["for"] + ws):
                return np + ["for"] + ws
    return None


def _holder(ws: list[str], sents: list[list[str]], other: list[str] | None) -> list[str] | None:
    """Return `NP That V-s ... WS` or `KIND to V ... WS` for the paper's proposed work that holds ws, else None."""
    for tokens in sents:
        spans = find_words(tokens, ws)
        low = [t.lower() for t in tokens] if spans else []  # lowered only where the sentence writes ws
        for i, j in spans:
            after = low[j + 1] if j + 1 < len(low) else "."
            if after[0].isalnum() and not (after in STOP or after in PREPS and after != "of"
                                           or after in ("and", "to", "for") or after.endswith("ed")):
                continue  # the words stop mid-phrase
            span = tokens[i : j + 1] if other else ws  # a half as the abstract writes it
            for v in range(i - 1, max(i - HOLDER_REACH - 1, 1), -1):
                if not tokens[v][0].isalnum() or low[v] in STOP or low[v] in PRONOUNS:
                    break
                words = _held(tokens, v, i, span)
                if words and fits(words) and not (other and drops_topic(other, words, sents)):
                    return words
                if words is not None:
                    break  # the nearest `that` or `to` only
    return None


def _held(tokens: list[str], v: int, i: int, span: list[str]) -> list[str] | None:
    """Return the holder's title for a verb at v after `that` or `to`, [] where it may not be one, else None."""
    low = [t.lower() for t in tokens]
    m, adverb = v - 1, []
    if low[m].endswith("ly") and m >= 1 and low[m - 1] in ("that", "to"):
        m, adverb = m - 1, [tokens[m]]  # `to automatically fold`
    mark, w = low[m], low[v]
    if mark not in ("that", "which", "to"):
        return None
    lead = [t for t in tokens[v + 1 : i] if t.lower() != "both"]
    if not verb_fits(w, mark) or any(t.lower() in VERBS or t.lower() in PRAISE and t.lower() != "new" for t in lead):
        return []  # a report's verb, or a lead that holds a clause or praise
    if mark == "which" and tokens[m - 1] != ",":
        return []
    np, s = _np_before(tokens, m - (mark == "which"))
    if s < 0 or low[s] not in OWN_PROPOSE or not own_subject(low, s, True):
        return []
    if not 1 <= len(np) <= 5 or np[-1].lower() in PLAIN_MODS or np[-1].lower().endswith(("ly", "ed")):
        return []
    if mark == "to" and word_key(np[-1]) not in KIND_KEYS or len(np) == 1 and np[0].lower() in KINDS and (
            not lead and w in _GENERIC_VERBS):
        return []  # `Marmot to Fold`, `Approach That Handles ...`
    return np + ["to" if mark == "to" else "That"] + adverb + [tokens[v]] + lead + span


def _np_end(tokens: list[str], o: int) -> int:
    """Return where a proposal's noun phrase from o ends: at a mark, a clause, verb, function or means word."""
    low = [t.lower() for t in tokens]
    e = o
    while e < len(low) and e - o < NP_WORDS and tokens[e][0].isalnum() and not (
            low[e] in STOP or low[e] in VERBS or low[e] in FUNCTION or low[e] in _MEANS_LINKS or low[e] in PRONOUNS):
        e += 1
    return e


def _proposed_np(tokens: list[str], v: int) -> tuple[int, int] | None:
    """Return where the work the verb at v proposes is named, None where that names a report or view."""
    low = [t.lower() for t in tokens]
    o = _skip_ahead(low, v + 1, LEADS)
    e = _np_end(tokens, o)
    named = not all(t.islower() for t in tokens[o:e])
    if e < len(low) - 2 and low[e] in (",", ":") and low[e + 1] in ARTICLES and named:
        o = _skip_ahead(low, e + 1, LEADS)  # past a name: `we introduce QZ, a marmot model`
        e = _np_end(tokens, o)
    if e < len(low) - 1 and low[e] == "of" and e - o <= 3:
        f = _np_end(tokens, e + 1)
        if 1 <= f - e - 1 <= 3 and f - o < 7:
            e = f  # `a model of folded quilts`
    last = low[e - 1] if e > o else ""
    if not last or e >= len(low) or last in _NOT_WORKS or last in PLAIN_MODS or last.endswith(("ly", "ed")):
        return None
    return None if last.endswith("ing") and last not in ING_NOUNS else (o, e)


def _what_it_does(tokens: list[str], np: list[str], e: int) -> tuple[int, list[str], list[str], str] | None:
    """Return where, the head, the phrase and its stop of what the work np ending at e does or is for, else None."""
    low = [t.lower() for t in tokens]
    k = e + 1 if low[e] == "," and low[e + 1 : e + 2] == ["which"] else e
    link, verb = low[k], low[k + 1] if k + 1 < len(low) else ""
    if link in ("that", "which"):
        if len(np) == 1 and np[0].lower() in KINDS and verb in _GENERIC_VERBS or not verb_fits(verb, link):
            return None  # `Approach That Handles ...`
        return k, ["That", tokens[k + 1]], *phrase_run(tokens, k + 2)
    if link == "to":
        n = 3 if verb.endswith("ly") and k + 2 < len(low) else 2  # `to automatically fold`
        head = ["to", *tokens[k + 1 : k + n]]
        if len(head) < 2 or not verb_fits(head[-1].lower(), "to"):
            return None
        run, stop = phrase_run(tokens, k + n)
        return k, head, one_purpose(run), stop
    if link == "based" and verb == "on":
        return k, tokens[k : k + 2], *phrase_run(tokens, k + 2)
    if (link in _MEANS_LINKS or link == "for") and not FILLER.match(" ".join(low[k : k + 4])):
        return k, [tokens[k]], *phrase_run(tokens, k + 1)
    return None


def _proposals(tokens: list[str]) -> list[tuple[list[str], int, int, int]]:
    """Return each own proposal of a sentence and what it does, as (title words, start, end, noun phrase's length)."""
    low = [t.lower() for t in tokens]
    if not low or low[0] == "to" or low[0] == "in" and "order" in low[:3]:
        return []  # a fronted purpose: a means to it, not the paper's work
    if OWN_PROPOSE.isdisjoint(low):
        return []  # every proposal is made by one of these verbs
    found = []
    for v, w in enumerate(low):
        if w not in OWN_PROPOSE or w in ("provide", "provides") or _ASIDE.intersection(low[:v]):
            continue
        span = _proposed_np(tokens, v) if own_subject(low, v, True) else None
        does = span and _what_it_does(tokens, tokens[span[0] : span[1]], span[1])
        if not does:
            continue
        k, head, run, stop = does
        tail = plain_tail(head + run) if stop not in PRONOUNS and len(run) >= 2 else None
        while tail and ends_loose(tail[-1]):
            tail.pop()
        if tail and len(tail) >= len(head) + 2 and not vague(tail[len(head) :]) and tail[-1].lower() not in VAGUE:
            found.append((tokens[span[0] : span[1]] + tail, span[0], k + len(tail), span[1] - span[0]))
    return found


def _proposal_holding(pairs: list[tuple[list[str], list[str] | None]], sents: list[list[str]],
                      proposals: list[list[tuple[list[str], int, int, int]]]) -> list[str] | None:
    """Return the first proposal that holds a pair's first side, leaving out no topic of the other, else None."""
    for x, other in pairs:
        x = _stripped(x)
        for tokens, found in zip(sents, proposals):
            spans = find_words(tokens, x) if found else []
            for words, start, end, base in found:
                if not any(start <= i and j < end for i, j in spans):
                    continue
                words = cut_back(words, base)
                if words and find_words(words, x) and fits(words) and not (other and drops_topic(other, words, sents)):
                    return words
    return None


def _first_proposal(title: str, sents: list[list[str]], written: bool,
                    proposals: list[list[tuple[list[str], int, int, int]]]) -> list[str] | None:
    """Return the paper's first own proposal where it shares two words with the halves and drops no topic, else None."""
    if written and any(own_object(t, i) == "study" for t in sents for i, _ in find_words(t, _stripped(title.split()))):
        return None  # the paper studies the title itself
    sides = [x for pair in halves(title) for x in pair]
    keys = {word_key(w) for x in sides for w in content_words(x)}
    for tokens, found in zip(sents, proposals):
        low = [t.lower() for t in tokens]
        if not found:
            if not _STUDY_VERBS.isdisjoint(low) and any(  # a cheap test first: most sentences hold no such verb
                    (w in STUDY or w in FOCUS) and own_subject(low, v, True) for v, w in enumerate(low)):
                return None  # the paper is first a study
            continue
        words, start, _, base = found[0]
        if _LATER.intersection(low[:start]):
            return None  # a later or side contribution
        words = cut_back(words, base)
        if not words or not fits(words) or len(keys & {word_key(w) for w in content_words(words)}) < 2:
            return None
        return None if any(drops_topic(x, words, sents) for x in sides) else words
    return None


def _stripped(words: list[str]) -> list[str]:
    """Return words without a leading article."""
    return words[1:] if len(words) > 1 and words[0].lower() in ARTICLES else words


def proposed_words(title: str, sents: list[list[str]], written: bool) -> list[str] | None:
    """Return the first title the paper's proposals make that says more than the old one, else None."""
    proposals = [_proposals(tokens) for tokens in sents]
    if written:
        ws = _stripped(title.split())
        tries = (lambda: _kind_title(ws, sents), lambda: _holder(ws, sents, None),
                 lambda: _proposal_holding([(ws, None)], sents, proposals))
    else:
        pairs = [(x, y) for a, b in halves(title) for x, y in ((a, b), (b, a))]
        tries = (lambda: next((w for x, y in pairs if (w := _holder(x, sents, y))), None),
                 lambda: _proposal_holding(pairs, sents, proposals))
    for attempt in (*tries, lambda: _first_proposal(title, sents, written, proposals)):
        words = attempt()
        if words and says_more(title, words):
            return words
    return None

"""Give a short unnamed title (at most five words, no colon) the purpose or means its paper's own sentence writes
around it, or the kind of method before a title that names only a field.

Four rules, tried in this order, each built only from the abstract's words in the order the paper's own sentence
(`we propose ...`, `this work develops ...`) writes them, and each leaving the title alone when unsure:

1. a bare title the sentence names as its means, going on with `to <verb>`, `for`, `via` or `with`
   (`we use quilt folding (QF) to align zephyr marmots`): `Quilt Folding` -> `Quilt Folding to Align Zephyr Marmots`;
2. a gerund title the sentence writes as the aim of a named means (`we propose a tessel folding method to align
   zephyr marmots`): `Aligning Zephyr Marmots` -> `Tessel Folding Method to Align Zephyr Marmots`;
3. a gerund title the sentence writes as its aim and goes on with `by <gerund>`, `via`, `through`, `using` or
   `based on` (`we give a way of aligning zephyr marmots by folding tessel quilts`):
   `Aligning Zephyr Marmots` -> `Aligning Zephyr Marmots by Folding Tessel Quilts`;
4. a title the first two sentences open on that names only a field, and the kind of thing the first `we propose`
   sentence makes (`We propose a tessel zephyr estimator that ...`):
   `Marmot Learning` -> `Tessel Zephyr Estimator for Marmot Learning`.

Every new title is 3 to MAX_WORDS words, says no content word twice and is cased by title_case. Blind readers
preferred the new titles 76 to 0 (2 the same) on 26 papers, faithful 8 -> 65 and poor 3 -> 3 of 78 verdicts
(seventy-sixth session).
"""

from __future__ import annotations

import re

from generator.derive.bare_purposes import (FUNCTION, LEADING, POINTING, REPORT, SENTENCE_START, SEP, STOP, VAGUE,
                                            VERBS, folded, folded_phrase, led_spans, purpose_words, sentence_before,
                                            shortened, spans, units, well_formed)
from generator.derive.title_casing import title_case

MOST_WORDS = 5  # a longer title says enough to stand alone
OPENING_SENTENCES = 2  # a field-only title names what the first sentences open on
_LINKING = FUNCTION - {"a", "an", "the"}  # an article may open a purpose or a means; a preposition may not
_NOT_IN_NAMES = FUNCTION - {"of", "and", "with"}  # a means is named `X of Y`, `X and Y`, `X with Y`, never `X by Y`
_GRADING = frozenset("more less most least much far significantly substantially considerably highly very".split())

_OWN = (r"(?:\b[Ww]e|\b[Tt]his (?:paper|work|study|article)|\b[Oo]ur (?:work|paper|method|approach|framework))"
        r"\s+(?:(?:also|further|then|first|here|now|instead|thus|therefore|additionally)\s+)?(?:[a-z]+ly\s+)?")
_USE = (r"(?:propose|present|introduce|develop|design|devise|build|create|construct|use|employ|leverage|apply|adopt"
        r"|exploit|utilize|utilise|harness|recast|offer|provide|suggest|combine)")
# Rule 1: only the paper's own sentence naming the title as what the work uses or makes vouches for its purpose.
_BEFORE_MEANS = re.compile(
    r"(?:" + _OWN + r"(?:[a-z]+ and\s+)?" + _USE + r"(?:s|d|ed)?"
    r"|" + _OWN + r"(?:explore|study|investigate|examine)s?\s+the use of"
    r"|\bby\s+(?:proposing|introducing|developing|designing)(?:\s+and\s+[a-z]+ing)?(?:\s+new|\s+novel)?"
    r"|" + _OWN + r"[a-z]+(?:s|d|ed)?\b[^.;:]{0,80}\band\s+(?:then\s+)?" + _USE
    + r"|" + _OWN + r"[a-z]+(?:s|d|ed)?\b[^.;:]{0,60}\bby\s+(?:using|employing|leveraging|exploiting|introducing"
    r"|utilizing|adopting|applying))"
    r"\s+(?:(?:to\s+(?:use|employ|leverage|apply|exploit|utilize)|using|the use of)\s+)?(?:(?:a|an|the)\s+)?"
    r"(?:(?:novel|new|simple|existing|general)\s+)?$")
_AFTER_MEANS = re.compile(r"(?:\s*\([^()]{1,25}\))?\s+(?P<link>to|for|via|with)\s+(?:(?P<adverb>[a-z]+ly)\s+)?"
                          r"(?P<first>[A-Za-z][A-Za-z-]*)\s+(?P<next>\S+)")
_DETERMINERS = frozenset("the a an its their both each more multiple all any".split())
# Rule 2: the means the paper's own sentence names right before `to|for <title as written>`.
_MEANS_WORD = r"[A-Za-z0-9][A-Za-z0-9/'-]*"
_BEFORE_PURPOSE = re.compile(
    r"(?:" + _OWN + r"(?:propose|present|introduce|develop|design|devise|build|create|construct|use|employ|leverage"
    r"|adopt|exploit|utilize|recast|offer|combine)(?:s|d|ed)?|\bthat\s+(?:[a-z]+ly\s+)?(?:combines|uses|leverages"
    r"|employs|exploits|utilizes)|\busing|\b[Ww]e\s+(?:[a-z]+\s+){0,2}how)\s+(?:(?:a|an|the)\s+)?(?P<x>(?:"
    + _MEANS_WORD + r"\s+){0,6}?" + _MEANS_WORD + r")(?:\s*\([^()]{1,25}\))?\s+(?:can be (?:used|applied)\s+)?"
    r"(?P<link>to|for)\s+$")
# Rule 3: the means after the aim; a sentence of the paper's own work, not of earlier work, vouches for it.
_MEANS_AFTER = re.compile(
    r"(?:\s*\([^()]{1,25}\))?\s+(?P<link>by|via|through|using|based on)\s+(?P<first>[A-Za-z][\w-]*)")
_OWN_SENTENCE = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Tt]his (?:paper|work|study))\b")
# Rule 4: the kinds of thing a paper makes, as its first `we propose` sentence names them.
_KINDS = frozenset("""framework method algorithm approach scheme technique strategy model loss architecture mechanism
procedure pipeline module estimator benchmark dataset metric regularizer system paradigm network solver objective
formulation protocol recipe attack defense measure criterion layer operator policy transformer encoder decoder
autoencoder detector generator classifier optimizer sampler heuristic simulator environment planner controller
learner predictor family discriminator kernel prior test index""".split())
_PROPOSED = re.compile(
    _OWN + r"(?:propose|introduce|develop|design|devise|present|utilize|proposes|introduces|presents|develops"
    r"|utilizes)\s+(?:(?:a|an|the)\s+)?(?P<np>(?:[A-Za-z][\w/'-]*\s+){1,5}?(?P<head>[a-z]+?)(?:s|es)?)"
    r"(?=\s*(?:\([^()]{1,20}\)\s*)?(?:,|\.|;|\s+(?P<after>that|which|to|for|with|based|by|where|in|called|named"
    r"|dubbed|termed)\b))")
_PLAIN_KIND_WORDS = frozenset("learning training alternate alternating iterative optimization".split())
_STAGES = re.compile(r"(?:one|two|three|four|five|multi|single|\d+)-(?:stage|step|level|phase|pass|fold)$", re.I)
_FOR_WHAT = re.compile(r"\s*(?:\([^()]{1,20}\)\s*)?\s+for\s+(?:(?:the|a|an)\s+)?(\S+)")


def bare_title_said(title: str, text: str) -> str:
    """Give a short unnamed title the purpose, means or kind its paper's own sentence writes (see the docstring)."""
    words = title.split()
    if ": " in title or not 1 <= len(words) <= MOST_WORDS or not text:
        return title
    low = folded(text)
    new = (_purpose_title(words, text, low) or _means_title(words, text, low) or _gerund_means_title(words, text, low)
           or _method_title(title, words, text))
    return new if new and new.lower() != title.lower() else title


def _purpose_title(words: list[str], text: str, low: str) -> str | None:
    """Follow a bare title with the purpose the sentence that names it as the work's means writes, or return None."""
    for start, end in spans(text, low, folded_phrase(words)):
        if not _BEFORE_MEANS.search(sentence_before(text, start)):
            continue
        after = _AFTER_MEANS.match(text, end)
        if not after:
            continue
        link, first, nxt = after.group("link"), after.group("first"), after.group("next").lower()
        if link == "to":
            if first in REPORT or not (first in VERBS or nxt in _DETERMINERS and first not in FUNCTION
                                       and first not in POINTING):
                continue  # `to show ...` reports; `to this end` points back
        elif after.group("adverb") or first.lower() in _LINKING or first.lower() in POINTING:
            continue
        purpose = purpose_words(text[after.start("first"):])
        if any(w.lower() in POINTING for w in purpose):
            continue
        head = text[start:end].split() + [link] + ([after.group("adverb")] if after.group("adverb") else [])
        purpose = shortened(head, purpose)
        if purpose and well_formed(head + purpose):
            return title_case(head + purpose)
    return None


def _stems(gerund: str) -> set[str]:
    """List the base forms a gerund may come from: `aligning` -> `align`, `using` -> `use`, `running` -> `run`."""
    stem = gerund[:-3].lower()
    return {stem, stem + "e", stem[:-1], gerund.lower()}


def _gerund_led(words: list[str]) -> bool:
    """Tell a title that opens on a gerund and goes on with what it acts on."""
    return len(words) >= 2 and words[0].endswith("ing") and len(words[0]) >= 6


def _means_title(words: list[str], text: str, low: str) -> str | None:
    """Put the means the sentence names before a gerund title's aim, written as a purpose, or return None."""
    if not _gerund_led(words):
        return None
    stems = _stems(words[0])
    for link_at, verb_at, end, verb in led_spans(text, low, folded_phrase(words[1:])):
        if verb not in stems:
            continue
        link = text[link_at:verb_at].split()[0]
        before = _BEFORE_PURPOSE.search(sentence_before(text, link_at) + link + " ")
        if not before:
            continue
        means = _means(before.group("x").split())
        if means is None:
            continue
        new = means + [before.group("link")] + text[verb_at:end].split()
        if well_formed(new):
            return title_case(new)
    return None


def _means(words: list[str]) -> list[str] | None:
    """Return a means' words without their praise, or None where they are no noun phrase or say nothing of it."""
    while words and words[0].lower() in LEADING:
        words = words[1:]
    if (not words or len(words) > 6 or words[0].lower() in FUNCTION or words[-1].lower() in FUNCTION
            or words[-1].lower().endswith("ed")):
        return None
    if any(w.lower() in _NOT_IN_NAMES or w.lower() in POINTING or w.lower() in STOP for w in words):
        return None  # a clause or a pointer back, not a name for the means
    if any(w.lower() in _GRADING for w in words):
        return None  # `a significantly more efficient approach`: praise, not a name for the means
    if not any(w.lower() not in VAGUE and w.lower() not in FUNCTION for w in words):
        return None  # `a simple yet effective method`
    return words


def _gerund_means_title(words: list[str], text: str, low: str) -> str | None:
    """Follow a gerund title with the means the paper's own sentence writes after it as its aim, or return None."""
    if not _gerund_led(words):
        return None
    if next(spans(text, low, words[0].lower()), None) is None:
        return None  # the new title may only use the abstract's words
    stems = _stems(words[0])
    for link_at, _, end, verb in led_spans(text, low, folded_phrase(words[1:])):
        if verb not in stems or not _OWN_SENTENCE.search(sentence_before(text, link_at)):
            continue
        after = _MEANS_AFTER.match(text, end)
        if not after:
            continue
        link, first = after.group("link"), after.group("first")
        if link == "by" and not first.endswith("ing") or first.lower() in POINTING or (
                link != "by" and first.lower() in _LINKING):
            continue  # `by the authors`, `by a factor`: a means after `by` is an act
        tail = purpose_words(text[after.start("first"):])
        if any(w.lower() in POINTING for w in tail):
            continue
        head = words + link.split()
        tail = shortened(head, tail, aim=False)
        if tail and well_formed(head + tail):
            return title_case(head + tail)
    return None


def _method_title(title: str, words: list[str], text: str) -> str | None:
    """Name the kind of thing the first `we propose` sentence makes before a field-only title, or return None."""
    if words[0].lower().endswith("ing") or " for " in title.lower() or words[0].lower() in FUNCTION:
        return None  # a title that says an act or an aim names more than a field
    opening = " ".join(SENTENCE_START.split(text, 2)[:OPENING_SENTENCES])
    if next(spans(opening, folded(opening), folded_phrase(words)), None) is None:
        return None
    m = _PROPOSED.search(text)
    if not m or m.group("head") not in _KINDS:
        return None
    if m.group("after") == "for":
        what = _FOR_WHAT.match(text, m.end("np"))
        if what and what.group(1).lower() not in POINTING and not title.lower().startswith(what.group(1).lower()):
            return None  # the means is for something else
    kind = _kind_words(m.group("np").split(), title, words)
    if kind is None:
        return None
    new = kind + ["for"] + words
    return title_case(new) if well_formed(new) else None


def _kind_words(kind: list[str], title: str, words: list[str]) -> list[str] | None:
    """Return what the made thing is called, less praise and what the title says, or None where that says nothing."""
    while kind and kind[0].lower() in LEADING:
        kind = kind[1:]
    said = set(units(words))
    if any("-" in w and set(units([w])) & said for w in kind):
        return None  # `Self-Supervised ... for Supervised ...`: the compound would lose what it says
    kind = [w for k, w in enumerate(kind) if k == len(kind) - 1 or not set(units([w])) & said]
    initials = "".join(w[0] for w in SEP.split(title) if w).lower()
    kind = [w for w in kind if not (w[:1].isupper() and _spells(w.rstrip("s").lower(), initials))]
    if len(kind) < 2 or any(w.lower() in FUNCTION or w.lower() in POINTING or w.lower() in STOP for w in kind):
        return None
    if not any(w.lower() not in VAGUE and w.lower() not in _PLAIN_KIND_WORDS and not _STAGES.match(w)
               for w in kind[:-1]):
        return None  # `Two-Stage Learning Framework`: only how many steps it takes
    return kind


def _spells(acronym: str, initials: str) -> bool:
    """Tell an acronym whose letters are, in order, initials of the title's words (`QZM` for `Quilt Zephyr Marmot`)."""
    if len(acronym) < 2 or not acronym.isalpha():
        return False
    it = iter(initials)
    return all(c in it for c in acronym)

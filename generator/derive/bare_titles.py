"""Give a short unnamed title (at most five words, no colon) the purpose or means its paper's own sentence writes
around it, or the kind of method before a title that names only a field.

Every rule is built only from the abstract's words in the order the paper's own sentence (`we propose ...`, `this
work develops ...`) writes them, and leaves the title alone when unsure. Four rules are tried first, in this order:

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

Blind readers preferred their titles 76 to 0 (2 the same) on 26 papers, faithful 8 -> 65 and poor 3 -> 3 of 78
verdicts. Where none applies, broader rules follow in this order, on the abstract without its emphasis marks
(`\\emph{quilt folding}`); 5, 7, 8 and 9 (bare_clauses.py) need the sentence to name the title as its work:

5. its purpose in another shape (`quilt folding (QF), a framework for aligning zephyr marmots`, `designed to`,
   `which aims to`, `as a method to`): `Quilt Folding` -> `Quilt Folding for Aligning Zephyr Marmots`;
6. the means named right before `for <title>` (`we propose a marmot-driven estimator for zephyr alignment`):
   `Zephyr Alignment` -> `Marmot-Driven Estimator for Zephyr Alignment`;
7. the means after the title (`based on`, `using`, `via`, `through`, `by <gerund>`), also after `we study`:
   `Quilt Folding` -> `Quilt Folding Based on Tessel Marmots`;
8. the title's own whole relative clause, its verb agreeing, in at most 12 words:
   `A Quilt Folder` -> `A Quilt Folder That Aligns Zephyr Marmots`;
9. the scope of a title the sentence studies or proposes: `Quilt Folding` -> `Quilt Folding in the Presence of
   Marmots`;

then rule 2 with an article before the aim's object (`to align the zephyr marmots`), and rule 4 with the field in
the first three sentences where the kind is neither named after the title nor only a kind of its field. No broader
rule writes a word of the title in other capitals (`QZip` stays `QZip`). Three strict blind readers preferred the 60
titles they add 160 to 16 (4 the same), faithful 32 -> 152 of 180 verdicts. Every loss was a relative-clause title,
14 of the 16 in titles of 13 words or more (those went 21 to 14, hence rule 8's limit); relative-clause titles of 12
words or fewer went 42 to 2, every other broader rule 97 to 0 (seventy-sixth session).

Every new title is 3 to MAX_WORDS words, says no content word twice and is cased by title_case.
"""
from __future__ import annotations

import re

from generator.derive.bare_clauses import (Found, relative_clause, shaped_means, shaped_purpose, shaped_scope,
                                           titles_found)
from generator.derive.bare_purposes import (FUNCTION, GRADING, KINDS, LEADING, POINTING, SENTENCE_START, SEP, STAGES,
                                            STOP, VAGUE, cleanly_formed, folded, folded_phrase, led_spans, opens_aim,
                                            opens_means, purpose_words, sentence_before, shortened, spans, spells,
                                            units, well_formed)
from generator.derive.bare_tails import GENERIC_ADJ
from generator.derive.own_use_cues import MEANS_WORD, OWN, OWN_USE
from generator.derive.title_casing import title_case

MOST_WORDS = 5  # a longer title says enough to stand alone
OPENING_SENTENCES = 2  # a field-only title names what the first sentences open on
WIDER_OPENING = 3  # or, on stricter terms, the first three
_NO_FIELD = POINTING | {"another", "other", "some", "any"}  # `Other Quilt Models` names no field
_NOT_IN_NAMES = FUNCTION - {"of", "and", "with"}  # a means is named `X of Y`, `X and Y`, `X with Y`, never `X by Y`
_HOLDERS = frozenset("family of|class of|set of|kind of|type of|variant of|suite of|collection of".split("|"))
# Emphasis an abstract writes around a phrase: `\emph{quilt folding}`, `{\it quilt}`, `*quilt folding*`.
_MARKED_AT_ALL = re.compile(r"\\(?:emph|text|mathit|it|em|bf)|\*")
_MARKUP = re.compile(r"\\(?:emph|textit|textbf|textsc|mathit|it|em|bf)\{([^{}$\\]{1,80})\}"
                     r"|\{\\(?:it|em|bf)\s+([^{}$\\]{1,80})\}"
                     r"|(?<![\w*])\*([A-Za-z][^*\n$]{0,80}?)\*(?![\w*])")

# Rule 1: only the paper's own sentence naming the title as what the work uses or makes vouches for its purpose.
_BEFORE_MEANS = re.compile(OWN_USE + r"(?:(?:a|an|the)\s+)?(?:(?:novel|new|simple|existing|general)\s+)?$")
_AFTER_MEANS = re.compile(r"(?:\s*\([^()]{1,25}\))?\s+(?P<link>to|for|via|with)\s+(?:(?P<adverb>[a-z]+ly)\s+)?"
                          r"(?P<first>[A-Za-z][A-Za-z-]*)\s+(?P<next>\S+)")
# Rule 2: the means the paper's own sentence names right before `to|for <title as written>`.
_BEFORE_PURPOSE = re.compile(
    r"(?:" + OWN + r"(?:propose|present|introduce|develop|design|devise|build|create|construct|use|employ|leverage"
    r"|adopt|exploit|utilize|recast|offer|combine)(?:s|d|ed)?|\bthat\s+(?:[a-z]+ly\s+)?(?:combines|uses|leverages"
    r"|employs|exploits|utilizes)|\busing|\b[Ww]e\s+(?:[a-z]+\s+){0,2}how)\s+(?:(?:a|an|the)\s+)?(?P<x>(?:"
    + MEANS_WORD + r"\s+){0,6}?" + MEANS_WORD + r")(?:\s*\([^()]{1,25}\))?\s+(?:can be (?:used|applied)\s+)?"
    r"(?P<link>to|for)\s+$")
# Rule 3: the means after the aim; a sentence of the paper's own work, not of earlier work, vouches for it.
_MEANS_AFTER = re.compile(
    r"(?:\s*\([^()]{1,25}\))?\s+(?P<link>by|via|through|using|based on)\s+(?P<first>[A-Za-z][\w-]*)")
_OWN_SENTENCE = re.compile(r"\b(?:[Ww]e|[Oo]ur|[Tt]his (?:paper|work|study))\b")
# Rule 6: the means the paper's own sentence names right before `for <title as written>`.
_MEANS_FOR = re.compile(
    OWN + r"(?:propose|present|introduce|develop|design|devise|build|create|construct)(?:s|d|ed)?"
    r"\s+(?:(?:a|an|the)\s+)?(?P<x>(?:" + MEANS_WORD + r"\s+){0,6}?" + MEANS_WORD + r")(?:\s*\([^()]{1,25}\))?"
    r"\s+(?:(?:specifically\s+)?(?:designed|tailored|intended)\s+)?for\s+(?:the\s+)?$")
# Rule 4: the kind of thing the first `we propose` sentence makes.
_PROPOSED = re.compile(
    OWN + r"(?:propose|introduce|develop|design|devise|present|utilize|proposes|introduces|presents|develops"
    r"|utilizes)\s+(?:(?:a|an|the)\s+)?(?P<np>(?:[A-Za-z][\w/'-]*\s+){1,5}?(?P<head>[a-z]+?)(?:s|es)?)"
    r"(?=\s*(?:\([^()]{1,20}\)\s*)?(?:,|\.|;|\s+(?P<after>that|which|to|for|with|based|by|where|in|called|named"
    r"|dubbed|termed)\b))")
_PLAIN_KIND_WORDS = frozenset("learning training alternate alternating iterative optimization".split())
_NAMING = frozenset("called named dubbed termed".split())
_FOR_WHAT = re.compile(r"\s*(?:\([^()]{1,20}\)\s*)?\s+for\s+(?:(?:the|a|an)\s+)?(\S+)")


def bare_title_said(title: str, text: str) -> str:
    """Give a short unnamed title the purpose, means or kind its paper's own sentence writes (see the docstring)."""
    words = title.split()
    if ": " in title or not 1 <= len(words) <= MOST_WORDS or not text:
        return title
    low = folded(text)
    new = (_purpose_title(words, text, low) or _means_title(words, text, low) or _gerund_means_title(words, text, low)
           or _method_title(title, words, text) or _wider_title(title, words, text, low))
    return new if new and new.lower() != title.lower() else title


def _unmarked(text: str) -> str:
    """Drop the emphasis an abstract writes around a phrase, so that `\\emph{quilt folding}` reads `quilt folding`."""
    if not _MARKED_AT_ALL.search(text):
        return text
    return _MARKUP.sub(lambda m: m.group(1) or m.group(2) or m.group(3), text)


def _wider_title(title: str, words: list[str], text: str, low: str) -> str | None:
    """Try the broader rules in order on the unmarked abstract; refuse a title they would write in other capitals."""
    text, marked = _unmarked(text), text
    low = low if text is marked else folded(text)
    found = titles_found(title, text, low)
    new = (shaped_purpose(text, found) or _means_for_title(title, found) or shaped_means(text, found)
           or relative_clause(text, found) or shaped_scope(text, found) or _means_title(words, text, low, article=True)
           or (None if words[0].lower() in _NO_FIELD else _method_title(title, words, text, WIDER_OPENING)))
    said = {w.lower(): w for w in words}  # `QZip` -> `Qzip` would garble a name
    return None if new and any(w.lower() in said and w[1:] != said[w.lower()][1:] for w in new.split()) else new


def _purpose_title(words: list[str], text: str, low: str) -> str | None:
    """Follow a bare title with the purpose the sentence that names it as the work's means writes, or return None."""
    for start, end in spans(text, low, folded_phrase(words)):
        if not _BEFORE_MEANS.search(sentence_before(text, start)):
            continue
        after = _AFTER_MEANS.match(text, end)
        if not after or not opens_aim(after):
            continue
        purpose = purpose_words(text[after.start("first"):])
        if any(w.lower() in POINTING for w in purpose):
            continue
        adverb = [after.group("adverb")] if after.group("adverb") else []
        head = text[start:end].split() + [after.group("link")] + adverb
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


def _means_title(words: list[str], text: str, low: str, article: bool = False) -> str | None:
    """Put the means the sentence names before a gerund title's aim, written as a purpose, or return None."""
    if not _gerund_led(words):
        return None
    stems = _stems(words[0])
    for link_at, verb_at, end, verb in led_spans(text, low, folded_phrase(words[1:]), article):
        if verb not in stems:
            continue
        link = text[link_at:verb_at].split()[0]
        before = _BEFORE_PURPOSE.search(sentence_before(text, link_at) + link + " ")
        # with an article before the aim's object, a holder (`a family of`) names what it holds
        means = _means(before.group("x").split(), holders=article) if before else None
        if means is None:
            continue
        new = means + [before.group("link")] + text[verb_at:end].split()
        if cleanly_formed(new) if article else well_formed(new):
            return title_case(new)
    return None


def _means(words: list[str], holders: bool = False) -> list[str] | None:
    """Return a means' words without their praise, or None where they are no noun phrase or say nothing of it."""
    while words and words[0].lower() in LEADING:
        words = words[1:]
    if holders and len(words) > 2 and " ".join(words[:2]).lower() in _HOLDERS:
        words = words[2:]  # `a new family of quilt folders` names the folders
    if (not words or len(words) > 6 or words[0].lower() in FUNCTION or words[-1].lower() in FUNCTION
            or words[-1].lower().endswith("ed")):
        return None
    if any(w.lower() in _NOT_IN_NAMES or w.lower() in POINTING or w.lower() in STOP for w in words):
        return None  # a clause or a pointer back, not a name for the means
    if any(w.lower() in GRADING for w in words):
        return None  # `a significantly more efficient approach`: praise, not a name for the means
    if not any(w.lower() not in VAGUE and w.lower() not in FUNCTION for w in words):
        return None  # `a simple yet effective method`
    return words


def _means_for_title(title: str, found: list[Found]) -> str | None:
    """Put the means the sentence names right before `for <title>` before a title that names no act (rule 6)."""
    first = title.split()[0].lower()
    if first in FUNCTION or first.endswith("ing") and len(first) >= 6 or " for " in title.lower():
        return None  # a gerund title is rule 2's; `A Quilt Model` names a thing, not a field
    for found_title in found:
        m = _MEANS_FOR.search(found_title.before)
        means = _means(m.group("x").split()) if m else None
        if means is None or not any(w.lower() not in VAGUE and w.lower() not in FUNCTION
                                    and w.lower() not in GENERIC_ADJ and not STAGES.match(w) for w in means):
            continue  # `a dedicated two-stage method` says nothing of the means
        if cleanly_formed(means + ["for"] + found_title.head):
            return title_case(means + ["for"] + found_title.head)
    return None


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
        if not after or not opens_means(after.group("link"), after.group("first")):
            continue
        tail = purpose_words(text[after.start("first"):])
        if any(w.lower() in POINTING for w in tail):
            continue
        head = words + after.group("link").split()
        tail = shortened(head, tail, aim=False)
        if tail and well_formed(head + tail):
            return title_case(head + tail)
    return None


def _method_title(title: str, words: list[str], text: str, opening: int = OPENING_SENTENCES) -> str | None:
    """Name the kind of thing the first `we propose` sentence makes before a field-only title, or return None."""
    if words[0].lower().endswith("ing") or " for " in title.lower() or words[0].lower() in FUNCTION:
        return None  # a title that says an act or an aim names more than a field
    first = " ".join(SENTENCE_START.split(text, opening)[:opening])
    if next(spans(first, folded(first), folded_phrase(words)), None) is None:
        return None
    m = _PROPOSED.search(text)
    if not m or m.group("head") not in KINDS:
        return None
    strict = opening > OPENING_SENTENCES  # a field further in needs a kind that says more
    if strict and m.group("after") in _NAMING:
        return None  # `a quilt system called <title>`: the title names the thing, not its field
    if m.group("after") == "for":
        what = _FOR_WHAT.match(text, m.end("np"))
        if what and what.group(1).lower() not in POINTING and not title.lower().startswith(what.group(1).lower()):
            return None  # the means is for something else
    kind = _kind_words(m.group("np").split(), title, words, strict)
    if kind is None:
        return None
    new = kind + ["for"] + words
    return title_case(new) if well_formed(new) else None


def _kind_words(kind: list[str], title: str, words: list[str], strict: bool) -> list[str] | None:
    """Return what the made thing is called, less praise and what the title says, or None where that says nothing."""
    while kind and kind[0].lower() in LEADING:
        kind = kind[1:]
    said = set(units(words))
    if strict and (any(set(units([w])) & said for w in kind[:-1]) or any(w.lower() in GENERIC_ADJ for w in kind)):
        return None  # `Quilt Folding Method for Quilt Learning` is only a kind of the field; `Dedicated` says nothing
    if any("-" in w and set(units([w])) & said for w in kind):
        return None  # `Self-Supervised ... for Supervised ...`: the compound would lose what it says
    kind = [w for k, w in enumerate(kind) if k == len(kind) - 1 or not set(units([w])) & said]
    initials = "".join(w[0] for w in SEP.split(title) if w).lower()
    kind = [w for w in kind if not (w[:1].isupper() and spells(w.rstrip("s").lower(), initials))]
    if len(kind) < 2 or any(w.lower() in FUNCTION or w.lower() in POINTING or w.lower() in STOP for w in kind):
        return None
    if not any(w.lower() not in VAGUE and w.lower() not in _PLAIN_KIND_WORDS and not STAGES.match(w)
               for w in kind[:-1]):
        return None  # `Two-Stage Learning Framework`: only how many steps it takes
    return kind

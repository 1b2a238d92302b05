"""The broader shapes in which a short unnamed title's own sentence goes on: rules 5, 7, 8 and 9 of bare_titles.py.

Each needs the paper's own sentence to name the title as its work (`we propose a new quilt folder`, `we present an
estimator, called quilt folding`; rules 7 and 9 also `we study`), and writes on only what that sentence says next:
its purpose in other shapes (rule 5: `quilt folding (QF), a framework for`, `designed to`, `which aims to`, `as a
method to`), its means (7: `based on`, `using`, `via`, `through`, `by <gerund>`), its own whole relative clause, the
verb agreeing with the title (8: `A Quilt Folder That Aligns Zephyr Marmots`), or its scope (9: `Quilt Folding in the
Presence of Marmots`). A tail is cut only at a link, never after a word that needs its complement (`the
contribution`), and may not end vague, numeric or mid-clause, say only generic words or a word twice (a possessive
counts).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from generator.derive.bare_purposes import (FUNCTION, KINDS, LEADING, LINKING, POINTING, REPORT, VERBS, folded_phrase,
                                            opens_aim, opens_means, sentence_before, spans)
from generator.derive.bare_tails import clause_cut, finish, tail_at, verb_form
from generator.derive.own_use_cues import OWN, OWN_USE, USE

RELATIVE_MOST_WORDS = 12  # blind readers preferred longer relative-clause titles only 21 to 14, these 42 to 2
_NEAR = 240  # characters of the sentence before a title: all a cue needs, and a long sentence stays cheap

# A relative clause that only aims or defines (`which seeks to`, `which refers to`), or says what the title is or
# has, names no deed of the work.
_AIMS = frozenset("seek aim strive try attempt intend want hope wish manage tend refer correspond belong consist "
                  "denote mean".split())
_NOT_DEEDS = frozenset("is are was were be has have had could may might will would does do shall should must "
                       "requires require needs need depends depend suffers suffer lacks lack".split())
_NOT_OBJECTS = FUNCTION - {"a", "an", "the", "both", "and", "each", "to", "across", "with", "into", "over"}

_KIND = "|".join(sorted(KINDS, key=lambda k: (-len(k), k)))
_ADJ = "|".join(sorted(LEADING | frozenset(
    "existing effective efficient robust principled practical generic unified scalable lightweight powerful "
    "generalized versatile fast computationally theoretically provably highly fully".split())))
# `we propose and analyze`, `we introduce a new class of`: other ways the paper's own sentence names its work.
_OWN_WORK = (r"(?:" + OWN_USE + r"|" + OWN + USE + r"(?:s|d|ed)?\s+and\s+(?:analy[sz]e|study|evaluate|investigate"
            r"|implement|test|validate|apply|theoretically analy[sz]e)(?:s|d|ed)?\s+)"
            r"(?:(?:a|an|the)\s+(?:(?:new|novel|general|broad|rich|large|flexible)\s+)?(?:class|family|notion|concept"
            r"|variant|form|version|kind|type|suite|set)\s+of\s+)?")
_OWN_ARTICLE = re.compile(_OWN_WORK + r"(?:a|an|the)\s+(?:[a-z][\w-]*\s+){0,2}$")
_OWN_PRAISE = re.compile(_OWN_WORK + r"(?:(?:a|an|the|two|three|four|several)\s+)?(?:(?:" + _ADJ
                         + r"|[a-z]+ly)\s+){0,3}$")
# A kind's modifier, never a word that opens a clause or a link (`an architecture that adapts marmots`).
_MODIFIER = (r"(?!(?:that|which|who|whose|where|to|for|of|and|or|with|in|on|by|via|from|is|are|can)\b)"
             r"[A-Za-z][\w-]*")
_APPOSED = r"[,:]\s+(?:(?:a|an|the)\s+)?(?:" + _MODIFIER + r"\s+){0,4}?(?:" + _KIND + r")(?:s|es)?"
# A kind and an acronym right after the title: `quilt folding framework (QFF)`.
_OWN_KIND = r"(?:\s+(?P<kind>" + _KIND + r")(?:s|es)?\b)?(?:\s*\([^()]{1,25}\))?"
# `we present a new estimator, called quilt folding`: the name the paper's own sentence gives what it makes.
_CALLED = re.compile(OWN_USE + r"(?:(?:a|an|the)\s+)?(?:" + _MODIFIER + r"\s+){0,5}?(?:" + _KIND
                     + r")(?:s|es)?(?:\s*\([^()]{1,25}\))?,?\s+(?:called|named|dubbed|termed|coined)\s+(?:the\s+)?$"
                     r"|\b[Ww]e\s+(?:call|name|term|dub)\s+(?:the\s+)?$")
# `we study the problem of quilt folding`: a title the paper studies has the means and scope its sentence gives.
_STUDIED = re.compile(
    r"(?:\b[Ww]e|\b[Tt]his (?:paper|work|study|article))\s+(?:(?:also|further|then|first|here|now|formally)\s+)?"
    r"(?:study|studies|consider|considers|investigate|investigates|examine|examines|analyze|analyzes|analyse"
    r"|analyses|revisit|revisits|address|addresses|tackle|tackles|focus on|focuses on)\s+"
    r"(?:the\s+(?:problem|task|question|setting)\s+of\s+|the\s+)?$")
_PURPOSE_AFTER = re.compile(  # rule 5
    _OWN_KIND + r"(?:\s+(?:(?:is|are)\s+)?(?:(?:specifically|explicitly|particularly|carefully)\s+)?"
    r"(?:designed|tailored|intended|devised|meant|engineered|crafted)"
    r"|,?\s+(?:which|that)\s+(?:(?:is|are)\s+(?:designed|able|intended|tailored|meant)|aims?|can be (?:used|applied)"
    r"|serves?|allows? us|enables? us|seeks?|strives?)"
    r"|" + _APPOSED + r"(?:\s+(?:designed|tailored|intended|developed|built))?"
    r"|\s+as\s+(?:(?:a|an|the)\s+)?(?:" + _MODIFIER + r"\s+){0,4}?(?:" + _KIND + r")(?:s|es)?"
    r"(?:\s+(?:designed|tailored|intended|developed|built))?|,?"
    r")\s+(?P<link>to|for)\s+(?:both\s+)?(?:(?P<adverb>[a-z]+ly)\s+)?(?P<first>[A-Za-z][A-Za-z-]*)\s+(?P<next>\S+)")
_ASKING = frozenset("how what whether why which".split())
_MEANS_AFTER = re.compile(  # rule 7
    _OWN_KIND + r"(?:" + _APPOSED + r")?,?\s+(?P<link>based on|built (?:up)?on|using|by|via|through|grounded in)\s+"
    r"(?:both\s+)?(?P<first>[A-Za-z][\w-]*)")
_THAT_AFTER = re.compile(  # rule 8
    _OWN_KIND + r"(?:" + _APPOSED + r")?,?\s+(?:that|which)\s+(?P<can>can\s+)?(?:(?P<adverb>[a-z]+ly)\s+)?"
    r"(?P<verb>[a-z][a-z-]*)\s+(?P<next>\S+)")
_SCOPE_AFTER = re.compile(  # rule 9
    r"(?:\s*\([^()]{1,25}\))?\s+(?P<link>in|under|with|for|between|over|across|beyond|against|from)\s+"
    r"(?:(?P<adverb>[a-z]+ly)\s+)?(?P<first>[A-Za-z][A-Za-z-]*)\s+(?P<next>\S+)")


class Found(NamedTuple):
    """Where the abstract writes the title, and what the sentence before it says of it."""
    end: int
    head: list[str]  # the title's words as the abstract writes them, its own article first where that stands in
    article: bool  # the title's own article stands for the abstract's (`a new quilt folder`)
    before: str  # the sentence's last _NEAR characters before the title
    own: bool  # the paper's own sentence names it as its work
    studied: bool  # the paper's own sentence studies it


def titles_found(title: str, text: str, low: str) -> list[Found]:
    """List where the abstract writes the title, its last word's number either way, or without its article."""
    words = title.split()
    last = words[-1]
    other = last[:-1] if last.endswith("s") and not last.endswith("ss") and len(last) > 3 else last + "s"
    found = []
    for variant in (words, words[:-1] + [other]):
        found += [(at, end, text[at:end].split(), False) for at, end in spans(text, low, folded_phrase(variant))]
        if len(variant) > 2 and variant[0].lower() in ("a", "an", "the"):
            found += [(at, end, [variant[0]] + text[at:end].split(), True)
                      for at, end in spans(text, low, folded_phrase(variant[1:]))]
    return [_judged(text, at, end, head, article) for at, end, head, article in found]


def _judged(text: str, at: int, end: int, head: list[str], article: bool) -> Found:
    """Note whether the sentence's last _NEAR characters before the title name it as the paper's work or study it."""
    before = sentence_before(text, at)
    if len(before) > _NEAR:
        cut = before.find(" ", len(before) - _NEAR)  # from a word's start
        before = before[cut + 1:] if cut >= 0 else before
    own = bool((_OWN_ARTICLE if article else _OWN_PRAISE).search(before) or _CALLED.search(before))
    return Found(end, head, article, before, own, bool(_STUDIED.search(before)))


def shaped_purpose(text: str, found: list[Found]) -> str | None:
    """Rule 5: follow the title with the purpose its sentence writes in another shape."""
    for end, head, _, _, own, _ in found:
        after = _PURPOSE_AFTER.match(text, end) if own else None
        if not after or not opens_aim(after):
            continue
        head = head + (text[end:after.end("kind")].split() if after.group("kind") else [])
        link, adverb = after.group("link"), after.group("adverb")
        tail, then = tail_at(text, after.start("first"))
        if any(w.lower() in POINTING for w in tail) or link == "to" and any(w.lower() == "for" for w in head):
            continue  # `X for Y to Z` stacks two purposes
        new = finish(head + [link] + ([adverb] if adverb else []), tail, then)
        if new:
            return new
    return None


def shaped_means(text: str, found: list[Found]) -> str | None:
    """Rule 7: follow the title with the means its sentence (or its `we study` sentence) writes after it."""
    for end, head, _, _, own, studied in found:
        after = _MEANS_AFTER.match(text, end) if own or studied else None
        if not after or not opens_means(after.group("link"), after.group("first")):
            continue
        tail, then = tail_at(text, after.start("first"))
        tail = clause_cut(tail)
        if any(w.lower() in POINTING or w.lower() in _ASKING for w in tail):
            continue  # `by analyzing how X affects Y`: a clause, not a means a title can name
        head = head + (text[end:after.end("kind")].split() if after.group("kind") else [])
        new = finish(head + after.group("link").split(), tail, then, aim=False)
        if new:
            return new
    return None


def relative_clause(text: str, found: list[Found]) -> str | None:
    """Rule 8: follow the title with its own whole relative clause, its verb agreeing, in RELATIVE_MOST_WORDS."""
    for end, head, _, _, own, _ in found:
        after = _THAT_AFTER.match(text, end) if own else None
        if not after:
            continue
        verb, can, adverb = after.group("verb"), after.group("can"), after.group("adverb")
        base = (verb if verb in VERBS else None) if can else verb_form(verb)
        if verb in _NOT_DEEDS or not base or base in REPORT or base in _AIMS or (
                after.group("next").lower() in _NOT_OBJECTS):
            continue  # `which is`, `which shows`, `which seeks`, `which of`: no deed of the work
        head = head + (text[end:after.end("kind")].split() if after.group("kind") else [])
        plural = head[-1].lower().endswith("s") and not head[-1].lower().endswith("ss")
        if not can and (verb == base) != plural:
            continue  # `Quilts That Aligns`, `A Quilt That Align`: the verb goes with the title, not an apposed kind
        tail, then = tail_at(text, after.start("verb"), second=True)
        tail = clause_cut(tail, participles=False)
        if len(tail) < 3 or any(w.lower() in POINTING for w in tail):
            continue
        lead = head + ["that"] + (["can"] if can else []) + ([adverb] if adverb else [])
        new = finish(lead, tail, then, cut_ok=False)
        if new and len(new.split()) <= RELATIVE_MOST_WORDS:
            return new
    return None


def shaped_scope(text: str, found: list[Found]) -> str | None:
    """Rule 9: follow a title its sentence studies or proposes with the scope the sentence gives it."""
    for end, head, article, _, own, studied in found:
        if article or not (studied or own):
            continue
        after = _SCOPE_AFTER.match(text, end)
        first = after.group("first").lower() if after else ""
        if not after or after.group("adverb") or first in LINKING or first in POINTING:
            continue
        tail, then = tail_at(text, after.start("first"))
        tail = clause_cut(tail)
        if any(w.lower() in POINTING for w in tail):
            continue
        new = finish(head + [after.group("link")], tail, then, aim=False)
        if new:
            return new
    return None

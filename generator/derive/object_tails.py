"""Read what a sentence writes after an object besides a clause on its head, for object_clauses.py: the rest of a
list the title's last phrase opens (`under zephyr noise, tessel drifts, and marmot seams`), or the means or setting
it writes after an inline formula that names the object (`a quilt $q$ | using a few marmot seams`).

A list is taken with three items or more, or with a second item of three words or more (a shorter pair's second item
is second_items.py's); refused where an item is a verb, a deed, an acronym or alias (`, or QZs`), points back, or is
cut before its noun, or where a lone `X, and Y` sets its item apart. A means is refused where it points back, holds a
verb or a bare letter, or ends on a function word.
"""

from __future__ import annotations

import re

from generator.derive.head_clauses import ARTICLES, FUNCTION, UNSAID

# An inline formula naming the object (`a quilt $q(x)$ (QZ)`), which the clause or the means follows.
FORMULA = re.compile(r"\s*(?:(?:in|on|over)\s+)?\$[^$]{1,80}\$(?:\s*\([^()]{0,30}\))?")
_ITEM = r"(?:(?:a|an|the)\s+)?[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,3}"
_LIST = re.compile(r"((?:,\s*" + _ITEM + r"){0,3},?\s+(?:and|or)\s+" + _ITEM + r")(?=\s*(?:[.;:]|,\s|\s\(|$))")
_PIECES = re.compile(r",\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
_LEAD_LINK = re.compile(r"^(?:and|or)\s+")
_MEANS = re.compile(r"\s+(using|via|with|by|through|from|under)\s+"
                    r"((?:(?:a|an|the)\s+)?[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,5})(?=\s*(?:[.;:,]|$))")
_VERBS = frozenset(
    "show shows prove proves provide provides demonstrate demonstrates decode decodes obtain obtains derive derives "
    "propose proposes present presents apply applies use uses evaluate evaluates analyze analyzes analyse study "
    "studies discuss discusses establish establishes introduce introduces develop develops test tests validate "
    "validates achieve achieves compare compares report reports find finds give gives make makes learn learns train "
    "trains extend extends explain explains characterize characterizes design designs build builds solve solves "
    "improve improves reduce reduces outperform outperforms yield yields lead leads allow allows enable enables "
    "explore explores investigate investigates identify identifies offer offers suggest suggests require requires "
    "perform performs is are was were be has have can may will".split())
_NOT_SAID = UNSAID | _VERBS
_NOT_INSIDE = FUNCTION - {"of", "for", "in", "on"}  # links an item's own phrase may hold
_NOT_END = re.compile(r"(?:ly|ed|ive|al|ous|ic|able|ible|ful|less|ary|ant|ent)$")


def list_rest(tail: str) -> list[str] | None:
    """Read the rest of the list tail goes on with after the title's last phrase, its commas as words, or None."""
    m = _LIST.match(tail)
    if not m:
        return None
    body = m[1].strip()
    items = [p.split() for p in _PIECES.split(_LEAD_LINK.sub("", body)) if p.strip()]
    three = body.startswith(",")
    if three and len(items) < 2:
        return None  # `X, and Y`: a comma before the only other item sets it apart, not in a list
    if not three and len(items[0]) < 3:
        return None  # a pair's short second item is second_items.py's
    if not all(map(_names_a_thing, items)):
        return None
    return body.replace(",", " ,").split()


def _names_a_thing(item: list[str]) -> bool:
    """Tell a list item that names a thing: not a verb, a deed, an acronym, a pointer, nor cut before its noun."""
    low = [w.lower() for w in item]
    if low[0] in ARTICLES:
        low = low[1:]
    if not low or low[0].endswith("ing") or low[0] in FUNCTION or len(item) == 1 and item[0][:1].isupper() \
            or any(w[1:] != w[1:].lower() for w in item):
        return False
    if any(w in _NOT_SAID or w in _NOT_INSIDE for w in low):
        return False
    return not (_NOT_END.search(low[-1]) or low[-1] in FUNCTION)


def formula_means(tail: str) -> list[str] | None:
    """Read the means a sentence writes after a formula naming the object, whole up to its stop, or None."""
    m = _MEANS.match(tail)
    if not m:
        return None
    words = [m[1], *m[2].split()]
    low = [w.lower() for w in words]
    if any(w in _NOT_SAID for w in low) or low[-1] in FUNCTION:
        return None
    if any(w.isalpha() and len(w) == 1 and w != "a" for w in low):
        return None  # a bare letter is maths too
    return words

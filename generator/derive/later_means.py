"""Read how a sentence after the deed's says the work does it (`Our method uses zephyr seams`, `This technique, called
zephyr stitching, ...`, `We achieve this by stitching zephyr seams.`): gerund_context.py's last reading, which looks
past the deed's own sentence. It also holds what every reading returns and the marks that end the title's object.
"""

from __future__ import annotations

import re

from generator.derive.gerund_phrases import BAD_WORDS, CLAUSE, FUNCTION, phrase_after

Found = tuple[str, list[str], bool]  # link, phrase, and whether the phrase is one name-like word
OBJECT_END = frozenset(".,;:")

# A later sentence that says what the work runs on, names it, or says how it does the deed.
_NEXT_OURS = re.compile(
    r"^(?:(?:specifically|in particular|concretely|technically) , )?(?:our|the proposed) "
    r"(?:method|approach|algorithm|framework|model|technique|solution|procedure|estimator)"
    r" (uses|employs|relies on|is based on|builds on|builds upon) ", re.I)
_OURS_LINKS = {"uses": "using", "employs": "using", "relies": "based on", "is": "based on", "builds": "based on"}
_NEXT_CALLED = re.compile(
    r"^(?:this|the|our) (?:\S+ ){0,2}?(?:method|approach|technique|algorithm|framework|model|procedure|scheme)s? , "
    r"(?:called|dubbed|termed|named) ([^,()]+?) (?:\([^()]*\) )?, ", re.I)
_NEXT_HOW = re.compile(
    r"^(?:we (?:achieve|accomplish|do|realize|attain|obtain) (?:this|so|it|that)(?: goal)? "
    r"|this is (?:achieved|done|accomplished|realized) "
    r"|(?:it|our (?:method|approach|algorithm|framework|model)) (?:works|operates|proceeds) )"
    r"(?=by |via |through |using )", re.I)


def next_said(sents: list[tuple[list[str], list[str]]], si: int, k: int) -> Found | None:
    """Read how a later sentence says the work does the deed, where the deed's sentence ends on the object."""
    sent = sents[si][0]
    if k < len(sent) and sent[k] not in OBJECT_END and sent[k].lower() not in CLAUSE:
        return None  # the title's object is cut
    for nxt, _ in sents[si + 1 : si + 4]:
        text = " ".join(nxt)
        m = _NEXT_OURS.match(text)
        if m:  # `Our approach uses zephyr seams ...`
            return _read([*_OURS_LINKS[m.group(1).split()[0].lower()].split(), *text[m.end():].split(" ")])
    if k >= len(sent) or sent[k] != "." or si + 1 >= len(sents):
        return None
    text = " ".join(sents[si + 1][0])
    m = _NEXT_CALLED.match(text)
    if m:  # `This technique, called zephyr stitching, ...`
        name = m.group(1).split()
        if not 1 <= len(name) <= 4 or any(w.lower() in BAD_WORDS or w.lower() in FUNCTION for w in name):
            return None
        return "via", name, len(name) == 1
    m = _NEXT_HOW.match(text)
    return _read(text[m.end():].split(" ")) if m else None  # `We achieve this by stitching zephyr seams.`


def _read(tokens: list[str]) -> Found | None:
    """Read the link at the first token and its phrase."""
    found = phrase_after(tokens, [t.lower() for t in tokens], 0)
    return (*found, False) if found else None

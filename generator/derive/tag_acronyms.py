"""Acronyms an abstract defines itself: what they stand for there decides which tags they speak for.

"Self-supervised learning (SSL)" makes every later "SSL" a Self-Supervised Learning mention, though no
tag lists SSL; "Explainable Boosting Machines (EBMs)" keeps the vocabulary's EBM (energy-based models)
from speaking for Energy-Based Models in that abstract.
"""

from __future__ import annotations

import re
from typing import Iterator

from generator.derive.acronyms import spell_out

# "(DP)" right after a phrase: an acronym with at least two capitals, maybe plural ("(GNNs)").
DEFINITION = re.compile(r"\s?\(((?=[A-Za-z0-9\-]*[A-Z][a-z0-9\-]*[A-Z])[A-Z][A-Za-z0-9\-]{1,9}?)s?\)")
_WORDS = re.compile(r"[\s\-]+")
_LONG_WORDS = 8  # a long form of more words is Schwartz-Hearst reaching too far back


Definition = tuple[int, int, str]  # where "(ACR)" starts (its space included) and ends, and the acronym


def defined(text: str) -> list[Definition]:
    """Return every "(ACR)" of the text."""
    found = []
    at = text.find("(")
    while at >= 0:
        m = DEFINITION.match(text, at - 1 if text[at - 1 : at] == " " else at)
        if m:
            found.append((m.start(), m.end(), m.group(1)))
        at = text.find("(", at + 1)
    return found


def long_form(text: str, at: int, acronym: str) -> int:
    """Return where the words the acronym stands for start before `at`, or -1 when they cannot be spelled."""
    long = spell_out(acronym, text[:at])
    if not long or len(long.split()) > _LONG_WORDS:
        return -1
    return text.rfind(long, 0, at)


def uses(text: str, acronym: str, after: int) -> Iterator[tuple[int, int]]:
    """Yield (start, end) of the acronym's whole-word uses after a position, a plural s included."""
    pos = text.find(acronym, after)
    while pos >= 0:
        end = pos + len(acronym)
        end += text.startswith("s", end)
        if not (text[pos - 1].isalnum() or text[end : end + 1].isalnum() or text[pos - 1] in "-_"):
            yield pos, end
        pos = text.find(acronym, end)


def spelled(phrase: str) -> str:
    """Fold a phrase for comparing long forms: lower case, words joined by single spaces, no plural s."""
    return " ".join(_WORDS.split(phrase.lower())).removesuffix("s")


def initials(phrase: str) -> str:
    """The capitals a phrase's words spell ("energy-based model": EBM)."""
    return "".join(word[0] for word in _WORDS.split(phrase.upper()) if word)


def standard_forms(acronym_tags: dict[str, frozenset[str]],
                   phrases: dict[str, tuple[str, ...]]) -> dict[str, frozenset[str]]:
    """Map each vocabulary acronym to its tags' phrases that spell it: what it stands for in the field."""
    forms = {}
    for acronym, tags in acronym_tags.items():
        capitals = "".join(c for c in acronym if c.isupper())
        found = {spelled(p) for tag in tags for p in phrases.get(tag, ()) if initials(p) == capitals}
        if found:
            forms[acronym] = frozenset(found)
    return forms


def other_meaning(long: str, forms: frozenset[str]) -> bool:
    """Tell a long form that spells the acronym with other words ("binary neural network" for BNN) from a
    variant of its standard one ("recurrent neural nets"); word for word, the first three letters decide."""
    words = long.split()
    alike = [form.split() for form in forms if len(form.split()) == len(words)]
    return bool(alike) and all(any(a[:3] != b[:3] for a, b in zip(words, form)) for form in alike)


def redefined(text: str, definitions: list[Definition], acronym_tags: dict[str, frozenset[str]],
              forms: dict[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """Map each vocabulary acronym the abstract spells out as something else to the tags it must not show.

    Only an acronym whose standard long form the vocabulary knows can be told apart: "Binary Neural Networks
    (BNNs)" is not the Bayesian one, but CLIP's long form names no phrase of Vision-Language Models.
    """
    out: dict[str, frozenset[str]] = {}
    for at, _, acronym in definitions:
        if acronym in forms:
            start = long_form(text, at, acronym)
            if start >= 0 and other_meaning(spelled(text[start:at].strip()), forms[acronym]):
                out[acronym] = acronym_tags[acronym]
    return out


def local_mentions(text: str, definitions: list[Definition], found: list,
                   acronym_tags: dict[str, frozenset[str]]) -> list[tuple]:
    """Count an acronym the abstract defines for tag phrases ("differential privacy (DP)") as those phrases.

    found: the scan's mentions (start, end, text, tags, weak); returns new ones in the same shape.
    """
    extra = []
    for at, end, acronym in definitions:
        if acronym in acronym_tags:
            continue
        tags, weak = defined_by(text, found, at, acronym)
        if tags or weak:
            extra += [(a, b, text[a:b], tags, weak - tags) for a, b in uses(text, acronym, end)]
    return extra


def defined_by(text: str, found: list, at: int, acronym: str) -> tuple[frozenset[str], frozenset[str]]:
    """The tags of the mentions an acronym's long form holds ("self-supervised learning (SSL)"), or, when it
    cannot be spelled out, of those run together right before it ("multitask marmot learning")."""
    start = long_form(text, at, acronym)
    inside = [m for m in found if start <= m.start and m.end <= at] if start >= 0 else []
    if not inside:
        ends = {m.end: m for m in found}
        before = ends.get(at)
        while before is not None:
            inside.append(before)
            before = ends.get(before.start - 1) if text[before.start - 1 : before.start] == " " else None
    return frozenset().union(*(m.tags for m in inside)), frozenset().union(*(m.weak for m in inside))

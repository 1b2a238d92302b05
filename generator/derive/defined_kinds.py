"""Put back the kind a named title dropped after its name's long form: the abstract defines `the quilt zephyr (QZ)
loss`, and `QZ: Quilt Zephyr for Marmots` says `QZ: Quilt Zephyr Loss for Marmots`.

Where the abstract writes `P (NAME) H`, H is one of a closed list of specific kinds (loss, ratio, dataset, condition,
score, ...; never method, model or network, which titles leave out), the title's phrase opens on at least two words of
P and goes on with a link or ends there, H goes back after them. Blind readers preferred the titles with their kind
35 to 13, faithful 29 -> 39 of 48 verdicts (seventy-fifth session); what they preferred without were a `Layer`, a
`Block` or a `Module` added, and a kind after a phrase that names a kind already (`Divergence Score`) or holds a link
(`Variance with Gaussian Processes Criterion`): left out.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.prose import written_at

KINDS = frozenset("loss losses ratio condition conditions dataset metric score objective criterion measure benchmark "
                  "attack regularizer estimator sampler operator kernel prior distance divergence defense defence test "
                  "statistic bound penalty function game environment simulator corpus suite".split())
_LINKS = frozenset("for with via in on under by from to against through using of and".split())
_NAMED = re.compile(r"([^:]{1,40}):\s+(.*)")
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\u2019-]*")
_OPENING = re.compile(r"\(\s*$")
_KIND_AFTER = re.compile(r"\s*\)[ -]+([A-Za-z]+)\b")  # `(QZ) loss`, `(QZ)-based`
_LINK_NEXT = re.compile(r"\s+(?:for|with|via|in|on|under|by|from|to|against|through|using)\b")


def kind_restored(title: str, text: str) -> str:
    """The named title with the kind the abstract writes after its name's long form (see the module's docstring)."""
    named = _NAMED.fullmatch(title)
    if not named or len(title.split()) >= MAX_WORDS:
        return title
    name, phrase = named.groups()
    at, kind = next(((opening.start(), kind) for start, end in written_at(text, name)
                     for opening in [_OPENING.search(text, max(0, start - 4), start)] if opening
                     for kind in [_KIND_AFTER.match(text, end)] if kind), (-1, None))
    if not kind or kind[1].lower() not in KINDS:
        return title
    words = _TOKEN.findall(phrase)
    lower = [w.lower() for w in words]
    if kind[1].lower().rstrip("s") in [w.rstrip("s") for w in lower]:
        return title  # the title says the kind already
    before = [w.lower() for w in _TOKEN.findall(text[max(0, at - 250) : at])]
    k = next((n for n in range(min(len(before), len(words)), 1, -1) if before[-n:] == lower[:n]), 0)
    if k < 2 or lower[k - 1].rstrip("s") in {w.rstrip("s") for w in KINDS} or _LINKS.intersection(lower[:k]):
        return title  # a long form that ends on a kind, or holds a link, takes no other
    end = 0
    for word in words[:k]:
        end = phrase.index(word, end) + len(word)
    rest = phrase[end:]
    if rest and not _LINK_NEXT.match(rest):
        return title
    return f"{name}: {phrase[:end]} {kind[1][:1].upper() + kind[1][1:].lower()}{rest}"


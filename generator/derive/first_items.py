"""Put back the first half of a contrasting pair a title cut off at its start: `Lower Bounds for Quilts` says `Upper
and Lower Bounds for Quilts` where the abstract writes `upper and lower bounds for quilts`.

Where the abstract writes `C1 and C2 ...` (or `or`, maybe after `both`) before the title's first words, and C1 and C2
contrast (a known pair of opposites, a negating prefix, a shared ending, two gerunds, two nouns of action, a suspended
hyphen as in `First- and Second-Order`), C1 and its link go back in front. Praise (`simple and general`) is no
contrast; a title that holds `and` or `or` already is left alone. Blind readers preferred the titles with both halves
57 to 9, poor 21 -> 4 of 66 verdicts (seventy-fifth session).
"""

from __future__ import annotations

import re

from generator.derive.prose import written_whole

_OPPOSITES = frozenset(frozenset(pair.split("/")) for pair in (
    "upper/lower necessary/sufficient first/second static/dynamic deterministic/random deterministic/stochastic "
    "observational/interventional online/offline discrete/continuous local/global explicit/implicit "
    "centralized/decentralized supervised/unsupervised exact/approximate classical/quantum source/target "
    "input/output forward/backward positive/negative internal/external short/long short-term/long-term low/high "
    "spatial/temporal primal/dual linear/nonlinear convex/nonconvex smooth/nonsmooth binary/multiclass "
    "single/multiple homogeneous/heterogeneous structural/statistical quantitative/qualitative transductive/inductive "
    "univariate/multivariate synchronous/asynchronous standard/robust standard/adversarial clean/adversarial "
    "natural/adversarial clean/noisy white-box/black-box theoretical/empirical sparse/dense parametric/nonparametric "
    "symmetric/asymmetric cooperative/competitive stationary/non-stationary uniform/non-uniform one-way/two-way "
    "aleatoric/epistemic real/synthetic real-world/synthetic depth/width human/machine fully-connected/convolutional "
    "cross-device/cross-silo"
).split())
_ACTION_NOUN_ENDS = ("tion", "ment", "ity", "ness", "ance", "ence", "ency", "sis")
_NEGATIONS = ("non-", "non", "un", "in", "a", "ir", "im", "dis", "anti-", "multi", "uni", "bi", "semi-", "de")
_LINKS = frozenset("for of in on to with from via by under and or using based through at".split())
# What may stand before C1 when no `both` leads the pair: C1 then modifies, and ends no other phrase.
_LEADS = frozenset(
    "a an the of for in on to with from by and that novel new both under over via using its their our this these study "
    "analyze consider provide derive propose establish give prove tight show".split())
_PAIR_BEFORE = re.compile(r"(?<![\w-])(both\s+|either\s+)?([A-Za-z]\w*(?:-\w+)*-?)\s+(and|or)\s+$", re.I)
_LINKED = re.compile(r"\b(?:and|or)\s+$", re.I)
_LEAD = re.compile(r"((?:A|An|The) )?(\S+)(?: (\S+))?(?: (\S+))?")


def first_item_restored(title: str, text: str) -> str:
    """The title with the contrasting first half the abstract writes before its first words (see the docstring)."""
    name, colon, body = title.partition(": ")
    if not colon:
        name, body = "", title
    lead = _LEAD.match(body)
    if not lead or lead[2].lower() in ("and", "or", "of", "for") or re.search(r"\b(?:and|or)\b", body):
        return title
    article, second = lead[1] or "", lead[2]
    words = [second, *[w for w in _leading(lead[3], lead[4])]]
    pair = next((found for at, _ in written_whole(text, " ".join(words))
                 if _LINKED.search(text, max(0, at - 6), at)  # `and ` or `or ` right before: cheap, and most fail
                 for found in [_PAIR_BEFORE.search(text, max(0, at - 80), at)] if found), None)
    if pair is None or not _contrast(pair[2], second) or pair[2].lower().rstrip("-") in body.lower().split():
        return title
    before = text[: pair.start()].split()[-1:] or [""]
    if pair[1] is None and before[0].lower().strip("(,") not in _LEADS | {""}:
        return title
    first = pair[2]
    cased = _cased(first[:-1]) + "-" if first.endswith("-") else _cased(first)
    return f"{name}{colon}{article}{cased} {pair[3].lower()} {body[len(article):]}"


def _leading(third: str | None, fourth: str | None) -> list[str]:
    """The words after the first that belong to the phrase the pair modifies, up to a link."""
    if not third or third.lower() in _LINKS:
        return []
    return [third] if not fourth or fourth.lower() in _LINKS else [third, fourth]


def _contrast(first: str, second: str) -> bool:
    """Tell two modifiers that contrast (see the module's docstring)."""
    a, b = first.lower().rstrip("-"), second.lower()
    if not a or a == b:
        return False
    if frozenset((a, b)) in _OPPOSITES or first.endswith("-") and "-" in b:
        return True
    if a.endswith("ing") and b.endswith("ing") and len(a) > 5 and len(b) > 5 \
            or a.endswith(_ACTION_NOUN_ENDS) and b.endswith(_ACTION_NOUN_ENDS):
        return True
    if "-" in a and "-" in b:
        (a_lead, a_rest), (b_lead, b_rest) = a.split("-", 1), b.split("-", 1)
        if a_lead == b_lead and any(b_rest == p + a_rest or a_rest == p + b_rest for p in _NEGATIONS):
            return True
        if a.split("-")[-1] == b.split("-")[-1] and a_lead != b_lead:
            return True  # `cross-device` and `cross-silo`, `stream-based` and `pool-based`
    if any(b == p + a or a == p + b for p in _NEGATIONS):
        return True
    return any(len(a) > k + 1 and len(b) > k + 1 and a[-k:] == b[-k:] and a[:2] != b[:2]
               or len(a) > 7 and len(b) > 7 and a[-k:] == b[-k:] and a[:3] != b[:3] for k in (6, 5))


def _cased(word: str) -> str:
    """Case a word as a title does: one with a capital stays as written."""
    if any(c.isupper() for c in word):
        return word
    return "-".join(p[:1].upper() + p[1:] if p else p for p in word.split("-"))

"""Read what a named work is for in the clauses around its name, and tell which of those purposes a title may take:
for name_purposes.py, which reads these only where no `to` or `for` it finds right after the name reads whole.

- a relative clause: `Quilt, a model that captures marmot variance` -> `to Capture Marmot Variance`, `which can rank
  tessels` -> `to Rank Tessels`, a means and its purpose: `which uses zephyrs to fit marmots` -> `to Fit Marmots`;
- the kind's purpose an own verb writes before the naming cue: `we propose a model for marmot ranking called Quilt`
  -> `for Marmot Ranking`;
- the purpose of a participle's means: `Quilt, assigning a slack to each zephyr to reduce tessel drift` -> `to Reduce
  Tessel Drift`;
- `Quilt can be used to rank marmots`, in any sentence that names it;
- last, a means where no purpose is written: `Quilt, which leverages marmot priors` -> `via Marmot Priors`, `a model
  based on tessel sampling` -> `Based on Tessel Sampling`.

Such a purpose must name what it is about as well as pass purpose_fits: not `to Fold the Issues in Quilts`, `to Fold
Three Quilts`, `to Fold the Sampled Model`, `to Fold the QZM Strategy` nor `via a Simple Trick`.
"""

from __future__ import annotations

import re

from generator.derive.bare_purposes import VERBS
from generator.derive.claims import COUNTS
from generator.derive.name_purpose_words import (CAPS2, FUNCTION, GENERIC, TO_VERB, VAGUE, clause_cut, norm,
                                                 purpose_fits)
from generator.derive.verb_forms import base_form

KINDS = (r"(?:method|approach|framework|algorithm|technique|strategy|scheme|model|architecture|procedure|pipeline"
         r"|system|tool|toolkit|library|benchmark|dataset|metric|measure|loss|objective|regularizer|paradigm"
         r"|mechanism|module|network|estimator|solver|protocol|recipe|agent|environment|family|class|suite"
         r"|platform|simulator|optimizer|sampler|attack|defense|distance|divergence|operator|layer|unit|score"
         r"|criterion|prior|policy|controller|planner|encoder|decoder|generator|classifier|detector|test|kernel"
         r"|regularization|normalization|formulation|transform|representation)s?")
ASIDE = r"\s*(?:\([^()]{1,40}\)\s*)?[)}]?\s*"  # the name's bracket, or the bracket the name closes
_NAMED = ASIDE + r"(?:" + KINDS + r"\s*)?"  # `Quilt (QZ) model`
# `then` and `first` are left out: `which first samples X` is one step of the work, not what it is for.
_ADVERB = r"(?:(?:[a-z]+ly|also|further|both|simultaneously|jointly)\s+)?"
_RELATIVE = re.compile(
    _NAMED + r",?\s*(?:(?:a|an|the|our)\s+(?:[\w-]+\s+){0,7}?" + KINDS + r"\s*,?\s*)?(?:which|that)\s+" + _ADVERB +
    r"(?:(can|could|is\s+able\s+to|are\s+able\s+to)\s+" + _ADVERB + r")?([A-Za-z][a-z-]*)\s+(.*)$", re.S | re.I)
_PARTICIPLE = re.compile(_NAMED + r",\s*([a-z]+ing)\s+(.*)$", re.S)
_USED = re.compile(_NAMED + r"(?:can|could)\s+(?:also\s+)?be\s+(?:used|applied|employed)\s+to\s+" + _ADVERB +
                   r"([a-z][a-z-]*)\s+(.*)$", re.S)
_MEANS = re.compile(
    _NAMED + r",?\s*(?:(?:a|an|the)\s+(?:[\w-]+,?\s+){0,8}?" + KINDS + r"\s*,?\s*)?(?:(?:which|that)\s+(?:[a-z]+ly\s+)?"
    r"(uses|leverages|employs|utilizes|exploits|adopts)|(based\s+on))\s+(?:[a-z]+ly\s+)?(.*)$", re.S)
_MEANS_END = re.compile(r"\s(?:to|for|in\s+order|and|which|that|while|where|with|so|as|from|on|at|through|via|by)\s")
_CUE = (r"(?:(?:,\s*)?(?:which|that)\s+we\s+(?:call|term|dub|name|refer\s+to\s+as)|we\s+call|called|named|dubbed"
        r"|termed|coined|namely|,)")
_KIND_PURPOSE = re.compile(
    r"(?:^|[\s,])(?:a|an)\s+(?:[\w-]+\s+){0,6}?" + KINDS + r"\s+(for|to|with|via)\s+([^;:()]{3,120}?)\s*,?\s*" + _CUE +
    r"\s*,?\s*(?:the\s+)?[\"\u201c`']*(?:[\w-]+\s+){0,8}?(?:[\w-]+)?[\"\u201d'`]*\s*\(?\s*$", re.S | re.I)
_OWN_BEFORE_KIND = re.compile(
    r"(?:\b(?:we|paper|work|article|study)\b[^.;:]{0,40}?|\bby\s+)(?<![\w-])(?:(?:propose|introduce|present|develop"
    r"|design|build|devise|describe|construct|create|offer)s?|built|proposing|introducing|presenting|developing"
    r"|designing)\s*,?\s*(?:(?:in\s+this\s+(?:paper|work)|here|herein)\s*,?\s*)?$", re.I)
_CLAUSE_END = re.compile(r"\s(?:which|that|while|whereas|where|and\s+(?:then\s+)?[a-z]+s\s)")

# Verbs whose object says what the work does (`captures marmot variance`); `decompose` says how.
_DEEDS = frozenset((
    "learn predict infer generate detect estimate capture model identify discover recover reconstruct extract select "
    "find search approximate compute encode embed align adapt transfer compress prune quantize distill denoise "
    "segment localize track forecast retrieve synthesize translate classify cluster rank remove eliminate mitigate "
    "alleviate reduce prevent avoid correct defend protect preserve certify verify explain interpret quantify "
    "measure disentangle regularize stabilize accelerate automate optimize minimize maximize tackle address "
    "overcome combat unify integrate simulate plan control edit calibrate debias filter fuse aggregate "
    "characterize locate summarize impute purify fit solve").split())
# What a purpose after a clause of means may open on (`uses zephyrs | to fit marmots`); words that are mostly nouns
# (`target`, `base`) are left out, as `to` before them is a preposition (`transfers marmots to target quilts`).
_END_VERBS = _DEEDS | frozenset((
    "decompose facilitate promote enhance improve boost increase ensure maintain build construct produce guide "
    "encourage support handle tighten perform process represent initialize train provide discover resolve "
    "enforce").split())
# Nouns that take `to` and a verb as their complement, not as a purpose (`the flexibility to adapt`).
_TO_COMPLEMENTS = frozenset(
    "ability abilities capacity capability capabilities flexibility power freedom tendency way ways means chance "
    "opportunity need needs attempt attempts effort efforts time".split())
STEPS_MOST = 12  # words of a clause of means before its purpose
# Words a clause's purpose may not hold at all, past its verb (`to Fold the Issues in Quilts`).
_VAGUE_ALL = VAGUE | frozenset((
    "aspect aspects setting settings scenario scenarios case cases finding findings result results observation "
    "observations insight insights").split())
# Heads that name only a part or a kind of means (`the Zephyr Module`, `via a Simple Trick`).
_EMPTY_HEADS = frozenset((
    "information representation feature trick mechanism framework technique scheme strategy idea component module "
    "class model method approach algorithm structure tool procedure design principle property insight").split())
_EMPTY_MEANS = _EMPTY_HEADS | GENERIC  # a means with such a head needs two words before it (`via Tessel Marmot Models`)
_EMPTY_OBJECTS = _EMPTY_HEADS | GENERIC | {"space"}  # `to Rank the Zephyr Space`
_ARTICLES = frozenset("a an the".split())
_NUMBERS = frozenset("one several multiple many various novel new proposed simple".split())  # not a means
_ADJECTIVE_ENDS = ("ive", "ous", "able", "ible", "ful", "less")
_PARTS = re.compile(r"[-/]")


def relative_purpose(after: str) -> tuple[str, list[str]] | None:
    """Read `Quilt, a model that captures X` as `to Capture X`, `which uses Y to fit X` as `to Fit X`."""
    clause = _RELATIVE.match(after)
    if not clause:
        return None
    modal, verb, rest = clause[1], clause[2], clause[3]
    if not verb.islower() or not modal and (not verb.endswith("s") or verb.endswith("ss")):
        return None  # a third person after `which`, the base after `can`
    base = verb if modal else base_form(verb)
    if base not in VERBS:
        return None
    served = _served_to(rest)
    if served:  # the clause writes its purpose: its verb only says how (`learns zephyrs | to fit X`)
        return _to_purpose(served[1], rest[served.end():])
    return _to_purpose(base, rest) if base in _DEEDS else None


def participle_purpose(after: str) -> tuple[str, list[str]] | None:
    """Read `Quilt, assigning a slack to each zephyr to curb X` as `to Curb X`."""
    participle = _PARTICIPLE.match(after)
    served = _served_to(participle[2]) if participle else None
    return _to_purpose(served[1], participle[2][served.end():]) if served else None


def used_purpose(after: str) -> tuple[str, list[str]] | None:
    """Read `Quilt can be used to rank marmots`."""
    used = _USED.match(after)
    return _to_purpose(used[1], used[2]) if used and used[1] in _END_VERBS else None


def _served_to(rest: str) -> re.Match[str] | None:
    """Find the `to V` a clause of means ends on within its first words (`uses zephyrs | to fit marmots`)."""
    clause = _clause(rest)
    for to in TO_VERB.finditer(clause):
        before = clause[:to.start()].split()
        if len(before) > STEPS_MOST:
            return None
        if to[1] in _END_VERBS and before and before[-1].lower() not in _TO_COMPLEMENTS:
            return to
    return None


def _clause(rest: str) -> str:
    """Cut the prose at the end of its clause: a relative, a contrast or `and` with a third person."""
    end = _CLAUSE_END.search(rest)
    return rest[:end.start()] if end else rest


def _to_purpose(verb: str, rest: str) -> tuple[str, list[str]] | None:
    """Write `to V X`, X cut from the prose after the verb."""
    words = clause_cut(rest)
    return ("to", [verb] + words) if words else None


def named_kind(before: str) -> re.Match[str] | None:
    """Find a kind and its purpose an own verb writes before the naming cue (`we propose a model for X called`)."""
    kind = _KIND_PURPOSE.search(before)
    return kind if kind and _OWN_BEFORE_KIND.search(before[:kind.start() + 1]) else None


def kind_purpose(kind: re.Match[str] | None) -> tuple[str, list[str]] | None:
    """Read the kind's purpose (`for X`, `to V X`, `with X`)."""
    words = clause_cut(kind[2] + ".") if kind else None
    return (kind[1].lower(), words) if words else None


def means_read(after: str) -> tuple[str, list[str]] | None:
    """Read how the work does it: `which leverages marmot priors` as `via Marmot Priors`, `based on X`."""
    means = _MEANS.match(after)
    if not means:
        return None
    rest = means[3]
    if means[1] and any(to[1] in VERBS for to in TO_VERB.finditer(_clause(rest))):
        return None  # `uses zephyrs | to fold X`: the zephyrs serve a purpose the title could not take
    stop = _MEANS_END.search(rest)
    if stop and stop[0].strip() in ("which", "that"):
        return None  # `based on marmot folding | that ...`: the phrase needs its clause
    words = clause_cut(rest[:stop.start()] + "." if stop else rest)
    return ("based on" if means[2] else "via", words) if words else None


def clause_fits(name: str, tail: str, link: str, purpose: list[str]) -> bool:
    """Tell a clause's purpose purpose_fits takes that names what it is about: no vague word, count or empty head."""
    lower = [w.lower().strip(",.;:()") for w in purpose]
    obj = lower[1:] if link == "to" else lower
    if len(lower) < 2 or link == "for" and lower[0] in _ARTICLES:
        return False  # `for Marmots` says too little, `for the ...` is a detail; an acronym alone is refused below
    if any(w in _VAGUE_ALL and (i == 0 or i == 1 and link == "to" or lower[i - 1] in FUNCTION or
                                CAPS2.fullmatch(purpose[i - 1])) for i, w in enumerate(lower)):
        return False  # `to Fold the Issues in Quilts` (not `Marmot-Ranking Problems`)
    if next((w for w in obj if w not in _ARTICLES), "") in COUNTS:
        return False  # `to Fold Three Quilts`
    specific = [w for w in obj[:-1] if w not in FUNCTION and w not in GENERIC]
    if len(obj) > 1 and norm(obj[-1]) in _EMPTY_OBJECTS and len(specific) < 1 + (obj[0] in _ARTICLES):
        return False  # `to Fold the Sampled Model`, `to Rank the Zephyr Space`
    named = [w for w in purpose[1:] if w.lower() not in FUNCTION and w.lower() not in GENERIC and norm(w) not in
             _EMPTY_HEADS]
    if link == "to" and named and all(CAPS2.fullmatch(w) for w in named):
        return False  # `to Fold the QZM Strategy`: only an acronym says what
    if lower[-1].endswith(_ADJECTIVE_ENDS) or _spells_acronym(name, tail, purpose):
        return False  # `Quilts Compatible | with`; `to Fold Zephyr Marmots` under `QZM`
    if link in ("via", "based on") and not _means_says(lower):
        return False
    return purpose_fits(name, tail, link, purpose)


def _means_says(lower: list[str]) -> bool:
    """Tell a means that says something of its own (not `via a Simple Trick`, `via Two Zephyrs`)."""
    if any(w in _VAGUE_ALL or w in COUNTS or w in _NUMBERS for w in lower):
        return False
    modifiers = [w for w in lower[:-1] if w not in FUNCTION and w not in GENERIC]
    return len(modifiers) >= (2 if norm(lower[-1]) in _EMPTY_MEANS else 1)


def _spells_acronym(name: str, tail: str, purpose: list[str]) -> bool:
    """Tell a purpose whose initials spell the capitals of a title word (`Zephyr Marmots` under `QZM`)."""
    initials = "".join(w[0].upper() for w in purpose if w[:1].isalpha() and w.lower() not in FUNCTION)
    capitals = ("".join(ch for ch in part if ch.isupper()) for w in (name + " " + tail).split() for part in
                _PARTS.split(w))
    return any(len(caps) >= 2 and caps in initials for caps in capitals)


def bare_head(words: list[str]) -> bool:
    """Tell a definite object of two words or fewer (`the Spread`), which needs what a shorter reading cut off."""
    lower = [w.lower() for w in words]
    return bool(lower) and lower[0] == "the" and len([w for w in lower if w not in FUNCTION]) <= 2

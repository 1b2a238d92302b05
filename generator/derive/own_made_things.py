"""Title a paper by the thing its first proposal sentence makes, with what it is for or how it works: for
own_actions.py. `we propose a quilt model for zephyr folding` gives `A Quilt Model for Zephyr Folding`; so do `a quilt
model to fold zephyrs`, `that folds zephyrs`, `designed to fold zephyrs`, `based on zephyr folding` and `of folding
zephyrs`, and a kind of two telling words or more alone takes the old title's field (`A Quilt Model for Marmot
Tessels`). An acronym the old title spelled out is spelled out again (`... for QZ` -> `... for Quilt Zephyrs`, where
the abstract defines `quilt zephyrs (QZ)`).

A name (`the Quilt ...`, capitals with no article, an apposition), a report (`experiments`, `bounds`), a second
contribution (`moreover`, `we also propose`), a proposal after an own sentence that already makes or does something
(`we learn ...`, `this paper provides ...`), a claim (`than`, `state-of-the-art`) and a thing that says little (fewer
than four telling words, or two new to the old title; a cut that drops the old title's words; an open end such as
`the number of`) are refused. A vague kind that only `provides`, `enables` or `allows` is titled by that action.
"""

from __future__ import annotations

import re

from generator.derive.acronym_spellings import spelled
from generator.derive.house_style import MAX_WORDS
from generator.derive.own_action_words import (FUNCTION, MIN_WORDS, NOT_ACTIONS, NOUN_INGS, PAREN, POINTING, TOKEN,
                                               VAGUE_MODS, WORD, action_words, field_tail, norm, prefixes, run_on,
                                               said_twice, stem)
from generator.derive.title_articles import article_for
from generator.derive.verb_forms import base_form

MADE_MOST = 15  # a made thing's words come before its purpose, so it may run a word longer than an action
MIN_ADDS = 2  # telling words a new title must say that the old one does not
MIN_TELLING = 4  # telling words of a made title
TELLING_AFTER = 3  # telling words after a kind or a verb that says nothing itself (`A Method for ...`, `Folding ...`)

_MADE_LEAD = re.compile(r"\b(?:we|this\s+(?:paper|work))\s+(?:\w+ly\s+|first\s+|also\s+|further\s+|then\s+)?"
                        r"(?:here\s+)?(?:propose|introduce|present|develop|design|devise)s?\s+(?:here\s+)?", re.I)
_MADE_TOKEN = re.compile(r"[A-Za-z0-9][\w'’/-]*|[^\w\s]")
_DETS = {"a": "", "an": "", "two": "Two", "three": "Three", "several": "Several"}  # how a title writes each
_DROP_MODS = frozenset("new novel first simple effective yet but conceptually surprisingly elegant innovative "
                       "original very highly extremely carefully and type kind of".split())
_KIND_OF = frozenset("class family type kind set suite series collection variant variants variation variations "
                     "version versions extension extensions generalization generalizations".split())
# Words that name no particular thing: a made thing or a title needs others to tell what it is.
_GENERIC_WORDS = frozenset("method methods approach approaches framework frameworks technique techniques solution "
                           "solutions algorithm algorithms strategy strategies scheme schemes procedure procedures "
                           "mechanism mechanisms methodology pipeline system systems module modules model models "
                           "formulation paradigm protocol network networks class family type kind set suite series "
                           "collection variant variants way tool tools task tasks problem problems learning "
                           "data setting settings alternative alternatives improvement improvements extension "
                           "extensions modification modifications component components idea ideas".split())
_GENERIC_NORMS = frozenset(map(norm, _GENERIC_WORDS))
_NUMBERS = frozenset("one two three four five several multiple many".split())
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]+s?|[A-Z][a-z]?[A-Z][A-Za-z0-9]*s?")
# Verbs that praise, state, only help or only remove a flaw: a made thing's clause on them says nothing it does.
_WEAK_VERBS = frozenset("is are be was were has have had can could may might will would should must achieve achieves "
                        "achieving outperform outperforms enjoy enjoys attain attains exhibit exhibits yield yields "
                        "obtain obtains perform performs show shows demonstrate demonstrates require requires work "
                        "works remain remains seem seems make makes take takes give gives offer offers address "
                        "addresses tackle tackles solve solves overcome overcomes consist consists help helps do does "
                        "go goes surpass surpasses beat beats avoid avoids eliminate eliminates alleviate alleviates "
                        "mitigate mitigates resolve resolves handle handles fix fixes circumvent circumvents not also "
                        "only both further better significantly substantially focus focuses let lets".split())
_NOT_LINK_VERBS = _WEAK_VERBS | NOT_ACTIONS  # a purpose `to ...` or `designed to ...` never opens on them
_COMPLEMENT = frozenset("for to that which designed tailored intended based inspired built grounded of".split())
_CLAIM_WORDS = frozenset("than state-of-the-art sota superior outperforming better best significantly improved "
                         "our we us certain novel popular".split())
# What a report makes: not a contribution a title names (`we present extensive experiments`).
_REPORT_HEADS = frozenset("experiments experiment results result analysis analyses evaluation evaluations study "
                          "studies insights overview survey evidence comparison comparisons observations findings "
                          "discussion perspective perspectives view attempt step bounds guarantees".split())
_SECOND = re.compile(r"^(?:moreover|furthermore|in\s+addition|additionally|also|then|finally|further|besides|next|"
                     r"second|secondly|in\s+particular|specifically)\b|"
                     r"\b(?:also|additionally|further|then|finally)\s+(?:propose|introduce|present|develop|design|"
                     r"devise)", re.I)
_EARLIER = re.compile(r"\b(?:propos|introduc|develop|design|devis)ing\b|\b(?:our|main|key)\s+contributions?\b|"
                      r"\bthe\s+contributions?\s+(?:of|in)\s+this\b", re.I)
_WE_VERB = re.compile(r"\b(?:we|this\s+(?:paper|work|study))\s+(?:\w+ly\s+|first\s+|also\s+|further\s+)?([a-z]+)"
                      r"((?:\s+[\w-]+){0,4})", re.I)
# What a sentence before the proposal may say the paper does without making its main thing there.
_ASIDE_VERBS = frozenset("show shows find finds observe observes argue argues note notes notice study studies consider "
                         "considers investigate investigates examine examines explore explores analyze analyzes "
                         "analyse analyses revisit revisits focus focuses ask asks demonstrate demonstrates prove "
                         "proves believe posit posits hypothesize conjecture identify identifies discover discovers "
                         "begin start aim aims seek seeks want wish are is have has will can would could may might "
                         "must do does need needs address addresses tackle tackles highlight highlights point points "
                         "deduce deduces see theoretically empirically here take takes we our".split())
_REPORT_VERBS = frozenset("provide provides present presents give gives offer offers conduct conducts perform performs "
                          "report reports".split())
_REPORT_OBJ = re.compile(r"\b(?:analys[ie]s|evidence|insights?|study|studies|experiments?|evaluations?|review|"
                         r"overview|survey|explanations?|characterization|understanding)\b", re.I)
_ENABLE = frozenset("allow allows enable enables permit permits let lets help helps".split())
_AGENT_OBJ = frozenset("the us users user one a an them it agents practitioners people".split())
_LINKS_TOO = frozenset(("that", "which"))  # where a made thing's long purpose may be cut back, besides the links
_OPEN_ENDS = frozenset("number amount fraction proportion set subset extent degree way advances progress recent "
                       "existing ideas tools".split())
_CLAUSE_LINKS = ("to", "that", "which")  # the links whose verb says what the made thing does
_GIVE_VERBS = frozenset("provide provides offer offers enable enables allow allows".split())
_LINK_VERB = re.compile(r"to\s+((?:\w+ly|better|further|jointly)\s+)?([a-z]+)\b", re.I)
_REL_VERB = re.compile(r"(?:that|which)\s+(\w+ly\s+)?([a-z]+)\b", re.I)
# `... that achieves the best ...`: a claim, not the work; the made thing's sentence is read up to it.
_WEAK_REL = re.compile(r",?\s+(?:that|which|and)\s+(?:\w+ly\s+|also\s+|can\s+|could\s+|may\s+|will\s+)*(?:is|are|was|"
                       r"were|be|has|have|achieves?|outperforms?|enjoys?|exhibits?|yields?|obtains?|attains?|"
                       r"performs?|works?|remains?|requires?|surpass(?:es)?|beats?|improves?|leads?|results?|shows?|"
                       r"demonstrates?|does|do|offers?|provides?\s+(?:a|an|the|strong|theoretical|provable))\b", re.I)
_DESIGNED = re.compile(r"(?:designed|tailored|intended)\s+(?:for|to\s+(?:\w+ly\s+)?([a-z]+))\b", re.I)
_BASED = re.compile(r"(?:based\s+on|inspired\s+by|built\s+(?:up)?on|grounded\s+in)\b", re.I)
_OF_ING = re.compile(r"of\s+([a-z]+ing)\b", re.I)


def made(title: str, own: list[str], text: str, tail_ok: bool = True) -> list[str] | None:
    """Write what the first proposal sentence of own makes, with its purpose or means, or None (module docstring)."""
    at, lead = next(((k, m) for k, m in enumerate(map(_MADE_LEAD.search, own)) if m), (None, None))
    if lead is None or _SECOND.search(own[at]) or any(_EARLIER.search(s) or _acts(s) for s in own[:at]):
        return None  # no proposal, a second contribution, or the main one named before in another form
    said = own[at][lead.end() :]
    rest = PAREN.sub("", said)
    weak = _WEAK_REL.search(rest)
    rest = rest[: weak.start()] if weak else rest
    thing = _thing(_MADE_TOKEN.findall(rest))
    if thing is None:
        return None
    det, np, nxt = thing
    lead = ([_DETS[det]] if _DETS.get(det) else [article_for(np[0])] if det in ("a", "an") else []) + np
    after = rest[rest.find(np[-1]) + len(np[-1]) :].lstrip()
    read = _complement(det, np, lead, nxt, after)
    if read is None:
        return None
    words, cut, verb = read
    if not informative(np) and verb in _GIVE_VERBS:
        return _given(title, after, verb)  # `a method that provides quilt robustness`: the action reads better
    old = {norm(w) for w in WORD.findall(title)}
    if informative(cut) & old or words and words[-1].lower() in _OPEN_ENDS or words is None:
        return None  # the cut leaves out what the old title says, or what is counted (`the Number of`)
    if not words and len(informative(np)) < 2:
        return None  # a bare kind that tells too little
    return _finished(title, text, np, lead, words or lead, said if tail_ok else None, verb)


def _thing(toks: list[str]) -> tuple[str, list[str], str] | None:
    """Read the made thing's article, its words and the token after them, or None where it is a name or no thing."""
    if not toks:
        return None
    det = toks[0].lower()
    at = 1 if det in _DETS else 0
    if det == "the" and toks[1:2] == ["first"]:
        det, at = "a", 2  # `the first quilt model for ...` reads `A Quilt Model for ...`
    elif det == "the":
        return None  # `we propose the Quilt ...`: a name, not a kind
    while at < len(toks) and toks[at].lower() in _DROP_MODS:
        at += 1
    np: list[str] = []
    while at < len(toks) and len(np) < 7:
        tok, low = toks[at], toks[at].lower()
        if low in _COMPLEMENT and not (low == "of" and np and np[-1].lower() in _KIND_OF) or not tok[0].isalnum():
            break
        if not TOKEN.fullmatch(tok) or low in FUNCTION and low != "of" or low in POINTING or low.endswith("ly"):
            return None
        np.append(tok)
        at += 1
    last = np[-1].lower() if np else "of"
    if last == "of" or len(np) > 6 or last in _KIND_OF or last.endswith(("ing", "ed")) or last in _REPORT_HEADS:
        return None  # cut off, too long, a kind of something, no thing, or a report
    if det not in _DETS and (not last.endswith("s") or any(w[:1].isupper() for w in np)
                             or np[0].lower().endswith(("ing", "ed"))):
        return None  # a bare singular, a name (`we present Quilt Zephyrs`) or an action (`we propose folding quilts`)
    return det, np, toks[at].lower() if at < len(toks) else "."


def _complement(det: str, np: list[str], lead: list[str], nxt: str,
                after: str) -> tuple[list[str] | None, list[str], str] | None:
    """Read the link after the made thing: its words ([] where none follows), what a cut left out, its verb; or None."""
    if nxt in (".", ",", ";", ":"):
        ends = nxt == "." or after.startswith((", which", ", that"))
        return ([], [], "") if ends else None  # not `a quilt model, Zephyr, ...`: an apposition or a list
    verb = ""
    if nxt == "for":
        link, end, extra = ["for"], 4, 2
    else:
        m = _linked(det, np, nxt, after)
        if m is None:
            return None
        link, end, extra = m.group(0).split(), m.end(), 3
        verb = m.group(2).lower() if nxt in _CLAUSE_LINKS else ""
        if nxt in ("that", "which"):
            link[0] = "that"  # `which` reads `that` in a title
    stems = {stem(verb)} if verb else {stem(m.group(1))} if nxt == "of" else set()
    cut: list[str] = []
    links_too = frozenset() if nxt == "of" else _LINKS_TOO
    words = run_on(lead + link, after[end:], stems, len(lead) + extra, links_too, cut, MADE_MOST)
    return words, cut, verb


def _linked(det: str, np: list[str], nxt: str, after: str) -> re.Match[str] | None:
    """Match the link after the made thing, or None where its verb is weak, disagrees or only lets someone act."""
    if nxt == "to":
        m = _LINK_VERB.match(after)
        return m if m and m.group(2).lower() not in _NOT_LINK_VERBS else None
    if nxt in ("designed", "tailored", "intended"):
        m = _DESIGNED.match(after)
        return None if not m or m.group(1) and m.group(1).lower() in _NOT_LINK_VERBS else m
    if nxt in ("based", "inspired", "built", "grounded"):
        return _BASED.match(after)
    if nxt == "of":
        m = _OF_ING.match(after)
        return m if m and m.group(1).lower() not in NOUN_INGS else None
    m = _REL_VERB.match(after) if nxt in _CLAUSE_LINKS else None
    if m is None:
        return None
    verb = m.group(2).lower()
    if verb in _WEAK_VERBS or base_form(verb) in _WEAK_VERBS or verb.endswith(("ing", "ed")):
        return None
    plural = np[-1].lower().endswith("s") and not np[-1].lower().endswith("ss") and det not in ("a", "an")
    if verb.endswith("s") == plural and not verb.endswith("ss"):
        return None  # the verb does not agree with the thing: not the thing's clause
    obj = after[m.end() :].split()[:1]
    return None if verb in _ENABLE and obj and obj[0].lower() in _AGENT_OBJ else m  # not `that lets the user ...`


def _given(title: str, after: str, verb: str) -> list[str] | None:
    """Title a vague kind by what it provides, enables or allows, or None where that is an agent or says too little."""
    obj = after[after.lower().index(verb) + len(verb) :]
    first = obj.split()[:1]
    if first and (first[0].lower() in _AGENT_OBJ or first[0].lower().endswith("ing")):
        return None  # `Enabling Folding ...`, `Allowing the User ...`
    words = action_words([base_form(verb)], obj)
    if not words:
        return None
    words = words + field_tail(title, words)
    return words if adds(title, words) >= MIN_ADDS and len(informative(words[1:])) >= TELLING_AFTER else None


def _finished(title: str, text: str, np: list[str], lead: list[str], words: list[str], after_lead: str | None,
              verb: str) -> list[str] | None:
    """Finish a made title with its spellings, article and field, or None where it claims or tells too little."""
    words = spelled(words, title, text)
    if words[0] in ("A", "An"):
        words = [article_for(words[1]), *words[1:]]
    tail = field_tail(title, words) if after_lead is not None else []  # no field for a title from the opening
    written = {norm(w) for w in WORD.findall(after_lead or "")}
    if any(norm(w) in written or any(w.lower() in p.lower().split("-")[1:] for p in words if "-" in p)
           for w in tail[1:]):
        tail = []  # the sentence itself says how the field relates (`... that resist zephyr folding`)
    words = words + tail
    if any(w.lower() in _CLAIM_WORDS for w in words) or not MIN_WORDS <= len(words) <= MAX_WORDS \
            or said_twice(words):
        return None
    if not informative(np) and len(informative(words[len(lead) :])) < TELLING_AFTER:
        return None  # `A Method for Folding`: the kind says nothing, so the complement must say enough
    if adds(title, words) < MIN_ADDS or words == lead or len(informative(words)) < MIN_TELLING:
        return None  # the old title's words again, or a bare kind with no field
    return None if verb and norm(verb)[:5] in prefixes(np) else words  # not `A Quilt Folder That Folds ...`


def _acts(sentence: str) -> bool:
    """Tell a sentence that says the paper makes or does something (`we learn quilts`), not what it studies or shows."""
    for m in _WE_VERB.finditer(sentence):
        verb = m.group(1).lower()
        if verb not in _ASIDE_VERBS and not (verb in _REPORT_VERBS and _REPORT_OBJ.search(m.group(2))):
            return True
    return False


def informative(words: list[str]) -> set[str]:
    """Collect the telling words: no link, praise, generic kind, weak verb, count, adverb or acronym (`QZ`)."""
    return {n for w in words  # each word lowered and folded once, the fold only where the cheap tests pass
            if (low := w.lower()) not in FUNCTION and low not in VAGUE_MODS and low not in _GENERIC_WORDS
            and low not in _WEAK_VERBS and TOKEN.fullmatch(w) and (n := norm(w)) not in _GENERIC_NORMS
            and low not in _NUMBERS and not low.endswith("ly") and not _ACRONYM.fullmatch(w)}


def adds(title: str, words: list[str]) -> int:
    """Count the telling words the new title says that the old one does not."""
    return len(informative(words) - {norm(w) for w in WORD.findall(title)})

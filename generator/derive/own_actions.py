"""Swap a title taken from the abstract's background for what the paper's own proposal sentence says it does or makes:
`Marmot Tessels`, from `Marmot tessels are widely used ...`, becomes `Folding Quilts into Zephyr Space for Marmot
Tessels` where the first proposal sentence says `we propose to fold quilts into zephyr space`, `we present a simple
method that folds quilts into zephyr space`, `we introduce a framework for folding quilts ...` or `we aim to fold
quilts ...`. Where it writes no such action, the title is what the sentence makes (`we propose a quilt model for
zephyr folding`: own_made_things.py), then the means after an aim that only points back (`Zephyr Estimation by Folding
Quilts`, from `we propose a framework to solve this problem by folding quilts`), then the problem the paper's own
sentence studies (`we consider the problem of folding quilts under marmots`).

Only an unnamed title is read, every content word of it written before the abstract's first sentence of its own work
(`we`, `our`, `this paper`, `here`), its head never called the paper's own (`we develop quilt folding`, `our quilt
folding`); where an own `we propose` or `we study` sentence writes all its words too, the new title keeps them all and
adds two telling words. A short title of an abstract that opens on its own work is written on with the made thing
where that keeps every word and adds three (`Quilt Folding` -> `A Quilt Model for Zephyr Folding in Marmot Spaces`).
The proposal must write the action right after its verb: `to VERB`, a gerund, or, after a kind only vague words modify
(`a simple yet effective method`), `that VERBs`, `to VERB` or `for VERBing`; verbs that praise or only aim (`achieves`,
`develop`, `solve`) and objects that point back (`the problem`) are refused, and own_action_words.py cuts the words.
Blind readers preferred the first titles 140 to 0 (1 the same) on 47 papers, three verdicts a paper: faithful/weak/
poor 5/75/61 -> 116/25/0; and the titles the made thing, the opening proposal, the looser action words, the means and
the problem added 205 to 2 (3 the same) on 70 more: 8/135/67 -> 189/18/3.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.own_action_words import (FUNCTION, NOT_ACTIONS, NOUN_INGS, VAGUE_MODS, WORD, action_words,
                                               field_tail, norm, run_on, said_twice, stem)
from generator.derive.own_made_things import MIN_ADDS, TELLING_AFTER, adds, informative, made, spelled
from generator.derive.title_casing import title_case
from generator.derive.verb_forms import base_form

MIN_CONTENT = 3  # content words after the gerund, the field included: `Folding Quilts` names no work
OWN_BEFORE_CHARS = 40  # how far before the title's head the abstract may call it its own
OWN_FIRST_MOST = 8  # words of a title from the opening proposal at most: a longer one says what it is for already
OWN_FIRST_ADDS = 3  # telling words it must add (`... Applied to Zephyrs` adds too little)

_SENTENCE_END = re.compile(r"[.!?]\s*(?=[A-Z])")  # a stop and the spaces after it, before a capital
# The lookahead tries the first letters of all the words at once: the search runs a third faster.
_OWN_MARK = re.compile(r"\b(?=[wouth])(?:we|our|us|this\s+(?:paper|work|study|article|note)|here)\b", re.I)
_HEAD_SPLIT = re.compile(r"\s+(?:for|in|of|on|with|via|under)\s+")
# Read on lower-cased prose: what comes right before a phrase the paper calls its own.
_OWN_BEFORE = re.compile(r"(?:\b(?:we|this\s+(?:paper|work))\s+(?:\w+ly\s+)?(?:propose|introduce|present|develop|"
                         r"design|call|term|name|dub)s?\s+(?:(?:a|an|the)\s+)?(?:(?:new|novel|simple)\s+)?|"
                         r"\bour\s+(?:(?:new|novel|proposed)\s+)?|\b(?:called|named|dubbed|termed)\s+)$")
_STUDY = re.compile(r"\b(?:we|this\s+(?:paper|work|study))\s+(?:\w+ly\s+)?(?:study|studies|consider|considers|"
                    r"investigate|investigates|examine|examines|explore|explores|analy[sz]es?|focus|focuses|"
                    r"revisit|revisits)\b", re.I)

_KINDS = (r"(?:method|approach|framework|technique|solution|algorithm|strategy|scheme|procedure|way|mechanism|"
          r"methodology|pipeline|system|module|objective|formulation|paradigm|protocol|model|network)s?")
_MODS = r"(?P<mods>(?:[A-Za-z][\w'-]*,?\s+){0,4}?)"
_DET = r"(?:a|an|the|two|several)\s+"
_ADV = r"(?:\w+ly\s+)?"
_LEAD = r"\b(?:we|this\s+(?:paper|work))\s+(?:\w+ly\s+)?(?:propose|introduce|present|develop|design)s?\s+"
_AIM = (r"\b(?:we\s+(?:aim|seek|set\s+out|strive)|(?:this|our)\s+(?:paper|work)\s+aims|our\s+(?:goal|aim)\s+is|"
        r"the\s+(?:goal|aim)\s+of\s+this\s+(?:paper|work)\s+is)\s+")
_PROPOSAL = re.compile(r"\b(?=[wto])(?:" + _LEAD + "|" + _AIM + r"to\b)", re.I)  # first letters tried at once
# The action after the lead, one named group a way of writing it, each with the prose after its verb (`..._x`).
_ACTION = re.compile(
    r"(?:" + _AIM + r"to\s+" + _ADV + r"(?P<aim>[a-z]+)\s+(?P<aim_x>.*)"
    r"|" + _LEAD + r"(?:"
    r"to\s+" + _ADV + r"(?P<to>[a-z]+)\s+(?P<to_x>.*)"
    r"|(?P<ger>[a-z]+ing)\s+(?P<ger_x>.*)"
    r"|" + _DET + _MODS + _KINDS + r"(?:"
    r",?\s+(?:that|which)\s+(?:,[^,.;]{1,60},\s+)?" + _ADV + r"(?:(?P<rel>[a-z]+s)|(?:can|could|will|may)\s+"
    + _ADV + r"(?:almost\s+)?(?P<relm>[a-z]+))\s+(?P<rel_x>.*)"
    r"|\s+to\s+" + _ADV + r"(?P<kto>[a-z]+)\s+(?P<kto_x>.*)"
    r"|\s+for\s+(?P<kfor>[a-z]+ing)\s+(?P<kfor_x>.*)"
    r")))", re.I)
_KEYS = ("aim", "to", "ger", "rel", "relm", "kto", "kfor")
_BOTH = re.compile(r"([a-z]+)\s+(and\s+[a-z]+\s+.*)", re.S)  # `to both fold and unfold quilts`
_SECOND_VERB = re.compile(r"and\s+([a-z]+)\s+(.*)", re.S)  # `to fold and unfold quilts`
_NEW_THING = re.compile(r"(?:a|an)\s+(?:new|novel)\b", re.I)  # `Studying a New Class of ...` names no action
_PROBLEM_OBJ = re.compile(r"(?:the|this|these|such|both)\s+(?:problems?|issues?|challenges?|limitations?|shortcomings?|"
                          r"drawbacks?|difficult(?:y|ies)|questions?|bottlenecks?|gaps?|concerns?)(?:\s+(?:by|with|via|"
                          r"through|using|in|and)\b|\s*[,.;]|$)", re.I)
_TASK_END = re.compile(r"(?:tion|sion|sis|ing|ment)s?$")  # a title naming a task: `Zephyr Estimation`
_TASK_LINKS = frozenset("for of and with by via".split())  # a title naming more than a task
# The means after an aim that only points back: `we propose a framework to solve this problem by folding quilts`.
_BY_MEANS = re.compile(r"\b(?:address|solve|tackle|resolve|overcome|alleviate|mitigate|handle|circumvent|remedy)\s+"
                       r"(?:the|this|these|such|both|this\s+key|the\s+above)\s+(?:[\w-]+\s+)?(?:problems?|issues?|"
                       r"challenges?|limitations?|difficult(?:y|ies)|shortcomings?|drawbacks?|bottlenecks?)\s+by\s+"
                       r"(?P<ger>[a-z]+ing)\s+(?P<x>.*)", re.I)
_PROBLEM_OF = re.compile(r"\b(?:we|this\s+(?:paper|work|study))\s+(?:\w+ly\s+)?(?:study|studies|consider|considers|"
                         r"examine|examines|investigate|investigates|address|addresses|tackle|tackles|focus\s+on|"
                         r"focuses\s+on|revisit|revisits|formulate|formulates)\s+(?:the|a|an)\s+(?:[\w-]+\s+)?"
                         r"(?:problem|task|question|challenge)\s+of\s+(?P<ger>[a-z]+ing)\s+(?P<x>.*)", re.I)


def own_action_said(title: str, text: str) -> str:
    """Swap a background title for what the paper's first proposal sentence says it does (see the module docstring)."""
    if ": " in title:
        return title  # a named title names the work already
    said = [w for w in WORD.findall(title) if w.lower() not in FUNCTION]
    prose = text.strip()
    mark, cut = _OWN_MARK.search(prose), _SENTENCE_END.search(prose)
    if not said or not mark or not cut:
        return title  # no words, or an abstract of one sentence or that never speaks of its own work
    if mark.start() < cut.start():  # the abstract opens on the paper's own work (the mark never spans sentences)
        return _own_first(title, said, prose, text)
    if not _may_write(said, prose[: mark.start()]):
        return title  # the background ends before the first own mark, so what is missing there is missing from it
    sentences = _sentences(prose)
    own = next(i for i, s in enumerate(sentences) if _OWN_MARK.search(s))
    if not _writes(said, " ".join(sentences[:own])) or _head_owned(title, text):
        return title
    keep = _said_own(said, sentences[own:])
    for rule in (_action_title, made, _by_means, _problem_of):
        words = rule(title, sentences[own:], text)
        if words and (not keep or _keeps(said, words) and adds(title, words) >= MIN_ADDS):
            return title_case(words)
    return title


def _sentences(prose: str) -> list[str]:
    """Split stripped prose into its sentences, each with its stop."""
    out, start = [], 0
    for end in _SENTENCE_END.finditer(prose):  # matching the stop, not a lookbehind, lets re skip on to the next one
        out.append(prose[start : end.start() + 1])
        start = end.end()
    return [s for s in out + [prose[start:]] if s]


def _own_first(title: str, said: list[str], prose: str, text: str) -> str:
    """Write a short title on with the thing the opening proposal makes, where that keeps every word of it."""
    if len(title.split()) > OWN_FIRST_MOST:
        return title
    words = made(title, _sentences(prose), text, tail_ok=False)
    if not words or not _keeps(said, words) or adds(title, words) < OWN_FIRST_ADDS:
        return title
    return title_case(words)


def _may_write(said: list[str], prose: str) -> bool:
    """Tell whether prose may write every word said, a quick test that each word's fold but its last letter is in it."""
    # A fold bar its last letter begins its word's lowered, unhyphenated form (norm cuts `s`, `es`, `ies` + `y` only).
    flat = prose.lower().replace("-", "").replace("’", "'")
    return all(norm(w)[:-1] in flat for w in said)


def _writes(said: list[str], prose: str) -> bool:
    """Tell whether prose writes every word said, folded by norm."""
    if not _may_write(said, prose):
        return False
    initials = {w[0].lower() for w in said}  # a fold starts with its word's first letter, lowered
    written = {norm(w) for w in set(WORD.findall(prose)) if w[0].lower() in initials}
    return all(norm(w) in written for w in said)


def _keeps(said: list[str], words: list[str]) -> bool:
    """Tell words that keep every word said."""
    kept = {norm(w) for w in words}
    return all(norm(w) in kept for w in said)


def _head_owned(title: str, text: str) -> bool:
    """Tell a title whose head of two words or more the abstract calls the paper's own (`we develop quilt folding`)."""
    head = _HEAD_SPLIT.split(title, maxsplit=1)[0].lower()
    if len(head.split()) < 2:
        return False
    low = text.lower()
    at = low.find(head)
    while at >= 0:
        # A slice, not search's bounds: the `\b` at its start must hold at the cut as well.
        if _OWN_BEFORE.search(low[max(0, at - OWN_BEFORE_CHARS) : at]):
            return True
        at = low.find(head, at + 1)
    return False


def _said_own(said: list[str], own: list[str]) -> bool:
    """Tell a title whose words an own sentence up to the first proposal writes (`we study quilt folding`)."""
    for sentence in own:
        lead = _PROPOSAL.search(sentence)
        if lead or _STUDY.search(sentence):
            if _writes(said, sentence):
                return True
        if lead:
            return False
    return False


def _action_title(title: str, own: list[str], text: str) -> list[str] | None:
    """Write the action the first proposal sentence of own states, with the old title's field, or None."""
    proposal = next((s for s in own if _PROPOSAL.search(s)), None)
    action = proposal and _action(proposal)  # only the first proposal: a later one is a detail of the method
    words = action and action_words(*action)
    if not words:
        return None
    words += field_tail(title, words)
    return words if sum(w.lower() not in FUNCTION for w in words[1:]) >= MIN_CONTENT else None


def _action(sentence: str) -> tuple[list[str], str] | None:
    """Read the one or two verbs of the proposal's action and the prose after them, or None where none is read."""
    m = _ACTION.search(sentence)
    if m is None or any(w.strip(",") not in VAGUE_MODS for w in (m["mods"] or "").lower().split()):
        return None  # no action this mend reads, or a kind whose modifiers say what the action would lose
    key = next(g for g in _KEYS if m[g])
    verb, rest = m[key].lower(), m["rel_x" if key == "relm" else key + "_x"]
    if key == "ger" and verb in NOUN_INGS or verb == "developing":
        return None  # a thing's name, or `developing`, which only aims as `develop` does
    if verb == "both":
        both = _BOTH.match(rest)
        if not both:
            return None
        verb, rest = both.groups()
    if verb in NOT_ACTIONS:
        return None
    verbs = [base_form(verb) if key == "rel" else verb]
    second = _SECOND_VERB.match(rest)
    if second:
        if second[1] in NOT_ACTIONS or second[1] in FUNCTION or key == "rel" and not second[1].endswith("s"):
            return None
        verbs.append(base_form(second[1]) if key == "rel" else second[1])
        rest = second[2]
    if verbs[0] == "study" and _NEW_THING.match(rest) or _PROBLEM_OBJ.match(rest):
        return None  # `Studying a New Class of ...`, or an object that points back (`to solve the problem by ...`)
    return verbs, rest


def _by_means(title: str, own: list[str], text: str) -> list[str] | None:
    """Write a task title on with the means after an aim that only points back (`... by Folding Quilts`), or None."""
    old = title.split()
    first, last = old[0].lower(), old[-1].lower()
    task = first.endswith("ing") and first not in NOUN_INGS or _TASK_END.search(last) and len(old) <= 5 \
        and last != "learning"
    if not task or _TASK_LINKS.intersection(w.lower() for w in old):
        return None  # a title naming no task, or more than one, has no place for a means
    m = _BY_MEANS.search(next((s for s in own if _PROPOSAL.search(s)), ""))
    means = m.group("ger").lower() if m else ""
    if not means or means in NOUN_INGS or means[:-3] in NOT_ACTIONS:
        return None  # no means, a thing's name, or a verb that only praises
    words = run_on([means], m.group("x"), {stem(means)}, 2)
    if not words or len(informative(words)) < 2:
        return None  # a means of fewer than two telling words
    words = old + ["by"] + spelled(words, title, text)
    return None if len(words) > MAX_WORDS or said_twice(words) else words


def _problem_of(title: str, own: list[str], text: str) -> list[str] | None:
    """Write the problem an own sentence studies (`the problem of folding quilts`) with the old field, or None."""
    m = next(filter(None, map(_PROBLEM_OF.search, own)), None)
    if m is None:
        return None
    action = m.group("ger").lower()
    if action in NOUN_INGS and action != "learning" or action[:-3] in NOT_ACTIONS:
        return None  # a thing's name, or a verb that only praises or states (`Performing ...`)
    words = run_on([action], m.group("x"), {stem(action)}, 2)
    if not words:
        return None
    words = spelled(words, title, text)
    words += field_tail(title, words)
    if len(informative(words[1:])) < TELLING_AFTER or adds(title, words) < MIN_ADDS or len(words) > MAX_WORDS:
        return None
    return words

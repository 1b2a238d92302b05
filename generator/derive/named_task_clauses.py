"""Read the phrases around a name in a sentence that gives it, for named_tasks.py: the kind the name is given (`QZ, a
marmot ranking method`, `a marmot ranking method called QZ`, `QZ is a marmot ranking approach`), and what the clause
after that kind or the name says the work is for: `QZ, a method that folds marmots` / `a new method called QZ for
marmot folding` / `QZ (...), which folds marmots` / `QZ is proposed to fold marmots` -> `to Fold Marmots`; `that
enables marmot folding` -> `for Marmot Folding`; `that uses tessels to fold marmots` -> `to Fold Marmots`; `an approach
to the marmot balance problem` -> `for Marmot Balance`; `by stitching zephyr quilts` -> `by Stitching Zephyr Quilts`;
a purpose between the kind and the name (`a new method to fold marmots: Quilt Zephyr (QZ)`) or in an aim opening the
sentence (`To fold marmots, we present QZ`). A clause whose verb only says the work is used, built or good (`which
leverages`, `that consists of`, `which outperforms`) says nothing of what it is for.

A title may take such a purpose unless it says too little (a verb on a short definite object, `to Fold the Marmots`,
or on generic words only, `to Fold Features`), spells a title acronym out again (`QZ: ... to Fold Quilt Zephyrs`), says
a word of its own twice, the name or the tail's acronym, or says a title word again other than once, neither the
tail's head nor the purpose's first word, with two telling words of its own besides (`QZ: Quilt Zephyr to Stitch Quilt
Marmot Tessels`; of 42 such titles, 20 say a title word again).
"""

from __future__ import annotations

import re

from generator.derive.named_task_words import (EMPTY_VERBS, FUNCTION, GENERIC, GOOD, PUNCT, STOPS, base_verb,
                                              whole_purpose)

STEM = 5  # letters two words share to be one word said twice

KIND = (r"(?:method|approach|framework|algorithm|technique|strategy|scheme|model|architecture|procedure|pipeline"
        r"|system|tool|toolkit|mechanism|module|network|estimator|solver|protocol|paradigm|objective|regularizer"
        r"|metric|measure|criterion|score|loss|recipe|formulation|methodology|sampler|optimizer|planner|controller"
        r"|layer|unit|operator|detector|classifier|encoder|decoder|generator|regularization)s?")
WORD = r"[A-Za-z][\w'-]*"
_DASHES = r",|:|\s--?-?\s|\u2014|\u2013"  # what sets a kind off after a name
# The kind the name is given: after it (`QZ, a marmot ranking method`), before it (`a marmot ranking method called
# Quilt Zephyr (QZ)`), or as what it is (`QZ is a marmot ranking approach`, where IS_PREFIX is all before the name).
KIND_AFTER = re.compile(r"\)?\s*(?:\([^()]{1,60}\))?\s*(?:" + _DASHES + r")\s*(?:which\s+is\s+)?(?:a|an)\s+"
                        r"((?:" + WORD + r",?\s+){1,7}?)" + KIND + r"(?![\w-])")
KIND_BEFORE = re.compile(r"\b(?:a|an)\s+((?:" + WORD + r",?\s+){1,7}?)" + KIND +
                         r"\s*,?\s*(?:(?:called|named|dubbed|coined|termed|namely|referred\s+to\s+as|which\s+we\s+"
                         r"(?:call|term|dub|name)|we\s+(?:call|term|dub|name))\s+)?(?:[^\s.;:()]+\s+){0,8}?\(?$")
IS_PREFIX = re.compile(r"(?:(?:The|Our)\s+(?:[\w-]+\s+){0,3}?)?(?:[\w-]+\s+){0,6}?\(?$")
KIND_IS = re.compile(r"\)?\s+(?:is|provides|offers|constitutes|serves\s+as)\s+(?:a|an)\s+((?:" + WORD +
                     r",?\s+){1,7}?)" + KIND + r"(?![\w-])")
# Where the clause after a name starts: past its kind written after it (`QZ -- a quilt method`), right after it (`the
# QZ framework`, `QZ method, a zephyr model`) or a passive own verb (`QZ is proposed`), else past an aside in brackets.
_KIND_NEXT = re.compile(r"\)?[*_]?\s*(?:" + _DASHES + r"|---)\s*(?:which\s+is\s+)?(?:a|an)\s+(?:" + WORD +
                        r",?\s+){0,7}?" + KIND + r"(?![\w-])")
_KIND_RIGHT = re.compile(r"\)?[*_]?\s*" + KIND + r"(?![\w-])(?:\s*,\s*(?:a|an)\s+(?:" + WORD + r",?\s+){0,7}?" + KIND +
                         r"(?![\w-]))?")
_PASSIVE = re.compile(r"\)?[*_]?\s*(?:" + KIND + r"\s+)?(?:is|are)\s+(?:then\s+|further\s+|thus\s+)?(?:proposed"
                      r"|introduced|presented|developed|designed|devised)(?:\s+in\s+this\s+(?:paper|work))?"
                      r"(?=\s+(?:to|for)\s)")
_ASIDE_AFTER = re.compile(r"\)?\s*(?:\([^()]{1,60}\))?")
_ACRONYM = re.compile(r"\s*\((?:[A-Za-z][\w-]{0,11}|[A-Z][\w-]*\s+for\s+short)\)")  # `(QZ)`, `(QZ for short)`
_FOR_SHORT = re.compile(r"^\s+for\s+short\)")  # `Quilt Zephyr (QZ for short)` given as `QZ`
# An own verb right before the name, no kind between (`we propose Quilt Zephyr (QZ)`, `by proposing the QZ`).
_OWN_BEFORE = re.compile(r"(?<![\w-])(?:propose|introduce|present|develop|design|devise|suggest)(?:s|d|ing)?\s+"
                         r"(?:the\s+|a\s+|an\s+)?(?:(?!(?:for|to|that|which|with|by|on|in|of|a|an|the|called"
                         r"|named|dubbed|termed)\b)[^\s.;:,]+\s+){0,6}?\(?$", re.I)
# A purpose between the kind and the name: `we propose a new method to fold marmots: Quilt Zephyr (`.
_PURPOSE_FIRST = re.compile(r"(?<![\w-])(?:propose|introduce|present|develop|design|devise|suggest)(?:s|d|ing)?\s+"
                            r"(?:a|an)\s+(?:" + WORD + r",?\s+){0,6}?" + KIND + r"(?![\w-])\s+((?:for|to)\s+[^:;()]"
                            r"{8,140}?)\s*(?:" + _DASHES + r"|---)\s*(?:(?:called|named|dubbed|termed|coined"
                            r"|namely|which\s+we\s+(?:call|term|name|dub))\s+)?(?:the\s+)?(?:[^\s.;:,]+\s+){0,6}?\(?$",
                            re.I)
# An aim that opens the sentence: `To fold marmots, we present`.
_AIM_FIRST = re.compile(r"(?:In\s+order\s+to|To)\s+((?:[a-z]+ly\s+)?[a-z]+\s+[^,;:()]{5,120}?),\s*(?:(?:in\s+this"
                        r"|here)\s+(?:paper|work)?\s*,?\s*)?(?:we|this\s+(?:paper|work))\s+(?:[a-z]+\s+)?(?:propose"
                        r"|introduce|present|develop|design|devise)[sd]?\b")
# A sentence opening on the name that says what it aims at: `Our QZ method aims to fold marmots`.
AIM_PREFIX = re.compile(r"(?:The\s+|Our\s+)?(?:[\w-]+\s+)?\(?$")
AIMS = re.compile(r"\)?\s+(?:(?:[a-z]+\s+)?(?:framework|method|approach|model|algorithm)\s+)?(?:aims|seeks|strives)"
                  r"(?=\s+to\s)")
# What the clause says: `by Xing ...`, `for ...`, `to ...`, `that/which [can] [adverb] Xs ...`.
_BY = re.compile(r"\s*,?\s*by\s+([a-z]+ing)\s+(.*)$", re.S)
_PURPOSE_AT = re.compile(r"\s*,?\s*(?:(?:called|named|dubbed|termed)\s+\S+\s*,?\s*)?(?:(?:which|that)\s+(?:(?:can"
                         r"|could|is\s+able\s+to)\s+)?(?:[a-z]+ly\s+)?(?P<verb>[a-z]+)\s+"
                         r"|(?P<link>for|to)\s+(?:[a-z]+ly\s+)?)(?P<text>.*)$", re.S)
# What the work is built on says how, not what for: `a method based on quilt maps that folds ...` is read past it.
_BUILT_ON = re.compile(r"\s*,?\s*(?:(?:based|built|relying|grounded)\s+(?:solely\s+|only\s+)?(?:on|upon)"
                       r"|inspired\s+by|derived\s+from)\s+(?:[\w-]+\s+){1,6}?(?=(?:that|which|to|for)\s)")
_PROBLEM = re.compile(r"(?:(?:solve|address|tackle|handle)\s+)?(?:the|this)\s+((?:(?!and\b|or\b)[\w-]+\s+){1,4}?)"
                      r"(?<!al\s)(?<!ing\s)(?<!ive\s)(?<!ous\s)(?<!ic\s)(?<!ble\s)(?<!ed\s)(?:problem|task)s?\b")
_MEANS_THEN = re.compile(r"(?:[\w'-]+\s+){1,8}?to\s+(?=[a-z])")  # `that uses quilts to [fold marmots]`
# Verbs that only say the work is used, built or good, not what it is for.
_HOLLOW = EMPTY_VERBS | frozenset((
    "consist comprise contain include leverage utilize utilise employ exploit adopt rely require build operate follow "
    "take consider extend introduce incorporate integrate combine unify outperform surpass provide offer give yield "
    "lead strive bring come apply tie inherit need admit enjoy reach exhibit exist lie serve act run call refer name "
    "term mean represent view cast treat first then also further motivate guarantee ensure possess attain").split())
_AGAINST = frozenset("mitigate alleviate overcome remedy tackle handle reduce avoid prevent eliminate".split())
_ENABLES = frozenset("enable enables allow allows perform performs facilitate facilitates support supports".split())
_USES = frozenset("use leverage utilize utilise employ exploit adopt".split())
_PERSONS = frozenset("us users one practitioners people them it models agents".split())  # `for users to ...`
_PARTS = re.compile(r"[-\s/]")  # a title's words and their parts
_WORD_PARTS = re.compile(r"[-/]")
_TOKEN = re.compile(r"[\w-]+")


def naming_purpose(before: str, after: str) -> tuple[str, list[str]] | None:
    """Read what the sentence giving a name says the work is for: after the name or its kind, before it, or its aim."""
    after = _ACRONYM.sub("", _FOR_SHORT.sub(")", after))
    rest = None
    kind = _PASSIVE.match(after) or _KIND_NEXT.match(after) or _KIND_RIGHT.match(after)
    if kind:
        rest = after[kind.end():]
    elif KIND_BEFORE.search(before) or _OWN_BEFORE.search(before):
        end = _ASIDE_AFTER.match(after).end()
        for pattern in (_KIND_RIGHT, _KIND_NEXT):  # `a ... method called Quilt Zephyr (QZ) framework, a ... model`
            kind = pattern.match(after, end)
            end = kind.end() if kind else end
        rest = after[end:]
    elif IS_PREFIX.fullmatch(before) and (kind := KIND_IS.match(after)):
        rest = after[kind.end():]
    found = clause_purpose(rest) if rest is not None else None
    if not found and (first := _PURPOSE_FIRST.search(before)):
        found = clause_purpose(f" {first[1]}.")
    if not found and (aim := _AIM_FIRST.match(before)):
        found = clause_purpose(f" to {aim[1]}.")
    return found


def clause_purpose(rest: str) -> tuple[str, list[str]] | None:
    """Read what the clause right after a kind or a name says the work is for, as a link and its words."""
    rest = _ACRONYM.sub("", rest)
    if built := _BUILT_ON.match(rest):
        rest = " " + rest[built.end():]
    if by := _BY.match(rest):
        words = None if _hollow(by[1]) else whole_purpose(by[2])
        return ("by", [by[1], *words]) if words and len(words) >= 2 else None
    clause = _PURPOSE_AT.match(rest)
    if not clause:
        return None
    if clause["link"]:
        return _linked(clause["link"], clause["text"])
    verb, text = clause["verb"], clause["text"]
    if verb in _ENABLES:  # `that enables marmot folding` -> `for Marmot Folding`
        words = whole_purpose(text)
        if not words or any(w.lower() in ("to", "us") for w in words) or words[0].lower() in _PERSONS:
            return None
        words = words[1:] if words[0].lower() in ("the", "a", "an") else words
        return ("for", words) if len(words) >= 2 else None
    base = base_verb(verb)
    if base in _USES:
        means = _MEANS_THEN.match(text)
        if not means or PUNCT.search(means[0]) or any(w.lower() in STOPS for w in means[0].split()[:-1]):
            return None
        return clause_purpose(" to " + text[means.end():])
    words = whole_purpose(text) if base and base not in _HOLLOW else None
    return ("to", [base, *words]) if words else None


def _linked(link: str, text: str) -> tuple[str, list[str]] | None:
    """Read the purpose after a kind's `for` or `to`: a problem it names, a phrase, or a verb saying what it does."""
    if problem := _PROBLEM.match(text):
        words = whole_purpose(problem[1])
        return ("for", words) if words and len(words) >= 2 else None
    words = whole_purpose(text)
    if not words:
        return None
    first = words[0].lower()
    if link == "for":
        refused = first in ("a", "an", "the") or first in _PERSONS or first.endswith("ing") and _hollow(first)
        return None if refused else ("for", words)
    if len(words) < 2 or not words[0].isalpha() or not words[0].islower():
        return None
    if first in _AGAINST or first == "achieve" and not any(w.lower() in GOOD for w in words[1:]):
        return "to", words  # `to mitigate marmot drift`, `to achieve tessel balance`
    deed = first not in _HOLLOW and first not in FUNCTION and not first.endswith(("ing", "ed", "ly", "tion"))
    return ("to", words) if deed else None


def _hollow(gerund: str) -> bool:
    """Tell a gerund of a hollow verb: `using`, `leveraging`, `running`."""
    stem = gerund[:-3]
    return stem in _HOLLOW or stem + "e" in _HOLLOW or stem[:-1] in _HOLLOW


def said_twice(title: str, words: list[str]) -> bool:
    """Tell a purpose that says a stem of the title, the name or a word of its own twice."""
    name, _, tail = title.partition(": ")
    seen = {p.lower()[:STEM] for part in (name, tail) for p in _PARTS.split(part) if p and p.lower() not in FUNCTION}
    for word in words:
        for p in _WORD_PARTS.split(word):
            if not p or p.lower() in FUNCTION:
                continue
            if p.lower()[:STEM] in seen or p.lower() == name.lower():
                return True
            seen.add(p.lower()[:STEM])
    return False


def refused_again(title: str, link: str, words: list[str]) -> bool:
    """Tell a purpose read here that the title may not take (see the docstring)."""
    if _thin(link, words, title):
        return True
    name, _, tail = title.partition(": ")
    parts = [p for part in (name, tail) for p in _PARTS.split(part) if p and p.lower() not in FUNCTION]
    have, prefixes = {_plain(p) for p in parts}, {p.lower()[:STEM] for p in parts}
    tail_parts = _PARTS.split(tail)
    initials = "".join(p[0] for p in tail_parts if p and p.lower() not in FUNCTION).upper()
    seen: set[str] = set()
    again, fresh = [], 0
    for i, word in enumerate(words):
        for p in _WORD_PARTS.split(word):
            if not p or p.lower() in FUNCTION:
                continue
            stem = _plain(p)
            if stem in seen or p.lower() == name.lower() or len(p) >= 2 and p.isupper() and p == initials:
                return True
            seen.add(stem)
            if stem in have or p.lower()[:STEM] in prefixes:
                again.append((i, stem))
            elif p.lower() not in GENERIC:
                fresh += 1
    if not again:
        return False
    (i, stem), first = again[0], next(j for j, w in enumerate(words) if w.lower() not in FUNCTION)
    return len(again) > 1 or fresh < 2 or stem == _plain(tail_parts[-1]) or i == first


def _thin(link: str, words: list[str], title: str) -> bool:
    """Tell a purpose that says too little: `to Fold the Marmots`, `to Fold Features`, a title acronym spelled out."""
    low = [w.lower() for w in words]
    if link == "to" and (3 <= len(low) <= 4 and low[1] == "the" or all(w in GENERIC or w in FUNCTION for w in low[1:])):
        return True
    initials = "".join(w[0].upper() for w in words if w.lower() not in FUNCTION)
    return any(len(caps) >= 2 and caps in initials
               for caps in ("".join(c for c in token if c.isupper()) for token in _TOKEN.findall(title)))


def _plain(word: str) -> str:
    """Stem a word blind to its plural: `goals` and `goal` -> `goal`, `queries` -> `query`."""
    word = word.lower()
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word[:STEM]

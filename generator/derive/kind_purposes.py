"""Say what a named work is for where the title only spells its name out and the sentence that introduces the name
writes the purpose as `for X` on the name's kind phrase: `QZ: Quilt Zephyr` says `QZ: Quilt Zephyr for Marmot
Alignment` where the abstract writes `we propose a new tessel method for marmot alignment, called Quilt Zephyr (QZ)`,
and `QZT: Quilt Zephyr with Tessels` says `... for Marmot Alignment` after `we introduce Quilt Zephyr with Tessels
(QZT), the first algorithm for marmot alignment`.

name_purposes.py misses both: it counts a `for` between the own verb and the name as the verb governing something
else, and reads only short tails that hold no link, while stated_aims.py refuses a tail with any link (`of`, `with`).

Three places are read, the first two in the first sentence of the paper's own work that writes the name:
  A. `<own verb> [and <verb>] a/an/the [<= 8 words] KIND for X[,] [naming cue] [the] TAIL (NAME)` (or `NAME (TAIL)`);
     X runs whole to the comma, dash, colon or naming cue;
  B. right after `TAIL (NAME)`, `NAME (TAIL)` or `TAIL-but-kind (NAME) kind`: `[, a/an [words] KIND] for X`, cut at
     the first participle with an agent (`folded by`), clause, means or infinitive, and given up where a bracket cut
     it (`for folding a zephyr model (ZM) to ...`);
  C. where that sentence spells the tail but says no purpose, `NAME is/as a/an [words] KIND for X` in any sentence.
The tail must be the name's long form as the abstract writes it beside the name, and say no `for` or `to`. X is at
most eight words (a longer one is cut before its first scope link where the word before is a noun) and is refused as
an aside (`for short`), a bare `learning`, a verb cut from its object, an indefinite noun cut from its clause, a
pointer back (`this task`), only vague words, a second item of the sentence, the name itself, or where it says a
content stem of the name or tail again or one twice. An acronym the abstract defines is spelled out unless it is stock
(RL, GNN); an undefined one that is not stock makes the mend give up. Blind readers preferred the titles with the
purpose 62 to 1 on 23 papers, faithful / weak / poor 0 / 60 / 3 -> 57 / 5 / 1 of 63 verdicts (seventy-sixth session).

Where these places write no purpose that reads whole, a tail of five words or more is read where name_purposes.py
reads a short one (long_name_purposes.py: `QZ: Quilt Zephyr with Marmot Tessels to Capture Tessel Drift`). A widening
that let A, B and C say one tail word again if two fresh ones came with it (`QZL: Quilt Learning from Zephyr
Marmots for Quilt Synthesis of Tessels`) read redundant to the readers in three of twelve verdicts and is not taken
here; long_name_purposes.py's own such allowance, judged with its families, still writes some of the same titles.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.long_name_purposes import long_purpose_said, unmark
from generator.derive.name_spellings import spelled_out
from generator.derive.title_casing import title_case

MOST = 8  # words of a purpose at most
NAME_MOST = 3
FROM_NAME = 300  # characters either side of the name where its long form is looked for

_KIND = (r"(?:method|approach|framework|algorithm|technique|strategy|scheme|model|architecture|procedure|pipeline"
         r"|module|estimator|network|system|paradigm|solver|formulation|loss|regularizer|attack|defen[cs]e|metric"
         r"|benchmark|dataset|library|protocol|mechanism|learner|optimizer|sampler|encoder|variant|family"
         r"|methodology|toolkit|platform|criterion|measure|test|operator|kernel|agent|class|recipe"
         r"|objective|score|planner|policy|extension|generalization|instantiation|tool)s?")
_OWN_VERB = (r"(?:propose|proposes|proposed|introduce|introduces|introduced|present|presents|presented|develop"
             r"|develops|developed|design|designs|designed|devise|devises|devised|put\s+forth|puts\s+forth|build"
             r"|builds|describe|describes|offer|offers|create|creates|establish|establishes|contribute|contributes)")
_CUE = (r"(?:called|named|dubbed|termed|coined|namely|denoted(?:\s+as)?|referred\s+to\s+as|so-called|named\s+as"
        r"|which\s+we\s+(?:call|term|dub|name)|that\s+we\s+(?:call|term|dub|name)|i\.e\.,?)")
_SENTENCE_END = re.compile(r"[.!?]\s+(?=[A-Z\\(])")  # a stop and the spaces after it, before a capital
_OWN = re.compile(r"\b(?:we|our|this\s+(?:paper|work|study|article|note))\b", re.I)
_BEFORE = re.compile(
    rf"\b{_OWN_VERB}\s+(?:(?:and|&)\s+[a-z]+\s+)?(?:here\s+)?(?:a|an|the)\s+(?:[\w'-]+,?\s+){{0,8}}?{_KIND}\s+for\s+"
    rf"(?P<x>[A-Za-z0-9][\w-]*(?:\s+[A-Za-z0-9][\w-]*){{0,{MOST - 1}}})"
    rf"\s*(?:,\s*(?:{_CUE}\s+)?|\s+{_CUE}\s+|\s*[\u2014\u2013]\s*|\s*:\s*)(?:the\s+)?(?P<rest>.*)$",
    re.I | re.S)
_AFTER = re.compile(
    rf"^\s*\)?\s*(?:,\s*)?(?:(?:a|an|the)\s+(?:[\w'-]+,?\s+){{0,8}}?{_KIND}\s+|{_KIND}\s+)?for\s+"
    r"(?P<x>[^,.;:()\[\]]{1,160})", re.I)
_IS_KIND = re.compile(
    rf"\s*\)?\s*(?:,\s*)?(?:which\s+)?(?:is|as)\s+(?:a|an|the)\s+(?:[\w'-]+,?\s+){{0,8}}?{_KIND}\s+for\s+"
    r"(?P<x>[^,.;:()\[\]]{1,160})", re.I)
_FOR = re.compile(r"\sfor\s", re.I)  # the `for` _BEFORE needs between spaces
_LEAD_CLOSE = re.compile(r"\s*\)?\s*")
_FOR_NEXT = re.compile(r"\s+for\s")
_BOUNDARY = re.compile(
    r"\s+(?:which|that|who|where|whereas|while|by|using|via|through|based|without|so|thus|in\s+order|as\s+well|"
    r"to\s+(?=[a-z]))\b.*$", re.I | re.S)
_PARTICIPLE = re.compile(r"\s+[a-z]{3,}ed\s+(?:by|from|in|on|with|at|under|for|via|over)\b.*$", re.S)
_BRACKET_GOES_ON = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*[A-Za-z]")
_WORD = re.compile(r"[a-z0-9]+")

_SCOPE_LINKS = frozenset("under with in on over from at without across given".split())
_MODIFIER_ENDS = ("able", "ible", "ent", "ant", "ive", "ous", "ic", "ed", "ing", "al", "ful", "less", "ary")
_ASIDE = frozenset("short example instance brevity simplicity convenience clarity".split())
_BARE = frozenset("learning training inference optimization analysis modeling modelling use".split())
_RELATIVE = frozenset("which that who where whereas while".split())
_VAGUE = frozenset("studied above problem problems task tasks setting settings case cases purpose purposes goal "
                   "improved better enhanced more efficient effective various different general arbitrary".split())
_HARDSHIPS = frozenset("challenge challenges issue issues difficulty difficulties limitation limitations".split())
_POINTS_BACK = frozenset("studied aforesaid this these those such that it its their them above aforementioned said "
                         "both either each any all".split())
_FUNCTION = frozenset("a an the of in on at to for with and or by from under over into as via is are be this that "
                      "than".split())
_NEVER_FIRST = _FUNCTION - {"the"}
_SAYS_NONE = object()  # the name's own sentence spells the tail but writes no purpose after it


def kind_purpose_said(title: str, text: str) -> str:
    """Append the `for X` the name's own sentence writes on its kind, where the title's tail only spells the name."""
    name, colon, tail = title.partition(": ")
    if not colon or not tail or ": " in tail or len(name.split()) > NAME_MOST:
        return title
    if " for " in f" {tail.lower()} " or " to " in f" {tail.lower()} ":
        return title  # the tail says what the work is for already
    return _kind_said(title, name, tail, text) or long_purpose_said(name, tail, text) or title


def _kind_said(title: str, name: str, tail: str, text: str) -> str | None:
    """Write the `for X` the name's own sentence writes on its kind (A, B, C), or None."""
    text = unmark(text)  # cached: long_purpose_said unmarks the same text next
    if name not in text:
        return None  # most abstracts never write the name: no need to split them
    sentences = _sentences(text)
    found = _introduced(sentences, name, tail)
    if found is _SAYS_NONE:
        found = _is_kind(sentences, name)
    return _purposed(title, name, tail, text, *found) if found else None


def _sentences(text: str) -> list[str]:
    """Split the text after each sentence's stop (found by its stop: a scan for spaces behind a stop is slower)."""
    sentences, start = [], 0
    for end in _SENTENCE_END.finditer(text):
        sentences.append(text[start : end.start() + 1])
        start = end.end()
    sentences.append(text[start:])
    return sentences


def _introduced(sentences: list[str], name: str, tail: str) -> tuple[str, str] | object | None:
    """Read X and what cut it in the first own sentence that writes the name: before the name (A) or after it (B)."""
    for sentence in sentences:
        at = sentence.find(name)
        if at < 0 or not _OWN.search(sentence):
            continue
        before = _BEFORE.search(sentence) if _FOR.search(sentence) else None  # cheap: every _BEFORE match has one
        if before and _tail_next_to_name(before["rest"], name, tail):
            return before["x"], ""  # X runs whole to its comma or cue
        rest = _after_long_form(sentence, at, name, tail)
        if rest is None:
            return None  # the sentence does not spell the name as the tail: the tail may be something else
        after = _AFTER.match(rest)
        return _cut_read(rest, after) if after else _SAYS_NONE
    return None


def _is_kind(sentences: list[str], name: str) -> tuple[str, str] | None:
    """Read `NAME is a KIND for X` or `NAME, as a KIND for X` in any sentence (C)."""
    for sentence in sentences:
        at = sentence.find(name)
        while at >= 0:
            found = _IS_KIND.match(sentence, at + len(name))
            at = sentence.find(name, at + 1)
            if found:
                return _cut_read(sentence, found)
    return None


def _cut_read(text: str, found: re.Match[str]) -> tuple[str, str] | None:
    """Cut X where the sentence turns, or None where a bracket cut it (`for folding a zephyr model (ZM) to ...`)."""
    x, cut_at = _cut(found["x"])
    if not cut_at and _BRACKET_GOES_ON.match(text, found.end()):
        return None
    return x, cut_at


def _tail_next_to_name(rest: str, name: str, tail: str) -> bool:
    """Tell text after a naming cue that opens on `TAIL (NAME)` or `NAME (TAIL)`."""
    written = _words(rest[: len(tail) + len(name) + 40])
    long, short = _words(tail), _words(name)
    if not long or not short:
        return False
    return written[: len(long)] == long and written[len(long) : len(long) + len(short)] == short \
        or written[: len(short)] == short and written[len(short) : len(short) + len(long)] == long


def _after_long_form(sentence: str, at: int, name: str, tail: str) -> str | None:
    """Return the sentence past the name where the tail is the name's long form beside it, else None."""
    before = _words(sentence[max(0, at - FROM_NAME) : at])
    after_raw = sentence[at + len(name) :]
    long = _words(tail)
    if not long:
        return None
    if before[-len(long) :] == long:
        return after_raw
    if _words(after_raw[:FROM_NAME])[: len(long)] == long:
        close = after_raw.find(")")
        return after_raw[close + 1 :] if 0 <= close < len(tail) + 12 else None
    if len(long) >= 3 and before[-(len(long) - 1) :] == long[:-1]:  # `Quilt Zephyr (QZ) method for ...`
        lead = _LEAD_CLOSE.match(after_raw).end()
        kind = tail.split()[-1]
        if after_raw[lead : lead + len(kind)].lower() == kind.lower() \
                and _FOR_NEXT.match(after_raw, lead + len(kind)):
            return after_raw[lead + len(kind) :]
    return None


def _cut(x: str) -> tuple[str, str]:
    """Cut X at its first agent participle (`marmots | folded by`), clause, means or infinitive; say the word cut at."""
    x = " ".join(x.split())
    participle = _PARTICIPLE.search(x)
    if participle:
        x = x[: participle.start()]
    boundary = _BOUNDARY.search(x)
    if boundary:
        return x[: boundary.start()].strip(), boundary[0].split()[0].lower()
    return x.strip(), "participle" if participle else ""


def _purposed(title: str, name: str, tail: str, text: str, x: str, cut_at: str) -> str | None:
    """Write the title with `for X` where X reads as a whole, new purpose, else None."""
    words = _purpose_words(x.split(), cut_at)
    if not words or any(name.lower() in w.lower() for w in words):
        return None  # the name is what the work is for: `a method for finding QZs (QZ)`
    spelled = spelled_out(words, text)
    if spelled is None:
        return None
    said = set(_content_stems(tail.split()) + _content_stems(name.split()))
    own = _content_stems(spelled)
    if not own or said.intersection(own) or len(own) != len(set(own)):
        return None
    new = f"{title} for {title_case(spelled, first=False)}"
    return None if len(new.split()) > MAX_WORDS else new


def _purpose_words(words: list[str], cut_at: str) -> list[str] | None:
    """Trim X before a long X's scope and a leading `the`, or return None where X is no whole purpose."""
    if len(words) > MOST:  # keep the purpose before its first scope (`... | under a zephyr budget`)
        at = next((i for i, w in enumerate(words) if i >= 2 and w.lower() in _SCOPE_LINKS), None)
        if at is None or at > MOST or words[at - 1].lower().endswith(_MODIFIER_ENDS):
            return None  # `marmots compatible | with ...`: the link belongs to a modifier, not to the purpose
        words = words[:at]
    if not words:
        return None
    lows = [w.lower() for w in words]
    if lows[0] in _ASIDE or len(words) == 1 and lows[0] in _BARE:
        return None  # `QZ for short`; `for learning | to fold ...`
    if len(words) > 1 and lows[-1].endswith("ing"):
        return None  # `for quickly folding | to ...`: a verb cut from its object
    if cut_at in _RELATIVE and ("a" in lows or "an" in lows):
        return None  # `for folding a marmot | that ...`: the clause says which
    if cut_at == "to" and lows[0] in _BARE:
        return None  # `for training a zephyr model | to fold marmots`
    if any(w in _POINTS_BACK for w in lows) or all(w in _VAGUE or w in _FUNCTION for w in lows):
        return None  # `for this problem`, `for the studied task`
    if len(lows) > 1 and lows[0].endswith("ing") and all(w in _VAGUE or w in _HARDSHIPS or w in _FUNCTION
                                                          for w in lows[1:]):
        return None  # `for handling challenges`: a deed on nothing named
    joined = f" {' '.join(lows)} "
    if " and a " in joined or " and an " in joined or " and the " in joined:
        return None  # a second item of the sentence, not of the purpose: `for X and an RL controller`
    if lows[-1] in _FUNCTION or lows[0] in _NEVER_FIRST:
        return None
    return words[1:] if lows[0] == "the" else words


def _content_stems(words: list[str]) -> list[str]:
    """List the first five letters of each content word, hyphened parts apart."""
    return [part.lower().strip("-")[:5] for w in words for part in w.split("-")
            if part and part.lower() not in _FUNCTION]


def _words(text: str) -> list[str]:
    """List the lower-cased words of text, punctuation dropped."""
    return _WORD.findall(text.lower())

"""Put back the result a title's topic lost: `Marmot Depth of Quilt Trees` is only what the paper bounds where a
sentence of its own work writes `we derive tight bounds on the marmot depth of quilt trees`, so the title says `Tight
Bounds on the Marmot Depth of Quilt Trees`.

The whole title must be written right after `<own verb> [a/the] HEAD PREP [the]`, PREP one of `for`, `on` and `of`,
with no stop between, and HEAD must end on a result noun (bounds, rates, guarantees, risk, bias, closed-form
expressions ...). Praise before the head goes (`systematic`, `comprehensive`, `new`); a bare `Analysis of` or
`Conditions for` is not taken, nor a head in a side sentence (`Moreover`, `Finally`, `We also`), nor one for a title
that names a result already. Blind readers preferred the titles with this mend and link_scopes.py's together 43 to 0
(2 the same) on 15 papers, faithful / weak / poor 13 / 20 / 12 -> 33 / 6 / 6 of 45 verdicts (seventy-sixth session).
The helpers these mends and written_around.py's share live here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.house_style import MAX_WORDS
from generator.derive.prose import written_whole
from generator.derive.purpose_scopes import FUNCTION
from generator.derive.title_casing import title_case

# Words the mended title may hold before the mend's own words are counted in: two under the house's MAX_WORDS, as the
# mends were judged.
LONGEST = 14
ARTICLE = re.compile(r"^(?:a|an|the)\s+", re.I)
SENTENCE_START = re.compile(r"(?<=[.!?])\s+(?=[A-Z\\$(])")
_OPENERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ\\$(")  # what SENTENCE_START's lookahead lets open a sentence
_WORD = re.compile(r"[A-Za-z][\w'-]*")
OWN_VERBS = (
    "propose|proposes|introduce|introduces|present|presents|develop|develops|design|designs|devise|devises|study|"
    "studies|investigate|investigates|consider|considers|analyze|analyzes|analyse|analyses|establish|establishes|"
    "give|gives|provide|provides|derive|derives|formulate|formulates|offer|offers|initiate|initiates|explore|"
    "explores|obtain|obtains|prove|proves|examine|examines|describe|describes|characterize|characterizes|"
    "characterise|characterises|studying|deriving|proving|establishing|providing|giving|obtaining|analyzing|"
    "analysing|characterizing|presenting|compute|computes|computing|identify|identifies|show|shows|exhibit|exhibits"
)
# Who writes a sentence of the paper's own, and the adverbs that may come between it and its verb.
OWN_SUBJECT = r"(?:\bwe|\b(?:this|the present|our) (?:paper|work|article|study|manuscript|note))"
OWN_ADVERBS = r"here|then|further|first|also|now|instead|therefore|thus|hence|additionally"
_OWN = re.compile(
    r"(?:" + OWN_SUBJECT + r"(?: (?:" + OWN_ADVERBS + r"|can|could|[a-z]+ly)){0,2}"
    r" (?:" + OWN_VERBS + r")|\band (?:" + OWN_VERBS + r")"
    r"|\bby (?:establishing|providing|deriving|proving|giving|presenting|obtaining|characterizing|showing))\s+",
    re.I,
)
_BREAK = re.compile(r"[,;:.()]")
# A sentence that adds a side result: the title it gave is off the paper's focus already, and a result head only
# names the side result better.
_SIDE_WORDS = (r"moreover|furthermore|finally|lastly|additionally|in addition|besides|as a by-?product|along the way"
               r"|we also|our analysis also|beyond this")
_SIDE = re.compile(r"^\W*(?:" + _SIDE_WORDS + r")\b", re.I)
# The wider mends also leave a sentence that follows the main work (`Subsequently, we ...`, `Secondly`).
SIDE_OR_LATER = re.compile(r"^\W*(?:" + _SIDE_WORDS + r"|subsequently|secondly|thirdly)\b", re.I)
DET = r"(?:(?:a|an|the|our|two|three|several|some|new|novel|first|simple)\s+)"
_TAIL = re.compile(
    r"^" + DET + r"*(?P<head>(?:[A-Za-z][\w'-]*\s+){1,4}?)(?P<prep>for|on|of)\s+(?P<art>(?:the|a|an)\s+)?$", re.I)
# Praise or grading before a result says nothing in a title (`Systematic Analysis of`); it goes, and a bare
# `Analysis of` left is not taken.
PRAISE = frozenset(
    "improved refined systematic systematical comprehensive rigorous formal detailed thorough nontrivial non-trivial "
    "general generic unified extensive careful complete new novel simple first strong stronger better best several "
    "some".split())
# What a paper derives about the title's topic: the head noun the title dropped must be one of these. Aspects
# (`role`, `effect`, `dynamics`, `convergence` ...) are aspects.py's.
RESULTS = frozenset(
    "bound bounds lower-bound lower-bounds upper-bound upper-bounds rate rates guarantee guarantees risk bias "
    "expression expressions formula formulas formulae characterization characterizations characterisation "
    "characterisations asymptotics trajectory trajectories similarity analysis conditions insights "
    "justification uniqueness hardness impossibility separation separations transition transitions laws "
    "estimates theorem theorems speedup speedups certificates".split())
# A title that already names a result keeps it.
_RESULT_IN_TITLE = frozenset(
    "bound bounds lower-bound upper-bound rate rates guarantee guarantees analysis analyses characterization "
    "characterizations asymptotics expression expressions formula complexity optimality consistency theory "
    "conditions".split())
# What each word of _RESULT_IN_TITLE holds, hyphens dropped and a last `y` cut (a key may end `y` for `-ies`).
_RESULT_STEM = re.compile("|".join(sorted({re.escape(w.replace("-", "").removesuffix("y")) for w in _RESULT_IN_TITLE})))
# A head that holds one of these is part of a clause, not a noun phrase.
CLAUSE = frozenset(
    "that which who whom whose where when while whereas if because since as is are was were be been being has have "
    "had can could may might will would should must do does did not no than or but also then thus so how what "
    "we it they them us this these one".split())
_TOO_BARE = (["analysis"], ["conditions"], ["insights"], ["justification"])


def result_head_restored(title: str, text: str) -> str:
    """Lead the title with the result its own-work sentence writes before it (see the module's docstring)."""
    if ": " in title:
        return title  # a named title says what it is after its name
    words = ARTICLE.sub("", title).split()
    if len(words) < 2 or names_result(words):
        return title
    new = result_led(words, text, written_whole(normalised(text), " ".join(words).lower().replace("-", " ")))
    return house_kept(title, new) if new else title


def result_led(words: list[str], text: str, places: list[tuple[int, int]], longest: int = LONGEST) -> str | None:
    """Return the title's words led by the result head written before the first place with one, or None."""
    for at, _ in places:
        prefix = sentence_before(text, at)
        if _SIDE.search(prefix):
            return None
        tail = tail_after(prefix)
        if not tail:
            continue
        head = result_named(tail["head"].split(), words, longest)
        return led(head, tail, words) if head else None
    return None


def names_result(words: list[str]) -> bool:
    """Tell a title that names a result already, which keeps it."""
    if not _RESULT_STEM.search(" ".join(words).lower().replace("-", "")):
        return False  # a cheap, necessary test: such a word's key or lower-case form holds a stem
    return any(key(w) in _RESULT_IN_TITLE or w.lower() in _RESULT_IN_TITLE for w in words)


def tail_after(prefix: str, verbs: re.Pattern[str] = _OWN, tail: re.Pattern[str] = _TAIL) -> re.Match[str] | None:
    """Match the words after the prefix's last own-work verb as `[a/the] HEAD PREP [the]`, or return None."""
    own = None
    for own in verbs.finditer(prefix):
        pass
    if own is None:
        return None
    rest = prefix[own.end() :]
    return None if _BREAK.search(rest) else tail.match(rest)


def result_named(head: list[str], words: list[str], longest: int = LONGEST) -> list[str] | None:
    """Return the head's words without their praise where they name a result the title does not, else None."""
    while head and head[0].lower() in PRAISE:
        head = head[1:]
    lowered = [w.lower() for w in head]
    if not head or lowered[-1] not in RESULTS or lowered[0] == "and" or any(w in CLAUSE for w in lowered):
        return None
    if lowered in _TOO_BARE or lowered[-1].startswith("rate") and words[0].lower() == "convergence":
        return None  # `Rates of Convergence ...` says its result twice
    if content_keys(head) & content_keys(words) or len(head) + 2 + len(words) > longest:
        return None
    return head


def led(head: list[str], tail: re.Match[str], words: list[str]) -> str:
    """Return the title's words led by the head and the link the tail wrote after it."""
    art = (tail["art"] or "").strip().lower()
    return f"{title_case(head)} {tail['prep'].lower()} {art + ' ' if art else ''}{' '.join(words)}"


def normalised(text: str) -> str:
    """Lower the abstract and read its hyphens as spaces, as a title's phrase is looked up in it."""
    return text.lower().replace("-", " ")


def key(word: str) -> str:
    """Return a word's key: lower-cased, unhyphenated and singular."""
    w = word.lower().replace("-", "")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def content_keys(words: list[str]) -> set[str]:
    """Return the keys of the words that are not function words."""
    return {key(w) for w in words if w.lower() not in FUNCTION}


def sentence_start(text: str, at: int) -> int:
    """Return where the sentence that holds position at starts: where SENTENCE_START last ends before it, else 0."""
    # Read back from the place, stop by stop: scanning the whole prefix with the pattern took most of the mends' time.
    # SENTENCE_START ends where a run of blanks (\s is str.isspace) after a stop meets an opener before `at`.
    at = below = max(0, min(at, len(text)))  # as the pattern's endpos reads it
    while True:
        stop = max(text.rfind(".", 0, below), text.rfind("!", 0, below), text.rfind("?", 0, below))
        if stop < 0:
            return 0
        start = stop + 1
        while start < at and text[start].isspace():
            start += 1
        if stop + 1 < start < at and text[start] in _OPENERS:
            return start
        below = stop


@lru_cache(maxsize=256)
def sentence_before(text: str, at: int) -> str:
    """Return the words of the sentence that holds position at before it."""
    # Memoised: each family of a mend, and the mends in turn, read the same places of the same abstract.
    return text[sentence_start(text, at) : at]


def house_kept(title: str, new: str) -> str:
    """Return the mended title where it says each content word once and keeps the house's length, else the title."""
    keys = [key(w) for w in _WORD.findall(new) if w.lower() not in FUNCTION]
    return new if len(keys) == len(set(keys)) and 3 <= len(new.split()) <= MAX_WORDS else title

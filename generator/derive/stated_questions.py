"""Write a title that only names what a paper studies as the question, problem, goal or deed the paper's own sentence
states about it, in the abstract's words: `Zephyr Folding for Quilt Networks` says `How Quilt Networks Trained by Zephyr
Folding Extrapolate` where the abstract writes `we study how quilt networks trained by zephyr folding extrapolate`.

Four statements are read, and the first that fits is taken:

- a question the paper asks with `how`, `why` or `when` (`we investigate why ...`; not `how to`, a task);
- a question it asks with `whether`, its auxiliary put first: `we ask whether marmots can fold tessels` says
  `Can Marmots Fold Tessels?`;
- a problem it takes on: `we study the problem of folding a two-layer quilt of arbitrary width` says `Folding a
  Two-Layer Quilt of Arbitrary Width` (stated_problems.py, which also reads the statements for every rule here);
- a question the abstract asks in question order before its last three tenths: `Can zephyrs fold quilts?`.

Only where the statement is the paper's first of its own work (no `finally`, no `we propose` before it), short and
self-contained (no pronoun pointing elsewhere, no formula), holds most of the title's own content words (the same
object, of which the title was a fragment) and says something more; and only where the title says nothing of its own
(a verb, a name before a colon, a kind of work such as `A Quilt Algorithm for ...`). Three blind readers preferred the
new titles 80 to 1 over 27 papers outside every label set (3 verdicts a paper): faithful/weak/poor 0/50/31 -> 63/18/0.

Where all four refuse, six wider readings follow, in this order (the first that fits is taken):

- more ways to ask `how` (`we are interested in how`, `we provide insight into why`, `our goal is to understand
  when`), also under a gerund title whose act the question says: `Accelerating Quilts` and `we study how zephyrs can
  accelerate quilts` say `How Zephyrs Can Accelerate Quilts`;
- `whether` with any verb, put in question order: `we ask whether a quilt generalizes to zephyrs` says `Does a Quilt
  Generalize to Zephyrs?`, and `we test whether quilts are effective for zephyrs` says `Are Quilts Effective for
  Zephyrs?`;
- a problem said with more verbs (`we deal with`, `we are concerned with`), also under a gerund or a kind the title
  keeps: `Folding with Zephyrs` says `Hiding Marmots by Quilt Obfuscation When Folding with Zephyrs`;
- the purpose of a kind the title names, from the problem: `A Quilt Framework for Zephyrs` says `A Quilt Framework
  for Folding Zephyrs into Marmots`, and a bare `A Tessel Framework` gets its purpose the same way;
- a goal: `our goal is to align zephyrs with marmots`, `we aim to ...` say `Aligning Zephyrs with Marmots`;
- a deed: the paper's first sentence of its own work, `In this work, we evaluate the quilts of QZ in marmot
  settings`, says `Evaluating the Quilts of QZ in Marmot Settings`.

Every wide rule is refused after a lead that makes its sentence a detail (`Specifically, we ...`). The problem, the
goal and the deed keep the title's kind and two thirds of its words, and a kind's purpose all of the title's purpose;
these say two content words more (a goal one), credit no other authors (`introduced by ...`) and do not only put a
verb of study before the title or a scope after it. No new title says a phrase twice. Three blind readers judged the
31 titles they changed, over 29 papers (3 verdicts each): new to old 77 to 7 (3 the same); faithful/weak/poor
9/56/22 -> 77/10/0.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.question_verbs import BASE_OF, BASE_VERBS, DEED_GERUNDS, GOAL_VERBS, gerund
from generator.derive.stated_problems import (ASIDE, BAD, EARLIER_OWN, FUNCTION, KINDS, LEAD_WORDS, POINTERS,
                                              READ_AHEAD, SECONDARY, SPECIFIC, SUBJECT, WIDE_SUBJECT, WORD,
                                              OwnSentence, content_stems, finished, gains, gerund_named,
                                              gerund_or_kind, kind_purpose_stated, kinds_lost, most_held, problem_taken,
                                              statement)

_ASKING = (r"(?:study|studies|investigate|investigates|explore|explores|examine|examines|analy[sz]e|analy[sz]es|ask|"
           r"asks|show|shows|demonstrate|demonstrates|explain|explains|reveal|reveals|identify|identifies|"
           r"characteri[sz]e|characteri[sz]es|elucidate|elucidates|understand|(?:seek|aim|try|attempt)s?\s+to\s+"
           r"(?:understand|explain|answer|determine)|shed\s+light\s+on|"
           r"set\s+out\s+to\s+(?:understand|explain|study))")
# `how to` is a task, and `how does`, `how much` ask in question order or ask for a quantity.
_HOW = OwnSentence(SUBJECT + _ASKING + r"\s+(how|why|when)\s+(?!to\b|do\b|does\b|did\b|can\b|could\b|"
                   r"is\b|are\b|much\b|many\b|best\b|far\b)")
_HOW_CUE = re.compile(r"\s(?:how|why|when)\s")  # a match's own lowercase word is one: scan only when it is not
_WHETHER = OwnSentence(SUBJECT + _ASKING + r"\s+whether\s+((?:[\w’-]+\s+){1,6}?)"
                       r"(can|could|is|are|will|should)\s+(?=[a-z])")
# A question asked outright, or after the abstract announces it.
_ASKED = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=question:\s)|(?<=questions:\s)|(?<=asks:\s)|(?<=ask:\s))"
                    r"((?:can|could|does|do|is|are|why|what|when|which|should|will|would|did|has|have|how\s+(?!to\b)"
                    r"(?:does|do|can|did|is|are|should|much|well|far)\b)[^.?!;:]{8,160})\?", re.I)
ASKED_BEFORE = 0.7  # a question after this share of the abstract is one its results raise, not its own
# The wider ways to ask `how`, and a goal that is to understand it.
_ASKING_WIDE = (r"(?:stud(?:y|ies)|(?:investigate|explore|examine|analy[sz]e|ask|explain|characteri[sz]e|elucidate|"
                r"describe|consider|measure|uncover|probe)s?|identif(?:y|ies)|quantif(?:y|ies)|clarif(?:y|ies)|"
                r"understand|(?:are|is)\s+interested\s+in|focus(?:es)?\s+on|look\s+(?:at|into)|delve\s+into|"
                r"(?:provide|offer|gain|give)s?\s+(?:\w+\s+)?insights?\s+into|"
                r"takes?\s+(?:a\s+)?(?:first\s+)?steps?\s+(?:towards?|to)\s+understanding|"
                r"(?:address(?:es)?|(?:consider|investigate|pose|answer|tackle)s?|stud(?:y|ies))\s+the\s+(?:\w+\s+)?"
                r"question\s+of|(?:seek|aim|try|attempt|set\s+out)s?\s+to\s+(?:understand|explain|answer|determine|"
                r"characteri[sz]e|investigate|study|explore|elucidate|uncover|identify|quantify|clarify|shed\s+light"
                r"\s+on)|shed\s+(?:new\s+)?light\s+on)")
_HOW_WIDE = OwnSentence(r"(?:" + WIDE_SUBJECT + _ASKING_WIDE + r"|(?:our|the)\s+(?:main\s+)?(?:goal|aim|purpose|"
                        r"objective)\s+(?:of\s+(?:this|our)\s+(?:paper|work|study)\s+)?is\s+to\s+(?:understand|"
                        r"explain|determine|characteri[sz]e|investigate|study|explore))\s+(how|why|when)\s+(?!to\b|"
                        r"do\b|does\b|did\b|can\b|could\b|is\b|are\b|much\b|many\b|best\b|far\b|well\b|we\b|one\b)")
# `whether` or `if` after more verbs of asking and testing, its verb any verb.
_WHETHER_WIDE = OwnSentence(SUBJECT + r"(?:ask|asks|study|studies|investigate|investigates|explore|explores|examine|"
                            r"examines|test|tests|evaluate|evaluates|assess|assesses|analy[sz]e|analy[sz]es|question|"
                            r"questions|revisit|revisits|(?:seek|aim|try|set\s+out)s?\s+to\s+(?:understand|determine|"
                            r"answer|test)|(?:pose|address|answer|consider)s?\s+the\s+question\s+(?:of\s+)?)\s*"
                            r"(?:whether|if)\s+")
# Where a `whether` question ends: punctuation, a dash, a second clause.
_END_ASKED = re.compile(r"[,;:.?!\"“”]|\s(?:--|—|–)|(?<=\w)(?:---|--|—|–)|\s(?:and|or)\s+(?:how|why|when|what|whether|"
                        r"which|we|show|find|propose|provide|derive|identify|study|investigate|use|present|develop|"
                        r"demonstrate|introduce|prove)\b|\s(?:while|whereas|which|where|wherein|such\s+that|thereby|"
                        r"thus|i\.e|e\.g|through\s+the\s+lens)\b", re.I)
ASKED_MOST = 14  # words of a `whether` question
_UNSAID = frozenset({"also", "still", "really", "indeed", "actually", "even", "truly", "such"})  # said of no object
_AUXILIARIES = frozenset("can could is are will should".split())
_QUESTION_WORDS = frozenset("we you our this these such their its it they us one".split())
# Words no goal is stated without (so the scout read it, and was judged).
_GOAL_CUES = ("aim to", "aims to", "seek to", "seeks to", "strive", "set out to", "endeavo", "attempt to",
              "attempts to", "try to", "tries to", "propose to", "proposes to", "wish to", "want to", "goal",
              "objective", "purpose", "aim of")
_GOAL_VERB = "(" + "|".join(sorted(GOAL_VERBS, key=len, reverse=True)) + ")"
# A goal: `we aim to`, `our goal is to`, `the aim of this paper is to`, then one verb or two.
_GOAL = OwnSentence(r"(?:" + WIDE_SUBJECT + r"(?:aims?|seeks?|strives?|set\s+out|endeavou?r|attempts?|try|tries|"
                    r"proposes?|wish|want)\s+to|our\s+(?:main\s+|primary\s+|overall\s+|central\s+)?(?:goal|aim|"
                    r"objective|purpose)\s+(?:here\s+|in\s+this\s+(?:paper|work)\s+)?is\s+to|the\s+(?:main\s+|"
                    r"primary\s+|overall\s+|central\s+)?(?:goal|aim|purpose|objective)\s+of\s+(?:this|our)\s+(?:paper|"
                    r"work|study|article)\s+is\s+to)\s+(?:(?:[a-z]+ly|better|further|first|also)\s+)?" + _GOAL_VERB
                    + r"(?:\s+and\s+(?:[a-z]+ly\s+)?" + _GOAL_VERB + r")?\s+(?=[A-Za-z])", past_own=True)
# A proposal to do something may not follow the sentence that names the work, as a goal may.
_PROPOSED = re.compile(r"\b(?:attempts?|try|tries|proposes?|wish|want)\s+to\b", re.I)
_UNDERSTANDING = frozenset("understand explain characterize characterise identify analyze analyse quantify".split())
_NOT_ASKED = frozenset("to do does did can could is are much many best far well".split())  # a task or question order
# A statement that opens with a clause or a link states no object for a goal's or a deed's verb.
_NOT_OBJECT = frozenset("whether what which if that how why when by with via through from in on".split())
# A deed is said in the first sentence of the paper's own work, and not under a condition (`When quilts fold, we`).
_OWN = re.compile(r"\b(?:we|this\s+paper|this\s+work|this\s+study|our\s+work)\b", re.I)
_CONDITION = re.compile(r"\b(?:if|when|once|after|since|because|while|although|to)\b", re.I)

# Titles that already say something of their own: a claim or question ...
_TITLE_VERBS = frozenset("is are can does do may might will leads lead matters matter helps help improves improve "
                         "outperforms fails works emerges affects affect yields makes beats hurts".split())
# ... or the means it studies its object by, which answers a question.
_MEANS = frozenset({"via", "using", "through", "by", "lens"})
_NOT_SUBJECT = FUNCTION - {"a", "an", "the", "and", "of"}  # words a `whether` question's subject never holds


_DEED_VERB = "(" + "|".join(sorted(DEED_GERUNDS, key=len, reverse=True)) + ")"
_DEED = OwnSentence(WIDE_SUBJECT + _DEED_VERB + r"(?:\s+and\s+" + _DEED_VERB + r")?\s+(?=(?:the|a|an|[a-z-]+)\s)")


def question_stated(title: str, text: str) -> str:
    """Write the title as the question, problem, goal or deed the paper's own sentence states about its object."""
    if ": " in title or "?" in title:
        return title
    words = title.split()
    if not words or not _TITLE_VERBS.isdisjoint(title.lower().split()):
        return title
    return (_how_asked(title, words, text) or _whether_asked(title, words, text) or problem_taken(title, words, text)
            or _question_asked(title, words, text) or _how_asked(title, words, text, wide=True)
            or _whether_said(title, words, text) or problem_taken(title, words, text, wide=True)
            or kind_purpose_stated(title, words, text) or _goal_stated(title, words, text)
            or _deed_stated(title, words, text) or title)


def _how_asked(title: str, words: list[str], text: str, wide: bool = False) -> str | None:
    """Write the `how`, `why` or `when` question the paper studies, read narrowly or widely."""
    match = (_HOW_WIDE if wide else _HOW).search(text)
    found = match and (match[2] in ("how", "why", "when") or _HOW_CUE.search(text)) and statement(text, match, wide)
    if not found or not (_act_said(words, found) if wide else gerund_named(words, found)):
        return None
    return finished(title, words, [match[2].lower(), *found], 1, wide)


def _act_said(words: list[str], found: list[str]) -> bool:
    """Tell a title not led by a gerund, or one whose act the statement says in its two words."""
    # `Accelerating Quilts` in `how zephyrs can accelerate quilts`
    if not words[0].lower().endswith("ing") or len(words) > 1 and words[1].lower() in FUNCTION:
        return gerund_named(words, found)
    pair, stems = content_stems(words[:2]), content_stems(found)
    return len(words) > 1 and any(stems[i : i + 2] == pair for i in range(len(stems) - 1))


def _whether_asked(title: str, words: list[str], text: str) -> str | None:
    """Write the `whether` question the paper asks, its auxiliary first."""
    if "whether" not in text or gerund_or_kind(words):
        return None
    match = _WHETHER.search(text)
    found = match and statement(text, match)
    if not found:
        return None
    subject = match[2].split()
    if any(not WORD.match(w) or w.lower() in POINTERS or w.lower() in _NOT_SUBJECT for w in subject):
        return None
    new = finished(title, words, [match[3].lower(), *subject, *found], 1)
    return new and new + "?"


def _whether_said(title: str, words: list[str], text: str) -> str | None:
    """Write the `whether` question the paper asks with any verb, put in question order."""
    match = ("whether" in text or " if " in text) and _WHETHER_WIDE.search(text)
    if not match or SECONDARY.search(match[1]) or SPECIFIC.search(match[1]) or len(match[1].split()) > LEAD_WORDS \
            or EARLIER_OWN.search(text, 0, match.start()):
        return None
    clause = _END_ASKED.split(" ".join(ASIDE.sub(" ", text[match.end() : match.end() + READ_AHEAD]).split()), 1)[0]
    asked = [w for w in clause.split() if w.lower() not in _UNSAID]
    if not 3 <= len(asked) <= ASKED_MOST or BAD.search(clause) or asked[-1].lower() in FUNCTION \
            or any(not WORD.match(w) or w.lower() in POINTERS for w in asked):
        return None
    question = _question_order(asked)
    if not question or len(question) > MAX_WORDS or kinds_lost(words, question) or not gerund_named(words, asked):
        return None
    new = finished(title, words, question, 1, wide=True)
    return new and new + "?"


def _question_order(asked: list[str]) -> list[str] | None:
    """Put the auxiliary or verb after a subject of up to six words first: `a quilt folds` -> `does a quilt fold`."""
    for i in range(1, min(7, len(asked) - 1)):
        subject, verb = asked[:i], asked[i].lower()
        if any(w.lower() in _NOT_SUBJECT or w.lower() in _AUXILIARIES for w in subject):
            return None
        if verb in _AUXILIARIES:
            return [verb, *subject, *asked[i + 1 :]]
        if verb in BASE_OF:
            return ["does", *subject, BASE_OF[verb], *asked[i + 1 :]]
        if verb in BASE_VERBS and subject[-1].lower().endswith("s"):
            return ["do", *subject, *asked[i:]]
    return None


def _question_asked(title: str, words: list[str], text: str) -> str | None:
    """Write the first question the abstract asks in question order that fits the title."""
    # a title that names a kind of work or the means it studies its object by answers the question itself
    if "?" not in text or words[0].lower().endswith("ing") and len(words) > 1 and words[1].lower() in FUNCTION \
            or any(w.lower() in KINDS or w.lower() in _MEANS for w in words):
        return None
    for match in _ASKED.finditer(text):
        if match.start() > len(text) * ASKED_BEFORE:
            break
        question = " ".join(ASIDE.sub(" ", match[1]).split())
        asked = question.split()
        if not 4 <= len(asked) <= 13 or BAD.search(question) or "," in question:
            continue
        if any(not WORD.match(w) or w.lower() in POINTERS or w.lower() in _QUESTION_WORDS for w in asked):
            continue
        new = finished(title, words, [asked[0].lower(), *asked[1:]], 1)
        if new:
            return new + "?"
    return None


def _goal_stated(title: str, words: list[str], text: str) -> str | None:
    """Write the goal the paper sets itself as its deed or, where it is to understand, as its question."""
    if words[0].lower().endswith("ing"):
        return None  # a gerund title already says what the paper does
    match = _GOAL.search(text)
    low = match and text.lower()
    if not match or not any(cue in low for cue in _GOAL_CUES):
        return None
    found = statement(text, match, wide=True, after_own=not _PROPOSED.search(match[0]))
    if not found:
        return None
    verb, second, first = match[2].lower(), (match[3] or "").lower(), found[0].lower()
    if first in ("how", "why", "when"):
        if second or verb not in _UNDERSTANDING or found[1].lower() in _NOT_ASKED:
            return None
        return _deed_written(title, words, [first, *found[1:]], 1)
    if first in _NOT_OBJECT or first.endswith(("ing", "ly")):
        return None
    return _deed_written(title, words, [gerund(verb), *(["and", gerund(second)] if second else []), *found], 1)


def _deed_stated(title: str, words: list[str], text: str) -> str | None:
    """Write what the paper's first sentence of its own work does with a verb of study or task, as a gerund."""
    if words[0].lower().endswith("ing"):
        return None  # a gerund title already says what the paper does
    match = _DEED.search(text)
    if not match or _OWN.search(text, 0, match.start()) or _CONDITION.search(match[1]):
        return None  # a sentence after the first of the paper's own, or one that states a condition
    found = statement(text, match, wide=True)
    if not found or found[0].lower() in _NOT_OBJECT or found[0].lower().endswith(("ing", "ly")):
        return None
    verbs = [DEED_GERUNDS[match[2].lower()], *(["and", DEED_GERUNDS[match[3].lower()]] if match[3] else [])]
    return _deed_written(title, words, [*verbs, *found], 2)


def _deed_written(title: str, words: list[str], new_words: list[str], gain: int) -> str | None:
    """Case a goal or a deed that keeps the title's kind and two thirds of its words and says `gain` words more."""
    if len(new_words) > MAX_WORDS or kinds_lost(words, new_words) or not most_held(words, new_words):
        return None
    return finished(title, words, new_words, 1, wide=True) if gains(words, new_words, gain) else None

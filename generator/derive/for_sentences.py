"""Mend an unnamed `H for P` title from a sentence of the paper's own work that writes its halves, by the first of three
rules that holds; for_joins.py tries them after its own four, and reads words with the helpers in for_sentence_reads.py.

5. The words the title dropped between its halves: `Quilt Algorithms for Zephyr Error` says `Quilt Algorithms That
   Adapt to Zephyr Error` where a sentence of the paper's own (`we design ...`), or one the head opens as subject,
   writes a clause on the head, an infinitive or a link between them, never mere filler (`to tackle the task of`).
6. The paper's own `for`: `A Quilt Method for Zephyr Marmots` says `A Quilt Method for Folding Tessel Seams` where
   the own sentence writes the head for that purpose, and the abstract neither writes `for zephyr marmots` nor makes
   them its topic (in its first sentence, or as what it studies).
7. What the own sentence writes right after the title: `A Quilt Method for Zephyr Folding` says `A Quilt Method for
   Zephyr Folding by Stitching Marmot Seams` (or a clause on the head, `based on`, `with`, `in the QZ regime`), for
   an old title of at most ten words.

Every word of a new title is the abstract's or the old title's; rules 5 and 7 write at most SHORT_WORDS words. Three
strict blind readers preferred the new titles 27 to 4 (rule 5), 21 to 0 (rule 6) and 12 to 0 (rule 7); rules 5 and
7's longer titles only 15 to 9 and 20 to 11, so those are refused. Two more rules were left out: one link word for
`for` (`The Early Phase of Quilt Folding`, 3 to 0, 3 the same) and the analysis the title is the object of (`A Unified
Analysis of Quilt Folding for Zephyrs`, 0 to 0, 3 the same). All the rules tried, for_joins.py's fourth with them: 104
to 24, 13 the same, on 47 papers (seventy-sixth session).
"""

from __future__ import annotations

import re

from generator.derive.for_sentence_reads import (GENERIC_HEAD, LEAD_ARTICLE, NAMEISH, NOT_VERB, SENT_STOP, SIDE_START,
                                                 SMALL, STOCK, VAGUE_MOD, agrees, article, content, finished, head_at,
                                                 named_elsewhere, own_sentences, plain, plural, sentence_start,
                                                 subject_spans)
from generator.derive.house_style import MAX_WORDS
from generator.derive.plurals import singular
from generator.derive.title_checks import ARTICLES

SHORT_WORDS = 12  # rules 5 and 7's longer titles won 35 to 20 only
LONG_TITLE = 11  # an old title this long says enough without a tail

# ---------------------------------------------------------------- words the rules share
_POINTERS = frozenset("this these those such above aforementioned proposed said latter former our their its it them "
                      "same".split())
_MATHY = re.compile(r"[$\\{}^_=<>|~/@#%&*+0-9\[\]()]")
_MODALS = frozenset("can may will could would might must should".split())
_DANGLING = SMALL | frozenset("between against among across its their our his her whose very more most such both "
                              "either".split())
# what may follow a phrase's last word where the phrase ends there (not `and`, not a noun it modifies)
_PHRASE_END = re.compile(
    r"(?:$|\s*[,.;:!?)]|\s+(?:that|which|where|whose|who|with|without|by|via|using|in|on|under|from|to|for|as|at|"
    r"while|when|through|based|across|over|against|such|is|are|can|was|were|has|have)\b)")

# a verb after `and` that opens the paper's next deed, where an own sentence's phrase ends
_NEXT_DEED = (r"and\s+(?:show|demonstrate|prove|establish|apply|evaluate|provide|analy[sz]e|derive|use|present|discuss|"
              r"illustrate|validate|test|study|obtain|give|compare|extend")

# ---------------------------------------------------------------- rule 5: the dropped middle
_MIDDLE_OPEN = frozenset("to that which who obtained derived learned trained induced in of on across between against "
                         "over within".split())
# words between the halves that say no more than `for`: `to tackle the problem of`
_FILLER_WORDS = ("tackle address solve handle deal problem problems task tasks context setting settings issue issues "
                 "challenge challenges study consider")

# ---------------------------------------------------------------- rule 6: the paper's own `for`
_Q_STOP = re.compile(
    r"\s*(?:[,.;:()\[\]!?]|---|--|\u2014|$)|\s(?:that|which|where|whose|who|while|when|whereby|by|via|using|"
    r"based\s+on|through|inspired|such|so|thus|thereby|without|rather|than|leading|resulting|enabling|allowing|"
    r"achieving|yielding|" + _NEXT_DEED + r")|(?:in|with)\s+(?:order|which|this|these|the\s+presence)|as\s+well)\b")
_Q_BAD_START = frozenset("the first example instance short free all any each every both this these those such that it "
                         "them their its which a wide many several various different other others further future "
                         "more most some certain general".split())
_GERUND = re.compile(r"^[A-Za-z]+ing\b")
_STUDIED = re.compile(r"\b(?:investigate|study|studies|define|analy[sz]e|consider|focus\s+on|examine|address|tackle|"
                      r"revisit|explore)\s+(?:the\s+|a\s+|an\s+)?")
_LIST_NEXT = re.compile(r",\s*(?:[\w\-]+\s+){0,3}[\w\-]+\s*(?:,|\band\b|\bor\b)")
_CLAUSE_NEXT = re.compile(r"\s(that|which|who)\s+([a-z]+)")

# ---------------------------------------------------------------- rule 7: the tail after the title
_TAIL_OPEN = re.compile(r"\s+(?:(by)\s+[a-z]+ing|(that|which)\s+([a-z]+)|(using|via|through|based\s+on|with|"
                        r"between|on|in|under|from|without|across|over)\s+([a-z]+))\b")
_TAIL_STOP = re.compile(
    r"\s*(?:[,;:()\[\]!?]|\.(?:\s|$)|---|--|\u2014|$)|\s(?:" + _NEXT_DEED + r"|propose|introduce|develop)|while|"
    r"whereas|where|which|that|such|thus|thereby|so|whose|as\s+well|respectively|e\.g|i\.e)\b")
_TAIL_CUT = re.compile(r"\s+(?:in|with|from|on|under|at|across|without|using|via|within)\s+[^\s]+(?:\s+[^\s]+)*?$")
# `in the form of`, `in terms of`: a scope that says how the paper words it, not where it holds
_TAIL_VAGUE = frozenset("form terms context presence order case sense way light spirit lens absence manner "
                        "fashion".split())
_TAIL_POINTERS = frozenset("this these those such our both which order terms".split())
_SCOPES = frozenset("in on with from under between".split())
_NO_DEED = ARTICLES | _POINTERS | frozenset("we is are was were be been seeks seek aims aim attempts attempt tries try "
                                            "strives strive intends intend".split())  # `That Is Practical`, `That Aims`
_BAD_LAST = _DANGLING | VAGUE_MOD | GENERIC_HEAD | _TAIL_VAGUE  # `using a Simple`, `in a Black-Box Way`: cut short
_MODIFIER_END = re.compile(r"(?:ed|ly|ive|al|ful|ous|ic|able|ible|ate|ent|ant|less)$")
_PROCESS_END = re.compile(r"(?:ing|tion|sion|ment|ance|ence|ity|ness|sis|ysis|rl|learning)$")


_FILLER = frozenset(singular(w) for w in _FILLER_WORDS.split())


def written_for(title: str, text: str) -> str | None:
    """Return the title as a sentence of the paper's own writes its halves, by the first rule that holds, else None."""
    if title.count(" for ") != 1:
        return None
    head, purpose = title.split(" for ", 1)
    if any(NAMEISH.search(w) and w not in STOCK for w in head.split()):
        return None  # a title led by a name already says what the paper calls its work
    hb, pb = plain(LEAD_ARTICLE.sub("", head.lower())), plain(purpose)
    found = own_sentences(text, hb) if hb and pb else None
    if not found:
        return None  # every rule reads the head in the abstract
    return _middle(title, hb, pb, found, text) or _own_for(title, hb, pb, found, text) or \
        _tail(title, hb, pb, found, text)


def _middle(title: str, hb: str, pb: str, found: tuple[str, str, list[tuple[int, int]]], text: str) -> str | None:
    """Return `H That Adapts to P` where an own or subject sentence writes the halves with a few words between."""
    spaced, low, spans = found
    for start, end in spans + subject_spans(spaced, low, hb):
        at = head_at(low, start, end, hb)
        p_at = low.find(f" {pb}", at + len(hb), end) if at >= 0 else -1
        p_end = p_at + 1 + len(pb)
        if p_at < 0 or not _PHRASE_END.match(low, p_end) or not _middle_ok(spaced[at + len(hb) : p_at + 1], hb):
            continue  # the purpose goes on in a longer word or phrase, or the words between do not relate the halves
        words = article(low, at, title) + spaced[at:p_end].split()
        if not named_elsewhere(words, title):
            return finished(words, text, SHORT_WORDS)
    return None


def _middle_ok(middle: str, hb: str) -> bool:
    """Tell words between the halves that relate them: a clause on the head, an infinitive or a link, short, plain."""
    words = middle.lower().split()
    if not 1 <= len(words) <= 8 or "," in middle or _MATHY.search(middle) or words[0] not in _MIDDLE_OPEN:
        return False
    if {"and", "or", "we"} & set(words) or _POINTERS & set(words) or set(content(middle)) <= _FILLER:
        return False  # a pair, a second clause, or words that say no more than `for`
    if words[0] == "to" and (len(words) < 2 or words[1] in NOT_VERB):
        return False
    if words[0] in ("that", "which", "who"):  # `Quilts That Folds`: the clause is another noun's
        return len(words) > 1 and words[1] not in ARTICLES and (words[1] in _MODALS or
                                                                 agrees(hb.split()[-1], words[1]))
    return True


def _topic(low: str, pb: str) -> bool:
    """Tell a purpose the abstract writes with its own `for`, in its first sentence, or as what it studies."""
    first = SENT_STOP.search(low)
    opening = " " + low[: first.start() if first else None]
    return f" for {pb}" in low or f" for the {pb}" in low or f" {pb}" in opening or \
        any(low.startswith(pb, m.end()) for m in _STUDIED.finditer(low))


def _own_for(title: str, hb: str, pb: str, found: tuple[str, str, list[tuple[int, int]]], text: str) -> str | None:
    """Return `H for Q` where an own sentence writes the head for its own purpose Q and the title's is no topic."""
    spaced, low, spans = found
    for start, end in spans:
        at = head_at(low, start, end, hb)
        if at >= 0 and low.startswith(" for ", at + len(hb)) and \
                not SIDE_START.search(spaced[sentence_start(spaced, start) : start]):  # `Additionally, we ...`
            break
    else:
        return None
    q_at = at + len(hb) + len(" for ")
    stop = _Q_STOP.search(spaced, q_at, end)
    q, rest = (spaced[q_at : stop.start()], spaced[stop.start() : end]) if stop else (spaced[q_at:end], "")
    head, purpose = title.split(" for ", 1)
    if _topic(low, pb) or not _purpose_ok(q.split(), rest, purpose, title):
        return None
    return finished(head.split() + ["for"] + q.split(), text)


def _purpose_ok(q: list[str], rest: str, purpose: str, title: str) -> bool:
    """Tell an own purpose that is a whole plain phrase and says more than the title's, not only its words again."""
    low = [w.lower() for w in q]
    if not 2 <= len(q) <= 9 or low[0] in _Q_BAD_START or low[0] in SMALL and low[0] not in ARTICLES or \
            low[-1] in _DANGLING:
        return False
    title_units, units = set(content(purpose)), content(" ".join(q))
    if _GERUND.match(purpose) and not title_units <= set(units):
        return False  # one deed for another
    clause = _CLAUSE_NEXT.match(rest)
    if _LIST_NEXT.match(rest) or clause and (clause.group(2) in _MODALS or agrees(low[-1], clause.group(2))):
        return False  # the first item of a list, or `for quilts that fold`: the clause the purpose would lose
    if _POINTERS & set(low) or "for" in low or _MATHY.search(" ".join(q)) or named_elsewhere(q, title):
        return False
    if len(units) < 2 or set(units) <= title_units:
        return False
    # the title's purpose with words added but no deed of its own: `for Two Classes of Quilts`
    return not title_units <= set(units) or low[0].endswith("ing") and not purpose.lower().startswith(low[0])


def _tail(title: str, hb: str, pb: str, found: tuple[str, str, list[tuple[int, int]]], text: str) -> str | None:
    """Return the title with the means, clause or scope its own sentence writes right after it."""
    if len(title.split()) >= LONG_TITLE:
        return None
    spaced, low, spans = found
    for start, end in spans:
        at = head_at(low, start, end, hb)
        keys = (f" for {pb}", f" for the {pb}") if at >= 0 else ()
        key = next((k for k in keys if low.startswith(k, at + len(hb))), "")
        p_end = at + len(hb) + len(key)
        if key and (p_end == len(low) or not low[p_end].isalnum()):
            break  # the title as the sentence writes it, the purpose not going on in a longer word
    else:
        return None
    opening = _TAIL_OPEN.match(spaced, p_end)
    if not opening or not _tail_opens(opening, hb, pb):
        return None
    stop = _TAIL_STOP.search(spaced, opening.end(), end)
    words = article(low, at, title) + spaced[at:p_end].split()
    tail = _tail_words(words, spaced[p_end : stop.start() if stop else end].split())
    if not tail or named_elsewhere(words + tail, title):
        return None
    return finished(words + tail, text, SHORT_WORDS)


def _tail_opens(opening: re.Match[str], hb: str, pb: str) -> bool:
    """Tell a tail that opens on a means, a deed of the head's own, or a plain scope."""
    if opening.group(2):  # a clause: on the head, not on the purpose's last noun
        verb, noun, last = opening.group(3), hb.split()[-1], pb.split()[-1]
        if verb in _NO_DEED:
            return False
        if verb not in _MODALS and (not agrees(noun, verb) or plural(last) == plural(noun) and
                                    not _PROCESS_END.search(last)):
            return False  # the clause is another noun's, or `for quilts that fold` could be the quilts'
    scope, word = opening.group(4), opening.group(5)
    return not (scope == "in" and word in _TAIL_VAGUE or scope in _SCOPES and word in _TAIL_POINTERS)


def _tail_words(words: list[str], tail: list[str]) -> list[str]:
    """Return the tail, cut before its first inner scope where the title would pass MAX_WORDS, or [] for no phrase."""
    if len(words) + len(tail) > MAX_WORDS:
        cut = _TAIL_CUT.search(" ".join(tail))
        tail = " ".join(tail)[: cut.start()].split() if cut else []
        if not tail or _MODIFIER_END.search(tail[-1].lower()):
            return []  # `That Are Accurate`, `the Environment Learned`: a word wanting the scope the cut took
    low = [w.lower() for w in tail]
    if len(low) < 3 or low[-1] in _BAD_LAST or _POINTERS & set(low) or any(w.endswith("-") for w in tail):
        return []
    if _MATHY.search(" ".join(tail)) or low[0] == "in" and _TAIL_VAGUE & set(low[1:3]):
        return []
    return tail

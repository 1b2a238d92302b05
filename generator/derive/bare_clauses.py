"""The broader shapes in which a short unnamed title's own sentence goes on: rules 5, 7, 8 and 9 of bare_titles.py.

Each needs the paper's own sentence to name the title as its work (`we propose a new quilt folder`, `we present an
estimator, called quilt folding`; rules 7 and 9 also `we study`), and writes on only what that sentence says next:
its purpose in other shapes (rule 5: `quilt folding (QF), a framework for`, `designed to`, `which aims to`, `as a
method to`), its means (7: `based on`, `using`, `via`, `through`, `by <gerund>`), its own whole relative clause, the
verb agreeing with the title (8: `A Quilt Folder That Aligns Zephyr Marmots`), or its scope (9: `Quilt Folding in the
Presence of Marmots`). A tail is cut only at a link, never after a word that needs its complement (`the
contribution`), and may not end vague, numeric or mid-clause, say only generic words or a word twice (a possessive
counts).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from generator.derive.bare_purposes import (BARE_PROBLEM, BREAK, DETERMINERS, FUNCTION, KINDS, LEADING, LINKING,
                                            LINKS, MAX_PURPOSE, OWN, OWN_USE, POINTING, REPORT, SEP, USE, VAGUE, VERBS,
                                            WORD, cleanly_formed, folded_phrase, opens_aim, opens_means,
                                            purpose_words, sentence_before, spans, spells, trimmed, unit, unsaid)
from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case

RELATIVE_MOST_WORDS = 12  # blind readers preferred longer relative-clause titles only 21 to 14, these 42 to 2
_NEAR = 240  # characters of the sentence before a title: all a cue needs, and a long sentence stays cheap

# Nouns that need their complement: a tail cut after one says nothing (`to Quantify the Contribution`).
_RELATIONAL = frozenset("""contribution contributions effect effects impact role number amount use quality
performance size value values ability capability variety range set sequence class family kind type part portion
fraction degree extent level notion lack absence presence scope reach applicability sum
trade-off tradeoff balance gap""".split())
# Words a tail may not end on, and that do not count as saying something.
_VAGUE_TAIL = frozenset("""idea ideas insight insights observation observations principle principles component
components step steps trick tricks assumption assumptions result results finding findings property properties factor
factors aspect aspects way ways manner fashion setting settings case cases context contexts regime regimes scenario
scenarios following above below general practice detail details paper work section appendix experiment experiments
addition particular contrast turn order terms respect extent degree perspective perspectives angle angles viewpoint
viewpoints category categories type types kind kinds group groups""".split())
# Words that may end a tail but say nothing on their own (`in a Dataset`, `across Four Intuitive Categories`).
_WEAK = frozenset("problem problems task tasks dataset datasets data domain domains application applications "
                  "interest".split())
# Words that say nothing of what a tail or a means names (`Various Marmots`, `a Dedicated Quilt Method`).
GENERIC_ADJ = frozenset("""different various several many some certain given specific arbitrary classic classical
intuitive dedicated holistic systematic comprehensive specialized tailored novel new general standard typical usual
common existing one two three four five six multiple synthetic synthetically generated real real-world large
large-scale small simple""".split())
# A participle that opens a clause ends a noun phrase's tail (`a marmot set encompassing ...`).
_PARTICIPLES = frozenset("""encompassing including containing consisting comprising involving depending requiring
allowing enabling making leading resulting yielding achieving showing covering spanning ranging exhibiting featuring
having being satisfying ensuring providing following capturing""".split())
# A coordinated clause a tail must not run into (`... Marmots and Derive Bounds`).
_CLAUSE_VERBS = REPORT | frozenset("derive establish provide prove obtain give analyze analyse study develop design "
                                   "evaluate apply use propose introduce present characterize".split())
# A relative clause that only aims or defines (`which seeks to`, `which refers to`), or says what the title is or
# has, names no deed of the work.
_AIMS = frozenset("seek aim strive try attempt intend want hope wish manage tend refer correspond belong consist "
                  "denote mean".split())
_NOT_DEEDS = frozenset("is are was were be has have had could may might will would does do shall should must "
                       "requires require needs need depends depend suffers suffer lacks lack".split())
_NOT_OBJECTS = FUNCTION - {"a", "an", "the", "both", "and", "each", "to", "across", "with", "into", "over"}
_OBJECT_OPENERS = FUNCTION | DETERMINERS
# After `, and`, a word that opens a clause: the comma ends the tail, it does not tear a list.
_CLAUSE_OPENERS = frozenset("we it they then thus also further this these our its their".split())
_RELATIVE = frozenset("that which who whose whom where".split())
_CONDITION = frozenset("when whenever while if unless".split())
_BE = frozenset("be been being".split())

_SHORT_PAREN = re.compile(r"\s*\([^()]{1,25}\)")
# A comma that only begins a list (`to keep scalable, robust, and plain marmots`) would tear the tail.
_LIST_AFTER = re.compile(r",\s*(?:(?:and|or)\s+(?P<w>[\w-]+)|(?!(?:while|whereas|which|that|where|when|we|it|they|but|"
                         r"thus|then|so|as|although|though|since|because|to|by|using|via|i\.e|e\.g)\b)"
                         r"[\w-]+(?:\s+[\w-]+){0,4},?\s+(?:and|or)\b)")
_FILLER = re.compile(r"^(?:(?:the|a|an)\s+)?(?:(?:classic|classical|general|following|standard|well-known|same)\s+)?"
                     r"(?:problem|task|question|setting|case)s?\s+of\b", re.I)
_KIND = "|".join(sorted(KINDS, key=lambda k: (-len(k), k)))
_ADJ = "|".join(sorted(LEADING | frozenset(
    "existing effective efficient robust principled practical generic unified scalable lightweight powerful "
    "generalized versatile fast computationally theoretically provably highly fully".split())))
# `we propose and analyze`, `we introduce a new class of`: other ways the paper's own sentence names its work.
_OWN_WORK = (r"(?:" + OWN_USE + r"|" + OWN + USE + r"(?:s|d|ed)?\s+and\s+(?:analy[sz]e|study|evaluate|investigate"
            r"|implement|test|validate|apply|theoretically analy[sz]e)(?:s|d|ed)?\s+)"
            r"(?:(?:a|an|the)\s+(?:(?:new|novel|general|broad|rich|large|flexible)\s+)?(?:class|family|notion|concept"
            r"|variant|form|version|kind|type|suite|set)\s+of\s+)?")
_OWN_ARTICLE = re.compile(_OWN_WORK + r"(?:a|an|the)\s+(?:[a-z][\w-]*\s+){0,2}$")
_OWN_PRAISE = re.compile(_OWN_WORK + r"(?:(?:a|an|the|two|three|four|several)\s+)?(?:(?:" + _ADJ
                         + r"|[a-z]+ly)\s+){0,3}$")
# A kind's modifier, never a word that opens a clause or a link (`an architecture that adapts marmots`).
_MODIFIER = (r"(?!(?:that|which|who|whose|where|to|for|of|and|or|with|in|on|by|via|from|is|are|can)\b)"
             r"[A-Za-z][\w-]*")
_APPOSED = r"[,:]\s+(?:(?:a|an|the)\s+)?(?:" + _MODIFIER + r"\s+){0,4}?(?:" + _KIND + r")(?:s|es)?"
# A kind and an acronym right after the title: `quilt folding framework (QFF)`.
_OWN_KIND = r"(?:\s+(?P<kind>" + _KIND + r")(?:s|es)?\b)?(?:\s*\([^()]{1,25}\))?"
# `we present a new estimator, called quilt folding`: the name the paper's own sentence gives what it makes.
_CALLED = re.compile(OWN_USE + r"(?:(?:a|an|the)\s+)?(?:" + _MODIFIER + r"\s+){0,5}?(?:" + _KIND
                     + r")(?:s|es)?(?:\s*\([^()]{1,25}\))?,?\s+(?:called|named|dubbed|termed|coined)\s+(?:the\s+)?$"
                     r"|\b[Ww]e\s+(?:call|name|term|dub)\s+(?:the\s+)?$")
# `we study the problem of quilt folding`: a title the paper studies has the means and scope its sentence gives.
_STUDIED = re.compile(
    r"(?:\b[Ww]e|\b[Tt]his (?:paper|work|study|article))\s+(?:(?:also|further|then|first|here|now|formally)\s+)?"
    r"(?:study|studies|consider|considers|investigate|investigates|examine|examines|analyze|analyzes|analyse"
    r"|analyses|revisit|revisits|address|addresses|tackle|tackles|focus on|focuses on)\s+"
    r"(?:the\s+(?:problem|task|question|setting)\s+of\s+|the\s+)?$")
_PURPOSE_AFTER = re.compile(  # rule 5
    _OWN_KIND + r"(?:\s+(?:(?:is|are)\s+)?(?:(?:specifically|explicitly|particularly|carefully)\s+)?"
    r"(?:designed|tailored|intended|devised|meant|engineered|crafted)"
    r"|,?\s+(?:which|that)\s+(?:(?:is|are)\s+(?:designed|able|intended|tailored|meant)|aims?|can be (?:used|applied)"
    r"|serves?|allows? us|enables? us|seeks?|strives?)"
    r"|" + _APPOSED + r"(?:\s+(?:designed|tailored|intended|developed|built))?"
    r"|\s+as\s+(?:(?:a|an|the)\s+)?(?:" + _MODIFIER + r"\s+){0,4}?(?:" + _KIND + r")(?:s|es)?"
    r"(?:\s+(?:designed|tailored|intended|developed|built))?|,?"
    r")\s+(?P<link>to|for)\s+(?:both\s+)?(?:(?P<adverb>[a-z]+ly)\s+)?(?P<first>[A-Za-z][A-Za-z-]*)\s+(?P<next>\S+)")
_ASKING = frozenset("how what whether why which".split())
_MEANS_AFTER = re.compile(  # rule 7
    _OWN_KIND + r"(?:" + _APPOSED + r")?,?\s+(?P<link>based on|built (?:up)?on|using|by|via|through|grounded in)\s+"
    r"(?:both\s+)?(?P<first>[A-Za-z][\w-]*)")
_THAT_AFTER = re.compile(  # rule 8
    _OWN_KIND + r"(?:" + _APPOSED + r")?,?\s+(?:that|which)\s+(?P<can>can\s+)?(?:(?P<adverb>[a-z]+ly)\s+)?"
    r"(?P<verb>[a-z][a-z-]*)\s+(?P<next>\S+)")
_SCOPE_AFTER = re.compile(  # rule 9
    r"(?:\s*\([^()]{1,25}\))?\s+(?P<link>in|under|with|for|between|over|across|beyond|against|from)\s+"
    r"(?:(?P<adverb>[a-z]+ly)\s+)?(?P<first>[A-Za-z][A-Za-z-]*)\s+(?P<next>\S+)")


class Found(NamedTuple):
    """Where the abstract writes the title, and what the sentence before it says of it."""
    end: int
    head: list[str]  # the title's words as the abstract writes them, its own article first where that stands in
    article: bool  # the title's own article stands for the abstract's (`a new quilt folder`)
    before: str  # the sentence's last _NEAR characters before the title
    own: bool  # the paper's own sentence names it as its work
    studied: bool  # the paper's own sentence studies it


def titles_found(title: str, text: str, low: str) -> list[Found]:
    """List where the abstract writes the title, its last word's number either way, or without its article."""
    words = title.split()
    last = words[-1]
    other = last[:-1] if last.endswith("s") and not last.endswith("ss") and len(last) > 3 else last + "s"
    found = []
    for variant in (words, words[:-1] + [other]):
        found += [(at, end, text[at:end].split(), False) for at, end in spans(text, low, folded_phrase(variant))]
        if len(variant) > 2 and variant[0].lower() in ("a", "an", "the"):
            found += [(at, end, [variant[0]] + text[at:end].split(), True)
                      for at, end in spans(text, low, folded_phrase(variant[1:]))]
    return [_judged(text, at, end, head, article) for at, end, head, article in found]


def _judged(text: str, at: int, end: int, head: list[str], article: bool) -> Found:
    """Note whether the sentence's last _NEAR characters before the title name it as the paper's work or study it."""
    before = sentence_before(text, at)
    if len(before) > _NEAR:
        cut = before.find(" ", len(before) - _NEAR)  # from a word's start
        before = before[cut + 1:] if cut >= 0 else before
    own = bool((_OWN_ARTICLE if article else _OWN_PRAISE).search(before) or _CALLED.search(before))
    return Found(end, head, article, before, own, bool(_STUDIED.search(before)))


def _verb_form(word: str) -> str | None:
    """Return the base form of a verb in the present (`aligns`, `carries`, `align`), or None."""
    w = word.lower()
    for base in (w, w[:-1] if w.endswith("s") else None, w[:-2] if w.endswith("es") else None,
                 w[:-3] + "y" if w.endswith("ies") else None):
        if base and base in VERBS:
            return base
    return None


def _tail_at(text: str, at: int, second: bool = False) -> tuple[list[str], str]:
    """Cut the words from a place as purpose_words does, none for a torn list, and say the word that comes next."""
    rest = _SHORT_PAREN.sub("", text[at: at + 400])
    cut = BREAK.search(rest)
    if cut and cut.group() == ",":
        m = _LIST_AFTER.match(rest, cut.start())
        if m and not (m.group("w") and (m.group("w").lower() in _CLAUSE_OPENERS or _verb_form(m.group("w")))):
            return [], ""  # a list torn at its first comma
    out = purpose_words(rest)
    words = WORD.findall(rest[: cut.start()] if cut else rest)
    k = len(out)
    while k < len(words) and words[k].lower() in FUNCTION and words[k].lower() != "to":
        k += 1
    if second and out and k + 1 < len(words) and words[k].lower() == "to" and words[k + 1].lower() in VERBS \
            and words[k + 1].lower() not in REPORT:
        more = purpose_words(" ".join(words[k + 1:]))
        if more:  # a clause's own purpose belongs to it: `that adapts marmots to fold quilts`
            return out + ["to"] + more, ""
    return out, (words[k].lower() if k < len(words) else "")


def _clause_cut(tail: list[str], participles: bool = True) -> list[str]:
    """Cut a tail before a coordinated clause (`and derive bounds`) or a participle's clause (`encompassing`)."""
    for k in range(1, len(tail) - 1):
        w = tail[k].lower()
        if participles and k > 1 and w in _PARTICIPLES and tail[k - 1].lower() not in FUNCTION:
            return trimmed(tail[:k])
        if w in ("and", "or") and (
                tail[k + 1].lower() in _CLAUSE_VERBS
                or _verb_form(tail[k + 1]) and k + 2 < len(tail) and tail[k + 2].lower() in _OBJECT_OPENERS):
            return trimmed(tail[:k])
    if participles and len(tail) > 2 and tail[-1].lower() in _PARTICIPLES:
        return trimmed(tail[:-1])
    return tail


def _complete(words: list[str]) -> bool:
    """Tell a cut tail that ends on a word needing no complement."""
    return bool(words) and unit(words[-1]) not in _RELATIONAL and words[-1].lower() not in _RELATIONAL


def _fit(head: list[str], tail: list[str]) -> list[str] | None:
    """Cut a tail at a link to what a title holds, ending on a word that needs no complement, or return None."""
    room = min(MAX_PURPOSE + 2, MAX_WORDS - len(head))
    if len(tail) <= room:
        return tail if _complete(tail) else None
    for i in range(min(room, len(tail) - 1), 2, -1):
        if tail[i].lower() in LINKS or tail[i].lower() == "to":
            if _complete(trimmed(tail[:i])):
                return trimmed(tail[:i])
    return None


def _plain(head: list[str], tail: list[str]) -> bool:
    """Tell a tail that says something: not only vague, weak or generic words, nor an acronym of the head."""
    content = [w for w in tail if w.lower() not in FUNCTION]
    if not content or tail[-1].lower() in VAGUE or unit(tail[-1]) in _VAGUE_TAIL:
        return False
    if not any(w.lower() not in VAGUE and unit(w) not in _VAGUE_TAIL and unit(w) not in _WEAK
               and w.lower() not in _WEAK and w.lower() not in GENERIC_ADJ and not w[:1].isdigit() for w in content):
        return False
    initials = "".join(w[0] for w in SEP.split(" ".join(head)) if w).lower()
    return not any(w[:2].isupper() and spells(w.rstrip("s").lower(), initials) for w in content)


def _finish(lead: list[str], tail: list[str], then: str, aim: bool = True, cut_ok: bool = True) -> str | None:
    """Write `lead + tail` as a title, or return None when the tail is cut short, vague or says a word twice."""
    fitted = _fit(lead, tail) if tail else None
    done, cut = unsaid(lead, fitted) if fitted else (None, False)
    if not done or cut and not cut_ok and sum(w.lower() not in FUNCTION for w in done[1:]) < 3:
        return None  # a relative clause cut for a repeat says too little
    short = len(done) < len(tail)
    then = "" if short else then  # cut here, not where the sentence turns
    joined, last = " ".join(done), done[-1]
    if (len(done) < 2 or not any(w.lower() not in FUNCTION for w in done[1:]) or aim and last.lower() in VAGUE
            or BARE_PROBLEM.search(joined) or unit(last) in _RELATIONAL
            or last.lower().endswith("ly") and (short or then)
            or any(w.lower() in _BE for w in done) or _FILLER.match(joined)):
        return None
    content = sum(w.lower() not in FUNCTION for w in done)
    if then in _RELATIVE and content <= 2 or then in _CONDITION and content <= 3:
        return None  # the clause cut off says which marmots are meant
    return title_case(lead + done) if _plain(lead, done) and cleanly_formed(lead + done) else None


def shaped_purpose(text: str, found: list[Found]) -> str | None:
    """Rule 5: follow the title with the purpose its sentence writes in another shape."""
    for end, head, _, _, own, _ in found:
        after = _PURPOSE_AFTER.match(text, end) if own else None
        if not after or not opens_aim(after):
            continue
        head = head + (text[end:after.end("kind")].split() if after.group("kind") else [])
        link, adverb = after.group("link"), after.group("adverb")
        tail, then = _tail_at(text, after.start("first"))
        if any(w.lower() in POINTING for w in tail) or link == "to" and any(w.lower() == "for" for w in head):
            continue  # `X for Y to Z` stacks two purposes
        new = _finish(head + [link] + ([adverb] if adverb else []), tail, then)
        if new:
            return new
    return None


def shaped_means(text: str, found: list[Found]) -> str | None:
    """Rule 7: follow the title with the means its sentence (or its `we study` sentence) writes after it."""
    for end, head, _, _, own, studied in found:
        after = _MEANS_AFTER.match(text, end) if own or studied else None
        if not after or not opens_means(after.group("link"), after.group("first")):
            continue
        tail, then = _tail_at(text, after.start("first"))
        tail = _clause_cut(tail)
        if any(w.lower() in POINTING or w.lower() in _ASKING for w in tail):
            continue  # `by analyzing how X affects Y`: a clause, not a means a title can name
        head = head + (text[end:after.end("kind")].split() if after.group("kind") else [])
        new = _finish(head + after.group("link").split(), tail, then, aim=False)
        if new:
            return new
    return None


def relative_clause(text: str, found: list[Found]) -> str | None:
    """Rule 8: follow the title with its own whole relative clause, its verb agreeing, in RELATIVE_MOST_WORDS."""
    for end, head, _, _, own, _ in found:
        after = _THAT_AFTER.match(text, end) if own else None
        if not after:
            continue
        verb, can, adverb = after.group("verb"), after.group("can"), after.group("adverb")
        base = (verb if verb in VERBS else None) if can else _verb_form(verb)
        if verb in _NOT_DEEDS or not base or base in REPORT or base in _AIMS or (
                after.group("next").lower() in _NOT_OBJECTS):
            continue  # `which is`, `which shows`, `which seeks`, `which of`: no deed of the work
        head = head + (text[end:after.end("kind")].split() if after.group("kind") else [])
        plural = head[-1].lower().endswith("s") and not head[-1].lower().endswith("ss")
        if not can and (verb == base) != plural:
            continue  # `Quilts That Aligns`, `A Quilt That Align`: the verb goes with the title, not an apposed kind
        tail, then = _tail_at(text, after.start("verb"), second=True)
        tail = _clause_cut(tail, participles=False)
        if len(tail) < 3 or any(w.lower() in POINTING for w in tail):
            continue
        lead = head + ["that"] + (["can"] if can else []) + ([adverb] if adverb else [])
        new = _finish(lead, tail, then, cut_ok=False)
        if new and len(new.split()) <= RELATIVE_MOST_WORDS:
            return new
    return None


def shaped_scope(text: str, found: list[Found]) -> str | None:
    """Rule 9: follow a title its sentence studies or proposes with the scope the sentence gives it."""
    for end, head, article, _, own, studied in found:
        if article or not (studied or own):
            continue
        after = _SCOPE_AFTER.match(text, end)
        first = after.group("first").lower() if after else ""
        if not after or after.group("adverb") or first in LINKING or first in POINTING:
            continue
        tail, then = _tail_at(text, after.start("first"))
        tail = _clause_cut(tail)
        if any(w.lower() in POINTING for w in tail):
            continue
        new = _finish(head + [after.group("link")], tail, then, aim=False)
        if new:
            return new
    return None

"""Cut the tail a short unnamed title's own sentence writes on after it, and tell whether title and tail read as a new
title: the steps bare_clauses.py's four rules share. They stand apart so that bare_clauses.py holds the shapes the rules
read.
"""

from __future__ import annotations

import re

from generator.derive.bare_purposes import (BARE_PROBLEM, BREAK, DETERMINERS, FUNCTION, LINKS, MAX_PURPOSE, REPORT, SEP,
                                            VAGUE, VERBS, WORD, cleanly_formed, purpose_words, spells, trimmed, unit,
                                            unsaid)
from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case

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


def verb_form(word: str) -> str | None:
    """Return the base form of a verb in the present (`aligns`, `carries`, `align`), or None."""
    w = word.lower()
    for base in (w, w[:-1] if w.endswith("s") else None, w[:-2] if w.endswith("es") else None,
                 w[:-3] + "y" if w.endswith("ies") else None):
        if base and base in VERBS:
            return base
    return None


def tail_at(text: str, at: int, second: bool = False) -> tuple[list[str], str]:
    """Cut the words from a place as purpose_words does, none for a torn list, and say the word that comes next."""
    rest = _SHORT_PAREN.sub("", text[at: at + 400])
    cut = BREAK.search(rest)
    if cut and cut.group() == ",":
        m = _LIST_AFTER.match(rest, cut.start())
        if m and not (m.group("w") and (m.group("w").lower() in _CLAUSE_OPENERS or verb_form(m.group("w")))):
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


def clause_cut(tail: list[str], participles: bool = True) -> list[str]:
    """Cut a tail before a coordinated clause (`and derive bounds`) or a participle's clause (`encompassing`)."""
    for k in range(1, len(tail) - 1):
        w = tail[k].lower()
        if participles and k > 1 and w in _PARTICIPLES and tail[k - 1].lower() not in FUNCTION:
            return trimmed(tail[:k])
        if w in ("and", "or") and (
                tail[k + 1].lower() in _CLAUSE_VERBS
                or verb_form(tail[k + 1]) and k + 2 < len(tail) and tail[k + 2].lower() in _OBJECT_OPENERS):
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


def finish(lead: list[str], tail: list[str], then: str, aim: bool = True, cut_ok: bool = True) -> str | None:
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

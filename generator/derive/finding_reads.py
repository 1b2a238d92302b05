"""Read a finding's words for finding_titles.py: where its verb is, the predicate and conditions a title leaves off
(`Quilt Folding Aligns Marmots | and Speeds Up Zephyrs`), the subject's acronyms the abstract spells out (`QF` ->
`Quilt Folding`), and whether a title shows its words whole.

A finding stands whole with no formula, digit, quote, glued words, pointing word (`this`, `the proposed`, `such`,
`corresponding`), count, auxiliary or agentless passive at its end (`... Are Minimally Tesseled`: by what?), no
contrast after `while` and no content word twice. Read loosely (the widened families), it may say `existing`, `both
X and Y`, `their` after a plural (`Quilts Fold Their Marmots`) and `than those of` in a comparison, and may say a word
twice but no phrase (`Zephyr Quilts ... Zephyr Quilts`, `Quilts for Quilts`); it may not end on `instead` or `too`,
take an adverb for its verb, or name `the second` of a list it leaves out.
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.claims import AUXILIARIES, COUNTS, SUBJECT_WORDS
from generator.derive.finite_verbs import base_forms
from generator.derive.house_style import MAX_WORDS
from generator.derive.plurals import singular
from generator.derive.title_checks import run_together

MODALS = frozenset("can could may might will would should must cannot".split())
LINKS = frozenset("a an the of for in on with and or to via from by under at as is are its their into over nor onto "
                  "per upon vs within without than versus through across between among against along using but"
                  .split())
# Words that point back into the abstract or stand for the paper's own: a title read alone cannot say what they are.
POINT = frozenset("this these that those it its they their them our we us such former latter above here there "
                  "which who whose proposed resulting same studied aforementioned above-mentioned considered "
                  "corresponding when if whether although though whereas since because unless".split())
# In a subject also: which ones (`all three methods`, `standard methods`, `the current approach`).
_SUBJECT_POINT = POINT | frozenset("both either each one ones new simple natural certain some many most several "
                                   "existing previous current standard popular all any every other recent different "
                                   "various even while once novel given".split())
# Read loosely: `existing quilts` names a class; `both quilts and marmots` says which; `their`, `those of` point back
# to the subject or to what a comparison names.
_LOOSE_SUBJECT_POINT = _SUBJECT_POINT - {"existing"}
_BOTH_SUBJECT_POINT = _LOOSE_SUBJECT_POINT - {"both"}
_COMPARED = frozenset("than outperform outperforms exceed exceeds match matches to as".split())
_LOOSE_LAST = frozenset("instead too also well either otherwise".split())  # a last word that leans on the abstract
_ORDINALS = frozenset("second third fourth fifth latter former aforementioned".split())  # of a list left out
_CONDITIONS = ("under", "provided", "given", "whenever")
_BAD_AUX = re.compile(r"\b(?:can|could|may|might|will|would|should|must|cannot) (?:is|are|does|do|has)\b")
_UNSHOWN = re.compile(r"[$\\{}=%\"`'\u2018\u2019\u201c\u201d<>|]")
_PASSIVE = frozenset(("is", "are", "be", "been"))
_ACRONYM = re.compile(r"[A-Za-z]*[A-Z][A-Za-z]*[A-Z][A-Za-z]*")
_BRACKETED = re.compile(r"\((?:the\s+)?([A-Za-z]*[A-Z][A-Za-z]*[A-Z][A-Za-z]*?)s?\)")
_PLAIN_WORD = re.compile(r"[A-Za-z][\w-]*")
_BEFORE_BRACKET = 120  # characters before an acronym's bracket its long form is read in
_LONG_FORM = 6  # words of a long form at most


def plural(word: str) -> bool:
    """Tell a plural noun (`quilts`, `zephyr-marmots`; not `lens`, `dynamics`)."""
    last = word.rsplit("-", 1)[-1]
    return len(last) > 3 and last.endswith("s") and not last.endswith(("ss", "us", "is", "ics"))


def verb_at(lower: list[str], verbs: frozenset[str], start: int = 0) -> int | None:
    """Find the finding's verb: an auxiliary, a verb the lexicon holds, or a base form after a plural."""
    bases = base_forms(verbs)
    for k in range(start, len(lower)):
        word = lower[k]
        if word in AUXILIARIES or word in verbs:
            return k
        if word in bases:
            j = k - 1
            while j > 0 and lower[j].endswith("ly"):
                j -= 1
            if j >= 0 and plural(lower[j]):
                return k
    return None


def second_predicate_off(body: str, verbs: frozenset[str]) -> str:
    """Cut a clause at a second predicate its subject shares (`X aligns Y and speeds up Z` -> `X aligns Y`)."""
    if " and " not in body:
        return body
    tokens = body.split()
    lower = [t.lower() for t in tokens]
    verb = verb_at(lower, verbs)
    if verb is None:
        return body
    for k in range(verb + 2, len(tokens) - 1):
        if lower[k] == "and" and (lower[k + 1] in verbs or lower[k + 1] in MODALS):
            return " ".join(tokens[:k])
    return body


def conditions_off(words: list[str], verb: int) -> list[str]:
    """Cut a finding too long for a title before the conditions it holds under (`X Folds Y | under Mild Z`)."""
    if len(words) <= MAX_WORDS:
        return words
    lower = [w.lower() for w in words]
    cut = next((k for k in range(verb + 3, len(words)) if lower[k] in _CONDITIONS), None)
    return words[:cut] if cut is not None else words


def reads_whole(words: list[str], verb: int, known: frozenset[str], front: bool = False, titled: bool = False,
                loose: bool = False) -> bool:
    """Tell a finding's words a title shows whole (front: a scope moved to its end; titled: the title leads)."""
    lower = [w.lower() for w in words]
    if not 3 <= len(words) <= MAX_WORDS or len(words) < verb + 3:
        return False
    predicate = lower[verb:]
    if _points(lower, verb, front, titled, loose) or not COUNTS.isdisjoint(lower):
        return False
    if "while" in predicate:  # `while keeping X` goes with the finding; `while X is Y` contrasts, often the point
        k = predicate.index("while")
        if k + 1 >= len(predicate) or not predicate[k + 1].endswith("ing"):
            return False
    joined = " ".join(lower)
    if lower[-1] in LINKS or lower[-1] in AUXILIARIES or "not only" in joined or _BAD_AUX.search(joined):
        return False
    if loose and (lower[-1] in _LOOSE_LAST or predicate[0].endswith("ly") or lower[0] in _ORDINALS
                  or any(a == "the" and b in _ORDINALS for a, b in zip(lower, lower[1:]))):
        return False  # `... Instead`; an adverb read as the verb; `the third notion`: which, the abstract's list says
    if lower[-1].endswith("ed") and lower[-2] not in LINKS and not _PASSIVE.isdisjoint(predicate[:-1]):
        return False  # `... Are Minimally Tesseled`: by what, the title does not say
    shown = " ".join(words)  # a formula's or quote's character, a digit or a non-ASCII one is in a word iff in shown
    if _UNSHOWN.search(shown) or not shown.isascii() or any(c.isdigit() for c in shown):
        return False
    if any(len(w) == 1 and w != "a" or run_together(w, known) for w in words):
        return False
    return not _said_twice(lower, loose)


def _points(lower: list[str], verb: int, front: bool, titled: bool, loose: bool) -> bool:
    """Tell a finding that holds a word pointing back into the abstract, or a subject that does not say which."""
    predicate = lower[verb:]
    for k, word in enumerate(predicate):
        if word not in POINT or word == "when" and front:  # `when` opened the scope moved to the end
            continue
        if loose and (word == "their" and plural(lower[verb - 1]) or word in ("those", "that") and k > 0
                      and predicate[k - 1] in _COMPARED and predicate[k + 1 : k + 2] == ["of"]):
            continue  # `Quilts Fold Their Marmots`, `Better than Those of Marmots`: what they point to is said
        return True
    if titled:
        return not POINT.isdisjoint(lower[:verb])
    both = loose and lower[0] == "both" and "and" in lower[1:verb]  # `Both Quilts and Marmots`
    which = (_BOTH_SUBJECT_POINT if both else _LOOSE_SUBJECT_POINT) if loose else _SUBJECT_POINT
    return not which.isdisjoint(lower[:verb])


def _said_twice(lower: list[str], loose: bool) -> bool:
    """Tell a finding that says a content word twice, or, read loosely, a phrase: two words in a row, or `X for X`."""
    if not loose:
        content = [singular(w) for w in lower if w not in LINKS]
        return len(set(content)) != len(content)
    stems = [singular(w) for w in lower]  # each word stemmed once
    pairs = [p for p in zip(stems, stems[1:]) if p[0] not in LINKS or p[1] not in LINKS]
    return len(set(pairs)) != len(pairs) or any(a == c and b in LINKS for a, b, c in zip(stems, lower[1:], stems[2:]))


@lru_cache(maxsize=4)
def _long_forms(text: str) -> dict[str, list[str]]:
    """Map each bracketed acronym to the words that spell it out before its bracket (`Quilt Folding (QF)`)."""
    found: dict[str, list[str]] = {}
    for m in _BRACKETED.finditer(text):
        capitals = [c for c in m.group(1) if c.isupper()]
        words = text[max(0, m.start() - _BEFORE_BRACKET) : m.start()].split()[-_LONG_FORM:]
        for k in range(len(words) - 1, -1, -1):
            if not _PLAIN_WORD.fullmatch(words[k]):
                break
            initials = [p[0].upper() for w in words[k:] for p in w.split("-") if p]
            if initials == capitals or [w[0].upper() for w in words[k:]] == capitals:
                found.setdefault(m.group(1), words[k:])
                break
    return found


def spelled_subject(words: list[str], verb: int, text: str, acronyms: frozenset[str], most: int = SUBJECT_WORDS
                    ) -> list[str] | None:
    """Write out the subject's spelled-out acronyms (`QFs` -> `Quilt Foldings`); None for one never spelled out."""
    out: list[str] = []
    for w in words[:verb]:
        base = w[:-1] if w.endswith("s") and len(w) > 2 and w[-2].isupper() else w
        spelled = _long_forms(text).get(base) if _ACRONYM.fullmatch(w) else None
        if spelled:
            long = list(spelled)
            if base != w and not long[-1].endswith("s"):
                long[-1] += "s"
            elif base == w and plural(long[-1].lower()):
                long[-1] = long[-1][:-1]  # `a single QN` of `quilted networks (QNs)`
            out += long
        elif any(_ACRONYM.fullmatch(p) and p.upper().removesuffix("S") not in acronyms for p in w.split("-")):
            return None  # the abstract's own shorthand, never spelled out
        else:
            out.append(w)
    return out if len(out) <= most else None

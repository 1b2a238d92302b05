"""Say what a named work is for where its title only spells the name out, from the paper's own sentences:
`QZ: Quilt Zephyr` says `QZ: Quilt Zephyr for Marmot Ranking` where the abstract writes `QZ, a marmot ranking method`.

Readings, each leaving the title as it is when unsure; the first three first:
- the task compound of the kind the name is given (`QZ, a marmot ranking method`, `a marmot ranking framework called
  QZ`, `QZ is a marmot ranking approach`, or a sentence soon after opening on `QZ is a ...`);
- where the name is given only in a sentence that points back (`We call this technique QZ`, `The new approach, named
  QZ, ...`, `Our method, QZ, ...`), the purpose the paper's first proposal sentence just before writes for its kind:
  `we propose a method for marmot ranking` / `a method to rank marmots` / `a method that ranks marmots` / `a marmot
  ranking method` -> `for Marmot Ranking` / `to Rank Marmots`;
- where the name adds letters to a base its tail spells (`QZ-MT: Quilt Zephyr`), the words those letters spell after a
  link or a verb of use in a sentence naming it (`QZ-MT uses marmot tessels`) -> `QZ-MT: Quilt Zephyr with Marmot
  Tessels`.
Where those give nothing, the wider readings, also of tails that spell the name with a link (`QZ: Quilt of Zephyrs`):
- what the naming sentence says the work is for, read by named_task_clauses.py (`QZ, a method that folds marmots`,
  `a new method called QZ for marmot folding`, `To fold marmots, we present QZ` -> `QZ: Quilt Zephyr to Fold Marmots`);
- the clause after the kind of the first proposal a naming sentence points back to (`We propose a method that folds
  marmots. We call it QZ.`);
- a sentence soon after: the first opening on the name (`QZ is a new method that folds marmots`), or one saying what
  it aims at (`QZ aims to fold marmots`);
- the task compound of the kind the name is given, where the first reading refused it for a title word said again.
These may say one title word again, as named_task_clauses.py allows (`QZ: Quilt Zephyr to Stitch Quilt Marmot
Tessels`), and are refused where the tail spells out the name of another part the paper proposes (`QZ: Quilt Zephyr
Layer` where it writes `a quilt zephyr layer (QZL)`).
The words are read by named_task_words.py; the first readings' purpose is refused where it says a stem of the title or
itself twice, any purpose where it makes the title too long. Blind readers preferred the titles with the purpose 39 to
0 (3 the same) on 14 papers, three verdicts a paper: faithful/weak/poor 0/42/0 -> 39/3/0; those the wider readings
write 119 to 5 (2 the same) on 42 more papers: 7/119/0 -> 115/9/2.
"""

from __future__ import annotations

import re
from typing import Iterator

from generator.derive.house_style import MAX_WORDS
from generator.derive.named_task_clauses import (AIM_PREFIX, AIMS, IS_PREFIX, KIND, KIND_AFTER, KIND_BEFORE, KIND_IS,
                                                 WORD, clause_purpose, naming_purpose, refused_again, said_twice)
from generator.derive.named_task_words import FIELDS, FUNCTION, UNSPELLED, kind_purpose, task_compound
from generator.derive.title_casing import case_word

TAIL_MOST = 4  # words of a tail that only spells a name out
NAME_MOST = 3
LOOK_BACK = 2  # sentences before the naming one that may hold the proposal
LATER_READ = 3  # sentences after the naming one read for `NAME is a <task> KIND`

_SENT = re.compile(r"(?<=[.!?])\s+(?=[A-Z\\(])")
# A tail that already says how or what for; one that spells the name out may still have `of`, `with`, `in`, `and`.
_TAIL_LINK = re.compile(r"\b(?:for|to|via|with|by|in|on|using|through|without|beyond|under|within|into|over|across|as"
                        r"|from|of|and|vs)\b", re.I)
_SAYS_MORE = re.compile(r"\b(?:for|to|via|by|using|through|without|beyond|under|within|into|over|across|as|from|on|vs)"
                        r"\b", re.I)
_WORD = re.compile(r"[A-Za-z]\w*")
_OWN = re.compile(r"\b(?:we|this\s+(?:paper|work|study)|the\s+paper|here)\b[^.;:]{0,50}?(?<![\w-])(?:propose|introduce"
                  r"|present|develop|design|devise|suggest|offer|put\s+forward|formulate|build|construct|describe)s?"
                  r"(?![\w-])", re.I)
_MAIN_OWN = re.compile(r"(?<![\w-])(?:propose|introduce|present)s?$", re.I)
# A proposal of a later step or a part of the work, not of what the name stands for.
_SECOND = re.compile(r"^\s*(?:For\s*\(|Second|Third|Then|Finally|Moreover|Furthermore|Additionally|In\s+addition|Also"
                     r"|Besides)|\b(?:then|also|further|additionally)\s+(?:propose|introduce|present)", re.I)
# A sentence that gives the name to the paper's own work, not to others': the first readings want a verb of giving,
# the wider ones a verb of making in any form (`by proposing`).
_OWN_OR_CUE = re.compile(r"\b(?:we|our|this\s+(?:paper|work))\b.*?(?<![\w-])(?:propose|introduce|present|develop|design"
                         r"|devise|suggest|offer|build|construct|call|term|dub|name|coin)[sd]?(?![\w-])"
                         r"|\b(?:called|named|dubbed|termed|coined|namely)\b", re.I | re.S)
_OWN_CUE = re.compile(r"\b(?:we|our|this\s+(?:paper|work|study))\b[^.;]*?(?<![\w-])(?:propos|introduc|present|develop"
                      r"|design|devis|suggest|offer|build|construct|formulat)(?:e|es|ed|ing|s)?(?![\w-])"
                      r"|\b(?:called|named|dubbed|termed|coined|namely)\b", re.I)
_OWN_KIND = re.compile(r"\s+(?:(?:here|also|then|further|first)\s+)?(?:a|an)\s+((?:" + WORD + r",?\s+){0,7}?)(" +
                       KIND + r")(?![\w-])(.*)$", re.S)
# What stands before a name in a sentence that gives it to what an earlier one proposed (`We call this technique`,
# `The new approach, named`, `Our method,`).
_BACK = re.compile(
    r"(?:We\s+(?:call|term|dub|name|refer\s+to|coin)\s+(?:this|it|our|the|such|these)\b"
    r"|(?:This|The|Our|These)\s+(?:new\s+|proposed\s+|resulting\s+|overall\s+)?"
    r"(?:[\w-]+\s+){0,2}?" + KIND + r"\s*,?\s*(?:(?:which\s+we\s+(?:call|term|dub|name)|called|named|dubbed|termed"
    r"|coined|namely)\s+)?|(?:Our|The\s+proposed)\s+"
    r"|(?:In\s+particular|Specifically|Concretely|More\s+specifically)\s*,\s*we\s+(?:propose|introduce|present)\s+"
    r"(?:the\s+)?)\s*(?:[^\s.;:]+\s+){0,6}?\(?$")
_NAME_IN_BRACKETS = re.compile(r"\s*\(([A-Z][\w-]*)\)", re.I)  # after a tail the paper writes out: `... layer (QZL)`
# A link, or a verb of use read as `with`, before the words an affix spells.
_AFFIX_LINKS = {"via": "via", "with": "with", "using": "using", "through": "through", "by": "by", "uses": "with",
                "use": "with", "employs": "with", "leverages": "with", "adopts": "with", "incorporates": "with"}


def named_task_said(title: str, text: str) -> str:
    """Return the title with what its named work is for, as the paper's own sentences say (see the docstring)."""
    name, colon, tail = title.partition(": ")
    words = tail.split()
    if not colon or not words or len(words) > TAIL_MOST or len(name.split()) > NAME_MOST or name not in text:
        return title
    lead = words[0].lower()
    plain = not _TAIL_LINK.search(tail) and not (lead.endswith("ing") and lead != "learning")
    if lead in ("a", "an", "the") or not plain and (_SAYS_MORE.search(tail) or not _spelled(name, tail)):
        return title  # a phrase of its own, a deed, or how or what for says more than the name
    sentences = _SENT.split(text)
    naming = next(((i, at) for i, s in enumerate(sentences) if (at := _start(s, name)) is not None), None)
    if not naming:
        return title
    said = plain and (_affix_said(title, name, tail, sentences) or _kind_said(title, name, sentences, *naming))
    return said or _wider_said(title, name, tail, sentences, *naming) or title


def _affix_said(title: str, name: str, tail: str, sentences: list[str]) -> str | None:
    """Write on the words a name's added letters spell (`QZ-MT` -> `with Marmot Tessels`) where its tail spells
    only the base and a sentence naming it writes them after a link or a verb of use."""
    base, dash, affix = name.partition("-")
    if not dash or not 2 <= len(affix) <= 4 or not affix.isalpha() or not affix.isupper():
        return None
    if "".join(w[0] for w in _WORD.findall(tail)).upper() != "".join(c for c in base if c.isupper()):
        return None
    for sentence in sentences:
        if _start(sentence, name) is None:
            continue
        words = sentence.split()
        for i in range(1, len(words) - len(affix) + 1):
            link = _AFFIX_LINKS.get(words[i - 1].lower())
            if not link:
                continue
            run = [w.strip(",.;:") for w in words[i:i + len(affix)]]
            if "".join(w[:1] for w in run).upper() == affix and all(
                    w.isalpha() and w.islower() and len(w) >= 3 and w not in UNSPELLED for w in run):
                return _written(title, link, run)
    return None


def _kind_said(title: str, name: str, sentences: list[str], first: int, at: int) -> str | None:
    """Write on the purpose of the kind the naming sentence gives, the proposal it points back to or one soon after."""
    sentence = sentences[first]
    before = sentence[:at]
    kind = _given_kind(before, sentence[at + len(name):])
    if kind and (_OWN_OR_CUE.search(sentence) or before.lstrip().startswith("Our ")):
        return _written(title, "for", task_compound(kind[1]))
    if _BACK.fullmatch(before):
        kind = _proposal(sentences, first)
        found = kind_purpose(kind[1], kind[3]) if kind else None
        return _written(title, *found) if found else None
    for later, end in _openings(sentences[first + 1:first + 1 + LATER_READ], name, IS_PREFIX):
        kind = KIND_IS.match(later, end)
        task = task_compound(kind[1]) if kind else None
        if task:
            return _written(title, "for", task)
    return None


def _wider_said(title: str, name: str, tail: str, sentences: list[str], first: int, at: int) -> str | None:
    """Write on what the naming sentence, its proposal or a sentence soon after says the work is for (the docstring)."""
    if _names_other(name, tail, sentences):
        return None
    sentence = sentences[first]
    before, after = sentence[:at], sentence[at + len(name):]
    own = _OWN_CUE.search(sentence) or before.lstrip().startswith("Our ")
    found = naming_purpose(before, after) if own and not _SECOND.search(sentence) else None
    if not found and _BACK.fullmatch(before):
        kind = _proposal(sentences, first)
        found = clause_purpose(kind[3]) if kind else None
    found = found or _later_purpose(sentences, first, name)
    if not found and own and (kind := _given_kind(before, after)):
        task = task_compound(kind[1])
        found = ("for", task) if task and " ".join(task[-2:]).lower() not in FIELDS else None
    return _joined(title, *found) if found and not refused_again(title, *found) else None


def _later_purpose(sentences: list[str], first: int, name: str) -> tuple[str, list[str]] | None:
    """Read the purpose a sentence soon after gives: `QZ is a new method that folds marmots`, `QZ aims to fold`."""
    opening = next(_openings(sentences[first + 1:first + 1 + LATER_READ], name, IS_PREFIX), None)
    kind = KIND_IS.match(*opening) if opening else None
    found = clause_purpose(kind.string[kind.end():]) if kind else None
    if found:
        return found
    for sentence, end in _openings(sentences[first:first + 1 + LATER_READ], name, AIM_PREFIX):
        aim = AIMS.match(sentence, end)
        if aim:
            return clause_purpose(sentence[aim.end():])
    return None


def _given_kind(before: str, after: str) -> re.Match[str] | None:
    """Find the kind the naming sentence gives the name: after it, before it, or as what it is."""
    return KIND_AFTER.match(after) or KIND_BEFORE.search(before) or (
        KIND_IS.match(after) if IS_PREFIX.fullmatch(before) else None)


def _proposal(sentences: list[str], first: int) -> re.Match[str] | None:
    """Find the kind the paper's first proposal, a sentence or two before the naming one, gives, and what follows."""
    for back in range(first - 1, max(first - 1 - LOOK_BACK, -1), -1):
        prior = sentences[back]
        verbs = list(_OWN.finditer(prior))
        if not verbs:
            continue
        if not _MAIN_OWN.search(verbs[-1][0]) or _SECOND.search(prior):
            return None  # a later step or part of the work, not what the name stands for
        if any(_OWN.search(earlier) for earlier in sentences[:back]):
            return None  # not the paper's first proposal
        return _OWN_KIND.match(prior, verbs[-1].end())
    return None


def _openings(sentences: list[str], name: str, prefix: re.Pattern[str]) -> Iterator[tuple[str, int]]:
    """Yield each sentence that first writes the name after no more than `prefix` allows, with where the name ends."""
    for sentence in sentences:
        at = _start(sentence, name)
        if at is not None and prefix.fullmatch(sentence, 0, at):
            yield sentence, at + len(name)


def _start(sentence: str, name: str) -> int | None:
    """Where a sentence first writes the name as a whole word."""
    at = sentence.find(name)
    while at >= 0:
        before = sentence[at - 1] if at else " "
        end = at + len(name)
        after = sentence[end] if end < len(sentence) else " "
        if not (before.isalnum() or before in "_-") and not (after.isalnum() or after in "_-"):
            return at
        at = sentence.find(name, at + 1)
    return None


def _names_other(name: str, tail: str, sentences: list[str]) -> bool:
    """Tell a tail an own sentence writes out as another part's name: `QZ: Quilt Zephyr Layer`, `... layer (QZL)`."""
    low_tail = tail.lower()
    for sentence in sentences:
        low = sentence.lower()
        at = low.find(low_tail)
        while at >= 0:
            given = _NAME_IN_BRACKETS.match(sentence, at + len(tail))
            if given:
                if given[1] != name and _OWN_CUE.search(sentence):
                    return True
                break
            at = low.find(low_tail, at + 1)
    return False


def _spelled(name: str, tail: str) -> bool:
    """Tell a tail whose initials spell the name's capitals in order, all its content words but one at most."""
    caps = [c for c in name if c.isupper()]
    parts = tail.replace("-", " ").split()
    initials = iter(p[0].upper() for p in parts)
    return len(caps) >= 2 and all(c in initials for c in caps) and \
        len(caps) >= sum(p.lower() not in FUNCTION for p in parts) - 1


def _written(title: str, link: str, words: list[str] | None) -> str | None:
    """Write the purpose on the title, or None where there is none or it says a word twice (see said_twice)."""
    return _joined(title, link, words) if words and not said_twice(title, words) else None


def _joined(title: str, link: str, words: list[str]) -> str | None:
    """Write the purpose on the title, or None where the title grows too long."""
    written = f"{title} {link} {' '.join(case_word(w, False) for w in words)}"
    return written if len(written.split()) <= MAX_WORDS else None

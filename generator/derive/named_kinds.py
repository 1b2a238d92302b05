"""Rebuild a named title's tail from the kind the paper's own sentence gives the name, where the tail came from
elsewhere: `QZ: Alleviating the Marmot Constraint for Real-Time Zephyr Tessels` says `QZ: A Quilt Folding Approach
for Zephyr Inference on Marmots` where the abstract writes `we present QZ, the first quilt folding approach for zephyr
inference on marmots`.

The naming sentence and its kind phrase are read by named_kind_phrases.py. Two readings, each leaving the title as
it is when unsure:
- the tail names no kind and the naming sentence, from the kind on, lacks most of its words: it was read from a
  background sentence, a purpose before the name, a finding or another work; the kind phrase must say at least three
  content words after the kind, through a link (not `with`, not a relative clause);
- the tail names the same kind, but its `for X` names no field or task and none of the sentence's words (`QZ: A
  Zephyr Model for Quilt Marmot Fields` -> `QZ: A Zephyr Model with Score-Based Tessel Decoder`), or it dropped the
  sentence's relative verb (`QZ: A Quilt Method for Marmot Drift` -> `QZ: A Quilt Method That Prevents Marmot Drift`).
Refused where the tail spells the name out, the abstract writes the name's long form before it, the phrase adds an
acronym the title does not hold, says a content word twice or runs past thirteen words. Blind readers preferred the
rebuilt titles 54 to 0 on 18 papers, three verdicts a paper: faithful/weak/poor 5/22/27 -> 54/0/0.
"""

from __future__ import annotations

import re

from generator.derive.named_kind_phrases import (FUNCTION, RELATIVE, TASK_WORDS, WORD, KindPhrase, content, kind_phrase,
                                                 naming, stem)
from generator.derive.title_casing import title_case

TAIL_MIN = 5  # words after the colon: a shorter tail says too little to have come from elsewhere
MISS_MIN = 0.6  # share of the tail's content words the naming sentence lacks, from the kind on
NEW_MOST = 13  # words of the rebuilt tail, its article counted

_MARKUP = re.compile(r"\\(?:textit|textbf|emph|texttt|textsc|mathrm|text|underline)\{([^{}]*)\}")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\\(])")
_ACRONYM = re.compile(r"(?:[^A-Z]*[A-Z]){2}.*")
_TAIL_KIND = re.compile(r"^(?:(?:A|An|The)\s+)?(.*?)\s+(for|to|of|with|in|on|via)\s+(.+)$")
# Heads of a field or task a `for X` tail names on purpose (`for Semi-Supervised Learning`): kept.
_TASK_TAIL = re.compile(r"(?:ing|ion|ment|ness|ity|ics|sis|learning|RL|NLP)$")
# A relative clause on one of these says how the kind works, not what it is for.
_MEANS_VERBS = frozenset("leverages utilizes uses employs adopts exploits applies incorporates combines builds "
                         "relies".split())


def named_kind_said(title: str, text: str) -> str:
    """Return the title with its tail rebuilt from the kind the paper's own sentence gives its name (see above)."""
    name, colon, tail = title.partition(": ")
    if not colon or len(tail.split()) < TAIL_MIN or _spells(name, tail):
        return title
    plain = _MARKUP.sub(r"\1", text).replace("**", "")
    if name not in plain or _spelled_out(name, tail, plain):
        return title
    named = naming(_SENTENCE.split(plain), name)
    if not named:
        return title
    article, body, rest = named
    phrase = kind_phrase(article, body)
    if not phrase or len(phrase.words) > NEW_MOST:
        return title
    if any(_ACRONYM.fullmatch(w) and w not in title for w in phrase.words[1:]):
        return title  # an acronym where the title spells words out
    said = _stems(rest + " " + name)
    if any(stem(w) == stem(phrase.kind) for w in content(tail)):
        fits = _for_misread(tail, phrase, said)
    else:
        fits = _read_elsewhere(tail, phrase, said)
    if not fits:
        return title
    stems = [stem(w) for w in content(" ".join(phrase.words))]
    if len(set(stems)) < len(stems):
        return title  # a content word said twice
    return name + ": " + title_case(phrase.words)


def _read_elsewhere(tail: str, phrase: KindPhrase, said: set[str]) -> bool:
    """Tell a tail that names no kind and was read from another sentence: the naming one lacks most of its words."""
    words = [p for w in content(tail) for p in ([w] if stem(w) in said else w.split("-")) if p]
    if not words or sum(stem(w) not in said for w in words) / len(words) < MISS_MIN:
        return False
    if phrase.lead in RELATIVE or phrase.lead == "with":
        return False
    return len(content(" ".join(phrase.complement))) >= 3  # a thinner one cannot stand for the work (`to Fold Quilts`)


def _for_misread(tail: str, phrase: KindPhrase, said: set[str]) -> bool:
    """Tell a tail of the same kind whose `for X` dropped the sentence's relative verb or names what it does not say."""
    found = _TAIL_KIND.match(tail)
    if not found or found[2] != "for" or stem(found[1].split()[-1]) != stem(phrase.kind):
        return False
    target = found[3]
    if phrase.lead in RELATIVE:
        if _stems(target) <= _stems(" ".join(phrase.words)):
            return True  # the verb was dropped: `for X` where the sentence says `that ... X`
        if any(w.lower() in _MEANS_VERBS for w in phrase.words):
            return False  # a means (`that leverages X`) for a scope
    first, last = target.split()[0], target.split()[-1]
    if _TASK_TAIL.search(last) or last.lower() in TASK_WORDS or first.lower().endswith("ing"):
        return False
    parts = [p for w in content(target) for p in w.split("-") if len(p) > 2]
    if not parts or _stems(" ".join(parts)) & _stems(" ".join(phrase.complement)):
        return False  # the same target reworded (`for Deep Marmots` -> `on Zephyr Marmots`)
    return stem(parts[0]) not in said and sum(stem(p) in said for p in parts) * 2 <= len(parts)


def _stems(text: str) -> set[str]:
    """Return the stems of the text's content words and of their hyphen's parts."""
    found = set()
    for word in content(text):
        found.add(stem(word))
        found.update(stem(p) for p in word.split("-") if len(p) > 2)
    return found


def _spells(name: str, tail: str) -> bool:
    """Tell a tail that spells the name's capitals out (`QZF: Quilt Zephyr Folding ...`)."""
    capitals = [c for c in name if c.isupper()]
    if len(capitals) < 2:
        return False
    initials = "".join(w[0] for w in WORD.findall(tail.replace("-", " ")) if w.lower() not in FUNCTION).upper()
    if not initials or initials[0] != capitals[0]:
        return False
    found, used = _in_order(capitals, initials), _in_order(initials, capitals)
    return found * 5 >= len(capitals) * 3 or used >= 2 and used * 5 >= len(initials) * 3


def _in_order(wanted: str | list[str], seen: str | list[str]) -> int:
    """Count the letters of wanted, from its first, that seen holds in order."""
    matched = 0
    for letter in seen:
        if matched < len(wanted) and letter == wanted[matched]:
            matched += 1
    return matched


def _spelled_out(name: str, tail: str, text: str) -> bool:
    """Tell a tail that opens on the words the abstract writes the name out with (`Quilt Zephyr Folding (QZF)`)."""
    at = text.find("(" + name + ")")
    if at < 0:
        return False
    spelled = {stem(w) for w in content(" ".join(text[:at].split()[-8:]))}
    return all(stem(w) in spelled for w in content(tail)[:2])

"""Mend an invented `for` by the link word the abstract writes between a title's halves (rule 2 of for_joins.py).

`Quilt Bounds for Zephyr Expansion` says `Quilt Bounds using the Zephyr Expansion` where the abstract writes the halves
so (or with `with`, `between`, `as`, `against`, and `on` after an effect or a task) and never writes the head before
`for`.
"""

from __future__ import annotations

import re

from generator.derive.for_sentence_reads import LEAD_ARTICLE, MIN_WORDS
from generator.derive.house_style import MAX_WORDS

_NORM_DROP = re.compile(r"[^\w\s\-$]")
_NORM_SPACE = re.compile(r"[\s\-]+")
_LINK_AFTER = re.compile(r" (using|with|between|as|against|on) ((?:the|an|a) )?((?:task|problem) of (?:the )?)?")
# _LINK_AFTER as the lowered abstract writes it: _norm reads each run of characters other than [\w$] as one space, so
# where the normed abstract holds a word, a link and a space, the lowered one holds them with such runs between
_LINK_NEXT = re.compile(r"[^\w$]+(?:using|with|between|as|against|on)(?:[^\w$]|$)")
_EFFECTS = ("effect", "impact", "influence")  # heads `on` relates the purpose to


def _norm(text: str) -> str:
    """Lower the text to its words, punctuation and hyphens read as spaces."""
    return _NORM_SPACE.sub(" ", _NORM_DROP.sub(" ", text.lower())).strip()


def linked(title: str, text: str) -> str | None:
    """Return `H using the P` or another link the abstract writes between the halves, never `H for`, else None."""
    if title.count(" for ") != 1:
        return None
    head, purpose = title.split(" for ", 1)
    bare = LEAD_ARTICLE.sub("", _norm(head))
    words = bare.split()
    wanted, lowered = _norm(purpose) + " ", text.lower()
    if not words or words[-1] not in lowered or wanted.split()[:1] and wanted.split()[0] not in lowered:
        return None  # _norm only lowers and blanks characters: a word it leaves stands in the lowered abstract
    if not _link_follows(lowered, words[-1]):
        return None  # no link right after the head's last word anywhere: the costly _norm below finds none
    tail, written = " " + " ".join(words[-2:]), " " + _norm(text) + " "
    if f"{tail} for " in written:
        return None  # the abstract's own `for`: the join was not invented
    at = written.find(tail + " ")
    while at >= 0:
        link = _LINK_AFTER.match(written, at + len(tail))
        if link and written.startswith(wanted, link.end()):
            return _relinked(head, purpose, bare, link)
        at = written.find(tail + " ", at + 1)
    return None


def _link_follows(lowered: str, word: str) -> bool:
    """Tell a lowered abstract that writes a link word of _LINK_AFTER after the word, the two apart by no word."""
    at = lowered.find(word)
    while at >= 0:
        if _LINK_NEXT.match(lowered, at + len(word)):
            return True
        at = lowered.find(word, at + 1)
    return False


def _relinked(head: str, purpose: str, bare: str, link: re.Match[str]) -> str | None:
    """Return the title joined by the abstract's link, or None where that link may not belong to the head."""
    word = link.group(1)
    if word == "on" and not link.group(3) and not bare.startswith(_EFFECTS):
        return None  # `on` relates the purpose to a word of the sentence as often as to the head
    article = link.group(2) if word in ("using", "with") and link.group(2) else ""
    new = " ".join(f"{head} {word} {article}{purpose}".split())
    return new if MIN_WORDS <= len(new.split()) <= MAX_WORDS else None

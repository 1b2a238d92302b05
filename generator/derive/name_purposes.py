"""Say what a named work is for where the title only spells its name out: `QZ: Quilt Zephyr Marmots` says `QZ: Quilt
Zephyr Marmots to Detect Tessel Drift` where the abstract writes `we propose quilt zephyr marmots (QZ) to detect
tessel drift`.

The title must be `NAME: <four words or fewer>`, a tail that does not relate already (`for`, `to`, `via`, `with`, `in`,
...) nor open on a gerund. The purpose is read in the sentence that introduces the name (`we propose/introduce/present
... NAME`): right after the name, past a bracket, an appositive kind or a naming cue (`a quilt attack named Zephyr, to
reduce ...`, `(QZ) designed to test ...`, `QZ, tailored to marmot ranking` for `for`, `QZ, capable of sampling ...`);
fronted before it (`To speed up quilt training, we introduce ...`); or, where no sentence introduces it, in the passive
(`a method, called QZ, is proposed to ...`) or in `QZ is a framework for ...`. It is cut at the first clause, means,
participle, comparison or list and taken only when short, plain (no maths, quotes, brackets inside words), not pointing
back (`this problem`), not vague (`to solve the problem`, `to train neural networks`), not a report verb nor `better`
and a verb, not ending on a fragment, saying no title word again (stems, plurals, the title's acronyms), and read
whole: a verb after `to`, none right after `for`, no verb left without its object, no pair cut before its second
half, not an acronym alone (what the first port wrote wrong on papers the scout never read). Blind
readers preferred the titles with the purpose 55 to 2 on 19 papers, faithful / weak / poor 5 / 49 / 3 -> 44 / 13 / 0 of
57 verdicts (seventy-sixth session).

Where those readings find nothing, the clauses around the name are read (name_clauses.py), in the first three sentences
that name it: in the first that introduces it, a relative clause (`Quilt, a model that captures marmot variance` ->
`to Capture Marmot Variance`), a purpose in the kind before the name (`a foundation model for marmot ranking called
Quilt` -> `for Marmot Ranking`; such a sentence introduces the name too) and a participle's (`Quilt, assigning a slack
to each zephyr to reduce tessel drift`); in one that opens on the name, `Quilt is designed to ...` or `Quilt is able to
...`; in any, `Quilt can be used to ...`; and last a means (`via Marmot Quantization`). These are cut before a second
deed too and taken only when they also name what they are about: no vague word, count or empty head (`to Fold the
Sampled Model`), no adjective without its noun, no title acronym spelled out. The first readings now also pass a `;`, a
kind before the comma and `trained to` (`Quilt (QZ) layer, a zephyr model for marmot ranking`, `Quilt, a zephyr model
trained to rank marmots`). Blind readers preferred these families 111 to 13 on 44 papers (relative 51 : 5, kind's
purpose 20 : 1, means 9 : 0, appositive 9 : 0, later `is able to` or `is a ... for` 3 : 0, later passive 3 : 0, `can be
used to` 3 : 0, participle 2 : 0), faithful 0 -> 95 of 132 verdicts. A sentence opening on the name with a verb of its
own (`Our method, Quilt, folds marmot styles`) went 11 : 8 and is not read (seventy-sixth session).
"""

from __future__ import annotations

import re
from typing import Iterator

from generator.derive.name_clauses import (ASIDE, KINDS, bare_head, clause_fits, kind_purpose, means_read, named_kind,
                                           participle_purpose, relative_purpose, used_purpose)
from generator.derive.name_purpose_words import purpose_cut, purpose_fits, purpose_readings
from generator.derive.title_casing import title_case

MOST = 8  # words of a purpose at most, its `to` or `for` aside
FEWEST_AFTER_TO = 2  # a verb and its object: `for QZs` may be one word, `to` needs two
TAIL_MOST = 4  # words of a tail that only spells a name out
NAME_MOST = 3
SENTENCES_READ = 3  # sentences naming the work that the widened readings read

_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z\\(])")
_OWN_VERB = re.compile(
    r"\b(?:we|paper|work|article|study)\b[^.;:,]{0,40}?(?<!to )(?<![\w-])(?:propose|introduce|present|develop|design"
    r"|build|devise|describe|derive|construct|create|release|offer)s?(?![\w-])", re.I)
_OWN_SENTENCE = re.compile(r"\b(?:we|our|this\s+(?:paper|work|study|article))\b", re.I)
_NAMING = re.compile(r"(?:,\s*)?\b(?:which|that)\s+we\s+(?:call|term|dub|name|refer\s+to\s+as)\b", re.I)
# Between the own verb and the name stand a noun phrase, a naming cue, the spelled-out name and a bracket; a link or a
# clause there means the verb governs something else.
_BETWEEN_BAD = re.compile(
    r"(?<![\w-])(?:to|for|on|with|by|that|which|who|is|are|was|be|can|using|via|through|based|apply|applies|use"
    r"|uses|allow|allows|enable|enables|extend|extends|show|shows|and\s+we|in\s+which|where|when|while)(?![\w-])"
    r"|[.;:]", re.I)
BETWEEN_MOST = 160  # characters between the own verb and the name
_AFTER = re.compile(
    ASIDE + r"(?:" + KINDS + r"\s*)?[,;]?\s*(?:(?:which|that)\s+(?:is|are)\s+)?"
    r"(?:(?:a|an|the|our)\s+(?:[\w-]+\s+){0,7}?" + KINDS + r"\s+(?:of\s+(?:[\w-]+\s+){0,4}?" + KINDS + r"\s+)?)?"
    r"(?:(?:specifically|particularly|carefully|explicitly|especially)\s+)?"
    r"(?:(designed|tailored|trained|learned|intended|developed|built|aimed|geared|(?:which|that)\s+(?:aims|seeks"
    r"|serves|strives|is\s+designed|are\s+designed|is\s+able|are\s+able|can\s+be\s+used|is\s+used|are\s+used"
    r"|is\s+intended)|capable\s+of|(?:which|that)\s+(?:is|are)\s+capable\s+of)\s+)?"
    r"(for(?=\s)|to(?=\s)|(?<=of\s))\s*(.*)$", re.S | re.I)
_FRONT = re.compile(
    r"^(?:In\s+order\s+to|To|In\s+an\s+attempt\s+to|Aiming\s+to|With\s+the\s+aim\s+to|With\s+the\s+goal\s+to)\s+"
    r"([^,;:]{8,140}),\s*(?:(?:in\s+this|here)\s*(?:paper|work)?\s*,?\s*)?(?:we|this\s+(?:paper|work))\b", re.S)
_PASSIVE = re.compile(
    ASIDE + r"(?:" + KINDS + r"\s+)?,?\s*(?:is|are|was|were)\s+(?:then\s+|further\s+|also\s+)?"
    r"(?:proposed|introduced|developed|designed|presented|devised)\s+(to|for)(?=\s)\s*(.*)$", re.S | re.I)
_IS_KIND = re.compile(
    ASIDE + r"(?:" + KINDS + r"\s+)?(?:is|are)\s+(?:(?:a|an)\s+(?:[\w-]+\s+){0,6}?" + KINDS +
    r"\s+(?:(?:specifically\s+)?(?:designed|tailored|developed|intended)\s+)?|(?:(?:specifically\s+)?(?:designed|"
    r"intended|developed|able)\s+))(for|to)(?=\s)\s*(.*)$", re.S | re.I)
_OPENS_ON_NAME = re.compile(r"^\s*(?:(?:The|Our)\s+(?:proposed\s+|resulting\s+|new\s+)?(?:[\w-]+\s+){0,3}?)?$")

_TAIL_RELATION = re.compile(
    r"\b(?:for|to|via|with|by|in|on|using|through|without|beyond|under|within|into|over|across|as)\b", re.I)
GERUND_START = re.compile(r"[a-z]+ing\b")
_FOR_ASIDE = re.compile(r"(?:short|example|instance|brevity)\b", re.I)


def name_purpose_said(title: str, text: str) -> str:
    """Append the purpose the sentence introducing a title's name writes, where the tail only spells the name out."""
    name, colon, tail = title.partition(": ")
    words = tail.split()
    if not colon or not words or len(words) > TAIL_MOST or len(name.split()) > NAME_MOST:
        return title
    if _TAIL_RELATION.search(tail) or words[0].lower().endswith("ing") and words[0].lower() != "learning":
        return title  # the tail says what the work does already
    sentences = naming_sentences(name, text)
    return _introduced_purpose(name, tail, sentences) or _clause_purpose(name, tail, sentences) or title


def _introduced_purpose(name: str, tail: str, sentences: list[tuple[str, list[int]]]) -> str | None:
    """Write the purpose read right after the name, before it or in the passive (the first readings)."""
    for sentence, starts in sentences:
        intro = next((at for at in starts if introduces(sentence, at)), None)
        if intro is None:
            end = starts[0] + len(name)
            found = passive(sentence, end) or is_kind(sentence, starts[0], end)
            if not found:
                continue
        else:
            found = after_name(sentence, intro + len(name)) or _fronted(sentence)
        # Only the sentence that introduces the name: a later one speaks of its parts or its results.
        return _with_purpose(name, tail, *found) if found else None
    return None


def _clause_purpose(name: str, tail: str, sentences: list[tuple[str, list[int]]]) -> str | None:
    """Write the first purpose the clauses around the name write that reads whole (name_clauses.py)."""
    for found in clause_readings(name, sentences):
        title = _with_purpose(name, tail, *found, clause=True) if found else None
        if title:
            return title
    return None


def clause_readings(name: str, sentences: list[tuple[str, list[int]]]) -> Iterator[tuple[str, list[str]] | None]:
    """Yield the purposes the clauses around the name write, in the order the module docstring gives."""
    means, introduced = None, False
    for sentence, starts in sentences[:SENTENCES_READ]:
        intro = next((at for at in starts if introduces(sentence, at)), None)
        at = starts[0] if intro is None else intro
        end = at + len(name)
        # A kind and its purpose before the naming cue introduce the name too, though a `for` stands between.
        kind = named_kind(sentence[:at]) if _OWN_SENTENCE.search(sentence) else None
        if intro is None and not kind:
            if _OPENS_ON_NAME.match(sentence[:at]):  # not `a light version of Quilt is proposed to ...`
                yield passive(sentence, end) or is_kind(sentence, at, end)
        elif not introduced:
            introduced, after = True, sentence[end:]
            yield relative_purpose(after)
            yield kind_purpose(kind)
            yield participle_purpose(after)
            means = means_read(after)
    for sentence, starts in sentences:
        yield used_purpose(sentence[starts[0] + len(name):])
    yield means


def naming_sentences(name: str, text: str) -> list[tuple[str, list[int]]]:
    """List the abstract's sentences that write the name as a whole word, with where each writes it."""
    if name not in text:
        return []  # most abstracts never write the name: no need to split them
    found = []
    for sentence in _SENTENCE_BREAK.split(text):
        starts, at = [], sentence.find(name)
        while at >= 0:
            if bounded(sentence, at, at + len(name)):
                starts.append(at)
            at = sentence.find(name, at + 1)
        if starts:
            found.append((sentence, starts))
    return found


def bounded(text: str, start: int, end: int) -> bool:
    """Tell a span no letter, digit, underscore or hyphen carries on at either end."""
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return not (before.isalnum() or before in "_-") and not (after.isalnum() or after in "_-")


def introduces(sentence: str, at: int) -> bool:
    """Tell a sentence of the paper's own work whose own verb governs the name written at `at`."""
    if not _OWN_SENTENCE.search(sentence):
        return False
    before = sentence[:at]
    verb = None
    for verb in _OWN_VERB.finditer(before):
        pass  # the last own verb before the name is the one that governs it
    if verb is None:
        return False
    between = _NAMING.sub(" ", before[verb.end():])
    return len(between) <= BETWEEN_MOST and not _BETWEEN_BAD.search(between)


def after_name(sentence: str, end: int) -> tuple[str, list[str]] | None:
    """Read the link and the purpose's words right after the name (`QZ, tailored to X` links `for X`)."""
    after = _AFTER.match(sentence[end:])  # a slice: `(?<=of\s)` must not see the name
    if not after:
        return None
    made, link, rest = after[1], after[2].lower(), after[3]
    if made and made.lower().endswith("of"):
        if not GERUND_START.match(rest):
            return None
        link = "for"  # `capable of sampling X`: `for Sampling X`
    elif not link:
        return None
    if link == "to" and made and made.lower() in ("tailored", "geared"):
        link = "for"  # `tailored to marmot ranking` says what it is for, not a verb
    if link == "for" and _FOR_ASIDE.match(rest):
        return None  # `QZ for short`
    words = purpose_cut(rest)
    if not words or link == "for" and words[0].lower() in ("a", "an") and made is None:
        return None  # `NAME for a ...`: mostly a detail (`for a given budget`)
    return link, words


def passive(sentence: str, end: int) -> tuple[str, list[str]] | None:
    """Read `a new method, called NAME, is proposed to X`."""
    passive = _PASSIVE.match(sentence[end:])
    words = purpose_cut(passive[2]) if passive else None
    return (passive[1].lower(), words) if words else None


def is_kind(sentence: str, start: int, end: int) -> tuple[str, list[str]] | None:
    """Read `NAME is a framework for X` or `NAME is designed to X` in a sentence that opens on the name."""
    if not _OPENS_ON_NAME.match(sentence[:start]):
        return None
    kind = _IS_KIND.match(sentence[end:])
    words = purpose_cut(kind[2]) if kind else None
    return (kind[1].lower(), words) if words else None


def _fronted(sentence: str) -> tuple[str, list[str]] | None:
    """Read `To X, we introduce NAME`."""
    front = _FRONT.match(sentence)
    words = purpose_cut(front[1] + ".") if front else None
    return ("to", words) if words else None


def _with_purpose(name: str, tail: str, link: str, words: list[str], clause: bool = False) -> str | None:
    """Write the title with the longest reading that fits and says something new (of a means the shortest), or None."""
    readings = purpose_readings(words)
    for shorter in readings[::-1] if link == "via" else readings:
        if len(shorter) > MOST or len(shorter) < FEWEST_AFTER_TO and link == "to":
            continue
        head = shorter[1:] if link == "to" or GERUND_START.match(shorter[0]) else shorter
        if clause and shorter is not words and bare_head(head):
            continue  # `for Folding the Spread | of quilts`: cut off from what it is of
        if (clause_fits if clause else purpose_fits)(name, tail, link, shorter):
            return f"{name}: {tail} {title_case(link.split(), first=False)} {title_case(shorter, first=False)}"
    return None

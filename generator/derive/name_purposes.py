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
"""

from __future__ import annotations

import re

from generator.derive.name_purpose_words import purpose_cut, purpose_fits, purpose_readings
from generator.derive.title_casing import title_case

MOST = 8  # words of a purpose at most, its `to` or `for` aside
FEWEST_AFTER_TO = 2  # a verb and its object: `for QZs` may be one word, `to` needs two
TAIL_MOST = 4  # words of a tail that only spells a name out
NAME_MOST = 3

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
_KINDS = (r"(?:method|approach|framework|algorithm|technique|strategy|scheme|model|architecture|procedure|pipeline"
          r"|system|tool|toolkit|library|benchmark|dataset|metric|measure|loss|objective|regularizer|paradigm"
          r"|mechanism|module|network|estimator|solver|protocol|recipe|agent|environment|family|class|suite"
          r"|platform|simulator|optimizer|sampler|attack|defense|distance|divergence|operator|layer|unit|score"
          r"|criterion|prior|policy|controller|planner|encoder|decoder|generator|classifier|detector|test|kernel"
          r"|regularization|normalization|formulation|transform|representation)s?")
_ASIDE = r"\s*(?:\([^()]{1,40}\)\s*)?\)?\s*"  # the name's bracket, or the bracket the name closes
# After the name: an aside, an appositive kind (`, a quilt method of marmot tests`), a word that says it is made for
# something, then the link; group 1 is that word, 2 the link (empty after `capable of`), 3 the rest of the sentence.
_AFTER = re.compile(
    _ASIDE + r"(?:" + _KINDS + r"\s+)?,?\s*(?:(?:which|that)\s+(?:is|are)\s+)?"
    r"(?:(?:a|an|the|our)\s+(?:[\w-]+\s+){0,7}?" + _KINDS + r"\s+(?:of\s+(?:[\w-]+\s+){0,4}?" + _KINDS + r"\s+)?)?"
    r"(?:(?:specifically|particularly|carefully|explicitly|especially)\s+)?"
    r"(?:(designed|tailored|intended|developed|built|aimed|geared|(?:which|that)\s+(?:aims|seeks|serves|strives|"
    r"is\s+designed|are\s+designed|is\s+able|are\s+able|can\s+be\s+used|is\s+used|are\s+used|is\s+intended)|"
    r"capable\s+of|(?:which|that)\s+(?:is|are)\s+capable\s+of)\s+)?(for(?=\s)|to(?=\s)|(?<=of\s))\s*(.*)$", re.S | re.I)
_FRONT = re.compile(
    r"^(?:In\s+order\s+to|To|In\s+an\s+attempt\s+to|Aiming\s+to|With\s+the\s+aim\s+to|With\s+the\s+goal\s+to)\s+"
    r"([^,;:]{8,140}),\s*(?:(?:in\s+this|here)\s*(?:paper|work)?\s*,?\s*)?(?:we|this\s+(?:paper|work))\b", re.S)
_PASSIVE = re.compile(
    _ASIDE + r"(?:" + _KINDS + r"\s+)?,?\s*(?:is|are|was|were)\s+(?:then\s+|further\s+|also\s+)?"
    r"(?:proposed|introduced|developed|designed|presented|devised)\s+(to|for)(?=\s)\s*(.*)$", re.S | re.I)
_IS_KIND = re.compile(
    _ASIDE + r"(?:" + _KINDS + r"\s+)?(?:is|are)\s+(?:(?:a|an)\s+(?:[\w-]+\s+){0,6}?" + _KINDS +
    r"\s+(?:(?:specifically\s+)?(?:designed|tailored|developed|intended)\s+)?|(?:(?:specifically\s+)?(?:designed|"
    r"intended|developed|able)\s+))(for|to)(?=\s)\s*(.*)$", re.S | re.I)
_OPENS_ON_NAME = re.compile(r"^\s*(?:(?:The|Our)\s+(?:proposed\s+|resulting\s+|new\s+)?(?:[\w-]+\s+){0,3}?)?$")

_TAIL_RELATION = re.compile(
    r"\b(?:for|to|via|with|by|in|on|using|through|without|beyond|under|within|into|over|across|as)\b", re.I)
_GERUND_START = re.compile(r"[a-z]+ing\b")
_FOR_ASIDE = re.compile(r"(?:short|example|instance|brevity)\b", re.I)


def name_purpose_said(title: str, text: str) -> str:
    """Append the purpose the sentence introducing a title's name writes, where the tail only spells the name out."""
    name, colon, tail = title.partition(": ")
    words = tail.split()
    if not colon or not words or len(words) > TAIL_MOST or len(name.split()) > NAME_MOST:
        return title
    if _TAIL_RELATION.search(tail) or words[0].lower().endswith("ing") and words[0].lower() != "learning":
        return title  # the tail says what the work does already
    for sentence, starts in _naming_sentences(name, text):
        intro = next((at for at in starts if _introduces(sentence, at)), None)
        if intro is None:
            end = starts[0] + len(name)
            found = _passive(sentence, end) or _is_kind(sentence, starts[0], end)
            if not found:
                continue
        else:
            found = _after_name(sentence, intro + len(name)) or _fronted(sentence)
        # Only the sentence that introduces the name: a later one speaks of its parts or its results.
        return _with_purpose(name, tail, *found) if found else title
    return title


def _naming_sentences(name: str, text: str) -> list[tuple[str, list[int]]]:
    """List the abstract's sentences that write the name as a whole word, with where each writes it."""
    if name not in text:
        return []  # most abstracts never write the name: no need to split them
    found = []
    for sentence in _SENTENCE_BREAK.split(text):
        starts, at = [], sentence.find(name)
        while at >= 0:
            if _bounded(sentence, at, at + len(name)):
                starts.append(at)
            at = sentence.find(name, at + 1)
        if starts:
            found.append((sentence, starts))
    return found


def _bounded(text: str, start: int, end: int) -> bool:
    """Tell a span no letter, digit, underscore or hyphen carries on at either end."""
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return not (before.isalnum() or before in "_-") and not (after.isalnum() or after in "_-")


def _introduces(sentence: str, at: int) -> bool:
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


def _after_name(sentence: str, end: int) -> tuple[str, list[str]] | None:
    """Read the link and the purpose's words right after the name (`QZ, tailored to X` links `for X`)."""
    after = _AFTER.match(sentence[end:])  # a slice: `(?<=of\s)` must not see the name
    if not after:
        return None
    made, link, rest = after[1], after[2].lower(), after[3]
    if made and made.lower().endswith("of"):
        if not _GERUND_START.match(rest):
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


def _passive(sentence: str, end: int) -> tuple[str, list[str]] | None:
    """Read `a new method, called NAME, is proposed to X`."""
    passive = _PASSIVE.match(sentence[end:])
    words = purpose_cut(passive[2]) if passive else None
    return (passive[1].lower(), words) if words else None


def _is_kind(sentence: str, start: int, end: int) -> tuple[str, list[str]] | None:
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


def _with_purpose(name: str, tail: str, link: str, words: list[str]) -> str:
    """Write the title with the longest reading of the purpose that says something new, or leave it."""
    title = f"{name}: {tail}"
    for shorter in purpose_readings(words):
        if len(shorter) > MOST or len(shorter) < FEWEST_AFTER_TO and link == "to":
            continue
        if purpose_fits(name, tail, link, shorter):
            return f"{title} {link} {title_case(shorter, first=False)}"
    return title

"""Find each tag's mentions in an abstract and what the sentences around them say: the tag model's evidence."""

from __future__ import annotations

import re
from bisect import bisect_right

from generator.vocabulary import Cue, Vocabulary, phrase_key, trie_regex

# The rule score, one feature of the tag model among others: a mention counts by where it sits.
# Index by role (tag_model.ROLES): contribution, report, first, plain, evaluation, background, passing.
ROLE_WEIGHTS = (
    2.0,  # "we propose ...", "this paper studies ...": what the paper is about
    2.0,  # "we show ..." without an experiment cue: a result of the paper's own
    2.0,  # the opening sentence names the field, even when it tells what others did
    1.0,  # a sentence that only describes the paper's subject
    0.5,  # "experiments on ... show": where it was tried, not what it is
    0.5,  # "prior work ...", "existing methods ...": what others did
    0.25,  # "unlike RL methods", "such as healthcare": mentioned, not studied
)
CONTRIBUTION, REPORT, FIRST, PLAIN, EVALUATION, BACKGROUND, PASSING = range(7)
WEAK_SHARE = 0.5  # a weak phrase ("image", "optimization") only hints at its tag
EXAMPLES_REACH = 160  # a list of examples ends at a clause mark or after this many characters
LIST_ITEMS, LIST_WORDS = 4, 5  # a contrast's list: at most this many further items of at most this many words
CONTRIBUTION_REACH = 60  # "we" and its verb are at most this far apart, within one clause

# A full stop and the rare ! or ? are found apart: a pattern led by one literal character lets the
# regex engine skip ahead far faster than a character class does.
_FULL_STOP = re.compile(r"\.\s+(?=[A-Z0-9$\\*_(\[])")
_OTHER_STOP = re.compile(r"[!?]\s+(?=[A-Z0-9$\\*_(\[])")
_ABBREVIATIONS = (" e.g.", " i.e.", " al.", " vs.", " cf.", " resp.", "(e.g.", "(i.e.")
_CONTRIBUTION_VERBS = (
    "propose introduce present develop design investigate analyse analyze consider address tackle focus "
    "explore formulate prove derive establish devise examine characterise characterize leverage extend frame "
    "revisit identif uncover argue aim stud"
)  # stems, not words, where the inflections differ: "stud" for study, studies, studied
# Verbs that report a result: with an experiment cue in the sentence it reports experiments.
_REPORTING_VERBS = "show demonstrate provide find observe evaluate validate verif achieve obtain conduct"
# Sharing prefixes, the verbs leave the regex engine far fewer branches to try at each letter.
_CONTRIBUTION_VERB = re.compile(
    r"\b" + trie_regex(sorted((_CONTRIBUTION_VERBS + " " + _REPORTING_VERBS).split()), None))
_REPORTING = frozenset(_REPORTING_VERBS.split())
# A contrast holds until its clause ends; a list of examples runs on past its commas and acronym
# definitions, up to the sentence's end, unless it sits in parentheses.
# A dash pair ("inspired by X---that can ...") closes a contrast as a comma does.
_CLAUSE_END = {
    "contrast": re.compile(r"[,;:.()\u2014]|--"), "examples": re.compile(r"[;:]|\. "), "aside": re.compile(r"[;:)]|\. "),
}
_STRONG, _REPORT, _BACKGROUND, _EVALUATION, _FIRST = 1, 2, 4, 8, 16  # what a sentence says: bits, then one role


def sentence_starts(text: str) -> list[int]:
    """Return where each sentence starts, not splitting after e.g., i.e. or et al."""
    starts = [m.end() for m in _FULL_STOP.finditer(text)
              if text[m.start() - 1] not in "gelsfp" or not text.endswith(_ABBREVIATIONS, 0, m.start() + 1)]
    if "!" in text or "?" in text:
        starts = sorted(starts + [m.end() for m in _OTHER_STOP.finditer(text)])
    return [0, *starts]


def _contribution(text: str, end: int) -> int:
    """Say which contribution verb follows "we" (or "this paper") within its clause: _STRONG, _REPORT or 0."""
    stop = end + CONTRIBUTION_REACH
    for mark in ".;":
        found = text.find(mark, end, stop)
        if found >= 0:
            stop = found
    verb = _CONTRIBUTION_VERB.search(text, end, stop)
    return 0 if verb is None else _REPORT if verb[0] in _REPORTING else _STRONG


def _role(bits: int) -> int:
    """Settle a sentence's role from its bits: a proposal, else the opening, experiments, background, a result.

    The opening beats an experiment cue: "despite the empirical success of meta-RL" names the field.
    """
    if bits & _STRONG:
        return CONTRIBUTION
    if bits & _FIRST:
        return FIRST
    if bits & _EVALUATION:
        return EVALUATION
    if bits & _BACKGROUND:
        return BACKGROUND
    return REPORT if bits & _REPORT else PLAIN


def _passing_span(text: str, starts: list[int], sentence: int, cue: Cue) -> tuple[int, int]:
    """Return where a contrast or list of examples starts and ends."""
    kind = cue.kind
    if kind == "examples" and text.rfind("(", starts[sentence], cue.start) > text.rfind(")", 0, cue.start):
        kind = "aside"  # "(e.g., healthcare)" ends with its parenthesis
    stop = _CLAUSE_END[kind].search(text, cue.end)
    reach = stop.start() if stop else len(text)
    if cue.kind == "examples":
        reach = min(reach, cue.end + EXAMPLES_REACH)
    elif stop and stop[0] == ",":
        reach = _list_end(text, reach)
    return cue.end, reach


def _list_end(text: str, comma: int) -> int:
    """Carry a contrast over a short list ("unlike GANs, VAEs, or flows, which ..."): to the end of its "or"/"and" item.

    Without such an item the comma ends the contrast: "unlike RL, our method is simple".
    """
    at = comma
    for _ in range(LIST_ITEMS):
        nxt = _CLAUSE_END["contrast"].search(text, at + 1)
        end = nxt.start() if nxt else len(text)
        item = text[at + 1 : end].split()
        if not item or len(item) > LIST_WORDS:
            return comma
        if item[0] in ("or", "and"):
            return end
        if not nxt or nxt[0] != ",":
            return comma
        at = end
    return comma


def roles(text: str, cues: list[Cue]):
    """Return a function giving each position's role: contribution, report, first, plain, experiments, background, aside."""
    starts = sentence_starts(text)
    bits = [0] * len(starts)
    bits[0] = _FIRST
    passing = []
    for cue in cues:
        sentence = bisect_right(starts, cue.start) - 1
        if cue.kind == "contribution":
            if not bits[sentence] & _STRONG:  # one proposal verb settles the sentence
                bits[sentence] |= _contribution(text, cue.end)
        elif cue.kind == "evaluation":
            bits[sentence] |= _EVALUATION
        elif cue.kind == "background":
            bits[sentence] |= _BACKGROUND
        else:
            passing.append(_passing_span(text, starts, sentence, cue))
    settled = [_role(b) for b in bits]

    def sentence_role(position: int) -> int:
        """Return the role of the sentence a position is in."""
        return settled[bisect_right(starts, position) - 1]

    def role(position: int) -> int:
        """Return PASSING inside a contrast or list of examples, else the sentence's role."""
        for a, b in passing:
            if a <= position < b:
                return PASSING
        return sentence_role(position)

    return role if passing else sentence_role


# One tag's evidence in one abstract, a list for speed: mentions per role (indexes 0-6), then these.
WEAK, NAMES, ACRONYMS, FIRST_AT, SCORE, PHRASES, CORE, WORDS = range(7, 15)
_FACTS: dict[int, tuple[dict[str, str], dict[str, tuple]]] = {}


def _facts(vocab: Vocabulary) -> tuple[dict[str, str], dict[str, tuple]]:
    """Return the tag each name key names ("graphneuralnetwork") and a memo of matched texts' facts."""
    found = _FACTS.get(id(vocab))
    if found is None:
        found = _FACTS[id(vocab)] = ({phrase_key(r.name).rstrip("s"): r.name for r in vocab.rules}, {})
    return found


def _fact(text: str, vocab: Vocabulary) -> tuple[str | None, int, bool]:
    """Say which tag a matched text names outright, how many words it has and whether it is an acronym."""
    names, memo = _facts(vocab)
    found = memo.get(text)
    if found is None:
        words = text.count(" ") + text.count("-") + 1
        found = memo[text] = (names.get(phrase_key(text).rstrip("s")), words, text.rstrip("s").isupper())
    return found


def entry(at: float) -> list:
    """Start a tag's evidence at its first mention's relative position."""
    return [0, 0, 0, 0, 0, 0, 0, 0.0, 0, 0, at, 0.0, set(), False, 0]


def evidence(text: str, vocab: Vocabulary) -> dict[str, list]:
    """Gather each tag's mentions by role, weak hints, name and acronym mentions, first position and rule score."""
    found, cues = vocab.scan(text)
    role, memo, size = roles(text, cues), _facts(vocab)[1], len(text) or 1
    tags: dict[str, list] = {}
    found.sort()  # by position, so that a tag's first mention makes its entry
    for m in found:
        r = role(m.start)
        w, core = ROLE_WEIGHTS[r], r <= PLAIN
        named, words, acronym = memo.get(m.text) or _fact(m.text, vocab)
        for tag in m.tags:
            e = tags.get(tag)
            if e is None:
                e = tags[tag] = entry(m.start / size)
            e[r] += 1
            e[SCORE] += w
            e[PHRASES].add(m.text)
            e[CORE] = e[CORE] or core
            e[NAMES] += tag == named
            e[ACRONYMS] += acronym
            if words > e[WORDS]:
                e[WORDS] = words
        for tag in m.weak:
            e = tags.get(tag)
            if e is None:
                e = tags[tag] = entry(m.start / size)
            e[WEAK] += 1
            e[SCORE] += w * WEAK_SHARE
            e[PHRASES].add(m.text)
            e[CORE] = e[CORE] or core
    return tags

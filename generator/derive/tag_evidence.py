"""Find each tag's mentions in an abstract and what the sentences around them say: the tag model's evidence."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable

from generator.derive.prose import unligated
from generator.derive.regex_tries import trie_regex
from generator.derive.tag_made import made_mentions
from generator.derive.vocabulary import Cue, Vocabulary, phrase_key
from generator.derive.weak_claims import claimed_hints

# The rule score, one feature of the tag model among others: a mention counts by where it sits.
# Index by role (ROLES): object, contribution, report, first, plain, evaluation, background, passing.
ROLE_WEIGHTS = (
    2.0,  # "we propose | a sampler for multimodal posteriors": the object of the proposal, the title's stuff
    2.0,  # "we propose ...", "this paper studies ...": what the paper is about
    2.0,  # "we show ..." without an experiment cue: a result of the paper's own
    2.0,  # the opening sentence names the field, even when it tells what others did
    1.0,  # a sentence that only describes the paper's subject
    0.5,  # "experiments on ... show": where it was tried, not what it is
    0.5,  # "prior work ...", "existing methods ...": what others did
    0.25,  # "unlike RL methods", "such as healthcare": mentioned, not studied
)
OBJECT, CONTRIBUTION, REPORT, FIRST, PLAIN, EVALUATION, BACKGROUND, PASSING = range(8)
# Where a mention sits, by the role of its sentence or clause (see roles below), in the order above.
ROLES = ("object", "contribution", "report", "first", "plain", "evaluation", "background", "passing")
# What the tag model (tag_model.py, and its reader stage, tag_reader.py) reads of a candidate, in order.
FEATURES = (
    *(f"log mentions in {role}" for role in ROLES),
    "log weak mentions",
    "log distinct phrases",
    "first mention position (0 start, 1 end)",
    "log mentions of the tag's own name",
    "log acronym mentions",
    "is an area",
    "log best lifting child's rule score (areas)",
    "log rule score",
    "rule score over the paper's best",
    "has a mention outside experiments, background and asides",
    "most words in one matched phrase",
    "log candidate tags in the paper",
    "tag prior (logit of its title rate)",
)

WEAK_SHARE = 0.5  # a weak phrase ("image", "optimization") only hints at its tag
EXAMPLES_REACH = 160  # a list of examples ends at a clause mark or after this many characters
LIST_ITEMS, LIST_WORDS = 4, 5  # a contrast's list: at most this many further items of at most this many words
OBJECT_REACH = 120  # a proposal's object: its name and what it is for, not the sentence's tail
CONTRIBUTION_REACH = 60  # "we" and its verb are at most this far apart, within one clause

# A full stop and the rare ! or ? are found apart: a pattern led by one literal character lets the
# regex engine skip ahead far faster than a character class does.
# The abbreviations are lookbehinds after the literal dot, so that the engine still skips ahead to each dot.
_FULL_STOP = re.compile(
    r"\.(?<![ (]e\.g\.)(?<![ (]i\.e\.)(?<! al\.)(?<! vs\.)(?<! cf\.)(?<! resp\.)\s+(?=[A-Z0-9$\\*_(\[])")
_OTHER_STOP = re.compile(r"[!?]\s+(?=[A-Z0-9$\\*_(\[])")
_CONTRIBUTION_VERBS = (
    "propose introduce present develop design investigate analyse analyze consider address tackle focus "
    "explore formulate prove derive establish devise examine characterise characterize leverage extend frame "
    "revisit identif uncover argue aim stud attempt seek strive endeavo"
)  # stems, not words, where the inflections differ: "stud" for study, studies, studied
# An aim ("we attempt to equip agents with experiments") says what the paper does, as "we aim" does: without it
# the sentence's experiment cue made its topic an evaluation's.
# Verbs that report a result: with an experiment cue in the sentence it reports experiments.
_REPORTING_VERBS = "show demonstrate provide find observe evaluate validate verif achieve obtain conduct"
# Sharing prefixes, the verbs leave the regex engine far fewer branches to try at each letter.
_CONTRIBUTION_VERB = re.compile(r"\b" + trie_regex(
    sorted([*(_CONTRIBUTION_VERBS + " " + _REPORTING_VERBS).split(), "put forward", "set out"]), None))
_REPORTING = frozenset(_REPORTING_VERBS.split())
# A contrast holds until its clause ends; a list of examples runs on past its commas and acronym
# definitions, up to the sentence's end, unless it sits in parentheses.
# A dash pair ("inspired by X---that can ...") closes a contrast as a comma does.
_CLAUSE_END = {
    "contrast": re.compile(r"[,;:.()\u2014]|--"), "examples": re.compile(r"[;:]|\. "), "aside": re.compile(r"[;:)]|\. "),
}
# A proposal's object ends with its clause: at a clause mark, the next cue ("such as", "unlike") or the
# sentence's end. Stopping also at "by", "using" or ", which" scored no better held out and cost 1% of tagging.
_OBJECT_END = re.compile(r"[;:()\u2014]")
_LEADS = ("Existing ", "Previous ", "Conventional ", "Traditional ")  # a sentence opening so tells what others did
_STRONG, _REPORT, _BACKGROUND, _EVALUATION, _FIRST = 1, 2, 4, 8, 16  # what a sentence says: bits, then one role


def sentence_starts(text: str) -> list[int]:
    """Return where each sentence starts, not splitting after e.g., i.e. or et al."""
    starts = [m.end() for m in _FULL_STOP.finditer(text)]
    if "!" in text or "?" in text:
        starts = sorted(starts + [m.end() for m in _OTHER_STOP.finditer(text)])
    return [0, *starts]


def _contribution(text: str, end: int) -> tuple[int, int]:
    """Say which contribution verb follows "we" or "this paper" in its clause (_STRONG, _REPORT or 0), and its end."""
    stop = end + CONTRIBUTION_REACH
    for mark in ".;":
        found = text.find(mark, end, stop)
        if found >= 0:
            stop = found
    verb = _CONTRIBUTION_VERB.search(text, end, stop)
    if verb is None:
        return 0, end
    return (_REPORT if verb[0] in _REPORTING else _STRONG), verb.end()


def _object_end(text: str, start: int, end: int, cues: list[Cue], after: int) -> int:
    """Return where a proposal's object ends: its first stop before end and before the next cue past cues[after]."""
    for i in range(after + 1, len(cues)):
        if cues[i][1] >= start:  # the cue's start
            end = min(end, cues[i][1])
            break
    end = min(end, start + OBJECT_REACH)
    found = _OBJECT_END.search(text, start, end)
    return found.start() if found else end


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


def _passing_span(text: str, opens: int, kind: str, at: int, end: int) -> tuple[int, int]:
    """Return where a contrast or list of examples (its cue at..end, its sentence opening at opens) starts and ends."""
    clause = kind
    if kind == "examples" and text.rfind("(", opens, at) > text.rfind(")", 0, at):
        clause = "aside"  # "(e.g., healthcare)" ends with its parenthesis
    if kind == "examples":  # a list of examples ends at a clause mark or after EXAMPLES_REACH characters
        stop = _CLAUSE_END[clause].search(text, end, end + EXAMPLES_REACH)
        return end, stop.start() if stop else min(len(text), end + EXAMPLES_REACH)
    stop = _CLAUSE_END[clause].search(text, end)
    reach = stop.start() if stop else len(text)
    if stop and stop[0] == ",":
        reach = _list_end(text, reach)
    return end, reach


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


def _spans(text: str, starts: list[int], bits: list[int], cues: list[Cue]) -> tuple[list, list]:
    """Mark each sentence's bits from its cues; return the clauses whose own role a cue sets, as (start, end, role),
    and each sentence's proposal object, as (start, end), or (0, 0) where it has none."""
    spans, objects, ends = [], [(0, 0)] * len(starts), [*starts[1:], len(text)]
    for i, (kind, at, end) in enumerate(cues):
        sentence = bisect_right(starts, at) - 1
        if kind == "contribution":
            if not bits[sentence] & _STRONG:  # one proposal verb settles the sentence
                bit, verb_end = _contribution(text, end)
                bits[sentence] |= bit
                if bit == _STRONG:
                    objects[sentence] = (verb_end, _object_end(text, verb_end, ends[sentence], cues, i))
        elif kind == "evaluation":
            bits[sentence] |= _EVALUATION
        elif kind == "background":
            bits[sentence] |= _BACKGROUND
        else:
            spans.append((*_passing_span(text, starts[sentence], kind, at, end), PASSING))
    return spans, objects


def roles(text: str, cues: list[Cue], starts: list[int] | None = None) -> Callable[[int], int]:
    """Return a function giving each position's role: object, contribution ... aside (see ROLE_WEIGHTS)."""
    starts = sentence_starts(text) if starts is None else starts
    # "Existing GAN-based approaches face ...": what others did, though no background phrase is whole.
    bits = [_BACKGROUND if text.startswith(_LEADS, at) else 0 for at in starts]
    bits[0] |= _FIRST
    spans, proposed = _spans(text, starts, bits, cues)
    settled = [_role(b) for b in bits]

    def role(position: int) -> int:
        """Return the weakest of the roles of a position's sentence and of the clauses around it."""
        s = bisect_right(starts, position) - 1
        found = settled[s]
        for a, b, r in spans:  # in text order, as the cues were found
            if a > position:
                break
            if position < b and r > found:
                found = r
        if found == CONTRIBUTION:
            a, b = proposed[s]  # (0, 0) for a sentence without one
            if a <= position < b:
                return OBJECT
        return found

    return role


# One tag's evidence in one abstract, a list for speed: mentions per role (indexes 0-6), then these.
WEAK, NAMES, ACRONYMS, FIRST_AT, SCORE, PHRASES, CORE, WORDS = range(8, 16)
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
    return [0, 0, 0, 0, 0, 0, 0, 0, 0.0, 0, 0, at, 0.0, set(), False, 0]


def evidence(text: str, vocab: Vocabulary) -> dict[str, list]:
    """Gather each tag's mentions by role, weak hints, name and acronym mentions, first position and rule score."""
    text = unligated(text)
    found, cues = vocab.scan(text)
    starts = sentence_starts(text)  # read once, by the roles and by the weak hints' claims
    role, memo, size = roles(text, cues, starts), _facts(vocab)[1], len(text) or 1
    tags: dict[str, list] = {}
    found.sort()  # by position, so that a tag's first mention makes its entry
    # `prompt-free`, `discriminator-free`: what a method does without, as `without` says it (a contrast)
    free = "-free" in text
    claimed = claimed_hints(found, vocab.yields, starts) if vocab.yields else frozenset()
    # Unpacked once and updated only where something changes: this loop runs for every mention of the corpus.
    for start, end, matched, shows, weak in found:
        r = PASSING if free and text.startswith("-free", end) else role(start)
        w, core = ROLE_WEIGHTS[r], r <= PLAIN
        named, words, acronym = memo.get(matched) or _fact(matched, vocab)
        for tag in shows:
            e = tags.get(tag)
            if e is None:
                e = tags[tag] = entry(start / size)
            e[r] += 1
            e[SCORE] += w
            e[PHRASES].add(matched)
            if core:
                e[CORE] = True
            if tag == named:
                e[NAMES] += 1
            if acronym:
                e[ACRONYMS] += 1
            if words > e[WORDS]:
                e[WORDS] = words
        for tag in weak:
            if claimed and (start, tag) in claimed:  # a tag it yields to, named in its sentence, owns it
                continue
            e = tags.get(tag)
            if e is None:
                e = tags[tag] = entry(start / size)
            e[WEAK] += 1
            e[SCORE] += w * WEAK_SHARE
            e[PHRASES].add(matched)
            if core:
                e[CORE] = True
    for start, noun, shows in made_mentions(text, cues, vocab):  # what a contribution makes is its object
        _count_made(tags, start / size, noun, shows)
    return tags


def _count_made(tags: dict[str, list], at: float, noun: str, shows: frozenset[str]) -> None:
    """Count a made noun ("we introduce a dataset") as an object mention of each of its tags."""
    words = noun.count(" ") + noun.count("-") + 1
    for tag in shows:
        e = tags.get(tag)
        if e is None:
            e = tags[tag] = entry(at)
        e[OBJECT] += 1
        e[SCORE] += ROLE_WEIGHTS[OBJECT]
        e[PHRASES].add(noun)
        e[CORE] = True
        e[WORDS] = max(e[WORDS], words)

"""Gather each tag's evidence in an abstract, score it with the fitted tag model and choose 2 to 6 tags."""

from __future__ import annotations

import re
from bisect import bisect_right
from math import log1p
from typing import AbstractSet, NamedTuple

from generator.config import Config
from generator.models import TagMatch
from generator.tag_model import TagModel, load_model
from generator.vocabulary import Cue, Vocabulary, phrase_key, trie_regex, vocabulary

MIN_TAGS = 2  # a paper page and the tag indexes need a topic and its area at least
MAX_TAGS = 6  # more chips than a reader takes in at a glance, and the sixth is already a side topic
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
AREA_CHILD = 0.3  # an area needs a child this likely (areas of unsure children: half wrong on a read sample)
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
        return settled[bisect_right(starts, position) - 1]

    def role(position: int) -> int:
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


def _entry(at: float) -> list:
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
                e = tags[tag] = _entry(m.start / size)
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
                e = tags[tag] = _entry(m.start / size)
            e[WEAK] += 1
            e[SCORE] += w * WEAK_SHARE
            e[PHRASES].add(m.text)
            e[CORE] = e[CORE] or core
    return tags


def _children(tags: dict[str, list], vocab: Vocabulary) -> dict[str, tuple[float, str]]:
    """Find each area's strongest child with core evidence among the tags whose evidence lifts their area."""
    best: dict[str, tuple[float, str]] = {}
    group_of = vocab.group_of
    for tag in vocab.lifts.intersection(tags):
        e = tags[tag]
        if e[CORE] and (e[SCORE], tag) > best.get(group_of[tag], (0.0, "")):
            best[group_of[tag]] = (e[SCORE], tag)  # ties go to the later name, deterministically
    return best


_LOG1P = tuple(log1p(n) for n in range(512))  # mention counts are small integers: a lookup beats a call


def _vector(e: list, child: float, area: bool, paper: tuple[float, float], prior: float) -> list[float]:
    """Lay out one candidate's features in tag_model.FEATURES order; paper: (best rule score, log tags)."""
    try:
        t = _LOG1P
        counts = [t[e[0]], t[e[1]], t[e[2]], t[e[3]], t[e[4]], t[e[5]], t[e[6]], log1p(e[WEAK]),
                  t[len(e[PHRASES])], e[FIRST_AT], t[e[NAMES]], t[e[ACRONYMS]]]
    except IndexError:  # a text repeating one phrase 512 times: no abstract, but still an input
        counts = [*map(log1p, e[:8]), log1p(len(e[PHRASES])), e[FIRST_AT], log1p(e[NAMES]), log1p(e[ACRONYMS])]
    return [*counts, 1.0 if area else 0.0, child, log1p(e[SCORE]), e[SCORE] / paper[0], 1.0 if e[CORE] else 0.0,
            min(e[WORDS], 4), paper[1], prior]


def candidates(text: str, vocab: Vocabulary, priors: dict[str, float], default: float) -> list[tuple]:
    """Return (tag, features, phrases) for every tag with core evidence, areas also for their children's."""
    tags = evidence(text, vocab)
    top = max([e[SCORE] for e in tags.values()], default=0.0) or 1.0
    children, areas, fallbacks = _children(tags, vocab), vocab.areas, vocab.fallbacks
    found = []
    for area in children.keys() - tags.keys():
        tags[area] = _entry(1.0)
    paper = (top, log1p(len(tags)))
    for tag, e in tags.items():
        # Experiments, background and asides alone never make a topic (issue 12), however often repeated.
        if tag in fallbacks or not (e[CORE] or tag in children):
            continue
        phrases, child = e[PHRASES], 0.0
        if tag in children:
            score, name = children[tag]
            phrases, child = phrases | tags[name][PHRASES], log1p(score)
        found.append((tag, _vector(e, child, tag in areas, paper, priors.get(tag, default)), phrases))
    return found


class Scored(NamedTuple):
    """A tag's probability while ranking: cheaper than a TagMatch, which only chosen tags become."""

    tag: str
    score: float
    phrases: AbstractSet[str]


def rank(text: str, vocab: Vocabulary, model: TagModel) -> list[Scored]:
    """Score every candidate tag with the model, likeliest first, ties by name."""
    probability = model.probability
    ranked = [(-probability(f), tag, phrases) for tag, f, phrases in
              candidates(text, vocab, model.priors, model.default_prior)]
    ranked.sort(key=lambda r: r[:2])  # tags are unique, so phrases are never compared
    return [Scored(tag, -p, phrases) for p, tag, phrases in ranked]


def _with_areas(chosen: list[Scored], ranked: list[Scored], vocab: Vocabulary) -> list[Scored]:
    """Add the area of every chosen tag that implies one and that the model is sure of, strongest first.

    "Multi-Agent Systems" of LLM agents implies no reinforcement learning, so it adds no area.
    """
    names, group_of = {m.tag for m in chosen}, vocab.group_of
    lifting = [m for m in chosen if m.tag in vocab.lifts]
    # An area needs a child the model is sure of: a wrong child would make two wrong tags.
    groups = dict.fromkeys(group_of[m.tag] for m in lifting if m.score >= AREA_CHILD)
    missing = [g for g in groups if g not in names]
    if not missing:
        return chosen
    found = {m.tag: m for m in ranked if m.tag in missing}
    child = {group_of[m.tag]: m for m in reversed(chosen) if m.tag in vocab.lifts}  # the strongest wins
    areas = [found.get(g) or Scored(g, 0.0, child[g].phrases) for g in missing]
    # The first area takes the last slot if need be; further areas only fill free ones.
    return [*chosen[: MAX_TAGS - 1], areas[0], *chosen[MAX_TAGS - 1 :], *areas[1:]][:MAX_TAGS]


def choose_tags(ranked: list[Scored], vocab: Vocabulary, model: TagModel) -> tuple[TagMatch, ...]:
    """Keep the tags the model finds likely, 1 to 6 of them, with the areas their tags imply.

    Below the threshold a second tag still joins when it reaches model.fill; a paper whose likeliest
    tag is below both keeps that tag alone, and one with no evidence at all gets the fallback tag.
    """
    chosen = [m for m in ranked if m.score >= model.threshold][:MAX_TAGS]
    if len(chosen) < MIN_TAGS:
        spare = [m for m in ranked[len(chosen):] if m.score >= model.fill]
        chosen = (chosen + spare)[:MIN_TAGS] or ranked[:1]
    if not chosen:
        chosen = [Scored(r.name, 0.0, frozenset()) for r in vocab.rules if r.fallback][:1]
        return tuple([TagMatch(m.tag, 0.0, ()) for m in chosen])
    chosen = _with_areas(chosen, ranked, vocab)
    return tuple([TagMatch(m.tag, round(m.score, 3), _shown(m.phrases)) for m in chosen])


def _shown(phrases: AbstractSet[str]) -> tuple[str, ...]:
    """List matched phrases once each, ignoring case, in a stable order."""
    if len(phrases) == 1:
        return tuple(phrases)
    unique = {p.lower(): p for p in sorted(phrases)}
    return tuple([unique[key] for key in sorted(unique)])  # keys are the lower-cased phrases


def tag_text(text: str, vocab: Vocabulary, model: TagModel) -> tuple[TagMatch, ...]:
    """Tag one abstract with a given vocabulary and model (training scores its folds with this)."""
    return choose_tags(rank(text, vocab, model), vocab, model)


def derive_tags(text: str, config: Config) -> tuple[TagMatch, ...]:
    """Tag one abstract from the vocabulary; the title is not evidence, so a bad title cannot make a bad tag."""
    return tag_text(text, vocabulary(config), load_model())

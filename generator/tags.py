"""Score vocabulary tags against an abstract and choose 2 to 6 of them."""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import partial
from typing import AbstractSet, NamedTuple

from generator.config import Config
from generator.models import TagMatch
from generator.vocabulary import Cue, Vocabulary, trie_regex, vocabulary

MIN_TAGS = 2  # a paper page and the tag indexes need a topic and its area at least
MAX_TAGS = 6  # more chips than a reader takes in at a glance, and the sixth is already a side topic
PLAIN_WEIGHT = 1.0  # a mention in a sentence that only describes the paper's subject
CONTRIBUTION_WEIGHT = 2.0  # "we propose ...", "this paper studies ...": what the paper is about
THRESHOLD = 2.0  # two plain mentions, or one in a contribution sentence
EVALUATION_WEIGHT = 0.5  # "experiments on ... show": where it was tried, not what it is
BACKGROUND_WEIGHT = 0.5  # "prior work ...", "existing methods ...": what others did
FIRST_WEIGHT = 2.0  # the opening sentence names the field, even when it tells what others did (dev set: the likeliest to share the title's topic)
PASSING_WEIGHT = 0.25  # "unlike RL methods", "such as healthcare": mentioned, not studied
WEAK_SHARE = 0.5  # a weak phrase ("image", "optimization") only hints at its tag
AREA_SHARE = 0.6  # how much of its best qualifying child's evidence an area tag inherits
FILL_FLOOR = 0.5  # evidence that reaches MIN_TAGS before weaker: one weak or one side mention, not an aside
EXAMPLES_REACH = 160  # a list of examples ends at a clause mark or after this many characters
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
_CLAUSE_END = {"contrast": re.compile(r"[,;:.()]"), "examples": re.compile(r"[;:]|\. "), "aside": re.compile(r"[;:)]|\. ")}
_STRONG, _REPORT, _BACKGROUND, _EVALUATION, _FIRST = 1, 2, 4, 8, 16  # what a sentence says: bits of its role


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


def _weight(role: int) -> float:
    """Weigh a sentence by its role: a proposal, else experiments or background, else a reported result."""
    if role & _STRONG:
        return CONTRIBUTION_WEIGHT
    if role & _EVALUATION:
        return EVALUATION_WEIGHT
    if role & _FIRST:
        return FIRST_WEIGHT
    if role & _BACKGROUND:
        return BACKGROUND_WEIGHT
    return CONTRIBUTION_WEIGHT if role & _REPORT else PLAIN_WEIGHT


def _passing_span(text: str, starts: list[int], sentence: int, cue: Cue) -> tuple[int, int]:
    """Return where a contrast or list of examples starts and ends."""
    kind = cue.kind
    if kind == "examples" and text.rfind("(", starts[sentence], cue.start) > text.rfind(")", 0, cue.start):
        kind = "aside"  # "(e.g., healthcare)" ends with its parenthesis
    stop = _CLAUSE_END[kind].search(text, cue.end)
    reach = stop.start() if stop else len(text)
    if cue.kind == "examples":
        reach = min(reach, cue.end + EXAMPLES_REACH)
    return cue.end, reach


def weigher(text: str, cues: list[Cue]):
    """Return a function giving each position's weight: contribution high; experiments, background, asides low."""
    starts = sentence_starts(text)
    roles = [0] * len(starts)
    roles[0] = _FIRST
    passing = []
    for cue in cues:
        sentence = bisect_right(starts, cue.start) - 1
        if cue.kind == "contribution":
            if not roles[sentence] & _STRONG:  # one proposal verb settles the sentence
                roles[sentence] |= _contribution(text, cue.end)
        elif cue.kind == "evaluation":
            roles[sentence] |= _EVALUATION
        elif cue.kind == "background":
            roles[sentence] |= _BACKGROUND
        else:
            passing.append(_passing_span(text, starts, sentence, cue))
    weights = [_weight(role) for role in roles]

    def sentence_weight(position: int) -> float:
        return weights[bisect_right(starts, position) - 1]

    def weight(position: int) -> float:
        passes = any(a <= position < b for a, b in passing)
        return PASSING_WEIGHT if passes else sentence_weight(position)

    return weight if passing else sentence_weight


def score_tags(text: str, vocab: Vocabulary) -> dict[str, list]:
    """Add up each tag's evidence, each mention weighed by its sentence: [score, phrases, core].

    A tag is core when at least one mention sits in a plain or contribution sentence, not only in
    experiments, background or asides.
    """
    scores: dict[str, list] = {}
    found, cues = vocab.scan(text)
    weight = weigher(text, cues)
    for m in found:
        w = weight(m.start)
        core = w >= PLAIN_WEIGHT
        for tags, share in ((m.tags, w), (m.weak, w * WEAK_SHARE)) if m.weak else ((m.tags, w),):
            for tag in tags:
                entry = scores.get(tag)
                if entry is None:
                    scores[tag] = [share, {m.text}, core]
                else:
                    entry[0] += share
                    entry[1].add(m.text)
                    entry[2] = entry[2] or core
    return scores


class Scored(NamedTuple):
    """A tag's evidence while ranking: cheaper than a TagMatch, which only chosen tags become."""

    tag: str
    score: float
    phrases: AbstractSet[str]
    qualifies: bool  # core evidence reaching THRESHOLD on its own (an area: or a qualifying child)


_new_scored = partial(tuple.__new__, Scored)  # skips the NamedTuple's Python-level constructor


_SORT_KEYS: dict[float, float] = {}


def _sort_key(score: float) -> float:
    """Return -round(score, 3), memoised: rounding to 3 places is slow, and scores, sums of a few weights, recur."""
    key = _SORT_KEYS.get(score)
    if key is None:
        key = _SORT_KEYS[score] = -round(score, 3)
    return key


def with_areas(scores: dict[str, list], vocab: Vocabulary) -> list[Scored]:
    """Rank tags; an area tag inherits part of its best child's evidence if that child qualifies itself."""
    best: dict[str, tuple[float, str]] = {}
    group_of = vocab.group_of
    for tag in vocab.lifts.intersection(scores):
        score, _, core = scores[tag]
        if core and score >= THRESHOLD and (score, tag) > best.get(group_of[tag], (0.0, "")):
            best[group_of[tag]] = (score, tag)  # ties go to the later name, deterministically
    ranked = []
    for tag, (own, phrases, core) in scores.items():
        qualifies = core and own >= THRESHOLD
        if tag in best:
            extra, inherited, _ = scores[best[tag][1]]
            ranked.append((_sort_key(own + AREA_SHARE * extra), tag, phrases | inherited, True))
        else:
            ranked.append((_sort_key(own), tag, phrases, qualifies))
    for area in best.keys() - scores.keys() if best else ():
        extra, inherited, _ = scores[best[area][1]]
        ranked.append((_sort_key(AREA_SHARE * extra), area, inherited, True))
    ranked.sort()  # by score, then name: tags are unique, so phrases are never compared
    return [_new_scored((tag, -score, phrases, ok)) for score, tag, phrases, ok in ranked]


def _fill(chosen: list[Scored], ranked: list[Scored], vocab: Vocabulary) -> list[Scored]:
    """Reach MIN_TAGS with the best weaker evidence; with no evidence at all, the fallback tag.

    A paper whose only evidence is one area (every mention says "reinforcement learning") keeps that
    one tag: any second would be a guess.
    """
    groups = {vocab.group_of[m.tag] for m in chosen}
    spare = [m for m in ranked if m not in chosen and m.tag not in vocab.fallbacks]
    # Stable: score order within each part. Enough evidence first, then the chosen areas' tags.
    spare.sort(key=lambda m: (m.score < FILL_FLOOR, vocab.group_of[m.tag] not in groups))
    chosen = chosen + spare[: MIN_TAGS - len(chosen)]
    if not chosen:  # no evidence at all: the fallback tag says so
        chosen = [Scored(r.name, 0.0, frozenset(), False) for r in vocab.rules if r.fallback][:MIN_TAGS]
    return chosen


def _with_area(chosen: list[Scored], ranked: list[Scored], vocab: Vocabulary) -> list[Scored]:
    """Make sure one chosen tag is an area tag: the area of the strongest child that implies one."""
    areas, names = vocab.areas, [m.tag for m in chosen]
    if not areas.isdisjoint(names) or vocab.fallbacks.issuperset(names):  # a fallback tag has no area to add
        return chosen
    child = next((m for m in chosen if m.tag in vocab.lifts), chosen[0])
    group = vocab.group_of[child.tag]
    area = next((m for m in ranked if m.tag == group), None) or Scored(group, 0.0, child.phrases, False)
    return [*chosen[: MAX_TAGS - 1], area]


def choose_tags(ranked: list[Scored], vocab: Vocabulary) -> tuple[TagMatch, ...]:
    """Keep the qualifying tags, strongest first, 2 to 6 of them with at least one area tag."""
    fallbacks = vocab.fallbacks
    chosen = [m for m in ranked if m.qualifies and m.tag not in fallbacks][:MAX_TAGS]
    if len(chosen) < MIN_TAGS:
        chosen = _fill(chosen, ranked, vocab)
    chosen = _with_area(chosen, ranked, vocab)
    return tuple([TagMatch(m.tag, m.score, _shown(m.phrases)) for m in chosen])


def _shown(phrases: AbstractSet[str]) -> tuple[str, ...]:
    """List matched phrases once each, ignoring case, in a stable order."""
    if len(phrases) == 1:
        return tuple(phrases)
    unique = {p.lower(): p for p in sorted(phrases)}
    return tuple([unique[key] for key in sorted(unique)])  # keys are the lower-cased phrases


def derive_tags(text: str, config: Config) -> tuple[TagMatch, ...]:
    """Tag one abstract from the vocabulary; the title is not evidence, so a bad title cannot make a bad tag."""
    vocab = vocabulary(config)
    return choose_tags(with_areas(score_tags(text, vocab), vocab), vocab)

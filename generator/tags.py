"""Score vocabulary tags against an abstract and choose 2 to 8 of them."""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import partial
from typing import AbstractSet, NamedTuple

from generator.config import Config
from generator.models import TagMatch
from generator.vocabulary import Cue, Vocabulary, trie_regex, vocabulary

MIN_TAGS, MAX_TAGS = 2, 8
THRESHOLD = 1.6  # two plain mentions, or one in the title or in a contribution sentence
RELATIVE = 0.25  # a tag far weaker than the paper's main topic is a side remark ...
SUBSTANTIAL = 3.0  # ... unless its own evidence is substantial anyway
FLOOR = 0.5  # the weakest evidence still used to reach MIN_TAGS
TITLE_WEIGHT = 2.0
CONTRIBUTION_WEIGHT = 1.5  # "we propose ...", "this paper studies ..."
EVALUATION_WEIGHT = 0.8  # "experiments on ... show": where it was tried, not what it is
WEAK_SHARE = 0.5  # a weak phrase ("image", "optimization") only hints at its tag
AREA_SHARE = 0.6  # how much of its best child's evidence an area tag inherits
PASSING_WEIGHT = 0.25  # "unlike RL methods", "such as healthcare": mentioned, not studied
EXAMPLES_REACH = 160  # a list of examples ends at a clause mark or after this many characters

# A full stop and the rare ! or ? are found apart: a pattern led by one literal character lets the
# regex engine skip ahead far faster than a character class does.
_FULL_STOP = re.compile(r"\.\s+(?=[A-Z0-9$\\*_(\[])")
_OTHER_STOP = re.compile(r"[!?]\s+(?=[A-Z0-9$\\*_(\[])")
_ABBREVIATIONS = (" e.g.", " i.e.", " al.", " vs.", " cf.", " resp.", "(e.g.", "(i.e.")
_CONTRIBUTION_VERBS = (
    "propose introduce present develop design study investigate analyse analyze consider address tackle focus "
    "explore formulate prove derive establish devise examine characterise characterize leverage extend frame "
    "revisit show demonstrate provide identify uncover argue aim"
)
# Sharing prefixes, the verbs leave the regex engine far fewer branches to try at each letter.
_CONTRIBUTION_VERB = re.compile(trie_regex(sorted(_CONTRIBUTION_VERBS.split()), None))
CONTRIBUTION_REACH = 60  # "we" and its verb are at most this far apart, within one clause
# A contrast holds until its clause ends; a list of examples runs on past its commas and acronym
# definitions, up to the sentence's end, unless it sits in parentheses.
_CLAUSE_END = {"contrast": re.compile(r"[,;:.()]"), "examples": re.compile(r"[;:]|\. "), "aside": re.compile(r"[;:)]|\. ")}


def sentence_starts(text: str) -> list[int]:
    """Return where each sentence starts, not splitting after e.g., i.e. or et al."""
    starts = [m.end() for m in _FULL_STOP.finditer(text)
              if text[m.start() - 1] not in "gelsfp" or not text.endswith(_ABBREVIATIONS, 0, m.start() + 1)]
    if "!" in text or "?" in text:
        starts = sorted(starts + [m.end() for m in _OTHER_STOP.finditer(text)])
    return [0, *starts]


def _contributes(text: str, end: int) -> bool:
    """Tell whether a contribution verb follows "we" (or "this paper") within its clause."""
    stop = end + CONTRIBUTION_REACH
    for mark in ".;":
        found = text.find(mark, end, stop)
        if found >= 0:
            stop = found
    return _CONTRIBUTION_VERB.search(text, end, stop) is not None


def weigher(text: str, cues: list[Cue]):
    """Return a function giving each position's weight: contribution high, passing mention low."""
    starts = sentence_starts(text)
    weights = [1.0] * len(starts)
    passing = []
    for cue in cues:
        sentence = bisect_right(starts, cue.start) - 1
        if cue.kind == "contribution":
            # "we ... our method ...": one contribution verb settles the sentence, so the rest need no check
            if weights[sentence] != CONTRIBUTION_WEIGHT and _contributes(text, cue.end):
                weights[sentence] = CONTRIBUTION_WEIGHT
        elif cue.kind == "evaluation":
            if weights[sentence] == 1.0:
                weights[sentence] = EVALUATION_WEIGHT
        else:
            kind = cue.kind
            if kind == "examples" and text.rfind("(", starts[sentence], cue.start) > text.rfind(")", 0, cue.start):
                kind = "aside"  # "(e.g., healthcare)" ends with its parenthesis
            stop = _CLAUSE_END[kind].search(text, cue.end)
            reach = stop.start() if stop else len(text)
            if cue.kind == "examples":
                reach = min(reach, cue.end + EXAMPLES_REACH)
            passing.append((cue.end, reach))

    def sentence_weight(position: int) -> float:
        return weights[bisect_right(starts, position) - 1]

    def weight(position: int) -> float:
        passes = any(a <= position < b for a, b in passing)
        return PASSING_WEIGHT if passes else sentence_weight(position)

    return weight if passing else sentence_weight


def score_tags(text: str, title: str, vocab: Vocabulary) -> dict[str, list]:
    """Add up each tag's evidence: title mentions first, then each mention weighed by its sentence."""
    scores: dict[str, list] = {}
    found, cues = vocab.scan(text)
    weight = weigher(text, cues)
    weighed = [(TITLE_WEIGHT, m) for m in vocab.scan(title)[0]] if title else []
    weighed += [(weight(m.start), m) for m in found]
    for w, (_, _, phrase, shows, weak) in weighed:
        for tags, share in ((shows, w), (weak, w * WEAK_SHARE)) if weak else ((shows, w),):
            for tag in tags:
                entry = scores.get(tag)
                if entry is None:
                    scores[tag] = [share, {phrase}]
                else:
                    entry[0] += share
                    entry[1].add(phrase)
    return scores


class Scored(NamedTuple):
    """A tag's evidence while ranking: cheaper than a TagMatch, which only chosen tags become."""

    tag: str
    score: float
    phrases: AbstractSet[str]


_new_scored = partial(tuple.__new__, Scored)  # skips the NamedTuple's Python-level constructor


_SORT_KEYS: dict[float, float] = {}


def _sort_key(score: float) -> float:
    """Return -round(score, 3), memoised: rounding to 3 places is slow, and scores, sums of a few weights, recur."""
    key = _SORT_KEYS.get(score)
    if key is None:
        key = _SORT_KEYS[score] = -round(score, 3)
    return key


def with_areas(scores: dict[str, list], vocab: Vocabulary) -> list[Scored]:
    """Rank tags; each area tag inherits part of its best child's evidence. Weak side remarks drop out."""
    best: dict[str, tuple[float, str]] = {}
    lifts, group_of, areas, fallbacks = vocab.lifts, vocab.group_of, vocab.areas, vocab.fallbacks
    for tag in lifts.intersection(scores):
        area, score = group_of[tag], scores[tag][0]
        if (score, tag) > best.get(area, (0.0, "")):  # ties go to the later name, deterministically
            best[area] = (score, tag)
    ranked = []
    for tag, (own, phrases) in scores.items():
        if tag in best:
            extra, inherited = scores[best[tag][1]]
            ranked.append((_sort_key(own + AREA_SHARE * extra), tag not in areas, tag, phrases | inherited))
        elif own >= FLOOR or tag in areas or tag in fallbacks:
            ranked.append((_sort_key(own), tag not in areas, tag, phrases))
    for area in best.keys() - scores.keys() if best else ():
        extra, inherited = scores[best[area][1]]
        ranked.append((_sort_key(AREA_SHARE * extra), area not in areas, area, inherited))
    ranked.sort()  # by score, area tags first, then name: tags are unique, so phrases are never compared
    return [_new_scored((tag, -score, phrases)) for score, _, tag, phrases in ranked]


def _fill(chosen: list[Scored], ranked: list[Scored], vocab: Vocabulary) -> list[Scored]:
    """Reach MIN_TAGS with weaker evidence, preferring tags of the areas already chosen, then fallback tags."""
    groups = {vocab.group_of[m.tag] for m in chosen}
    spare = [m for m in ranked if m not in chosen and m.score >= FLOOR and m.tag not in vocab.fallbacks]
    spare.sort(key=lambda m: vocab.group_of[m.tag] not in groups)  # stable: keeps score order in each half
    chosen = chosen + spare[: MIN_TAGS - len(chosen)]
    if len(chosen) < MIN_TAGS:
        # Fallback tags with evidence first; a fallback area tag needs none, so it always fits.
        scored = {m.tag: m for m in ranked}
        last = [scored.get(r.name, Scored(r.name, 0.0, frozenset())) for r in vocab.rules if r.fallback]
        last = sorted((m for m in last if m.score > 0 or m.tag in vocab.areas), key=lambda m: -m.score)
        chosen = chosen + last[: MIN_TAGS - len(chosen)]
    return chosen


def choose_tags(ranked: list[Scored], vocab: Vocabulary) -> tuple[TagMatch, ...]:
    """Keep the strong tags, 2 to 8, with at least one area tag."""
    areas, fallbacks = vocab.areas, vocab.fallbacks
    # Measure "far weaker" against the strongest specific tag: area scores add up their group. Ranked
    # by score, the first tag that is no area is the strongest.
    top = next((m.score for m in ranked if m.tag not in areas), 0.0)
    floor = max(THRESHOLD, min(RELATIVE * top, SUBSTANTIAL))
    chosen = [m for m in ranked if m.score >= floor and m.tag not in fallbacks][:MAX_TAGS]
    if len(chosen) < MIN_TAGS:
        chosen = _fill(chosen, ranked, vocab)
    if chosen and areas.isdisjoint([m.tag for m in chosen]):
        child = next((m for m in chosen if m.tag in vocab.lifts), chosen[0])
        group = vocab.group_of[child.tag]
        area = next((m for m in ranked if m.tag == group), Scored(group, 0.0, child.phrases))
        chosen = [*chosen[: MAX_TAGS - 1], area]
    return tuple([TagMatch(m.tag, m.score, _shown(m.phrases)) for m in chosen])


def _shown(phrases: AbstractSet[str]) -> tuple[str, ...]:
    """List matched phrases once each, ignoring case, in a stable order."""
    if len(phrases) == 1:
        return tuple(phrases)
    unique = {p.lower(): p for p in sorted(phrases)}
    return tuple([unique[key] for key in sorted(unique)])  # keys are the lower-cased phrases


def derive_tags(text: str, title: str, config: Config) -> tuple[TagMatch, ...]:
    """Tag one abstract from the vocabulary."""
    vocab = vocabulary(config)
    return choose_tags(with_areas(score_tags(text, title, vocab), vocab), vocab)

"""Score vocabulary tags against an abstract and choose 2 to 8 of them."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from typing import NamedTuple

from generator.config import Config
from generator.models import TagMatch
from generator.vocabulary import Cue, Vocabulary, vocabulary

MIN_TAGS, MAX_TAGS = 2, 8
THRESHOLD = 1.6  # two plain mentions, or one in the title or in a contribution sentence
RELATIVE = 0.25  # a tag far weaker than the paper's main topic is a side remark ...
SUBSTANTIAL = 3.0  # ... unless its own evidence is substantial anyway
FLOOR = 0.5  # the weakest evidence still used to reach MIN_TAGS
TITLE_WEIGHT = 2.0
CONTRIBUTION_WEIGHT = 1.5  # "we propose ...", "this paper studies ..."
EVALUATION_WEIGHT = 0.8  # "experiments on ... show": where it was tried, not what it is
AREA_SHARE = 0.6  # how much of its best child's evidence an area tag inherits
PASSING_WEIGHT = 0.25  # "unlike RL methods", "such as healthcare": mentioned, not studied
EXAMPLES_REACH = 160  # a list of examples ends at a clause mark or after this many characters

_SENTENCE = re.compile(r"[.!?]\s+(?=[A-Z0-9$\\*_(\[])")
_ABBREVIATION = re.compile(r"(?:\be\.g|\bi\.e|\bet al|\bvs|\bcf|\bresp)\.$")
_CONTRIBUTION_VERB = re.compile(
    r"[^.;]{0,60}?\b(?:propose|introduce|present|develop|design|study|investigate|analy[sz]e|consider|address"
    r"|tackle|focus|explore|formulate|prove|derive|establish|devise|examine|characteri[sz]e|leverage|extend"
    r"|frame|revisit|show|demonstrate|provide|identify|uncover|argue|aim)",
    re.I,
)
# A contrast holds until its clause ends; a list of examples runs on past its commas.
_CLAUSE_END = {"contrast": re.compile(r"[,;:.()]"), "examples": re.compile(r"[;:()]|\. ")}


def sentence_starts(text: str) -> list[int]:
    """Return where each sentence starts, not splitting after e.g., i.e. or et al."""
    starts = [0]
    for m in _SENTENCE.finditer(text):
        if not _ABBREVIATION.search(text, max(0, m.start() - 6), m.start() + 1):
            starts.append(m.end())
    return starts


def weigher(text: str, cues: list[Cue]):
    """Return a function giving each position's weight: contribution high, passing mention low."""
    starts = sentence_starts(text)
    weights = [1.0] * len(starts)
    passing = []
    for cue in cues:
        sentence = bisect_right(starts, cue.start) - 1
        if cue.kind == "contribution" and _CONTRIBUTION_VERB.match(text, cue.end):
            weights[sentence] = CONTRIBUTION_WEIGHT
        elif cue.kind == "evaluation" and weights[sentence] == 1.0:
            weights[sentence] = EVALUATION_WEIGHT
        elif cue.kind in _CLAUSE_END:
            stop = _CLAUSE_END[cue.kind].search(text, cue.end)
            reach = stop.start() if stop else len(text)
            if cue.kind == "examples":
                reach = min(reach, cue.end + EXAMPLES_REACH)
            passing.append((cue.end, reach))

    def weight(position: int) -> float:
        if any(a <= position < b for a, b in passing):
            return PASSING_WEIGHT
        return weights[bisect_right(starts, position) - 1]

    return weight


def score_tags(text: str, title: str, vocab: Vocabulary) -> dict[str, list]:
    """Add up each tag's evidence: title mentions first, then each mention weighed by its sentence."""
    scores: dict[str, list] = defaultdict(lambda: [0.0, set()])
    for mention in vocab.scan(title)[0]:
        for tag in mention.tags:
            scores[tag][0] += TITLE_WEIGHT
            scores[tag][1].add(mention.text)
    found, cues = vocab.scan(text)
    weight = weigher(text, cues)
    for mention in found:
        w = weight(mention.start)
        for tag in mention.tags:
            scores[tag][0] += w
            scores[tag][1].add(mention.text)
    return scores


class Scored(NamedTuple):
    """A tag's evidence while ranking: cheaper than a TagMatch, which only chosen tags become."""

    tag: str
    score: float
    phrases: frozenset[str]


def with_areas(scores: dict[str, list], config: Config) -> list[Scored]:
    """Rank tags; each area tag inherits part of its best child's evidence."""
    index = config.tag_index
    best: dict[str, list] = {}
    for tag in sorted(scores):
        rule = index[tag]
        if rule.implies_area and not rule.is_area and scores[tag][0] > best.get(rule.group, (0.0,))[0]:
            best[rule.group] = scores[tag]
    ranked = []
    for tag in set(scores) | set(best):
        own, phrases = scores.get(tag, (0.0, set()))
        extra, inherited = best.get(tag, (0.0, set()))
        ranked.append(Scored(tag, round(own + AREA_SHARE * extra, 3), frozenset(phrases | inherited)))
    return sorted(ranked, key=lambda m: (-m.score, not index[m.tag].is_area, m.tag))


def _fill(chosen: list[Scored], ranked: list[Scored], config: Config) -> list[Scored]:
    """Reach MIN_TAGS with weaker evidence, preferring tags of the areas already chosen."""
    index = config.tag_index
    groups = {index[m.tag].group for m in chosen}
    spare = [m for m in ranked if m not in chosen and m.score >= FLOOR]
    spare.sort(key=lambda m: index[m.tag].group not in groups)  # stable: keeps score order within each half
    return chosen + spare[: MIN_TAGS - len(chosen)]


def choose_tags(ranked: list[Scored], config: Config) -> tuple[TagMatch, ...]:
    """Keep the strong tags, 2 to 8, with at least one area tag."""
    index = config.tag_index
    # Measure "far weaker" against the strongest specific tag: area scores add up their group.
    top = max((m.score for m in ranked if not index[m.tag].is_area), default=0.0)
    floor = max(THRESHOLD, min(RELATIVE * top, SUBSTANTIAL))
    chosen = [m for m in ranked if m.score >= floor][:MAX_TAGS]
    if len(chosen) < MIN_TAGS:
        chosen = _fill(chosen, ranked, config)
    if chosen and not any(index[m.tag].is_area for m in chosen):
        child = next((m for m in chosen if index[m.tag].implies_area), chosen[0])
        group = index[child.tag].group
        area = next((m for m in ranked if m.tag == group), Scored(group, 0.0, child.phrases))
        chosen = [*chosen[: MAX_TAGS - 1], area]
    return tuple(TagMatch(m.tag, m.score, _shown(m.phrases)) for m in chosen)


def _shown(phrases: frozenset[str]) -> tuple[str, ...]:
    """List matched phrases once each, ignoring case, in a stable order."""
    unique = {p.lower(): p for p in sorted(phrases)}
    return tuple(sorted(unique.values(), key=str.lower))


def derive_tags(text: str, title: str, config: Config) -> tuple[TagMatch, ...]:
    """Tag one abstract from the vocabulary."""
    return choose_tags(with_areas(score_tags(text, title, vocabulary(config)), config), config)

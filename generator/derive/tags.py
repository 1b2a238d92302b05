"""Score each tag's evidence in an abstract with the fitted tag model and choose 1 to 6 tags."""

from __future__ import annotations

from functools import partial
from math import log1p
from typing import AbstractSet, NamedTuple

from generator.config import Config
from generator.models import TagMatch
from generator.derive.tag_evidence import ACRONYMS, CORE, FIRST_AT, NAMES, PHRASES, SCORE, WEAK, WORDS, entry, evidence
from generator.derive.tag_model import TagModel, load_model
from generator.derive.tag_reader import reader_vectors
from generator.derive.vocabulary import Vocabulary, vocabulary

MIN_TAGS = 2  # below this many, a further tag at model.fill or more joins (the shipped fill is the threshold: none)
MAX_TAGS = 6  # more chips than a reader takes in at a glance, and the sixth is already a side topic


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
    """Lay out one candidate's features in tag_evidence.FEATURES order; paper: (best rule score, log tags)."""
    score = e[SCORE]
    tail = (1.0 if area else 0.0, child, log1p(score), score / paper[0], 1.0 if e[CORE] else 0.0, min(e[WORDS], 4),
            paper[1], prior)
    try:
        t = _LOG1P
        return [t[e[0]], t[e[1]], t[e[2]], t[e[3]], t[e[4]], t[e[5]], t[e[6]], t[e[7]], log1p(e[WEAK]),
                t[len(e[PHRASES])], e[FIRST_AT], t[e[NAMES]], t[e[ACRONYMS]], *tail]
    except IndexError:  # a text repeating one phrase 512 times: no abstract, but still an input
        return [*map(log1p, e[:WEAK + 1]), log1p(len(e[PHRASES])), e[FIRST_AT], log1p(e[NAMES]), log1p(e[ACRONYMS]),
                *tail]


def candidates(text: str, vocab: Vocabulary, priors: dict[str, float], default: float) -> list[tuple]:
    """Return (tag, features, phrases) for every tag with core evidence, areas also for their children's."""
    tags = evidence(text, vocab)
    top = max([e[SCORE] for e in tags.values()], default=0.0) or 1.0
    children, areas, fallbacks = _children(tags, vocab), vocab.areas, vocab.fallbacks
    found = []
    for area in children.keys() - tags.keys():
        tags[area] = entry(1.0)
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


_new_scored = partial(tuple.__new__, Scored)  # a NamedTuple's own constructor is a Python-level function


Pending = tuple[tuple[str, float, AbstractSet[str]], ...]  # each candidate's second-pass log odds but the vote


def _reader_view(text: str, vocab: Vocabulary, model: TagModel) -> tuple[list[tuple], list[float], list | None]:
    """Return the candidates, their title-stage probabilities and their reader features (None: no reader stage)."""
    found = candidates(text, vocab, model.priors, model.default_prior)
    scores = [model.probability(f) for _, f, _ in found]
    if model.reader is None or not found:
        return found, scores, None
    return found, scores, reader_vectors(found, scores, vocab.areas, vocab.lifts, vocab.group_of)


def ranked_scores(found: list[tuple], scores: list[float]) -> list[Scored]:
    """Rank (tag, ..., phrases) candidates by their scores, likeliest first, ties by name."""
    ranked = [(-p, tag, phrases) for p, (tag, _, phrases) in zip(scores, found)]
    ranked.sort()  # tags are unique, so the phrases are never compared
    return [_new_scored((tag, -p, phrases)) for p, tag, phrases in ranked]


def rank(text: str, vocab: Vocabulary, model: TagModel, votes: dict[str, float] | None = None) -> list[Scored]:
    """Score every candidate tag with the model (its reader stage, if fitted), likeliest first, ties by name.

    With votes, the model's reader stage is a voted one (model.voted) and each tag's vote joins its features.
    """
    found, scores, vectors = _reader_view(text, vocab, model)
    if vectors is not None:
        if votes is not None:
            vectors = [[*v, votes.get(tag, 0.0)] for v, (tag, _, _) in zip(vectors, found)]
        scores = _judged(found, vectors, model.reader.probability)
    return ranked_scores(found, scores)


def _judged(found: list[tuple], vectors: list, judge) -> list[float]:
    """Apply a reader stage's judge (probability or log odds) to each candidate's features."""
    return [judge(v, tag) for v, (tag, _, _) in zip(vectors, found)]


def draft_tags(text: str, vocab: Vocabulary, model: TagModel) -> tuple[tuple[TagMatch, ...], Pending]:
    """Tag one abstract on its own evidence, and keep each candidate's second-pass log odds but the vote."""
    found, scores, vectors = _reader_view(text, vocab, model)
    if vectors is None:
        return choose_tags(ranked_scores(found, scores), vocab, model), ()
    first = choose_tags(ranked_scores(found, _judged(found, vectors, model.reader.probability)), vocab, model)
    if model.voted is None:
        return first, ()
    # a vector one short of the voted stage's: its vote comes later
    odds = _judged(found, vectors, model.voted.reader.logit)
    return first, tuple([(tag, z, phrases) for z, (tag, _, phrases) in zip(odds, found)])


def _with_areas(chosen: list[Scored], ranked: list[Scored], vocab: Vocabulary, sure: float) -> list[Scored]:
    """Add the area of every chosen tag that implies one and that the model is sure of (sure), strongest first.

    "Multi-Agent Systems" of LLM agents implies no reinforcement learning, so it adds no area.
    """
    names, group_of = {m.tag for m in chosen}, vocab.group_of
    lifting = [m for m in chosen if m.tag in vocab.lifts]
    # An area needs a child the model is sure of: a wrong child would make two wrong tags.
    groups = dict.fromkeys(group_of[m.tag] for m in lifting if m.score >= sure)
    missing = [g for g in groups if g not in names]
    if not missing:
        return chosen
    found = {m.tag: m for m in ranked if m.tag in missing}
    child = {group_of[m.tag]: m for m in reversed(chosen) if m.tag in vocab.lifts}  # the strongest wins
    areas = [found.get(g) or _new_scored((g, 0.0, child[g].phrases)) for g in missing]
    # The first area takes the last slot if need be; further areas only fill free ones.
    return [*chosen[: MAX_TAGS - 1], areas[0], *chosen[MAX_TAGS - 1 :], *areas[1:]][:MAX_TAGS]


def _with_broader(chosen: list[Scored], ranked: list[Scored], vocab: Vocabulary) -> list[Scored]:
    """Add the broader tag each chosen tag is a kind of, in free slots only: a reader browsing Interpretability expects
    the Mechanistic Interpretability papers there, and readers listed it missing beside them."""
    names = {m.tag for m in chosen}
    wanted = dict.fromkeys(vocab.broader[m.tag] for m in chosen if vocab.broader.get(m.tag, "") not in ("", *names))
    if not wanted:
        return chosen
    found = {m.tag: m for m in ranked if m.tag in wanted}
    child = {vocab.broader[m.tag]: m for m in reversed(chosen) if m.tag in vocab.broader}  # the strongest wins
    return [*chosen, *(found.get(t) or _new_scored((t, 0.0, child[t].phrases)) for t in wanted)][:MAX_TAGS]


def _with_children(chosen: list[Scored], ranked: list[Scored], vocab: Vocabulary, bar: float) -> list[Scored]:
    """Add, beside each chosen area none of whose tags is chosen, its likeliest tag if that reaches bar.

    An area is a safe guess (a reader judges it by its child), so alone it would crowd out the specific
    tag a reader browses by: "Trustworthy ML" without the "Adversarial Robustness" that put it there.
    """
    names, group_of = {m.tag for m in chosen}, vocab.group_of
    bare = {m.tag for m in chosen if m.tag in vocab.areas} - {group_of[t] for t in names if t not in vocab.areas}
    extra = {}
    for m in ranked:  # likeliest first, so each area keeps its best child
        area = group_of.get(m.tag)
        if m.score >= bar and area in bare and area not in extra and m.tag not in vocab.areas:
            extra[area] = m
    if not extra:
        return chosen
    return sorted([*chosen, *extra.values()], key=lambda m: (-m.score, m.tag))[:MAX_TAGS]


def _with_settled(chosen: list[Scored], ranked: list[Scored], vocab: Vocabulary) -> list[Scored]:
    """Keep every tag a settling phrase names ("this position paper"), in the last slot if need be."""
    names = {m.tag for m in chosen}
    settled = [m for m in ranked if m.tag in vocab.settles and m.tag not in names
               and any(p.lower() in vocab.settles[m.tag] for p in m.phrases)]
    return [*chosen[: MAX_TAGS - len(settled)], *settled] if settled else chosen


def choose_tags(ranked: list[Scored], vocab: Vocabulary, model: TagModel) -> tuple[TagMatch, ...]:
    """Keep the tags the model finds likely, 1 to 6 of them, with the areas their tags imply.

    Below the threshold a second tag still joins when it reaches model.fill; a paper whose likeliest
    tag is below both keeps that tag alone, and one with no evidence at all gets the fallback tag.
    """
    threshold, area_threshold, areas = model.threshold, model.area_threshold, vocab.areas
    if area_threshold is None:  # the title stage alone holds areas to the same threshold
        area_threshold = threshold
    # Likeliest first; an area has its own threshold (readers judge an area by its child, so it is often right).
    chosen = [m for m in ranked if m[1] >= (area_threshold if m[0] in areas else threshold)][:MAX_TAGS]
    if model.child_bar is not None and model.child_bar <= 1.0:  # above 1 no tag reaches it: the rule is off
        chosen = _with_children(chosen, ranked, vocab, model.child_bar)
    if len(chosen) < MIN_TAGS:
        taken = {m.tag for m in chosen}
        spare = [m for m in ranked if m.score >= model.fill and m.tag not in taken]
        chosen = (chosen + spare)[:MIN_TAGS] or ranked[:1]
    if not chosen:
        chosen = [Scored(r.name, 0.0, frozenset()) for r in vocab.rules if r.fallback][:1]
        return tuple([TagMatch(m.tag, 0.0, ()) for m in chosen])
    chosen = _with_broader(_with_areas(_with_settled(chosen, ranked, vocab), ranked, vocab, model.area_child), ranked,
                           vocab)
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
    """Tag one abstract from the vocabulary alone (a build adds its nearest abstracts' vote: tag_votes.py).

    The title is not evidence, so a bad title cannot make a bad tag.
    """
    return tag_text(text, vocabulary(config), load_model())

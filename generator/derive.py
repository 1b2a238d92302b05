"""Turn parsed abstracts into papers: titles, tags, code links, overrides, collections."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Sequence

import numpy as np
import scipy.sparse as sp
from threadpoolctl import threadpool_limits

from generator.config import Config, Override, unknown_override_ids
from generator.dates import date_problems
from generator.errors import Problem
from generator.highlight import highlight
from generator.links import code_links
from generator.models import Abstract, Collection, Corpus, MapPoint, Paper, TagMatch, TopicLabel
from generator.parallel import map_chunks
from generator.related import abstract_vectors, related_ids
from generator.slugs import page_slug
from generator.tags import derive_tags
from generator.title_model import load_model
from generator.titles import derive_titles, disambiguate
from generator.topic_terms import topic_labels
from generator.topicmap import map_points
from generator.vocabulary import vocabulary


def collections_of(abstracts: tuple[Abstract, ...]) -> tuple[Collection, ...]:
    """Group source files by collection name, in order of first appearance."""
    sources: dict[str, list[str]] = {}
    for a in abstracts:
        names = sources.setdefault(a.collection, [])
        if a.source not in names:
            names.append(a.source)
    found: list[Collection] = []
    slugs: set[str] = set()
    for name, files in sources.items():
        slugs.add(slug := page_slug(name, "collection", slugs))
        found.append(Collection(name, slug, tuple(files)))
    return tuple(found)


MAINTAINER_SCORE = -1.0  # marks a tag added in overrides.yml: no phrase matched, a maintainer decided


def apply_override(matches: tuple[TagMatch, ...], add: tuple[str, ...], remove: tuple[str, ...]) -> tuple[TagMatch, ...]:
    """Add and remove tags as the maintainer asked; overrides win over derivation, whatever the tag count."""
    kept = [m for m in matches if m.tag not in remove]
    present = {m.tag for m in kept}
    kept += [TagMatch(name, MAINTAINER_SCORE, ()) for name in dict.fromkeys(add) if name not in present]
    return tuple(kept)


def final_titles(abstracts: tuple[Abstract, ...], derived: list[str], overrides: dict[str, Override]) -> list[str]:
    """Let override titles win over derived ones, then make titles unique."""
    titles = [
        (overrides[a.id].title if a.id in overrides and overrides[a.id].title else title)
        for a, title in zip(abstracts, derived)
    ]
    return disambiguate(titles, [a.text for a in abstracts])


Draft = tuple[str, tuple[TagMatch, ...], tuple[str, ...], str]  # title, tags, code links, highlight


def first_pass(texts: Sequence[str], config: Config) -> list[Draft]:
    """Derive each abstract's own title, tags, code links and highlight; titles are scored a chunk at a time."""
    return [(title, derive_tags(text, config), code_links(text), highlight(text))
            for title, text in zip(derive_titles(texts), texts)]


def derive_papers(abstracts: tuple[Abstract, ...], config: Config) -> tuple[Paper, ...]:
    """Derive title, tags and code links for every abstract."""
    overrides = {o.id: o for o in config.overrides}
    vocabulary(config)  # compiled once here, before forking, not once in every worker
    load_model()  # the title weights too
    # One pass per abstract on every core; a title can still change once all are known (an override,
    # or a duplicate made unique), but tags come from the abstract alone, so they stand.
    # One BLAS thread: title scoring multiplies small matrices, and a second thread only spins on the
    # core the other worker needs (a third more CPU for the same titles). Forked workers inherit it.
    with threadpool_limits(1):
        drafts = map_chunks(lambda texts: first_pass(texts, config), [a.text for a in abstracts])
    titles = final_titles(abstracts, [draft[0] for draft in drafts], overrides)
    papers = []
    for abstract, title, (_, matches, code, sentence) in zip(abstracts, titles, drafts):
        if abstract.id in overrides:
            o = overrides[abstract.id]
            matches = apply_override(matches, o.add, o.remove)
        papers.append(Paper(abstract, title, tuple(m.tag for m in matches), matches, code, highlight=sentence))
    return tuple(papers)


@dataclass(frozen=True)
class Wording:
    """What the abstracts' words alone give: TF-IDF rows (papers sorted by id) and the topic map."""

    vectors: sp.csr_matrix
    points: tuple[MapPoint, ...]
    topics: tuple[TopicLabel, ...] = ()


def wording(abstracts: Sequence[Abstract]) -> Wording:
    """Vectorise the abstracts, place them on the topic map and name its islands: none needs titles or tags."""
    ordered = sorted(abstracts, key=lambda a: a.id)
    texts = [a.text for a in ordered]
    vectors = abstract_vectors(texts)
    points = map_points([a.id for a in ordered], vectors)
    return Wording(vectors, points, topic_labels(texts, np.array([p.topic for p in points], dtype=np.int64)))


def with_neighbours(papers: tuple[Paper, ...], words: Wording) -> tuple[Paper, ...]:
    """Give each paper its related papers, from the abstracts' vectors and the papers' tags."""
    related = related_ids(sorted(papers, key=lambda p: p.id), words.vectors)
    return tuple(replace(p, related=related[p.id]) for p in papers)


def derive(abstracts: tuple[Abstract, ...], config: Config,
           wording_of: Callable[[], Wording] | None = None) -> tuple[Corpus, list[Problem]]:
    """Derive the whole corpus from parsed abstracts; wording_of returns their wording if another process made it."""
    problems = unknown_override_ids(config, {a.id for a in abstracts})
    first_files: dict[str, str] = {}
    for a in abstracts:
        first_files.setdefault(a.collection, f"{a.where}:1")  # line 1 names the collection
    problems += date_problems(config.dates, first_files)
    papers = derive_papers(abstracts, config)
    words = wording_of() if wording_of else wording(abstracts)  # asked for late: the other process had time
    return Corpus(with_neighbours(papers, words), collections_of(abstracts), words.points, words.topics), problems

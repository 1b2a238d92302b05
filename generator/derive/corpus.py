"""Turn parsed abstracts into papers: titles, tags, code links, overrides, collections, related papers.

The stage runs on a pool of workers that inherit the abstracts and config (generator/parallel.py):
the text space goes to one worker first, the titles and tags a chunk a task to whichever is free.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

import numpy as np
import scipy.sparse as sp

from generator import parallel
from generator.config import Config, Override, unknown_override_ids
from generator.dates import date_problems
from generator.errors import Problem
from generator.derive.highlight import highlight
from generator.derive.links import code_links
from generator.models import MAINTAINER_SCORE, Abstract, Collection, Corpus, MapPoint, Paper, TagMatch, TopicLabel
from generator.parallel import Pool
from generator.derive.related import abstract_vectors, related_ids
from generator.slugs import page_slug
from generator.derive.tags import derive_tags
from generator.derive.title_model import load_model
from generator.derive.titles import derive_titles, disambiguate
from generator.derive.topic_terms import topic_labels
from generator.derive.topicmap import map_points
from generator.derive.vocabulary import vocabulary


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
CHUNK = 250  # abstracts a task: few tasks, and workers that end within a task of each other


@dataclass(frozen=True)
class DeriveInput:
    """What deriving reads, and its workers inherit: the parsed abstracts and the configuration."""

    abstracts: tuple[Abstract, ...]
    config: Config


def derive_input(abstracts: tuple[Abstract, ...], config: Config) -> DeriveInput:
    """Bundle what deriving reads, its vocabulary and title weights loaded, so workers forked after share them."""
    vocabulary(config)  # compiled once here, not once in every worker
    load_model()
    return DeriveInput(abstracts, config)


def draft_chunk(source: DeriveInput, part: range) -> list[Draft]:
    """Derive the own title, tags, code links and highlight of the abstracts in part; titles are scored together."""
    texts = [a.text for a in source.abstracts[part.start : part.stop]]
    return [(title, derive_tags(text, source.config), code_links(text), highlight(text))
            for title, text in zip(derive_titles(texts), texts)]


def derive_papers_on(pool: Pool[DeriveInput]) -> tuple[Paper, ...]:
    """Derive title, tags and code links for every abstract, a chunk at a time on the pool's workers."""
    abstracts, config = pool.shared.abstracts, pool.shared.config
    overrides = {o.id: o for o in config.overrides}
    # One pass per abstract; a title can still change once all are known (an override, or a duplicate
    # made unique), but tags come from the abstract alone, so they stand.
    drafts = pool.map_chunks(draft_chunk, len(abstracts), CHUNK)
    titles = final_titles(abstracts, [draft[0] for draft in drafts], overrides)
    papers = []
    for abstract, title, (_, matches, code, sentence) in zip(abstracts, titles, drafts):
        if abstract.id in overrides:
            o = overrides[abstract.id]
            matches = apply_override(matches, o.add, o.remove)
        papers.append(Paper(abstract, title, tuple(m.tag for m in matches), matches, code, highlight=sentence))
    return tuple(papers)


def derive_papers(abstracts: tuple[Abstract, ...], config: Config) -> tuple[Paper, ...]:
    """Derive title, tags and code links for every abstract, on workers of their own."""
    with parallel.pool(derive_input(abstracts, config), len(abstracts)) as pool:
        return derive_papers_on(pool)


@dataclass(frozen=True)
class TextSpace:
    """The abstracts as their words alone place them: TF-IDF rows (papers sorted by id) and the topic map."""

    vectors: sp.csr_matrix
    points: tuple[MapPoint, ...]
    topics: tuple[TopicLabel, ...] = ()


def text_space(abstracts: Sequence[Abstract]) -> TextSpace:
    """Vectorise the abstracts, place them on the topic map and name its islands: none needs titles or tags."""
    ordered = sorted(abstracts, key=lambda a: a.id)
    texts = [a.text for a in ordered]
    vectors = abstract_vectors(texts)
    points = map_points([a.id for a in ordered], vectors)
    return TextSpace(vectors, points, topic_labels(texts, np.array([p.topic for p in points], dtype=np.int64)))


def text_space_of(source: DeriveInput) -> TextSpace:
    """Place the abstracts of source in their text space (a task for a worker)."""
    return text_space(source.abstracts)


def with_neighbours(papers: tuple[Paper, ...], space: TextSpace) -> tuple[Paper, ...]:
    """Give each paper its related papers, from the abstracts' vectors and the papers' tags."""
    related = related_ids(sorted(papers, key=lambda p: p.id), space.vectors)
    return tuple(replace(p, related=related[p.id]) for p in papers)


def derive_on(pool: Pool[DeriveInput]) -> tuple[Corpus, list[Problem]]:
    """Derive the whole corpus from the pool's abstracts and config, on its workers."""
    abstracts, config = pool.shared.abstracts, pool.shared.config
    space = pool.submit(text_space_of)  # submitted first: a worker places the abstracts while others title them
    problems = unknown_override_ids(config, {a.id for a in abstracts})
    first_files: dict[str, str] = {}
    for a in abstracts:
        first_files.setdefault(a.collection, f"{a.where}:1")  # line 1 names the collection
    problems += date_problems(config.dates, first_files)
    papers, placed = derive_papers_on(pool), space.result()
    corpus = Corpus(with_neighbours(papers, placed), collections_of(abstracts), placed.points, placed.topics)
    return corpus, problems


def derive(abstracts: tuple[Abstract, ...], config: Config) -> tuple[Corpus, list[Problem]]:
    """Derive the whole corpus from parsed abstracts, on workers of its own."""
    with parallel.pool(derive_input(abstracts, config), len(abstracts)) as pool:
        return derive_on(pool)

"""Turn parsed abstracts into papers: titles, tags, code links, overrides, collections, related papers.

The stage runs on a pool of workers that inherit the abstracts and config (generator/parallel.py):
the text space goes to one worker first, then the first-pass tags a chunk a task to whichever is free,
then the titles, while this process lets each abstract's nearest abstracts vote on its tags and finds
the related papers from the tags and the text space.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from generator import parallel
from generator.config import Config, unknown_override_ids
from generator.dates import date_problems
from generator.errors import Problem
from generator.derive.highlight import highlight
from generator.derive.links import code_links
from generator.models import MAINTAINER_SCORE, Abstract, Collection, Corpus, Paper, TagMatch, TextSpace, text_rows
from generator.overrides import Override
from generator.parallel import Pool
from generator.derive.related import related_ids
from generator.slugs import page_slug
from generator.derive.tag_model import load_model as load_tag_model
from generator.derive.tag_votes import tag_votes, voted_tags
from generator.derive.tags import Pending, draft_tags
from generator.derive.title_model import load_model
from generator.derive.titles import derive_titles
from generator.derive.topic_purposes import topic_share
from generator.derive.unique_titles import disambiguate
from generator.derive.vocabulary import Vocabulary, vocabulary


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


Draft = tuple[tuple[TagMatch, ...], Pending, tuple[str, ...], str]  # first-pass tags and odds, code links, highlight
CHUNK = 250  # abstracts a task: few tasks, and workers that end within a task of each other


@dataclass(frozen=True)
class DeriveInput:
    """What deriving reads, and its workers inherit: the parsed abstracts, the configuration, the known titles."""

    abstracts: tuple[Abstract, ...]
    config: Config
    known: tuple[str | None, ...] = ()  # each abstract's title from an earlier build, or None (title_cache.py)


def derive_input(abstracts: tuple[Abstract, ...], config: Config, known: tuple[str | None, ...] = ()) -> DeriveInput:
    """Bundle what deriving reads, its vocabulary and weights loaded, so workers forked after share them."""
    vocabulary(config)  # compiled once here, not once in every worker
    load_model()
    load_tag_model()
    return DeriveInput(abstracts, config, known or (None,) * len(abstracts))


def draft_chunk(source: DeriveInput, part: range) -> list[Draft]:
    """Derive the first-pass tags, code links and highlight of the abstracts in part."""
    vocab, model = vocabulary(source.config), load_tag_model()
    texts = [a.text for a in source.abstracts[part.start : part.stop]]
    return [(*draft_tags(text, vocab, model), code_links(text), highlight(text)) for text in texts]


def title_chunk(source: DeriveInput, part: range) -> list[str]:
    """Derive the own titles of the abstracts in part that have no known title, scored together."""
    known = source.known[part.start : part.stop]
    todo = [a.text for a, title in zip(source.abstracts[part.start : part.stop], known) if title is None]
    derived = iter(derive_titles(todo, topics=topic_share(vocabulary(source.config))) if todo else ())
    return [next(derived) if title is None else title for title in known]


def final_tags(abstracts: tuple[Abstract, ...], drafts: list[Draft], space: TextSpace, vocab: Vocabulary,
               ) -> list[tuple[TagMatch, ...]]:
    """Settle every abstract's tags: its nearest abstracts vote on its candidates (tag_votes.py)."""
    model = load_tag_model()
    first = [d[0] for d in drafts]
    if model.voted is None or space.nearest is None:
        return first
    order = text_rows(abstracts)
    votes = tag_votes(space.nearest, space.nearness, [[m.tag for m in first[i]] for i in order])
    vote_of = dict(zip(order, votes))
    return [voted_tags(d[1], vote_of[i], vocab, model) for i, d in enumerate(drafts)]


def untitled_papers(abstracts: tuple[Abstract, ...], drafts: list[Draft], space: TextSpace, config: Config,
                    ) -> tuple[Paper, ...]:
    """Give every abstract its tags, code links and highlight; titles come later, overrides win over tags."""
    overrides = {o.id: o for o in config.overrides}
    papers = []
    for abstract, matches, (_, _, code, sentence) in zip(
            abstracts, final_tags(abstracts, drafts, space, vocabulary(config)), drafts):
        if abstract.id in overrides:
            o = overrides[abstract.id]
            matches = apply_override(matches, o.add, o.remove)
        papers.append(Paper(abstract, "", tuple(m.tag for m in matches), matches, code, highlight=sentence))
    return tuple(papers)


def titled(papers: tuple[Paper, ...], derived: list[str], config: Config,
           related: dict[str, tuple[str, ...]] | None = None) -> tuple[Paper, ...]:
    """Give the papers their final titles (overrides win, duplicates made unique) and their related papers."""
    # A title can change once all are known (an override, or a duplicate made unique); tags come from
    # the abstracts alone, so they stand.
    overrides = {o.id: o for o in config.overrides}
    titles = final_titles(tuple(p.abstract for p in papers), derived, overrides)
    return tuple(replace(p, title=title, related=related[p.id] if related else ()) for p, title in zip(papers, titles))


def derive_papers(abstracts: tuple[Abstract, ...], config: Config) -> tuple[Paper, ...]:
    """Derive title, tags, code links and related papers for every abstract, on workers of their own."""
    return derive(abstracts, config)[0].papers


def text_space_of(source: DeriveInput) -> TextSpace:
    """Place the abstracts of source in their text space (a task for a worker)."""
    from generator.derive.text_space import text_space  # here, not at start-up: see text_space.py

    return text_space(source.abstracts)


def neighbours(papers: tuple[Paper, ...], space: TextSpace) -> dict[str, tuple[str, ...]]:
    """Find each paper's related papers, by id, from the abstracts' vectors and the papers' tags."""
    return related_ids(sorted(papers, key=lambda p: p.id), space.vectors)


def with_neighbours(papers: tuple[Paper, ...], space: TextSpace) -> tuple[Paper, ...]:
    """Give each paper its related papers."""
    related = neighbours(papers, space)
    return tuple(replace(p, related=related[p.id]) for p in papers)


@dataclass(frozen=True)
class Derived:
    """What deriving found: the corpus, the problems, and each abstract's own title for the title cache."""

    corpus: Corpus
    problems: tuple[Problem, ...]
    own_titles: tuple[str, ...]  # before overrides win and duplicates are made unique


def derive_on(pool: Pool[DeriveInput]) -> Derived:
    """Derive the whole corpus from the pool's abstracts and config, on its workers."""
    abstracts, config = pool.shared.abstracts, pool.shared.config
    space = pool.submit(text_space_of)  # submitted first: a worker places the abstracts while others tag them
    problems = unknown_override_ids(config, {a.id for a in abstracts})
    first_files: dict[str, str] = {}
    for a in abstracts:
        first_files.setdefault(a.collection, f"{a.where}:1")  # line 1 names the collection
    problems += date_problems(config.dates, first_files)
    drafts = pool.map_chunks(draft_chunk, len(abstracts), CHUNK)
    titles = pool.start_chunks(title_chunk, len(abstracts), CHUNK)
    # Related papers need the tags and vectors, not the titles: found here while the workers title the
    # abstracts, where they once waited for the titles and then held one core alone.
    placed = space.result()
    untitled = untitled_papers(abstracts, drafts, placed, config)
    related = neighbours(untitled, placed)  # before titles(), which waits for the workers
    own = titles()
    papers = titled(untitled, own, config, related)
    return Derived(Corpus(papers, collections_of(abstracts), placed.points, placed.topics), tuple(problems), tuple(own))


def derive(abstracts: tuple[Abstract, ...], config: Config) -> tuple[Corpus, list[Problem]]:
    """Derive the whole corpus from parsed abstracts, on workers of its own."""
    with parallel.pool(derive_input(abstracts, config), len(abstracts)) as pool:
        derived = derive_on(pool)
        return derived.corpus, list(derived.problems)

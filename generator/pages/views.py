"""Index the corpus for the pages: tags with their papers, areas, collections, abstracts and snippets."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from markupsafe import Markup, escape
from slugify import slugify

from generator.config import Config, Group, TagRule
from generator.markup import abstract_forms, math_html
from generator.derive.prose import first_sentence
from generator.models import Collection, Corpus, Paper


@dataclass(frozen=True)
class TagView:
    """A tag as shown on pages: its rule, papers and the tags that co-occur with it."""

    rule: TagRule
    papers: tuple[str, ...]
    cooccurring: tuple[tuple[str, int], ...]

    @property
    def name(self) -> str:
        return self.rule.name

    @property
    def url(self) -> str:
        return f"tags/{self.rule.slug}/"

    @property
    def count(self) -> int:
        return len(self.papers)

    @property
    def group_slug(self) -> str:
        return slugify(self.rule.group)


@dataclass(frozen=True)
class CollectionView:
    """A collection with its papers in input order."""

    collection: Collection
    papers: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.collection.name

    @property
    def url(self) -> str:
        return f"collections/{self.collection.slug}/"


# Above this many papers (and with two or more collections) the pages that show every paper split by
# collection: "All papers" links the collections (14k titles with chips made a 10 MB page), and the
# topic map becomes a light overview plus a linked map per collection.
ONE_PAGE_LIMIT = 2500


@dataclass(frozen=True)
class SiteView:
    """The corpus indexed for the page views (page_views.py, paper_view.py, map_view.py), for quick lookup."""

    config: Config
    corpus: Corpus
    papers: dict[str, Paper]
    tags: dict[str, TagView]
    groups: tuple[tuple[Group, tuple[str, ...]], ...]
    collections: tuple[CollectionView, ...]
    collection_of: dict[str, CollectionView]
    abstracts: dict[str, str]  # paper id to the abstract as safe inline HTML
    snippets: dict[str, str]  # paper id to its highlight (else its first sentence) as plain text
    plain: dict[str, str]  # paper id to the abstract as the plain text a reader sees (the search index quotes it)

    @property
    def lists_every_paper(self) -> bool:
        """Tell whether one page shows every paper, or each collection gets its own (All papers, the map)."""
        return len(self.corpus.papers) <= ONE_PAGE_LIMIT or len(self.collections) < 2

    def snippet(self, paper_id: str) -> str:
        """Return the sentence shown under a paper's title in lists: its highlight, as plain text."""
        return self.snippets[paper_id]

    def snippet_html(self, paper_id: str) -> Markup:
        """Return that sentence as lists show it: safe HTML, its math set as the abstract sets it."""
        return snippet_markup(self.snippets[paper_id])

    def shared_tags(self, paper_id: str, other_id: str) -> list[str]:
        """Return the tags of a paper that another paper has too, in the first paper's order."""
        theirs = self.papers[other_id].tags
        return [t for t in self.papers[paper_id].tags if t in theirs]

    def abstract_html(self, paper_id: str) -> str:
        """Return a paper's abstract rendered to safe HTML."""
        return self.abstracts[paper_id]


@lru_cache(maxsize=None)  # a paper is listed on many pages, and related to many papers
def snippet_markup(text: str) -> Markup:
    """Escape a snippet, with its TeX as MathML (`$O(\\sqrt{T})$`): a reader should not have to read TeX in a list."""
    return Markup(math_html(text)) if "$" in text else escape(text)


def tag_views(corpus: Corpus, config: Config) -> dict[str, TagView]:
    """Index papers by tag and count co-occurring tags; only tags in use get a view."""
    members: dict[str, list[str]] = {}
    pairs: dict[str, Counter] = {}
    for paper in corpus.papers:
        for tag in paper.tags:
            members.setdefault(tag, []).append(paper.id)
            pairs.setdefault(tag, Counter()).update(t for t in paper.tags if t != tag)
    views = {}
    for rule in config.tags:
        if rule.name in members:
            top = sorted(pairs[rule.name].items(), key=lambda kv: (-kv[1], kv[0]))[:12]
            views[rule.name] = TagView(rule, tuple(members[rule.name]), tuple(top))
    return views


AbstractForms = dict[str, tuple[str, str]]  # paper id to its abstract as HTML and as plain text


def build_view(corpus: Corpus, config: Config, forms: AbstractForms | None = None) -> SiteView:
    """Index the corpus for rendering; forms, if given, are the abstracts already rendered by abstract_forms."""
    tags = tag_views(corpus, config)
    groups = tuple(
        (g, tuple(sorted((t.name for t in tags.values() if t.rule.group == g.name), key=str.lower)))
        for g in config.groups
    )
    by_collection: dict[str, list[str]] = {}
    for paper in corpus.papers:
        by_collection.setdefault(paper.abstract.collection, []).append(paper.id)
    collections = tuple(CollectionView(c, tuple(by_collection.get(c.name, ()))) for c in corpus.collections)
    collection_of = {pid: cv for cv in collections for pid in cv.papers}
    # Every page lists papers from anywhere in the corpus: render each abstract once, before pages split.
    if forms is None:
        forms = {p.id: abstract_forms(p.abstract.text) for p in corpus.papers}
    return SiteView(
        config, corpus, {p.id: p for p in corpus.papers}, tags,
        tuple((g, names) for g, names in groups if names), collections, collection_of,
        {p.id: forms[p.id][0] for p in corpus.papers},
        {p.id: p.highlight or first_sentence(forms[p.id][1]) for p in corpus.papers},
        {p.id: forms[p.id][1] for p in corpus.papers},
    )

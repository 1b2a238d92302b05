"""Frozen records handed from one pipeline stage to the next."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    import numpy as np
    import scipy.sparse as sp


@dataclass(frozen=True)
class Source:
    """One input file as read from disk, before any decoding."""

    name: str  # file name, e.g. 000_x.txt
    where: str  # path shown in messages, e.g. seeds/000_x.txt
    data: bytes


@dataclass(frozen=True)
class Abstract:
    """One parsed abstract and where it came from."""

    id: str
    text: str
    collection: str
    source: str
    where: str
    line: int
    position: int


@dataclass(frozen=True)
class Collection:
    """A named group of abstracts, usually one conference file."""

    name: str
    slug: str
    sources: tuple[str, ...]


MAINTAINER_SCORE = -1.0  # the score of a tag added in overrides.yml: no phrase matched, a maintainer decided


@dataclass(frozen=True)
class TagMatch:
    """Why a tag was given: its score and the phrases that matched."""

    tag: str
    score: float
    phrases: tuple[str, ...]

    @property
    def by_maintainer(self) -> bool:
        """Tell whether a maintainer added the tag in overrides.yml."""
        return self.score == MAINTAINER_SCORE


@dataclass(frozen=True)
class Paper:
    """An abstract with everything derived from it."""

    abstract: Abstract
    title: str
    tags: tuple[str, ...]
    evidence: tuple[TagMatch, ...] = ()
    code: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    highlight: str = ""  # the abstract's sentence that states its contribution, as plain text


    @property
    def id(self) -> str:
        return self.abstract.id

    @property
    def url(self) -> str:
        return f"papers/{self.abstract.id}/"


@dataclass(frozen=True)
class MapPoint:
    """A paper's position on the topic map, in [0, 1] on both axes."""

    id: str
    x: float
    y: float
    topic: int = 0  # the island it sits on


@dataclass(frozen=True)
class TopicLabel:
    """One topic island of the map: its index, its paper count and the terms that name it."""

    topic: int
    size: int
    terms: tuple[str, ...]


@dataclass(frozen=True)
class TextSpace:
    """The abstracts as their words alone place them: TF-IDF rows (papers sorted by id) and the topic map."""

    vectors: sp.csr_matrix
    points: tuple[MapPoint, ...]
    topics: tuple[TopicLabel, ...] = ()
    nearest: np.ndarray | None = None  # each row's nearest rows by text cosine (-1: none), for the tags' vote
    nearness: np.ndarray | None = None  # and their cosines


def text_rows(abstracts: Sequence[Abstract]) -> list[int]:
    """Return the abstracts' places in the order of the text space's rows: by id, whatever order they came in."""
    return sorted(range(len(abstracts)), key=lambda i: abstracts[i].id)


@dataclass(frozen=True)
class Corpus:
    """The whole derived site: every paper, collection and tag in use."""

    papers: tuple[Paper, ...]
    collections: tuple[Collection, ...]
    map_points: tuple[MapPoint, ...] = field(default=())
    topics: tuple[TopicLabel, ...] = field(default=())  # the map's islands, by index

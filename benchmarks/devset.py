"""Load the development set: real titles in ../shared/titles matched to abstracts parsed from ../shared/corpora.

Each line of a titles file holds `abstract_start` (the first 120 characters of the whitespace-normalised
abstract) and `title`. Abstracts are parsed exactly as a build parses them, so ids and texts are the site's.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from generator.config import load_config
from generator.derive.topic_purposes import TopicShare, topic_share
from generator.derive.vocabulary import vocabulary
from generator.models import Abstract, Source
from generator.parse import parse

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CORPORA = SHARED / "corpora"
TITLES = SHARED / "titles"
START = 120


@dataclass(frozen=True)
class Pair:
    """An abstract of the corpora with its real title."""

    abstract: Abstract
    title: str
    conference: str  # e.g. icml2021


def available() -> bool:
    """Tell whether ../shared holds the corpora and the titles."""
    return CORPORA.is_dir() and TITLES.is_dir() and any(TITLES.glob("*.jsonl"))


@lru_cache(maxsize=4)
def corpus(names: tuple[str, ...] = ()) -> tuple[Abstract, ...]:
    """Parse the corpus files (all, or the named conferences) as a build would."""
    paths = sorted(CORPORA.glob("*_abstracts.txt"))
    if names:
        paths = [p for p in paths if p.name.split("_")[0] in names]
    return parse(tuple(Source(p.name, str(p), p.read_bytes()) for p in paths)).abstracts


def start_key(text: str) -> str:
    """The key both sides share: 120 characters of normalised text, without the space a cut can end on."""
    return " ".join(text.split())[:START].rstrip()


@lru_cache(maxsize=1)
def pairs() -> tuple[Pair, ...]:
    """Match every development title to its parsed abstract; titles whose abstract is not found are skipped."""
    found = []
    for path in sorted(TITLES.glob("*.jsonl")):
        conference = re.sub(r"^titles_|\.jsonl$", "", path.name)
        by_start = {start_key(a.text): a for a in corpus((conference,))}
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            abstract = by_start.get(start_key(row["abstract_start"]))
            if abstract is not None:
                found.append(Pair(abstract, row["title"], conference))
    return tuple(found)


@lru_cache(maxsize=1)
def site_topics() -> TopicShare:
    """Measure phrases against the tags of the project's own site_config, as a build of it does for titles."""
    config, _ = load_config(ROOT / "site_config")
    return topic_share(vocabulary(config))

"""Remember the titles a build derived, so the next build derives only the abstracts that are new or changed.

A derived title depends on its abstract's text alone, given the code, its fitted weights and the tag
vocabulary (tests/test_title_cache.py checks that it does not depend on the other abstracts). So a title
is kept under a key of its text, in a file that holds a fingerprint of everything else it depends on:
the generator package's files, the tags of the config (not the site's settings, collections or
overrides: overrides win over derived titles later), and the versions of Python and of every installed
package (numpy, markdown-it-py, ...). A different fingerprint, or an unreadable file, means an empty
cache; a cache never fails a build. Titles are most of the derive stage's work: a rebuild after
one abstract changes skips the rest (BENCHMARKS.md).
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field, replace
from importlib.metadata import distributions
from pathlib import Path
from typing import Mapping, Sequence

from generator.config import TagRule

FOLDER = Path(".cache", "abstract-site")  # where the command line keeps it, under the working folder
FILE = "titles.json"
# Titles kept across builds of different inputs (the seeds, then a corpus: both stay warm): about 5 MB.
KEPT = 50_000
_PACKAGE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class TitleCache:
    """Derived titles by the key of their abstract's text, valid for one fingerprint."""

    fingerprint: str
    titles: Mapping[str, str] = field(default_factory=dict)

    def known(self, texts: Sequence[str]) -> tuple[str | None, ...]:
        """Return each text's remembered title, or None where it has to be derived."""
        return tuple(self.titles.get(text_key(text)) for text in texts)

    def keeping(self, texts: Sequence[str], titles: Sequence[str]) -> TitleCache:
        """Return the cache of these texts' titles, then of the earlier builds' titles, the latest first, up to KEPT."""
        kept = {text_key(t): title for t, title in zip(texts, titles)}
        for key, title in self.titles.items():
            if len(kept) >= KEPT:
                break
            kept.setdefault(key, title)
        return TitleCache(self.fingerprint, kept)


def text_key(text: str) -> str:
    """Name an abstract's text by a digest short enough to keep and long enough never to collide."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=12).hexdigest()


def fingerprint(tags: Sequence[TagRule]) -> str:
    """Digest what a title depends on besides its text: the code, its data, the tag vocabulary and the runtime."""
    digest = hashlib.blake2b(digest_size=16)
    installed = sorted(f"{d.metadata['Name']} {d.version}" for d in distributions())
    digest.update("\n".join([sys.version, *installed]).encode())
    for path in sorted({p for pattern in ("*.py", "*.json") for p in _PACKAGE.rglob(pattern) if p.is_file()}):
        digest.update(path.relative_to(_PACKAGE).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    # Frozen dataclasses of strings and tuples print the same in every run; where a rule was read from does not count.
    digest.update(repr([replace(rule, where="") for rule in tags]).encode())
    return digest.hexdigest()


def read_cache(folder: Path, tags: Sequence[TagRule]) -> TitleCache:
    """Read the remembered titles from folder; an absent, unreadable or outdated file gives an empty cache."""
    current = fingerprint(tags)
    try:
        found = json.loads((folder / FILE).read_text(encoding="utf-8"))
        if found.get("fingerprint") == current and isinstance(found.get("titles"), dict):
            return TitleCache(current, {k: t for k, t in found["titles"].items() if isinstance(t, str) and t})
    except (OSError, ValueError, AttributeError):
        pass  # the next build writes a good one
    return TitleCache(current)


def cache_json(cache: TitleCache) -> str:
    """Serialise a cache as its file holds it: the last build's titles first, in the order it read them."""
    return json.dumps({"fingerprint": cache.fingerprint, "titles": dict(cache.titles)}, ensure_ascii=False,
                      indent=0) + "\n"

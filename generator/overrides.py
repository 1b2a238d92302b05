"""A maintainer's corrections for single papers, read from site_config/overrides.yml: per paper id, a title and tags
to add or remove. The file has a shape and checks of its own (ids kept as strings, each entry located by its own line,
tag names checked against the vocabulary read before it), so it is read here, beside config.py, as collections.yml is
in dates.py, and config.py holds the site's settings and the tag vocabulary.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from generator.errors import error
from generator.yaml_files import Reader, StringLoader


@dataclass(frozen=True)
class Override:
    """A maintainer's correction for one paper."""

    id: str
    title: str | None
    add: tuple[str, ...]
    remove: tuple[str, ...]
    where: str


OVERRIDE_KEYS = ("title", "add_tags", "remove_tags")


def _override_entries(path: Path, reader: Reader) -> list[tuple[str, str, Any]]:
    """Return (id, location, settings) per entry; every scalar stays a string, so ids keep leading zeros."""
    data = reader.load(path, required=False, loader=StringLoader)
    if data in (None, "", {}):
        return []
    if not isinstance(data, dict):
        reader.problems.append(error(reader.where, "expected a mapping keyed by paper id"))
        return []
    root = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    lines = {key_node.value: key_node.start_mark.line + 1 for key_node, _ in root.value}
    return [(key, f"{reader.where}:{lines[key]}", data[key]) for key in sorted(data)]


def _unknown_tag(name: str, tags: set[str]) -> str:
    close = difflib.get_close_matches(name, sorted(tags), n=1, cutoff=0.6)
    close = close or [t for t in sorted(tags) if t.lower() == name.lower()]
    return f"unknown tag {name!r}" + (f" (did you mean {close[0]!r}?)" if close else "; see site_config/tags.yml")


def load_overrides(path: Path, tags: set[str], reader: Reader) -> tuple[Override, ...]:
    """Read overrides.yml: per paper id, a title and tags to add or remove."""
    found = []
    for key, where, item in _override_entries(path, reader):
        item = {} if item in ("", "null", "~") else item
        if not isinstance(item, dict):
            reader.problems.append(error(where, f"{key}: expected a mapping with {', '.join(OVERRIDE_KEYS)}"))
            continue
        problems = [error(where, f"{key}.{extra}: unknown key (known: {', '.join(OVERRIDE_KEYS)})")
                    for extra in sorted(set(item) - set(OVERRIDE_KEYS))]
        title = item.get("title")
        if title is not None and (not isinstance(title, str) or not title.strip()):
            problems.append(error(where, f"{key}.title: expected a non-empty string"))
        lists = {}
        for field in ("add_tags", "remove_tags"):
            value = item.get(field, [])
            if isinstance(value, str):
                value = [value]
            if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
                problems.append(error(where, f"{key}.{field}: expected a list of tag names"))
                value = []
            lists[field] = tuple(v.strip() for v in value)
            problems += [error(where, f"{key}.{field}: {_unknown_tag(v, tags)}") for v in lists[field] if v not in tags]
        for name in sorted(set(lists["add_tags"]) & set(lists["remove_tags"])):
            problems.append(error(where, f"{key}: {name!r} is both added and removed"))
        reader.problems.extend(problems)
        clean_title = title.strip() if isinstance(title, str) and title.strip() else None
        found.append(Override(key, clean_title, lists["add_tags"], lists["remove_tags"], where))
    return tuple(found)

"""When each collection's papers appeared: site_config/collections.yml, else the year in its name.

Feeds date their entries by collection, never by build time, so a rebuild gives the same bytes.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any, Protocol

from generator.errors import Problem, error, warning

UNDATED = dt.date(1970, 1, 1)  # a collection with no date and no year in its name; a warning says so
_YEAR = re.compile(r"(?<!\d)(19\d\d|20\d\d)(?!\d)")
KEYS = ("date",)


@dataclass(frozen=True)
class CollectionDate:
    """A date a maintainer gave one collection in collections.yml."""

    name: str
    date: dt.date
    where: str


class Reader(Protocol):
    """What yaml_files.Reader offers: where the file is and the problems found in it."""

    where: str
    problems: list[Problem]


def load_dates(data: Any, reader: Reader) -> tuple[CollectionDate, ...]:
    """Check collections.yml, read with every scalar a string: per collection name, `date: YYYY-MM-DD`."""
    if data in (None, "", {}):
        return ()
    if not isinstance(data, dict):
        reader.problems.append(error(reader.where, "expected a mapping keyed by collection name"))
        return ()
    found = []
    for name in sorted(data, key=str):
        item = data[name]
        if not isinstance(item, dict) or not item:
            reader.problems.append(error(reader.where, f"{name}: expected a mapping with date"))
            continue
        for key in sorted(set(item) - set(KEYS), key=str):
            reader.problems.append(error(reader.where, f"{name}.{key}: unknown key (known: {', '.join(KEYS)})"))
        value = item.get("date")
        try:  # read as text: YAML's own dates raise on 2025-13-40 instead of reporting it
            day = dt.date.fromisoformat(value) if isinstance(value, str) and len(value) == 10 else None
        except ValueError:
            day = None
        if day is None:
            reader.problems.append(error(reader.where, f"{name}.date: expected a date like 2025-07-13, got {value!r}"))
            continue
        found.append(CollectionDate(str(name), day, reader.where))
    return tuple(found)


def collection_date(name: str, dates: tuple[CollectionDate, ...]) -> dt.date:
    """A collection's date: from collections.yml, else 1 January of the year in its name."""
    for given in dates:
        if given.name == name:
            return given.date
    year = _YEAR.search(name)
    return dt.date(int(year.group(1)), 1, 1) if year else UNDATED


def newest_date(names: list[str], dates: tuple[CollectionDate, ...]) -> dt.date:
    """Return the date of the newest of these collections: when the site's content last changed."""
    return max((collection_date(name, dates) for name in names), default=UNDATED)


def date_problems(dates: tuple[CollectionDate, ...], sources: dict[str, str]) -> list[Problem]:
    """Warn about dates for collections the input lacks, and about collections with no date at all.

    sources maps each collection name to the file that names it."""
    problems = [warning(d.where, f"{d.name}: no collection has this name; its date is ignored")
                for d in dates if d.name not in sources]
    given = {d.name for d in dates}
    problems += [warning(where, f"{name}: no date in collections.yml and no year in its name; its feed entries "
                                f"are dated {UNDATED.isoformat()}")
                 for name, where in sources.items() if name not in given and not _YEAR.search(name)]
    return problems

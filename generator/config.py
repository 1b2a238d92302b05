"""Load site_config/*.yml into frozen records, reporting every problem before anything is built."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml
from slugify import slugify

from generator.errors import Problem, error, raise_on_errors, warning
from generator.sources import display_path

SITE_URL_ENV = "SITE_URL"


@dataclass(frozen=True)
class SiteSettings:
    """What the site is called and where it is published."""

    name: str
    description: str
    site_url: str
    repo_url: str
    copyright: str


@dataclass(frozen=True)
class Group:
    """An area of research that groups tags."""

    name: str
    slug: str
    description: str


@dataclass(frozen=True)
class TagRule:
    """A vocabulary tag with the rules that find it in an abstract."""

    name: str
    slug: str
    group: str
    description: str
    phrases: tuple[str, ...]
    acronyms: tuple[str, ...]
    exclude: tuple[str, ...]

    @property
    def is_area(self) -> bool:
        return self.name == self.group


@dataclass(frozen=True)
class Override:
    """A maintainer's correction for one paper."""

    id: str
    title: str | None
    add: tuple[str, ...]
    remove: tuple[str, ...]
    where: str


@dataclass(frozen=True)
class Config:
    """Everything read from site_config/, validated."""

    site: SiteSettings
    groups: tuple[Group, ...]
    tags: tuple[TagRule, ...]
    overrides: tuple[Override, ...]

    def tag(self, name: str) -> TagRule:
        """Return the tag called name."""
        return self.tag_index[name]

    @cached_property
    def tag_index(self) -> dict[str, TagRule]:
        return {t.name: t for t in self.tags}


class _Reader:
    """Collect problems while reading one YAML file."""

    def __init__(self, path: Path):
        self.where = display_path(path)
        self.problems: list[Problem] = []

    def load(self, path: Path, required: bool = True) -> Any:
        if not path.exists():
            if required:
                self.problems.append(error(self.where, "missing configuration file"))
            return None
        try:
            return yaml.safe_load(path.read_text(encoding="utf-8"))
        except (yaml.YAMLError, UnicodeDecodeError) as exc:
            line = getattr(getattr(exc, "problem_mark", None), "line", None)
            where = f"{self.where}:{line + 1}" if line is not None else self.where
            self.problems.append(error(where, f"not valid YAML: {getattr(exc, 'problem', exc)}"))
            return None

    def text(self, data: dict, key: str, where: str, default: str | None = None) -> str:
        value = data.get(key, default)
        if value is None or not isinstance(value, str) or (default is None and not value.strip()):
            self.problems.append(error(self.where, f"{where}{key}: expected a non-empty string"))
            return ""
        return value.strip()

    def strings(self, data: dict, key: str, where: str) -> tuple[str, ...]:
        value = data.get(key, [])
        if value is None:
            return ()
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            self.problems.append(error(self.where, f"{where}{key}: expected a list of non-empty strings"))
            return ()
        return tuple(v.strip() for v in value)


def load_site(path: Path, reader: _Reader) -> SiteSettings:
    """Read site.yml; SITE_URL in the environment wins over the file."""
    data = reader.load(path) or {}
    if not isinstance(data, dict):
        reader.problems.append(error(reader.where, "expected a mapping of settings"))
        data = {}
    known = {"name", "description", "site_url", "repo_url", "copyright"}
    for key in sorted(set(data) - known):
        reader.problems.append(error(reader.where, f"{key}: unknown setting (known: {', '.join(sorted(known))})"))
    site_url = os.environ.get(SITE_URL_ENV) or reader.text(data, "site_url", "", default="")
    if site_url and not site_url.startswith(("http://", "https://")):
        reader.problems.append(error(reader.where, "site_url: must start with http:// or https://"))
    if site_url and not site_url.endswith("/"):
        site_url += "/"
    return SiteSettings(
        name=reader.text(data, "name", ""),
        description=reader.text(data, "description", "", default=""),
        site_url=site_url,
        repo_url=reader.text(data, "repo_url", "", default=""),
        copyright=reader.text(data, "copyright", "", default=""),
    )


def load_groups(data: Any, reader: _Reader) -> tuple[Group, ...]:
    """Read the groups list of tags.yml."""
    if not isinstance(data, list) or not data:
        reader.problems.append(error(reader.where, "groups: expected a non-empty list"))
        return ()
    groups = []
    for i, item in enumerate(data):
        where = f"groups[{i}]."
        if not isinstance(item, dict):
            reader.problems.append(error(reader.where, f"groups[{i}]: expected a mapping"))
            continue
        name = reader.text(item, "name", where)
        groups.append(Group(name, slugify(name), reader.text(item, "description", where, default="")))
    return tuple(groups)


def load_tag(item: Any, i: int, groups: set[str], reader: _Reader) -> TagRule | None:
    """Read and check one entry of the tags list."""
    where = f"tags[{i}]."
    if not isinstance(item, dict):
        reader.problems.append(error(reader.where, f"tags[{i}]: expected a mapping"))
        return None
    known = {"name", "group", "description", "phrases", "acronyms", "exclude"}
    for key in sorted(set(item) - known):
        reader.problems.append(error(reader.where, f"{where}{key}: unknown key"))
    rule = TagRule(
        name=reader.text(item, "name", where),
        slug=slugify(str(item.get("name", ""))),
        group=reader.text(item, "group", where),
        description=reader.text(item, "description", where),
        phrases=reader.strings(item, "phrases", where),
        acronyms=reader.strings(item, "acronyms", where),
        exclude=reader.strings(item, "exclude", where),
    )
    if rule.group and rule.group not in groups:
        reader.problems.append(error(reader.where, f"{where}group: unknown group {rule.group!r}"))
    if not rule.phrases and not rule.acronyms:
        reader.problems.append(error(reader.where, f"{where}phrases: a tag needs phrases or acronyms to match"))
    return rule


def load_tags(path: Path, reader: _Reader) -> tuple[tuple[Group, ...], tuple[TagRule, ...]]:
    """Read tags.yml: groups, then tags that each belong to one group."""
    data = reader.load(path) or {}
    if not isinstance(data, dict):
        reader.problems.append(error(reader.where, "expected a mapping with groups and tags"))
        return (), ()
    groups = load_groups(data.get("groups"), reader)
    names = {g.name for g in groups}
    items = data.get("tags")
    if not isinstance(items, list) or not items:
        reader.problems.append(error(reader.where, "tags: expected a non-empty list"))
        return groups, ()
    rules = [r for i, item in enumerate(items) if (r := load_tag(item, i, names, reader))]
    seen: dict[str, str] = {}
    for i, rule in enumerate(rules):
        if rule.slug in seen:
            reader.problems.append(
                error(reader.where, f"tags[{i}].name: {rule.name!r} clashes with {seen[rule.slug]!r}")
            )
        seen[rule.slug] = rule.name
    for group in groups:
        if group.name not in seen.values():
            reader.problems.append(error(reader.where, f"groups: {group.name!r} has no area tag of the same name"))
    return groups, tuple(rules)


def load_overrides(path: Path, tags: set[str], reader: _Reader) -> tuple[Override, ...]:
    """Read overrides.yml: per paper id, a title and tags to add or remove."""
    data = reader.load(path, required=False) or {}
    if not isinstance(data, dict):
        reader.problems.append(error(reader.where, "expected a mapping keyed by paper id"))
        return ()
    found = []
    for key in sorted(data, key=str):
        item = data[key] or {}
        where = f"{key}."
        if not isinstance(item, dict):
            reader.problems.append(error(reader.where, f"{key}: expected a mapping"))
            continue
        for extra in sorted(set(item) - {"title", "add_tags", "remove_tags"}):
            reader.problems.append(error(reader.where, f"{where}{extra}: unknown key (title, add_tags, remove_tags)"))
        title = reader.text(item, "title", where) if "title" in item else None
        add, remove = reader.strings(item, "add_tags", where), reader.strings(item, "remove_tags", where)
        for name in (*add, *remove):
            if name not in tags:
                reader.problems.append(error(reader.where, f"{where}tags: unknown tag {name!r}"))
        found.append(Override(str(key), title, add, remove, reader.where))
    return tuple(found)


def load_config(directory: Path) -> tuple[Config, list[Problem]]:
    """Load and validate every config file; raise once listing every error."""
    site_reader = _Reader(directory / "site.yml")
    site = load_site(directory / "site.yml", site_reader)
    tag_reader = _Reader(directory / "tags.yml")
    groups, tags = load_tags(directory / "tags.yml", tag_reader)
    over_reader = _Reader(directory / "overrides.yml")
    overrides = load_overrides(directory / "overrides.yml", {t.name for t in tags}, over_reader)
    problems = site_reader.problems + tag_reader.problems + over_reader.problems
    raise_on_errors(problems)
    return Config(site, groups, tags, overrides), [p for p in problems if not p.is_error]


def unknown_override_ids(config: Config, ids: set[str]) -> list[Problem]:
    """Warn about overrides for papers that are not in the input."""
    return [warning(o.where, f"{o.id}: no paper has this id; override ignored") for o in config.overrides if o.id not in ids]

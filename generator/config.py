"""Load site_config/*.yml into frozen records, reporting every problem before anything is built."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from slugify import slugify

from generator.dates import CollectionDate, load_dates
from generator.errors import GeneratorError, Problem, error, raise_on_errors, warning
from generator.overrides import Override, load_overrides
from generator.yaml_files import Reader, StringLoader
from generator.slugs import page_slug
from generator.sources import display_path

SITE_URL_ENV = "SITE_URL"


@dataclass(frozen=True)
class SiteSettings:
    """What the site is called and where it is published."""

    name: str
    description: str
    site_url: str
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
    implies_area: bool = True  # False: a match alone does not put the paper in the group's area
    weak: tuple[str, ...] = ()  # phrases that count half: common words that only hint at the topic
    fallback: bool = False  # given only to papers that no specific tag fits
    made: tuple[str, ...] = ()  # nouns that show the tag only as what a contribution makes ("we introduce a dataset")
    settles: tuple[str, ...] = ()  # phrases that settle the tag wherever they stand ("this position paper")
    broader: str = ""  # the tag it is a kind of, which comes along where a slot is free (Differential Privacy: Privacy)
    yields_to: tuple[str, ...] = ()  # tags that claim its weak hints in a sentence naming them (an attack's words)
    where: str = ""  # the file it was read from, for messages

    @property
    def is_area(self) -> bool:
        return self.name == self.group


@dataclass(frozen=True)
class Config:
    """Everything read from site_config/, validated."""

    site: SiteSettings
    groups: tuple[Group, ...]
    tags: tuple[TagRule, ...]
    overrides: tuple[Override, ...]
    dates: tuple[CollectionDate, ...] = ()  # collections.yml: when each collection appeared, for feeds

    def tag(self, name: str) -> TagRule:
        """Return the tag called name."""
        return self.tag_index[name]

    @cached_property
    def tag_index(self) -> dict[str, TagRule]:
        return {t.name: t for t in self.tags}


def load_site(path: Path, reader: Reader) -> SiteSettings:
    """Read site.yml; SITE_URL in the environment wins over the file."""
    data = reader.load(path)
    if data is None and reader.problems:  # missing or broken file: one problem, not a cascade
        return SiteSettings("", "", "", "")
    if not isinstance(data, dict):
        reader.problems.append(error(reader.where, "expected a mapping of settings"))
        data = {}
    known = {"name", "description", "site_url", "copyright"}
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
        copyright=reader.text(data, "copyright", "", default=""),
    )


def load_groups(data: Any, reader: Reader) -> tuple[Group, ...]:
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


TAG_KEYS = ("name", "group", "description", "phrases", "weak", "acronyms", "exclude", "implies_area", "fallback", "made",
            "settles", "broader", "yields_to")


def load_tag(item: Any, i: int, groups: set[str], reader: Reader) -> TagRule | None:
    """Read and check one entry of the tags list."""
    where = f"tags[{i}]."
    if not isinstance(item, dict):
        reader.problems.append(error(reader.where, f"tags[{i}]: expected a mapping"))
        return None
    for key in sorted(set(item) - set(TAG_KEYS), key=str):
        reader.problems.append(error(reader.where, f"{where}{key}: unknown key (known: {', '.join(TAG_KEYS)})"))
    flags = {key: item.get(key, key == "implies_area") for key in ("implies_area", "fallback")}
    for key, value in flags.items():
        if not isinstance(value, bool):
            reader.problems.append(error(reader.where, f"{where}{key}: expected true or false"))
    rule = TagRule(
        name=reader.text(item, "name", where),
        slug=page_slug(str(item.get("name", "")), "tag"),  # unique among tags: check_vocabulary
        group=reader.text(item, "group", where),
        description=reader.text(item, "description", where),
        phrases=reader.strings(item, "phrases", where),
        acronyms=reader.strings(item, "acronyms", where),
        exclude=reader.strings(item, "exclude", where),
        implies_area=flags["implies_area"] is not False,
        weak=reader.strings(item, "weak", where),
        fallback=flags["fallback"] is True,
        made=reader.strings(item, "made", where),
        settles=reader.strings(item, "settles", where),
        broader=reader.text(item, "broader", where, default=""),
        yields_to=reader.strings(item, "yields_to", where),
        where=reader.where,
    )
    check_tag(rule, where, groups, reader)
    return rule


def check_tag(rule: TagRule, where: str, groups: set[str], reader: Reader) -> None:
    """Report what one tag's entry contradicts in itself: phrases it settles, excludes or weakens twice, its group."""
    for phrase in set(rule.settles) - set(rule.phrases):  # a phrase it never matches could settle nothing
        reader.problems.append(error(reader.where, f"{where}settles: {phrase!r} is not one of the tag's phrases"))
    if rule.group and rule.group not in groups:
        reader.problems.append(error(reader.where, f"{where}group: unknown group {rule.group!r}"))
    for phrase in sorted({p.lower() for p in (*rule.phrases, *rule.weak)} & {p.lower() for p in rule.exclude}):
        reader.problems.append(error(reader.where, f"{where}exclude: {phrase!r} is also one of its phrases"))
    for phrase in sorted({p.lower() for p in rule.phrases} & {p.lower() for p in rule.weak}):
        reader.problems.append(error(reader.where, f"{where}weak: {phrase!r} is also one of its phrases"))
    for phrase in (*rule.phrases, *rule.weak, *rule.exclude):
        if not any(c.isalnum() for c in phrase):
            reader.problems.append(error(reader.where, f"{where}phrases: {phrase!r} has no letters or digits"))
    for acronym in rule.acronyms:
        if any(c.isspace() for c in acronym):
            reader.problems.append(error(reader.where, f"{where}acronyms: {acronym!r} must be one word"))


def check_vocabulary(groups: tuple[Group, ...], rules: list[TagRule], reader: Reader) -> None:
    """Check the tags together: unique names, an area tag per group, something to match."""
    seen: dict[str, str] = {}
    for i, rule in enumerate(rules):
        if rule.slug in seen:
            reader.problems.append(
                error(reader.where, f"tags[{i}].name: {rule.name!r} clashes with {seen[rule.slug]!r}")
            )
        seen[rule.slug] = rule.name
    group_names = [g.name for g in groups]
    for name in sorted({n for n in group_names if group_names.count(n) > 1}):
        reader.problems.append(error(reader.where, f"groups: {name!r} is listed more than once"))
    members = {g: [r for r in rules if r.group == g and not r.is_area] for g in group_names}
    for group in groups:
        if group.name not in seen.values():
            reader.problems.append(error(reader.where, f"groups: {group.name!r} has no area tag of the same name"))
    names = {r.name: r for r in rules}
    for i, rule in enumerate(rules):
        wider = names.get(rule.broader)
        if rule.broader and (wider is None or wider.is_area or wider is rule):
            reader.problems.append(error(reader.where, f"tags[{i}].broader: {rule.broader!r} is not another tag "
                                                       "(an area comes with its group)"))
    for i, rule in enumerate(rules):
        for other in rule.yields_to:
            if names.get(other) is None or names[other] is rule:
                reader.problems.append(error(reader.where, f"tags[{i}].yields_to: {other!r} is not another tag"))
    for i, rule in enumerate(rules):
        # An area tag may rely on its group's tags alone, and a fallback tag on nothing at all.
        if not (rule.phrases or rule.weak or rule.acronyms or rule.fallback or (rule.is_area and members.get(rule.group))):
            reader.problems.append(error(reader.where, f"tags[{i}].phrases: a tag needs phrases or acronyms to match"))


def load_tags(path: Path, reader: Reader) -> tuple[tuple[Group, ...], tuple[TagRule, ...]]:
    """Read tags.yml: groups, then tags that each belong to one group."""
    data = reader.load(path)
    if data is None and reader.problems:
        return (), ()
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
    check_vocabulary(groups, rules, reader)
    return groups, tuple(rules)


def load_config(directory: Path) -> tuple[Config, list[Problem]]:
    """Load and validate every config file; raise once listing every error."""
    if not directory.is_dir():
        raise GeneratorError([error(display_path(directory), "no such configuration folder")])
    site_reader = Reader(directory / "site.yml")
    site = load_site(directory / "site.yml", site_reader)
    tag_reader = Reader(directory / "tags.yml")
    groups, tags = load_tags(directory / "tags.yml", tag_reader)
    over_reader = Reader(directory / "overrides.yml")
    overrides = load_overrides(directory / "overrides.yml", {t.name for t in tags}, over_reader)
    dates_reader = Reader(directory / "collections.yml")
    dates = load_dates(dates_reader.load(directory / "collections.yml", False, StringLoader), dates_reader)
    problems = site_reader.problems + tag_reader.problems + over_reader.problems + dates_reader.problems
    raise_on_errors(problems)
    return Config(site, groups, tags, overrides, dates), [p for p in problems if not p.is_error]


def unknown_override_ids(config: Config, ids: set[str]) -> list[Problem]:
    """Warn about overrides for papers that are not in the input."""
    return [warning(o.where, f"{o.id}: no paper has this id; override ignored") for o in config.overrides if o.id not in ids]

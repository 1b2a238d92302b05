"""Render the site's Markdown pages from docs_templates/ with Jinja: a pure map of path to text."""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from generator import charts
from generator.errors import GeneratorError, error
from generator.feeds import ALL_FEED, collection_feed, tag_feed
from generator.links import host
from generator.metadata import json_ld
from generator.paging import pagers
from generator.resources import resource
from generator.topicmap import map_pages
from generator.trends import ranking, tag_shares
from generator.views import SiteView, code_hosts, random_picks

TEMPLATES = resource("docs_templates")
ASSETS = "assets"

Files = dict[str, str | bytes]


def relative(target: str, base: str) -> str:
    """Link from the page at directory URL base to the directory URL target."""
    # posixpath.relpath's answer, three times faster: a 14k-paper site resolves 650k links, most of
    # them from a paper page to another ("papers/y/" from "papers/x/"), answered first.
    folder = base[: base.rfind("/", 0, len(base) - 1) + 1]
    sibling = target[len(folder) :]
    if base and target.startswith(folder) and sibling.endswith("/") and sibling.count("/") == 1:
        return "./" if target == base else "../" + sibling
    depth = base.count("/")
    parts = target.split("/")
    is_dir = parts[-1] == ""
    if is_dir:
        parts.pop()
    shared = 0
    for mine, theirs in zip(parts, base.split("/")[:depth]):
        if mine != theirs:
            break
        shared += 1
    rel = "/".join([".."] * (depth - shared) + parts[shared:])
    if not rel:
        return "./"
    return rel + "/" if is_dir else rel


# Characters JSON leaves raw that a YAML reader rejects (non-printable) or reads as a line break.
_YAML_RAW = re.compile("[^\t\n\r\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_JSON = json.JSONEncoder(ensure_ascii=False, allow_nan=False)  # made once: json.dumps with options makes one a call


def yaml_value(value: Any) -> str:
    """Write a value as YAML: JSON in flow style is YAML, and the C JSON encoder is fast."""
    text = _JSON.encode(value)
    return _YAML_RAW.sub(lambda m: f"\\u{ord(m[0]):04x}", text)


def front_matter(data: dict[str, Any]) -> Markup:
    """Emit front matter as one key a line, each value quoted by a JSON encoder, never pasted in as is."""
    # yaml.dump cost 0.1 ms a page, a tenth of rendering a paper page; values are JSON, read as YAML.
    lines = [
        f"{key if _PLAIN_KEY.fullmatch(key) else yaml_value(key)}: {yaml_value(value)}\n"
        for key, value in sorted(data.items())
    ]
    return Markup("---\n" + "".join(lines) + "---\n")


RAW = ("jsonld",)  # front matter Material prints as is, already made safe: JSON-LD with <, > and & escaped


def html_values(data: Any) -> Any:
    """Escape every string: Material prints page.meta title and description into HTML unescaped."""
    if isinstance(data, str):  # Material quotes attributes with ", so ' can stay as it is
        return html.escape(data, quote=False).replace('"', "&quot;")
    if isinstance(data, dict):
        return {key: html_values(value) for key, value in data.items()}
    if isinstance(data, (list, tuple)):
        return [html_values(value) for value in data]
    return data


def page_url(path: str) -> str:
    """Map a docs path (papers/x.md, tags/index.md) to its directory URL."""
    stem = path.removesuffix(".md")
    if stem == "index":
        return ""
    return stem.removesuffix("/index") + "/"


def papers(count: int) -> str:
    """Count papers in words: `1 paper`, `2 papers`."""
    return f"{count} paper" if count == 1 else f"{count} papers"


def environment(templates: Path = TEMPLATES) -> Environment:
    """Create the Jinja environment: autoescaped, strict about undefined names."""
    env = Environment(
        loader=FileSystemLoader(str(templates)),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        auto_reload=False,  # templates do not change during a build: no stat() per page
    )
    env.filters["fm"] = lambda data: front_matter({**html_values(data), **{k: str(data[k]) for k in RAW if k in data}})
    env.filters["host"] = host
    env.filters["papers"] = papers
    env.globals.update(bar_chart=charts.bar_chart, tag_bars=charts.tag_bars, share_bars=charts.share_bars,
                       area_counts=charts.area_counts,
                       json_ld=json_ld, tag_feed=tag_feed, collection_feed=collection_feed, all_feed=ALL_FEED)
    return env


def compiled(env: Environment) -> Environment:
    """Compile every template now: render workers forked after share the compiled code."""
    for name in env.list_templates(filter_func=lambda name: name.endswith(".j2")):
        env.get_template(name)
    return env


class Renderer:
    """Render named templates into docs paths, with links relative to each page."""

    def __init__(self, view: SiteView, env: Environment):
        self.view = view
        self.env = env
        self.files: Files = {}
        self.paths: set[str] = set()
        self.items: dict[tuple[str, str, bool], Markup] = {}
        self.macros: Any = None  # _macros.j2 made once, with the chip helpers of the site root
        self.chips: dict[tuple[str, str, bool], Markup] = {}
        self.tag_chip = env.get_template("_macros.j2").module.tag_chip

    def chip(self, name: str, root: str, brief: bool = False) -> Markup:
        """Render a tag's chip once per folder depth: 14k paper pages show the same 180 chips."""
        key = (name, root, brief)
        found = self.chips.get(key)
        if found is None:
            tag = self.view.tags[name]
            found = self.chips[key] = Markup(self.tag_chip(tag, root + tag.url, brief))
        return found

    def context(self, root: str) -> dict[str, Callable]:
        """Return the chip helpers for a page or list item root (../ per folder) below the site root."""
        # Chips link from the site root, not by the shortest path: one chip then serves every page at a depth.
        chip = lambda name, brief=False: self.chip(name, root, brief)  # noqa: E731
        return {"chip": chip, "chips": lambda names, brief=False: Markup("".join(chip(n, brief) for n in names))}

    def item(self, paper_id: str, root: str, snippet: bool) -> Markup:
        """Render a paper's list item once per depth below the root: tag pages list the same papers."""
        key = (paper_id, root, snippet)
        found = self.items.get(key)
        if found is None:
            # Every link of an item is root + a path from the site root, and its text is escaped (no
            # ` href="` in it): an item at another depth is the same text with its root swapped in.
            # Pages of a paged tag sit two folders deeper than tag pages; this spares rendering 13k items again.
            base = self.items.get((paper_id, "", snippet)) or self.rendered_item(paper_id, snippet)
            found = self.items[key] = Markup(str(base).replace(' href="', ' href="' + root)) if root else base
        return found

    def rendered_item(self, paper_id: str, snippet: bool) -> Markup:
        """Render a paper's list item with links from the site root, and keep it."""
        if self.macros is None:  # not an import per item: importing "with context" re-runs the module
            self.macros = self.env.get_template("_macros.j2").make_module({"site": self.view, **self.context("")})
        found = self.items[(paper_id, "", snippet)] = Markup(self.macros.paper_item(self.view, paper_id, str, snippet))
        return found

    def item_lines(self, paper_ids: Iterable[str], root: str, snippet: bool) -> Markup:
        """Render papers' list items, a line each."""
        lines = [self.item(paper_id, root, snippet) for paper_id in paper_ids]
        return Markup("\n".join(lines) + "\n" if lines else "")

    def page(self, path: str, template: str, **context: Any) -> None:
        """Render one page; a second page for the same path is an error that names both."""
        if path in self.paths:
            raise duplicate_pages(self.view, [path])
        self.paths.add(path)
        url = page_url(path)
        link: Callable[[str], str] = lambda target: relative(target, url)
        root = "../" * url.count("/")
        items = lambda paper_ids, snippet=True: self.item_lines(paper_ids, root, snippet)  # noqa: E731
        self.files[path] = self.env.get_template(template).render(
            site=self.view, config=self.view.config, link=link, items=items, page_url=url,
            **self.context(root), **context
        )

    def take(self) -> Files:
        """Hand over the pages rendered since the last call."""
        files, self.files = self.files, {}
        return files


@dataclass(frozen=True)
class Listing:
    """A page other than a paper's: its path, template and context, and what asked for it."""

    path: str
    template: str
    what: str  # named in the error if two pages land on one path
    where: str = ""  # the input that made it: a tag's config file, a collection's seed file
    context: dict[str, Any] = field(default_factory=dict)


def listing_pages(view: SiteView) -> Iterator[Listing]:
    """List every page but the paper pages: home, indexes, map, tags and collections."""
    yield Listing("index.md", "home.md.j2", "the home page")
    yield Listing("papers/index.md", "papers.md.j2", "the list of all papers")
    yield Listing("tags/index.md", "tags.md.j2", "the list of all tags")
    yield Listing("explore.md", "explore.md.j2", "the explore page")
    for map_page in map_pages(view):
        yield Listing(map_page.path, "map.md.j2", f"the page {map_page.title!r}", context={"map_page": map_page})
    code_ids = {p.id for p in view.corpus.papers if p.code}
    yield Listing("code/index.md", "code.md.j2", "the papers with code",
                  context={"code_ids": code_ids, "code_hosts": code_hosts(view.corpus)})
    yield Listing("random/index.md", "random.md.j2", "the random picks", context={"picks": random_picks(view.corpus)})
    yield Listing("reading-list.md", "reading-list.md.j2", "the reading list")
    trends = ranking(view)  # None with one collection: no page, and mkdocs.yml's nav entry is dropped
    if trends:
        yield Listing("trends.md", "trends.md.j2", "the trends page", context={"trends": trends})
    shares = tag_shares(view)
    for tag in view.tags.values():
        for pager in pagers(tag.url, tag.count):  # a big tag's papers go PER_PAGE to a page
            first = pager.number == 1
            yield Listing(f"tags/{tag.rule.slug}.md" if first else pager.path, "tag.md.j2",
                          f"tag {tag.name!r}" + ("" if first else f", page {pager.number}"), tag.rule.where,
                          {"tag": tag, "shares": shares.get(tag.name, ()), "pager": pager})
    for c in view.collections:
        where = view.papers[c.papers[0]].abstract.where if c.papers else ""
        yield Listing(f"collections/{c.collection.slug}.md", "collection.md.j2", f"collection {c.name!r}", where,
                      {"collection": c})


def render_listings(r: Renderer) -> None:
    """Render every page but the paper pages."""
    for page in listing_pages(r.view):
        r.page(page.path, page.template, **page.context)


def duplicate_pages(view: SiteView, paths: Iterable[str]) -> GeneratorError:
    """Name what made each page that shares its path with another, where the input says so."""
    twice = set(paths)
    owners: dict[str, list[tuple[str, str]]] = {}
    papers = ((f"papers/{p.id}.md", f"{p.abstract.where}:{p.abstract.line}", "the abstract") for p in view.corpus.papers)
    for path, where, what in [*((p.path, p.where, p.what) for p in listing_pages(view)), *papers]:
        if path in twice:
            owners.setdefault(path, []).append((where, what))
    problems = []
    for path in sorted(twice):
        (_, first), *others = owners.get(path) or [("", "a page")]
        problems += [error(where or path, f"{what} renders to {path}, as does {first}; rename one of them")
                     for where, what in others or [("", "another page")]]
    return GeneratorError(problems)


# The comments in the site's CSS explain it to its developers; a reader's phone need not fetch them
# (1.2 KB gzipped of every first visit, BENCHMARKS.md eighth session). No rule of ours has "/*" in a string.
CSS_COMMENT = re.compile(rb"/\*.*?\*/\n?", re.S)


def read_assets(templates: Path = TEMPLATES) -> dict[str, bytes]:
    """Read the static files (CSS, JS) that every site ships, CSS without its comments."""
    root = templates / ASSETS
    files = {f"{ASSETS}/{p.relative_to(root).as_posix()}": p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
    return {name: CSS_COMMENT.sub(b"", data) if name.endswith(".css") else data for name, data in files.items()}

"""Render the site's Markdown pages from docs_templates/ with Jinja: a pure map of path to text."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any, Callable, Iterable

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from generator.errors import GeneratorError, error
from generator.pages.charts import bar_chart
from generator.pages.links import relative, reroot, root_of
from generator.pages.page import Page, number, papers
from generator.pages.page_views import listing_pages
from generator.pages.views import SiteView
from generator.resources import resource

TEMPLATES = resource("docs_templates")
ASSETS = "assets"

Files = dict[str, str | bytes]


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


def page_front_matter(meta: dict[str, Any]) -> str:
    """Write a page's front matter, every value HTML-escaped but the raw ones."""
    # A raw value is Markup, whose replace() escapes its arguments in Python: escaping it only to
    # throw the result away cost a tenth of a paper page's CPU.
    return str(front_matter({key: str(value) if key in RAW else html_values(value) for key, value in meta.items()}))


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
    env.filters["papers"] = papers
    env.filters["number"] = number
    env.globals.update(bar_chart=bar_chart)
    return env


def compiled(env: Environment) -> Environment:
    """Compile every template now: render workers forked after share the compiled code."""
    for name in env.list_templates(filter_func=lambda name: name.endswith(".j2")):
        env.get_template(name)
    return env


class Made(dict):
    """A dict that makes a missing value with make(key) on first use, and keeps it."""

    def __init__(self, make: Callable[[Any], Markup]):
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> Markup:
        made = self[key] = self.make(key)
        return made


class Fragments:
    """Fragments many pages show, by key: each made once at the site root, then rerooted once a folder depth."""

    def __init__(self, make: Callable[[Any], Markup]):
        self.depths: dict[str, Made] = {"": Made(make)}

    def at(self, root: str) -> Made:
        """Return the fragments at root's folder depth, by key (a plain dict look-up once made)."""
        depth = self.depths.get(root)
        if depth is None:
            at_root = self.depths[""]
            depth = self.depths[root] = Made(lambda key: reroot(at_root[key], root))
        return depth


class Renderer:
    """Render pages (generator/pages/page.py) into docs paths, each template fed its page's finished values."""

    def __init__(self, view: SiteView, env: Environment):
        self.view = view
        self.env = env
        self.files: Files = {}
        self.paths: set[str] = set()
        # _macros.j2 is made once, without a page's context: templates import this same module.
        self.macros = env.get_template("_macros.j2").module
        # Paper pages and lists repeat the same fragments: 14k paper pages show the same 180 chips, tag
        # pages list the same papers. Keyed by tag name or paper id, and by brief or snippet.
        self.chips = {brief: Fragments(lambda name, brief=brief: self.chip_at_root(name, brief)) for brief in (False, True)}
        self.items = {snippet: Fragments(lambda paper_id, snippet=snippet: self.item_at_root(paper_id, snippet))
                      for snippet in (False, True)}

    def chip(self, name: str, root: str, brief: bool = False) -> Markup:
        """Return a tag's chip at root's folder depth."""
        return self.chips[brief].at(root)[name]

    def chip_at_root(self, name: str, brief: bool) -> Markup:
        """Render a tag's chip, linked from the site root."""
        tag = self.view.tags[name]
        return Markup(self.macros.tag_chip(tag, tag.url, brief))

    def chip_helpers(self, root: str) -> dict[str, Callable]:
        """Return the chip helpers of a page or list item root (../ a folder) below the site root."""
        made = {brief: self.chips[brief].at(root) for brief in (False, True)}

        def chips(names: Iterable[str], brief: bool = False) -> Markup:
            """Join the chips of the tags names."""
            return Markup("".join(map(made[brief].__getitem__, names)))

        return {"chip": lambda name, brief=False: made[brief][name], "chips": chips}

    def item(self, paper_id: str, root: str, snippet: bool) -> Markup:
        """Return a paper's list item at root's folder depth; snippet says whether it shows the highlight."""
        return self.items[snippet].at(root)[paper_id]

    def item_at_root(self, paper_id: str, snippet: bool) -> Markup:
        """Render a paper's list item, linked from the site root."""
        paper = self.view.papers[paper_id]
        shown = self.view.snippet_html(paper_id) if snippet else None
        chips = self.chip_helpers("")["chips"](paper.tags, brief=True)
        return Markup(self.macros.paper_item(paper.url, paper.title, shown, chips))

    def item_lines(self, paper_ids: Iterable[str], root: str, snippet: bool) -> Markup:
        """Render papers' list items, a line each."""
        lines = list(map(self.items[snippet].at(root).__getitem__, paper_ids))
        return Markup("\n".join(lines) + "\n" if lines else "")

    def render(self, page: Page) -> None:
        """Render one page; a second page for the same path is an error that names both."""
        if page.path in self.paths:
            raise duplicate_pages(self.view, [page.path])
        self.paths.add(page.path)
        url = page.url
        root = root_of(url)
        items = lambda paper_ids, snippet=True: self.item_lines(paper_ids, root, snippet)  # noqa: E731
        body = self.env.get_template(page.template).render(
            link=lambda target: relative(target, url), items=items, **self.chip_helpers(root), **page.values)
        self.files[page.path] = page_front_matter(page.meta) + "\n" + body
        self.files.update(page.files)

    def take(self) -> Files:
        """Hand over the pages rendered since the last call."""
        files, self.files = self.files, {}
        return files


def render_listings(r: Renderer) -> None:
    """Render every page but the paper pages."""
    for page in listing_pages(r.view):
        r.render(page)


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

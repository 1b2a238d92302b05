"""Render the site's Markdown pages from docs_templates/ with Jinja: a pure map of path to text."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any, Callable

import yaml
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from generator import charts
from generator.links import host
from generator.topicmap import map_pages
from generator.views import SiteView, code_hosts, random_picks

TEMPLATES = Path(__file__).resolve().parent.parent / "docs_templates"
ASSETS = "assets"


def relative(target: str, base: str) -> str:
    """Link from the page at directory URL base to the directory URL target."""
    # posixpath.relpath's answer, three times faster: a 14k-paper site resolves 650k links.
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


def front_matter(data: dict[str, Any]) -> Markup:
    """Emit front matter with a YAML emitter, never by pasting strings."""
    # libyaml's emitter writes the same text as PyYAML's (checked on 14k pages), eight times faster.
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # PyYAML wheels without libyaml lack it
    text = yaml.dump(data, Dumper=dumper, allow_unicode=True, sort_keys=True, width=1000)
    return Markup("---\n" + text + "---\n")


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


def environment(templates: Path = TEMPLATES) -> Environment:
    """Create the Jinja environment: autoescaped, strict about undefined names."""
    env = Environment(
        loader=FileSystemLoader(str(templates)),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["fm"] = lambda data: front_matter(html_values(data))
    env.filters["host"] = host
    env.globals.update(bar_chart=charts.bar_chart, tag_bars=charts.tag_bars, area_counts=charts.area_counts)
    return env


class Renderer:
    """Render named templates into docs paths, with links relative to each page."""

    def __init__(self, view: SiteView, env: Environment, share: tuple[int, int] = (0, 1)):
        self.view = view
        self.env = env
        self.files: dict[str, str | bytes] = {}
        self.share = share
        self.items: dict[tuple[str, str, bool], Markup] = {}
        self.item_template = env.from_string(
            '{% from "_macros.j2" import paper_item with context %}{{ paper_item(site, pid, link, snippet) }}'
        )
        self.chips: dict[tuple[str, str, bool], Markup] = {}
        self.chip_template = env.from_string(
            '{% from "_macros.j2" import tag_chip %}{{ tag_chip(tag, href, brief) }}'
        )

    def chip(self, name: str, link: Callable[[str], str], brief: bool = False) -> Markup:
        """Render a tag's chip once per link target: 14k paper pages show the same 180 chips."""
        tag = self.view.tags[name]
        key = (name, link(tag.url), brief)
        if key not in self.chips:
            self.chips[key] = Markup(self.chip_template.render(tag=tag, href=key[1], brief=brief))
        return self.chips[key]

    def context(self, link: Callable[[str], str]) -> dict[str, Callable]:
        """Return the chip helpers for a page or list item whose links go through link."""
        chip = lambda name, brief=False: self.chip(name, link, brief)  # noqa: E731
        return {"chip": chip, "chips": lambda names, brief=False: Markup("".join(chip(n, brief) for n in names))}

    def item(self, paper_id: str, root: str, snippet: bool) -> Markup:
        """Render a paper's list item once per depth below the root: tag pages list the same papers."""
        key = (paper_id, root, snippet)
        if key not in self.items:
            link = lambda target: root + target  # noqa: E731
            self.items[key] = Markup(self.item_template.render(
                site=self.view, pid=paper_id, link=link, snippet=snippet, **self.context(link)
            ))
        return self.items[key]

    def page(self, path: str, template: str, lane: int = 0, **context: Any) -> None:
        """Render one page if its lane is this renderer's share; writing the same path twice is a bug."""
        if lane != self.share[0]:
            return
        if path in self.files:
            raise ValueError(f"two pages render to {path}")
        url = page_url(path)
        link: Callable[[str], str] = lambda target: relative(target, url)
        root = "../" * url.count("/")
        item = lambda paper_id, snippet=True: self.item(paper_id, root, snippet)  # noqa: E731
        self.files[path] = self.env.get_template(template).render(
            site=self.view, config=self.view.config, link=link, item=item, page_url=url,
            **self.context(link), **context
        )


LISTING_LANE_WEIGHT = 3  # share 0 renders every listing page, so it takes a third of another share's papers


def paper_lane(index: int, count: int) -> int:
    """Pick the share that renders the index-th paper page, out of count shares."""
    # Listing pages show the same cached list items: split between processes, each rendered them all.
    slot = index % (LISTING_LANE_WEIGHT * (count - 1) + 1)
    return 0 if slot == 0 else 1 + (slot - 1) // LISTING_LANE_WEIGHT


def render_pages(view: SiteView, env: Environment, share: tuple[int, int] = (0, 1)) -> dict[str, str | bytes]:
    """Render every page of the site; share=(i, n) renders the i-th of n shares: listings in share 0."""
    r = Renderer(view, env, share)
    r.page("index.md", "home.md.j2")
    r.page("papers/index.md", "papers.md.j2")
    r.page("tags/index.md", "tags.md.j2")
    r.page("explore.md", "explore.md.j2")
    for map_page in map_pages(view):
        r.page(map_page.path, "map.md.j2", map_page=map_page)
    code_ids = {p.id for p in view.corpus.papers if p.code}
    r.page("code/index.md", "code.md.j2", code_ids=code_ids, code_hosts=code_hosts(view.corpus))
    r.page("random/index.md", "random.md.j2", picks=random_picks(view.corpus))
    for tag in view.tags.values():
        r.page(f"tags/{tag.rule.slug}.md", "tag.md.j2", tag=tag)
    for collection in view.collections:
        r.page(f"collections/{collection.collection.slug}.md", "collection.md.j2", collection=collection)
    for index, paper in enumerate(view.corpus.papers):
        r.page(f"papers/{paper.id}.md", "paper.md.j2", paper_lane(index, share[1]), paper=paper)
    return r.files


def read_assets(templates: Path = TEMPLATES) -> dict[str, bytes]:
    """Read the static files (CSS, JS) that every site ships."""
    root = templates / ASSETS
    return {
        f"{ASSETS}/{p.relative_to(root).as_posix()}": p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }

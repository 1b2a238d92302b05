"""The pipeline: read, parse, derive, render, write, MkDocs, search index, swap in."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.config import Config, load_config
from generator.derive import derive
from generator.errors import Problem, raise_on_errors
from generator.exports import export_files
from generator.models import Corpus
from generator.parse import ParseResult, parse
from generator.progress import Progress
from generator.render import environment, read_assets, render_pages
from generator.search import index_site
from generator.site import build_site
from generator.sources import read_sources
from generator.views import SiteView, build_view
from generator import write

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Options:
    """Where to read input and write output."""

    seeds: Path = Path("seeds")
    config: Path = Path("site_config")
    docs: Path = Path("docs")
    out: Path = Path("site")

    @property
    def mkdocs_yml(self) -> Path:
        local = Path("mkdocs.yml")
        return local if local.exists() else ROOT / "mkdocs.yml"


@dataclass(frozen=True)
class Derived:
    """The result of the read-only stages, and every warning they found."""

    config: Config
    parsed: ParseResult
    corpus: Corpus
    warnings: tuple[Problem, ...]


def analyse(options: Options, progress: Progress) -> Derived:
    """Read config and seeds, parse and derive; raise once if anything was an error."""
    with progress.stage("read") as note:
        config, config_warnings = load_config(options.config)
        sources = read_sources(options.seeds)
        note.append(f"{len(sources)} files")
    with progress.stage("parse") as note:
        parsed = parse(sources)
        raise_on_errors(parsed.problems)
        note.append(f"{len(parsed.abstracts)} papers")
    with progress.stage("derive") as note:
        corpus, derive_warnings = derive(parsed.abstracts, config)
        note.append(f"{len({t for p in corpus.papers for t in p.tags})} tags")
    warnings = tuple(config_warnings) + tuple(p for p in parsed.problems if not p.is_error) + tuple(derive_warnings)
    return Derived(config, parsed, corpus, warnings)


def render_docs(derived: Derived, progress: Progress) -> tuple[SiteView, dict[str, str | bytes]]:
    """Render every Markdown page and asset."""
    with progress.stage("render") as note:
        view = build_view(derived.corpus, derived.config)
        # Exports live in docs/ so MkDocs copies them: plain `mkdocs build` gives a complete site too.
        files: dict[str, str | bytes] = {**read_assets(), **export_files(view), **render_pages(view, environment())}
        note.append(f"{len(files)} files")
    return view, files


def generate(options: Options, progress: Progress) -> Derived:
    """Write the Markdown docs folder only, swapping it in when complete."""
    derived = analyse(options, progress)
    _, files = render_docs(derived, progress)
    write.check_replaceable(options.docs)
    stage = write.staging_dir(options.docs)
    try:
        with progress.stage("write"):
            write.write_files(stage, files)
    except BaseException:
        write.discard(stage)
        raise
    write.swap_in(stage, options.docs)
    return derived


def build(options: Options, progress: Progress) -> Derived:
    """Build docs and site into staging folders; swap both in only when all stages pass."""
    derived = analyse(options, progress)
    _, files = render_docs(derived, progress)
    for target in (options.docs, options.out):
        write.check_replaceable(target)
    docs, site = write.staging_dir(options.docs), write.staging_dir(options.out)
    try:
        with progress.stage("write") as note:
            write.write_files(docs, files)
            note.append(f"{sum(1 for f in files if f.endswith('.md'))} pages")
        with progress.stage("mkdocs"):
            build_site(options.mkdocs_yml, docs, site, derived.config.site.site_url, derived.config.site.name)
            (site / write.MARKER).write_text(write.MARKER_TEXT, encoding="utf-8")
        with progress.stage("search"):
            index_site(site)
    except BaseException:
        write.discard(docs)
        write.discard(site)
        raise
    write.swap_in(docs, options.docs)
    write.swap_in(site, options.out)
    return derived

"""The pipeline: read, parse, derive, render and write, the engine (MkDocs or another), search index, swap in.

Stages keep their order, but use every core: while titles and tags are derived, two background
processes render the abstracts and vectorise and map them; each render process writes its own pages.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Callable, Iterator, Sequence

from generator import parallel, resources, write
from generator.config import Config, load_config
from generator.derive import Wording, derive, wording
from generator.engines import IN_PROCESS, build_site
from generator.errors import GeneratorError, Problem, raise_on_errors
from generator.exports import export_files, is_paper_file
from generator.feeds import feed_files
from generator.markup import abstract_forms
from generator.models import Abstract, Corpus
from generator.parse import ParseResult, parse
from generator.progress import Progress
from generator.render import read_assets
from generator.search import corpus_records, index_files, write_index
from generator.sources import read_all
from generator.views import Forms, build_view
from generator.workers import render_into


@dataclass(frozen=True)
class Options:
    """Where to read input and write output."""

    seeds: Path = Path("seeds")
    config: Path = Path("site_config")
    docs: Path = Path("docs")
    out: Path = Path("site")
    engine: str = "mkdocs"  # or properdocs, zensical (generator/engines.py)

    @property
    def mkdocs_yml(self) -> Path:
        return resources.mkdocs_yml()


@dataclass(frozen=True)
class Derived:
    """The result of the read-only stages, and every warning they found."""

    config: Config
    parsed: ParseResult
    corpus: Corpus
    warnings: tuple[Problem, ...]


def read_and_parse(
    options: Options, progress: Progress, outputs: tuple[Path, ...] = ()
) -> tuple[Config, ParseResult, list[Problem]]:
    """Read config and seeds and parse them; report every problem, then raise once if any was an error."""
    problems: list[Problem] = write.output_problems(outputs, (options.seeds, options.config)) if outputs else []
    with progress.stage("read") as note:
        try:
            config, config_warnings = load_config(options.config)
        except GeneratorError as exc:  # keep going: seed problems are reported in the same run
            config, config_warnings = None, list(exc.problems)
        sources, source_problems = read_all(options.seeds)
        note.append(f"{len(sources)} files")
    with progress.stage("parse") as note:
        parsed = parse(sources)
        note.append(f"{len(parsed.abstracts)} papers")
    problems = list(config_warnings) + source_problems + list(parsed.problems) + problems
    raise_on_errors(problems, keep_warnings=True)
    assert config is not None  # load_config raised otherwise, and raise_on_errors re-raised it
    return config, parsed, problems


def derive_corpus(config: Config, parsed: ParseResult, problems: list[Problem], progress: Progress,
                  wording_of: Callable[[], Wording] | None = None) -> Derived:
    """Derive titles, tags and neighbours of the parsed abstracts."""
    with progress.stage("derive") as note:
        corpus, derive_warnings = derive(parsed.abstracts, config, wording_of)
        note.append(f"{len({t for p in corpus.papers for t in p.tags})} tags")
    return Derived(config, parsed, corpus, tuple(problems) + tuple(derive_warnings))


def analyse(options: Options, progress: Progress, outputs: tuple[Path, ...] = ()) -> Derived:
    """Read, parse and derive."""
    return derive_corpus(*read_and_parse(options, progress, outputs), progress)


@contextmanager
def collector_paused() -> Iterator[Callable[[], None]]:
    """Pause the cyclic garbage collector until the block ends or calls the resume function it is given."""
    # Generation makes millions of objects and few cycles: at 14k papers the collector's passes over
    # them cost 1.4 s of CPU in this process alone, more in the forked workers, for 60 MB of peak.
    enabled = gc.isenabled()
    gc.disable()

    def resume() -> None:
        if enabled:
            gc.enable()

    try:
        yield resume
    finally:
        resume()


def forms_of(abstracts: Sequence[Abstract]) -> Forms:
    """Render each abstract to HTML and plain text."""
    return {a.id: abstract_forms(a.text) for a in abstracts}


@contextmanager
def prepared(options: Options, progress: Progress, outputs: tuple[Path, ...]) -> Iterator[tuple[Derived, Forms]]:
    """Analyse, while two more processes render the abstracts, and vectorise and map them."""
    config, parsed, problems = read_and_parse(options, progress, outputs)
    # This work needs the abstracts' text alone, so it runs beside titles and tags, which take every
    # core too; as two processes, not one, it ends with them instead of keeping a core busy after.
    abstracts = parsed.abstracts
    with parallel.background(forms_of, abstracts) as forms, parallel.background(wording, abstracts) as words:
        derived = derive_corpus(config, parsed, problems, progress, words)
        yield derived, forms()


def render_docs(derived: Derived, progress: Progress, docs: Path, forms: Forms | None = None,
                previous: Path | None = None) -> list[str]:
    """Render every Markdown page, asset and export into the docs folder; return the paths written.

    Files equal to their copy in previous, the docs folder being replaced, are hard links to it.
    """
    with progress.stage("render") as note:
        view = build_view(derived.corpus, derived.config, forms)
        # Exports live in docs/ so MkDocs copies them: plain `mkdocs build` gives a complete site too.
        exports = lambda: {**read_assets(), **export_files(view), **feed_files(view)}  # noqa: E731
        written = render_into(view, partial(write.write_files, docs, previous=previous), also=exports)
        note.append(f"{len(written)} files written")
    return written


@contextmanager
def _reporting(derived: Derived) -> Iterator[None]:
    """Report the input warnings too when a later stage fails."""
    try:
        yield
    except GeneratorError as exc:
        raise GeneratorError(derived.warnings + exc.problems) from None


def generate(options: Options, progress: Progress) -> Derived:
    """Write the Markdown docs folder only, swapping it in when complete."""
    with collector_paused(), prepared(options, progress, (options.docs,)) as (derived, forms):
        with _reporting(derived), write.staged([options.docs]) as (docs,):
            render_docs(derived, progress, docs, forms, write.previous(options.docs))
    return derived


def build(options: Options, progress: Progress) -> Derived:
    """Build docs and site into staging folders; swap both in only when all stages pass."""
    with collector_paused() as resume, prepared(options, progress, (options.docs, options.out)) as (derived, forms):
        with _reporting(derived), write.staged([options.docs, options.out]) as (docs, site):
            # The search index needs each paper's title, tags and abstract alone: a forked process
            # makes it while the pages are rendered and MkDocs runs.
            papers, tags = corpus_records(derived.corpus, derived.config)
            with parallel.background(partial(index_files, tags=tags), papers) as index:
                written = render_docs(derived, progress, docs, forms, write.previous(options.docs))
                pages = sum(1 for path in written if path.endswith(".md"))
                resume()  # MkDocs makes a Markdown converter, full of cycles, for every page
                # Only an engine in this process can count its pages; the others show a spinner.
                with progress.stage(options.engine, total=pages if options.engine in IN_PROCESS else None) as note:
                    build_site(options.mkdocs_yml, docs, site, derived.config.site, note.advance, options.engine)
                    write.mark(site)  # MkDocs and ProperDocs empty the folder, marker included
                    write.link_files(docs, site, [p for p in written if is_paper_file(p)])
                with progress.stage("search") as note:
                    note.append(f"{write_index(site, index()) / 1e6:.1f} MB index")
    return derived

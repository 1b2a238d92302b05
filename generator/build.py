"""The pipeline: read, parse, derive, view, render and write, exports, engine, search index, swap in.

Each phase is one call below, in that order, and hands its result down; none calls back up. Two of
them use every core through a pool of forked workers (generator/parallel.py): derive, whose workers
also render the abstracts to HTML for the view, and render, whose workers write what they render,
make the exports and the search index; the engine runs in this process while a worker may still
be making the index. Titles an earlier build derived from the same text are read from a cache, if
the options name one, and the titles of this build are written to it at the end (title_cache.py).
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, ContextManager, Iterator

from generator import parallel, resources, write
from generator.config import Config, load_config
from generator.dates import newest_date
from generator.derive.corpus import DeriveInput, derive_input, derive_on
from generator.engine.engines import IN_PROCESS, build_site
from generator.errors import GeneratorError, Problem, raise_on_errors
from generator.markup import abstract_forms
from generator.models import Corpus
from generator.parse import ParseResult, parse
from generator.progress import Progress
from generator.pages.render_tasks import PageJob, page_job, render_and_write, write_exports
from generator.engine.search import FOLDER, corpus_records, index_files
from generator.sources import read_all
from generator.pages.views import AbstractForms, SiteView, build_view
from generator.title_cache import FILE as CACHE_FILE
from generator.title_cache import TitleCache, cache_json, read_cache


@dataclass(frozen=True)
class Options:
    """Where to read input and write output."""

    seeds: Path = Path("seeds")
    config: Path = Path("site_config")
    docs: Path = Path("docs")
    out: Path = Path("site")
    engine: str = "mkdocs"  # or properdocs, zensical (generator/engine/engines.py)
    speedups: bool = True  # MkDocs' speed-ups (generator/engine/speedups.py); off, MkDocs renders every page itself
    cache: Path | None = None  # where the titles of the last build are kept (title_cache.py); None keeps none

    @property
    def mkdocs_yml(self) -> Path:
        return resources.mkdocs_yml()


@dataclass(frozen=True)
class Analysis:
    """What reading, parsing and deriving found: the config, the parsed input, the corpus and every warning."""

    config: Config
    parsed: ParseResult
    corpus: Corpus
    warnings: tuple[Problem, ...]
    title_cache: TitleCache | None = None  # the titles derived, for the next build


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


def abstract_forms_of(source: DeriveInput) -> AbstractForms:
    """Render each abstract to HTML and plain text, for the view (a task beside deriving)."""
    return {a.id: abstract_forms(a.text) for a in source.abstracts}


def remembered_titles(options: Options, config: Config) -> TitleCache | None:
    """Read the titles an earlier build derived, if this build keeps a cache."""
    return read_cache(options.cache, config.tags) if options.cache else None


def derive_stage(config: Config, parsed: ParseResult, problems: list[Problem], progress: Progress,
                 with_forms: bool = True, cache: TitleCache | None = None) -> tuple[Analysis, AbstractForms | None]:
    """Derive titles, tags and neighbours on every core; the same workers render the abstracts if asked."""
    texts = [a.text for a in parsed.abstracts]
    known = cache.known(texts) if cache else ()
    # Forked before the stage's progress display starts a thread of its own.
    with parallel.pool(derive_input(parsed.abstracts, config, known), len(parsed.abstracts)) as pool:
        forms = pool.submit(abstract_forms_of) if with_forms else None
        with progress.stage("derive") as note:
            derived = derive_on(pool)
            note.append(f"{len({t for p in derived.corpus.papers for t in p.tags})} tags")
            if known:
                note.append(f"{sum(t is not None for t in known)} titles from the cache")
        titles = cache.keeping(texts, derived.own_titles) if cache else None
        analysis = Analysis(config, parsed, derived.corpus, tuple(problems) + derived.problems, titles)
        return analysis, forms.result() if forms else None


def analyse(options: Options, progress: Progress) -> Analysis:
    """Read, parse and derive, for a check that writes nothing."""
    config, parsed, problems = read_and_parse(options, progress)
    return derive_stage(config, parsed, problems, progress, with_forms=False,
                        cache=remembered_titles(options, config))[0]


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


def search_index(job: PageJob) -> dict[str, bytes]:
    """Make the search index's files from the papers' titles, tags and abstracts (a task)."""
    return index_files(*corpus_records(job.view.corpus, job.view.config), job.view.plain)


def render_stage(pool: parallel.Pool[PageJob], progress: Progress) -> list[str]:
    """Render and write every page on the pool's workers; return the paths written."""
    with progress.stage("render") as note:
        written = render_and_write(pool)
        note.append(f"{len(written)} pages written")
    return written


def docs_pool(view: SiteView, docs: Path, options: Options) -> ContextManager[parallel.Pool[PageJob]]:
    """Fork the workers that write the docs folder, holding the view; unchanged pages are linked from the old docs."""
    return parallel.pool(page_job(view, docs, write.previous(options.docs)), len(view.papers))


def engine_stage(options: Options, analysis: Analysis, docs: Path, site: Path, pages: int, progress: Progress) -> None:
    """Turn docs into the HTML site with the chosen engine."""
    # Only an engine in this process can count its pages; the others show a spinner.
    with progress.stage(options.engine, total=pages if options.engine in IN_PROCESS else None) as note:
        build_site(options.mkdocs_yml, docs, site, analysis.config.site, note.advance, options.engine, options.speedups,
                   newest_date([c.name for c in analysis.corpus.collections], analysis.config.dates))


def search_stage(site: Path, index: dict[str, bytes], progress: Progress) -> None:
    """Write the search index into the site."""
    with progress.stage("search") as note:
        note.append(f"{write.replace_folder(site / FOLDER, index) / 1e6:.1f} MB index")


def keep_titles(options: Options, analysis: Analysis) -> None:
    """Write the derived titles to the cache, once the outputs are in place."""
    if options.cache and analysis.title_cache:
        write.cache_file(options.cache / CACHE_FILE, cache_json(analysis.title_cache))


@contextmanager
def _reporting(analysis: Analysis) -> Iterator[None]:
    """Report the input warnings too when a later stage fails."""
    try:
        yield
    except GeneratorError as exc:
        raise GeneratorError(analysis.warnings + exc.problems) from None


def generate(options: Options, progress: Progress) -> Analysis:
    """Write the Markdown docs folder only, swapping it in when complete."""
    with collector_paused():
        config, parsed, problems = read_and_parse(options, progress, (options.docs,))
        analysis, forms = derive_stage(config, parsed, problems, progress, cache=remembered_titles(options, config))
        with _reporting(analysis), write.staged([options.docs]) as (docs,):
            view = build_view(analysis.corpus, analysis.config, forms)
            with docs_pool(view, docs, options) as pool:
                exports = pool.submit(write_exports)  # a worker makes them while the others render
                render_stage(pool, progress)
                exports.result()
        keep_titles(options, analysis)
    return analysis


def build(options: Options, progress: Progress) -> Analysis:
    """Build docs and site into staging folders; swap both in only when every phase passed."""
    with collector_paused() as resume:
        config, parsed, problems = read_and_parse(options, progress, (options.docs, options.out))
        analysis, forms = derive_stage(config, parsed, problems, progress, cache=remembered_titles(options, config))
        with _reporting(analysis), write.staged([options.docs, options.out]) as (docs, site):
            view = build_view(analysis.corpus, analysis.config, forms)
            with docs_pool(view, docs, options) as pool:
                index = pool.submit(search_index)  # a worker makes it beside rendering and then the engine
                exports = pool.submit(write_exports)
                pages = render_stage(pool, progress)
                exports.result()
                # The index takes a worker about twice as long as rendering takes the others, so MkDocs
                # starts without it: waiting for it first, with a core idle, made the build 8% slower on
                # a quiet two-core host (BENCHMARKS.md, seventy-eighth session).
                resume()  # MkDocs makes a Markdown converter, full of cycles, for every page
                engine_stage(options, analysis, docs, site, len(pages), progress)
                search_files = index.result()
            search_stage(site, search_files, progress)
        keep_titles(options, analysis)
    return analysis

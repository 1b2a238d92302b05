"""Render the site's pages and write them, as tasks on a pool whose workers hold the site view.

Rendering is a pure function of the view, so a forked worker sees the same view without pickling it.
A worker writes what it renders into the docs stage, so pages never travel between processes, only
their paths. One task renders every listing page (they show the same cached list items); the paper
pages go a chunk a task to whichever worker is free.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from generator import write
from generator.pages.exports import export_files
from generator.pages.feeds import feed_files
from generator.parallel import Pool
from generator.pages.render import Files, Renderer, compiled, duplicate_pages, environment, read_assets, render_listings
from generator.pages.paper_view import paper_page
from generator.pages.views import SiteView

CHUNK = 200  # paper pages a task: few tasks, and workers that end within a task of each other


@dataclass(frozen=True)
class PageJob:
    """What render workers inherit: a renderer over the view, and the docs folder its pages go to."""

    renderer: Renderer  # each worker fills its own copy's caches, task after task
    docs: Path
    previous: Path | None = None  # the docs tree being replaced: files left unchanged are linked from it

    @property
    def view(self) -> SiteView:
        return self.renderer.view

    def write(self, files: Files) -> list[str]:
        """Write files into docs; return their paths."""
        write.write_files(self.docs, files, previous=self.previous)
        return list(files)


def page_job(view: SiteView, docs: Path, previous: Path | None = None) -> PageJob:
    """Make the job render workers inherit, its templates compiled once before they fork."""
    return PageJob(Renderer(view, compiled(environment())), docs, previous)


def listing_files(job: PageJob) -> Files:
    """Render every page but the paper pages."""
    render_listings(job.renderer)
    return job.renderer.take()


def paper_files(job: PageJob, part: range) -> Files:
    """Render the paper pages of the papers at the indices in part."""
    papers = job.view.corpus.papers
    for index in part:
        job.renderer.render(paper_page(job.view, papers[index]))
    return job.renderer.take()


def write_listings(job: PageJob) -> list[str]:
    """Render and write every page but the paper pages (a task)."""
    return job.write(listing_files(job))


def write_paper_pages(job: PageJob, part: range) -> list[str]:
    """Render and write the paper pages of part (a task); return a path a paper."""
    return job.write(paper_files(job, part))


def write_exports(job: PageJob) -> list[str]:
    """Write the assets, data exports and feeds into docs (a task): MkDocs copies them, so plain `mkdocs build` has them too."""
    return job.write({**read_assets(), **export_files(job.view), **feed_files(job.view)})


def render_and_write(pool: Pool[PageJob]) -> list[str]:
    """Render every page into the docs folder on the pool's workers; return the paths written, sorted."""
    listings = pool.submit(write_listings)
    paths = pool.map_chunks(write_paper_pages, len(pool.shared.view.corpus.papers), CHUNK) + listings.result()
    if len(set(paths)) < len(paths):  # two workers rendered one path: each saw only its own pages
        raise duplicate_pages(pool.shared.view, [path for path, n in Counter(paths).items() if n > 1])
    return sorted(paths)

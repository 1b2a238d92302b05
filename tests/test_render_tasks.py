"""Pages rendered and written by forked workers are the pages rendered in one process."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator import parallel
from generator.build import Options, analyse
from generator.errors import GeneratorError
from generator.progress import Progress
from generator.pages.render_tasks import page_job, render_and_write, write_exports
from generator.pages.views import build_view
from tests.conftest import CONFIG, SEEDS, rendered


@pytest.fixture(scope="module")
def view(tmp_path_factory):
    root = tmp_path_factory.mktemp("render-tasks")
    analysis = analyse(Options(SEEDS, CONFIG, root / "docs", root / "site"), Progress(live=False))
    return build_view(analysis.corpus, analysis.config)


@pytest.fixture(params=[1, 2, 3])
def workers(request, forking):
    """How many workers render: 1 renders in this process; more are forked, however small the seeds."""
    return request.param


def render_into(view, docs, workers):
    with parallel.pool(page_job(view, docs), len(view.papers), workers) as pool:
        return render_and_write(pool)


def test_forked_workers_write_what_one_process_renders(view, tmp_path, workers):
    """Each worker writes what it renders; the tree is the one a single process makes."""
    paths = render_into(view, tmp_path, workers)
    expected = rendered(view)
    assert paths == sorted(expected)
    assert {p: (tmp_path / p).read_text(encoding="utf-8") for p in paths} == expected


def test_exports_are_written_by_a_task_of_their_own(view, tmp_path, workers):
    with parallel.pool(page_job(view, tmp_path), len(view.papers), workers) as pool:
        paths = pool.submit(write_exports).result()
    assert {"papers.json", "tags.json", "papers.csv", "llms.txt"} <= set(paths)
    assert all((tmp_path / p).is_file() for p in paths)


def test_a_write_failure_in_a_worker_reaches_the_caller_whole(view, tmp_path, workers):
    (tmp_path / "papers").write_text("a file where the folder of paper pages goes", encoding="utf-8")
    with pytest.raises(GeneratorError) as caught:
        render_into(view, tmp_path, workers)
    (problem,) = caught.value.problems
    assert problem.where.endswith("papers") and problem.message.startswith("cannot write:")


def with_paper_id(view, index: int, new_id: str):
    """Return the view with one paper's id changed, and every reference to it."""
    corpus = view.corpus
    old = corpus.papers[index].id
    papers = [replace(p, abstract=replace(p.abstract, id=new_id)) if p.id == old else p for p in corpus.papers]
    papers = [replace(p, related=tuple(new_id if r == old else r for r in p.related)) for p in papers]
    points = tuple(replace(m, id=new_id) if m.id == old else m for m in corpus.map_points)
    return build_view(replace(corpus, papers=tuple(papers), map_points=points), view.config)


def test_two_pages_on_one_path_are_reported_whichever_processes_render_them(view, tmp_path, workers):
    """The paper pages are rendered by other workers than the listings: the check sees all pages."""
    clash = with_paper_id(view, -1, "index")
    abstract = clash.corpus.papers[-1].abstract
    with pytest.raises(GeneratorError) as caught:
        render_into(clash, tmp_path, workers)
    assert [str(p) for p in caught.value.problems] == [
        f"{abstract.where}:{abstract.line}: the abstract renders to papers/index.md, as does the list of all papers; "
        "rename one of them"]


def test_a_tag_page_on_a_taken_path_names_its_config_file(view, tmp_path, forking):
    name = next(iter(view.tags))
    config = view.config
    tags = tuple(replace(t, slug="index") if t.name == name else t for t in config.tags)
    clash = build_view(view.corpus, replace(config, tags=tags))
    with pytest.raises(GeneratorError) as caught:
        render_into(clash, tmp_path, 2)
    (problem,) = caught.value.problems
    assert problem.where.endswith("site_config/tags.yml")
    assert problem.message == f"tag {name!r} renders to tags/index.md, as does the list of all tags; rename one of them"

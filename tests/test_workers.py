"""Pages rendered by forked workers are the pages rendered in one process."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.build import Options, analyse
from generator.progress import Progress
from generator.views import build_view
from generator.errors import GeneratorError, error
from generator.workers import render_into
from tests.conftest import CONFIG, SEEDS, rendered


@pytest.fixture(scope="module")
def view(tmp_path_factory):
    root = tmp_path_factory.mktemp("workers")
    derived = analyse(Options(SEEDS, CONFIG, root / "docs", root / "site"), Progress(live=False))
    return build_view(derived.corpus, derived.config)


@pytest.mark.parametrize("workers", [2, 3])
def test_forked_workers_write_what_one_process_renders(view, tmp_path, workers):
    """Each process writes what it renders; the tree is the one a single process makes, also()'s files too."""
    from generator import write

    paths = render_into(view, lambda files: write.write_files(tmp_path, files), workers, also=lambda: {"extra.json": "{}"})
    expected = {**rendered(view), "extra.json": "{}"}
    assert paths == sorted(expected)
    assert {p: (tmp_path / p).read_text(encoding="utf-8") for p in paths} == expected


@pytest.mark.parametrize("workers", [1, 2])
def test_a_sink_failure_in_a_worker_reaches_the_caller_whole(view, workers):
    def refuse(files):
        if any(path.startswith("papers/") for path in files):
            raise GeneratorError([error("docs/papers/x.md", "cannot write: disk full")])

    with pytest.raises(GeneratorError) as caught:
        render_into(view, refuse, workers)
    assert [str(p) for p in caught.value.problems] == ["docs/papers/x.md: cannot write: disk full"]


def with_paper_id(view, index: int, new_id: str):
    """Return the view with one paper's id changed, and every reference to it."""
    corpus = view.corpus
    old = corpus.papers[index].id
    papers = [replace(p, abstract=replace(p.abstract, id=new_id)) if p.id == old else p for p in corpus.papers]
    papers = [replace(p, related=tuple(new_id if r == old else r for r in p.related)) for p in papers]
    points = tuple(replace(m, id=new_id) if m.id == old else m for m in corpus.map_points)
    return build_view(replace(corpus, papers=tuple(papers), map_points=points), view.config)


@pytest.mark.parametrize("workers", [1, 2, 3])
def test_two_pages_on_one_path_are_reported_whichever_processes_render_them(view, tmp_path, workers):
    """The paper pages are rendered by other processes than the listings: the check sees all pages."""
    clash = with_paper_id(view, -1, "index")
    abstract = clash.corpus.papers[-1].abstract
    with pytest.raises(GeneratorError) as caught:
        render_into(clash, lambda files: None, workers)
    assert [str(p) for p in caught.value.problems] == [
        f"{abstract.where}:{abstract.line}: the abstract renders to papers/index.md, as does the list of all papers; "
        "rename one of them"]


def test_a_tag_page_on_a_taken_path_names_its_config_file(view):
    name = next(iter(view.tags))
    config = view.config
    tags = tuple(replace(t, slug="index") if t.name == name else t for t in config.tags)
    clash = build_view(view.corpus, replace(config, tags=tags))
    with pytest.raises(GeneratorError) as caught:
        render_into(clash, lambda files: None, 2)
    (problem,) = caught.value.problems
    assert problem.where.endswith("site_config/tags.yml")
    assert problem.message == f"tag {name!r} renders to tags/index.md, as does the list of all tags; rename one of them"

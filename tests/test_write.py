"""Writing output: staging beside the target, swapping in only on success, never touching user folders."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import write
from generator.build import Options, build, generate
from generator.errors import GeneratorError
from generator.progress import Progress
from generator.sources import display_path
from tests.conftest import CONFIG, SEEDS


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file below root (hidden ones too) with its bytes."""
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def leftovers(parent: Path) -> list[str]:
    """Staging or set-aside folders a build left behind."""
    return sorted(p.name for p in parent.iterdir() if ".new-" in p.name or ".old-" in p.name)


def make(path: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (path / rel).parent.mkdir(parents=True, exist_ok=True)
        (path / rel).write_text(text)
    return path


@pytest.mark.parametrize(
    "files, message",
    [
        (None, None),
        ({}, None),
        ({write.MARKER: "x", "index.md": "old"}, None),
        ({"notes.txt": "mine", "thesis/ch1.tex": "mine"}, "was not made by the generator"),
    ],
    ids=["missing", "empty", "ours", "user-folder"],
)
def test_only_generated_or_empty_folders_are_replaced(tmp_path, files, message):
    target = tmp_path / "docs"
    if files is not None:
        target.mkdir()
        make(target, files)
    problems = write.output_problems([target])
    assert [p.message for p in problems if message and message in p.message] == [p.message for p in problems]
    assert bool(problems) == bool(message)


def test_a_file_is_not_an_output_folder(tmp_path):
    (tmp_path / "site").write_text("x")
    (problem,) = write.output_problems([tmp_path / "site"])
    assert "is not a folder" in problem.message


def test_home_and_root_are_refused_even_if_marked(tmp_path, monkeypatch):
    home = make(tmp_path / "home", {write.MARKER: "forged"})
    monkeypatch.setenv("HOME", str(home))
    assert any("home" in p.message for p in write.output_problems([home]))
    assert any("root" in p.message for p in write.output_problems([Path("/")]))


@pytest.mark.parametrize(
    "outputs, inputs, message",
    [
        (("out", "out"), (), "overlaps the other output folder"),
        (("docs", "docs/site"), (), "overlaps the other output folder"),
        (("docs", "site"), ("site/seeds",), "contains the input"),
        (("docs", "site"), ("docs",), "contains the input"),
        (("docs", "site"), ("seeds", "site_config"), None),
    ],
)
def test_outputs_must_not_overlap_each_other_or_inputs(tmp_path, outputs, inputs, message):
    problems = write.output_problems([tmp_path / o for o in outputs], [tmp_path / i for i in inputs])
    assert [p.message.split(" ")[0:3] for p in problems] == ([message.split(" ")[0:3]] if message else [])


def test_staging_is_absolute_marked_and_beside_the_target(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    stage = write.staging_dir(Path("out/site"))
    assert stage.is_absolute() and stage.parent == tmp_path / "out"
    assert (stage / write.MARKER).read_text() == write.MARKER_TEXT


@pytest.mark.parametrize("rel", ["../escape.md", "a/../../escape.md", "/tmp/escape.md", "..\\escape.md", ""])
def test_write_files_stays_inside_its_root(tmp_path, rel):
    with pytest.raises(GeneratorError, match="outside the output folder") as raised:
        write.write_files(tmp_path / "root", {"fine.md": "x", rel: "x"})
    assert str(raised.value).startswith(f"{display_path(tmp_path / 'root')}: ")  # located, for the CLI
    assert not (tmp_path / "escape.md").exists() and not (tmp_path / "root").exists()


def test_write_errors_are_located_problems(tmp_path):
    with pytest.raises(GeneratorError) as caught:
        write.write_files(tmp_path, {"a": "file", "a/b.md": "needs a to be a folder"})
    (problem,) = caught.value.problems
    assert problem.where.endswith(("/a", "a/b.md")) and problem.message.startswith("cannot write")


def test_staged_swaps_in_and_leaves_nothing_behind(tmp_path):
    old = make(tmp_path / "docs", {write.MARKER: "x", "gone.md": "old"})
    with write.staged([old]) as (stage,):
        write.write_files(stage, {"index.md": "new"})
    assert snapshot(old) == {write.MARKER: write.MARKER_TEXT.encode(), "index.md": b"new"}
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("failure", [RuntimeError("mid-write"), KeyboardInterrupt(), GeneratorError([])])
def test_a_failure_inside_staged_keeps_the_old_folders(tmp_path, failure):
    docs = make(tmp_path / "docs", {write.MARKER: "x", "index.md": "old docs"})
    site = make(tmp_path / "site", {write.MARKER: "x", "index.html": "old site"})
    before = snapshot(tmp_path)
    with pytest.raises(type(failure)):
        with write.staged([docs, site]) as (new_docs, new_site):
            write.write_files(new_docs, {"index.md": "new docs"})
            raise failure
    assert snapshot(tmp_path) == before and leftovers(tmp_path) == []


def test_a_failed_rename_puts_every_old_folder_back(tmp_path, monkeypatch):
    docs = make(tmp_path / "docs", {write.MARKER: "x", "index.md": "old docs"})
    site = make(tmp_path / "site", {write.MARKER: "x", "index.html": "old site"})
    before = snapshot(tmp_path)
    real_rename = Path.rename

    def rename(self, target):
        if ".new-" in self.name and Path(target) == site:  # the second swap fails after the first succeeded
            raise OSError(28, "No space left on device")
        return real_rename(self, target)

    monkeypatch.setattr(Path, "rename", rename)
    with pytest.raises(GeneratorError, match="cannot replace"):
        with write.staged([docs, site]) as (new_docs, new_site):
            write.write_files(new_docs, {"index.md": "new docs"})
    assert snapshot(tmp_path) == before and leftovers(tmp_path) == []


def test_a_rebuild_shares_unchanged_files_and_leaves_the_old_tree_alone(tmp_path):
    old = make(tmp_path / "docs", {write.MARKER: "x", "same.md": "same", "changed.md": "old", "gone.md": "x"})
    (tmp_path / "outside.md").write_text("linked")
    (old / "linked.md").symlink_to(tmp_path / "outside.md")
    stage = tmp_path / "stage"
    write.write_files(stage, {"same.md": "same", "changed.md": "new", "linked.md": "linked", "new.md": "n"},
                      write.previous(old))
    assert (stage / "same.md").stat().st_ino == (old / "same.md").stat().st_ino
    assert (stage / "changed.md").stat().st_ino != (old / "changed.md").stat().st_ino
    assert not (stage / "linked.md").is_symlink()  # a link in the old tree is never followed out of it
    assert (stage / "linked.md").stat().st_ino != (tmp_path / "outside.md").stat().st_ino
    assert snapshot(stage) == {"same.md": b"same", "changed.md": b"new", "linked.md": b"linked", "new.md": b"n"}
    assert (old / "changed.md").read_text() == "old" and (old / "gone.md").exists()


@pytest.mark.parametrize("files, shared", [(None, False), ({"index.md": "x"}, False), ({write.MARKER: "x"}, True)],
                         ids=["missing", "unmarked", "ours"])
def test_only_a_tree_an_earlier_build_made_is_shared(tmp_path, files, shared):
    target = tmp_path / "docs"
    if files is not None:
        make(target, files)
    assert write.previous(target) == (target if shared else None)


# Whole builds: a failing stage (a real MkDocs or Pagefind failure, an interrupt) keeps the last good site.

@pytest.fixture(scope="module")
def tiny_seeds(tmp_path_factory) -> Path:
    """Three real abstracts, enough for a full build in about a second."""
    text = sorted(SEEDS.glob("*.txt"))[0].read_text(encoding="utf-8")
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    folder = tmp_path_factory.mktemp("tiny-seeds")
    (folder / "tiny.txt").write_text("\n\n".join(paragraphs[:4]) + "\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def good_build(tmp_path_factory, tiny_seeds) -> Path:
    """One good build of the tiny seeds, copied for each test that breaks a later one."""
    root = tmp_path_factory.mktemp("good-build")
    build(Options(tiny_seeds, CONFIG, root / "docs", root / "site"), Progress(live=False))
    assert (root / "site" / "index.html").exists() and (root / "site" / write.MARKER).exists()
    return root


@pytest.fixture
def built(tmp_path, tiny_seeds, good_build) -> Options:
    """A good build to protect, in a fresh folder."""
    for name in ("docs", "site"):
        shutil.copytree(good_build / name, tmp_path / name)
    return Options(tiny_seeds, CONFIG, tmp_path / "docs", tmp_path / "site")


def _broken_mkdocs_yml(options: Options, monkeypatch) -> None:
    """Run from a folder whose mkdocs.yml names a theme that does not exist: MkDocs itself fails."""
    folder = options.docs.parent / "project"
    folder.mkdir()
    (folder / "mkdocs.yml").write_text("site_name: x\ntheme:\n  name: no-such-theme\n")
    monkeypatch.chdir(folder)


def _broken_search_index(options: Options, monkeypatch) -> None:
    """Put the search index under a file, not a folder: writing it really fails."""
    monkeypatch.setattr("generator.build.FOLDER", "404.html/search")


def _interrupt_mid_write(options: Options, monkeypatch) -> None:
    real = write.write_files

    def half_then_interrupt(root, files, previous=None):
        real(root, dict(sorted(files.items())[: len(files) // 2]), previous)
        raise KeyboardInterrupt

    monkeypatch.setattr(write, "write_files", half_then_interrupt)


def _crash_in_mkdocs(options: Options, monkeypatch) -> None:
    def crash(*args, **kwargs):
        raise RuntimeError("bug inside a stage")

    monkeypatch.setattr("generator.build.build_site", crash)


@pytest.mark.slow
@pytest.mark.parametrize(
    "break_it, raised, match",
    [
        (_broken_mkdocs_yml, GeneratorError, "mkdocs build failed"),
        (_broken_search_index, GeneratorError, "cannot write"),
        (_interrupt_mid_write, KeyboardInterrupt, None),
        (_crash_in_mkdocs, RuntimeError, "bug inside a stage"),
    ],
    ids=["mkdocs-fails", "search-index-fails", "interrupted-mid-write", "exception-in-a-stage"],
)
def test_a_failed_build_keeps_the_previous_docs_and_site(built, monkeypatch, break_it, raised, match):
    before = snapshot(built.docs), snapshot(built.out)
    break_it(built, monkeypatch)
    with pytest.raises(raised, match=match):
        build(built, Progress(live=False))
    assert (snapshot(built.docs), snapshot(built.out)) == before
    assert leftovers(built.docs.parent) == []


@pytest.mark.slow
def test_a_failed_generate_keeps_the_previous_docs(built, monkeypatch):
    before = snapshot(built.docs)
    _interrupt_mid_write(built, monkeypatch)
    with pytest.raises(KeyboardInterrupt):
        generate(built, Progress(live=False))
    assert snapshot(built.docs) == before and leftovers(built.docs.parent) == []


@pytest.mark.slow
def test_a_rebuild_keeps_the_files_it_did_not_change(built):
    page = built.docs / "index.md"
    before = page.stat().st_ino, page.read_bytes(), snapshot(built.docs)
    generate(built, Progress(live=False))
    assert (page.stat().st_ino, page.read_bytes(), snapshot(built.docs)) == before


@pytest.mark.slow
def test_a_user_folder_is_refused_before_anything_is_written(tmp_path, tiny_seeds):
    user = make(tmp_path / "docs", {"my-notes.md": "precious"})
    with pytest.raises(GeneratorError) as caught:
        build(Options(tiny_seeds, CONFIG, user, tmp_path / "site"), Progress(live=False))
    assert "was not made by the generator" in str(caught.value)
    assert snapshot(tmp_path) == {"docs/my-notes.md": b"precious"}


def test_stale_staging_folders_of_a_killed_build_are_removed(tmp_path):
    """A build killed outright leaves hidden staging folders; the next build clears the old ones it owns."""
    import os

    from generator import write

    target = tmp_path / "site"
    stale, fresh, foreign = (tmp_path / n for n in (".site.new-dead", ".site.new-running", ".site.new-user"))
    for folder in (stale, fresh, foreign):
        folder.mkdir()
    (stale / write.MARKER).write_text("x")
    (fresh / write.MARKER).write_text("x")
    old = write.time.time() - write.STALE_SECONDS - 10
    os.utime(stale, (old, old))
    os.utime(foreign, (old, old))
    stage = write.staging_dir(target)
    assert not stale.exists() and fresh.exists() and foreign.exists() and stage.exists()


def modes(root: Path) -> set[tuple[str, int]]:
    """Each kind of entry below root (root included) with the permission bits it has."""
    import stat

    entries = [root, *root.rglob("*")]
    return {("folder" if p.is_dir() else "file", stat.S_IMODE(p.stat().st_mode)) for p in entries}


@pytest.fixture(params=[0o022, 0o077, 0o002], ids=["umask-022", "umask-077", "umask-002"])
def umask(request):
    """Run the test under a umask, as a user's shell would set it."""
    import os

    old = os.umask(request.param)
    yield request.param
    os.umask(old)


def test_staged_folders_get_the_usual_modes_not_a_temporary_folders(tmp_path, umask):
    """mkdtemp makes 700 folders: a site/ copied with `rsync -a` then answered 403 to the web server."""
    with write.staged([tmp_path / "site"]) as (stage,):
        write.write_files(stage, {"index.html": "x", "papers/a/index.html": "y"})
    assert modes(tmp_path / "site") == {("folder", 0o777 & ~umask), ("file", 0o666 & ~umask)}


@pytest.mark.slow
@pytest.mark.parametrize("umask", [0o022, 0o077], indirect=True, ids=["umask-022", "umask-077"])
def test_a_whole_build_has_the_usual_modes(tmp_path, tiny_seeds, umask):
    build(Options(tiny_seeds, CONFIG, tmp_path / "docs", tmp_path / "site"), Progress(live=False))
    for name in ("docs", "site"):
        assert modes(tmp_path / name) == {("folder", 0o777 & ~umask), ("file", 0o666 & ~umask)}, name

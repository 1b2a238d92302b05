"""The command line on bad input: every problem on its own located line, one failure, no traceback."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator import cli
from tests.conftest import CONFIG, ROOT

BAD = ROOT / "tests" / "fixtures" / "bad_inputs"
LOCATED = re.compile(r"^\S[^:]*(?::\d+)?: (?:warning: )?\S")


def seeds(tmp_path: Path, *names: str) -> Path:
    """Copy the named bad-input fixtures into a fresh seeds folder."""
    folder = tmp_path / "seeds"
    folder.mkdir()
    for name in names:
        shutil.copy(BAD / name, folder / name)
    return folder


@pytest.fixture(autouse=True)
def in_a_scratch_folder(tmp_path, monkeypatch):
    """Run each command from a folder of the test's own: what it writes by default (the title cache) lands there."""
    monkeypatch.chdir(tmp_path)


def run(capsys, *argv: str) -> tuple[int, list[str], str]:
    """Run the CLI in-process; return the exit code, stderr lines and stdout."""
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, err.splitlines(), out


def test_every_problem_is_reported_then_the_run_fails_once(capsys):
    code, err, _ = run(capsys, "check", "--seeds", str(BAD), "--config", str(CONFIG))
    where = {line.split(": ")[0].rsplit("/", 1)[-1]: line for line in err[:-1]}
    assert code == 1
    assert err[-1] == "failed: 3 error(s)" and sum(line.startswith("failed") for line in err) == 1
    assert all(LOCATED.match(line) for line in err[:-1]), err
    assert where["invalid_utf8.txt:5"].endswith("invalid UTF-8 (byte 0xe9); save the file as UTF-8")
    assert where["cp1252_crlf.txt:3"].endswith("invalid UTF-8 (byte 0xe9); save the file as UTF-8")
    assert where["utf16.txt:1"].endswith("UTF-16 text, not UTF-8; save the file as UTF-8")
    for name in ("empty.txt:1", "blank.txt:1", "header_only.txt:1", "no_header.txt:1", "zz_duplicate.txt:3"):
        assert ": warning: " in where[name]


@pytest.mark.parametrize(
    "name, warning",
    [
        ("empty.txt", "empty.txt:1: warning: empty file; no abstracts"),
        ("blank.txt", "blank.txt:1: warning: empty file; no abstracts"),
        ("header_only.txt", "header_only.txt:1: warning: only a header line; no abstracts"),
        ("no_header.txt", "no_header.txt:1: warning: no collection header line (line 1 reads as an abstract and is kept "
                          "as one); using the file name: 'No Header'"),
        ("zz_duplicate.txt", "zz_duplicate.txt:3: warning: duplicate of "),
    ],
)
def test_warnings_do_not_stop_the_build(tmp_path, capsys, name, warning):
    folder = seeds(tmp_path, "good.txt", name)
    code, err, out = run(capsys, "generate", "--seeds", str(folder), "--config", str(CONFIG),
                         "--docs", str(tmp_path / "docs"))
    assert code == 0
    assert [line for line in err if warning in line], err
    assert (tmp_path / "docs" / "index.md").exists()
    papers = len(list((tmp_path / "docs" / "papers").glob("*.md"))) - 1  # minus papers/index.md
    assert papers == (3 if name == "no_header.txt" else 2)


def test_config_and_seed_errors_are_reported_together(tmp_path, capsys):
    config = tmp_path / "config"
    shutil.copytree(CONFIG, config)
    with (config / "site.yml").open("a") as f:
        f.write("colour: red\n")
    folder = seeds(tmp_path, "good.txt", "invalid_utf8.txt")
    code, err, _ = run(capsys, "check", "--seeds", str(folder), "--config", str(config))
    assert code == 1 and err[-1] == "failed: 2 error(s)"
    assert any("site.yml" in line and "colour: unknown setting" in line for line in err)
    assert any("invalid_utf8.txt:5: invalid UTF-8" in line for line in err)


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda tmp: tmp / "missing", "no such file or folder"),
        (lambda tmp: (tmp / "folder").mkdir() or tmp / "folder", "no .txt abstract files in this folder"),
    ],
    ids=["missing-path", "no-txt-files"],
)
def test_unusable_seeds_path(tmp_path, capsys, make, message):
    code, err, _ = run(capsys, "check", "--seeds", str(make(tmp_path)), "--config", str(CONFIG))
    assert code == 1 and err[0].endswith(f": {message}") and err[-1] == "failed: 1 error(s)"


def test_a_user_docs_folder_is_refused_with_a_clear_message(tmp_path, capsys):
    user = tmp_path / "docs"
    user.mkdir()
    (user / "thesis.md").write_text("precious")
    folder = seeds(tmp_path, "good.txt", "invalid_utf8.txt")
    code, err, _ = run(capsys, "generate", "--seeds", str(folder), "--config", str(CONFIG), "--docs", str(user))
    assert code == 1 and err[-1] == "failed: 2 error(s)"  # the folder and the seed error, in one run
    assert any("was not made by the generator (no .abstract-site marker)" in line for line in err)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
    assert (user / "thesis.md").read_text() == "precious" and len(list(user.iterdir())) == 1


def test_out_pointing_at_home_is_refused(tmp_path, capsys, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    (home / ".bashrc").write_text("mine")
    monkeypatch.setenv("HOME", str(home))
    folder = seeds(tmp_path, "good.txt")
    code, err, _ = run(capsys, "build", "--seeds", str(folder), "--config", str(CONFIG),
                       "--docs", str(tmp_path / "docs"), "--out", str(home))
    assert code == 1 and any("home" in line for line in err)
    assert [p.name for p in home.iterdir()] == [".bashrc"] and not (tmp_path / "docs").exists()


def test_interrupt_exits_130_without_traceback(tmp_path, capsys, monkeypatch):
    def interrupted(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "generate", interrupted)
    code, err, _ = run(capsys, "generate", "--seeds", str(seeds(tmp_path, "good.txt")), "--config", str(CONFIG))
    assert code == 130 and err == ["interrupted; previous output left in place"]


def test_invalid_utf8_from_a_real_process_has_no_traceback(tmp_path):
    folder = seeds(tmp_path, "invalid_utf8.txt", "good.txt")
    result = subprocess.run(
        [sys.executable, "-m", "generator", "check", "--seeds", str(folder), "--config", str(CONFIG)],
        capture_output=True, text=True, cwd=tmp_path,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [
        "seeds/invalid_utf8.txt:5: invalid UTF-8 (byte 0xe9); save the file as UTF-8",
        "failed: 1 error(s)",
    ]


def test_a_tag_and_a_collection_named_index_get_pages_of_their_own(tmp_path, capsys):
    """A new user names a tag and a collection "Index": both get a page, and the folders keep their lists."""
    config = tmp_path / "config"
    shutil.copytree(CONFIG, config)
    tags = (config / "tags.yml").read_text(encoding="utf-8")
    (config / "tags.yml").write_text(tags.replace("tags:\n", "tags:\n  - name: Index\n    group: Graphs\n"
                                                  "    description: Index structures.\n"
                                                  "    phrases: [inverted index]\n", 1), encoding="utf-8")
    folder = seeds(tmp_path, "good.txt")
    (folder / "index.txt").write_text("Index\n\nWe propose an inverted index for graph retrieval. The inverted index "
                                      "answers queries on large graphs faster than every baseline we compare.\n")
    docs = tmp_path / "docs"
    code, err, _ = run(capsys, "generate", "--seeds", str(folder), "--config", str(config), "--docs", str(docs))
    assert code == 0, err
    assert "Traceback" not in "\n".join(err)
    assert "<h1>Index</h1>" in (docs / "tags" / "index-2.md").read_text(encoding="utf-8")
    assert 'title: "Index"' in (docs / "collections" / "index-2.md").read_text(encoding="utf-8")
    assert 'href="index-2/"' in (docs / "tags" / "index.md").read_text(encoding="utf-8")  # the list, linking the tag
    assert not (docs / "collections" / "index.md").exists()

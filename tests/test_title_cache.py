"""The title cache: what it keeps, when it is thrown away, and that a warm build makes the same docs."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator.build import Options, generate
from generator.config import load_config
from generator.derive.titles import derive_titles
from generator.parse import parse
from generator.progress import Progress
from generator.sources import read_all
from generator.title_cache import FILE, FOLDER, KEPT, TitleCache, cache_json, fingerprint, read_cache, text_key
from tests.conftest import CONFIG, SEEDS

TEXTS = [a.text for a in parse(read_all(SEEDS)[0]).abstracts]
TAGS = load_config(CONFIG)[0].tags


def test_a_title_does_not_depend_on_the_other_abstracts_derived_with_it():
    """What makes the cache sound: a title derived alone is the title derived among others, in any order."""
    together = derive_titles(TEXTS)
    alone = [derive_titles([text])[0] for text in TEXTS[::7]]
    reversed_order = derive_titles(TEXTS[::-1])[::-1]
    assert alone == together[::7]
    assert reversed_order == together


@pytest.mark.parametrize("texts, known, expected", [
    (["a", "b"], {"a": "Title A"}, ("Title A", None)),
    (["a", "a"], {"a": "Title A"}, ("Title A", "Title A")),
    (["b"], {}, (None,)),
])
def test_known_titles_are_found_by_their_text(texts, known, expected):
    cache = TitleCache("f", {text_key(t): title for t, title in known.items()})
    assert cache.known(texts) == expected


def test_keeping_puts_this_build_first_then_the_latest_earlier_titles():
    old = TitleCache("f", {text_key("x"): "Old X", text_key("a"): "Old A"})
    kept = old.keeping(["a", "b"], ["New A", "New B"])
    assert list(kept.titles.values()) == ["New A", "New B", "Old X"]
    assert kept.fingerprint == "f"


def test_keeping_stops_at_its_bound():
    old = TitleCache("f", {str(i): "t" for i in range(KEPT + 10)})
    assert len(old.keeping(["a"], ["A"]).titles) == KEPT


@pytest.fixture
def config_copy(tmp_path) -> Path:
    folder = tmp_path / "config"
    shutil.copytree(CONFIG, folder)
    return folder


def _write(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / FILE).write_text(text, encoding="utf-8")
    return folder


def _tags(folder: Path):
    return load_config(folder)[0].tags


@pytest.mark.parametrize("content", [
    None,  # no file
    "{not json",
    "[]",
    '{"fingerprint": "another", "titles": {"k": "T"}}',
    '{"titles": {"k": "T"}}',
])
def test_an_absent_broken_or_outdated_cache_is_empty(tmp_path, config_copy, content):
    folder = tmp_path / "cache"
    if content is not None:
        _write(folder, content)
    cache = read_cache(folder, TAGS)
    assert cache.titles == {} and cache.fingerprint == fingerprint(TAGS)


def test_a_cache_written_is_read_back(tmp_path):
    cache = TitleCache(fingerprint(TAGS), {text_key("a"): "Title \u00c5"})
    folder = _write(tmp_path / "cache", cache_json(cache))
    assert read_cache(folder, TAGS) == cache


def test_only_titles_are_read_from_a_cache_that_was_edited_by_hand(tmp_path):
    titles = {"a": "Title A", "b": 5, "c": "", "d": None, "e": ["list"]}
    folder = _write(tmp_path / "cache", json.dumps({"fingerprint": fingerprint(TAGS), "titles": titles}))
    assert read_cache(folder, TAGS).titles == {"a": "Title A"}


@pytest.mark.parametrize("file, old, new, changes", [
    ("tags.yml", "intrinsic reward, ", "intrinsic reward, curious agents, ", True),  # a phrase: titles read them
    ("tags.yml", "  - name: Exploration\n", "  # a comment\n  - name: Exploration\n", False),
    ("overrides.yml", "", "# overrides win after the cache\n", False),
    ("site.yml", "", "# a comment\n", False),
])
def test_the_fingerprint_follows_the_tags_and_nothing_else_of_the_config(config_copy, file, old, new, changes):
    path = config_copy / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(new + text if not old else text.replace(old, new, 1), encoding="utf-8")
    assert (fingerprint(_tags(config_copy)) != fingerprint(TAGS)) == changes


def _docs(root: Path, cache: Path | None) -> dict[str, bytes]:
    generate(Options(SEEDS, CONFIG, root / "docs", cache=cache), Progress(live=False))
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted((root / "docs").rglob("*")) if p.is_file()}


@pytest.mark.slow
def test_a_warm_build_writes_the_docs_a_cold_one_does_and_reads_what_it_kept(tmp_path):
    cold = _docs(tmp_path / "cold", None)
    cache = tmp_path / "cache"
    assert _docs(tmp_path / "first", cache) == cold
    kept = json.loads((cache / FILE).read_text(encoding="utf-8"))["titles"]
    assert len(kept) == len(set(TEXTS))
    assert _docs(tmp_path / "warm", cache) == cold
    # The titles do come from the file: one planted there is the one the next build shows.
    planted = dict(kept, **{text_key(TEXTS[0]): "A Title Planted in the Cache"})
    _write(cache, cache_json(TitleCache(fingerprint(TAGS), planted)))
    papers = json.loads(_docs(tmp_path / "planted", cache)["docs/papers.json"])
    assert "A Title Planted in the Cache" in {p["title"] for p in papers}


@pytest.mark.slow
@pytest.mark.parametrize("flags, kept", [([], True), (["--no-cache"], False)])
def test_the_command_line_keeps_titles_under_the_working_folder_unless_told_not_to(tmp_path, monkeypatch, flags, kept):
    from generator.cli import main

    monkeypatch.chdir(tmp_path)
    assert main(["generate", "--seeds", str(SEEDS), "--config", str(CONFIG), "--docs", "docs", *flags]) == 0
    assert (tmp_path / FOLDER / FILE).is_file() == kept


@pytest.mark.parametrize("where", ["a-file/titles.json", "a-folder"])
def test_a_cache_that_cannot_be_written_is_left_without_an_error(tmp_path, where):
    from generator import write

    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    (tmp_path / "a-folder").mkdir()
    write.cache_file(tmp_path / where, "{}")
    assert (tmp_path / "a-file").read_text(encoding="utf-8") == "not a folder"
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["a-file", "a-folder"]  # no temporary file left behind

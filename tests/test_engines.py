"""Each engine gets one whole configuration, builds the same site, and fails with located lines, no traceback."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
from pathlib import Path

import pytest

from generator.engine import engines
from generator.config import SiteSettings
from generator.engine.engines import ENGINES, build_site, engine_config
from generator.errors import GeneratorError
from generator.engine.mkdocs_run import BUILD_HOOKS, PLAIN_BUILD_HOOK, build_hooks
from generator.engine.theme_css import SEARCH_BOX, search_box_css, search_rules
from tests.conftest import ROOT

SETTINGS = SiteSettings("Engines", "A test site", "https://example.org/sub/", "Theirs")


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A docs folder holding every nav page but Trends, as a one-collection build writes."""
    folder = tmp_path / "docs"
    for page in ("index.md", "papers/index.md", "tags/index.md", "explore.md", "map/index.md", "code/index.md",
                 "random/index.md", "reading-list.md"):
        (folder / page).parent.mkdir(parents=True, exist_ok=True)
        (folder / page).write_text("# Page\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize("engine", ENGINES)
def test_every_setting_a_hook_made_is_in_the_config(engine, docs, tmp_path):
    config = engine_config(engine, ROOT / "mkdocs.yml", docs, tmp_path / "site", SETTINGS)
    assert (config["site_name"], config["site_url"], config["copyright"]) == ("Engines", "https://example.org/sub/", "Theirs")
    assert config["docs_dir"] == str(docs.resolve()) and config["site_dir"] == str((tmp_path / "site").resolve())
    assert "Trends" not in json.dumps(config["nav"]) and len(config["nav"]) == 8
    assert Path(config["theme"]["custom_dir"]).is_absolute() and (Path(config["theme"]["custom_dir"]) / "main.html").is_file()
    assert config["strict"] is True


@pytest.mark.parametrize("engine, hooks, search_box", [
    ("mkdocs", [str(h) for h in build_hooks()], False),
    ("properdocs", [str(h) for h in build_hooks()], False),
    ("zensical", None, True),  # hooks would be ignored: nothing may depend on them
])
def test_only_engines_that_run_hooks_get_them(engine, hooks, search_box, docs, tmp_path):
    config = engine_config(engine, ROOT / "mkdocs.yml", docs, tmp_path / "site", SETTINGS)
    assert config.get("hooks") == hooks
    assert (SEARCH_BOX in config["extra_css"]) == search_box
    if engine == "zensical":
        assert config["plugins"] == {"search": {"enabled": False}} and config["theme"]["variant"] == "classic"


def test_mkdocs_yml_lists_the_plain_build_hook_and_every_hook_the_build_hands_on():
    """One list of hooks: plain `mkdocs build` runs mkdocs.yml's; the generator's build all but the plain-build one."""
    listed = engines.read_mkdocs_yml(ROOT / "mkdocs.yml")["hooks"]
    assert listed == [f"generator/engine/{name}" for name in (PLAIN_BUILD_HOOK, *BUILD_HOOKS)]
    assert all(hook.is_file() for hook in build_hooks())


def test_the_speedups_switch_off_as_one():
    """--no-speedups drops the one adapter and keeps the hook that a strict build needs."""
    on, off = build_hooks(True), build_hooks(False)
    assert [h.name for h in on] == ["speedups.py", "nav_pages.py"] and [h.name for h in off] == ["nav_pages.py"]


def test_a_mkdocs_yml_without_the_theme_beside_it_gets_the_shipped_theme(docs, tmp_path):
    (tmp_path / "mkdocs.yml").write_text("site_name: x\ntheme:\n  name: material\n  custom_dir: nowhere\n")
    config = engine_config("mkdocs", tmp_path / "mkdocs.yml", docs, tmp_path / "site", SETTINGS)
    assert (Path(config["theme"]["custom_dir"]) / "partials" / "search.html").is_file()


@pytest.mark.parametrize("text, message", [
    ("site_name: [x\n", "not plain YAML"),
    ("site_name: !ENV SITE\n", "not plain YAML"),
    ("- a list\n", "must be a mapping"),
    ("site_name: a\nsite_name: b\n", "duplicate key 'site_name'"),
    (b"site_name: caf\xe9\n", "not UTF-8"),
])
def test_an_unreadable_mkdocs_yml_is_a_located_error(text, message, docs, tmp_path):
    path = tmp_path / "mkdocs.yml"
    path.write_bytes(text) if isinstance(text, bytes) else path.write_text(text)
    with pytest.raises(GeneratorError, match=message) as caught:
        engine_config("mkdocs", tmp_path / "mkdocs.yml", docs, tmp_path / "site", SETTINGS)
    assert str(caught.value.problems[0]).startswith(str(tmp_path / "mkdocs.yml"))


@pytest.mark.parametrize("engine, installed, message", [
    ("hugo", True, "unknown engine 'hugo'"),
    ("zensical", False, "pip install 'abstract-site[zensical]'"),
])
def test_an_unknown_or_missing_engine_says_what_to_do(engine, installed, message, docs, tmp_path, monkeypatch):
    if not installed:
        monkeypatch.setattr(engines.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(GeneratorError, match=message.replace("[", r"\[").replace("(", r"\(")):
        build_site(ROOT / "mkdocs.yml", docs, tmp_path / "site", SETTINGS, engine=engine)


@pytest.mark.slow
@pytest.mark.parametrize("engine", ["properdocs", "zensical"])
def test_an_engine_failure_is_located_lines_without_a_traceback(engine, docs, tmp_path):
    (tmp_path / "mkdocs.yml").write_text("site_name: x\ntheme:\n  name: no-such-theme\n")
    (tmp_path / "site").mkdir()
    with pytest.raises(GeneratorError, match=f"{engine} build failed") as caught:
        build_site(tmp_path / "mkdocs.yml", docs, tmp_path / "site", SETTINGS, engine=engine)
    lines = [str(p) for p in caught.value.problems]
    assert all(line.startswith(str(tmp_path / "mkdocs.yml")) for line in lines)
    assert not any("Traceback" in line or 'File "' in line for line in lines)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["docs", "mkdocs.yml", "site"]  # scratch removed


@pytest.mark.xdist_group("engines")  # beside the browser tests of each engine's site: built once
def test_the_site_is_whole_under_every_engine(engine_site):
    """Pages, the generator's own search index, the paper records linked in, and nothing of the engine's work."""
    papers = json.loads((engine_site / "papers.json").read_text(encoding="utf-8"))
    assert (engine_site / "index.html").is_file() and (engine_site / "search" / "meta.json.gz").is_file()
    assert all((engine_site / p["url"] / "index.html").is_file() for p in papers)
    assert all((engine_site / "papers" / f"{p['id']}.json").is_file() for p in papers)
    assert (engine_site / ".abstract-site").is_file() and not (engine_site / ".cache").exists()
    assert [p.name for p in engine_site.parent.iterdir() if "engine" in p.name] == []
    assert '<meta property="og:type" content="article">' in (engine_site / papers[0]["url"] / "index.html").read_text()


def test_the_search_box_rules_are_taken_with_their_media_queries():
    css = ('@charset "UTF-8";:root{--md-search-result-icon:url("data:a;b");--md-other:1}a{color:red}'
           '.md-search{position:relative}@media (min-width:60em){.md-search__form{height:1.8rem}.md-nav{x:1}}'
           '@media print{.md-footer{display:none}}.md-x[title="{.md-search}"]{y:2}')
    assert search_rules(css) == (':root{--md-search-result-icon:url("data:a;b")}.md-search{position:relative}'
                                 '@media (min-width:60em){.md-search__form{height:1.8rem}}'
                                 '.md-x[title="{.md-search}"]{y:2}')


def test_the_installed_material_has_the_search_box_rules():
    css = search_box_css()
    assert ".md-search__form{" in css and ".md-search__input{" in css and "@media" in css


HEAD_TAGS = re.compile(r'<(?:meta|link) [^>]*(?:og:|twitter:|"alternate"|"description"|"canonical")[^>]*>'
                       r'|<script type="application/ld\+json">.*?</script>', re.S)


def own_parts(html: str) -> tuple[list[str], str]:
    """A page's metadata and content, with the whitespace between tags and Zensical's skip-link target dropped."""
    content = re.search(r'<article class="md-content__inner md-typeset">(.*?)</article>', html, re.S).group(1)
    head = html[:html.index("</head>")]
    head = head.replace('href="./', 'href="')  # the home page's "./feeds/papers.xml" under Zensical: the same URL
    return HEAD_TAGS.findall(head), re.sub(r">\s+<", "><", content.replace('<a id="__skip" tabindex="-1"></a>', "")).strip()


@pytest.mark.xdist_group("engines")
def test_every_page_has_the_same_content_and_links_as_under_mkdocs(engine_site, seeds_site):
    """Metadata (OpenGraph, feeds, JSON-LD) and content; Zensical resolves links in HTML against the source
    file, MkDocs against the URL, and none may move."""
    pages = sorted(p.relative_to(seeds_site) for p in seeds_site.rglob("index.html"))
    assert sorted(p.relative_to(engine_site) for p in engine_site.rglob("index.html")) == pages
    differing = [str(p) for p in pages if own_parts((engine_site / p).read_text()) != own_parts((seeds_site / p).read_text())]
    assert differing == []


@pytest.mark.parametrize("rel, moved_to", [
    ("papers/0a1b.md", "papers/0a1b/index.md"),
    ("explore.md", "explore/index.md"),
    ("index.md", "index.md"),
    ("tags/index.md", "tags/index.md"),
    ("papers/0a1b.json", "papers/0a1b.json"),
    ("assets/search.js", "assets/search.js"),
])
def test_zensical_gets_each_page_as_the_index_of_its_url(rel, moved_to):
    assert engines.folder_page(rel) == moved_to
    assert engines.moved_entry({"Title": rel}) == {"Title": moved_to} and engines.moved_entry(rel) == moved_to


@pytest.mark.parametrize("environment, updated, during", [
    ({}, dt.date(2025, 1, 1), "1735689600"),
    ({"SOURCE_DATE_EPOCH": "86400"}, dt.date(2025, 1, 1), "86400"),  # the environment's own date wins
    ({}, None, None),
], ids=["dated", "environment-dates-it", "no-date"])
def test_the_engine_dates_the_site_by_its_content_then_forgets(monkeypatch, environment, updated, during):
    """MkDocs reads SOURCE_DATE_EPOCH for sitemap.xml.gz: set for the engine's run only, never over the caller's."""
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    for key, value in environment.items():
        monkeypatch.setenv(key, value)
    with engines.dated(updated):
        assert os.environ.get("SOURCE_DATE_EPOCH") == during
    assert os.environ.get("SOURCE_DATE_EPOCH") == environment.get("SOURCE_DATE_EPOCH")

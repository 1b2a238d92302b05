"""Metadata for machines on the built seeds site: OpenGraph and Twitter tags, JSON-LD, per-paper JSON, llms.txt."""

from __future__ import annotations

import html as html_lib
import json
import re
from pathlib import Path

import pytest

from generator.config import Config, SiteSettings, load_config
from generator.derive.corpus import derive
from generator.pages.metadata import json_ld, llms_txt, scholarly_article
from generator.parse import parse
from generator.sources import read_sources
from generator.pages.views import build_view
from tests.conftest import CONFIG, ROOT
from tests.html_inspect import inspect
from tests.test_reader_pages import built_pages

pytestmark = pytest.mark.slow


def metas(page: str) -> dict[str, str]:
    """OpenGraph (property=) and Twitter (name=) tags of a page, unescaped as a crawler reads them."""
    found = {}
    for tag, attrs in inspect(page).elements:
        key = attrs.get("property") or attrs.get("name") or ""
        if tag == "meta" and key.startswith(("og:", "twitter:")):
            assert key not in found, f"{key} twice"
            found[key] = html_lib.unescape(attrs.get("content", ""))
    return found


def json_lds(page: str) -> list[dict]:
    return [json.loads(m) for m in re.findall(r'<script type="application/ld\+json">(.*?)</script>', page, re.S)]


def test_every_page_has_open_graph_and_twitter_tags_of_its_own(seeds_site: Path):
    for path in built_pages(seeds_site):
        page = path.read_text(encoding="utf-8")
        tags = metas(page)
        title = html_lib.unescape(re.search(r"<title>(.*?)</title>", page, re.S).group(1))
        assert tags["og:title"] and title.startswith(tags["og:title"]), path
        assert tags["twitter:card"] == "summary"  # Twitter takes title and description from og: tags
        description = [a["content"] for t, a in inspect(page).elements if t == "meta" and a.get("name") == "description"]
        assert tags.get("og:description") == html_lib.unescape(description[0])
        is_paper = path.parent.parent.name == "papers"
        assert tags["og:type"] == ("article" if is_paper else "website"), path
        assert "og:url" not in tags  # no site_url: no address to claim


def test_paper_pages_carry_a_scholarly_article(seeds_site: Path, papers: list[dict]):
    for p in papers:
        page = (seeds_site / p["url"] / "index.html").read_text(encoding="utf-8")
        (article,) = json_lds(page)
        assert article["@context"] == "https://schema.org" and article["@type"] == "ScholarlyArticle"
        assert article["alternativeHeadline"] == p["title"] and "derived" in article["disambiguatingDescription"]
        assert "headline" not in article and "author" not in article  # nothing the abstract does not say
        assert article["isPartOf"] == {"@type": "Collection", "name": p["collection"]}
        assert article["keywords"] == p["tags"] and article["description"] == p["highlight"]
        assert article["identifier"] == p["id"] and "abstract" not in article  # papers/<id>.json has it


def test_each_paper_has_its_own_json_file_equal_to_its_papers_json_record(seeds_site: Path, papers: list[dict]):
    for p in papers:
        assert json.loads((seeds_site / "papers" / f"{p['id']}.json").read_text(encoding="utf-8")) == p
        page = (seeds_site / p["url"] / "index.html").read_text(encoding="utf-8")
        assert f'href="../{p["id"]}.json"' in page  # linked from its page


def test_llms_txt_lists_every_export_and_they_exist(seeds_site: Path, papers: list[dict]):
    text = (seeds_site / "llms.txt").read_text(encoding="utf-8")
    assert text.startswith("# ") and "\n## Exports\n" in text
    links = re.findall(r"\]\(([^)]+)\)", text)
    for name in ("papers.json", "papers.csv", "tags.json", f"papers/{papers[0]['id']}.json"):
        assert name in links
    for link in links:
        assert (seeds_site / link).exists() or (seeds_site / link / "index.html").exists(), link


def corpus_view(site_url: str = ""):
    config, _ = load_config(CONFIG)
    config = Config(SiteSettings("Test", "", site_url, ""), config.groups, config.tags, config.overrides)
    corpus, _ = derive(parse(read_sources(ROOT / "tests" / "fixtures" / "golden_seeds")).abstracts, config)
    return build_view(corpus, config)


def test_with_a_site_url_addresses_are_absolute():
    view = corpus_view("https://example.org/abs/")
    paper = view.corpus.papers[0]
    article = scholarly_article(view, paper)
    assert article["url"] == article["@id"] == f"https://example.org/abs/papers/{paper.id}/"
    assert article["isPartOf"]["url"].startswith("https://example.org/abs/collections/")
    assert article["subjectOf"]["contentUrl"] == f"https://example.org/abs/papers/{paper.id}.json"
    assert "(https://example.org/abs/papers.json)" in llms_txt(view)


def test_json_ld_cannot_close_its_script_element():
    """An abstract quoting `</script>` or `<!--` must stay inside the JSON-LD."""
    view = corpus_view()
    paper = view.corpus.papers[0]
    view.snippets[paper.id] = "a </script><script>alert(1)</script> <!-- b"
    markup = str(json_ld(view, paper))
    assert markup.count("</script>") == 1 and "<!--" not in markup[35:]
    assert json.loads(markup.removeprefix('<script type="application/ld+json">').removesuffix("</script>"))["description"] \
        == view.snippets[paper.id]


def test_plain_mkdocs_build_with_the_hooks_links_each_papers_json(seeds_site: Path, papers: list[dict], tmp_path: Path):
    """`mkdocs build` after `generate` (as gh-deploy runs it) gets the per-paper files MkDocs itself skips."""
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config as mkdocs_config

    config = mkdocs_config(config_file=str(ROOT / "mkdocs.yml"), docs_dir=str(seeds_site.parent / "docs"),
                           site_dir=str(tmp_path / "site"))
    mkdocs_build(config)
    for p in papers:
        assert json.loads((tmp_path / "site" / "papers" / f"{p['id']}.json").read_text(encoding="utf-8")) == p
    assert (tmp_path / "site" / "search" / "meta.json.gz").exists()

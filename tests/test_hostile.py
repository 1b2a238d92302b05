"""The hostile fixture set, built end to end: every abstract complete and inert on every page it reaches."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.conftest import render_abstract
from generator.parse import parse
from generator.sources import read_sources
from mkdocs.utils.meta import get_data
from tests.conftest import HOSTILE_FILE
from tests.html_inspect import URL_ATTRS, UNSAFE_URL, inspect, unsafe_parts, visible_text

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("hostile")]
ABSTRACT = re.compile(r'<div class="paper__abstract">(.*?)</div>', re.S)
CONTENT = re.compile(r'<article class="md-content__inner md-typeset">(.*?)</article>', re.S)
# What a snippet's math may become (generator/markup.py's allow-list, and the wrapper it writes).
MATHML = {"math", "semantics", "annotation", *"mrow mi mn mo ms mtext mspace msub msup msubsup munder mover munderover "
          "mfrac msqrt mroot mstyle mpadded mphantom menclose mtable mtr mtd mlabeledtr merror mmultiscripts "
          "mprescripts none".split()}
FOREIGN_ELEMENTS = {"iframe", "object", "embed", "base", "frame", "frameset", "applet", "portal", "textarea"}
TAILS = ["TAIL-AFTER-COMMENT", "END-OF-TEXTAREA", "FENCE-TAIL", "DOLLAR-TAIL", "MATH-TAIL", "BIDI-TAIL",
         "CONTROL-TAIL", "LONGTOKEN-TAIL", "URL-TAIL", "BIG-TAIL", "FILENAME-TAIL", "SHORTFIRST-TAIL"]


@pytest.fixture(scope="module")
def built(hostile_build) -> Path:
    root, result = hostile_build
    assert result.returncode == 0, result.stderr
    return root


@pytest.fixture(scope="module")
def abstracts(built):
    return parse(read_sources(built / "seeds")).abstracts


@pytest.fixture(scope="module")
def pages(built) -> dict[str, str]:
    site = built / "site"
    return {p.relative_to(site).as_posix(): p.read_text(encoding="utf-8") for p in sorted(site.rglob("*.html"))}


def test_the_build_succeeds_with_only_the_missing_header_warnings(hostile_build):
    _, result = hostile_build
    assert result.returncode == 0 and "Traceback" not in result.stderr
    # Their names hold no year, so each collection also says its feed entries are undated (dates.py).
    warnings = [w for w in result.stderr.splitlines() if "no date in collections.yml and no year" not in w]
    assert sorted(w.split(": ")[0] for w in warnings) == [
        "seeds/14_no_header.txt:1", "seeds/15_short_first_abstract.txt:1", f"seeds/{HOSTILE_FILE}:1"]
    assert all("no collection header line" in w for w in warnings)


def test_every_abstract_reaches_exactly_one_page_unchanged(built, abstracts, pages):
    papers = json.loads((built / "site" / "papers.json").read_text(encoding="utf-8"))
    assert [p["abstract"] for p in papers] == [a.text for a in abstracts] and len(abstracts) == 48
    shown = {path: ABSTRACT.findall(html) for path, html in pages.items() if path.startswith("papers/")}
    for a in abstracts:
        rendered = render_abstract(a.text)
        where = [path for path, divs in shown.items() if rendered in divs]
        # MkDocs passes the rendered abstract through byte for byte: nothing post-processed it.
        assert where == [f"papers/{a.id}/index.html"], a.text[:80]
        assert shown[where[0]] == [rendered]


@pytest.mark.parametrize("tail", TAILS)
def test_text_after_each_hazard_is_still_shown(pages, tail):
    hits = [p for p, html in pages.items() if p.startswith("papers/") and any(
        tail in visible_text(div) for div in ABSTRACT.findall(html))]
    assert len(hits) == 1, tail


def test_no_page_carries_active_content_from_an_abstract(pages):
    for path, html in pages.items():
        for tag, attrs in inspect(html).elements:
            assert not any(k.startswith("on") for k in attrs), (path, tag, attrs)
            assert not (tag in FOREIGN_ELEMENTS or tag == "meta" and "http-equiv" in attrs), (path, tag, attrs)
            assert not any(k in URL_ATTRS and UNSAFE_URL.match(v) for k, v in attrs.items()), (path, tag, attrs)
        scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", html, re.S)
        assert not any("__pwned" in s or "alert(" in s for a, s in scripts if "ld+json" not in a), path
        for _, data in [(a, s) for a, s in scripts if "ld+json" in a]:  # the abstract as data, never as markup
            assert "<" not in data and json.loads(data)["@type"] == "ScholarlyArticle", path
        # Everything drawn from abstracts, titles and file names holds no markup of its own.
        for region in ABSTRACT.findall(html):
            assert unsafe_parts(region) == [], path
        for region in re.findall(r'<(?:h1|a class="paper-item__title")[^>]*>(.*?)</', html):
            assert inspect(region).elements == [], (path, region[:80])
        for region in re.findall(r'<span class="paper-item__snippet">(.*?)</span>', html, re.S):  # math, as MathML
            assert {tag for tag, _ in inspect(region).elements} <= MATHML and not unsafe_parts(region), (path, region[:80])


def test_safe_links_work_and_other_schemes_are_text(abstracts, pages):
    def links(marker: str) -> list[str]:
        (a,) = [a for a in abstracts if marker in a.text]
        (div,) = ABSTRACT.findall(pages[f"papers/{a.id}/index.html"])
        return [attrs["href"] for tag, attrs in inspect(div).elements if tag == "a"]

    assert links("We keep safe links working") == [
        "https://example.org/project", "https://example.org/auto", "https://example.org/bare",
        "mailto:authors@example.org", "https://github.com/example/hostile-repo"]
    assert links("We reject unsafe schemes") == []
    assert links("Autolinks with bad schemes") == ["https://evil.example/track.png"]  # a link, never an image
    assert links("LaTeX links are checked too") == ["https://example.org/ok"]


# `literal. --- title:` prints its TeX dash as one (tex_text.dashed); the YAML after it is text.
@pytest.mark.parametrize("literal", ["{{ 7*7 }}", "{% for x in range(3) %}", "\u2014 title: pwned", "&anchor *alias",
                                     "!!python/object/apply:os.system", "<script>window.__pwned=1</script>"])
def test_template_and_yaml_syntax_stays_literal(pages, literal):
    assert any(literal in visible_text(div) for html in pages.values() for div in ABSTRACT.findall(html))


def test_titles_and_snippets_are_inert_everywhere(built, abstracts, pages):
    """Titles derive from the text: check <title>, meta description, h1, listings and front matter."""
    site = json.loads((built / "site" / "papers.json").read_text(encoding="utf-8"))
    # A precondition, not the check: some derived titles must carry markup for the checks below to bite.
    # How many do depends on the title model (two before its defined-term feature, one since).
    hostile = [p for p in site if re.search(r"[<>&\"{}]|---", p["title"])]
    assert hostile, [p["title"] for p in site]
    for paper in site:
        assert paper["title"].strip(), f"{paper['id']} has an empty title: {paper['abstract'][:60]!r}"
        html = pages[f"{paper['url']}index.html"]
        head = inspect(html)
        title = re.search(r"<title>(.*?)</title>", html, re.S).group(1)
        assert visible_text(title) == f"{paper['title']} - ICML 2025 Abstracts"
        (description,) = [a["content"] for t, a in head.elements if t == "meta" and a.get("name") == "description"]
        assert description == paper["highlight"]
        (h1,) = re.findall(r'<h1 data-pagefind-meta="title">(.*?)</h1>', html, re.S)
        assert visible_text(h1) == paper["title"]
        _, meta = get_data((built / "docs" / f"papers/{paper['id']}.md").read_text(encoding="utf-8"))
        assert visible_text(meta["title"]) == paper["title"]
    for path in ("papers/index.html", *[p for p in pages if p.startswith(("collections/", "tags/"))]):
        listed = [visible_text(t) for t in re.findall(r'class="paper-item__title"[^>]*>(.*?)</a>', pages[path], re.S)]
        assert set(listed) <= {p["title"] for p in site}, path


@pytest.mark.parametrize("header", ["../../etc/passwd", "C:\\Windows\\System32\\..\\..\\evil", "---",
                                    "中文字符" * 38, HOSTILE_FILE])
def test_path_like_and_long_names_give_safe_slugs_inside_the_site(built, abstracts, header):
    (collection,) = {a.collection for a in abstracts if a.collection == header or a.source == header}
    papers = json.loads((built / "site" / "papers.json").read_text(encoding="utf-8"))
    assert collection in {p["collection"] for p in papers}
    slugs = [p.name for p in (built / "site" / "collections").iterdir()]
    assert all(re.fullmatch(r"[a-z0-9-]{1,80}", s) for s in slugs), slugs
    assert sorted(p.name for p in built.iterdir()) == [".cache", "docs", "seeds", "site"]  # .cache: derived titles


def test_exports_hold_the_exact_text(built, abstracts):
    site = built / "site"
    papers = json.loads((site / "papers.json").read_text(encoding="utf-8"))
    assert {p["id"]: p["abstract"] for p in papers} == {a.id: a.text for a in abstracts}
    assert (site / "papers.csv").read_text(encoding="utf-8").count("\n") >= len(abstracts)

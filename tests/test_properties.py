"""Property tests over generated abstracts of arbitrary Unicode, HTML and Markdown: safe, complete, once."""

from __future__ import annotations

import html
import re
from html.entities import html5

import markdown
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from mkdocs.config import load_config as load_mkdocs_config
from mkdocs.utils.meta import get_data

from generator.config import load_config
from generator.derive.corpus import derive
from generator.markup import (
    abstract_forms,
    markdown_parser,
    parsed_forms,
    plain_text,
)
from generator.models import Source
from generator.parse import normalise, parse
from generator.pages.render import front_matter, html_values
from generator.pages.views import build_view
from tests.conftest import CONFIG, ROOT, render_abstract, rendered
from tests.html_inspect import inspect, unsafe_parts, visible_text
from tests.test_markup import ALLOWED

ABSTRACT = re.compile(r'<div class="paper__abstract">(.*?)</div>', re.S)
FRAGMENTS = [
    "<script>window.__pwned=1</script>", "<img src=x onerror=alert(1)>", "<svg onload=alert(1)>", "<!--", "-->",
    "</div>", "</textarea>", "<style>", "&lt;", "&amp;", "&#60;", "&#x3C;", "&#10;", "&nbsp;", "&bogus;", "*", "**",
    "_", "__", "~~", "`", "```", "\\", "[x](javascript:alert(1))", "[y](https://example.org/a_b)", "<https://a.b>",
    "<javascript:x>", "https://github.com/a/b.", "mailto:a@b.c", "{{ 7*7 }}", "{% raw %}", "---", "...", "# ", "> ",
    "| a | b |", "1. ", "- ", "$", "$$", "$x_1$", "$\\text{<b>}$", "$$\\frac{a}{b}$$", "\\emph{e}", "``q''",
    "\\url{https://x.y}", "{: .x onclick=y }", "*[HTML]: H", "[TOC]", "!!! note", "--8<-- \"/etc/passwd\"",
    "\u202e", "\u200b", "\u2028", "\ufeff", "\x00", "\x1b[31m", "\U0001F469\u200d\U0001F469\u200d\U0001F467",
    "e\u0301", "\u0645\u0631\u062d\u0628\u0627", "\u05e9\u05dc\u05d5\u05dd", "\t",
]
words = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=12)
abstract_texts = st.lists(st.one_of(st.sampled_from(FRAGMENTS), words), min_size=1, max_size=20).map(" ".join)
QUICK = settings(max_examples=100, deadline=None)


@QUICK
@given(abstract_texts)
def test_any_text_renders_to_inert_allowed_markup(text):
    out = render_abstract(normalise(text))
    assert unsafe_parts(out) == []
    elements = inspect(out).elements
    assert {tag for tag, _ in elements} <= ALLOWED
    assert all(a["href"].startswith(("http://", "https://", "mailto:")) for tag, a in elements if tag == "a")


@QUICK
@given(abstract_texts.map(lambda t: normalise(t.replace("$", " "))))
def test_the_page_shows_exactly_the_plain_text(text):
    """What a browser reads from the HTML is what plain_text says a reader sees: escaping lost nothing."""
    assert visible_text(render_abstract(text)) == plain_text(text)


# Text with no Markdown, entity or LaTeX syntax (TeX's closing quote `''` included), but with every other character,
# HTML tags included.
literal = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="*_`[]\\&$~:{}"),
                  min_size=1, max_size=200).filter(lambda text: "''" not in text)


@QUICK
@given(literal)
def test_text_without_markup_is_shown_exactly(text):
    text = normalise(text)
    assert visible_text(render_abstract(text)) == re.sub(r"\s+", " ", text).strip()


# Prose without Markdown or TeX between math spans, prices, URLs and placeholder look-alikes.
PROSE_FRAGMENTS = [
    "$x$", "$x_1$", "$$\\frac{a}{b}$$", "$\\text{<b>}$", "$a * b$", "$[x]$", "$x\ty$", "$\\begin{x}$", "$5", "$",
    "$$", "$ x$", "https://github.com/a/b.", "http://x.org/p?q=1&r", "mailto:a@b.co", "MAILTO:A@B.CO", "ftp://x.y",
    "//x.org", "://", "MATHSLOT0X", "MATHSLOT0X0Z", "a-b", "50%", "x: y", "]", "#", "!", "\t", "\u2028", "\ufeff",
]
prose_words = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="*_`[<\\&~\r\0"),
                      max_size=12)
prose_texts = st.lists(st.one_of(st.sampled_from(PROSE_FRAGMENTS), prose_words), min_size=1, max_size=20).map(
    lambda parts: "".join(parts) if len(parts) % 3 == 0 else " ".join(parts))  # math next to words, too


@QUICK
@given(st.one_of(abstract_texts, literal, prose_texts, st.text(max_size=80)).map(normalise))
def test_skipping_the_parser_changes_nothing(text):
    """Markup-free prose around math skips the parser: both ways give the same HTML and plain text."""
    assert abstract_forms(text) == parsed_forms(text)
    assert abstract_forms(text)[1] == plain_text(text)


@QUICK
@given(st.one_of(abstract_texts, prose_texts, st.text(max_size=80)), st.booleans())
@example("[a](https://x.org) [b-c] then mailto:d@e.co", True)
@example("*a-b* [c]: https://x.org/y_z_ and ~~d:e~~", False)
def test_lean_parser_tokenises_like_the_stock_one(text, linkify):
    """Fewer text terminators and skipping linkify without a link marker change no token."""
    tokens = [t.as_dict() for t in markdown_parser(linkify).parseInline(text)[0].children or []]
    assert tokens == [t.as_dict() for t in markdown_parser(linkify, lean=False).parseInline(text)[0].children or []]


@QUICK
@given(st.sampled_from(sorted(name for name in html5 if name.endswith(";"))))
def test_entities_display_as_their_characters(name):
    out = render_abstract(f"a &{name} b")
    assert visible_text(out) == re.sub(r"\s+", " ", f"a {html.unescape('&' + name)} b").strip()
    assert unsafe_parts(out) == []


@QUICK
@given(st.text(max_size=300).map(normalise), st.text(max_size=300).map(normalise))
def test_front_matter_survives_mkdocs_and_reads_as_html(title, description):
    data = {"title": title, "description": description, "hide": ["navigation"]}
    body, meta = get_data(str(front_matter(html_values(data))) + "<div>body</div>\n")
    assert body == "<div>body</div>\n"
    assert meta == html_values(data)
    assert html.unescape(meta["title"]) == title and "<" not in meta["title"] + meta["description"]


@pytest.fixture(scope="module")
def site_parts(tmp_path_factory):
    """The project's config and the Python-Markdown that MkDocs would run over each page."""
    config, _ = load_config(CONFIG)
    mk = load_mkdocs_config(config_file=str(ROOT / "mkdocs.yml"), docs_dir=str(tmp_path_factory.mktemp("docs")))
    return config, markdown.Markdown(extensions=mk["markdown_extensions"], extension_configs=mk["mdx_configs"])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(abstract_texts.map(lambda t: re.sub(r"[\r\n]", " ", t)), min_size=1, max_size=6))
def test_parse_then_render_keeps_every_abstract_once(site_parts, texts):
    config, md = site_parts
    data = ("Generated Papers\n\n" + "\n\n".join(texts) + "\n").encode("utf-8")
    parsed = parse((Source("gen.txt", "seeds/gen.txt", data),))
    expected = list(dict.fromkeys(t for t in map(normalise, texts) if t))
    assert [a.text for a in parsed.abstracts] == expected

    corpus, _ = derive(parsed.abstracts, config)
    pages = rendered(build_view(corpus, config))
    for a in parsed.abstracts:
        div = f'<div class="paper__abstract">{render_abstract(a.text)}</div>'
        assert [path for path, text in pages.items() if div in str(text)] == [f"papers/{a.id}.md"]
        body, _ = get_data(pages[f"papers/{a.id}.md"])
        md.reset()
        (shown,) = ABSTRACT.findall(md.convert(body))
        assert shown == render_abstract(a.text)  # Python-Markdown left the raw HTML block alone
        if "$" not in a.text:
            assert visible_text(shown) == plain_text(a.text)

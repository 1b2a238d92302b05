"""Code links found in abstract text: real phrasings, punctuation around URLs, look-alike hosts."""

from __future__ import annotations

import pytest

from generator.derive.links import code_links, find_urls, host


@pytest.mark.parametrize(
    "text, code",
    [
        ("The code is available at https://github.com/langfengQ/CoSo.", ["https://github.com/langfengQ/CoSo"]),
        ("Code is available at: \\url{https://github.com/njustkmg/ICML25-PGM}.", ["https://github.com/njustkmg/ICML25-PGM"]),
        ("datasets are available at https://github.com/jiangliangxiao/LDPLC.", ["https://github.com/jiangliangxiao/LDPLC"]),
        ("[http://github.com/mlosch/SAT](http://github.com/mlosch/SAT).", ["http://github.com/mlosch/SAT"]),
        ("(https://github.com/a/b) and https://github.com/a/b/ again", ["https://github.com/a/b"]),
        ("see **https://gitlab.com/group/project**, or https://huggingface.co/org/model;", [
            "https://gitlab.com/group/project", "https://huggingface.co/org/model"]),
        ("代码见 https://gitee.com/a/b。", ["https://gitee.com/a/b"]),
        ("project page http://rl-diffusion.github.io. and https://zenodo.org/record/2603256]", []),
        ("only the host https://github.com and https://www.github.com/", []),
        ("look-alikes https://github.com.evil.example/a/b and https://evil.example/github.com/a/b", []),
        ('quotes end it: https://github.com/a/b"onmouseover=alert(1) and <https://github.com/c/d>', [
            "https://github.com/a/b", "https://github.com/c/d"]),
        ("javascript:alert(1)//https://github.com/a/b", ["https://github.com/a/b"]),
    ],
)
def test_code_links(text, code):
    assert list(code_links(text)) == code


def test_every_url_is_http_and_free_of_markup_characters():
    text = 'x https://a.example/p?q=1&r=2#f, <https://b.example/"x"> \\url{https://c.example/}'
    urls = find_urls(text)
    assert urls == ["https://a.example/p?q=1&r=2#f", "https://b.example/", "https://c.example/"]
    assert not any(set(u) & set("<>\"'{}\\ ") for u in urls)


@pytest.mark.parametrize(
    "url, name",
    [("https://www.github.com/a", "github.com"), ("http://sites.google.com/view/x", "sites.google.com"), ("https://", "")],
)
def test_host(url, name):
    assert host(url) == name


@pytest.mark.parametrize(
    "text, found, plain",
    [
        ("Code (https://github.com/a/b) and more.", ["https://github.com/a/b"], "Code () and more."),
        ("Code at https://github.com/a/b.", ["https://github.com/a/b"], "Code at"),
        ('See "https://x.org/p" now', ["https://x.org/p"], "See now"),
        ("Data {https://x.org/d} here", ["https://x.org/d"], "Data {} here"),
        ("Site (www.example.org/x) too", [], "Site () too"),
        ("A [demo](https://x.org/demo) page", ["https://x.org/demo"], "A demo page"),
    ],
    ids=["parenthesis", "full-stop", "quotes", "braces", "www", "markdown-link"],
)
def test_links_and_prose_see_the_same_addresses(text, found, plain):
    """One URL pattern: the address a code link is found in is the address prose drops, brackets kept."""
    from generator.derive.prose import clean

    assert find_urls(text) == found
    assert clean(text) == plain

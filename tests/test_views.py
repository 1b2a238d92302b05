"""The page views' indexes (generator/pages/views.py): what lists show under a paper's title."""

from __future__ import annotations

import pytest

from generator.pages.views import snippet_markup


@pytest.mark.parametrize(
    "snippet, holds, lacks",
    [
        ("We prove an $O(\\sqrt{T})$ regret bound.", ["<math", "<msqrt>", "regret bound."], ["$O("]),
        ("We bound <b>regret</b> & loss.", ["&lt;b&gt;regret", "&amp; loss"], ["<b>", "<math"]),
        ("It costs $5 and more.", ["$5 and more"], ["<math"]),
        ("We learn $\\mathcal{L}$ from https://example.org/x data.", ["<math", "https://example.org/x"], ["<a ", "href"]),
    ],
    ids=["math-as-mathml", "markup-escaped", "a-lone-dollar-is-text", "no-links-that-rerooting-would-break"],
)
def test_a_snippet_shows_its_math_as_the_abstract_does_and_nothing_else(snippet, holds, lacks):
    """Lists set a highlight's TeX as MathML; everything else stays escaped text, never a link or a tag."""
    shown = str(snippet_markup(snippet))
    assert all(part in shown for part in holds), shown
    assert not any(part in shown for part in lacks), shown

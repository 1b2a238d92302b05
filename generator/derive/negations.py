"""Give a title back the `without` its abstract writes before one of its halves.

A title joins two phrases of its abstract, and one of them may be what the paper does without: the abstract of
`Quilt Folding with Marmot Labels` says only that quilts are folded `without marmot labels`, so the title says the
opposite of the paper. Where the abstract writes one half only after `without`, the title says `without` too: `Quilt
Folding without Marmot Labels`, and `Marmot Folding for Quilt Repair` whose first half the abstract writes only as
`without marmot folding` becomes `Quilt Repair without Marmot Folding`. Of 13,765 corpus titles, four said the
opposite of their abstract so (eighty-first session).
"""

from __future__ import annotations

import re

from generator.derive.prose import written_whole
from generator.derive.title_pieces import after_colon

# The one word between a title's halves; a title with more relates three things and is left as it is.
_LINKS = re.compile(r" (for|with|via|using|by|through|in|on|under|from|to) ")
_OTHER_LINKS = re.compile(r" (?:and|or|of|without|versus|vs\.?|against|beyond|across|over|into|between) ", re.I)
_NEGATOR = re.compile(r"(?:\bwithout|\bw/o)\s+$", re.I)
_ARTICLE = re.compile(r"(?:a|an|the) ", re.I)


def negation_restored(title: str, text: str) -> str:
    """The title with `without` between its halves where the abstract writes one of them only after `without`."""
    prefix, body = after_colon(title)
    halves = _LINKS.split(body)
    if len(halves) != 3 or _OTHER_LINKS.search(body):
        return title
    first, _, second = halves
    if negated(second, text) and not negated(first, text):
        return f"{prefix}{first} without {second}"
    if negated(first, text) and not negated(second, text):
        return f"{prefix}{second[0].upper()}{second[1:]} without {first}"
    return title


def negated(half: str, text: str) -> bool:
    """Tell a title's half that the abstract writes, and writes only right after `without`."""
    phrase = half[article.end():] if (article := _ARTICLE.match(half)) else half
    places = written_whole(text, phrase)
    return bool(places) and all(_NEGATOR.search(text, max(0, at - 10), at) for at, _ in places)

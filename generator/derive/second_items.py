"""Put back the second item a title cut off: `Quilt Folding in Continuous Time` says `... in Continuous Time and
Space` where the abstract writes `continuous time and space` every time it writes `continuous time`.

Where every place the abstract writes the title's last two words goes on with `and` and one or two words that end the
phrase (a stop, a comma, a bracket), and always the same ones, the title goes on with them. Blind readers preferred
the titles with both items 51 to 11, poor 34 -> 21 of 75 verdicts (seventy-fifth session). An item that opens on a
function word or a verb, or says a word of the title again, is no second item.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.prose import written_whole

_NO_ITEM = frozenset(
    "a an the its their his her our my your this that these those other others various many several some all any more "
    "most less such same related then thus also so in on at to for with by from of as via into than show shows provide "
    "provides obtain obtains propose proposes prove proves present presents use uses apply applies achieve achieves "
    "demonstrate demonstrates derive derives develop develops evaluate evaluates compare compares establish "
    "establishes introduce introduces discuss discusses study studies analyze analyzes analyse find finds report "
    "reports give gives design designs solve solves make makes lead leads allow allows enable enables improve improves "
    "can may will should must is are was were be been it they we there beyond vice versa elsewhere".split())
_ITEM = re.compile(r" and ([A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*)?)(?=[.,;:)]|\s*$| \()")
# After an item, an aside in brackets must close the phrase too (`space (CTS).`, `space (CTS) is ...`).
_ASIDE_ENDS = re.compile(r" \([^()]{1,25}\)(?:[.,;:]|\s*$| (?:is|are|was|were|which|that|has|have|can|to|in|on|for"
                         r"|with)\b)")
_PAST_TENSE = re.compile(r"(?:ed|ly)$")


def pair_completed(title: str, text: str) -> str:
    """The title with the second item the abstract always writes after its last two words (see the docstring)."""
    words = title.split()
    if len(words) < 3:
        return title
    places = written_whole(text, " ".join(words[-2:]))
    items = {item.lower(): item for item in reversed([_item(text, end) for _, end in places])}  # the first's case
    if len(items) != 1 or "" in items:
        return title
    item = next(iter(items.values())).split()
    said = {w.lower() for w in re.findall(r"[\w-]+", title)}
    if _PAST_TENSE.search(item[0].lower()) or any(w.lower() in _NO_ITEM or w.lower() in said for w in item) \
            or len(words) + len(item) + 1 > MAX_WORDS:
        return title
    return f"{title} and {' '.join(w[:1].upper() + w[1:] for w in item)}"


def _item(text: str, end: int) -> str:
    """The item the abstract writes after `and` right after end; '' where it writes none there, or an aside after it
    that does not close the phrase."""
    found = _ITEM.match(text, end)
    if not found or text.startswith(" (", found.end()) and not _ASIDE_ENDS.match(text, found.end()):
        return ""
    return found[1]

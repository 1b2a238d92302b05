"""Tell a named paper's `A for B` whose halves the abstract never relates, by the sentences that write them, or whose
B it only writes as what the work uses.

A join promises F1, and readers often find it wrong: `NAME: A for B` is poor for 27% of named titles with a join and
7% of those without. Where the halves stand in no one sentence, the join is least safe when B comes from a later
background sentence: a setting others worked in, not what this work is for. Dropped there, blind readers found 8
titles poor of 83 where the joins had 31, faithful 20 -> 25, and preferred the shorter title 44 to 39 (twenty-fifth
session; the same rule for A from the opening and B from the name's sentence read 15 to 18, faithful 10 -> 6, and is
not kept). A first half whose initials begin the name is the name's own phrase and keeps its purpose (`FAST: Feasible
Action Search for ...`).
"""

from __future__ import annotations

from typing import Sequence

from generator.derive.title_checks import ARTICLES
from generator.derive.title_pieces import purpose_halves
from generator.derive.title_spans import Document, places


def unrelated_named_join(doc: Document, words: Sequence[str]) -> bool:
    """Tell a named paper's `A for B` that no sentence writes whole and whose B a later background sentence writes
    first."""
    lower = [w.lower() for w in words]
    if not doc.name or lower.count("for") != 1:
        return False
    cut = lower.index("for")
    first, second = lower[:cut], lower[cut + 1 :]
    if not first or not second or written_in(doc, first) & written_in(doc, second) or begins_name(doc.name, first):
        return False
    return role(doc, second) == "background"


def begins_name(name: str, words: Sequence[str]) -> bool:
    """Tell words whose initials begin the name (`Feasible Action Search` of `FAST`): the name's own phrase."""
    initials = "".join(w[0] for w in words if w[:1].isalpha()).upper()
    return len(initials) >= 2 and "".join(c for c in name if c.isalnum()).upper().startswith(initials)


def written_in(doc: Document, lower: Sequence[str]) -> set[int]:
    """The sentences that write these lower-cased words in a row."""
    return {doc.sentence[i] for i in places(doc, lower)}


def role(doc: Document, lower: Sequence[str]) -> str:
    """What the first sentence writing these words is: `name` (it coins the name), `opening`, `own` (it states the
    paper's work), `background`, or `unwritten`."""
    found = written_in(doc, lower)
    if not found:
        return "unwritten"
    first = min(found)
    if doc.name in doc.sentences[first]:
        return "name"
    if first == 0:
        return "opening"
    return "own" if doc.contribution[first] else "background"


# Words after which the abstract names what a work uses, not what it is for (`by leveraging principles from RL`), and
# the words a means may stand behind (`principles from`, `the`).
_MEANS_WORDS = frozenset("using via with by leveraging utilizing employing through based from upon".split())
_MEANS_HEADS = ARTICLES | frozenset("principles principle ideas idea tools techniques methods advances".split())


def written_as_means(doc: Document, words: list[str]) -> bool:
    """Tell a purpose the abstract only ever writes after a means word (`DISK: Discrete Keypoints for Reinforcement
    Learning` from `by leveraging principles from Reinforcement Learning`): the work uses it, `for` turns it round.
    On 43 corpus titles a name's expansion alone read better than with it, 79 to 50, poor 63 -> 3 of 129 verdicts;
    with `via` instead of `for`, worse, 45 to 70 (forty-ninth session)."""
    found = list(places(doc, [w.lower() for w in words]))
    return bool(found) and all(_after_means(doc, at) for at in found)


def _after_means(doc: Document, at: int) -> bool:
    """Tell a place in the abstract that a means word leads, past articles and the words a means stands behind."""
    k = at - 1
    while k >= 0 and doc.lower[k] in _MEANS_HEADS and doc.sentence[k] == doc.sentence[at]:
        k -= 1
    return k >= 0 and doc.sentence[k] == doc.sentence[at] and doc.lower[k] in _MEANS_WORDS


# How an abstract links a work to what it uses, as a title writes the link (`a tessel operator based on Marmot Nets`).
_USE_LINKS = {("based", "on"): "Based on", ("built", "on"): "Built on", ("built", "upon"): "Built upon",
              ("using",): "Using", ("utilizing",): "Using", ("employing",): "Using", ("by", "using"): "Using",
              ("by", "utilizing"): "Using", ("leveraging",): "Leveraging", ("by", "leveraging"): "Leveraging",
              ("powered", "by"): "Powered by", ("via",): "via", ("through",): "through"}
_LINK_REACH = 3  # words that may stand between a title's first half and the link (`A (ACR), | based on B`)


def means_linked(doc: Document, title: str) -> str:
    """Write a title's `A for B` with the link the abstract writes between its halves, where it writes B only as what A
    uses (`we introduce a tessel operator based on marmot nets`: `Tessel Operator Based on Marmot Nets`), never as
    what it is for. Blind readers preferred the 5 corpus titles it changed 15 to 0, poor 12 -> 3 (seventieth
    session)."""
    halves = purpose_halves(title)
    if halves is None:
        return title
    prefix, work, aim = halves
    link = _use_link(doc, work.lower().split(), aim.lower().split())
    return f"{prefix}{work} {link} {aim}" if link else title


def _use_link(doc: Document, first: list[str], second: list[str]) -> str:
    """The link the abstract writes from first to second as what it uses, where every place it writes second follows
    such a link after first (past articles), or ''."""
    found = list(places(doc, second[:2]))
    links = {_link_before(doc, at, first[-1]) for at in found}
    return links.pop() if found and len(links) == 1 else ""


def _link_before(doc: Document, at: int, last: str) -> str:
    """The use link written before word `at`, with `last` (a first half's last word) shortly before it, or ''."""
    k = at - 1
    while k >= 0 and doc.lower[k] in ARTICLES and doc.sentence[k] == doc.sentence[at]:
        k -= 1
    for size in (2, 1):
        words = tuple(doc.lower[k - size + 1 : k + 1])
        start = k - size + 1
        if words in _USE_LINKS and start > 0 and doc.sentence[start] == doc.sentence[at] and last in [
                doc.lower[i] for i in range(max(0, start - _LINK_REACH), start) if doc.sentence[i] == doc.sentence[at]]:
            return _USE_LINKS[words]
    return ""

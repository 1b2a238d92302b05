"""Say what a paper casts its topic as: `We cast quilted policy methods as the repeated application of two operators`
makes `Quilted Policy Methods as Repeated Application of Two Operators`, where the title named the topic alone.

Real titles often say one problem as another (`Marmot Tracking as Sparse Coding`); an unnamed title that only names
the topic such a sentence recasts reads as generic, and the recasting is the paper's own idea. Blind readers
preferred the recast titles 30 to 6 on 12 corpus papers, faithful 18 -> 27 and poor 6 -> 1 of 36 verdicts
(sixty-seventh session; 27 to 3 on the 10 a repeated pair of words leaves recast). Only for unnamed papers: after a
name, which already says what the work is, the recasting read as a detail as often as not (18 to 14 on 11 named
papers).
"""

from __future__ import annotations

from generator.derive.house_style import finished
from generator.derive.phrases import is_adverb
from generator.derive.title_casing import title_case
from generator.derive.verb_forms import base_form
from generator.derive.purposes import purpose_end
from generator.derive.shown_spans import shows
from generator.derive.title_checks import ARTICLES, repeats_itself
from generator.derive.title_model import Model
from generator.derive.title_pieces import UNIT, content_units
from generator.derive.title_spans import Document, span_units, span_words

# Verbs that say a work takes one thing as another (`we formulate X as Y`, `we view X as Y`).
CASTING = frozenset(
    f"{verb}{end}" for verb in ("cast", "recast", "formulate", "reformulate", "frame", "reframe", "view", "treat",
                                "model", "pose", "interpret", "represent", "rephrase")
    for end in ("", "s"))
TOPIC_WORDS = 7  # the words from the verb to its `as`: longer, the topic reads as a clause
UNITS = 10  # content words of the whole title
# Words a recast topic may not hold: what points back (`we cast this as ...`), a second verb's `and` (`we formulate
# and characterize X as ...`).
_UNSAID = frozenset("this these those that it its itself our their such each which what them and or".split())
_HOLDERS = frozenset({"problem", "task", "question"})  # `the problem of X as Y` recasts X
_SUBJECTS = frozenset({"we", "paper", "work"})  # whose verb it is: the paper's, not a method's or another's
# What a topic is cast as never opens on these: what points back, `as a new task` (nothing of what the topic
# becomes), `as one of ...` (a kind, not a thing).
_NOT_WHAT = _UNSAID | {"new", "novel", "one"}


def casting(doc: Document, model: Model) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The topic a sentence of the paper's own casts as something else, and what it casts it as: their word spans
    (start, end), where both read whole in a title; else None."""
    for k in range(1, len(doc) - 3):
        if doc.lower[k] not in CASTING or not doc.contribution[doc.sentence[k]] or not _cast_by_paper(doc, k):
            continue
        topic = _topic(doc, k + 1)
        if topic is None:
            continue
        start = topic[1] + 2
        start += start < len(doc) and doc.lower[start] in ARTICLES
        if start >= len(doc) or doc.sentence[start] != doc.sentence[k] or doc.lower[start] in _NOT_WHAT:
            continue
        end = purpose_end(doc, start)
        if (end is None or _cut(doc, end) or len(span_units(doc, start, end)) < 2
                or len(span_units(doc, topic[0], end)) > UNITS
                or not shows(doc, *topic, model) or not shows(doc, start, end, model)):
            continue
        return topic, (start, end)
    return None


def _cut(doc: Document, end: int) -> bool:
    """Tell a phrase that stops at word end where its sentence goes on with an article (`an observer traveling around
    | a continuous space`): what it is cast as is cut short."""
    after = end + 1
    return (after < len(doc) and not doc.closes[end] and doc.sentence[after] == doc.sentence[end]
            and doc.lower[after] in ARTICLES)


def _defined(doc: Document, end: int) -> bool:
    """Tell a phrase whose acronym follows it in brackets, maybe before the noun its article was for (`as an offline
    reinforcement learning (RL) problem`): no article is kept, where it might be the noun's (`as a Ranking Problem`)."""
    return end + 1 < len(doc) and doc.opens[end + 1] and doc.sentence[end + 1] == doc.sentence[end]


def _cast_by_paper(doc: Document, k: int) -> bool:
    """Tell the verb at word k the paper's own (`we cast`, `we further cast`, `this paper frames`, `we propose to
    represent`)."""
    before = doc.lower[k - 1]
    if before == "to":  # `we propose to represent X as Y`
        return k > 1 and doc.lower[k - 2] in ("propose", "proposes")
    return before in _SUBJECTS or k > 1 and doc.lower[k - 2] == "we" and is_adverb(before)  # `we further cast`


def _topic(doc: Document, i: int) -> tuple[int, int] | None:
    """The words from word i (after the verb) up to the `as` that recasts them, without an article or a holder
    (`the problem of`); None if no `as` closes a short topic in the same clause."""
    i += doc.lower[i] in ARTICLES
    if i + 1 < len(doc) and doc.lower[i] in _HOLDERS and doc.lower[i + 1] == "of":
        i += 2
    if i >= len(doc) or doc.sentence[i] != doc.sentence[i - 1]:
        return None
    at = next((k for k in range(i + 1, min(len(doc), i + TOPIC_WORDS + 1)) if doc.lower[k] == "as"), None)
    if (at is None or doc.sentence[at] != doc.sentence[i] or any(doc.closes[k] for k in range(i, at))
            or any(word in _UNSAID for word in doc.lower[i:at]) or not span_units(doc, i, at - 1)):
        return None
    return (i, at - 1) if not (at - 1 == i and doc.lower[i] in _HOLDERS) else None


def restates(title: str, units: list[str]) -> bool:
    """Tell a title half of whose content words or more are the recasting's (units), in any number: it only names
    what the sentence recasts. Where it says more (`A Zephyr Mechanism of Linear Complexity` beside `attention as
    information flow`), the recasting is a detail of the work: blind readers preferred such titles kept, 20 to 6 on 9
    corpus papers."""
    said = {base_form(unit) for unit in units}
    words = [base_form(unit) for unit in content_units(title.lower())]
    return bool(words) and 2 * sum(word in said for word in words) >= len(words)


def cast_title(doc: Document, title: str, model: Model) -> str:
    """The title as what the paper casts its topic as, where it is unnamed and only names that topic (restates);
    else the title."""
    if doc.name:
        return title
    cast = casting(doc, model)
    if cast is None:
        return title
    (i, j), (start, end) = cast
    if not restates(title, [*span_units(doc, i, j), *span_units(doc, start, end)]):
        return title
    article = [doc.lower[start - 1]] if doc.lower[start - 1] in ("a", "an") and not _defined(doc, end) else []
    recast = finished(title_case([*span_words(doc, i, j), "as", *article, *span_words(doc, start, end)]))
    # never a pair of words twice (`Quilt Learning as Invariant Quilt Learning`), which reads as a slip
    return recast if len(recast.split()) >= 3 and not repeats_itself(UNIT.findall(recast.lower())) else title

"""Say how a work works, where the paper's own sentence writes it right after the work: `Multi-Scale Transformer with
Adaptive Pathways for Time Series Forecasting`, `Lightweight Defense against Black-Box Attacks by Adding Random Noise`.

Readers' own titles say how far more often than the derived ones (`via` in 8.5% of the development set's real titles
against 1.0% of derived ones, `with` 18% against 6%), and a reader's better title often adds the means. The means
stays in the abstract's words and link (`via`, `using`, `through`, `based on`, `by` a gerund), so the title gains no
word its abstract lacks.
"""

from __future__ import annotations

from typing import Callable

from generator.derive.phrases import gerund_of, title_case
from generator.derive.purposes import PURPOSE_WORDS, RELATIONS, bare_deed, purpose_end
from generator.derive.span_choice import says_result
from generator.derive.tails import CIRCUMSTANCES, tail_after
from generator.derive.title_checks import ARTICLES
from generator.derive.title_pieces import content_units
from generator.derive.title_spans import Document, can_end, places, says_twice, span_units, span_words

_MEANS_LINKS = frozenset("with via through using".split())
MEANS_WORDS = 4  # a means longer than this is a clause of its own
MEANS_UNITS = 11  # content words of the whole title with its means
# Words of a means that say nothing of how the work works (`with Proposed Method`), or a property of what it gives
# (`with Low Variance`, `with Smaller Number of Nodes`): blind readers preferred the title without those.
_NO_MEANS = frozenset(
    "proposed new novel approach approaches method methods ability support perfect good our low lower small smaller "
    "high higher large larger fewer less more".split())


def with_means(doc: Document, title: str, shown: str, shows: Callable[[int, int], bool], verbs: frozenset[str]) -> str:
    """`Work with Means for Purpose`: a title that says what its work is for, where a sentence of the paper's own work
    writes the work right before `with`, `via`, `through` or `using` and a short phrase, keeps that phrase between
    (`Multi-Scale Transformer with Adaptive Pathways for Time Series Forecasting`). Blind readers preferred it 33 to 6
    (3 the same) on 14 corpus papers, faithful 15 -> 20, weak 15 -> 8, poor 12 -> 14 of 42 verdicts (fortieth
    session; the property words of _NO_MEANS were read off two titles they preferred without)."""
    head, link, purpose = title.partition(" for ")
    work = head.removeprefix(f"{shown}: ") if shown else head
    lower = work.lower().split()
    if not link or " for " in purpose or len(lower) < 2 or not RELATIONS.isdisjoint(lower) or ":" in work:
        return title
    for start in (i for i in places(doc, lower) if doc.contribution[doc.sentence[i]]):
        tail = tail_after(doc, start, start + len(lower) - 1, verbs)
        if tail is None or tail[0] not in _MEANS_LINKS:
            continue
        means = doc.lower[tail[1] : tail[2] + 1]
        units = [*content_units(title), *span_units(doc, tail[1], tail[2])]
        if (len(means) > MEANS_WORDS or not _NO_MEANS.isdisjoint(means) or means[0].endswith("ing")
                or len(units) > MEANS_UNITS or says_twice(units) or not shows(tail[1], tail[2])):
            return title
        return f"{head} {tail[0]} {title_case(span_words(doc, tail[1], tail[2]), first=False)} for {purpose}"
    return title


# Links after which a sentence writes how its work is done; `by` only before a gerund (`by Adding Random Noise`).
_MEANS_AFTER = frozenset("via through using".split())
# Gerunds after `by` that say no means (`by Proposing X`, `by Taking Inspiration from Y`), and words of a means that
# say no particular one (`based on the Idea of`, `by Optimizing a Novel Objective`).
_NO_MEANS_VERBS = frozenset(
    "propose introduce present develop design provide take consider study show prove find".split())
_VAGUE_MEANS = frozenset("idea ideas novel new proposed simple inspiration framework".split())
_HAS_MEANS = frozenset("via by using through based with leveraging".split())
# Where a means too long for a title may be cut (`via random input noise | between the hidden layers`).
_CUTS = frozenset("of in on between from across over within under into".split())


def means_link(doc: Document, k: int) -> tuple[str, int] | None:
    """The means link written at word k (`via`, `using`, `through`, `based on`, `by means of`, `by` a gerund) and where
    its phrase starts, past an article; else None."""
    lower, n = doc.lower, len(doc)
    if lower[k] == "based" and k + 1 < n and lower[k + 1] == "on":
        link, start = "based on", k + 2
    elif lower[k] == "by" and lower[k + 1 : k + 3] == ("means", "of"):
        link, start = "by means of", k + 3
    elif lower[k] == "by" and k + 1 < n and lower[k + 1] == "using":  # `by using X` says `using X`
        link, start = "using", k + 2
    elif lower[k] == "by" and k + 1 < n and lower[k + 1].endswith("ing"):
        link, start = "by", k + 1
    elif lower[k] in _MEANS_AFTER:
        link, start = lower[k], k + 1
    else:
        return None
    start += start < n and lower[start] in ARTICLES
    return (link, start) if start < n and doc.sentence[start] == doc.sentence[k] else None


def means_after(doc: Document, title: str, shown: str, shows: Callable[[int, int], bool]) -> str:
    """`Work via Means`: a title that says nothing of how, first written in a sentence of the paper's own work right
    before a means link and a short phrase, goes on with them (`Lightweight Defense against Black-Box Attacks by
    Adding Random Noise`, `Residual Error Estimation for Matrix and Vector Norms using Linear Sketch`). Blind readers
    preferred it 69 to 9 on 26 corpus papers, faithful 30 -> 59 and poor 3 -> 8 of 78 verdicts (forty-first
    session)."""
    body = title.removeprefix(f"{shown}: ") if shown else title
    lower = body.lower().split()
    if len(lower) < 2 or ":" in body or not _HAS_MEANS.isdisjoint(lower):
        return title
    at = next((i for i in places(doc, lower) if doc.contribution[doc.sentence[i]]), None)
    end_at = at + len(lower) - 1 if at is not None else 0
    if at is None or end_at + 2 >= len(doc) or doc.closes[end_at] or doc.sentence[end_at + 1] != doc.sentence[at]:
        return title
    found = means_link(doc, end_at + 1)
    if found is None:
        return title
    link, start = found
    end = means_end(doc, start)
    if end is None or not telling_means(doc, start, end, link):
        return title
    units = [*content_units(title), *span_units(doc, start, end)]
    if len(units) > MEANS_UNITS or says_twice(units) or not shows(start, end):
        return title
    return f"{title} {title_case([*link.split(), *span_words(doc, start, end)], first=False)}"


def means_end(doc: Document, start: int) -> int | None:
    """The last word of the means phrase written from word start: where its phrase ends (purposes.purpose_end), else
    before the first relation of _CUTS that leaves it two words or more; None if neither comes soon."""
    end = purpose_end(doc, start, objects=True)
    if end is not None:
        return end
    return next((k - 1 for k in range(start + 2, min(len(doc), start + PURPOSE_WORDS)) if doc.lower[k] in _CUTS
                 and doc.sentence[k] == doc.sentence[start] and can_end(doc, k - 1) and not doc.closes[k - 1]), None)


def telling_means(doc: Document, start: int, end: int, link: str) -> bool:
    """Tell a means phrase that names a particular means: a gerund with its object, or two content words or more, no
    vague word, no circumstance nor result (a pointing word already ended the phrase)."""
    words = doc.lower[start : end + 1]
    gerund_led = link == "by" or words[0].endswith("ing")
    if link == "by" and (gerund_of(words[0], _NO_MEANS_VERBS) or bare_deed(words[0])):
        return False
    if len(span_units(doc, start, end)) < (1 + gerund_led if end > start else 2):
        return False
    return _VAGUE_MEANS.isdisjoint(words) and CIRCUMSTANCES.isdisjoint(words) and not says_result(doc, start, end)

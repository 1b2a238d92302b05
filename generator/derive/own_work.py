"""Put the paper's own work before a title that names only what it is for: `What We Propose for Topic`.

Where the chosen phrase stands only in the opening or background sentences (`Symmetric Generalized Eigenvalue Problem`),
readers take it for the field, not the paper: blind readers preferred `Parallelizable Algorithm for Symmetric
Generalized Eigenvalue Problem`, with what `we propose` names first, 80 to 20 on 105 papers, faithful 4 -> 43 and poor
34 -> 21 (twenty-fourth session). So do they where `A for B` names another's work for the paper's own topic
(`Two-Time-Scale GDA for Solving Nonconvex-Concave Minimax Problems`, not `Celebrated Gradient Descent Ascent for
...`): 28 to 23 on 54 papers, faithful 7 -> 16 and poor 20 -> 14; and where the phrase is from the paper's own
sentences but names what the work is for, not the work (`Unbiased Estimator for Weakly Supervised Learning Problem`):
87 to 22 on 120 papers, faithful 22 -> 61, poor 20 -> 19. The work may start after the praise that leads it (`a novel
| quilted sampler`, shown_spans.whole_phrase), which had kept it out of most such titles: 170 corpus titles change,
and blind readers preferred them 183 to 50 on 80 papers (faithful 49 -> 140, poor 66 -> 39 of 240 verdicts; named
papers 40 to 15, sixty-eighth session). So may it right after its making verb (`we propose | quilted sampling`,
contribution_verbs.MAKING_OPENERS), where no article stands between: 133 more titles, 125 to 31 on 53 papers
(faithful 25 -> 78, poor 45 -> 31 of 159); and after a count there (`we propose two | quilted samplers`): 20 more, 27
to 6 (24 the same) on 19 of them. As a join's half, a span after the verb read worse (38 to 28 against it on 25 papers).
"""

from __future__ import annotations

from typing import Callable, Sequence

from generator.derive.descriptions import PRAISE, VAGUE_KINDS
from generator.derive.span_choice import FILLER
from generator.derive.title_checks import NAMING_WORDS
from generator.derive.title_joins import JOINED_UNITS, WORK_NOUNS
from generator.derive.title_spans import Document, places, span_units, span_words

CANDIDATES = 40  # the best-ranked spans read for what `we propose` names
# Words that say the paper looked at something rather than made it (`Thorough Analysis`, `Empirical Study`).
_LOOKING = frozenset("analysis analyses study studies discovery discoveries view perspective insight insights solution "
                     "solutions way ways experiments".split())
# Words that name no work of their own (`Unified Framework`, `Thorough Analysis`, `Intriguing Discovery`).
_WEAK = FILLER | PRAISE | _LOOKING | frozenset(
    "experimental extensive thorough intriguing alternative comprehensive systematic empirical innovative simpler "
    "mechanism".split())
# Heads that say the paper looked at something, not what it made (`Large-Scale Empirical Study`, `Natural Distinction`).
_LOOKED = _LOOKING | frozenset("manner distinction investigation understanding task tasks".split())
OTHER_LINKS = frozenset({"and", "or", "with", "via", "by"})  # a title that relates two things already says more
# Heads of a made thing: `Doubly-Adaptive Quantization Algorithm`, `Regularization Penalty`, `Domain-Specific Language`.
# Not `models` or `networks`, which name fields (`Diffusion Models`, `Graph Neural Networks`) as often as works.
MADE_KINDS = VAGUE_KINDS | frozenset(
    "transformer estimator estimators loss regularizer penalty language parameterization module layer mechanism solver "
    "algorithms frameworks architectures techniques strategies".split())


def with_own_work(doc: Document, words: list[str], ranked: list[tuple[float, int, int]],
                  fits: Callable[[int, int], bool]) -> list[str]:
    """`Work for Topic`: where a title does not name the paper's own work, what `we propose` names leads it; else []."""
    if doc.long or doc.described:  # the name says what the work is
        return []
    topic = unowned_topic(doc, words)
    if topic is None:
        return []
    topical = set(span_units(doc, *topic))
    work = next(((i, j) for _, i, j in ranked[:CANDIDATES] if proposed_work(doc, i, j, topical) and fits(i, j)), None)
    return [*span_words(doc, *work), "for", *span_words(doc, *topic)] if work else []


def work_first(doc: Document, words: list[str]) -> list[str]:
    """`Work for Topic`, where a title reads `Topic for Work`: its second half is what `we propose` names, a made thing
    (MADE_KINDS), and its first half no part of it nor a kind of work (`Federated Learning for Doubly-Adaptive
    Quantization Algorithm`). Else the words as they are."""
    lower = [w.lower() for w in words]
    if lower.count("for") != 1 or lower[-1] not in MADE_KINDS:
        return words
    cut = lower.index("for")
    topic, work = words[:cut], words[cut + 1 :]
    at, made = written_at(doc, topic), written_at(doc, work)
    if (not topic or at is None or made is None or lower[cut - 1] in VAGUE_KINDS - {"model"}
            or " ".join(topic) == doc.long or any(doc.proposed[at[0] : at[1] + 1])
            or not all(doc.proposed[made[0] : made[1] + 1])):
        return words
    return [*work, "for", *topic]


def unowned_topic(doc: Document, words: Sequence[str]) -> tuple[int, int] | None:
    """The span a title names as its topic where the title does not name the paper's own work: a single phrase, or B
    of `A for B` where the abstract first writes A outside the sentences stating its own work (`Celebrated Gradient
    Descent Ascent for ...` names another's); never one inside what `we propose` names. Else None."""
    lower = [w.lower() for w in words]
    if not OTHER_LINKS.isdisjoint(lower) or lower.count("for") > 1:
        return None
    cut = lower.index("for") if "for" in lower else len(words)
    halves = [written_at(doc, half) for half in (words[:cut], words[cut + 1 :]) if half]
    if not halves or None in halves or (len(halves) == 2 and doc.contribution[doc.sentence[halves[0][0]]]):
        return None
    topic = halves[-1]
    if True in doc.proposed[topic[0] : topic[1] + 1] or doc.lower[topic[1]] in WORK_NOUNS:  # never `for ... Approaches`
        return None
    return topic


def written_at(doc: Document, words: Sequence[str]) -> tuple[int, int] | None:
    """Where the abstract first writes these words in a row (start, end), or None."""
    size = len(words)
    return next(((i, i + size - 1) for i in places(doc, [w.lower() for w in words])
                 if list(doc.text[i : i + size]) == list(words)), None)


def proposed_work(doc: Document, i: int, j: int, topical: set[str]) -> bool:
    """Tell a span of what `we propose` names that says which work it is, shares no word with the topic and keeps the
    joined title a title's length."""
    units = span_units(doc, i, j)
    return (doc.contribution[doc.sentence[i]] and all(doc.proposed[i : j + 1]) and bool(units)
            and topical.isdisjoint(units) and len(units) + len(topical) <= JOINED_UNITS
            and any(doc.units[k] and doc.lower[k] not in _WEAK for k in range(i, j + 1))
            and doc.lower[j] not in _LOOKED and not doc.lower[i].endswith("ly")
            and NAMING_WORDS.isdisjoint(doc.lower[i : j + 1]))  # `Measure Called ...`: the name belongs in front

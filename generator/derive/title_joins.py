"""Join two spans as `A for B`, or lead with what a name is: the title forms that say two things.

A join is worth its length only when together the halves promise more content-word F1 than the best
span alone (by the title model's word chances); which half is the work and which its purpose, and the
word that joins them (`for`, the abstract's own `with`/`via`/`under`/`without`, or `and` where nothing
relates them), are reading decisions the abstract's own wording settles.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress, repeat

from generator.derive.acronyms import spells
from generator.derive.verb_forms import base_form
from generator.derive.span_features import TITLE_UNITS
from generator.derive.title_checks import (
    ARTICLES,
    one_compound,
    repeats_itself,
    spells_other,
    without_vague_end,
)
from generator.derive.title_pieces import UNIT
from generator.derive.title_spans import (
    Document,
    first_contribution,
    places,
    says_twice,
    span_units,
    span_words,
)

# A purpose is never an approach: `for Training-Free Approach`, `for Generative Approach` read as the work.
# (`methods`, `algorithms`, `frameworks` are purposes often enough, `for Gradient Methods`: held out they cost F1.)
WORK_NOUNS = frozenset({"approach", "approaches"})
_SAYS_NOTHING = frozenset({"network", "model"})  # words a half adds without saying more (`... Transformer Networks`)
# What the words' sides weigh against the abstract's wording: on the development titles' `A for B` pairs the
# halves' order agrees with the real title's 72-73% of the time from 0.5 to 2 (66% without the words).
SIDE_WEIGHT = 1.0
# A half whose words lean this far toward being written after `for` reads as a purpose on its own
# (`for Continual Learning`); below it, and unrelated by the abstract, the halves are joined by `and`.
PURPOSE_LEANING = 1.0
# Written before B, they join as the abstract does (`A under B`); `for` or `and` would turn `without B` round.
# `in`, `on`, `from` relate B to other words of the sentence as often as to A: readers preferred `for`.
LINKS = frozenset({"under", "via", "with", "without"})
WRITTEN_LINKS = LINKS | {"for"}  # what a name's expansion may go on with, as the abstract writes it
WORK_LEANING = -2.0  # a last word this far the other way names a kind of work (`Method`, `Perspective`)
JOINED_UNITS = 10  # content words of the two joined spans together, so a title stays a title
# Words that take their own `with`: after them the link relates B to the word, not to the work (`UPGD ... with
# Continual Learning` from `methods struggle with continual learning`); not `combined with`, which is the work's, nor
# `incompatible with`, which readers kept (3 to 0 twice). Where B is no purpose either, its `with` beats `and`.
_GOVERNS = frozenset("struggle struggles struggling struggled deal deals dealing cope copes coping associated "
                     "interact interacts interacting faced confronted concerned".split())
# What a work studies rather than does, which happens in the other half (`Neural Collapse in Deep Marmot Networks`):
# blind readers preferred `in` to `for` 52 to 20 (21 the same) on 31 corpus papers (thirty-sixth session).
_PHENOMENA = frozenset("forgetting bias biases collapse overfitting shift shifts gap gaps phenomenon phenomena "
                       "instability mismatch imbalance memorization oversmoothing over-smoothing hallucination "
                       "hallucinations".split())
# Words that name no purpose, only all of the field (`... for Deep Learning`, `... for Machine Learning Models`): a
# join leaves such a half out; blind readers preferred the titles 81 to 28 (11 the same) on 40 corpus papers,
# faithful 36 -> 48 of 120, at development F1 -0.0004 (thirty-sixth session).
_VACUOUS = frozenset("machine learning deep neural network networks model models system systems artificial "
                     "intelligence ml ai dnn dnns nn nns".split())
# A name's expansion takes a purpose from the paper's own sentences only where it promises this much more F1: there the
# other half is mostly a detail of the method (`SAN: Slicing Adversarial Network for Concept of Sliced Optimal
# Transport`), while a purpose from the opening sentences names the problem (`... for Video Generation`). Blind
# readers preferred the titles with it 68 to 44 on 120 papers, poor 37 -> 12 (twenty-second session).
NAME_OWN_PURPOSE = 0.05
# A join of two spans that both leave the best span out must promise this much more F1 than the best alone: such a
# pair is often two background phrases (`Marmot Mode for Transfer Learning` where the best span was `ConvBN Blocks for
# Transfer Learning`). Blind readers preferred the titles with the margin 60 to 54 on 40 corpus papers, faithful
# 21 -> 35 of 120 verdicts, and those without any such pair 66 to 42 on 40 more, faithful 12 -> 28 and poor 53 -> 40;
# the margin keeps the development F1 (-0.0003, where forbidding such pairs lost 0.004).
LEFT_OUT_MARGIN = 0.08
WORK_LINKS = frozenset({"of", "for", "in"})  # `Sample Complexity of`, `Regret Bounds for`, `Signal Propagation in`


def long_span(doc: Document) -> tuple[int, int] | None:
    """Find where the abstract spells out its name, or says what it is (`WILDS, a curated benchmark`), in 2+ words or
    in one compound of three parts or more (`Peek-a-Boo (PaB)`, `Mixture-of-Denoisers (MoD)`)."""
    words = (doc.long or doc.described).lower().split()
    size = len(words)
    if size == 0 or size == 1 and words[0].count("-") < 2:  # one compound: blind readers' faithful 15 -> 28 of 39
        return None
    span = next(((i, i + size - 1) for i in places(doc, words)), None)
    return None if span is None or says_itself(doc) else span


def says_itself(doc: Document) -> bool:
    """Tell a name whose expansion would make the title say itself twice (`VR-Greedy-GQ: Variance-Reduced Greedy-GQ`)."""
    return repeats_itself(UNIT.findall(one_compound(f"{doc.name} {doc.long or doc.described}".lower())))


def joined_span(doc: Document, chances: dict[str, float], best: tuple[int, int], top: list[tuple[int, int]],
                margin: float, sides: dict[str, float], fixed: bool = False, own_bar: float = NAME_OWN_PURPOSE,
                ) -> list[str]:
    """`Sketch for Logistic Regression`: the best span joined to another when together they promise more F1; where the
    best is from a sentence stating the paper's own work, one half must be too.

    sides: each word's log-odds of being written after `for` rather than before it (the model's purpose_logits).
    `fixed`: the best span is the first half whatever the other, as a name's expansion is.
    """
    return worded_join(doc, best_pair(doc, chances, best, top, margin, fixed, own_bar), sides, fixed)


_base = lru_cache(maxsize=1 << 14)(base_form)  # cached: each join reads the same top spans' words again


def best_pair(doc: Document, chances: dict[str, float], best: tuple[int, int], top: list[tuple[int, int]],
              margin: float, fixed: bool, own_bar: float) -> list[tuple[int, int]]:
    """Choose the pair of spans (the work, then its purpose) that promises the most F1, by more than the best span
    alone and the margin; none if no pair does."""
    # Summed in reading order, not set order: a set's order changes with the hash seed, and so would
    # the last bits of a sum and the winner of a tie.
    # Only the spans that can be a half are read, and a pair's cheap tests come first: the pairs are
    # most of the title stage's Python.
    read = {span: span_units(doc, *span) for span in [best, *top]}  # once a span
    # the spans that can be a half and are not vacuous (names only the field)
    halves = [span for span in top if joinable_units(doc, *span, read[span]) and not set(read[span]) <= _VACUOUS]
    units = [dict.fromkeys(read[span]).keys() for span in [best, *halves]]
    gains = [sum(map(chances.get, found, repeat(0.0))) for found in units]  # the same sums, in C
    # no half says only what the other says, in the singular or plural (`Estimation Ability of Transformers for
    # Transformer Networks`, `Fusion of Experts and Expert Models`)
    singulars = [frozenset(map(_base, found)) | _SAYS_NOTHING for found in units]
    sizes = list(map(len, units))
    score, choice = 2 * gains[0] / (sizes[0] + TITLE_UNITS) + margin, []
    firsts = [(0, best)] if fixed else list(enumerate(halves, 1))
    # how much more F1 a half must promise as a name's purpose: more from the paper's own sentences (NAME_OWN_PURPOSE)
    bars = [own_bar if fixed and doc.contribution[doc.sentence[i]] else 0.0 for i, _ in [best, *halves]]
    left_out = [False, *(j < best[0] or best[1] < i for i, j in halves)]  # the half lies wholly outside the best
    own = [doc.contribution[doc.sentence[i]] for i, _ in [best, *halves]]
    # the best is the paper's own: a join of two background spans would lose it (`Reinforcement Learning for Partially
    # Observable ...` for `PAC and Regret Lower Bounds ...`); blind readers 61 to 40, poor 48 -> 35 (23rd session)
    keep_own = own[0] and not fixed
    # a half may open on `-ed` (`Federated Learning`, `Supervised Learning`): 257 corpus titles gained such a half or
    # turned round, and blind readers preferred them 166 to 69, poor 65 -> 49 of 240 (thirty-sixth session)
    for a, one in firsts:
        for b, second in enumerate(halves, 1):
            size = sizes[a] + sizes[b]
            if size > JOINED_UNITS or not (one[1] < second[0] or second[1] < one[0]) or keep_own and not (
                    own[a] or own[b]):
                continue
            expected = 2 * (gains[a] + gains[b]) / (size + TITLE_UNITS)
            if expected > score + bars[b] + (LEFT_OUT_MARGIN if left_out[a] and left_out[b] else 0.0) \
                    and not units[a] & units[b] and not (singulars[a] <= singulars[b] or singulars[b] <= singulars[a]) \
                    and not verb_ending(doc.lower[second[0]]) \
                    and not same_head(doc.lower[one[1]], doc.lower[second[1]]):
                if not spells_other(span_words(doc, *one), span_words(doc, *second)):  # never `for Enhanced`
                    score, choice = expected, [one, second]
    return choice


def worded_join(doc: Document, choice: list[tuple[int, int]], sides: dict[str, float], fixed: bool) -> list[str]:
    """Write a chosen pair as a title's phrase: its purpose last, linked as the abstract writes it, or by `for`, `in` or
    `and`."""
    # A purpose may open on `-ed` or `-ing` (`for Federated Learning`, `for Training Neural Networks`), not on a
    # verb's `-es`: turned round as well, blind readers preferred the titles 143 to 63 (`-ed`, 372 corpus titles,
    # poor 85 -> 63 of 240) and 71 to 28 (`-ing`, 208 titles, poor 49 -> 21 of 120) in the thirty-sixth session
    if choice and not fixed and purpose(doc, choice[0], sides) > purpose(doc, choice[1], sides) \
            and not verb_ending(doc.lower[choice[0][0]]):  # never `for Improves ...`
        choice.reverse()
    if choice and doc.name and spells(doc.name, " ".join(span_words(doc, *choice[1]))):
        choice.reverse()  # the name spelled out is the work, never its purpose (`MILS: ... for Multimodal ... Solver`)
    if not choice or doc.lower[choice[1][1]] in WORK_NOUNS:
        return []
    before = "" if fixed else written_before(doc, *choice)  # `Convex Optimization of | Two-Layer Networks`
    if before:
        return [*span_words(doc, *choice[1]), before, *span_words(doc, *choice[0])]
    link = written_link(doc, choice[1]) or (
        "for" if fixed or states_purpose(doc, *choice, sides) else written_link(doc, choice[1], governed=True) or "and")
    if link == "for" and doc.lower[choice[0][1]] in _PHENOMENA:
        link = "in"  # `Catastrophic Forgetting in Zephyr Learning`: what the work studies happens in B
    return [*span_words(doc, *choice[0]), link, *without_vague_end(span_words(doc, *choice[1]), 2)]


def vacuous(doc: Document, span: tuple[int, int]) -> bool:
    """Tell a span that names only the whole field (`deep neural networks`)."""
    return set(span_units(doc, *span)) <= _VACUOUS


def verb_ending(word: str) -> bool:
    """Tell a word that may be a verb by its `-es` (`improves`), not a hyphenated noun (`time-series`)."""
    return word.endswith("es") and "-" not in word


def same_head(one: str, other: str) -> bool:
    """Tell two halves' last words that are one noun, singular and plural (`Neural Network for ReLU Networks`)."""
    return one != other and (one + "s" == other or other + "s" == one)


def states_purpose(doc: Document, work: tuple[int, int], aim: tuple[int, int], sides: dict[str, float]) -> bool:
    """Tell a join the abstract or its words make `A for B` rather than `A and B`.

    Readers call `A for B` poor when the abstract relates neither half to the other and B's words are seldom
    written after `for` (`Backdoor Attack for Neural Tangent Kernel`); `and` claims no relation it cannot back.
    A half that names a kind of work (`Method`, `Framework`) is for something whatever the abstract says.
    """
    if doc.name or "and" in doc.lower[work[0] : work[1] + 1] or "and" in doc.lower[aim[0] : aim[1] + 1]:
        return True  # never `X and Y and Z`
    return (proposed(doc, work) or after_for(doc, aim) or leaning(doc.lower[aim[0] : aim[1] + 1], sides) >= PURPOSE_LEANING
            or sides.get(doc.lower[work[1]], 0.0) <= WORK_LEANING)


def leaning(words: tuple[str, ...], sides: dict[str, float]) -> float:
    """How far a span's words lean toward being written after `for`: its last word's log-odds and their mean."""
    return sides.get(words[-1], 0.0) + sum(sides.get(w, 0.0) for w in words) / len(words)


def purpose(doc: Document, span: tuple[int, int], sides: dict[str, float]) -> float:
    """How surely a span is what the work is for (`B` of `A for B`) rather than the work itself (`A`).

    The abstract's own `for X` says X is the purpose; the field the opening sentences set out before the
    contribution is mostly the purpose too (in real `A for B` titles B's words come first in the abstract
    two times in three); what `we propose` names is the work. Then the words themselves: all abstracts
    write `forecasting` after `for` and `framework` before it (sides), its head word and its words on average.
    """
    first = first_contribution(doc)  # 0 when none: no sentence comes before it
    lean = leaning(doc.lower[span[0] : span[1] + 1], sides)
    return 2 * after_for(doc, span) + (doc.sentence[span[0]] < first) - 2 * proposed(doc, span) + SIDE_WEIGHT * lean


def proposed(doc: Document, span: tuple[int, int]) -> bool:
    """Tell a span whose first word is among what `we propose` names, wherever the abstract writes it."""
    return doc.lower[span[0]] in compress(doc.lower, doc.proposed)


def written_before(doc: Document, work: tuple[int, int], aim: tuple[int, int]) -> str:
    """The link (`of`, `for`, `in`) where the abstract writes a join's second half right before its first, past an
    article (`convex optimization of two-layer networks`, `approximate reasoning in the latent space`): read as `aim
    for work` the title would turn the relation round; else ''."""
    first, then = doc.lower[aim[0] : aim[1] + 1], doc.lower[work[0] : work[1] + 1]
    for i in places(doc, first):
        k = i + len(first)
        j = k + 2 if k + 1 < len(doc) and doc.lower[k + 1] in ARTICLES else k + 1
        end = j + len(then) - 1
        if end < len(doc) and doc.lower[k] in WORK_LINKS and doc.lower[j : end + 1] == then \
                and doc.sentence[end] == doc.sentence[i]:
            return doc.lower[k]
    return ""


def written_link(doc: Document, span: tuple[int, int], governed: bool = False) -> str:
    """The preposition the abstract writes right before a span when it says how the work relates (`via X`), not one a
    word before it governs (`struggle with X`) unless governed: that relates B to the word, not to the work."""
    before = word_before(doc, span)
    if before not in LINKS:
        return ""
    ruled = span[0] > 1 and doc.sentence[span[0] - 2] == doc.sentence[span[0]] and doc.lower[span[0] - 2] in _GOVERNS
    return before if governed or not ruled else ""


def after_for(doc: Document, span: tuple[int, int]) -> bool:
    """Tell a span the abstract writes right after `for` in the same sentence (`a framework for X`)."""
    return word_before(doc, span) == "for"


def word_before(doc: Document, span: tuple[int, int]) -> str:
    """The word the abstract writes right before a span in the same sentence, lower-cased; empty if none."""
    i = span[0]
    return doc.lower[i - 1] if i > 0 and doc.sentence[i - 1] == doc.sentence[i] else ""


def joinable_part(doc: Document, i: int, j: int) -> bool:
    """Tell a span that can be either half of `A for B`: two words or more, no `for` or article, no word twice."""
    return joinable_units(doc, i, j, span_units(doc, i, j))


def joinable_units(doc: Document, i: int, j: int, units: list[str]) -> bool:
    """Tell a span that can be either half of `A for B` (joinable_part), given its content units (span_units)."""
    words = doc.lower[i : j + 1]  # lower-cased already: an article is one of ARTICLES as it stands
    return (j > i and "for" not in words and ARTICLES.isdisjoint(words) and not says_twice(units)
            and True not in doc.example[i : j + 1])  # an example's words are not what the work is for

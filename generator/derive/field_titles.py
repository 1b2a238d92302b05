"""Make a title that only names the field its abstract opens on say what the paper does in that field.

`Zero-Shot Semantic Segmentation` reads weak to nearly every reader: 2% of such titles read faithful in the blind pairs
of sessions 32 to 49, against a quarter of the other titles of unnamed papers. Where the paper's own sentences write
a span of their own for that field, or write the field on, the title says so (titles.titled asks these in turn).
"""

from __future__ import annotations

from generator.derive.descriptions import VAGUE_KINDS
from generator.derive.join_sources import unrelated_named_join
from generator.derive.shown_spans import shows, whole_phrase
from generator.derive.title_acronyms import long_forms
from generator.derive.title_checks import ARTICLES, LIGHT_NOUNS, opens_held
from generator.derive.title_joins import joined_span
from generator.derive.title_model import Model
from generator.derive.title_pieces import content_units
from generator.derive.title_spans import Document, places, says_twice, span_units, span_words

# How much less F1 the paper's own work `for` the field may promise than the field alone.
FIELD_JOIN_MARGIN = -0.3
RUN_ON_CANDIDATES = 40  # the best spans read for the field written on
RUN_ON_WORDS = 10
# Words that tell nothing of the paper's work when they run a field on (`Method for X`, `Systematic Study of X`).
_EMPTY_WORDS = VAGUE_KINDS | LIGHT_NOUNS | frozenset(
    "algorithms frameworks strategies variants variant work works study studies behavior behaviour problem problems "
    "theory applications application version understanding questions question perspective formulation prior "
    "fundamental systematic general classical better new novel following efficient scalable accurate simple".split())
# What a title cannot open on.
LINK_WORDS = ARTICLES | frozenset("of in for to on with by from and or as at".split())


def field_join(doc: Document, chances: dict[str, float], best: tuple[int, int], whole: list[tuple[int, int]],
               model: Model) -> list[str]:
    """`Adversarial Quilt for Marmot Recognition Systems`: the best span, from the first sentence, as the purpose of
    a span the paper's own sentences write, or nothing. For titles that only name the field an abstract opens on,
    blind readers preferred the join 90 to 54 on 48 corpus papers, faithful 9 -> 43 and poor 21 -> 35 of 144 verdicts
    (fiftieth session)."""
    if doc.sentence[best[0]] != 0 or doc.contribution[0]:
        return []
    joined = joined_span(doc, chances, best, whole, FIELD_JOIN_MARGIN, model.purpose_logits)
    field = span_words(doc, *best)
    work = [w.lower() for w in joined[: -len(field) - 1]]
    if not work or joined[-len(field) - 1 :] != ["for", *field] or unrelated_named_join(doc, joined):
        return []
    return joined if any(doc.contribution[doc.sentence[i]] for i in places(doc, work)) else []


def field_run_on(doc: Document, ranked: list[tuple[float, int, int]], field: tuple[str, ...],
                 model: Model) -> list[str]:
    """`Detecting Outliers in Continuous-Time Zephyr Sequences`: the best span a sentence of the paper's own writes
    around the field (its lower-cased words), adding two telling words or more, or nothing. For titles that only name
    the field, blind readers preferred these 63 to 27 on 30 corpus papers, faithful 3 -> 35 and poor 1 -> 16 of 90
    verdicts (fiftieth session)."""
    size, said = len(field), set(content_units(" ".join(field)))
    for _, i, j in ranked[:RUN_ON_CANDIDATES]:
        lower = doc.lower[i : j + 1]
        if (not doc.contribution[doc.sentence[i]] or not size < len(lower) <= RUN_ON_WORDS or lower[0] in LINK_WORDS
                or not any(lower[k : k + size] == field for k in range(len(lower) - size + 1))):
            continue
        units = span_units(doc, i, j)
        added = [u for u in units if u not in said and u not in _EMPTY_WORDS]
        if (len(added) >= 2 and not says_twice(units) and not opens_held(lower)
                and whole_phrase(doc, i, j, model.verbs) and shows(doc, i, j, model)):
            return span_words(doc, i, j)
    return []


def field_acronym(doc: Document, field: tuple[str, ...]) -> tuple[str, ...]:
    """The acronym the abstract defines for a field (`generative adversarial networks (GANs)`), lower-cased as one
    word: its own sentences may write the field only so (`spectral limits of training GANs`); else (). Only the
    long forms a title spells out (title_acronyms.long_forms): a run-on must still read the field whole."""
    return next(((short.lower(),) for short, long in long_forms(doc.sentences).items()
                 if tuple(long.lower().split()) == field), ())

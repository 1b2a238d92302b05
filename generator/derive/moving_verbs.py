"""Say where a title that opens on a verb of moving (`Incorporating X`) takes its object, as the abstract does.

`Incorporating Flexible Spatial Control Signals` stops short of what the paper does: the abstract goes on `into
text-conditioned human motion generation`, and real titles that open on such a verb say where to (`Casting X as Y`,
`Mapping X to Y`).
"""

from __future__ import annotations

from typing import Callable

from generator.derive.title_casing import title_case
from generator.derive.verb_forms import base_form, gerund, gerund_bases
from generator.derive.purposes import purpose_end
from generator.derive.title_checks import ARTICLES
from generator.derive.title_pieces import after_colon, content_units
from generator.derive.title_spans import Document, places, span_units, span_words

# Verbs that move their object somewhere, which a title that opens on them says too (`Incorporating X into Y`,
# `Casting X as Y`): without it the title stops short (`OmniControl: Incorporating Flexible Spatial Control Signals`).
_MOVING = {"incorporate": "into", "inject": "into", "integrate": "into", "insert": "into", "turn": "into",
           "convert": "into", "transform": "into", "translate": "into", "decompose": "into", "distill": "into",
           "compile": "into", "cast": "as", "recast": "as", "formulate": "as", "reformulate": "as", "frame": "as",
           "reframe": "as", "map": "to", "reduce": "to", "lift": "to"}
_MOVE_STOPS = frozenset("for into onto as to in on with via using by".split())  # the title says where already
_ALSO = {"into": ("into", "to", "onto"), "as": ("as",), "to": ("to", "into", "onto")}


def moved_whole(doc: Document, title: str, shows: Callable[[int, int], bool]) -> str:
    """A title that opens on a verb moving its object (`Incorporating X`) goes on where the abstract moves it, as the
    abstract writes it right after the object (`into Text-Conditioned Human Motion Generation`)."""
    body = after_colon(title)[1]
    lower = body.lower().split()
    verb = next((v for v in gerund_bases(lower[0]) if v in _MOVING), "") \
        if len(lower) > 1 and lower[0].endswith("ing") else ""
    if not verb or not _MOVE_STOPS.isdisjoint(lower):
        return title
    at = next(places(doc, lower[1:]), None)
    link = at + len(lower) - 1 if at is not None else len(doc)
    if link >= len(doc) or doc.lower[link] not in _ALSO[_MOVING[verb]] or doc.sentence[link] != doc.sentence[at] \
            or doc.closes[link - 1]:
        return title
    start = link + 1 + (link + 1 < len(doc) and doc.lower[link + 1] in ARTICLES)
    end = purpose_end(doc, start) if start < len(doc) and doc.sentence[start] == doc.sentence[link] else None
    # where it goes may share a word with what goes there (`Casting Speech Recognition as Image Recognition`), but
    # must add one
    if end is None or not shows(start, end) or set(span_units(doc, start, end)) <= set(content_units(body)):
        return title
    # `as an Image Task` keeps its article, a place drops it (`into Motion Generation`, as purposes do)
    start = link + 1 if doc.lower[link] == "as" else start
    return f"{title} {doc.lower[link]} {title_case(span_words(doc, start, end), first=False)}"


# Verbs that bring their object to something, besides the moving ones: a title `X to Y` that leaves them out reads as
# a relation the abstract never states (`Burer-Monteiro Factorization to Convex Neural Networks`).
_BRINGING = frozenset(_MOVING) | frozenset("apply add extend adapt transfer bring generalize introduce relate".split())
_INTO_ONLY = frozenset({"introduce"})  # `introduce X to` mostly says what X is for (`to learn ...`, `approach to`)
# The noun of a bringing verb, written before `of X to Y` (`the application of deep networks to functional data`).
_DEED_OF = {"application": "apply", "extension": "extend", "generalization": "generalize", "adaptation": "adapt",
            "transfer": "transfer", "mapping": "map", "introduction": "introduce", "incorporation": "incorporate",
            "integration": "integrate", "reduction": "reduce", "conversion": "convert", "translation": "translate"}
_BRING_LINKS = frozenset({"to", "into", "onto"})
# Words that frame the object a verb brings (`introduce the idea of rehearsal into ...`): the verb stands before them.
_FRAMES = frozenset("idea concept notion theory principle framework paradigm use".split())


def verb_restored(doc: Document, title: str) -> str:
    """Give a title `X to Y` back the verb the abstract writes right before X (`we apply Burer-Monteiro factorization
    to convex neural networks` -> `Applying Burer-Monteiro Factorization to ...`), or its noun before `of X`
    (`the application of X to Y` -> `Applying X to Y`)."""
    prefix, body = after_colon(title)
    words = body.split()
    lower = [w.lower() for w in words]
    cut = next((k for k, w in enumerate(lower) if w in _BRING_LINKS), 0)
    if cut < 2 or lower[0].endswith("ing") or cut + 1 >= len(lower):
        return title
    at = next(places(doc, lower[: cut + 2]), None)
    if at is None:
        return title
    before = _verb_at(doc, at - 1)
    verb = _bringing_verb(doc, before) if before >= 0 else ""
    if not verb or doc.sentence[before] != doc.sentence[at] or verb in _INTO_ONLY and lower[cut] != "into":
        return title
    return prefix + " ".join([title_case([gerund(verb)]), *words])


def _bringing_verb(doc: Document, k: int) -> str:
    """The base form of the bringing verb at word k, or of the verb whose noun stands there before `of`, else ""."""
    if doc.lower[k + 1] == "of":
        return _DEED_OF.get(doc.lower[k], "")
    return next((v for v in _bases(doc.lower[k]) if v in _BRINGING), "")


def _verb_at(doc: Document, k: int) -> int:
    """Where a verb before the object at k + 1 stands: past an article (`apply the X`) and a frame (`introduce the
    concept of X`)."""
    if k > 2 and doc.lower[k] == "of" and doc.lower[k - 1] in _FRAMES:
        k -= 2
    if k > 0 and doc.lower[k] == "of" and doc.lower[k - 1] in _DEED_OF:  # `the application of | X`
        return k - 1
    return k - (k > 0 and doc.lower[k] in ARTICLES)


def _bases(word: str) -> tuple[str, ...]:
    """The base forms a verb's written form may stand for (`adding`: `add`, `incorporated`: `incorporate`)."""
    if word.endswith("ing"):
        return gerund_bases(word)
    if word.endswith("ied"):
        return (word[:-3] + "y",)
    if word.endswith("ed"):
        return word[:-2], word[:-1], word[:-3]
    return (word, base_form(word))

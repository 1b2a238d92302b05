"""Spell out in a title the acronyms its abstract defines (`Tuning-Free QnZ Lattice Algorithm` -> `Tuning-Free
Quilt-and-Zephyr Lattice Algorithm`): a reader of a list of titles has no abstract to look them up in. Blind readers
preferred the spelled titles 114 to 0 for acronyms only one abstract defines, and 71 to 1 for the field's own (`ZO`,
`DG`, `WL`), the stock ones (`RL`, `GNN`) left as written (thirty-fifth session)."""

from __future__ import annotations

from dataclasses import replace

from generator.derive.acronyms import COMMON, definitions
from generator.derive.title_casing import title_case
from generator.derive.title_pieces import FUNCTION_WORDS, content_units, named_parts
from generator.derive.title_spans import Document

LONGEST = 4  # words a long form may have to be written out in a title
MOST_WORDS = 14  # a title spelled out stays this short, under house_style.MAX_WORDS


def spelled_out(sentences: tuple[str, ...], name: str, title: str) -> str:
    """Write each acronym of a finished title's phrase as the abstract spells it (not the name nor a stock acronym,
    `RL`, `GNN`), in up to LONGEST words; never where the title would then say a word twice more or grow past
    MOST_WORDS words."""
    head, colon, body = title.rpartition(": ")
    longs = long_forms(sentences)
    if not longs:
        return title
    words: list[str] = []
    for word in body.split():
        long = _spelled(word, longs, name)
        if long and words and words[-1].lower() in ("a", "an"):  # `an L2O` spelled `a Learning to Optimize`
            words[-1] = words[-1][0] + ("n" if long[0].lower() in "aeiou" else "")
        words.extend(title_case(long.split(), first=False).split() if long else [word])
    spelled = " ".join(words)
    if spelled == body or len(words) + len(head.split()) > MOST_WORDS or repeats(f"{head} {spelled}") > repeats(title):
        return title
    return f"{head}{colon}{spelled}"


def spelled_units(doc: Document) -> Document:
    """Let each acronym a title would spell out count as its long form's words, so that spans are scored as they
    will read (`Weighted TTM` weighs `transformed teacher matching`). Only where the paper names its work: blind readers
    preferred the named titles it changed 67 to 26 (poor 36 -> 7 of 93 verdicts), while unnamed titles' spans moved
    for the worse about as often as not (77 to 70, poor 28 -> 43 of 147; forty-ninth session)."""
    longs = long_forms(doc.sentences) if doc.name else {}
    if not longs:
        return doc
    # most words spell nothing out: the long form's units are made only for those that do
    units = tuple((_long_units(long) or found) if (long := _spelled(word, longs, doc.name)) else found
                  for word, found in zip(doc.text, doc.units))
    return doc if units == doc.units else replace(doc, units=units)


def _long_units(long: str) -> tuple[str, ...]:
    """A long form's content units, each once, as a word's units are."""
    return tuple(dict.fromkeys(content_units(long.lower())))


def _spelled(word: str, longs: dict[str, str], name: str) -> str:
    """The long form a title writes for a word, or '' for the name, a stock acronym and any other word."""
    long = longs.get(word) or _numbered(word, longs)
    return long if long and word != name and word.removesuffix("s") not in COMMON else ""


def repeats(text: str) -> int:
    """Count the content words a text says more than once (`Circulant Minwise Hashing for Minwise Hashing`: 2)."""
    units = content_units(text)
    return len(units) - len(set(units))


def _numbered(word: str, longs: dict[str, str]) -> str:
    """The long form of an acronym the abstract defines in the other number (`HGNN` for `HGNNs`), in the word's."""
    if word.endswith("s") and word[:-1] in longs:  # never `Programmings`: a gerund takes no plural
        return longs[word[:-1]] + "s" if not longs[word[:-1]].endswith(("s", "ing")) else ""
    if word + "s" in longs and longs[word + "s"].endswith("s"):
        return longs[word + "s"][:-1]
    return ""


def long_forms(sentences: tuple[str, ...]) -> dict[str, str]:
    """Every acronym the sentences define with a long form a title can hold: plain words, up to LONGEST."""
    found = {}
    for sentence in sentences:
        if "(" not in sentence:
            continue
        for short, long, _ in definitions(sentence):
            words = long.split()
            if len(words) <= LONGEST and words[0].lower() not in FUNCTION_WORDS and "(" not in long:
                found.setdefault(short, long)
    return found


def base_units(doc: Document) -> frozenset[frozenset[str]]:
    """The content units of each long form of an acronym the name builds on (`QZ` in `Fast QZ`, `QZ++`, `GibbsQZ`):
    that long form names the method the paper starts from, not its own work (`GibbsQZ: Quilted Zephyrs`)."""
    if not doc.name:
        return frozenset()
    own = _singular(doc.name)
    return frozenset(frozenset(content_units(long)) for short, long in long_forms(doc.sentences).items()
                     if len(base := _singular(short)) >= 2 and base != own and base in own)


def names_base(doc: Document, title: str) -> bool:
    """Tell a named title whose phrase only names (part of) the method its name builds on (base_units)."""
    units = _body_units(doc, title)
    return bool(units) and any(units <= base for base in base_units(doc))


def says_more_of_base(doc: Document, title: str) -> bool:
    """Tell a named title whose phrase names all of the method its name builds on and more (`GibbsQZS: Quilted Zephyr
    Sampling for Lattices`): blind readers preferred these to the base alone, and not a phrase that leaves it out."""
    units = _body_units(doc, title)
    return any(base < units for base in base_units(doc))


def _body_units(doc: Document, title: str) -> set[str]:
    """The content units of what a title writes after its name, or none where no name leads it."""
    prefix, body = named_parts(title, doc.name)
    return set(content_units(body)) if prefix else set()


def _singular(acronym: str) -> str:
    """An acronym lower-cased, less the `s` of its plural (`QZSs`, not the `S` of `QZS`)."""
    return (acronym[:-1] if acronym.endswith("s") and acronym[-2:-1].isupper() else acronym).lower()

"""Undo capitals a writer set to spell a name's acronym in its long form (`SynergisTic pAtch pRuning (STAR)`).

A title that keeps them reads as a typo: `STAR: SynergisTic pAtch Pruning`. A word's own casing (`ResNet`,
`PageRank`, `QuantTree`) is the name of a thing and stays.
"""

from __future__ import annotations

import re
from typing import Sequence

from generator.derive.name_scores import count_word
from generator.derive.phrases import SMALL
from generator.derive.title_model import Model
from generator.derive.title_pieces import after_colon

MARKED_USES = 10  # abstracts of the development set that use a word: a common word, not a coined name


def unmarked(word: str, model: Model) -> str:
    """Undo spelling capitals in a common word (`nEural`, `ApproximAte`, `SafetY`), not a name's own casing.

    Only a common word (abstracts use it MARKED_USES times or more) written in a casing few abstracts share:
    `ResNet`, `GANs` and `iNaturalist` are spelled so by many (the model's casings).
    """
    if kept_casing(word, model):
        return word
    lower = word.lower()
    return lower.capitalize() if model.rates.get(lower, (0, 0))[1] >= MARKED_USES or lower in SMALL else word


def kept_casing(word: str, model: Model) -> bool:
    """Tell a word whose casing says nothing to undo: plain, all capitals, a casing many abstracts share, or not
    letters alone."""
    return word[1:].islower() or word.isupper() or word in model.casings or not word.isalpha()


def unmarked_words(words: list[str], model: Model) -> list[str]:
    """Undo spelling capitals in each word and each part of a hyphenated one (`Semi-SUpeRvised`)."""
    return ["-".join(unmarked(part, model) for part in word.split("-")) for word in words]


def spelling_run(words: list[str], name: str) -> range:
    """The words whose capitals, read in order, spell the name's letters (`theoREm-from-prooF extrACTOR` for
    REFACTOR), or an empty range: a long form written to show where its acronym comes from."""
    letters = "".join(c for c in name.lower() if c.isalpha())
    if len(letters) < 3:  # two letters match by chance
        return range(0)
    capitals = ["".join(c for c in word if c.isupper()).lower() for word in words]
    for start, first in enumerate(capitals):
        if not first or not letters.startswith(first):
            continue
        read = ""
        for end in range(start, len(words)):
            read += capitals[end]
            if read == letters:
                return range(start, end + 1)
            if not letters.startswith(read):
                break
    return range(0)


_CAMEL = re.compile(r"[A-Za-z][a-z]*([A-Z][a-z]{3,})")  # `QuantTree`, `NeuralProcesses`: two words made one name


def named(word: str, model: Model) -> bool:
    """Tell a word made of two (`QuantTree`: its second a word abstracts use) from one a capital was set in
    (`GeneralizAbility` too, as `ability` is one; `SynergisTic` is not)."""
    camel = _CAMEL.fullmatch(word)
    return camel is not None and model.uses(camel.group(1).lower()) > 0


def unspelled_words(words: list[str], name: str, sentences: Sequence[str], model: Model) -> list[str]:
    """Write the words of a name's spelled-out form as plain words (`Synergistic Patch Pruning`), but for a casing
    many abstracts share or this one writes again (`Hierarchical DivNoising` builds on DivNoising)."""
    run = spelling_run(words, name)
    if not run:
        return words
    text = " ".join(sentences)

    def plain(part: str) -> str:
        if kept_casing(part, model) or named(part, model) or count_word(text, part) > 1:
            return part
        return part[0].upper() + part[1:].lower() if part[0].isupper() else part.lower()
    return [("-".join(map(plain, word.split("-"))) if i in run else word) for i, word in enumerate(words)]


def unmarked_title(title: str, model: Model) -> str:
    """Undo spelling capitals the steps after the phrase's own brought in (`from blAck-Box modeLs`); the name stays."""
    prefix, body = after_colon(title)
    return prefix + " ".join(unmarked_words(body.split(), model))


# Marked in the finished title, by the abstract's evidence: what the steps above leave (`LosslEss` in a name's long form
# the spelling run missed, a word abstracts use too rarely for MARKED_USES: `ColLocation`, `subGradient`, `GRAph`).
_WORD = re.compile(r"[A-Za-z]+")
_ADDRESS = re.compile(r"\S*(?:https?://|www\.|github|\.com|\.org|\.io)\S*")  # `github.com/QuIlt`: an address
_SHOUTED_START = re.compile(r"[A-Z]{2,}[a-z]{2,}")  # `GRAph`, `HYPerspherical`
_CAPITAL_PAIR = re.compile(r"[A-Z]{2}")  # `ReLU`, `LoRA`, `LiDAR`
_INNER_CAPITAL = re.compile(r"(?<=[a-z])(?=[A-Z])")  # `Lossl|Ess`, `Auto|Encoder`


def plain_capitals(title: str, model: Model, text: str) -> str:
    """Write plainly each word of the title's phrase whose capitals only mark an acronym's letters: a word of four
    letters or more, ordinary in plain case (the development abstracts or this one write it so), that the abstract
    writes only once in this casing, where the casing opens in lower case (`subGradient`), shouts a first syllable
    (`GRAph`) or sets one capital inside a word that is not two words run together nor a casing many abstracts share
    (`LosslEss`, not `AutoEncoder`, `ReLU` nor `ResNet`). Blind readers preferred the plain words 25 to 2 on 9 corpus
    papers (seventy-fourth session)."""
    prefix, body = after_colon(title)
    plain = _WORD.sub(lambda found: _plain(found.group(0), model, text), body)
    return title if plain == body else prefix + plain


def _plain(word: str, model: Model, text: str) -> str:
    """The word capitalised plainly where its capitals only mark an acronym's letters (plain_capitals), else as is."""
    if len(word) < 4 or word[1:].islower() or word.isupper():
        return word
    lower = word.lower()
    known = model.uses(lower) or re.search(rf"\b(?:{lower}|{lower.capitalize()})\b", text)
    if not known or len(re.findall(rf"(?<![A-Za-z]){word}(?![A-Za-z])", _ADDRESS.sub(" ", text))) > 1:
        return word
    if not (word[0].islower() or _SHOUTED_START.fullmatch(word)):  # else `subGradient`, `GRAph`: marked
        pieces = _INNER_CAPITAL.split(word)
        if word in model.casings or _CAPITAL_PAIR.search(word) or len(pieces) < 2 \
                or all(len(p) >= 2 and model.uses(p.lower()) >= 2 for p in pieces):
            return word
    return word[0].upper() + word[1:].lower()

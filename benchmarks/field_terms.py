"""Find what a field shares: the same acronym spelled out alike, and mixed-case spellings, by several abstracts.

`unsupervised domain adaptation (UDA)`, `maximum mean discrepancy (MMD)`: an abstract that defines one names
the field or a tool, not its own work, and a title that leads with it (`UDA: Unsupervised Domain Adaptation`)
says nothing of the paper. The title model carries these pairs (generator/derive/names.py passes them over).
A mixed-case spelling many abstracts share (`ResNet`, `GANs`, `iNaturalist`) is a name's own casing; one only a
single abstract writes (`Graph nEural nEtworks`) marks an acronym's letters, which a title undoes.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable

from generator.derive.acronyms import definitions
from generator.derive.prose import sentences_of
from generator.derive.titles import plain_text

# Abstracts that must define a pair, counting the one read: an unseen abstract's own definition is not
# among them, so a pair two other abstracts share is a term. Held out by conference, 2 and 3 titled alike;
# 2 also took the names of methods other papers then cite by their full name (`QPG: Quilted Policy Gradient`).
SHARED_BY = 3
# Abstracts that must write a mixed-case spelling: a writer's marked letters recur in at most three
# (`nEural`), a name's own casing in more (`AutoEncoder` 8, `iNaturalist` 9, `LoRA` 29).
CASED_BY = 5
_LETTERS = re.compile(r"[A-Za-z]+")


def field_terms(texts: Iterable[str]) -> set[tuple[str, str]]:
    """Return the (acronym, lower-cased long form) pairs at least SHARED_BY of the texts define."""
    counts: Counter = Counter()
    for text in texts:
        counts.update({(short, long.lower()) for sentence in sentences_of(plain_text(text)) if "(" in sentence
                       for short, long, _ in definitions(sentence)})
    return {pair for pair, count in counts.items() if count >= SHARED_BY}


def shared_casings(texts: Iterable[str]) -> set[str]:
    """Return the mixed-case words (`ResNet`, `GANs`) at least CASED_BY of the texts write, as titles read them."""
    counts: Counter = Counter()
    for text in texts:
        counts.update({w for w in _LETTERS.findall(plain_text(text)) if not w[1:].islower() and not w.isupper()})
    return {word for word, count in counts.items() if count >= CASED_BY}

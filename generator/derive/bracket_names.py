"""Names a paper writes in brackets right after what it makes, though they spell none of the words before them.

`We propose an algorithm for personalized FL (pFedMe)`: a word of its own case, capitals inside lower case, names the
paper's work, as `(DivFL)` and `(CoDAIL)` do. `We propose Consistent Contrast (CO2)`: the capitalised words right after
the verb are what the bracketed name stands for, though it is no string of their initials (`Ready Policy One (RP1)`).
Blind readers preferred the titles such names lead 37 to 8 and 27 to 0 (forty-fourth session).
"""

from __future__ import annotations

import re

from generator.derive.acronyms import is_namey

_OWN_CASE = re.compile(r"\(([a-z]+[A-Z][A-Za-z]*[A-Z][\w-]*|[A-Z][a-z]+[A-Z][\w-]*)\)")  # `(pFedMe)`, `(DeepMatch)`
_TITLED_BRACKET = re.compile(r"\s+((?:[A-Z][\w-]*\s+){1,6})\(([A-Za-z][\w-]*)\)")

Candidate = tuple[str, str, int, float]  # name, long form, where it stands, score


def own_case_names(sentence: str, verb_end: int, score: float) -> list[Candidate]:
    """Each word of its own case in brackets after the making verb, but a short stock term (`VaR`) and an alias of the
    name before it (`Wave-RNN (wRNN)`)."""
    return [(m.group(1), "", m.start(1), score) for m in _OWN_CASE.finditer(sentence, verb_end)
            if len(m.group(1)) > 3 and not _alias(sentence, m)]


def titled_name(sentence: str, verb_end: int, score: float) -> Candidate | None:
    """The bracketed name two or more capitalised words right after the verb stand for, unless a coined word is among
    them (`NeuralMeshFlow (NMF)`: the coined word is the name in full)."""
    m = _TITLED_BRACKET.match(sentence, verb_end)
    words = m.group(1).split() if m else []
    if m and len(words) > 1 and not any(map(is_namey, words)) and is_namey(m.group(2)):
        return m.group(2), m.group(1).strip(), m.start(2), score
    return None


def _alias(sentence: str, bracket: re.Match) -> bool:
    """Tell a bracketed name that only shortens the word before it (`Wave-RNN (wRNN)`)."""
    before = sentence[: bracket.start()].split()[-1:]
    capitals = [c.lower() for c in bracket.group(1) if c.isupper()]
    named = bool(before) and ("-" in before[0] or sum(c.isupper() for c in before[0]) > 1)  # `Wave-RNN`, not `Learning`
    return named and all(c in before[0].lower() for c in capitals)

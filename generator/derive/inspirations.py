"""Tell the words of a sentence that name what inspired the work (`Inspired by X, we propose ...`).

What inspired the work is not what it is for, as an example is not: `Inspired by ideas from continual learning, we
propose CGA, a decentralized learning algorithm` is no `... for Continual Learning` (blind readers 27 to 11 and 24 to 13
on 39 papers, poor 19 -> 10), nor `an objective inspired by fair resource allocation` one `for Fair Resource Allocation`
(18 to 14 and 18 to 15 on 35 more, poor 17 -> 10; twenty-fifth session). The document marks these words as it marks an
example list's (title_spans.document), so no title joins them as a purpose.

Nor is what the work is compared with its subject: `transfer better than non-adversarially-trained models` or
`outperforms existing conservative offline RL algorithms` names the baseline, and no title should lead with it.
"""

from __future__ import annotations

import re

_INSPIRED = re.compile(r"(?:[Ii]nspired|[Mm]otivated) (?:by|from)|(?:[Dd]rawing|[Tt]aking) inspiration from"
                       r"|[Bb]orrowing ideas from")
_COMPARED = re.compile(r"\b(?:than|[Uu]nlike|versus|vs\.?|[Cc]ompared (?:to|with)|[Ii]nstead of|[Rr]elative to"
                       r"|outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|[Ii]n contrast to|[Cc]ontrary to"
                       r"|[Aa]s opposed to|[Ss]imilar to|[Aa]kin to|[Aa]nalogous to)(?= )")
_INSPIRATION_ENDS = frozenset("that which who whose where when while we to and but".split())


def compared(sentence: str) -> bool:
    """Tell a sentence that may compare the work with another: a cheap gate before comparison(), a part of each of
    _COMPARED's cues (substring tests cost a third of the pattern's search; most sentences hold no cue)."""
    return any(cue in sentence for cue in ("than ", "nlike ", "vs", "versus", "ompared ", "nstead of", "elative to",
                                           "utperform", "urpass", "ontrast to", "ontrary to", "pposed to",
                                           "imilar to", "kin to", "nalogous to"))


def inspiration(raws: list[str]) -> list[bool]:
    """Which words of a sentence name what inspired the work (`inspired by X`), from the cue to what ends it."""
    return _marked(raws, _INSPIRED)


def comparison(raws: list[str]) -> list[bool]:
    """Which words of a sentence name what the work is compared with (`better than X`, `Unlike X, we`)."""
    return _marked(raws, _COMPARED)


def _marked(raws: list[str], cue: re.Pattern) -> list[bool]:
    """Which words of a sentence run from a cue to the comma, stop or clause that ends what it brings in; an opening
    clause (`Inspired by X, we ...`) counts only where a comma closes it."""
    flags, inside, after, text = [False] * len(raws), False, 0, " ".join(raws)
    # each cue's first word, and the word after its last: a cue's own words end nothing (`compared to`, `similar to`)
    starts = {len(text[: m.start()].split()): len(text[: m.end()].split()) for m in cue.finditer(text)}
    for k, raw in enumerate(raws):
        if k in starts:
            inside, after = True, starts[k]
        elif inside and k >= after and raw.lower().strip(",.;:") in _INSPIRATION_ENDS:
            inside = False
        flags[k] = inside
        if raw.endswith((",", ".", ";", ":")):
            inside = False
    if 0 in starts and not any(raw.endswith(",") for raw in raws):
        return [False] * len(raws)
    return flags

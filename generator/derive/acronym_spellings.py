"""Spell out an acronym in a made title the old title spelled out, for own_made_things.py: `QZ` -> `Quilt Zephyrs`.
"""
from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.own_action_words import FUNCTION

_SHORT = re.compile(r"[A-Z][A-Z0-9]*[A-Z](s?)")


def spelled(words: list[str], title: str, text: str) -> list[str]:
    """Spell out an acronym the old title spelled out (`QZ` -> `Quilt Zephyrs`), as the abstract defines it."""
    old = title.split()
    out: list[str] = []
    for word in words:
        m = _SHORT.fullmatch(word)
        short = word[:-1] if m and m.group(1) else word
        at = text.find("(" + short + ")") if m else -1
        span = _spelling(old, text[:at].rstrip().lower(), short) if at > 0 else None
        if span is None:
            out.append(word)
            continue
        long = old[span[0] : span[1]]
        if m.group(1) and not long[-1].endswith("s"):
            long = long[:-1] + [long[-1] + "s"]  # `QZs`: the plural of the spelled-out words
        out.extend(long)
    return out if len(out) <= MAX_WORDS else words


def _spelling(old: list[str], before: str, short: str) -> tuple[int, int] | None:
    """Find the old title's words the abstract writes right before `(QZ)` and whose initials spell it."""
    low = [w.lower() for w in old]
    for i in range(len(old)):
        for j in range(len(old), i, -1):
            phrase = " ".join(low[i:j])
            if before.endswith(phrase) or before.endswith(phrase.rstrip("s")):
                initials = "".join(p[0] for w in low[i:j] if w not in FUNCTION for p in w.split("-") if p)
                if initials.upper() == short.upper().replace("-", ""):
                    return i, j
    return None

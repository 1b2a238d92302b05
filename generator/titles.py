"""Derive a readable title for an abstract that has none."""

from __future__ import annotations

import re

_SMALL = {"a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "nor", "of", "on", "or",
          "over", "the", "to", "via", "vs", "with", "without"}
_CONTRIB = re.compile(
    r"\b(?:we|this paper|this work)\s+(?:propose|introduce|present|develop|study|show|prove|consider|investigate|address)s?\s+(.*)",
    re.I,
)
_NAME = re.compile(r"([A-Z][\w\-]+(?:\s+[A-Z][\w\-]+)+)\s*\(([A-Z][A-Za-z0-9\-]{1,12})\)")
MAX_WORDS = 12


def title_case(words: list[str]) -> str:
    """Capitalise like a paper title, keeping acronyms and short function words."""
    out = []
    for i, word in enumerate(words):
        if any(c.isupper() for c in word[1:]) or not word[:1].isalpha():
            out.append(word)
        elif word.lower() in _SMALL and 0 < i < len(words) - 1:
            out.append(word.lower())
        else:
            out.append(word[:1].upper() + word[1:])
    return " ".join(out)


def trim(phrase: str) -> list[str]:
    """Cut a phrase at a clause boundary and drop dangling function words."""
    phrase = re.split(r"[,;:.]\s|\s(?:that|which|where|by|using|to)\s", phrase + " ", maxsplit=1)[0]
    words = [w.strip("*_`$()") for w in phrase.split() if w.strip("*_`$()")][:MAX_WORDS]
    while words and words[-1].lower() in _SMALL:
        words.pop()
    while words and words[0].lower() in {"a", "an", "the", "novel", "new"}:
        words.pop(0)
    return words


def derive_title(text: str) -> str:
    """Name the contribution: `NAME: Long Name`, else the contribution phrase."""
    named = _NAME.search(text)
    if named:
        return f"{named.group(2)}: {title_case(named.group(1).split())}"
    found = _CONTRIB.search(text)
    words = trim(found.group(1)) if found else []
    if len(words) < 3:
        words = trim(text)
    return title_case(words) or "Untitled Abstract"


def disambiguate(titles: list[str], texts: list[str]) -> list[str]:
    """Make titles unique by adding a distinguishing phrase from each abstract."""
    seen: dict[str, int] = {}
    for t in titles:
        seen[t.lower()] = seen.get(t.lower(), 0) + 1
    out = []
    used = set()
    for title, text in zip(titles, texts):
        if seen[title.lower()] > 1:
            extra = title_case(trim(text.split(". ", 1)[-1])[:6])
            candidate = f"{title} ({extra})" if extra else title
            n = 2
            while candidate.lower() in used:
                candidate = f"{title} ({extra}, {' '.join(text.split()[n:n + 3])})"
                n += 3
            title = candidate
        used.add(title.lower())
        out.append(title)
    return out

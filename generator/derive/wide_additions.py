"""Tell what the wider readings of made_clauses.py may add to a title, and pick the first addition that fits: at most
14 words, one title word again but never its head, no weak verb, pointer or problem it only points at.
"""
from __future__ import annotations

from generator.derive.made_clause_reads import POINTING, to_purpose
from generator.derive.made_clause_words import (BASE_VERBS, DIGIT, DIGITS_IN_NAME, FUNCTION, LEAST_CONTENT, MOST_WIDE,
                                                NOT_MEANS, TO_TAKERS, UNSAID, content, fitted, is_word, root, weight)
from generator.derive.title_casing import title_case

_PROBLEMS = frozenset(
    "problem problems issue issues challenge challenges limitation limitations gap gaps goal goals shortcoming "
    "shortcomings drawback drawbacks difficulty difficulties question questions need needs bottleneck bottlenecks "
    "weakness weaknesses concern concerns purpose".split())
_WEAK_VERBS = frozenset("engages engage deals deal operates operate modifies modify changes change".split())
_SHORT_MEANS = frozenset("via through using".split())  # a means says enough in two telling words
_USING = frozenset("uses use utilizes utilize utilises utilise employs employ leverages leverage exploits exploit "
                   "adopts adopt".split())


def joined(title: str, added: list[str]) -> str | None:
    """Return the title with what the wider reading adds, cased whole, if it may take it."""
    words = title.split()
    if not added or not wide_addable(words, added):
        return None
    new = title_case([*words, *added])
    if not new.startswith(title + " ") and new.split()[: len(words)] != words:
        return None  # the casing changed the title itself
    return new if 3 <= len(new.split()) <= MOST_WIDE else None


def wide_addable(title_words: list[str], added: list[str]) -> bool:
    """Tell words the wider reading may add: enough said, no weak verb, pointer, claim or bare problem word."""
    lows = [w.lower() for w in added]
    if len(title_words) + len(added) > MOST_WIDE or weight(added) < LEAST_CONTENT - (lows[0] in _SHORT_MEANS):
        return False
    if len(lows) > 1 and (lows[0] == "by" and lows[1] in NOT_MEANS or lows[0] == "that" and lows[1] in _WEAK_VERBS):
        return False
    if any(w in _PROBLEMS and x and lows[x - 1] == "the" or w in UNSAID or w in POINTING for x, w in enumerate(lows)):
        return False
    if not [w for w in content(lows) if w not in _PROBLEMS and w not in BASE_VERBS]:
        return False  # `to Address the Problem`: a verb and a problem word only
    if any(len(w) == 1 and w != "a" or not is_word(w) or DIGIT.search(w) and not DIGITS_IN_NAME.fullmatch(w)
           for w in added):
        return False
    return few_repeats(title_words, added) and not repeats(title_words + added)


def few_repeats(title_words: list[str], added: list[str]) -> bool:
    """Tell an addition that says no word twice and at most one of the title's, never its head."""
    own = [root(w) for w in content(added)]
    have = [root(w) for w in content(title_words)]
    again = [w for w in own if w in have]
    return len(own) == len(set(own)) and (not again or len(again) == 1 and again[0] != have[-1])


def repeats(words: list[str]) -> bool:
    """Tell words that say a phrase twice: two words in a row again, or `X for X`."""
    low = [w.lower() for w in words]
    pairs = list(zip(low, low[1:]))
    return len(pairs) != len(set(pairs)) or any(low[x] == low[x + 2] and low[x + 1] in FUNCTION
                                                for x in range(len(low) - 2))


def first_fit(title: str, tries: list[list[str] | None], room: int) -> str | None:
    """Return the title with the first addition that fits whole, cut keeping its purpose, as a purpose alone, or cut."""
    tried = [t for t in tries if t]
    for added in tried:
        cut = fitted(added, room, wide=True)
        new = len(added) <= room and joined(title, added)
        new = new or cut and any(w.lower() == "to" for w in cut[2:]) and joined(title, cut)
        if new:
            return new
    for added in tried:
        low = [w.lower() for w in added]
        x = next((q for q in range(3, len(low) - 1) if low[q] == "to" and low[q - 1] not in TO_TAKERS), None)
        purpose = x and low[0] == "that" and low[1] in _USING and to_purpose(added, low, x)
        new = purpose and len(purpose) <= room and joined(title, purpose)
        if new:
            return new
    for added in tried:
        cut = fitted(added, room, wide=True)
        new = cut and joined(title, cut)
        if new:
            return new
    return None

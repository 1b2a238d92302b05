"""Say which weak hints a tag named in the same sentence claims: an attack's words belong to the attack it names.

`attack`, `adversary` and `defense` hint at Adversarial Robustness, but in a sentence that names a backdoor or a
membership inference attack they are that attack's words, and strict readers judged Adversarial Robustness wrong on
such papers. A tag's `yields_to` (tags.yml) lists the tags that claim its weak hints so.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping


def claimed_hints(found: list, yields: Mapping[str, frozenset[str]], starts: list[int]) -> frozenset[tuple[int, str]]:
    """Return (start, tag) for each weak hint whose sentence names outright a tag the hinted tag yields to.

    found: the vocabulary scan's mentions (start, end, text, shows, weak); starts: where each sentence starts.
    """
    hints = [(start, tag) for start, _, _, _, weak in found if weak for tag in weak if tag in yields]
    if not hints:
        return frozenset()
    named: dict[int, set[str]] = {}
    for start, _, _, shows, _ in found:
        if shows:
            named.setdefault(bisect_right(starts, start) - 1, set()).update(shows)
    return frozenset((start, tag) for start, tag in hints
                     if not yields[tag].isdisjoint(named.get(bisect_right(starts, start) - 1, ())))

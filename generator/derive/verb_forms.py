"""A verb's forms as titles write them: the base under the third person, and the gerund a title opens on."""

from __future__ import annotations

import re
from typing import Container

_SHORT_VOWEL = re.compile(r"[^aeiou]*[aeiou][^aeiouwxy]")  # `plan`, `stop` (not `open`, `edit`): doubled
# Longer verbs stressed on their last syllable double it too (`inferring`, `controlling`, `embedding`).
_STRESSED_END = re.compile(r"(?:in|re|pre|con|trans)fer|(?:oc|re|in)cur|(?:con|pa)trol|(?:com|pro|ex|re)pel|"
                           r"(?:sub|o|per|com|ad|e|trans)mit|(?:off|up|re|on)set|regret|forget|begin|equip|embed")


def base_form(verb: str) -> str:
    """Undo the third person: `addresses` -> `address`, `captures` -> `capture`."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):  # not `optimizes`, `analyzes`
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


def gerund_bases(word: str) -> tuple[str, str, str]:
    """The base forms a verb's `-ing` form may stand for: `adding` (`add`), `training` (`train`), `leveraging`
    (`leverage`)."""
    return word[:-3], word[:-3] + "e", word[:-4]


def gerund_of(word: str, verbs: Container[str]) -> bool:
    """Tell a gerund of one of verbs (`training` of `train`, `leveraging` of `leverage`)."""
    return word.endswith("ing") and (word[:-3] in verbs or word[:-3] + "e" in verbs)


def gerund(verb: str) -> str:
    """Make `augment` into `augmenting` for a title that starts with the action."""
    verb = verb.lower()
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if len(verb) <= 4 and _SHORT_VOWEL.fullmatch(verb) or _STRESSED_END.fullmatch(verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"

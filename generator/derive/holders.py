"""Turn a title round where its work is only where, or with what, its purpose is done.

`Marmot Learning Setting for Lattice Harm` says a setting is for a harm; the paper studies the harm in that setting.
`Tessel Data for Offline Zephyr Learning` reads as data made for it; the paper does offline zephyr learning with that
data. A title whose work half ends on such a holder says the other half first and holds it there (`Lattice Harm in
Marmot Learning Setting`, `Offline Zephyr Learning with Tessel Data`, `Quilt Learning from Marmot Observations`). This
runs last, on the chosen title, so that no choice between titles turns on the new wording.
"""

from __future__ import annotations

from generator.derive.acronyms import spells
from generator.derive.title_pieces import purpose_halves

# The holders and the word that holds the other half in them. Blind readers (forty-second session) preferred the
# turned titles 83 to 20 (29 the same) on the 44 corpus papers judged of the 67 this changes, poor 40 -> 28 and faithful
# 17 -> 26 of 132 verdicts; they lost where the aim is a mere formalism (`Marmot Decision Processes in Imitation
# Learning Setting`) or the work's first word a verb (`Weight Imperfect Expert Demonstrations`).
HOLDERS = {"setting": "in", "settings": "in", "data": "with", "labels": "with", "rewards": "with",
           "constraints": "with", "feedback": "with", "supervision": "with", "demonstrations": "from",
           "observations": "from"}
# A half that relates words of its own stays as it is (`... in Linear Bandits in ...`, `... from Distantly-Labeled
# Data`): turned, it would relate three things in a row.
RELATING = frozenset("in for of to with on under via from by as through without using across against after between "
                     "into over wherein respect".split())
# `-ing` words that name a kind of data, not a deed done to it (`Streaming Data`, `Training Data`).
_KIND_INGS = frozenset("training pretraining pre-training streaming programming missing existing remaining matching "
                       "learning modeling modelling testing imaging driving reasoning planning ranking".split())


def held_round(name: str, title: str) -> str:
    """`B with A Data` for a title `A Data for B` (`B in A Setting`, ...); a name's own title part stays first."""
    split = purpose_halves(title)
    if split is None or not turnable(name, split[1].split(), split[2].split()):
        return title
    prefix, work, aim = split
    return f"{prefix}{aim[0].upper()}{aim[1:]} {HOLDERS[work.split()[-1].lower()]} {work}"


def turnable(name: str, work: list[str], aim: list[str]) -> bool:
    """Tell halves that turn round: the work ends on a holder after a word of its own, is no deed (`Generating Training
    Data`) nor what the name spells (`DEF: Detached Error Feedback for ...`), and neither half relates words itself."""
    lower = [w.lower() for w in work]
    if lower[-1] not in HOLDERS or len(lower) < 2 or deed_led(lower):
        return False
    return not (name and spells(name, " ".join(work))) and RELATING.isdisjoint(w.lower() for w in [*work, *aim])


def deed_led(words: list[str]) -> bool:
    """Tell lower-cased words that open on a deed, a gerund after an adverb or not (`generating data`, `provably
    defending`), not on a kind of thing (`streaming data`, `learning agents`)."""
    lead = words[1] if words[0].endswith("ly") and len(words) > 1 else words[0]
    return lead.endswith("ing") and lead not in _KIND_INGS

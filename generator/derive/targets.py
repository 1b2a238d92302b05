"""Say what an attack targets and whose robustness a title means: `Backdoor Attack on Federated Learning`,
`Adversarial Robustness of Graph Neural Networks`.

A join writes `for` between its halves, and `Attack for Federated Learning` reads as an attack made to serve it. Where
the purpose names a learner (models, networks, classifiers, agents, a kind of learning), the attack is on it, and a
robustness is its own. Like holders.py this runs last, on the chosen title, and changes no content word. Blind readers
preferred the linked titles 39 to 2 (1 the same) on 14 of the 28 corpus titles it changes (forty-second session).
"""

from __future__ import annotations

from generator.derive.holders import RELATING, deed_led
from generator.derive.title_pieces import purpose_halves

# What a half says before `for`, and the word a learner after it takes instead.
TARGETING = {"attack": "on", "attacks": "on", "robustness": "of"}
# The last words of a purpose that names a learner, not a use (`for Membership Inference` stays).
LEARNERS = frozenset("models model networks network classifiers classifier agents agent learning detectors detector "
                     "systems system transformers programs".split())


def targeted(title: str) -> str:
    """`A Attack on B`, `A Robustness of B` for `A Attack for B` where B is a learner; else the title."""
    split = purpose_halves(title)
    if split is None:
        return title
    prefix, work, aim = split
    link, learner = TARGETING.get(work.split()[-1].lower()), [w.lower() for w in aim.split()]
    # a purpose that relates words of its own names no learner as a whole
    if not link or learner[-1] not in LEARNERS or deed_led(learner) or not RELATING.isdisjoint(learner):
        return title
    return f"{prefix}{work} {link} {aim}"

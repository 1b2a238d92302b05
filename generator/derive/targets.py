"""Say what an attack targets, whose robustness a title means and what a defence stands against: `Backdoor Attack on
Federated Learning`, `Adversarial Robustness of Quilt Neural Networks`, `Neuron Pruning against Backdoor Attacks`.

A join writes `for` between its halves, and `Attack for Federated Learning` reads as an attack made to serve it. Where
the purpose names a learner (models, networks, classifiers, agents, a kind of learning), the attack is on it, and a
robustness is its own. Like holders.py this runs last, on the chosen title, and changes no content word. Blind readers
preferred the linked titles 39 to 2 (1 the same) on 14 of the 28 corpus titles it changes (forty-second session). A
defence's `for` reads the same way (`Neural Attention Distillation for Backdoor Attacks`), and says `against`.
"""

from __future__ import annotations

import re

from generator.derive.holders import RELATING, deed_led
from generator.derive.title_pieces import purpose_halves
from generator.derive.title_spans import Document

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


# A harm a defence works against: `Neural Attention Distillation for Backdoor Attacks` reads as a tool for the attacker,
# and `Adversarial Training for Robust Overfitting` as a way to get it.
HARMS = frozenset(
    "attack attacks poisoning backdoor backdoors overfitting forgetting collapse jailbreak jailbreaks".split())
_ATTACKER = ("attack", "poison", "backdoor", "jailbreak", "thief", "steal", "crafting", "constructing")
# What the abstract says the work does to the harm: stands against it, defends from it, mitigates or removes it.
_DEFENDS = re.compile(r"\b(?:against|defen[cs]|defend|robust|resist|mitigat|prevent|alleviat|eras|remov|counter(?!f)|"
                      r"combat|protect|immun|overcom|suppress)\w*((?:\W+\w+){1,6})")
# A paper that makes an attack may still write of defences against it: its own sentences say it makes one.
_ATTACK_MADE = re.compile(
    r"\b(?:propos|present|introduc|develop|design|devis)\w*\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}attack")
_DEFENCE_NAMED = re.compile(r"\bdefen[cs]e,? (?:\w+ )?(?:called|named|dubbed|termed|\()")  # `defense called RNP`


def defended(doc: Document, title: str) -> str:
    """`A against B` for `A for B` where B is a harm (HARMS) that a sentence stating the paper's own work stands
    against, defends from or mitigates; not an attack's own title (`Dual-Path Distillation for Black-Box Attacks`).
    Blind readers preferred it 30 to 3 on the 11 corpus titles it first changed, faithful 3 -> 22 of 33 (forty-sixth
    session); the one they kept was a long form's own `for`."""
    split = purpose_halves(title)
    if split is None:
        return title
    prefix, work, aim = split
    harm = [w.lower() for w in aim.split()]
    if harm[-1] not in HARMS or deed_led(harm) or not RELATING.isdisjoint(harm) or "and" in harm \
            or " for " in doc.long.lower():  # the name's own long form (`Feature Map Pruning for Backdoor (FMP)`)
        return title
    if any(w.lower().startswith(_ATTACKER) for w in work.replace("-", " ").split()):
        return title
    harms = [w.removesuffix("s") for w in harm if w in HARMS]  # `backdoor` or `attack` for `Backdoor Attacks`
    own = [s for s, mine in zip(doc.sentences, doc.contribution) if mine]  # what the paper's own work stands against
    if any(_ATTACK_MADE.search(s) for s in own):  # `we propose a query-based attack`: the work attacks
        return title
    if not any(h in m.group(1).lower() for s in own for m in _DEFENDS.finditer(s) for h in harms) and not (
            doc.name and any(_DEFENCE_NAMED.search(s) and doc.name in s for s in own)):
        return title
    return f"{prefix}{work} against {aim}"

"""Hold the verbs stated_questions.py reads questions, goals and deeds with, and write their gerunds and third
persons.
"""
from __future__ import annotations

BASE_VERBS = ("improve help hurt outperform offer lead affect exist generalize generalise transfer matter work "
              "benefit reduce increase provide yield require emerge hold scale depend capture learn converge cause "
              "enable remain encode represent share behave perform need suffer exhibit rely use contain achieve "
              "reflect predict explain align mitigate prevent boost degrade harm induce arise persist apply extend "
              "carry translate lie").split()
# The verbs a goal or a deed is said with (a deed's fewer: `we learn ...` states no deed), and the doubled consonant
# before their gerunds' `-ing`.
DEED_VERBS = ("understand analyze analyse characterize characterise improve estimate identify benchmark explore "
              "quantify recover detect reduce evaluate assess measure predict explain accelerate mitigate compute "
              "approximate minimize maximize optimize infer decompose disentangle extract certify verify discover "
              "localize classify defend").split()
GOAL_VERBS = DEED_VERBS + ("learn design develop find automate extend construct generate train build scale test "
                            "compare unify generalize bound sample control make rethink revisit speed combine cluster "
                            "align adapt transfer interpret protect solve").split()
_DOUBLED = frozenset({"infer", "transfer", "control"})


def gerund(verb: str) -> str:
    """Write a verb's gerund: `fold` -> `folding`, `infer` -> `inferring`."""
    return verb + verb[-1] + "ing" if verb in _DOUBLED else verb.removesuffix("e") + "ing"


def third_person(verb: str) -> str:
    """Write a verb's third person: `fold` -> `folds`, `apply` -> `applies`, `reach` -> `reaches`."""
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "es" if verb.endswith(("s", "sh", "ch", "x", "z")) else verb + "s"


BASE_OF = {third_person(v): v for v in BASE_VERBS}
DEED_GERUNDS = {form: gerund(v) for v in DEED_VERBS for form in (v, third_person(v))}

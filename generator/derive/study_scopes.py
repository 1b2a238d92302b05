"""Give a title the scope the abstract's own study sentence gives its phrase.

`Policy Evaluation with Function Approximation` is what the paper studies, and its abstract says where: `We consider
off-policy policy evaluation with function approximation in average-reward MDPs`. The title goes on `in Average-Reward
MDPs`. Blind readers preferred the titles with their scope 35 to 7 on 14 corpus papers, faithful 10 -> 23 of 42
verdicts (seventy-fourth session). The scope is taken as a purpose is (written_purposes.gone_on: short, plain, not
pointing back), and only where it names something: not `in a setting`, `with respect`, nor a modifier cut from its
noun (`in smooth`).
"""

from __future__ import annotations

import re

from generator.derive.prose import written_at
from generator.derive.title_model import Model
from generator.derive.written_purposes import gone_on

MOST = 6  # words of a scope at most
NEVER_ENDS = 5  # titles that hold a word and never end on it: it is a modifier
# The paper studies the phrase: `we (first) consider (the problem of) (a) (modifier) <phrase>`; searched for in the
# 120 characters before each place the phrase is written, where `$` anchors it to the phrase.
_STUDIED = re.compile(
    r"\b(?:we|this (?:paper|work|article|study)|our (?:paper|work))\s+(?:\w+ly\s+|also\s+|further\s+|first\s+)?"
    r"(?:stud(?:y|ies)|considers?|investigates?|analy[sz]es?|address(?:es)?|tackles?|revisits?|examines?|"
    r"focus(?:es)? on|explores?|initiates? the study of|characteri[sz]es?)\s+"
    r"(?:(?:the|a|an)\s+(?:\w+\s+)?(?:problem|task|question|setting|framework)\s+of\s+)?(?:(?:a|an|the)\s+)?"
    r"(?:[\w-]+\s+)?$", re.I)
_SCOPE = re.compile(r"(?:\s*\([^()]{1,40}\))?\s+(in|under|for|with|on)\s+(.{2,300})", re.I | re.S)
# Where a scope ends that a purpose goes on past: an aim, a result, a point of view.
_SCOPE_END = re.compile(r"\s+(?:to|leads|yields|results|improves|enables|allows|from (?:a|an|the) (?:\w+ )?perspective)"
                        r"\b.*$", re.I | re.S)
_NO_PLACE = re.compile(r"\b(?:which|general|various|different|several|many|some|practice|detail|particular|terms"
                       r"|context|presence|case|cases|light|order|addition)\b", re.I)
# Words that only say there is a scope (`in a setting`, `with respect`): the scope names nothing.
_SCOPE_ONLY = frozenset(
    "setting settings setup setups regime regimes manner way ways fashion assumption assumptions respect view sense "
    "environment environments dataset datasets data context contexts constraint constraints scenario scenarios model "
    "models problem problems task tasks framework frameworks condition conditions applications domains domain "
    "situations situation cases case form forms perspective level levels terms presence absence practice detail "
    "details general particular example examples paper work".split())


def scope_studied(title: str, text: str, model: Model) -> str:
    """The title gone on with the scope the abstract's `we study` sentence writes right after its phrase."""
    body = title.partition(": ")[2] or title
    core = re.sub(r"^(?:A|An|The) ", "", body)
    if len(core.split()) < 2:
        return title
    for at, end in written_at(text, core):
        found = _STUDIED.search(text, max(0, at - 120), at) and _SCOPE.match(text, end)
        if not found:
            continue
        link = found[1].lower()
        if re.search(rf"(?<![\w-]){link}(?![\w-])", body, re.I):
            return title  # a title that has its `in` already has its scope
        longer = gone_on(title, link, _SCOPE_END.sub("", found[2]), text, model.uses, MOST)
        return longer if longer and _names_a_place(longer[len(title) + len(link) + 2:], model) else title
    return title


def _names_a_place(scope: str, model: Model) -> bool:
    """Tell a scope that names something: no word that points back or only says there is a scope, not cut short."""
    last = scope.rsplit(" ", 1)[-1]
    word = last.lower()
    _, ends, held = model.edges.get(word, (0, 0, 0))
    # a word five titles hold and none ends on qualifies what follows it (`in Rich`, `of Smooth`)
    return not _NO_PLACE.search(scope) and word not in _SCOPE_ONLY and word not in model.open_words \
        and not (held >= NEVER_ENDS and not ends)

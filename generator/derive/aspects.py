"""Put back the aspect a paper studies of its title's phrase: `Heterogeneity in Quilt Optimization` names a topic, but
the abstract says `we study the role of heterogeneity in quilt optimization`, so the title says `Role of ...`.

Only for an unnamed title, a closed list of aspects (role, effect, limits, geometry, emergence, ...) and a phrase the
abstract writes, every time, after the same aspect in a sentence of the paper's own (`we`, `this paper`) that is not
its first and studies it (`study`, `analyze`, `characterize`, ...). A useful modifier comes along (`Regularization
Effect of`, `Fundamental Limits of`). Blind readers preferred the titles with their aspect 38 to 21, faithful 28 -> 44
of 60 verdicts (seventy-fifth session); what they preferred without were titles that judged a method (`Effectiveness
of`, `Efficacy of`, `Importance of`), which are left out.
"""

from __future__ import annotations

import re

from generator.derive.prose import written_whole

ASPECTS = frozenset(
    "role effect effects impact influence benefits benefit limits limitations properties behavior behaviour geometry "
    "emergence complexity robustness expressivity expressiveness vulnerability convergence dynamics stability power "
    "pitfalls failure failures feasibility consistency identifiability learnability trainability optimality "
    "universality interpretability sensitivity origins origin nature mechanisms implications".split())
_POWERS = frozenset("expressive representational representation approximation discriminative predictive "
                    "distinguishing".split())  # `power` alone is a word of many senses
_STUDIES = re.compile(r"(stud|analy|explor|investigat|characteri|understand|examin|highlight|demonstrat|reveal|insight"
                      r"|explain|explanation|theor|perspective|quantif|establish|prov|revisit|reexamin|re-examin|justif"
                      r"|shed|elucidat|uncover|show|measur|assess|evaluat|probe|probing|identif|disentangl)", re.I)
_OWN = re.compile(r"\b(we|our|us|this paper|this work|this study|here)\b", re.I)
_PLAIN_MODIFIERS = frozenset(
    "a an the its their our this these those such two three four several many some certain various different "
    "desirable current concrete main key first new novel particular specific exact precise unique surprising "
    "potential important overall true actual general possible".split())
_ASPECT_BEFORE = re.compile(r"(?:^|\s)(?:the |its |their |our )?((?:[\w-]+ )?)([\w-]+) of\s+(the\s+|a\s+|an\s+)?$")
_SENTENCE_START = re.compile(r"(?<=[.!?])\s+(?=[A-Z\\$])")
_ARTICLE = re.compile(r"(A|An|The) ")
_BY_GERUND = re.compile(r" by [A-Z][a-z]+ing$")
_OF_AFTER = re.compile(r"\s+of\b")


def aspect_restored(title: str, text: str) -> str:
    """The unnamed title with the aspect the abstract's own study sentence writes before it (see the docstring)."""
    article = _ARTICLE.match(title)
    body = title[article.end():] if article else title
    first = body.split()[0].lower()
    if ": " in title or first in ASPECTS or first.rstrip("s") in ASPECTS or _BY_GERUND.search(body):
        return title
    lower = text.lower()
    places = written_whole(lower, body.lower())
    found = {_aspect(text, lower, at, end) for at, end in places}
    if len(found) != 1 or None in found:
        return title
    aspect, determiner = found.pop()
    lead = article[1].lower() if article else determiner
    return f"{aspect} of {lead} {body}" if lead else f"{aspect} of {body}"


def _aspect(text: str, lower: str, at: int, end: int) -> tuple[str, str] | None:
    """The aspect (cased, with its useful modifier) and the determiner the abstract writes before the phrase at (at,
    end), or None where no listed aspect of the paper's own study stands there."""
    if _OF_AFTER.match(lower, end):
        return None  # the phrase goes on (`heterogeneity of`): the title holds only part of it
    start = max((m.end() for m in _SENTENCE_START.finditer(text, 0, at)), default=0)
    said = lower[start:at]
    before = _ASPECT_BEFORE.search(said)
    if not start or not before or before[2] not in ASPECTS:
        return None  # no aspect, or only in the opening sentence, which sets the scene
    modifier, aspect = before[1].strip(), before[2]
    if modifier in ("and", "or", "of", "on", "in", "for", "to", "with") \
            or aspect == "power" and modifier not in _POWERS:
        return None
    clause = re.split(r"[,;:()]", said[: before.start()])[-1]
    if not _OWN.search(text, start, _sentence_end(text, at)) or not _STUDIES.search(clause):
        return None
    words = ([modifier] if modifier and modifier not in _PLAIN_MODIFIERS and not modifier.isdigit() else []) + [aspect]
    determiner = (before[3] or "").strip()
    return " ".join("-".join(p[:1].upper() + p[1:] for p in w.split("-")) for w in words), determiner


def _sentence_end(text: str, at: int) -> int:
    """Where the sentence that holds at ends."""
    found = _SENTENCE_START.search(text, at)
    return found.start() if found else len(text)

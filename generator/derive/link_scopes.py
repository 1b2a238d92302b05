"""Give a title's last phrase the scope it runs on into: `Estimating Marmot Effects by Combining Data` stops mid-phrase
where a sentence of the paper's own work writes `... by combining data from multiple zephyr surveys`, so the title says
`Estimating Marmot Effects by Combining Data from Multiple Zephyr Surveys`.

The scope is the short noun phrase after `from`, `over`, `on`, `between`, `with`, `in`, `under`, `across` or
`without`, up to the first clause or stop, right after the first place the abstract writes the title, in a sentence of
the paper's own work that is not about earlier work. Only a scope of two content words or more, five words at most,
that names something (not `the presence of`, `a setting`, `its form`, maths, a plain `data`); never `with` after a
title that names its thing whole (`A Quilt Method ...`), never a scope cut at `and` or `to`. Titles with a `for`
purpose are left to purpose_scopes.py, and where it leaves them, to written_around.py's last family (scope_written).
Blind readers preferred the titles with this mend and result_heads.py's together 43 to 0 (2 the same) on 15 papers,
faithful / weak / poor 13 / 20 / 12 -> 33 / 6 / 6 of 45 verdicts (seventy-sixth session).
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.prose import written_whole
from generator.derive.purpose_scopes import STOP
from generator.derive.result_heads import ARTICLE, FUNCTION, LONGEST, content_keys, house_kept, normalised, \
    sentence_before
from generator.derive.title_casing import title_case

MOST = 5  # words of a scope at most
_LINKS = ("from", "over", "on", "between", "with", "in", "under", "across", "without")
_SCOPE = re.compile(r"(\s*\([A-Z][\w-]{0,10}s?\))?\s+(" + "|".join(_LINKS) + r")\s+(.{2,200})", re.S)
_ABBREVIATION_DOT = re.compile(r"\.[a-z0-9]")
OWN_CUE = re.compile(r"\b(?:we|our|this (?:paper|work|article|study|note|manuscript))\b", re.I)
EARLIER_WORK = re.compile(
    r"\b(?:previous|prior|existing|current|traditional|conventional|typical|typically|commonly|popular|recent|recently"
    r"|has remained|have remained|remains|has emerged|have emerged|has been|have been|has become|have become"
    r"|however|although|despite|often|usually|widely|most|many|unlike|while|whereas|et al)\b", re.I)
# Where a scope may end: a clause, a verb, or the means after it. A scope cut at a link or `and` is only part of a
# phrase (`without access` to ..., `between empirical measures` and ...), and is not taken.
_END_OK = re.compile(
    r"\s(?:that|which|who|whom|whose|where|when|while|whereas|then|but|is|are|was|were|has|have|had|can|could"
    r"|may|might|will|would|should|must|remains?|poses?|becomes?|requires?|leads?|yields?|results?|achieves?"
    r"|improves?|enables?|allows?|using|via|by|based|such|thus|thereby|because|since|if|so|do|does|did|provides?"
    r"|shows?|outperforms?|and\s+(?:we|it|our|show|demonstrate|propose|prove|provide|achieve|obtain|establish|derive"
    r"|then|also|thus|hence|present|introduce|develop|study|analy[sz]e))(?=\s|$).*$", re.I | re.S)
_END_BAD = re.compile(r"\s(?:and|or|than|to|as|versus|vs|we|our|it|its|their|they)(?=\s|$).*$", re.I | re.S)
# A scope may stop before a link of its own (`from sightings of quilt games` in a tournament) once it names a thing in
# two words or more.
_END_LINK = re.compile(
    r"\s(?:for|with|in|on|from|under|without|through|into|across|at|over|between|along|among|within|onto|toward"
    r"|towards|against|per|during|via|using)(?=\s|$).*$", re.I | re.S)
_ARTICLES = ("the", "a", "an")
_POSSESSIVE = frozenset(("its", "their"))
_BAD_SCOPE = re.compile(
    r"(?<![\w-])(?:this|these|those|such|it|its|them|their|our|we|which|above|following|same|other|others|respect"
    r"|terms|order|addition|particular|general|practice|contrast|detail|light|presence|absence|mind|context|turn|fact"
    r"|question|paper|work|one|ones|many|various|several|different|diverse|numerous|variety|range|number"
    r"|benchmarks?|experiments?|performance|guarantees?|insights?|accuracy|efficiency|speed|gains?|improvements?"
    r"|results?|strong|high|low|minimal|theoretical|provable|state-of-the-art|competitive|superior|little|less"
    r"|fewer|negligible|help|aid|goal|aim|hope|purpose|use|need|assumptions?|cases?|setting|settings|scenarios?"
    r"|sense|manner|way|fashion|form|applications?|any|certain|perspectives?|view|viewpoint|standpoint|lens|least"
    r"|some|most|all|every|each|both|either|neither|two|three|four|five|first|second|only|almost|nearly|about"
    r"|roughly|up|time|times|step|steps|end|hand|means|spirit|style|line|favor|favour|place|parallel"
    r"|conjunction|combination|comparison|more|much|very|well|also|even|just|further|i\.e|e\.g|etc"
    r"|the\s+\w+\s+of\s+the|art|literature|field|domain|area|areas|fields|domains|tasks?|problems?)"
    r"(?![\w-])", re.I)
NEVER_LAST = FUNCTION | frozenset(
    "its their our this these that those which such both each whose is are be can not more less between among "
    "through about against toward towards while when where how whether if so also then very any some only even "
    "similar due able namely including called named termed either well much many several different various other "
    "novel new instead almost".split())
_MODIFIER_END = re.compile(r"(?:ly|ed|ing|able|ible|ive|ous|ful|less|ical|ary)$")
_PLAIN_INPUT = frozenset("data sample samples examples observations inputs".split())
_PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z0-9]|[A-Z0-9]{2,}[a-z]?")
# A participle ends the phrase a verb's second link leads (`to zephyr features learned by ...`).
_PARTICIPLE = re.compile(r"\s(?:[a-z]+ed\s+(?:by|on|with|from|in|to|as|at|for|over|under|via)|motivated|inspired"
                         r"|trained|obtained|generated|induced|derived|learned|learnt|given)(?=\s|$).*$", re.I | re.S)
_OBJECT_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*[A-Za-z0-9]|[A-Z0-9]{2,}[a-z]?|an?")
_LINK_IN = {link: re.compile(r"(?<![\w-])" + link + r"(?![\w-])", re.I) for link in _LINKS}
PURPOSE = re.compile(r"(?<![\w-])for(?![\w-])", re.I)


@lru_cache(maxsize=256)
def speaks_of_earlier_work(prefix: str) -> bool:
    """Tell a sentence's words before a title that speak of earlier work or set the scene (EARLIER_WORK's)."""
    # Memoised: each family of a mend asks of the same place's words, and the pattern is slow on them.
    return EARLIER_WORK.search(prefix) is not None


def link_scope_restored(title: str, text: str) -> str:
    """End the title with the scope its own-work sentence writes right after it (see the module's docstring)."""
    if ": " in title or PURPOSE.search(title):
        return title  # a named title, or a purpose: purpose_scopes.py gives that its scope
    new = scope_written(title, text)
    return house_kept(title, new) if new else title


def scope_written(title: str, text: str, places: list[tuple[int, int]] | None = None,
                  longest: int = LONGEST) -> str | None:
    """Return the title ended with the scope its own-work sentence writes right after it, a purpose or not, or None."""
    if places is None:  # long_titles.py gives the places it reads, and a longer cap
        places = written_whole(normalised(text), ARTICLE.sub("", title).lower().replace("-", " "))
    if not places:
        return None
    at, end = places[0]
    prefix = sentence_before(text, at)  # read as from its start on: a blank or none goes before it
    if not OWN_CUE.search(prefix) or speaks_of_earlier_work(prefix):
        return None  # a sentence that sets the scene or speaks of earlier work, not of the paper's own
    scope = _SCOPE.match(text, end)
    if not scope or _LINK_IN[scope[2]].search(title):
        return None  # the title links that way already: the scope may belong to its inner phrase
    link = scope[2]
    if link == "with" and ARTICLE.match(title):
        return None  # `A Quilt Method with X`: a part or a means of the thing the title names whole
    words = _scope_words(link, scope[3])
    if words is None or not _names_something(words, title.split(), longest):
        return None
    return f"{title} {link} {title_case(words, first=False)}"


def _scope_words(link: str, rest: str, participle: bool = False) -> list[str] | None:
    """Return the scope's words up to its first clause or stop, or None where it is cut inside a phrase or at maths."""
    stop = STOP.search(rest)
    if stop[0] == "." and _ABBREVIATION_DOT.match(rest, stop.start()):
        return None  # an abbreviation's dot
    stopper = rest[stop.start() : stop.start() + 1]
    rest = " " + rest[: stop.start()]
    lead = rest.split()[:1]
    if lead and lead[0].lower() in _POSSESSIVE and link in ("from", "over", "on", "across"):
        rest = rest[len(lead[0]) + 1 :]  # `from its zephyr coordinates`: the title's own thing
    ok, bad, linked = _END_OK.search(rest), _END_BAD.search(rest), _END_LINK.search(rest)
    part = _PARTICIPLE.search(rest) if participle else None
    cut = min((m for m in (ok, bad, linked, part) if m), key=lambda m: m.start(), default=None)
    if cut is not None and cut is bad:
        return None  # cut at `and`, `to` ...: part of a longer phrase
    if cut is not None and cut is linked \
            and len([w for w in rest[: cut.start()].split() if w.lower() not in _ARTICLES]) < 2:
        return None  # `without access` to ...
    if cut:
        rest = rest[: cut.start()]
    elif stopper and stopper in "([*_{$\\":
        return None  # cut at an aside or maths
    words = rest.split()
    if words and words[0].lower() in _ARTICLES and link == "with":
        return None  # `with the X` says how, not where
    return words


def object_words(rest: str, single_ok: bool) -> list[str] | None:
    """Return the noun phrase after a verb's second link or a cut-off `of` that names something, or None."""
    # long_titles.py's: the scope's reading (no link, so no possessive or `with` rule), cut at a participle too; one
    # noun alone may do where single_ok (`without zephyrs`).
    words = _scope_words("", rest, participle=True)
    content = [w for w in words or () if w.lower() not in _ARTICLES]
    if not content or len(content) < 2 and not single_ok or len(words) > MOST or _BAD_SCOPE.search(" ".join(words)):
        return None
    last = words[-1].lower()
    if last in NEVER_LAST or last in _PLAIN_INPUT and len(content) < 2 or _MODIFIER_END.search(last) \
            or any(len(w) == 1 and w.lower() != "a" for w in words):
        return None  # a modifier cut off, a stray letter, or a plain input alone (`without data`)
    return words if all(_OBJECT_WORD.fullmatch(w) for w in words) else None


def _names_something(words: list[str], title_words: list[str], longest: int) -> bool:
    """Tell a scope that names something in plain words the title does not say, within the mend's length."""
    if len([w for w in words if w.lower() not in _ARTICLES]) < 2 or len(words) > MOST \
            or _BAD_SCOPE.search(" ".join(words)):
        return False
    last = words[-1].lower()
    if last in _PLAIN_INPUT:
        return False  # `from observed data`: where every learner gets its input
    if last in NEVER_LAST or _MODIFIER_END.search(last) or any(len(w) == 1 and w.lower() != "a" for w in words):
        return False
    if any(not _PLAIN_WORD.fullmatch(w) for w in words):
        return False  # maths, numbers, stray marks
    return not content_keys(words) & content_keys(title_words) and len(title_words) + 1 + len(words) <= longest

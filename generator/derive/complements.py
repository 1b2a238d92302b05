"""Put back the `of` or `between` a title's last phrase needs: `A Polynomial-Time Algorithm for Identification` says
`... for Identification of Structural Coefficients` where the abstract writes `identification of structural
coefficients` every time it writes `identification`.

The title's last phrase (after its last preposition, or the whole phrase after any name) must be written in the
abstract, every time followed by the same link, `of` or `between`; what follows is taken when it is a short, clean noun
phrase: at most six words, no maths or digits, not cut at a coordination, not ending on an adjective, not generic and
not what the title says already. Blind readers preferred the titles with the complement 55 to 5 (6 the same) on 20
papers, faithful 13 -> 46 and poor 31 -> 12 with the papers of a second scout's version (seventy-fifth session).
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.prose import written_at, written_whole
from generator.derive.title_casing import title_case

_PREPOSITIONS = frozenset("for of in to with on from via by under over into through towards against and".split())
_ENDS = frozenset(
    "that which where when while whose who whom with in on for to from by using via under over through as is are was "
    "were be been can could may might will would should must has have had and or but than into across within without "
    "between against among after before during such at versus vs each per if so thus then also both either neither "
    "do does did not up down out given drawn known shown taken seen made".split())
_BAD_FIRST = frozenset("these this those that such our their his her how what which whom up order form type types "
                       "interest practical size length variance degree".split())
_BAD_LAST = frozenset("a an the of and its their his her our two three both each all some many new single given "
                      "certain various several different same current other".split())
_GENERIC = frozenset("data model models network networks system systems input inputs method methods algorithm "
                     "algorithms task tasks agent agents interest current".split())
_KINDS = frozenset("various type types kind kinds class form".split())
# Nouns on an adjective's ending (`signal`, `objective`): a phrase may end on them.
_NOUNS_LIKE_ADJECTIVES = frozenset(
    "signal interval model individual potential manual trial material proposal critic objective primitive derivative "
    "alternative metric logic heuristic topic dynamic graphic clinic variable table vocabulary dictionary boundary "
    "library summary".split())
_ADJECTIVE_END = re.compile(r"(?:ive|al|ous|ic|able|ible|ary|ful)$")
_LY_NOUNS = frozenset("family anomaly assembly supply poly".split())
_PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*")
_UNPLAIN = re.compile(r"[$\\\d^(\[{}=<>/&]")
_TRAILING = re.compile(r"[.,;:!?)\]]+$")
_GOES_ON = re.compile(r"[\w-]")
_SMALL = frozenset("a an the of and or for in on to with from by via at as vs".split())


def complement_restored(title: str, text: str) -> str:
    """The title with the `of` or `between` complement the abstract always writes after its last phrase."""
    name, colon, body = title.partition(": ")
    if not colon:
        name, body = "", title
    if body.endswith(" of"):
        return title
    for phrase in _last_phrases(body):
        ends = _places(phrase, text)
        links = {_next_word(text, end) for end in ends}
        if not ends or len(links) != 1 or links.pop() not in ("of", "between"):
            continue
        link = _next_word(text, ends[0])
        words = _noun_phrase(text, ends[0], link)
        if phrase.startswith("of ") or words is None or not _says_more(words, body, link):
            return title
        longer = f"{body} {link} {title_case(words, first=False)}"
        return title if len(longer.split()) > MAX_WORDS else f"{name}{colon}{longer}"
    return title


def _last_phrases(body: str) -> list[str]:
    """The phrase a complement may follow: the whole body without its article, then its last prepositional part."""
    words = body.split()
    found = [re.sub(r"^(?:A|An|The) ", "", body)]
    links = [i for i, w in enumerate(words) if w in _PREPOSITIONS]
    if links and len(words) - links[-1] >= 2:
        found.append(" ".join(words[links[-1] :]))
    return found


def _places(phrase: str, text: str) -> list[int]:
    """Where each place the abstract writes the phrase ends (an article may follow its leading preposition)."""
    first, _, rest = phrase.partition(" ")
    if first in _PREPOSITIONS and rest:
        found = written_at(text, rest, _GOES_ON)
        led = re.compile(rf"\b{first}\s+(?:(?:the|a|an)\s+)?$", re.I)  # one a preposition: re's cache holds them
        return [end for at, end in found if led.search(text, max(0, at - 24), at)]
    return [end for _, end in written_whole(text, phrase)]


def _next_word(text: str, end: int) -> str:
    """The lower-cased word right after end."""
    words = text[end : end + 40].split(None, 1)
    return words[0].lower() if words else ""


def _noun_phrase(text: str, end: int, link: str) -> list[str] | None:
    """The words of the short, clean noun phrase after the link that follows end, or None; `between` takes one
    `and` (`between Quilts and Marmots`)."""
    rest = text[end:].split()
    words: list[str] = []
    for k, word in enumerate(rest[1:7], start=1):
        plain = _TRAILING.sub("", word)
        lower = plain.lower()
        if lower in _ENDS and not (link == "between" and lower == "and" and words and "and" not in words):
            return None if lower in ("and", "or", "versus", "vs") else words
        if _UNPLAIN.search(word) or not _PLAIN_WORD.fullmatch(plain):
            return None
        if lower.endswith("ly") and lower not in _LY_NOUNS or "ly-" in lower \
                or words and lower.endswith("ed") and lower not in ("embedded", "based"):
            return words  # an adverb or a participle goes on with a clause
        words.append(plain)
        if plain != word:  # punctuation ends the phrase; `nonsmooth, nonconvex functions` runs on past a comma
            after = rest[k + 1] if k + 1 < len(rest) else ""
            runs_on = word[len(plain) :].startswith(",") and (after.lower() in ("and", "or")
                                                               or after[:1].islower() and after.lower() not in _ENDS)
            return None if runs_on else words
    return None  # too long


def _says_more(words: list[str], body: str, link: str) -> bool:
    """Tell a complement that is a whole phrase naming something the title does not say."""
    lower = [w.lower() for w in words]
    if not words or lower[0] in _BAD_FIRST or lower[0].endswith("ing") or len(lower) == 1 and lower[0] in _SMALL \
            or lower[-1] in _BAD_LAST or link == "of" and lower[0] in ("a", "an", "any"):
        return False
    if _ADJECTIVE_END.search(lower[-1]) and lower[-1] not in _NOUNS_LIKE_ADJECTIVES or "of" in lower \
            or _KINDS.intersection(lower):
        return False
    content = [w for w in words if w.lower() not in ("a", "an", "the", "of", "its")]
    said = {w[:5] for w in re.findall(r"[a-z0-9]+", body.lower())}
    initials = "".join(w[0] for w in re.findall(r"[A-Za-z]\w*", body)).lower()
    return not all(w.lower() in _GENERIC for w in content) \
        and not all(w.lower()[:5] in said or w.isupper() and w.lower() in initials for w in content)

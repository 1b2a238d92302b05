"""Give a verb a title stops on the second half it takes: `QZ: Turning Quilt Models` says `QZ: Turning Quilt Models into
Zephyr Models` where the abstract writes `turn quilt models into zephyr models`.

The verb is the title's first word, or a gerund after `for`, `by`, `via` or `through` whose object ends the title; it
takes a second half (`combine ... with`, `map ... to`, `decouple ... and`). Where the abstract writes the verb (any
form), the title's object and then the link and a short phrase (straight on, past a bracket or an aside such as `, such
as X,`, or as a list), the title goes on with them. written_purposes.py and moving_verbs.py do so for a first word
written straight before its link. Blind readers preferred the titles with the second half 29 to 0, poor 17 -> 5 of 30
verdicts (seventy-fifth session).
"""

from __future__ import annotations

import re
from collections.abc import Container

from generator.derive.house_style import MAX_WORDS
from generator.derive.title_casing import title_case
from generator.derive.title_pieces import repeats_itself
from generator.derive.verb_forms import base_form

# A verb's stem and the links its second half takes.
_TAKES = {
    "combin": ("with", "and"), "integrat": ("with", "and", "into"), "incorporat": ("into",), "inject": ("into",),
    "insert": ("into", "as"), "turn": ("into",), "convert": ("into", "to"), "transform": ("into",),
    "translat": ("into",), "decompos": ("into",), "distill": ("into",), "compil": ("into",), "cast": ("as",),
    "recast": ("as",), "reformulat": ("as",), "formulat": ("as",), "fram": ("as",), "refram": ("as",),
    "map": ("to", "into", "onto"), "lift": ("to",), "coupl": ("with",), "fus": ("with", "into"),
    "merg": ("with", "into"), "unif": ("with", "and"), "unify": ("with", "and"), "marr": ("with",),
    "bridg": ("and", "with"), "connect": ("to", "with"), "link": ("to", "with"), "pair": ("with",),
    "align": ("with",), "augment": ("with",), "equip": ("with",), "endow": ("with",), "view": ("as",),
    "treat": ("as",), "interpret": ("as",), "decoupl": ("from", "and"), "separat": ("from",),
    "distinguish": ("from",), "relat": ("to",), "extend": ("to",), "adapt": ("to",), "generaliz": ("to",),
    "appl": ("to",), "fit": ("to",), "upgrad": ("to",), "exploit": ("as",), "leverag": ("as",), "us": ("as",),
    "employ": ("as",), "adopt": ("as",), "regard": ("as",), "repurpos": ("as",), "reus": ("as",),
    "introduc": ("into", "as"), "add": ("to",), "bring": ("to", "into"), "scal": ("to",), "transfer": ("to",),
    "replac": ("with", "by"),
}
_STEMS = sorted(_TAKES, key=len, reverse=True)
_TITLE_LINKS = frozenset("for into onto as to in on with via using by and from through".split())
_LEADS = frozenset("for by via through".split())
_ENDS = frozenset("to for that which while where whereas by using via through so thus thereby in on at with without "
                  "under over when if as than whose who because since and or but is are was were be been can could "
                  "will would may might should has have had do does often also then still even only already".split())
_BAD_FIRST = frozenset("such these this those it them their its our one each any other others another existing "
                       "previous prior more most many several some all both either what which how whether new".split())
_SMALL_END = frozenset("of and or the a an to for in on with by from as at via".split())
_WORD = r"[\w'\u2019-]+"
_NEXT = re.compile(r"\s*(" + _WORD + r")(\s*[,.;:()?!]|\s|$)")
_ASIDE = (r"(?:\s*\([^()]{1,60}\)|,\s*(?:such as|e\.g\.,?|i\.e\.,?|or equivalently|including|namely|like"
          r"|for example,?)\s+[^,;.()]{1,60},)")
_LIST = r"(?:,\s+[^,;.()]{1,40}?){0,3},?"
_EXAMPLE = re.compile(r",\s*(?:such|e\.g|i\.e|or equiv|includ|namely|like|for ex)", re.I)
_UNPLAIN = re.compile(r"[\d$\\]")
_MODIFIER_END = ("ly", "ed", "ive", "al", "ous", "ic", "ble")


def argument_restored(title: str, text: str, verbs: Container[str]) -> str:
    """The title with the second half the abstract writes after its last verb's object (see the docstring)."""
    name, colon, body = title.partition(": ")
    words = (body if colon else title).split()
    at = _verb_at(words)
    if at is None:
        return title
    stem = _stem(words[at])
    links = _TAKES[stem]
    for found in re.finditer(_pattern(stem, words[at + 1 :], links), text, re.I):
        longer = _gone_on(title, words, found, text, verbs)
        if longer:  # `Sampling from Sampling Strategies` reads as a title repeating itself
            return longer if len(longer.split()) <= MAX_WORDS and not repeats_itself(longer) else title
    return title


def _verb_at(words: list[str]) -> int | None:
    """Where the title's last verb that takes a second half stands: its first word, or a gerund after a lead whose
    object ends the title."""
    at = None
    for j, word in enumerate(words):
        if word.lower().endswith("ing") and _stem(word) and (j == 0 or words[j - 1].lower() in _LEADS) \
                and j + 1 < len(words) and _TITLE_LINKS.isdisjoint(w.lower() for w in words[j + 1 :]):
            at = j
    return at


def _stem(gerund: str) -> str | None:
    """The stem in _TAKES a gerund is of (`combining`: `combin`), or None."""
    s = gerund[:-3].lower()
    if len(s) > 2 and s[-1] == s[-2] and s[-1] not in "ls":
        s = s[:-1]
    return next((k for k in _STEMS if s == k or s.startswith(k) and len(s) - len(k) <= 1), None)


def _pattern(stem: str, thing: list[str], links: tuple[str, ...]) -> str:
    """The abstract's verb, the title's object, an aside or a list, and the link (a pattern made for a title the verb
    gate let through: a few hundred of the corpus)."""
    written = r"\s+".join(re.escape(w) for w in thing)
    between = _ASIDE + "|" + (_LIST if "and" in links else r"(?!)")
    return (rf"\b{stem}\w*\s+(?:both\s+)?(?:the\s+|a\s+|an\s+)?{written}(?:\s*\([^()]{{1,30}}\))?"
            rf"(?P<gap>{between})?\s+(?P<link>{'|'.join(links)})\s+")


def _gone_on(title: str, words: list[str], found: re.Match[str], text: str, verbs: Container[str]) -> str:
    """The title with the items and the second half after this place of the verb, or '' where they make none."""
    link, gap = found["link"].lower(), found["gap"]
    items: list[str] = []
    if link == "and" and gap and gap.startswith(",") and not _EXAMPLE.match(gap):
        items = [g.strip() for g in gap.strip(",").split(",") if g.strip()]
    elif link != "and" and gap and not (gap.lstrip().startswith("(") or gap.startswith(",")):
        return ""
    thing = _object(text, found.end(), verbs)
    if thing and thing[0].lower() == "the" and link != "as":
        thing = thing[1:]
    said = {w.lower() for w in words}
    if not thing or thing[0].lower() in _BAD_FIRST or thing[-1].lower() in _SMALL_END \
            or all(w.lower() in said or w.lower() in _SMALL_END for w in thing):
        return ""
    if (any(_UNPLAIN.search(w) for w in thing) or thing[-1].lower().endswith(_MODIFIER_END)) \
            and not thing[-1][:1].isupper():
        return ""
    listed = [item.split() for item in items]
    if any(not w or len(w) > 4 or w[0].lower() in _BAD_FIRST or any(_UNPLAIN.search(x) for x in w) for w in listed):
        return ""
    tail = "".join(", " + title_case(w, first=False) for w in listed)
    return f"{title}{tail} {link} {title_case(thing, first=False)}"


def _object(text: str, start: int, verbs: Container[str]) -> list[str] | None:
    """The noun phrase written from start, up to six words, ended by punctuation or a word that ends a phrase."""
    words: list[str] = []
    end = start
    for found in _NEXT.finditer(text, start):
        if found.start() != end:
            break
        word, lower = found[1], found[1].lower()
        if words and (lower in _ENDS or lower.endswith("s") and base_form(lower) in verbs and base_form(lower) != lower):
            break
        words.append(word)
        end = found.end()
        if found[2].strip():
            if found[2].strip() == "," and "-" in word and word.islower():
                return None  # `to large-scale, multi-speaker ... datasets`: a list of modifiers, cut
            break
        if len(words) > 6:
            return None
    return words

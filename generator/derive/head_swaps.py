"""Say the name's own kind where a `NAME: HEAD for PURPOSE` title took its head from the abstract's background:
`QZ: Quilt Folding Methods for Zephyr Marmots` says `QZ: A Quilt-Free Zephyr Detector for Marmots` where the abstract
writes `quilt folding methods` only before its own work starts, as others' work (`existing quilt folding methods`) or
as what the work goes without (`QZ does not rely on quilt folding methods`), and introduces the name by its kind
(`we propose QZ, a quilt-free zephyr detector for marmots` / `a quilt-free zephyr detector called QZ`).

The head (up to case, hyphens and plural) is written before the first own sentence (we / our / this paper / the
name) and later only after `without` and the like or, in a sentence with neither we / our nor the name, `existing`;
or only ever after `without`. The kind is the apposition in the first own sentence that writes the name, at most six
words before it, praise dropped, `a family of X` read whole unless X is the old head. The purpose is the `for X` right
after the kind or the name, else the title's own where the abstract writes it twice or an own sentence does and the
kind does not say it, else none; a generic or vague kind (`a method`) needs its sentence's own. Blind readers
preferred the new titles 36 to 0 on 12 papers, faithful / weak / poor 0 / 7 / 29 -> 20 / 16 / 0 of 36 verdicts
(seventy-sixth session).
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.kind_spellings import spell_out
from generator.derive.name_spellings import ACRONYM
from generator.derive.prose import written_at
from generator.derive.title_casing import title_case

NAME_MOST = 3  # words of a name at most
MODS_MOST = 6  # words before the kind at most
PURPOSE_MOST = 8  # words of the name's sentence's purpose at most

_KIND = (r"(?:method|approach|framework|algorithm|technique|strategy|scheme|model|architecture|procedure|pipeline|"
         r"estimator|network|system|paradigm|solver|formulation|loss|regularizer|attack|defen[cs]e|metric|benchmark|"
         r"dataset|library|protocol|mechanism|learner|optimi[sz]er|sampler|encoder|decoder|methodology|toolkit|"
         r"platform|criterion|measure|operator|agent|recipe|detector|classifier|generator|objective|planner|tool|"
         r"engine|transformer|autoencoder|representation|baseline|regularization|heuristic|simulator|language|"
         r"datatype|policy|explainer|compiler|accelerator|backbone|solution|collection|family|suite|variant|extension|"
         r"class|version)(?:e?s)?")
_GENERIC = frozenset(
    "method methods approach approaches framework frameworks algorithm algorithms model models solution solutions "
    "scheme schemes technique techniques procedure procedures system systems strategy strategies tool tools paradigm "
    "paradigms mechanism mechanisms network networks methodology pipeline pipelines baseline baselines collection "
    "family suite variant extension class version architecture architectures".split())
_OF_KINDS = frozenset("version versions collection collections family families suite suites class classes variant "
                      "variants extension extensions".split())
_PRAISE = frozenset("novel new simple yet effective conceptually surprisingly elegant remarkably innovative original "
                    "very highly extremely first challenging carefully proposed".split())
_VAGUE = frozenset("efficient general generic unified principled powerful flexible versatile practical theoretical "
                   "scalable robust fast lightweight light-weight straightforward easy improved better alternative "
                   "universal broad hybrid holistic".split())
_FUNCTION = frozenset("a an the of in on at to for with and or by from under over into as via is are be this that "
                      "than its their our we which who whose where when while these those such it based".split())
_LINK_OK = frozenset({"of", "and"})  # `a collection of curated tasks`, `a novel and general algorithm`
_NEVER_FIRST = _FUNCTION - {"the"}
_UNINFORMATIVE = _VAGUE | _GENERIC | _LINK_OK
_POINTING = frozenset("this these such it them that those".split())

_OWN = re.compile(r"\b(?:we|our|us|this\s+(?:paper|work|study|article|note))\b", re.I)
_OTHERS = re.compile(r"\b(?:was|were|has\s+been|have\s+been)\s+(?:recently\s+)?(?:proposed|introduced|developed)\b|"
                     r"\bet\s+al\b", re.I)
# A stop and the spaces after it, before a capital or a mark: led by a class, not a lookbehind, it scans twice as fast.
_SENTENCE_BREAK = re.compile(r"[.!?]\s+(?=[A-Z\\(*$\"'])")
_MARKUP = re.compile(r"\\(?:emph|textit|textbf|textsc|mathrm|texttt|mathsf|text|mathbf)\{([^{}]*)\}|[*_`]+")
_NON_WORD = re.compile(r"[^a-z0-9]+")
_PART = re.compile(r"[-/]")
_NAME_PART = re.compile(r"[\s-]+")
_BASED_OF = re.compile(r" based on | of ")
_ARTICLE = re.compile(r"^(?:An?|The)\s+")
_CUE = (r"(?:called|named|dubbed|termed|coined|denoted(?:\s+as)?|referred\s+to\s+as|which\s+we\s+(?:call|term|dub|"
        r"name|coin)|that\s+we\s+(?:call|term|dub|name|coin))")
_MOD = r"(?:[\w'/-]+,?\s+)"
# Right after the name: `NAME[)] [(...)], a/an MODS KIND ...` / `NAME is a/an MODS KIND ...`.
_AFTER_NAME = re.compile(
    rf"[)\"'\u201d\s]*(?:\([^()]{{0,80}}\)\s*)?(?:(?:,|\u2014|\u2013|--+|:)\s*(?:which\s+is\s+)?|,?\s+(?:is|as)\s+)"
    rf"(?:an?)\s+(?P<k>{_MOD}{{0,{MODS_MOST}}}?{_KIND})\b(?P<after>.{{0,200}})", re.I | re.S)
# Right before the name: `a/an MODS KIND [based on X | of X][,] [cue] [the] ["(]`.
_BEFORE_NAME = re.compile(
    rf"\b(?:an?)\s+(?P<k>{_MOD}{{0,{MODS_MOST}}}?{_KIND}\b(?:\s+(?:based\s+on|of)\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]+)?)"
    rf"\s*,?\s*(?:{_CUE}\s+)?(?:the\s+)?[\"'`\u201c(]*$", re.I | re.S)
_OF_TAIL = re.compile(
    r"\s+of\s+((?:[\w'-]+\s+){0,3}?[\w'-]+?)(?=\s+(?:to|for|that|which|with|in|on|by|from)\b|[.;:]|$)")
_FOR_AFTER = re.compile(r"\s*[)\"'\u201d]*\s*,?\s*for\s+(?P<x>[^,.;:()\[\]]{3,160})", re.I)
_PURPOSE_CUT = re.compile(
    r"\s+(?:which|that|who|where|whereas|while|by|using|via|through|based|without|so|thus|as|in\s+order|"
    r"to\s+(?=[a-z]))\b.*$", re.I | re.S)
# Read on normalised text: what comes right before a head the work does without, or one that is others' work.
_DENIED = re.compile(r"\b(?:not (?:rely|depend) on|without(?: any)?|instead of|rather than|no need (?:for|of)|free of|"
                     r"dispense with|avoid(?:s|ing)?|bypass(?:es|ing)?|replac(?:e|es|ing)) (?:the )?$")
_OTHERS_WORK = re.compile(r"\b(?:existing|previou|conventional|current|recent|state of the art|popular|traditional|"
                          r"standard|typical|classical|vanilla|widely|commonly|earlier)\b[a-z0-9 ]{0,40}$")


def head_swapped(title: str, text: str) -> str:
    """Swap a background head for the kind the name's own sentence gives it (see the module's docstring)."""
    name, colon, tail = title.partition(": ")
    if not colon or ": " in tail or len(name.split()) > NAME_MOST:
        return title
    at = tail.lower().find(" for ")
    if at < 0:
        return title
    head, purpose = _ARTICLE.sub("", tail[:at]), tail[at + 5:]
    if not head or _spells(name, head):
        return title
    plain = _MARKUP.sub(r"\1", text) if _has_markup(text) else text  # an unmatched group reads as empty
    if name not in plain:
        return title  # most abstracts never write the name: no need to split them
    sentences = _sentences(plain)
    named = [_name_at(s, name) for s in sentences]
    first_own = next((k for k, s in enumerate(sentences) if named[k] >= 0 or _OWN.search(s)), None)
    if first_own is None or max(named) < 0:
        return title
    if not _background(sentences, head, name, first_own):
        return title
    k = next((k for k, s in enumerate(sentences) if named[k] >= 0 and _OWN.search(s)), None)
    found = None if k is None or _OTHERS.search(sentences[k]) else _kind_at(sentences[k], name, named[k])
    if found is None:
        return title
    kind = _kind_kept(found[0], head, plain)
    if kind is None:
        return title
    new_purpose = _purpose_after(found[1])
    old_purpose = new_purpose is None or new_purpose == purpose.split()
    if new_purpose is None:
        if not any(w.lower() not in _UNINFORMATIVE for w in kind):
            return title  # `a method`, `an efficient framework`: only a purpose the name's sentence writes says more
        if _purpose_written(purpose, sentences, named, first_own):
            new_purpose = purpose.split()
    words = _joined(kind, new_purpose, old_purpose, plain)
    return title if words is None else _written(title, name, words)


def _has_markup(text: str) -> bool:
    """Tell text that _MARKUP may change: every match starts with a backslash or holds `*`, `_` or a backtick."""
    return "\\" in text or "*" in text or "_" in text or "`" in text


def _sentences(text: str) -> list[str]:
    """Split text into sentences at each break, the stop kept with the sentence it ends."""
    out, start = [], 0
    for m in _SENTENCE_BREAK.finditer(text):
        out.append(text[start:m.start() + 1])  # keep the stop, drop the spaces after it
        start = m.end()
    out.append(text[start:])
    return out


def _norm(text: str) -> str:
    """Write text as ` words `: lower case, hyphens and marks as spaces, a plural `s` off, to find with str.find."""
    words = _NON_WORD.sub(" ", text.lower()).split()
    return " " + " ".join(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words) + " "


def _name_at(sentence: str, name: str) -> int:
    """Find where the sentence writes the name as a word of its own (not inside `QZ-2` or `MetaQZ`), or -1."""
    at = sentence.find(name)
    while at >= 0:
        before = sentence[at - 1: at]
        after = sentence[at + len(name): at + len(name) + 1]
        if not (before.isalnum() or before in "-_") and not (after.isalnum() or after in "-_"):
            return at
        at = sentence.find(name, at + 1)
    return -1


def _content(words: list[str]) -> list[str]:
    """List the first five letters of each content word, hyphened and slashed parts apart."""
    return [p.lower()[:5] for w in words for p in _PART.split(w) if p and p.lower() not in _FUNCTION]


def _spells(name: str, head: str) -> bool:
    """Tell a head whose initials spell the name's capitals out (or the other way round)."""
    caps = "".join(c for c in name if c.isupper())
    initials = "".join(p[0] for w in head.split() for p in w.split("-") if p).upper()
    return len(caps) >= 2 and (initials.startswith(caps[:3]) or caps.startswith(initials[:3]))


def _background(sentences: list[str], head: str, name: str, first_own: int) -> bool:
    """Tell a head the abstract writes only as background, others' work, or what the work goes without."""
    phrase = _norm(head)
    early, denied_all, hits = False, True, 0
    for k, sentence in enumerate(sentences):
        if not _may_write(sentence, phrase):
            continue  # no hit without each word: skip the norm, the costly part
        norm = _norm(sentence)
        places = [at for at, _ in written_at(norm, phrase)]
        if not places:
            continue
        hits += 1
        denied = all(_DENIED.search(norm[:p + 1]) for p in places)
        denied_all &= denied
        if k < first_own:
            early = True
            continue
        others = (all(_OTHERS_WORK.search(norm[:p + 1]) for p in places) and not _OWN.search(sentences[k])
                  and _name_at(sentences[k], name) < 0)
        if not denied and not others:
            return False  # an own sentence writes the head: it may well be the work's own
    return hits > 0 and (early or denied_all)


def _may_write(sentence: str, phrase: str) -> bool:
    """Tell a sentence whose norm may hold the normed phrase: a norm word is a lowered run less an `s`, so in it."""
    lower = sentence.lower()
    return all(w in lower for w in phrase.split())


def _kind_at(sentence: str, name: str, at: int) -> tuple[list[str], str] | None:
    """Read the name's kind as its own sentence writes it by apposition, and the text after the kind (or the name)."""
    end = at + len(name)
    m = _AFTER_NAME.match(sentence, end)
    if m:
        words, after = m["k"].replace(",", " ").split(), m["after"]
    else:
        m = _BEFORE_NAME.search(sentence[:at])
        if not m:
            return None
        words, after = m["k"].replace(",", " ").split(), sentence[end:]
    core = _BASED_OF.split(" ".join(words).lower())[0].split()
    if any(w in _FUNCTION and w not in _LINK_OK for w in core):
        return None  # a clause, not a kind
    if words[-1].lower() in _OF_KINDS and "of" not in words:  # `a family | of zephyr detectors`: read it whole
        of = _OF_TAIL.match(after)
        if not of or any(w.lower() in _FUNCTION for w in of[1].split()):
            return None
        words = words + ["of"] + of[1].split()
        after = after[of.end():]
    return words, after


def _kind_kept(kind: list[str], head: str, text: str) -> list[str] | None:
    """Drop the praise and leading links from the kind, or refuse an `of` kind that is no family or the old head's."""
    if "of" in kind:
        at_of = kind.index("of")
        if kind[at_of - 1].lower() not in _OF_KINDS:
            return None  # `a framework of two stages`: not a kind said by its family
        if set(_content(spell_out(kind[at_of + 1:], text) or [])) & set(_content(head.split())):
            return None  # `a multi-objective version of Quilt Folding` under `Quilt Folding for ...`: its base
    kind = [w for w in kind if w.lower() not in _PRAISE]
    while kind and kind[0].lower() in _LINK_OK:
        kind = kind[1:]
    return kind or None


def _purpose_after(after: str) -> list[str] | None:
    """Read the `for X` written right after the kind or the name, cut before a clause, means or infinitive."""
    m = _FOR_AFTER.match(after)
    if not m:
        return None
    x = _PURPOSE_CUT.sub("", m["x"]).split()
    if not x or len(x) > PURPOSE_MOST or x[-1].lower() in _FUNCTION or x[0].lower() in _NEVER_FIRST:
        return None
    if x[0].lower() == "the":
        x = x[1:]
    if any(w.lower() in _POINTING for w in x):
        return None  # `for this task`: it points back
    return x or None


def _purpose_written(purpose: str, sentences: list[str], named: list[int], first_own: int) -> bool:
    """Tell a title's purpose the abstract writes twice, or that a sentence of the paper's own work writes."""
    phrase = _norm(purpose)
    hits = [j for j, sentence in enumerate(sentences) for _ in written_at(_norm(sentence), phrase)]
    return len(hits) >= 2 or any(j >= first_own and (_OWN.search(sentences[j]) or named[j] >= 0) for j in hits)


def _joined(kind: list[str], purpose: list[str] | None, old: bool, text: str) -> list[str] | None:
    """Spell the kind and purpose out and join them by `for`, or None where they say the same."""
    kind = spell_out(kind, text)
    if kind is None:
        return None
    if purpose:
        spelled = spell_out(purpose, text)
        if spelled is None:
            return None
        stems = set(_content(spelled))
        if not old:  # `a fast network, for fast inference`: a vague modifier said again
            kind = [w for w in kind[:-1] if not (w.lower() in _VAGUE and set(_content([w])) <= stems)] + kind[-1:]
        if set(_content(kind)) & stems:
            if not old:
                return None
            spelled = None  # the old purpose only says again what the kind says (`a QZT-based detector for QZT`)
        purpose = spelled
    return kind + (["for"] + purpose if purpose else [])


def _written(title: str, name: str, words: list[str]) -> str:
    """Write the new title, or keep the old one where the words repeat, say the name, or run short or long."""
    stems = _content(words)
    name_stems = set(_content([p for p in _NAME_PART.split(name) if not ACRONYM.match(p)]))
    if not stems or len(stems) != len(set(stems)) or set(stems) & name_stems:
        return title
    new = f"{name}: {_article(words[0])} {title_case(words, first=False)}"
    return new if 3 <= len(words) + 1 <= MAX_WORDS else title


def _article(first: str) -> str:
    """Choose `A` or `An` for the first word, an acronym by how its first letter is said."""
    lead = first.split("-")[0]
    if ACRONYM.match(lead) or lead.isupper():
        return "An" if first[:1].upper() in "AEFHILMNORSX" else "A"
    return "An" if first[:1].lower() in "aeio" else "A"

"""Say what a named work is for where its title's tail spells the name out in five words or more: name_purposes.py
reads the same places but takes tails of four words or fewer only, and kind_purposes.py calls this where its own `for
X` on the name's kind finds nothing. `QZ: Quilt Zephyr with Marmot Tessels` says `... to Capture Tessel Drift` where
the abstract writes `we propose Quilt Zephyr with Marmot Tessels (QZ), which captures tessel drift`.

The families, read by name_purposes.py and name_clauses.py and written here:
- introduced: right after the name (`Quilt Zephyr Marmot Tessel Model (QZ) to fold ...`), in the passive, or in `QZ is
  a KIND for X`; never a fronted `To X, we ...` (two of two read vague);
- relative: `Quilt Zephyr Marmot Tessel Model (QZ), which captures marmot drift` -> `to Capture Marmot Drift`;
- kind_purpose: `we propose a tessel model for marmot ranking, called Quilt Zephyr ...` -> `for Marmot Ranking`;
- means, where the tail says no means itself: `..., a marmot model based on tessel folding` -> `Based on Tessel
  Folding`. The participle, later and `can be used to` readings come along; they changed no title of the corpus.
The tail must be one the abstract writes right next to the name: its long form (acronyms in it spelled out or not,
`Quilt (QZ) model` around the name), its kind (`QZ, a quilt zephyr model`), or that and one scope phrase (`Quilt
Zephyr Attack on Marmot Models`); a tail that is a field, a finding or a detail gained a purpose that still read wrong
(5 better of 19). It holds no participle of means (`Zephyr Approach Using Marmots`), and a name of several words has a
coined one (not `Marmot Networks`). A reading is refused where the prose carries on past it: a bracket (`to capture
noisy | (i.e. woven) seams`), a compound (`to fold seams | stitched marmot quilts`), the first of a list of objects, a
clause whose own `for` or `to` follows; and where it has quotes, vague words (`good`, `broad range`), an adverb for
an object (`to Fold Quickly`) or a last phrase a shortening left bare (`to Fold in Tessels`); it is cut at an irregular
participle (`built on`). It may say one tail word again, not as its opening verb nor beside a neighbour the tail has
too, with two fresh words besides (`Quilt Zephyr Model` + `for Quilt Folding of Marmots`). Acronyms the abstract
defines are spelled out unless house style keeps them (RL, GNN); an undefined one makes the mend give up. Blind readers
preferred the titles with the purpose 52 to 5 on 19 papers: introduced 31 : 5, relative 12 : 0, kind_purpose 6 : 0,
means 3 : 0 (seventy-sixth session).
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive import name_purposes as names
from generator.derive.bare_purposes import VERBS
from generator.derive.house_style import MAX_WORDS
from generator.derive.name_clauses import bare_head, clause_fits
from generator.derive.name_purpose_words import FUNCTION, GENERIC, STEM, VAGUE, norm, purpose_fits, purpose_readings
from generator.derive.name_spellings import prefix_spelled, spelled_out, tail_spelled
from generator.derive.title_casing import title_case
from generator.derive.verb_forms import base_form

TAIL_LEAST = 5  # words of a tail name_purposes.py leaves alone

# Emphasis marks a PDF or a LaTeX source leaves around a name (`\emph{QZ}`, `*QZ*`): a command and what it wraps,
# or a run of marks. Both open on one character of `\*_``, matched first so the scan skips straight to those.
MARKUP = re.compile(r"[\\*_`](?:(?<=\\)(?:emph|textit|textbf|textsc|mathrm|texttt)\{([^{}]*)\}|(?<=[*_`])[*_`]*)")
# `to fold both quilts and zephyrs`: `both` would end the purpose before its pair.
_BOTH = re.compile(r"(\b(?:to|for)\s+(?:[a-z]+ly\s+)?[a-z]+\s+)both\s+(?=[^,.;:]{3,80}?\sand\s)")
_COINED = re.compile(r"[A-Z].*[A-Z]|[a-z][A-Z]|\d")  # two capitals, camel case or a digit
_MEANS_SAID = re.compile(r"\b(?:via|with|using|through|based|by)\b", re.I)
_QUOTES = re.compile(r"['\"`\u2018\u2019\u201c\u201d]")
# A verb's participle after the reading with no link next: the reading is the first half of a compound.
_CUT_COMPOUND = re.compile(r"\s+(?!(?:called|named|termed|dubbed|coined|denoted|referred)\b)[a-z]{3,}ed\s+"
                           r"(?!(?:by|from|in|on|with|at|under|for|via|over|to|and|or|as|using|through|upon|into"
                           r"|across)\b)[A-Za-z]")
_CLAUSE_GOES_ON = re.compile(r"\s+(?:for|to|in\s+order\s+to)\s")
_LIST_GOES_ON = re.compile(r"\s*,\s*([a-z][\w-]*)[^.;:]{0,60}?\band\b")
_BRACKET_NEXT = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*([A-Za-z][\w-]*)")

# Participles that make a tail say what the work does already (`Marmot Approach Generating Quilts`).
_TAIL_PARTICIPLES = frozenset((
    "using leveraging exploiting incorporating combining requiring achieving making allowing enabling yielding "
    "providing utilizing employing relying ensuring maintaining preserving avoiding improving reducing capturing "
    "generating comprising consisting inheriting being bringing solving producing approaching towards "
    "against").split())
# Participles without `-ed`, which purpose_cut reads as nouns (`quilts | built on marmots`).
_IRREGULAR = frozenset("built made drawn taken known given shown grown written done found held seen".split())
# Words that read vague to the readers in a long title's purpose.
_WIDE_VAGUE = frozenset("good better more broad wide range community".split())
# A shortened reading ending on one of these and a word lost what the phrase went on to (`to Fold in Tessels`).
_PREPOSITIONS = frozenset("in on at from with under over across into within".split())
# Words a bracket after the reading may be followed by: they open a new clause, not the rest of the phrase.
_AFTER_BRACKET_OK = frozenset("which that who where while by using via through based without to and or as for in on "
                              "with from".split())
# Words after a comma that open no second item of a list.
_NOT_ITEMS = frozenset("which that who where whereas while when and or but as thus hence so such e i respectively "
                       "including namely with by using via through".split())


def long_purpose_said(name: str, tail: str, text: str) -> str | None:
    """Write `NAME: TAIL` with the purpose name_purposes.py's readings find for a long tail, or None."""
    words = tail.split()
    if len(words) < TAIL_LEAST:
        return None
    if " " in name and not any(_COINED.search(w) for w in name.split()):
        return None  # `Marmot Networks`: a field's name, not the paper's own work
    if any(w.lower() in _TAIL_PARTICIPLES for w in words[1:]):
        return None  # `Marmot Approach Generating Quilts`: the tail says what the work does
    if name not in text and not MARKUP.search(text):
        return None  # most abstracts never write the name: no need to read them
    text = " ".join(_unboth(unmark(text)).split())
    if not tail_spelled(name, tail, text) and not prefix_spelled(name, words, text):
        return None  # a tail the abstract does not write next to the name: a field, a finding, a detail
    sentences = names.naming_sentences(name, text)
    return _introduced(name, tail, sentences, text) or _clause_purpose(name, tail, sentences, text)


def _introduced(name: str, tail: str, sentences: list[tuple[str, list[int]]], text: str) -> str | None:
    """Write the purpose read right after the name, in the passive or in `NAME is a KIND for X`; never fronted."""
    for sentence, starts in sentences:
        intro = next((at for at in starts if names.introduces(sentence, at)), None)
        if intro is not None:
            found = names.after_name(sentence, intro + len(name))
        else:
            end = starts[0] + len(name)
            found = names.passive(sentence, end) or names.is_kind(sentence, starts[0], end)
            if not found:
                continue
        # Only the sentence that introduces the name: a later one speaks of its parts or its results.
        return _with_purpose(name, tail, *found, text) if found else None
    return None


def _clause_purpose(name: str, tail: str, sentences: list[tuple[str, list[int]]], text: str) -> str | None:
    """Write the first purpose the clauses around the name write that reads whole (name_clauses.py)."""
    for found in names.clause_readings(name, sentences):
        if found and not (found[0] in ("via", "based on") and _MEANS_SAID.search(tail)):  # the tail says how
            written = _with_purpose(name, tail, *found, text, clause=True)
            if written:
                return written
    return None


def unmarked(markup: re.Match[str]) -> str:
    """Keep what emphasis wraps, drop its marks."""
    return markup[1] or ""


@lru_cache(maxsize=8)
def unmark(text: str) -> str:
    """Drop the emphasis marks around words, scanning only a text that has one (kind_purposes.py reads it first)."""
    if "\\" in text or "*" in text or "_" in text or "`" in text:  # every MARKUP match opens on one of these
        return MARKUP.sub(unmarked, text)
    return text


def _unboth(text: str) -> str:
    """Drop the `both` that would end a purpose before its pair, scanning only a text that writes `both`."""
    return _BOTH.sub(r"\1", text) if "both" in text else text  # _BOTH matches a lower-case `both` only


def _with_purpose(name: str, tail: str, link: str, words: list[str], text: str, clause: bool = False) -> str | None:
    """Write the longest reading that fits and reads whole (of a means the shortest), as name_purposes.py does."""
    cut = next((i for i, w in enumerate(words) if i and w.lower() in _IRREGULAR), None)
    words = words[:cut] if cut else words  # `quilts | built on marmots`: a participle purpose_cut reads as a noun
    readings = purpose_readings(words)
    fits = clause_fits if clause else purpose_fits
    for shorter in readings[::-1] if link == "via" else readings:
        if len(shorter) > names.MOST or len(shorter) < names.FEWEST_AFTER_TO and link == "to":
            continue
        head = shorter[1:] if link == "to" or names.GERUND_START.match(shorter[0]) else shorter
        if clause and shorter is not words and bare_head(head):
            continue
        if not _reads_whole(shorter, shorter is words, link, text, clause):
            continue
        spelled = spelled_out(shorter, text)
        if not spelled or len(f"{name} {tail} {link}".split()) + len(spelled) > MAX_WORDS:
            continue
        if fits(name, _said_once(tail, shorter, link), link, shorter):
            return f"{name}: {tail} {title_case(link.split(), first=False)} {title_case(spelled, first=False)}"
    return None


def _find_words(phrase: str, text: str) -> int:
    """Find where the phrase first ends as whole words in the text, or -1."""
    at = text.find(phrase)
    while at >= 0:
        if names.bounded(text, at, at + len(phrase)):
            return at + len(phrase)
        at = text.find(phrase, at + 1)
    return -1


def _reads_whole(words: list[str], whole: bool, link: str, text: str, clause: bool) -> bool:
    """Tell a reading that says something plainly and that the prose does not carry on past (module docstring)."""
    low = [w.lower() for w in words]
    if _QUOTES.search(" ".join(words)) or _WIDE_VAGUE.intersection(low):
        return False
    if link == "to" and all(w.endswith("ly") for w in low[1:]):
        return False
    if not whole and len(low) >= 3 and low[-2] in _PREPOSITIONS:
        return False
    said = " ".join(words[1:] if link == "to" and len(words) > 1 else words)  # a clause's verb is in its base form
    end = _find_words(said, text)
    if end < 0:
        return True
    rest = text[end:end + 160]
    nxt = _BRACKET_NEXT.match(rest)
    if nxt and nxt.group(1).lower() not in _AFTER_BRACKET_OK:
        return False
    if _CUT_COMPOUND.match(rest):
        return False
    if clause and _CLAUSE_GOES_ON.match(rest):
        return False
    more = _LIST_GOES_ON.match(rest)
    item = more.group(1) if more else ""
    return not item or item in _NOT_ITEMS or base_form(item) in VERBS or item in VERBS


def _stems(words: list[str]) -> list[str]:
    """List the stems of the content words and of their hyphen's parts, made singular."""
    return [norm(p)[:STEM] for w in words for p in w.strip(",.;:()").split("-")
            if len(p) > 2 and p.lower() not in FUNCTION]


def _said_once(tail: str, purpose: list[str], link: str) -> str:
    """Drop from the tail the one word the purpose may say again (module docstring), so the fit does not count it."""
    said = set(_stems(tail.split()))
    again = [i for i, w in enumerate(purpose) if set(_stems([w])) & said]
    if len(again) != 1 or again[0] == 0 and (link == "to" or purpose[0].lower().endswith("ing")):
        return tail
    i = again[0]
    low, tl = [w.lower() for w in purpose], " ".join(w.lower() for w in tail.split())
    if any(" ".join(low[j:j + 2]) in tl for j in (i - 1, i) if 0 <= j and j + 1 < len(low)):
        return tail
    fresh = [w for k, w in enumerate(purpose) if k != i and w.lower() not in FUNCTION and norm(w) not in GENERIC
             and w.lower() not in VAGUE]
    if len(fresh) < 2:
        return tail
    stems = set(_stems([purpose[i]]))
    kept = [w for w in tail.split() if not set(_stems([w])) & stems]
    return " ".join(kept) if kept else tail

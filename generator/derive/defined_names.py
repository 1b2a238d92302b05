"""Give a named title the long form the abstract defines its name by, where its phrase garbled that long form.

`QZM: Zephyr Marmots` names the paper's QZM, but the phrase after the colon spells none of its capitals: the title
took a piece of the definition (`Quilted Zephyr Marmots (QZM)`) and lost the rest. Such a phrase becomes the long form
as the abstract writes it, keeping a last `for ...` purpose the long form does not say. Blind readers preferred the
long form 37 to 2 on 13 papers, poor 24 -> 0 of 39 verdicts (BENCHMARKS, seventy-fifth session). A phrase that
shares no word with the long form describes the name otherwise, and stays.
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.prose import clean, written_at
from generator.derive.title_casing import title_case

LONGEST = 14  # words a definition may run to before its bracketed name
SKIPPED = frozenset("a an and as at by for from in into is of on or the then than through to under using via "
                    "with".split())  # words a long form may hold that give its name no letter
_NAMED = re.compile(r"([^\s:]+): (.+)")
_WORD = re.compile(r"[A-Za-z0-9][\w'\-/]*")
_CONTENT = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_CLAUSE_END = re.compile(r"[.;:,()\"\u201c\u201d']|---|\u2014")
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]*[A-Z]")
_MARKING = re.compile(r"[A-Z]{2,}[a-z]|[a-z][A-Z]{2,}")  # `RObust`, `LAyout`: capitals that mark the name's letters
_INNER_MARKS = re.compile(r"[A-Z][a-z]+[A-Z][a-z]*[A-Z]")  # `ChanGeS`: single capitals that mark a name's letters
_TWO_CAPITALS = re.compile(r"[A-Z]{2}")
_RUN_TOGETHER = re.compile(r"[a-z]{4}[A-Z][a-z]{3}")  # `AcceleratedGradient`: two words, unfit for a title
_LAST_PURPOSE = re.compile(r"\s+for\s+(.+)$")
_OPENING = re.compile(r"\(\s*$")  # before a bracketed name
_CLOSING = re.compile(r"\s*\)")
# Words of any paper's field: a phrase sharing only these with the long form did not try to spell it.
_FIELD = frozenset("learn learning model models network networks method methods approach framework algorithm "
                   "algorithms deep neural based data".split())
_STEM = 5  # letters two words share to count as one word in two forms (`Reduced`, `Reduction`)


def defined_phrase(title: str, text: str) -> str:
    """Write a named title's phrase as the long form the abstract defines its name by."""
    named = _NAMED.fullmatch(title)
    if not named or not any(f"{mark}{named[1]}" in text for mark in ("(", "( ", "{")):  # `(\textbf{QZM})`
        return title
    (name, phrase), text = named.groups(), clean(text)
    if f"({name}" not in text and f"( {name}" not in text:
        return title
    long = _spelled_inside(defined(name, text), text)
    if not long or not _garbled(long, phrase, name):
        return title
    words = _WORD.findall(phrase)  # a phrase that spells the name another way describes it otherwise
    if any(spells(name, tuple(words[i:j])) for i in range(len(words)) for j in range(i + 1, len(words) + 1)):
        return title
    new = title_case(long.split())
    purpose = _LAST_PURPOSE.search(phrase)
    if purpose and not _stems(purpose.group(1)) & _stems(long) and " for " not in f" {long.lower()} ":
        new += " for " + purpose.group(1)
    # three words at least, as every title has: `QZ: Quilt-Zephyr` says no more than the name
    return title if new == phrase or len(new.split()) < 2 else f"{name}: {new}"


def defined(name: str, text: str) -> str:
    """Return the shortest run of words before `(name)` in the same clause that spells the name, else ""."""
    letters = _letters(name)
    for at, end in written_at(text, name):
        opening = _OPENING.search(text, max(0, at - 4), at)
        if not opening or not _CLOSING.match(text, end) or text[at:end] != name:
            continue
        words = _WORD.findall(_CLAUSE_END.split(text[: opening.start()])[-1])
        for n in range(1, min(LONGEST, len(words)) + 1):
            # the run's first word gives a letter its own first letter starts (_gives): the name's first one
            if words[-n].lower() not in SKIPPED and letters.startswith(words[-n][:1].lower()) \
                    and spells(name, tuple(words[-n:])):
                return " ".join(words[-n:])
    return ""


def _spelled_inside(long: str, text: str) -> str:
    """Spell out the acronyms inside a long form by their own definitions; "" where one has none, capitals mark
    letters or words run together."""
    if not long or any(_INNER_MARKS.search(w) and not _TWO_CAPITALS.search(w) or _RUN_TOGETHER.search(w)
                       for w in long.split()):
        return ""
    out = []
    for word in long.split():
        core = word[:-1] if word.endswith("s") and word[:-1].isupper() else word
        if len(core) >= 2 and _ACRONYM.fullmatch(core):
            inner = defined(core, text)
            if not inner:
                return ""  # an acronym the abstract does not spell out
            out.append(inner + "s" if core != word and not inner.endswith("s") else inner)
        elif _MARKING.search(word):
            return ""
        else:
            out.append(word)
    return " ".join(out)


def _garbled(long: str, phrase: str, name: str) -> bool:
    """Tell a phrase that tried to say the long form: it shares a word with it, and does not already hold it."""
    said, plain_long = _plain(phrase), _plain(long)
    if f" {plain_long} " in f" {said} " or plain_long == _plain(name) or _says_name_again(long, name):
        return False
    return bool(_stems(long, _FIELD) & _stems(phrase, _FIELD))


def _says_name_again(long: str, name: str) -> bool:
    """Tell a long form holding a part of its name (`Variance-Reduced Greedy-GQ` for VR-Greedy-GQ): a title that
    says it twice reads as repeating itself."""
    parts = {p for p in re.split(r"[-/]", name) if len(p) > 1}
    return any(p in parts for w in long.split() for p in (w, *re.split(r"[-/]", w)))


def _plain(text: str) -> str:
    """Lower-case a text to its runs of letters and digits, one space apart."""
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def _stems(text: str, left_out: frozenset[str] = frozenset()) -> set[str]:
    """The first letters of each content word not left out, which a word shares with its other forms."""
    return {w.lower()[:_STEM] for w in _CONTENT.findall(text) if w.lower() not in SKIPPED and w.lower() not in left_out}


def spells(name: str, words: tuple[str, ...]) -> bool:
    """Tell whether words spell a name's capitals and digits in order, each word giving the next one or more."""
    letters = _letters(name)
    return len(letters) >= 2 and bool(words) and _spells_from(letters, words, 0, 0)


def _letters(name: str) -> str:
    """The name's capitals and digits, lower-cased: the letters its long form spells."""
    return "".join(c for c in name if c.isupper() or c.isdigit()).lower()


@lru_cache(maxsize=4096)
def _spells_from(letters: str, words: tuple[str, ...], i: int, j: int) -> bool:
    """Tell whether words[i:] spell letters[j:]; a skipped word may give nothing."""
    if i == len(words):
        return j == len(letters)
    if words[i].lower() in SKIPPED and _spells_from(letters, words, i + 1, j):
        return True
    return any(letters.startswith(given, j) and _spells_from(letters, words, i + 1, j + len(given))
               for given in _gives(words[i]))


@lru_cache(maxsize=8192)
def _gives(word: str) -> frozenset[str]:
    """The letters one word may give a name: from each hyphen or slash part, a prefix of up to four letters, or its
    first letter and its inner capitals (`ReLU`: `rlu`); a later part may give nothing, the first never."""
    spellings = {""}
    for part in filter(None, re.split(r"[-/]", word)):
        capitals = "".join(c for c in part[1:] if c.isupper() or c.isdigit()).lower()
        forms = {part[:k].lower() for k in range(1, min(len(part), 4) + 1)}
        if capitals:
            forms.add(part[0].lower() + capitals)
        spellings |= {s + f for s in spellings for f in forms}
    return frozenset(s for s in spellings if s[:1] == word[:1].lower())

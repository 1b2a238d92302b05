"""Mend an unnamed `H for P` title where the abstract shows what the `for` hid, by the first of seven rules that holds.

1. The paper's named method for a generic head: `A Quilt Technique for Zephyr Sampling` says `Marmot Quilting for
   Zephyr Sampling` where a sentence of the paper's own work names it (`we propose a new quilt technique, called
   marmot quilting`, `This method, referred to as marmot quilting`) and the head is only a kind (`A Quilt Technique`,
   `Loss Functions`), what that sentence says before the name, or, where the cue names the method itself, no result.
2. The abstract's own link word for an invented `for`: `Quilt Bounds for Zephyr Expansion` says `Quilt Bounds using the
   Zephyr Expansion` where the abstract writes the halves so (or with `with`, `between`, `as`, `against`, and `on`
   after an effect or a task: `Effect of Quilts on Zephyr Prediction`) and never writes the head before `for`
   (for_links.py).
3. The variant the paper makes: `Quilt Coding for Zephyr Data` says `A Marmot Version of Quilt Coding for Zephyr Data`
   where the paper writes `we introduce a marmot version of quilt coding`.
4. A stray word before the paper's name: `Results Quilt Soups for Zephyrs` says `Quilt Soups for Zephyrs` where the
   paper writes `we call the results "quilt soups"`.
5-7. What a sentence of the paper's own writes around the halves (for_sentences.py): the words the title dropped
   between them (`Quilt Algorithms That Adapt to Zephyr Error`), the paper's own `for` (`A Quilt Method for Folding
   Tessel Seams`), or the means, clause or scope after the title (`... for Zephyr Folding by Stitching Marmot Seams`).

Every word of a new title is the abstract's or the old title's, within the house's length. Blind readers preferred the
new titles of rules 1-3 18 to 0 on 6 papers, faithful / weak / poor 3 / 3 / 12 -> 15 / 0 / 3 of 18 verdicts, and those
of rule 4 6 to 0 (seventy-sixth session).
"""

from __future__ import annotations

import re

from generator.derive.for_sentence_reads import (GENERIC_HEAD, MIN_WORDS, NAMEISH, SIDE_NEAR,
                                                 SIDE_START, SMALL, STOCK, VAGUE_MOD, content, finished)
from generator.derive.for_links import linked
from generator.derive.for_sentences import written_for
from generator.derive.house_style import MAX_WORDS
from generator.derive.plurals import singular
from generator.derive.title_casing import title_case

WINDOW = 12  # words before a naming cue that may say what kind of work it names
NEAR = 4  # words before the cue that say it names the method itself

# ---------------------------------------------------------------- rule 1: the paper's named method
# The cue's forms: `which we call`, `(is) called`, `naming the resulting kind`, `we call`.
_CALLED = r"(?:referred\s+to\s+as|termed|dubbed|named|called|coined)(?:\s+as)?"
_CUE_FORMS = (
    r"(?:which|that)\s+(?:we|is|are|was|were)\s+(?:(?:refer(?:red)?\s+to|call(?:ed)?|term(?:ed)?|dub(?:bed)?|"
    r"name(?:d)?|coin(?:ed)?))(?:\s+as)?",
    _CALLED,
    r"naming\s+the\s+resulting\s+\w+",
    r"we\s+(?:call|term|dub|name|refer\s+to\s+as)",
)
_CUE_WORDS = "(?:" + "|".join((_CUE_FORMS[0], r"(?:is\s+|are\s+)?" + _CALLED, *_CUE_FORMS[2:])) + r")\s+"
_CUE = re.compile(r"(?:,|\(|---|--|\u2014)?\s*" + _CUE_WORDS)
# An abstract holds a cue only where it holds one of the cue's forms, without the optional lead (a form with its
# `is`/`are` holds the bare form too): each form alone is a scan a few times as fast as all at once. The forms hold one
# of these strings, which str's search finds faster still (`term` and `name` only as written in a cue, whole or with
# `-ed`: `determine` and `dynamics` hold none).
_CUE_SEEN = tuple(re.compile(form + r"\s+") for form in _CUE_FORMS)
_CUE_STEMS = ("refer", "call", "dub", "coin", "naming", "termed", "named",
              *(word + space for word in ("term", "name") for space in " \n\t\r"))
_QUOTES = "\"'`\u201c\u201d\u2018\u2019"
_NAME_WORD = r"[A-Za-z][A-Za-z\-]*[A-Za-z]"
_NAME = re.compile(
    r"[\"'`\u201c\u2018]*(?:the\s+|a\s+|an\s+)?(" + _NAME_WORD + r"(?:\s+" + _NAME_WORD + r"){0,5}?)[\"'`\u201d\u2019]*"
    r"(?=\s*(?:\(|,|\.|;|:|---|--|\u2014|\)|$)|\s+(?:that|which|to|for|in|with|by|where|and|based|as|is|are|on|"
    r"from|whose|can|has|have|uses|using)\b)"
)
_SENT = re.compile(r"(?<=[.!?])\s+(?=[A-Z\\$])")
# the paper's own contribution, written before the cue: `we (then) propose`, `our method uses`, `This method, ...`
_OWN = re.compile(
    r"\bwe\s+(?:\w+\s+){0,2}?(?:propose|proposed|introduce|introduced|present|presented|develop|developed|"
    r"design|designed|devise|devised|derive|suggest|suggested|provide|formulate|put\s+forward|offer|"
    r"call)\b|\bour\b|^\W*(?:this|the\s+proposed|the\s+resulting)\s+(?:method|approach|framework|"
    r"algorithm|model|scheme|metric|measure|procedure)\b", re.I)
# a head that states a result, not a method: the name of a device behind it would take the result's place
_RESULT_HEAD = frozenset("bound bounds guarantee guarantees rate rates analysis analyses theory convergence complexity "
                         "regret limit limits effect effects role understanding lower upper optimality "
                         "consistency generalization impossibility hardness".split())
_SET_OFF = re.compile(r"(?:[,(]|---|\u2014)\s*$")
_FOR_ATTACHED = re.compile(r"\b(?:method|approach|framework|algorithm|technique|paradigm)\b[^,;]*\bfor\b[^,;]*$",
                           re.I)
# kinds of a paper's own contribution, written a few words before the naming cue
_KIND = re.compile(
    r"\b(?:method|methods|approach|framework|algorithm|algorithms|technique|metric|measure|function|functions|"
    r"principle|scheme|strategy|procedure|regularizer|regulariser|regularization|regularisation|loss|losses|"
    r"estimator|architecture|module|mechanism|objective|paradigm|protocol|test|score|criterion|notion|descriptor|"
    r"distribution|variant|attack|defense|defence|sampler|solver|operator|layer|network|networks|model|models|"
    r"generalization|extension|family|class|encoding|representation|representations|embedding|embeddings|"
    r"acquisition|heuristic|rule|policy|prior|kernel|transform|transformation|optimizer|training|learning)\b",
    re.I)
# what the cue names when it names no contribution of the paper's own
_NOT_WORK = re.compile(
    r"\b(?:problem|problems|setting|settings|phenomenon|phenomena|issue|assumption|assumptions|condition|property|"
    r"properties|effect|task|tasks|scenario|regime|gap|gaps|definition|quantity|dataset|benchmark|challenge|"
    r"paradox|curse|failure|bias|trap|triad|collapse|points|question)\b", re.I)
_NAME_BAD_WORDS = frozenset(
    "we it this that which these those our its their is are was were be been can will may not also here".split())
_KIND_HEAD = frozenset(
    "method methods approach approaches framework frameworks algorithm algorithms technique techniques metric "
    "metrics measure measures function functions principle scheme strategy procedure regularizer loss losses "
    "estimator architecture module mechanism objective paradigm protocol test score criterion notion model "
    "models descriptor distribution variant sampler solver".split())
_STRONG = re.compile(r"\b(?:method|approach|framework|algorithm|paradigm)\b", re.I)
_TRUNCATED = re.compile(r"\s*\([^)]*\)\s+[a-z]")  # `quilt regression (QR) trees`: the name goes on after its acronym
_SEVERAL = re.compile(r"\s+and\s+[a-z]")

# ---------------------------------------------------------------- rule 3: the variant the paper makes
_VARIANT = re.compile(
    r"\b(?:propose|proposed|introduce|introduced|present|presented|develop|developed|design|derive|use|consider|"
    r"study)\s+(?:an?|the)\s+((?:[A-Za-z][\w\-]*\s+){1,4}?)(version|variant|extension|generalization|form|"
    r"modification)\s+of\s+(the\s+)?", re.I)
LEAD_WORD = re.compile(r"^(?:an?|the)\s+", re.I)

# ---------------------------------------------------------------- rule 4: a stray word before the paper's name
_CALL_CUES = ("we call", "we term", "we dub", "we name")
_CALL_THE = re.compile(r"\bwe\s+(?:call|term|dub|name)\s+(?:the|this|our)\s+([a-z]+)\s+", re.I)
_CALLED_KINDS = frozenset("result results technique techniques method methods approach procedure algorithm algorithms "
                          "framework model models scheme strategy phenomenon objective loss metric measure process "
                          "idea architecture network operation construction trick".split())
_NAME_OPEN = re.compile(r"[\"'`\u201c\u2018*]*")
_NAME_CLOSE = re.compile(r"[\"'`\u201d\u2019*]*(?:[.,;:)]|\s+(?:when|which|that|and|as|in|for|to|is|are)\b|\s*$)")


def for_join_written(title: str, text: str) -> str:
    """Mend an unnamed `H for P` title by the first of the module's three rules that holds."""
    if " for " not in title or ": " in title:
        return title  # a title with a colon names its work already
    return _named_head(title, text) or linked(title, text) or _variant_head(title, text) or \
        _stray_dropped(title, text) or written_for(title, text) or title


_KIND_STEMS = frozenset(singular(k) for k in _KIND_HEAD)


def _named_head(title: str, text: str) -> str | None:
    """Return `NAME for P` where the paper names its own work and the head could be its stand-in, else None."""
    head, purpose = title.split(" for ", 1)
    if any(NAMEISH.search(w) and w not in STOCK for w in head.split()):
        return None  # a title led by a name already says what the paper calls its work
    if not any(cue in text for cue in _CUE_STEMS) or not any(cue.search(text) for cue in _CUE_SEEN):
        return None  # no naming cue
    named = _named(text)
    if len(named) != 1:
        return None  # none, or several: no telling which one the title's head stands for
    name, window, strong = named[0]
    name_units = content(name)
    if set(name_units) <= set(content(title)) or set(name_units) & set(content(purpose)) \
            or len(name_units) != len(set(name_units)):
        return None  # the title says the name already, or the new title would say a word twice
    if not _replaceable(head, window, strong, set(name_units), text):
        return None
    new = title_case(name.strip(_QUOTES).split()) + " for " + purpose
    return new if MIN_WORDS <= len(new.split()) <= MAX_WORDS else None


def _replaceable(head: str, window: str, strong: bool, name_units: set[str], text: str) -> bool:
    """Tell a head a name may stand in for: a kind, what the naming sentence says, or no result after `method`."""
    head_units = set(content(head))
    plain = [w.lower() for w in head.split() if w.lower() not in GENERIC_HEAD]
    kind_head = bool(plain) and singular(plain[-1]) in _KIND_STEMS  # `A New Quilt Technique`
    said_before = bool(head_units) and head_units <= set(content(window))  # `quilt value functions, which we dub`
    if not (kind_head or said_before or strong and not head_units & _RESULT_HEAD):
        return False
    # `a solution we call the quilt equilibrium`: the head is itself a name, not the name's stand-in
    return not head_units or not any(head_units <= other and other != name_units for other in _cue_names(text))


def _named(text: str) -> list[tuple[str, str, bool]]:
    """Return (name, words before its cue, whether they call it a method) for each own work the abstract names."""
    found = []
    for sentence in _SENT.split(text):
        if SIDE_START.search(sentence):
            continue
        for cue in _CUE.finditer(sentence):
            own = _own_name(sentence, cue)
            if own:
                found.append(own)
    return found


def _own_name(sentence: str, cue: re.Match[str]) -> tuple[str, str, bool] | None:
    """Return what _named holds for the name a cue gives the paper's own work, or None for any other cue."""
    before = sentence[: cue.start()]
    words = before.split()
    window = " ".join(words[-WINDOW:])
    if not _KIND.search(window) or SIDE_NEAR.search(window) or _NOT_WORK.search(" ".join(words[-2:])):
        return None  # no kind of work named, earlier work's, or a problem or setting the paper names
    if not _OWN.search(before) and "naming" not in cue.group(0):
        return None
    if _FOR_ATTACHED.search(before) and not _SET_OFF.search(before):
        return None  # `a framework for ... loss functions which we call`: the name is the scope, not the work
    m = _NAME.match(sentence, cue.end())
    if not m or _TRUNCATED.match(sentence, m.end()) or _SEVERAL.match(sentence, m.end()):
        return None  # the name goes on past its acronym, or names several things
    if not _plain_name(m.group(1)):
        return None
    return m.group(1), window, bool(_STRONG.search(" ".join(words[-NEAR:])))


def _plain_name(name: str) -> bool:
    """Tell a name of plain words, two or hyphenated, that neither opens nor ends on a function word."""
    words = name.split()
    if any(w.lower() in _NAME_BAD_WORDS for w in words) or len(words) < 2 and name.count("-") < 1:
        return False  # a clause, or one word that names nothing apart
    if any(NAMEISH.search(w) for w in words):
        return False  # acronyms and coined names: the product's name rules title those
    return words[-1].lower() not in SMALL and words[0].lower() not in SMALL


def _cue_names(text: str) -> list[set[str]]:
    """Return the content words of each name the abstract gives by a cue."""
    out = []
    for cue in _CUE.finditer(text):
        m = _NAME.match(text, cue.end())
        if m:
            out.append(set(content(m.group(1))))
    return out


def _variant_head(title: str, text: str) -> str | None:
    """Return `A Marmot Version of H for P` where the paper writes the variant of the head it makes, else None."""
    head, purpose = title.split(" for ", 1)
    bare, low = LEAD_WORD.sub("", head), text.lower()
    if len(bare.split()) < 2 and "-" not in bare or bare.lower() not in low:
        return None  # one plain word names no prior work
    if not _after_of(low, bare.lower()):
        return None  # every variant the pattern reads ends on `of` (and `the`) right before the head
    for m in _VARIANT.finditer(text):
        if not text[m.end() :].lower().startswith(bare.lower()):
            continue
        mods = [w for w in m.group(1).split() if w.lower() not in VAGUE_MOD]
        if not mods or any(NAMEISH.search(w) for w in mods) or set(content(" ".join(mods))) & set(content(title)):
            return None  # a vague or named variant, or one the title says already
        kept = head.split()[len(head.split()) - len(bare.split()) :]
        words = ["A", *mods, m.group(2).lower(), "of", *(["the"] if m.group(3) else []), *kept]
        new = title_case(words) + " for " + purpose
        return new if MIN_WORDS <= len(new.split()) <= MAX_WORDS else None
    return None


def _after_of(low: str, bare: str) -> bool:
    """Tell a lowered abstract that writes the head right after `of`, or `of the`, somewhere."""
    at = low.find(bare)
    while at >= 0:
        before = low[:at].rstrip()
        before = before[:-3].rstrip() if before.endswith("the") else before
        if before.endswith("of"):
            return True
        at = low.find(bare, at + 1)
    return False


def _stray_dropped(title: str, text: str) -> str | None:
    """Return `Quilt Soups for P` for `Results Quilt Soups for P` where the paper calls its results `quilt soups`."""
    head, purpose = title.split(" for ", 1)
    words = head.split()
    if title.count(" for ") != 1 or len(words) < 2 or words[0].lower() not in _CALLED_KINDS:
        return None
    low = text.lower()
    if not any(cue in low for cue in _CALL_CUES):
        return None
    name = " ".join(words[1:]).lower()
    for call in _CALL_THE.finditer(text):
        at = _NAME_OPEN.match(text, call.end()).end()
        if call.group(1).lower() == words[0].lower() and low.startswith(name, at) and \
                _NAME_CLOSE.match(text, at + len(name)):
            return finished(words[1:] + ["for"] + purpose.split(), text)
    return None

"""Cut, check and spell out the object of the sentence in which a paper says what it does, for own_aims.py and
own_aim_frames.py.

`quilt folding for zephyr marmots (QZM), which ...` is cut at its clause to `quilt folding for zephyr marmots`, and
`novel simple quilt folding` loses its praise. An object is kept where it is a plain noun phrase of three to fourteen
words: no pointing or vague word (`this`, `such`, `the issue`, `one of`), no maths, quote or comma, no dangling end
(`... in settings`, `... learned`), no content word twice. An acronym the old title did not use is spelled out as the
abstract defines it (`zephyr marmot quilts (ZMQs)`), and refused where the abstract does not define it.
"""

from __future__ import annotations

import functools
import re

from generator.derive.plurals import singular

FEWEST, MOST = 3, 14  # words of an object: fewer say nothing, more read as a sentence
FUNCTION = frozenset("a an the of for in on with and or to via from by under at as is are its their into over using "
                     "based that which this these our we be been can".split())
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[\\])")
PAREN = re.compile(r"\s*\([^()]{0,60}\)")
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\u2019\-]*")
# Where an object stops: a clause or a means, a second verb of the paper's, an aside.
CLAUSE_END = re.compile(
    r"\s*[;:]|,\s*(?=(?:which|where|while|whereas|and|but|so|thus|thereby|that|in|to|as|we|it|this|i\.e|e\.g|"
    r"namely|such|including|especially|particularly|specifically|allowing|enabling|making|leading|"
    r"resulting|providing|yielding|showing)\b)|\s+(?:which|that|where|whereby|while|whilst|whose|when|"
    r"because|since|so\s+that|such\s+that|in\s+order|thereby|thus|as\s+well\s+as|i\.e\.|e\.g\.|"
    r"and\s+(?:then\s+)?(?:show|shows|demonstrate|demonstrates|prove|proves|propose|proposes|find|finds|"
    r"develop|develops|derive|derives|provide|provides|obtain|obtains|establish|establishes|use|uses|"
    r"apply|applies|introduce|introduces|present|presents|evaluate|evaluates|analy[sz]e|argue|identify|"
    r"identifies|design|designs|discuss|discusses|study|studies|investigate|investigates|take|takes|make|makes|"
    r"look|looks|seek|seeks|aim|aims|try|tries|explore|explores|examine|examines|focus|focuses|"
    r"consider|considers|extend|extends|generalize|generalizes)|"
    r"to\s+(?:show|demonstrate|prove|explain|understand|answer|address|tackle|solve|overcome|"
    r"alleviate|mitigate|remedy|bridge|fill|close))\b|\.\s*$|\.$", re.I)
VAGUE = re.compile(
    r"\b(?:this|these|that|those|such|it|its|their|them|they|his|her|above|aforementioned|former|"
    r"latter|said|following|same|here|there|issue|issues|gap|gaps|question|questions|challenge|"
    r"challenges|limitation|limitations|shortcoming|shortcomings|drawback|drawbacks|way|ways|end|"
    r"proposed|our|we|us|et|al|etc|popular|most|w\.r\.t|wrt|one\s+of)\b", re.I)
# A participle or a frame word that needs what follows (`... learned`, `... in settings`), a lead that points on.
_DANGLING = re.compile(
    r"\b(?:learned|learnt|used|obtained|trained|proposed|based|derived|produced|generated|"
    r"induced|found|known|called|named|settings?|cases?|scenarios?|situations?|regimes?|ability|abilities|aspects?|"
    r"form|forms|way|ways|manner|view|views|seen|given|following|presence|context|terms|respect|order|extent|"
    r"kind|kinds|type|types|sort|degree|level|levels|amount|number)$|^(?:corresponding|particular|"
    r"certain|specific|respective|relevant|underlying|above|such)\b", re.I)
_TWO_LINKS = re.compile(r"\b(?:to|of|for|in|on|with|from|by)\s+(?:to|of|for|in|on|with|from|by)\b", re.I)
_MARKS = re.compile(r"[`'\"*,]")
_MATH = re.compile(r"[$\\{}=^_<>|~]|\d+\s*[x×]\s*\d|\bO\(")
# Verbs too light to lead a title with (`providing ...`, `addressing ...`).
LIGHT_VERBS = frozenset("be have do make get use provide offer enable allow learn achieve address solve tackle "
                        "improve develop propose present introduce study investigate understand explore show answer "
                        "bridge fill close overcome alleviate mitigate remedy go take give help".split())
PLAIN_VERB = re.compile(r"[a-z]{3,}")  # a plain lower-case verb, not a symbol, a name or an abbreviation
_BAD_FIRST = frozenset(("to", "of", "for", "and", "or"))
_BAD_LAST = FUNCTION | {"and", "or", "both", "either", "between", "among"}
# How the paper checked its work is not what it studies (`... through extensive experiments`).
_EVIDENCE = re.compile(r"\s+(?:via|through|by|with|using|in)\s+(?:(?:extensive|empirical|comprehensive|numerical|"
                       r"thorough)\s+)*(?:experiments|simulations|evaluations?|studies)$", re.I)
_PRAISE = re.compile(r"^(?:(?:novel|new|simple|general|generic|principled|efficient|effective|powerful|unified|"
                     r"flexible|elegant|straightforward|easy-to-implement|theoretically-grounded|provably|"
                     r"yet|and|but)\s+)+", re.I)
_ACRONYM = re.compile(r"[A-Za-z]*[A-Z][A-Za-z]*[A-Z][A-Za-z0-9\-]*")
_DEFINITION = re.compile(r"((?:[A-Za-z][\w\-]*\s+){1,6})\(\s*([A-Z][A-Za-z]*[A-Z][A-Za-z]*?)(s?)\s*\)")


@functools.lru_cache(maxsize=1 << 16)  # the same words recur in every abstract: cut each once
def stem(word: str) -> str:
    """Cut a plural ending from a word, lower-cased, its curly apostrophe made straight; four letters stay."""
    return singular(word.replace("\u2019", "'"), 4)


def folded(text: str) -> str:
    """Lower-case the text as re.I matches it: a lower-case pattern finds in it just what it finds with re.I in text."""
    # re.I also matches dotted `İ` (lower-cased to two characters), dotless `ı` and long `ſ` to `i`, `i` and `s`;
    # each character stays one, a letter, a word character or a space as before, so offsets and `\b`, `\s` hold too
    return text.replace("\u0130", "i").lower().replace("\u0131", "i").replace("\u017f", "s")


@functools.lru_cache(maxsize=1 << 16)  # as for stem: the same words recur in every abstract
def _content_stem(word: str) -> str | None:
    """Cut a content word's plural ending, lower-cased; None for a function word."""
    return None if word.lower() in FUNCTION else stem(word)


def stems(text: str) -> list[str]:
    """List the stems of the text's content words."""
    return [said for said in map(_content_stem, _WORD.findall(text)) if said is not None]


def stem_set(text: str) -> set[str]:
    """Collect the stems of the text's content words."""
    return set(map(_content_stem, _WORD.findall(text))) - {None}  # a cached look-up a word, without a Python loop


def may_hold(text: str, said: list[str]) -> bool:
    """Tell, by plain `in` tests, whether stem_set(text) may hold every stem: False only where it cannot."""
    # A stem is its word lower-cased and cut at the end (`ies` to `y`): all but its last letter stands in the text.
    lower = text.lower().replace("\u2019", "'")
    return all(one[:-1] in lower for one in said)


def stemmed(text: str) -> str:
    """Write the text's words as stems between spaces, its asides gone, so a phrase is found whole inside another."""
    return " " + " ".join(map(stem, _WORD.findall(PAREN.sub("", text)))) + " "


def object_cut(text: str) -> str | None:
    """Cut an object at its first clause break, without asides, the evidence it was checked on or praise."""
    cut = CLAUSE_END.split(PAREN.sub("", text), maxsplit=1)[0].strip().rstrip(".")
    return _PRAISE.sub("", _EVIDENCE.sub("", cut)) or None


def plain_object(words: list[str]) -> bool:
    """Tell an object that is a plain noun phrase a title can say (see the module's docstring)."""
    if not FEWEST <= len(words) <= MOST or words[0].lower() in _BAD_FIRST or words[-1].lower() in _BAD_LAST:
        return False
    text = " ".join(words)
    if _MARKS.search(text) or _DANGLING.search(text) or _TWO_LINKS.search(text) or VAGUE.search(text) \
            or _MATH.search(text):
        return False
    said = stems(text)
    return len(said) >= 2 and len(said) == len(set(said))


def spelled(words: list[str], text: str, title: str) -> list[str] | None:
    """Spell out each acronym the old title did not use as the abstract defines it; None where one is undefined."""
    out: list[str] = []
    defined: dict[str, str] | None = None
    for word in words:
        if not _ACRONYM.fullmatch(word) or word.lower() in title.lower():
            out.append(word)
            continue
        defined = _defined(text) if defined is None else defined
        if word not in defined:
            return None
        out.extend(defined[word].split())
    return out


def _defined(text: str) -> dict[str, str]:
    """Map each acronym the abstract defines to its long form, singular and plural (`ZMQ`, `ZMQs`)."""
    found: dict[str, str] = {}
    for definition in _DEFINITION.finditer(text):
        words, acronym = definition[1].split(), definition[2]
        letters = [c for c in acronym if c.isupper()]
        for k in range(len(words), 0, -1):
            long = words[-k:]
            if long[0].lower() in FUNCTION:
                continue
            if [w[:1].upper() for w in long] == letters \
                    or [p[:1].upper() for w in long for p in w.split("-") if p] == letters:
                phrase, one = " ".join(long), _singular(long)
                found.setdefault(acronym, one)
                found.setdefault(acronym + "s", phrase if phrase != one else phrase + "s")
                break
    return found


def _singular(words: list[str]) -> str:
    """Write a long form with its last word in the singular."""
    head = words[-1]
    if head.endswith("ies") and len(head) > 4:
        head = head[:-3] + "y"
    elif head.endswith(("sses", "shes", "ches", "xes")):
        head = head[:-2]
    elif head.endswith("s") and not head.endswith(("ss", "us", "is")):
        head = head[:-1]
    return " ".join(words[:-1] + [head])

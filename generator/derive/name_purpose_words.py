"""Cut a purpose's words from the prose after its `to` or `for`, and tell the readings a named title may take: for
name_purposes.py, which finds where the sentence introducing a name writes what the work is for.

`to detect tessel drift, which ...` is cut to `detect tessel drift`, then read shorter before each later preposition;
`QZ: Quilt Zephyr Marmots` takes `to Detect Tessel Drift` but not `to Solve This Problem` (it points back), `to Train
Neural Networks` (it says nothing of what QZ is for), `to Better Sample Tessels` (vague to the readers) nor `for Quilt
Sampling` (it says a title word again). A purpose a clause writes (name_clauses.py) ends before a second deed too:
`captures marmot variance and folds tessels` captures only `marmot variance`.
"""

from __future__ import annotations

import re

from generator.derive.bare_purposes import VERBS
from generator.derive.house_style import MAX_WORDS
from generator.derive.verb_forms import base_form, gerund_of

STEM = 5  # letters two words share to be one word said twice (`quilting`, `quilts`)

# Words the purpose's phrase ends before: clauses, means, asides, lists, comparisons, earlier work.
_STOPS = frozenset((
    "that which who whom whose where when while whereas because since although though thus thereby hence so "
    "how whether what why if by using via through based without e.g. i.e. including like toward towards "
    "both either even also simultaneously jointly is are was were be been can could may might will would should "
    "must has have had do does respectively alone only especially particularly similar comparable analogous akin "
    "compared relative existing previous prior current conventional traditional standard state-of-the-art").split())
_STOP_RUNS = frozenset((
    "as well", "such as", "rather than", "as opposed", "as in", "in practice", "in general", "in particular",
    "at scale", "at once", "so as", "so that", "in a", "in an", "at the", "in terms", "with the help", "along with",
    "as a", "as an", "from a new", "in order", "and then", "and also", "on top"))
_ANAPHORA = frozenset(
    "this these those such above aforementioned it its them their our said latter former same above-mentioned "
    "thereof".split())
VAGUE = frozenset(
    "problem problems issue issues challenge challenges limitation limitations gap gaps task tasks goal end "
    "shortcoming shortcomings drawback drawbacks difficulty difficulties question questions need needs".split())
# Verbs that only say the work is good, or report, not what it is for.
_EMPTY_VERBS = frozenset(
    "fill bridge achieve do show demonstrate evaluate validate verify be make get obtain allow enable help aid "
    "study investigate analyze analyse understand explore answer circumvent attain go take try".split())
# Objects that say nothing of what the work is for (`to Train Neural Networks`, `for Training a Deep Model`).
GENERIC = frozenset(
    "neural network networks deep model models dnn dnns nn nns machine data task tasks performance result results "
    "method methods approach approaches algorithm algorithms system systems way ways efficient effective better "
    "general various feature features representation representations information".split())
# Participles that open a clause of means or condition after the purpose's noun (`... | assuming no marmots`).
_PARTICIPLES = frozenset(
    "assuming using leveraging exploiting incorporating combining requiring achieving making allowing enabling "
    "resulting leading yielding providing including given utilizing utilising employing relying considering "
    "ensuring maintaining preserving avoiding guaranteeing taking keeping outperforming improving reducing "
    "capturing accounting".split())
# Verbs of bettering: what they better must say more than one word (`to Improve Robustness` says little).
_BETTERING = frozenset("improve enhance boost increase promote strengthen further facilitate".split())
FUNCTION = frozenset(
    "a an the and or of in on at to for from with by into onto over under per as via between among across within "
    "without than versus upon".split())
_ENDS_BAD = FUNCTION | _ANAPHORA | frozenset(
    "more less very any some each every other different various several many multiple new novel general "
    "better well not only also all".split())
_RELATIVES = frozenset("that which who whom whose where".split())
# Where a purpose may be cut shorter: before a preposition that opens a scope (never `of`, `and`, `or`: they hold a
# phrase together, `the Spread | of Quilts`, `a Compact | and Decodable Zephyr`).
INNER_PREPOSITIONS = frozenset("in on for with from under across at over into between among within".split())
_LIST_ENDS = ("ed", "al", "ive", "ous", "able", "ible", "ic", "ent", "ant", "ary", "ful", "less")
_WORD = re.compile(r"\S+")
_PUNCT = re.compile(r"[,.;:()!?\[\]]|\s--?\s|\u2014|\u2013")
_BAD_CHARS = re.compile(r"[$\\{}\[\]\"`\u201c\u201d\u2018\u2019*_^~|<>=#@%&]|''|'\w")  # maths, quotes, markup
_GLUED = re.compile(r"[A-Z]{2,}[a-z]{3,}|[a-z]{3,}[A-Z]{2,}")  # words a PDF ran together
_ADVERB = re.compile(r"^[a-z]+ly$")
_ACRONYM = re.compile(r"[A-Z][A-Za-z0-9]{1,7}")
CAPS2 = re.compile(r"[A-Z][A-Za-z0-9-]*[A-Z][A-Za-z0-9-]*")
_NAME_PARTS = re.compile(r"[-\s+]")
_DETERMINERS = frozenset("a an the its their each every all".split())
_TO_VERBS = VERBS | {"model"}  # `to model the spread of quilts`: a verb after `to` as often as a noun elsewhere

# A second deed a clause goes on to: `and` and a verb's third person, or `to` and a verb (public: name_clauses.py
# reads the purpose a clause of means serves at that `to`).
_AND_DEED = re.compile(r"\s(?:and|or)\s+(?:(?:[a-z]+ly|meanwhile|then|also|thus|further|hence)\s+)?([a-z]+s)\b")
TO_VERB = re.compile(r"\s(?:in\s+order\s+)?to\s+(?:[a-z]+ly\s+)?([a-z]+)\b")
_VERB_PARTICIPLE = re.compile(r"\s*(\S+)\s+([a-z]+ed)\s")
_MODALS = frozenset("can could may might will would should must is are was were does do has have".split())
# Gerunds that name a field or a task, not a deed (`marmot training`).
_NOUN_GERUNDS = frozenset((
    "training learning modeling modelling processing sampling planning reasoning understanding computing labeling "
    "labelling pooling clustering matching embedding encoding ranking scaling pretraining pre-training fine-tuning "
    "forecasting editing filtering pruning setting testing mapping tuning rendering coding answering making "
    "solving mining tracking tagging parsing captioning grounding retrieval").split())


def purpose_cut(text: str) -> list[str] | None:
    """Cut the purpose's words at its first clause, aside or stop; None where that leaves a fragment."""
    stop = _PUNCT.search(text)
    if stop and stop[0] == "(" and stop.start() > 0 and not text[stop.start() - 1].isspace():
        return None  # `O(A)bout`: a bracket inside a word
    words = _WORD.findall(text[:stop.start()] if stop else text)
    kept = words[:_phrase_end(words)]
    last = kept[-1].lower() if kept else ""
    if stop and stop[0] == "," and len(kept) == len(words) and kept and last.endswith(_LIST_ENDS) \
            and not last.endswith(("ment", "ness")):
        return None  # `well-constrained, behaviorally relevant ...`: a list of modifiers
    if len(kept) < len(words) and words[len(kept)].lower() in _RELATIVES:
        return None  # `to build quilts | that ...`: the phrase needs its clause
    while kept and _ADVERB.match(kept[-1]):
        kept.pop()  # `to sample quilts | efficiently`
    if kept and kept[-1].lower() in _ENDS_BAD:
        return None  # cut inside a phrase (`the spread of | existing quilts`)
    return kept or None


def clause_cut(text: str) -> list[str] | None:
    """Cut a clause's purpose as purpose_cut does, ended first at a second deed, then at a comparison or a gerund."""
    deed = next((d for d in _AND_DEED.finditer(text) if base_form(d[1]) in VERBS), None)
    text = text[:deed.start()] if deed else text
    deed = next((d for d in TO_VERB.finditer(text) if d[1] in VERBS), None)
    text = text[:deed.start()] if deed else text
    lead, text = _participle_lead(text)
    words = purpose_cut(text)
    whole = _WORD.findall(_PUNCT.split(text, 1)[0])
    if not words or len(words) < len(whole) and whole[len(words)].lower() in _MODALS:
        return None  # `to fold the sampled quilt | can ...`: the phrase is a clause's subject
    words = lead + words
    for i in range(1, len(words)):
        lower, before = words[i].lower(), words[i - 1].lower()
        if lower in ("more", "less") or i > 1 and lower not in _NOUN_GERUNDS and gerund_of(lower, VERBS) \
                and before.endswith("s") and before not in FUNCTION:
            words = words[:i]
            while words and (_ADVERB.match(words[-1]) or words[-1].lower() in _ENDS_BAD):
                words.pop()
            break
    return words or None


def _participle_lead(text: str) -> tuple[list[str], str]:
    """Split off an opening participle, or a verb and one (`fold | sampled quilts`), which purpose_cut would end at."""
    first = _WORD.match(text.lstrip())
    if first and first[0].lower().endswith("ed") and first[0].isalpha():
        return [first[0]], text.lstrip()[first.end():]
    pair = _VERB_PARTICIPLE.match(text) if first and first[0].lower() in VERBS else None
    return ([pair[1], pair[2]], text[pair.end():]) if pair else ([], text)


def _phrase_end(words: list[str]) -> int:
    """Find where the purpose's phrase ends: a stop word, a participle opening a clause, `and` and a new deed."""
    for i, word in enumerate(words):
        lower = word.lower()
        if lower in _STOPS or " ".join(w.lower() for w in words[i:i + 2]) in _STOP_RUNS \
                or " ".join(w.lower() for w in words[i:i + 3]) in _STOP_RUNS:
            return i
        if i > 0 and len(lower) > 4 and lower.endswith("ed") and "-" not in lower and not _ADVERB.match(words[i - 1]) \
                and words[i - 1].lower() not in FUNCTION or i > 0 and lower in _PARTICIPLES:
            return i  # `marmots | equipped with ...`: a participle that opens a clause
        if lower == "and" and i + 1 < len(words) and (words[i + 1].lower().endswith("ing") and
                                                      not words[0].lower().endswith("ing") or
                                                      words[i + 1].lower() in _EMPTY_VERBS):
            return i  # `to sample quilts | and showing ...`: a second deed, not the purpose
    return len(words)


def purpose_readings(words: list[str]) -> list[list[str]]:
    """List the purpose, then shorter readings cut before each later preposition, longest first."""
    found = [words]
    for k in range(len(words) - 1, 1, -1):
        if words[k].lower() in INNER_PREPOSITIONS:
            cut = words[:k]
            if cut[-1].lower() not in _ENDS_BAD and cut not in found:
                found.append(cut)
    return found


def purpose_fits(name: str, tail: str, link: str, purpose: list[str]) -> bool:
    """Tell a plain purpose that says what the work is for and no title word again, within the house's length."""
    if not purpose or _BAD_CHARS.search(" ".join(purpose)) or _GLUED.search(" ".join(purpose)):
        return False
    lower = [w.lower() for w in purpose]
    if _ANAPHORA.intersection(lower):
        return False  # `to handle this problem` points back
    k = _object_at(lower, purpose) if link == "to" else 0
    if k is None or not _object_says(lower, purpose, k, link) or link == "for" and lower[0] in _EMPTY_VERBS:
        return False
    if not _grammatical(lower, purpose, link, k):
        return False
    new = _units(purpose)
    if {u[:STEM] for u in _units(tail.split())} & {u[:STEM] for u in new} or _name_units(name) & new:
        return False  # says a title word again
    initials = _initials(tail.split())
    if any(_acronym_of_title(w, name, initials) for w in purpose):
        return False
    stems = [norm(w.strip(",.;:()"))[:STEM] for w in purpose if w.lower() not in FUNCTION]
    return len(stems) == len(set(stems)) and len(name.split()) + len(tail.split()) + 1 + len(purpose) <= MAX_WORDS


def _grammatical(lower: list[str], purpose: list[str], link: str, k: int) -> bool:
    """Tell a purpose that reads whole after its link: a verb after `to`, none after `for`, an object at its end."""
    if link == "to" and lower[k - 1] not in _TO_VERBS:
        return False  # `to Image Quilt Classification`: a noun the prose wrote after `apply QZ to`
    if link == "for" and lower[0] in VERBS and len(lower) > 1 and lower[1] in _DETERMINERS:
        return False  # `for Alleviate the Issues`: a verb the prose wrote after `for`
    if len(lower) > 2 and lower[-1] in VERBS and lower[-2] in ("and", "or", "to"):
        return False  # `to Learn and Sample`: a verb left without its object
    if "between" in lower and "and" not in lower[lower.index("between"):] and not lower[-1].endswith("s"):
        return False  # `between Testing`: a pair cut before its second half (`between Two Quilts` is whole)
    return not all(CAPS2.fullmatch(w) for w in purpose[k:] if w.lower() not in FUNCTION)  # `for QZM`


def _object_at(lower: list[str], purpose: list[str]) -> int | None:
    """Find where the object of a `to` purpose starts, past an adverb and a verb; None where no verb opens it."""
    k = 1 if _ADVERB.match(lower[0]) and len(lower) > 1 else 0
    verb = lower[k]
    if not verb.isalpha() or verb in FUNCTION or verb in _EMPTY_VERBS or verb == "better":
        return None  # a report verb, or `to Better Sample X`, which readers found vague
    if verb.endswith(("ing", "ed", "tion", "ment", "ness", "ity")) or purpose[k][0].isupper():
        return None  # `to training ...`, `to Marmot ...`: not a verb
    return k + 1


def _object_says(lower: list[str], purpose: list[str], k: int, link: str) -> bool:
    """Tell an object that names something, not a problem alone, a generic model or a word standing for a phrase."""
    obj = lower[k:]
    content = [w for w in obj if w not in FUNCTION]
    if not content or content[0] in VAGUE and len(content) < 2:
        return False
    if content[-1] in VAGUE and all(CAPS2.fullmatch(w) for w in purpose if w.lower() in content[:-1]):
        return False  # `to Address the QZ Problem`: a problem named only by its acronym
    if link == "to" and len(obj) == 2 and obj[0] in ("a", "an", "the"):
        return False  # `to Solve the Minimax`: a word standing for a phrase
    rest = content[1:] if link == "for" and content[0].endswith("ing") else content
    if not rest or all(norm(w) in GENERIC or w in GENERIC for w in rest):
        return False
    return not (link == "to" and lower[k - 1] in _BETTERING and len(content) < 2)


def norm(word: str) -> str:
    """Lower a word, drop its hyphens and make a plural singular."""
    w = word.lower().replace("-", "")
    if len(w) > 3 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("es") and w[-3] in "sxz":
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def _units(words: list[str]) -> set[str]:
    """Collect the content words, whole and by their hyphen's parts, made singular."""
    found = set()
    for word in words:
        word = word.strip(",.;:()")
        if not word or word.lower() in FUNCTION:
            continue
        found.add(norm(word))
        found.update(norm(p) for p in word.split("-") if len(p) > 2 and p.lower() not in FUNCTION)
    return found


def _name_units(name: str) -> set[str]:
    """Collect the name and its parts, made singular."""
    return {norm(name)} | {norm(p) for p in _NAME_PARTS.split(name) if len(p) > 1}


def _initials(words: list[str]) -> str:
    """Spell the initials of the words and of their hyphen's parts, in capitals."""
    return "".join(p[0].upper() for w in words for p in w.split("-") if p and p[0].isalpha())


def _acronym_of_title(word: str, name: str, initials: str) -> bool:
    """Tell an acronym the title spells already: its name, a part of it or its tail's initials."""
    core = word.strip(",.;:()")
    if not _ACRONYM.fullmatch(core) or sum(ch.isupper() for ch in core) < 2:
        return False
    upper = (core[:-1] if core.endswith("s") else core).upper()
    return upper in initials or upper in {p.upper() for p in _NAME_PARTS.split(name) if p} or upper == name.upper()

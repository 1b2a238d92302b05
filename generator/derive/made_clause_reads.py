"""Read what an own sentence says a made thing does, for made_clauses.py and made_clause_kinds.py: where it writes the
thing as its own (plural- and hyphen-blind: `self folding quilts` for `Self-Folding Quilts`), whether it makes it
there (`we propose`, `a class of`, `which we call`), and the clause that goes on from it: a relative's deed or state,
a purpose (`to fold zephyrs`, `which allows us to fold zephyrs`, `aims to`), a reduced relative (`based on quilt
stitching`, `inspired by marmot herds`, `designed to fold zephyrs`) or a means (`via tessel seams`, `, stitching
zephyr seams`, `: stitching zephyr seams` -> `by Stitching Zephyr Seams`). What the wider readings may add is
wide_additions.py's.
"""

from __future__ import annotations

import re

from generator.derive.gerund_phrases import PURPOSE_VERBS
from generator.derive.made_clause_words import (ANAPHORS, ARTICLES, CLAIMY, EMPTY_VERBS, EVALUATIVE, INTENSIFIERS,
                                                LETTING, NOT_MEANS, NOT_MODIFIERS, NOT_VERBS, OTHERS, OWN, PARTICIPLES,
                                                PROPOSE, STATE_LINKS, STOP_WORDS, after_adverbs, closing, is_word,
                                                phrase, plain, s_form, stem, trimmed, weight)

OTHERS_LEAD = re.compile(r"(?:unlike|existing|previous|prior|while|although|though|whereas|in contrast|most|many|"
                         r"recent|current|traditional|conventional|standard)\b", re.I)
_STATE = re.compile(r"(?:[a-z]+(?:ed|able|ible|ent|ant|ive|ful|less|ic|al|ous)|capable|robust|resilient|"
                    r"independent|agnostic|invariant|equivariant|immune|free|aware|suitable|amenable|"
                    r"applicable|tailored|specific)")
_NOT_STATES = frozenset("able unable based designed proposed used needed required called named given said "
                        "motivated inspired shown known".split())
# The links each reduced relative takes in the wider reading (`based on X`, `designed to X`).
_REDUCED = {**{p: STATE_LINKS for p in PARTICIPLES}, "based": frozenset({"on", "upon"}), "inspired": frozenset({"by"}),
            "grounded": frozenset({"in"}), "aimed": frozenset({"at"}), "intended": frozenset({"for", "to"}),
            "able": frozenset({"to"}), "designed": frozenset({"to", "for"})}
_TO_PARTICIPLES = frozenset("able designed intended tailored trained optimized".split())
# What a `based on` or `inspired by` names when it credits others rather than saying what the thing is.
_CREDITS = frozenset("success successes recent work works idea ideas observation observations literature development "
                     "developments advance advances progress finding findings insight insights intuition fact "
                     "analysis analyses study studies paper papers".split())
_CREDITING = frozenset("based inspired grounded".split())
DEEDS = PURPOSE_VERBS - frozenset("allow handle solve achieve obtain attain reach maintain".split())
AIM_VERBS = frozenset("aims aim seeks seek tries try attempts attempt".split())
_LET_WHOM = frozenset("us one users practitioners".split())
_MEANS_LINKS = frozenset("via through using".split())
# Verbs whose gerund after a comma reports a result, not the thing's means.
NO_ING = frozenset("improve enhance boost achieve obtain outperform yield lead result allow enable make give engage "
                    "provide show demonstrate prove reach attain surpass match beat".split())
_PRAISE_BEFORE = (EVALUATIVE - {"and", "but", "yet"}) | {"a", "an", "the", "more", "most"}
_LINKS_BEFORE = frozenset("for of to on in with from by via under over into between against about".split())
_TOOL_VERBS = frozenset("leverage leverages leveraging use uses using employ employs employing adopt adopts adopting "
                        "apply applies applying utilize utilizes utilizing exploit exploits exploiting".split())
_GROUPS = frozenset("family families class classes set sets series kind kinds type types variety suite pair "
                    "collection number range".split())
_FOCUS = frozenset("focus focuses focusing".split())
# Kinds a next sentence's subject may name (`Our method`), and those an apposition may (`<title>, a benchmark that`).
SUBJECT_KINDS = frozenset(
    "method methods approach approaches framework frameworks algorithm algorithms model models architecture "
    "architectures technique techniques scheme schemes system systems network networks module modules mechanism "
    "mechanisms procedure procedures strategy strategies estimator estimators loss objective regularizer attack "
    "attacks defense metric measure pipeline tool layer layers".split())
# The kinds a made thing is named by (`a tessel method`): a title ending on one names no thing of its own.
KINDS = frozenset(
    "algorithm algorithms method methods approach approaches framework frameworks technique techniques scheme schemes "
    "procedure procedures strategy strategies model models architecture architectures mechanism mechanisms loss "
    "objective estimator estimators regularizer module defense attack attacks metric metrics measure measures "
    "network networks system systems pipeline criterion criteria solution methodology decoder encoder protocol "
    "benchmark dataset test tests class paradigm formulation theory way tool toolkit library".split())
APPOSITION_KINDS = SUBJECT_KINDS | frozenset("benchmark dataset library toolkit suite".split())
MAKERS = frozenset("propose proposes present presents introduce introduces develop develops design designs devise "
                   "devises build builds construct constructs".split())
_MAKING = PROPOSE | _FOCUS | frozenset("consider considers study studies analyze analyzes introduced proposed".split())
# Only these make a thing a next sentence's `It` or `Our method` may be: after `we study X`, `It ...` is the paper.
BUILT = PROPOSE | frozenset(("introduced", "proposed"))
_NAMING = frozenset("call calls called term terms termed dub dubs dubbed coin coins coined name names named".split())
_CONTINUING = frozenset("and or of into with from between over across under via".split())
_ENDING = frozenset("to for that which in on by using".split()) | STOP_WORDS
# Words that point back, or say nothing a title needs.
POINTING = ANAPHORS | frozenset("mentioned resulting following both two three end remaining respective corresponding "
                                "whether how why what if".split())
Site = tuple[int, int, int, list[str], list[str]]  # sentence index, start, tokens spanned, tokens, lower-cased


def own_subject(toks: list[str], low: list[str], i: int) -> bool:
    """Tell a title at i that the paper's own sentence writes as its own subject: not beside others' work, nor a
    preposition's complement or a tool's object (`a zephyr for <title>`, `we leverage <title>`)."""
    if not OWN.search(" ".join(toks[:i])) or OTHERS.search(" ".join(toks[max(0, i - 4) : i])):
        return False
    b = i - 1
    while b > 0 and i - b <= 4 and low[b] in _PRAISE_BEFORE:
        b -= 1
    before = low[b]
    if before == "of" and b > 0 and low[b - 1] in _GROUPS or before == "on" and b > 0 and low[b - 1] in _FOCUS:
        return True  # `a family of <title>`, `we focus on <title>`
    return before not in _LINKS_BEFORE and before not in _TOOL_VERBS


def made_at(low: list[str], i: int, wide: bool = False, making: frozenset[str] = _MAKING) -> bool:
    """Tell a title at i a making verb makes a few words before it (wide: past `a class of`, or named)."""
    j = i - 1
    while j >= max(0, i - 7):
        if low[j] in making or making is _MAKING and low[j] == "on" and j > 0 and low[j - 1] in _FOCUS:
            return True
        if wide and low[j] in _NAMING and (j == i - 1 or j == i - 2 and low[i - 1] in ARTICLES):
            return True
        if wide and low[j] == "of" and j > 0 and low[j - 1] in _GROUPS:
            j -= 1  # the group word counts as a step and is no modifier
        if low[j] in NOT_MODIFIERS:
            return False
        j -= 1
    return False


def sites(title: str, sents: list[list[str]], lows: list[list[str]]) -> list[Site]:
    """Return each place an own sentence writes the title as its own subject, hyphen- and plural-blind."""
    target = [w.lower() for w in title.split()]
    want = [stem(p) for w in target[target[0] in ARTICLES :] for p in w.split("-") if p]
    # A part whose stem is want[0] starts with all of it but its last letter (`ies` -> `y`): a gate before the stems.
    gate = want[0][: max(2, len(want[0]) - 1)] if want else ""
    found: list[Site] = []
    for si, (toks, low) in enumerate(zip(sents, lows)):
        if not gate or gate not in " ".join(low):  # a cheap gate before the stems
            continue
        for i, n in _loose(low, want):
            lead = OTHERS_LEAD.match(" ".join(toks[:3])) and low[0] != "to" and low[:3] != ["in", "order", "to"]
            if not lead and own_subject(toks, low, i):
                found.append((si, i, n, toks, low))
    return found


def _loose(low: list[str], want: list[str]) -> list[tuple[int, int]]:
    """Return where the wanted stems start in a sentence and the tokens they span, never inside a hyphenated word."""
    parts = [(stem(p), x) for x, w in enumerate(low) for p in w.split("-") if p]
    m = len(want)
    found = []
    for a in range(len(parts) - m + 1):
        if parts[a][0] != want[0] or a and parts[a - 1][1] == parts[a][1]:
            continue
        end = parts[a + m - 1][1]
        if all(parts[a + q][0] == want[q] for q in range(1, m)) and not (a + m < len(parts) and parts[a + m][1] == end):
            found.append((parts[a][1], end + 1 - parts[a][1]))
    return found


def after_title(toks: list[str], k: int) -> int | None:
    """Return where the sentence goes on after the title ending at k, past an acronym it gives; None if unclosed."""
    if k >= len(toks) or toks[k] != "(":
        return k
    close = closing(toks, k, 6)
    return None if close is None else close + 1


def ends_here(low: list[str], k: int) -> bool:
    """Tell a title's phrase that ends at k: not `<title> and Y`, `<title> into terms`, `<title> models`."""
    return k >= len(low) or low[k] not in _CONTINUING and not (low[k].isalpha() and low[k] not in _ENDING)


def clause(toks: list[str], low: list[str], k: int, plural: bool) -> list[str] | None:
    """Return what a relative clause from k (after `that` or `which`) says the thing does, as title words."""
    if low[k : k + 3] == ["can", "be", "used"] and k + 3 < len(low) and low[k + 3] in ("to", "for"):
        k += 3
        if low[k] == "for":
            return rest(toks, low, k + 1, ["for"])
        if k + 1 >= len(low) or not low[k + 1].isalpha() or low[k + 1] in NOT_VERBS:
            return None
        return rest(toks, low, k + 2, ["to", toks[k + 1]])
    if k < len(low) and low[k] == "can":
        v = after_adverbs(low, k + 1)
        if v >= len(low) or not low[v].isalpha() or low[v] in EMPTY_VERBS or low[v] in ("be", "not", "also"):
            return None
        return rest(toks, low, v + 1, ["that", "can", *toks[k + 1 : v], toks[v]])
    v = after_adverbs(low, k)
    if v >= len(low):
        return None
    if low[v] in ("is", "are"):
        return _state(toks, low, k, v)
    return _deed(toks, low, k, v, plural)


def _state(toks: list[str], low: list[str], k: int, v: int) -> list[str] | None:
    """Return the state a clause's `is` (at v) gives, with its link: `is robust to X` -> `Robust to X`; adverbs
    before the state kept, those after it left out."""
    s = after_adverbs(low, v + 1)
    link = after_adverbs(low, s + 1)
    if link >= len(low) or low[link] not in STATE_LINKS:
        return None
    state = low[s]
    if not _STATE.fullmatch(state) or state in _NOT_STATES or state in CLAIMY:
        return None
    return rest(toks, low, link, [*toks[k:v], *toks[v + 1 : s], toks[s]])


def _deed(toks: list[str], low: list[str], k: int, v: int, plural: bool) -> list[str] | None:
    """Return the deed a clause's verb (at v) names, agreeing with the title, and a second verb it coordinates
    (`detects and explicitly removes X`)."""
    verb = low[v]
    if not verb.isalpha() or verb in EMPTY_VERBS or len(verb) < 4 or verb in NOT_VERBS:
        return None
    if plural and (s_form(verb) or verb.endswith(("ed", "ing", "ly"))) or not plural and not s_form(verb):
        return None
    head = ["that", *toks[k:v], toks[v]]
    if v + 2 < len(low) and low[v + 1] == "and" and not plural:
        w = after_adverbs(low, v + 2)
        if w < len(low) and low[w].isalpha() and low[w] not in EMPTY_VERBS and low[w] not in NOT_VERBS \
                and s_form(low[w]):
            return rest(toks, low, w + 1, [*head, "and", *toks[v + 2 : w], toks[w]])
    return rest(toks, low, v + 1, head)


def rest(toks: list[str], low: list[str], k: int, head: list[str]) -> list[str] | None:
    """Return head and the phrase from k, or None where the phrase is empty or opens on a gerund."""
    tail = trimmed(phrase(toks, low, k) or [])
    if not tail or tail[0].lower().endswith("ing") and tail[0].lower() not in ("using", "during"):
        return None  # `Allowing Folding ...`
    return head + tail


def to_purpose(toks: list[str], low: list[str], k: int) -> list[str] | None:
    """Return the purpose a `to` at k opens on a deed's verb (`to fold zephyrs`), an intensifier left out."""
    if k + 1 >= len(low) or low[k] != "to":
        return None
    v = k + 1
    while v < len(low) and low[v] in INTENSIFIERS:
        v += 1
    if v >= len(low) or low[v] not in DEEDS and low[v].rsplit("-", 1)[-1] not in DEEDS:
        return None
    return plain(rest(toks, low, v + 1, ["to", toks[v]]))


def letting(toks: list[str], low: list[str], k: int) -> list[str] | None:
    """Return the purpose a clause from k gives as `allows us to`, `aims to`, `is able to`, or its `is based on X`."""
    if k + 3 < len(low) and low[k] in LETTING and low[k + 1] in _LET_WHOM and low[k + 2] == "to":
        return to_purpose(toks, low, k + 2)
    if k + 2 < len(low) and low[k] in AIM_VERBS and low[k + 1] == "to":
        return to_purpose(toks, low, k + 1)
    if k + 3 < len(low) and low[k] in ("makes", "make") and low[k + 1 : k + 4] == ["it", "possible", "to"]:
        return to_purpose(toks, low, k + 3)
    if k + 3 < len(low) and low[k] in ("is", "are") and low[k + 1] in ("able", "designed") and low[k + 2] == "to":
        return to_purpose(toks, low, k + 2)
    if k + 3 < len(low) and low[k] in ("is", "are") and low[k + 1] in _REDUCED:
        return participle(toks, low, k + 1)
    return None


def participle(toks: list[str], low: list[str], k: int) -> list[str] | None:
    """Return the reduced relative at k (`based on X`, `designed to X`), not one crediting others' work."""
    links = _REDUCED.get(low[k]) if k < len(low) else None
    if not links or k + 2 >= len(low) or low[k + 1] not in links:
        return None
    if low[k + 1] == "to" and low[k] not in _TO_PARTICIPLES:
        return None
    if low[k] in _CREDITING and (low[k + 2] in _CREDITS or k + 3 < len(low) and low[k + 2] in ARTICLES | {"recent"}
                                 and low[k + 3] in _CREDITS | CLAIMY):
        return None  # `inspired by the success of X`
    return plain(rest(toks, low, k + 1, [toks[k]]))


def means(toks: list[str], low: list[str], k: int) -> list[str] | None:
    """Return the means at k: `via X`, `using X`, `: stitching X` (as `by Stitching X`), `, stitching X`."""
    if k + 2 >= len(low):
        return None
    if low[k] in _MEANS_LINKS and is_word(toks[k + 1]) and low[k + 1] not in ARTICLES | {"which"}:
        tail = trimmed(phrase(toks, low, k + 1) or [])
        if tail and not tail[0].lower().endswith("ing") and weight(tail) >= 2:
            return [toks[k], *tail]
    gerund = low[k + 1]
    if toks[k] not in (",", ":") or not gerund.endswith("ing") or len(gerund) < 6 or gerund in NOT_MEANS:
        return None
    bases = {gerund[:-3], gerund[:-3] + "e"} | ({gerund[:-4]} if toks[k] == "," else set())
    if bases & NO_ING or toks[k] == "," and not bases & DEEDS:
        return None  # `, improving X`: a result; `, stitching X`: only a deed's gerund
    tail = trimmed(phrase(toks, low, k + 2) or [])
    return tail and (["by"] if toks[k] == ":" else []) + [toks[k + 1], *tail] or None


def plural(word: str) -> bool:
    """Tell a plural for the wider reading (`quilts`, not `gloss`, `radius`, `axis` or `physics`)."""
    w = word.lower()
    return w.endswith("s") and not w.endswith(("ss", "us", "is", "ics"))

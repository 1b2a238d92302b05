"""Cut the means, setting or purpose a sentence writes right after a verb and its object, and tell one that names a
particular thing: for gerund_means.py, which finds the sentence.

After `we fold marmot quilts`, `by stitching zephyr seams, which ...` is cut to `by stitching zephyr seams` and taken;
`by stitching zephyr seams, tessels and marmots` is not (a list cut in two), nor `by replacing quilts | with ...` (a
gerund's second argument cut off), `to show that ...` (a report, no deed), `using these seams` (it points back) or
`from zephyr data` (it ends on a word every learner has). For gerund_context.py's readings around the deed, `told`
also takes `in the presence of zephyr noise` as a setting and `from a marmot tessel viewpoint` as a named one, and
refuses a phrase cut after a word that needs more (`akin`); `names_thing` tells one word that names a thing
(`Transformers`, not `adaptive`).
"""

from __future__ import annotations

import re

from generator.derive.title_checks import ARTICLES

MAX_PHRASE = 8  # words of the run-on after its link, articles included
MAX_CONTENT = 6  # content words of the run-on
MIN_CONTENT = 2  # content words of the run-on (a `by` gerund counts as one)

ACRONYM_ASIDE = re.compile(r"\(\s*[A-Za-z][\w-]{0,12}s?\s*\)")  # an aside that names, not one that says more
SETTING_LINKS = frozenset("from without under across in".split())
FUNCTION = frozenset("a an the of in on at to for with and or by from under over into as via using through".split())

WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019]*(?:-[A-Za-z][A-Za-z'\u2019]*)*[A-Za-z]?")
_VAGUE_HEADS = frozenset("approach approaches method methods technique techniques model models tool tools".split())
# Gerunds after `by` or `while` that say no means (`by Proposing X`).
_NO_MEANS = frozenset(
    "proposing introducing presenting developing designing providing taking considering studying showing proving "
    "finding making doing having being getting giving establishing deriving analyzing analysing demonstrating "
    "combining extending".split())
MEANS_LINKS = frozenset("via through using".split())
NOT_ADVERBS = frozenset("only early family apply supply reply rely fly ally assembly anomaly poly".split())
# Verbs a purpose may open on after `to`: deeds, never a report (`to show`, `to study`).
PURPOSE_VERBS = frozenset(
    "improve mitigate alleviate reduce decrease lower minimize remove eliminate prevent overcome avoid combat fix "
    "correct enhance boost accelerate learn solve estimate detect discover recover integrate unify characterize "
    "quantify identify generate certify verify compress distill optimize automate interpret disentangle regularize "
    "defend prune quantize align adapt calibrate debias capture control edit protect stabilize simplify generalize "
    "bridge close exploit measure predict guarantee preserve infer resolve forecast track localize segment retrieve "
    "reconstruct denoise restore scale incorporate model augment embed extract synthesize determine select encode "
    "transfer search sample train construct compute find transform approximate decompose aggregate represent produce "
    "enable allow facilitate acquire achieve obtain handle guide encourage promote support ensure increase maximize "
    "speed balance leverage inject classify cluster rank match recognize navigate plan explore communicate "
    "coordinate cooperate imitate mimic emulate attain reach maintain retain enforce impose satisfy enrich "
    "strengthen tighten sharpen refine repair complete fill impute summarize translate answer reason manipulate "
    "grasp locate".split())
# Links that open a gerund's second argument: a `by` gerund cut before one has lost it (`by replacing X | with Y`).
_ARGUMENT_LINKS = frozenset("with into to as in on onto from by for".split())
_ENDS_BAD = frozenset("to as versus vs nor we they".split())  # a phrase cut here is part of a longer one
CLAUSE = frozenset(
    "that which who whom whose where when while whereas then but is are was were has have had can could may might "
    "will would should must thus thereby because since if so do does did such than i.e e.g".split())
_CLAUSE_AFTER_AND = frozenset(
    "we it our show shows demonstrate demonstrates propose proposes prove proves provide provides achieve achieves "
    "obtain obtains establish establishes derive derives then also thus hence present presents introduce introduces "
    "develop develops study studies analyze analyzes analyse analyses evaluate evaluates apply applies use uses "
    "further extend extends validate validates outperform outperforms improve improves allow allows enable enables "
    "yield yields lead leads make makes reduce reduces require requires".split())
# Relations after which a whole phrase ends: `from zephyr videos | in the wild` goes on, one content word being no
# phrase; `of` and `between` always go on.
LINKS_INSIDE = frozenset(
    "for with via using by based through during within at over toward towards against per without from under across "
    "in on into onto along among upon".split())
_MEANS_OWN_PURPOSE = frozenset(("using", "via", "through", "based on"))  # `using quilts | to fold marmots`
# Words that make a phrase vague, a result, a manner or a pointer rather than a thing.
BAD_WORDS = frozenset(
    "this these those such it its them their our we which above following same other others respect terms order "
    "addition particular general practice contrast detail light presence absence mind context turn fact question "
    "paper work one ones many various several different diverse numerous variety range number benchmark benchmarks "
    "experiment experiments performance guarantee guarantees insight insights accuracy efficiency speed gain gains "
    "improvement improvements result results strong high low minimal theoretical provable state-of-the-art "
    "competitive superior little less fewer negligible help aid goal aim hope purpose use need assumption "
    "assumptions case cases setting settings scenario scenarios sense manner way ways fashion form application "
    "applications any certain perspective perspectives view viewpoint standpoint lens least some most all every "
    "each both either neither two three four five first second only almost nearly about roughly up time "
    "step end hand means spirit style line favor favour place parallel conjunction combination comparison more "
    "much very well also even just further art literature field domain area areas fields domains task tasks "
    "problem problems principled automated unified novel new proposed simple idea ideas inspiration framework "
    "advances advance recent existing prior previous standard typical efficient effective better best given "
    "polynomial linear".split())
_BAD_AFTER_BY = BAD_WORDS - {"its", "their"}  # `by Folding Their Quilts`: the work's own things
NEVER_LAST = frozenset(
    "a an the of in on at to for with and or by from under over into as via its their our this these that those "
    "which such both each whose is are be can not more less between among through about against toward towards "
    "while when where how whether if so also then very any some only even similar due able namely including "
    "called named termed either well much many several different various other novel new instead almost "
    "information data".split())
_ADJECTIVE_END = re.compile(r"(?:ly|ed|ive|ous|ful|less|ical|able|ible)$")
_NOUNS_LIKE_ADJECTIVES = frozenset(
    "objective objectives primitive primitives derivative derivatives alternative alternatives representative "
    "need speed seed feed bed embedded".split())
_STOPS = frozenset(".;:?!")
# Words of praise and kinds of work that say nothing of how (`a simple yet effective ...`).
PRAISE = frozenset(
    "novel new simple effective efficient general generic principled versatile unified powerful flexible practical "
    "easy-to-use straightforward first alternative yet and elegant scalable fast robust improved modified "
    "lightweight tractable provable provably theoretically-grounded well-founded".split())
# Words that make a clause or a one-word means a result or a wish, not a thing (`That Offers Improved Quilts`).
PRAISE_RESULT = frozenset(
    "improved enhanced desired desirable favorable favourable attractive good nice useful important better superior "
    "increased greater higher lower smaller larger significant".split())
# Words that need what follows them (`akin to`, `robust to`): a phrase that ends on one is cut.
_NEEDS_COMPLEMENT = frozenset(
    "akin similar analogous related close equivalent comparable identical invariant robust sensitive applicable "
    "amenable prone resistant specific due relative according prior subject respect regard".split())
_VIEWPOINTS = frozenset("viewpoint perspective standpoint".split())


def phrase_after(sent: list[str], low: list[str], k: int) -> tuple[str, list[str]] | None:
    """Read the link at token k and the short phrase after it, cut where it ends whole; else None."""
    opened = _link(low, k)
    if opened is None:
        return None
    link, start = opened
    words = _phrase_words(sent, low, start, link)
    if words and link == "by" and words[0].lower() == "using":
        link, words = "using", words[1:]
    while words and words[-1].lower() in ARTICLES:
        words.pop()
    return (link, words) if words else None


def noun_phrase(sent: list[str], low: list[str], start: int) -> list[str] | None:
    """Read the short noun phrase from token start as one after `for` is read."""
    found = phrase_after(["for", *sent[start:]], ["for", *low[start:]], 0)
    return found[1] if found else None


def before_adverb(low: list[str], i: int) -> int:
    """Step back from token i past one adverb (`we gradually fold`)."""
    j = i - 1
    return j - 1 if j >= 0 and low[j].endswith("ly") and low[j] not in NOT_ADVERBS else j


def _link(low: list[str], k: int) -> tuple[str, int] | None:
    """Read the link at token k and where its phrase starts, or None where it opens no means, setting or purpose."""
    if k >= len(low):
        return None
    if low[k] == "," and low[k + 1 : k + 2] in (["by"], ["using"], ["via"]):
        k += 1  # `..., by simply folding X`
    link, start = low[k], k + 1
    if link == "in" and low[start : start + 2] == ["order", "to"]:
        link, start = "to", start + 2
    if link == "by" and low[start : start + 2] == ["means", "of"]:
        return "via", start + 2
    if link == "based":
        return ("based on", start + 1) if low[start : start + 1] == ["on"] else None
    if link in ("by", "to"):
        return _act(low, link, start)
    if link == "while":
        return None if start >= len(low) or not low[start].endswith("ing") or low[start] in _NO_MEANS else (link, start)
    return (link, start) if link in MEANS_LINKS or link in SETTING_LINKS or link == "for" else None


def _act(low: list[str], link: str, start: int) -> tuple[str, int] | None:
    """Read the deed after `by` (a gerund) or `to` (a verb of doing), past an adverb; None where it is none."""
    if start < len(low) and low[start].endswith("ly") and low[start] not in NOT_ADVERBS:
        start += 1  # `by gradually folding`: the adverb only grades the deed
    if start >= len(low):
        return None
    if link == "by" and (not low[start].endswith("ing") or low[start] in _NO_MEANS):
        return None
    if link == "to" and (low[start] not in PURPOSE_VERBS or low[start + 1 : start + 2] == ["be"]):
        return None  # `to Y` the verb's second argument, `to show`, `to be ...`
    return ("using", start + 1) if low[start] == "using" else (link, start)


def _phrase_words(sent: list[str], low: list[str], start: int, link: str) -> list[str] | None:
    """Take the phrase's words from token start up to where it ends whole, or None where it is cut or runs on."""
    words: list[str] = []
    content = 0
    for n in range(start, len(sent)):
        t = sent[n]
        if words:
            ends = _ends_before(low, n, link, content >= MIN_CONTENT)
            if ends is not None:
                return words if ends else None
        elif low[n] == "based" and low[n + 1 : n + 2] != ["on"]:
            return None  # `a quilt search | based strategy`: a compound cut in two
        if not WORD.fullmatch(t):
            if words and ACRONYM_ASIDE.fullmatch(t):
                continue
            if words and t in _STOPS:
                return words
            if words and t == ",":
                return None if _list_follows(low, n) else words
            return None  # maths, quotes, digits, a mark inside the phrase
        words.append(t)
        content += low[n] not in FUNCTION
        if content > MAX_CONTENT or len(words) > MAX_PHRASE:
            return None
    return None  # the sentence ran out unmarked


def _ends_before(low: list[str], n: int, link: str, whole: bool) -> bool | None:
    """Tell whether the phrase ends whole before token n (True), is cut there (False), or goes on (None)."""
    word = low[n]
    if word in CLAUSE:
        return True
    if word == "based" and low[n + 1 : n + 2] != ["on"]:
        return False  # a compound cut in two
    if whole and word in LINKS_INSIDE:
        return not (link in ("by", "while") and word in _ARGUMENT_LINKS)
    if word in ("and", "or"):
        return _conjoined(low, n, whole)
    if word == "to" and whole and link in _MEANS_OWN_PURPOSE:
        return True
    if word in _ENDS_BAD:
        return False
    if (whole and word.endswith("ed") and word not in _NOUNS_LIKE_ADJECTIVES and low[n - 1] not in FUNCTION
            and n + 1 < len(low) and (low[n + 1] in FUNCTION or not low[n + 1][:1].isalnum())):
        return True  # `a smoothing parameter | motivated by ...`: a participle clause
    return None


def _conjoined(low: list[str], n: int, whole: bool) -> bool | None:
    """Tell whether the `and` or `or` at token n ends the phrase (True), cuts it (False) or joins its words (None)."""
    nxt = low[n + 1] if n + 1 < len(low) else ""
    if whole and nxt in _CLAUSE_AFTER_AND:
        return True  # `and show ...`: a clause of its own
    after = low[n + 2] if n + 2 < len(low) else ""
    if nxt in _CLAUSE_AFTER_AND or (nxt.endswith("s") and not nxt.endswith("ss") and after[:1].isalpha()
                                    and after not in FUNCTION):
        return False  # `and folds quilts`: a verb of its own where the phrase cannot end whole
    return False if low[n] == "or" else None  # `quilts or marmots`: the paper's choice is neither


def _list_follows(low: list[str], n: int) -> bool:
    """Tell a comma at token n that cuts a list, not a phrase from its clause."""
    return any(x in ("and", "or") for x in low[n + 1 : n + 8]) and not any(x in CLAUSE for x in low[n + 1 : n + 3])


def telling(link: str, words: list[str]) -> bool:
    """Tell a phrase that names a particular thing: enough content words, none vague, ending on a noun."""
    low = [w.lower() for w in words]
    content = [w for w in low if w not in FUNCTION]
    if len(content) < MIN_CONTENT:
        return False
    bad = _BAD_AFTER_BY if link == "by" else BAD_WORDS
    if not bad.isdisjoint(low):
        return False
    last = low[-1]
    if last in _VAGUE_HEADS and len(content) < 3 + (link == "by"):
        return False  # `using a Quilt Approach`: a kind of work, not which
    if last in NEVER_LAST or last.endswith(("'s", "\u2019s", "'", "\u2019")):
        return False
    if adjectival(last):
        return False
    return not (last.endswith("ing") and len(low) == 1) and not any(len(w) == 1 and w != "a" for w in low)


def told(link: str, words: list[str]) -> tuple[str, list[str]] | None:
    """Tell a phrase gerund_context.py reads, as `in the Presence of X` or a named viewpoint where it is one."""
    low = [w.lower() for w in words]
    if low[-1] in _NEEDS_COMPLEMENT:
        return None  # `using a Quilt Akin`: cut before what it is akin to
    if link == "in" and low[:3] == ["the", "presence", "of"] and len(words) > 3:
        rest = words[3:]  # `in the Presence of Zephyr Seams`: a setting
        return ("in the presence of", rest) if telling(link, rest) or len(rest) == 1 and names_thing(rest[0]) else None
    if link == "from" and low[-1] in _VIEWPOINTS and len(words) >= 3:
        return (link, words) if telling(link, words[:-1]) else None  # `from a Marmot Tessel Viewpoint`
    return (link, words) if telling(link, words) else None


def names_thing(word: str) -> bool:
    """Tell a one-word means or setting that names a thing (`Transformers`), not a quality, a manner or a deed."""
    w = word.lower()
    return (len(w) >= 5 and w not in BAD_WORDS and w not in NEVER_LAST and w not in PRAISE and w not in PRAISE_RESULT
            and not w.endswith(("ly", "ing")) and not adjectival(w) and "'" not in w)


def adjectival(word: str) -> bool:
    """Tell a word that ends as an adjective does, unless it is a noun that ends so (`objective`)."""
    return bool(_ADJECTIVE_END.search(word)) and word not in _NOUNS_LIKE_ADJECTIVES


def key(word: str) -> str:
    """Fold a word to compare it with another: lower case, no hyphen, no plural ending."""
    w = word.lower().replace("-", "").replace("\u2019", "'")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("es") and w[-3] in "sxz":
        return w[:-2]
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w

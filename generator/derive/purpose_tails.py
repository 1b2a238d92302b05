"""Read what a paper's own sentence writes right after its whole title: the purpose (`to` and a verb, `for` and what the
work is for) or the means (`via`, `using`, `through`, `based on`, `by` and a gerund). written_around.py tries these
two families after its heads; the rules and the blind figures are in its docstring.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator

from generator.derive.bare_purposes import POINTING, REPORT, VERBS
from generator.derive.house_style import MAX_WORDS
from generator.derive.link_scopes import NEVER_LAST, OWN_CUE, PURPOSE, speaks_of_earlier_work
from generator.derive.result_heads import FUNCTION, PRAISE, SIDE_OR_LATER, content_keys, sentence_before
from generator.derive.title_casing import title_case

PURPOSE_MAX = 8  # words of a purpose, its verb or article included
ARTICLES = ("the", "a", "an")
_PURPOSE_LINK = re.compile(
    r"(?:\s*\([A-Za-z][\w-]{0,12}\))?(?:\s+(?P<link>(?:in order |so as )?to|for)"
    r"|,?\s+(?:that|which)\s+(?:is|are) designed to|,?\s+(?:designed|tailored|dedicated) to)"
    r"\s+(?P<rest>[^.;:!?]{2,240})", re.I)
_MEANS_AFTER = re.compile(
    r"(?:\s*\([A-Za-z][\w-]{0,12}\))?\s+(?P<link>by|via|using|through|based on)\s+(?P<rest>[^.;:!?]{2,240})", re.I)
_HAS_TO = re.compile(r"(?<![\w-])(?:to|in order)(?![\w-])", re.I)
_HAS_MEANS = re.compile(r"(?<![\w-])(?:by|via|using|through|based)(?![\w-])", re.I)
# The title as the subject of a clause (`we show that [quilt models] based on zephyrs fold ...`): what follows it is the
# clause's, not the title's.
_SUBJECT = re.compile(r"\b(?:that|whether|how|if|when|which|why)\s+(?:(?:the|a|an|such|these|our)\s+)?$", re.I)
_LENS = re.compile(r"^(?:the\s+)?(?:lens|perspective|viewpoint|framework|prism)\s+of\s+", re.I)
_TOKEN = re.compile(r"\S+")
_PUNCT_IN = re.compile(r"[,()\[\]\"\u201c\u201d*_{}$\\~^=<>|/]")
_ACRONYM_ASIDE = re.compile(r"^\([A-Za-z][\w-]{0,12}\)[,.;:]?$")
# What may follow a comma that ends a purpose: a clause, a means or a list of the sentence's, not another modifier.
_COMMA_GOES_ON = re.compile(r"^(?:which|where|while|whereas|who|whose|when|and|or|but|as|such|e\.g\.|i\.e\.|including"
                            r"|without|with|by|using|via|through|thereby|thus|hence|so|since|because|although|though"
                            r"|we|it|they|this|these|allowing|enabling|leading|resulting|making|yielding|providing"
                            r"|[a-z]+ing|[a-z]+ed)$", re.I)
_ADJ_END = re.compile(r"(?:ly|ed|able|ible|ive|ous|ful|less|ical|ary|al|ic)$")
PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*[A-Za-z0-9]|[A-Z0-9]{2,}[a-z]?|[0-9][A-Za-z0-9-]*[A-Za-z]")
_STOP = frozenset(
    "that which where while whereas whereby who whose when by using via through thus thereby hence so such based e.g. "
    "i.e. including without rather instead as since because given if whether according than but then is are was were "
    "be been being has have had can could may might will would should must do does did not we our it its they their "
    "also respectively".split())
_CUT_LINK = frozenset("for with in on from under across at over between among within into onto towards toward "
                      "against per during beyond along despite".split())
_MEANS_LINKS = frozenset(("by", "via", "using", "through", "based on"))
# `by` a gerund says how, but not `by showing` or `by considering`.
_NOT_MEANS = frozenset(REPORT | {"study", "investigate", "analyze", "analyse", "consider", "take", "set", "look",
                                 "focus", "examine", "explore", "observe", "note", "find", "compare", "evaluate",
                                 "test", "identify", "explain", "provide", "present", "introduce", "propose",
                                 "develop", "design", "use", "employ", "extend", "generalize", "revisit", "draw",
                                 "ask", "answer", "address", "tackle", "leverage"})
# An object that says nothing a title can use: a quantity, a pointer back, a plain goal, a generic thing.
_VAGUE_OBJECT = frozenset(
    "performance accuracy efficiency results result goal goals purpose purposes end aim task tasks problem problems "
    "issue issues challenge challenges way ways time times step steps point points part parts case cases one ones "
    "thing things lot number amount data it them this that these those effectiveness efficacy benefits advantages "
    "gains improvement improvements insight insights understanding light question questions model models network "
    "networks method methods algorithm algorithms system systems approach approaches framework frameworks learner "
    "learners agent agents representation representations feature features downstream meaningful useful good better "
    "rich effective efficient novel new simple general various strong stronger robust overall whole entire given "
    "target".split())
_QUANTIFIERS = frozenset(
    "any some various several different many both each all every multiple numerous diverse certain other others "
    "more most much further additional first second two three four five key main".split())
# `to improve learning` says nothing: a weak verb on a plain process.
_WEAK_VERBS = frozenset("perform do make achieve improve enhance boost handle use get carry conduct".split())
_PROCESS = frozenset("learning training inference optimization prediction generalization".split())
_NOT_ADVERB = frozenset("only family anomaly assembly poly monopoly early holy jelly belly ally fly italy supply apply "
                        "rely reply multiply comply imply".split())
# Verbs whose object wants a second one (`combine X with Y`): a purpose cut before it is half a phrase.
_TWO_PLACE = frozenset("combine balance bridge connect relate link compare trade interpolate align match unify "
                       "reconcile transfer map translate convert distinguish".split())
# Tasks a `for` may name alone (`Quilt Rates of Zephyr Forests for Classification`).
_TASKS = frozenset("classification regression clustering ranking retrieval segmentation detection recognition "
                   "forecasting translation summarization compression denoising planning control localization "
                   "tracking captioning parsing tagging imputation interpolation extrapolation deblurring "
                   "super-resolution inpainting matting registration reconstruction navigation manipulation "
                   "grasping dialogue".split())
_ENDS_LIKE_ADJECTIVES = ("signal", "material", "potential", "logic")


def purpose_after(title: str, text: str, places: list[tuple[int, int]], to_read: bool = False) -> str | None:
    """Return the title with the purpose its own-work sentence writes right after it, or None."""
    if not to_read and _has_to(title):
        return None  # a purpose already (to_read: the caller has found that none of the title's `to`s leads one)
    words = title.split()
    for end in _own_ends(text, places):
        link = _PURPOSE_LINK.match(text, end)
        if not link:
            continue
        kind = (link["link"] or "to").lower()
        if kind == "for" and PURPOSE.search(title):
            return None  # a second `for`: purpose_scopes.py's
        to = kind != "for"
        purpose = purpose_words(kind, link["rest"])
        if not purpose or not _purpose_ok(purpose, to) or _says_again(purpose, words, 1):
            return None
        return f"{title} {'to' if to else 'for'} {title_case(purpose, first=False)}"
    return None


def means_after(title: str, text: str, places: list[tuple[int, int]], to_read: bool = False) -> str | None:
    """Return the title with the means its own-work sentence writes right after it, or None."""
    if _HAS_MEANS.search(title) or not to_read and _has_to(title):
        return None  # a means or a purpose already (to_read: the caller reads the title's `to` itself)
    words = title.split()
    for end in _own_ends(text, places):
        found = _MEANS_AFTER.match(text, end)
        if not found:
            return None
        link, rest = found["link"].lower(), found["rest"]
        lens = _LENS.match(rest)
        if lens and link != "through":
            return None
        means = purpose_words("using", rest[lens.end() :]) if lens else purpose_words(link, rest)
        if not means or not _purpose_ok(means, False):
            return None
        if lens:
            means = ["the", lens[0].split()[-2].lower(), "of", *means]  # `through the Lens of Quilt Duality`
        if _says_again(means, words, len(link.split())):
            return None
        return f"{title} {title_case(link.split(), first=False)} {title_case(means, first=False)}"
    return None


def _has_to(title: str) -> bool:
    """Tell a title that writes `to` or `in order` as words (_HAS_TO's)."""
    # A cheap, necessary test first (no letter of either but `i` matches another's case): the pattern tries each place.
    low = title.lower()
    return ("to" in low or "order" in low) and _HAS_TO.search(title) is not None


def _own_ends(text: str, places: list[tuple[int, int]]) -> Iterator[int]:
    """Yield where each own-work sentence writes the title, up to one that makes the title a clause's subject."""
    for at, end in places:
        own, subject = _own_place(sentence_before(text, at))
        if not own:
            continue  # a sentence that sets the scene, speaks of earlier work or adds a side result
        if subject:
            return
        yield end


@lru_cache(maxsize=256)
def _own_place(prefix: str) -> tuple[bool, bool]:
    """Tell words before a place that are an own-work sentence's, and whether they make it a clause's subject."""
    # Memoised: the purpose and the means, and the mends in turn, read the same places.
    own = OWN_CUE.search(prefix) and not speaks_of_earlier_work(prefix) and not SIDE_OR_LATER.search(prefix)
    return bool(own), bool(own) and _SUBJECT.search(prefix) is not None


def _says_again(added: list[str], words: list[str], link_words: int) -> bool:
    """Tell added words that say a title word again (`Assisted ... to Assist`) or pass the house's length."""
    return bool(content_keys(added) & content_keys(words) or stems(added) & stems(words)) \
        or len(words) + link_words + len(added) > MAX_WORDS


def stems(words: list[str]) -> set[str]:
    """Return the five-letter stems of the content words: `retrieval` and `retrieve`, `assisted` and `assist` meet."""
    return {p.lower()[:5] for w in words for p in w.split("-") if p.lower() not in FUNCTION and len(p) > 3}


def gerund_base(word: str) -> str | None:
    """Return the verb a gerund is made of (`folding` -> `fold`), or None."""
    w = word.lower()
    if not w.endswith("ing") or len(w) < 6:
        return None
    return next((base for base in (w[:-3], w[:-3] + "e", w[:-4]) if base in VERBS), None)


def adverb(word: str) -> bool:
    """Tell an adverb (`systematically`) from a noun or verb that ends the same (`family`, `apply`)."""
    w = word.lower()
    return len(w) > 4 and w.endswith("ly") and w not in _NOT_ADVERB and w not in VERBS


def purpose_words(link: str, rest: str) -> list[str] | None:
    """Return the purpose's words after its link, up to its first clause, stop or second link, or None where unsure."""
    tokens = _TOKEN.findall(rest)
    to, means = link.endswith("to"), link in _MEANS_LINKS
    article = tokens[0] if means and tokens and tokens[0].lower() in ARTICLES else None
    if article:
        tokens = tokens[1:]  # `using the quilt measure`: the article comes back after the checks
    if to and len(tokens) > 1 and adverb(tokens[0]):
        tokens = tokens[1:]  # `to systematically fold`: the manner goes
    if not tokens:
        return None
    lead = tokens[0].lower().rstrip(",")
    base = gerund_base(lead)
    if to and (lead not in VERBS or lead in REPORT):
        return None  # `to` a thing, or a purpose that only reports
    if not to and not means and (lead in ("a", "an") or lead in _QUANTIFIERS):
        return None  # `for a while`, `for any data`
    if not to and lead.endswith("ing") and not base or link == "by" and (not base or base in _NOT_MEANS):
        return None  # a gerund no verb makes; `by` a gerund that does not say how (`by showing`, `by a factor`)
    words = _words_until_cut(tokens, lead if to else base or "")
    return [article, *words] if article and words else words


def _words_until_cut(tokens: list[str], verb: str) -> list[str] | None:
    """Return the words up to the purpose's first clause, stop or second link, or None where it is cut mid-phrase."""
    words: list[str] = []
    for i, tok in enumerate(tokens):
        punct = _PUNCT_IN.search(tok)
        word = tok[: punct.start()] if punct else tok
        low = word.lower()
        if i and low in _STOP:
            break
        if i and low in ("and", "or", "versus", "vs"):
            if len(words) >= 2 and i + 1 < len(tokens) and tokens[i + 1].lower() in VERBS:
                break  # a second purpose: `to fold quilts and align ...`
            return None  # a phrase cut at `and` is only part of one
        if i and low in _CUT_LINK and any(w.lower() not in FUNCTION for w in words[1:]):
            return None if verb in _TWO_PLACE else words  # `to combine X` with Y is half a phrase
        if punct and punct.start() == 0:
            return None if _aside_goes_on(tokens, i) else words
        if word and i and adverb(word):
            return None  # `probably approximately correct`: a phrase that an adverb holds together
        if word:
            words.append(word)
        if punct:
            listed = i + 1 < len(tokens) and not _COMMA_GOES_ON.match(tokens[i + 1])  # `quilted, deep zephyrs`
            return words if tok[punct.start()] == "," and not listed else None  # maths, a quote or an aside
        if len(words) > PURPOSE_MAX:
            return None  # a clause, not a title's phrase
    return words


def _aside_goes_on(tokens: list[str], i: int) -> bool:
    """Tell an aside or maths that cuts the phrase, or an acronym the phrase goes on after (`... (PAC) learning`)."""
    tok = tokens[i]
    if not tok.startswith("("):
        return False
    if not _ACRONYM_ASIDE.match(tok):
        return True
    after = tokens[i + 1].lower() if i + 1 < len(tokens) else None
    return tok[-1] not in ",.;:" and after is not None and after not in _STOP and after not in ("and", "or") \
        and after not in _CUT_LINK


def _purpose_ok(words: list[str], to: bool) -> bool:
    """Tell a purpose that names something telling in plain words: not vague, quantified or pointing back."""
    if len(words) == 1 and not to and words[0].lower() in _TASKS:
        return True  # `for Classification`
    if not 2 <= len(words) <= PURPOSE_MAX:
        return False
    lowered = [w.lower() for w in words]
    body = lowered[1:] if to or gerund_base(lowered[0]) or lowered[0] in ARTICLES else lowered
    if any(w in POINTING or w in _QUANTIFIERS for w in lowered):
        return False
    weak = lowered[0] in _WEAK_VERBS
    if not any(w not in FUNCTION and w not in _VAGUE_OBJECT and w not in PRAISE and not (weak and w in _PROCESS)
               for w in body):
        return False  # `to learn meaningful representations`, `to improve performance`
    last = lowered[-1]
    if last in NEVER_LAST or _ADJ_END.search(last) and last not in _ENDS_LIKE_ADJECTIVES:
        return False
    return all(PLAIN_WORD.fullmatch(w) for w in words)  # no maths, numbers or stray marks

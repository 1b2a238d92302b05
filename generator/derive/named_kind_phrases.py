"""Read the kind the paper's own sentence gives a name, with the phrase it says that kind in: for named_kinds.py.

The naming sentence is the first that writes the name as a word of its own after a cue of the paper's own work (`we
propose`, `this paper presents`). The kind stands after the name as an appositive (`QZ, the first quilt folding
approach for zephyr inference`, `QZ - a new class of marmot models`) or before it (`a new regularization method, QZ,
that prevents marmot drift`, `a method to fold quilts, referred to as QZ`). The phrase is the kind with at most five
modifiers, less those that only rate it (`novel`, `simple`), and its complement: `for`, `to`, `against`, `on`,
`over`, `with`, `of` after a kind of collection (`a class of marmot models`), or a relative clause on a verb (`that
prevents marmot drift`), cut at the first clause, means or participle. Refused where the kind is others' work (`a
popular method`), the complement points back (`this issue`), only hopes to improve, ends on an adjective, a function
word or a broken word, runs on too long, or holds maths.
"""

from __future__ import annotations

import re
from typing import NamedTuple

COMP_MOST = 10  # words of the kind's complement
MODS_MOST = 5  # modifiers before the kind noun

FUNCTION = frozenset("a an the of for in on with and or to via from by under at as is are its their into over that "
                     "which can using across against between among within without than".split())
RELATIVE = frozenset(("that", "which"))
# Heads of a task or a quality a title names on purpose (`for Marmot Ranking`); an `-ing` among them is no participle.
TASK_WORDS = frozenset("search retrieval discovery design control translation recognition detection segmentation "
                       "classification generation prediction forecasting estimation inference optimization planning "
                       "reasoning learning exploration navigation manipulation synthesis editing tracking "
                       "compression pruning quantization adaptation generalization alignment matching ranking "
                       "recommendation clustering regression answering summarization captioning parsing "
                       "localization reconstruction restoration denoising imputation attribution verification "
                       "explanation interpretability robustness fairness privacy safety efficiency".split())
WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")
KIND = re.compile(
    r"(?<![\w-])(?:method|approach|framework|algorithm|technique|strategy|scheme|model|architecture|procedure"
    r"|pipeline|system|tool|toolkit|toolbox|library|mechanism|network|estimator|solver|protocol|paradigm|objective"
    r"|regularizer|metric|measure|criterion|score|loss|recipe|formulation|methodology|sampler|optimizer|planner"
    r"|controller|operator|descriptor|attention|package|detector|classifier|encoder|decoder|generator|benchmark"
    r"|dataset|suite|environment|platform|agent|attack|defense|defence|variant|family|class|extension|simulator"
    r"|engine|transformer|corpus|collection|testbed|heuristic|index|relaxation|regularization|process)(?:s|es)?"
    r"(?![\w-])", re.I)
# Kinds that take an `of` (`a class of marmot models`); `a method of` reads as what it is made of, not for.
_OF_KINDS = frozenset("family families class classes variant variants extension extensions collection collections "
                      "suite suites benchmark benchmarks dataset datasets corpus testbed".split())
_VERB = (r"(?:(?:propos|introduc|creat|devis|contribut|releas|describ|formulat)(?:e|es|ed|ing)"
         r"|(?:present|develop|design|build|construct|offer|call|term|coin|nam)(?:e|es|s|ed|ing)?|built|dub(?:s|bed)?"
         r"|put\s+forward)")
_OWN = re.compile(r"\b(?:we|our|this\s+(?:paper|work|study|article)|here|in\s+this\s+(?:paper|work))\b[^.;]{0,120}?"
                  r"(?<![\w-])" + _VERB + r"(?![\w-])", re.I)
_APPOSITIVE = re.compile(r"\)?\s*(?:\([^()]{1,60}\)\s*)?(?:,|:|\s--?-?\s|\s?\u2014\s?|\s\u2013\s|\s-\s)\s*"
                         r"(?:which\s+is\s+)?(a|an|the)\s+([^.;:]*)", re.I)
# An appositive after a comparison (`unlike QZ, a ...`) says what others' work is.
_OTHERS_CUE = re.compile(r"\b(?:unlike|than|compared|like|such\s+as|e\.g\.|including|existing|prior|previous)\b[^,]*$",
                         re.I)
_BEFORE = re.compile(r"(?:^|\s)(a|an)\s+([^.;:()]{3,140}?)\s*,?\s*(?:(?:called|named|dubbed|termed|coined|namely"
                     r"|referred\s+to\s+as|which\s+we\s+(?:call|term|dub|name))\s*,?\s*)?(?:the\s+)?"
                     r"(?:[A-Z][\w-]*\s+){0,6}?\(?$")
_NAMING_CUE = re.compile(r"(?:called|named|dubbed|termed|coined|namely|referred\s+to\s+as|call|term|dub|name)\s*,?\s*"
                         r"(?:the\s+)?(?:[A-Z][\w-]*\s+){0,6}?\(?$")
_RELATIVE_AFTER = re.compile(r"\)?\s*(?:\([^()]{1,60}\)\s*)?,?\s*((?:that|which|to)\s+[^.;]*)")
_HAS_LINK = re.compile(r"\b(?:that|which|to|for)\b")
_CUT = re.compile(r",|;|\s--?\s|\u2014|\u2013|\s(?:which|where|whereby|while|whose|wherein|i\.e\.|e\.g\.|such\s+as"
                  r"|as\s+well\s+as|and\s+(?:show|demonstrate|prove|evaluate|apply|use|analy[sz]e|provide|derive)\w*"
                  r"|and\s+then|called|named|dubbed|termed|coined|namely|referred)\b")
_PAREN = re.compile(r"\s*\([^()]*\)")
_LINKS = frozenset("for to of against on over with".split())
# A relative clause on the complement's object (`a method to select a subset that ...`) says what the object does.
_RELATIVE_SPLIT = re.compile(r"\s(?:that|which)\s")
_MEANS_CUT = re.compile(r"\s(?:by|via|using|through|based\s+on|built\s+(?:on|upon)|inspired\s+by|in\s+order|during"
                        r"|without|so\s+that|in\s+a|in\s+an|in\s+the|while|at\s+the|and\s+thus)\s")
_THIRD_PERSON = re.compile(r"[a-z]+s")
# Verbs whose clause says nothing of what the kind does (`that is`, `which outperforms`).
_EMPTY_VERBS = frozenset("is are can could may will be has have does do achieves achieve outperforms outperform "
                         "improves improve performs perform works work makes make helps help yields yield obtains "
                         "obtain shows show provides provide leads lead results result learns learn uses use requires "
                         "require combines combine consists consist integrates integrate generalizes generalize "
                         "extends extend".split())
_NOMINAL_ING = frozenset("learning training modeling modelling processing computing sampling hashing labeling "
                         "labelling engineering programming understanding encoding decoding filtering fine-tuning "
                         "pretraining pre-training finetuning scaling smoothing boosting bootstrapping".split())
# A purpose that only hopes to do better names no task.
_WEAK_GOAL = re.compile(r"(?:^|\s)to\s+(?:improve|enhance|boost|increase|achieve|address|tackle|solve|overcome"
                        r"|alleviate|mitigate|handle)\b", re.I)
_ADJECTIVE_END = re.compile(r"(?:al|ive|ous|ic|able|ible|ful|less|ary|ed|smooth|convex|free|aware|specific|level|scale"
                            r"|wise|like|ant|ent)$")
_RATING = frozenset((
    "novel new simple effective efficient general generic unified principled practical scalable powerful flexible "
    "lightweight light-weight universal versatile fast elegant straightforward easy first proposed improved "
    "alternative comprehensive complete systematic innovative intuitive strong conceptually technically yet but "
    "and very extremely surprisingly remarkably highly simple-yet-effective provably theoretically-grounded "
    "principled well-founded potent robust").split())
_OTHERS = frozenset("popular well-known classic classical standard existing prior previous famous widely widely-used "
                    "state-of-the-art recent recently established conventional traditional vanilla original "
                    "commonly common".split())
_POINTS_BACK = frozenset("this these those such above aforementioned it its them their said latter former same "
                         "thereof both issue issues problem problems challenge challenges limitation limitations "
                         "studied task goal gap setting purpose us we you".split())
_BACK_LINKS = frozenset("of for on in with from to across over".split())
_DANGLING = FUNCTION | frozenset("its their our this these that those which such both each whose is are be can we it "
                                 "based not more less very any some only even also then so when where how whether if "
                                 "able specifically called named while e.g. i.e. including upper lower".split())
_UNPLAIN = re.compile(r"[$\\{}\[\]()\"`*_^~|<>=#@%&]|\d{2,}|https?:|www\.")  # maths, markup, a number, an address


class KindPhrase(NamedTuple):
    """The kind phrase a naming sentence gives, in a title's words."""

    words: list[str]  # article, modifiers, kind, complement
    lead: str  # the complement's first word, lower-cased: its link or relative pronoun
    kind: str
    complement: list[str]


def content(text: str) -> list[str]:
    """Return the lower-cased words of the text that are not function words."""
    return [w.lower() for w in WORD.findall(text) if w.lower() not in FUNCTION]


def stem(word: str) -> str:
    """Cut a word to a stem its plural, verb and gerund forms share (`tackles`, `tackling` -> `tackl`)."""
    word = word.lower().replace("-", "")
    for suffix in ("ies", "ing", "ed", "es", "s", "e", "y"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def naming(sentences: list[str], name: str) -> tuple[str, str, str] | None:
    """Return (article, phrase from the kind on, sentence from the kind on) of the paper's own sentence naming name."""
    for sentence in sentences:
        start = _name_at(sentence, name)
        before = sentence[:start]
        own = _OWN.search(before) if start >= 0 else None
        if not own:
            continue
        end = start + len(name)
        after = _APPOSITIVE.match(sentence, end)
        if after and not _OTHERS_CUE.search(before[own.end():]):
            return after[1].lower(), after[2], sentence[end:]
        return _kind_before(sentence, start, end, own.end())
    return None


def _name_at(sentence: str, name: str) -> int:
    """Return where the name stands in the sentence as a word of its own, or -1."""
    at = sentence.find(name)
    while at >= 0:
        end = at + len(name)
        if (at == 0 or not (sentence[at - 1].isalnum() or sentence[at - 1] in "-_")) and (
                end == len(sentence) or not (sentence[end].isalnum() or sentence[end] in "-_")):
            return at
        at = sentence.find(name, at + 1)
    return -1


def _kind_before(sentence: str, start: int, end: int, own_end: int) -> tuple[str, str, str] | None:
    """Return the naming of a kind written before the name, its relative clause after the name joined on."""
    before = sentence[:start]
    found = _BEFORE.search(before, own_end)
    if not found or not KIND.search(found[2]):
        return None
    body = found[2].rstrip(" ,")
    if not KIND.fullmatch(body.split()[-1]) and not _NAMING_CUE.search(before):
        return None  # a phrase that only runs into the name, with no cue naming it
    clause = _RELATIVE_AFTER.match(sentence, end)
    if clause and not _HAS_LINK.search(body):
        body += " " + clause[1]
    return found[1].lower(), body, sentence[found.start():]


def kind_phrase(article: str, body: str) -> KindPhrase | None:
    """Return the kind phrase of a naming sentence's words from the kind on, or None (see the module's docstring)."""
    words = _CUT.split(_PAREN.sub("", body), 1)[0].split()
    if article == "the" and (not words or words[0].lower() != "first"):
        return None  # `the X` names a known thing, not what the name is
    at = -1
    for j, word in enumerate(words):
        if word.lower() in FUNCTION and word.lower() not in ("a", "an", "the"):
            break
        if KIND.fullmatch(word):
            at = j
    if at < 0 or at > MODS_MOST or any(w.lower() in _OTHERS for w in words[:at]) or at + 1 == len(words):
        return None
    mods, kind, lead = [w for w in words[:at] if w.lower() not in _RATING], words[at], words[at + 1].lower()
    complement = _complement(words[at + 1:], lead, kind)
    if complement is None:
        return None
    phrase = mods + [kind] + complement
    if any(_UNPLAIN.search(w) or w.endswith("-") for w in phrase):
        return None
    return KindPhrase([_article(phrase[0])] + phrase, lead, kind, complement)


def _complement(words: list[str], lead: str, kind: str) -> list[str] | None:
    """Return the kind's complement cut at its first clause, means or participle, or None where it says no task."""
    if lead in RELATIVE:
        if len(words) < 3 or words[1].lower() in _EMPTY_VERBS or not _THIRD_PERSON.fullmatch(words[1]):
            return None
    elif lead not in _LINKS or lead == "of" and kind.lower() not in _OF_KINDS:
        return None
    text = " " + " ".join(words) + " "
    if lead not in RELATIVE:
        text = _RELATIVE_SPLIT.split(text, 1)[0] + " "
    means = _MEANS_CUT.search(text, 1)
    words = (text[: means.start()] if means else text).split()
    while lead in RELATIVE and len(words) > 2 and words[2].lower() in ("both", "the", "a", "an"):
        del words[2]  # a title drops the article after a clause's verb: `That Folds Quilts`
    for j in range(2, len(words) - 1):  # a participle clause after the complement's noun (`decoder producing ...`)
        if (words[j].islower() and words[j].endswith("ing") and words[j - 1].lower() not in FUNCTION
                and not (lead in RELATIVE and j == 2) and words[j + 1].lower() not in FUNCTION
                and words[j] not in _NOMINAL_ING and words[j] not in TASK_WORDS):
            words = words[:j]
            break
    if _WEAK_GOAL.search(" ".join(words)) or len(words) > COMP_MOST:
        return None
    if _ADJECTIVE_END.search(words[-1]) and not words[-1][:1].isupper():
        return None  # the cut left an adjective without its noun (`for learning a smooth`)
    return _trimmed(words)


def _trimmed(words: list[str]) -> list[str] | None:
    """Return the complement without a dangling end or a phrase that points back, or None where too little is left."""
    while words and (words[-1].lower() in _DANGLING or words[-1].lower() in _RATING):
        words.pop()
    back = next((j for j, w in enumerate(words) if w.lower() in _POINTS_BACK), None)
    if back is not None:  # a phrase that points back goes with its link (`of such models`)
        while back > 0 and words[back - 1].lower() not in _BACK_LINKS:
            back -= 1
        words = words[: max(back - 1, 0)]
    while words and words[-1].lower() in _DANGLING:
        words.pop()
    if len(words) < 2 or len(content(" ".join(words))) < 2 or _ADJECTIVE_END.search(words[-1]) and words[-1].islower():
        return None
    if words[-1].endswith("-") or "-" in words[-1] and words[-1].islower():
        return None  # a broken word or an adjective compound left dangling (`for infinite-horizon average-cost`)
    return words


def _article(word: str) -> str:
    """Return the article a title writes before the word: `An` before a vowel's sound, spelled or read as a letter."""
    if word[:2].isupper() and word[:1] in "AEFHILMNORSX":
        return "An"
    if word[:1].lower() in "aeio" or word[:1].lower() == "u" and not word.lower().startswith(("uni", "use", "usu")):
        return "An"
    return "A"

"""Say what the paper does to the thing its title names, where the abstract writes the verb right before it:
`Causal Quilt in Presence of Latent Marmots` -> `Recovering a Causal Quilt in Presence of Latent Marmots`, and
after `for`: `Skip Connections for Robustness of Quilts` -> `... for Enhancing the Robustness of Quilts`.

A span names a thing; a title of the thing alone reads as a fragment where the paper recovers, trains or makes it
something. Blind readers preferred the verb 78 to 9 at the title's start (29 papers, faithful 21 -> 51 and poor 26 ->
5 of 87 verdicts) and 58 to 29 after `for` (29 papers, poor 15 -> 6 of 87); at the start they preferred the thing
alone to `Using`, `Achieving`, `Enabling` or `Computing` it (19 to 14 on 11 papers), which lead no title here
(seventy-fourth session).
"""

from __future__ import annotations

import re

from generator.derive.acronyms import spells
from generator.derive.house_style import MAX_WORDS
from generator.derive.prose import written_at
from generator.derive.title_casing import title_case
from generator.derive.verb_forms import base_form, gerund

# Verbs that act on the thing after them. Verbs of use or of taking something on need their aim in the title, and read
# no better than the thing alone; `perform`, `address` and `attack` are too light to lead.
LEAD_VERBS = frozenset(
    "train produce model tackle make extract approximate treat replace determine reformulate solve represent learn "
    "measure interpret select enhance recover estimate certify verify enforce check transform improve reduce mitigate "
    "detect identify generate accelerate optimize optimise control integrate combine set quantify predict infer "
    "discover evaluate benchmark scale compress prune collect encode decode edit align personalize adapt transfer "
    "distill overcome prevent avoid remove eliminate explain sample simulate accommodate unify bridge close extend "
    "parameterize parametrize calibrate regularize cast view rethink revisit fine-tune finetune pretrain pre-train "
    "defend bound characterize localize segment augment steer guide fuse merge balance".split())
# After `for`, what the purpose does to its object; not where a verb names the purpose's field itself (`for Learning
# ...`, `for Solving ...` read no better) nor a recasting (`for Casting X as Y`).
PURPOSE_VERBS = frozenset(
    "train achieve produce extract approximate compute replace determine represent learn measure select enhance "
    "recover estimate certify verify enforce check transform improve reduce mitigate detect identify generate "
    "accelerate optimize optimise control quantify predict infer compress prune collect encode decode edit align "
    "personalize transfer distill overcome prevent avoid remove eliminate explain simulate accommodate bridge "
    "parameterize parametrize calibrate regularize fine-tune finetune pretrain pre-train defend characterize localize "
    "segment augment steer guide fuse merge balance boost increase manipulate maximize minimize strengthen promote "
    "preserve protect capture speed stabilize".split())
_RECASTING = frozenset("cast view treat reformulate interpret".split())  # they need the `as` they recast it to
# What `make` may make its object (`Making Quilt Values Practical for ...`): without one, `make` is not its verb.
_MADE = re.compile(r"\b(?:Practical|Good|Suitable|Robust|Feasible|Efficient|Interpretable|Fair|Safe|Reliable|Possible"
                   r"|Aware|Better|Compatible|Amenable|Accessible|Scalable|Useful|Invariant|Equivariant|Private|Fast"
                   r"|Faster|Effective|Stable|Tractable|Trainable|Explainable|Transferable|Work)\b")
# Words before a base form that make it a noun (`the model`, `a set`).
_NOUN_CUES = frozenset("the a an this that our its their each every any some of such whose his her same one no "
                       "training data test".split())
# What the clause before the verb says of earlier work or of a need, not of this paper's deed.
_BACKGROUND = re.compile(
    r"\b(?:previous|prior|existing|current|traditional|conventional|typical|typically|commonly|popular|prevailing"
    r"|paradigm|technique to|often|usually|not|unable|fail|fails|instead|rather|than|without|widely|these methods"
    r"|those methods|standard|classical|recent|most|sufficient|need|needed|necessary|require|requires)\b", re.I)
# A phrase the abstract puts forward as its own (`dubbed Quilt Folding`) is the work, not a thing done to.
_PUT_FORWARD = re.compile(r"\b(?:dubbed|called|named|termed|coined?|call|proposes?|introduces?|presents?)\s+"
                          r"(?:(?:the|a|an|novel|new)\s+)*$", re.I)
# The two words before a phrase, and an article: the word before the verb, the verb (`we first detect the`).
_VERB_BEFORE = re.compile(r"(?:^|(?<=\s))([\w-]+)\s+([\w-]+)\s+(?:(the|a|an)\s+)?$", re.I)
_LOOK_BACK = 120  # characters before a phrase those are looked for in: past the longest words
_WORD_GOES_ON = re.compile(r"[\w-]")
_RELATING = frozenset("of for in on with to from by via using under over as and across without into during through "
                      "between".split())
_GERUNDS = {gerund(verb): verb for verb in LEAD_VERBS | PURPOSE_VERBS}
_TRAINING_AS_VERB = frozenset("for of by to and in when while".split())  # `for training X`, not `training data X`
_WORDS = (3, 10)  # a title's phrase this long is a thing that can be acted on, not a sentence


def verbs_written(title: str, text: str) -> str:
    """Lead the title's phrase, or its purpose after its last `for`, with the verb the abstract writes right before
    it, as a gerund, with the abstract's article (see the module's docstring)."""
    name, colon, body = title.partition(": ")
    if not colon:
        name, body = "", title
    led = _led(body, text, LEAD_VERBS) if not (name and spells(name, body)) else ""
    if led:
        return _within_length(title, f"{name}{colon}{led}")
    work, link, purpose = title.rpartition(" for ")
    led = _led(purpose, text, PURPOSE_VERBS, purpose_only=True) if link else ""
    return _within_length(title, f"{work}{link}{led}") if led else title


def _within_length(title: str, led: str) -> str:
    """The led title, unless it grows past the house's length."""
    return led if len(led.split()) <= MAX_WORDS else title


def _led(phrase: str, text: str, verbs: frozenset[str], purpose_only: bool = False) -> str:
    """The phrase led by the first verb of verbs the abstract writes right before it, or '' if none."""
    words = phrase.split()
    if purpose_only and (len(words) < 2 or " of " not in f" {phrase} " and _names_field(words)):
        return ""  # `for Federated Learning`: a field says what a work is for without a verb
    if not purpose_only and not _WORDS[0] <= len(words) <= _WORDS[1] or not words \
            or words[0] in ("A", "An", "The") or words[0].lower().endswith("ing") or _verb(words[0].lower(), verbs):
        return ""
    places = [at for at, _ in written_at(text, phrase, _WORD_GOES_ON)]
    if not purpose_only and any(_PUT_FORWARD.search(text, max(0, at - _LOOK_BACK), at) for at in places):
        return ""
    for at in places:
        found = _VERB_BEFORE.search(text, max(0, at - _LOOK_BACK), at)
        verb = _deed(found, phrase, text, verbs, purpose_only) if found else ""
        if not verb:
            continue
        article = found.group(3)
        if article and article.lower() == "the" and _plural_or_mass_head(words):
            article = None  # `Discovering Quilt Channels`, not `the`
        return " ".join([title_case([gerund(verb)]), *([article.lower()] if article else []), phrase])
    return ""


def _deed(found: re.Match[str], phrase: str, text: str, verbs: frozenset[str], purpose_only: bool) -> str:
    """The verb of verbs that the words found before a phrase (_VERB_BEFORE) do to it, or '' where they are a noun's
    (`the model`), a recasting with nowhere to cast to, `make` with nothing made, a noun's `training` before a
    purpose, or said of earlier work."""
    before, word = found.group(1).lower(), found.group(2).lower()
    verb = _verb(word, verbs)
    if not verb or word == verb and before in _NOUN_CUES \
            or verb in _RECASTING and not re.search(r"\s(?:as|through)\s", phrase) \
            or verb == "make" and not _MADE.search(phrase) \
            or purpose_only and word == "training" and before not in _TRAINING_AS_VERB \
            or _BACKGROUND.search(text[max(0, found.start() - 70) : found.start(2)]):
        return ""
    return verb


def _verb(word: str, verbs: frozenset[str]) -> str:
    """The verb of verbs a word is a form of (base, third person or gerund), or ''."""
    if word in verbs:
        return word
    if base_form(word) in verbs:
        return base_form(word)
    verb = _GERUNDS.get(word, "")
    return verb if verb in verbs else ""


def _head(words: list[str]) -> tuple[str, str]:
    """The last word of a phrase's first noun phrase, and the word that relates it to what follows ('' if none)."""
    head = words[0]
    for word in words:
        if word.lower() in _RELATING:
            return head.lower(), word.lower()
        head = word
    return head.lower(), ""


def _plural_or_mass_head(words: list[str]) -> bool:
    """Tell a phrase headed by a plural, a gerund or (unless `of` follows) an abstract mass noun: no `the` before it."""
    head, link = _head(words)
    if head.endswith("s") and not head.endswith(("ss", "ics", "is", "us")) or head.endswith("ing"):
        return True
    return link not in ("of", "between") and (head.endswith(("ity", "ness"))
                                              or head in ("attention", "information", "knowledge", "inference"))


_FIELD_ENDS = ("ing", "tion", "sion", "ment", "ness", "ity", "ance", "ence", "ysis", "ics")
_FIELD_HEADS = frozenset("regression search transport control inference equilibria equilibrium rl learning design "
                         "tasks problems problem settings setting processes".split())


def _names_field(words: list[str]) -> bool:
    """Tell a purpose whose head is an activity, a property or a field (`Long-Term Fairness`, `OOD Detection`)."""
    head, _ = _head(words)
    return head.endswith(_FIELD_ENDS) or head in _FIELD_HEADS


# Verbs a title may open on bare, as an order (`Sample Good Quilts for ...`): it reads better on their gerund.
_ORDERS = frozenset("buy model represent weigh thwart binarize repair overcome reuse update turn map guard favor "
                    "filter control advance benefit separate learn make use train find predict improve boost reduce "
                    "achieve enable build design teach leverage generate estimate solve detect discover identify "
                    "mitigate extract encode align adapt explain measure accelerate scale compute recover evaluate "
                    "capture handle rethink revisit bridge unify combine transfer exploit explore avoid prevent "
                    "perform provide obtain preserve incorporate maximize minimize optimize select compress prune "
                    "distill augment regularize calibrate quantify characterize understand analyze approximate "
                    "sample infer search plan correct verify certify test debug simulate navigate imitate reason "
                    "label rank cluster tune prompt edit fix attack defend protect hide count match decompose "
                    "disentangle remove replace refine restore rewrite translate transform embed fuse merge mix mask "
                    "denoise sparsify quantize stabilize unlock unleash harness empower enhance strengthen tame "
                    "tackle address close narrow break escape beat fight win stop start grow shrink sketch draw "
                    "ground attribute paint compose retrieve".split())
# Words after which the order's verb is one (`to sample`, `we sample`, `how to sample`), or a noun (`the sample`).
_AS_VERB = re.compile(r"\b(?:to|can|you|we|and|or|then|that|they|which|it|models|agents|should|must|will|could|would)"
                      r"(?: \w+ly)? $")
_TO_OR_SUBJECT = re.compile(r"\b(?:to|can|you|we)(?: \w+ly)? $")  # what a verb that is as often a noun needs
_AS_NOUN = re.compile(r"\b(?:the|a|an|of|this|our|its|their|these|for|in|on|with|by) $")
_NOUNS_BEFORE_TO = frozenset("approach approaches solution solutions contribution contributions method methods way "
                             "ways key application applications extension extensions attention access respect due "
                             "related similar according robust prior devoted novel new alternative alternatives "
                             "introduction answer answers step steps path road route exposure".split())
# Words that are nouns as often as verbs: their order needs a `to` or a subject before it in the abstract.
_EITHER = frozenset("model test label filter sample approximate control transfer search rank cluster match map plan "
                    "count mask mix prompt design update use benefit measure scale turn fix break close edit attack "
                    "train reason report ground attribute".split())
_OBJECTS = frozenset("the a an any each every all your their its our against more less what how when where why "
                     "whether it them out up down away".split())
_COMPOUND_HEADS = frozenset("complexity selection efficiency size compression learning noise smoothing error region "
                            "variate theory".split())  # `Sample Complexity`, `Model Selection`: a noun's compound
_CLAUSE = re.compile(r"\b(?:Is|Are|Has|Have|Can|Does|Do|Improves|Called|Makes|Helps|Matters|Works)\b")


def orders_undone(title: str, text: str) -> str:
    """Open on the gerund a title that opens on a verb's bare form (`Sample Good Quilts for X` -> `Sampling Good
    Quilts for X`), where the abstract writes the verb before the same word as a verb, never as a noun. Blind readers
    preferred the gerund 30 to 0 on 10 corpus papers, faithful 5 -> 15 of 30 verdicts (seventy-fourth session)."""
    name, colon, body = title.partition(": ")
    if not colon:
        name, body = "", title
    words = body.split()
    if len(words) < 2 or _CLAUSE.search(body) or name and (spells(name, body) or {"and", "to"} & set(
            w.lower() for w in words[:3])):
        return title
    written, after = words[0].lower(), words[1].lower()
    verb = written.replace("-", "")  # `Over-Come`
    if verb not in _ORDERS or after in _COMPOUND_HEADS \
            or not (after in _OBJECTS or _written_as_verb(written, after, text)):
        return title
    return f"{name}{colon}{' '.join([title_case([gerund(verb)]), *words[1:]])}"


def _written_as_verb(verb: str, after: str, text: str) -> bool:
    """Tell a verb the abstract writes before the word after it as a verb (after `to`, `we`), and never as a noun."""
    lower = " ".join(text.lower().split())
    led = [lower[: found.start()] for found in re.finditer(rf"\b{re.escape(verb)} {re.escape(after)}\b", lower)]
    as_verb = [before for before in led if _AS_VERB.search(before)]
    if any(_AS_NOUN.search(before) for before in led):
        return False
    if verb in _EITHER:  # `an approach to sample`: a noun's `to`
        return any(_TO_OR_SUBJECT.search(before) and before.rsplit(None, 2)[-2:-1]
                   and before.rsplit(None, 2)[-2] not in _NOUNS_BEFORE_TO for before in as_verb)
    return bool(as_verb) or re.search(rf"\b{re.escape(gerund(verb))} {re.escape(after)}\b", lower) is not None

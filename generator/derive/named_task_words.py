"""Read what a named work is for from the phrase that gives its kind: for named_tasks.py, which finds that phrase.

A kind's task compound is the words before it past those that only rate it: `a simple, efficient marmot ranking
method` gives `Marmot Ranking`, but `a popular marmot ranking method` (others' work), `a simple ranking method` (a bare
head), `a deep learning method` (a field) and `a zephyr-based ranking method` (how, not what for) give none. A kind's
purpose is the phrase after its `for` or `to`, or its clause's verb and object (`a method that ranks quilts` -> `to
Rank Quilts`), cut at the first clause, means, aside, list or second deed; refused where it points back, dangles or
says only vague or generic words. The wider readings of named_task_clauses.py cut it whole (whole_purpose): refused
besides where the cut drops what its words go on with (`for quilts from a [zephyr that ...]`, `to fold quilts [and
stitching zephyrs]`, `to find wide, [deep marmots]`), where it counts (`all three quilts`), has words run together
(`QZLmarmots`) or is a field.
"""

from __future__ import annotations

import re

from generator.derive.name_purpose_words import FUNCTION, INNER_PREPOSITIONS

PURPOSE_MOST = 8  # words of a purpose at most; a longer one is cut at its last inner preposition
COMPOUND_MOST = 5  # words of a task compound at most

# Heads of a task compound: what a work is for (`reward learning`, `visual planning`), not how it works (`masking`).
_TASK_HEADS = frozenset((
    "learning planning discovery generation detection recognition segmentation classification prediction forecasting "
    "estimation translation retrieval alignment reasoning control navigation manipulation pruning quantization "
    "compression denoising restoration synthesis editing tracking imputation clustering ranking recommendation "
    "verification explanation attribution calibration adaptation generalization augmentation selection coordination "
    "exploration imitation distillation unlearning assessment answering summarization captioning parsing localization "
    "inference optimization regression avoidance completion matching reconstruction transfer screening "
    "meta-learning encoding").split())
# A head that says enough alone (`for Pruning`); the others need a word before them (`for Reward Learning`).
_STRONG_HEADS = frozenset("pruning quantization denoising segmentation summarization captioning imputation "
                          "unlearning".split())
# Fields a title says nothing new with (`for Reinforcement Learning`): the tagged-topic mend's ground.
FIELDS = frozenset((
    "active learning", "bayesian inference", "continual learning", "contrastive learning", "data augmentation",
    "deep learning", "deep reinforcement learning", "domain adaptation", "drl", "feature learning",
    "federated learning", "few-shot learning", "imitation learning", "knowledge distillation", "machine learning",
    "marl", "meta-learning", "metric learning", "model compression", "multi-agent reinforcement learning",
    "multi-task learning", "online learning", "optimization", "policy optimization", "reinforcement learning",
    "representation learning", "rl", "self-supervised learning", "semi-supervised learning", "statistical inference",
    "stochastic optimization", "structured prediction", "supervised learning", "transfer learning",
    "unsupervised learning", "variational inference"))
# A compound that runs into a clause or a link is no compound; one rated as others' work (`a cornerstone ranking
# algorithm`) is what the paper studies, not what it proposes.
_NOT_COMPOUND = frozenset((
    "that which who whom where when is are was were consists consisting for to with on in by from into using based "
    "popular well-known classic classical standard existing prior previous cornerstone famous widely-used widely "
    "state-of-the-art recent recently established conventional traditional vanilla original").split())
# Words before a task compound that only rate the kind (`a simple, scalable marmot ranking method`).
_RATING = frozenset((
    "our this new novel simple effective efficient general generic unified principled practical scalable "
    "powerful flexible lightweight light-weight universal versatile fast faster elegant straightforward easy "
    "first proposed improved alternative comprehensive complete systematic modular plug-and-play "
    "end-to-end one-stage two-stage two-step single-stage yet but simpler better "
    "robust accurate stable reliable strong competitive sample-efficient data-efficient memory-efficient "
    "compute-efficient parameter-efficient communication-efficient cost-effective training-free learning-based "
    "data-driven model-agnostic task-agnostic general-purpose holistic integrated hybrid theoretically-grounded "
    "well-founded minimalist minimal").split())
_HOW = ("-based", "-performing", "-like", "-free")  # endings that say how a work is made, not what for
# Words a purpose's phrase ends before: clauses, means, comparisons, earlier work.
STOPS = frozenset((
    "that which who whom whose where when while whereas because since although though thus thereby hence so "
    "how whether what why if by using via through based without e.g. i.e. including like toward towards "
    "both either even also simultaneously jointly is are was were be been can could may might will would should "
    "must has have had do does respectively alone only especially particularly similar comparable compared relative "
    "existing previous prior current conventional traditional standard state-of-the-art "
    "leveraging exploiting utilizing employing relying combining incorporating requiring achieving yielding "
    "resulting leading providing given assuming").split())
# A purpose that points back cannot be read without the sentence before.
_ANAPHORA = frozenset("this these those such above aforementioned it its them their our said latter former same "
                      "thereof".split())
UNSPELLED = STOPS | FUNCTION | _ANAPHORA  # words an affix's letters never spell
# A purpose that ends on these names a problem, not which (`to Address the Gap`).
_VAGUE = frozenset("problem problems issue issues challenge challenges limitation limitations gap gaps task tasks goal "
                   "shortcoming shortcomings drawback drawbacks difficulty difficulties question questions need "
                   "needs matter".split())
# A purpose of these words alone says nothing of what the work is for (`for Efficient Neural Networks`).
GENERIC = frozenset((
    "neural network networks deep model models dnn dnns machine data performance result results method methods "
    "approach approaches algorithm algorithms system systems way ways efficient effective better general various "
    "feature features representation representations information training learning policy policies agent agents "
    "objective objectives").split())
# Verbs that say only that the work does well or does something (`to Address`, `which improves`), not what.
EMPTY_VERBS = frozenset("fill bridge achieve do show demonstrate evaluate validate verify be make get obtain allow "
                         "enable help aid study investigate analyze analyse understand explore answer circumvent "
                         "attain go take try address tackle solve overcome alleviate mitigate remedy resolve handle "
                         "improve enhance boost increase promote strengthen facilitate cope deal perform work "
                         "have use".split())
# Objects after `achieve` that only say the work is good.
GOOD = frozenset("performance results result accuracy state-of-the-art sota better superior competitive high higher "
                  "improvement improvements gains good strong".split())
# Words a purpose dangles on.
_ENDS_BAD = FUNCTION | _ANAPHORA | frozenset("more less very any some each every other different various several many "
                                             "multiple new novel general better well not only also all".split())
# Where a long purpose may be cut and still read whole: before a link to its scope.
# Maths, markup or an aside inside a word: not a phrase a title can say.
_BAD_CHARS = re.compile(r"[$\\{}\[\]\"`*_^~|<>=#@%&()]|''")
_DEED = re.compile(r"[a-z]{3,}(?<!ss)(?<!ous)(?<!ics)s")  # a verb's third person after `and` (`and improves`)
PUNCT = re.compile(r"[,.;:()!?\[\]]|\s--?\s|\u2014|\u2013")
# A participle that starts an aside: `to rank marmots inspired by ...` cuts before it.
_PARTICIPLE = re.compile(r"\s(?=(?:inspired|based|derived|motivated|built|grounded|guided|driven)\s+"
                         r"(?:by|on|from|upon)\b)")
# A verb's bare form after `to` at a cut's end leaves its object behind: `to help marmots to fold [quilts]`.
_BARE_VERB = re.compile(r"[a-z]+(?<!ion)(?<!ity)(?<!ment)(?<!ness)(?<!ance)(?<!ence)(?<!ics)(?<!ing)(?<!s)(?<!ty)")
# Words a phrase may go on with after a comma: a cut before any other falls inside a list of modifiers.
_CLAUSE_OK = FUNCTION | STOPS | frozenset("and or but yet so while where which who whose then i.e. e.g. etc "
                                          "respectively namely such".split())
_COUNTS = frozenset("two three four five six seven eight nine ten both".split())  # `all three steps` points back
_GLUED = re.compile(r"[A-Z]{3,}[a-z]{2,}")  # words a PDF ran together: `QZfor`
# What follows a kind: its name, then `which ranks ...`, `that can rank ...`, `for ...` or `to ...`.
_AFTER_KIND = re.compile(r"\s*(?:,\s*)?(?:(?:called|named|dubbed|termed)\s+\S+\s*,?\s*)?"
                         r"(?:(which|that)\s+(?:(?:can|is\s+able\s+to)\s+)?([a-z]+)\s+|(for|to)\s+)(.*)$", re.S)


def kind_purpose(compound: str, after: str) -> tuple[str, list[str]] | None:
    """Read a kind's purpose as a link and its words: `for X`, `to X`, `that Xs Y`, else its task compound."""
    m = _AFTER_KIND.match(after)
    if m and m[3]:
        words = purpose_words(m[4])
        if words and _link_fits(m[3], words):
            return m[3], words
    elif m:
        verb = base_verb(m[2])
        words = purpose_words(m[4]) if verb and verb not in EMPTY_VERBS else None
        if words:
            return "to", [verb, *words]
    task = task_compound(compound)
    return ("for", task) if task else None


def _link_fits(link: str, words: list[str]) -> bool:
    """Tell a purpose its link takes: `to` a verb and its object (or `achieve` something not merely good), `for` a
    phrase that is not a new noun phrase of its own (`for a ...`)."""
    first = words[0].lower()
    if link == "for":
        return first not in ("a", "an")
    if first == "achieve":
        return not any(w.lower() in GOOD for w in words[1:])
    return len(words) >= 2 and first.isalpha() and first not in FUNCTION and first not in EMPTY_VERBS \
        and not first.endswith(("ing", "ed", "ly", "tion"))


def base_verb(verb: str) -> str | None:
    """`ranks` -> `rank`, `carries` -> `carry`, `matches` -> `match`; None for what is not a third person."""
    if not verb.endswith("s") or verb.endswith("ss") or len(verb) < 4:
        return None
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes", "oes")):
        return verb[:-2]
    return verb[:-1]


def task_compound(compound: str) -> list[str] | None:
    """The task compound before a kind (`an unsupervised marmot ranking` method), past the words that only rate it."""
    # Only the words after the last comma: a list of modifiers before them rates the kind.
    words = compound.rstrip().removesuffix(",").rsplit(",", 1)[-1].split()
    if not words or words[-1].lower() not in _TASK_HEADS or any(w.lower() in _NOT_COMPOUND for w in words):
        return None
    start = 0
    for i, w in enumerate(words):
        lw = w.lower()
        if lw in _RATING or lw.endswith("ly") or lw in FUNCTION:
            start = i + 1
    task = words[start:]
    if len(task) > COMPOUND_MOST or any(_BAD_CHARS.search(w) for w in task):
        return None
    low = " ".join(task).lower()
    if low in FIELDS or len(task) == 1 and low not in _STRONG_HEADS or any(w.lower().endswith(_HOW) for w in task):
        return None
    return task


def purpose_words(text: str) -> list[str] | None:
    """Cut a purpose's words at the first clause, means, aside, list or second deed; None when it cannot be read
    whole (a pointer back anywhere in it, a dangling end, only vague or generic words)."""
    raw = PUNCT.split(text, 1)[0].split()
    if any(w.lower() in _ANAPHORA for w in raw[:PURPOSE_MOST + 4]):
        return None
    words: list[str] = []
    for i, w in enumerate(raw):
        lw = w.lower()
        if lw in STOPS or lw == "as" and words:
            break
        if lw in ("and", "or") and i + 1 < len(raw) and _DEED.fullmatch(raw[i + 1].lower()):
            break  # `... and improves X`: a second deed
        words.append(w)
    while words and words[-1].lower() in ("and", "or"):
        words.pop()
    if len(words) > PURPOSE_MOST:
        inner = [i for i, w in enumerate(words) if w.lower() in INNER_PREPOSITIONS and 2 <= i <= PURPOSE_MOST]
        if not inner:
            return None
        words = words[:inner[-1]]
    if not words:
        return None
    low = [w.lower() for w in words]
    if low[-1] in _ENDS_BAD or low[-1].endswith("ly") or any(_BAD_CHARS.search(w) for w in words):
        return None
    content = [w for w in low if w not in FUNCTION]
    return None if content[-1] in _VAGUE or all(w in GENERIC for w in content) else words


def whole_purpose(text: str) -> list[str] | None:
    """Cut a purpose as purpose_words does, refusing one that drops what its words go on with, counts or is a field."""
    text = _PARTICIPLE.split(text, 1)[0]
    words = purpose_words(text)
    if not words:
        return None
    low = [w.lower() for w in words]
    if len(low) >= 2 and (low[-2] in ("a", "an") or low[-2] == "to" and _BARE_VERB.fullmatch(low[-1])):
        return None  # `for quilts from a [zephyr that ...]`, `to help marmots to fold [...]`
    phrase = PUNCT.split(text, 1)[0]
    raw = phrase.split()
    if len(raw) > len(words) + 1 and raw[len(words)].lower() in ("and", "or"):
        after = raw[len(words) + 1].lower()
        if not _DEED.fullmatch(after) and (after not in STOPS or after.endswith("ing")):
            return None  # `to fold quilts [and stitching zephyrs]`: not a second deed purpose_words cut before
    if len(raw) == len(words) and text.startswith(",", len(phrase)):
        after = text[len(phrase) + 1:].split(None, 1)
        if after and after[0].lower() not in _CLAUSE_OK and not after[0].lower().endswith("ing"):
            return None  # `to find wide, [deep marmots]`: a cut inside a list of modifiers
    if any(w in _COUNTS for w in low) or any(_GLUED.fullmatch(w) for w in words):
        return None
    return None if " ".join(w for w in low if w not in ("the", "a", "an")) in FIELDS else words

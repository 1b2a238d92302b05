"""Find the field an abstract opens on: the plain words its first sentence has as the subject of its verb.

`Federated learning (FL) is ...` opens on a field a named work can be for; `Recent years have seen ...`, `Entropy
regularization is a popular method ...` and `We study ...` do not. A task written as a gerund's phrase is a field too
(`Fine-tuning pre-trained deep networks on a small dataset is ...`), up to the phrase the verb comes right after.
"""

from __future__ import annotations

from typing import Container

from generator.derive.aim_verbs import USE_VERBS
from generator.derive.verb_forms import gerund_of
from generator.derive.title_checks import ARTICLES, LIGHT_NOUNS
from generator.derive.title_joins import vacuous
from generator.derive.title_pieces import PLAIN_WORD
from generator.derive.title_spans import Document, can_end, runs_on

# A subject that opens an abstract on these words is the paper, its background, a time or a holder, not a field.
_NO_FIELD_OPENERS = LIGHT_NOUNS | frozenset(
    "this these those that it its there we our one in on with to for as at by from although though while despite "
    "however recent recently many most much some several various existing current modern traditional standard prior "
    "previous such each every any all both new novel background application applications use study analysis problem "
    "goal aim idea question performance ability design".split()
    # a question's verb, or the word it asks with (`Are camera poses necessary for ...?`): its subject comes after
    + "is are was were do does did can could will would should how what why which whether".split())
# What follows a field that opens an abstract: its verb (a third-person verb of the model's) or one of these.
_PREDICATES = frozenset("is are was were has have had can could may might will would should must aim play remain "
                        "provide refer offer require suffer face enable allow rely".split())
LINKED = frozenset("for of in with via on under through to from by and or using without as at into over".split())
_CLAUSE_WORDS = frozenset("that which who whose where when".split())
# Words that make an opening subject a time, a judgement, a holder or people, not a field a named work is for.
_NOT_FIELDS = frozenset("past last significant considerable important classical advanced empirical real-world abstract "
                        "global general typical conventional common popular years decades work works community "
                        "communities researchers research efforts studies techniques methods method approaches "
                        "deployments industry people humans beings practitioners information".split())
METHOD_WORDS = frozenset("method methods strategy strategies practice practices technique techniques approach "
                         "approaches".split())
FIELD_WORDS = 4  # an opening field longer than this is a clause, not a field's name
OPENING = 1  # sentences read for a written field: later ones turn to other work (`LLMs have ... in text processing`)
# The tasks a field's name ends on (`multi-agent reinforcement learning`, `node classification`, `code generation`).
_TASK_HEADS = frozenset(
    "learning classification detection generation translation segmentation recognition forecasting optimization "
    "processing reasoning retrieval synthesis adaptation inference navigation control planning pruning compression "
    "quantization distillation answering summarization tracking imputation clustering regression explanation "
    "estimation pre-training pretraining fine-tuning alignment exploration".split())
# A field's words that grade or count rather than name (`for Faster Training`, `for Both ...`), and the whole field
# that a modifier does not make particular (`for Modern Machine Learning`).
_GRADES = frozenset("better faster fast improved stronger more less efficient effective both".split())
_WHOLE_FIELDS = frozenset({("machine", "learning"), ("deep", "learning")})
_HOLDERS = frozenset({"in", "for"})  # `a key challenge in X`, `methods for X`: what the field is written after


def opening_field(doc: Document, verbs: frozenset[str]) -> tuple[int, int] | None:
    """The plain words the abstract's first sentence opens on as the subject of its verb (`Federated learning (FL)
    is ...`), or None."""
    i = 1 if len(doc) > 1 and doc.lower[0] in ARTICLES else 0
    if i >= len(doc) or doc.lower[i] in _NO_FIELD_OPENERS or not doc.text[0][:1].isupper():
        return None
    for j in range(i, min(len(doc), i + FIELD_WORDS + 1)):
        word = doc.lower[j]
        if doc.sentence[j] != doc.sentence[i]:
            return None
        if j > i + 2 and task_ends(doc, i, j, verbs):
            return i, j - 1
        if j > i and (word in _PREDICATES or word in verbs or doc.opens[j]):
            if doc.opens[j] and not predicate_after(doc, j, verbs):  # a bracket the verb does not follow
                return None
            return i, j - 1
        if doc.closes[j] or not PLAIN_WORD.fullmatch(doc.text[j]) or word in LINKED or word in _CLAUSE_WORDS:
            return None
    return None


def task_ends(doc: Document, i: int, j: int, verbs: frozenset[str]) -> bool:
    """Tell a task the abstract opens on as a gerund's phrase that ends before word j (`Fine-tuning pre-trained deep
    networks | on a small dataset is ...`): a preposition the sentence's verb follows, not a list's `and`."""
    gerund = doc.lower[i]
    return (gerund.endswith("ing") and not gerund_of(gerund, USE_VERBS) and doc.lower[j] in LINKED
            and doc.lower[j] not in ("and", "or") and can_end(doc, j - 1) and predicate_near(doc, j, verbs))


def predicate_near(doc: Document, j: int, verbs: frozenset[str]) -> bool:
    """Tell a phrase opened at word j that the sentence's verb follows within six words, with no bracket or comma."""
    for k in range(j + 1, min(len(doc), j + 7)):
        if doc.sentence[k] != doc.sentence[j] or doc.opens[k] or doc.closes[k - 1]:
            return False
        if doc.lower[k] in _PREDICATES or doc.lower[k] in verbs:
            return True
    return False


def predicate_after(doc: Document, j: int, verbs: frozenset[str] = frozenset()) -> bool:
    """Tell a bracket at word j (`(FL)`) that the sentence's verb follows (`is`, or a verb of the model's: `aims`)."""
    k = next((k for k in range(j, min(len(doc), j + 4)) if doc.closes[k]), None)
    return k is not None and k + 1 < len(doc) and (doc.lower[k + 1] in _PREDICATES or doc.lower[k + 1] in verbs)


def named_field(doc: Document, field: tuple[int, int]) -> bool:
    """Tell an opening subject of two words or more that names a field a work can be for: not the whole field, a time,
    people, a holder or a judgement (`Past few years`, `Classical deep networks`), nor a method its sentence calls one
    (`Entropy regularization is a popular method`): that is what the work improves on."""
    words = doc.lower[field[0] : field[1] + 1]
    if len(words) < 2 or vacuous(doc, field) or words[0] in _NOT_FIELDS or words[-1] in _NOT_FIELDS:
        return False
    if any(w.endswith("ly") or w in ARTICLES for w in words):
        return False
    after = range(field[1] + 1, min(len(doc), field[1] + 9))
    return not any(doc.sentence[k] == doc.sentence[field[1]] and doc.lower[k] in METHOD_WORDS for k in after)


def written_field(doc: Document, fields: Container[str]) -> tuple[int, int] | None:
    """The first field the opening (OPENING sentences) writes after `in` or `for` (`a central challenge in multi-task
    reinforcement learning`): two to four plain words, all words many abstracts use, the last a task's (`learning`,
    `detection`, `generation`) where the phrase ends; or None."""
    for k in range(len(doc) - 2):
        if doc.sentence[k] >= OPENING:
            return None
        if doc.lower[k] in _HOLDERS and not doc.closes[k]:
            i = k + 2 if doc.lower[k + 1] in ARTICLES and not doc.closes[k + 1] else k + 1
            found = next((j for j in range(i + 1, min(len(doc), i + FIELD_WORDS)) if field_ends(doc, i, j, fields)),
                         None)
            if found is not None:
                return i, found
    return None


def field_ends(doc: Document, i: int, j: int, fields: Container[str]) -> bool:
    """Tell words i to j that name a field as their phrase ends (see written_field)."""
    words = doc.lower[i : j + 1]
    if doc.sentence[j] != doc.sentence[i] or any(doc.closes[k] or doc.opens[k + 1] for k in range(i, j)):
        return False
    if not all(PLAIN_WORD.fullmatch(w) and w not in LINKED and w not in _CLAUSE_WORDS for w in doc.text[i : j + 1]):
        return False
    if words[-1] not in _TASK_HEADS or words[0].endswith(("ing", "ly")) or words[0] in _NOT_FIELDS:
        return False
    if words[0] in _GRADES or words[-2:] in _WHOLE_FIELDS or runs_on(doc, j) or vacuous(doc, (i, j)):
        return False
    return all(doc.units[k] and all(unit in fields for unit in doc.units[k]) for k in range(i, j + 1))


def names_topic_only(doc: Document, title: str) -> bool:
    """Tell a title that only names a topic (`Weighted Low Rank Approximation`): no name and no link, at most
    FIELD_WORDS words."""
    words = title.lower().split()
    return not doc.name and ":" not in title and len(words) <= FIELD_WORDS and LINKED.isdisjoint(words)


def names_field_only(doc: Document, title: str) -> bool:
    """Tell a title that only names the field its abstract opens on (`Zero-Shot Semantic Segmentation`): a topic only,
    every word of it from the first sentence."""
    first = set(doc.lower[: doc.sentence.index(1)] if 1 in doc.sentence else doc.lower)
    return names_topic_only(doc, title) and first.issuperset(title.lower().split())

"""Lead a title with what the paper does to its topic, where the paper's own sentence says it right before.

A span names a thing; where a contribution sentence writes a verb of aim right before it (`FedCollab ... alleviates
negative transfer`), the thing alone can say the opposite of the paper (`FedCollab: Negative Transfer`), and real
titles lead with the verb as a gerund (`Mitigating`, `Improving`, `Learning`): the title keeps it.
"""

from __future__ import annotations

from typing import Callable, Sequence

from generator.derive.contribution_verbs import MAKE
from generator.derive.finite_verbs import base_forms
from generator.derive.title_casing import title_case
from generator.derive.verb_forms import base_form, gerund, gerund_bases
from generator.derive.title_checks import ARTICLES
from generator.derive.title_pieces import after_colon
from generator.derive.title_spans import GLUE, Document, places

# Verbs that say what the work does to the thing after them; judged blind on the corpus (BENCHMARKS, titles, twenty-
# second session). `study`, `investigate`, `analyze`, `explore` and `address` say only that a paper looks at a topic
# (readers and F1 both lose: `Studying Offline Meta-Reinforcement Learning`); `tackle`, `handle`, `synthesize` and
# `approximate` read no better than the thing alone (`Tackling Federated Learning`); `combine` needs its other half.
# `decrease`, `lower` and `minimize` put a cost or a loss as the aim, not as the topic (`for Minimizing Bellman
# Residual`): readers preferred 18 to 6, poor 9 -> 6 of 24 verdicts (thirty-seventh session).
AIM_VERBS = frozenset(
    "improve mitigate alleviate reduce decrease lower minimize remove eliminate prevent overcome avoid combat fix "
    "correct enhance boost accelerate learn solve estimate detect discover recover integrate unify "
    "characterize explain quantify identify generate certify verify compress distill optimize automate interpret "
    "disentangle regularize defend prune quantize align adapt calibrate debias capture control edit protect stabilize "
    "simplify generalize bridge close exploit measure predict guarantee preserve infer resolve forecast track localize "
    "segment retrieve reconstruct denoise restore scale evaluate revisit rethink understand".split())
# Verbs that bring a thing to what follows `to` (`we leverage unlabeled data to produce bounds`, `we extend X to
# Y`): they lead a title that keeps the abstract's `to` (`Leveraging Unlabeled Data to Produce ...`); blind readers
# preferred it 17 to 2 on 19 corpus papers, faithful 0 -> 14; `into` after `incorporate` and the like led 5 more, each
# read better (twenty-sixth session).
USE_VERBS = frozenset(
    "extend apply leverage use employ utilize transfer bring incorporate integrate inject embed distill translate "
    "convert".split())
_USE_LINKS = ("to", "into")  # `incorporate group fairness into clustering`
# Verbs that say how a work handles its object (`incorporates global topological information`, `models time series`).
HANDLE_VERBS = frozenset(
    "incorporate model augment embed extract synthesize determine map select address tackle combine hide fuse encode "
    "transfer search sample".split())
DOING_VERBS = AIM_VERBS | HANDLE_VERBS  # what a work does to its object: verbs of aim and of handling
# What a made thing's relative clause may say it does (`a method that leverages large-scale pre-training`).
CLAUSE_VERBS = DOING_VERBS | USE_VERBS | frozenset(
    "train construct compute find transform approximate decompose aggregate represent produce".split())
_KNOWN_VERBS = DOING_VERBS | USE_VERBS
# What takes a verb after `to` (`we propose to model X`, `in order to`), never a noun (`extend X to Y`, `an approach to
# generative modeling`).
_TAKING_VERBS = frozenset("able unable aim aims aiming propose proposes try tries attempt attempts seek seeks how "
                          "learn learns learned trained designed order".split())
# What takes `to` as a preposition, never before a verb (`leading to unusually slow X`, `due to`).
_PREPOSITION_TO = frozenset("lead leads leading led due according compared related relative similar close closer "
                            "equal equivalent contrary prior addition respect thanks opposed up back rise access "
                            "exposure resistant robust sensitive invariant subject susceptible vulnerable".split())
# What a bare or third-person verb follows when it is the sentence's verb: `we learn`, `to reduce`, `which improves`.
_SUBJECTS = frozenset("we to can and also further which that".split())
# What a gerund follows when it is a verb, not a noun's modifier (`by mitigating X`; not `the learning dynamics`).
_GERUND_LEADS = frozenset("by for to of in on towards toward while and at when thus therefore".split())
_OPENING_WORDS = 2  # the title's first words, as the sentence writes them
# A span this close to the chosen one that an aim verb leads wins (its title then leads with the verb): blind readers
# preferred it 37 to 11 on 55 papers, faithful 14 -> 28; from 0.5 to 1.0, 37 to 28 and poor 17 -> 22.
AIM_TIE = 0.5
# What guards against a threat, as a title writes it before `against` (`robust against X` -> `Robustness against X`).
_GUARDS = {"defense": "Defense", "defence": "Defense", "defenses": "Defenses", "defending": "Defending",
           "robust": "Robustness", "robustness": "Robustness", "protection": "Protection", "protecting": "Protecting",
           "resilience": "Resilience", "resilient": "Resilience", "safeguarding": "Safeguarding"}
# Problems a paper remedies (`client drift`, `label skew`, `negative transfer`), and the verbs that say it does.
PROBLEMS = frozenset("drift skew transfer vulnerability error errors mismatch bias biases shift shifts imbalance "
                     "forgetting overfitting collapse gap gaps instability oversmoothing over-smoothing hallucination "
                     "hallucinations leakage miscalibration overconfidence interference discrepancy staleness".split())
REMEDY_VERBS = frozenset("mitigate alleviate reduce overcome address tackle combat resolve remove eliminate correct "
                         "counter prevent avoid handle".split())
_PROBLEM_LINKS = frozenset("for in on of with under via".split())  # the problem's phrase ends before them
_HOLDING = frozenset({"problem", "problems", "issue", "issues"})
# Aims that read as the work itself after `for`: `for Solving Neural Pruning`, `for Revisiting Regret Minimization`
# (blind readers preferred the purpose without them, 4 to 3 for `solve`).
_NO_PURPOSE = frozenset({"solve", "revisit", "rethink"})


def verb_led(doc: Document, words: list[str], verbs: frozenset[str] = frozenset()) -> list[str]:
    """Put the gerund of an aim verb before a title phrase that a contribution sentence first writes right after it,
    and after the title's `for` before a purpose so written (`Subclass Labels for Mitigating Hidden Stratification`);
    a purpose that opens on a bare verb (one of `verbs`' base forms, or a verb this module knows) takes its gerund."""
    if not words:
        return words
    lower = [w.lower() for w in words]
    # a verb before `A and B` governs both only where the abstract writes them as one phrase after it
    verb = "" if lower[0].endswith("ing") else (led_by(doc, words, whole="and" in lower) or used_by(doc, lower)
                                                 or moved_by(doc, lower, verbs) or meant_by(doc, lower, verbs))
    if lower.count("for") == 1 and lower[-1] != "for":  # one purpose, not `X for Y for Z`
        k = lower.index("for") + 1
        aim = led_by(doc, words[k:]) if aimable(words[k:]) else ""
        if aim and aim not in _NO_PURPOSE and gerund(aim) != lower[k - 2]:  # never `X Learning for Learning Y`
            words = [*words[:k], gerund(aim).capitalize(), *words[k:]]
        elif not verb_index(lower[k:]) and bare_verb(doc, lower[k:], verbs):  # `for Model Time Series`: `to model`
            words = [*words[:k], gerund(lower[k]).capitalize(), *words[k + 1 :]]
    return [(verb if verb.endswith("ing") else gerund(verb)).capitalize(), *words] if verb else words


def gerund_opened(doc: Document, title: str, verbs: frozenset[str]) -> str:
    """Open a finished title's phrase that starts on a bare verb with its gerund, where the abstract writes the verb
    only after `to` (`FTS-Diffusion: Model Irregular Patterns` -> `Modeling ...`); after the readers' choice, so that
    the choice between phrases stays as it was."""
    prefix, body = after_colon(title)
    words = body.split()
    lower = [w.lower() for w in words]
    if not bare_verb(doc, lower, verbs, taken=True):
        return title
    k = verb_index(lower)
    return prefix + " ".join([*words[:k], title_case([gerund(lower[k])]), *words[k + 1:]])


def against_led(doc: Document, words: list[str]) -> list[str]:
    """Put what guards against a title phrase before it, where the abstract first writes the phrase after such a word
    and `against` (`a novel defense, against backdoor attacks on ...`): the phrase alone names the threat, the
    opposite of the paper's work."""
    lower = [w.lower() for w in words]
    if len(lower) < 2 or "against" in lower or lower[0].endswith("ing"):
        return words
    at = next(iter(places(doc, lower[:_OPENING_WORDS])), 0)
    if at < 2 or doc.lower[at - 1] != "against" or doc.sentence[at - 2] != doc.sentence[at]:
        return words
    guard = _GUARDS.get(doc.lower[at - 2], "")
    return [guard, "against", *words] if guard else words


def remedied(doc: Document, words: list[str]) -> list[str]:
    """Put what the work does to a problem before a title phrase that names only the problem (`FedQZ: Quilt Skew for
    Federated Learning` -> `Addressing Quilt Skew ...`), where any contribution sentence writes a verb of remedy right
    before it: the problem alone names the opposite of the paper's work."""
    lower = [w.lower() for w in words]
    end = next((k for k, w in enumerate(lower) if w in _PROBLEM_LINKS), len(lower))
    head = end - 2 if end > 2 and lower[end - 1] in _HOLDING else end - 1  # `Class Imbalance Problem`
    if end < 2 or lower[0].endswith("ing") or lower[head] not in PROBLEMS:
        return words
    verb = next((v for i in places(doc, lower[:end]) if (v := aim_before(doc, i, REMEDY_VERBS))), "")
    return [gerund(verb).capitalize(), *words] if verb else words


def bare_verb(doc: Document, lower: Sequence[str], verbs: frozenset[str], taken: bool = False) -> bool:
    """Tell a phrase that opens on a verb in its base form: the abstract writes its first two words only after `to`,
    and the first is a verb (`to model time series`; never `to model compression`, a noun before `-ion`). taken: a
    word the model does not know for a verb is one too where what comes before `to` takes a verb (`we propose to
    sketch X`), for a title that opens on it (inside a title, `for Slowdowning ...`, it read worse)."""
    k = verb_index(lower)
    if len(lower) < k + 2 or lower[k].endswith("ing") or lower[k + 1].endswith("ion"):
        return False
    found = list(places(doc, lower[: k + 2], 1))
    if not found or not all(doc.lower[i - 1] == "to" and (i < 2 or doc.lower[i - 2] not in _PREPOSITION_TO)
                            for i in found):
        return False
    return lower[k] in _KNOWN_VERBS or lower[k] in base_forms(verbs) or taken and all(
        i > 1 and doc.lower[i - 2] in _TAKING_VERBS and doc.sentence[i - 2] == doc.sentence[i] for i in found)


def verb_index(lower: Sequence[str]) -> int:
    """Where a phrase's verb stands: after the adverb it may open on (`to efficiently coordinate skills`)."""
    return 1 if len(lower) > 2 and lower[0].endswith("ly") else 0


def led_by(doc: Document, words: Sequence[str], whole: bool = False) -> str:
    """The aim verb before the first place a contribution sentence writes a phrase's opening words, or where no aim
    verb stands there, before the first place it writes the whole phrase (`whole`: all its words must follow the
    verb, as one phrase), or ''. Blind readers preferred the 13 corpus titles the second place leads 31 to 4,
    faithful 11 -> 21 and poor 4 -> 7 of 39 verdicts (sixty-third session)."""
    lower = tuple(w.lower() for w in words)
    at = first_written(doc, lower[:_OPENING_WORDS])
    if not at:
        return ""
    verb = aim_before(doc, at)
    # `we show that reducing | hallucination on a toy task can reduce | hallucination on X`
    if not verb and len(lower) > _OPENING_WORDS and (later := first_written(doc, lower)):
        at, verb = later, aim_before(doc, later)
    return verb if not whole or doc.lower[at : at + len(lower)] == lower else ""


def used_by(doc: Document, lower: Sequence[str]) -> str:
    """The verb of USE_VERBS before the first place a contribution sentence writes a phrase `A to B` (or `A into B`)
    up to its link (`Leveraging | Unlabeled Data to Produce ...`), or ''."""
    link = next((k for k, w in enumerate(lower[1:-1], 1) if w in _USE_LINKS), 0)
    if not link or "and" in lower[:link]:
        return ""
    upto = tuple(lower[: link + 1])
    at = first_written(doc, lower[:_OPENING_WORDS])
    return aim_before(doc, at, USE_VERBS) if at and doc.lower[at : at + len(upto)] == upto else ""


_MOVED = frozenset({"into", "onto"})
# Nouns a phrase `X into Y` may open on that need no verb before them (`Insights into ...`, `Partition into ...`).
_MOVING_NOUNS = frozenset("investigation investigations analysis analyses insight insights look inquiry foray study "
                          "studies partition journey dive glimpse research exploration perspective".split())
_BEFORE_MOVED = ARTICLES | frozenset("novel new such any our".split())  # between the verb and what it moves
# Verbs that only say the paper makes (contribution_verbs.MAKE) or looks at a thing: `Proposing X by Y-ing` says no
# more than `X by Y-ing`.
_PLAIN_VERBS = MAKE | frozenset("study investigate analyze analyse explore examine consider provide make give".split())


def moved_by(doc: Document, lower: Sequence[str], verbs: frozenset[str]) -> str:
    """The verb the abstract writes right before a phrase `X into Y` that nothing in it moves (`we decompose | the
    image generation process into ...`), or '': without it the title reads as a fragment (`Road Rules into ...`)."""
    link = next((k for k, w in enumerate(lower[1:-1], 1) if w in _MOVED), 0)
    if not link or lower[link - 1] in _MOVING_NOUNS or any(w == "of" or w.endswith("ing") for w in lower[:link]):
        return ""
    return verb_before(doc, lower[: link + 1], verbs)


def meant_by(doc: Document, lower: Sequence[str], verbs: frozenset[str]) -> str:
    """The verb the abstract writes right before a phrase `X by Y-ing` (`an algorithm that emulates | large language
    models by learning ...`), or '': the means is that verb's, and without it the title says X is made by it (`Large
    Language Models by Learning New Visual Concepts`). Never a verb that only says the paper makes or looks at X, nor
    before a name's expansion (`TEssellation by PROmpting`)."""
    link = next((k for k, w in enumerate(lower[1:-1], 1) if w == "by" and lower[k + 1].endswith("ing")), 0)
    if not link or doc.long and " ".join(lower).startswith(doc.long.lower()):
        return ""
    verb = verb_before(doc, lower[: link + 2], verbs)
    forms = {verb, base_form(verb), *(gerund_bases(verb) if verb.endswith("ing") else ())}
    return "" if forms & _PLAIN_VERBS else verb


def verb_before(doc: Document, opening: Sequence[str], verbs: frozenset[str]) -> str:
    """The verb (or its gerund) the abstract writes right before the first place it writes these words, an article
    or `novel` between, in the same sentence; or ''."""
    at = next(iter(places(doc, opening)), 0)
    k = at - 1
    while k > 0 and doc.lower[k] in _BEFORE_MOVED:  # `we introduce novel | order constraints into`
        k -= 1
    if k < 0 or doc.sentence[k] != doc.sentence[at] or doc.closes[k] or not doc.text[k].islower():
        return ""
    word = doc.lower[k]
    if word.endswith("ing") and len(word) > 5:
        return word
    if word in GLUE:  # the model's verbs hold a few function words: `as an inductive bias into` made `Aing`
        return ""
    if word in verbs or word in _KNOWN_VERBS or word in base_forms(verbs):
        return base_form(word) if word in verbs else word
    return ""


def aimable(words: Sequence[str]) -> bool:
    """Tell a phrase a verb can lead: no gerund leads it already, and no `and` (a verb before `A and B` governs A)."""
    return not words[0].lower().endswith("ing") and not any(w.lower() == "and" for w in words)


def first_written(doc: Document, opening: Sequence[str]) -> int:
    """Where a contribution sentence first writes these words, past the abstract's first word; 0 if none does."""
    return next((i for i in places(doc, opening, 1) if doc.contribution[doc.sentence[i]]), 0)


def aim_before(doc: Document, i: int, verbs: frozenset[str] = AIM_VERBS) -> str:
    """The verb of aim (or of `verbs`) a contribution sentence writes right before word i (an article or adverb
    between), or ''."""
    if i < 1 or not doc.contribution[doc.sentence[i]]:
        return ""
    k = i - 2 if doc.lower[i - 1] in ARTICLES and i > 1 else i - 1
    if doc.sentence[k] != doc.sentence[i]:
        return ""
    lead = k - 1
    if lead > 0 and doc.lower[lead].endswith("ly"):  # `to effectively reduce`
        lead -= 1
    return aim_verb(doc.lower[k], doc.lower[lead] if lead >= 0 and doc.sentence[lead] == doc.sentence[k] else "", verbs)


def led(doc: Document, i: int, j: int) -> bool:
    """Tell a span (start, end) whose title verb_led would lead with a verb."""
    return (bool(aim_before(doc, i)) and aimable(doc.lower[i : j + 1])  # the cheap tests first
            and first_written(doc, doc.lower[i : min(j, i + _OPENING_WORDS - 1) + 1]) == i)


def aimed_span(doc: Document, top: tuple[float, int, int] | None, ranked: list[tuple[float, int, int]],
               shows: Callable[[int, int], bool]) -> tuple[float, int, int] | None:
    """The chosen span (score, start, end), or where no aim verb leads it, the best that one does lead within AIM_TIE
    of it, passing shows: `Estimating Population Quantiles under ...` over `Quantiles under ...`."""
    if top is None or led(doc, top[1], top[2]):
        return top
    for scored in ranked:  # best first
        if scored[0] < top[0] - AIM_TIE:
            break
        if led(doc, scored[1], scored[2]) and shows(scored[1], scored[2]):  # the costly test last
            return scored
    return top


def aim_verb(word: str, before: str, verbs: frozenset[str] = AIM_VERBS) -> str:
    """The aim verb (or one of `verbs`) a word is a form of where the words before it make it a verb (`to reduce`, `by
    reducing`), or ''."""
    if word.endswith("ing"):
        found = next((v for v in gerund_bases(word) if v in verbs), "")
        return found if before in _GERUND_LEADS else ""
    found = next((v for v in (word, base_form(word)) if v in verbs), "")
    return found if found and (found != word or before in _SUBJECTS) else ""

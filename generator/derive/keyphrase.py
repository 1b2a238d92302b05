"""The key phrase of an abstract: what its contribution sentence says it does, and the field it works in."""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.contribution_verbs import INTRO, MAKE, intro
from generator.derive.phrases import (
    ADVERB,
    NOT_VERBS,
    DANGLING,
    LEAD,
    claim_words,
    clause_words,
    fallback_words,
    has_modifier,
    informative,
    phrase_words,
    specific,
    tidy,
    words_of,
)
from generator.derive.verb_forms import gerund

PHRASE_WORDS = 12  # a derived phrase longer than this reads as a sentence, not a title
CLAIM = {"show", "prove", "demonstrate", "find", "argue"}
_STUDY = {"study", "investigate", "explore", "analyse", "examine", "consider", "tackle", "address", "revisit",
          "initiate", "formulate", "formalize", "formalise", "establish", "characterize", "characterise", "identify",
          "focus", "aim", "seek"}
_AIMING = _STUDY | MAKE
_VERB_SPELLING = {"studies": "study", "analyze": "analyse"}
_LATER_OPENERS = ("furthermore", "moreover", "additionally", "in addition", "finally", "lastly", "also", "further")
_LATER = re.compile(r"^(?:" + "|".join(_LATER_OPENERS) + r")\b|\b(?:we|paper) also\b", re.I)
_THAT = re.compile(r"^that\s*(?:,[^,]*,\s*)?", re.I)
_TO_VERB = re.compile(r"to\s+(?:(?:better|further|best|also|jointly|" + ADVERB + r")\s+)?([a-z]+)\s+(.*)")
_THE_PROBLEM = re.compile(r"the\s+([\w\-]+(?:\s+[\w\-]+){0,5}?)\s+problem\b")
_IDEA = re.compile(
    r"[Oo]ur (?:key |main |core |central |basic )?(?:idea|insight|contribution|approach|goal) is (?=to )"
)
_ANSWERED = re.compile(  # `address these limitations with X`: X is the contribution
    r"(?:this|these|the|such|both)\s+(?:[\w\-]+\s+){0,2}?(?:shortcomings?|limitations?|issues?|challenges?|problems?|"
    r"gaps?|drawbacks?|questions?|concerns?)\s+(?:by|with|via|through|using)\s+"
)
_CHAINED = re.compile(  # `we propose, implement, and analyse X`: keep X
    r"(?:,?\s*(?:and\s+)?(?:" + ADVERB + r"\s+)?"
    r"(?:implement|analy[sz]e|evaluate|validate|test|compare|study|prove|train|"
    r"release|apply|characteri[sz]e|investigate|explore|demonstrate|develop|design|experiment with)\w*\s*,?\s*)+"
)
_NOT_TOPICS = {"while", "despite", "although", "many", "most", "recent", "prior", "previous", "existing", "current",
               "one", "it", "there", "however", "since", "because", "given", "due", "as", "these", "this", "our"}
_PRIOR_WORK = re.compile(r"\b(?:[Rr]ecent|[Pp]rior|[Pp]revious|[Ee]xisting) work")
# Verbs that follow the subject of an opening sentence that names a field (`Incremental learning (IL) aims ...`).
_TOPIC_VERBS = frozenset(
    "is are has have aim aims seek seeks play plays provide provides offer offers enable enables refer refers remain "
    "remains allow allows attempt attempts involve involves can often typically become becomes emerged show shows hold "
    "holds concern concerns focuses studies achieve achieves demonstrate demonstrates face faces suffer suffers rely "
    "relies require requires learn learns leverage leverages pose poses present presents represent represents garner "
    "garners attract attracts gained received struggle struggles serve serves stand stands excel excels exhibit "
    "exhibits was were".split()
)
_PLAIN_WORD = re.compile(r"[A-Za-z][\w\-]*$|[\w\-]+$")


def opening_subject(sentence: str) -> list[str]:
    """`Incremental learning (IL) aims to ...` -> `Incremental learning`; `Recent advances in X have ...` -> X."""
    words = sentence.split(None, 12)[:12]
    start = 0
    if words and words[0].lower() in {"recent", "rapid", "remarkable"}:
        start = next((i + 1 for i in range(1, 4) if i < len(words) and words[i] in {"in", "of", "on"}), 0)
        if not start:
            return []
    for j in range(start + 1, min(start + 8, len(words))):
        if words[j] in _TOPIC_VERBS:
            subject = words[start:j]
            if subject[-1].endswith(")"):  # drop a trailing `(IL)` or `(e.g. X)`
                opening = next((k for k in range(len(subject) - 1, -1, -1) if subject[k].startswith("(")), None)
                subject = subject[:opening] if opening else subject
            if subject and len(subject) <= 6 and all(_PLAIN_WORD.match(w) for w in subject):
                return subject
            return []
    return []


_KNOWN_AS = re.compile(  # `... often referred to as a performative prediction problem`
    r"[rk](?<![\w-].)(?:eferred to|nown) as\s+(?:an?|the)?\s*([\w\-]+(?:\s+[\w\-]+){0,4}?)"
    r"(?:\s+(?:problem|setting|task|framework))?(?=[,.;(]|$)"
)


_NOT_TOPIC_STARTS = DANGLING | LEAD | _NOT_TOPICS


def topic_words(sentences: list[str]) -> list[str]:
    """The field the abstract works in: the subject of its opening sentence, or what it says its problem is known as."""
    return list(_topic(tuple(sentences[:3])))


@lru_cache(maxsize=16)
def _topic(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """Cached body of topic_words: several title strategies ask for the same abstract's field."""
    for sentence in sentences:
        m = _KNOWN_AS.search(sentence) if " as " in sentence else None
        if m and not _PRIOR_WORK.search(sentence, 0, m.start()):
            return tuple(tidy(words_of(m.group(1)), 6))
    words = opening_subject(sentences[0]) if sentences else []
    if not words or words[0].lower() in _NOT_TOPIC_STARTS:
        return ()
    return tuple(tidy(words, 6))


def object_words(verb: str, rest: str, topic: list[str]) -> list[str]:
    """Turn what follows a contribution verb into a title phrase."""
    rest = rest.strip()
    if verb in CLAIM and rest[:4].lower() == "that":
        return claim_words(_THAT.sub("", rest, count=1), PHRASE_WORDS)
    to = _TO_VERB.match(rest) if rest.startswith("to ") else None
    if to and verb in _AIMING and to.group(1) not in NOT_VERBS:
        inner = to.group(1).lower()
        if INTRO.match("we " + inner):
            return object_words(inner.removesuffix("s"), to.group(2), topic)
        rest = gerund(to.group(1)) + " " + to.group(2)
    if verb in {"focus", "aim", "advocate"} and rest.startswith(("on ", "upon ", "for ")):
        rest = rest.split(" ", 1)[1]
    for lead in (_CHAINED, _ANSWERED, _THE_PROBLEM):
        m = lead.match(rest)
        if m:
            rest = (m.group(1) if lead is _THE_PROBLEM else "") + rest[m.end() :]
    return head_or_clause(rest, topic)


def head_or_clause(text: str, topic: list[str]) -> list[str]:
    """The noun phrase if it says enough, else `<head> for <field>`, else its `that ...` clause as a gerund."""
    words = phrase_words(text, PHRASE_WORDS)
    if words and words[0].lower() in {"how", "whether", "why", "what", "when", "where"} and len(words) < 5:
        return []  # `how minimizers of these energies ...` cut short is no title
    if informative(words) and (len(words) < 3 or not specific(words)):
        clause = clause_words(text, PHRASE_WORDS - len(words) - 1)
        return [*words, "for", *clause] if clause and clause[0].endswith("ing") else with_topic(words, topic)
    if informative(words):
        return words
    if has_modifier(words) and topic and not {w.lower() for w in words} & {"for", "of", "on", "in"}:
        return [*words, "for", *topic]
    return clause_words(text, PHRASE_WORDS)


def ranked_contributions(sentences: list[str], skip: int = -1) -> list[tuple[float, int, str, str]]:
    """Rank contribution sentences: coined work first, then studies, then claims; main before follow-ups."""
    ranked = []
    for i, sentence in enumerate(sentences):
        m = intro(sentence)
        idea = idea_of(sentence) if not m and "ur " in sentence else None
        if idea and i != skip:
            ranked.append((0.5, i, *idea))
        if not m or i == skip:
            continue
        verb = m.group(1).lower()
        verb = _VERB_SPELLING.get(verb, verb)
        tier = 0 if verb in MAKE else 1 if verb in _STUDY else 2 if verb in CLAIM else 3
        tier += 1.5 if later(sentence[: m.end()]) else 0
        ranked.append((tier, i, verb, sentence[m.end() :]))
    return sorted(ranked)


def later(head: str) -> bool:
    """Tell a follow-up contribution (`Finally, we ...`, `we also ...`) from the main one."""
    if head.isascii():  # case-blind matching needs no scan when the words it needs are missing
        low = head.lower()
        if " also" not in low and not low.startswith(_LATER_OPENERS):
            return False
    return _LATER.search(head) is not None


def idea_of(sentence: str) -> tuple[str, str] | None:
    """`our key idea is to incorporate X` reads like `we propose to incorporate X`."""
    m = _IDEA.search(sentence) if " is to " in sentence else None
    return ("propose", sentence[m.end() :]) if m else None


def contribution_words(sentences: list[str], skip: int = -1) -> list[str]:
    """Key phrase of the best contribution sentence, extended by the field when short."""
    topic = topic_words(sentences)
    short: list[str] = []
    for _, _, verb, rest in ranked_contributions(sentences, skip):
        words = object_words(verb, rest, topic)
        words = words if verb in CLAIM or not informative(words) else with_topic(words, topic)
        if informative(words) and len(words) >= 3 and specific(words):
            return words
        short = short or (words if informative(words) else [])  # `Neural Network Architecture`: only if nothing better
    if short:
        return short
    return topic if len(topic) >= 2 or skip >= 0 else fallback_words(sentences[0], PHRASE_WORDS)


def with_topic(words: list[str], topic: list[str]) -> list[str]:
    """Add `for <field>` to a short phrase that does not yet say where it applies."""
    if len(words) > 4 or any(w.lower() in {"for", "in", "on", "of"} for w in words):
        return words
    if not topic or {w.lower() for w in topic} & {w.lower() for w in words}:
        return words
    return [*words, "for", *topic]

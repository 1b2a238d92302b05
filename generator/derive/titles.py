"""Derive a readable title for an abstract that has none."""

from __future__ import annotations

import re
from typing import Container

from generator.derive.aim_verbs import CLAUSE_VERBS, against_led, remedied, verb_led
from generator.derive.claims import claim_title
from generator.derive.contribution_verbs import MAKING_OPENERS
from generator.derive.keyphrase import PHRASE_WORDS
from generator.derive.deeds import deed
from generator.derive.descriptions import description
from generator.derive.house_style import UNTITLED, finished
from generator.derive.marked_capitals import unmarked_words, unspelled_words
from generator.derive.name_scores import compound_named
from generator.derive.names import find_name
from generator.derive.field_titles import LINK_WORDS, field_acronym, field_join, field_run_on
from generator.derive.framings import cast_title
from generator.derive.opening_fields import names_field_only, names_topic_only
from generator.derive.own_work import with_own_work, work_first
from generator.derive.positions import position_title
from generator.derive.phrases import claim_words, fallback_words
from generator.derive.prose import clean, read_dashes, sentences_of
from generator.derive.purposes import with_purpose
from generator.derive.run_ons import reads_on
from generator.derive.tails import of_tail, with_clause, with_tail
from generator.derive.title_acronyms import names_base, says_more_of_base, spelled_units
from generator.derive.title_casing import title_case
from generator.derive.title_checks import (
    NAMING_CUES,
    aim_unheld,
    named_inside,
    purpose_without_kind,
    without_problem,
    without_spelled_purpose,
)
from generator.derive.title_mends import mended_title
from generator.derive.title_model import Model, load_model, ranked_of
from generator.derive.title_phrases import Spans, best_phrases, chosen_spans, topic_phrase
from generator.derive.title_reader import reader_choice
from generator.derive.topic_purposes import TopicShare, dropped_task
from generator.derive.subject_names import subject_name
from generator.derive.title_pieces import content_units
from generator.derive.shown_spans import fitting, gerund_trimmed, shows
from generator.derive.title_spans import Document, document
from generator.derive.title_writing import field_for, shown_name, written

# A name of two capitals (`HS`, `CIs`) leads no title: blind readers preferred `Hierarchical Shrinkage for Decision
# Trees ...` to `HS: Hierarchical Shrinkage for ...` 113 to 7 on 120 papers, poor 32 -> 24 (twenty-third session).
_INITIALS = re.compile(r"[A-Z]{2}s?")
_SELF = re.compile(r"(?:In )?(?:[Tt]his (?:paper|work|study)|[Ww]e|[Hh]ere)\b")
# A stop, question mark or comma with no space after it (`learning.A`, `learning?In`, `Rich,dynamic`): the writer
# meant two words.
# One character set leads, the rest is looked around for: the engine skips ahead to each of its
# characters, where a leading alternation or look-behind is tried at every position (3.5x slower).
_GLUED = re.compile(r"[,;.?!](?=[A-Za-z])(?<=[a-z].)(?:(?<=[,;])|(?=[A-Z]))")
# A naming cue glued to the name it gives (`an approach calledNeuroBack`): text from PDFs loses such spaces, and the
# title read the name as part of its phrase (`Approach Calledneuroback for ...`). Every cue ends in `ed`: led by that
# literal, the pattern scans an abstract eight times faster than one led by the alternation.
_GLUED_CUE = re.compile("ed(?=[A-Z])(?:" + "|".join(rf"(?<=\b{cue})" for cue in NAMING_CUES.split("|")) + ")")
_GLUED_VERB = re.compile(r"se(?=[A-Z])(?<=\bpropose)")  # `we proposeQuilt, a benchmark`: the same loss, led alike


def derive_title(text: str, model: Model | None = None, topics: TopicShare | None = None) -> str:
    """Name one abstract's contribution (see derive_titles)."""
    return derive_titles([text], model, topics)[0]


def derive_titles(texts: list[str], model: Model | None = None, topics: TopicShare | None = None) -> list[str]:
    """Name each contribution: `Position: claim`, `NAME: phrase`, else the phrase a title most likely uses.

    The candidate phrases of all the abstracts are scored together: one numpy pass for the lot. topics measures how
    much of a phrase names topics the site tags (topic_purposes.py); without it, no purpose is kept for naming one.
    """
    model = model or load_model()
    drafts = [draft(text, model.terms, model.open_words, model.field_words, model.used_words) for text in texts]
    docs = [d for d in drafts if isinstance(d, Document)]
    ranked = iter(ranked_of(docs, model)) if docs else iter(())
    titles = [d if isinstance(d, str) else titled(d, *next(ranked), model, topics) for d in drafts]
    return [mended_title(title, text, model) for title, text in zip(titles, texts)]


def plain_text(text: str) -> str:
    """The abstract as titles read it: markup cleaned, words glued after a stop, comma, dash or naming cue set apart."""
    text = _GLUED_VERB.sub(r"\g<0> ", _GLUED_CUE.sub(r"\g<0> ", _GLUED.sub(r"\g<0> ", clean(text))))
    return text.replace("\u2014", " \u2014 ") if "\u2014" in text else text  # `regularization\u2014a popular`


def draft(text: str, terms: Container[tuple[str, str]] = frozenset(), open_words: Container[str] = frozenset(),
          field_words: Container[str] = frozenset(), used_words: Container[str] = frozenset()) -> str | Document:
    """A finished title when rules settle it (too short, a position paper), else the abstract read for scoring.

    terms: the acronyms a field shares (the model's), which never lead a title as its name; open_words: the words
    written with what follows them (the model's), on which no description of the name ends; field_words: the words
    many abstracts use (the model's), of which no plain-words name is made (`*online learning*` names a field);
    used_words: the words several abstracts use (the model's), of which a name the abstract never introduces is
    others' work (`GPT-4 answers ...`).
    """
    text = read_dashes(text)
    plain = plain_text(text)
    sentences = sentences_of(plain)
    if not any(len(s.split(None, 3)) > 2 for s in sentences):  # three words make a sentence
        return UNTITLED
    position = position_title(sentences) if "osition" in plain else None  # one scan, not one per sentence
    if position:
        return finished(position)
    name = compound_named(find_name(sentences, text, terms, field_words), used_words)
    if not name:
        subject = subject_name(sentences, terms, used_words)  # `NEFTune adds noise ...`: a name no sentence introduces
        doc = document(sentences, subject or "", "", description(sentences, subject, open_words) if subject else "")
    else:
        doc = document(sentences, name.name, name.long,
                       "" if name.long else description(sentences, name.name, open_words))
    return spelled_units(doc)


def titled(doc: Document, chances: dict[str, float], ranked: list[tuple[float, int, int]], model: Model,
           topics: TopicShare | None = None) -> str:
    """The title of a scored document: its finding where it makes nothing (claims.py), else the one its phrases make
    (phrased), past the method the name builds on where the phrase only names that (past_base), or where that only
    names the field the abstract opens on, what the paper does there (field_title), or
    where it only names another topic, that topic as the paper's own sentence writes it on (topic_title), or where it
    only spells a name out, that name for a topic the site tags (topic_named); never with a purpose's gerund cut off
    from its object (gerund_trimmed); and an unnamed title that only names what the paper casts as something else
    says what (framings.py)."""
    finding = claim_title(doc, model.verbs, model.acronyms, model.known_words)
    if finding:
        return finding
    spans = chosen_spans(doc, chances, ranked, model)
    title = phrased(doc, best_phrases(doc, chances, ranked, model, spans), chances, ranked, model, topics)
    if names_base(doc, title):  # `GibbsQZ: Quilted Zephyrs`: the method the work builds on; the best span past it
        spans, title = past_base(doc, spans, title, chances, ranked, model, topics)
    if names_field_only(doc, title):
        title = field_title(doc, title, spans, chances, ranked, model, topics)
    elif names_topic_only(doc, title):
        title = topic_title(doc, title, chances, ranked, model, topics)
    elif spans and topics and doc.name:
        title = topic_named(doc, title, spans[1], chances, ranked, model, topics)
    return cast_title(doc, gerund_trimmed(doc, title), model)


def past_base(doc: Document, spans: Spans | None, title: str, chances: dict[str, float],
              ranked: list[tuple[float, int, int]], model: Model,
              topics: TopicShare | None) -> tuple[Spans | None, str]:
    """The spans and title of the best phrases past the method the name builds on (title_acronyms.base_units), where
    they name it and say more; else those given. Blind readers preferred these 41 to 11 on 18 corpus papers (the base
    alone weak in all 54 verdicts, the new titles 25 faithful and 8 poor); a phrase that left the base out read poor
    23 times of 78 (seventieth session)."""
    past = chosen_spans(doc, chances, ranked, model, past_base=True)
    other = phrased(doc, best_phrases(doc, chances, ranked, model, past), chances, ranked, model, topics)
    return (past, other) if says_more_of_base(doc, other) else (spans, title)


def topic_named(doc: Document, title: str, whole: list[tuple[int, int]], chances: dict[str, float],
                ranked: list[tuple[float, int, int]], model: Model, topics: TopicShare) -> str:
    """A named title that only spells its name out, given a purpose that names a topic the site tags
    (title_phrases.topic_phrase), as no earlier step gave it one: blind readers preferred these 56 to 22 on 26 corpus
    papers, faithful 16 -> 42 and poor 8 -> 15 of 78 verdicts (sixty-second session)."""
    phrase = topic_phrase(doc, chances, whole, model, topics, set(content_units(title.split(": ", 1)[-1])))
    return phrased(doc, [phrase], chances, ranked, model, topics) if phrase else title


def topic_title(doc: Document, topic: str, chances: dict[str, float], ranked: list[tuple[float, int, int]],
                model: Model, topics: TopicShare | None = None) -> str:
    """A title that only names a topic, written on as a sentence of the paper's own writes it, where that reads whole
    (run_ons.py): blind readers preferred these 101 to 22 on 41 corpus papers, faithful 14 -> 63 and poor 12 -> 19 of
    123 verdicts (fifty-first session)."""
    longer = written_on(doc, topic, chances, ranked, model, topics)
    return longer if longer != topic and reads_on(topic, longer) else topic


def field_title(doc: Document, field: str, spans: Spans | None, chances: dict[str, float],
                ranked: list[tuple[float, int, int]], model: Model, topics: TopicShare | None = None) -> str:
    """A title that only names the field the abstract opens on, made to say the paper's own work (field_titles.py):
    that work for the field, else the field as the paper's own sentences write it on, else the field alone."""
    work = field_join(doc, chances, *spans, model) if spans else []
    joined = phrased(doc, [work], chances, ranked, model, topics) if work else field
    if " for " in joined and joined.lower().endswith(field.lower()):
        return joined
    return written_on(doc, field, chances, ranked, model, topics)


def written_on(doc: Document, short: str, chances: dict[str, float], ranked: list[tuple[float, int, int]],
               model: Model, topics: TopicShare | None = None) -> str:
    """A short title as a sentence of the paper's own writes it on (field_titles.field_run_on), by its words or by the
    acronym the abstract defines for them, else the title."""
    field = tuple(short.lower().split())
    run_on = field_run_on(doc, ranked, field, model)
    if not run_on and (acronym := field_acronym(doc, field)):
        run_on = field_run_on(doc, ranked, acronym, model)
    longer = phrased(doc, [run_on], chances, ranked, model, topics) if run_on else short
    said = short.lower() in longer.lower() and len(longer) > len(short)
    return longer if said and longer.split()[0].lower() not in LINK_WORDS else short


def phrased(doc: Document, phrases: list[list[str]], chances: dict[str, float], ranked: list[tuple[float, int, int]],
            model: Model, topics: TopicShare | None = None) -> str:
    """The title the best of these phrases makes: the first, or another where readers' verdicts favour it
    (title_reader.py), but not the first less a purpose that names a topic the site tags where no other purpose takes
    its place (topic_purposes.py: blind readers preferred keeping it 62 to 12 on 27 corpus papers, faithful 20 -> 45
    and poor 15 -> 14 of 81 verdicts, sixty-second session); then written out (written)."""
    title, *others = [rule_title(doc, phrase, ranked, model, chances) for phrase in phrases]
    others = [t for t in others if t != UNTITLED]
    chosen = reader_choice(doc, chances, model.rates, title, others)
    shown = written(doc, chosen, model)
    if " for " not in shown and dropped_task(doc, title, chosen, topics):
        return written(doc, reader_choice(doc, chances, model.rates, title, [t for t in others if t != chosen]), model)
    return shown


def rule_title(doc: Document, phrase: list[str], ranked: list[tuple[float, int, int]], model: Model,
               chances: dict[str, float]) -> str:
    """The title a phrase makes: the document's name first if it coins one, then the phrase as the rules go on."""
    def showable(i: int, j: int) -> bool:
        return shows(doc, i, j, model)

    phrase = (with_own_work(doc, phrase, ranked, fitting(doc, model, MAKING_OPENERS))
              or with_purpose(doc, phrase, showable) or with_tail(doc, phrase, showable, model.verbs, chances)
              or with_clause(doc, phrase, showable, model.verbs, CLAUSE_VERBS) or phrase)
    phrase = work_first(doc, phrase)
    words = (deed(doc, phrase, showable, model.uses)
             or against_led(doc, remedied(doc, verb_led(doc, phrase, model.verbs))))
    words = of_tail(doc, words, showable, model.verbs, chances) if words else words
    words = aim_unheld(unmarked_words(unspelled_words(words, doc.name, doc.sentences, model), model))
    words = purpose_without_kind(without_spelled_purpose(words))
    name, rest = named_inside(words)
    if doc.name:
        named = name.split() if name and not rest else words  # never `X: Called Y`
        words = without_problem(doc.name, named, model.open_words)
        body = words or fallback_words(doc.sentences[0], 8)
        link = " for " if " " in doc.name and field_for(doc, body, model) else ": "
        title = finished(f"{shown_name(doc.name)}{link}{title_case(body)}")
    elif name and rest:
        title = finished(f"{name}: {title_case(rest)}")
    else:
        title = finished(title_case(words or opening_words(list(doc.sentences))))
    return without_initials(title, doc.name) if len(title.split()) >= 3 else UNTITLED


def without_initials(title: str, name: str) -> str:
    """Drop a name of two capitals from the head of a title that keeps three words after it: `HS` tells a reader
    nothing `Hierarchical Shrinkage for ...` does not."""
    bare = title.partition(": ")[2]
    return bare if _INITIALS.fullmatch(name) and len(bare.split()) >= 3 else title


def opening_words(sentences: list[str]) -> list[str]:
    """Last resort: the main clause of the first real sentence (`In learning with noisy labels, X ...` -> X)."""
    for sentence in sentences[:3]:
        words = claim_words(sentence, PHRASE_WORDS)
        if len(words) >= 3 and not _SELF.match(sentence):  # never `This Paper Introduces ...`
            return words
    return fallback_words(" ".join(sentences), PHRASE_WORDS)

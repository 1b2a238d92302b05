"""Find the name an abstract gives its own method, model, benchmark or dataset."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Container

from generator.derive.acronyms import GREEK_LETTERS
from generator.derive.acronyms import NAME_TOKEN as _TOKEN
from generator.derive.acronyms import bold_definitions, defined_shorts, definitions, emphasized, is_namey
from generator.derive.appositive_names import NOT_NAMES, appositives, named_word
from generator.derive.bracket_names import own_case_names, titled_name
from generator.derive.contribution_verbs import MAKE, WE_NAME, contributes, in_passive, made_verb, passive
from generator.derive.name_scores import (
    MAIN_NAME,
    Name,
    ends_field_term,
    field_term,
    leading,
    listed_after,
    scored,
    studied_problem,
)
from generator.derive.naming_cues import FOLLOW, METHOD_NOUN, NAMED_CUE, NAMING, called_names
from generator.derive.object_names import CUE_WORDS, after_verb, strong_single
from generator.derive.title_checks import NAMING_CUES, plain_field_name

_DATA_VERBS = {"curate", "collect", "construct", "build", "release", "create"}
_TERM_END = re.compile(rf"{FOLLOW}")
_CAPITALISED = re.compile(r"[A-Z][a-z]{3,}")  # one capitalised word of four letters or more (`Pyraformer`)
_GREEK = re.compile(f"[{GREEK_LETTERS}]")
_LOST_SPACE = re.compile(rf"^(?:{NAMING_CUES}|propose|introduce)(?=[A-Z])")  # a cue glued on
# `our proposed algorithm Quant-BnB shows ...`: the name our method noun gives may go straight on to its verb
_OURS = re.compile(rf"(?:[\w\-]+ )?{METHOD_NOUN},?\s+(?:{CUE_WORDS})?({_TOKEN})(?:{FOLLOW}|(?=\s+[a-z]+s\b))")
_OURS_BEFORE = re.compile(
    rf"(?:[Tt]he proposed\s+|[Oo]ur (?:(?:novel|new|proposed) )?)"
    rf"(?:(?:[\w\-]+ )?{METHOD_NOUN},?\s+(?:{CUE_WORDS})?)?$"
)
_TERM_INTRODUCED = re.compile(r"(?:[,:]|called|named|termed|dubbed|we call|we term|we name)\s*$|^\s*(?:an?\s+)?$")  # `we propose a *term*`
# `a universal Feat2Graph scheme in SchemaNet`: what follows the name places it inside another
_PART_OF = re.compile(rf"(?:\s+[a-z][\w-]*){{0,2}}\s+(?:in|within|inside)\s+(?:the\s+|our\s+)?({_TOKEN})")
_OUR_NAMED = re.compile(rf"(?:(?:new|novel|proposed) )?(?:({_TOKEN}) {METHOD_NOUN}\b|{METHOD_NOUN} is ({_TOKEN}),)")
# `a model-based approach (RNNRepair)`, `a method, Head-to-Toe probing (Head2Toe)`
_NOUN_BRACKETS = re.compile(rf"\b{METHOD_NOUN},? (?:[A-Z][\w-]*(?: [\w-]+)?\s)?\(({_TOKEN})\)")
# `an attack that we call ``neural phishing''`: a quoted term after a naming cue is coined, in any case
_QUOTED = re.compile(r"(?:[Cc]alled|[Nn]amed|[Tt]ermed|[Dd]ubbed|we call|we term|we name"
                     r"|[Ww]e (?:propose|introduce|present|derive))\s+"
                     r"(?:``|\u201c|\")([A-Za-z][\w\- ]{2,38}?!?)(?:''|\u201d|\")")
# two to four capitalised words right after the verb or its `the`, then what they are or a relative clause: a name
_CAPITALS_APPOSITIVE = re.compile(
    r"\s+(?:the\s+)?((?:[A-Z][\w-]*\s+){1,3}[A-Z][\w-]+)(?:,\s+(?:an?|the|which|whose)|\s+(?:which|that|whose))\s")
# One to three plain words right after the verb that an appositive calls a made thing: a name in lower case, or with
# the first of two or three in capitals as a sentence would write it (`We introduce Synthetic prompting, a method`)
_PLAIN_APPOSITIVE = re.compile(
    rf"\s+([A-Za-z][a-z-]+(?:\s+[a-z][a-z-]+){{1,2}}|[a-z][a-z-]+),\s+an?\s+(?:[\w-]+\s+){{0,4}}?{METHOD_NOUN}\b")
_PLAIN_OPENERS = frozenset("a an the new novel our this these two three several multiple various".split())
# `a novel method, known as SubgraphX, to explain`: `known as` names the paper's own only right after its method noun
_KNOWN_AS = re.compile(rf"{METHOD_NOUN},\s+known as\s+({_TOKEN}),")
_OWN_KNOWN_AS = re.compile(rf"{METHOD_NOUN},\s+known as\s+$")  # what comes before such a name: not background
# `NAME, a nontrivial tropical algebra-inspired algorithm`: an appositive that says the name is a made thing
_MADE_THING = re.compile(rf",\s+an?\s+(?:[\w\-()]+\s+){{0,5}}{METHOD_NOUN}\b")
_CLAUSE_EDGE = re.compile(r"[,;:]\s")
_BACKGROUND = re.compile(
    r"\b(?:inspired by|unlike|such as|e\.g\.|including|compared (?:to|with)|prior|previous|existing|recent work|"
    r"recently|popular|standard|conventional|traditional|extends?|built on|based on|like|baselines?|vanilla|"
    r"utiliz\w+|using|leverag\w+|employ\w*|exploit\w*|via|through|adopt\w*|widely|commonly|well-known|known as|"
    r"borrow\w*|the idea of|replac(?:e|es|ed|ing)|instead of|rather than|alternatives? to)\b"
)  # matched against the lower-cased clause before a candidate
# Right before a name: what a method is tried on or a variant is made of (`on CIFAR-10`, `with the exception of Enwik8`,
# `a variant of AutoAugment`) is another's, not the paper's own.
_USED_BEFORE = re.compile(r"(?:\bon|\bexception of|\bvariants? of|\badaptation of)(?: the| both)? $")
# Right before a name the sentence spells out, what the paper makes of it: `a reformulation of the standard GAN (SGAN)`
# defines the other's name (`a restricted version of the NS-RNN` refers back to a name defined before).
_MADE_OF = re.compile(r"\b(?:reformulation|extension|generali[sz]ation|modification|version|refinement|simplification)s?"
                      r" of(?: the)? $")
_NOVEL = re.compile(r" (?:novel|new) ")
# `a new SupLinUCB-type algorithm`, `our MOM-based algorithm`: a compound that modifies a noun names another's work
_MODIFIER = re.compile(r"-(?:based|type|like|style)$", re.I)


def sentence_candidates(sentence: str, terms: set[str], named: bool) -> list[tuple[str, str, int, float]]:
    """Every (name, long, start, base score) one sentence offers; `named` if it uses a word like `called`."""
    found = called_names(sentence) if named else []
    if "ur " in sentence:
        found += [(m.group(1), "", m.start(1), 3.5) for m in matches_after(sentence, ("our ", "Our "), _OURS)
                  if named_word(m.group(1))]  # `Our proposed approach, Dash, enjoys`
        found += [(m.group(m.lastindex), "", m.start(m.lastindex), 3.5)
                  for m in matches_after(sentence, ("our ", "Our "), _OUR_NAMED)
                  if is_namey(m.group(m.lastindex))]  # `Our TempoRL approach introduces`, `of our approach is LeNSE,`
    found = [f for f in found if f[0] not in NOT_NAMES]
    made = made_verb(sentence)
    if not made:  # a sentence that names something names what it defines (`named as Long Form (LF)`)
        made_here = passive(sentence)  # `a novel ... (MELR) framework is proposed`
        return found + [(s, long, at, 3.5 if at < 0 or made_here and in_passive(sentence, made_here, at)
                         else 3.0 if named else 1.0) for s, long, at in definitions(sentence)]
    verb, verb_end = made
    base = (2.75 if verb in _DATA_VERBS else 3.0) if verb in MAKE else 2.0
    bonus = 0.5 if verb in MAKE else 0.0  # names after `we study` are mostly the problem, not the method
    found += [(s, long, at, _defined_score(sentence, verb_end, at, base, bonus)) for s, long, at in definitions(sentence)]
    titled = titled_name(sentence, verb_end, base + bonus) if verb in MAKE else None
    if titled and all(f[0] != titled[0] for f in found):  # `we propose Consistent Contrast (CO2)`
        found.append(titled)
    after = after_verb(sentence, verb_end)
    if after and after.group(1) not in NOT_NAMES and (is_namey(after.group(1)) or strong_single(sentence, after)):
        novel = _NOVEL.search(sentence, verb_end, after.start(1))  # `we formulate a novel task Corr2Cause`
        thing = novel or _MADE_THING.match(sentence, after.end(1))  # `we derive TropEx, a nontrivial ... algorithm`
        found.append((after.group(1), "", after.start(1), max(base + bonus, 3.0 if thing else 0.0)))
    elif after and verb in MAKE and after.group(1) not in NOT_NAMES and _CAPITALISED.fullmatch(after.group(1)):
        # `we propose Pyraformer by ...`: a capitalised word the abstract goes on using (scored() credits each use)
        found.append((after.group(1), "", after.start(1), base + bonus - 1.0))
    return found + names_after_verb(sentence, verb, verb_end, base, bonus, terms) + appositives(sentence, base)


def names_after_verb(sentence: str, verb: str, verb_end: int, base: float, bonus: float,
                     terms: set[str]) -> list[tuple[str, str, int, float]]:
    """The names further on from a contribution's verb: in brackets, in an appositive, `known as`, or emphasised."""
    found = []
    if "(" in sentence:  # `a lightweight model-based approach (RNNRepair) to help`: no long form to spell
        found += [(n.group(1), "", n.start(1), base + bonus) for n in _NOUN_BRACKETS.finditer(sentence, verb_end)
                  if is_namey(n.group(1))]
        if verb in MAKE:  # `an algorithm for personalized FL (pFedMe)`, below a name the sentence defines
            found += own_case_names(sentence, verb_end, base + bonus - 0.5)
    plain = _PLAIN_APPOSITIVE.match(sentence, verb_end) if verb in MAKE else None
    if plain and plain.group(1).split()[0].lower() not in _PLAIN_OPENERS:  # `we propose fair mixup, a new ... strategy`
        found.append((plain.group(1), "", plain.start(1), base + bonus))
    words = _CAPITALS_APPOSITIVE.match(sentence, verb_end) if verb in MAKE else None
    if words:  # `we introduce Soft Truncation, a universally applicable technique`
        found.append((words.group(1), "", words.start(1), base + bonus))
    known = _KNOWN_AS.search(sentence, verb_end) if verb in MAKE and "known as" in sentence else None
    if known and is_namey(known.group(1)):
        found.append((known.group(1), "", known.start(1), base + bonus))
    for term in terms:
        at = sentence.find(term, verb_end)
        ends = at >= 0 and _TERM_END.match(sentence, at + len(term))  # not `*naturally-occurring* model change`
        if ends and _TERM_INTRODUCED.search(sentence[verb_end : at]):
            found.append((term, "", at, base + 1.0))
    return found


def _defined_score(sentence: str, verb_end: int, at: int, base: float, bonus: float) -> float:
    """Score a name a contribution sentence defines at `at` (-1: named outright, `we call X; ACR`)."""
    if at < 0:
        return 3.5
    if _NOVEL.search(sentence, verb_end, max(at, verb_end)):  # `by introducing a novel ... (DATS)`
        return max(base + bonus, 3.0)
    return base + (bonus if at >= verb_end else -1.0)  # one defined before the verb is background


def matches_after(sentence: str, cues: tuple[str, ...], pattern: re.Pattern) -> list[re.Match]:
    """Match `pattern` right after each whole-word cue; finding cues with str.find beats a regex scan."""
    found = []
    for cue in cues:
        at = sentence.find(cue)
        while at >= 0:
            m = pattern.match(sentence, at + len(cue)) if at == 0 or not sentence[at - 1].isalnum() else None
            if m:
                found.append(m)
            at = sentence.find(cue, at + 1)
    return found


def candidates(sentences: list[str], raw: str) -> list[Name]:
    """Collect every plausible self-coined name with a score for how surely it is the paper's own."""
    # one-character tests first: they cost a memchr, a longer needle costs a scan several times slower
    longs = bold_definitions(raw) if "*" in raw and "**" in raw else {}
    terms = emphasized(raw) if "*" in raw or "\\" in raw and ("\\text" in raw or "\\emph" in raw) else set()
    if "``" in raw or "\u201c" in raw or '"' in raw:
        terms |= {m.group(1) for m in _QUOTED.finditer(raw) if len(m.group(1).split()) <= 4}
    found: list[tuple] = []
    text = " ".join(sentences)
    first = next((i for i, s in enumerate(sentences) if contributes(s)), len(sentences))
    established: set[str] = set()
    cued = NAMED_CUE.search(text) or WE_NAME.search(text) or "namely " in text  # most name nothing: one scan
    for i, sentence in enumerate(sentences):
        # only sentences that state a contribution or name something can coin a name; the acronyms an
        # abstract defines before it says what it contributes belong to the field
        # no capital after the first letter and no appositive (`we propose fair mixup, a ...`): no name to coin
        if not terms and _lower_after_first(sentence) and ", a" not in sentence:
            continue
        named = cued and (NAMED_CUE.search(sentence) or WE_NAME.search(sentence) or "namely " in sentence) \
            and NAMING.search(sentence)
        if not (terms or named or made_verb(sentence) or "ur " in sentence or "proposed" in sentence
                or passive(sentence)):
            if i < first < len(sentences):
                established |= defined_shorts(sentence)
                continue
            if i > first:
                continue
        for name, long, at, score in sentence_candidates(sentence, terms, bool(named)):
            if long:
                longs.setdefault(name, long)
            found.append((name, long, i, _role(sentence, name, at, _by_window(sentence, long, at, score)), at))
    established |= {n[0] for n in found if n[2] < first < len(sentences) and n[3] < 3.5}
    return scored(found, longs, text, established)


def _by_window(sentence: str, long: str, at: int, score: float) -> float:
    """Raise a name the words before it call ours; lower one they call another's, used, made of parts or listed."""
    window = sentence[max(0, at - 50) : at] if at >= 0 else ""
    if ("ur " in window or "proposed" in window) and _OURS_BEFORE.search(window):
        return max(score, 3.5)
    if (_BACKGROUND.search(_after_we(_CLAUSE_EDGE.split(window)[-1].lower())) and not _OWN_KNOWN_AS.search(window)
            or _USED_BEFORE.search(window) or long and _MADE_OF.search(window) or listed_after(sentence, at)):
        return score - 2.0
    return score


def _after_we(clause: str) -> str:
    """What a clause says after its `we` (`based on this perspective we propose X`: what comes before is no other's)."""
    at = clause.rfind("we ")
    return clause[at:] if at == 0 or at > 0 and not clause[at - 1].isalnum() else clause


def _role(sentence: str, name: str, at: int, score: float) -> float:
    """Raise a name the abstract calls its main contribution; lower a part of another name (`X in SchemaNet`)."""
    if "main contribution" in sentence:
        return max(score, 3.5)
    part_of = _PART_OF.match(sentence, at + len(name)) if at >= 0 else None
    return score - 1.0 if part_of and part_of.group(1) != name and is_namey(part_of.group(1)) else score


def _lower_after_first(sentence: str) -> bool:
    """Return sentence[1:].islower(), a Greek letter taken for a capital (`we introduce π2vec`); on ASCII text, two
    table-driven copies beat its per-letter Unicode lookups."""
    rest = sentence[1:]
    if rest.isascii():
        return rest.lower() == rest != rest.upper()  # no capital, and some letter to be lower case
    return rest.islower() and not _GREEK.search(rest)


def find_name(sentences: list[str], raw: str, terms: Container[tuple[str, str]] = frozenset(),
              field_words: Container[str] = frozenset()) -> Name | None:
    """Pick the name the paper coins for its own contribution, if any.

    terms: (acronym, lower-cased long form) pairs many abstracts define alike, the field's, never a coined name;
    field_words: the words many abstracts use, of which no plain-words name is made (`*online learning*`)."""
    found = [n for n in candidates(sentences, raw) if n.score >= MAIN_NAME and len(n.name) > 1  # `K` is a variable
             and not field_term(n, terms) and not ends_field_term(n.name, raw, terms)
             and not _MODIFIER.search(n.name) and not plain_field_name(n.name, field_words)
             and not studied_problem(n.name, raw)]
    if not found:
        return None
    best = leading(found, sentences)
    return replace(best, name=_LOST_SPACE.sub("", best.name))  # `an approach calledNeuroBack`

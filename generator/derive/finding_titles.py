"""Write a title on as the finding its paper states, where the title states none: `Quilt Folding of Zephyr Marmots`
says `Quilt Folding of Zephyr Marmots Yields Stable Tessels` where the abstract writes `we show that quilt folding of
zephyr marmots (QFZ), a recent method for tessels, yields stable tessels`. Only for titles with no colon and no verb
after their first word; the finding's clause is read by finding_clauses.py, its words by finding_reads.py.

For abstracts that make nothing (no `we propose`, `introduce`, `present`, `develop`, `build` ..., no `called`, no
`novel`, no `our method`):
A. Title-led: a sentence of the paper's own finding (`we show/prove/find ... that|how`, `our analysis reveals that`)
has the title for its subject, past a bracket, an appositive (`, a recent method for X,`) or a short scope (`Quilt
Folding | on Large Marmots | Yields ...`), with at most three words before it that say which (`Deep | Quilt
Networks`, `Models Trained with | Zephyr Priors`). A subject that ends on a singular kind (`Active Quilt Method`)
says nothing alone; a finding over the house's length drops the conditions it holds `under`.
B. On-topic: for titles of six words or fewer, the abstract's first finding (`we show that`, `our results show that`,
`, showing that`, `we show how X can ...`), its scope set before its subject moved after it (`for zephyr data, X
...` -> `X ... for Zephyr Data`), where its subject shares a specific word with the title: a finding about
something else, or a later one, is often a side result.
Blind readers preferred these titles 72 to 3 on 25 papers outside every label set (three readers, 3 verdicts a
paper), faithful 5 -> 60, weak 51 -> 15 and poor 19 -> 0 of 75 verdicts.

Widened, where A and B find nothing, with the finding read loosely (`existing`, `both X and Y`, `their`, a concession
or appositive dropped; finding_clauses.py, finding_reads.py) after more openers (`we study X and show that`, `we
show, on quilts, that`):
A+. Title-led past `our` (`our quilt networks fold ...`), a list or relative appositive before the verb (`, including
X and other Y,`), a base form after a plural title (`Quilt Networks | Fold`), or a shorthand spelled out.
C. The title inside a finding: each of its content words is in a finding the paper states (`we show that zephyr
drift makes the tessels of quilt marmots flat`, titled `Tessels of Quilt Marmots`): the title was cut out of it, and
the finding says what the paper found. Where the finding is too long or vague to show whole, it is shown up to the
title's words (`Tessels Help Zephyr Folding for Marmot Quilts | against this drift`). In a paper that makes
something, only after a plain opener (`we show that`, `our results show that`; not `we show how`, not `we fold
quilts and show that`: a use of what it makes), and never where it makes a benchmark, dataset, library or
environment (the finding is about that resource).
B+. Family B's first finding, read loosely, for titles of six words or fewer. B-long: for titles of seven to nine
words, the first finding whose subject is made of the title's words (`Sparse Quilt Marmots with Zephyr Priors for
Tessel Folding` -> `Sparse Quilt Marmots Fold Zephyr Tessels`), not for a title led by what a study looks at
(`Behavior of`, `Convergence of`) or joining two things with `and`. A+, B+ and B-long read only papers that make
nothing.
Three strict blind readers judged 54 widened titles on 54 papers (3 verdicts each): they preferred the new titles 147
to 15, and found the old faithful/weak/poor 19/82/61 times, the new 123/28/11.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from generator.derive.claims import SUBJECT_WORDS
from generator.derive.finding_clauses import BLAND, Clause, clause, finding_end, led_clause
from generator.derive.finding_reads import LINKS, verb_at
from generator.derive.plain_findings import asides_off, brackets_off, spaced
from generator.derive.plurals import singular
from generator.derive.title_casing import title_case
from generator.derive.title_checks import ARTICLES
from generator.derive.title_model import Model, load_model

B_TITLE_WORDS = 6  # longer titles name their topic well enough: readers found the finding no better
_LONG_TITLE_WORDS = 9  # B-long: longer titles' findings read better no more often than the same
_READ = 400  # characters of a finding read after its opener
_RESOURCE_WITHIN = 80  # characters after a making verb its resource is named within
_TITLE_VERB = re.compile(r"\b(?:is|are|can|does|do|has|have|may|might|could|will|improves?|outperforms?|helps?|"
                         r"fails?)\b", re.I)
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")
# A paper that makes something: its making verb after `we`, `this paper`, `our work` (or `and`, `by`, `us to`), a
# name it gives, or a `novel` thing.
_MAKER_ADV = r"(?:(?:also|then|first|further|additionally|here|now|finally|next|therefore|thus|hence|\w+ly)\s+)*"
_MAKING = (r"(?:propos|introduc|present|develop|design|devis|build|construct|curat|collect|creat|release|offer)"
           r"(?:e|es|ed|ing|s)?\b")
_MADE = (r"\s+(?:\w+\s+)?(?:method|approach|algorithm|framework|model|technique|architecture|system|attack|defense|"
         r"estimator|objective)s?\b")  # what a paper makes, after `our`, `a new`, `the proposed`
_MAKES = re.compile(  # each form led by a comma or a word starting with one of these letters: tried only there
    r"(?=,|\b[WwTtOouabHhcdn])(?:\b(?:[Ww]e|[Tt]his (?:paper|work|study|article)|[Oo]ur (?:paper|work)|us to|and|by|"
    r"[Hh]ere)\s+" + _MAKER_ADV + _MAKING +
    r"|,\s+(?:propos|introduc|present|develop|design|devis|build|construct|creat)ing\b"
    r"|\b(?:called|dubbed|termed|coined|we name|we call)\b|\bnovel\b"
    r"|\b(?:[Oo]ur|a new|[Tt]he proposed)" + _MADE + ")")
# Its commonest forms, each a form of `_MAKES` led by its literal (its word boundary looked back at): the engine skips
# ahead to a literal (10x faster), so most papers that make something are told before `_MAKES` is tried at each word.
_MAKES_OFTEN = tuple(re.compile(form) for form in (
    r"we(?<=\bwe)\s+" + _MAKER_ADV + _MAKING, r"novel(?<=\bnovel)\b", r"We(?<=\bWe)\s+" + _MAKER_ADV + _MAKING,
    r"our(?<=\bour)" + _MADE, r"Our(?<=\bOur)" + _MADE))
_ADV = r"(?:also|further|then|first|now|\w+ly)"
# The paper's own finding: `we (adverbs) show that`, `our results show that`, `this work proves that`, `, showing that`.
_OPEN = re.compile(  # each form led by a comma or a word starting with one of these letters: tried only there
    r"(?=,|\b[WwOoTtreb])(?:\b[Ww]e\s+(?:" + _ADV + r"(?:\s+and\s+\w+ly)?\s+)*(?:do\s+)?"
    r"(?:show|find|prove|demonstrate|establish|observe|discover|reveal|argue|confirm|found|showed|proved|"
    r"demonstrated|observed|discovered)(?:\s+(?:\w+ly|in particular)(?:\s+and\s+\w+ly)?)?"
    r"|\b(?:[Oo]ur|[Tt]hese|[Tt]he)\s+(?:\w+\s+){0,2}?(?:results?|experiments|analysis|analyses|findings|theory|"
    r"evaluations?|study|studies)\s+(?:" + _ADV + r"\s+)*(?:show|suggest|indicate|reveal|demonstrate|imply|confirm|"
    r"shows|suggests|indicates|reveals|demonstrates|implies|confirms)"
    r"|\b[Tt]his\s+(?:paper|work|study)\s+(?:" + _ADV + r"\s+)*(?:shows|proves|demonstrates|finds|reveals|"
    r"establishes|argues)"
    r"|(?:,\s*(?:thus\s+|thereby\s+)?|\b(?:results?|evidence|by)\s+)showing)"
    r"\s+(?P<how>that|how),?\s+")
# A finding of the paper's own may follow any words of its sentence (`we show empirically on quilts that`, `we
# demonstrate the first result that`): a title-led one reads the title's words right after it; B+ and C read it
# with fewer verbs (`we show, on quilts and marmots, that`).
_OWN_SENTENCE = r"(?=[WwOoTt])\b(?:[Ww]e|[Oo]ur|[Tt]his (?:paper|work|study)|[Tt]hese)\b[^.;:]{0,80}?\b(?:"
_OWN_FINDING = r")\w*\b[^.;:]{0,60}?\b(?P<how>that|how),?\s+"
_TITLED_OPEN = re.compile(_OWN_SENTENCE + "show|prove|find|found|demonstrat|establish|reveal|observ|confirm|argu|"
                          "discover|verif|indicat|impl|conclud" + _OWN_FINDING)
_FLEX_OPEN = re.compile(_OWN_SENTENCE + "show|prove|find|found|demonstrat|establish|reveal" + _OWN_FINDING)
# `we study quilts and show that ...`, in a sentence led by `we`: the finding the sentence ends on. Led by its literal
# (its word boundary looked back at): the engine skips ahead to it (5x faster).
_AND_OPEN = re.compile(r"and(?<=\band)\s+(?:(?:then|also|further|\w+ly)\s+)?(?:show|prove|find|demonstrate|argue|"
                       r"establish|reveal|observe)\s+(?P<how>that),?\s+")
_WE_SENTENCE = re.compile(r"(?:^|[.;:]\s+)(?:[A-Z]\w*\s+){0,6}?[Ww]e\s+[^.;:()]*$")
_WE_BEFORE = 200  # characters before `and show that` its `we` is read in
# The words an `_OPEN` opener may end on before its `that` (a verb, an adverb, `in particular`), or the bracket read out
# of the abstract between them: a cheap look for a plain opener in a paper that makes something.
_BEFORE_THAT = tuple("show shows showed showing find finds found prove proves proved demonstrate demonstrates "
                     "demonstrated establish establishes observe observed discover discovered reveal reveals argue "
                     "argues confirm confirms suggest suggests indicate indicates imply implies ly particular ) ]"
                     .split())
_MARKUP = re.compile(r"\\(?:emph|textit|textbf|textrm|text|mathrm)\{([A-Za-z][\w -]*)\}")
# What a paper that makes a resource makes: its finding is about that resource, not the paper's point.
_RESOURCE = re.compile(r"\b(?:benchmarks?|datasets?|suite|library|toolkit|toolbox|corpus|corpora|environments?|"
                       r"platform|package|software)\b", re.I)
_CAPITALS = re.compile(r"[A-Z][A-Za-z]*[A-Z]")  # a shorthand a finding may spell the title's words with
# A title led by what a study looks at (`Behavior of Quilt Heads ...`) names a research question already.
_STUDY_HEADS = frozenset("behavior behaviour convergence analysis analyzing characterizing characterization "
                         "understanding dynamics properties role impact effect effects study theory".split())


def finding_written(title: str, text: str) -> str:
    """Write the title on as the finding the abstract states of it (see the module's docstring)."""
    words = _TOKEN.findall(title)
    if not words or ": " in title or _TITLE_VERB.search(title):
        return title
    model = load_model()
    if verb_at([w.lower() for w in words], model.verbs, 1) is not None:
        return title  # the title states a finding already
    makes = _makes(text)
    if makes and "\\" not in text and _plain_that(text) < 0:
        return title  # cheap: the paper makes something and no plain opener (`we show that`) may be read out of it
    plain = spaced(brackets_off(text))
    short = len(title.split()) <= B_TITLE_WORDS
    found = None
    if not makes:  # families A and B read only papers that make nothing
        found = _title_led_finding(words, plain, text, model)
        if found is None and short:
            found = _first_finding(words, plain, text, model)
    found = found or _widened(words, plain, text, model, makes, short)
    written = title_case(found) if found else title
    return written if written.lower() != title.lower() else title


def _makes(text: str) -> bool:
    """Tell a paper that makes something: its commonest forms looked for first, then `_MAKES` whole."""
    return any(form.search(text) for form in _MAKES_OFTEN) or _MAKES.search(text) is not None


def _title_led_finding(words: list[str], plain: str, text: str, model: Model, loose: bool = False
                       ) -> list[str] | None:
    """Find the words of a finding of the paper's own that has the title for its subject."""
    lower = [w.lower() for w in words]
    if len(words) < 2 or " ".join(lower[1:] if lower[0] in ARTICLES else lower) not in plain.lower():
        return None
    for m in _found(_TITLED_OPEN, plain):
        found = led_clause(asides_off(plain[m.end() : m.end() + _READ]), words, text, model, loose)
        if found:
            return found.words
    return None


def _first_finding(words: list[str], plain: str, text: str, model: Model) -> list[str] | None:
    """Find the words of the abstract's first finding on the title's topic, or of a later one the title leads."""
    for k, m in enumerate(_found(_OPEN, plain)):
        found = clause(asides_off(plain[m.end() : m.end() + _READ]), words, m["how"] == "how", text, model)
        if found and (found.led or k == 0):  # a later finding with a subject of its own: often a side result
            return found.words
    return None


def _widened(words: list[str], plain: str, text: str, model: Model, makes: bool, short: bool) -> list[str] | None:
    """Find the widened families' finding where A and B find none: A+, then by opener C, B+ or B-long."""
    found = None if makes else _title_led_finding(words, plain, text, model, loose=True)
    if found:
        return found
    if "\\" in plain:
        plain = _MARKUP.sub(r"\1", plain)  # `\emph{quilt}` -> `quilt`
    openers = _openers(plain, makes)
    if not openers:
        return None
    lower = [w.lower() for w in words]
    phrase = " ".join(lower[1:] if lower[0] in ARTICLES else lower)
    stems = _stems(words)
    for k, m in enumerate(openers):
        rest = plain[m.end() : m.end() + _READ]
        if makes and not _may_hold(rest, stems):
            continue  # a paper that makes something keeps only a finding with the title's words: a cheap look first
        read = _read_loosely(asides_off(rest), words, phrase, m["how"] == "how", text, model)
        if read is None:
            continue
        if len(stems) >= 2 and stems <= _stems(read.words) | _stems(read.body):
            return None if makes and _resource_made(plain) else read.words  # C
        if not makes and k == 0 and _on_title(read, words, lower, short):
            return read.words  # B+, B-long
    return None


def _openers(plain: str, makes: bool) -> list[re.Match[str]]:
    """List the finding openers in order; in a paper that makes something only the plain ones (`we show that`)."""
    if makes:  # `we show how X can`, `we fold X and show that`: often a use of what the paper makes
        return [m for m in _openings(_OPEN, plain, _plain_that) if m["how"] == "that"]
    found = list(_found(_OPEN, plain))
    ends = {m.end() for m in found}
    if " and " in plain:
        for m in _AND_OPEN.finditer(plain):
            if m.end() not in ends and _WE_SENTENCE.search(plain, max(0, m.start() - _WE_BEFORE), m.start()):
                found.append(m)
                ends.add(m.end())
    # `we show, on quilts and marmots, that ...`, with at most two commas between
    found += [m for m in _found(_FLEX_OPEN, plain) if m.end() not in ends and m.group(0).count(",") <= 2]
    return sorted(found, key=lambda m: m.end())


@lru_cache(maxsize=4)
def _found(opener: re.Pattern[str], plain: str) -> tuple[re.Match[str], ...]:
    """List an opener's matches in order (kept: families A and A+, B and B+ read the same ones)."""
    return tuple(_openings(opener, plain, _that_or_how))


def _openings(opener: re.Pattern[str], plain: str, ending: Callable[[str, int], int]) -> Iterator[re.Match[str]]:
    """Find an opener's matches in order, reading only the sentences where ending finds a word they may end on."""
    start = 0
    while (at := ending(plain, start)) >= 0:  # a match holds no stop: only a sentence ending finds a word in holds one
        stop = plain.find(".", at)
        stop = len(plain) if stop < 0 else stop
        yield from opener.finditer(plain, plain.rfind(".", 0, at) + 1, stop)
        start = stop


def _that_or_how(plain: str, start: int) -> int:
    """Find the first `that` or `how` from start (maybe in a word: `show`), or -1."""
    return min((at for at in (plain.find("that", start), plain.find("how", start)) if at >= 0), default=-1)


def _plain_that(text: str, start: int = 0) -> int:
    """Find the first `that` from start a plain opener (`we show that`) may end on, or -1."""
    at = text.find("that", max(start, 1))
    while at > 0:
        end = at
        while end > 0 and text[end - 1].isspace():
            end -= 1
        if end < at and text.endswith(_BEFORE_THAT, 0, end):
            return at
        at = text.find("that", at + 4)
    return -1


def _may_hold(rest: str, stems: set[str]) -> bool:
    """Tell a finding at rest's start that may hold the title's words: their first letters, or a shorthand."""
    window = rest[: finding_end(rest)]
    lower = window.lower()
    return all(s[:5] in lower for s in stems) or _CAPITALS.search(rest, 0, len(window)) is not None


def _read_loosely(rest: str, words: list[str], phrase: str, how: bool, text: str, model: Model) -> Clause | None:
    """Read a finding loosely, or up to the title's words where it runs on too long or vague to show whole."""
    found = clause(rest, words, how, text, model, loose=True)
    if found or len(words) < 2:
        return found
    # the title ends the finding's words: `Tessels Help Zephyr Folding for Marmot Quilts | against this drift`
    at = rest.lower().find(phrase, 0, finding_end(rest))
    return clause(rest[: at + len(phrase)] + ". ", words, how, text, model, loose=True) if at > 0 else None


def _stems(words: list[str], specific: bool = False) -> set[str]:
    """Stem the content words, or only the specific ones (not too common to place a topic)."""
    return {singular(w) for w in words if w.lower() not in LINKS and not (specific and w.lower() in BLAND)}


def _resource_made(plain: str) -> bool:
    """Tell a paper that makes a benchmark, dataset, library or environment."""
    return any(_RESOURCE.search(plain, m.end(), m.end() + _RESOURCE_WITHIN) for m in _MAKES.finditer(plain))


def _on_title(read: Clause, words: list[str], lower: list[str], short: bool) -> bool:
    """Tell a first finding family B+ takes for a short title, or B-long for a longer one cut from its subject."""
    if read.verb > SUBJECT_WORDS:
        return False
    subject = _stems(read.words[: read.verb], specific=True)
    title = _stems(words, specific=True)
    if short:
        return not subject.isdisjoint(title)  # B+: a specific word shared
    # B-long: the title's words make the subject, and the title asks no study's question nor joins a pair
    return (bool(subject) and subject <= title and len(words) <= _LONG_TITLE_WORDS and "and" not in lower
            and lower[0] not in _STUDY_HEADS)

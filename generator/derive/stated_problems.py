"""Read the statement a paper's own sentence makes about what it studies, for the rules of stated_questions.py (which
gives their order, examples and blind figures), and write the problem such a sentence takes on: `we study the problem
of folding a two-layer quilt` says `Folding a Two-Layer Quilt`; `A Quilt Framework for Zephyrs` says `A Quilt Framework
for Folding Zephyrs into Marmots`, the purpose of the kind it names. A wide reading also ends a statement before a
second deed (`and compare`), and refuses one cut inside a phrase (`a general, ...`) or led by a detail (`Specifically`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.derive.house_style import MAX_WORDS
from generator.derive.problem_stems import FUNCTION, GENERIC_STEMS, content_stems, stem
from generator.derive.title_casing import title_case

# The sentence's words before its subject tell a secondary sentence (`Finally, we ...`).
START = r"(?:^|(?<=[.!?]\s))([^.!?]*?)"
SUBJECT = (r"\b(?:we|this\s+paper|this\s+work|this\s+study|this\s+article|our\s+work)\s+"
           r"(?:[a-z]+ly\s+|now\s+|instead\s+|here\s+)?")
WIDE_SUBJECT = (r"\b(?:we|this\s+paper|this\s+work|this\s+study|this\s+article|our\s+work|our\s+paper)\s+"
                r"(?:[a-z]+ly\s+(?:and\s+[a-z]+ly\s+)?|now\s+|instead\s+|here\s+)?")  # `we formally and ... study`
_TAKING = (r"(?:study|studies|consider|considers|address|addresses|tackle|tackles|investigate|investigates|examine|"
           r"examines|explore|explores|revisit|revisits|focus\s+on|focuses\s+on|formulate|formulates)")
_TAKING_WIDE = (r"(?:" + _TAKING + r"|deals?\s+with|(?:are|is)\s+(?:concerned\s+with|interested\s+in)|targets?|"
                r"solves?|looks?\s+at|delves?\s+into|takes?\s+on|poses?|formali[sz]es?)")
# A gerund that is a preposition or an adjective (`during`, `existing`) names no deed, nor, read widely, a noun in
# `-ing` (`string`, `building`).
_PROBLEM_CORE = (SUBJECT + _TAKING + r"\s+(?:(?:the|a|an)\s+(?:[a-z-]+\s+){0,2}?(?:problem|task)\s+of\s+)?"
                 r"(?=(?!(?:during|according|following|existing|regarding|concerning|including|using)\b)"
                 r"[a-z]+ing(?![\w-])\s+(?:a|an|the|[a-z-]+s|[a-z-]+)\b)")
_PROBLEM_WIDE_CORE = (WIDE_SUBJECT + _TAKING_WIDE + r"\s+(?:(?:the|a|an)\s+(?:[a-z-]+\s+){0,2}?"
                      r"(?:problem|task|challenge|question|setting)\s*(?:of|:)\s+)?(?=(?!(?:during|according|"
                      r"following|existing|regarding|concerning|including|using|bring|thing|something|nothing|anything|"
                      r"everything|string|ring|king|spring|morning|evening|building)\b)[a-z]+ing(?![\w-])\s+[a-z-]+\b)")
# An earlier sentence about the paper's own work makes the statement a secondary one.
EARLIER_OWN = re.compile(r"\b(?:we|this\s+paper|this\s+work)\s+(?:[a-z]+ly\s+|also\s+|first\s+)?(?:propose|proposes|"
                         r"introduce|introduces|present|presents|develop|develops|design|designs|advocate|devise|prove|"
                         r"proves|show|shows|demonstrate|demonstrates|derive|derives|establish|establishes|provide|"
                         r"provides|give|gives|obtain|obtains|study|studies|examine|examines|investigate|investigates|"
                         r"explore|explores|analy[sz]e|analy[sz]es|consider|considers|focus|focuses)\b", re.I)
SECONDARY = re.compile(r"\b(?:also|further|furthermore|moreover|finally|additionally|lastly|then|besides|"
                       r"in\s+addition|next|second|secondly|third|thirdly|subsequently|to\s+this\s+end)\b", re.I)
# A lead that makes the sentence a detail or a means of something said before (`Specifically,`, `To address this,`).
SPECIFIC = re.compile(r"\b(?:specifically|in\s+particular|concretely|formally|namely|precisely|there|to\s+address|"
                      r"to\s+tackle|to\s+overcome|to\s+solve|to\s+this|for\s+this|as\s+a|using|with|given|based)\b",
                      re.I)
LEAD_WORDS = 6  # words before the subject at most: more open a sentence about something else
ASIDE = re.compile(r"\s*\([^()]*\)|\s*\[[^\[\]]*\]|\s*(?:---|--|—|–)[^-—–.;]{1,80}(?:---|--|—|–)")
READ_AHEAD = 400  # characters after the statement's start to read it from
# Where the statement ends: punctuation, a second clause, or the means by which the paper studies it.
_END = re.compile(r"[,;:.?!\"“”]|\s(?:--|—|–)|\s(?:and|or)\s+(?:how|why|when|what|whether|which|we|show|find|propose|"
                  r"provide|derive|identify|study|investigate|use|present|develop|demonstrate|introduce|prove)\b|"
                  r"\s(?:while|whereas|which|where|wherein|such\s+that|in\s+which|thereby|thus|i\.e|e\.g|"
                  r"through\s+the\s+lens|by\s+(?:investigating|examining|analy[sz]ing|studying|using|leveraging|"
                  r"considering|looking|focusing|means|way)|from\s+(?:a|the|two|three|four|several|multiple)\s+\w*\s*"
                  r"(?:perspective|perspectives|viewpoint|angle)s?)\b", re.I)
# A wide reading also ends it at a dash glued to a word and before a second deed (`and compare`, `and find`) ...
_END_WIDE = re.compile(r"(?<=\w)(?:---|--|—|–)|\s(?:and|or)\s+(?:[a-z]+ly\s+)?(?:compares?|evaluates?|analy[sz]es?|"
                       r"explores?|assess(?:es)?|characteri[sz]e|examines?|discuss(?:es)?|tests?|appl(?:y|ies)|"
                       r"conducts?|performs?|obtains?|achieves?|establish(?:es)?|gives?|offers?|releases?|train|"
                       r"designs?|builds?|construct|verif(?:y|ies)|suggests?|then|further|also|thus|hence|therefore|"
                       r"finds?|observes?|reports?|highlights?)\b", re.I)
# ... and refuses one the abstract goes on from within its last phrase (`a simple, yet ...`, `the general, ...`).
_GOES_ON = re.compile(r"\s*,\s*(?:yet|but|and|or|[a-z]+ly)\b")
_ADJECTIVE = re.compile(r"(?:al|ive|ic|ous|able|ible|ful|less|ary|simple|rich|large|small|new|novel|general|efficient|"
                        r"effective|fast|deep|wide|high|low)$", re.I)
FEWEST, MOST = 3, 15  # words of a statement
BAD = re.compile(r"[$\\{}=<>^_|~@#%&*`'\"]")
WORD = re.compile(r"^[A-Za-z0-9][A-Za-z0-9’\-/]*$")
# Words that point back at something the title would not hold, or at the authors.
POINTERS = frozenset("this these those such it its they them their our we us he she his her itself themselves "
                     "above aforementioned former latter proposed said another others here there".split())
# A kind of work a title names (`A Polynomial-Time Algorithm for ...`), which a statement would lose.
KINDS = frozenset("algorithm algorithms method methods framework frameworks approach approaches estimator estimators "
                  "mechanism mechanisms procedure procedures scheme schemes strategy strategies architecture "
                  "architectures system systems benchmark benchmarks dataset datasets network networks model models "
                  "technique techniques solver solvers protocol protocols policy coresets coreset bound bounds "
                  "guarantee guarantees test tests loss objective regularizer sampler".split())
# The kinds that may take a purpose after `for`, and the links that may follow one.
_WORK_KINDS = frozenset("algorithm algorithms method methods framework approach procedure scheme estimator mechanism "
                        "technique techniques architecture system model network solver protocol sampler strategy "
                        "pipeline benchmark dataset".split())
_KIND_LINKS = frozenset(("for", "to", "in", "on", "of", "with"))
_HEAD_END = frozenset({"for", "to"})
# Verbs of study a new title may open with but that say nothing new of its object, and a credit to other authors.
_STUDY_VERBS = frozenset("exploring analyzing analysing evaluating assessing quantifying characterizing characterising "
                         "understanding measuring comparing investigating studying identifying performing conducting "
                         "considering examining revisiting addressing tackling".split())
_STUDY_LEAD = _STUDY_VERBS | {"and", "the", "a", "an"}  # what may open a new title before its object
_CREDIT = re.compile(r"\b(?:introduced|proposed|studied|considered|defined|described|posed|initiated)\s+by\b", re.I)
# Where a subject may open: `we`, `this`, `our`, `the goal`. Every core and EARLIER_OWN opens with one of the
# _SUBJECTS, found fast (each a literal first) in a lowered copy; `_LEAD` keeps those that open a word.
_AIM = r"(?:main\s+|primary\s+|overall\s+|central\s+)?(?:goal|aim|purpose|objective)"
_LEAD = re.compile(r"\b(?:we|this|our)\b|\bthe\s+" + _AIM + r"\b", re.I)
_SUBJECTS = [re.compile(s + r"(?![a-z])") for s in ("we", r"our\s+(?:work|paper|" + _AIM + ")",
                                                     r"th(?:is\s+(?:paper|work|study|article)|e\s+" + _AIM + ")")]
_STOP = re.compile(r"[.!?]")


@lru_cache(maxsize=1)
def _leads(text: str) -> tuple[tuple[int, ...], int]:
    """Find where a subject may open in the text, and how many before the stop after EARLIER_OWN's first match."""
    low = text.replace("İ", "i").lower().replace("ı", "i").replace("ſ", "s")  # same length, letters as `re.I` reads
    leads = tuple(at for at in sorted(m.start() for s in _SUBJECTS for m in s.finditer(low)) if _LEAD.match(text, at))
    own = next((match for at in leads if (match := EARLIER_OWN.match(text, at))), None)  # it opens at a lead
    stop = own and _STOP.search(text, own.end())
    return leads, sum(at < stop.start() for at in leads) if stop else len(leads)


class OwnSentence:
    """`START + core`, tried only where a lead word opens the core: the first match a search finds, found faster."""

    def __init__(self, core: str, past_own: bool = False) -> None:
        """Compile the core, alone and after its sentence's lead; `past_own` reads past the first own statement."""
        self.core, self.whole, self.past_own = re.compile(core, re.I), re.compile(START + core, re.I), past_own

    def search(self, text: str) -> re.Match[str] | None:
        """Find the first sentence whose core a lead word opens, with the words before it as the first group."""
        leads, first = _leads(text)
        for at in leads if self.past_own else leads[:first]:  # later ones' sentences follow EARLIER_OWN's: refused
            if self.core.match(text, at):
                # the words before the core hold no stop: they can only start two characters after the last one
                stop = max(text.rfind(".", 0, at), text.rfind("?", 0, at), text.rfind("!", 0, at))
                if match := self.whole.match(text, stop + 2 if stop >= 0 else 0):
                    return match
        return None


_PROBLEM, _PROBLEM_WIDE = OwnSentence(_PROBLEM_CORE), OwnSentence(_PROBLEM_WIDE_CORE)


def problem_taken(title: str, words: list[str], text: str, wide: bool = False) -> str | None:
    """Write the problem the paper takes on, from its gerund, read narrowly or widely."""
    if not wide and gerund_or_kind(words):
        return None
    match = (_PROBLEM_WIDE if wide else _PROBLEM).search(text)
    found = match and statement(text, match, wide)
    if not found or len(found) <= FEWEST:
        return None  # three words name too little of a problem to stand as a title
    if wide and (not gerund_named(words, found) or kinds_lost(words, found) or not most_held(words, found)
                 or not gains(words, found, 2)):
        return None
    # the title written right after the problem's verb is the verb the product already puts back
    after_verb = " ".join(w.lower() for w in found[1:])
    if after_verb.startswith(" ".join(w.lower() for w in words if w.lower() not in ("a", "an", "the"))):
        return None
    return finished(title, words, found, 2)


def kind_purpose_stated(title: str, words: list[str], text: str) -> str | None:
    """Write the purpose of the kind of work the title names as the problem the paper takes on."""
    cut = next((i for i, w in enumerate(words) if i and w.lower() in _KIND_LINKS), len(words))
    head, purpose = words[:cut], words[cut + 1 :]
    if head[-1].lower() not in _WORK_KINDS or words[0].lower().endswith("ing") \
            or cut < len(words) and words[cut].lower() != "for":
        return None
    match = _PROBLEM.search(text)
    found = match and statement(text, match, wide=True)
    if not found:
        return None
    content = set(content_stems(found))
    if any(c in content for c in content_stems(head) if c not in GENERIC_STEMS):
        return None  # the problem names the kind again
    held, count = _held(purpose, content)
    if purpose and (not count or held < count):
        return None  # a purpose the problem does not wholly say is another purpose
    new_words = [*head, "for", *found]
    stems = content_stems(new_words)
    if len(new_words) > MAX_WORDS or len(stems) != len(set(stems)):
        return None
    # a bare kind takes a purpose that says two words more; a purpose gives way only to one that gains on it
    if not gains(words, new_words, 2) and (purpose or _adds(words, new_words) < 2):
        return None
    new = title_case(new_words)
    return new if new.lower() != title.lower() else None


def statement(text: str, match: re.Match[str], wide: bool = False, after_own: bool = False) -> list[str] | None:
    """Read the statement's words from the match's end to where it ends, or None where it is not self-contained."""
    lead = match[1]
    if SECONDARY.search(lead) or len(lead.split()) > LEAD_WORDS or wide and SPECIFIC.search(lead) \
            or not after_own and EARLIER_OWN.search(text, 0, match.start()):
        return None
    ahead = text[match.end() : match.end() + READ_AHEAD]  # an aside opens with a bracket or a dash: scan only then
    rest = " ".join((ASIDE.sub(" ", ahead) if any(m in ahead for m in ("(", "[", "--", "—", "–")) else ahead).split())
    clause = _END.split(rest, 1)[0]
    clause = (_END_WIDE.split(clause, 1)[0] if wide else clause).strip()
    words = clause.split()
    if not FEWEST <= len(words) <= MOST or BAD.search(clause) or wide and _cut_in_phrase(words, rest[len(clause) :]):
        return None
    if any(not WORD.match(w) or w.lower() in POINTERS for w in words):
        return None
    if words[-1].lower() in FUNCTION or words[-1].endswith("-"):
        return None  # cut before its object
    return words


def _cut_in_phrase(words: list[str], after: str) -> bool:
    """Tell a statement the abstract goes on from within its last phrase: `a general, ...`, `..., yet`."""
    return bool(_GOES_ON.match(after) or after.lstrip().startswith(",") and words[-2].lower() in ("a", "an", "the")
                and _ADJECTIVE.search(words[-1]))


def finished(title: str, words: list[str], new_words: list[str], need: int, wide: bool = False) -> str | None:
    """Case the new title, or None where it repeats itself, is not the title's object or is the title."""
    content = content_stems(new_words)
    # a content word twice, or for a wide rule a phrase twice (`Quilts for Quilts`)
    twice = _repeats(new_words) if wide else len(content) != len(set(content))
    if twice or not _same_object(words, content, need):
        return None
    new = title_case(new_words)
    return new if new.lower() != title.lower() else None


def gerund_or_kind(words: list[str]) -> bool:
    """Tell a title that already says what the paper does (a gerund first) or what kind of work it is."""
    return words[0].lower().endswith("ing") or not KINDS.isdisjoint(w.lower() for w in words)


def gerund_named(words: list[str], found: list[str]) -> bool:
    """Tell a title not led by a gerund, or one whose gerund opens a compound the statement writes the same way."""
    # `Normalizing Zephyrs` names an object; other gerund titles say what the paper does (`Folding and Mending Quilts`)
    return not words[0].lower().endswith("ing") or " ".join(words[:2]).lower() in " ".join(found).lower()


def kinds_lost(words: list[str], new_words: list[str]) -> bool:
    """Tell a new title that loses a kind of work the title names."""
    have = {stem(w) for w in new_words}
    return any(w.lower() in KINDS and stem(w) not in have for w in words)


def most_held(words: list[str], new_words: list[str]) -> bool:
    """Tell a new title that holds two thirds of the title's own content words, and of its head's."""
    have = set(content_stems(new_words))
    held, count = _held(words, have)
    return bool(count) and held * 3 >= count * 2 and _head_kept(words, have)


def gains(words: list[str], new_words: list[str], need: int) -> bool:
    """Tell a new title that says `need` content words more than the title and more than a verb of study or a scope."""
    if _CREDIT.search(" ".join(new_words)) or _adds(words, new_words) < need:
        return False
    at = next((i for i, w in enumerate(new_words) if w.lower() not in _STUDY_LEAD), len(new_words))
    old = content_stems(words)
    return content_stems(new_words[at:])[: len(old)] != old  # the product writes a scope on a title itself


def _adds(words: list[str], new_words: list[str]) -> int:
    """Count the new title's content words the title lacks, a verb of study and a generic word not counted."""
    own = set(content_stems(words))
    return sum(1 for w in new_words if w.lower() not in FUNCTION and w.lower() not in _STUDY_VERBS
               and stem(w) not in own and stem(w) not in GENERIC_STEMS)


def _repeats(words: list[str]) -> bool:
    """Tell a phrase said twice: two content words in a row that come again, or one back after a link."""
    stems = [None if w.lower() in FUNCTION else stem(w) for w in words]
    pairs = [(a, b) for a, b in zip(stems, stems[1:]) if a and b]
    linked = any(a and a == c and b is None for a, b, c in zip(stems, stems[1:], stems[2:]))
    return linked or len(pairs) != len(set(pairs))


def _same_object(words: list[str], content: list[str], need: int) -> bool:
    """Tell a statement that holds most of the title's own content words and `need` content words of its own."""
    have = set(content)
    held, count = _held(words, have)
    if not count or held * 2 < count or held < 2 and count > 1:
        return False
    if need > 1 and not _head_kept(words, have):
        return False  # a problem without the title's head loses the method the title names
    own = set(content_stems(words))
    return sum(1 for c in content if c not in own) >= need


def _head_kept(words: list[str], have: set[str]) -> bool:
    """Tell stems `have` that hold two thirds of the title's head, its words before `for` or `to`."""
    cut = next((i for i, w in enumerate(words) if i and w.lower() in _HEAD_END), len(words))
    held, count = _held(words[:cut], have)
    return held * 3 >= count * 2


def _held(words: list[str], have: set[str]) -> tuple[int, int]:
    """Count the words' content stems that are not generic: those `have` holds, and all of them."""
    stems = [c for c in content_stems(words) if c not in GENERIC_STEMS]
    return sum(1 for c in stems if c in have), len(stems)

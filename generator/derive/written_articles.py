"""Give a title's phrase the article its abstract always writes before it (`Estimating Quilt Values in a Single
Zephyr Pass`, `Solving the Quilt Control Problem`, `A Conditionally Reversible Marmot`).

Spans are read without their articles, so a title said `in Single Zephyr Pass` where every sentence of the abstract
says `in a single zephyr pass`. Where the abstract writes the phrase after the same word, always with one article,
never bare, and goes on as the title does, the title keeps that article: after a preposition or `using` (`a` or
`an`, or `the` before `of`), after a gerund (`a`, `an` or `the`; the title's first gerund stands for its verb in any
form, `we improve the efficiency of`, but a mass noun stays bare unless `of` follows), and at the title's start, or
after its name (`A` or `An`, before a singular thing that can be counted). Blind readers preferred the titles 101 to 1
(after a preposition, 34 papers), 54 to 0 (after a gerund, 18) and 86 to 3 (at the start, 19 the same, 36 papers);
most they preferred bare spelled out the name before them (`QZN: A Quilted Zephyr Network`), which stays bare
(seventy-fourth session). With the verb's forms, and `using`, 79 to 7 (30 papers) and 45 to 3 (16 papers; seventy-fifth
session).
"""

from __future__ import annotations

import re

from generator.derive.finite_verbs import plural
from generator.derive.house_style import MAX_WORDS
from generator.derive.prose import written_at
from generator.derive.title_articles import spells_name

ARTICLES = frozenset({"a", "an", "the"})
# The words a phrase in a title runs up to: what follows them is another phrase.
_LINKS = frozenset("for as in on with of to from under via into over by at against beyond without through towards "
                   "toward within across between among like using".split())
_ENDS = _LINKS | {"and", "or"}
# What may follow a whole noun phrase in running text (a phrase the abstract goes on with is longer than the title's).
_FOLLOWING = _ENDS | frozenset(
    "but that which who whose where when while is are was were be been can could may might will would should must has "
    "have had using than such does do based if since because allows enables yields leads shows achieves provides we it "
    "this these its their given so both not only also even".split())
# Heads a title writes bare (`Deep Learning`, `Private Inference`), unless `of` follows one (`Estimation of`).
_MASS = frozenset(
    "learning optimization descent completion maximization minimization attention inference regression classification "
    "estimation detection segmentation generation adaptation exploration distillation pruning search coordination "
    "mutation information data evidence knowledge research control supervision prediction reasoning translation "
    "synthesis planning compression quantization normalization regularization augmentation recognition retrieval "
    "tokenization dropout matching sampling averaging boosting scheduling transfer training modeling modelling "
    "clustering forecasting imitation verification identification explanation communication computation acceleration "
    "privacy fairness robustness safety interpretability explainability generalization transport programming "
    "reinforcement ascent propagation backpropagation filtering decoding encoding embedding tuning finetuning "
    "fine-tuning pretraining pre-training feedback noise exploitation annotation labeling initialization calibration "
    "coding".split())
_MASS_EVEN_BEFORE_OF = frozenset("learning training data information knowledge research evidence".split())
_MASS_ENDINGS = ("ing", "ion", "ence", "ance", "ity", "ism", "ics", "sis", "ness", "ment")
# Heads with a mass noun's ending that name one thing (`a Function`, `a Notion`).
_COUNTED = frozenset(
    "function representation condition definition version connection distribution solution question position "
    "partition decomposition formulation extension relaxation approximation bound limitation construction variation "
    "perspective interpretation criterion phenomenon equation operation iteration mechanism algorithm dimension "
    "collection combination generalisation notion".split())
_TOKEN_BEFORE = re.compile(r"(\S*)\s*$")  # the word right before a phrase
_OPENING = "([{\"'\u201c\u2018"
_OF_AFTER = re.compile(r"\s+of\b")
_WORD_CHARACTER = re.compile(r"\w")
_LOOK_BACK = 80  # characters before a phrase the words before it are read in
_NEXT_TOKEN = re.compile(r"\s*(?:\([^()]{0,40}\))?\s*([A-Za-z]+|\S)")  # past an aside such as an acronym's brackets


def written_articles(title: str, text: str) -> str:
    """The title with the articles its abstract writes: at the start of its phrase after any name, after a
    preposition and after a gerund (see the module's docstring); a title at the house's length stays as it is."""
    name, colon, body = title.rpartition(": ")
    words = body.split()
    inserted = {**_after_words(words, text), **_at_start(name, words, text)}
    if not inserted or len(title.split()) + len(inserted) > MAX_WORDS:
        return title
    spelled = [f"{inserted[i]} {word}" if i in inserted else word for i, word in enumerate(words)]
    return f"{name}{colon}{' '.join(spelled)}"


def _at_start(name: str, words: list[str], text: str) -> dict[int, str]:
    """`A` or `An` before the title's first phrase, where it ends on one thing that can be counted."""
    end = phrase_end(words, 0)
    first = words[0] if words else ""
    if not end or len(words) < 2 or first.lower() in ARTICLES | {"few"} or first[0].isdigit() or _shouted(first):
        return {}
    head, after = words[end - 1], (words[end].lower() if end < len(words) else None)
    if plural_head(head) or "'s" in " ".join(words[:end]) or mass_head(head.lower(), after) \
            or name and spells_name(name, words, words[:end]):
        return {}
    places = written_at(text, " ".join(words[:end]), _WORD_CHARACTER)
    if any(_TOKEN_BEFORE.search(text, max(0, at - _LOOK_BACK), at)[1].lower() not in ARTICLES for at, _ in places):
        return {}  # the abstract also writes it bare
    article = _article(text, places, [_two_before(text, at)[1] for at, _ in places], after)
    return {0: article.capitalize()} if article in ("a", "an") else {}


def _after_words(words: list[str], text: str) -> dict[int, str]:
    """The article before each phrase that follows a preposition or a gerund, where the abstract always writes one."""
    inserted = {}
    for k, word in enumerate(words[:-1]):
        after_link = k > 0 and word.lower() in _LINKS
        if not (after_link or _gerund(word)) or words[k + 1].lower() in ARTICLES | _ENDS \
                or words[k + 1][0].isdigit() or _shouted(words[k + 1]):
            continue
        end = phrase_end(words, k + 1)
        places = written_at(text, " ".join(words[k + 1 : end]), _WORD_CHARACTER)
        # the title's first gerund stands for its verb in any form: `we improve the efficiency`
        said = _verb_forms(word.lower()) if k == 0 and not after_link else {word.lower()}
        before = [_two_before(text, at) for at, _ in places]
        if end == k + 1 or not places or any(nearer in said for _, nearer in before):
            continue  # the abstract also writes it bare
        leads = [nearer if farther in said and nearer in ARTICLES else "" for farther, nearer in before]
        after = words[end].lower() if end < len(words) else None
        article = _article(text, places, leads, after, the_of=not after_link)
        if _kept(article, after_link, after, plural_head(words[end - 1])) \
                and (after_link or not _bare_head(words[end - 1].lower(), after)):
            inserted[k + 1] = article
    return inserted


def _two_before(text: str, at: int) -> tuple[str, str]:
    """The two words right before at, lower-cased, an opening bracket or quote left off: (farther, nearer); a word
    glued to at is none."""
    if at and not text[at - 1].isspace():
        return "", ""
    farther, nearer = ["", "", *text[max(0, at - _LOOK_BACK) : at].lower().split()][-2:]
    return farther.lstrip(_OPENING), nearer.lstrip(_OPENING)


def _kept(article: str, after_link: bool, after: str | None, plural: bool) -> bool:
    """Tell an article the title keeps: after a gerund, any before a singular; after a preposition, `a` or `an`
    before a singular and `the` only before `of` (`in the Setting of`)."""
    if not article:
        return False
    if not after_link or article != "the":
        return not plural
    return after == "of"


def _article(text: str, places: list[tuple[int, int]], leads: list[str], after: str | None,
             the_of: bool = False) -> str:
    """The one article the abstract writes before a phrase (at places, each led by the article in leads, or '') where
    it goes on as the title does ('' if none or two); the_of: pass over `the X of`, where the title leaves out what
    the article points to."""
    found = set()
    going_on = re.compile(rf"\s+{re.escape(after)}\b", re.I) if after else None
    for (at, end), article in zip(places, leads):
        if not article:
            continue
        if going_on is None:
            if not ends_phrase(text, end) or the_of and article == "the" and _OF_AFTER.match(text, end):
                continue
        elif not going_on.match(text, end):
            continue
        found.add(article)
    return found.pop() if len(found) == 1 else ""


def ends_phrase(text: str, at: int) -> bool:
    """Tell running text that goes on from at past a whole noun phrase: a stop, a link, a clause or the end."""
    token = _NEXT_TOKEN.match(text, at)
    if not token:
        return True
    word = token.group(1)
    return word not in "-/" if not word[0].isalpha() else word.lower() in _FOLLOWING


def phrase_end(words: list[str], start: int) -> int:
    """Where the phrase that starts at start ends: at the next link, `and` or `or`."""
    end = start
    while end < len(words) and words[end].lower() not in _ENDS:
        end += 1
    return end


def _verb_forms(gerund: str) -> set[str]:
    """The forms of the verb a lower-cased gerund stands for (`improving`: `improve`, `improves`, `improved`, ...)."""
    stem = gerund[:-3]
    stems = {stem, stem + "e", *([stem[:-1]] if len(stem) > 2 and stem[-1] == stem[-2] else [])}
    return {s + end for s in stems for end in ("", "s", "es", "d", "ed")} | {gerund}


def _gerund(word: str) -> bool:
    """Tell a title's verb in `-ing` (`Solving`, `Estimating`)."""
    return word.lower().endswith("ing") and len(word) > 5 and word.isalpha()


def plural_head(word: str) -> bool:
    """Tell a plural head, which takes no `a` (`Networks`, `GANs`; not `Loss`, `Corpus`, `Analysis`, `Bias`)."""
    return plural(word.lower()) or word[-1:] == "s" and word[:-1].isupper() and len(word) > 2


def _shouted(word: str) -> bool:
    """Tell an acronym (`GAN`, `NTK`): its article is a matter of sound, not of the abstract's words."""
    return word.isupper() and len(word) > 1


def _bare_head(head: str, after: str | None) -> bool:
    """Tell a head titles write bare after a verb (`Approximating Attention in`, `Revisiting Object Detection`)."""
    return head in _MASS and (after != "of" or head in _MASS_EVEN_BEFORE_OF)


def mass_head(head: str, after: str | None) -> bool:
    """Tell a head a title writes bare (`Learning`, `Robustness`), unless it is one thing of something (`Estimation
    of`)."""
    if head in _COUNTED:
        return False
    if head in _MASS:
        return after != "of" or head in _MASS_EVEN_BEFORE_OF
    return head.endswith(_MASS_ENDINGS) and after != "of"

"""Give a long title that names no method what its abstract shows the title lost, by the first of three rules that
applies:

  * a kind: a last phrase led by a determiner (`for the Quilt-Zephyr`, `on Any Marmot`) or ending on a modifier
    (`to an Online`) stops before the noun the abstract writes after it, past an acronym (`the quilt-zephyr (QZ)
    algorithm`): `Tessel Bounds for the Quilt-Zephyr Algorithm`, `Marmot Folding to an Online, Continual Setting`;
  * a method: a title that opens on what a method runs with (`Tessel Steps in Zephyr Burrows`) where the paper's
    study sentence writes `we study quilt descent (QD) with tessel steps in zephyr burrows`: `Quilt Descent with
    Tessel Steps in Zephyr Burrows`;
  * a participle: a sentence of the paper's own runs the title's noun on into a participle phrase (`marmot networks
    trained by quilt descent`, `... operating on zephyr inputs`): `Marmot Networks Trained by Quilt Descent`.

Each leaves the title alone where unsure: a kind the title says already or after a head that needs none, a method
that names only a kind, a gerund's deed or an adverb, a phrase cut at a coordination, an `of` or an acronym inside
it, one that opens on a count or ends on a modifier, a word the title says twice, or a title over the house's length.
Blind readers preferred the new titles 78 to 0 (3 the same) on 27 papers, faithful / weak / poor 15 / 21 / 45 -> 42 /
22 / 17 of 81 verdicts (seventy-sixth session).

Where none applies, a title of eight words or more with no name and no `for` gets what a sentence of the paper's own
writes around it, from the first of these families that answers (long_title_reads.py); a new title that says a word
or a two-word phrase twice or `X for X`, adds a word the abstract lacks or passes the house's length is not taken:

  * result_heads.py's result, link_scopes.py's scope, written_around.py's aspect, kind of work, purpose and means,
    with caps two words longer (`Tessel Bounds of Marmot Folding in a Quilt Model`); a `to` that links a thing
    (`Approach to Marmots`) is no purpose there, `to allow for` no aim, and after a purpose only `by` or `via` says
    how a title that names its kind works (`A Quilt Scheme to Fold Marmots by Stitching Zephyrs`);
  * the second argument of its last verb: `Stitching Quilts by Adding Zephyr Seams` + `to Marmot Burrows`;
  * the kind of work made `to` do it: `Tessel Paths of Marmots` -> `Two-Step Quilt Method to Fold the Tessel Paths
    of Marmots`, `Folding Marmots` -> `... to Fold Marmots`;
  * the kind the next sentence proposes for the topic a study sentence ends on (`We study marmot games. We propose a
    tessel-weighted quilt algorithm ...`): `Tessel-Weighted Quilt Algorithm for Marmot Games`;
  * the rest of a phrase cut before `of`, `into` or `without`: `... Seams Sewn on Marmot Burrows` + `without Zephyrs`.

Blind readers preferred the titles these give where the earlier mends give none 43 to 2 (3 the same) on 16 papers:
the kind before `to` 9 to 0, the scope 8 to 0 (1 the same), the rest of a phrase and the second argument 6 to 0
each, the next sentence's kind 6 to 2 (1 the same), the result and the aspect 3 to 0 each, the purpose 2 to 0 (1 the
same) (seventy-sixth session).
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.long_title_reads import PREPS, aspect_head, kind_head, kind_next, link_scope, means_tail, \
    means_to, purpose_tail, rest_of_phrase, result_head, second_argument, written_somewhere
from generator.derive.long_title_words import FUNCTION as _FUNCTION  # apart from result_heads' FUNCTION
from generator.derive.long_title_words import case, fits, norm, sentence_end, sentence_start
from generator.derive.result_heads import FUNCTION, house_kept, key, normalised
from generator.derive.title_casing import title_case

_OWN = re.compile(r"\b(?:we|our|us|this (?:paper|work|article|study|note|contribution)|the present (?:paper|work))\b",
                  re.I)
_LEAD_ARTICLE = re.compile(r"^(?:A|An|The)\s+")

# The kinds a last phrase may have lost, and what may stand between it and the kind: an acronym, `, modifier`.
_KINDS = frozenset("algorithm algorithms method methods problem problems task tasks setting settings framework "
                   "frameworks literature approach approaches scheme schemes procedure procedures paradigm "
                   "paradigms technique techniques regime regimes scenario scenarios game games".split())
_DETS = frozenset("the a an any each every two three four five six several multiple".split())
# Adjectives a title cannot end on (it is a modifier left without its noun).
_ADJ_WORDS = frozenset("online offline continual sequential adversarial stochastic adaptive generic general "
                       "realistic practical standard classical episodic distributed decentralized federated "
                       "supervised unsupervised semi-supervised self-supervised multi-agent single-agent "
                       "high-dimensional low-dimensional large-scale small-scale real-world".split())
_COMPLETE_HEADS = frozenset("model models network networks system systems process processes framework "
                            "frameworks algorithm algorithms method methods".split())
_KIND_AFTER = re.compile(r"(\s*\([^()\s]{1,15}\))?(,\s*([a-z][a-z-]+))?\s+([a-z]+)(?![\w-])")

# The paper's study sentence up to the title's first words: `we study <method> (<acronym>) with [the] <title>`.
_STUDY = re.compile(
    r"(?:\bwe|\bthis (?:paper|work|article|study)|\bour (?:paper|work))"
    r"(?:\s+(?:first|also|further|here|then|now|formally|[a-z]+ly))?\s+"
    r"(?:stud(?:y|ies)|consider(?:s)?|analy[sz]e(?:s)?|investigate(?:s)?|examine(?:s)?|revisit(?:s)?|"
    r"focus(?:es)? on|address(?:es)?|propose(?:s)?|introduce(?:s)?|develop(?:s)?|present(?:s)?|establish(?:es)?)"
    r"\s+(?:the\s+(?:problem|task|setting|case)\s+of\s+)?(?:using\s+)?(?:(?:a|an|the)\s+)?"
    r"(?P<head>(?:(?!(?:of|in|on|for|to|by|from|and|or|that|which|the|a|an|with|we|our|is|are)\b)"
    r"[A-Za-z][\w'-]*\s+){1,4}?)(?P<acr>\([A-Za-z0-9-]+\)\s+)?with\s+(?P<art>(?:a|an|the)\s+)?$", re.I)
# A method that names only a kind says nothing the title lacks.
_WITH, _ART = re.compile("with", re.I), re.compile("a|an|the", re.I)  # as _STUDY reads them, case and all
_GENERIC_HEADS = frozenset("method methods algorithm algorithms approach approaches framework frameworks technique "
                           "techniques model models scheme schemes problem problems setting settings".split())

# A participle of how a thing is made or run, then a short noun phrase up to a stop or a clause.
_PARTICIPLE = re.compile(
    r"\s+(?P<part>trained\s+(?:by|with|using|via)|operating\s+(?:on|in)|endowed\s+with|equipped\s+with|"
    r"driven\s+by|produced\s+by|generated\s+by|obtained\s+from|conditioned\s+on|"
    r"parameteri[sz]ed\s+by|corrupted\s+(?:by|with))\s+"
    r"(?P<np>(?:(?!(?:and|or|that|which|where|when|while|whose|who|is|are|was|were|can|could|may|will|would|"
    r"should|has|have|had|as|than|such|we|our|it|its|their|to|for|in|on|of|with|by|from|using|via|under|"
    r"without|into|through|at|both|including|e\.g|i\.e)\b)[A-Za-z][\w'/-]*\s*){1,6})"
    r"(?P<stop>\s*[.,;:()]|\s+(?:and|or|to|in|on|of|with|for|by|from|that|which|where|when|while|is|are|was|were|"
    r"can|could|may|will|would|has|have|as|such|using|via|under|without|into|through|at|achieve|achieves|"
    r"outperform|outperforms|yields?|leads?|results?|is)\b)", re.I)
_NP_START_BAD = frozenset("two three four several some many various different any existing standard".split())
_CUT_STOPS = frozenset("and or of such".split())  # a coordination, an `of` complement or an example list goes on
_ADJ_END = frozenset("complex continuous large small high low new real simple general different multiple".split())
_NP_END_BAD = re.compile(r"(?:al|ive|ous|ic|ed|ing|able|ible|ary|ent|ant|ly)$")
# Nouns on an adjective's or participle's ending: a phrase may end on them.
_NP_END_OK = frozenset("descent ascent gradient inputs input data network networks kernel kernels loss metric "
                       "encoder decoder autoencoder simulator process processes model models distance measure "
                       "representation representations space spaces flow crawl subscription attention "
                       "self-attention optimization prior priors noise labels label fold features graph".split())
# A bracket that closes the phrase: an acronym, then a stop or a clause.
_AFTER_BRACKET = re.compile(r"\([^()]{1,15}\)(?:\s*[.,;:]|\s+(?:and|or|to|that|which|where|when|while|is|are|was|"
                            r"were|can|may|will|has|have|as|following|under|with|without|in|on|at)\b)")
_ACRONYM = re.compile(r"\s*\([A-Za-z0-9-]{2,12}\)")

# The wider families, in the order they were judged, and the long unnamed titles they were read on.
_WIDER = (result_head, second_argument, link_scope, aspect_head, kind_head, purpose_tail, means_tail, means_to,
          kind_next, rest_of_phrase)
_WIDER_WORDS = 8
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\u2019]*")


def long_title_mended(title: str, text: str) -> str:
    """Give the title the kind, method or participle phrase its abstract shows it lost (see the module's docstring)."""
    if len(title.split()) >= MAX_WORDS:
        return title  # every rule adds a word: none could fit
    folded = norm(text)  # every rule looks its phrase up in it
    if folded is None:
        return title
    for rule in (_kind_added, _method_added, _participle_added):
        new = rule(title, text, folded)
        if new and new != title:
            return new
    if ": " in title or len(title.split()) < _WIDER_WORDS or " for " in title.lower():
        return title  # a name, a short title or a `for` purpose: not what the wider families read
    return _widened(title, text)


def _widened(title: str, text: str) -> str:
    """Give the title what the first wider family that answers writes around it, where the house's rules keep it."""
    text_n = normalised(text)
    # Only means_to's gerund reading answers for a title the abstract writes nowhere: the others read where it is.
    for family in _WIDER if written_somewhere(title, text_n) else (means_to,):
        new = family(title, text, text_n)
        if new:
            new = title_case(new.split())  # an old first word may now follow a link (`Impact of using ...`)
            return new if new != title and _kept(title, new, text) else title
    return title


def _kept(title: str, new: str, text: str) -> bool:
    """Tell a widened title of the house's length that says no phrase twice and adds only the abstract's words."""
    low = new.lower().split()
    pairs = list(zip(low, low[1:]))
    if not fits(new) or house_kept(title, new) != new or len(pairs) != len(set(pairs)):
        return False
    if any(w == "for" and key(low[i - 1]) == key(low[i + 1]) for i, w in enumerate(low[1:-1], 1)):
        return False
    seen = {w.lower() for w in _TOKEN.findall(f"{text} {title}".replace("-", " "))}
    return all(w.lower() in seen for w in _TOKEN.findall(new.replace("-", " ")) if w.lower() not in FUNCTION)


def _kind_added(title: str, text: str, folded: str) -> str | None:
    """Add the kind the abstract writes after the title's determiner-led or modifier-ended last phrase."""
    name, _, body = title.rpartition(": ")
    words = body.split()
    low = body.lower().split()  # as each word lowered: lower-casing keeps blanks, and reads no case across one
    preps = [k for k, w in enumerate(low) if w in PREPS]
    if not preps or preps[-1] == len(low) - 1:
        return None
    j = preps[-1]
    phrase = low[j + 1:]
    det_led = phrase[0] in _DETS and len(phrase) >= 2
    modifier_end = phrase[-1] in _ADJ_WORDS
    compound_end = "-" in phrase[-1] and not det_led and not modifier_end  # needs the acronym's kind after it
    if not det_led and not modifier_end and not compound_end:
        return None
    after = _written_after(" ".join(words[j:]), text, folded)
    if not after or after[4] not in _KINDS:
        return None
    kind, adj, acr = after[4], after[3], (after[1] or "").strip(" ()")
    if adj and (not modifier_end or adj not in _ADJ_WORDS):
        return None  # `to an online, continual setting`: a second modifier only after a title that ends on one
    if kind.rstrip("s") in {w.rstrip("s") for w in low} or phrase[-1] in _COMPLETE_HEADS:
        return None
    if compound_end and (not acr or after[2]):
        return None  # a compound is a name's long form only where its acronym follows
    if acr and name and acr.lower() == name.lower():
        return None  # the kind of the name's whole long form, which the name already calls
    added = [adj, kind] if adj else [kind]
    new = f"{title}{', ' if adj else ' '}{' '.join(case(w) for w in added)}"
    return new if fits(new) else None


def _written_after(phrase: str, text: str, folded: str) -> re.Match[str] | None:
    """Match the acronym, modifier and word the abstract writes after the first place it writes the phrase whole."""
    tn = norm(phrase)
    if not tn:
        return None
    at = folded.find(tn)
    while at > 0 and folded[at - 1].isalnum() or at >= 0 and folded[at + len(tn): at + len(tn) + 1].isalnum():
        at = folded.find(tn, at + 1)
    return _KIND_AFTER.match(text, at + len(tn)) if at >= 0 else None


def _method_added(title: str, text: str, folded: str) -> str | None:
    """Put before the title the method the paper's study sentence writes before `with <title>`."""
    if ": " in title:
        return None
    art = _LEAD_ARTICLE.match(title)
    body = title[art.end():] if art else title
    words = body.split()
    if len(words) < 3:
        return None
    probe = norm(" ".join(words[:4]))
    if probe is None:
        return None
    at = folded.find(probe)
    while at >= 0:
        if (at == 0 or not folded[at - 1].isalnum()) and _with_before(text, at):
            study = _STUDY.search(text[sentence_start(text, at):at])
            if study:
                return _with_method(study, body)  # the first study sentence decides
        at = folded.find(probe, at + 1)
    return None


def _with_before(text: str, at: int) -> bool:
    """Tell a place the text writes `with [a/an/the]` and a blank before, as _STUDY's match must end."""
    # A cheap, necessary gate before the sentence's scan: _STUDY ends on `\s+with\s+((a|an|the)\s+)?` at the place.
    if at == 0 or not text[at - 1].isspace():
        return False
    last = text[:at].rsplit(None, 2)  # split on str.isspace blanks, which is what \s matches
    return bool(last) and (_WITH.fullmatch(last[-1]) is not None
                           or len(last) > 1 and _ART.fullmatch(last[-1]) is not None
                           and _WITH.fullmatch(last[-2]) is not None)


def _with_method(study: re.Match[str], body: str) -> str | None:
    """Write the study sentence's method, `with` and its article before the title's body."""
    head = study["head"].split()
    low = [w.lower() for w in head]
    if low[-1] in _GENERIC_HEADS or low[0].endswith("ing") or any(w.endswith("ly") for w in low):
        return None  # a kind, a gerund's deed or an adverb's manner, not a method
    lead = f"{study['art'].strip().lower()} " if study["art"] else ""
    new = " ".join(f"{' '.join(case(w) for w in head)} with {lead}{body}".split())
    return new if fits(new) else None


def _participle_added(title: str, text: str, folded: str) -> str | None:
    """Add the participle phrase the paper's own sentence writes after the title's noun."""
    _, _, body = title.rpartition(": ")
    art = _LEAD_ARTICLE.match(body)
    core = body[art.end():] if art else body
    if len(core.split()) < 2:
        return None
    tn = norm(core)
    if not tn:
        return None
    at = folded.find(tn)
    if at < 0 or (at > 0 and folded[at - 1].isalnum()):
        return None
    end = at + len(tn)
    acr = _ACRONYM.match(text, end)
    found = _PARTICIPLE.match(text, acr.end() if acr else end)
    if not found:
        return None  # (read before the sentence, which costs a scan: both must hold)
    if not _OWN.search(text[sentence_start(text, at):sentence_end(text, end)]):
        return None  # earlier work's or the field's sentence, not the paper's
    if not _whole_phrase(found, text):
        return None
    added = [w.lower() for w in found["part"].split()] + found["np"].split()
    new = f"{title} {' '.join(case(w) for w in added)}"
    return new if fits(new) else None


def _whole_phrase(found: re.Match[str], text: str) -> bool:
    """Tell a participle's noun phrase that ends where the abstract's does and names something."""
    words = found["np"].split()
    stop = found["stop"].strip().lower()
    if stop == "(" and not _AFTER_BRACKET.match(text, found.end() - 1):
        return False  # an acronym inside the phrase, which goes on after it
    if stop in _CUT_STOPS or words[0].lower() in _NP_START_BAD:
        return False
    content = [w for w in words if w.lower() not in _FUNCTION]
    if not content or all(len(w) < 4 for w in content):
        return False
    last = words[-1].lower()
    return not (last in _ADJ_END or last not in _NP_END_OK and _NP_END_BAD.search(last))  # a modifier cut off

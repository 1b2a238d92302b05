"""Put back what the paper's own sentence writes around a title cut from it; three of the four readings own_aims.py
tries, before the paper's own aim:

- the verb that makes the title's subject act, where the paper is the one doing it: `Zephyrs to Fold Quilts` ->
  `Enabling Zephyrs to Fold Quilts` where the paper writes `we enable zephyrs to fold quilts` (not after a finding it
  reports: `we show that tessels force zephyrs to fold quilts`);
- the whole purpose the title's tail was a piece of: `A Tessel Folder for Target Marmots` -> `A Tessel Folder to Fold
  Zephyr Burrow Seams` where the paper writes `To fold zephyr burrow seams that keep the shape of target marmots, we
  propose a tessel folder.` (and `With a view to bridging the gap between marmot quilts and zephyr seams, we present a
  tessel loom` -> `A Tessel Loom for Bridging the Gap between Marmot Quilts and Zephyr Seams`);
- the paper's relation to the method the title names: `Adaptive Quilt Folding` -> `Efficient Implementation of
  Adaptive Quilt Folding` where the paper writes `we provide the first efficient implementation of adaptive quilt
  folding` (not a side result after `moreover` or `also`).

Judged with own_aims.py (seventy-seventh session): blind readers preferred its titles 60 to 14 (1 the same) on 25
papers, faithful/weak/poor 12/29/34 -> 49/26/0.
"""

from __future__ import annotations

import re

from generator.derive.house_style import MAX_WORDS
from generator.derive.own_aim_words import (CLAUSE_END, LIGHT_VERBS, PAREN, PLAIN_VERB, SENTENCE_BREAK, VAGUE, folded,
                                            plain_object, stemmed, stems)
from generator.derive.title_casing import title_case

LEAD_MOST = 25  # tokens before a control verb searched for the paper's `we`
OBJECT_MOST = 10  # words of a fronted purpose, with its verb
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\u2019\-/]*|[,;:.()]")
_CONTROLS = {"enable": "Enabling", "allow": "Allowing", "encourage": "Encouraging", "force": "Forcing",
             "teach": "Teaching", "help": "Helping", "empower": "Empowering", "permit": "Permitting"}
_CONTROL_GERUNDS = {**_CONTROLS, **{("teaches" if v == "teach" else v + "s"): g for v, g in _CONTROLS.items()}}
_NOT_SUBJECTS = frozenset(("a", "an", "the", "one", "it", "them", "us", "you"))
_ARTICLES = frozenset(("the", "a", "an"))

_TITLE_PURPOSE = re.compile(r"^(An?\s+)?(.+?)\s+(?:for|to|in|on|with)\s+(.+)$")
_FRONT_CUE = re.compile(r"(?:^|[.!?]\s)(?:To|In order to|With (?:a|the) (?:view|goal|aim))\s")
_MADE = (r"(?:we|this\s+(?:paper|work))\s+(?:[a-z]+ly\s+)?(?:propose|introduce|present|develop|design|devise|build|"
         r"construct)s?\s+(?:a|an)\s+(?:(?:novel|new)\s+)?")
_FRONT = re.compile(r"(?:^|(?<=[.!?]\s))(?:To|In\s+order\s+to)\s+(?P<verb>[a-z]+)\s+(?P<obj>[^,.;]{6,160}),\s*"
                    + _MADE + r"(?P<kind>[^,.;()]+?)\s*[.;(]")
_VIEW = re.compile(r"(?:^|(?<=[.!?]\s))With\s+(?:a|the)\s+(?:view|goal|aim)\s+(?:to|of)\s+(?P<verb>[a-z]+ing)\s+"
                   r"(?P<obj>[^,.;]{6,160}),\s*" + _MADE + r"(?P<kind>.+?)\s+(?:that|which|for|to|,)")
_THE_GAP = re.compile(r"\bthe gap between\b")
_COMMA_MADE = re.compile(r",\s*" + _MADE)  # in every _FRONT and _VIEW match; led by a comma, found by a fast scan
# Each fronted purpose, the link it takes in a title, and the words one of which starts every match of it.
_PURPOSES = ((_FRONT, "to", ("To", "In")), (_VIEW, "for", ("With",)))

_RELATION = (r"version|variant|definition|implementation|modification|reformulation|generali[sz]ation|extension|"
             r"relaxation|refinement|formulation|characteri[sz]ation|adaptation|approximation|analogue|analog|"
             r"counterpart|simplification|unification|acceleration|alternative|interpretation|reinterpretation|"
             r"parameteri[sz]ation|instantiation")
# Sought in folded text (own_aim_words.folded): without re.I, about three times faster over a whole abstract.
_RELATION_CUE = re.compile(r"\b(?:" + _RELATION + r")\s+(?:of|to)\b")
_RELATION_SAID = re.compile(
    r"\b(?:we|this\s+(?:paper|work|study))\s+(?:[a-z]+ly\s+)?(?:also\s+)?(?:study|studies|propose|proposes|"
    r"introduce|introduces|provide|provides|present|presents|develop|develops|give|gives|derive|derives)\s+"
    r"(?:a|an|the)\s+(?:first\s+)?(?:(?:novel|new)\s+)?(?P<mods>(?:[\w\-]+\s+){0,3}?)(?P<rel>" + _RELATION
    + r")\s+(?P<link>of|to)\s+(?P<rest>.+)$", re.I)
_ARTICLE_LEAD = re.compile(r"(?:an?|the)\s", re.I)
_SIDE_RESULT = re.compile(r"\b(?:moreover|furthermore|also|additionally|in addition|finally|then|further)\b", re.I)
_UNTOLD_MODS = frozenset(("simple", "more", "most", "several", "its", "their"))


def control_verb_restored(title: str, text: str) -> str:
    """Put back the verb the paper writes before the title that makes its subject act (`Enabling Zephyrs to ...`)."""
    words = title.split()
    lower = [w.lower() for w in words]
    if ": " in title or not words or lower[0] in _NOT_SUBJECTS or "to" not in lower[1:5]:
        return title
    after = lower.index("to", 1) + 1
    if after == len(lower) or not PLAIN_VERB.fullmatch(lower[after]):
        return title
    prose = [t.lower() for t in _TOKEN.findall(text)]
    at = _found_at([t.lower() for t in _TOKEN.findall(title)], prose)
    if at < 1:
        return title
    verb = at - 1
    if prose[verb] in _ARTICLES and verb > 0:
        verb -= 1  # `enable the zephyrs to ...`
    gerund = _CONTROL_GERUNDS.get(prose[verb])
    if not gerund or not _own_doing(prose[max(0, verb - LEAD_MOST):verb]) or len(words) + 1 > MAX_WORDS:
        return title
    return f"{gerund} {title}"


def _found_at(phrase: list[str], tokens: list[str]) -> int:
    """Find where the phrase's tokens first stand in tokens, or -1."""
    n = len(phrase)
    for i in range(len(tokens) - n + 1):
        if tokens[i:i + n] == phrase:
            return i
    return -1


def _own_doing(lead: list[str]) -> bool:
    """Tell a verb the paper's own sentence leads to, not one in a finding it reports (`we show that tessels force`)."""
    stop = max((k for k, w in enumerate(lead) if w in (".", ";")), default=-1)
    lead = lead[stop + 1:]
    own = [k for k, w in enumerate(lead) if w in ("we", "our", "us")]
    return bool(own) and "that" not in lead[own[-1]:]


def fronted_purpose_written(title: str, text: str) -> str:
    """Write the whole purpose a fronted clause gives what the title names, where the title's tail was a piece of it."""
    parts = _TITLE_PURPOSE.match(title)
    if ": " in title or not parts or parts[2].lower() not in text.lower():
        return title
    if not ("To" in text or "In order to" in text or "With" in text) or not _COMMA_MADE.search(text) \
            or not _FRONT_CUE.search(text):
        return title  # no purpose fronted; cheap tests first: a word each cue holds, a thing made after a comma
    article, head, tail = parts[1] or "", parts[2], parts[3]
    head_stems = stemmed(head)
    for pattern, link, leads in _PURPOSES:
        if not any(lead in text for lead in leads):
            continue  # no match of it can start: a plain `in` test spares the scan
        for purpose in pattern.finditer(text):
            if stemmed(purpose["kind"]) != head_stems:
                continue
            whole = PAREN.sub("", purpose["obj"])
            obj = CLAUSE_END.split(whole, maxsplit=1)[0].strip()
            verb = purpose["verb"]
            words = [verb] + obj.split()
            if not set(stems(tail)) <= set(stems(whole)) or not plain_object(_THE_GAP.sub("between", obj).split()) \
                    or len(words) > OBJECT_MOST or verb in LIGHT_VERBS and verb != "bridge":
                return title  # the tail is not a piece of this purpose, or the purpose is no plain one
            written = (article + head).split() + [link] + words
            return title if len(written) > MAX_WORDS else title_case(written)
    return title


def relation_head_restored(title: str, text: str) -> str:
    """Put back the relation the paper's own work has to the method the title names (`Efficient Implementation of`)."""
    if ": " in title or _ARTICLE_LEAD.match(title) or title.lower() not in text.lower() \
            or not _RELATION_CUE.search(folded(text)):
        return title  # the title unwritten, or no relation with its `of` or `to`, which each _RELATION_SAID holds
    title_stems = stemmed(title)
    for sentence in SENTENCE_BREAK.split(text):
        said = _RELATION_SAID.search(sentence)
        if not said or not stemmed(said["rest"]).startswith(title_stems):
            continue
        mods = said["mods"].split()
        if _SIDE_RESULT.search(sentence[:said.end("rel")]) \
                or any(VAGUE.search(w) or w.lower() in _UNTOLD_MODS for w in mods):
            return title
        words = mods + [said["rel"], said["link"]] + title.split()
        content = stems(" ".join(words))
        if len(words) > MAX_WORDS or len(content) != len(set(content)):
            return title
        # the relation's words cased as a title's lead; the title itself stays as written
        return " ".join([title_case(words[:1]), *title_case(words).split()[1:len(mods) + 2], title])
    return title

"""Say a thing once: a title's purpose that repeats what its work already says goes.

Readers of titles alone flag `Ligand Generation Framework for Generating 3D Molecules` and `MARL Evaluation Suite for
Multi-Agent Reinforcement Learning` at once: the purpose says again a word or an acronym of the work before it.
"""

from __future__ import annotations

import re

from generator.derive.acronyms import spells
from generator.derive.title_pieces import after_colon

# A gerund after `for` and its object, past an article (`for Learning the State Representation`): not before `to`,
# `from` or another word that relates (`for Learning to Align`, `for Sampling from X`), which needs the gerund.
_FOR_GERUND = re.compile(r" for ([A-Z][a-z]+)ing (?:(?:the|a|an) )?(?=[A-Z0-9])")
_STEM = 4  # the fewest letters of a gerund's stem (`train`, `generat`): shorter ones open too many words
# The work names the deed with its noun (`Generation Framework for Generating`, `Estimation Method for Estimating`);
# another word of the stem (`Estimator`, `Co-Disentangled`, `Learning`) leaves the gerund something to say: blind
# readers preferred the gerund kept 7 times out of 15 there (forty-fifth session).
_DEED_NOUNS = frozenset({"ion", "ions", "ation", "ations", "ment", "ments"})
_ACRONYM = re.compile(r"[A-Z]{2,}s?")


def said_once(title: str) -> str:
    """Drop a purpose's gerund the work says already (`Generation Framework for Generating X` -> `... for X`), and let
    the words of a purpose that spells an acronym of the work stand for it (`GNN Explainability for Graph Neural
    Networks` -> `Graph Neural Networks Explainability`)."""
    return _acronym_spelled(_gerund_dropped(title))


def _gerund_dropped(title: str) -> str:
    """`Estimation Method for Estimating M-Matrices` -> `Estimation Method for M-Matrices`."""
    found = _FOR_GERUND.search(title)
    if not found:
        return title
    stem = found.group(1).lower()  # the gerund less its `ing`: `generat`, `train`
    before = re.split(r"[\s-]+", after_colon(title[: found.start()])[1].lower())  # the work, not its name
    if len(stem) < _STEM or not any(w.startswith(stem) and w[len(stem):] in _DEED_NOUNS for w in before):
        return title
    return f"{title[: found.start()]} for {title[found.end():]}"


def _acronym_spelled(title: str) -> str:
    """`MARL Evaluation Suite for Multi-Agent Reinforcement Learning` -> `Multi-Agent Reinforcement Learning Evaluation
    Suite`: an acronym of the work (not its name's) that the whole purpose spells gives way to the purpose's words."""
    prefix, body = after_colon(title)
    work, link, purpose = body.rpartition(" for ")
    if not link or len(purpose.split()) < 2:
        return title
    words = work.split()
    for k, word in enumerate(words):
        if _ACRONYM.fullmatch(word) and word not in prefix and spells(word.removesuffix("s"), purpose):
            return prefix + " ".join([*words[:k], purpose, *words[k + 1:]])
    return title

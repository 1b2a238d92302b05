"""One regex for many literal strings, built as a trie: strings that share a prefix share its branch, and a longer
match is tried before a shorter one. The tag vocabulary's scanner and the verb and noun patterns of tag_evidence.py
and tag_made.py all compile their word lists this way, so the compiling is a module of its own, apart from what each
does with the match.
"""

from __future__ import annotations

import re

_COMMON_FIRST = "tawoisbcphfmdrelngyuvkjqxz"  # letters by how often English words start with them


def _branch_order(atom: str) -> tuple[int, str]:
    """Order a trie node's branches: common word-initial letters first, then the rest by name."""
    return _COMMON_FIRST.find(atom[:1]) % 99, atom


def trie_regex(items: list[str], separator: str | None) -> str:
    """Compile literal strings into one regex that shares prefixes and tries longer matches first."""
    trie: dict = {}
    for item in items:
        node = trie
        for ch in item:
            atom = separator if separator and ch in " -" else re.escape(ch)
            node = node.setdefault(atom, {})
        node[""] = {}

    def emit(node: dict) -> str:
        chain = []
        while len(node) == 1 and "" not in node:  # one way on: plain characters, no group to open
            (atom, node), = node.items()
            chain.append(atom)
        # Branches start with different characters, so their order changes speed only: the regex
        # engine tries them in turn, and common word-initial letters first saves most tries.
        atoms = sorted((a for a in node if a), key=_branch_order)
        branches = [atom + emit(node[atom]) for atom in atoms]
        if "" in node and branches:  # an empty last branch, not `?`: same match, but no repeat state
            chain.append("(?:" + "|".join(branches) + "|)")
        elif branches:
            chain.append(branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")")
        return "".join(chain)

    return emit(trie) or "(?!)"

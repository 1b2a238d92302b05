"""Suggest vocabulary additions: frequent phrases of the corpus that no tag covers."""

from __future__ import annotations


def suggest_tags(derived) -> list[str]:
    """List frequent uncovered key phrases with counts (first version: none)."""
    return ["tag suggestions: not implemented yet"]

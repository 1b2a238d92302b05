"""MkDocs hook: drop nav entries whose page this build did not write.

The Trends page exists only with two or more collections; mkdocs.yml lists it, and a nav entry
without its page would fail the strict build (or show a dead link).
"""

from __future__ import annotations

from pathlib import Path


def present(entry, docs: Path) -> bool:
    """Tell whether a nav entry's page exists; links and sections are kept."""
    target = next(iter(entry.values())) if isinstance(entry, dict) and len(entry) == 1 else entry
    return not (isinstance(target, str) and target.endswith(".md")) or (docs / target).is_file()


def on_config(config, **kwargs):
    """Keep the nav entries whose page is in docs_dir."""
    if config["nav"]:
        docs = Path(config["docs_dir"])
        config["nav"] = [entry for entry in config["nav"] if present(entry, docs)]
    return config

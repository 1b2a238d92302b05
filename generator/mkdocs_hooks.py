"""MkDocs hook so plain `mkdocs build` / `mkdocs gh-deploy` after `generate` also gets the search index.

`python -m generator build` disables hooks and runs the same step as its own stage.
"""

from __future__ import annotations

from pathlib import Path

from generator.search import index_site


def on_post_build(config, **kwargs) -> None:
    """Index the freshly built site with Pagefind."""
    index_site(Path(config["site_dir"]))

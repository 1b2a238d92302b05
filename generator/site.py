"""Run MkDocs over the generated docs folder."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Callable

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

from generator.config import SiteSettings
from generator.errors import GeneratorError, error
from generator.sources import display_path

HOOKS = [Path(__file__).with_name(name) for name in ("html_pages.py", "page_shells.py", "nav_pages.py")]


class _Collect(logging.Handler):
    """Keep MkDocs warnings so they can be reported as problems."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


class _Count:
    """Call back once per page MkDocs writes, for a progress bar."""

    def __init__(self, advance: Callable[[int], None]) -> None:
        self.advance = advance

    def on_post_page(self, output: str, **kwargs) -> str:
        self.advance(1)
        return output


def mkdocs_settings(site: SiteSettings) -> dict[str, str]:
    """Map site.yml onto MkDocs options; one left empty keeps mkdocs.yml's value."""
    values = {"site_name": site.name, "site_url": site.site_url, "copyright": site.copyright}
    return {key: value for key, value in values.items() if value}


def build_site(
    mkdocs_yml: Path, docs: Path, out: Path, site: SiteSettings,
    advance: Callable[[int], None] | None = None,
) -> None:
    """Build the site from docs into out with --strict; any warning fails the build."""
    handler = _Collect()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    try:
        # Only the speed hooks: the generator runs the search index as its own stage (see mkdocs_hooks.py).
        overrides = {"docs_dir": str(docs), "site_dir": str(out), "strict": True, "hooks": [str(h) for h in HOOKS],
                     **mkdocs_settings(site)}
        config = load_config(config_file=str(mkdocs_yml), **overrides)
        if advance:
            config.plugins["generator-progress"] = _Count(advance)  # type: ignore[assignment]
        mkdocs_build(config)
    except (MkDocsException, OSError) as exc:
        details = [error(display_path(mkdocs_yml), f"mkdocs: {m}") for m in handler.messages]
        raise GeneratorError(details + [error(display_path(mkdocs_yml), f"mkdocs build failed: {exc}")]) from None
    finally:
        logger.removeHandler(handler)

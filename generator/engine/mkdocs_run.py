"""Run MkDocs over the generated docs folder, in this process (generator/engine/engines.py makes its configuration)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Callable

from generator.config import SiteSettings
from generator.errors import GeneratorError, error
from generator.sources import display_path

# mkdocs.yml lists PLAIN_BUILD_HOOK, then BUILD_HOOKS (tests/test_engines.py holds the two to it). The
# generator's own build passes the site settings itself and indexes as a stage of its own, so it hands
# the engines that run hooks only BUILD_HOOKS, the speed-ups among them unless they are switched off.
PLAIN_BUILD_HOOK = "mkdocs_hooks.py"  # site settings and search index for a plain `mkdocs build`
SPEEDUPS = "speedups.py"  # the one adapter of the speed-ups (html_pages.py, page_shells.py)
BUILD_HOOKS = (SPEEDUPS, "nav_pages.py")  # speed-ups, and no nav entry without its page


def build_hooks(speedups: bool = True) -> list[Path]:
    """Return the hooks an engine that runs hooks gets from the generator's build; the speed-ups only if on."""
    return [Path(__file__).with_name(name) for name in BUILD_HOOKS if speedups or name != SPEEDUPS]


class _WarningCollector(logging.Handler):
    """Keep MkDocs warnings so they can be reported as problems."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


class _PageCounter:
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


def run_mkdocs(config_file: Path, where: Path, advance: Callable[[int], None] | None = None) -> None:
    """Build with MkDocs in this process from a complete configuration; any warning fails the build.

    Problems are located at where, the mkdocs.yml the configuration was made from.
    """
    # MkDocs is imported when it runs: `generate` never runs it, and its import was a sixth of the
    # start-up that every worker waits for.
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    handler = _WarningCollector()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    try:
        config = load_config(config_file=str(config_file))
        if advance:
            config.plugins["generator-progress"] = _PageCounter(advance)  # type: ignore[assignment]
        mkdocs_build(config)
    except (MkDocsException, OSError) as exc:
        details = [error(display_path(where), f"mkdocs: {m}") for m in handler.messages]
        raise GeneratorError(details + [error(display_path(where), f"mkdocs build failed: {exc}")]) from None
    finally:
        logger.removeHandler(handler)

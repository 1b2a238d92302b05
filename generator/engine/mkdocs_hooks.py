"""MkDocs hooks so plain `mkdocs build|serve|gh-deploy` after `generate` gives the same site as `build`.

`python -m generator build` disables hooks: it passes these settings itself and indexes as its own stage.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from mkdocs.exceptions import PluginError

from generator.config import load_config
from generator.engine.engines import link_skipped_files
from generator.errors import GeneratorError
from generator import write
from generator.engine.search import FOLDER, index_site
from generator.engine.mkdocs_run import mkdocs_settings


@contextmanager
def _located() -> Iterator[None]:
    """Hand MkDocs a GeneratorError as a PluginError: it prints the located lines and exits 1, no traceback."""
    try:
        yield
    except GeneratorError as exc:
        raise PluginError(str(exc)) from None


def on_config(config, **kwargs):
    """Take the site name, URL and copyright from site_config/ (and $SITE_URL), the one source of truth."""
    with _located():
        settings, _ = load_config(Path(config["config_file_path"]).parent / "site_config")
    for key, value in mkdocs_settings(settings.site).items():
        config[key] = value
    return config


def on_post_build(config, **kwargs) -> None:
    """Link each paper's JSON file into the site (mkdocs.yml excludes them), then index the site for search."""
    docs, site = Path(config["docs_dir"]), Path(config["site_dir"])
    with _located():
        link_skipped_files(docs, site)
        write.replace_folder(site / FOLDER, index_site(site))

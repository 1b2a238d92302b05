"""The engines that turn the generated docs/ into HTML: MkDocs, ProperDocs and Zensical.

Each is handed one complete configuration, made here from mkdocs.yml and site_config/site.yml (name,
URL, copyright), with the theme overrides and a nav of only the pages this build wrote, so no setting
depends on a hook running:
- mkdocs runs in this process, with the speed-ups (speedups.py) unless they are switched off;
- properdocs, a maintained fork of MkDocs 1.x, runs the same configuration and hooks in a process of
  its own: importing it redirects every `mkdocs` import of the process to itself;
- zensical ignores hooks, and reads docs and writes the site only inside the folder of its
  configuration, where it also keeps a cache: it builds in a scratch folder beside the site's stage,
  from hard links to the docs, and the site is moved into the stage.
The search index is the generator's own stage after any of them (generator/engine/search.py).
"""

from __future__ import annotations

import calendar
import datetime as dt
import importlib.util
import os
import sys
from contextlib import contextmanager
from pathlib import Path, PurePosixPath
from typing import Any, Callable, Iterator

import yaml

from generator import parallel, write
from generator.config import SiteSettings
from generator.errors import GeneratorError, error
from generator.engine.nav_pages import present
from generator.resources import resource
from generator.engine.mkdocs_run import build_hooks, mkdocs_settings, run_mkdocs
from generator.sources import display_path
from generator.engine.theme_css import SEARCH_BOX, search_box_css
from generator.yaml_files import SafeLoader

ENGINES = ("mkdocs", "properdocs", "zensical")
IN_PROCESS = ("mkdocs",)  # the others run as commands of their own
CONFIG = "mkdocs.yml"  # ProperDocs and Zensical read MkDocs' format too; one format, one writer


def read_mkdocs_yml(mkdocs_yml: Path) -> dict[str, Any]:
    """Read mkdocs.yml as plain YAML, with its location on any problem."""
    where = display_path(mkdocs_yml)
    try:
        data = yaml.load(mkdocs_yml.read_text(encoding="utf-8"), Loader=SafeLoader)  # site_config's loader
    except OSError as exc:
        raise GeneratorError([error(where, f"cannot read: {exc.strerror}")]) from None
    except UnicodeDecodeError:
        raise GeneratorError([error(where, "cannot read: not UTF-8 text")]) from None
    except yaml.YAMLError as exc:  # !ENV and !!python tags too: every engine must read the written copy
        raise GeneratorError([error(where, f"not plain YAML the generator can pass on: {exc}")]) from None
    if not isinstance(data, dict):
        raise GeneratorError([error(where, "must be a mapping of MkDocs settings")])
    return data


def theme_folder(mkdocs_yml: Path, theme: dict[str, Any]) -> str:
    """Return the theme overrides folder, absolute: as mkdocs.yml names it, else the shipped one."""
    named = mkdocs_yml.parent / theme.get("custom_dir", "docs_templates/theme")
    return str((named if named.is_dir() else resource("docs_templates") / "theme").resolve())


def engine_config(engine: str, mkdocs_yml: Path, docs: Path, out: Path, site: SiteSettings,
                  speedups: bool = True) -> dict[str, Any]:
    """Return the whole configuration an engine builds docs into out with, absolute paths throughout."""
    config = read_mkdocs_yml(mkdocs_yml)
    theme = dict(config.get("theme") or {})
    theme["custom_dir"] = theme_folder(mkdocs_yml, theme)
    config.update(docs_dir=str(docs.resolve()), site_dir=str(out.resolve()), strict=True, theme=theme,
                  **mkdocs_settings(site))
    # The Trends page exists only with two collections: an entry without its page fails a strict build.
    config["nav"] = [entry for entry in config.get("nav") or [] if present(entry, docs)]
    if engine == "zensical":
        config.pop("hooks", None)
        theme["variant"] = "classic"  # Material's look; "modern" restyles the header the theme overrides
        config["plugins"] = {"search": {"enabled": False}}  # the header searches the generator's own index
        config["extra_css"] = [*config.get("extra_css", []), SEARCH_BOX]
    else:
        config["hooks"] = [str(hook) for hook in build_hooks(speedups)]
    return config


def build_site(mkdocs_yml: Path, docs: Path, out: Path, site: SiteSettings,
               advance: Callable[[int], None] | None = None, engine: str = "mkdocs", speedups: bool = True,
               updated: dt.date | None = None) -> None:
    """Build the site from docs into out with an engine, strictly: any warning fails the build; speedups=False renders
    plainly; updated: the date the engine gives the site (dated)."""
    if engine not in ENGINES:
        raise GeneratorError([error("--engine", f"unknown engine {engine!r}; choose one of {', '.join(ENGINES)}")])
    if importlib.util.find_spec(engine) is None:
        raise GeneratorError([error("--engine", f"{engine} is not installed; pip install 'abstract-site[{engine}]'")])
    config = engine_config(engine, mkdocs_yml, docs, out, site, speedups)
    with dated(updated), write.scratch(out) as scratch:
        if engine == "zensical":
            config = zensical_project(config, docs, scratch)
        write.write_files(scratch, {CONFIG: yaml.safe_dump(config, allow_unicode=True, sort_keys=True)})
        if engine in IN_PROCESS:
            run_mkdocs(scratch / CONFIG, mkdocs_yml, advance)
        else:
            _run_engine(engine, scratch / CONFIG, mkdocs_yml)
        if engine == "zensical":
            write.move_into(scratch / "site", out)
    write.mark(out)  # MkDocs and ProperDocs empty the folder, marker included
    link_skipped_files(docs, out)


@contextmanager
def dated(updated: dt.date | None) -> Iterator[None]:
    """Let the engine date the site by updated (SOURCE_DATE_EPOCH), unless the environment already dates it."""
    # MkDocs stamps the build's day into sitemap.xml.gz (its gzip header) and, given a site_url, into every
    # <lastmod>: two builds either side of midnight differed. The content's own date keeps rebuilds byte-identical.
    if updated is None or "SOURCE_DATE_EPOCH" in os.environ:
        yield
        return
    os.environ["SOURCE_DATE_EPOCH"] = str(calendar.timegm(updated.timetuple()))
    try:
        yield
    finally:
        del os.environ["SOURCE_DATE_EPOCH"]


def link_skipped_files(docs: Path, out: Path) -> None:
    """Link into the built site each paper's JSON file, which mkdocs.yml has the engines skip."""
    # MkDocs copied 14k of them one by one (seconds on this file system); a hard link writes no data.
    write.link_files(docs, out, [p.relative_to(docs).as_posix() for p in sorted((docs / "papers").glob("*.json"))])


def folder_page(rel: str) -> str:
    """Give a page of its own folder URL the source path `<folder>/index.md`: papers/x.md becomes papers/x/index.md."""
    path = PurePosixPath(rel)
    return rel if path.suffix != ".md" or path.name == "index.md" else str(path.with_suffix("") / "index.md")


def zensical_project(config: dict[str, Any], docs: Path, scratch: Path) -> dict[str, Any]:
    """Lay out docs in scratch, the folder Zensical confines itself to; return the config for building there."""
    # Zensical resolves relative links in HTML against the page's source file, MkDocs 1.x against its
    # URL, which the pages are written for: papers/x.md is served at papers/x/, one folder deeper. With
    # each page as the index.md of its URL's folder, the two are the same and no link changes.
    pages = sorted(p.relative_to(docs).as_posix() for p in docs.rglob("*") if p.is_file())
    write.link_files(docs, scratch / "docs", pages, folder_page)
    write.write_files(scratch / "docs", {SEARCH_BOX: search_box_css()})
    # Relative: 0.0.73 panics on an absolute docs_dir.
    return {**config, "docs_dir": "docs", "site_dir": "site", "nav": [moved_entry(entry) for entry in config["nav"]]}


def moved_entry(entry: Any) -> Any:
    """A nav entry with its page at folder_page's path; links and sections are kept."""
    if isinstance(entry, dict) and len(entry) == 1:
        (title, target), = entry.items()
        return {title: folder_page(target) if isinstance(target, str) else target}
    return folder_page(entry) if isinstance(entry, str) else entry


def _run_engine(engine: str, config_file: Path, mkdocs_yml: Path) -> None:
    """Run an engine's build command in its own process; its output becomes located problems on failure."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}  # Material's notice about MkDocs 2, on every build
    command = [sys.executable, "-m", engine, "build", "--strict", "--config-file", str(config_file)]
    done = parallel.run_command(command, config_file.parent, env)
    if done.returncode != 0:
        where = display_path(mkdocs_yml)
        # The last lines say what failed; a Python traceback's frames would only hide that.
        lines = [line for line in (done.stderr + done.stdout).splitlines()
                 if line.strip() and not line.startswith((" ", "Traceback"))][-12:]
        raise GeneratorError([error(where, f"{engine}: {line}") for line in lines]
                             + [error(where, f"{engine} build failed (exit {done.returncode})")])

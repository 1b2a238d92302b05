"""Command line: build, generate and check, with one readable line per problem."""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

from generator.build import Analysis, Options, analyse, build, generate
from generator.engine.engines import ENGINES
from generator.errors import GeneratorError
from generator.progress import Progress
from generator.resources import config_folder
from generator.title_cache import FOLDER as CACHE


def parser() -> argparse.ArgumentParser:
    """Describe the commands and their options."""
    called = Path(sys.argv[0]).name  # `abstract-site`, or __main__.py under `python -m generator`
    prog = "python -m generator" if called == "__main__.py" else called
    top = argparse.ArgumentParser(prog=prog, description=__doc__)
    commands = top.add_subparsers(dest="command", required=True)
    for name, text in (
        ("build", "write docs/ and build the site with an engine (MkDocs by default) and the search index"),
        ("generate", "write the Markdown docs/ only"),
        ("check", "parse and derive, print a summary and every problem, write nothing"),
    ):
        sub = commands.add_parser(name, help=text, description=text)
        sub.add_argument("--seeds", type=Path, default=Path("seeds"), help="a .txt file or a folder of them")
        sub.add_argument("--config", type=Path, default=None,
                         help="folder of site.yml, tags.yml (default: ./site_config, else the shipped one)")
        sub.add_argument("--docs", type=Path, default=Path("docs"), help="where the Markdown pages go")
        sub.add_argument("--cache", type=Path, default=CACHE,
                         help=f"where derived titles are kept, so the next run derives only new or changed "
                              f"abstracts (default: {CACHE})")
        sub.add_argument("--no-cache", dest="cache", action="store_const", const=None,
                         help="derive every title afresh and keep none")
        if name == "build":
            sub.add_argument("--out", type=Path, default=Path("site"), help="where the built site goes")
            sub.add_argument("--engine", choices=ENGINES, default="mkdocs",
                             help="what turns the pages into HTML (properdocs and zensical are extras: "
                                  "pip install 'abstract-site[zensical]')")
            sub.add_argument("--no-speedups", dest="speedups", action="store_false",
                             help="let MkDocs and ProperDocs render every page themselves, without the speed-ups: "
                                  "the same site, built slower (README: Upgrading the engine)")
        if name == "check":
            sub.add_argument("--suggest-tags", action="store_true", help="list frequent phrases no tag covers")
    return top


def summary(analysis: Analysis) -> list[str]:
    """Describe what was read: papers per file, tags in use, warnings."""
    lines = [f"{where}: {n} paper{'s' if n != 1 else ''}" for where, n in analysis.parsed.counts]
    papers = analysis.corpus.papers
    tags = Counter(t for p in papers for t in p.tags)
    lines.append(f"{len(papers)} papers, {len(tags)} tags in use, {len(analysis.warnings)} warnings")
    return lines


def run(args: argparse.Namespace) -> int:
    """Run one command; problems are raised as GeneratorError."""
    config = args.config or config_folder()
    out, engine = getattr(args, "out", Path("site")), getattr(args, "engine", "mkdocs")
    options = Options(args.seeds, config, args.docs, out, engine, getattr(args, "speedups", True), args.cache)
    progress = Progress()
    if args.command == "check":
        analysis = analyse(options, progress)
    elif args.command == "generate":
        analysis = generate(options, progress)
    else:
        analysis = build(options, progress)
    for problem in analysis.warnings:
        print(problem, file=sys.stderr)
    print("\n".join(summary(analysis)))
    if args.command == "check" and args.suggest_tags:
        from generator.derive.suggest import suggest_tags

        print("\n".join(suggest_tags(analysis)))
    if args.command != "check":
        print(progress.summary())
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point: exit 0 on success, 1 with located messages on bad input."""
    args = parser().parse_args(argv)
    try:
        return run(args)
    except GeneratorError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print(f"failed: {len(exc.errors)} error(s)", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted; previous output left in place", file=sys.stderr)
        return 130


def console() -> None:
    """Run the command line as a program: exit with main's status, skipping the interpreter's teardown."""
    status = main()
    # A generation leaves half a gigabyte of objects, and freeing them one by one at exit took 0.4 s
    # after the work was done. Files are closed and workers ended by now: only the output needs flushing.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)

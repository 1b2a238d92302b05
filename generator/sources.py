"""Find and read the input files; the only reading of seeds from disk."""

from __future__ import annotations

import os
from pathlib import Path

from generator.errors import Problem, error, raise_on_errors
from generator.models import Source


def display_path(path: Path) -> str:
    """Show a path relative to the working directory when it lies below it."""
    try:
        return os.path.relpath(path) if not os.path.relpath(path).startswith("..") else str(path)
    except ValueError:
        return str(path)


def read_all(path: Path) -> tuple[tuple[Source, ...], list[Problem]]:
    """Read one .txt file, or every .txt file in a folder sorted by name; report what cannot be read."""
    if path.is_file():
        files = [path]
    elif path.is_dir():
        files = sorted((p for p in path.iterdir() if p.suffix == ".txt" and p.is_file()), key=lambda p: p.name)
        if not files:
            return (), [error(display_path(path), "no .txt abstract files in this folder")]
    else:
        return (), [error(display_path(path), "no such file or folder")]
    sources, problems = [], []
    for file in files:
        try:
            sources.append(Source(file.name, display_path(file), file.read_bytes()))
        except OSError as exc:
            problems.append(error(display_path(file), f"cannot read: {exc.strerror}"))
    return tuple(sources), problems


def read_sources(path: Path) -> tuple[Source, ...]:
    """Read the sources at path; raise once listing every file that cannot be read."""
    sources, problems = read_all(path)
    raise_on_errors(problems)
    return sources

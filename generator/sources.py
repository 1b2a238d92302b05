"""Find and read the input files; the only reading of seeds from disk."""

from __future__ import annotations

import os
from pathlib import Path

from generator.errors import GeneratorError, error
from generator.models import Source


def display_path(path: Path) -> str:
    """Show a path relative to the working directory when it lies below it."""
    try:
        return os.path.relpath(path) if not os.path.relpath(path).startswith("..") else str(path)
    except ValueError:
        return str(path)


def read_sources(path: Path) -> tuple[Source, ...]:
    """Read one .txt file, or every .txt file in a folder, sorted by name."""
    if path.is_file():
        files = [path]
    elif path.is_dir():
        files = sorted(p for p in path.iterdir() if p.suffix == ".txt" and p.is_file())
        if not files:
            raise GeneratorError([error(display_path(path), "no .txt abstract files in this folder")])
    else:
        raise GeneratorError([error(display_path(path), "no such file or folder")])
    return tuple(Source(p.name, display_path(p), p.read_bytes()) for p in files)

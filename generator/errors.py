"""Problems found in user input, and the one exception that carries them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Problem:
    """One located finding: an error stops the run, a warning does not."""

    where: str
    message: str
    level: str = "error"

    def __str__(self) -> str:
        prefix = "" if self.level == "error" else "warning: "
        return f"{self.where}: {prefix}{self.message}"

    @property
    def is_error(self) -> bool:
        return self.level == "error"


def error(where: str, message: str) -> Problem:
    """Make an error problem."""
    return Problem(where, message, "error")


def warning(where: str, message: str) -> Problem:
    """Make a warning problem."""
    return Problem(where, message, "warning")


class GeneratorError(Exception):
    """A user-facing failure: every problem is printed on its own line, no traceback."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]):
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    def __reduce__(self) -> tuple:
        return GeneratorError, (self.problems,)  # raised in a render worker, re-raised here whole

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.is_error)


def raise_on_errors(problems: list[Problem] | tuple[Problem, ...], keep_warnings: bool = False) -> None:
    """Raise once if any problem is an error, carrying every error (and the warnings if asked)."""
    if any(p.is_error for p in problems):
        raise GeneratorError([p for p in problems if keep_warnings or p.is_error])

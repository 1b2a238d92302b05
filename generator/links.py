"""Find code repository links in abstract text."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

_URL = re.compile(r"https?://[^\s<>\"'\]\)}\\]+", re.I)
CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "huggingface.co",
              "anonymous.4open.science", "sr.ht", "gitee.com")


def find_urls(text: str) -> list[str]:
    """Return every http(s) URL in order, trailing punctuation removed."""
    found = []
    for match in _URL.finditer(text):
        url = match.group(0).rstrip(".,;:!?*_")
        if url not in found:
            found.append(url)
    return found


def host(url: str) -> str:
    """Return a URL's host without a leading www."""
    name = urlsplit(url).hostname or ""
    return name.removeprefix("www.")


def is_code(url: str) -> bool:
    """Tell a repository link from other links: a code host and a path below the host."""
    name = host(url)
    path = urlsplit(url).path.strip("/")
    return bool(path) and any(name == h or name.endswith("." + h) for h in CODE_HOSTS)


def code_links(text: str) -> tuple[str, ...]:
    """Return the repository URLs an abstract links to."""
    return tuple(url for url in find_urls(text) if is_code(url))

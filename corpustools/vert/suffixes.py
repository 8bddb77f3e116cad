"""The public suffix list: which part of a host name a site registers (``news.bbc.co.uk`` -> ``bbc.co.uk``).

The ``<doc site>`` attribute, the container's and the short lines' own-site links and the cleaner's own-coverage test
all ask it; it lives here, below the extractor's modules, so that each can ask without importing the metadata reader.
The list ships inside the ``publicsuffixlist`` package and is read from there: nothing is downloaded at run time.
"""

from __future__ import annotations

import functools
import ipaddress
import itertools
import logging
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

log = logging.getLogger(__name__)

MIN_SUFFIX_RULES = 1000  # the list has ~10,000; a cached copy with fewer is not used


@functools.lru_cache(maxsize=1)
def suffix_list() -> Any:
    """The public suffix list bundled with ``publicsuffixlist``, read from disk.  Parsing it converts
    each of its ~10,000 rules to punycode too (Python's idna codec: ~25 ms in every worker start); the
    rules as parsed, punycode included, are kept once as text in the user's cache folder and read back
    without that step (~6 ms): the same set of rules."""
    import publicsuffixlist
    from publicsuffixlist import PublicSuffixList

    path = _suffix_cache_path(publicsuffixlist)
    try:
        rules = path.read_bytes()
        if rules.count(b"\n") > MIN_SUFFIX_RULES:  # a whole file (it is written under another name first)
            return _parsed_suffixes(PublicSuffixList, rules)
    except (OSError, ValueError):
        pass
    psl = PublicSuffixList()
    rules = getattr(psl, "_publicsuffix", None)  # the parsed rules; cached only where the library has them
    if rules and len(rules) > MIN_SUFFIX_RULES:
        from corpustools.workspace import write_text

        try:
            write_text("\n".join(sorted(rules)) + "\n", path)  # workers may race: the last identical file wins
        except OSError as exc:
            log.debug(f"public suffix cache not written ({exc})")
    return psl


_PSL_STATE = {"accept_unknown", "_publicsuffix", "_maxlabel"}  # what publicsuffixlist's parse leaves, as of 0.9-1.0


def _parsed_suffixes(cls: Any, rules: bytes) -> Any:
    """``cls(source=rules, accept_encoded_idn=False)`` for the cached rules (lower case, one a line, no
    comment: what the library's parse kept): its state set from the lines at once, not by the library's
    loop over the 10,000 lines (~25 ms of every worker start), where that state is the one it knows (else
    the library parses them)."""
    probe = cls(source=b"a.b\n", accept_encoded_idn=False)
    if set(vars(probe)) != _PSL_STATE or probe._publicsuffix != frozenset(("a.b",)) or probe._maxlabel != 2:
        return cls(source=rules, accept_encoded_idn=False)
    lines = [line for line in rules.decode("utf-8").split("\n") if line]
    psl = cls.__new__(cls)
    psl.accept_unknown = probe.accept_unknown
    psl._publicsuffix = frozenset(lines)
    psl._maxlabel = max(map(str.count, lines, itertools.repeat("."))) + 1  # (no generator: 10,000 lines)
    return psl


def _suffix_cache_path(module: Any) -> Path:
    import hashlib

    from corpustools.vert.langid import cache_root

    source = Path(module.PSLFILE)
    try:
        stamp = f"v1:{module.__version__}:{source.resolve()}:{source.stat().st_size}:{source.stat().st_mtime_ns}"
    except (OSError, AttributeError):
        stamp = f"v1:{source}"
    return cache_root() / f"public-suffixes-{hashlib.sha1(stamp.encode()).hexdigest()[:16]}.txt"


@functools.lru_cache(maxsize=4096)
def site_of(url: str) -> str:
    """The registered domain of ``url`` (``bbc.co.uk``, ``something.gov.uk``, ``idnes.cz``), in Unicode;
    an IP address or a bare host name (``localhost``) as it is; "" without a host."""
    try:
        host = (urlsplit(url).hostname or "").rstrip(".").lower()
    except ValueError:
        return ""
    return domain_of(host) if host else ""


def domain_of(host: str) -> str:
    """The registered domain of ``host`` (a lower-case host name: ``news.bbc.co.uk`` -> ``bbc.co.uk``), in Unicode;
    an IP address or a bare host name as it is."""
    try:
        ipaddress.ip_address(host)
        return host
    except ValueError:
        pass
    if "xn--" in host:
        try:
            host = host.encode("ascii").decode("idna")
        except (UnicodeError, ValueError):
            pass
    found = suffix_list().privatesuffix(host)
    return found or host

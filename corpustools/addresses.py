"""Host names and addresses: which hosts exist (IDNA 2008 / UTS #46) and which may be connected to.

* :func:`encode_host` turns a host name into its one ASCII form as browsers do (UTS #46, IDNA 2008:
  ``straße.de`` is ``xn--strae-oqa.de``, not IDNA 2003's different domain ``strasse.de``) and refuses
  names with spaces, control characters or other code points no host may contain.
* :func:`is_public_ip` says whether an address is on the public internet.  IPv6 forms that carry an
  IPv4 address (IPv4-mapped ``::ffff:a.b.c.d``, IPv4-compatible ``::a.b.c.d``, NAT64 ``64:ff9b::/96``,
  6to4 ``2002::/16``, Teredo) are judged by the IPv4 address inside them.
* :class:`AddressPolicy` resolves a name once, through a resolver function (a seam for tests), refuses
  it when any of its addresses is private, and hands back the checked addresses so that the caller
  connects to exactly those (requests' connections and the wget fallback both do), never resolving
  the name a second time: a DNS answer that changes in between (rebinding) cannot reach an internal
  address, and a private address gets no TCP connection at all.
"""

from __future__ import annotations

import ipaddress
import logging
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import idna

log = logging.getLogger(__name__)

ALLOWED_SCHEMES = ("http", "https")
# WHATWG URL "forbidden host code points" plus every control character and space
_FORBIDDEN = frozenset("\x00\t\n\r #/:<>?@[\\]^|%") | frozenset(chr(c) for c in range(0x20)) | {"\x7f"}
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_SIX_TO_FOUR = ipaddress.ip_network("2002::/16")
_COMPATIBLE = ipaddress.ip_network("::/96")


class BlockedAddress(Exception):
    """The URL's scheme or address is not allowed by the policy."""


def encode_host(host: str) -> str | None:
    """The lower-case ASCII form of a host name (IDNA 2008 with UTS #46 mapping, non-transitional,
    as browsers do), or None when it is not a valid host.  IP literals are returned as they are."""
    host = host.lower().rstrip(".")
    try:
        return str(ipaddress.ip_address(host.strip("[]").split("%", 1)[0])) and host
    except ValueError:
        pass
    if not host or any(ch in _FORBIDDEN or not ch.isprintable() for ch in host):
        return None
    try:
        host.encode("ascii")
        return host
    except UnicodeEncodeError:
        pass
    try:
        return idna.encode(host, uts46=True).decode("ascii").lower()
    except (idna.IDNAError, UnicodeError, ValueError):
        pass
    # IDNA 2008 refuses some names browsers still open (emoji, symbols): UTS #46 mapping, then
    # Punycode label by label, as the WHATWG URL standard does without the strict checks.
    try:
        mapped = idna.uts46_remap(host, std3_rules=False, transitional=False)
        labels = []
        for label in mapped.split("."):
            if not label:
                return None
            try:
                labels.append(label.encode("ascii").decode("ascii"))
            except UnicodeEncodeError:
                labels.append("xn--" + label.encode("punycode").decode("ascii"))
        encoded = ".".join(labels).lower()
    except (idna.IDNAError, UnicodeError, ValueError):
        return None
    return encoded if len(encoded) <= 253 else None


def embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4, Teredo), if any."""
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    value = int(ip)
    if ip in _NAT64 or (ip in _COMPATIBLE and value > 1):
        return ipaddress.IPv4Address(value & 0xFFFFFFFF)
    if ip in _SIX_TO_FOUR:
        return ip.sixtofour
    if ip.teredo is not None:
        return ip.teredo[1]  # the client's address (the server's is public by definition)
    return None


def is_public_ip(address: str) -> bool:
    """Whether ``address`` is a public unicast address (private forms inside IPv6 count as private)."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        inner = embedded_ipv4(ip)
        if inner is not None:
            ip = inner
    return ip.is_global and not ip.is_multicast


def system_resolve(host: str, port: int) -> list[str]:
    """The addresses of ``host`` from the system resolver (``socket.getaddrinfo``), in its order."""
    seen: list[str] = []
    for info in socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP):
        address = str(info[4][0])
        if address not in seen:
            seen.append(address)
    return seen


def _is_localhost(host: str) -> bool:
    return host in ("localhost", "localhost.localdomain") or host.endswith(".localhost")


@dataclass(frozen=True)
class AddressPolicy:
    """Which URLs may be fetched and which addresses connected to.

    ``resolver(host, port)`` lists a name's addresses and ``is_public(address)`` judges one; both are
    seams (tests use them to stage a DNS answer that changes, without DNS).
    """

    allow_private: bool = False
    resolver: Callable[[str, int], list[str]] = field(default=system_resolve, compare=False)
    is_public: Callable[[str], bool] = field(default=is_public_ip, compare=False)

    def check_url(self, url: str) -> None:
        """Refuse a URL whose scheme is not http(s), whose host is malformed, or that names a private
        address literally; names are checked when resolved (:meth:`resolve`)."""
        try:
            parts = urlsplit(url)
            parts.port  # noqa: B018 - raises ValueError for a bad port
        except ValueError as exc:
            raise BlockedAddress(f"malformed URL: {exc}") from None
        if parts.scheme.lower() not in ALLOWED_SCHEMES:
            raise BlockedAddress(f"scheme {parts.scheme or '(none)'!r} is not http or https")
        host = parts.hostname
        if not host:
            raise BlockedAddress("URL has no host")
        if encode_host(host) is None:
            raise BlockedAddress(f"malformed host name {host!r}")
        if self.allow_private:
            return
        try:
            literal = ipaddress.ip_address(host)
        except ValueError:
            return
        self.check_peer(str(literal))

    def check_peer(self, address: str) -> None:
        if not self.allow_private and not self.is_public(address):
            raise BlockedAddress(f"{address} is a private address (use --allow-private)")

    def resolve(self, host: str, port: int) -> list[str]:
        """The addresses to connect to for ``host``: resolved once, every one checked.  Raises
        :class:`BlockedAddress` when any is private (a name that also points inside is not fetched),
        ``OSError`` (``socket.gaierror``) when the name does not resolve."""
        host = host.strip("[]")
        try:
            return [self._checked(str(ipaddress.ip_address(host.split("%", 1)[0])))]
        except ValueError:
            pass
        name = encode_host(host)
        if name is None:
            raise BlockedAddress(f"malformed host name {host!r}")
        if _is_localhost(name) and self.resolver is system_resolve:
            addresses = ["127.0.0.1"]  # RFC 6761: loopback, whatever a resolver says
        else:
            addresses = self.resolver(name, port)
        if not addresses:
            raise socket.gaierror(socket.EAI_NONAME, f"{name}: no addresses")
        if not self.allow_private:
            for address in addresses:
                if not self.is_public(address):
                    raise BlockedAddress(f"{name} resolves to {address}, a private address (use --allow-private)")
        return addresses

    def _checked(self, address: str) -> str:
        self.check_peer(address)
        return address

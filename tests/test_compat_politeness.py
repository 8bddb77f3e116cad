"""Politeness per IP address and the general rest, as the servers see it (their own clocks): several
host names on one loopback IP share one budget; hosts on distinct 127.0.0.x addresses are not slowed."""

from __future__ import annotations

from download_support import CLOCK_SLACK, assert_polite, page, responses, settings
from httpserver import Route

from corpustools.download.run import download_adhoc


def _site(serve, host: str):
    return serve({"/robots.txt": Route("", status=404), **{f"/a{n}": Route(page(n)) for n in range(3)}}, host=host)


def _spans(servers) -> list[tuple[float, float]]:
    return sorted((h.start, h.end) for server in servers for h in server.hits)


def _max_overlap(spans: list[tuple[float, float]]) -> int:
    events = sorted([(s, 1) for s, _ in spans] + [(e, -1) for _, e in spans])
    level = peak = 0
    for _, step in events:
        level += step
        peak = max(peak, level)
    return peak


def _aliases(server, path: str) -> list[str]:
    """Two host names of one server: its dotted quad and the short form 127.0.N (inet_aton reads both)."""
    quad = server.host.split(".")
    short = f"{quad[0]}.{quad[1]}.{quad[3]}"
    return [server.url(path), f"http://{short}:{server.port}{path}"]


def test_hosts_sharing_an_ip_never_overlap_and_get_the_pause_while_others_are_not_slowed(serve, tmp_path):
    shared_one = _site(serve, "127.0.0.81")  # two names of this server and a second server on the same IP
    shared_two = _site(serve, "127.0.0.81")
    alone = [_site(serve, f"127.0.0.{82 + i}") for i in range(3)]
    urls = [u for p in ("/a0", "/a1") for u in _aliases(shared_one, p)] + [shared_two.url(p) for p in ("/a0", "/a1")]
    urls += [s.url(p) for s in alone for p in ("/a0", "/a1")]
    links = tmp_path / "links.txt"
    links.write_text("\n".join(urls) + "\n")
    out = tmp_path / "out.warc.xz"

    counters = download_adhoc(settings(download__workers=16, download__max_hosts_per_ip=1), [str(links)], out)

    assert counters["fetched"] == len(urls) and set(responses(out)) == set(urls)
    spans = _spans([shared_one, shared_two])
    assert len(spans) == 3 * 3  # three hosts on the IP: robots.txt and two pages each
    for (_, end), (start, _) in zip(spans, spans[1:]):
        assert start - end >= 1.0 - CLOCK_SLACK, "two requests to one IP closer than the pause"
    assert _max_overlap(spans) == 1
    assert spans[-1][1] - spans[0][0] >= 8 * 1.0 - CLOCK_SLACK  # nine requests, eight pauses
    assert_polite(alone, 1.0)
    for server in alone:  # three requests and two pauses each, at the same time as the shared IP's
        own = _spans([server])
        assert len(own) == 3 and own[-1][1] - own[0][0] < 2 * 1.0 + 1.5, "a host on its own IP was slowed"


def test_two_lanes_per_ip_let_two_hosts_in_flight_at_most(serve, tmp_path):
    servers = [_site(serve, "127.0.0.86") for _ in range(3)]
    for server in servers:  # slow answers: requests that may run at once do meet
        server.routes = {path: Route(route.body, route.status, route.headers, delay=1.0)
                         for path, route in server.routes.items()}
    urls = [s.url(p) for s in servers for p in ("/a0", "/a1", "/a2")]
    links = tmp_path / "links.txt"
    links.write_text("\n".join(urls) + "\n")

    counters = download_adhoc(settings(download__workers=16, download__max_hosts_per_ip=2), [str(links)],
                              tmp_path / "out.warc.xz")

    assert counters["fetched"] == len(urls)
    assert _max_overlap(_spans(servers)) == 2
    assert_polite(servers, 1.0)


def test_a_general_rest_after_m_requests_to_one_host(serve, tmp_path):
    server = serve({"/robots.txt": Route("", status=404), **{f"/a{n}": Route(page(n)) for n in range(5)}},
                   host="127.0.0.88")
    links = tmp_path / "links.txt"
    links.write_text("".join(server.url(f"/a{n}") + "\n" for n in range(5)))

    counters = download_adhoc(settings(download__requests_per_rest=2, download__rest_seconds=2.5), [str(links)],
                              tmp_path / "out.warc.xz")

    assert counters["fetched"] == 5
    hits = sorted(server.hits, key=lambda h: h.start)
    gaps = [after.start - before.end for before, after in zip(hits, hits[1:])]
    assert len(gaps) == 5
    for i, gap in enumerate(gaps):  # after the 2nd and the 4th request the host rests
        assert gap >= (2.5 if i in (1, 3) else 1.0) - CLOCK_SLACK, gaps
    assert gaps[0] < 2.0 and gaps[2] < 2.0  # and otherwise only the pause

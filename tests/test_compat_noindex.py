"""Page-level robots rules: ``<meta name="robots" content="noindex">`` and ``X-Robots-Tag: noindex`` keep
a page out of the vertical (the WARC keeps it); ``vert.obey_noindex = false`` ignores them."""

from __future__ import annotations

from collect_support import cli
from download_support import responses
from httpserver import Route
from vert_support import CS_TEXT, CS_TEXT2, docs_of, page


def _article(n: int, head: str = "") -> str:
    return page(f"<article><h1>Článek {n}</h1><p>{CS_TEXT}</p><p>{CS_TEXT2} ({n})</p></article>", f"Článek {n}",
                head=head)


def test_noindex_pages_are_in_the_warc_but_not_in_the_vertical(serve, tmp_path):
    html = {"Content-Type": "text/html; charset=utf-8"}
    server = serve({
        "/robots.txt": Route("", status=404),
        "/plain": Route(_article(1)),
        "/meta": Route(_article(2, '<meta name="robots" content="noindex, follow">')),
        "/meta-ours": Route(_article(3, "<meta content='NOINDEX' name='corpustools'>")),
        "/header": Route(_article(4), headers={**html, "X-Robots-Tag": "noindex"}),
        "/other-bot": Route(_article(5), headers={**html, "X-Robots-Tag": "otherbot: noindex"}),
        "/nofollow": Route(_article(6, '<meta name="robots" content="nofollow">')),
    }, host="127.0.0.95")
    paths = ["/plain", "/meta", "/meta-ours", "/header", "/other-bot", "/nofollow"]
    (tmp_path / "links.txt").write_text("".join(server.url(p) + "\n" for p in paths))
    warc = tmp_path / "out.warc.xz"
    done = cli("download", "-i", str(tmp_path / "links.txt"), "-o", str(warc), "--allow-private")
    assert done.returncode == 0, done.stderr
    assert sorted(responses(warc)) == sorted(server.url(p) for p in paths)  # the WARC keeps every record

    vert = cli("vert", "-i", str(warc), "-o", str(tmp_path / "out.vert"), "-m", "1")
    assert vert.returncode == 0, vert.stderr
    kept = [d.split('url="', 1)[1].split('"', 1)[0] for d in docs_of((tmp_path / "out.vert").read_text())]
    assert sorted(kept) == sorted(server.url(p) for p in ("/plain", "/other-bot", "/nofollow"))
    assert "noindex 3" in vert.stderr  # skipped: ..., noindex 3, ...

    (tmp_path / "c.toml").write_text("[vert]\nobey_noindex = false\n")
    everything = cli("vert", "-i", str(warc), "-o", str(tmp_path / "all.vert"), "-m", "1", "-c", str(tmp_path / "c.toml"))
    assert everything.returncode == 0, everything.stderr
    assert len(docs_of((tmp_path / "all.vert").read_text())) == len(paths)

"""download keeps a page served with an XML content type whose body is (X)HTML, as vert would read it;
an XML body that is no web page (a feed, a sitemap) served the same way is still skipped."""

from __future__ import annotations

import gzip

from download_support import responses
from httpserver import Route

from corpustools.cli import main

XHTML = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
         '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml">'
         '<head><title>Zpráva</title></head><body><p>Text zprávy o počasí.</p></body></html>')
SITEMAP = ('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
           '<url><loc>http://x.cz/</loc></url></urlset>')


def test_xhtml_served_as_xml_is_kept_and_xml_that_is_no_page_is_skipped(serve, tmp_path, capsys):
    xml = {"Content-Type": "application/xml; charset=utf-8"}
    server = serve({
        "/robots.txt": Route("", status=404),
        "/app-xml": Route(XHTML, headers=xml),
        "/text-xml": Route(XHTML, headers={"Content-Type": "text/xml"}),
        "/xhtml": Route(XHTML, headers={"Content-Type": "application/xhtml+xml"}),
        "/gzipped": Route(gzip.compress(XHTML.encode()), headers={**xml, "Content-Encoding": "gzip"}),
        "/sitemap": Route(SITEMAP, headers=xml),
    }, host="127.0.0.93")
    links = tmp_path / "links.txt"
    names = ["/app-xml", "/text-xml", "/xhtml", "/gzipped", "/sitemap"]
    links.write_text("".join(server.url(n) + "\n" for n in names))
    out = tmp_path / "out.warc.gz"
    assert main(["download", "-i", str(links), "-o", str(out), "--allow-private", "-m", "1"]) == 0
    assert set(responses(out)) == {server.url(n) for n in names[:4]}
    err = capsys.readouterr().err
    assert "4 fetched" in err

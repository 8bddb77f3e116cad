"""vert reads the WARCs that `download` writes: multi-stream xz, and the warc attribute matches its CDXJ."""

from __future__ import annotations

import gzip
import json
import re
import time

from vert_support import CS_TEXT, CS_TEXT2, page, read_vert, settings_data

from corpustools.download.capture import Exchange, capture_records
from corpustools.vert.run import convert
from corpustools.vertical.lint import lint_file
from corpustools.warc.writer import WarcOutput


def test_download_warc_with_grouped_xz_streams_and_cdxj(tmp_path):
    warc = tmp_path / "20261120T100000Z.warc.xz"
    out = WarcOutput(warc, "xz", warc.name, preset=0, group_bytes=3000)
    for i in range(6):
        html = page(f"<article><h1>Článek {i}</h1><p>{CS_TEXT} {i}</p><p>{CS_TEXT2}</p></article>").encode("cp1250")
        headers = "Content-Type: text/html; charset=windows-1250\r\n"
        body = html
        if i % 2:  # some servers compress: the WARC keeps the body as sent
            body = gzip.compress(html)
            headers += "Content-Encoding: gzip\r\n"
        head = f"HTTP/1.1 200 OK\r\n{headers}Content-Length: {len(body)}\r\n\r\n".encode()
        ex = Exchange(url=f"https://www.example.cz/c/{i}", request_head=b"GET / HTTP/1.1\r\n\r\n", response_head=head,
                      body=body, peer_ip="192.0.2.1", started=time.time(), fetcher="requests", status=200,
                      content_type="text/html; charset=windows-1250")
        cap = capture_records(ex)
        out.add(cap.records, cap.response_index, cap.index)
    out.close()
    cdxj = {json.loads(line.split(" ", 2)[2])["url"]: json.loads(line.split(" ", 2)[2])
            for line in out.cdxj_text().splitlines()}
    vert = tmp_path / "out.vert"
    counters = convert(settings_data(), [warc], vert, workers=1)
    text = read_vert(vert)
    assert counters["documents"] == 6 and "input_damaged" not in counters
    assert text.count('enc="windows-1250"') == 6 and "žluťoučký\nkůň" in text
    places = re.findall(r'url="([^"]+)"[^>]*warc="[^:"]+:(\d+):(\d+)"', text)
    assert len(places) == 6 and len({stream for _, stream, _ in places}) > 1  # several xz streams
    for url, stream, offset in places:
        assert (cdxj[url]["offset"], cdxj[url]["record_offset"]) == (stream, offset)
    assert lint_file(vert) == []

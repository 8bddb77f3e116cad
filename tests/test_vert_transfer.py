"""A document crosses the pipe from its worker as UTF-8 bytes (out of band), and the reading process writes
those bytes as they came: the body is never decoded and encoded again in the one serial process of a run,
yet reads back the same wherever it is read."""

from __future__ import annotations

import os
import pickle
import threading

from corpustools.vert.document import DocResult
from corpustools.vert.worker import read_msg, write_msg

BODY = "<p>\nŽluťoučký\tkůň\n„úpěl“ ďábelské ódy 🐎\n</p>\n</doc>\n" * 2000  # ~130 kB: more than a pipe holds


def _through_pipe(obj: object) -> object:
    read_end, write_end = os.pipe()
    got: list[object] = []
    reader = threading.Thread(target=lambda: got.append(read_msg(read_end)))
    reader.start()
    write_msg(write_end, obj)
    reader.join(10)
    os.close(read_end)
    os.close(write_end)
    return got[0]


def test_a_document_crosses_the_pipe_as_the_bytes_to_write() -> None:
    doc = DocResult({"title": "Kůň", "lang": "cs"}, BODY, "f" * 40, {"tokens": 12, "paragraphs": 3})
    ok, got = _through_pipe((True, doc))
    assert ok is True
    assert got.utf8() == BODY.encode("utf-8")  # what run._write writes, as the worker encoded it
    assert got.body == BODY and got.attrs == doc.attrs and got.text_hash == doc.text_hash
    assert got.counters == doc.counters and got.skipped == ""
    assert got == _through_pipe((True, doc))[1]
    again = pickle.loads(pickle.dumps(got, protocol=5))  # handed on again (another pool, a retry)
    assert again.body == BODY and again.utf8() == BODY.encode("utf-8")


def test_a_skipped_page_crosses_the_pipe_as_it_is() -> None:
    ok, got = _through_pipe((True, DocResult(counters={"skipped:listing": 1}, skipped="listing")))
    assert got.skipped == "listing" and got.body == "" and got.utf8() == b"" and got.counters == {"skipped:listing": 1}

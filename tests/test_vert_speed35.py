"""Workers identify the languages of several documents in one call (``vert.worker``'s batches): the output is
the same for any number of workers, and a document that passes the time cap or kills its worker in a batch
fails alone, the others of its batch come out, in order.

The pool tests run a task with steps (``staged``, here: the worker imports it from this module) in real
worker processes, with real sleeps and signals: a task's first step may sleep, hang or kill its worker, its
answer says how many requests were answered together, and its second step may sleep."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Generator
from typing import Any

import pytest
from big_brother_support import run_cli
from vert_support import CS_TEXT, EN_TEXT, SK_TEXT, kill_when_busy, make_warc, page, read_vert

from corpustools.vert import zygote
from corpustools.vert.pool import WorkerPool
from corpustools.vert.worker import BATCH

FORK = [pytest.param(True, marks=pytest.mark.skipif(not zygote.supported(), reason="no zygote here")), False]


def staged_steps(task: Any, options: Any) -> Generator[str, Any, tuple[str, int]]:
    """``task``: (name, seconds before the request or "hang" or "die", seconds after the answer)."""
    name, before, after = task
    if before == "hang":
        time.sleep(600)
    elif before == "die":
        os.kill(os.getpid(), signal.SIGKILL)
    else:
        time.sleep(before)
    together = yield name
    time.sleep(after)
    return name, together


def staged_answer(requests: list[str], options: Any) -> list[int]:
    return [len(requests)] * len(requests)


def staged(task: Any, options: Any) -> tuple[str, int]:
    """The task alone (the calling process's pool, ``workers=0``)."""
    gen = staged_steps(task, options)
    next(gen)
    try:
        gen.send(1)
    except StopIteration as done:
        return done.value
    raise AssertionError("asked twice")


staged.steps = staged_steps  # type: ignore[attr-defined]
staged.answer = staged_answer  # type: ignore[attr-defined]


def quick(name: str) -> tuple[str, float, float]:
    return (name, 0.05, 0.0)


@pytest.mark.parametrize("fork", FORK)
def test_a_worker_answers_the_documents_waiting_together_and_flushes_at_the_end_of_input(fork):
    """Tasks waiting in a worker's pipe are answered together (never more than BATCH); the last few, fewer
    than a batch, come out without waiting for more."""
    names = [f"d{i}" for i in range(23)]
    started = time.monotonic()
    with WorkerPool(staged, None, workers=1, time_cap=30, fork=fork) as pool:
        out = list(pool.map([quick(n) for n in names]))
    assert time.monotonic() - started < 20
    assert [r[0] for ok, r in out] == names and all(ok for ok, _ in out)
    sizes = [r[1] for _, r in out]
    assert max(sizes) > 1 and max(sizes) <= BATCH


def test_large_pages_are_not_held_eight_at_a_time():
    """Pages of many megabytes (up to vert.max_html_bytes): a worker holds two of them, as before batches,
    not a batch's worth; small ones it batches."""
    tasks = [quick(f"d{i}") for i in range(12)]
    sizes = {}
    for page_bytes in (5 << 20, 10_000):
        with WorkerPool(staged, None, workers=1, time_cap=30, size_of=lambda task, n=page_bytes: n) as pool:
            out = list(pool.map(tasks))
        assert [r[0] for ok, r in out] == [t[0] for t in tasks]
        sizes[page_bytes] = max(r[1] for _, r in out)
    assert sizes[5 << 20] <= 2 < sizes[10_000]


@pytest.mark.parametrize("fork", FORK)
@pytest.mark.parametrize("slow", [("slow", "hang", 0.0), ("slow", 0.05, 600.0)], ids=["before", "after"])
def test_a_document_past_the_time_cap_in_a_batch_fails_alone_and_the_rest_come_out_in_order(fork, slow):
    """A document hanging before its languages are asked (its batch's others begun or waiting) or after
    (the batch's first ones sent, the later ones finished or not): only it fails; the others are run again."""
    tasks = [quick("a"), quick("b"), slow, quick("c"), quick("d"), quick("e")]
    started = time.monotonic()
    with WorkerPool(staged, None, workers=1, time_cap=1.5, fork=fork) as pool:
        out = list(pool.map(tasks))
        assert pool.replaced == 1
    assert time.monotonic() - started < 30
    assert out[2] == (False, "timeout") and out[2][1].reason == "timeout"
    assert [r[0] for ok, r in out if ok] == ["a", "b", "c", "d", "e"]


@pytest.mark.parametrize("fork", FORK)
def test_the_time_cap_holds_for_a_documents_two_steps_together(fork):
    """A document set aside while the worker begins the next ones keeps the time it had: 1.4 s before its
    request and 1.4 s after pass a cap of 2 s, though each step alone does not."""
    tasks = [quick("a"), ("slow", 1.4, 1.4), quick("b")]
    with WorkerPool(staged, None, workers=1, time_cap=2.0, fork=fork) as pool:
        out = list(pool.map(tasks))
    assert out[1] == (False, "timeout")
    assert [r[0] for ok, r in out if ok] == ["a", "b"]
    with WorkerPool(staged, None, workers=1, time_cap=2.0, fork=fork) as pool:
        alone = list(pool.map([("quick enough", 1.4, 0.0), ("also", 0.0, 1.4)]))
    assert all(ok for ok, _ in alone)


@pytest.mark.parametrize("fork", FORK)
def test_a_document_that_kills_its_worker_in_a_batch_fails_alone(fork):
    tasks = [quick("a"), quick("b"), ("dies", "die", 0.0), quick("c"), quick("d")]
    with WorkerPool(staged, None, workers=1, time_cap=30, fork=fork) as pool:
        out = list(pool.map(tasks))
        assert pool.replaced == 1
    assert not out[2][0] and out[2][1].reason == "worker_died"
    assert [r[0] for ok, r in out if ok] == ["a", "b", "c", "d"]


@pytest.mark.parametrize("fork", FORK)
def test_a_worker_killed_from_outside_loses_only_the_document_it_is_running(fork):
    """The pool knows which document of a batch runs (the worker says as it begins each): a kill -9 while the
    third of five runs fails the third, not the first, whose outcome was not sent yet."""
    tasks = [quick("a"), quick("b"), ("held", 4.0, 0.0), quick("c"), quick("d")]
    with WorkerPool(staged, None, workers=1, time_cap=30, fork=fork) as pool:
        thread, killed = kill_when_busy(pool, 2, delay=0.3)
        out = list(pool.map(tasks))
        thread.join()
    assert killed
    assert not out[2][0] and out[2][1].reason == "worker_died"
    assert [r[0] for ok, r in out if ok] == ["a", "b", "c", "d"]


def test_in_the_calling_process_a_task_with_steps_runs_alone():
    with WorkerPool(staged, None, workers=0, time_cap=30) as pool:
        out = list(pool.map([quick("a"), quick("b")]))
    assert out == [(True, ("a", 1)), (True, ("b", 1))]


SENTENCES = {lang: [s.strip() + "." for s in text.split(".") if s.strip()]
             for lang, text in (("cs", CS_TEXT), ("sk", SK_TEXT), ("en", EN_TEXT))}


ORDERS = [("cs", "sk", "en"), ("en", "cs"), ("sk", "cs", "sk", "en"), ("cs",), ("sk", "en", "cs", "cs")]


def mixed_page(i: int) -> str:
    """A page of Czech, Slovak and English paragraphs in an order and number of its own."""
    order = ORDERS[i % len(ORDERS)]
    paras = []
    for k, lang in enumerate(order):
        sents = SENTENCES[lang]
        paras.append(" ".join(sents[(i + k) % len(sents):] + sents[:(i + k) % len(sents)]))
    body = "".join(f"<p>{p}</p>" for p in paras)
    return page(f"<article><h1>Zpráva číslo {i}</h1>{body}</article>", title=f"Zpráva {i}")


def paragraph_langs(vertical: str) -> list[list[tuple[str, str]]]:
    """Per document: (the lang attribute, the paragraph's first token) of each paragraph."""
    docs = []
    for doc in vertical.split("<doc ")[1:]:
        lines = doc.split("\n")
        docs.append([(line.split('lang="')[1].split('"')[0], lines[k + 2])
                     for k, line in enumerate(lines) if line.startswith("<p ")])
    return docs


def test_one_or_two_workers_write_the_same_vertical_with_each_paragraphs_language(tmp_path):
    """Documents whose languages were identified together (a worker's batch, which depends on timing) get
    the languages each gets alone: ``vert -m 1`` and ``-m 2`` write the same bytes, each paragraph tagged with
    its own language."""
    pages = [dict(url=f"https://www.example.cz/zpravy/{i}", html=mixed_page(i)) for i in range(30)]
    warc = make_warc(tmp_path / "mixed.warc.gz", pages)
    verticals = []
    for workers in ("1", "2"):
        out = tmp_path / f"m{workers}.vert"
        run = run_cli("vert", "-i", str(warc), "-o", str(out), "-m", workers)
        assert run.returncode == 0, run.stderr
        verticals.append(read_vert(out))
    assert verticals[0] == verticals[1]
    langs = paragraph_langs(verticals[0])
    assert len(langs) == 30
    first_words = {lang: {s.split()[0] for s in sents} for lang, sents in SENTENCES.items()}
    for i, doc in enumerate(langs):
        order = ORDERS[i % len(ORDERS)]
        assert [lang for lang, _ in doc] == list(order)
        assert all(word in first_words[lang] for lang, word in doc)


def test_a_paragraph_gets_the_same_language_and_confidence_identified_with_other_documents():
    """``classify_groups``: one call for several documents' paragraphs (short, long, Chinese and Japanese,
    symbols) gives each the guess and the confidence it gets with its own document's only."""
    from corpustools.vert import langid

    docs = [[CS_TEXT, SK_TEXT[:40], "Ahoj"], [EN_TEXT, "12:30 — 14:45 | 3 : 1"],
            ["日本語の文章です。東京は大きい都市です。", "中国的首都是北京。今天天气很好。"], [EN_TEXT * 20, CS_TEXT + " " + SK_TEXT]]
    together = langid.classify_groups(docs)
    alone = [langid.classify_groups([doc])[0] for doc in docs]
    assert together == alone
    assert [len(group) for group in together] == [len(doc) for doc in docs]
    assert together[0][0][0] == "cs" and together[1][0][0] == "en"

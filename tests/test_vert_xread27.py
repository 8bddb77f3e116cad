"""Session 27's final reading: a Korean byline's pattern in linear time on a long run of blanks."""

from __future__ import annotations

import time

import pytest

from corpustools.vert.byline import author_name, script_names


@pytest.mark.parametrize("text", ["홍길동 기자", "홍길동 기자 hong@yna.co.kr", "홍길동 기자 = hong@yna.co.kr",
                                  "홍길동 기자=hong@yna.co.kr", "홍길동 기자 =hong@yna.co.kr"])
def test_korean_writer_with_or_without_mail(text: str) -> None:
    assert script_names(text) == ["홍길동"]
    assert author_name(text) == "홍길동"


def test_korean_byline_blank_run_is_linear() -> None:
    # '\s*=?\s*' split a run of blanks in every way before the address failed (20,000 blanks: 7 s; 100,000: 3 min)
    text = "홍길동 기자" + " \u3000\t" * 7000 + "x"
    started = time.perf_counter()
    assert script_names(text) == []
    assert time.perf_counter() - started < 0.5

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


@pytest.mark.parametrize("text, names", [("作者：张三、李四", ["张三", "李四"]), ("作者：张三 李四", ["张三", "李四"]),
                                         ("بقلم أحمد محمد و سارة علي", ["أحمد محمد", "سارة علي"]),
                                         ("מאת: דני כהן", ["דני כהן"])])
def test_script_bylines_names(text: str, names: list[str]) -> None:
    assert script_names(text) == names


@pytest.mark.parametrize("text", ["作者：张" + " " * 20000 + "三", "بقلم أحمد" + " " * 20000 + "x"])
def test_script_names_blank_run_is_linear(text: str) -> None:
    # the names' separators, '\s*[、，,،/／]\s*|\s+(?:و|ו)…', tried at every blank of a run: 4-5 s for 20,000 blanks
    started = time.perf_counter()
    script_names(text)
    assert time.perf_counter() - started < 0.5

"""Counters add key by key with +, += and sum(), know their failures and their summary line."""

from __future__ import annotations

import json
import pickle

from corpustools.counters import Counters


def test_counters_add_key_by_key_and_ignore_what_is_not_a_number() -> None:
    a = Counters({"documents": 2, "failed:timeout": 1, "note": "x"})
    b = {"documents": 3, "tokens": 40, "failed:dns": 2, "ok": True}
    assert a + b == {"documents": 5, "failed:timeout": 1, "tokens": 40, "failed:dns": 2}
    assert a == {"documents": 2, "failed:timeout": 1, "note": "x"}  # + leaves both sides alone
    assert sum([a, Counters(b)]) == a + b and Counters.total([a, None, b]) == a + b
    a += b
    assert a["documents"] == 5 and isinstance(a, Counters)


def test_counters_know_their_failures_and_summary_line() -> None:
    c = Counters({"documents": 4, "failed:timeout": 2, "failed:dns": 0, "failed:tls": 1, "seconds": 3.5})
    assert c.failures() == {"timeout": 2, "tls": 1} and c.failed == 3
    assert c.summary() == "documents=4, failed:timeout=2, failed:tls=1"
    assert Counters().summary() == "nothing to do"
    assert json.loads(json.dumps(c)) == c and pickle.loads(pickle.dumps(c)) == c

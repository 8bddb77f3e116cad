"""Review of session 25's process handling: a zygote whose pool is gone ends without a word.

Before: a zygote still loading its task when the process that made its pool died (killed by SIGKILL, the
OOM killer, a Dask worker's process ending as its cluster went) wrote a BrokenPipeError traceback to the
terminal as it said "ready" to nobody.  Real parts: the zygote in a process of its own, a real socket."""

from __future__ import annotations

import pickle
import socket
import subprocess

import pytest
from vert_support import sleep_or_echo

from corpustools.vert import zygote
from corpustools.vert.worker import init_message, worker_command, worker_env

pytestmark = pytest.mark.skipif(not zygote.supported(), reason="workers are spawned, not forked, on this system")


def test_a_zygote_whose_pool_went_while_it_loaded_ends_quietly() -> None:
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    proc = subprocess.Popen([*worker_command(), "corpustools.vert.zygote", str(theirs.fileno())],
                            stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            pass_fds=(theirs.fileno(),), close_fds=True, env=worker_env())
    theirs.close()
    ours.send(pickle.dumps(init_message(sleep_or_echo, None)))
    ours.close()  # the pool's process is gone before the zygote has loaded its task
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and "Traceback" not in err and "BrokenPipeError" not in err, err

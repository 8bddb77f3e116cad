"""A task module that takes two seconds to load its models (for the pool's tests)."""

from __future__ import annotations

import os
import time
from typing import Any


def warm_up(options: Any) -> None:
    time.sleep(2.0)


def process(task: Any, options: Any) -> Any:
    return (task, os.getpid())

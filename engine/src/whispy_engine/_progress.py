"""Progress reporting that never goes quiet for long.

Whisper can spend several seconds on one 30 s window, so progress driven only
by finished segments could leave a client waiting with no sign of life. A
ticker thread repeats the latest fraction every `interval` seconds.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from types import TracebackType

__all__ = ["ProgressTicker"]


class ProgressTicker:
    def __init__(self, emit: Callable[[float], None], *, interval: float = 1.0) -> None:
        self._emit = emit
        self._interval = interval
        self._fraction = 0.0
        self._last_emit = 0.0
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def update(self, fraction: float) -> None:
        """Record and emit a fraction; fractions never go backwards."""
        with self._lock:
            self._fraction = max(self._fraction, min(1.0, max(0.0, fraction)))
            self._send()

    def _send(self) -> None:
        self._last_emit = time.monotonic()
        self._emit(round(self._fraction, 4))

    def _run(self) -> None:
        while not self._stop.wait(self._interval / 4):
            with self._lock:
                if time.monotonic() - self._last_emit >= self._interval:
                    self._send()

    def __enter__(self) -> ProgressTicker:
        self.update(0.0)
        self._thread.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._stop.set()
        self._thread.join()

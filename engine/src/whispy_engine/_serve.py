"""`serve`: one worker slot, answering requests from stdin on stdout.

Requests are handled one at a time: a slot is one unit of CPU capacity, and
the Node side runs as many slots (processes) as it wants in parallel. Nothing
but protocol events is ever written to stdout; logs go to stderr.
"""

from __future__ import annotations

import json
import sys
import threading
import traceback
from typing import IO, Any

from . import __version__
from ._engine import Engine
from ._engines_list import engines_status
from ._errors import EngineError
from ._protocol import Request, error_event, parse_request, request_id_of

__all__ = ["serve"]


class _Writer:
    def __init__(self, stream: IO[str]) -> None:
        self._stream = stream
        self._lock = threading.Lock()  # the progress ticker writes from a thread

    def __call__(self, event: dict[str, Any]) -> None:
        line = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
        with self._lock:
            self._stream.write(line + "\n")
            self._stream.flush()


def _handle(engine: Engine, request: Request, emit: _Writer) -> None:
    if request.op == "engines":
        emit({"type": "done", "id": request.id, "result": engines_status()})
        return
    assert request.input is not None
    if request.op == "probe":
        emit({"type": "done", "id": request.id, "result": engine.probe(request.input).to_json()})
        return
    if request.op == "peaks":
        waveform = engine.peaks(request.input, max_seconds=request.max_seconds)
        emit({"type": "done", "id": request.id, "result": waveform.to_json()})
        return
    assert request.options is not None
    transcript = engine.transcribe(
        request.input,
        request.options,
        on_progress=lambda f: emit({"type": "progress", "id": request.id, "fraction": f}),
        on_segment=lambda s: emit({"type": "segment", "id": request.id, "segment": s.to_json()}),
    )
    emit({"type": "done", "id": request.id, "result": transcript.to_json()})


def serve(*, cpu_threads: int = 0, stdin: IO[str] = sys.stdin, stdout: IO[str] = sys.stdout) -> int:
    emit = _Writer(stdout)
    engine = Engine(cpu_threads=cpu_threads)
    emit({"type": "ready", "version": __version__, "protocol": 1})
    for line in stdin:
        if not line.strip():
            continue
        request_id = request_id_of(line)
        try:
            _handle(engine, parse_request(line), emit)
        except EngineError as error:
            emit(error_event(request_id, error))
        except Exception as exc:  # keep serving: one bad job must not kill the slot
            traceback.print_exc(file=sys.stderr)
            emit(error_event(request_id, EngineError("internal", f"{type(exc).__name__}: {exc}")))
    return 0

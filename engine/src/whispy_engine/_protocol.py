"""The JSON-lines protocol between the Node worker and an engine process.

One request per input line; every output line is one event object with a
`type` field. The exact shapes are documented in engine/README.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ._errors import EngineError
from ._options import DEFAULT_ENGINE, TranscribeOptions
from ._prompt import check_prompt, check_temperature
from ._vocabulary import check_vocabulary

__all__ = ["OPS", "Request", "error_event", "parse_request", "request_id_of"]

OPS = ("probe", "transcribe", "peaks", "engines")
RequestId = str | int


@dataclass(frozen=True)
class Request:
    id: RequestId
    op: str
    input: Path | None
    options: TranscribeOptions | None
    max_seconds: float | None = None  # of audio to decode, for `peaks` (`transcribe` has its own)


def _typed(body: dict[str, Any], key: str, kinds: tuple[type, ...], label: str) -> Any:
    value = body.get(key)
    if value is None:
        return None
    # bool is an int in Python; a JSON `true` is never a valid number here.
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        raise EngineError("bad_request", f"'{key}' must be {label}")
    return value


def request_id_of(line: str) -> RequestId | None:
    """Best-effort id of a malformed line, so its error can be matched."""
    try:
        body = json.loads(line)
    except ValueError:
        return None
    value = body.get("id") if isinstance(body, dict) else None
    return value if isinstance(value, str | int) and not isinstance(value, bool) else None


def parse_request(line: str) -> Request:
    try:
        body = json.loads(line)
    except ValueError as exc:
        raise EngineError("bad_request", f"request is not valid JSON: {exc}") from exc
    if not isinstance(body, dict):
        raise EngineError("bad_request", "request must be a JSON object")
    request_id = body.get("id")
    if not isinstance(request_id, str | int) or isinstance(request_id, bool):
        raise EngineError("bad_request", "'id' must be a string or an integer")
    op = body.get("op")
    if op not in OPS:
        raise EngineError("bad_request", f"'op' must be one of: {', '.join(OPS)}")
    if op == "engines":
        return Request(request_id, op, None, None)
    source = body.get("input")
    if not isinstance(source, str) or not source:
        raise EngineError("bad_request", "'input' must be a file path")
    options = None
    raw_limit = _typed(body, "max_seconds", (int, float), "a number of seconds or null")
    max_seconds = float(raw_limit) if raw_limit is not None else None
    if max_seconds is not None and max_seconds <= 0:
        raise EngineError("bad_request", "'max_seconds' must be a positive number")
    if op == "transcribe":
        engine = _typed(body, "model", (str,), "an engine name") or _typed(
            body, "engine", (str,), "an engine name"
        )
        options = TranscribeOptions(
            engine=engine or DEFAULT_ENGINE,
            language=_typed(body, "language", (str,), "a language code or 'auto'"),
            diarize=bool(_typed(body, "diarize", (bool,), "true or false")),
            min_speakers=_typed(body, "min_speakers", (int,), "an integer"),
            max_speakers=_typed(body, "max_speakers", (int,), "an integer"),
            max_seconds=max_seconds,
            word_timestamps=_typed(body, "word_timestamps", (bool,), "true or false") is not False,
            task=_typed(body, "task", (str,), "'transcribe' or 'translate'") or "transcribe",
            vocabulary=check_vocabulary(body.get("vocabulary")),
            prompt=check_prompt(body.get("prompt")),
            temperature=check_temperature(body.get("temperature")),
        )
    return Request(request_id, op, Path(source), options, max_seconds)


def error_event(request_id: RequestId | None, error: EngineError) -> dict[str, Any]:
    return {"type": "error", "id": request_id, "code": error.code, "message": error.message}

"""The engine's error type and its stable codes.

Codes are part of the protocol: the Node server maps them to user-facing
messages, so they never change meaning once published (engine/README.md).
"""

from __future__ import annotations

from typing import Final

__all__ = ["ERROR_CODES", "EngineError"]

ERROR_CODES: Final = {
    "bad_request": "the request line is not valid JSON or misses/mistypes a field",
    "input_not_found": "the input path does not exist or is not a readable file",
    "not_media": "the input is not an audio or video file",
    "corrupt_media": "the input looks like media but cannot be decoded (damaged or truncated)",
    "no_audio": "the media has no audio stream (for example a silent video)",
    "unknown_engine": "the engine name is not one of whispy-tiny … whispy-large",
    "unknown_language": "the language code is not one Whisper knows",
    "model_missing": "the engine's model weights are not installed on this machine",
    "model_corrupt": "installed model files do not match their pinned SHA-256",
    "download_failed": "downloading a model from its official repository failed",
    "internal": "an unexpected failure inside the engine (a bug)",
}


class EngineError(Exception):
    """A failure the caller can act on, with a stable machine-readable code."""

    def __init__(self, code: str, message: str) -> None:
        if code not in ERROR_CODES:
            raise ValueError(f"unknown error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message

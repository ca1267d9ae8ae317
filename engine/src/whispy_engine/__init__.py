"""Whispy's speech engine: Whisper transcription and speaker detection."""

__version__ = "0.1.0"

from ._engine import Engine
from ._errors import ERROR_CODES, EngineError
from ._options import TranscribeOptions
from ._records import MediaInfo, Segment, StreamInfo, Transcript, Word

__all__ = [
    "ERROR_CODES",
    "Engine",
    "EngineError",
    "MediaInfo",
    "Segment",
    "StreamInfo",
    "TranscribeOptions",
    "Transcript",
    "Word",
    "__version__",
]

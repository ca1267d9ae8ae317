"""Whispy's speech engine: Whisper transcription and speaker detection."""

import os

# numpy's OpenBLAS runs CAM++'s many small products; its threads spin-wait, and on a machine
# shared with Whisper's own threads (or other slots) two of them ran 3.5 times slower than one.
# It must be set before numpy is first imported.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

__version__ = "0.1.0"

from ._engine import Engine
from ._errors import ERROR_CODES, EngineError
from ._options import TranscribeOptions
from ._records import MediaInfo, Segment, StreamInfo, Transcript, Voice, Word

__all__ = [
    "ERROR_CODES",
    "Engine",
    "EngineError",
    "MediaInfo",
    "Segment",
    "StreamInfo",
    "TranscribeOptions",
    "Transcript",
    "Voice",
    "Word",
    "__version__",
]

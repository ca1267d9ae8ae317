"""Streaming decode to 16 kHz mono float32 through an ffmpeg child process.

Audio arrives in chunks of at most `chunk_seconds`; each chunk ends at the
quietest moment of its last few seconds, so that a word is rarely cut in two.
Memory therefore stays bounded by the chunk size whatever the file's length.
"""

from __future__ import annotations

import subprocess
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from ._errors import EngineError

__all__ = ["SAMPLE_RATE", "AudioChunk", "decode_chunks"]

SAMPLE_RATE = 16_000
_SEARCH_SECONDS = 5.0  # where to look for a quiet cut before a chunk ends
_FRAME = 400  # 25 ms energy frames for the cut search


@dataclass(frozen=True)
class AudioChunk:
    offset: float  # seconds from the start of the media
    samples: NDArray[np.float32]

    @property
    def duration(self) -> float:
        return len(self.samples) / SAMPLE_RATE


class _StderrTail(threading.Thread):
    """Drains ffmpeg's stderr so it can never block on a full pipe."""

    def __init__(self, stream: object) -> None:
        super().__init__(daemon=True)
        self._stream = stream
        self.text = ""

    def run(self) -> None:
        for raw in iter(self._stream.readline, b""):  # type: ignore[attr-defined]
            self.text = (self.text + raw.decode("utf-8", "replace"))[-2000:]


def _quiet_cut(samples: NDArray[np.float32]) -> int:
    search = min(len(samples), int(_SEARCH_SECONDS * SAMPLE_RATE))
    tail = samples[len(samples) - search :]
    frames = len(tail) // _FRAME
    if frames < 2:
        return len(samples)
    energy = np.square(tail[: frames * _FRAME].reshape(frames, _FRAME)).mean(axis=1)
    return len(samples) - search + int(np.argmin(energy)) * _FRAME + _FRAME // 2


def decode_chunks(
    path: Path,
    *,
    max_seconds: float | None = None,
    chunk_seconds: float = 600.0,
    warnings: list[str] | None = None,
) -> Iterator[AudioChunk]:
    """Yield the first audio stream of `path` in bounded chunks."""
    command = ["ffmpeg", "-nostdin", "-v", "error", "-i", str(path)]
    if max_seconds is not None:
        command += ["-t", f"{max_seconds:.3f}"]
    command += ["-map", "0:a:0", "-vn", "-ac", "1", "-ar", str(SAMPLE_RATE), "-f", "s16le", "-"]
    process = subprocess.Popen(
        command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert process.stdout is not None and process.stderr is not None
    errors = _StderrTail(process.stderr)
    errors.start()
    chunk_samples = int(chunk_seconds * SAMPLE_RATE)
    pending = np.zeros(0, np.float32)
    offset = 0
    total = 0
    try:
        while True:
            raw = process.stdout.read((chunk_samples - len(pending)) * 2)
            if raw:
                block = np.frombuffer(raw[: len(raw) // 2 * 2], np.int16)
                pending = np.concatenate([pending, block.astype(np.float32) / 32768.0])
                total += len(block)
            if len(pending) >= chunk_samples:
                cut = _quiet_cut(pending)
                yield AudioChunk(offset / SAMPLE_RATE, pending[:cut])
                offset += cut
                pending = pending[cut:]
            elif not raw:
                break
        process.wait()
        errors.join(timeout=5)
        if total == 0:
            raise EngineError(
                "corrupt_media", f"{path.name}: no audio could be decoded; the file may be damaged"
            )
        if (process.returncode != 0 or errors.text.strip()) and warnings is not None:
            warnings.append("the media ended early or is damaged; transcribed what could be read")
        if len(pending):
            yield AudioChunk(offset / SAMPLE_RATE, pending)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()

"""Waveform peaks for the editor's player: the loudest sample of each slice of time.

Decoded like a transcription (same container rules, same bound on what is
decoded) but at 8 kHz, and folded block by block, so memory stays flat however
long the recording. However long it really is, a waveform never has more than
MAX_PEAKS peaks: when the audio outlasts what the headers promised, neighbouring
slices are merged.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ._decode import AudioDecoder
from ._errors import EngineError
from ._probe import probe

__all__ = [
    "MAX_PEAKS",
    "PEAK_SAMPLE_RATE",
    "PeakFolder",
    "Waveform",
    "draw_peaks",
    "samples_per_peak",
]

PEAK_SAMPLE_RATE = 8_000  # enough for a waveform's shape
_PEAKS_PER_SECOND = 20
MAX_PEAKS = 60_000  # so that even a 5-hour recording's waveform is small to send and draw


@dataclass(frozen=True)
class Waveform:
    duration: float  # seconds of audio decoded
    peaks_per_second: float
    peaks: tuple[float, ...]  # 0..1, the loudest is 1 (all 0 for silence)

    def to_json(self) -> dict[str, Any]:
        return {
            "duration": self.duration,
            "peaks_per_second": self.peaks_per_second,
            "peaks": list(self.peaks),
        }


def samples_per_peak(duration: float | None) -> int:
    """20 peaks a second, fewer for recordings so long they would pass MAX_PEAKS."""
    per_second: float = _PEAKS_PER_SECOND
    if duration and duration > 0:
        per_second = min(per_second, MAX_PEAKS / duration)
    return math.ceil(PEAK_SAMPLE_RATE / per_second)


class PeakFolder:
    """Folds blocks of samples into the loudest absolute sample of each slice of `slice_samples`."""

    def __init__(self, slice_samples: int) -> None:
        self._slice = slice_samples
        self._peaks: list[NDArray[np.float32]] = []
        self._partial = np.zeros(0, np.float32)
        self.samples = 0

    def add(self, block: NDArray[np.float32]) -> None:
        self.samples += len(block)
        audio = np.abs(np.concatenate([self._partial, block]))
        whole = len(audio) // self._slice * self._slice
        if whole:
            self._peaks.append(audio[:whole].reshape(-1, self._slice).max(axis=1))
        self._partial = audio[whole:]

    def finish(self, sample_rate: int) -> Waveform:
        """The peaks scaled so the loudest is 1, to three decimals; at most MAX_PEAKS of them."""
        tail = [self._partial.max(keepdims=True)] if len(self._partial) else []
        peaks = np.concatenate([np.zeros(0, np.float32), *self._peaks, *tail])
        slice_samples = self._slice
        if len(peaks) > MAX_PEAKS:
            # Longer than the headers said: merge neighbouring slices until it fits.
            factor = math.ceil(len(peaks) / MAX_PEAKS)
            padded = np.pad(peaks, (0, -len(peaks) % factor))
            peaks = padded.reshape(-1, factor).max(axis=1)
            slice_samples *= factor
        top = float(peaks.max()) if len(peaks) else 0.0
        scaled = np.round(peaks / top, 3) if top > 0 else np.zeros(len(peaks))
        return Waveform(
            duration=self.samples / sample_rate,
            peaks_per_second=sample_rate / slice_samples,
            peaks=tuple(float(p) for p in scaled),
        )


def draw_peaks(path: Path, *, max_seconds: float | None) -> Waveform:
    """The waveform of the first `max_seconds` of `path`'s audio."""
    info = probe(path)
    if not info.has_audio:
        raise EngineError("no_audio", f"{path.name} has no audio track")
    decoder = AudioDecoder(
        path, demuxer=info.demuxer, max_seconds=max_seconds, sample_rate=PEAK_SAMPLE_RATE
    )
    folder = PeakFolder(samples_per_peak(info.duration))
    for block in decoder.blocks():
        folder.add(block)
    return folder.finish(PEAK_SAMPLE_RATE)

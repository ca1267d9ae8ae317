"""Speaker detection: voice vectors over speech windows, clustered, per word.

Windows are laid over the words Whisper found (so silence and music are never
embedded), chunk by chunk while the audio is in memory; only the 256-float
vectors are kept, so memory does not grow with the audio.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from ._clustering import cluster_speakers
from ._decode import SAMPLE_RATE, AudioChunk
from ._records import Word
from ._speaker_encoder import WINDOW_SECONDS, SpeakerEncoder

__all__ = ["SpeakerTracker"]

_HOP_SECONDS = 0.75
_RUN_GAP_SECONDS = 0.4  # words closer than this belong to one stretch of speech


def _speech_runs(words: Sequence[Word]) -> list[tuple[float, float]]:
    runs: list[tuple[float, float]] = []
    for word in words:
        if runs and word.start - runs[-1][1] <= _RUN_GAP_SECONDS:
            runs[-1] = (runs[-1][0], max(runs[-1][1], word.end))
        else:
            runs.append((word.start, word.end))
    return runs


def _window_starts(run: tuple[float, float]) -> list[float]:
    start, end = run
    if end - start <= WINDOW_SECONDS:
        return [(start + end - WINDOW_SECONDS) / 2]
    count = int(np.floor((end - start - WINDOW_SECONDS) / _HOP_SECONDS)) + 1
    starts = [start + i * _HOP_SECONDS for i in range(count)]
    if end - (starts[-1] + WINDOW_SECONDS) > _HOP_SECONDS / 2:
        starts.append(end - WINDOW_SECONDS)
    return starts


@dataclass
class SpeakerTracker:
    encoder: SpeakerEncoder
    _starts: list[float] = field(default_factory=list)
    _vectors: list[NDArray[np.float32]] = field(default_factory=list)

    def add_chunk(self, chunk: AudioChunk, words: Sequence[Word]) -> None:
        """Embed the speech of one chunk; word times are media-absolute."""
        width = int(WINDOW_SECONDS * SAMPLE_RATE)
        padded = np.pad(chunk.samples, (width, width))
        windows: list[NDArray[np.float32]] = []
        for run in _speech_runs(words):
            for start in _window_starts(run):
                local = max(0.0, start - chunk.offset)
                local = min(local, max(0.0, chunk.duration - WINDOW_SECONDS))
                first = int(local * SAMPLE_RATE) + width
                windows.append(padded[first : first + width])
                self._starts.append(chunk.offset + local)
        if windows:
            self._vectors.append(self.encoder.embed(np.stack(windows)))

    def label_words(
        self, words: Sequence[Word], *, min_speakers: int = 1, max_speakers: int | None = None
    ) -> list[int]:
        """A speaker index for each word (in the order given)."""
        if not words:
            return []
        if not self._vectors:
            return [0] * len(words)
        vectors = np.concatenate(self._vectors)
        labels = cluster_speakers(vectors, min_speakers=min_speakers, max_speakers=max_speakers)
        starts = np.asarray(self._starts)
        centres = starts + WINDOW_SECONDS / 2
        result: list[int] = []
        for word in words:
            overlap = np.minimum(starts + WINDOW_SECONDS, word.end) - np.maximum(starts, word.start)
            if overlap.max() > 0:
                # Each overlapping window votes with the time it shares with the word,
                # favouring windows centred on it.
                weights = np.clip(overlap, 0, None) / (
                    1.0 + np.abs(centres - (word.start + word.end) / 2)
                )
                votes = np.bincount(labels, weights=weights)
                result.append(int(np.argmax(votes)))
            else:
                result.append(int(labels[int(np.argmin(np.abs(centres - word.start)))]))
        return _smooth(result)


def _smooth(labels: list[int]) -> list[int]:
    """Flip single-word islands: one word rarely belongs to another speaker."""
    out = list(labels)
    for i in range(1, len(labels) - 1):
        if labels[i - 1] == labels[i + 1] != labels[i]:
            out[i] = labels[i - 1]
    return out

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
_SHORTEST_TURN_SECONDS = WINDOW_SECONDS / 2


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
        smoothed = _smooth(result, words)
        # Smoothing must not take the last words of a speaker the caller asked for.
        return smoothed if len(set(smoothed)) >= min(min_speakers, len(set(result))) else result


def _smooth(labels: list[int], words: Sequence[Word]) -> list[int]:
    """Give short islands to the speaker on both sides of them.

    A 1.6 s window cannot tell who said less than half of it, so a run of
    words shorter than that (or a single word), with the same other speaker
    before and after, is noise from windows straddling a turn change.
    """
    out = list(labels)
    i = 0
    while i < len(out):
        j = i
        while j + 1 < len(out) and out[j + 1] == out[i]:
            j += 1
        inside = i > 0 and j + 1 < len(out) and out[i - 1] == out[j + 1]
        if inside and (i == j or words[j].end - words[i].start < _SHORTEST_TURN_SECONDS):
            out[i : j + 1] = [out[i - 1]] * (j + 1 - i)
            i = max(0, i - 1)  # the merged run may now end another island
            while i > 0 and out[i - 1] == out[i]:
                i -= 1
            continue
        i = j + 1
    return out

"""Speaker detection: segmentation windows, one voice vector per local speaker, clustered, per word.

Audio streams through in 10-second windows every 2.5 s while it is in memory
(chunk by chunk, as Whisper reads it). For each window the segmentation model
says which of up to three local speakers talks in each frame; each local
speaker with enough speech of its own (no one talking over it) gets one CAM++
vector; where the segmentation heard two people as one local speaker, a check
for a change of voice gives each of them a vector instead (_voice_change.py).
Only those vectors and the windows' on/off frames are kept, so memory
does not grow with the audio beyond a few kilobytes a window. At the end the
vectors are clustered into speakers, the windows' frames are added up per
speaker, and each word goes to the speaker most active over its span.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from ._campplus import CamPlusPlus, Heard
from ._clustering import cluster_speakers, normalised, voice_centroids
from ._decode import SAMPLE_RATE, AudioChunk
from ._fbank import FRAME_LENGTH, FRAME_SHIFT, fbank
from ._records import Word
from ._segmentation import (
    FRAME_SAMPLES,
    FRAMES_PER_WINDOW,
    LOCAL_SPEAKERS,
    WINDOW_SAMPLES,
    Segmenter,
    frame_centre,
)
from ._voice_change import Part, Track, parts_to_cluster, pieces_of, two_voices

__all__ = ["SpeakerLabels", "SpeakerModels", "SpeakerTracker"]

# 2.5 s, rounded to whole frames so that every window's frames fall on one grid.
_STEP_FRAMES = round(2.5 * SAMPLE_RATE / FRAME_SAMPLES)
_STEP = _STEP_FRAMES * FRAME_SAMPLES
_MIN_CLEAN_SECONDS = 1.5  # of a local speaker's own speech, to be worth a vector
_WIDEN_SECONDS = (0.0, 0.5, 2.0)  # look this far around a word no window heard
_FRAME_SECONDS = FRAME_SAMPLES / SAMPLE_RATE


@dataclass(frozen=True)
class SpeakerLabels:
    """What speaker detection found: a speaker index per word, and the voice of each speaker."""

    words: list[int]
    # Unit-length centroid of each speaker's CAM++ vectors, by speaker index; a speaker that no
    # window heard alone long enough has none.
    voices: dict[int, NDArray[np.float32]]


@dataclass(frozen=True)
class SpeakerModels:
    segmenter: Segmenter
    embedder: CamPlusPlus
    # The local speakers of a window are embedded side by side: numpy releases the GIL in its
    # products and array arithmetic, and BLAS itself keeps to one thread (see __init__).
    embedding_threads: int = 2
    _pool: ThreadPoolExecutor = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        pool = ThreadPoolExecutor(max(1, self.embedding_threads), "whispy-campplus")
        object.__setattr__(self, "_pool", pool)

    def listen(self, features: list[NDArray[np.float32]]) -> list[Heard]:
        return list(self._pool.map(self.embedder.listen, features))


def _fbank_to_frames() -> NDArray[np.int_]:
    """The segmentation frame under the centre of each fbank frame of a window."""
    count = 1 + (WINDOW_SAMPLES - FRAME_LENGTH) // FRAME_SHIFT
    centres = np.arange(count) * FRAME_SHIFT + FRAME_LENGTH / 2
    nearest = np.round((centres / SAMPLE_RATE - frame_centre(0)) / _FRAME_SECONDS)
    return np.clip(nearest.astype(np.int_), 0, FRAMES_PER_WINDOW - 1)


_FBANK_FRAMES = _fbank_to_frames()


class SpeakerTracker:
    def __init__(self, models: SpeakerModels) -> None:
        self._models = models
        self._pending = np.zeros(0, np.float32)  # audio from the next window's start on
        self._received = 0  # samples
        self._windows = 0
        self._tracks: list[Track] = []  # each local speaker with enough speech of its own

    def add_until(self, chunk: AudioChunk, seconds: float) -> None:
        """Take `chunk`'s audio up to media second `seconds`.

        Speaker detection keeps pace with Whisper, so that no long pass over the audio is left for
        the end, where progress would stall (ADR 027).
        """
        first = round(chunk.offset * SAMPLE_RATE)
        start = max(0, self._received - first)
        stop = min(len(chunk.samples), round(seconds * SAMPLE_RATE) - first)
        if stop > start:
            piece = chunk.samples[start:stop]
            self.add_chunk(AudioChunk(chunk.offset + start / SAMPLE_RATE, piece))

    def add_chunk(self, chunk: AudioChunk) -> None:
        """Take the next stretch of audio; chunks arrive in order, at media-absolute offsets."""
        first = round(chunk.offset * SAMPLE_RATE)
        samples = chunk.samples
        if first > self._received:  # a gap the decoder skipped: silence
            samples = np.concatenate([np.zeros(first - self._received, np.float32), samples])
        else:
            samples = samples[self._received - first :]
        self._pending = np.concatenate([self._pending, samples])
        self._received += len(samples)
        self._run(final=False)

    def _next_start(self) -> int:
        return self._windows * _STEP

    def _run(self, *, final: bool) -> None:
        while True:
            start = self._next_start()
            if start + WINDOW_SAMPLES > self._received:
                covered = start - _STEP + WINDOW_SAMPLES if self._windows else 0
                if not final or covered >= self._received:
                    return
            window = self._pending[:WINDOW_SAMPLES]
            if len(window) < WINDOW_SAMPLES:
                window = np.pad(window, (0, WINDOW_SAMPLES - len(window)))
            self._add_window(window)
            self._pending = self._pending[_STEP:]

    def _add_window(self, window: NDArray[np.float32]) -> None:
        activity = self._models.segmenter(window[None])[0]
        index = self._windows
        self._windows += 1
        alone = activity & (activity.sum(axis=1, keepdims=True) == 1)
        if not alone.any():
            return
        # Each local speaker with enough speech of its own (fbank frames).
        heard = [
            (speaker, own)
            for speaker in range(LOCAL_SPEAKERS)
            if _seconds(own := np.flatnonzero(alone[_FBANK_FRAMES, speaker])) >= _MIN_CLEAN_SECONDS
        ]
        if not heard:
            return
        features = fbank(window)
        heard_tracks = self._models.listen([_centred(features[own]) for _, own in heard])
        for (speaker, own), outputs in zip(heard, heard_tracks, strict=True):
            whole = Part(_unit(outputs.embed()), _seconds(own), activity[:, speaker])
            self._tracks.append(Track(index, whole, _two_voices(outputs, own, whole)))

    def _speaker_frames(
        self, parts: list[tuple[int, Part]], labels: NDArray[np.int_], count: int
    ) -> NDArray[np.float32]:
        """(frames, speakers): each speaker's activity on the media's frame grid, averaged
        over the windows covering each frame."""
        total = (self._windows - 1) * _STEP_FRAMES + FRAMES_PER_WINDOW
        activity = np.zeros((total, count), np.float32)
        covering = np.zeros(total, np.float32)
        for index in range(self._windows):
            covering[index * _STEP_FRAMES : index * _STEP_FRAMES + FRAMES_PER_WINDOW] += 1
        for (index, part), label in zip(parts, labels, strict=True):
            if label >= 0:
                base = index * _STEP_FRAMES
                activity[base : base + FRAMES_PER_WINDOW, label] += part.frames
        return (activity / np.maximum(covering, 1)[:, None]).astype(np.float32)

    def label_words(
        self, words: Sequence[Word], *, min_speakers: int = 1, max_speakers: int | None = None
    ) -> SpeakerLabels:
        """A speaker index for each word (in the order given), and each speaker's voice."""
        self._run(final=True)
        if not words:
            return SpeakerLabels([], {})
        if not self._tracks:
            return SpeakerLabels([0] * len(words), {})
        parts = parts_to_cluster(self._tracks)
        vectors = np.stack([part.vector for _, part in parts])
        labels = cluster_speakers(
            vectors,
            np.asarray([part.seconds for _, part in parts]),
            np.asarray([index for index, _ in parts]),
            min_speakers=min_speakers,
            max_speakers=max_speakers,
        )
        activity = self._speaker_frames(parts, labels, int(labels.max()) + 1)
        found = [_most_active(activity, word) for word in words]
        return SpeakerLabels(_fill_gaps(found), voice_centroids(vectors, labels))


def _two_voices(outputs: Heard, own: NDArray[np.int_], whole: Part) -> tuple[Part, Part] | None:
    """Two voices in one local speaker's speech (its fbank frames `own`), if its pieces, embedded
    from the one CAM++ pass over all of it, form two strongly unlike groups."""
    pieces = pieces_of(np.arange(len(own)))
    if not pieces:
        return None
    groups = two_voices(pieces, normalised(np.stack([outputs.embed(p) for p in pieces])))
    if groups is None:
        return None
    piece_of_frame = _piece_of_frame([own[p] for p in pieces])
    first, second = (
        Part(
            _unit(outputs.embed(np.concatenate([pieces[i] for i in group]))),
            sum(_seconds(pieces[i]) for i in group),
            whole.frames & np.isin(piece_of_frame, group),
        )
        for group in groups
    )
    return first, second


def _piece_of_frame(pieces: list[NDArray[np.int_]]) -> NDArray[np.int_]:
    """The piece each segmentation frame of a window goes with: the one it falls in, or the one
    before it (overlapped speech, which no piece holds, included)."""
    starts = _FBANK_FRAMES[[piece[0] for piece in pieces]]
    found = np.searchsorted(starts, np.arange(FRAMES_PER_WINDOW), "right") - 1
    return np.maximum(found, 0)


def _unit(vector: NDArray[np.float32]) -> NDArray[np.float32]:
    return normalised(vector[None]).reshape(-1)


def _centred(features: NDArray[np.float32]) -> NDArray[np.float32]:
    return np.asarray(features - features.mean(axis=0), np.float32)


def _seconds(fbank_frames: NDArray[np.int_]) -> float:
    return len(fbank_frames) * FRAME_SHIFT / SAMPLE_RATE


def _most_active(activity: NDArray[np.float32], word: Word) -> int | None:
    """The speaker most active over the word's frames, widening the span if no one was."""
    for widen in _WIDEN_SECONDS:
        first = int(np.ceil((word.start - widen - frame_centre(0)) / _FRAME_SECONDS))
        last = int(np.floor((word.end + widen - frame_centre(0)) / _FRAME_SECONDS)) + 1
        first = max(0, min(first, len(activity) - 1))
        span = activity[first : max(first + 1, last)].sum(axis=0)
        if span.max() > 0:
            return int(np.argmax(span))
    return None


def _fill_gaps(found: list[int | None]) -> list[int]:
    """Words no window heard take the speaker of the word before (or after) them."""
    known = [label for label in found if label is not None]
    previous = known[0] if known else 0
    out: list[int] = []
    for label in found:
        previous = label if label is not None else previous
        out.append(previous)
    return out

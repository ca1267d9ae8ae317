"""Speaker detection: segmentation windows, voice vectors of local speakers, clustered, per word.

Audio streams through in 10-second windows every 2.5 s while it is in memory
(chunk by chunk, as Whisper reads it). For each window the segmentation model
says which of up to three local speakers talks in each frame. Each local
speaker's own speech (no one talking over it) is cut into pieces of about
1.5 s, and each piece gets a CAM++ vector. The segmentation model sometimes
hears two people who take turns as one local speaker, so a local speaker's
pieces are checked against each other: those that disagree are two voices.

Each voice of each window gives one vector to cluster into the recording's
speakers. Then every piece goes to the speaker whose voice is nearest its own,
the pieces' frames are added up per speaker, and each word goes to the speaker
most active over its span. Only vectors and on/off frames are kept, so memory
grows by about ten kilobytes a window, not with the audio itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray
from scipy.cluster.hierarchy import fcluster, linkage

from ._campplus import CamPlusPlus
from ._clustering import cluster_speakers, voice_centroids
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

__all__ = ["SpeakerLabels", "SpeakerModels", "SpeakerTracker"]

# 2.5 s, rounded to whole frames so that every window's frames fall on one grid.
_STEP_FRAMES = round(2.5 * SAMPLE_RATE / FRAME_SAMPLES)
_STEP = _STEP_FRAMES * FRAME_SAMPLES
_PIECE_SECONDS = 1.5  # of a local speaker's own speech: the shortest stretch worth a vector
# Two people the segmentation took for one are told apart on 3 s (two pieces): one person's 3 s
# are 0.4-0.9 alike on real meetings and calls, two people's under 0.3.
_PIECES_PER_BLOCK = 2
_SAME_VOICE = 0.3
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

    def embed(self, features: list[NDArray[np.float32]]) -> list[NDArray[np.float32]]:
        return list(self._pool.map(self.embedder.embed, features))


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
        # Per window: each piece's unit vector (pieces, 192) and its frames (589, pieces).
        self._pieces: list[NDArray[np.float32]] = []
        self._piece_frames: list[NDArray[np.bool_]] = []
        # One per voice of each window, to cluster.
        self._vectors: list[NDArray[np.float32]] = []
        self._seconds: list[float] = []  # clean speech behind each vector
        self._vector_windows: list[int] = []
        self._piece_windows: list[int] = []

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
        # Each local speaker's own speech, as fbank frame numbers cut into pieces.
        pieces_of: dict[int, list[NDArray[np.int_]]] = {}
        for speaker in range(LOCAL_SPEAKERS):
            own = np.flatnonzero(alone[_FBANK_FRAMES, speaker])
            count = int(len(own) * FRAME_SHIFT / SAMPLE_RATE // _PIECE_SECONDS)
            if count:
                pieces_of[speaker] = np.array_split(own, count)
        if not pieces_of:
            return
        features = fbank(window)
        pieces = [piece for speaker_pieces in pieces_of.values() for piece in speaker_pieces]
        vectors = _unit(np.stack(self._models.embed([_centred(features[p]) for p in pieces])))
        frames: list[NDArray[np.bool_]] = []
        for speaker, speaker_pieces in pieces_of.items():
            # Each frame the local speaker is heard goes with the piece it falls in (or the one
            # before it): its overlapped speech too, which no vector was made of.
            starts = _FBANK_FRAMES[[piece[0] for piece in speaker_pieces]]
            piece_of_frame = np.searchsorted(starts, np.arange(FRAMES_PER_WINDOW), "right") - 1
            for number in range(len(speaker_pieces)):
                frames.append(activity[:, speaker] & (np.maximum(piece_of_frame, 0) == number))
            local = vectors[len(frames) - len(speaker_pieces) : len(frames)]
            for voice in _voices(local):
                self._vectors.append(_unit(local[voice].mean(axis=0)))
                heard = sum(len(speaker_pieces[number]) for number in voice)
                self._seconds.append(heard * FRAME_SHIFT / SAMPLE_RATE)
                self._vector_windows.append(index)
        self._pieces.append(vectors)
        self._piece_frames.append(np.stack(frames, axis=1))
        self._piece_windows.append(index)

    def _speaker_frames(self, voices: NDArray[np.float32]) -> NDArray[np.float32]:
        """(frames, speakers): each speaker's activity on the media's frame grid, averaged over the
        windows covering each frame. Every piece counts for the speaker whose voice is nearest."""
        total = (self._windows - 1) * _STEP_FRAMES + FRAMES_PER_WINDOW
        activity = np.zeros((total, len(voices)), np.float32)
        for index, vectors, frames in zip(
            self._piece_windows, self._pieces, self._piece_frames, strict=True
        ):
            nearest = np.argmax(vectors @ voices.T, axis=1)
            base = index * _STEP_FRAMES
            for speaker in np.unique(nearest):
                heard = frames[:, nearest == speaker].any(axis=1)
                activity[base : base + FRAMES_PER_WINDOW, speaker] += heard
        covering = np.zeros(total, np.float32)
        for index in range(self._windows):
            covering[index * _STEP_FRAMES : index * _STEP_FRAMES + FRAMES_PER_WINDOW] += 1
        return (activity / np.maximum(covering, 1)[:, None]).astype(np.float32)

    def label_words(
        self, words: Sequence[Word], *, min_speakers: int = 1, max_speakers: int | None = None
    ) -> SpeakerLabels:
        """A speaker index for each word (in the order given), and each speaker's voice."""
        self._run(final=True)
        if not words:
            return SpeakerLabels([], {})
        if not self._vectors:
            return SpeakerLabels([0] * len(words), {})
        vectors = np.stack(self._vectors)
        labels = cluster_speakers(
            vectors,
            np.asarray(self._seconds),
            np.asarray(self._vector_windows),
            min_speakers=min_speakers,
            max_speakers=max_speakers,
        )
        voices = voice_centroids(vectors, labels)
        speakers = sorted(voices)
        activity = self._speaker_frames(np.stack([voices[k] for k in speakers]))
        found = [_most_active(activity, word) for word in words]
        return SpeakerLabels([speakers[i] for i in _fill_gaps(found)], voices)


def _unit(vectors: NDArray[np.float32]) -> NDArray[np.float32]:
    norms = np.linalg.norm(vectors, axis=-1, keepdims=True)
    return np.asarray(vectors / np.maximum(norms, 1e-9), np.float32)


def _centred(features: NDArray[np.float32]) -> NDArray[np.float32]:
    return np.asarray(features - features.mean(axis=0), np.float32)


def _voices(pieces: NDArray[np.float32]) -> list[NDArray[np.int_]]:
    """The voices among one local speaker's pieces (unit vectors, in time order): which pieces
    are whose. Pieces are compared two by two (3 s), which one piece alone is too short for."""
    blocks = [
        np.arange(first, min(first + _PIECES_PER_BLOCK, len(pieces)))
        for first in range(0, len(pieces), _PIECES_PER_BLOCK)
    ]
    if len(blocks) == 1:
        return blocks
    block_vectors = _unit(np.stack([pieces[block].mean(axis=0) for block in blocks]))
    tree = linkage(block_vectors.astype(np.float64), method="average", metric="cosine")
    groups = fcluster(tree, 1 - _SAME_VOICE, criterion="distance")
    voices = [
        np.concatenate([blocks[i] for i in np.flatnonzero(groups == group)])
        for group in np.unique(groups)
    ]
    return sorted(voices, key=lambda pieces_of_voice: int(pieces_of_voice[0]))


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

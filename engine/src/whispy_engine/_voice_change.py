"""Two people the segmentation model heard as one local speaker.

On real meetings segmentation-3.0 sometimes gives two people who take turns
one local speaker through a whole window (ADR 017), so that window's one
vector mixes two voices. A local speaker with at least `MIN_TRACK_SECONDS`
of its own speech is therefore also embedded in pieces of `PIECE_SECONDS`,
only to look for a change of voice: when its pieces form two groups of at
least `MIN_VOICE_SECONDS` each that sound strongly unlike each other, each
group's speech is embedded as a whole and clustered in place of the track's
one vector. Everywhere else the whole-window vector is kept, which is
steadier than any piece of it.

Every vector of a track (whole, pieces, groups) is pooled from one CAM++ pass
over the track's speech (`Heard`), so the check costs no extra pass and runs
in every window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray
from scipy.cluster.hierarchy import fcluster, linkage

from ._clustering import normalised

__all__ = ["Part", "Track", "parts_to_cluster", "pieces_of", "two_voices"]

PIECE_SECONDS = 1.5  # of a local speaker's own speech, compared to find a change of voice
MIN_VOICE_SECONDS = 3.0  # each of two voices in one track, to be worth its own vector
MIN_TRACK_SECONDS = 2 * MIN_VOICE_SECONDS
# Under this cosine similarity two groups of pieces are two people: pooled from one CAM++ pass,
# two men sharing a local speaker scored 0.09–0.39, one person's groups of 3 s or more 0.67 or
# more; any cut from 0.45 to 0.6 gave the same speakers on every real case (ADR 017).
DIFFERENT_VOICES = 0.5
_FBANK_PER_SECOND = 100


@dataclass(frozen=True)
class Part:
    """A voice heard in one window: its unit CAM++ vector, seconds of own speech and frames."""

    vector: NDArray[np.float32]
    seconds: float
    frames: NDArray[np.bool_]  # (frames of a window,) where this voice is heard


@dataclass(frozen=True)
class Track:
    """One local speaker of one window: its whole-window voice, and two voices if heard in it."""

    window: int
    whole: Part
    voices: tuple[Part, Part] | None


def pieces_of(own: NDArray[np.int_]) -> list[NDArray[np.int_]]:
    """A local speaker's own fbank frames (or their positions in its speech) in pieces of at
    least PIECE_SECONDS, or none if it has too little speech to hold two voices."""
    seconds = len(own) / _FBANK_PER_SECOND
    if seconds < MIN_TRACK_SECONDS:
        return []
    return list(np.array_split(own, int(seconds // PIECE_SECONDS)))


def two_voices(
    pieces: list[NDArray[np.int_]], vectors: NDArray[np.float32]
) -> tuple[NDArray[np.int_], NDArray[np.int_]] | None:
    """The pieces (fbank frames, with their unit vectors) of each of two voices, if they form two
    strongly unlike groups of at least MIN_VOICE_SECONDS each."""
    if len(pieces) < 2:
        return None
    tree = linkage(vectors.astype(np.float64), method="average", metric="cosine")
    groups = fcluster(tree, 2, criterion="maxclust")
    first, second = np.flatnonzero(groups == 1), np.flatnonzero(groups == 2)
    seconds = [sum(len(pieces[i]) for i in group) / _FBANK_PER_SECOND for group in (first, second)]
    if min(seconds) < MIN_VOICE_SECONDS:
        return None
    voices = normalised(np.stack([vectors[first].mean(axis=0), vectors[second].mean(axis=0)]))
    if float(voices[0] @ voices[1]) >= DIFFERENT_VOICES:
        return None
    return first, second


def parts_to_cluster(tracks: Sequence[Track]) -> list[tuple[int, Part]]:
    """(window, voice) to cluster: the two voices of a track where they were heard, the
    whole-window voice everywhere else."""
    return [(track.window, part) for track in tracks for part in track.voices or (track.whole,)]

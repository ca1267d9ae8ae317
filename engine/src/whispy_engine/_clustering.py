"""Tying local speakers of many windows into the speakers of a recording.

Each (window, local speaker) with enough clean speech has one CAM++ vector.
They are L2-normalised and grouped by centroid-linkage agglomerative
clustering, cut where the Euclidean distance between two groups' centroids
passes `MERGE_DISTANCE`: the number of speakers is whatever survives, bounded
by the caller's optional minimum and maximum. Then:

- two groups that no window heard side by side and whose centroids are over
  `SAME_SPEAKER_APART` alike are joined: one person whose vectors drift
  (dev00's first man came out as two groups 0.68 alike when the windows
  fell 1.25 s later), where people who talk in one window stay apart;
- groups holding under `MIN_SPEAKER_SHARE` of the embedded speech are folded
  into the nearest large group (a cough or a laugh is not a speaker);
- a group under `MIXED_SHARE` of the speech whose centroid sounds like the
  mean of two larger groups' is folded into the nearer of them: in noise the
  segmentation gives both callers one local speaker in a window or two, and
  those vectors, half one voice and half the other, formed a third speaker;
- the two or three local speakers of one window were told apart by the
  segmentation model, so they never share a speaker: each window's local
  speakers are matched to distinct speakers by the best total similarity.

On very long recordings only an evenly spread sample of vectors is linked;
the rest join their nearest centroid, so time and memory stay bounded.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray
from scipy.cluster.hierarchy import fcluster, linkage
from scipy.optimize import linear_sum_assignment

__all__ = [
    "MERGE_DISTANCE",
    "MIN_SPEAKER_SHARE",
    "cluster_speakers",
    "normalised",
    "voice_centroids",
]

MERGE_DISTANCE = 0.75  # between (unnormalised) centroids of unit vectors
MIN_SPEAKER_SHARE = 0.05
# Two groups that no window heard side by side may be one person: a voice that drifts over a
# recording, or speech mixed at a window's edge. They join when their centroids are this alike.
SAME_SPEAKER_APART = 0.55
# A small group whose centroid is this alike to the mean of two larger groups' centroids is speech
# of those two people that one local speaker mixed (the segmentation does, in noise), not a third.
MIXED_SHARE = 0.2
MIXED_VOICES = 0.6
_MAX_LINKED = 2000  # vectors linked directly; O(n²) memory past that


def normalised(vectors: NDArray[np.floating]) -> NDArray[np.float32]:
    """Rows scaled to unit length (a zero row stays zero)."""
    norms = np.linalg.norm(vectors, axis=-1, keepdims=True)
    return np.asarray(vectors / np.maximum(norms, 1e-9), np.float32)


def _centroids(
    unit: NDArray[np.float32], labels: NDArray[np.int_], count: int
) -> NDArray[np.float32]:
    return normalised(np.stack([unit[labels == k].mean(axis=0) for k in range(count)]))


def _dense(labels: NDArray[np.int_]) -> tuple[NDArray[np.int_], int]:
    ids, dense = np.unique(labels, return_inverse=True)
    return np.asarray(dense, np.int_), len(ids)


def _linked(
    unit: NDArray[np.float32], min_speakers: int, max_speakers: int | None
) -> NDArray[np.int_]:
    if len(unit) < 2:
        return np.zeros(len(unit), np.int_)
    tree = linkage(unit.astype(np.float64), method="centroid", metric="euclidean")
    labels = fcluster(tree, MERGE_DISTANCE, criterion="distance")
    count = len(np.unique(labels))
    if max_speakers is not None and count > max_speakers:
        labels = fcluster(tree, max_speakers, criterion="maxclust")
    elif count < min_speakers:
        labels = fcluster(tree, min(min_speakers, len(unit)), criterion="maxclust")
    return np.asarray(labels, np.int_) - 1


def _fold_small(
    unit: NDArray[np.float32], weights: NDArray[np.float64], labels: NDArray[np.int_], keep: int
) -> NDArray[np.int_]:
    """Move groups under the minimum share into the nearest large one, keeping at least `keep`."""
    labels, count = _dense(labels)
    shares = np.bincount(labels, weights=weights, minlength=count) / max(weights.sum(), 1e-9)
    order = np.argsort(-shares, kind="stable")
    major = [int(k) for i, k in enumerate(order) if shares[k] >= MIN_SPEAKER_SHARE or i < keep]
    if len(major) == count:
        return labels
    centres = _centroids(unit, labels, count)
    for k in set(range(count)) - set(major):
        labels[labels == k] = major[int(np.argmax(centres[major] @ centres[k]))]
    return _dense(labels)[0]


def _join_apart(
    unit: NDArray[np.float32], labels: NDArray[np.int_], windows: NDArray[np.int_], keep: int
) -> NDArray[np.int_]:
    """Join the most alike two groups never heard in one window, while they are over
    SAME_SPEAKER_APART alike and more than `keep` groups are left."""
    labels, count = _dense(labels)
    window_rows = _dense(windows)[0]
    while count > keep:
        centres = _centroids(unit, labels, count)
        heard = np.zeros((int(window_rows.max()) + 1, count), np.int_)
        heard[window_rows, labels] = 1
        together = heard.T @ heard > 0
        np.fill_diagonal(together, True)
        alike = np.where(together, -np.inf, centres @ centres.T)
        first, second = np.unravel_index(np.argmax(alike), alike.shape)
        if alike[first, second] < SAME_SPEAKER_APART:
            break
        labels[labels == second] = first
        labels, count = _dense(labels)
    return labels


def _mixed_group(
    centres: NDArray[np.float32], shares: NDArray[np.float64]
) -> tuple[int, int] | None:
    """The smallest group under MIXED_SHARE that sounds like two larger groups mixed, and the
    nearer of those two; None if there is none."""
    for small in np.argsort(shares, kind="stable"):
        larger = np.flatnonzero(shares > shares[small])
        if shares[small] >= MIXED_SHARE:
            return None
        if len(larger) < 2:
            continue
        mixes = normalised(centres[larger][:, None] + centres[larger][None, :]) @ centres[small]
        np.fill_diagonal(mixes, -np.inf)
        if mixes.max() >= MIXED_VOICES:
            pair = larger[list(np.unravel_index(np.argmax(mixes), mixes.shape))]
            return int(small), int(pair[np.argmax(centres[pair] @ centres[small])])
    return None


def _fold_mixed(
    unit: NDArray[np.float32], weights: NDArray[np.float64], labels: NDArray[np.int_], keep: int
) -> NDArray[np.int_]:
    """Fold groups that sound like two larger groups mixed into the nearer of the two, one at a
    time, keeping at least `keep` groups."""
    labels, count = _dense(labels)
    while count > max(keep, 2):
        shares = np.bincount(labels, weights=weights, minlength=count) / max(weights.sum(), 1e-9)
        found = _mixed_group(_centroids(unit, labels, count), shares)
        if found is None:
            break
        small, into = found
        labels[labels == small] = into
        labels, count = _dense(labels)
    return labels


def _cannot_link(
    unit: NDArray[np.float32], labels: NDArray[np.int_], count: int, windows: NDArray[np.int_]
) -> NDArray[np.int_]:
    """Give the local speakers of each window distinct speakers (-1: more locals than speakers)."""
    centres = _centroids(unit, labels, count)
    out = labels.copy()
    order = np.argsort(windows, kind="stable")
    bounds = np.flatnonzero(np.diff(windows[order])) + 1
    for members in np.split(order, bounds):
        if len(members) < 2:
            continue
        rows, cols = linear_sum_assignment(-(unit[members] @ centres.T))
        out[members] = -1
        out[members[rows]] = cols
    return out


def cluster_speakers(
    vectors: NDArray[np.float32],
    weights: NDArray[np.float64],
    windows: NDArray[np.int_],
    *,
    min_speakers: int = 1,
    max_speakers: int | None = None,
) -> NDArray[np.int_]:
    """A speaker index (0…k-1) per vector, or -1 for a vector left out by the cannot-link rule.

    `weights` is the seconds of speech behind each vector, `windows` the window it came from.
    """
    if len(vectors) == 0:
        return np.zeros(0, np.int_)
    unit = normalised(vectors.astype(np.float32))
    linked = np.linspace(0, len(unit) - 1, min(len(unit), _MAX_LINKED)).astype(np.int_)
    sample_labels, count = _dense(_linked(unit[linked], min_speakers, max_speakers))
    if len(linked) < len(unit):
        centres = _centroids(unit[linked], sample_labels, count)
        labels = np.asarray(np.argmax(unit @ centres.T, axis=1), np.int_)
    else:
        labels = sample_labels
    labels = _join_apart(unit, labels, windows, keep=min_speakers)
    labels = _fold_small(unit, weights, labels, keep=min_speakers)
    labels = _fold_mixed(unit, weights, labels, keep=min_speakers)
    labels, count = _dense(labels)
    return _cannot_link(unit, labels, count, windows)


def voice_centroids(
    vectors: NDArray[np.float32], labels: NDArray[np.int_]
) -> dict[int, NDArray[np.float32]]:
    """Each speaker's voice: the unit-length mean of its unit vectors (those labelled -1 left out).

    The mean of many windows' vectors is steadier than any one of them, and unit length lets a
    later recording's speakers be compared with it by a plain dot product (cosine similarity).
    """
    unit = normalised(vectors.astype(np.float32))
    found = sorted(int(k) for k in np.unique(labels) if k >= 0)
    return {k: normalised(unit[labels == k].mean(axis=0)) for k in found}

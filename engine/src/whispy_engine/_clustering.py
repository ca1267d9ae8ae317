"""Grouping voice vectors into speakers, with the count found automatically.

Average-linkage clustering on cosine distance gives one tree. Every cut of it
is a candidate, after two clean-ups that long recordings need:

- Groups too small to be a speaker (a few seconds of speech, or under 1 % of
  it) are folded into the nearest real group. On long recordings a handful
  of windows straddling a turn change, a breath or a cough form tight little
  groups of their own; counted as speakers they turned two voices into three.
- A cut that keeps two groups apart whose average cosine distance is under
  the merge threshold is dropped: that is the usual stopping rule of
  agglomerative clustering, so one voice is never split into two.

The count is the surviving candidate with the best silhouette, accepted only
when that silhouette is high enough (else one speaker). Both gates were set
on real and synthetic speech (engine/README.md, "Speaker detection"): a
single noisy real voice (a 1961 speech recording) splits at silhouette 0.34,
while two different voices score above 0.45 with groups 0.35 apart and more.
On the five-minute benchmark conversation the two voices score 0.52 and the
best three-way cut (one voice halved, groups 0.33 apart) 0.47; the stray
window that used to be a third speaker scored 0.49 before folding.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray
from scipy.cluster.hierarchy import fcluster, linkage

__all__ = ["cluster_speakers"]

_MIN_SILHOUETTE = 0.4
_MIN_MERGE_DISTANCE = 0.3
_MAX_AUTO_SPEAKERS = 8
_SPARE_CUTS = 8  # cuts past the speaker limit, since folding can shrink the count
_MIN_SPEAKER_WINDOWS = 6  # about 4.5 s of speech at the tracker's 0.75 s hop
_MIN_SPEAKER_SHARE = 0.01
_SILHOUETTE_SAMPLE = 1500  # bounds the O(n²) score on long recordings


def _silhouette(vectors: NDArray[np.float32], labels: NDArray[np.int_]) -> float:
    if len(vectors) > _SILHOUETTE_SAMPLE:
        pick = np.random.default_rng(0).choice(len(vectors), _SILHOUETTE_SAMPLE, replace=False)
        vectors, labels = vectors[pick], labels[pick]
    distance = 1.0 - vectors @ vectors.T
    ids = np.unique(labels)
    if len(ids) < 2:
        return -1.0
    means = np.stack([distance[:, labels == i].mean(axis=1) for i in ids], axis=1)
    counts = np.array([(labels == i).sum() for i in ids])
    own = np.searchsorted(ids, labels)
    rows = np.arange(len(labels))
    # The mean distance to one's own cluster excludes oneself (distance 0).
    size = counts[own]
    a = np.where(size > 1, means[rows, own] * size / np.maximum(size - 1, 1), 0.0)
    means[rows, own] = np.inf
    b = means.min(axis=1)
    score = np.where(size > 1, (b - a) / np.maximum(np.maximum(a, b), 1e-9), 0.0)
    return float(score.mean())


def _group_sums(
    vectors: NDArray[np.float32], labels: NDArray[np.int_], groups: list[int]
) -> NDArray[np.float32]:
    """Each group's vectors added up: the centre's direction, and average-linkage sums."""
    return np.stack([vectors[labels == g].sum(axis=0) for g in groups])


def _dense(labels: NDArray[np.int_]) -> NDArray[np.int_]:
    _, dense = np.unique(labels, return_inverse=True)
    return np.asarray(dense, np.int_)


def _fold_small_groups(
    vectors: NDArray[np.float32], labels: NDArray[np.int_], *, min_size: int, keep: int
) -> NDArray[np.int_]:
    """Move groups under `min_size` into the group whose centre is nearest.

    At least `keep` groups (the largest) survive, so a requested minimum
    speaker count is never folded away.
    """
    sizes = np.bincount(labels)
    order = np.argsort(-sizes, kind="stable")
    major = [int(g) for g in order if sizes[g] >= min_size]
    for g in order:
        if len(major) >= keep:
            break
        if int(g) not in major:
            major.append(int(g))
    if len(major) == len(sizes):
        return labels
    centres = _group_sums(vectors, labels, major)
    centres /= np.linalg.norm(centres, axis=1, keepdims=True) + 1e-9
    nearest = np.asarray(major)[np.argmax(vectors @ centres.T, axis=1)]
    folded = np.where(np.isin(labels, major), labels, nearest)
    return _dense(folded)


def _closest_groups(vectors: NDArray[np.float32], labels: NDArray[np.int_]) -> float:
    """The smallest average cosine distance between two groups (average linkage)."""
    sums = _group_sums(vectors, labels, list(range(labels.max() + 1)))
    sizes = np.bincount(labels).astype(np.float64)
    # mean over pairs of 1 - a·b is 1 - (Σa)·(Σb) / (|A| |B|)
    distance = 1.0 - (sums @ sums.T) / np.outer(sizes, sizes)
    np.fill_diagonal(distance, np.inf)
    return float(distance.min())


def cluster_speakers(
    vectors: NDArray[np.float32], *, min_speakers: int = 1, max_speakers: int | None = None
) -> NDArray[np.int_]:
    """Label each unit vector with a speaker index 0..k-1."""
    n = len(vectors)
    upper = min(n, max_speakers or _MAX_AUTO_SPEAKERS)
    lower = min(max(1, min_speakers), upper)
    if n < 2 or upper <= 1:
        return np.zeros(n, np.int_)
    tree = linkage(vectors.astype(np.float64), method="average", metric="cosine")
    min_size = max(_MIN_SPEAKER_WINDOWS, math.ceil(_MIN_SPEAKER_SHARE * n))
    best_score, best_labels = -1.0, np.zeros(n, np.int_)
    tried: set[bytes] = set()
    for k in range(max(2, lower), min(n, upper + _SPARE_CUTS) + 1):
        cut = _dense(np.asarray(fcluster(tree, t=k, criterion="maxclust")) - 1)
        labels = _fold_small_groups(vectors, cut, min_size=min_size, keep=lower)
        count = int(labels.max()) + 1
        if not lower <= count <= upper or count < 2 or labels.tobytes() in tried:
            continue
        tried.add(labels.tobytes())
        # Bounds given by the caller override the stopping rule, not the other way round.
        if lower <= 1 and _closest_groups(vectors, labels) < _MIN_MERGE_DISTANCE:
            continue
        score = _silhouette(vectors, labels)
        if score > best_score:
            best_score, best_labels = score, labels
    if lower >= 2 and best_labels.max() == 0:
        # No cut gave enough groups of speaker size: honour the minimum anyway.
        return _dense(np.asarray(fcluster(tree, t=lower, criterion="maxclust")) - 1)
    if lower <= 1 and best_score < _MIN_SILHOUETTE:
        return np.zeros(n, np.int_)
    return best_labels

"""Kaldi log-mel filterbank features, as CAM++ was trained on them.

The same arithmetic as Kaldi's `compute-fbank-feats` (and torchaudio's
`compliance.kaldi.fbank`) with 3D-Speaker's settings: 25 ms frames every
10 ms, no dither, DC offset removed, pre-emphasis 0.97, Povey window, a
512-point power spectrum, 80 triangular mel bins from 20 Hz to Nyquist,
log with a floor at float32's epsilon. A speaker's features are then
mean-normalised over that speaker's own frames (done by the caller).
"""

from __future__ import annotations

from functools import cache

import numpy as np
from numpy.typing import NDArray

__all__ = ["FRAME_LENGTH", "FRAME_SHIFT", "MEL_BINS", "fbank"]

SAMPLE_RATE = 16_000
FRAME_LENGTH = 400  # samples, 25 ms
FRAME_SHIFT = 160  # samples, 10 ms
MEL_BINS = 80
_FFT = 512
_LOW_HZ = 20.0
_PREEMPHASIS = 0.97
_FLOOR = float(np.finfo(np.float32).eps)


def _mel(hz: NDArray[np.float64]) -> NDArray[np.float64]:
    return 1127.0 * np.log(1.0 + hz / 700.0)


@cache
def _mel_banks() -> NDArray[np.float32]:
    """(257, 80) triangular weights over the power spectrum's bins."""
    edges = np.linspace(_mel(np.array(_LOW_HZ)), _mel(np.array(SAMPLE_RATE / 2)), MEL_BINS + 2)
    left, centre, right = edges[:-2, None], edges[1:-1, None], edges[2:, None]
    bins = _mel(np.arange(_FFT // 2) * SAMPLE_RATE / _FFT)[None, :]
    up = (bins - left) / (centre - left)
    down = (right - bins) / (right - centre)
    weights = np.maximum(0.0, np.minimum(up, down))
    # Kaldi leaves the Nyquist bin out of every filter.
    return np.pad(weights, ((0, 0), (0, 1))).T.astype(np.float32)


@cache
def _povey_window() -> NDArray[np.float32]:
    n = np.arange(FRAME_LENGTH)
    return ((0.5 - 0.5 * np.cos(2 * np.pi * n / (FRAME_LENGTH - 1))) ** 0.85).astype(np.float32)


def fbank(samples: NDArray[np.float32]) -> NDArray[np.float32]:
    """(frames, 80) log-mel energies of 16 kHz audio in [-1, 1]; Kaldi's snip-edges framing."""
    count = 1 + (len(samples) - FRAME_LENGTH) // FRAME_SHIFT if len(samples) >= FRAME_LENGTH else 0
    if count == 0:
        return np.zeros((0, MEL_BINS), np.float32)
    frames = np.lib.stride_tricks.sliding_window_view(samples, FRAME_LENGTH)[::FRAME_SHIFT][:count]
    frames = frames.astype(np.float32) - frames.mean(axis=1, keepdims=True, dtype=np.float32)
    previous = np.concatenate([frames[:, :1], frames[:, :-1]], axis=1)
    frames = (frames - _PREEMPHASIS * previous) * _povey_window()
    spectrum = np.fft.rfft(frames, n=_FFT, axis=1)
    power = (spectrum.real**2 + spectrum.imag**2).astype(np.float32)
    energies: NDArray[np.float32] = np.log(np.maximum(power @ _mel_banks(), _FLOOR))
    return energies

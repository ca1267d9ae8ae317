"""A GE2E speaker encoder (3-layer LSTM over 40 mel bands) run with numpy.

The weights are Resemblyzer's pretrained encoder, which ships inside its PyPI
wheel (see docs/adr/004-speaker-embedding.md). The network is small enough
(1.4 M parameters) that a batched numpy LSTM embeds an hour of speech windows
in seconds, so no deep-learning runtime is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from ._torch_checkpoint import load_legacy_checkpoint

__all__ = ["SAMPLE_RATE", "WINDOW_SECONDS", "SpeakerEncoder"]

SAMPLE_RATE = 16_000
_N_FFT = 400  # 25 ms
_HOP = 160  # 10 ms
_N_MELS = 40
_FRAMES = 160  # the encoder was trained on 1.6 s partial utterances
WINDOW_SECONDS = _FRAMES * _HOP / SAMPLE_RATE
_TARGET_DBFS = -30.0
_LAYERS = 3


def _hz_to_mel(hz: NDArray[np.float64]) -> NDArray[np.float64]:
    # Slaney's mel scale: linear below 1 kHz, logarithmic above, as the
    # encoder's training features used.
    mel = hz / (200.0 / 3)
    log_region = hz >= 1000.0
    mel[log_region] = 15.0 + np.log(hz[log_region] / 1000.0) / (np.log(6.4) / 27.0)
    return mel


def _mel_to_hz(mel: NDArray[np.float64]) -> NDArray[np.float64]:
    hz = mel * (200.0 / 3)
    log_region = mel >= 15.0
    hz[log_region] = 1000.0 * np.exp((np.log(6.4) / 27.0) * (mel[log_region] - 15.0))
    return hz


def _mel_filters() -> NDArray[np.float32]:
    fft_freqs = np.linspace(0, SAMPLE_RATE / 2, _N_FFT // 2 + 1)
    edges = _mel_to_hz(np.linspace(0.0, _hz_to_mel(np.array([SAMPLE_RATE / 2.0]))[0], _N_MELS + 2))
    widths = np.diff(edges)
    ramps = edges[:, None] - fft_freqs[None, :]
    lower = -ramps[:-2] / widths[:-1, None]
    upper = ramps[2:] / widths[1:, None]
    weights = np.maximum(0.0, np.minimum(lower, upper))
    weights *= (2.0 / (edges[2:] - edges[:-2]))[:, None]  # equal area per band
    return weights.astype(np.float32)


def _sigmoid(x: NDArray[np.float32]) -> NDArray[np.float32]:
    out: NDArray[np.float32] = 0.5 * (np.tanh(0.5 * x) + 1.0)
    return out


@dataclass(frozen=True)
class _LstmLayer:
    w_ih: NDArray[np.float32]  # (4H, in) gate order i, f, g, o as PyTorch stores it
    w_hh: NDArray[np.float32]
    bias: NDArray[np.float32]


class SpeakerEncoder:
    """Maps 1.6 s windows of 16 kHz speech to unit-length 256-d voice vectors."""

    def __init__(self, weights_path: Path) -> None:
        state = load_legacy_checkpoint(weights_path)["model_state"]
        self._layers = tuple(
            _LstmLayer(
                w_ih=state[f"lstm.weight_ih_l{i}"].T.copy(),
                w_hh=state[f"lstm.weight_hh_l{i}"].T.copy(),
                bias=state[f"lstm.bias_ih_l{i}"] + state[f"lstm.bias_hh_l{i}"],
            )
            for i in range(_LAYERS)
        )
        self._linear_w = state["linear.weight"].T.copy()
        self._linear_b = state["linear.bias"]
        self._filters = _mel_filters()
        self._window = np.hanning(_N_FFT + 1)[:-1].astype(np.float32)

    def _mel(self, windows: NDArray[np.float32]) -> NDArray[np.float32]:
        """Power mel spectrogram of each window: (batch, frames, 40)."""
        pad = _N_FFT // 2
        padded = np.pad(windows, ((0, 0), (pad, pad)))
        n_frames = 1 + (padded.shape[1] - _N_FFT) // _HOP
        idx = np.arange(_N_FFT)[None, :] + _HOP * np.arange(n_frames)[:, None]
        frames = padded[:, idx] * self._window
        power = np.abs(np.fft.rfft(frames, axis=-1)).astype(np.float32) ** 2
        mel: NDArray[np.float32] = power @ self._filters.T
        return mel[:, :_FRAMES, :]

    def _lstm(self, x: NDArray[np.float32]) -> NDArray[np.float32]:
        batch, steps, _ = x.shape
        hidden = np.zeros((batch, 256), np.float32)
        for layer in self._layers:
            projected = x @ layer.w_ih + layer.bias  # all time steps at once
            hidden = np.zeros((batch, 256), np.float32)
            cell = np.zeros((batch, 256), np.float32)
            outputs = np.empty((batch, steps, 256), np.float32)
            for t in range(steps):
                gates = projected[:, t] + hidden @ layer.w_hh
                i, f, g, o = np.split(gates, 4, axis=1)
                cell = _sigmoid(f) * cell + _sigmoid(i) * np.tanh(g)
                hidden = _sigmoid(o) * np.tanh(cell)
                outputs[:, t] = hidden
            x = outputs
        return hidden

    def embed(self, windows: NDArray[np.float32], *, batch_size: int = 64) -> NDArray[np.float32]:
        """Embed (n, 25600) windows of audio; returns (n, 256) unit vectors."""
        samples = int(WINDOW_SECONDS * SAMPLE_RATE)
        if windows.ndim != 2 or windows.shape[1] != samples:
            raise ValueError(f"expected windows of {samples} samples")
        # The encoder was trained on loudness-normalised speech: raise quiet
        # windows to -30 dBFS so that level differences do not look like voices.
        rms = np.sqrt(np.mean(windows**2, axis=1, keepdims=True)) + 1e-9
        gain = np.maximum(1.0, 10 ** (_TARGET_DBFS / 20) / rms)
        scaled = (windows * gain).astype(np.float32)
        out = np.empty((len(windows), 256), np.float32)
        for start in range(0, len(windows), batch_size):
            mel = self._mel(scaled[start : start + batch_size])
            hidden = self._lstm(mel)
            raw = np.maximum(0.0, hidden @ self._linear_w + self._linear_b)
            out[start : start + batch_size] = raw / (
                np.linalg.norm(raw, axis=1, keepdims=True) + 1e-9
            )
        return out

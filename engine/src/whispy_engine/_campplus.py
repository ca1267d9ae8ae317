"""CAM++ speaker embeddings (3D-Speaker, Apache-2.0), run in numpy.

The network of Wang et al., "CAM++: A Fast and Efficient Network for Speaker
Verification Using Context-Aware Masking" (Interspeech 2023), rebuilt from the
layer names and shapes of its state dict, with no PyTorch:

- FCM head: a 3x3 conv, two stages of two 2-D residual blocks (each stage
  halving the 80 mel bins), a strided 3x3 conv: 32 channels x 10 bins = 320.
- TDNN: conv k=5, stride 2 in time, 320 -> 128.
- Three densely connected blocks (12, 24 and 16 layers, growth 32, dilation
  1, 2, 2). Each layer: BN-ReLU, 1x1 conv to 128, BN-ReLU, then a
  context-aware mask: a k=3 conv gated by a sigmoid of the utterance mean plus
  the mean of its 100-frame segment. Each block ends in a transit layer
  (BN-ReLU, 1x1 conv halving the channels).
- BN-ReLU, mean and standard deviation over time, 1x1 dense to 192 with a
  non-affine BN, and nothing after it (upstream has no final ReLU).

BatchNorm after a convolution is folded into the convolution's weights at load.

`listen` keeps the frame-level outputs before the pooling, so that any part of
the features (a piece of a speaker's speech) is embedded from that one pass:
pooling them costs microseconds where a pass costs tens of milliseconds.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from ._torch_checkpoint import load_state_dict

__all__ = ["EMBEDDING_SIZE", "CamPlusPlus", "Heard"]

EMBEDDING_SIZE = 192
_EPS = 1e-5  # torch BatchNorm's
_SEGMENT = 100  # frames per context segment in the masking layers
_BLOCKS = ((12, 1), (24, 2), (16, 2))  # (layers, dilation) per dense block

Array = NDArray[np.float32]


def _bn(state: dict[str, NDArray[np.float32]], key: str) -> tuple[Array, Array]:
    """Scale and shift of an inference-time BatchNorm (affine or not)."""
    scale = 1.0 / np.sqrt(state[f"{key}.running_var"] + _EPS)
    shift = -state[f"{key}.running_mean"] * scale
    if f"{key}.weight" in state:
        scale, shift = scale * state[f"{key}.weight"], shift * state[f"{key}.weight"]
        shift = shift + state[f"{key}.bias"]
    return scale.astype(np.float32), shift.astype(np.float32)


def _bn_relu(x: Array, scale_shift: tuple[Array, Array]) -> Array:
    scale, shift = scale_shift
    shape = (-1,) + (1,) * (x.ndim - 1)
    return np.asarray(np.maximum(x * scale.reshape(shape) + shift.reshape(shape), 0.0), np.float32)


def _conv2d(x: Array, weight: Array, bias: Array, *, stride: int = 1) -> Array:
    """3x3 (padding 1) or 1x1 conv on (C, F, T), stride along F only; weight (O, C*k*k)."""
    channels = x.shape[0]
    k = round(np.sqrt(weight.shape[1] // channels))
    if k == 1:
        picked = x[:, ::stride]
        out = weight @ picked.reshape(channels, -1)
        return (out + bias[:, None]).reshape(weight.shape[0], picked.shape[1], -1)
    padded = np.pad(x, ((0, 0), (1, 1), (1, 1)))
    patches = np.lib.stride_tricks.sliding_window_view(padded, (k, k), axis=(1, 2))[:, ::stride]
    rows = patches.shape[1]
    columns = patches.transpose(0, 3, 4, 1, 2).reshape(channels * k * k, -1)
    return (weight @ columns + bias[:, None]).reshape(weight.shape[0], rows, -1)


def _conv1d_dilated(x: Array, weights: Array, dilation: int) -> Array:
    """k=3 'same' conv in time as one product; weights (O, 3*C), taps outermost."""
    channels, time = x.shape
    taps = np.zeros((3, channels, time), np.float32)
    taps[0, :, dilation:] = x[:, : time - dilation]
    taps[1] = x
    taps[2, :, : time - dilation] = x[:, dilation:]
    return np.asarray(weights @ taps.reshape(3 * channels, time), np.float32)


def _segment_means(x: Array) -> Array:
    """Each frame's mean over its own 100-frame segment (the last one may be shorter)."""
    time = x.shape[1]
    starts = np.arange(0, time, _SEGMENT)
    sums = np.add.reduceat(x, starts, axis=1)
    lengths = np.minimum(_SEGMENT, time - starts)
    return np.repeat(sums / lengths, lengths, axis=1)


class _Residual2d:
    def __init__(self, state: dict[str, Array], key: str, stride: int) -> None:
        self.stride = stride
        self.conv1 = _folded_conv(state, f"{key}.conv1", f"{key}.bn1")
        self.conv2 = _folded_conv(state, f"{key}.conv2", f"{key}.bn2")
        self.shortcut = (
            _folded_conv(state, f"{key}.shortcut.0", f"{key}.shortcut.1")
            if f"{key}.shortcut.0.weight" in state
            else None
        )

    def __call__(self, x: Array) -> Array:
        out = np.maximum(_conv2d(x, *self.conv1, stride=self.stride), 0.0)
        out = _conv2d(out, *self.conv2)
        out += x if self.shortcut is None else _conv2d(x, *self.shortcut, stride=self.stride)
        return np.maximum(out, 0.0, out=out)


def _folded_conv(state: dict[str, Array], conv: str, bn: str) -> tuple[Array, Array]:
    scale, shift = _bn(state, bn)
    weight = state[f"{conv}.weight"]
    return (weight * scale[:, None, None, None]).reshape(weight.shape[0], -1), shift


class _DenseLayer:
    def __init__(self, state: dict[str, Array], key: str, dilation: int) -> None:
        self.dilation = dilation
        self.bn1 = _bn(state, f"{key}.nonlinear1.batchnorm")
        self.linear1 = state[f"{key}.linear1.weight"][:, :, 0]
        self.bn2 = _bn(state, f"{key}.nonlinear2.batchnorm")
        cam = f"{key}.cam_layer"
        local = state[f"{cam}.linear_local.weight"]  # (O, C, 3)
        self.local = np.ascontiguousarray(local.transpose(0, 2, 1).reshape(local.shape[0], -1))
        self.mask1 = state[f"{cam}.linear1.weight"][:, :, 0], state[f"{cam}.linear1.bias"]
        self.mask2 = state[f"{cam}.linear2.weight"][:, :, 0], state[f"{cam}.linear2.bias"]

    def __call__(self, x: Array) -> Array:
        hidden = _bn_relu(self.linear1 @ _bn_relu(x, self.bn1), self.bn2)
        local = _conv1d_dilated(hidden, self.local, self.dilation)
        context = hidden.mean(axis=1, keepdims=True) + _segment_means(hidden)
        gate = np.maximum(self.mask1[0] @ context + self.mask1[1][:, None], 0.0)
        gate = self.mask2[0] @ gate + self.mask2[1][:, None]
        return np.asarray(local / (1.0 + np.exp(-gate)), np.float32)  # local * sigmoid(gate)


@dataclass(frozen=True)
class Heard:
    """The network's frame-level outputs over some features, before the pooling."""

    outputs: Array  # (512, ceil(frames / 2)): the TDNN halves the frame rate
    dense: Array
    dense_bn: tuple[Array, Array]

    def embed(self, frames: NDArray[np.int_] | None = None) -> Array:
        """One embedding (not normalised) of the given feature frames (indices into the features
        heard, in order), or of all of them. Only the pooling differs from a pass over those
        frames alone: each piece's outputs still saw its neighbours and the whole's mean."""
        x = self.outputs if frames is None else self.outputs[:, np.unique(frames // 2)]
        stats = np.concatenate([x.mean(axis=1), x.std(axis=1, ddof=1)])
        scale, shift = self.dense_bn
        return np.asarray(self.dense @ stats * scale + shift, np.float32)


class CamPlusPlus:
    """192-dim speaker embeddings from mean-normalised 80-bin fbank frames."""

    def __init__(self, checkpoint: Path) -> None:
        state = load_state_dict(checkpoint)
        self._stem = _folded_conv(state, "head.conv1", "head.bn1")
        self._stages = [
            _Residual2d(state, f"head.layer{stage}.{block}", 2 if block == 0 else 1)
            for stage in (1, 2)
            for block in (0, 1)
        ]
        self._head_out = _folded_conv(state, "head.conv2", "head.bn2")
        self._tdnn = state["xvector.tdnn.linear.weight"]  # (128, 320, 5), stride 2
        self._tdnn_bn = _bn(state, "xvector.tdnn.nonlinear.batchnorm")
        self._blocks: list[tuple[list[_DenseLayer], tuple[Array, Array], Array]] = []
        for index, (layers, dilation) in enumerate(_BLOCKS, start=1):
            key = f"xvector.block{index}"
            dense = [_DenseLayer(state, f"{key}.tdnnd{i + 1}", dilation) for i in range(layers)]
            transit = f"xvector.transit{index}"
            self._blocks.append(
                (
                    dense,
                    _bn(state, f"{transit}.nonlinear.batchnorm"),
                    state[f"{transit}.linear.weight"][:, :, 0],
                )
            )
        self._out_bn = _bn(state, "xvector.out_nonlinear.batchnorm")
        self._dense = state["xvector.dense.linear.weight"][:, :, 0]
        self._dense_bn = _bn(state, "xvector.dense.nonlinear.batchnorm")

    def embed(self, features: Array) -> Array:
        """One embedding (not normalised) of (frames, 80) mean-normalised features."""
        return self.listen(features).embed()

    def listen(self, features: Array) -> Heard:
        """The frame-level outputs of (frames, 80) mean-normalised features, to embed parts of."""
        x = features.T[None].astype(np.float32)  # (1, F, T)
        x = np.maximum(_conv2d(x, *self._stem), 0.0)
        for block in self._stages:
            x = block(x)
        x = np.maximum(_conv2d(x, *self._head_out, stride=2), 0.0)
        x = x.reshape(-1, x.shape[2])  # (320, T)
        padded = np.pad(x, ((0, 0), (2, 2)))
        taps = np.lib.stride_tricks.sliding_window_view(padded, 5, axis=1)[:, ::2]  # (C, T', 5)
        x = _bn_relu(np.einsum("ock,ctk->ot", self._tdnn, taps, optimize=True), self._tdnn_bn)
        for dense, transit_bn, transit in self._blocks:
            growth = dense[0].local.shape[0]
            grown = np.empty((x.shape[0] + growth * len(dense), x.shape[1]), np.float32)
            grown[: x.shape[0]] = x
            filled = x.shape[0]
            for layer in dense:
                grown[filled : filled + growth] = layer(grown[:filled])
                filled += growth
            x = transit @ _bn_relu(grown, transit_bn)
        return Heard(_bn_relu(x, self._out_bn), self._dense, self._dense_bn)

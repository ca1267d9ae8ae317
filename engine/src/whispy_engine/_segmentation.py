"""Who speaks when inside one 10-second window: pyannote segmentation-3.0 (MIT), in onnxruntime.

The model reads 10 s of 16 kHz audio and scores 589 frames (one every 270
samples) over 7 "powerset" classes: silence, each of three local speakers
alone, and each pair of them together. The most likely class of each frame
is split back into three on/off speaker tracks. Local speaker numbers only
mean something inside their window; the clustering ties them together.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnxruntime as ort
from numpy.typing import NDArray

__all__ = [
    "FRAMES_PER_WINDOW",
    "FRAME_SAMPLES",
    "LOCAL_SPEAKERS",
    "WINDOW_SAMPLES",
    "Segmenter",
    "frame_centre",
    "powerset_to_speakers",
]

WINDOW_SAMPLES = 160_000  # 10 s at 16 kHz
FRAMES_PER_WINDOW = 589
FRAME_SAMPLES = 270  # SincNet + pooling stride
_RECEPTIVE_FIELD = 721  # samples seen by one frame
LOCAL_SPEAKERS = 3
# Powerset class -> the local speakers it stands for.
_POWERSET = np.array(
    [
        [0, 0, 0],
        [1, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
        [1, 1, 0],
        [1, 0, 1],
        [0, 1, 1],
    ],
    dtype=bool,
)


def frame_centre(frame: NDArray[np.int_] | int) -> NDArray[np.float64]:
    """Seconds from the window start (or media start, for global frames) to a frame's centre."""
    return (np.asarray(frame) * FRAME_SAMPLES + _RECEPTIVE_FIELD / 2) / 16_000


def powerset_to_speakers(log_probs: NDArray[np.float32]) -> NDArray[np.bool_]:
    """(..., frames, 7) class scores -> (..., frames, 3) activity of each local speaker."""
    active: NDArray[np.bool_] = _POWERSET[np.argmax(log_probs, axis=-1)]
    return active


class Segmenter:
    def __init__(self, model: Path, *, cpu_threads: int = 0) -> None:
        options = ort.SessionOptions()
        options.intra_op_num_threads = cpu_threads
        options.inter_op_num_threads = 1
        # Its threads wait for work without spinning: they share two cores with Whisper's.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self._session = ort.InferenceSession(
            str(model), sess_options=options, providers=["CPUExecutionProvider"]
        )
        self._input = self._session.get_inputs()[0].name

    def __call__(self, windows: NDArray[np.float32]) -> NDArray[np.bool_]:
        """(batch, 160000) audio -> (batch, 589, 3) local speaker activity."""
        (scores,) = self._session.run(None, {self._input: windows[:, None, :]})
        return powerset_to_speakers(scores)

"""Keeps loaded Whisper models warm between requests, within a memory budget.

A worker slot serves many requests; reloading a model each time would cost
seconds. Models are evicted least-recently-used once the sum of their weight
sizes passes the budget (WHISPY_MODEL_CACHE_MB, default 4096), but the model
in use is always kept.
"""

from __future__ import annotations

import gc
import os
from collections import OrderedDict
from dataclasses import dataclass

from faster_whisper import WhisperModel

from ._catalog import ModelSpec
from ._store import require_installed

__all__ = ["LoadedModel", "ModelCache", "device_settings"]


@dataclass(frozen=True)
class LoadedModel:
    spec: ModelSpec
    model: WhisperModel


def device_settings() -> tuple[str, str]:
    """(device, compute type): float16 on CUDA when present, else int8 on CPU."""
    forced = os.environ.get("WHISPY_DEVICE")
    try:
        import ctranslate2

        has_cuda = ctranslate2.get_cuda_device_count() > 0
    except Exception:  # a broken CUDA install must not stop CPU transcription
        has_cuda = False
    device = forced or ("cuda" if has_cuda else "cpu")
    return device, ("float16" if device == "cuda" else "int8")


class ModelCache:
    def __init__(self, *, cpu_threads: int = 0, budget_mb: int | None = None) -> None:
        self._cpu_threads = cpu_threads
        self._budget = (
            (
                budget_mb
                if budget_mb is not None
                else int(os.environ.get("WHISPY_MODEL_CACHE_MB", 4096))
            )
            * 1024
            * 1024
        )
        self._loaded: OrderedDict[str, LoadedModel] = OrderedDict()

    def get(self, spec: ModelSpec, *, engine: str) -> LoadedModel:
        if spec.name in self._loaded:
            self._loaded.move_to_end(spec.name)
            return self._loaded[spec.name]
        path = require_installed(spec, engine=engine)
        self._evict(keep_room_for=spec.size_bytes)
        device, compute_type = device_settings()
        model = WhisperModel(
            str(path), device=device, compute_type=compute_type, cpu_threads=self._cpu_threads
        )
        loaded = LoadedModel(spec, model)
        self._loaded[spec.name] = loaded
        return loaded

    def _evict(self, *, keep_room_for: int) -> None:
        while self._loaded and (
            sum(m.spec.size_bytes for m in self._loaded.values()) + keep_room_for > self._budget
        ):
            self._loaded.popitem(last=False)
            gc.collect()

    @property
    def loaded_names(self) -> tuple[str, ...]:
        return tuple(self._loaded)

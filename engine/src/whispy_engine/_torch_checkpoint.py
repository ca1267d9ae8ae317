"""Read tensors from a PyTorch checkpoint (the zip format of torch.save) without PyTorch.

The speaker-embedding weights ship as a `.pt` state dict. Installing PyTorch
to read 28 MB of floats would pull gigabytes of CUDA libraries from PyPI, so
this module understands just enough of the format: a zip holding one pickle
(`*/data.pkl`) whose tensors point at raw little-endian storages
(`*/data/<key>`). Only plain tensors of the listed dtypes are supported;
anything else in the pickle is refused by the restricted unpickler, never
executed.
"""

from __future__ import annotations

import pickle
import zipfile
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import numpy as np
from numpy.typing import NDArray

__all__ = ["CheckpointError", "load_state_dict"]

_STORAGE_DTYPES: dict[str, type[np.generic]] = {
    "FloatStorage": np.float32,
    "DoubleStorage": np.float64,
    "HalfStorage": np.float16,
    "LongStorage": np.int64,
    "IntStorage": np.int32,
}


class CheckpointError(Exception):
    """The file is not a PyTorch checkpoint this reader understands."""


@dataclass(frozen=True)
class _StorageType:
    name: str


def _rebuild_tensor(
    storage: NDArray[Any],
    offset: int,
    size: tuple[int, ...],
    stride: tuple[int, ...],
    *_ignored: object,
) -> NDArray[Any]:
    if not size:
        return storage[offset : offset + 1].reshape(()).copy()
    return np.lib.stride_tricks.as_strided(
        storage[offset:],
        shape=tuple(size),
        strides=tuple(s * storage.itemsize for s in stride),
    ).copy()


class _Unpickler(pickle.Unpickler):
    def __init__(self, handle: IO[bytes], archive: zipfile.ZipFile, prefix: str) -> None:
        super().__init__(handle)
        self._archive = archive
        self._prefix = prefix
        self._storages: dict[str, NDArray[Any]] = {}

    def find_class(self, module: str, name: str) -> Any:
        if module == "collections" and name == "OrderedDict":
            return OrderedDict
        if module == "torch._utils" and name == "_rebuild_tensor_v2":
            return _rebuild_tensor
        if module == "torch" and name in _STORAGE_DTYPES:
            return _StorageType(name)
        raise CheckpointError(f"checkpoint refers to {module}.{name}, which is not allowed")

    def persistent_load(self, pid: Any) -> NDArray[Any]:
        kind, storage_type, key, _location, numel = pid[:5]
        if kind != "storage" or not isinstance(storage_type, _StorageType):
            raise CheckpointError(f"unsupported persistent id {kind!r}")
        if key not in self._storages:
            dtype = np.dtype(_STORAGE_DTYPES[storage_type.name]).newbyteorder("<")
            try:
                raw = self._archive.read(f"{self._prefix}data/{key}")
            except KeyError:
                raise CheckpointError(f"storage {key} is missing") from None
            if len(raw) != int(numel) * dtype.itemsize:
                raise CheckpointError(f"storage {key} has {len(raw)} bytes, expected {numel} items")
            self._storages[key] = np.frombuffer(raw, dtype=dtype)
        return self._storages[key]


def load_state_dict(path: Path) -> dict[str, NDArray[Any]]:
    """Load a checkpoint that holds a flat state dict; tensors come back as numpy arrays."""
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile as exc:
        raise CheckpointError(f"{path.name} is not a PyTorch zip checkpoint") from exc
    with archive:
        pickles = [n for n in archive.namelist() if n.endswith("/data.pkl")]
        if len(pickles) != 1:
            raise CheckpointError(f"{path.name} is not a PyTorch zip checkpoint")
        prefix = pickles[0][: -len("data.pkl")]
        with archive.open(pickles[0]) as handle:
            state = _Unpickler(handle, archive, prefix).load()
    if not isinstance(state, dict) or not all(isinstance(v, np.ndarray) for v in state.values()):
        raise CheckpointError(f"{path.name} does not hold a flat state dict")
    return dict(state)

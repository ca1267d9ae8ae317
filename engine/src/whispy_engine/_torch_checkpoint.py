"""Read tensors from a legacy (pre-zip) PyTorch checkpoint without PyTorch.

The speaker encoder's weights ship as a `.pt` file written by torch.save
before PyTorch 1.6. Installing PyTorch to read 17 MB of floats would pull
gigabytes of CUDA libraries from PyPI, so this module understands just
enough of that format: a few pickles followed by raw little-endian storages.
Only plain tensors of the listed dtypes are supported; anything else in the
pickle is refused by the restricted unpickler, never executed.
"""

from __future__ import annotations

import pickle
import struct
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import numpy as np
from numpy.typing import NDArray

__all__ = ["CheckpointError", "load_legacy_checkpoint"]

# torch.serialization's magic number and protocol of the legacy format.
_MAGIC = 0x1950A86A20F9469CFC6C
_PROTOCOL = 1001

_STORAGE_DTYPES: dict[str, type[np.generic]] = {
    "FloatStorage": np.float32,
    "DoubleStorage": np.float64,
    "HalfStorage": np.float16,
    "LongStorage": np.int64,
    "IntStorage": np.int32,
}


class CheckpointError(Exception):
    """The file is not a legacy PyTorch checkpoint this reader understands."""


@dataclass(frozen=True)
class _StorageType:
    name: str


@dataclass
class _Storage:
    dtype: type[np.generic]
    numel: int
    data: NDArray[Any] | None = None


@dataclass(frozen=True)
class _TensorRef:
    storage: _Storage
    offset: int
    size: tuple[int, ...]
    stride: tuple[int, ...]

    def materialise(self) -> NDArray[Any]:
        if self.storage.data is None:
            raise CheckpointError("tensor refers to a storage that was never written")
        item = self.storage.data.itemsize
        return np.lib.stride_tricks.as_strided(
            self.storage.data[self.offset :],
            shape=self.size,
            strides=tuple(s * item for s in self.stride),
        ).copy()


def _rebuild_tensor(
    storage: _Storage,
    offset: int,
    size: tuple[int, ...],
    stride: tuple[int, ...],
    *_ignored: object,
) -> _TensorRef:
    return _TensorRef(storage, offset, tuple(size), tuple(stride))


class _Unpickler(pickle.Unpickler):
    def __init__(self, handle: IO[bytes], storages: dict[str, _Storage]) -> None:
        super().__init__(handle)
        self._storages = storages

    def find_class(self, module: str, name: str) -> Any:
        if module == "collections" and name == "OrderedDict":
            return OrderedDict
        if module == "torch._utils" and name in ("_rebuild_tensor", "_rebuild_tensor_v2"):
            return _rebuild_tensor
        if module == "torch" and name in _STORAGE_DTYPES:
            return _StorageType(name)
        raise CheckpointError(f"checkpoint refers to {module}.{name}, which is not allowed")

    def persistent_load(self, pid: Any) -> _Storage:
        kind, storage_type, key, _location, numel = pid[:5]
        if kind != "storage" or not isinstance(storage_type, _StorageType):
            raise CheckpointError(f"unsupported persistent id {kind!r}")
        if key not in self._storages:
            self._storages[key] = _Storage(_STORAGE_DTYPES[storage_type.name], int(numel))
        return self._storages[key]


def _resolve(value: Any) -> Any:
    if isinstance(value, _TensorRef):
        return value.materialise()
    if isinstance(value, dict):
        return type(value)((k, _resolve(v)) for k, v in value.items())
    if isinstance(value, list | tuple):
        return type(value)(_resolve(v) for v in value)
    return value


def load_legacy_checkpoint(path: Path) -> Any:
    """Load a legacy checkpoint; tensors come back as numpy arrays."""
    storages: dict[str, _Storage] = {}
    with path.open("rb") as handle:
        try:
            magic = pickle.load(handle)  # noqa: S301 - ints only, checked below
            protocol = pickle.load(handle)  # noqa: S301
        except Exception as exc:
            raise CheckpointError(f"{path.name} is not a legacy PyTorch checkpoint") from exc
        if magic != _MAGIC or protocol != _PROTOCOL:
            raise CheckpointError(f"{path.name} is not a legacy PyTorch checkpoint")
        _Unpickler(handle, storages).load()  # sys_info, unused
        obj = _Unpickler(handle, storages).load()
        keys = _Unpickler(handle, storages).load()
        for key in keys:
            storage = storages[key]
            (numel,) = struct.unpack("<q", handle.read(8))
            raw = handle.read(numel * np.dtype(storage.dtype).itemsize)
            storage.data = np.frombuffer(raw, dtype=np.dtype(storage.dtype).newbyteorder("<"))
    return _resolve(obj)

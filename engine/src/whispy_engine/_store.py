"""Where model files live on disk, and whether they are complete.

Layout: `<models dir>/<model directory>/<file>`, one directory per model.
`WHISPY_MODELS_DIR` overrides the default `engine/.cache/models`.
Loading checks sizes only (hashing 3 GB on every start would be slow);
installing and `models verify` check SHA-256.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ._catalog import ModelSpec
from ._errors import EngineError

__all__ = ["find_problems", "model_path", "models_dir", "require_installed", "sha256_of"]

_ENGINE_ROOT = Path(__file__).resolve().parents[2]


def models_dir() -> Path:
    override = os.environ.get("WHISPY_MODELS_DIR")
    return Path(override) if override else _ENGINE_ROOT / ".cache" / "models"


def model_path(spec: ModelSpec) -> Path:
    return models_dir() / spec.directory


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def find_problems(spec: ModelSpec, *, check_hashes: bool = False) -> list[str]:
    """Human-readable problems with an installed model; empty when it is complete."""
    root = model_path(spec)
    problems: list[str] = []
    for file in spec.files:
        path = root / file.name
        if not path.is_file():
            problems.append(f"{file.name}: missing")
        elif path.stat().st_size != file.size:
            problems.append(f"{file.name}: {path.stat().st_size} bytes, expected {file.size}")
        elif check_hashes and file.sha256 and sha256_of(path) != file.sha256:
            problems.append(f"{file.name}: SHA-256 differs from the pinned value")
    return problems


def require_installed(spec: ModelSpec, *, engine: str) -> Path:
    problems = find_problems(spec)
    if problems:
        raise EngineError(
            "model_missing",
            f"model {spec.name} for {engine} is not installed ({problems[0]}); "
            f"install it with: npm run models -- install {engine}",
        )
    return model_path(spec)

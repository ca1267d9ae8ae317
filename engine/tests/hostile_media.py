"""A corpus of hostile uploads, made on the spot, with what each must come to.

Used by the engine's tests and, through `python -m tests.hostile_media OUT
--victim NAME`, by the server's: files that name another file beside them
(`victim`, as another workspace's recording sits beside an upload in the local
media store), formats that open other inputs, polyglots, broken and lying
containers. Every case either is refused with one of `codes` or is transcribed
within its limit, never hearing the victim.

`python -m tests.hostile_media OUT --victim NAME` writes each case to
OUT/<name>, the victim's recording to OUT/victim.wav and a manifest.json
describing them.
"""

from __future__ import annotations

import argparse
import io
import json
import struct
import subprocess
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

__all__ = ["ATTACKER_TEXT", "VICTIM_TEXT", "VICTIM_WORDS", "Case", "build_corpus", "victim_wav"]

# What the victim says; none of these words may reach the attacker.
VICTIM_TEXT = "The secret password is pineapple. Transfer the money to account number nine."
VICTIM_WORDS = ("secret", "password", "pineapple", "transfer", "money", "account")
# What the attacker's own audio says, where a case carries real audio.
ATTACKER_TEXT = "Hello there, this is my own recording about the weather today."


@dataclass(frozen=True)
class Case:
    name: str  # also the file name
    data: bytes
    # "refused": fails with one of `codes`; "transcribed": completes within `limit_seconds`;
    # "either": whichever, as long as the victim is never heard.
    expect: str
    codes: tuple[str, ...] = ()
    # Transcribed cases: the most audio that may be decoded, and whether the decoder cut it there.
    limit_seconds: float | None = None
    cut: bool = False
    # Refused at the server's validation because the headers claim too much (`too_long`).
    claims_seconds: float | None = None

    def manifest(self) -> dict[str, object]:
        entry = asdict(self)
        del entry["data"]
        return entry


def _run(*command: str) -> None:
    subprocess.run(command, check=True, capture_output=True)


def _ffmpeg(*arguments: str) -> None:
    _run("ffmpeg", "-nostdin", "-v", "error", "-y", *arguments)


def _made(suffix: str, make: Callable[[Path], None]) -> bytes:
    with tempfile.TemporaryDirectory() as scratch:
        target = Path(scratch) / f"out{suffix}"
        make(target)
        return target.read_bytes()


def _speech_mp3(text: str) -> bytes:
    def make(target: Path) -> None:
        wav = target.with_suffix(".wav")
        _run("espeak-ng", "-v", "en-us", "-w", str(wav), text)
        _ffmpeg("-i", str(wav), "-ar", "16000", "-ac", "1", "-c:a", "libmp3lame", str(target))

    return _made(".mp3", make)


def victim_wav() -> bytes:
    """The victim's recording, as a plain WAV."""

    def make(target: Path) -> None:
        _run("espeak-ng", "-v", "en-us", "-w", str(target), VICTIM_TEXT)

    return _made(".wav", make)


def _bare_mp3(lavfi: str, bitrate: str) -> bytes:
    """An MP3 stream without Xing/ID3 headers, so its length is guessed from the first frames."""

    def make(target: Path) -> None:
        _ffmpeg(
            *("-f", "lavfi", "-i", lavfi, "-ar", "16000", "-ac", "1", "-c:a", "libmp3lame"),
            *("-b:a", bitrate, "-write_xing", "0", "-id3v2_version", "0", "-write_id3v1", "0"),
            str(target),
        )

    return _made(".mp3", make)


def _understated_mp3(real_seconds: int) -> bytes:
    # Two seconds at 160 kb/s, then the rest at 8 kb/s: probed as about 32 s.
    head = _bare_mp3("sine=f=400:d=2", "160k")
    return head + _bare_mp3(f"anoisesrc=d={real_seconds}:a=0.05", "8k")


def _silent_flac(seconds: int) -> bytes:
    def make(target: Path) -> None:
        _ffmpeg("-f", "lavfi", "-i", f"anullsrc=r=16000:cl=mono:d={seconds}", str(target))

    return _made(".flac", make)


def _mp3_claiming(seconds: int) -> bytes:
    """One second of MP3 silence whose Xing/Info header counts frames for `seconds`."""

    def make(target: Path) -> None:
        _ffmpeg(
            "-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono:d=1", "-c:a", "libmp3lame", str(target)
        )

    data = bytearray(_made(".mp3", make))
    tag = max(data.find(b"Xing"), data.find(b"Info"))
    # The tag's flags come first; bit 0 says a frame count follows (576 samples a frame at 16 kHz).
    assert tag >= 0 and struct.unpack(">I", data[tag + 4 : tag + 8])[0] & 1
    data[tag + 8 : tag + 12] = struct.pack(">I", seconds * 16000 // 576)
    return bytes(data)


def _png() -> bytes:
    return _made(
        ".png",
        lambda t: _ffmpeg("-f", "lavfi", "-i", "color=red:s=16x16", "-frames:v", "1", str(t)),
    )


def _zip_bomb() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("audio.wav", bytes(64 * 1024 * 1024))
    return buffer.getvalue()


def _truncated_mp4() -> bytes:
    def make(target: Path) -> None:
        _ffmpeg("-f", "lavfi", "-i", "sine=d=5", "-c:a", "aac", "-f", "mp4", str(target))

    whole = _made(".mp4", make)
    # An ffmpeg-written MP4 has its index (moov atom) at the end: half a file is a broken upload.
    return whole[: len(whole) // 2]


def _corrupted(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + bytes(range(256)) * 8 + data[middle + 2048 :]


def build_corpus(victim: str) -> list[Case]:
    """Every hostile case; those that refer to a file name `victim`, the one beside the upload."""
    refused = ("not_media",)
    damaged = ("not_media", "corrupt_media")
    speech = _speech_mp3(ATTACKER_TEXT)
    playlist = f"#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n{victim}\n#EXT-X-ENDLIST\n"
    texts = {
        "concat-list.mp3": f"ffconcat version 1.0\nfile {victim}\n",
        "concat-absolute.wav": f"ffconcat version 1.0\nfile '/proc/self/cwd/{victim}'\n",
        "hls-playlist.m3u8": playlist,
        "hls-file-url.mp3": playlist.replace(f"\n{victim}\n", f"\nfile:{victim}\n"),
        "dash-manifest.mpd": (
            '<?xml version="1.0"?><MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" '
            'mediaPresentationDuration="PT10S"><Period><AdaptationSet mimeType="audio/wav">'
            f'<Representation id="a" bandwidth="1"><BaseURL>{victim}</BaseURL></Representation>'
            "</AdaptationSet></Period></MPD>\n"
        ),
        "sdp-session.sdp": (
            "v=0\r\no=- 0 0 IN IP4 127.0.0.1\r\ns=x\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\n"
            "m=audio 5004 RTP/AVP 0\r\n"
        ),
        "ffmetadata.txt": ";FFMETADATA1\ntitle=hello\n",
        "subtitles.srt": "1\n00:00:00,000 --> 00:00:02,000\nHello\n",
        "subtitles.vtt": "WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n",
        "ansi-art.mp3": "\x1b[31mHELLO\x1b[0m world\n" * 200,
        "image-pattern.mp3": f"{victim}%d\n",
    }
    cases = [Case(name, text.encode(), "refused", refused) for name, text in texts.items()]
    cases += [
        Case("empty.mp3", b"", "refused", refused),
        Case("image.png", _png(), "refused", refused),
        Case("zip-bomb.wav", _zip_bomb(), "refused", refused),
        Case("truncated.mp4", _truncated_mp4(), "refused", damaged),
        Case("wav-header-only.wav", b"RIFF$\x00\x00\x00WAVEfmt ", "refused", damaged),
        # A valid MP3 with a playlist after it: transcribed as the MP3 it is.
        Case("polyglot-trailer.mp3", speech + playlist.encode(), "transcribed", limit_seconds=30),
        # A playlist with an MP3 after it: refused as a playlist, or read as MP3; never the victim.
        Case(
            "polyglot-header.mp3", playlist.encode() + speech, "either", refused, limit_seconds=30
        ),
        Case("corrupt-middle.mp3", _corrupted(speech), "transcribed", limit_seconds=30),
        # The engine decodes the one second there is; the server refuses it for its claimed length.
        Case(
            "claims-100-hours.mp3",
            _mp3_claiming(100 * 3600),
            "transcribed",
            limit_seconds=60,
            claims_seconds=360_000,
        ),
        Case(
            "silence-3-hours.flac",
            _silent_flac(3 * 3600),
            "transcribed",
            limit_seconds=60,
            cut=True,
        ),
        Case("understated.mp3", _understated_mp3(600), "transcribed", limit_seconds=60, cut=True),
    ]
    return cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--victim", required=True, help="the file name hostile files point at")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    cases = build_corpus(args.victim)
    for case in cases:
        (args.out / case.name).write_bytes(case.data)
    (args.out / "victim.wav").write_bytes(victim_wav())
    manifest = {
        "victim_text": VICTIM_TEXT,
        "victim_words": VICTIM_WORDS,
        "attacker_text": ATTACKER_TEXT,
        "cases": [case.manifest() for case in cases],
    }
    (args.out / "manifest.json").write_text(json.dumps(manifest, indent=2))


if __name__ == "__main__":
    main()

"""Media benchmark: what reading uploads safely costs, against faster-whisper's own decoding.

Run with engine/.venv/bin/python bench/engine/media.py (`npm run bench -- media`).
Each row runs in a fresh child process so that its peak memory (ru_maxrss) is
its own, three times; the table shows the median wall time. "bare" is
`faster_whisper.decode_audio` (PyAV with FFmpeg's own format guess, the whole
file into memory); "bounded" is the engine's AudioDecoder (allowlisted
containers, forced demuxer, chunks of ten minutes, stopped at `max_seconds`);
"capped" is the same with `max_seconds` at a tenth of the file; "peaks" draws
the waveform the editor shows.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from harness import answer_parent, publish, run_child

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "engine" / ".cache" / "bench-media"
RUNS = 3

FORMATS = {
    "mp3": ("-c:a", "libmp3lame", "-b:a", "64k"),
    "m4a": ("-c:a", "aac", "-b:a", "64k"),
    "opus": ("-c:a", "libopus", "-b:a", "32k", "-ar", "48000"),
}


def _make(suffix: str, seconds: int) -> Path:
    """Pink noise with a tone on top, `seconds` long: compressed audio as meetings arrive."""
    target = CACHE / f"noise-{seconds}s.{suffix}"
    if not target.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                *("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i"),
                f"anoisesrc=c=pink:a=0.1:d={seconds},volume=1[n];sine=f=220:d={seconds}[s];[n][s]amix",
                *("-ar", "44100", "-ac", "2", *FORMATS[suffix], str(target)),  # later -ar wins
            ],
            check=True,
        )
    return target


def _child(kind: str, path: Path, seconds: float) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT / "engine" / "src"))
    started = time.perf_counter()
    if kind == "bare":
        from faster_whisper import decode_audio

        decoded = len(decode_audio(str(path), sampling_rate=16_000)) / 16_000
    elif kind == "peaks":
        from whispy_engine._peaks import draw_peaks

        decoded = draw_peaks(path, max_seconds=None).duration
    else:
        from whispy_engine._decode import AudioDecoder
        from whispy_engine._probe import probe

        limit = seconds / 10 if kind == "capped" else None
        decoder = AudioDecoder(path, demuxer=probe(path).demuxer, max_seconds=limit)
        for _chunk in decoder.chunks():
            pass
        decoded = decoder.decoded_seconds
    return {"seconds": time.perf_counter() - started, "decoded": decoded}


def _run(kind: str, path: Path, seconds: int) -> dict[str, Any]:
    walls: list[float] = []
    peak = 0
    decoded = 0.0
    for _ in range(RUNS):
        row, rss = run_child(__file__, kind, str(path), str(seconds))
        walls.append(row["seconds"])
        decoded = row["decoded"]
        peak = max(peak, rss)
    return {
        "kind": kind,
        "file": path.name,
        "audio_seconds": seconds,
        "decoded_seconds": round(decoded, 1),
        "wall_seconds_median": round(statistics.median(walls), 3),
        "wall_seconds": [round(w, 3) for w in walls],
        "peak_rss_mb": peak,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    parser.add_argument("--minutes", type=int, default=30)
    args = parser.parse_args()
    if args.child:
        kind, path, seconds = args.child
        answer_parent(_child(kind, Path(path), float(seconds)))
        return
    seconds = args.minutes * 60
    rows = []
    for suffix in FORMATS:
        path = _make(suffix, seconds)
        bare = _run("bare", path, seconds)
        rows.append(bare)
        for kind in ("bounded", "capped", "peaks"):
            row = _run(kind, path, seconds)
            row["vs_bare"] = round(row["wall_seconds_median"] / bare["wall_seconds_median"], 3)
            rows.append(row)
        print(f"done {suffix}", file=sys.stderr)
    publish(
        "media",
        ["file", "run", "decoded s", "wall s (median of 3)", "vs bare", "peak RSS MB"],
        2,
        [
            [
                r["file"],
                r["kind"],
                f"{r['decoded_seconds']:.0f}",
                f"{r['wall_seconds_median']:.2f}",
                f"{r.get('vs_bare', 1.0):.2f}×",
                str(r["peak_rss_mb"]),
            ]
            for r in rows
        ],
        {"audio_seconds": seconds, "runs": RUNS, "rows": rows},
    )


if __name__ == "__main__":
    main()

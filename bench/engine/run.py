"""Engine benchmark: real-time factor and peak memory, ours against bare faster-whisper.

Run with engine/.venv/bin/python bench/engine/run.py. Each configuration runs in
a fresh child process so that its peak memory (ru_maxrss) is its own; the model
is loaded and warmed on a short clip before the timed run, for both sides.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from harness import publish, run_child  # noqa: E402
from tests._audio import conversation, duration_of  # noqa: E402

MIN_SECONDS = 300.0

TURNS = [
    ("A", "Welcome back to the program. Today we are talking about how cities plan their parks."),
    ("B", "Thanks for having me. Parks are one of the oldest forms of public planning we have."),
    ("A", "When did cities first start setting land aside for everyone to use?"),
    ("B", "Large public parks became common in the nineteenth century, as industrial towns grew."),
    ("A", "And what problem were the planners trying to solve back then?"),
    ("B", "Mostly health. Crowded streets had little fresh air, and disease spread quickly."),
    ("A", "So green space was seen as medicine for the whole population."),
    ("B", "Exactly, and it was also a place where people of every class could meet."),
    ("A", "How do modern planners decide where a new park should go?"),
    ("B", "They map how far each home is from green space and fill the largest gaps first."),
    ("A", "Is there a distance that planners consider too far to walk?"),
    ("B", "Many cities aim for a park within ten minutes on foot of every household."),
]
VOICES = {"A": ("en-us+m3", 20, 150), "B": ("en-gb+f4", 90, 165)}
GAP_SECONDS = 0.7


def _make_clip() -> Path:
    """A two-voice conversation of at least five minutes, made with espeak-ng.

    Built by the engine tests' conversation builder, so that the speaker-detection
    test on a long recording hears the same kind of audio as this benchmark.
    """
    once, _ = conversation("parks", TURNS, VOICES, GAP_SECONDS)
    repeats = int(MIN_SECONDS // duration_of(once)) + 1
    clip, _ = conversation("parks", TURNS, VOICES, GAP_SECONDS, repeats=repeats)
    return clip


def _child(kind: str, model: str, clip: Path, threads: int) -> dict[str, Any]:
    """Runs inside the child process: warm up, then time one transcription."""
    warm = conversation("parks-warm-up", TURNS[:1], VOICES, GAP_SECONDS)[0]
    if kind == "bare":
        from faster_whisper import WhisperModel

        from whispy_engine._catalog import model_spec
        from whispy_engine._store import model_path

        whisper = WhisperModel(
            str(model_path(model_spec(model))),
            device="cpu",
            compute_type="int8",
            cpu_threads=threads,
        )
        list(whisper.transcribe(str(warm), language="en", vad_filter=True, word_timestamps=True)[0])
        started = time.perf_counter()
        segments, info = whisper.transcribe(
            str(clip), language="en", vad_filter=True, word_timestamps=True
        )
        words = sum(len(s.words or ()) for s in segments)
        return {
            "seconds": time.perf_counter() - started,
            "audio": info.duration,
            "words": words,
            "speakers": None,
        }
    from whispy_engine import Engine, TranscribeOptions

    engine = Engine(cpu_threads=threads)
    options = TranscribeOptions(engine=model, language="en", diarize=kind == "diarize")
    engine.transcribe(warm, options)
    started = time.perf_counter()
    result = engine.transcribe(clip, options)
    return {
        "seconds": time.perf_counter() - started,
        "audio": result.duration,
        "words": sum(len(s.words) for s in result.segments),
        "speakers": len(result.speakers) or None,
    }


def _run(kind: str, engine: str, model: str, clip: Path, threads: int) -> dict[str, Any]:
    target = engine if kind != "bare" else model
    row, rss = run_child(__file__, kind, target, str(clip), str(threads))
    row.update(kind=kind, engine=engine, model=model, peak_rss_mb=rss)
    row["rtf"] = round(row["seconds"] / row["audio"], 4)
    return row


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    if args.child:
        kind, target, clip, threads = args.child
        print(json.dumps(_child(kind, target, Path(clip), int(threads))))
        return
    clip = _make_clip()
    rows = []
    for engine, model in (("whispy-tiny", "tiny.en"), ("whispy-base", "base")):
        bare = _run("bare", engine, model, clip, args.threads)
        plain = _run("plain", engine, model, clip, args.threads)
        diarize = _run("diarize", engine, model, clip, args.threads)
        plain["overhead_vs_bare"] = round(plain["seconds"] / bare["seconds"], 3)
        diarize["overhead_vs_bare"] = round(diarize["seconds"] / bare["seconds"], 3)
        diarize["cost_vs_plain"] = round(diarize["seconds"] / plain["seconds"], 3)
        rows += [bare, plain, diarize]
        print(f"done {engine}", file=sys.stderr)
    publish(
        "engine",
        [
            "engine",
            "model",
            "run",
            "audio s",
            "wall s",
            "RTF",
            "vs bare",
            "peak RSS MB",
            "speakers",
        ],
        3,
        [
            [
                r["engine"],
                r["model"],
                r["kind"],
                f"{r['audio']:.0f}",
                f"{r['seconds']:.1f}",
                f"{r['rtf']:.3f}",
                f"{r.get('overhead_vs_bare', 1.0):.2f}×",
                str(r["peak_rss_mb"]),
                str(r["speakers"] or "–"),
            ]
            for r in rows
        ],
        {
            "clip_seconds": rows[0]["audio"],
            "threads": args.threads,
            "settings": {
                "language": "en",
                "vad_filter": True,
                "word_timestamps": True,
                "compute_type": "int8",
            },
            "rows": rows,
        },
    )


if __name__ == "__main__":
    main()

"""Engine benchmark: real-time factor, peak memory and speaker metrics.

Run with engine/.venv/bin/python bench/engine/run.py [--long-minutes 180]. Each
measurement runs in a fresh child process so that its peak memory (VmHWM)
is its own; the model is loaded and warmed on a short clip before the timed run.

- Speed: five minutes of a real two-person call (the pyannote.audio sample
  looped), bare faster-whisper against Whispy plain and with speakers.
- Speakers: every real-speech case of the engine tests and the espeak-ng
  conversations, with speakers found/true, words on the right speaker and DER.
- Memory: speaker detection alone over the call looped to --long-minutes.

`--parts speed,speakers,memory` picks which of the three to run (all by default).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

import whispy_engine  # noqa: F401 - before numpy: it limits numpy's BLAS threads

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from harness import answer_parent, publish, run_child  # noqa: E402
from tests._audio import conversation, duration_of  # noqa: E402
from tests._der import der, hypothesis, word_attribution  # noqa: E402
from tests._real_speech import Case, looped_call, meeting_cases, real_cases  # noqa: E402

MIN_SECONDS = 300.0
PARTS = ("speed", "speakers", "memory")

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


def _synthetic_cases() -> list[Case]:
    """The espeak-ng conversations: the five-minute parks talk and a short one-voice monologue."""
    once, _ = conversation("parks", TURNS, VOICES, GAP_SECONDS)
    repeats = int(MIN_SECONDS // duration_of(once)) + 1
    parks, turns = conversation("parks", TURNS, VOICES, GAP_SECONDS, repeats=repeats)
    monologue, alone = conversation("monologue", [("A", t) for _, t in TURNS], VOICES, GAP_SECONDS)
    spans = [tuple((t.speaker, t.start, t.end) for t in truth) for truth in (turns, alone)]
    return [
        Case("espeak-two-voices", parks, spans[0]),
        Case("espeak-one-voice", monologue, spans[1]),
    ]


def _cases() -> dict[str, Case]:
    return {case.name: case for case in [*real_cases(), *meeting_cases(), *_synthetic_cases()]}


def _warm_up() -> Path:
    return conversation("parks-warm-up", TURNS[:1], VOICES, GAP_SECONDS)[0]


def _bare(model: str, clip: Path, threads: int) -> dict[str, Any]:
    from faster_whisper import WhisperModel

    from whispy_engine._catalog import model_spec
    from whispy_engine._store import model_path

    whisper = WhisperModel(
        str(model_path(model_spec(model))), device="cpu", compute_type="int8", cpu_threads=threads
    )
    list(
        whisper.transcribe(str(_warm_up()), language="en", vad_filter=True, word_timestamps=True)[0]
    )
    started = time.perf_counter()
    segments, info = whisper.transcribe(
        str(clip), language="en", vad_filter=True, word_timestamps=True
    )
    words = sum(len(s.words or ()) for s in segments)
    return {"seconds": time.perf_counter() - started, "audio": info.duration, "words": words}


def _tracker(clip: Path, threads: int) -> dict[str, Any]:
    """Speaker detection alone (segmentation, embeddings, clustering) over a file, streamed."""
    from whispy_engine import Engine
    from whispy_engine._decode import AudioDecoder
    from whispy_engine._diarize import SpeakerTracker
    from whispy_engine._probe import probe
    from whispy_engine._records import Word

    tracker = SpeakerTracker(Engine(cpu_threads=threads)._speaker_models())
    started = time.perf_counter()
    decoder = AudioDecoder(clip, demuxer=probe(clip).demuxer, max_seconds=None)
    for chunk in decoder.chunks():
        tracker.add_chunk(chunk)
    labels = tracker.label_words([Word(" word", 15.0, 15.5, 1.0)]).words
    return {
        "seconds": time.perf_counter() - started,
        "audio": decoder.decoded_seconds,
        "labels": labels,
    }


def _child(kind: str, target: str, clip: str, threads: int) -> dict[str, Any]:
    """Runs inside the child process: warm up, then time one run."""
    if kind == "bare":
        return _bare(target, Path(clip), threads)
    if kind == "tracker":
        return _tracker(Path(clip), threads)
    from whispy_engine import Engine, TranscribeOptions

    case = _cases()[clip] if kind == "case" else looped_call(MIN_SECONDS / 60)
    engine = Engine(cpu_threads=threads)
    options = TranscribeOptions(engine=target, language="en", diarize=kind != "plain")
    engine.transcribe(_warm_up(), options)
    started = time.perf_counter()
    result = engine.transcribe(case.audio, options)
    row: dict[str, Any] = {
        "seconds": time.perf_counter() - started,
        "audio": result.duration,
        "words": sum(len(s.words) for s in result.segments),
    }
    if options.diarize:
        row |= {
            "speakers": len(result.speakers),
            "true_speakers": case.speakers,
            "words_right": round(word_attribution(result, case.truth), 4),
            "der": round(der(case.truth, hypothesis(result)), 4),
        }
    return row


def _run(kind: str, engine: str, model: str, clip: str, threads: int) -> dict[str, Any]:
    target = engine if kind not in ("bare",) else model
    row, rss = run_child(__file__, kind, target, clip, str(threads))
    row.update(kind=kind, engine=engine, model=model, peak_rss_mb=rss)
    row["rtf"] = round(row["seconds"] / row["audio"], 4)
    return row


def _speakers(row: dict[str, Any]) -> list[str]:
    if "speakers" not in row:
        return ["–", "–", "–"]
    return [
        f"{row['speakers']}/{row['true_speakers']}",
        f"{row['words_right']:.1%}",
        f"{row['der']:.1%}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    parser.add_argument("--threads", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--long-minutes", type=float, default=180.0)
    parser.add_argument("--parts", type=lambda text: set(text.split(",")), default=set(PARTS))
    args = parser.parse_args()
    if args.child:
        kind, target, clip, threads = args.child
        answer_parent(_child(kind, target, clip, int(threads)))
        return
    if unknown := args.parts - set(PARTS):
        parser.error(f"unknown parts {sorted(unknown)}; choose from {','.join(PARTS)}")
    call = looped_call(MIN_SECONDS / 60)
    rows: list[dict[str, Any]] = []
    for engine, model in (("whispy-tiny", "tiny.en"), ("whispy-base", "base")):
        if "speed" not in args.parts:
            break
        bare = _run("bare", engine, model, str(call.audio), args.threads)
        plain = _run("plain", engine, model, call.name, args.threads)
        diarize = _run("diarize", engine, model, call.name, args.threads)
        for row in (plain, diarize):
            row["vs_bare"] = round(row["seconds"] / bare["seconds"], 3)
        diarize["vs_plain"] = round(diarize["seconds"] / plain["seconds"], 3)
        rows += [bare | {"vs_bare": 1.0}, plain, diarize]
        print(f"done {engine}", file=sys.stderr)
    for name in _cases() if "speakers" in args.parts else ():
        rows.append(_run("case", "whispy-tiny", "tiny.en", name, args.threads) | {"case": name})
    for minutes in (10.0, args.long_minutes) if "memory" in args.parts else ():
        long = looped_call(minutes)
        rows.append(_run("tracker", "speakers only", "–", str(long.audio), args.threads))
    publish(
        "engine",
        [
            *("case", "engine", "run", "audio s", "wall s", "RTF", "vs bare", "vs plain"),
            *("peak RSS MB", "speakers found/true", "words right", "DER"),
        ],
        3,
        [
            [
                r.get(
                    "case",
                    "call looped" if r["kind"] != "tracker" else "call looped, speakers only",
                ),
                r["engine"],
                r["kind"],
                f"{r['audio']:.0f}",
                f"{r['seconds']:.1f}",
                f"{r['rtf']:.3f}",
                f"{r['vs_bare']:.2f}×" if "vs_bare" in r else "–",
                f"{r['vs_plain']:.2f}×" if "vs_plain" in r else "–",
                str(r["peak_rss_mb"]),
                *_speakers(r),
            ]
            for r in rows
        ],
        {
            "threads": args.threads,
            "parts": sorted(args.parts),
            "settings": {"language": "en", "vad_filter": True, "word_timestamps": True},
            "rows": rows,
        },
    )


if __name__ == "__main__":
    main()

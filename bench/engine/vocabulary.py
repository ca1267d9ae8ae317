"""Custom vocabulary benchmark: names in real speech, without and with the glossary (ADR 032).

Run with engine/.venv/bin/python bench/engine/vocabulary.py (`npm run bench -- vocabulary`).
Each recording is transcribed twice by the same warm engine, first without vocabulary (the
baseline) and then with its glossary; the table shows the names spelled exactly as spoken (case
and accents count: "Gonzales" is not "González"), the word error rate where the recording has a
transcript, and the wall time. The recordings are those of engine/tests/_named_speech.py: two
Seattle City Council briefings (names only) and a Spanish reading with English names.
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

from harness import publish  # noqa: E402
from tests._named_speech import named_speech, names_missed  # noqa: E402
from tests._wer import wer  # noqa: E402

# tiny.en, the only model of whispy-tiny, transcribes English only.
ENGINES = {"en": ("whispy-tiny", "whispy-base"), "es": ("whispy-base",)}


def _rows(threads: int) -> list[dict[str, Any]]:
    from whispy_engine import Engine, TranscribeOptions

    engine = Engine(cpu_threads=threads)
    rows: list[dict[str, Any]] = []
    for case in named_speech():
        for name in ENGINES[case.language]:
            # The first run of a model loads it: a warm-up, so both timed runs find it loaded.
            warm = TranscribeOptions(engine=name, language=case.language, max_seconds=2.0)
            engine.transcribe(case.audio, warm)
            for vocabulary in ((), case.glossary):
                options = TranscribeOptions(
                    engine=name, language=case.language, vocabulary=vocabulary
                )
                started = time.perf_counter()
                result = engine.transcribe(case.audio, options)
                seconds = time.perf_counter() - started
                text = " ".join(s.text for s in result.segments)
                missed = names_missed(case.names, text)
                rows.append(
                    {
                        "case": case.name,
                        "engine": name,
                        "vocabulary": list(vocabulary),
                        "names": len(case.names),
                        "names_right": len(case.names) - missed,
                        "name_error": round(missed / len(case.names), 4),
                        "wer": round(wer(case.reference, text), 4) if case.reference else None,
                        "seconds": round(seconds, 2),
                        "audio": result.duration,
                        "text": text,
                    }
                )
                run = "with" if vocabulary else "without"
                print(f"done {case.name} {name} {run}", file=sys.stderr)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=min(2, os.cpu_count() or 1))
    args = parser.parse_args()
    rows = _rows(args.threads)
    publish(
        "vocabulary",
        ["case", "engine", "vocabulary", "names right", "name error", "WER", "wall s", "audio s"],
        3,
        [
            [
                r["case"],
                r["engine"],
                f"glossary ({len(r['vocabulary'])})" if r["vocabulary"] else "none (baseline)",
                f"{r['names_right']}/{r['names']}",
                f"{r['name_error']:.0%}",
                f"{r['wer']:.1%}" if r["wer"] is not None else "–",
                f"{r['seconds']:.1f}",
                f"{r['audio']:.0f}",
            ]
            for r in rows
        ],
        {
            "threads": args.threads,
            "settings": {"vad_filter": True, "word_timestamps": True, "hotword_tokens": 64},
            "rows": rows,
        },
    )


if __name__ == "__main__":
    main()

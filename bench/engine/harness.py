"""What the engine benchmarks share: each measurement in a child process of its own, so that its
peak memory is its own, and the rows as a Markdown table and as JSON in bench/results/."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "bench" / "results"


def run_child(script: str, *args: str) -> tuple[dict[str, Any], int]:
    """Runs `script --child *args`; answers its row and its peak RSS in MB (`answer_parent`)."""
    process = subprocess.run(
        [sys.executable, script, "--child", *args], stdout=subprocess.PIPE, text=True, check=False
    )
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed")
    row: dict[str, Any] = json.loads(process.stdout)
    return row, round(row.pop("peak_rss_kb") / 1024)


def answer_parent(row: dict[str, Any]) -> None:
    """The child's answer: its row and its own peak RSS. The kernel's `ru_maxrss` would not do:
    a child started by vfork and exec keeps its parent's high-water mark as its own (a parent
    that had just written a three-hour WAV made speaker detection read 3.1 GB), whereas
    VmHWM belongs to the address space the child runs in."""
    status = Path("/proc/self/status").read_text()
    peak = next(line for line in status.splitlines() if line.startswith("VmHWM:"))
    print(json.dumps(row | {"peak_rss_kb": int(peak.split()[1])}))


def publish(
    prefix: str,
    header: list[str],
    text_columns: int,
    lines: list[list[str]],
    report: dict[str, Any],
) -> None:
    """Prints the table (the first `text_columns` left-aligned, numbers right) and writes
    `bench/results/{prefix}-{UTC time}.json` with `report`, the machine and the table."""
    align = ["---"] * text_columns + ["---:"] * (len(header) - text_columns)
    table = "\n".join(f"| {' | '.join(cells)} |" for cells in [header, align, *lines])
    print(table)
    RESULTS.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    machine = {"cpu": platform.processor() or platform.machine(), "cores": os.cpu_count()}
    out = RESULTS / f"{prefix}-{stamp}.json"
    out.write_text(json.dumps({**report, **machine, "table": table}, indent=2) + "\n")
    print(f"wrote {out.relative_to(ROOT)}", file=sys.stderr)

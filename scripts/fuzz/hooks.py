"""schemathesis hooks of the api-fuzz stage (scripts/fuzz/run.mjs loads them with SCHEMATHESIS_HOOKS).

They aim half of the generated requests at the data seed.mjs made (ids that exist, the plan's name), so that
routes taking an id reach their logic rather than answering 404, and they count every answer.
"""

import atexit
import json
import os
from collections import Counter, defaultdict
from typing import Any

import schemathesis
from hypothesis import strategies as st

# {"METHOD path" or "path": {"path" | "body" | "headers": {...}}}; a bare path also covers the paths beneath.
TARGETS: dict[str, dict[str, dict[str, Any]]] = json.loads(os.environ["WHISPY_FUZZ_TARGETS"])

# Answers by operation, then by status: how many requests the run made, and which operations it reached.
answers: defaultdict[str, Counter[int]] = defaultdict(Counter)


def seeded(context: Any, part: str) -> dict[str, Any]:
    """The seeded values of `part` for the context's operation: its own entry, else its path's or a parent's."""
    method, path = context.operation.method.upper(), context.operation.path
    if f"{method} {path}" in TARGETS:
        return TARGETS[f"{method} {path}"].get(part, {})
    parents = [key for key in TARGETS if " " not in key and (path == key or path.startswith(f"{key}/"))]
    return TARGETS[max(parents, key=len)].get(part, {}) if parents else {}


def aimed(generated: Any, values: dict[str, Any]) -> st.SearchStrategy[Any]:
    """As generated, or with the seeded values in place, each half of the time."""
    if not values or not isinstance(generated, dict):
        return st.just(generated)
    return st.sampled_from([generated, {**generated, **values}])


@schemathesis.hook
def flatmap_path_parameters(context, path_parameters):
    return aimed(path_parameters, seeded(context, "path"))


@schemathesis.hook
def flatmap_body(context, body):
    return aimed(body, seeded(context, "body"))


@schemathesis.hook
def flatmap_headers(context, headers):
    values = seeded(context, "headers")
    return aimed(headers or {}, values) if values else st.just(headers)


@schemathesis.hook
def after_call(context, case, response):
    answers[f"{case.operation.method.upper()} {case.operation.path}"][response.status_code] += 1


@atexit.register
def write_tally() -> None:
    with open(os.environ["WHISPY_FUZZ_TALLY"], "w", encoding="utf-8") as tally:
        json.dump(answers, tally)

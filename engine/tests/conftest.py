from __future__ import annotations

import pytest

from whispy_engine import Engine


@pytest.fixture(scope="session")
def engine() -> Engine:
    # One engine for the whole run keeps models warm, as a worker slot does.
    return Engine(cpu_threads=2)

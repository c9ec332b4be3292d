"""The soak (bench/soak.py) as a module, `soak`, for the tests that run it short: bench/ is no package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_soak() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "bench" / "soak.py"
    spec = importlib.util.spec_from_file_location("soak", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["soak"] = module
    spec.loader.exec_module(module)
    return module


soak = load_soak()

"""Build hook (pyproject.toml holds the project's metadata): a built wheel carries the rulings scenarios, and
with ARBITER_COMPILE=1 the engine's hot modules are compiled by mypyc.

The scenario files live with the tests (tests/rulings, tests/cards, tests/scenarios), where the test suite judges
them; a wheel copies them to arbiter/scenarios/ so that an installed `arbiter judge` finds them. Editable installs
read them from the checkout.

Compiling (`ARBITER_COMPILE=1 python3 -m pip install .`) makes self-play about three times faster; it needs a C
compiler and two to three minutes of CPU, spread over the cores. Without the variable, or where mypyc or the
compiler fails, the package is the pure-Python one, which behaves the same. An editable install puts the compiled
modules beside their sources, where they shadow later edits of those sources until the next install: compile a
checkout only to measure or to play.
"""

import os
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
BUNDLED = ("rulings", "cards", "scenarios")
# the duel's kernel and the OCG rules engine: where self-play spends its time (not the card modules, which are
# many, rarely hot, and subclass engine classes; not the views and renderers; not the registries, which find a
# declaration's file and line from the caller's frame, and a compiled function has none)
COMPILED = [f"src/arbiter/kernel/{m}.py" for m in (
    "copying", "decision", "events", "frame", "log", "replacement", "rng")] + [
    f"src/arbiter/ocg/{m}.py" for m in (
        "activation_locks", "battle", "between_steps", "card_files", "carddata", "categories", "chain", "continuous",
        "cost_first", "costs", "duel", "duel_state", "effects", "frame", "fusion", "in_force", "lasting", "legality",
        "names", "one_each", "pipeline", "playable", "ritual", "stat_set", "state", "summon", "summon_conditions",
        "summon_locks", "turn", "verbs")]


class BuildWithScenarios(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for name in BUNDLED:
            src, dst = HERE / "tests" / name, Path(self.build_lib) / "arbiter" / "scenarios" / name
            shutil.rmtree(dst, ignore_errors=True)  # a build folder left from an earlier build keeps no stale file
            if src.is_dir():
                shutil.copytree(src, dst)


class BuildOrFallBack(build_ext):
    """Builds the compiled modules, or none at all where one fails (no C compiler): each needs the others. The C
    files of one extension are compiled on every core (setuptools compiles them one after the other)."""

    def build_extension(self, ext: Any) -> None:
        one_by_one = self.compiler.compile

        def on_every_core(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
                done = pool.map(lambda source: one_by_one([source], *args, **kwargs), sources)
                return [obj for objs in done for obj in objs]

        self.compiler.compile = on_every_core
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = one_by_one

    def run(self) -> None:
        try:
            super().run()
        except Exception as e:
            print(f"arbiter: compiling failed ({e}); installing pure Python", file=sys.stderr)
            for path in self.get_outputs():
                Path(path).unlink(missing_ok=True)


def compiled_modules() -> dict[str, Any]:
    """setup() arguments that compile COMPILED with mypyc, or none (pure Python) where it cannot."""
    if os.environ.get("ARBITER_COMPILE") != "1":
        return {}
    try:
        from mypyc.build import mypycify

        # the shared library goes inside the package (arbiter/engine__mypyc*.so), so that whatever copies the
        # package (Ray's py_modules) carries it
        # a C file per module (multi_file), compiled side by side, where one file of them all took minutes; its
        # modules include the group's header, which mypyc writes in the package's folder of the build
        modules = mypycify(COMPILED, opt_level="3", group_name="arbiter.engine", multi_file=True)
        for m in modules:
            m.include_dirs.append(os.path.join("build", "arbiter"))
        return {"ext_modules": modules, "cmdclass": {"build_ext": BuildOrFallBack}}
    except (Exception, SystemExit) as e:  # mypyc missing or the sources rejected: the pure-Python package still works
        print(f"arbiter: not compiling ({type(e).__name__}: {e}); installing pure Python", file=sys.stderr)
        return {}


compiled = compiled_modules()
setup(cmdclass={"build_py": BuildWithScenarios, **compiled.pop("cmdclass", {})}, **compiled)

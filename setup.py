"""Build hook (pyproject.toml holds the project's metadata): a built wheel carries the rulings scenarios.

The scenario files live with the tests (tests/rulings, tests/cards, tests/scenarios), where the test suite judges
them; a wheel copies them to arbiter/scenarios/ so that an installed `arbiter judge` finds them. Editable installs
read them from the checkout.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
BUNDLED = ("rulings", "cards", "scenarios")


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


setup(cmdclass={"build_py": BuildWithScenarios})

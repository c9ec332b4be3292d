"""Layers only point down: kernel <- games (ocg, dm) <- the games registry <- fronts <- the command line.

Every import in src/arbiter counts, also those inside functions and under TYPE_CHECKING: a deferred
import still ties a lower layer to a higher one. A new top-level package or module is a front unless
it is named below, so the web board, the environments and the simulator fit without a change here.
Fronts may import one another, but the graph of fronts has no cycle, and agents import no other front.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "arbiter"
# journal.py is a leaf of the standard library alone (a crash-safe record of finished results): any layer may use it;
# __main__.py (`python3 -m arbiter`) only runs the command line, above it
RANK = {"kernel": 0, "journal": 0, "ocg": 1, "dm": 1, "games": 2, "cli": 4, "__main__": 5, "__init__": 0}
FRONT = 3
GAMES = ("ocg", "dm")


def unit(module: str) -> str:
    """The top-level part of arbiter a module belongs to: `arbiter.ocg.duel` -> `ocg`."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def rank(u: str) -> int:
    return RANK.get(u, FRONT)


def imports() -> list[tuple[str, str, str]]:
    """(importing unit, imported unit, where) for every import of an arbiter module."""
    out = []
    for path in SRC.rglob("*.py"):
        rel = path.relative_to(SRC.parent).with_suffix("")
        module = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                if name == "arbiter" or name.startswith("arbiter."):
                    out.append((unit(module), unit(name), f"{path.relative_to(SRC)}:{node.lineno}"))
    return out


def test_no_import_points_up() -> None:
    up = [f"{where}: {a} imports {b}" for a, b, where in imports() if rank(b) > rank(a)]
    assert not up, "imports that point up a layer:\n" + "\n".join(up)


def test_the_games_do_not_import_each_other() -> None:
    across = [f"{where}: {a} imports {b}" for a, b, where in imports() if a in GAMES and b in GAMES and a != b]
    assert not across, "\n".join(across)


def test_agents_import_no_other_front() -> None:
    bad = [f"{where}: agents import {b}" for a, b, where in imports()
           if a == "agents" and rank(b) == FRONT and b != "agents"]
    assert not bad, "\n".join(bad)


def test_fronts_import_each_other_without_a_cycle() -> None:
    graph: dict[str, set[str]] = defaultdict(set)
    for a, b, _ in imports():
        if rank(a) == FRONT and rank(b) == FRONT and a != b:
            graph[a].add(b)

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(nxt == goal or (nxt not in seen and reaches(nxt, goal, seen | {nxt})) for nxt in graph[start])

    cycles = sorted(f"{a} -> {b} -> ... -> {a}" for a in list(graph) for b in graph[a] if reaches(b, a, {b}))
    assert not cycles, "fronts that import each other:\n" + "\n".join(cycles)


def test_the_check_sees_the_tree() -> None:
    """The walk finds the kernel, both games and the fronts (a broken path would make every test above pass)."""
    units = {a for a, _, _ in imports()}
    assert {"kernel", "ocg", "dm", "games", "judge", "play", "agents", "replay", "cli"} <= units


def test_the_architecture_page_names_only_files_that_exist() -> None:
    """docs/architecture.md stays true of the tree: every source file or folder it names is there."""
    page = (SRC.parents[1] / "docs" / "architecture.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`?((?:[a-z_]+/)*[a-z_]+(?:\.py|/))`?", page))
    named = {n for n in named if "/" in n or n.endswith(".py")}
    assert len(named) > 20
    roots = (SRC, SRC.parent, SRC.parents[1], SRC.parents[1] / "tests")
    here = {p.name for p in SRC.rglob("*.py")}  # a bare file name is one of a folder the sentence names

    def exists(n: str) -> bool:
        return any((r / n).exists() for r in roots) or ("/" not in n and n in here)

    missing = sorted(n for n in named if not exists(n) and n not in ("web/", "env/", "simulate/"))
    assert not missing, f"docs/architecture.md names files that do not exist: {missing}"


def test_a_games_engine_does_not_import_its_cards() -> None:
    # the cards sit on the engine (DESIGN: card effects are declared over its verbs); the engine finds them only by
    # the package's name (`card_files.PACKAGE`, the Duel Masters registry), never by an import
    up = []
    for game in GAMES:
        for path in (SRC / game).glob("*.py"):  # the engine's modules, outside cards/
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
                up += [f"{path.relative_to(SRC)}:{node.lineno}: imports {n}" for n in names
                       if n == f"arbiter.{game}.cards" or n.startswith(f"arbiter.{game}.cards.")]
    assert not up, "engine modules importing their cards:\n" + "\n".join(up)

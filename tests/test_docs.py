"""The docs stand on their own: nothing a person who clones the project lacks, and every ruling ID that a
scenario names is explained in docs/rulings.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
OUTSIDE = re.compile(r"\.\./shared|shared/(spec|seeds|carddata)|\bseed 0\d\d\b|era decision|ocg-rules\.md|dm-rules\.md")
# an extra named on the distribution `arbiter` would install the unrelated project of that name from the index
WRONG_DISTRIBUTION = re.compile(r"(?<![\w.-])arbiter\[")


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_a_doc_cites_nothing_outside_the_project(doc: Path) -> None:
    hits = [f"{doc.name}:{n}: {line.strip()}" for n, line in enumerate(doc.read_text().splitlines(), 1)
            if OUTSIDE.search(line)]
    assert not hits, "\n".join(hits)


def test_every_ruling_a_scenario_names_is_in_docs_rulings() -> None:
    explained = set(re.findall(r"\*\*(R\d{3}-\d{3})\*\*", (ROOT / "docs" / "rulings.md").read_text()))
    named: set[str] = set()
    for f in (ROOT / "tests").rglob("*.yaml"):
        named |= {m[:8] for m in re.findall(r"\bR\d{3}-\d{3}(?:\.\d+)?", f.read_text())}
    assert named and not named - explained, sorted(named - explained)


def test_docs_rulings_has_no_japanese() -> None:
    text = (ROOT / "docs" / "rulings.md").read_text()
    assert not re.search(r"[\u3040-\u30ff\u3400-\u9fff]", text)


def test_install_hints_name_the_distribution_arbiter_tcg() -> None:
    """Every `pip install` of an extra, in the docs and in the messages that ask for one, names arbiter-tcg."""
    files = [*DOCS, *(f for d in ("src", "tests", "examples", "bench") for f in (ROOT / d).rglob("*.py"))]
    hits = [f"{f.relative_to(ROOT)}:{n}: {line.strip()}" for f in files
            for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1) if WRONG_DISTRIBUTION.search(line)]
    assert not hits, "\n".join(hits)


FENCED = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
# a file a doc names in code (`ocg/cards/common.py`, `tests/test_card_layout.py`), read from the root, `src/` or the
# package folders the docs name files from
NAMED_FILE = re.compile(r"(?<![\w./<>-])((?:[\w.-]+/)+[\w.-]+\.(?:py|md|csv|sqlite|ydk|json|js|html|css))(?![\w/])")
FILE_BASES = [ROOT, ROOT / "src", *(ROOT / "src" / "arbiter" / d for d in ("", "ocg", "ocg/cards", "dm", "dm/cards"))]


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_file_a_doc_names_exists(doc: Path) -> None:
    """A module, test or data file a doc sends its reader to is there (none renamed or gone since)."""
    text = doc.read_text()
    spans = [(n, span) for n, line in enumerate(text.splitlines(), 1) for span in re.findall(r"`([^`]+)`", line)]
    # and a span broken across lines (the commands the worked example's last step runs), fenced code aside
    prose = FENCED.sub(lambda m: "\n" * m[0].count("\n"), text)
    spans += [(prose.count("\n", 0, s.start()) + 1, s[1]) for s in re.finditer(r"`([^`]+)`", prose) if "\n" in s[1]]
    missing = [f"{doc.name}:{n}: {m}" for n, span in spans for m in NAMED_FILE.findall(span)
               if not any((base / m).exists() for base in FILE_BASES)]
    assert not missing, "\n".join(missing)


# `module.name` in code (`legality.SHORT_DECK`, `shared/upkeep.maintenance`): a module of the package by its file name
MODULES: dict[str, list[Path]] = {}
for _p in (ROOT / "src" / "arbiter").rglob("*.py"):
    MODULES.setdefault(_p.stem, []).append(_p)
# `duel.race(card)`: a duel's attribute, and the OCG's `Duel` is written across its chain of modules (architecture.md)
MODULES["duel"] += [ROOT / "src" / "arbiter" / "ocg" / f"{_m}.py"
                    for _m in ("duel_state", "in_force", "pipeline", "verbs", "between_steps")]
FILE_SUFFIXES = {"py", "md", "csv", "sqlite", "ydk", "json", "jsonl", "yaml", "png"}  # `games.sqlite` is a file
MODULE_NAME = re.compile(r"(?<![\w.])([a-z_]\w*)\.([A-Za-z_]\w*)\b(?![./]\w)")


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_module_name_a_doc_names_exists(doc: Path) -> None:
    """A helper, constant or class a doc names by its module is still in a module of that name (none renamed or
    gone since): a card author looks for it there."""
    texts: dict[Path, str] = {}
    missing = [f"{doc.name}:{n}: {mod}.{name}" for n, line in enumerate(doc.read_text().splitlines(), 1)
               for span in re.findall(r"`([^`]+)`", line) for mod, name in MODULE_NAME.findall(span)
               if mod in MODULES and mod != "__init__" and name not in FILE_SUFFIXES
               and not any(re.search(rf"\b{name}\b", texts.setdefault(p, p.read_text())) for p in MODULES[mod])]
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("shared", ["ocg/cards/shared", "dm/cards/shared"])
def test_docs_architecture_names_every_shared_card_module(shared: str) -> None:
    """A card author looks for a helper in the modules docs/architecture.md lists: a new one is listed there too."""
    text = (ROOT / "docs" / "architecture.md").read_text()
    unnamed = [p.name for p in sorted((ROOT / "src" / "arbiter" / shared).glob("*.py"))
               if p.name != "__init__.py" and f"`{p.name}`" not in text]
    assert not unnamed, unnamed


CARDS_MD = ROOT / "docs" / "cards.md"


def test_the_card_code_in_docs_cards_is_the_cards_own() -> None:
    """A card declaration docs/cards.md shows (from its comment header on) is, line for line, in the file that
    declares the card: an example a scripter copies the shape of is never a stale version of it."""
    from arbiter.ocg.card_files import relative_file
    from arbiter.ocg.carddata import default_db

    db = default_db()
    shown = [code for lang, code in FENCED.findall(CARDS_MD.read_text()) if lang == "python"
             and re.search(r"^define\(\d+", code, re.M)]
    assert len(shown) >= 2
    for code in shown:
        passcode = int(re.findall(r"^define\((\d+)", code, re.M)[0])
        header = re.search(r"^# \S.* / ", code, re.M)
        assert header, f"docs/cards.md's code for {passcode} has no comment header"
        card = code[header.start():]
        path = ROOT / "src" / "arbiter" / "ocg" / "cards" / relative_file(db.get(passcode))
        assert card in path.read_text(), f"docs/cards.md's code for {passcode} is not what {path.name} declares"


def test_the_worked_example_scenario_is_the_file_it_names() -> None:
    """The worked example's scenario is the file it names, and the card's other scenarios it names exist."""
    section = CARDS_MD.read_text().split("## A worked example", 1)[1]
    named = re.findall(r"`(?:tests/cards/ocg/)?(era-[\w-]+\.yaml)`", section)
    yaml = [code for lang, code in FENCED.findall(section) if lang == "yaml"]
    assert len(yaml) == 1 and len(named) >= 2
    files = [ROOT / "tests" / "cards" / "ocg" / n for n in named]
    assert all(f.exists() for f in files), [f.name for f in files if not f.exists()]
    assert yaml[0] == files[0].read_text()


def test_docs_architecture_names_every_module() -> None:
    """Every module of `src/arbiter/` is on its package's line of docs/architecture.md ("Every module", the kernel's
    in "The layers"), and every module a line names is there: the map a newcomer reads is neither short nor stale."""
    text = (ROOT / "docs" / "architecture.md").read_text()
    pkg = ROOT / "src" / "arbiter"
    lines = {m[0]: m[1] for m in re.findall(r"^- \*\*`?(\w+)/?`?\*\* — (.*?)(?=^- |^\n)", text, re.S | re.M)}
    unnamed, gone = [], []
    for name, line in lines.items():
        folder = pkg if name == "arbiter" else pkg / name
        if not folder.is_dir():  # a layer's line ("games", "fronts"), not a package's
            continue
        there = {p.name for p in folder.glob("*.py")} - {"__init__.py", "__main__.py"}
        named = set(re.findall(r"`(\w+\.py)`", line))
        unnamed += [f"{name}/{m}" for m in sorted(there - named)]
        gone += [f"{name}/{m}" for m in sorted(named - there)]
    assert {"arbiter", "kernel", "ocg", "dm", "judge", "play", "agents", "simulate", "web", "env"} <= set(lines)
    assert not unnamed and not gone, f"not named: {unnamed}; gone: {gone}"


def test_the_commands_docs_simulate_opens_with_run_one_after_another_as_written(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/simulate.md opens with commands a reader pastes in order, in the repository's root: each deck they name
    is a bundled deck or a file of the project, and no two runs write one results file. Every run wrote the default
    simulate-results.jsonl, so the second was refused (`exists: pass --resume`), and a.ydk, mine.ydk, deck1.json ...
    were files no reader had."""
    import shlex

    from arbiter.games import deck_file
    from arbiter.simulate.cli import simulate

    monkeypatch.chdir(ROOT)
    block = FENCED.findall((ROOT / "docs" / "simulate.md").read_text())[0][1]
    written: list[Path] = []
    for line in block.splitlines():
        args = shlex.split(line, comments=True)
        assert args[:2] == ["arbiter", "simulate"], line
        params = simulate.make_context("simulate", args[2:]).params
        if params["resume"]:
            assert params["out"] in written, f"{line}: resumes no run above"
            continue
        assert params["out"] not in written, f"{line}: writes {params['out']}, which a run above wrote"
        written.append(params["out"])
        for deck in params["decks"]:
            deck_file(params["game"], deck)  # a bundled deck's name or a file of the project: else UnknownDeck


def test_docs_simulate_names_every_key_of_the_json_summary(tmp_path: Path) -> None:
    """`arbiter simulate --json` is read by scripts: each key it prints (the object's, a matchup's, a deck's and
    the run's) is named in docs/simulate.md. `mode` (`match` for one or two decks), `planned`, `first_errors`,
    `played_now`, `backend` ... were named nowhere."""
    import json

    from click.testing import CliRunner

    from arbiter.cli import main

    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "dm-starter", "dm-starter", "--games", "2", "--json",
                                  "--quiet", "--out", str(tmp_path / "r.jsonl")])
    assert r.exit_code == 0, r.output
    summary = json.loads(r.output)
    keys = {*summary, *summary["matchups"][0], *summary["decks"][0], *summary["decks"][0]["going_first"],
            *summary["seats"], *summary["turns"], *summary["run"]}
    doc = (ROOT / "docs" / "simulate.md").read_text()
    unnamed = sorted(k for k in keys if not re.search(f"[`\"]{k}[`\"]", doc))
    assert not unnamed, unnamed


def test_the_readme_commands_table_names_every_option_of_each_command() -> None:
    """Each row of the README's table that shows an `arbiter` command names, in its usage, options that command has,
    and the rows of a command name every option it has: `cards --limit`, `selfplay --max-turns`, `play --db`,
    `replay --no-clear` ... were in `--help` only."""
    import click

    from arbiter.cli import main

    ctx = click.Context(main)
    rows: dict[str, list[str]] = {}
    for line in (ROOT / "README.md").read_text().splitlines():
        if m := re.match(r"\| `arbiter (\w+)([^`]*)`", line):
            rows.setdefault(m[1], []).append(line)
            command = main.get_command(ctx, m[1])
            assert command, line
            have = {o for p in command.params for o in p.opts}
            assert not [o for o in re.findall(r"(?<![\w-])--?[a-z][\w-]*", m[2]) if o not in have], line
    names = main.list_commands(ctx)
    unnamed = [f"{name} {o}" for name in names if name in rows
               for p in main.get_command(ctx, name).params if isinstance(p, click.Option)
               for o in p.opts if o.startswith("--")
               and not re.search(rf"(?<![\w-]){re.escape(o)}(?![\w-])", "".join(rows[name]))]
    assert set(rows) == set(names) and not unnamed, (sorted(set(names) - set(rows)), unnamed)


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_tests_file_a_doc_names_in_its_prose_exists(doc: Path) -> None:
    """A scenario or test file a doc names by its path under tests/, in code or not, is there: docs/uncertain-rulings.md
    sent its reader to a pending scenario that had moved to tests/cards/ocg/."""
    missing = [f"{doc.name}:{n}: {m}" for n, line in enumerate(doc.read_text().splitlines(), 1)
               for m in re.findall(r"(?<![\w./-])(tests/(?:[\w.-]+/)*[\w.-]+\.(?:py|md|yaml|json|ydk))(?![\w/])", line)
               if not (ROOT / m).exists()]
    assert not missing, "\n".join(missing)


def test_the_names_docs_cards_gives_to_a_declaration_exist() -> None:
    """What docs/cards.md tells a scripter to write is there to write: the keywords it gives `define(...)`,
    `Effect(...)`, `Cost(...)` and `TargetSpec(...)` are their parameters, each name its tables of `Effect` fields
    open a row with is a field of `Effect`, each `Duel.name` is the OCG duel's, and the imports its first example
    shows import."""
    import dataclasses
    import inspect

    from arbiter.ocg import registry
    from arbiter.ocg.effects import Cost, Effect, TargetSpec

    text = CARDS_MD.read_text()
    params = {"define": set(inspect.signature(registry.define).parameters),
              **{cls.__name__: {f.name for f in dataclasses.fields(cls)} for cls in (Effect, Cost, TargetSpec)}}
    spans = [(n, s) for n, line in enumerate(text.splitlines(), 1) for s in re.findall(r"`([^`]+)`", line)]
    wrong = [f"{n}: {call}({kw}=)" for n, s in spans for call, args in re.findall(r"\b(define|Effect|Cost|TargetSpec)"
                                                                                 r"\(([^)]*)\)", s)
             for kw in re.findall(r"(\w+)=", args) if kw not in params[call]]
    # the rows of the tables of `Effect` fields: "| `kind` | ..." ("(Ctx) `declared`" and "(verb) `Duel.x`" aside)
    for table in ("## What an `Effect` declares", "## Protections"):
        rows = text.split(table, 1)[1].split("\n## ", 1)[0].splitlines()
        wrong += [f"{table}: {name}" for row in rows if row.startswith("| `")
                  for name in re.findall(r"`(\w+)[`=]", row.split("|")[1]) if name not in params["Effect"]
                  and name != "PROCEDURE"]
    duel = "".join(p.read_text() for p in MODULES["duel"] if "ocg" in p.parts)
    wrong += [f"{n}: Duel.{name}" for n, s in spans for name in re.findall(r"\bDuel\.(\w+)", s)
              if not re.search(rf"\b(def {name}\b|self\.{name}\b)", duel)]
    imports = FENCED.findall(text)[0][1]
    exec("\n".join(line for line in imports.splitlines() if line.startswith("from ")), {})  # an ImportError fails
    assert not wrong, "\n".join(wrong)


def test_docs_cards_names_the_picks_that_tell_copies_apart() -> None:
    """docs/cards.md says that a pick in a deck offers copies of a card as one option unless `told_apart=True`, which
    it names the questions that take: each takes it, and leaves it off by default."""
    import inspect

    from arbiter.ocg.cards.shared.discard import choose_cards
    from arbiter.ocg.cards.shared.special_summons import as_many_as_fit
    from arbiter.ocg.effects import Resolution

    said = re.search(r"`told_apart=True` \(([^)]*)\)", CARDS_MD.read_text())
    assert said, "docs/cards.md no longer says which questions take told_apart"
    named = re.findall(r"`(\w+)`", said[1])
    funcs = {"ask": Resolution.ask, "ask_cards": Resolution.ask_cards, "choose_cards": choose_cards,
             "as_many_as_fit": as_many_as_fit}
    assert named == list(funcs)
    for name, f in funcs.items():
        assert inspect.signature(f).parameters["told_apart"].default is False, name

"""Judging scenario files: run each, keep its log and verdict. One file's problem never stops the others."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arbiter.judge import chance, dm_board, dm_steps, flow, ocg_board, ocg_steps, scenario, yamlsrc
from arbiter.judge.scenario import Board, BoardRules
from arbiter.judge.yamlsrc import ScenarioError, as_yaml, line_of
from arbiter.kernel.reasons import Why, in_lang, message_of, wide
from arbiter.kernel.registry import DeclarationError
from arbiter.kernel.rng import WrongChance
from arbiter.kernel.text_files import UnreadableText, decode


@dataclass(frozen=True)
class JudgedGame:
    board: BoardRules[Any]
    steps: flow.StepRules[Any]


# what `game:` may say, and the game's parts of a scenario
JUDGED = {"ocg": JudgedGame(ocg_board.RULES, ocg_steps.RULES), "dm": JudgedGame(dm_board.RULES, dm_steps.RULES)}


@dataclass
class Verdict:
    path: str
    title: str
    passed: bool
    message: str = ""  # English; a `Why` carrying its Japanese where the judge says it in both (`in_lang`)
    log: list[str] = field(default_factory=list)
    rulings: list[str] = field(default_factory=list)
    other_logs: dict[str, list[str]] = field(default_factory=dict)  # the log in `judge_file`'s other languages
    notes: list[Why] = field(default_factory=list)  # the judge's notes on the steps (`Board.notes`)


def collect(paths: list[str]) -> list[Path]:
    """Scenario files named directly, or found under folders (*.yaml, *.yml), in a stable order."""
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out += sorted([*path.rglob("*.yaml"), *path.rglob("*.yml")])
        elif path.exists():
            out.append(path)
        else:
            # the message in both languages, as its one argument (the judge's `--lang ja`)
            raise FileNotFoundError(Why(f"{p}: no such file or folder", f"{p}: そのようなファイルもフォルダもない"))
    return out


def judge_file(path: Path, lang: str = "ja", other_langs: tuple[str, ...] = ()) -> Verdict:
    """Run one scenario file; its log in `lang`, and in each of `other_langs` (`Verdict.other_logs`) from the same
    run: what the steps do and check does not depend on the language, only the log's words do."""
    where = str(path)
    try:
        raw = path.read_bytes()
    except OSError as e:
        return Verdict(where, "", False, Why(f"{where}: cannot read: {e}", f"{where}: 読めない：{_os_ja(e)}"))
    try:
        text = decode(raw)  # the encodings a deck file is read in, as the web board's judge page reads an upload
    except UnreadableText as e:  # a binary file, or text in another encoding: the first byte that is not UTF-8
        line, column = raw.count(b"\n", 0, e.at) + 1, e.at - raw.rfind(b"\n", 0, e.at)
        byte = f"0x{raw[e.at]:02x}"
        return Verdict(where, "", False, Why(
            f"{where}:{line}: cannot read: not UTF-8 text: byte {byte}, byte {column} of the line (a binary file?), "
            "nor UTF-16 (with its byte order mark) or Shift_JIS",
            f"{where}:{line}: 読めない：UTF-8のテキストではない（{line}行目{column}バイト目に{byte}。"
            "バイナリファイル？）。UTF-16（BOM付き）でもShift_JISでもない"))
    title = ""
    rulings: list[str] = []
    board: Board[Any] | None = None
    game: JudgedGame | None = None
    line = 1  # the step being run, or the board being set up, for an engine fault
    try:
        doc = yamlsrc.load(text, where)
        if doc is None:
            raise ScenarioError(where, 1, Why("the file is empty (or only comments): a scenario is a YAML mapping "
                                              "with title, game, players, steps",
                                              "ファイルが空（またはコメントだけ）：シナリオはtitle・game・players・steps"
                                              "を持つYAMLのマッピング"))
        if not isinstance(doc, dict):
            raise ScenarioError(where, 1, Why("a scenario is a YAML mapping with title, game, players, steps",
                                              "シナリオはtitle・game・players・stepsを持つYAMLのマッピング"))
        title = str(doc.get("title", ""))
        raw_rulings = doc.get("rulings", [])
        if not isinstance(raw_rulings, list | None):
            raise ScenarioError(where, line_of(doc, "rulings"), Why("rulings must be a list of ruling IDs",
                                                                    "rulingsは裁定IDのリストで書く"))
        rulings = [str(r) for r in raw_rulings or []]
        name = doc.get("game", "ocg")
        if not isinstance(name, str) or name not in JUDGED:
            raise ScenarioError(where, line_of(doc, "game"), Why(
                f"unknown game {as_yaml(name)}; expected one of: " + ", ".join(JUDGED),
                f"未知のゲーム「{as_yaml(name)}」（使えるのは" + "、".join(JUDGED) + "）"))
        game = JUDGED[name]
        line = line_of(doc, "players") if "players" in doc else 1  # an engine fault as the board is set up
        board = scenario.build(doc, where, game.board)
        steps = doc.get("steps")
        steps = [] if steps is None else steps  # `steps:` with nothing under it has no steps
        if not isinstance(steps, list):
            raise ScenarioError(where, line_of(doc, "steps"), Why("steps must be a list", "stepsはリストで書く"))
        if not steps:  # a scenario that plays and checks nothing would pass whatever the engine does
            raise ScenarioError(where, line_of(doc, "steps") if "steps" in doc else 1, Why(
                "the scenario has no steps, so it checks nothing: give it at least one",
                "シナリオにステップがなく、何も確かめない：一つ以上書く"))
        for i, step in enumerate(steps):
            if not isinstance(step, dict):
                raise ScenarioError(where, line_of(steps, i), Why("each step must be a mapping",
                                                                  "各ステップはマッピングで書く"))
            line = line_of(step)
            try:
                flow.run_step(game.steps, board, step)
            except WrongChance as e:  # a toss or roll that finds no result of its kind in `chance:`
                raise chance.wrong(e, board, doc, board.chance or [], line) from None
        left = game.board.rng(board.duel).unused() if game.board.rng is not None else 0
        if left:  # a result the file promised and the duel never came to
            raise chance.unused(board, doc, left)
        logs = _logs(game, board, lang, other_langs)
        return Verdict(where, title, True, "", logs.pop(lang), rulings, logs, board.notes)
    except ScenarioError as e:
        logs = _logs(game, board, lang, other_langs)
        return Verdict(where, title, False, Why(str(e), e.in_lang("ja")), logs.pop(lang), rulings, logs,
                       board.notes if board is not None else [])
    except DeclarationError as e:  # a card it holds is declared wrongly: where, rather than an engine fault's line 0
        logs = _logs(game, board, lang, other_langs)
        said = message_of(e)
        return Verdict(where, title, False, Why(f"{where}: a card file it loads declares a card wrongly: {said}",
                                                f"{where}：読み込むカードのファイルに宣言の誤りがある："
                                                f"{in_lang(said, 'ja')}"),
                       logs.pop(lang), rulings, logs)
    except Exception as e:  # an engine fault: reported against this file, and the run goes on
        logs = _logs(game, board, lang, other_langs)
        return Verdict(where, title, False, Why(f"{where}:{line}: the engine failed: {type(e).__name__}: {e}",
                                                f"{where}:{line}：エンジンの不具合：{type(e).__name__}: {e}"),
                       logs.pop(lang), rulings, logs)


def _os_ja(e: OSError) -> str:
    """Why a file cannot be opened, in Japanese where it is one of the usual reasons (else the system's words)."""
    if isinstance(e, FileNotFoundError):
        return "ファイルがない"
    if isinstance(e, IsADirectoryError):
        return "フォルダでファイルではない"
    if isinstance(e, PermissionError):
        return "読む権限がない"
    return e.strerror or str(e)


def _logs(game: JudgedGame | None, board: Board[Any] | None, lang: str,
          other_langs: tuple[str, ...]) -> dict[str, list[str]]:
    """The log so far in each language, `lang` first (none before the board was set up)."""
    return {k: [] if game is None or board is None else game.steps.render(board.duel.log, k)
            for k in (lang, *other_langs)}


def summary(files: list[Path], verdicts: list[Verdict], seconds: float, lang: str = "en",
            named: tuple[Path, str] | None = None) -> list[str]:
    """Counts per folder, then the totals and the time (the failures are printed as they happen), in English or
    Japanese (`lang`); `named`: a folder and the name it goes by where the folders are counted from beside it (an
    installed package's copy of the scenarios, `scenarios/`, named `tests` as in a checkout)."""
    base = Path(os.path.commonpath([f.parent.resolve() for f in files])).parent if files else Path()
    renamed = named and base == named[0].resolve().parent
    per: dict[str, list[int]] = {}
    for f, v in zip(files, verdicts, strict=True):
        folder = f.parent.resolve()
        key = str(folder.relative_to(base)) if folder.is_relative_to(base) else str(folder)
        if renamed and named and folder.is_relative_to(named[0].resolve()):
            key = str(Path(named[1]) / folder.relative_to(named[0].resolve()))
        per.setdefault(key, [0, 0])[0 if v.passed else 1] += 1
    width = max((len(k) for k in per), default=0)
    failed = sum(not v.passed for v in verdicts)
    if lang == "ja":
        # the counts and the time in full-width digits, as the log and the judge's other Japanese write what they
        # found; a count padded with ideographic spaces, as wide as its digits, so that the columns line up
        lines = [f"  {k:<{width}}  合格{wide(ok):\u3000>4}" + (f"、不合格{wide(bad)}" if bad else "")
                 for k, (ok, bad) in sorted(per.items())]
        return [*lines, f"合格{wide(len(verdicts) - failed)}、不合格{wide(failed)}（{wide(f'{seconds:.1f}')}秒）"]
    lines = [f"  {k:<{width}}  {ok:>4} passed" + (f", {bad} failed" if bad else "")
             for k, (ok, bad) in sorted(per.items())]
    return [*lines, f"{len(verdicts) - failed} passed, {failed} failed in {seconds:.1f} s"]

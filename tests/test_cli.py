"""The `arbiter` command as a user runs it."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter import engine_version
from arbiter.cli import main
from arbiter.replay import load, parse

TESTS = Path(__file__).resolve().parent
EXAMPLE = TESTS / "scenarios" / "ocg" / "000-shift-change-moves-tribute-to-the-doomed.yaml"


def test_judge_prints_the_chain_in_japanese_and_exits_0() -> None:
    r = CliRunner().invoke(main, ["judge", str(EXAMPLE)])
    assert r.exit_code == 0, r.output
    assert "┏チェーン１：B「死者への手向け」発動（手札１枚を捨てる）、対象：α" in r.output
    assert "┗逆順処理チェーン１：「死者への手向け」解決、βを破壊" in r.output


def test_judge_prints_a_ward_on_the_line_of_the_link_it_negates() -> None:
    # the ward's negation is said once the link's resolution begins: printed before it, it fell on no line; a face-up
    # ward is named as the pages name a face-up card negating a link (…解決だが、「王宮のお触れ」によって…), once
    ryu = TESTS / "cards" / "ocg" / "004-ryu-senshi-negates-and-destroys-a-spell-that-targets-it.yaml"
    r = CliRunner().invoke(main, ["judge", str(ryu)])
    en = CliRunner().invoke(main, ["judge", "--lang", "en", str(ryu)])
    assert r.exit_code == 0, r.output
    assert "┗逆順処理チェーン１：「月の書」解決だが、「ドラゴン・ウォリアー」によって効果が無効にされる、BMを破壊" \
        in r.output
    assert '"Book of Moon" resolves, but its effect is negated by "Ryu Senshi"; BM is destroyed' in en.output
    assert "1 passed, 0 failed" in r.output


def test_judge_names_the_card_whose_negation_a_link_resolves_under() -> None:
    # R000-033 as the page prints it: 「シフトチェンジ」解決だが、「王宮のお触れ」によって効果が無効にされる (a judge's
    # trial found the card left out)
    decree = TESTS / "rulings" / "ocg" / "000" / "000-royal-decree-negates-shift-change-and-ring.yaml"
    ja = CliRunner().invoke(main, ["judge", str(decree)])
    en = CliRunner().invoke(main, ["judge", "--lang", "en", str(decree)])
    assert ja.exit_code == 0 and en.exit_code == 0, ja.output + en.output
    assert "┃逆順処理チェーン２：「シフトチェンジ」解決だが、「王宮のお触れ」によって効果が無効にされる" in ja.output
    assert "┗逆順処理チェーン１：「破壊輪」解決だが、「王宮のお触れ」によって効果が無効にされる" in ja.output
    assert '┃Resolving Chain Link 2: "Shift" resolves, but its effect is negated by "Royal Decree"' in en.output
    assert '┗Resolving Chain Link 1: "Ring of Destruction" resolves, but its effect is negated by "Royal Decree"' \
        in en.output


def test_judge_prints_english() -> None:
    r = CliRunner().invoke(main, ["judge", "--lang", "en", str(EXAMPLE)])
    assert r.exit_code == 0
    assert 'Chain Link 1: B activates "Tribute to The Doomed" (discarding 1 card from the hand), targeting α' \
        in r.output
    assert 'Resolving Chain Link 2: "Shift" resolves; the target of "Tribute to The Doomed" moves from α to β' \
        in r.output


def test_judge_fails_with_exit_1(tmp_path: Path) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(EXAMPLE.read_text(encoding="utf-8").replace("β: A.graveyard", "β: A.hand"), encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", str(f)])
    assert r.exit_code == 1
    assert "FAIL" in r.output and "expected A.hand" in r.output


def test_judge_prints_a_summary_of_a_folder_and_logs_with_verbose() -> None:
    folder = str(TESTS / "scenarios" / "ocg")
    short = CliRunner().invoke(main, ["judge", folder])
    assert short.exit_code == 0, short.output
    assert "┏" not in short.output and "== " not in short.output  # no chain logs, no per-file lines
    n = len(list((TESTS / "scenarios" / "ocg").glob("*.yaml")))
    assert re.search(rf"^  ocg\s+{n} passed$", short.output, re.M), short.output
    assert re.search(rf"^{n} passed, 0 failed in \d+\.\d s$", short.output, re.M), short.output
    full = CliRunner().invoke(main, ["judge", "--verbose", folder])
    assert full.exit_code == 0
    assert full.output.count("== ") == n and "┏チェーン１" in full.output


def test_judge_summary_names_each_failure_with_its_reason(tmp_path: Path) -> None:
    (tmp_path / "ok.yaml").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "bad.yaml").write_text(EXAMPLE.read_text(encoding="utf-8").replace("β: A.graveyard", "β: A.hand"),
                                       encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", str(tmp_path)])
    assert r.exit_code == 1
    fails = [line for line in r.output.splitlines() if line.startswith("FAIL")]
    assert len(fails) == 1 and "bad.yaml:" in fails[0] and "expected A.hand" in fails[0]
    assert "1 passed, 1 failed" in r.output


@pytest.mark.parametrize(("lang", "counts", "stopped"), [
    ("en", "1 passed, 0 failed in", "Error: stopped (Ctrl-C) after 1 of 3 scenario files: the counts above are theirs"),
    ("ja", "合格１、不合格０（", "エラー：中断（Ctrl-C）：シナリオファイル３件のうち１件まで。上の数はその分")])
def test_judge_stopped_by_ctrl_c_says_what_it_had_judged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str,
                                                         counts: str, stopped: str) -> None:
    # Ctrl-C was click's "Aborted!": nothing of the files already judged, nor that the rest were not
    from arbiter import cli
    from arbiter.judge.runner import judge_file

    for name in ("a.yaml", "b.yaml", "c.yaml"):
        (tmp_path / name).write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    calls = []

    def judged_then_ctrl_c(path: Path, *args: str) -> object:
        calls.append(path)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return judge_file(path, *args)

    monkeypatch.setattr(cli, "judge_file", judged_then_ctrl_c)
    r = CliRunner().invoke(main, ["judge", str(tmp_path), "--lang", lang])
    assert r.exit_code == 1, r.output
    assert counts in r.output and stopped in r.output, r.output
    assert "Aborted" not in r.output and "Traceback" not in r.output


def test_judge_stopped_by_ctrl_c_while_it_looks_for_the_files_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    from arbiter import cli

    def ctrl_c(paths: list[str]) -> list[Path]:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "collect", ctrl_c)
    r = CliRunner().invoke(main, ["judge"])
    assert r.exit_code == 1, r.output
    assert r.output == "Error: stopped (Ctrl-C) while looking for the scenario files: none was judged\n", r.output


def test_judge_missing_path_is_a_clear_error() -> None:
    r = CliRunner().invoke(main, ["judge", "no/such/file.yaml"])
    assert r.exit_code != 0
    assert "no such file or folder" in r.output
    assert "Traceback" not in r.output


def test_cards_lists_implemented_cards_as_json() -> None:
    r = CliRunner().invoke(main, ["cards", "--implemented", "--json", "--limit", "100000"])
    *rows, counts = [json.loads(x) for x in r.output.splitlines()]
    names = {row["name_ja"] for row in rows}
    assert {"シフトチェンジ", "死者への手向け", "人喰い虫"} <= names
    assert all(row["status"] == "complete" and not row["missing"] for row in rows)
    assert "seed" in counts["counts"]


def test_cards_query_marks_unimplemented() -> None:
    # a card of a much later era, which the seeds never name
    r = CliRunner().invoke(main, ["cards", "灰流うらら"])
    assert "14558127" in r.output and "not declared" in r.output and "complete" not in r.output.splitlines()[0]


def test_selfplay_json_has_the_figures(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["selfplay", "--games", "3", "--seed", "5", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    for k in ("games", "duels_per_s", "choice_points_per_s", "decisions_per_s", "mean_turns",
              "first_player_win_rate", "errors"):
        assert k in out
    assert out["games"] == 3 and out["errors"] == 0


def test_selfplay_bad_deck_is_a_clear_error(tmp_path: Path) -> None:
    f = tmp_path / "d.ydk"
    f.write_text("#main\n12345\nabc\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["selfplay", "--deck", str(f)])
    assert r.exit_code != 0
    assert "d.ydk:2: no card has the passcode 12345" in r.output


def test_dm_selfplay_json_has_the_figures() -> None:
    r = CliRunner().invoke(main, ["selfplay", "--game", "dm", "--games", "3", "--seed", "5", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["games"] == 3 and out["errors"] == 0 and out["duels_per_s"] > 0
    assert {"charges_per_duel", "summons_per_duel", "attacks_per_duel"} <= set(out)


@pytest.mark.parametrize(("text", "words", "ja"), [
    ("[{\"card\": \"no such card\", \"count\": 4}]", 'entry 1: unknown Duel Masters card "no such card"',
     "１番目の項目：デュエル・マスターズのカード「no such card」が見つからない"),
    ("[{\"card\": \"エナジー・ライト\", \"count\": 5}]", "5 copies of エナジー・ライト (at most 4)",
     "「エナジー・ライト」が５枚（同名カードは４枚まで）"),
    ("[{\"card\": \"エナジー・ライト\", \"count\": 4}]", "4 cards, a deck has 40", "デッキが４枚（４０枚で組む）"),
    ("{\"card\": \"エナジー・ライト\"}", "a deck is a JSON list",
     "デッキは{\"card\": カード名, \"count\": 枚数}のJSONのリスト"),
    ("[\"エナジー・ライト\"]", "entry 1 is not", "１番目の項目が{\"card\": カード名, \"count\": 枚数}でない"),
    ("[", "cannot read the deck", "デッキを読めない"),
])
def test_a_bad_dm_deck_is_a_clear_error(tmp_path: Path, text: str, words: str, ja: str) -> None:
    # `play --lang ja` said them in English, as `selfplay` (an English command) does
    f = tmp_path / "d.json"
    f.write_text(text, encoding="utf-8")
    for args, said in ((["selfplay", "--game", "dm", "--deck", str(f)], words),
                       (["play", "--game", "dm", "--deck", str(f), "--db", str(tmp_path / "g.sqlite"), "--lang", "ja"],
                        ja)):
        r = CliRunner().invoke(main, args)
        assert r.exit_code != 0
        assert said in r.output and "Traceback" not in r.output, r.output


@pytest.mark.parametrize("refused", [["--agent", "alphazero"], ["--deck", "no-such-deck"]])
def test_play_refuses_an_unknown_agent_or_deck_before_making_a_library(tmp_path: Path, refused: list[str]) -> None:
    # the library was made (an empty games.sqlite left behind) before the agent and the decks were checked
    db = tmp_path / "g.sqlite"
    r = CliRunner().invoke(main, ["play", "--game", "dm", "--lang", "en", *refused, "--db", str(db)])
    assert r.exit_code != 0 and "Traceback" not in r.output
    assert ('unknown agent "alphazero"' if "--agent" in refused else "no-such-deck") in r.output
    assert not db.exists()


@pytest.mark.parametrize(("args", "valid"), [
    # `human` is an opponent for `play` (two people at one terminal), and listed there; selfplay's hint left it out
    # rightly, but play's, the same message, did too
    (["play", "--agent", "bob"], "use human, random, greedy, mcts, mcts:ITERATIONS or mcts:SECONDSs"),
    (["selfplay", "--agents", "bob,random"], "use random, greedy, mcts, mcts:ITERATIONS or mcts:SECONDSs"),
    (["selfplay", "--agents", "human,random"], "use random, greedy, mcts, mcts:ITERATIONS or mcts:SECONDSs"),
])
def test_an_unknown_agent_is_refused_with_the_names_the_command_takes(tmp_path: Path, args: list[str],
                                                                      valid: str) -> None:
    r = CliRunner().invoke(main, [*args, "--db", str(tmp_path / "g.sqlite")] if args[0] == "play" else args)
    assert r.exit_code != 0 and r.output.strip().endswith(valid), r.output


def test_a_built_package_carries_the_bundled_scenarios(tmp_path: Path) -> None:
    """`pip install .` (not editable) builds with setup.py's build_py: the scenarios go into the package, beside
    its data."""
    import subprocess
    import sys

    root = TESTS.parent
    run = subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path)], cwd=root,
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    for name in ("rulings", "cards", "scenarios"):
        here = sorted(p.relative_to(TESTS / name) for p in (TESTS / name).rglob("*.yaml"))
        packed = sorted(p.relative_to(tmp_path / "arbiter" / "scenarios" / name)
                        for p in (tmp_path / "arbiter" / "scenarios" / name).rglob("*.yaml"))
        assert packed == here and here
    # and every file of the package that is not code (decks, card data, the web board), which the commands look for
    # beside their modules
    src = TESTS.parent / "src" / "arbiter"
    data = sorted(p.relative_to(src) for p in src.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc", ".so")
                  and "__pycache__" not in p.parts)
    assert data and [p for p in data if not (tmp_path / "arbiter" / p).is_file()] == []


@pytest.mark.parametrize(("query", "key"), [("聖なるバリア", "44095762"), ("Mirror Force", "44095762"),
                                            ("44095762", "44095762"), ("ピロロン", '"piroron"')])
def test_cards_source_points_at_the_declaration(query: str, key: str) -> None:
    r = CliRunner().invoke(main, ["cards", query, "--source"])
    assert r.exit_code == 0, r.output
    # the query may match several cards ("Dark Mirror Force" is a "Mirror Force" too): the first line
    where = r.output.splitlines()[0].split()[-1]
    path, line = where.rsplit(":", 1)
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    assert "define(" in lines[int(line) - 1] and key in " ".join(lines[int(line) - 1:int(line) + 1])


def test_cards_source_keeps_to_the_game_given() -> None:
    """`--source` ignored --game: `--game dm` listed the OCG's dragons too. Without --game it lists both games'."""
    def files(*game: str) -> set[str]:
        r = CliRunner().invoke(main, ["cards", "ドラゴン", "--source", "--limit", "5000", *game])
        assert r.exit_code == 0, r.output
        return {line.split()[-1].split("/cards/")[0].rsplit("/", 1)[-1] for line in r.output.splitlines()}

    assert files("--game", "dm") == {"dm"} and files("--game", "ocg") == {"ocg"} and files() == {"ocg", "dm"}
    r = CliRunner().invoke(main, ["cards", "Mirror Force", "--source", "--game", "dm"])
    assert r.exit_code == 1 and 'no declared Duel Masters card matches "Mirror Force"' in r.output, r.output


@pytest.mark.parametrize("query", ["xyzzy", "14558127"])  # nothing, and a card of a later era with no declaration
def test_cards_source_of_nothing_says_so(query: str) -> None:
    r = CliRunner().invoke(main, ["cards", query, "--source"])
    assert r.exit_code == 1 and "no declared card" in r.output, r.output

@pytest.mark.parametrize("n", ["0", "-3"])
def test_selfplay_refuses_no_games(n: str) -> None:
    for extra in ([], ["--agents", "greedy,random"]):
        r = CliRunner().invoke(main, ["selfplay", "--games", n, *extra])
        assert r.exit_code == 2 and "Invalid value for '--games'" in r.output and "of 1 or more" in r.output, r.output


def test_the_same_agent_twice_keeps_both_agents_wins() -> None:
    r = CliRunner().invoke(main, ["selfplay", "--agents", "greedy,greedy", "--games", "4", "--seed", "1", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["agents"] == "greedy#1 vs greedy#2"
    assert out["greedy#1_wins"] + out["greedy#2_wins"] + out["draws_or_capped"] == out["games"] == 4


def test_the_distribution_name_is_not_the_taken_one() -> None:
    import tomllib

    import arbiter

    meta = tomllib.loads((TESTS.parent / "pyproject.toml").read_text())["project"]
    assert meta["name"] == arbiter.DISTRIBUTION != "arbiter"  # "arbiter" is an unrelated project's on the index
    assert meta["scripts"] == {"arbiter": "arbiter.__main__:run"}  # the command loaded under a Ctrl-C guard
    r = CliRunner().invoke(main, ["--version"])
    assert r.exit_code == 0 and "version" in r.output, r.output


def test_selfplay_rates_count_only_the_duels_this_run_played(tmp_path: Path) -> None:
    """A journal's duels count in the outcomes but not in the speed: this run's seconds played only the others."""
    journal = str(tmp_path / "journal.jsonl")

    def run(games: int) -> dict[str, float]:
        r = CliRunner().invoke(main, ["selfplay", "--games", str(games), "--seed", "5", "--json", "--journal", journal])
        assert r.exit_code == 0, r.output
        out: dict[str, float] = json.loads(r.output)
        return out

    run(2)
    more = run(4)  # duels 0 and 1 come from the journal, 2 and 3 are played
    assert more["games"] == 4
    assert more["duels_per_s"] * more["seconds"] == pytest.approx(2, abs=0.1)
    again = run(4)  # every duel from the journal: nothing was timed
    assert again["games"] == 4 and again["duels_per_s"] is again["choice_points_per_s"] is None
    assert again["already_complete"] and "already_complete" not in more
    assert again["seconds"] is None  # was 0.0: a time for a run that played nothing


def test_a_finished_selfplay_journal_says_it_was_complete_without_a_rate(tmp_path: Path) -> None:
    # it reported "duels_per_s: 0.0", as if the engine had stalled
    journal = str(tmp_path / "journal.jsonl")
    args = ["selfplay", "--games", "2", "--seed", "5", "--journal", journal]
    first = CliRunner().invoke(main, args)
    assert first.exit_code == 0 and "duels_per_s: " in first.output, first.output
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 0, r.output
    assert "games: 2" in r.output and "_per_s" not in r.output
    assert "seconds" not in r.output  # "seconds: 0.0" was printed for the run that played nothing
    assert f"the job in {journal} was already complete: its 2 games are above; none played now" in r.output


def test_a_selfplay_journal_continues_with_the_agents_typed_another_way(tmp_path: Path) -> None:
    # the journal kept "Random,GREEDY" as typed, and " random, greedy" was refused as another job
    journal = tmp_path / "journal.jsonl"
    args = ["selfplay", "--games", "1", "--seed", "5", "--max-turns", "3", "--json", "--journal", str(journal)]
    assert CliRunner().invoke(main, [*args, "--agents", "Random,GREEDY"]).exit_code == 0
    assert json.loads(journal.read_text().splitlines()[0])["settings"]["agents"] == "random,greedy"
    r = CliRunner().invoke(main, [*args[:2], "2", *args[3:], "--agents", " random, greedy"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["games"] == 2


def test_an_older_selfplay_journal_with_agents_as_typed_stays_usable(tmp_path: Path) -> None:
    journal = tmp_path / "journal.jsonl"
    args = ["selfplay", "--games", "1", "--seed", "5", "--max-turns", "3", "--json", "--journal", str(journal)]
    assert CliRunner().invoke(main, [*args, "--agents", "random,greedy"]).exit_code == 0
    lines = journal.read_text().splitlines()
    head = json.loads(lines[0])
    head["settings"]["agents"] = "Random, Greedy"  # as a journal of an earlier version recorded it
    journal.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n")
    r = CliRunner().invoke(main, [*args, "--agents", "RANDOM,greedy"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["already_complete"] and out["wall_seconds"] is None  # was 0.0: nothing was played


@pytest.mark.parametrize("engine", ["0.0.1", None])
def test_a_journal_another_version_wrote_is_refused_and_one_naming_none_goes_on(tmp_path: Path,
                                                                                 engine: str | None) -> None:
    # resumed under another engine, a job's figures mixed duels the two versions may play otherwise
    journal = tmp_path / "journal.jsonl"
    args = ["selfplay", "--games", "2", "--seed", "5", "--max-turns", "3", "--json", "--journal", str(journal)]
    assert CliRunner().invoke(main, args).exit_code == 0
    lines = journal.read_text().splitlines()
    head = json.loads(lines[0])
    assert head["engine"] == engine_version()
    if engine is None:  # as a journal of an earlier Arbiter recorded its header
        del head["engine"]
    else:
        head["engine"] = engine
    journal.write_text("\n".join([json.dumps(head), *lines[1:2]]) + "\n")
    r = CliRunner().invoke(main, args)
    if engine is None:
        assert r.exit_code == 0 and json.loads(r.output)["games"] == 2, r.output
    else:
        assert r.exit_code != 0 and "Traceback" not in r.output
        assert f"the journal was written by Arbiter 0.0.1, and this is {engine_version()}" in r.output


def test_a_journal_of_another_job_is_refused_naming_what_differs(tmp_path: Path) -> None:
    journal = str(tmp_path / "journal.jsonl")
    assert CliRunner().invoke(main, ["selfplay", "--games", "1", "--seed", "5", "--journal", journal]).exit_code == 0
    r = CliRunner().invoke(main, ["selfplay", "--games", "1", "--seed", "6", "--journal", journal])
    assert r.exit_code != 0 and "the journal records another job (its seed differs)" in r.output


def test_a_folder_with_no_scenarios_is_named(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["judge", str(tmp_path)])
    assert r.exit_code == 1 and f"no scenario files (*.yaml, *.yml) in {tmp_path}" in r.output, r.output


def test_resume_refuses_what_the_record_fixes(tmp_path: Path) -> None:
    # `--resume 1 --agent mcts` went on against the recorded agent, the option silently ignored
    db = str(tmp_path / "g.sqlite")
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db], input="quit\n")
    r = CliRunner().invoke(main, ["play", "--resume", "1", "--db", db, "--agent", "mcts", "--seed", "4"],
                           input="quit\n")
    assert r.exit_code == 2 and "--agent, --seed: a resumed game keeps" in r.output, r.output
    r = CliRunner().invoke(main, ["play", "--resume", "1", "--db", db, "--lang", "ja", "--auto-pass"], input="quit\n")
    assert r.exit_code == 0 and "対戦#1を保存しました" in r.output, r.output


def test_a_replay_file_goes_into_a_new_folder_and_an_impossible_path_is_refused_not_a_traceback(
        tmp_path: Path) -> None:
    # play and replay checked their files their own way (a missing folder refused) and simulate another (made):
    # one check now, as simulate's
    db = str(tmp_path / "g.sqlite")
    (tmp_path / "a-file").write_text("")
    impossible = tmp_path / "a-file" / "such.jsonl"  # its folder would be a file
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--db", db, "--save", str(impossible)], input="quit\n")
    assert r.exit_code == 2 and "Invalid value for --save: cannot make the folder of" in r.output, r.output
    assert "no games yet" in CliRunner().invoke(main, ["games", "--db", db]).output  # nothing recorded
    new = tmp_path / "new" / "folder" / "g.jsonl"
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--db", db, "--lang", "en", "--save", str(new)],
                           input="quit\n")
    assert r.exit_code == 0 and new.is_file(), r.output
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--export", str(impossible)])
    assert r.exit_code == 2 and "Invalid value for --export: cannot make the folder of" in r.output, r.output
    exported = tmp_path / "other" / "g.jsonl"
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--export", str(exported)])
    assert r.exit_code == 0 and exported.is_file(), r.output
    if Path("/proc/self").is_dir():  # a folder that takes no new file, though os.access (as root) said it would
        r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--export", "/proc/g.jsonl"])
        assert r.exit_code == 2 and "Invalid value for --export: /proc/g.jsonl: not writable" in r.output, r.output
        r = CliRunner().invoke(main, ["play", "--seed", "1", "--db", db, "--save", "/proc/g.jsonl"], input="quit\n")
        assert r.exit_code == 2 and "Invalid value for --save: /proc/g.jsonl: not writable" in r.output, r.output


def test_a_library_goes_into_a_new_folder_and_one_that_cannot_be_made_is_refused_naming_db(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # --db made its folder as --save does, but a folder that could not be made was a bare "Error:" naming no option
    import uvicorn

    (tmp_path / "a-file").write_text("")
    impossible = str(tmp_path / "a-file" / "g.sqlite")  # its folder would be a file
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--db", impossible], input="quit\n")
    assert r.exit_code == 2 and "Invalid value for --db: cannot make the folder of" in r.output, r.output
    import arbiter.web.cli

    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)  # nothing served: the check comes first
    monkeypatch.setattr(arbiter.web.cli, "can_listen", lambda host, port: None)
    r = CliRunner().invoke(main, ["serve", "--db", impossible])
    assert r.exit_code == 2 and "Invalid value for --db: cannot make the folder of" in r.output, r.output
    new = tmp_path / "new" / "folder" / "g.sqlite"
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", str(new)], input="quit\n")
    assert r.exit_code == 0 and new.is_file(), r.output
    assert "seed 1" in CliRunner().invoke(main, ["games", "--db", str(new)]).output
    if not sys.platform.startswith("linux"):  # (the user data directory below is Linux's)
        return
    # the default library's folder, in the user data directory, is made as before
    monkeypatch.delenv("ARBITER_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en"], input="quit\n")
    assert r.exit_code == 0 and (tmp_path / "data" / "arbiter" / "games.sqlite").is_file(), r.output


def test_replay_print_and_export_do_both(tmp_path: Path) -> None:
    # `--print --export FILE` wrote the file and printed nothing
    db = str(tmp_path / "g.sqlite")
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db], input="end\nquit\n")
    out = tmp_path / "g.jsonl"
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--lang", "en", "--print", "--export", str(out)])
    assert r.exit_code == 0 and out.is_file() and f"wrote {out}" in r.output, r.output
    assert "A draws 5" in r.output, r.output


def test_replay_export_refuses_an_existing_file_unless_forced(tmp_path: Path) -> None:
    # `--export FILE` wrote over any file silently, where `play --save` refuses one
    db = str(tmp_path / "g.sqlite")
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db], input="quit\n")
    out = tmp_path / "kept.jsonl"
    out.write_text("someone's notes\n")
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--export", str(out)])
    assert r.exit_code == 2 and f"Invalid value for --export: {out} exists: give a new file, or --force" in r.output, \
        r.output
    assert out.read_text() == "someone's notes\n"
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--export", str(out), "--force"])
    assert r.exit_code == 0 and f"wrote {out}" in r.output and out.read_text().startswith("{"), r.output
    r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--force", "--print"])  # nothing it could write over
    assert r.exit_code == 2 and "--force: it lets --export write over a file" in r.output, r.output


def test_resuming_one_file_again_continues_its_library_entry(tmp_path: Path) -> None:
    # each `play --resume FILE` added a new game to the library
    db = str(tmp_path / "g.sqlite")
    f = tmp_path / "g.jsonl"
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db, "--save", str(f)], input="quit\n")
    first = _answers(CliRunner().invoke(main, ["games", "--db", db]).output.splitlines()[-1])
    for said in ("end\nquit\n", "quit\n"):
        r = CliRunner().invoke(main, ["play", "--resume", str(f), "--db", db], input=said)
        assert r.exit_code == 0, r.output
    rows = [x for x in CliRunner().invoke(main, ["games", "--db", db]).output.splitlines() if "seed 1" in x]
    # the game the file was saved beside, with what the resumed games answered (`end`)
    assert len(rows) == 1 and rows[0].startswith("#1 "), rows
    assert _answers(rows[0]) > first, rows


def test_a_file_resumed_after_its_game_went_on_by_id_loses_nothing(tmp_path: Path) -> None:
    # `play --save FILE`, then `play --resume 1` (the library goes on, the file does not), then `play --resume FILE`:
    # the library's entry was made the file's, and every answer given by id was thrown away
    db = str(tmp_path / "g.sqlite")
    f = tmp_path / "g.jsonl"
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db, "--save", str(f)], input="quit\n")
    r = CliRunner().invoke(main, ["play", "--resume", "1", "--db", db], input="end\nquit\n")
    assert r.exit_code == 0, r.output
    further = _answers(CliRunner().invoke(main, ["games", "--db", db]).output.splitlines()[-1])
    r = CliRunner().invoke(main, ["play", "--resume", str(f), "--db", db], input="quit\n")
    assert r.exit_code == 0, r.output
    rows = [x for x in CliRunner().invoke(main, ["games", "--db", db]).output.splitlines() if "seed 1" in x]
    assert len(rows) == 1 and _answers(rows[0]) >= further, rows
    assert len(load(f).answers) == _answers(rows[0])  # the file caught up with the game it records


def test_a_replay_file_refused_on_resume_leaves_no_game_in_the_library(tmp_path: Path) -> None:
    # a copy of a saved game with an answer this engine refuses was added to the library before it was played and
    # refused; the good file resumed next went on in that entry, which went further, and took its answers: refused
    # in turn, and the good file overwritten with the bad answers
    db = str(tmp_path / "g.sqlite")
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db, "--save", str(good)],
                           input="end\nquit\n")
    assert r.exit_code == 0, r.output
    lines = good.read_text(encoding="utf-8").splitlines()
    third = json.loads(lines[3])
    bad.write_text("\n".join([*lines[:3], json.dumps({**third, "key": "summon:999"}), *lines[4:]]) + "\n",
                   encoding="utf-8")
    before = CliRunner().invoke(main, ["games", "--db", db]).output
    r = CliRunner().invoke(main, ["play", "--resume", str(bad), "--db", db], input="quit\n")
    assert r.exit_code == 1 and '"summon:999" is not a legal answer' in r.output, r.output
    assert CliRunner().invoke(main, ["games", "--db", db]).output == before  # no game added, none changed
    kept = good.read_text(encoding="utf-8")
    r = CliRunner().invoke(main, ["play", "--resume", str(good), "--db", db], input="quit\n")
    assert r.exit_code == 0 and "Game #1 is saved" in r.output, r.output
    assert good.read_text(encoding="utf-8").startswith(kept.rstrip("\n"))  # its answers kept, none replaced


def test_input_ending_at_the_handover_keeps_the_game_as_quitting_does(tmp_path: Path) -> None:
    # two people at one terminal: the input ending (Ctrl-D, or Ctrl-C) at "Press Enter" for the next player
    # printed click's "Aborted!", exit status 1, with no word of the game kept or how to go on with it
    db = str(tmp_path / "g.sqlite")
    r = CliRunner().invoke(main, ["play", "--agent", "human", "--seed", "8", "--lang", "en", "--db", db],
                           input="\nend\n")
    assert r.exit_code == 0 and "Aborted" not in r.output, r.output
    assert r.output.rstrip().endswith("Game #1 is saved; resume it with: arbiter play --resume 1"), r.output[-300:]
    r = CliRunner().invoke(main, ["play", "--resume", "1", "--db", db], input="\nquit\n")
    assert r.exit_code == 0 and "B: choose an action" in r.output, r.output[-300:]  # B's turn, where it stopped


def test_play_save_refuses_a_file_that_exists_but_a_resumed_game_s_own_replay(tmp_path: Path) -> None:
    # `--save FILE` opened FILE for writing whatever it held: another game's replay, or any file, was lost
    db = str(tmp_path / "g.sqlite")
    notes, first = tmp_path / "notes.txt", tmp_path / "first.jsonl"
    notes.write_text("my notes\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db, "--save", str(notes)],
                           input="quit\n")
    assert r.exit_code == 2 and f"{notes} exists: give a new file" in r.output, r.output
    assert notes.read_text(encoding="utf-8") == "my notes\n"
    assert "no games yet" in CliRunner().invoke(main, ["games", "--db", db]).output  # refused before any game
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db, "--save", str(first)],
                           input="quit\n")
    assert r.exit_code == 0, r.output
    kept = first.read_text(encoding="utf-8")
    r = CliRunner().invoke(main, ["play", "--seed", "2", "--lang", "en", "--db", db, "--save", str(first)],
                           input="quit\n")  # another new game
    assert r.exit_code == 2 and first.read_text(encoding="utf-8") == kept, r.output
    r = CliRunner().invoke(main, ["play", "--resume", "1", "--db", db, "--save", str(notes)], input="quit\n")
    assert r.exit_code == 2 and "records no replay of this game" in r.output, r.output
    for args in (["--resume", "1", "--save", str(first)], ["--resume", str(first)]):  # its own replay: brought up
        r = CliRunner().invoke(main, ["play", *args, "--db", db], input="end\nquit\n")  # to date
        assert r.exit_code == 0, r.output
    assert len(load(first).answers) > len(parse(kept.splitlines(), "kept").answers)


def _answers(row: str) -> int:
    return int(row.split(" answers")[0].split()[-1])


def test_games_heads_its_table_with_the_library_s_path(tmp_path: Path) -> None:
    # the `# path` header came on stderr, after the rows when both were captured
    db = tmp_path / "g.sqlite"
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", str(db)], input="quit\n")
    r = CliRunner().invoke(main, ["games", "--db", str(db)])
    assert r.stdout.splitlines()[0] == f"# {db}", r.output
    r = CliRunner().invoke(main, ["games", "--db", str(db), "--json"])
    assert all(json.loads(x) for x in r.stdout.splitlines()), r.stdout  # JSON lines only


_SECONDS = "mcts:SECONDSs takes a time above 0 seconds, and finite (mcts:0.5s): "


@pytest.mark.parametrize(("agent", "said"), [("mcts:0", "mcts:ITERATIONS takes 1 or more iterations"),
                                             ("mcts:0s", _SECONDS + "0 reads as zero"),
                                             ("mcts:0.0s", _SECONDS + "0.0 reads as zero"),
                                             ("mcts:-1", "mcts:ITERATIONS takes 1 or more iterations"),
                                             ("mcts:-0.5s", _SECONDS + "-0.5 reads as a negative number"),
                                             ("mcts:1e-400s", _SECONDS + "1e-400 reads as zero"),
                                             ("mcts:1E400s", _SECONDS + "1e400 reads as infinity"),
                                             ("mcts:infs", _SECONDS + "inf reads as infinity"),
                                             ("mcts:nans", _SECONDS + "nan reads as not a number")])
def test_an_mcts_agent_with_no_search_is_refused_with_the_range(tmp_path: Path, agent: str, said: str) -> None:
    # `--agent mcts:0` was accepted: an agent that searched nothing; `mcts:-1` was "unknown agent", as if a typo, and
    # so were `mcts:1e400s` and `mcts:nans`: numbers Python reads, but no time a search can stop at
    r = CliRunner().invoke(main, ["play", "--agent", agent, "--db", str(tmp_path / "g.sqlite")], input="quit\n")
    assert r.exit_code == 1 and said in r.output, r.output


def test_an_mcts_agent_s_seconds_may_be_written_with_an_exponent() -> None:
    # `mcts:1e-3s` was "unknown agent": the seconds are what Python's float() reads; a word is still no agent
    from arbiter.agents import AgentSpecError, make_agent

    assert getattr(make_agent("mcts:1e-3s"), "seconds", None) == 0.001
    assert getattr(make_agent("MCTS:2.5E1S"), "seconds", None) == 25.0
    with pytest.raises(AgentSpecError, match=r'^unknown agent "mcts:abcs": use random, greedy, mcts, '
                                             r"mcts:ITERATIONS or mcts:SECONDSs$"):
        make_agent("mcts:abcs")


def test_agent_names_are_read_in_any_case_by_every_front(tmp_path: Path) -> None:
    """`simulate --agents MCTS` was taken (make_agent lowered it) and recorded as written, while `play --agent
    Human` was refused as an unknown agent: every front reads a name in any case and records it in lower case."""
    from arbiter.web.app import new_game

    db = tmp_path / "g.sqlite"
    r = CliRunner().invoke(main, ["play", "--agent", "Human", "--lang", "en", "--seed", "1", "--db", str(db)],
                           input="quit\n")
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, ["games", "--db", str(db), "--json"])
    assert json.loads(r.stdout.splitlines()[-1])["players"] == ["human", "human"], r.stdout
    assert new_game({"game": "dm", "opponent": " GREEDY", "seed": 1}).players == ["human", "greedy"]
    r = CliRunner().invoke(main, ["selfplay", "--game", "dm", "--games", "1", "--agents", "Random, GREEDY", "--json"])
    assert r.exit_code == 0 and json.loads(r.output)["agents"] == "random vs greedy", r.output
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--agents", "MCTS:2,Greedy", "--json",
                                  "--quiet", "--out", str(tmp_path / "s.jsonl")])
    assert r.exit_code == 0 and json.loads(r.output)["agents"] == ["mcts:2", "greedy"], r.output


@pytest.mark.parametrize("agents", ["random", "random,", ",greedy", "random,greedy,mcts"])
def test_selfplay_agents_other_than_two_are_refused_saying_so(agents: str) -> None:
    """`random,` was refused as "unknown agent ''"."""
    r = CliRunner().invoke(main, ["selfplay", "--game", "dm", "--games", "1", "--agents", agents])
    assert r.exit_code == 1 and "--agents takes two agents" in r.output, r.output


def test_a_file_that_parted_from_its_library_entry_goes_on_in_a_new_one(tmp_path: Path) -> None:
    # an undo in one of the two: neither history is a part of the other, and neither is thrown away
    from arbiter.library import Library

    db = str(tmp_path / "g.sqlite")
    f = tmp_path / "g.jsonl"
    CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db, "--save", str(f)],
                       input="end\nquit\n")
    r = load(f)
    lib = Library(Path(db))
    kept = lib.load(1).answers
    r.answers[-1] = "parted"
    assert lib.resume(r) == 2 and lib.load(1).answers == kept
    lib.close()


def test_a_selfplay_journal_in_a_new_folder_makes_it_and_one_that_cannot_be_made_is_refused(tmp_path: Path) -> None:
    """As simulate's --out and play's --save: the journal's folder is made, and a path that cannot be one is refused
    naming the option (it was an OSError's words with no option)."""
    journal = tmp_path / "runs" / "today" / "journal.jsonl"
    r = CliRunner().invoke(main, ["selfplay", "--games", "1", "--seed", "5", "--json", "--journal", str(journal)])
    assert r.exit_code == 0, r.output
    assert journal.is_file()
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    r = CliRunner().invoke(main, ["selfplay", "--games", "1", "--journal", str(blocker / "journal.jsonl")])
    assert r.exit_code == 2 and "Invalid value for --journal: cannot make the folder of" in r.output, r.output


@pytest.mark.parametrize("encoding", ["ascii", "latin-1", "cp1252"])
def test_output_an_encoding_cannot_hold_is_replaced_not_a_traceback(tmp_path: Path, encoding: str) -> None:
    # a pipe or console whose encoding lacks the board's rules and the Japanese names (a Windows pipe's code page, a
    # Latin-1 locale): `play` stopped at its first screen with a UnicodeEncodeError, `cards ブラック` as well, and a
    # full-width line typed where ASCII is read with a UnicodeDecodeError
    import os
    import subprocess
    import sys

    env = dict(os.environ, PYTHONIOENCODING=encoding, PYTHONPATH=str(TESTS.parent / "src"))
    for args, typed in ((["play", "--seed", "3", "--lang", "ja", "--db", str(tmp_path / "g.sqlite")], "１\nquit\n"),
                        (["cards", "ブラック・マジシャン", "--limit", "1"], "")):
        r = subprocess.run([sys.executable, "-m", "arbiter", *args], input=typed.encode("utf-8"), env=env,
                           capture_output=True, timeout=120)
        assert r.returncode == 0 and b"Traceback" not in r.stderr, r.stderr.decode(errors="replace")[-600:]
        assert b"arbiter play --resume 1" in r.stdout or b"46986414" in r.stdout, r.stdout[-300:]


@pytest.mark.parametrize("encoding", ["ascii", "latin-1", "utf-8"])
def test_json_output_keeps_japanese_names_exact_whatever_the_encoding(tmp_path: Path, encoding: str) -> None:
    # `cards --json` on a Latin-1 console printed `?` for each character of the names (the JSON parsed, with wrong
    # names) and on an ASCII one bytes of UTF-8 it does not read; now such a console gets \uXXXX escapes, and one
    # that holds Japanese the names as they are
    import json
    import os
    import subprocess
    import sys

    env = dict(os.environ, PYTHONIOENCODING=encoding, PYTHONPATH=str(TESTS.parent / "src"))
    r = subprocess.run([sys.executable, "-m", "arbiter", "cards", "ブラック・マジシャン", "--limit", "1", "--json"],
                       env=env, capture_output=True, timeout=120)
    assert r.returncode == 0, r.stderr.decode(errors="replace")[-600:]
    first = r.stdout.decode(encoding).splitlines()[0]
    assert json.loads(first)["name_ja"] == "ブラック・マジシャン", first
    assert ("ブラック" in first) == (encoding == "utf-8"), first


def test_resuming_a_finished_games_file_is_refused_and_leaves_the_library_as_it_was(tmp_path: Path) -> None:
    # the file was added to the library as a new game, then refused as over: each try left one more entry
    from recorded_games import played

    _, _, path = played(tmp_path, game="dm")
    assert load(path).result is not None
    db = str(tmp_path / "other.sqlite")
    CliRunner().invoke(main, ["play", "--game", "dm", "--seed", "1", "--lang", "en", "--db", db], input="quit\n")
    before = CliRunner().invoke(main, ["games", "--db", db, "--json"]).output
    for _ in range(2):
        r = CliRunner().invoke(main, ["play", "--resume", str(path), "--db", db])
        assert r.exit_code == 1 and f"that game is over; watch it with: arbiter replay {path}" in r.output, r.output
    assert CliRunner().invoke(main, ["games", "--db", db, "--json"]).output == before


def test_a_resumed_file_is_played_once_unless_its_library_entry_went_further(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # `play --resume FILE` played the file to check it, then the session played it again from the start
    from arbiter.replay import Replay

    db = str(tmp_path / "g.sqlite")
    f, copy = tmp_path / "g.jsonl", tmp_path / "copy.jsonl"
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", db, "--save", str(f)],
                           input="end\nquit\n")
    assert r.exit_code == 0, r.output
    copy.write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    saved = len(load(f).answers)
    plays: list[int] = []
    real = Replay.play
    monkeypatch.setattr(Replay, "play", lambda self, *a, **k: plays.append(len(self.answers)) or real(self, *a, **k))
    r = CliRunner().invoke(main, ["play", "--resume", str(f), "--db", db], input="pass\nquit\n")
    assert r.exit_code == 0 and "Game #1 is saved" in r.output, r.output
    assert plays == [saved]  # once: the duel checked is the one played on
    entry = _answers(CliRunner().invoke(main, ["games", "--db", db]).output.splitlines()[-1])
    assert entry > saved
    # the entry went further than the copy: the copy is checked, then the entry's answers are played
    plays.clear()
    r = CliRunner().invoke(main, ["play", "--resume", str(copy), "--db", db], input="quit\n")
    assert r.exit_code == 0 and "Game #1 is saved" in r.output, r.output
    assert plays == [saved, entry], plays


def test_judge_finds_a_bundled_folder_by_its_checkout_path_outside_a_checkout(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/dm.md's `arbiter judge tests/rulings/dm tests/cards/dm tests/scenarios/dm`, run by an installed package
    outside a checkout, judges the copies the package carries (arbiter/scenarios/...): it said `no such file or
    folder`."""
    import shutil

    from arbiter import cli

    installed = tmp_path / "site" / "arbiter" / "scenarios"
    shutil.copytree(TESTS / "scenarios" / "dm", installed / "scenarios" / "dm")
    monkeypatch.setattr(cli, "BUNDLED", installed)
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    r = CliRunner().invoke(main, ["judge", "tests/scenarios/dm"])
    n = len(list(installed.rglob("*.yaml")))
    assert r.exit_code == 0 and f"{n} passed, 0 failed" in r.output, r.output
    r = CliRunner().invoke(main, ["judge", "tests/rulings/dm"])  # not in this copy: still not found
    assert r.exit_code != 0 and "tests/rulings/dm: no such file or folder" in r.output, r.output


@pytest.mark.parametrize(("extra", "named"), [(["--json"], "--json"), (["--implemented"], "--implemented"),
                                             (["--era", "--json"], "--json, --era")])
def test_cards_source_refuses_the_options_it_would_ignore(extra: list[str], named: str) -> None:
    """`cards --source --json` printed plain lines, which a script reading JSON choked on; --implemented and --era
    were dropped without a word."""
    r = CliRunner().invoke(main, ["cards", "破壊輪", "--source", *extra])
    assert r.exit_code == 2 and f"leave out {named}" in r.output and "Traceback" not in r.output, r.output


def test_the_installed_scenarios_are_counted_under_the_names_a_checkout_gives_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An installed `arbiter judge` counted its bundled folders as scenarios/rulings/dm, scenarios/scenarios/dm ...
    (the package's copy), where the README and a checkout say tests/rulings/dm, the name `arbiter judge` takes."""
    import shutil

    from arbiter import cli

    installed = tmp_path / "site" / "arbiter" / "scenarios"
    shutil.copytree(TESTS / "scenarios" / "dm", installed / "scenarios" / "dm")
    (installed / "rulings" / "dm").mkdir(parents=True)
    one = next((TESTS / "rulings" / "dm").glob("*.yaml"))
    shutil.copy(one, installed / "rulings" / "dm" / one.name)
    monkeypatch.setattr(cli, "BUNDLED", installed)
    monkeypatch.setattr(cli, "BUNDLED_SCENARIOS", [installed / n for n in cli.BUNDLED_FOLDERS])
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["judge"])
    n = len(list((installed / "scenarios" / "dm").glob("*.yaml")))
    assert r.exit_code == 0, r.output
    assert re.search(r"^  tests/rulings/dm\s+1 passed$", r.output, re.M), r.output
    assert re.search(rf"^  tests/scenarios/dm\s+{n} passed$", r.output, re.M), r.output


@pytest.mark.parametrize("agents", [[], ["--agents", "random,greedy"]])
def test_selfplay_counts_a_capped_duel_as_the_turns_it_played(tmp_path: Path, agents: list[str]) -> None:
    """--max-turns 3 reported mean_turns 4 (the counter as turn 4 began); a journal written so reads as 3."""
    journal = tmp_path / "j.jsonl"
    args = ["selfplay", "--games", "2", "--seed", "1", "--max-turns", "3", "--json", "--journal", str(journal),
            *agents]
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["draws_or_capped"] == 2 and out["mean_turns"] == 3, out
    text = journal.read_text()
    journal.write_text(text.replace('"turns": 3', '"turns": 4'))  # as an earlier version recorded them
    assert text != journal.read_text()
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 0 and json.loads(r.output)["mean_turns"] == 3, r.output


@pytest.mark.parametrize(("args", "said"), [
    (["judge"], "Error: stopped (Ctrl-C) while Arbiter was loading: nothing was done\n"),
    (["judge", "--lang", "ja"], "エラー：中断（Ctrl-C）：Arbiterの読み込み中。何もしていない\n")])
def test_ctrl_c_while_the_command_loads_is_said_not_a_traceback(monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str], args: list[str],
                                                                said: str) -> None:
    # the command's modules take a second or more to load: a Ctrl-C then was a KeyboardInterrupt's traceback
    # through the imports, whatever the command
    import importlib.abc

    import arbiter.__main__ as entry

    class CtrlCWhileLoading(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, path: object = None, target: object = None) -> None:
            if name == "arbiter.cli":
                raise KeyboardInterrupt

    monkeypatch.delitem(sys.modules, "arbiter.cli")
    monkeypatch.setattr(sys, "meta_path", [CtrlCWhileLoading(), *sys.meta_path])
    monkeypatch.setattr(sys, "argv", ["arbiter", *args])
    with pytest.raises(SystemExit) as stopped:
        entry.run()
    assert stopped.value.code == 1
    assert capsys.readouterr().err == said


def test_play_stopped_by_ctrl_c_before_its_board_says_what_the_library_holds(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # a Ctrl-C while the terminal's modules loaded or the game was set up was click's "Aborted!"
    import arbiter.play.cli
    import arbiter.play.session
    from arbiter.library import Library

    db = tmp_path / "g.sqlite"

    def ctrl_c(*args: object, **kwargs: object) -> object:
        raise KeyboardInterrupt

    with monkeypatch.context() as m:
        m.setattr(arbiter.play.cli, "read_deck", ctrl_c)
        r = CliRunner().invoke(main, ["play", "--db", str(db), "--seed", "1", "--lang", "en"])
    assert r.exit_code == 1 and r.output == "Error: stopped (Ctrl-C) before the game began: nothing was recorded\n", \
        r.output
    assert not db.exists() or Library(db).games() == []
    monkeypatch.setattr(arbiter.play.session, "Session", ctrl_c)  # the duel set up once the library has the game
    r = CliRunner().invoke(main, ["play", "--db", str(db), "--seed", "1", "--lang", "ja"])
    assert r.exit_code == 1, r.output
    assert r.output == "エラー：中断（Ctrl-C）：対戦#1の開始中。再開：arbiter play --resume 1\n", r.output
    monkeypatch.undo()
    r = CliRunner().invoke(main, ["play", "--db", str(db), "--resume", "1"], input="quit\n")
    assert r.exit_code == 0 and "--resume 1" in r.output, r.output  # it goes on, and is kept again

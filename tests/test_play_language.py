"""The language of `arbiter play`: the system's (English unless Japanese), and a resumed game keeps its own; its
refusals, and those of `arbiter replay`, `arbiter decks`, `arbiter games` and `arbiter cards` (their tables too), are
said in it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.dm.model import KIND_WORDS

SAVED = {"en": "is saved; resume it with", "ja": "を保存しました"}


def quit_at_once(args: list[str], locale: str) -> str:
    r = CliRunner().invoke(main, ["play", *args], input="quit\n", env={"LC_ALL": None, "LC_MESSAGES": None,
                                                                     "LANG": locale, "LANGUAGE": None})
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.parametrize(("locale", "lang"), [("ja_JP.UTF-8", "ja"), ("en_US.UTF-8", "en"), ("de_DE.UTF-8", "en"),
                                              ("C", "en")])
def test_the_screen_follows_the_system_language(tmp_path: Path, locale: str, lang: str) -> None:
    out = quit_at_once(["--seed", "1", "--db", str(tmp_path / "g.sqlite")], locale)
    assert SAVED[lang] in out


@pytest.mark.parametrize(("played", "locale"), [("en", "ja_JP.UTF-8"), ("ja", "en_US.UTF-8")])
def test_a_resumed_game_keeps_its_language(tmp_path: Path, played: str, locale: str) -> None:
    db = str(tmp_path / "g.sqlite")
    assert SAVED[played] in quit_at_once(["--seed", "1", "--lang", played, "--db", db], locale)
    assert SAVED[played] in quit_at_once(["--resume", "1", "--db", db], locale)


@pytest.mark.parametrize(("lang", "error"), [("ja", "エラー："), ("en", "Error: ")])
def test_a_deck_refused_is_said_in_the_screen_s_language_its_error_word_too(tmp_path: Path, lang: str,
                                                                             error: str) -> None:
    # the reason was Japanese on a Japanese screen, after click's English "Error: "
    from click.testing import CliRunner

    from arbiter.cli import main

    for deck in ("no-such-deck", "dm-starter"):
        r = CliRunner().invoke(main, ["play", "--deck", deck, "--lang", lang, "--db", str(tmp_path / "g.sqlite")])
        assert r.exit_code == 1 and r.output.startswith(error), r.output
        assert ("同梱のデッキ" in r.output) is (lang == "ja"), r.output


JAPANESE = {"LC_ALL": None, "LC_MESSAGES": None, "LANG": "ja_JP.UTF-8", "LANGUAGE": None}
ENGLISH = {"LC_ALL": None, "LC_MESSAGES": None, "LANG": "en_US.UTF-8", "LANGUAGE": None}


def refused_in_japanese(args: list[str], status: int, *said: str, command: str = "play") -> None:
    """`arbiter COMMAND ARGS` on a Japanese screen is refused with `status`, headed エラー：, saying each of `said`,
    with none of click's English (its usage line, "Error:", "Invalid value")."""
    r = CliRunner().invoke(main, [command, *args], env=JAPANESE, prog_name="arbiter")
    assert r.exit_code == status and r.output.startswith("エラー："), r.output
    assert all(s in r.output for s in said), r.output
    assert not any(w in r.output for w in ("Usage:", "Error:", "Invalid value", "Try ")), r.output


@pytest.mark.parametrize(("args", "said"), [
    (["--as", "C"], "--as：「C」は選べない（A、Bのどれか）"),
    (["--seed", "-1"], "--seed：「-1」は0以上の整数ではない"),
    (["--lang", "jp"], "--lang：「jp」は選べない（ja、enのどれか）"),
    (["--agnt", "greedy"], "--agntというオプションはない（もしかして：--agent"),
    (["--deck"], "--deckには値が必要"),
    (["--analysis=yes"], "--analysisは値を取らない"),
    (["goat"], "playは引数を取らない"),
])
@pytest.mark.parametrize("lang", [["--lang", "ja"], []])
def test_clicks_own_usage_errors_are_said_in_japanese_on_a_japanese_screen(args: list[str], said: str,
                                                                           lang: list[str]) -> None:
    # click printed its usage line and "Error: Invalid value for '--as': 'C' is not one of 'A', 'B'." whatever the
    # screen's language; `--lang` given first, or the system's language (`--lang jp` is no language: the system's)
    refused_in_japanese([*lang, *args], 2, said, "（使い方：arbiter play --help）")


def test_clicks_own_usage_errors_stay_clicks_on_an_english_screen() -> None:
    for env, args in ((ENGLISH, ["--as", "C"]), (JAPANESE, ["--lang", "en", "--as", "C"])):
        r = CliRunner().invoke(main, ["play", *args], env=env, prog_name="arbiter")
        assert r.exit_code == 2 and "Usage: arbiter play" in r.output, r.output
        assert "Error: Invalid value for '--as': 'C' is not one of 'A', 'B'." in r.output, r.output


def test_options_and_agents_refused_by_play_are_said_in_japanese(tmp_path: Path) -> None:
    db, notes = tmp_path / "g.sqlite", tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    refused_in_japanese(["--agent", "foo", "--db", str(db)], 1, "エージェント「foo」はない")
    refused_in_japanese(["--save", str(notes), "--db", str(db)], 2, f"--save：{notes}はすでにある")
    refused_in_japanese(["--save", str(tmp_path), "--db", str(db)], 2, "--save：", "はフォルダ")
    refused_in_japanese(["--db", str(notes / "g.sqlite")], 2, f"--db：{notes / 'g.sqlite'}のフォルダを作れない")
    assert notes.read_text(encoding="utf-8") == "my notes\n"


def test_the_games_librarys_refusals_are_said_in_japanese(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    refused_in_japanese(["--db", str(notes)], 1, f"{notes}：対戦ライブラリではない（SQLiteのファイルではない）")
    refused_in_japanese(["--resume", "7", "--db", str(tmp_path / "g.sqlite")], 1, "ライブラリに対戦#7はない")


def test_resume_refusals_are_said_in_japanese(tmp_path: Path) -> None:
    import sqlite3

    from recorded_games import played

    db = tmp_path / "g.sqlite"
    refused_in_japanese(["--resume", "1", "--seed", "3", "--as", "B"], 2,
                        "--as、--seed：再開する対戦のゲーム、プレイヤー、デッキ、シードは記録のまま")
    refused_in_japanese(["--resume", "abc"], 1, "「abc」はリプレイファイルでもライブラリの対戦番号でもない")
    _, gid, path = played(tmp_path)  # over: its file and its library entry, played in English
    refused_in_japanese(["--resume", str(path), "--lang", "ja", "--db", str(db)], 1,
                        f"その対戦は終わっている。見るには：arbiter replay {path}")
    refused_in_japanese(["--resume", str(gid), "--lang", "ja", "--db", str(tmp_path / "games.sqlite")], 1,
                        f"その対戦は終わっている。見るには：arbiter replay {gid}")
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", str(db)], input="quit\n",
                           env=ENGLISH)
    assert r.exit_code == 0, r.output
    with sqlite3.connect(db) as held:  # a process on another machine plays game 1, then a web server has it
        held.execute("INSERT INTO holds VALUES (1, 4242, 'elsewhere', '2026-12-07 10:00')")
    # played in English: its refusals are English unless --lang ja
    r = CliRunner().invoke(main, ["play", "--resume", "1", "--db", str(db)], env=JAPANESE)
    assert r.exit_code == 1 and "Error: game #1 is being played in another terminal" in r.output, r.output
    refused_in_japanese(["--resume", "1", "--lang", "ja", "--db", str(db)], 1,
                        "対戦#1はほかの端末で対戦中（elsewhereのプロセス4242")
    with sqlite3.connect(db) as held:
        held.execute("DELETE FROM holds")
        held.execute("INSERT INTO serves VALUES (1, 4242, 'elsewhere', '2026-12-07 10:00')")
    refused_in_japanese(["--resume", "1", "--lang", "ja", "--db", str(db)], 1, "対戦#1はWebボードで開かれている")


def test_a_replay_file_refused_on_resume_is_said_in_japanese(tmp_path: Path) -> None:
    # what is wrong in the file was English after エラー：
    db = str(tmp_path / "g.sqlite")
    empty, text, cut = tmp_path / "empty.jsonl", tmp_path / "notes.txt", tmp_path / "cut.jsonl"
    empty.write_text("", encoding="utf-8")
    text.write_text("my notes\n", encoding="utf-8")
    cut.write_text('{"format": "arbiter-replay", "version": 1, "game": "ocg", "rules": "ocg-expert-2002"}\n',
                   encoding="utf-8")
    refused_in_japanese(["--resume", str(empty), "--db", db], 1, f"{empty}：ファイルが空")
    refused_in_japanese(["--resume", str(text), "--db", db], 1,
                        f"{text}：Arbiterのリプレイではない（１行目が読めるJSONではない）")
    refused_in_japanese(["--resume", str(cut), "--db", db], 1, 'リプレイのヘッダーが不正："decks"、"seed"がない')
    r = CliRunner().invoke(main, ["play", "--resume", str(empty), "--lang", "en", "--db", db], env=JAPANESE)
    assert r.exit_code == 1 and f"Error: {empty}: the file is empty" in r.output, r.output


def test_a_library_that_refuses_an_answer_mid_game_is_said_in_japanese(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    # the library's reason and how to go on were English on a Japanese screen
    from arbiter.kernel.reasons import Why
    from arbiter.library import LibraryError, LibraryRecorder

    def full(*_: object) -> None:
        raise LibraryError(Why("the disk is full", "ディスクがいっぱい"))

    monkeypatch.setattr(LibraryRecorder, "answer", full)
    # the first answer recorded is the duel's own, before any screen: the game stops there
    refused_in_japanese(["--seed", "1", "--lang", "ja", "--db", str(tmp_path / "g.sqlite")], 1,
                        "エラー：ディスクがいっぱい\n対戦は最後に記録した応答まで保存されている。",
                        "再開：arbiter play --resume 1")


def test_replays_refusals_are_said_in_japanese(tmp_path: Path) -> None:
    # `arbiter replay --lang ja` said every refusal in English, click's usage errors too
    from recorded_games import played

    _, _, path = played(tmp_path, limit=3)
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    for lang in (["--lang", "ja"], []):  # given, or the system's
        refused_in_japanese([str(notes), *lang], 1, f"{notes}：Arbiterのリプレイではない", command="replay")
        refused_in_japanese(["7", "--db", str(tmp_path / "none.sqlite"), *lang], 1, "まだ対戦ライブラリがない",
                            command="replay")
        refused_in_japanese([str(path), "--force", *lang], 2,
                            "--force：--export が既存のファイルに上書きするためのもの", command="replay")
        refused_in_japanese([str(path), "--export", str(notes), *lang], 2, f"--export：{notes}はすでにある",
                            command="replay")
        refused_in_japanese([*lang], 2, "SOURCEを指定してください（使い方：arbiter replay --help）", command="replay")
    assert notes.read_text(encoding="utf-8") == "my notes\n"
    r = CliRunner().invoke(main, ["replay", str(notes), "--lang", "en"], env=JAPANESE)
    assert r.exit_code == 1 and f"Error: {notes}: not an Arbiter replay" in r.output, r.output


def test_decks_usage_errors_are_said_in_japanese() -> None:
    refused_in_japanese(["--lang", "jp"], 2, "--lang：「jp」は選べない（ja、enのどれか）",
                        "（使い方：arbiter decks --help）", command="decks")


def _damaged(tmp_path: Path) -> tuple[Path, Path]:
    """Two copies of a library with a game: one whose games table's page is overwritten (sqlite finds it malformed
    once it reads the table, not as it opens the file), one whose game's header is not JSON."""
    import sqlite3

    from recorded_games import played

    played(tmp_path, limit=3)
    pages, header = tmp_path / "pages.sqlite", tmp_path / "header.sqlite"
    for copy in (pages, header):  # whole, its log of writes (WAL) taken in
        with sqlite3.connect(tmp_path / "games.sqlite") as db, sqlite3.connect(copy) as to:
            db.backup(to)
        db.close()
        to.close()
    with sqlite3.connect(pages) as db:
        root = db.execute("SELECT rootpage FROM sqlite_master WHERE name='games'").fetchone()[0]
        size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    with pages.open("r+b") as f:
        f.seek((root - 1) * size)
        f.write(b"\xff" * 16)
    with sqlite3.connect(header) as db:
        db.execute("UPDATE games SET header='{cut'")
    db.close()
    return pages, header


def test_games_refusals_are_said_in_japanese(tmp_path: Path) -> None:
    # `arbiter games` had no --lang: a library it could not open or read, and click's usage errors, were English on a
    # Japanese screen, and a library damaged past its first page was a traceback
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    pages, header = _damaged(tmp_path)
    for lang in (["--lang", "ja"], []):  # given, or the system's
        refused_in_japanese(["--limit", "0", *lang], 2, "--limit：「0」は1以上の整数ではない",
                            "（使い方：arbiter games --help）", command="games")
        refused_in_japanese(["--db", str(tmp_path), *lang], 2, "はフォルダ。ファイルの名前を指定してください",
                            command="games")
        refused_in_japanese(["--db", str(notes), *lang], 1,
                            f"{notes}：対戦ライブラリではない（SQLiteのファイルではない）", command="games")
        refused_in_japanese(["--db", str(pages), *lang], 1, f"{pages}：対戦ライブラリが壊れている", command="games")
        refused_in_japanese(["--db", str(header), *lang], 1,
                            f"{header}：対戦ライブラリが壊れている（対戦#1のヘッダーがJSONのオブジェクトではない）",
                            command="games")
    refused_in_japanese(["1", "--db", str(header)], 1, "対戦#1のヘッダーがJSONのオブジェクトではない", command="replay")
    r = CliRunner().invoke(main, ["games", "--db", str(pages), "--lang", "en"], env=JAPANESE)
    assert r.exit_code == 1 and f"Error: {pages}: the games library is damaged" in r.output, r.output
    r = CliRunner().invoke(main, ["games", "--limit", "0", "--lang", "en"], env=JAPANESE, prog_name="arbiter")
    assert r.exit_code == 2 and "Usage: arbiter games" in r.output, r.output
    assert "Error: Invalid value for '--limit': \"0\" is not a whole number of 1 or more" in r.output, r.output


def test_games_lists_in_the_screen_s_language(tmp_path: Path) -> None:
    # the table's words (a result, the turns, the seed, the answers, playing or finished) were English on any screen
    from recorded_games import played

    s, _, _ = played(tmp_path)  # over
    db = tmp_path / "games.sqlite"
    r = CliRunner().invoke(main, ["play", "--seed", "1", "--lang", "en", "--db", str(db)], input="quit\n", env=ENGLISH)
    assert r.exit_code == 0, r.output
    winner = s.duel.winner
    assert winner is not None
    said = {"ja": ("引き分け" if winner == 2 else f"{'AB'[winner]}の勝利") + f"、{s.duel.turn}ターン）",
            "en": ("draw" if winner == 2 else f"{'AB'[winner]} won") + f", turn {s.duel.turn})"}
    for lang, env, extra in (("ja", JAPANESE, []), ("ja", ENGLISH, ["--lang", "ja"]), ("en", ENGLISH, []),
                             ("en", JAPANESE, ["--lang", "en"])):
        r = CliRunner().invoke(main, ["games", "--db", str(db), *extra], env=env)
        assert r.exit_code == 0, r.output
        playing, over = r.stdout.splitlines()[1:]
        if lang == "ja":
            assert "シード 1 " in playing and playing.endswith("手  対戦中"), playing
            assert "シード 5 " in over and f"  終了（{said['ja']}" in over, over
        else:
            assert "seed 1 " in playing and playing.endswith(" answers  playing"), playing
            assert "seed 5 " in over and f" answers  finished ({said['en']}" in over, over
    r = CliRunner().invoke(main, ["games", "--db", str(tmp_path / "none.sqlite")], env=JAPANESE)
    assert r.exit_code == 0 and r.output.startswith("まだ対戦がない：arbiter play（"), r.output


def test_cards_lists_in_the_screen_s_language() -> None:
    # its table (a card's kind and status, the counts, how many more) was English on any screen
    table = {"ja": (" 55144522  強欲な壺  /  Pot of Greed  [魔法、実装済み]", "シードのカード：", "枚、実装済み"),
             "en": (" 55144522  強欲な壺  /  Pot of Greed  [spell, complete]", "seed: ", " cards, ")}
    for lang, env, extra in (("ja", JAPANESE, []), ("ja", ENGLISH, ["--lang", "ja"]), ("en", ENGLISH, []),
                             ("en", JAPANESE, ["--lang", "en"])):
        r = CliRunner().invoke(main, ["cards", "強欲な壺", "--limit", "1", *extra], env=env)
        assert r.exit_code == 0, r.output
        line, seed, _ = r.stdout.splitlines()
        assert line == table[lang][0] and seed.startswith(table[lang][1]) and table[lang][2] in seed, r.stdout
    r = CliRunner().invoke(main, ["cards", "--game", "dm", "--limit", "1"], env=JAPANESE)
    first = r.stdout.splitlines()[0]
    assert r.exit_code == 0 and any(f"[{ja}、" in first for _, ja in KIND_WORDS.values()), r.output
    assert re.fullmatch(r"…ほか\d+枚（--limit）\n", r.stderr), r.stderr
    assert r.stdout.splitlines()[-1].startswith("デュエル・マスターズ："), r.stdout
    # --json's fields stay as they are, for scripts
    r = CliRunner().invoke(main, ["cards", "強欲な壺", "--json"], env=JAPANESE)
    assert r.exit_code == 0 and '"kind": "spell"' in r.stdout and '"status": "complete"' in r.stdout, r.stdout


@pytest.mark.parametrize(("args", "status", "said"), [
    (["強欲なつぼぼぼ"], 1, "「強欲なつぼぼぼ」に合うカードがない（もしかして：強欲なウツボ"),
    (["ボルメテウス・ホワイト"], 1, "デュエル・マスターズのカード（ボルメテウス・ホワイト・ドラゴン）の名前で、"),
    (["--game", "dm", "--era"], 1, "--eraはOCGの2002～2007年のカードプール：デュエル・マスターズにはない"),
    (["破壊輪", "--source", "--json"], 2, "--sourceはQUERYに合う宣言のファイルと行を行ごとに表示する：--jsonを外して"),
    (["zzzqqq", "--source", "--game", "dm"], 1, "「zzzqqq」に合う宣言されたデュエル・マスターズのカードがない"),
    (["--limit", "0"], 2, "--limit：「0」は1以上の整数ではない"),
], ids=["no card", "a duel masters name", "era of duel masters", "source with json", "no declaration", "usage"])
def test_cards_refusals_are_said_in_japanese(args: list[str], status: int, said: str) -> None:
    refused_in_japanese(args, status, said, command="cards")

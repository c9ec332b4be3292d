"""Every front quotes what a user gave as the project quotes: "…" in English, 「…」 in Japanese
(`kernel.reasons.quote_given`), never as Python's repr ('…'), and still exactly: an empty value, spaces at its ends
and a control character stay in sight, a long value is cut with its length said."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.agents import AgentSpecError, make_agent
from arbiter.cli import main
from arbiter.dm import game as dm_game
from arbiter.games import GAMES, UnknownDeck, deck_file
from arbiter.kernel.decision import Decision, IllegalAction
from arbiter.kernel.reasons import in_lang, quote_given
from arbiter.ocg.decks import DeckError, read_ydk
from arbiter.play.loop import Game
from arbiter.play.session import Session
from arbiter.replay import FORMAT, Replay, ReplayError, apply_line, check_header
from coin_calls import CALLS
from fake_terminals import Typist


@pytest.mark.parametrize(("value", "en", "ja"), [
    ("goat", '"goat"', "「goat」"),
    ("", '""', "「」"),
    ("goat ", '"goat "', "「goat 」"),  # the quotes keep a space at its end in sight
    ("go\tat\n", '"go\\tat\\n"', "「go\\tat\\n」"),  # control characters escaped as Python escapes them
    ("\x1b[A", '"\\x1b[A"', "「\\x1b[A」"),  # an arrow key's escape sequence
    ("a\u00a0b", '"a\\xa0b"', "「a\\xa0b」"),  # a no-break space, which would pass for a space
    ("ブラック　マジシャン", '"ブラック　マジシャン"', "「ブラック　マジシャン」"),  # an ideographic space shows
    ("C:\\decks", '"C:\\\\decks"', "「C:\\\\decks」"),  # a backslash doubled: \t above is no tab typed as \ t
    ('say "hi"', '"say \\"hi\\""', '「say "hi"」'),  # the closing quote escaped, in each language its own
    ("「罠」", '"「罠」"', "「「罠\\」」"),
])
def test_a_value_is_quoted_as_each_language_quotes_and_shows_exactly_what_was_given(value: str, en: str,
                                                                                    ja: str) -> None:
    assert (quote_given(value), quote_given(value, "en"), quote_given(value, "ja")) == (en, en, ja)


def test_a_long_value_is_cut_and_its_length_said() -> None:
    assert quote_given("x" * 81) == f'"{"x" * 80}"… (81 characters)'
    assert quote_given("x" * 81, "ja") == f"「{'x' * 80}」…（81文字）"
    assert quote_given("x" * 80) == f'"{"x" * 80}"'  # the limit itself is whole
    assert quote_given("abcdef", limit=3) == '"abc"… (6 characters)'


def test_a_value_that_is_not_text_is_written_as_json_writes_it() -> None:
    # a JSON file's number, null or list where text belongs (a replay, a simulate job, a web request)
    assert [quote_given(v) for v in (3, None, True, ["ocg"], {"a": None})] == \
        ["3", "null", "true", '["ocg"]', '{"a": null}']
    assert quote_given(None, "ja") == "null"


# ---- the terminal: play and replay ------------------------------------------------------------------------------

def calling(lines: list[str], lang: str) -> str:
    """A (the player) asked to call a coin, typing `lines`: everything the terminal showed."""
    deck = GAMES["ocg"].read_deck(GAMES["ocg"].selfplay_deck)
    term = Typist(lines)
    game = Game(Session(Replay.new("ocg", [deck, deck], 3, ["human", "human"])), term, lang)  # type: ignore[arg-type]
    game.s.duel.pending = Decision(0, "call", CALLS, "call heads or tails", "表か裏を宣言する")
    game.s.act = lambda key: None  # type: ignore[assignment, method-assign]
    game.ask(0)
    return "".join(term.shown)


@pytest.mark.parametrize(("typed", "en", "ja"), [
    ("zz", 'not an option here: "zz";', "選択肢にありません：「zz」。"),
    ("zz\x1b[a", 'not an option here: "zz\\x1b[a";', "選択肢にありません：「zz\\x1b[a」。"),  # a stray key's escape
])
def test_play_quotes_a_command_it_does_not_know(typed: str, en: str, ja: str) -> None:
    assert en in calling([typed], "en")
    assert ja in calling([typed], "ja")


@pytest.mark.parametrize(("typed", "en", "ja"), [
    ("zz", 'unknown command "zz" (Enter', "不明なコマンド「zz」（Enter"),
    ("zz\x1b[a", 'unknown command "zz\\x1b[a" (Enter', "不明なコマンド「zz\\x1b[a」（Enter"),
])
def test_replay_quotes_a_command_it_does_not_know(tmp_path: Path, typed: str, en: str, ja: str) -> None:
    db = str(tmp_path / "g.sqlite")
    CliRunner().invoke(main, ["play", "--game", "dm", "--seed", "1", "--db", db], input="quit\n")
    for lang, said in (("en", en), ("ja", ja)):
        r = CliRunner().invoke(main, ["replay", "1", "--db", db, "--lang", lang], input=f"{typed}\nq\n")
        assert r.exit_code == 0 and said in r.output, r.output


def test_play_quotes_a_game_id_it_cannot_read(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["play", "--resume", "#1 ", "--db", str(tmp_path / "g.sqlite")])
    assert r.exit_code == 1 and '"#1 " is neither a replay file nor a game id of the library' in r.output, r.output
    long = "d/" * 50 + "game.jsonl"  # a path is said whole, not cut: its end names the file
    r = CliRunner().invoke(main, ["replay", long, "--db", str(tmp_path / "g.sqlite")])
    assert r.exit_code == 1 and f'"{long}" is neither a replay file' in r.output, r.output


def test_cards_quotes_a_query_nothing_matches() -> None:
    r = CliRunner().invoke(main, ["cards", "zzq\tqz"])
    assert r.exit_code == 1 and 'no card matches "zzq\\tqz"' in r.output, r.output


# ---- agents, games' decks, answers ------------------------------------------------------------------------------

@pytest.mark.parametrize(("spec", "en", "ja"), [
    ("wizard", 'unknown agent "wizard": use random', "エージェント「wizard」はない："),
    ("", 'unknown agent "": use random', "エージェント「」はない："),  # `random,` names an empty agent
    ("mcts:0", 'agent "mcts:0": mcts:ITERATIONS takes 1 or more', "エージェント「mcts:0」：mcts:ITERATIONSの"),
])
def test_an_unknown_agent_is_quoted(spec: str, en: str, ja: str) -> None:
    with pytest.raises(AgentSpecError) as e:
        make_agent(spec)
    why = e.value.args[0]
    assert en in in_lang(why, "en") and ja in in_lang(why, "ja")


@pytest.mark.parametrize(("name", "en", "ja"), [
    ("goats", '"goats" is neither a deck file nor a bundled ocg deck', "「goats」はデッキファイルでも"),
    ("goat ", '"goat " is neither a deck file nor a bundled ocg deck', "「goat 」はデッキファイルでも"),
])
def test_an_unknown_deck_name_is_quoted(name: str, en: str, ja: str) -> None:
    with pytest.raises(UnknownDeck) as e:
        deck_file("ocg", name)
    why = e.value.args[0]
    assert en in in_lang(why, "en") and ja in in_lang(why, "ja")


@pytest.mark.parametrize(("line", "en", "ja"), [
    ("x9", 'expected a passcode, found "x9"', "パスコードのはずが「x9」"),
    # a zero-width space pasted from a web page before the number: invisible, so escaped
    ("\u200b89631139", 'expected a passcode, found "\\u200b89631139"', "パスコードのはずが「\\u200b89631139」"),
])
def test_a_ydk_line_that_is_no_passcode_is_quoted(tmp_path: Path, line: str, en: str, ja: str) -> None:
    path = tmp_path / "d.ydk"
    path.write_text(f"#main\n{line}\n", encoding="utf-8")
    with pytest.raises(DeckError) as e:
        read_ydk(path)
    why = e.value.args[0]
    assert en in in_lang(why, "en") and ja in in_lang(why, "ja")


@pytest.mark.parametrize(("entries", "en", "ja"), [
    ('["goat"]', ': "goat"', "でない：「goat」"),
    ('[""]', ': ""', "でない：「」"),
    ("[[1, null]]", ": [1, null]", "でない：[1, null]"),  # no text: as the file writes it
])
def test_a_duel_masters_deck_entry_that_is_no_card_is_quoted(tmp_path: Path, entries: str, en: str,
                                                              ja: str) -> None:
    path = tmp_path / "d.json"
    path.write_text(entries, encoding="utf-8")
    with pytest.raises(dm_game.DeckError) as e:
        dm_game.read_deck(path)
    why = e.value.args[0]
    assert in_lang(why, "en").endswith(en) and in_lang(why, "ja").endswith(ja)


@pytest.mark.parametrize(("key", "en", "ja"), [
    ("call:edge", '"call:edge" is not a legal answer', "「call:edge」はこの"),
    ("call:heads ", '"call:heads " is not a legal answer', "「call:heads 」はこの"),
])
def test_an_answer_not_offered_is_quoted(key: str, en: str, ja: str) -> None:
    d = Decision(0, "call", CALLS, "call heads or tails", "表か裏を宣言する")
    with pytest.raises(IllegalAction) as e:
        d.option(key)
    why = e.value.args[0]
    assert in_lang(why, "en").startswith(en) and in_lang(why, "ja").startswith(ja)


# ---- a replay's records ------------------------------------------------------------------------------------------

def test_a_replay_quotes_what_its_file_holds() -> None:
    head = {"format": FORMAT, "version": 1}
    with pytest.raises(ReplayError, match='the replay is of game "ocg "; this Arbiter plays'):
        check_header({**head, "game": "ocg "}, "r")
    with pytest.raises(ReplayError, match="the replay is of game null; "):  # no game: JSON's null, not None
        check_header(head, "r")
    r = Replay.new("ocg", [[], []], 1, ["a", "b"])
    with pytest.raises(ReplayError, match=r'r: unknown record \{"undo": true\}$'):
        apply_line(r, {"undo": True}, "r")
    with pytest.raises(ReplayError, match=r'r: a record is a JSON object, not \["key"\]$'):
        apply_line(r, ["key"], "r")  # type: ignore[arg-type]



# ---- the RL environments: a name in quotes, another Python object as Python writes it ----------------------------

@pytest.mark.parametrize(("mode", "said"), [("humans", '"humans"'), ("human ", '"human "'), (3, "3"),
                                            (b"human", "b'human'")])
def test_an_environment_quotes_a_render_mode_it_does_not_draw(mode: object, said: str) -> None:
    from arbiter.env.aec import raw_env
    from arbiter.env.single import SingleAgentEnv

    for make in (raw_env, SingleAgentEnv):
        with pytest.raises(ValueError, match=f'^render_mode {re.escape(said)}: use None, "human", "ansi" or'):
            make(render_mode=mode)

"""The `play`, `replay` and `games` commands (registered by arbiter.cli)."""

from __future__ import annotations

import random
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING

import click

from arbiter.agents import AgentSpecError, agent_spec, agents_spec, check_agent, clock_note, make_agent
from arbiter.cli_json import echo_json
from arbiter.cli_paths import refuse_existing, writable
from arbiter.cli_screen import ScreenCommand, ScreenError, WholeNumber, screen_error, system_lang, usage_error
from arbiter.games import GAMES, UnsupportedGame, deck_file
from arbiter.kernel.game import CardId
from arbiter.kernel.reasons import Why, in_lang, message_of, quote_given

if TYPE_CHECKING:
    from arbiter.journal import Journal
    from arbiter.library import Library
    from arbiter.replay import Replay

LANG = click.Choice(["ja", "en"])
LANG_HELP = "The language of the screen (default: Japanese when the system's language is, else English)."


DB = click.option("--db", type=click.Path(dir_okay=False, path_type=Path),
                  help="The games library (default: $ARBITER_DB, else games.sqlite in the user data directory).")


GAME = click.option("--game", type=click.Choice(sorted(GAMES)), default="ocg", show_default=True,
                    help="The game: ocg (Yu-Gi-Oh! OCG) or dm (Duel Masters).")


ALLOW_ANY_DECK = click.option("--allow-any-deck", is_flag=True,
                              help="Play decks that break the deck rules or hold cards not implemented (a warning).")


# a Ctrl-C before the game is in the library
NOT_BEGUN = Why("stopped (Ctrl-C) before the game began: nothing was recorded",
                "中断（Ctrl-C）：対戦の開始前。何も記録していない")
DECK_HELP = ("a deck file (OCG: YGOPro .ydk; DM: a JSON list of {\"card\": name, \"count\": n}) or a bundled deck's "
             "name (arbiter decks)")


def read_deck(game: str, spec: str | None, default: Path | None = None, allow_any: bool = False,
              lang: str = "ja", screen: str = "en") -> list[CardId]:
    """A deck of `game`: a file or a bundled deck's name (its starter deck when none is given), checked against the
    game's deck rules; a bad file or name, or a deck that breaks the rules, is a clear error (a warning with
    `allow_any` for the rules), its cards named in `lang`, said in the language of the `screen` (`play`'s; the other
    commands speak English)."""
    support = GAMES[game]
    ja = screen == "ja"
    try:
        where = deck_file(game, spec) if spec else default or support.starter_deck
        cards = support.read_deck(where)
        problems = support.deck_problems(cards, lang)
    except ValueError as e:  # an UnknownDeck lists the bundled names; a DeckError says the file and what is wrong
        raise screen_error(message_of(e), screen) from None
    if problems:
        text = f"{where}：" + "、".join(in_lang(p, screen) for p in problems) if ja else \
            f"{where}: " + "; ".join(problems)
        if not allow_any:
            raise ScreenError(text + ("\n（--allow-any-deck でそのまま遊べます）" if ja
                                      else "\n(--allow-any-deck plays it anyway)"), screen)
        click.echo(("警告：" if ja else "warning: ") + text, err=True)
    return cards


def _library(db: Path | None, create: bool = True, lang: str = "en") -> Library:
    """The games library; listing or replaying (`create=False`) never creates one, nor its folders. Refused in the
    screen's language `lang`."""
    from arbiter.library import Library
    from arbiter.replay import ReplayError

    try:
        return Library(db, create)
    except (ReplayError, OSError) as e:
        raise screen_error(message_of(e), lang) from None


@click.command(cls=ScreenCommand)
@GAME
@click.option("--agent", "opponent", default="greedy", show_default=True,
              help="Your opponent: random, greedy, mcts, mcts:ITERATIONS, mcts:SECONDSs, or human "
                   "(two people at one terminal); in any case.")
@click.option("--as", "side", type=click.Choice(["A", "B"]), default="A", show_default=True,
              help="The side you play (A goes first).")
@click.option("--deck", help=f"Your deck: {DECK_HELP}; default: the game's bundled starter deck.")
@click.option("--opponent-deck", help="The opponent's deck, as --deck (default: the bundled starter deck).")
@click.option("--seed", type=WholeNumber(min=0),
              help="The duel's seed, 0 or more (default: a random one; Python deals seed -n as seed n).")
@click.option("--lang", type=LANG, help=LANG_HELP + " A resumed game keeps its own.")
@click.option("--resume", help="Continue an unfinished game: its library id, or a replay file.")
@click.option("--save", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the replay file as the game goes: a new file (an existing one is refused, but for "
                   "a resumed game's own replay, which it brings up to date).")
@click.option("--analysis", is_flag=True, help="An analysis game: `undo` steps back to your previous choice.")
@click.option("--auto-pass", is_flag=True,
              help="OCG: pass for you in windows where only a new phase began (toggle in game with `auto`). Duel "
                   "Masters has no such windows (every question is a real one): there it is refused.")
@click.option("--no-clear", is_flag=True,
              help="Scroll instead of redrawing the screen (between two people the handover still clears it).")
@ALLOW_ANY_DECK
@DB
def play(game: str, opponent: str, side: str, deck: str | None, opponent_deck: str | None, seed: int | None,
         lang: str | None, resume: str | None, save: Path | None, analysis: bool, auto_pass: bool, no_clear: bool,
         allow_any_deck: bool, db: Path | None) -> None:
    """Play a duel in the terminal against an agent, or two people at one terminal."""
    screen = lang or system_lang()  # a resumed game's own once its record is read
    try:
        from arbiter.library import LibraryRecorder
        from arbiter.play.loop import Game
        from arbiter.play.session import HUMAN, Recorder, Session
        from arbiter.play.terminal import Terminal
        from arbiter.replay import FileRecorder, Replay, ReplayError
        from arbiter.replay import load as load_file

        played = None  # a resumed file's duel, played once to check it
        if resume:
            _refuse_what_the_record_fixes(click.get_current_context(), screen)
        elif auto_pass:  # a resumed game's is known once its record is read
            _refuse_auto_pass_without_windows(game, screen)
        if save:
            writable(save, "--save", screen)  # before the library records a game the file could not follow
            if not resume and save.exists():  # another game's record, or any file: written over, it was lost
                raise usage_error(click.BadParameter(f"{save} exists: give a new file (to go on with a game it "
                                                     f"records: arbiter play --resume {save})", param_hint="--save"),
                                  f"--save：{save}はすでにある。新しいファイルを指定してください（そのファイルの対戦を"
                                  f"続けるには：arbiter play --resume {save}）", screen)
        if db is not None:  # its folder made as --save's is, one that cannot be refused naming the option
            writable(db, "--db", screen)
        if not resume:  # a new game's agent and decks refused before the library is opened (made, where it is new)
            try:
                opponent = agent_spec(opponent)  # "Human" or "MCTS" as well
                check_agent(opponent, game, also=(HUMAN,))
            except (UnsupportedGame, AgentSpecError) as e:
                raise screen_error(message_of(e), screen) from None
            mine, theirs = (read_deck(game, f, allow_any=allow_any_deck, lang=screen, screen=screen)
                            for f in (deck, opponent_deck))
    except KeyboardInterrupt:  # (loading the terminal's modules takes a moment): click said only "Aborted!"
        raise screen_error(NOT_BEGUN, screen) from None
    gid: int | None = None  # the game's, once the library has it
    lib = _library(db, lang=screen)
    try:
        if resume:
            if Path(resume).is_file():
                replay = load_file(Path(resume))
                # played first (as the session plays it): a file refused (it plays differently here, names an unknown
                # agent) leaves no game in the library, which a good copy resumed later would go on with instead
                checked = Session(replay)
                answered = list(replay.answers)
                screen = _screen_of(lang, replay)
                _refuse_another_game(save, replay, screen)
                if auto_pass:  # before the library takes the file's answers
                    _refuse_auto_pass_without_windows(replay.game, screen)
                if replay.result is not None:  # refused before the library takes it in: it is left as it was
                    raise _over(resume, screen)
                gid = lib.resume(replay)  # its library entry, if any; the one that went further is the game
                # the duel checked goes on, unless the entry went further: then its answers are played
                played = checked.duel if replay.answers == answered else None
                save = save or Path(resume)
            else:
                gid = _game_id(resume, screen)
                replay = lib.load(gid)
                screen = _screen_of(lang, replay)
                _refuse_another_game(save, replay, screen)
                if auto_pass:
                    _refuse_auto_pass_without_windows(replay.game, screen)
            if replay.result is not None:
                raise _over(str(gid), screen)
            analysis = analysis or bool(replay.meta.get("analysis"))
        else:
            me = "AB".index(side)
            players = [HUMAN, opponent] if me == 0 else [opponent, HUMAN]
            decks = [mine, theirs] if me == 0 else [theirs, mine]
            replay = Replay.new(game, decks, random.randrange(2**31) if seed is None else seed, players,
                                lang=screen, analysis=analysis)
            gid = lib.add(replay)
        # marked as played here, so that no other terminal nor the web lobby opens it meanwhile (a killed session's
        # mark lapses with its process)
        other = lib.hold(gid)
        if other is not None and other.front == "web":
            raise screen_error(Why(f"game #{gid} is open in the web board (arbiter serve, process {other.pid} on "
                                   f"{other.host}, since {other.since}); go on with it in the browser, or stop that "
                                   "server first", f"対戦#{gid}はWebボードで開かれている（arbiter serve、{other.host}の"
                                   f"プロセス{other.pid}、{other.since}から）。ブラウザで続けるか、先にそのサーバーを"
                                   "止めてください"), screen)
        if other is not None:
            raise screen_error(Why(f"game #{gid} is being played in another terminal (process {other.pid} on "
                                   f"{other.host}, since {other.since}); go on with it there",
                                   f"対戦#{gid}はほかの端末で対戦中（{other.host}のプロセス{other.pid}、{other.since}"
                                   "から）。そちらで続けてください"), screen)
        recorders: list[Recorder] = [LibraryRecorder(lib, gid)]
        if save:
            recorders.append(FileRecorder(save, replay))
        session = Session(replay, recorders, played=played)
    except (ReplayError, UnsupportedGame, AgentSpecError) as e:
        raise screen_error(message_of(e), screen) from None
    except KeyboardInterrupt:  # before the board came up: what the library holds of the game, if anything
        raise screen_error(NOT_BEGUN if gid is None else Why(
            f"stopped (Ctrl-C) as game #{gid} began; resume it with: arbiter play --resume {gid}",
            f"中断（Ctrl-C）：対戦#{gid}の開始中。再開：arbiter play --resume {gid}"), screen) from None
    except OSError as e:  # the --save file cannot be written (its folder was checked)
        raise screen_error(Why(f"{save}: cannot write the replay file ({e.strerror})",
                               f"{save}：リプレイファイルを書けない（{e.strerror}）"), screen) from None
    front = Game(session, Terminal(clear=not no_clear), screen, analysis, gid, auto_pass)
    try:
        front.run()
    except KeyboardInterrupt:  # Ctrl-C while an agent thinks, as at the prompt: every answer made is recorded
        front.quit()
    except (ReplayError, OSError) as e:  # the library or the --save file refused an answer: stop, nothing lost
        said = in_lang(message_of(e), screen)
        raise screen_error(Why(f"{said}\nThe game is kept up to its last recorded answer; resume it with: arbiter "
                               f"play --resume {gid}", f"{said}\n対戦は最後に記録した応答まで保存されている。再開："
                               f"arbiter play --resume {gid}"), screen) from None
    finally:
        session.close()
        with suppress(ReplayError):  # a library that refuses: the mark lapses with this process anyway
            lib.release(gid)
        lib.close()


def _screen_of(lang: str | None, r: Replay) -> str:
    """A resumed game's screen language: the one given, else the one it was played in, else the system's."""
    return lang or str(r.meta.get("lang") or system_lang())


def _over(source: str, lang: str) -> ScreenError:
    """A finished game given to resume: where to watch it."""
    return screen_error(Why(f"that game is over; watch it with: arbiter replay {source}",
                            f"その対戦は終わっている。見るには：arbiter replay {source}"), lang)


def _refuse_another_game(save: Path | None, r: Replay, lang: str) -> None:
    """A resumed game's `--save` file is written anew: an existing one is refused unless it is a replay of that game
    (the same header), which it brings up to date. Said in the screen's language `lang`."""
    from arbiter.replay import ReplayError
    from arbiter.replay import load as load_file

    if save is None or not save.exists():
        return
    try:
        same = load_file(save).header() == r.header()
    except ReplayError:
        same = False
    if not same:
        raise usage_error(click.BadParameter(f"{save} exists and records no replay of this game: give a new file",
                                             param_hint="--save"),
                          f"--save：{save}はすでにあり、この対戦のリプレイではない。新しいファイルを指定してください",
                          lang)


# what a resumed game takes from its record: given with --resume, they would be silently ignored
FIXED_BY_RECORD = ("game", "opponent", "side", "deck", "opponent_deck", "seed", "allow_any_deck")


def _refuse_auto_pass_without_windows(game: str, lang: str) -> None:
    """`--auto-pass` for a game with no windows to pass (Duel Masters) is refused, as the in-game `auto` is, rather
    than taken and ignored: a player who asked for it would wait for passes that never come. Said in the screen's
    language (`lang`: the one given or recorded, else the system's), as the in-game refusal is."""
    from arbiter.play.front import front_for
    from arbiter.play.loop import TEXT

    if front_for(game).quiet is None:
        raise usage_error(click.UsageError(f"--auto-pass: {TEXT['en']['no_auto']}; play without it"),
                          f"--auto-pass：{TEXT['ja']['no_auto']}。--auto-pass を付けずに遊んでください", lang)


def _refuse_what_the_record_fixes(ctx: click.Context, lang: str) -> None:
    given = [p.opts[0] for p in ctx.command.params if p.name in FIXED_BY_RECORD
             and ctx.get_parameter_source(p.name) is click.core.ParameterSource.COMMANDLINE]
    if given:
        raise usage_error(click.UsageError(f"{', '.join(given)}: a resumed game keeps the game, players, decks and "
                                           "seed of its record; resume it without them"),
                          f"{'、'.join(given)}：再開する対戦のゲーム、プレイヤー、デッキ、シードは記録のまま。"
                          "それらを付けずに再開してください", lang)


def _game_id(text: str, lang: str = "en") -> int:
    t = text.lstrip("#")
    if not t.isdigit():
        # a path whole, however long: its end names the file
        raise screen_error(Why(f"{quote_given(text, limit=len(text))} is neither a replay file nor a game id of the "
                               "library", f"{quote_given(text, 'ja', limit=len(text))}は"
                               "リプレイファイルでもライブラリの対戦番号でもない"), lang)
    return int(t)


@click.command(cls=ScreenCommand)
@click.argument("source")
@click.option("--lang", type=LANG, help=LANG_HELP)
@click.option("--print", "print_all", is_flag=True, help="Print the whole log and the result instead of stepping.")
@click.option("--export", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the game as a replay file: a new file (an existing one is refused, but with --force).")
@click.option("--force", is_flag=True, help="Let --export write over an existing file.")
@click.option("--no-clear", is_flag=True, help="Scroll instead of redrawing the screen.")
@DB
def replay(source: str, lang: str | None, print_all: bool, export: Path | None, force: bool, no_clear: bool,
           db: Path | None) -> None:
    """Show a replay step by step: SOURCE is a replay file or a game id of the library.

    Steps: Enter or n (the next choice), s (one answer), b (back), g N (answer N), start, end, q.
    """
    from arbiter.play.replayer import ReplayViewer, print_replay
    from arbiter.play.terminal import Terminal
    from arbiter.replay import ReplayError
    from arbiter.replay import load as load_file
    from arbiter.replay import save as save_file

    lang = lang or system_lang()
    if force and not export:  # nothing it could write over: taken and ignored, it would hide a forgotten --export
        raise usage_error(click.UsageError("--force: it lets --export write over a file; give it with --export"),
                          "--force：--export が既存のファイルに上書きするためのもの。--export と一緒に指定してください",
                          lang)
    try:
        if Path(source).is_file():
            r = load_file(Path(source))
        else:
            gid = _game_id(source, lang)  # first: a missing file or a folder is named as such, not as a missing library
            lib = _library(db, create=False, lang=lang)
            try:
                r = lib.load(gid)
            finally:
                lib.close()
        if export:
            refuse_existing(export, "--export", force, lang)
            writable(export, "--export", lang)
            try:
                save_file(r, export)
            except OSError as e:
                raise screen_error(Why(f"{export}: cannot write the replay file ({e.strerror})",
                                       f"{export}：リプレイファイルを書けない（{e.strerror}）"), lang) from None
            click.echo(f"{export}に書き出しました" if lang == "ja" else f"wrote {export}")
            if not print_all:
                return
        term = Terminal(clear=not no_clear)
        if print_all:
            print_replay(r, term, lang)
        else:
            ReplayViewer(r, term, lang).run()
    except ReplayError as e:
        raise screen_error(message_of(e), lang) from None


# the games table's words on each screen (the web lobby's Japanese: 対戦中, 終了, 回答数, の勝利)
GAMES_TEXT = {
    "en": {"seed": "seed {s:<11}", "answers": "{n:>5} answers", "playing": "playing", "finished": "finished",
           "won": "{p} won", "resigned": "{p} resigned, ", "draw": "draw", "end": " ({result}, turn {t})",
           "none": "no games yet: arbiter play",
           "missing": "no games yet: arbiter play ({path} does not exist)"},
    "ja": {"seed": "シード {s:<11}", "answers": "{n:>5}手", "playing": "対戦中", "finished": "終了",
           "won": "{p}の勝利", "resigned": "{p}が投了、", "draw": "引き分け", "end": "（{result}、{t}ターン）",
           "none": "まだ対戦がない：arbiter play",
           "missing": "まだ対戦がない：arbiter play（{path}はない）"},
}


@click.command(cls=ScreenCommand)
@click.option("--limit", type=WholeNumber(min=1), default=30, show_default=True, help="The newest games to list.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON lines.")
@click.option("--lang", type=LANG, help=LANG_HELP)
@DB
def games(limit: int, as_json: bool, lang: str | None, db: Path | None) -> None:
    """List the games in the library (newest first)."""
    from arbiter.library import LibraryError, default_path

    lang = lang or system_lang()
    words = GAMES_TEXT[lang]
    path = db or default_path()
    if not path.exists():  # nothing played yet is not an error, and listing creates nothing
        click.echo(words["missing"].format(path=path), err=True)
        return
    lib = _library(path, create=False, lang=lang)
    try:
        rows = lib.games(limit)
    except LibraryError as e:  # opened, then found damaged
        raise screen_error(message_of(e), lang) from None
    finally:
        lib.close()
    # the library's path heads the table; with --json it goes to stderr, so that stdout is JSON lines only
    click.echo(f"# {lib.path}", err=as_json)
    for g in rows:
        if as_json:
            echo_json(g.__dict__)
            continue
        result = {None: "", 0: words["won"].format(p="A"), 1: words["won"].format(p="B"), 2: words["draw"]}.get(
            g.winner, "")
        if result and g.resigned in (0, 1):  # who resigned, as the web lobby's list says it
            result = words["resigned"].format(p="AB"[g.resigned]) + result
        end = words["end"].format(result=result, t=g.turns) if result else ""
        status = words.get(g.status, g.status)  # a status a later Arbiter wrote is shown as it is
        click.echo(f"#{g.id:<5} {g.created}  {g.game:<3}  A={g.players[0]:<10} B={g.players[1]:<10} "
                   f"{words['seed'].format(s=g.seed)} {words['answers'].format(n=g.answers)}  {status}{end}")
    if not rows:
        click.echo(words["none"], err=True)


def selfplay_agents(game: str, deck: list[CardId], agents: str, games: int, seed: int, max_turns: int,
                    workers: int, journal: Journal | None = None) -> dict[str, object]:
    """`arbiter selfplay --agents A,B`: a match between two agents, with the win rate's 95% interval."""
    from arbiter.agents.match import run_match

    specs = agents_spec(agents).split(",")
    if len(specs) != 2 or "" in specs:
        raise click.ClickException("--agents takes two agents: e.g. --agents mcts,greedy")
    try:
        for s in specs:
            make_agent(s, game=game)
    except AgentSpecError as e:
        raise click.ClickException(str(e)) from None
    note = clock_note(specs, game)
    if note:  # the same command run again on its journal need not reach the same figures
        click.echo(f"note: {note}", err=True)
    return run_match(deck, deck, (specs[0], specs[1]), games, seed, max_turns, workers, game, journal).as_dict()

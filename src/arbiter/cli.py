"""The `arbiter` command: judge scenarios, list cards, self-play, and play in the terminal (arbiter.play)."""

from __future__ import annotations

import codecs
import io
import sys
import time
from pathlib import Path
from typing import Any

import click

from arbiter import engine_version
from arbiter.cli_json import echo_json
from arbiter.cli_paths import writable
from arbiter.cli_screen import ScreenCommand, ScreenError, WholeNumber, screen_error, system_lang, usage_error
from arbiter.cli_stops import sigterm_as_ctrl_c
from arbiter.dm.model import KIND_WORDS, CardDef
from arbiter.games import GAMES
from arbiter.judge.runner import collect, judge_file, summary
from arbiter.kernel.reasons import Why, in_lang, message_of, quote_given, wide
from arbiter.kernel.registry import CardStatus, DeclarationError, shown_path
from arbiter.ocg.categories import strict_qualifiers
from arbiter.play import cli as play_cli
from arbiter.simulate import cli as simulate_cli
from arbiter.web.cli import serve

# the rulings scenarios: in an installed package (setup.py copies them), else with a source checkout's tests
INSTALLED = Path(__file__).resolve().parent / "scenarios"
BUNDLED = INSTALLED if INSTALLED.is_dir() else Path(__file__).resolve().parents[2] / "tests"
BUNDLED_FOLDERS = ("rulings", "cards", "scenarios")
BUNDLED_SCENARIOS = [BUNDLED / name for name in BUNDLED_FOLDERS]
VERDICT_WORDS = {"en": {True: "PASS", False: "FAIL"}, "ja": {True: "合格", False: "不合格"}}


class JudgeError(ScreenError):
    """The judge cannot start (no such file, no scenario files), or was stopped, said in the verdicts' language."""

    def __init__(self, message: str, lang: str) -> None:
        super().__init__(in_lang(message, lang), lang)


class Commands(click.Group):
    """The commands, where a card module that declares a card wrongly (one being written) is said as an error naming
    its file, line and card, not as a traceback: `arbiter cards` is how a card's author checks a declaration."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except DeclarationError as e:
            raise click.ClickException(declared_wrongly(e)) from None


def declared_wrongly(e: DeclarationError) -> Why:
    """A card module's wrong declaration as a command says it, in English carrying its Japanese."""
    why = message_of(e)
    return Why(f"a card is declared wrongly: {why}", f"カードの宣言に誤りがある：{in_lang(why, 'ja')}")


@click.group(cls=Commands)
@click.version_option(version=engine_version())
def main() -> None:
    """Arbiter: a rules engine and judge for the Yu-Gi-Oh! OCG expert rules (2002-2007)."""
    _no_encoding_errors()


def _no_encoding_errors() -> None:
    """A console, pipe or file whose encoding lacks a character (a Windows pipe's code page, a Latin-1 locale) gets a
    ? for it, and a line typed in it that does not decode one for what it cannot read: the board's rules and Japanese
    names stopped the command with a traceback there."""
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and codecs.lookup(stream.encoding).name != "utf-8":
            stream.reconfigure(errors="replace")


@main.command()
@click.argument("paths", nargs=-1)
@click.option("--lang", type=click.Choice(["ja", "en"]), default=None,
              help="The language of the chain logs and the judge's verdicts (pass/fail, counts, what an expectation "
                   "found and expected, the reasons of refusals, what is wrong in how a scenario is written). "
                   "Without it: Japanese chain logs, English verdicts. The scenario's own keys and values, and "
                   "`because:`'s words (matched against the English reasons), are quoted as written.")
@click.option("--verbose", "-v", is_flag=True,
              help="Print every file's chain log and verdict (the default for a single file).")
def judge(paths: tuple[str, ...], lang: str | None, verbose: bool) -> None:
    """Run scenario files (or folders of them); exit 0 only when all pass.

    With no PATHS, judges the rulings scenarios bundled with Arbiter (tests/rulings, tests/cards, tests/scenarios:
    a path under them that is not in this folder names the installed copy). Prints the failures with their reasons,
    counts per folder and the time; with --verbose, or for a single file, each chain log and verdict.
    """
    said = lang or "en"  # the verdicts' language: English unless asked for
    try:
        files = collect([bundled(p) for p in paths] or [str(p) for p in BUNDLED_SCENARIOS if p.is_dir()])
    except FileNotFoundError as e:
        raise JudgeError(e.args[0], said) from None  # its one argument: the message in both languages
    except KeyboardInterrupt:  # (the bundled folders hold thousands of files)
        raise JudgeError(Why("stopped (Ctrl-C) while looking for the scenario files: none was judged",
                             "中断（Ctrl-C）：シナリオファイルを探している間。どれも判定していない"), said) from None
    if not files:
        raise JudgeError(Why(f"no scenario files (*.yaml, *.yml) in {', '.join(paths) or 'the bundled folders'}",
                             f"{'、'.join(paths) or '同梱のフォルダ'}にシナリオファイル（*.yaml、*.yml）がない"), said)
    verbose = verbose or len(files) == 1
    start = time.perf_counter()
    verdicts = []
    words = VERDICT_WORDS[said]
    try:
        strict_qualifiers()  # the scenarios verify the cards' declarations (ocg/categories.py)
        for f in files:
            v = judge_file(f, lang or "ja")
            verdicts.append(v)
            message = in_lang(v.message, said)
            if verbose:
                click.echo(f"== {v.path}: {v.title}" + (f"  [{', '.join(v.rulings)}]" if v.rulings else ""))
                for line in v.log:
                    click.echo("   " + line)
                for note in v.notes:
                    click.echo("   " + in_lang(note, said))
                click.echo("   " + words[v.passed] + (("：" if said == "ja" else ": ") + message if message else ""))
            elif not v.passed:
                click.echo(f"{words[False]} {message or v.path}")
    except KeyboardInterrupt:  # Ctrl-C: the counts of the files judged so far, then that the run stopped
        pass  # (click's own "Aborted!" said nothing of what had been judged)
    # the installed copy's folders by the names the README and a checkout give them (tests/rulings/dm), which
    # `bundled` takes back
    for line in summary(files[:len(verdicts)], verdicts, time.perf_counter() - start, said, (BUNDLED, "tests")):
        click.echo(line)
    if len(verdicts) < len(files):
        raise JudgeError(Why(f"stopped (Ctrl-C) after {len(verdicts)} of {len(files)} scenario files: the counts "
                             "above are theirs", f"中断（Ctrl-C）：シナリオファイル{wide(len(files))}件のうち"
                             f"{wide(len(verdicts))}件まで。上の数はその分"), said)
    sys.exit(0 if all(v.passed for v in verdicts) else 1)


def bundled(path: str) -> str:
    """A path that names the bundled scenarios as a checkout does (`tests/rulings/dm`, docs/dm.md) and is not here
    is the installed package's copy: outside a checkout the docs' commands judge what `arbiter judge` would."""
    parts = Path(path).parts
    if Path(path).exists() or parts[:1] != ("tests",) or len(parts) < 2 or parts[1] not in BUNDLED_FOLDERS:
        return path
    copy = BUNDLED.joinpath(*parts[1:])
    return str(copy) if copy.exists() else path


# the card table's words on each screen (`--json`'s fields stay as they are)
CARDS_TEXT = {
    "en": {"complete": "complete", "partial": "partial", "not declared": "not declared", "total": "{n} cards",
           "missing": "; missing: {m}", "no_ja": "(no Japanese name)", "more": "... {n} more (--limit)",
           "count": "{n} {k}", "counts": "{name}: {counts}", "sep": ", ",
           "seed": "seed", "era": "era", "dm": "dm"},
    "ja": {"complete": "実装済み", "partial": "一部実装", "not declared": "未宣言", "total": "{n}枚",
           "missing": "。未実装：{m}", "no_ja": "（日本語名なし）", "more": "…ほか{n}枚（--limit）",
           "count": "{k}{n}", "counts": "{name}：{counts}", "sep": "、",
           "seed": "シードのカード", "era": "2002～2007年のカードプール", "dm": "デュエル・マスターズ"},
}


@main.command(cls=ScreenCommand)
@click.argument("query", required=False)
@play_cli.GAME
@click.option("--implemented", is_flag=True, help="Only cards whose whole text is played (status complete).")
@click.option("--era", is_flag=True, help="The expert-rules era's card pool (2002-2007), by passcode (OCG).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON lines, then one line of counts.")
@click.option("--limit", type=WholeNumber(min=1), default=50, show_default=True)
@click.option("--source", is_flag=True, help="Print the file and line where each matching card is declared.")
@click.option("--lang", type=play_cli.LANG, help=play_cli.LANG_HELP)
def cards(query: str | None, game: str, implemented: bool, era: bool, as_json: bool, limit: int,
          source: bool, lang: str | None) -> None:
    """List cards: passcode (a Duel Masters card: its key), names, kind, and how much of their text is played.

    QUERY is a passcode or part of a name, Japanese (hiragana reads as katakana) or English. A card's status is
    `complete` (its whole text), `partial` (with what is missing) or `not declared` (it plays as a card without
    effects). The counts cover the seed pages' cards and the era's pool; with --game dm, every Duel Masters card.
    """
    lang = lang or system_lang()
    try:
        card_listing(query, game, implemented, era, as_json, limit, source, lang)
    except DeclarationError as e:  # a card module read for the listing, in the screen's language
        raise screen_error(declared_wrongly(e), lang) from None


def card_listing(query: str | None, game: str, implemented: bool, era: bool, as_json: bool, limit: int,
                 source: bool, lang: str) -> None:
    """`arbiter cards`, its table's words and its refusals in `lang`."""
    if source:
        # it lists declarations as lines: an option it would ignore (a script's --json) is refused, not dropped
        ignored = [name for name, given in (("--json", as_json), ("--implemented", implemented), ("--era", era))
                   if given]
        if ignored:
            raise usage_error(click.UsageError(
                f"--source prints the file and line of each declaration matching QUERY, as lines; leave out "
                f"{', '.join(ignored)}"), f"--sourceはQUERYに合う宣言のファイルと行を行ごとに表示する："
                f"{'、'.join(ignored)}を外してください", lang)
        # both games' cards unless --game is given: its default (ocg) would hide the Duel Masters ones
        given = click.get_current_context().get_parameter_source("game") is not click.core.ParameterSource.DEFAULT
        for line in declarations(query or "", limit, game if given else None, lang):
            click.echo(line)
        return
    if game == "dm":
        if era:
            raise screen_error(Why("--era is the OCG's card pool of 2002-2007: Duel Masters has none (leave out "
                                   "--era, or --game dm)",
                                   "--eraはOCGの2002～2007年のカードプール：デュエル・マスターズにはない"
                                   "（--eraか--game dmを外してください）"), lang)
        dm_listing(query, implemented, as_json, limit, lang)
        return
    from arbiter.ocg.carddata import KINDS, default_db, era_pool
    from arbiter.ocg.playable import implemented as is_complete
    from arbiter.ocg.registry import card_status

    db = default_db()
    found = db.find(query) if query else [db.get(p) for p in db.all_passcodes()]
    if era:
        pool = era_pool()
        found = [c for c in found if c.passcode in pool]
    if implemented:
        found = [c for c in found if is_complete(c)]
    if not found:
        near = [c for c in db.suggest(query) if not implemented or is_complete(c)] if query else []
        said = [c.describe() for c in near]
        hint = Why(f"; did you mean: {', '.join(said)}?", f"（もしかして：{'、'.join(said)}）") if near else Why("", "")
        dm = dm_cards(query) if query else []
        if dm:  # the listing is the OCG's: a Duel Masters name finds no card there, and no OCG look-alike is meant
            names = [d.name_ja for d in dm]
            hint = Why(f"; it names Duel Masters cards ({', '.join(names)}), which this list of OCG cards leaves out: "
                       f"arbiter cards --game dm {query}", f"：デュエル・マスターズのカード（{'、'.join(names)}）の名前"
                       f"で、このOCGのカードの一覧には載らない：arbiter cards --game dm {query}")
        raise screen_error(no_match(query, implemented, "", "", hint), lang)
    for c in found[:limit]:
        card_line(str(c.passcode), c.name_ja, c.name_en, (c.kind, KINDS[c.kind]), card_status(c.passcode), as_json,
                  {"passcode": c.passcode}, {"subtypes": sorted(c.subtypes)}, lang)
    if len(found) > limit and not as_json:
        click.echo(CARDS_TEXT[lang]["more"].format(n=len(found) - limit), err=True)
    counts_lines(pool_counts(), as_json, lang)


def no_match(query: str | None, implemented: bool, game_en: str, game_ja: str, hint: Why) -> Why:
    """No card (no complete card with --implemented) of the listing matches QUERY, or it has none at all."""
    what_en, what_ja = ("complete ", "実装済みの") if implemented else ("", "")
    if not query:
        return Why(f"no {what_en}{game_en}cards", f"{what_ja}{game_ja}カードがない")
    return Why(f"no {what_en}{game_en}card matches {quote_given(query)}{hint}",
               f"{quote_given(query, 'ja')}に合う{what_ja}{game_ja}カードがない{hint.ja}")


def dm_listing(query: str | None, implemented: bool, as_json: bool, limit: int, lang: str) -> None:
    """`arbiter cards --game dm`: the Duel Masters cards a query names (all of them without one), by key, each with
    its status, then the counts of every Duel Masters card."""
    from arbiter.dm import registry as dm
    from arbiter.kernel.registry import status_counts

    every = list(dm.load_all().values())
    found = dm_cards(query) if query else every
    if implemented:
        found = [d for d in found if dm.card_status(d).complete]
    if not found:
        near = [n for n in dm.close_names(query) if not implemented or dm.card_status(dm.lookup(n)).complete] \
            if query else []
        hint = Why(f"; did you mean: {', '.join(near)}?", f"（もしかして：{'、'.join(near)}）") if near else Why("", "")
        raise screen_error(no_match(query, implemented, "Duel Masters ", "デュエル・マスターズの", hint), lang)
    for d in found[:limit]:
        card_line(d.key, d.name_ja, d.name_en, (d.kind, KIND_WORDS[d.kind][1]), dm.card_status(d), as_json,
                  {"key": d.key}, {"civilizations": list(d.civs)}, lang)
    if len(found) > limit and not as_json:
        click.echo(CARDS_TEXT[lang]["more"].format(n=len(found) - limit), err=True)
    counts_lines({"dm": status_counts(dm.card_status(d) for d in every)}, as_json, lang)


def card_line(key: str, name_ja: str, name_en: str, kind: tuple[str, str], st: CardStatus, as_json: bool,
              ident: dict[str, Any], facts: dict[str, Any], lang: str) -> None:
    """One card of a listing, either game's: its key (a passcode), names, kind (as the data writes it, and in
    Japanese) and status, in `lang`, or a JSON line of them as they are (`ident` first, `facts` after the
    kind)."""
    if as_json:
        echo_json({**ident, "name_ja": name_ja, "name_en": name_en, "kind": kind[0], **facts, "status": st.status,
                   "missing": list(st.missing)})
        return
    words = CARDS_TEXT[lang]
    # what is missing is the declaration's own note, in English only (`CardStatus.problem`)
    tail = words["missing"].format(m="; ".join(st.missing)) if st.status == "partial" else ""
    said = kind[1] if lang == "ja" else kind[0]
    click.echo(f"{key:>9}  {name_ja or words['no_ja']}  /  {name_en}  [{said}{words['sep']}{words[st.status]}{tail}]")


def counts_lines(counts: dict[str, dict[str, int]], as_json: bool, lang: str) -> None:
    """A listing's counts: one JSON line (its keys as they are), or a line per set of cards in `lang`."""
    if as_json:
        echo_json({"counts": counts})
    else:
        words = CARDS_TEXT[lang]
        for name, n in counts.items():
            said = words["sep"].join([words["total"].format(n=n["cards"]),
                                      *(words["count"].format(n=v, k=words[k]) for k, v in n.items() if k != "cards")])
            click.echo(words["counts"].format(name=words[name], counts=said))


def pool_counts() -> dict[str, dict[str, int]]:
    """For the seed pages' cards and the era's pool: how many cards, and how many of each status."""
    from arbiter.kernel.registry import status_counts
    from arbiter.ocg.carddata import era_pool
    from arbiter.ocg.registry import card_status

    pool = era_pool()
    return {name: status_counts(card_status(p) for p in codes)
            for name, codes in (("seed", [p for p, seed in pool.items() if seed]), ("era", list(pool)))}


def dm_cards(query: str) -> list[CardDef]:
    """The Duel Masters cards a name, part of a name or key names."""
    from arbiter.dm import registry as dm

    dm.load_all()
    q = dm.normalize(query)
    if not q:  # spaces or dots only name nothing, as an OCG query of them does (not every card, which all hold "")
        return []
    return [d for d in dm.DEFS.values() if any(q in dm.normalize(n) for n in (d.name_ja, d.name_en, d.key, *d.aliases))]


def declarations(query: str, limit: int, game: str | None = None, lang: str = "en") -> list[str]:
    """Where each declared card (OCG, then Duel Masters; only `game`'s where one is given) that the query names is
    declared: an OCG card by its passcode or a name containing the query (as the listing finds it), a Duel Masters
    card by a name or key. None is refused in `lang`."""
    from arbiter.dm import registry as dm
    from arbiter.ocg import registry as ocg
    from arbiter.ocg.carddata import default_db

    ocg.load_all()
    dm.load_all()
    db = default_db()
    found = db.find(query) if query else [db.get(p) for p in sorted(ocg.DEFS)]
    hits = [(str(c.passcode), c.name_ja, c.name_en, ocg.REGISTRY.sources[c.passcode])
            for c in found if c.passcode in ocg.REGISTRY.sources] if game != "dm" else []
    hits += [(d.key, d.name_ja, d.name_en, dm.REGISTRY.sources[d.key])
             for d in (dm_cards(query) if query else dm.DEFS.values())] if game != "ocg" else []
    if not hits:
        among = {"ocg": (" OCG", "OCGの"), "dm": (" Duel Masters", "デュエル・マスターズの")}.get(game or "", ("", ""))
        raise screen_error(Why(f"no declared{among[0]} card matches {quote_given(query)}",
                               f"{quote_given(query, 'ja')}に合う宣言された{among[1]}カードがない"), lang)
    return [f"{key:>9}  {ja}  /  {en}  {shown_path(file)}:{line}" for key, ja, en, (file, line) in hits[:limit]]


@main.command()
@play_cli.GAME
@click.option("--deck", help=f"A deck for both players: {play_cli.DECK_HELP}; default: the game's benchmark deck "
                             "(OCG: the anchor deck; DM: the starter deck).")
@click.option("--games", type=WholeNumber(min=1), default=10, show_default=True)
@click.option("--seed", type=WholeNumber(min=0), default=0, show_default=True,
              help="Duel i uses seed S+i (0 or more: Python deals seed -n as seed n).")
@click.option("--max-turns", type=WholeNumber(min=1), default=200, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object with the figures.")
@click.option("--agents", help="Two agents to match, e.g. mcts,greedy (random, greedy, mcts, mcts:N, mcts:Ts; in any "
                               "case): reports the first one's win rate with a 95% interval.")
@click.option("--workers", type=WholeNumber(min=1), default=1, show_default=True,
              help="Processes for --agents matches.")
@play_cli.ALLOW_ANY_DECK
@click.option("--journal", type=click.Path(dir_okay=False, path_type=Path),
              help="Record each finished duel in FILE; run again with the same FILE to continue a killed run.")
def selfplay(game: str, deck: str | None, games: int, seed: int, max_turns: int, as_json: bool, agents: str | None,
             workers: int, allow_any_deck: bool, journal: Path | None) -> None:
    """Play random legal moves for both players and report the outcomes (or a match of --agents)."""
    from arbiter.agents import agents_spec
    from arbiter.journal import Journal, JournalError
    from arbiter.selfplay import run_games

    support = GAMES[game]
    cards = play_cli.read_deck(game, deck, support.selfplay_deck, allow_any_deck)

    def upgrade(old: dict[str, Any]) -> dict[str, Any]:  # a journal that stored --agents as it was typed
        a = old.get("agents")
        return {**old, "agents": agents_spec(a)} if isinstance(a, str) else old

    if journal:
        writable(journal, "--journal")  # its folder made, as simulate's --out
    try:
        book = Journal(journal, {"job": "selfplay", "game": game, "deck": cards, "seed": seed, "max_turns": max_turns,
                                 "agents": agents and agents_spec(agents)}, upgrade) if journal else None
    except (JournalError, OSError) as e:
        raise click.ClickException(str(e)) from None
    # a finished job run again (to see its figures): nothing is played, so there is no speed to report
    complete = book is not None and all(i in book.done for i in range(games))
    # this run's time and speed (--agents: its wall time): none for a finished job, which played nothing
    rates = ("seconds", "wall_seconds", "duels_per_s", "choice_points_per_s", "decisions_per_s")
    try:
        with sigterm_as_ctrl_c():
            if agents:
                out = play_cli.selfplay_agents(game, cards, agents, games, seed, max_turns, workers, book)
            else:
                stats = run_games(support, cards, games, seed, max_turns, book)
                out = stats.as_dict()
                out["first_errors"] = stats.errors[:3]
            if complete:
                out.update({k: None for k in rates if k in out})
    except JournalError as e:  # the journal refused a record (a full disk): stop, what it holds is kept
        raise click.ClickException(str(e)) from None
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM: say what is kept and how to go on, as simulate does
        kept = (f"{len(book.done)} of {games} duels are in {journal}; the same command run again plays the rest"
                if book else "no --journal was given, so no duel is kept")
        raise click.ClickException(f"stopped: {kept}") from None
    finally:
        if book:
            book.close()
    if as_json:
        echo_json({**out, "already_complete": True} if complete else out)
    else:
        for k, v in out.items():
            if not (complete and k in rates):
                click.echo(f"{k}: {v}")
        if complete:
            click.echo(f"the job in {journal} was already complete: its {games} games are above; none played now")
    sys.exit(1 if out["errors"] else 0)


@main.command(cls=ScreenCommand)
@play_cli.GAME
@click.option("--lang", type=play_cli.LANG, help=play_cli.LANG_HELP)
def decks(game: str, lang: str | None) -> None:
    """List the decks bundled with Arbiter: the name `--deck NAME` takes, its title and its plan."""
    from arbiter.games import bundled_decks
    from arbiter.play.terminal import wrap

    lang = lang or system_lang()
    for d in bundled_decks(game):
        title, plan = d.described(lang)
        click.echo(d.name + (f"  {title}" if title else ""))
        if plan:  # wrapped as the terminal's board is, by columns and as Japanese breaks a line
            click.echo("".join(text for _, text in wrap([("", "    " + plan)], 100)))


for command in (play_cli.play, play_cli.replay, play_cli.games, serve):
    main.add_command(command)
main.add_command(simulate_cli.simulate)

if __name__ == "__main__":
    main()

"""The games Arbiter plays, by the name replays and scenario files record: the one place a game plugs in.

Fronts look a game up here and use only its `GameSupport` (arbiter.kernel.game) and its duel's
public API (`GameDuel`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arbiter.dm import game as dm_game
from arbiter.kernel.game import GameSupport
from arbiter.kernel.reasons import Why, quote_given
from arbiter.ocg import game as ocg_game

OCG = ocg_game.SUPPORT
DM = dm_game.SUPPORT
GAMES: dict[str, GameSupport[Any]] = {"ocg": OCG, "dm": DM}
DATA = Path(__file__).resolve().parent / "data"  # the bundled decks: its files with a game's deck suffix


class UnsupportedGame(ValueError):
    """A game name Arbiter does not play."""


def support_for(game: str) -> GameSupport[Any]:
    try:
        return GAMES[game]
    except KeyError:
        raise UnsupportedGame(f"this Arbiter plays {', '.join(sorted(GAMES))}; it cannot play game "
                              f"{quote_given(game)}") from None


class UnknownDeck(ValueError):
    """A deck named on a command line or by the web board that is neither a deck file nor a bundled deck."""


@dataclass(frozen=True, slots=True)
class BundledDeck:
    name: str  # the file's name without its suffix: what `--deck NAME` and the web board take
    path: Path
    title: str  # the first line of the file's `#` header, a JSON deck's "title" ("" where it has none)
    title_ja: str  # the title in Japanese: the header's first line `#ja: ...`, a JSON deck's "title_ja"
    plan: str  # the header's other lines, joined
    plan_ja: str  # the plan in Japanese: the header's later `#ja:` lines, joined ("" where it has none)

    def described(self, lang: str) -> tuple[str, str]:
        """The title and the plan in `lang` (`ja`, `en`): each in Japanese where the header has it, else English."""
        if lang == "ja":
            return self.title_ja or self.title, self.plan_ja or self.plan
        return self.title, self.plan


def bundled_decks(game: str) -> list[BundledDeck]:
    """The decks shipped with Arbiter for `game`, by name."""
    return [_bundled(p) for p in sorted(DATA.glob(f"*{support_for(game).deck_suffix}"))]


def _bundled(path: Path) -> BundledDeck:
    if path.suffix == ".json":  # a Duel Masters deck: its title is the JSON object's, a bare list has none
        doc = dm_game.read_json(path)
        named = doc if isinstance(doc, dict) else {}
        return BundledDeck(path.stem, path, str(named.get("title", "")), str(named.get("title_ja", "")), "", "")
    header = []
    ja = []
    for line in path.read_text(encoding="utf-8").splitlines():
        # a .ydk's header: the `#` lines before `#main`, less the "#created by" line YGOPro writes
        if not line.startswith("#") or line.strip() == "#main":
            break
        if line.startswith("#ja:"):
            ja.append(line.removeprefix("#ja:").strip())
        elif not line.startswith("#created by"):
            header.append(line[1:].strip())
    # Japanese is written without spaces between words, so its lines join with none
    return BundledDeck(path.stem, path, header[0] if header else "", ja[0] if ja else "", " ".join(header[1:]),
                       "".join(ja[1:]))


def deck_file(game: str, spec: str, files: bool = True) -> Path:
    """The deck file a command line or the web board names: a file that exists, else a bundled deck's name (with or
    without its suffix); anything else is an UnknownDeck that lists the bundled names (a folder's says it is one).
    With `files=False` (the web server, which never opens a path a client sends) only a bundled deck's name."""
    if files and Path(spec).is_file():
        return Path(spec)
    decks = bundled_decks(game)
    for d in decks:
        if spec in (d.name, d.path.name):
            return d.path
    names = ", ".join(d.name for d in decks)
    if files and Path(spec).is_dir():  # a bundled deck's name comes before a folder of that name
        raise UnknownDeck(Why(f"{quote_given(spec)} is a folder, not a deck file; bundled {game} decks: {names}",
                              f"{quote_given(spec, 'ja')}はフォルダで、デッキファイルではない。"
                              f"同梱の{game}のデッキ：{names}"))
    what = "a deck file nor a bundled" if files else "the name of a bundled"
    what_ja = (f"デッキファイルでも同梱の{game}のデッキの名前でもない" if files
               else f"同梱の{game}のデッキの名前ではない")
    raise UnknownDeck(Why(f"{quote_given(spec)} is neither {what} {game} deck; bundled decks: {names}",
                          f"{quote_given(spec, 'ja')}は{what_ja}。同梱のデッキ：{names}"))

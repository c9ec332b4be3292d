"""Terminal play: declaring a card name finds it by part of the name, and words said as they read (a coin call, a
Duel Masters name) are typed and shown as words."""

from __future__ import annotations

import re
from typing import Any

import pytest

from arbiter.games import GAMES
from arbiter.kernel.decision import Decision, Option
from arbiter.ocg.carddata import era_cards
from arbiter.play.commands import NAMES_SHOWN, commands
from arbiter.play.front import front_for
from arbiter.play.loop import Game
from arbiter.play.session import Session
from arbiter.replay import Replay
from coin_calls import CALLS
from fake_terminals import Typist


def declaring(lines: list[str], lang: str = "en") -> tuple[Typist, list[str]]:
    """A (the player) asked to declare a card name of the era, typing `lines`; the keys answered."""
    deck = GAMES["ocg"].read_deck(GAMES["ocg"].selfplay_deck)
    term = Typist(lines)
    game = Game(Session(Replay.new("ocg", [deck, deck], 3, ["human", "human"])), term, lang)  # type: ignore[arg-type]
    names = [Option(f"declare:{c.passcode}", "declare", arg=c.passcode, label_en=c.name_en, label_ja=c.name_ja)
             for c in era_cards()]
    game.s.duel.pending = Decision(0, "declare", names, "declare a card name", "カード名を宣言する")
    acted: list[str] = []
    game.s.act = acted.append  # type: ignore[method-assign]
    game.ask(0)
    return term, acted


def test_the_era_s_names_are_not_all_listed() -> None:
    # the ~3,000 names filled the screen, one line each
    term, acted = declaring([])
    screen = "".join(term.shown)
    assert "Toon Dark Magician Girl" not in screen and "type part of one" in screen, screen[-500:]
    assert len(screen.splitlines()) < 200 and not acted


def test_part_of_a_name_lists_the_names_holding_it_and_a_unique_one_is_declared() -> None:
    # "dark magic" (full width) holds nine names: listed, none declared; ﾌﾞﾗｯｸﾏｼﾞｼｬﾝｽﾞ (half-width kana) holds one
    term, acted = declaring(["ｄａｒｋ　ｍａｇｉｃ", "ﾌﾞﾗｯｸﾏｼﾞｼｬﾝｽﾞ"])
    said = "".join(term.shown)
    assert '9 names hold "dark magic"' in said, said[-800:]
    assert "Toon Dark Magician Girl" in said and "Skilled Dark Magician" in said
    assert acted == ["declare:50725996"]  # Dark Magician Knight


def test_a_whole_name_is_declared_though_longer_names_hold_it() -> None:
    _, acted = declaring(["dark magician"])
    assert acted == ["declare:46986414"]


def test_the_names_found_are_counted_in_full_width_digits_in_japanese() -> None:
    # 「3108件の名前」 and 「… ほか41件」 were half-width, where the rest of the Japanese screen counts in full-width
    term, acted = declaring(["dragon"], "ja")
    said = "".join(term.shown)
    names, found, more = (re.search(pattern, said) for pattern in (
        r"([0-9０-９]+)件の名前：", r"「dragon」を含む名前が([0-9０-９]+)件あります", r"… ほか([0-9０-９]+)件"))
    assert names and found and more, said[-800:]
    assert all(not m[1].isascii() for m in (names, found, more)), (names[1], found[1], more[1])
    assert int(names[1]) == len(era_cards()) and int(found[1]) - int(more[1]) == NAMES_SHOWN
    assert not acted


def test_a_part_no_name_holds_is_said_in_japanese() -> None:
    term, acted = declaring(["zzqx"], "ja")
    assert "「zzqx」を含む名前はありません" in "".join(term.shown) and not acted


def new_duel(game: str) -> Any:
    """A duel of the game's benchmark deck: the one whose decision the options stand for."""
    support = GAMES[game]
    deck = support.read_deck(support.selfplay_deck)
    return support.new_duel(deck, deck, 1)


def test_a_coin_call_is_typed_and_shown_as_a_word() -> None:
    # the call showed and was typed as its key, `call:tails`
    front = front_for("ocg")
    d = new_duel("ocg")
    assert front.commands(d, CALLS, {}) == ["heads", "tails"]
    assert [front.describe(d, o, "ja") for o in CALLS] == ["表", "裏"]
    assert [front.describe(d, o, "en") for o in CALLS] == ["heads", "tails"]


@pytest.mark.parametrize("typed", ["tails", "TAILS", "裏"])
def test_a_coin_call_is_answered_in_either_language(typed: str) -> None:
    from arbiter.play.commands import resolve

    assert resolve(typed, CALLS, commands(new_duel("ocg"), CALLS, {})) is CALLS[1]


def test_a_duel_masters_name_is_typed_and_shown_as_a_name() -> None:
    # Danrimos' declaration showed and was typed as `name:シャーマン・ブロッコリー`
    from arbiter.play.commands import resolve

    front = front_for("dm")
    broccoli = "シャーマン・ブロッコリー"
    opts = [Option(f"name:{broccoli}", "name", label_en="Shaman Broccoli", label_ja=broccoli),
            Option("name:アクア・ハルカス", "name", label_en="Aqua Hulcus", label_ja="アクア・ハルカス")]
    cmds = front.commands(new_duel("dm"), opts, {})
    assert cmds == ["Shaman Broccoli", "Aqua Hulcus"]
    assert resolve("shaman broccoli", opts, cmds) is opts[0]
    assert resolve("アクア・ハルカス", opts, cmds) is opts[1]


def test_a_word_said_as_it_reads_is_listed_and_offered_in_the_screen_s_language() -> None:
    # a Japanese screen listed a coin call as `heads` / `tails` and a name to declare by its English name, and
    # offered them so when a line typed was no option: English words on a Japanese screen
    from arbiter.play.commands import resolve

    cmds = front_for("ocg").commands(new_duel("ocg"), CALLS, {}, "ja")
    assert cmds == ["表", "裏"]
    assert resolve("TAILS", CALLS, cmds) is CALLS[1] and resolve("裏", CALLS, cmds) is CALLS[1]  # either language
    opts = [Option("name:アクア・ハルカス", "name", label_en="Aqua Hulcus", label_ja="アクア・ハルカス")]
    assert front_for("dm").commands(new_duel("dm"), opts, {}, "ja") == ["アクア・ハルカス"]
    term, acted = declaring(["マジシャン・ガール"], "ja")
    listed = [x for x in "".join(term.shown).splitlines()
              if "ブラック・マジシャン・ガール" in x and x.split()[0].isdigit()]
    assert listed and not acted, "".join(term.shown)[-800:]
    assert all(x.split()[1] == x.split()[2] for x in listed), listed  # the name, as its command and its label


def test_every_duel_masters_name_is_listed_and_declared_by_its_number() -> None:
    # its 39 names were more than NAMES_SHOWN: the terminal asked to type part of one, as for the era's thousands
    from arbiter.dm.registry import DEFS

    deck = GAMES["dm"].read_deck(GAMES["dm"].selfplay_deck)
    term = Typist(["6"])
    game = Game(Session(Replay.new("dm", [deck, deck], 3, ["human", "human"])), term, "en")  # type: ignore[arg-type]
    names = [Option(f"name:{ja}", "name", label_en=en, label_ja=ja)
             for ja, en in sorted({df.name_ja: df.name_en for df in DEFS.values()}.items())]
    assert len(names) > NAMES_SHOWN
    game.s.duel.pending = Decision(0, "declare_name", names, "name a card", "カード名をひとつ選んで言う")
    acted: list[str] = []
    game.s.act = acted.append  # type: ignore[method-assign]
    game.ask(0)
    screen = "".join(term.shown)
    assert "type part of one" not in screen and all(o.label_en in screen for o in names), screen[-500:]
    assert acted == [names[5].key]

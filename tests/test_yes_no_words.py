"""A yes/no question's answers as the boards and prompts show them: "Yes" and "No" in English, capitalised as the
rest of their words are ("Pass", "Attack ..."), はい and いいえ in Japanese; the terminal still takes the words yes
and no, in any case."""

from __future__ import annotations

import pytest

from arbiter.dm.view import describe as dm_describe
from arbiter.ocg.view import describe as ocg_describe
from arbiter.play.board import card_codes as ocg_codes
from arbiter.play.board import commands as ocg_commands
from arbiter.play.commands import resolve
from arbiter.play.dm_board import card_codes as dm_codes
from arbiter.play.dm_board import commands as dm_commands
from scenario_text import SHIELD_SAVER, board

# B's 「キラー・トマト」 is attacked by a 3000 ATK monster: destroyed by battle, its optional trigger asks B
TOMATO = """
game: ocg
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{stats: {atk: 3000}, as: BIG}]
  B:
    monsters: [{card: キラー・トマト, as: KT}]
    deck: [{card: キラー・トマト}]
"""

# A's draw phase comes with three effects on offer instead of the normal draw: 「無敗将軍 フリード」 and
# 「円盤ムスキー」 face-up on the field, 「マジックブラスト」 in the graveyard
INSTEAD_OF_DRAW = """
game: ocg
turn: {number: 2, player: B, phase: main1}
players:
  A:
    monsters: [{card: 無敗将軍 フリード, as: F}, {card: 円盤ムスキー, as: M}]
    graveyard: [{card: マジックブラスト, as: MB}]
    deck:
      - {stats: {atk: 1000, def: 1000, race: 戦士族}}
      - {card: エーリアン・ソルジャー}
"""


def test_an_ocg_optional_trigger_offers_yes_and_no_capitalised_in_english() -> None:
    d, _ = board(TOMATO)
    while not any(o.kind == "attack" for o in d.pending.options):
        d.act(d.pending.options[0].key)
    d.act(next(o.key for o in d.pending.options if o.kind == "attack"))
    while d.pending.kind != "optional":
        d.act(next(o.key for o in d.pending.options if o.kind == "pass"))
    opts = d.pending.options
    assert [o.kind for o in opts] == ["yes", "no"]
    assert [ocg_describe(d, o, "en") for o in opts] == ["Yes", "No"]
    assert [ocg_describe(d, o, "ja") for o in opts] == ["はい", "いいえ"]
    cmds = ocg_commands(d, opts, {})
    assert cmds == ["yes", "no"]  # the words typed, as the terminal lists them beside the labels
    for typed, kind in (("yes", "yes"), ("Yes", "yes"), ("YES", "yes"), ("no", "no"), ("No", "no"), ("ＮＯ", "no")):
        chosen = resolve(typed, opts, cmds)
        assert chosen is not None and chosen.kind == kind, typed


@pytest.mark.parametrize(("lang", "word"), [("en", "No"), ("ja", "いいえ")])
def test_a_duel_masters_replacement_is_declined_by_a_capitalised_no(lang: str, word: str) -> None:
    d, labels = board(SHIELD_SAVER)
    d.act(next(o.key for o in d.pending.options if o.kind == "attack" and o.arg == -1))
    d.act(next(o.key for o in d.pending.options if o.card == labels["S2"]))
    assert d.pending is not None and d.pending.kind == "replacement"
    opts = d.pending.options
    no = next(o for o in opts if o.kind == "no")
    assert dm_describe(d, no, lang) == word
    cmds = dm_commands(d, opts, dm_codes(d, d.pending.player))
    assert resolve("No", opts, cmds) is no and resolve("no", opts, cmds) is no


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ['Activate the effect of "Freed the Matchless General"', 'Activate the effect of "Flying Saucer Muusik\'i"',
            'Activate the effect of "Magical Blast" (effect 2)', "No"]),
    ("ja", ["「無敗将軍 フリード」の効果を発動", "「円盤ムスキー」の効果を発動",
            "「マジックブラスト」の効果を発動（効果2）", "いいえ"])])
def test_each_offer_instead_of_the_draw_names_its_card(lang: str, words: list[str]) -> None:
    # each read a bare "Yes": three of them, and nothing said which card's effect each one used
    d, labels = board(INSTEAD_OF_DRAW)
    d.act("phase:end")
    while d.pending.kind != "optional":
        d.act(next(o.key for o in d.pending.options if o.kind == "pass"))
    opts = d.pending.options
    assert [o.card for o in opts] == [labels["F"], labels["M"], labels["MB"], -1]
    assert [ocg_describe(d, o, lang) for o in opts] == words


def test_each_offer_instead_of_the_draw_is_typed_by_its_cards_code() -> None:
    # three offers read "yes": each is told apart by its card's board code (it was the option's inner key, yes:12)
    d, labels = board(INSTEAD_OF_DRAW)
    d.act("phase:end")
    while d.pending.kind != "optional":
        d.act(next(o.key for o in d.pending.options if o.kind == "pass"))
    opts = d.pending.options
    codes = ocg_codes(d, d.pending.player)
    cmds = ocg_commands(d, opts, codes)
    assert cmds == [f"yes {codes[labels[x]]}" for x in ("F", "M", "MB")] + ["no"]
    assert all(c.split()[1][0] in "mg" for c in cmds[:3])  # two monsters on the field, one card in the graveyard
    for typed, o in zip(cmds, opts, strict=True):
        assert resolve(typed.upper(), opts, cmds) is o

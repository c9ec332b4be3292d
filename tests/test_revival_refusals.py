"""A monster that an effect special summoning its target cannot special summon is refused naming the rule, in plain
English and Japanese: the target's words, then why it cannot be special summoned (`common.RevivableSpec`)."""

from __future__ import annotations

import pytest

from arbiter.ocg.duel import Duel
from arbiter.ocg.refusals import choice_refusal
from scenario_text import board

# 「死者蘇生」 (a monster in either graveyard) asked for its target
BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 死者蘇生, as: MR}]
    graveyard:
      - {card: 八汰烏, as: spirit}
      - {card: Ｅ・ＨＥＲＯ サンダー・ジャイアント, as: fusion}
      - {card: ウォール・シャドウ, as: labyrinth}
      - {card: カオス・ソルジャー, as: ritual}
      - {stats: {atk: 500}, as: plain}
"""
NOT_WHAT = ("it is not what the effect targets (a monster in a graveyard): ",
            "この効果が対象にするカード（墓地のモンスター）ではない：")


@pytest.mark.parametrize(("label", "en", "ja"), [
    # a spirit
    ("spirit", "it cannot be special summoned (its own text forbids it)",
     "特殊召喚できない（そのモンスター自身のテキストが禁じている）"),
    # a fusion monster sent to the graveyard without a fusion summon
    ("fusion", "it cannot be special summoned (it was not properly summoned first, as a fusion monster or one with "
               "its own way of being summoned must be)",
     "特殊召喚できない（先に正規の方法で召喚されていない。融合モンスターや独自の召喚方法を持つモンスターは、そうされて"
     "いる必要がある）"),
    # a ritual monster sent to the graveyard without a ritual summon
    ("ritual", "it cannot be special summoned (it was not properly summoned first, as a fusion monster or one with "
               "its own way of being summoned must be)",
     "特殊召喚できない（先に正規の方法で召喚されていない。融合モンスターや独自の召喚方法を持つモンスターは、そうされて"
     "いる必要がある）"),
    # special summoned only by 「迷宮変化」's effect
    ("labyrinth", "it cannot be special summoned by this effect (its own summoning conditions do not allow it)",
     "この効果では特殊召喚できない（そのモンスター自身の召喚条件が許さない）"),
])
def test_a_monster_the_effect_cannot_special_summon_is_refused_naming_the_rule(label: str, en: str, ja: str) -> None:
    # the words had "that can be special summoned" tacked on: "it is not what the effect targets (a monster in a
    # graveyard that can be special summoned)", "...(the Terrorking Archfiend just destroyed that can be special
    # summoned)"
    d, labels = board(BOARD)
    assert isinstance(d, Duel)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["MR"]))
    assert [o.card for o in d.pending.options if o.card >= 0] == [labels["plain"]]
    why = choice_refusal(d, labels[label])
    assert (why, why.ja) == (NOT_WHAT[0] + en, NOT_WHAT[1] + ja)

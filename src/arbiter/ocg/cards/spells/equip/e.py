"""The equip spell cards whose English name begins with E."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event
from arbiter.ocg.cards.shared.equips import equip_op, equip_spell, equip_stats, equipped_by, of_attribute, of_race
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

# 電撃鞭 / Electro-Whip: equip only to a Thunder monster; it gains 300 ATK and DEF.
define(37820550, of_race("Thunder", "Thunder", "雷族"), equip_stats(300, 300))

# エルフの光 / Elf's Light: equip only to a LIGHT monster; it gains 400 ATK and loses 200 DEF.
define(39897277, of_attribute("LIGHT", "光"), equip_stats(400, -200))


# 疫病ウィルス ブラックダスト / Ekibyo Drakmord: the equipped monster cannot attack. In the end phase of the equipped
# monster's controller's second turn counted from the activation (this turn, if it is theirs), the monster is
# destroyed; if this effect destroys it, this card returns to its owner's hand.
def _drakmord_equip(res: Resolution) -> None:
    equip_op(res)
    c = res.card
    if c.zone is Zone.SPELLS and c.equipped_to >= 0:
        mark(res.duel, "drakmord", c, res.duel.nth_turn_of(res.duel.cards[c.equipped_to].ctl, 2))


def _drakmord_end(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return (ev.detail == "end" and c.zone is Zone.SPELLS and c.equipped_to >= 0
            and ctx.duel.turn in marked(ctx.duel, "drakmord", c))


def _drakmord(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.zone is not Zone.SPELLS or c.oid != res.link.oid or c.equipped_to < 0:
        return
    # one move with its monster: this card is not destroyed as a card left without its monster, it goes from the
    # field to the hand (not by way of the graveyard); if the monster stays, so does this card
    with d.moving_together(res.cause, [c]):
        if d.destroy([d.cards[c.equipped_to]], res.cause):
            d.to_hand([c], res.cause)


define(69954399, dataclasses.replace(equip_spell(), operation=_drakmord_equip),
       Effect(Kind.CONTINUOUS, affects=equipped_by, forbids=("attack",), text_en="the equipped monster cannot attack",
              text_ja="装備モンスターは攻撃できない"),
       Effect(Kind.TRIGGER, _drakmord, does=Does.MONSTERS, trigger="phase", self_trigger=False, when=_drakmord_end,
              text_en="the end phase of its controller's 2nd turn: destroy the equipped monster; return this card "
                      "to the hand",
              text_ja="装備モンスターをコントロールするプレイヤーの２度目のエンドフェイズ：それを破壊し、このカードは手札へ戻る"))

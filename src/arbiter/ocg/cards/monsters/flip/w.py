"""The flip monsters whose English name begins with W."""

from __future__ import annotations

from arbiter.ocg.cards.common import banish_targets, destroy_targets
from arbiter.ocg.cards.shared.control import attribute_charmer
from arbiter.ocg.cards.shared.zones import face_up_spells
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

F = Kind.FLIP

SWORDS = 72302403  # 光の護封剣 / Swords of Revealing Light


# ウェザー・レポート / Weather Report: FLIP: destroy every face-up 「光の護封剣」 the opponent controls;
# if one was destroyed, its controller may have a second battle phase (after main phase 2) in their next
# battle phase's turn: this turn if it is theirs and its battle phase is still to come, else their next turn.
def _swords(ctx: Ctx | Resolution) -> list[Card]:
    return face_up_spells(ctx.duel, (ctx.opponent,), SWORDS)


def _weather_report(res: Resolution) -> None:
    d = res.duel
    if d.destroy(_swords(res), res.cause):
        this_turn = d.tp == res.player and d.phase in ("draw", "standby", "main1")
        d.add_battle_phase(res.player, d.turn if this_turn else d.next_turn_of(res.player), res.cause)


# with none it has nothing to destroy and is not activated (R004-007)
define(72053645, Effect(F, _weather_report, does=Does.SPELLS_TRAPS | Does.SPELLS_ONLY | Does.OPPONENTS,
                        needs=lambda ctx: bool(_swords(ctx)),
                        text_en="destroy the opponent's face-up Swords of Revealing Light; if you did, your next "
                        "battle phase may be held twice",
                        text_ja="相手の表側の「光の護封剣」全ての破壊。１枚でも破壊すれば、自分の次のバトルフェイズは２回行える"))

# 混沌の呪術師 / Witch Doctor of Chaos: FLIP: banish 1 targeted monster card from either graveyard (this card too, when
# its flip effect is activated from the graveyard: R003-055).
define(75946257, Effect(F, banish_targets,
                        target=TargetSpec(zone=Zone.GRAVE, allow_self=True, where=lambda ctx, c: c.data.is_monster,
                                          text_en="a monster card in a graveyard", text_ja="墓地のモンスターカード"),
                        text_en="banish the target", text_ja="対象をゲームから除外する"))

# 地霊使いアウス, 水霊使いエリア, 火霊使いヒータ, 風霊使いウィン / the Charmers: FLIP: take control of a targeted
# opponent's monster of their attribute, for a time (★ on the page,
# R004-094.34 … .37: reading ○, the control lasts while the Charmer stays face-up).
attribute_charmer(37744402, "WIND", "風")

# 白い忍者 / White Ninja: FLIP: destroy 1 targeted defense-position monster on the field.
define(1571945, Effect(F, destroy_targets,
                       target=TargetSpec(where=lambda ctx, c: c.pos in (Pos.DEFENSE, Pos.SET), allow_self=True,
                                         text_en="a defense-position monster", text_ja="守備表示モンスター"),
                       text_en="destroy the target", text_ja="対象の守備表示モンスターを破壊する"))


# 真空イタチ / Whirlwind Weasel: FLIP: until the turn ends, the opponent may activate no spell or trap card.
def _weasel(res: Resolution) -> None:
    for what in ("activate_spell", "activate_trap"):
        res.duel.forbid_player(res.opponent, what, res.cause)


define(93730409, Effect(F, _weasel, text_en="no spell or trap activation by the opponent this turn",
                        text_ja="このターン中、相手による魔法・罠カードの発動は不可"))

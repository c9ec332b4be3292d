"""Spell cards."""

from __future__ import annotations

from arbiter.ocg.cards.archive_draw_gain import may_draw
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    FACE_DOWN_MONSTER,
    FACE_UP_MONSTER,
    REVIVABLE,
    SPELL_TRAP,
    destroy_targets,
    has_opponent_monster,
    opponent_monsters,
    room,
    to_face_down,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE

# 死者への手向け / Tribute to the Doomed: discard 1 as cost, destroy 1 targeted monster.
define(79759861, Effect(A, destroy_targets, target=ANY_MONSTER, cost=Cost(discard=1),
                        text_en="destroy the target", text_ja="対象を破壊する"))

# 月の書 / Book of Moon: a targeted face-up monster is turned face-down defense (the same object).
define(14087893, Effect(A, to_face_down, target=FACE_UP_MONSTER,
                        text_en="turn the target face-down", text_ja="対象を裏側守備表示にする"))

# サイクロン / Mystical Space Typhoon: destroy 1 targeted spell or trap card.
define(5318639, Effect(A, destroy_targets, target=SPELL_TRAP, text_en="destroy the target",
                       text_ja="対象を破壊する"))


# 抹殺の使徒 / Nobleman of Crossout: destroy a targeted face-down monster and banish it; if it was a
# flip monster, both players banish every copy of it from their decks.
def _crossout(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        flip = c.data.is_flip
        d.destroy([c], res.cause, to=Zone.BANISHED)
        if flip:
            for p in (0, 1):
                copies = [d.cards[i] for i in d.players[p].deck if d.cards[i].data.passcode == c.data.passcode]
                d.banish(copies, res.cause)


define(71044499, Effect(A, _crossout, target=FACE_DOWN_MONSTER,
                        text_en="destroy and banish the target", text_ja="対象を破壊しゲームから除外する"))


# サンダー・ボルト / Raigeki: destroy every monster the opponent controls (no target).
def _raigeki(res: Resolution) -> None:
    res.duel.destroy(res.duel.monsters_of(res.opponent), res.cause)


define(12580477, Effect(A, _raigeki, needs=has_opponent_monster, does=Does.MONSTERS,
                        text_en="destroy all the opponent's monsters",
                        text_ja="相手フィールド上のモンスターを全て破壊する"))


# ブラック・ホール / Dark Hole: destroy every monster on the field.
def _any_monster(ctx: Ctx) -> bool:
    return bool(ctx.duel.monsters_of(0) or ctx.duel.monsters_of(1))


def _dark_hole(res: Resolution) -> None:
    d = res.duel
    d.destroy(d.monsters_of(d.tp) + d.monsters_of(1 - d.tp), res.cause)


define(53129443, Effect(A, _dark_hole, does=Does.MONSTERS, needs=_any_monster,
                        text_en="destroy all monsters", text_ja="フィールド上のモンスターを全て破壊する"))


# 地割れ / Fissure: destroy the opponent's face-up monster with the lowest ATK (chosen at resolution
# among ties; it does not target).
def _face_up_opponent(ctx: Ctx) -> bool:
    return any(c.face_up for c in opponent_monsters(ctx))


def _lowest(res: Resolution) -> list[Card]:
    d = res.duel
    ups = [c for c in d.monsters_of(res.opponent) if c.face_up]
    low = min((d.atk(c) for c in ups), default=0)
    return [c for c in ups if d.atk(c) == low]


def _fissure(res: Resolution) -> None:
    i = res.answer
    if i >= 0 and res.duel.cards[i] in _lowest(res):
        res.duel.destroy([res.duel.cards[i]], res.cause)


define(66788016, Effect(A, _fissure, does=Does.MONSTERS, needs=_face_up_opponent, choice=Choice("card", _lowest),
                        text_en="destroy the opponent's face-up monster with the lowest ATK",
                        text_ja="相手の表側表示モンスターのうち攻撃力が一番低いものを破壊する"))


# 死者蘇生 / Monster Reborn: special summon a targeted monster from either graveyard.
def _reborn(res: Resolution) -> None:
    for c in res.targets():
        res.duel.special_summon(c, res.player, Pos(res.answer), res.cause)


define(83764718, Effect(A, _reborn, target=REVIVABLE, needs=room, choice=Choice("position"),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))


# 強欲な壺 / Pot of Greed: its activator draws 2 cards. An effect that affects one player designates that player
# (`targets_player`): 「精霊の鏡」 may move the draw to the other player (R000-001.09, R004-001.30).
def _draw2(res: Resolution) -> None:
    res.duel.draw(res.target_player, 2, res.cause)


define(55144522, Effect(A, _draw2, targets_player="own", needs=may_draw("self"), text_en="draw 2 cards",
                        text_ja="カードを２枚ドローする"))


# ファイヤー・ボール / Hinotama: 500 damage to the opponent, a player it targets (「精霊の鏡」 may move it,
# R000-001.09).
def _hinotama(res: Resolution) -> None:
    res.duel.damage(res.target_player, 500, res.cause)


define(46130346, Effect(A, _hinotama, targets_player="opp", text_en="500 damage to the opponent",
                        text_ja="相手に５００ダメージ"))

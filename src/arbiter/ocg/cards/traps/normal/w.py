"""The normal trap cards whose English name begins with W."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import answered, can_special_summon, ctx_of, opponent_attacks, room
from arbiter.ocg.cards.shared.card_kinds import roid
from arbiter.ocg.cards.shared.chain import activation_of, negate_this_turn, opponents_activation_of
from arbiter.ocg.cards.shared.damage import no_damage
from arbiter.ocg.cards.shared.events import set_and_destroyed
from arbiter.ocg.cards.shared.special_summons import summon_one_of
from arbiter.ocg.cards.shared.zones import all_monsters, face_up_monsters, fitting_monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, nothing_instead
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# ふるい落とし / Weed Out: pay 500 LP (the cost): destroy every face-up attack-position Level 3 monster.
def _level_3_attackers(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in all_monsters(ctx) if c.pos is Pos.ATTACK and ctx.duel.level(c) == 3]


def _sift(res: Resolution) -> None:
    res.duel.destroy(_level_3_attackers(res), res.cause)


define(28604635, Effect(A, _sift, does=Does.MONSTERS, cost=Cost(lp=500),
                        needs=lambda ctx: bool(_level_3_attackers(ctx)),
                        text_en="pay 500 LP: destroy all face-up attack-position Level 3 monsters",
                        text_ja="５００ライフを払い、表側攻撃表示のレベル３モンスターを全て破壊する"))

DARK_HOLE = 53129443

# 世界の平定 / World Suppression: when a field spell is activated, negate field spells until the end of
# the turn (a negation the resolution leaves in place for the turn, whatever becomes of this card).
# 魔法探査の石版 / Mystic Probe and 金属探知機 / Metal Detector do the same for continuous spells and
# continuous traps.
_WS_EN, _WS_JA = "negate field spells until the end of the turn", "ターン終了時までフィールド魔法の効果を無効にする"
define(12253117, Effect(A, negate_this_turn("spell", "field", _WS_EN, _WS_JA),
                        condition=activation_of("spell", by="any", subtype="field"), text_en=_WS_EN, text_ja=_WS_JA))


# ホワイト・ホール / White Hole: when the opponent activates 「ブラック・ホール」, your monsters are not destroyed
# by that Dark Hole's effect. The resolution leaves a replacement in place that spares only the destructions by that
# chain link of that Dark Hole (the same card object); like any normal trap's effect it applies even if this card
# was destroyed in the chain before it resolved.
def _white_hole(res: Resolution) -> None:
    link = answered(res)
    if link is None:
        return
    me, source, oid, number = res.player, link.card, link.oid, link.number

    def spared(ctx: Ctx, ev: Event) -> bool:
        return (ev.kind == "destroyed" and ev.player == me and ev.src == int(Zone.MONSTERS)
                and ev.cause.reason is Reason.EFFECT and ev.cause.card == source and ev.cause.chain_link == number
                and ctx.duel.cards[source].oid == oid)

    res.duel.linger(res.card, me, Effect(Kind.REPLACEMENT, when=spared, instead=nothing_instead,
                                         text_en="your monsters are not destroyed by that Dark Hole",
                                         text_ja="その「ブラック・ホール」の効果で自分のモンスターは破壊されない"),
                    res.cause)


define(43487744, Effect(A, _white_hole, condition=opponents_activation_of(DARK_HOLE),
                        text_en="your monsters are not destroyed by that Dark Hole",
                        text_ja="その「ブラック・ホール」の効果で自分のモンスターは破壊されない"))


# 和睦の使者 / Waboku: for the rest of this turn, your monsters are not destroyed by battle and the battle
# damage you take is 0 (both left in place by the resolution, whatever becomes of this card).
def _waboku(res: Resolution) -> None:
    no_damage(res, lambda d: True, "no battle damage to you this turn", "このターン自分への戦闘ダメージは０")
    res.duel.linger(res.card, res.player, Effect(Kind.CONTINUOUS, battle_proof=True,
                                                 affects=lambda ctx, c: c.ctl == ctx.player and c.zone is Zone.MONSTERS,
                                                 text_en="your monsters are not destroyed by battle this turn",
                                                 text_ja="自分のモンスターはこのターン戦闘で破壊されない"), res.cause)


define(12607053, Effect(A, _waboku, text_en="this turn your monsters are not destroyed by battle and you take no "
                                            "battle damage",
                        text_ja="このターン、自分のモンスターは戦闘で破壊されなくなり、自分が受ける戦闘ダメージも０になる"))


# 万能地雷グレイモヤ / Widespread Ruin: when an opponent's monster declares an attack: destroy the face-up
# attack-position monster with the highest ATK the opponent controls (of several, its player picks one).
def _attackers_of(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(1 - ctx.player) if c.face_up and c.pos is Pos.ATTACK]


def _widespread_ruin(res: Resolution) -> None:
    d = res.duel
    mons = _attackers_of(res)
    if not mons:
        return
    top = max(d.atk(c) for c in mons)
    tied = [c for c in mons if d.atk(c) == top]
    d.destroy([tied[0] if len(tied) == 1 else res.ask_cards(tied, purpose=DESTROY.monster)], res.cause)


define(77754944, Effect(A, _widespread_ruin, does=Does.MONSTERS | Does.OPPONENTS, condition=opponent_attacks, asks=True,
                        text_en="destroy the opponent's face-up attack-position monster with the highest ATK",
                        text_ja="攻撃力が最も高い相手の表側攻撃表示モンスター１体を破壊"))


# イタクァの暴風 / Windstorm of Etaqua: every face-up monster the opponent controls changes its battle position.
def _etaqua(res: Resolution) -> None:
    res.duel.switch_positions(face_up_monsters(res, res.opponent), res.cause)


define(59744639, Effect(A, _etaqua, needs=lambda ctx: bool(face_up_monsters(ctx, ctx.opponent)),
                        text_en="switch the battle position of every face-up monster on the opponent's side",
                        text_ja="相手の表側モンスター全ての表示形式を変える"))


# ワンダーガレージ / Wonder Garage: destroyed while set and sent to the graveyard, it lets you special summon
# from your hand 1 Machine 「ロイド」 monster of Level 4 or lower (an optional "when": it misses the timing).
def _small_roids(ctx: Ctx) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.HAND, lambda c: roid(c) and c.data.race == "Machine"
                               and ctx.duel.level(c) <= 4 and can_special_summon(ctx, c))


define(50684552, Effect(Kind.TRIGGER, lambda res: summon_one_of(res, _small_roids(ctx_of(res))), trigger="destroyed",
                        when=set_and_destroyed, mandatory=False, misses_timing=True, asks=True,
                        needs=lambda ctx: room(ctx) and bool(_small_roids(ctx)),
                        text_en="this set card destroyed: you may special summon a Level 4 or lower Machine roid "
                                "from your hand",
                        text_ja="セット状態で破壊され墓地へ送られた時：レベル４以下の機械族「ロイド」１体を手札から特殊召喚してもよい"))

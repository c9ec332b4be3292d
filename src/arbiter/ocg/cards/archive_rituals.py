"""Ritual spells and the ritual monsters the seeds name (R004-141, R004-029).

Every ritual spell here summons one named ritual monster with `arbiter.ocg.ritual.ritual_summon` (the
tributes' Levels must reach its Level, none more than needed, from the hand or the field). サクリファイス,
闇の支配者－ゾーク and 大邪神 レシェフ are declared with their own effects elsewhere (seed003,
archive_chance, archive_control_search); each ritual monster is special summoned only by a ritual summon with
its ritual spell (`special_by=by_ritual_summon_with(...)`).
"""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.archive_return import battlers
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Until
from arbiter.ocg.registry import define
from arbiter.ocg.ritual import ritual_summon, summonable
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_ritual_summon_with

SHINATO = 86327225


def _ritual_spell(spell: int, monster: int, en: str, ja: str) -> None:
    def which(c: Card) -> bool:
        return c.data.passcode == monster

    def op(res: Resolution) -> None:
        ritual_summon(res, which)

    define(spell, Effect(Kind.ACTIVATE, op, asks=True, needs=lambda ctx: bool(summonable(ctx.duel, ctx.player, which)),
                         text_en=f"ritual summon {en}", text_ja=f"「{ja}」を儀式召喚する"))


_ritual_spell(41426869, 64631466, "Relinquished", "サクリファイス")  # イリュージョンの儀式
_ritual_spell(96420087, 97642679, "Dark Master - Zorc", "闇の支配者－ゾーク")  # 闇の支配者との契約
_ritual_spell(60369732, 62420419, "Reshef the Dark Being", "大邪神 レシェフ")  # 大邪神の儀式
_ritual_spell(60365591, SHINATO, "Shinato, King of a Higher Plane", "天界王 シナト")  # 奇跡の方舟
_ritual_spell(76792184, 30208479, "Magician of Black Chaos", "マジシャン・オブ・ブラックカオス")  # カオス－黒魔術の儀式
_ritual_spell(9845733, 10789972, "Cú Chulainn the Awakened", "覚醒戦士 クーフーリン")  # 覚醒の証


# 覚醒戦士 クーフーリン / Cú Chulainn the Awakened (ritual summoned with 「覚醒の証」): once a turn, target a normal
# monster in your graveyard: banish it, and this card gains its ATK until your next standby phase.
def _cu_chulainn(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        gain = t.data.atk or 0
        if d.banish([t], res.cause) and res.card.oid == res.link.oid:
            d.boost(res.card, gain, 0, res.cause,
                    until=Until(turn=d.nth_turn_of(res.player, 2 if d.tp == res.player else 1), phase="standby"))


define(10789972, Effect(Kind.IGNITION, _cu_chulainn, once_per_turn=True,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_normal_monster,
                                          text_en="a normal monster in your graveyard",
                                          text_ja="自分の墓地の通常モンスター"),
                        text_en="banish the target: this card gains its ATK until your next standby phase",
                        text_ja="対象を除外し、次の自分のスタンバイフェイズまでその攻撃力分攻撃力をアップする"),
       special_by=by_ritual_summon_with(9845733))


# 天界王 シナト / Shinato, King of a Higher Plane: when it destroys a defense-position monster of the opponent by
# battle and sends it to the graveyard, the opponent takes damage equal to that monster's original ATK; an
# original ATK of "?" is no number, so there is no damage (R004-029).
def _shinato_won(ctx: Ctx, ev: Event) -> bool:
    return (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in battlers(ctx.duel)
            and ev.player == ctx.opponent and ev.dst == int(Zone.GRAVE) and ev.pos in (int(Pos.DEFENSE), int(Pos.SET)))


def _shinato(res: Resolution) -> None:
    ev = res.link.events[0]
    atk = res.duel.cards[ev.card].base.atk
    if atk:
        res.duel.damage(res.opponent, atk, res.cause)


define(SHINATO, Effect(Kind.TRIGGER, _shinato, trigger="destroyed", self_trigger=False, when=_shinato_won,
                       text_en="destroyed a defense-position monster by battle: damage equal to its original ATK",
                       text_ja="守備表示モンスターを戦闘で破壊し墓地へ送った時、その元々の攻撃力分のダメージを与える"),
       special_by=by_ritual_summon_with(60365591))

"""The effect monsters whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.common import TRIBUTE_SELF, face_up_here, room_for_itself
from arbiter.ocg.cards.shared.attacks import may_attack_directly
from arbiter.ocg.cards.shared.card_kinds import is_trap_card
from arbiter.ocg.cards.shared.coins import call_coin
from arbiter.ocg.cards.shared.destruction import destroy_special_summoned
from arbiter.ocg.cards.shared.passcodes import AMPLIFIER, JINZO
from arbiter.ocg.cards.shared.special_summons import special_summon_self
from arbiter.ocg.cards.shared.zones import special_summoned_on_field
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_locks import no_special_summons


# 地雷蜘蛛 / Jirai Gumo: when it declares an attack, call a coin; wrong: its controller's LP are halved
# (the half lost is rounded down; losing LP is neither damage nor a cost).
def _jirai_gumo(res: Resolution) -> None:
    if not call_coin(res):
        d = res.duel
        d.lose_lp(res.player, d.players[res.player].lp // 2, res.cause)


define(94773007, Effect(Kind.TRIGGER, _jirai_gumo, trigger="attack_declared", asks=True,
                        text_en="call a coin: wrong halves your LP",
                        text_ja="コインの裏表を当てる：ハズレでライフポイントが半分"))

# 人造人間７号 / Jinzo #7: it may attack directly.
define(32809211, may_attack_directly())

# 人造人間－サイコ・ショッカー / Jinzo: trap cards cannot be activated (effect 2), and the effects of trap
# cards on the field are negated (a face-up trap monster's too: `is_trap_card`). Against a trap that negates
# monster effects (スキルドレイン), the one that applied first stands (R003-035, arbiter.ocg.continuous).
# Equipped with 「電脳増幅器」, both apply to its controller's opponent's trap cards only.
def _amplified(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(is_named(d.cards[i], AMPLIFIER) and d.cards[i].face_up and d.cards[i].equipped_to == ctx.card.idx
               for p in (0, 1) for i in d.players[p].spells if i >= 0)


def _jinzo_reaches(ctx: Ctx, c: Card) -> bool:
    return is_trap_card(c) and not ((c.ctl if c.on_field else c.owner) == ctx.player and _amplified(ctx))


define(JINZO,
       Effect(Kind.CONTINUOUS, negates="trap", affects=lambda ctx, c: c.on_field and _jinzo_reaches(ctx, c),
              text_en="negate the effects of trap cards on the field",
              text_ja="フィールドの罠の効果は無効になる"),
       Effect(Kind.CONTINUOUS, forbids=("activate",), affects=_jinzo_reaches,
              text_en="trap cards cannot be activated", text_ja="罠カードは発動できない"),
       numbering=(1, 1))  # both halves of the text's one effect (①)


# 昇霊術師 ジョウゲン / Jowgen the Spiritualist: discard 1 card of your hand at random (the cost) to destroy every
# special summoned monster on the field; while it is face-up on the field, neither player can special summon.
define(41855169,
       Effect(Kind.IGNITION, destroy_special_summoned, does=Does.MONSTERS, cost=Cost(discard_random=1),
              needs=lambda ctx: bool(special_summoned_on_field(ctx)),
              text_en="discard 1 card at random: destroy every special summoned monster on the field",
              text_ja="手札１枚をランダムに捨てる：場の特殊召喚モンスターを全て破壊する"),
       Effect(Kind.CONTINUOUS, locks_summons=no_special_summons,
              text_en="neither player can special summon monsters", text_ja="お互いにモンスターを特殊召喚できない"))


# ジェット・ロイド / Jetroid: while it is the target of an attack of an opponent's monster (the battle step, from the
# attack declaration), its controller may activate trap cards from their hand.
def _jetroid_attacked(ctx: Ctx, p: int) -> bool:
    d, me = ctx.duel, ctx.card
    return (p == me.ctl and d.phase == "battle:battle" and d.attack is not None and d.attack[2] == me.idx
            and d.attack[3] == me.oid and d.cards[d.attack[0]].ctl != me.ctl)


define(43697559, Effect(Kind.CONTINUOUS, hand_traps=_jetroid_attacked,
                        text_en="chosen as an opponent's attack target: its controller may activate traps from the "
                                "hand",
                        text_ja="相手モンスターの攻撃対象になった時、そのコントローラーは手札の罠を発動してよい"))


# ジュラゲド / Juragedo (first printed in 2015: its only OCG text): in either player's battle step, special summon it
# from the hand and gain 1000 LP (that effect of cards of its name once a turn); at spell speed 2, tribute it to have
# a targeted face-up monster of yours +1000 ATK, lasting until the next turn is over.
def _juragedo_rises(res: Resolution) -> None:
    if special_summon_self(res):
        res.duel.gain_lp(res.player, 1000, res.cause)


def _juragedo_boost(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.boost(t, 1000, 0, res.cause, until=Until(turn=d.turn + 1))


define(59546797,
       Effect(Kind.QUICK, _juragedo_rises, from_zone=Zone.HAND, once_per_name=True, needs=room_for_itself, asks=True,
              condition=lambda ctx: ctx.duel.phase == "battle:battle",
              text_en="in a battle step: special summon this card from the hand and gain 1000 LP",
              text_ja="バトルステップに、このカードを手札から特殊召喚し、１０００ＬＰ回復する"),
       Effect(Kind.QUICK, _juragedo_boost, cost=TRIBUTE_SELF, condition=face_up_here,
              target=TargetSpec(side="own", face="up", text_en="a face-up monster you control",
                                text_ja="自分フィールドの表側表示モンスター"),
              text_en="tribute this card: +1000 ATK to the target, lasting until the next turn is over",
              text_ja="自身を生け贄に捧げる：対象の攻撃力が次のターンの終わりまで１０００アップ"))

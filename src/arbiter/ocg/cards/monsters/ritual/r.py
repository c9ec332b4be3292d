"""The ritual monsters whose English name begins with R."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import room
from arbiter.ocg.cards.shared.absorbing import ABSORB, ABSORBED_SHIELD, ABSORBED_STATS, equipped_monster
from arbiter.ocg.cards.shared.attacks import attacks_again_after_a_win
from arbiter.ocg.cards.shared.control import take_targets
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# 大邪神 レシェフ / Reshef the Dark Being: once a turn, discard a spell: take control of a targeted monster
# the opponent controls until the end of the turn.
define(62420419, Effect(Kind.IGNITION, take_targets(True), target=OPP_MONSTER, needs=room,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_spell), once_per_turn=True,
                        text_en="discard a spell: take control of the target until the end of the turn",
                        text_ja="魔法カードを捨て、対象のコントロールをこのターンのエンドフェイズまで得る"),
       special_by=by_ritual_summon)


# サクリファイス / Relinquished: ignition, once per turn: equip 1 targeted monster the opponent controls to
# this card (only 1 at a time); a face-down monster goes face-up into the spell & trap zone as an equip
# card, so it never turns face-up on the field and its flip effect cannot activate (R003-051, R003-052).
# Its ATK/DEF become the equipped monster's, and if it would be destroyed by battle the equipped monster is
# destroyed instead; while it has a monster so equipped, battle damage its controller takes from its battles is
# also dealt to the opponent (as effect damage, at once, with no chain link). It is special summoned only by a
# ritual summon with 「イリュージョンの儀式」.
# サウザンド・アイズ・サクリファイス / Thousand-Eyes Restrict: the same absorption and ATK/DEF; and (effect 3)
# no other monster on the field may attack or have its battle position changed (R003-021: they cannot
# be flip summoned).
def _reflects(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    me = ctx.card
    return (ev.player == me.ctl and ev.cause.reason is Reason.BATTLE and d.attack is not None
            and me.idx in (d.attack[0], d.attack[2]) and equipped_monster(d, me) is not None)


def _reflect(res: Resolution) -> None:
    ev = res.link.events[0]
    res.duel.damage(res.opponent, ev.amount, res.cause)


_REFLECT = Effect(Kind.AT_ONCE, _reflect, trigger="damage", self_trigger=False, when=_reflects,
                  text_en="the battle damage you take from its battles is dealt to the opponent too",
                  text_ja="このカードの戦闘で自分が受けた戦闘ダメージを相手も受ける")

# its text takes the ATK/DEF and the shield as one effect (②)
define(64631466, ABSORB, ABSORBED_STATS, ABSORBED_SHIELD, _REFLECT,
       special_by=by_ritual_summon, numbering=(1, 2, 2, 3))


# 破滅の女神ルイン / Ruin, Queen of Oblivion (ritual summoned with 「エンド・オブ・ザ・ワールド」): when its attack
# destroys an opponent's monster, it may attack once more in a row (once: the second attack gives no third).
def _ruin_won(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.cause.reason is Reason.BATTLE and d.attack is not None and d.attack[0] == ctx.card.idx
            and ev.card != ctx.card.idx and ev.player == ctx.opponent and not d.used_this_turn(ctx.card, 1))


define(46427957,
       attacks_again_after_a_win(_ruin_won,
                                 "its attack destroyed an opponent's monster: it may attack once more in a row",
                                 "自身の攻撃で相手モンスターを破壊した時：続けてもう１回攻撃可能"),
       special_by=by_ritual_summon)

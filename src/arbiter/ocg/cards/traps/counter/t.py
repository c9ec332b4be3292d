"""The counter trap cards whose English name begins with T."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import answered, both
from arbiter.ocg.cards.shared.chain import BURN_ACTIVATED, activation_of, negate_and_destroy, targets_one_monster
from arbiter.ocg.cards.shared.discard import discard_chosen
from arbiter.ocg.cards.shared.summon_responses import negate_summon
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 黒板消しの罠 / Trap of Board Eraser (counter trap): when an effect that inflicts damage is activated: the
# effect damage you would take from it becomes nothing, and the opponent discards 1 card of their choice
# (R004-139.45). The damaging effects are those whose categories say so (`Does.DAMAGE`); the protection is left in
# place for the turn and touches only the damage of that chain link's card while it is the same object.
def _board_eraser(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is not None:
        me, source, oid, number = res.player, link.card, link.oid, link.number

        def by_it(ctx: Ctx, ev: Event) -> bool:
            return (ev.kind == "damage" and ev.player == me and ev.cause.reason is Reason.EFFECT
                    and ev.cause.card == source and ev.cause.chain_link == number and ctx.duel.cards[source].oid == oid)

        d.linger(res.card, me, Effect(Kind.REPLACEMENT, when=by_it, instead=lambda ctx, ev: None,
                                      text_en="the effect damage you take from it becomes nothing",
                                      text_ja="自分が受けるその効果ダメージを無効にする"), res.cause)
    discard_chosen(res, res.opponent, 1)


define(3055837, Effect(A, _board_eraser, does=Does.OPP_HAND, condition=BURN_ACTIVATED, asks=True,
                       text_en="negate the effect damage you take from it; the opponent discards 1 card",
                       text_ja="その効果で自分が受けるダメージを無効にし、相手は自分で選んだ手札１枚を捨てる"))


# トラップ・ジャマー / Trap Jammer (counter trap): only in the battle phase: negate the activation of a trap card
# the opponent activated and destroy it.
define(19252988, Effect(A, negate_and_destroy,
                        condition=Answers(both(lambda ctx: ctx.duel.phase.startswith("battle"), activation_of("trap")),
                                          "the activation of a trap card by the opponent in the battle phase",
                                          "バトルフェイズ中の相手の罠カードの発動"),
                        text_en="in the battle phase: negate the activation of the opponent's trap and destroy it",
                        text_ja="バトルフェイズ中、相手の罠カードの発動を無効にし破壊する"))


# ツタン仮面 / Tutan Mask (counter trap): a spell or trap whose activation targets 1 face-up Zombie
# monster on the field is negated and destroyed.
define(3149764, Effect(A, negate_and_destroy,
                       condition=targets_one_monster(("spell", "trap"),
                                                     lambda ctx, c: c.face_up and ctx.duel.race(c) == "Zombie",
                                                     "face-up Zombie monster", "表側表示のアンデット族モンスター"),
                       text_en="negate the activation of a spell or trap that targets 1 face-up Zombie, and destroy it",
                       text_ja="表側のアンデット族１体を対象に取る魔法・罠カードの発動：無効にして破壊"))


# 方舟の選別 / The Selection: pay 1000 LP: negate the summon of a monster that has the Type of another monster on the
# field, and destroy it.
def _shares_a_type(ctx: Ctx) -> bool:
    d = ctx.duel
    for e in ctx.events:
        if e.kind == "summoning":
            c = d.cards[e.card]
            if any(o.idx != c.idx and o.face_up and d.race(o) == d.race(c) for p in (0, 1) for o in d.monsters_of(p)):
                return True
    return False


_SAME_TYPE_SUMMONING = Answers(_shares_a_type, "the summon of a monster of the same Type as a face-up monster on the "
                               "field", "フィールド上の表側表示モンスターと同じ種族のモンスターの召喚", summon=True)


define(30888983, Effect(A, negate_summon, condition=_SAME_TYPE_SUMMONING, cost=Cost(lp=1000), negates_summon=True,
                        text_en="pay 1000 LP: negate the summon of a monster sharing a Type on the field",
                        text_ja="１０００ライフを払い、フィールドと同じ種族のモンスターの召喚を無効にし破壊する"))

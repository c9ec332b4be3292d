"""The continuous trap cards whose English name begins with O."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import opponent_attacks
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.to_hand_and_deck import return_to_hand
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE


# 旅人の試練 / Ordeal of a Traveler (continuous trap): when an opponent's monster declares an attack, the
# opponent picks 1 random card from your hand and calls its kind (monster, spell, trap); if wrong, the
# attacking monster returns to its owner's hand. (Its activation at that moment does it too.)
def _ordeal(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.player].hand
    attacker, _ = battlers(d)
    if not hand or attacker < 0:
        return
    picked = d.cards[hand[d.rng.below(len(hand))]]
    kinds = [("monster", "モンスター"), ("spell", "魔法"), ("trap", "罠")]
    opts = [Option(f"kind:{k}", "kind", label_en=k, label_ja=j) for k, j in kinds]
    call = res.ask(opts, "select", res.opponent, "call the kind of the card", "カードの種類を当てる")
    if call.label_en != picked.data.kind and d.cards[attacker].zone is Zone.MONSTERS:
        return_to_hand(d, [d.cards[attacker]], res.cause)


def _ordeal_needs(ctx: Ctx) -> bool:
    return bool(ctx.duel.players[ctx.player].hand)


define(39537362, Effect(A, _ordeal, condition=opponent_attacks, needs=_ordeal_needs, asks=True,
                        text_en="the opponent calls the kind of a random card of your hand; if wrong, the attacker "
                                "returns to the hand",
                        text_ja="相手は自分の手札１枚の種類を当てる。ハズレの場合、攻撃モンスターを手札に戻す"),
       Effect(Kind.QUICK, _ordeal, condition=opponent_attacks, needs=_ordeal_needs, asks=True,
              text_en="the opponent calls the kind of a random card of your hand; if wrong, the attacker returns "
                      "to the hand",
              text_ja="相手は自分の手札１枚の種類を当てる。ハズレの場合、攻撃モンスターを手札に戻す"))

"""The continuous trap cards whose English name begins with O."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import bare_activation, opponent_attacks, own_standby
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE


# 旅人の試練 / Ordeal of a Traveler (continuous trap): when an opponent's monster declares an attack, the
# opponent picks 1 random card from your hand and calls its kind (monster, spell, trap); if wrong, the
# attacking monster returns to its owner's hand. (Its activation at that moment does it too.) Once for an attack
# declaration: its effect is not chained to itself (the attack's window closes once the chain has resolved).
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
    d.reveal([picked], res.opponent)  # shown to the caller once called, to settle the call
    if call.label_en != picked.data.kind and d.cards[attacker].zone is Zone.MONSTERS:
        d.to_hand([d.cards[attacker]], res.cause)


def _ordeal_needs(ctx: Ctx) -> bool:
    return bool(ctx.duel.players[ctx.player].hand)


define(39537362, Effect(A, _ordeal, does=Does.MONSTERS | Does.OPPONENTS, condition=opponent_attacks,
                        needs=_ordeal_needs, asks=True,
                        text_en="the opponent calls the kind of a random card of your hand; if wrong, the attacker "
                                "returns to the hand",
                        text_ja="相手は自分の手札１枚の種類を当てる。ハズレの場合、攻撃モンスターを手札に戻す"),
       Effect(Kind.QUICK, _ordeal, does=Does.MONSTERS | Does.OPPONENTS, condition=opponent_attacks,
              needs=_ordeal_needs, asks=True,
              text_en="the opponent calls the kind of a random card of your hand; if wrong, the attacker returns "
                      "to the hand",
              text_ja="相手は自分の手札１枚の種類を当てる。ハズレの場合、攻撃モンスターを手札に戻す"),
       # the card's activation and its later uses are the one effect its text prints (①)
       numbering=(1, 1))


# 不吉な占い / Ominous Fortunetelling: in each of your standby phases, 1 card of the opponent's hand is picked at random
# and you call its kind (monster, spell or trap); called right, the opponent takes 700 damage.
KINDS = ("monster", "spell", "trap")


def _fortune(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if not hand:
        return
    picked = d.cards[hand[d.rng.below(len(hand))]]
    call = res.ask([Option(f"kind:{k}", "kind", label_en=k, label_ja={"monster": "モンスター", "spell": "魔法",
                                                                        "trap": "罠"}[k]) for k in KINDS], "kind",
                   prompt_en="call the kind of the card picked", prompt_ja="選ばれたカードの種類を宣言する")
    d.reveal([picked], res.player)
    if call.key == f"kind:{picked.data.kind}":
        d.damage(res.opponent, 700, res.cause)


define(56995655, bare_activation(),
       Effect(Kind.TRIGGER, _fortune, trigger="phase", self_trigger=False, when=own_standby, asks=True,
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
              text_en="your standby phase: call the kind of a random card of the opponent's hand; right deals 700",
              text_ja="自分のスタンバイフェイズ、相手の手札をランダムに１枚選び種類を当てる。当たれば７００ダメージ"))

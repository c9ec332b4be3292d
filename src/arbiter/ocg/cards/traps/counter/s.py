"""The counter trap cards whose English name begins with S."""

from __future__ import annotations

from arbiter.ocg.cards.common import answered, negate_activation
from arbiter.ocg.cards.shared.chain import activation_of, negate_and_destroy, targets_one_monster
from arbiter.ocg.cards.shared.counters import is_venom
from arbiter.ocg.cards.shared.summon_responses import negate_summon, summoning
from arbiter.ocg.cards.shared.zones import look_at_hand
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.names import same_name
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 呪術抹消 / Spell Vanishing (counter trap): discard 2 cards (the cost): negate the activation of a spell
# card and destroy it; then every card of its name in the opponent's hand and deck (the opponent of this card's
# player, whoever activated the spell) is sent to the graveyard (sent, not discarded: R004-140.04, R004-155.24).
# Only a spell it destroyed has its name looked for: none where the activation could not be negated.
def _spell_vanishing(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    spell = d.cards[link.card]
    if not negate_activation(res, link):
        return
    pl = d.players[res.opponent]
    look_at_hand(res, res.opponent)  # the hand is looked at too, not only its copies (the deck is shuffled after)
    same = [i for i in (*pl.hand, *pl.deck) if same_name(spell, d.cards[i])]
    d.send_to_grave(same, res.cause, "sent")
    d.shuffle_deck(res.opponent)  # their deck was looked through: it is shuffled after (R004-100)


define(29735721, Effect(A, _spell_vanishing, cost=Cost(discard=2),
                        condition=activation_of("spell", by="any"),
                        text_en="negate a spell card's activation and destroy it; send its copies from its "
                        "player's hand and deck",
                        text_ja="魔法カードの発動を無効にし破壊し、相手の手札・デッキの同名カードを墓地へ送る"))

# 蛇神の勅命 (the page's 「邪神の勅命」): show a 「ヴェノム」 monster in your hand (chosen, shown to the opponent and
# kept: `Cost.reveal`): negate the activation of the opponent's spell card and destroy it.
define(80678380, Effect(A, negate_and_destroy, condition=activation_of("spell"),
                        cost=Cost(reveal=lambda ctx, c: c.data.is_monster and is_venom(c),
                                  text_en="show a Venom monster of your hand",
                                  text_ja="手札の「ヴェノム」モンスター１体を相手に見せる"),
                        text_en="negate the activation of the opponent's spell and destroy it",
                        text_ja="相手が発動した魔法カードを、発動も効果も無効にして破壊"))


# 神の宣告 / Solemn Judgment (counter trap): pay half your LP (the cost); one effect with two alternative
# conditions, declared as two: negate a normal, flip or special summon (by the monster's own procedure) and
# destroy the monster (R003-030), or negate the activation of a spell or trap card and destroy it.
define(41420027,
       Effect(A, negate_summon, condition=summoning, cost=Cost(lp_half=True), negates_summon=True,
              text_en="negate the summon and destroy the monster", text_ja="召喚を無効にし破壊する"),
       Effect(A, negate_and_destroy, condition=activation_of(("spell", "trap"), by="any"), cost=Cost(lp_half=True),
              text_en="negate the activation of a spell or trap card and destroy it",
              text_ja="魔法・罠カードの発動を無効にし破壊する"),
       numbering=(1, 1))  # one printed effect with two alternative conditions


# 盗賊の七つ道具 / Seven Tools of the Bandit: pay 1000 LP; negate the activation of a trap card
# (the chain link right below) and destroy it.
define(3819470, Effect(A, negate_and_destroy, condition=activation_of("trap", by="any"), cost=Cost(lp=1000),
                       text_en="negate a trap card's activation and destroy it",
                       text_ja="罠カードの発動を無効にし破壊する"))


# 魔力終了宣告 / Spell-Stopping Statute (counter trap): when the opponent activates a continuous spell card:
# negate the activation and destroy it.
define(10069180, Effect(A, negate_and_destroy, condition=activation_of("spell", subtype="continuous"),
                        text_en="negate the activation of the opponent's continuous spell and destroy it",
                        text_ja="相手の永続魔法カードの発動を無効にし破壊する"))


# 八式対魔法多重結界 / Spell Shield Type-8: two modes: a spell whose activation targets exactly 1 monster on the
# field is negated and destroyed; or, by sending 1 spell card from your hand to the graveyard (the cost), any
# spell card's activation is negated and the card destroyed.
define(38275183,
       Effect(A, negate_and_destroy, condition=targets_one_monster(("spell",)),
              text_en="a spell targeting 1 monster: negate its activation and destroy it",
              text_ja="モンスター１体を対象とする魔法の発動を無効にし破壊する"),
       Effect(A, negate_and_destroy, condition=activation_of("spell", by="any"),
              cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.is_spell),
              text_en="send 1 spell from your hand: negate a spell card's activation and destroy it",
              text_ja="手札の魔法カード１枚を墓地へ送り、魔法カードの発動を無効にし破壊する"))

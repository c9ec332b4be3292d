"""The flip monsters whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.cards.common import ANY_MONSTER, to_hand_targets
from arbiter.ocg.cards.shared.control import attribute_charmer
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define

F = Kind.FLIP

# ハネハネ / Hane-Hane: FLIP: return 1 targeted monster on the field (it may be this card) to its
# owner's hand.
define(7089711, Effect(F, to_hand_targets, target=ANY_MONSTER,
                       text_en="return the target to its owner's hand", text_ja="対象を持ち主の手札に戻す"))


# 悪魔の偵察者 / Hiro's Shadow Scout: FLIP: the opponent draws 3 and shows them to this card's player; the spells
# among them are discarded.
def _scout(res: Resolution) -> None:
    d = res.duel
    hand = set(d.players[res.opponent].hand)
    d.draw(res.opponent, 3, res.cause)
    new = [i for i in d.players[res.opponent].hand if i not in hand]
    # both players see the drawn cards: those kept stay known to this card's player
    d.reveal([d.cards[i] for i in new], res.player)
    spells = [i for i in new if d.cards[i].data.is_spell]
    if spells:
        d.discard(spells, res.cause)


define(81863068, Effect(Kind.FLIP, _scout, does=Does.OPP_HAND, needs=may_draw("opp"), draws=3, drawer="opp",
                        text_en="the opponent draws 3; the spells among them are discarded",
                        text_ja="相手は３枚ドローし、その中の魔法カードを捨てる"))

# 地霊使いアウス, 水霊使いエリア, 火霊使いヒータ, 風霊使いウィン / the Charmers: FLIP: take control of a targeted
# opponent's monster of their attribute, for a time (★ on the page,
# R004-094.34 … .37: reading ○, the control lasts while the Charmer stays face-up).
attribute_charmer(759393, "FIRE", "炎")

# 派手ハネ / Hade-Hane: FLIP: you can return up to 3 targeted monsters on the field (this card too) to
# their owners' hands.
define(28357177, Effect(F, to_hand_targets, target=TargetSpec(allow_self=True, count=3, min=1),
                        mandatory=False, text_en="return up to 3 targets to their owners' hands",
                        text_ja="対象（最大３体）のモンスターを持ち主の手札へ"))

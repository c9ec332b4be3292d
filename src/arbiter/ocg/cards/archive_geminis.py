"""Seed 004's gemini monsters (デュアルモンスター): normal monsters until normal summoned again on the field.

The engine keeps a gemini monster's effects dormant until its gemini summon (`Duel.dormant`): the turn player
may normal summon a face-up gemini monster again as their normal summon for the turn (the scenario step
`summon` on a card on the field).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.archive_discard import discard
from arbiter.ocg.cards.archive_return import battlers
from arbiter.ocg.cards.common import FOREVER, LEAVE_KINDS, draw_one
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


def _won_battle(ctx: Ctx, ev: Event) -> bool:
    """This monster destroyed an opponent's monster by battle and sent it to the graveyard."""
    return (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in battlers(ctx.duel)
            and ev.player == ctx.opponent and ev.dst == int(Zone.GRAVE))


# 魔族召喚師 / Doom Shaman: once a turn, special summon 1 Fiend from your hand or either graveyard; when this
# card leaves the field, the Fiends it summoned are destroyed (a lasting trigger left by each summon, since the
# card's own effects are gone with it).
def _fiends(d: Duel, p: int) -> list[Card]:
    pl, opp = d.players[p], d.players[1 - p]
    return [d.cards[i] for i in (*pl.hand, *pl.grave, *opp.grave)
            if d.cards[i].data.is_monster and d.cards[i].data.race == "Fiend"]


def _shaman(res: Resolution) -> None:
    d = res.duel
    fiends = _fiends(d, res.player)
    if not fiends or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    f = res.ask_cards(fiends)
    d.special_summon(f, res.player, ask_position(res), res.cause)
    shaman = res.card
    if not (f.on_field and shaman.on_field):
        return
    me, fiend = (shaman.idx, shaman.oid), (f.idx, f.oid)

    def gone(r: Resolution) -> None:
        c = r.duel.cards[fiend[0]]
        if c.oid == fiend[1] and c.on_field:
            r.duel.destroy([c], r.cause)

    def left(ctx: Ctx, ev: Event) -> bool:
        return (ev.card, ev.oid) == me and ev.src == int(Zone.MONSTERS)

    for k in LEAVE_KINDS:
        d.linger(shaman, res.player, Effect(T, gone, trigger=k, self_trigger=False, when=left,
                                            text_en="Doom Shaman left the field: destroy the Fiend it summoned",
                                            text_ja="このカードがフィールドを離れた時、その悪魔族モンスターを破壊する"),
                 res.cause, turns=FOREVER)


define(94944637,
       Effect(Kind.IGNITION, _shaman, once_per_turn=True, asks=True,
              needs=lambda ctx: bool(_fiends(ctx.duel, ctx.player))
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="special summon a Fiend from your hand or either graveyard",
              text_ja="手札か墓地から悪魔族モンスター１体を特殊召喚する"))


# 幸運の笛吹き / Lucky Pied Piper: when it destroys an opponent's monster by battle and sends it to the graveyard,
# draw 1 card.
define(68762510, Effect(T, draw_one, trigger="destroyed", self_trigger=False, when=_won_battle,
                        text_en="destroyed a monster by battle: draw 1 card",
                        text_ja="戦闘で破壊し墓地へ送った時、１枚ドローする"))


# 水面のアレサ / Aquarian Alessa: the same battle: the opponent discards 1 card of their hand at random.
def _random_discard(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if hand:
        discard(res, [d.cards[hand[d.rng.below(len(hand))]]])


define(22377815, Effect(T, _random_discard, trigger="destroyed", self_trigger=False, when=_won_battle,
                        text_en="destroyed a monster by battle: the opponent discards 1 card at random",
                        text_ja="戦闘で破壊し墓地へ送った時、相手の手札をランダムに１枚捨てる"))

"""The normal spell cards whose English name begins with V."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.counters import is_venom, put_venom
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.fusion import fusion_spell
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.zones import face_up_opp
from arbiter.ocg.choice_purposes import PUT_COUNTER, TO_GRAVEYARD
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

VEHICROID_CONNECTION_ZONE = 23299957


# ビークロイド・コネクション・ゾーン / Vehicroid Connection Zone: fusion summon a 「ビークロイド」 fusion monster, not
# every "roid" one (materials from hand or field to the graveyard); while that monster stays on the field, card
# effects do not destroy it and its effects cannot be negated (an effect left in place for that monster object; not
# once it is turned face-down, a new card then: `summon_holds`).
def _vehicroid_protect(res: Resolution, f: Card) -> None:
    if f.zone is not Zone.MONSTERS:
        return
    ref = (f.idx, f.oid)
    res.duel.linger(res.card, res.player,
                    Effect(Kind.CONTINUOUS, affects=lambda ctx, c: (c.idx, c.oid) == ref and ctx.duel.summon_holds(c),
                           effect_proof=True,
                           unnegatable=True, text_en="not destroyed by card effects; its effects cannot be negated",
                           text_ja="カードの効果では破壊されず、効果は無効化されない"),
                    res.cause, turns=None, while_there=f)


define(VEHICROID_CONNECTION_ZONE, fusion_spell(lambda c: name_includes(c, "ビークロイド"), fusion.hand_and_field,
                                               "grave",
                                               "fusion summon a Vehicroid fusion monster; card effects cannot destroy "
                                               "it nor negate its effects",
                                               "「ビークロイド」と名のついた融合モンスターを融合召喚し、それはカードの効果では"
                                               "破壊されず効果を無効化されない", after=_vehicroid_protect))

A = Kind.ACTIVATE

VENOMINON = 72677437
VENOMINAGA = 8062132


# ヴェノム・ショット / Venom Shot: while you control a face-up 「ヴェノム」 monster (or 「毒蛇王ヴェノミノン」,
# 「毒蛇神ヴェノミナーガ」): send 1 Reptile monster from your deck to the graveyard, and put 2 venom counters
# on a face-up monster the opponent controls (chosen when it resolves).
def _venom_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(c.face_up and (is_venom(c) or is_named(c, VENOMINON, VENOMINAGA))
               for c in d.monsters_of(ctx.player)) and any(
        d.cards[i].data.is_monster and d.cards[i].data.race == "Reptile" for i in d.players[ctx.player].deck)


def _venom_shot(res: Resolution) -> None:
    d = res.duel
    reptiles = [d.cards[i] for i in reversed(d.players[res.player].deck)
                if d.cards[i].data.is_monster and d.cards[i].data.race == "Reptile"]
    with deck_searched(d, res.player, True):
        sent = choose_cards(res, reptiles, 1, purpose=TO_GRAVEYARD.monster)
        d.send_to_grave([c.idx for c in sent], res.cause, "sent")
    ups = face_up_opp(ctx_of(res))
    if ups:
        put_venom(res, res.ask_cards(ups, purpose=PUT_COUNTER.monster), 2)


define(60728397, Effect(A, _venom_shot, condition=_venom_ready, needs=lambda ctx: bool(face_up_opp(ctx)), asks=True,
                        text_en="send a Reptile from your deck; put 2 venom counters on an opponent's face-up monster",
                        text_ja="デッキから爬虫類族を墓地へ送る。相手のモンスター１体に、ヴェノムカウンター２つを置く"))

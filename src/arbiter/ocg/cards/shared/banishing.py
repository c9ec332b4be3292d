"""Cards banished instead of going to the graveyard (Macro Cosmos and its kin)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import HELIOS_THE_PRIMORDIAL_SUN
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import summon, summonable_now
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


def to_grave_banished(ctx: Ctx, ev: Event) -> bool:
    return ev.dst == int(Zone.GRAVE) and ev.card >= 0


def banish_instead(ctx: Ctx, ev: Event) -> Event | None:
    return dataclasses.replace(ev, dst=int(Zone.BANISHED))


def heliosses(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in (*d.players[p].hand, *d.players[p].deck)
            if is_named(d.cards[i], HELIOS_THE_PRIMORDIAL_SUN)]


def macro_cosmos(res: Resolution) -> None:
    """As it is activated, its player may special summon 「原始太陽ヘリオス」 from the hand or deck."""
    d = res.duel
    found = summonable_now(res, heliosses(d, res.player))
    yes_no = [Option("yes", "yes", label_en="yes", label_ja="はい"),
              Option("no", "no", label_en="no", label_ja="いいえ")]
    # the deck is shuffled after Helios is taken from it, or after it was looked through for one in vain
    with deck_searched(d, res.player, summon_room(res) and not heliosses(d, res.player)):
        if found and d.free_slots(res.player, Zone.MONSTERS) and res.ask(
                yes_no, "yes_no", res.player, "special summon Helios - The Primordial Sun?",
                "「原始太陽ヘリオス」を特殊召喚する？").kind == "yes":
            summon(res, res.ask_cards(found, purpose=SPECIAL_SUMMON.monster))


def banisher(*, trap: bool) -> tuple[Effect, ...]:
    def active(ctx: Ctx) -> bool:
        # (the trap destroyed or sent together with other cards still banishes them, as a monster does:
        # `Duel.leaving`)
        return not trap or ctx.card.active or ctx.card.idx in ctx.duel.leaving

    effects: tuple[Effect, ...] = (
        # (not the card itself: as it leaves the field it is no longer face-up there, so it goes to the graveyard)
        Effect(Kind.REPLACEMENT, when=lambda ctx, ev: active(ctx) and to_grave_banished(ctx, ev)
               and ev.card != ctx.card.idx,
               instead=banish_instead, replaces_last=True, text_en="cards sent to the graveyard are banished instead",
               text_ja="墓地へ行くはずのカードは代わりに除外される"),
        # (the activations that pay such a cost only: the card's other effects stay free; and no card can be sent
        # to the graveyard to pay for an attack or a maintenance cost: 「墓守の使い魔」, 「霊子エネルギー固定装置」)
        Effect(Kind.CONTINUOUS, forbids=("activate_hand_cost", "cost_to_grave"), affects=lambda ctx, c: active(ctx),
               text_en="cards whose cost discards or sends cards from the hand cannot be activated",
               text_ja="手札を墓地へ送るコストのカードは発動できない"))
    activation = Effect(A, macro_cosmos, asks=True,
                        text_en="activate; you may special summon Helios from your hand or deck",
                        text_ja="発動：手札・デッキから「原始太陽ヘリオス」を特殊召喚できる")
    return (activation, *effects) if trap else effects


def targets_to_grave(res: Resolution) -> None:
    """The targets (banished cards) return to the graveyard (「異次元からの埋葬」, 「奇跡の発掘」)."""
    res.duel.send_to_grave([c.idx for c in res.targets()], res.cause)


def battle_victim_to_grave(ctx: Ctx, ev: Event) -> bool:
    """A monster this card battles, destroyed by that battle, on its way to the graveyard."""
    # the monster it battled only: not an equip card destroyed in that monster's place (a union)
    fought = battlers(ctx.duel)
    return (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx
            and ev.dst == int(Zone.GRAVE) and ctx.card.idx in fought and ev.card in fought)


# "a monster this card destroys by battle is banished instead of going to the graveyard": only where the destroyed
# monster goes, so offered after (`replaces_last`) what saves it from the destruction (a union, 「漆黒の名馬」)
BANISHES_BATTLE_VICTIMS = Effect(Kind.REPLACEMENT, when=battle_victim_to_grave, instead=banish_instead,
                                 replaces_last=True,
                                 text_en="a monster it destroys by battle is banished",
                                 text_ja="自身が戦闘で破壊したモンスターは代わりに除外される")


def banished_when_it_leaves(res: Resolution, c: Card) -> None:
    """The monster `c` (this object), special summoned by the resolving effect, is banished when it leaves the field
    (「ソウル・シザー」): a replacement left on it while it stays there."""
    ref = (c.idx, c.oid)

    def leaves(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        return (ev.card == ref[0] and d.cards[ref[0]].oid == ref[1] and ev.src == int(Zone.MONSTERS)
                and ev.dst not in (int(Zone.BANISHED), int(Zone.MONSTERS)))

    res.duel.linger(res.card, res.player, Effect(Kind.REPLACEMENT, when=leaves, instead=banish_instead,
                                                 text_en="banished when it leaves the field",
                                                 text_ja="フィールドから離れた場合に除外される"),
                    res.cause, turns=None, while_there=c)

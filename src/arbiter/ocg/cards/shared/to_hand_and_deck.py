"""Returning cards to the hand and to the deck."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import answered_link, ctx_of, takeable
from arbiter.ocg.cards.shared.events import TO_GRAVE, from_field_to_grave
from arbiter.ocg.cards.shared.resolving import alive, ask_up_to
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.turn_log import destroyed_this_turn
from arbiter.ocg.choice_purposes import RETURN_TO_DECK, TO_DECK_TOP, TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


def to_deck_top(res: Resolution) -> None:
    res.duel.to_deck(res.targets(), res.cause, where="top")


def destroyed_to_deck_top(res: Resolution) -> None:
    """The card the event that set this off destroyed goes on top of its owner's deck, if it is still in the
    graveyard (「ジャッカルの聖戦士」, 「有翼賢者ファルコス」)."""
    c = res.duel.cards[res.link.events[0].card]
    if c.zone is Zone.GRAVE:
        res.duel.to_deck([c], res.cause, "top")


def attacked_by_survivor(ctx: Ctx, ev: Event) -> bool:
    """The damage calculation of an attack on this card whose attacker the battle did not destroy: one it destroyed
    waits in its zone for the graveyard, with nothing to return (「幻影の壁」, 「ケルベク」)."""
    att = ctx.duel.attack
    return ev.amount == ctx.card.idx and att is not None and (att[0], att[1]) not in ctx.duel.doomed


def attacker_back(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    if att is not None and d.cards[att[0]].oid == att[1] and d.cards[att[0]].zone is Zone.MONSTERS:
        d.to_hand([d.cards[att[0]]], res.cause)


def self_to_hand(res: Resolution) -> None:
    if alive(res) and res.card.on_field:
        res.duel.to_hand([res.card], res.cause)


def targets_to_hand(res: Resolution) -> None:
    res.duel.to_hand([c for c in res.targets() if c.zone is Zone.GRAVE], res.cause)


def battle_dead(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.owner == ctx.player and destroyed_this_turn(ctx.duel, c)


def self_back_to_hand(res: Resolution) -> None:
    if alive(res) and res.card.zone is Zone.GRAVE:
        res.duel.to_hand([res.card], res.cause)


def add_one(cands: Callable[[Ctx], list[Card]]) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        cs = cands(ctx_of(res))
        if cs:
            with deck_searched(res.duel, res.player, False):  # shuffled after, where the card came from the deck
                res.duel.to_hand([res.ask_cards(cs, purpose=TO_HAND)], res.cause)

    return op


def own_activation_of(kind: str) -> Callable[[Ctx], bool]:
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or link.player != ctx.player:
            return False
        d = ctx.duel
        return d.cards[link.card].data.kind == kind and d.link_effect(link).kind is A

    return cond


def capture(kind: str, ja: str) -> Callable[[Resolution], None]:
    """The trap's resolution leaves an effect behind on the chained card (`Duel.linger`): it answers that card
    going from the field to the graveyard wherever the trap is by then (banished from the graveyard, say), and
    ends once the card has left the field."""
    def op(res: Resolution) -> None:
        link = answered_link(ctx_of(res))
        if link is None:
            return
        d = res.duel
        chained = d.cards[link.card]
        ref = (chained.idx, chained.oid)
        backs: list[Effect] = []

        def back(r: Resolution) -> None:
            for e in backs:
                r.duel.end_lingering(e)
            c = r.duel.cards[ref[0]]
            if c.zone is Zone.GRAVE:
                r.duel.to_hand([c], r.cause)

        for k in ("sent", "destroyed"):
            backs.append(Effect(T, back, trigger=k, self_trigger=False,
                                when=lambda ctx, ev: (ev.card, ev.oid) == ref and from_field_to_grave(ctx, ev),
                                text_en=f"return the {kind} card to your hand", text_ja=f"その{ja}カードを手札に戻す"))
            d.linger(res.card, res.player, backs[-1], res.cause, turns=None, while_there=chained)

    return op


def capturer(passcode: int, kind: str, ja: str) -> None:
    """Declare a trap chained to its own player's `kind` ("spell" or "trap") card, discarding 1 card as cost: when
    that card is sent to the graveyard, it returns to its owner's hand."""
    define(passcode,
           Effect(A, capture(kind, ja), cost=Cost(discard=1), condition=own_activation_of(kind),
                  text_en=f"when the chained {kind} card is sent to the graveyard, return it to your hand",
                  text_ja=f"チェーン発動した{ja}カードが墓地へ送られた時、手札に戻す"))


def _returnable(ctx: Ctx, where: Callable[[Card], bool], player: int = -1) -> list[Card]:
    return takeable(ctx, where, Zone.DECK, "to_deck", player)


def to_top(where: Callable[[Card], bool], opponent_chooses: bool = False) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        cands = _returnable(ctx_of(res), where)
        if cands:
            c = res.ask_cards(cands, player=res.opponent if opponent_chooses else -1, purpose=TO_DECK_TOP)
            res.duel.to_deck([c], res.cause, "top")

    return op


def has_in_grave(where: Callable[[Card], bool], n: int = 1) -> Callable[[Ctx], bool]:
    return lambda ctx: len(_returnable(ctx, where)) >= n


def tribute_and_return(pick: Callable[[Ctx, Card], bool], where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        ctx = ctx_of(res)
        cands = _returnable(ctx, lambda c: pick(ctx, c))
        if cands:
            d.to_deck([res.ask_cards(cands, purpose=RETURN_TO_DECK)], res.cause, where)

    return op


def tribute_return_effect(pick: Callable[[Ctx, Card], bool], dest: str, en: str, ja: str) -> Effect:
    def needs(ctx: Ctx) -> bool:
        return bool(_returnable(ctx, lambda c: pick(ctx, c)))

    return Effect(Kind.IGNITION, tribute_and_return(pick, dest), asks=True, cost=Cost(self_to="tribute"),
                  needs=needs, text_en=f"tribute this card: return {en} to the {dest} of your deck",
                  text_ja=f"このカードを生け贄に捧げ、{ja}をデッキの一番{'上' if dest == 'top' else '下'}に戻す")


# taken from its player's own graveyard (`tribute_return_effect`): the words say so, as a refused pick quotes them
BATTLE_DEAD_EN = "a monster of your graveyard destroyed by battle this turn"
BATTLE_DEAD_JA = "自分の墓地にあるこのターン戦闘で破壊されたモンスター"


def self_to_deck(where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        if alive(res) and res.card.zone is Zone.GRAVE:
            res.duel.to_deck([res.card], res.cause, where)

    return op


def back_to_deck(dest: str, when: Callable[[Ctx, Event], bool]) -> tuple[Effect, ...]:
    return tuple(Effect(T, self_to_deck(dest), trigger=k, when=when,
                        text_en=f"return this card to the deck ({dest})", text_ja="このカードをデッキに戻す")
                 for k in TO_GRAVE)


def targets_to_deck(where: str) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        res.duel.to_deck([c for c in res.targets() if c.zone is Zone.GRAVE], res.cause, where)

    return op


def choose_n_to_deck(where: Callable[[Card], bool], n: int, least: int, dest: str = "shuffle",
                      both: bool = False) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        ctx = ctx_of(res)
        cands = _returnable(ctx, where) + (_returnable(ctx, where, res.opponent) if both else [])
        picks = ask_up_to(res, cands, n, at_least=min(least, len(cands)))
        d.to_deck(picks, res.cause, dest)

    return op


# Equip spells that go back on top of the deck when sent to the graveyard.
def self_top(res: Resolution) -> None:
    self_to_deck("top")(res)


def to_deck_instead(ctx: Ctx, ev: Event) -> Event:
    """A replacement's "it goes to its owner's deck instead" (a fusion monster to the fusion deck):
    「グレイヴ・キーパー」, 「輪廻転生」; the deck is shuffled by the card's own effect applied at once."""
    c = ctx.duel.cards[ev.card]
    return dataclasses.replace(ev, dst=int(Zone.EXTRA if c.base.is_extra else Zone.DECK))


def top_or_bottom(res: Resolution, player: int) -> None:
    """The resolving player looks at the top card of `player`'s deck and puts it back on the top or at the bottom
    (「黒蠍－逃げ足のチック」, 「磨破羅魏」)."""
    d = res.duel
    deck = d.players[player].deck
    if not deck:
        return
    c = d.cards[deck[-1]]
    opts = [Option("top", "top", label_en="top", label_ja="一番上"),
            Option("bottom", "bottom", label_en="bottom", label_ja="一番下")]
    if res.ask(opts, "select", prompt_en="top or bottom?", prompt_ja="一番上か一番下か").kind == "bottom":
        d.put_on_bottom(c)

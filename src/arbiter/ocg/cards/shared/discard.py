"""Discarding from the hand: at random or chosen, and the cards that answer a discard."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import chained_link, destroy_itself, targets_this
from arbiter.ocg.cards.shared.events import battle_damage_by_me, caused_by_opponent, discarded_by_effect
from arbiter.ocg.cards.shared.zones import cards_in_hand, look_at_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DISCARD, Purpose
from arbiter.ocg.effects import Condition, Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER
NOT_OWN_HAND = Why("a player discards only cards of their own hand", "捨てるのは、そのプレイヤー自身の手札のカードだけ")


def own_hand_refusal(d: Duel, player: int) -> Callable[[Card], str]:
    """Why a card is none of `player`'s hand that a discard chooses from: it is not in that hand ("" where it is: the
    question then names no reason of its own)."""
    return lambda c: "" if c.idx in d.players[player].hand else NOT_OWN_HAND


def discard(res: Resolution, cards: list[Card]) -> list[Card]:
    """Discard these cards from their hands by this effect (a discard, not a cost)."""
    d = res.duel
    done: list[Card] = []
    for p in (0, 1):
        mine = [c.idx for c in cards if c.zone is Zone.HAND and c.idx in d.players[p].hand]
        if mine:
            done += d.discard(mine, res.cause)
    return [c for c in cards if c in done]


def discard_random(res: Resolution, player: int, n: int) -> list[Card]:
    """`player` discards n cards of their hand at random (the duel's own RNG)."""
    d = res.duel
    hand = cards_in_hand(d, player)
    picked: list[Card] = []
    for _ in range(min(n, len(hand))):
        picked.append(hand.pop(d.rng.below(len(hand))))
    return discard(res, picked)


def choose_cards(res: Resolution, cands: list[Card], n: int, chooser: int = -1, upto: bool = False,
                 kind: str = "select", why: Callable[[Card], str] | None = None,
                 purpose: Purpose | None = None, told_apart: bool = False) -> list[Card]:
    """`chooser` picks n of `cands` one at a time (fewer if fewer exist; with `upto` they may stop); `why`: what
    says why a card is none of them (`Resolution.ask_cards`); `purpose`: what the cards are for (a question of
    kind "discard" says it discards without one); copies in a deck are one option at each question, the next once
    one is picked, unless `told_apart` (`Resolution.ask`)."""
    picked: list[Card] = []
    rest = list(cands)
    said = purpose if purpose is not None or kind != "discard" else DISCARD
    while rest and len(picked) < n:
        # what the cards are for (「暗黒界の取引」's read only "choose for ..."), one of several also which of them
        # it is: the hand changes between them, the count does not show
        asked = said if said is None or upto else said.nth(len(picked) + 1, n)
        if upto:
            opts = [res.duel.card_option(kind, c.idx) for c in rest]
            opts.append(Option("no", "no", label_en="no more", label_ja="選択を終える"))
            o = res.ask(opts, kind, chooser, why=why, purpose=asked, told_apart=told_apart)
            if o.kind == "no":
                break
            c = res.duel.cards[o.card]
        else:
            c = res.ask_cards(rest, kind, chooser, why, purpose=asked, told_apart=told_apart)
        picked.append(c)
        rest.remove(c)
    return picked


def discard_chosen(res: Resolution, player: int, n: int, chooser: int = -1, cands: list[Card] | None = None,
                   upto: bool = False) -> list[Card]:
    """`player` discards n cards of their hand (or of `cands`), picked by `chooser` (default: player)."""
    pool = cards_in_hand(res.duel, player) if cands is None else cands
    picked = choose_cards(res, pool, n, player if chooser < 0 else chooser, upto, "discard",
                          own_hand_refusal(res.duel, player) if cands is None else None)
    return discard(res, picked)


def discard_one_seen(res: Resolution) -> None:
    """Look at the opponent's hand and discard 1 card of it, the resolving player's pick (「押収」, 「盗人の煙玉」)."""
    discard_chosen(res, res.opponent, 1, chooser=res.player, cands=look_at_hand(res, res.opponent))


def send_from_hand(res: Resolution, cards: list[Card]) -> list[Card]:
    """Send cards from the hand to the graveyard: the event "sent", which is not a discard (R004-152)."""
    d = res.duel
    done = [c for c in cards if c.zone is Zone.HAND]
    d.send_to_grave([c.idx for c in done], res.cause, "sent")
    return [c for c in done if c.zone is not Zone.HAND]


def dark_world(op: Operation, *, opponent_only: bool = False, target: TargetSpec | None = None,
                asks: bool = True, needs: Condition | None = None, text_en: str, text_ja: str) -> Effect:
    """The mandatory trigger of a 「暗黒界」 monster discarded from the hand by another card's effect (R004-136/137);
    `needs`: what it must be able to do to be activated (`common.room_for_itself` for one that only summons itself:
    with no summon possible it would do nothing, R004-007)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        return discarded_by_effect(ctx, ev) and (not opponent_only or caused_by_opponent(ctx, ev))
    return Effect(T, op, trigger="discarded", when=when, target=target, asks=asks, needs=needs, text_en=text_en,
                  text_ja=text_ja)


def has_hand(p_of: str) -> Condition:
    def needs(ctx: Ctx) -> bool:
        d = ctx.duel
        if p_of == "opp":
            return bool(d.players[ctx.opponent].hand)
        if p_of == "own":
            return any(i != ctx.card.idx for i in d.players[ctx.player].hand)
        return bool(d.players[0].hand or d.players[1].hand)
    return needs


def opp_discards_random(n: int) -> Operation:
    def op(res: Resolution) -> None:
        discard_random(res, res.opponent, n)
    return op


def battle_discard(n: int, direct: bool = False, text_en: str = "", text_ja: str = "",
                    condition: Condition | None = None) -> Effect:
    """Battle damage by this monster makes the opponent discard n at random: not activated while their hand is
    empty, as it would discard nothing (R004-007, R004-010: 「シルフィード」's reading)."""
    return Effect(T, opp_discards_random(n), trigger="damage", when=battle_damage_by_me(direct), self_trigger=False,
                  does=Does.OPP_HAND,
                  condition=condition, needs=has_hand("opp"),
                  text_en=text_en or f"the opponent discards {n} card(s) at random",
                  text_ja=text_ja or f"相手は手札をランダムに{n}枚捨てる")


# Destroyed when targeted: the moment an effect that targets this face-up card is activated (its chain link is
# added), this card is destroyed, with no chain link of its own.
DESTROYED_WHEN_TARGETED = Effect(
    Kind.AT_ONCE, destroy_itself, trigger="chained", self_trigger=False,
    when=lambda ctx, ev: (link := chained_link(ctx, ev)) is not None and targets_this(ctx, link),
    text_en="targeted by an effect: this card is destroyed", text_ja="効果の対象になった時、このカードは破壊される")


DECLARABLE_ATTRIBUTES = ("EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK")
# why an Attribute is no answer where an effect has several declared, each a different one (「地殻変動」)
DECLARED_ALREADY = Why("that Attribute is already declared: each one declared is a different one",
                       "その属性はすでに宣言している（宣言する属性はそれぞれ異なる）")
DECLARABLE_TYPES = ("Warrior", "Spellcaster", "Fairy", "Fiend", "Zombie", "Machine", "Aqua", "Pyro", "Rock",
                    "Winged Beast", "Plant", "Insect", "Thunder", "Dragon", "Beast", "Beast-Warrior", "Dinosaur",
                    "Fish", "Sea Serpent", "Reptile")


def discard_named(res: Resolution, p: int) -> bool:
    """Player p discards every card of their hand with the name declared on activation; whether they held one."""
    code = int(res.link.declared)
    named = [c for c in cards_in_hand(res.duel, p) if is_named(c, code)]
    discard(res, named)
    return bool(named)


# Both hands and the field sent to the graveyard (sent, not discarded), all but one card maybe.
def send_everything(res: Resolution, keep: int = -1) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        send_from_hand(res, cards_in_hand(d, p))
    d.send_to_grave([c.idx for p in (d.tp, 1 - d.tp) for c in d.field_cards(p) if c.idx != keep], res.cause, "sent")

"""Helpers that cards in several files share: search."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.common import DISCARD_SELF, battle_to_grave
from arbiter.ocg.cards.shared.draw_gain import ask_many, pile_of, self_on_field
from arbiter.ocg.effects import Condition, Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.lasting import Control
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


def destroy_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.destroy([res.card], res.cause)


Pred = Callable[[Card], bool]


def deck_has(pred: Pred, player: str = "self") -> Condition:
    def check(ctx: Ctx) -> bool:
        p = ctx.player if player == "self" else ctx.opponent
        return bool(pile_of(ctx, p, Zone.DECK, pred))
    return check


def search(res: Resolution, pred: Pred, player: int = -1, zones: tuple[Zone, ...] = (Zone.DECK,),
           then_shuffle: bool = False) -> Card | None:
    """`player` adds 1 card that fits from their deck to their hand; the deck is shuffled after it is
    looked through (the rule shuffle, R004-100). `then_shuffle`: the card's own text shuffles "then", as a
    step of the effect, so the add is not the last thing the effect did (★ R004-099, reading (a))."""
    d = res.duel
    p = res.player if player < 0 else player
    found = [c for z in zones for c in pile_of(res, p, z, pred)]
    if not found:
        if Zone.DECK in zones:
            d.shuffle_deck(p)
        return None
    c = res.ask_cards(found, "select", p)
    d.to_hand([c], res.cause)
    if then_shuffle:
        d.next_thing()
    if Zone.DECK in zones:
        d.shuffle_deck(p)
    return c


def search_op(pred: Pred, then_shuffle: bool = False) -> Operation:
    def op(res: Resolution) -> None:
        search(res, pred, then_shuffle=then_shuffle)
    return op


def named(*codes: int) -> Pred:
    return lambda c: is_named(c, *codes)


def ritual_monster(c: Card) -> bool:
    return c.data.is_monster and "ritual" in c.data.subtypes


def ritual_spell(c: Card) -> bool:
    return c.data.is_spell and "ritual" in c.data.subtypes


def search_spell(passcode: int, pred: Pred, en: str, ja: str) -> None:
    """A normal spell that adds one card that fits from the deck to the hand."""
    define(passcode, Effect(A, search_op(pred), asks=True, needs=deck_has(pred), text_en=en, text_ja=ja))


def on_summon_search(passcode: int, pred: Pred, en: str, ja: str, kinds: tuple[str, ...] = ("summoned",)) -> None:
    """A monster that may add a card that fits from the deck when it is summoned (normal or flip summoned:
    "summoned"; also special summoned: "special_summoned")."""
    define(passcode, *(Effect(T, search_op(pred), trigger=k, mandatory=False, asks=True, needs=deck_has(pred),
                              text_en=en, text_ja=ja) for k in kinds))


def hand_discard_search(passcode: int, pred: Pred, en: str, ja: str, missing: tuple[str, ...] = (),
                        more: tuple[Effect, ...] = ()) -> None:
    """A monster that is discarded from the hand to add a card that fits from the deck (`more`: its other
    effects; `missing`: what else its text does that is not declared, as for `define`)."""
    def op(res: Resolution) -> None:
        search(res, pred)

    define(passcode, Effect(Kind.IGNITION, op, from_zone=Zone.HAND, cost=DISCARD_SELF, asks=True, needs=deck_has(pred),
                            text_en="discard this card: " + en, text_ja="このカードを捨てて" + ja),
           *more, missing=missing)


def field_spell_on(passcode: int) -> Condition:
    """A face-up field spell of this passcode is on the field (either player's)."""
    def holds(ctx: Ctx) -> bool:
        d = ctx.duel
        return any(pl.field >= 0 and d.cards[pl.field].data.passcode == passcode and d.cards[pl.field].face_up
                   for pl in d.players)
    return holds


def destroyed_without(passcode: int, en: str, ja: str) -> Effect:
    """"This card is destroyed while no 「...」 (a field spell) is on the field"."""
    return Effect(Kind.CONTINUOUS, destroyed_unless=field_spell_on(passcode),
                  text_en=f"destroyed while no {en} is on the field",
                  text_ja=f"フィールド上に「{ja}」が存在しない場合、このカードを破壊する")


def battle_destroyed_search(passcode: int, pred: Pred, en: str, ja: str, mandatory: bool = False,
                            many: bool = False) -> None:
    """A monster that adds a card from the deck when it is destroyed by battle and sent to the graveyard
    (in the damage step, so 「パペット・キング」 cannot answer it: R004-097)."""
    def op(res: Resolution) -> None:
        if not many:
            search(res, pred)
            return
        d = res.duel
        chosen = ask_many(res, pile_of(res, res.player, Zone.DECK, pred))
        d.to_hand(chosen, res.cause)
        d.shuffle_deck(res.player)

    define(passcode, Effect(T, op, trigger="destroyed", when=battle_to_grave, mandatory=mandatory, asks=True,
                            misses_timing=not mandatory, needs=deck_has(pred), text_en=en, text_ja=ja))


NEEDS_ITS_FIELD = (80908502, 12171659, 48675364)  # キャプテン・ゴールド, ゼラディアス, ジェネラルデーモン


def spell_searcher(passcode: int, spell: int, en: str, ja: str) -> None:
    """Declare a monster discarded from the hand to add the spell `spell` (English name `en`, Japanese `ja`) from
    the deck (R004-105); those in NEEDS_ITS_FIELD are also destroyed while that field spell is not on the field."""
    hand_discard_search(passcode, named(spell), f"add {en} from the deck", f"デッキから「{ja}」を手札に加える",
                        more=(destroyed_without(spell, en, ja),) if passcode in NEEDS_ITS_FIELD else ())


def gadget(passcode: int, following: int, en: str, ja: str) -> None:
    """Declare a Gadget: normal or special summoned, it may add the gadget `following` from the deck."""
    on_summon_search(passcode, named(following), f"add {en}", f"「{ja}」を手札に加える",
                     ("summoned", "special_summoned"))

OPP_FACE_UP = TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                         text_ja="相手フィールド上の表側表示モンスター")


def take_targets(until_end: bool, cannot_attack: bool = False) -> Operation:
    """Take control of the targets, until the end phase or for good."""
    def op(res: Resolution) -> None:
        for c in res.targets():
            if res.duel.take_control(c, res.player, res.cause, until_end=until_end) and cannot_attack:
                res.duel.restrict(c, "attack", res.cause)
    return op


def reset_control(res: Resolution) -> None:
    """Every monster goes back to its owner's control; pending returns of control end (a reset)."""
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        for c in d.monsters_of(p):
            if c.ctl != c.owner:
                d.take_control(c, c.owner, res.cause)
    d.end_lasting(Control)


def a_counter(ctx: Ctx, c: Card) -> bool:
    return c.counters.get("Aカウンター", 0) > 0


def hand_taker(passcode: int, races: tuple[str, ...], en: str, ja: str) -> None:
    define(passcode, Effect(Kind.IGNITION, take_targets(True), from_zone=Zone.HAND, cost=DISCARD_SELF,
                            target=TargetSpec(side="opp", face="up", where=lambda ctx, c: c.data.race in races,
                                              text_en=f"an opponent's face-up {en} monster",
                                              text_ja=f"相手の表側表示の{ja}モンスター"),
                            text_en="discard this card: take control of the target until the end phase",
                            text_ja="このカードを捨て、対象のコントロールをエンドフェイズまで得る"))


def give_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.take_control(res.card, res.opponent, res.cause)


def of_attribute(attr: str) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: has_attribute(c, attr)


def charm(res: Resolution) -> None:
    me = res.card
    if me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid:
        for t in res.targets():
            res.duel.take_control(t, res.player, res.cause, while_card=me)


def attribute_charmer(passcode: int, attribute: str, ja: str) -> None:
    """Declare a Charmer: FLIP: take control of a targeted face-up monster of `attribute` the opponent controls while
    this card stays face-up."""
    define(passcode, Effect(Kind.FLIP, charm,
                            target=TargetSpec(side="opp", face="up", where=of_attribute(attribute),
                                              text_en=f"an opponent's face-up {attribute} monster",
                                              text_ja=f"相手の表側表示の{ja}属性モンスター"),
                            text_en="take control of the target", text_ja="対象のコントロールを得る"))


GARDIUS = 48948935
MASK_OF_REMNANTS = 22610082

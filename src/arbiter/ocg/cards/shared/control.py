"""Taking control of the opponent's monsters, and giving control back."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.common import DISCARD_SELF, itself, room
from arbiter.ocg.cards.shared.resolving import alive, self_on_field
from arbiter.ocg.effects import Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# "control of this face-up card cannot change" (「ボタニカル・ライオ」, 「不意打ち又佐」 ...)
KEEPS_ITS_CONTROLLER = Effect(Kind.CONTINUOUS, affects=itself, forbids=("change_control",),
                              text_en="control of it cannot change", text_ja="コントロールを変更する事はできない")


def take_targets(until_end: bool, cannot_attack: bool = False) -> Operation:
    """Take control of the targets, until the end phase or for good."""
    def op(res: Resolution) -> None:
        with res.duel.moving_together(res.cause):
            for c in res.targets():
                if res.duel.take_control(c, res.player, res.cause, until_end=until_end) and cannot_attack:
                    res.duel.restrict(c, "attack", res.cause)
    return op


def reset_control(res: Resolution) -> None:
    """Every monster goes back to its owner's control; pending returns of control end (`Duel.return_to_owners`)."""
    res.duel.return_to_owners(res.cause)


def can_take(res: Resolution, c: Card) -> bool:
    """Whether `c` could come over to the resolving player now: a free monster zone of theirs, and a monster whose
    control may change. An equip card that takes control (「強奪」) equips only such a monster, else nothing."""
    return res.duel.free_slots(res.player, Zone.MONSTERS) > 0 and not res.duel.forbidden(c, "change_control")


def equip_and_take(res: Resolution) -> None:
    """An equip spell that takes control of the monster it equips (「強奪」, 「堕落」): equipped to its target if that
    monster could come over, it takes it while it equips it. Temporary control (R004-094.11, .12 ○): it piles up on
    the control effects already on the monster and gives it back to where it came from, not a change for good that
    would end theirs (a monster taken back by a second 「強奪」 is the first's again once the second is gone)."""
    c = res.card
    for t in res.targets():
        if alive(res) and c.on_field and can_take(res, t) and res.duel.equip(c, t, res.cause):
            res.duel.take_control(t, res.player, res.cause, while_card=c)


def a_counter(ctx: Ctx, c: Card) -> bool:
    return c.counters.get("Aカウンター", 0) > 0


def hand_taker(passcode: int, races: tuple[str, ...], en: str, ja: str) -> None:
    """Discard this card from the hand: take control of a targeted face-up monster of `races` until the end phase
    (not activated with no free monster zone: the monster taken would have nowhere to go)."""
    define(passcode, Effect(Kind.IGNITION, take_targets(True), from_zone=Zone.HAND, cost=DISCARD_SELF, needs=room,
                            target=TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.race(c) in races,
                                              text_en=f"an opponent's face-up {en} monster",
                                              text_ja=f"相手の表側表示の{ja}モンスター"),
                            text_en="discard this card: take control of the target until the end phase",
                            text_ja="このカードを捨て、対象のコントロールをエンドフェイズまで得る"))


def give_self(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.take_control(res.card, res.opponent, res.cause)


def attribute_is(attr: str) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: has_attribute(c, attr)


def charm(res: Resolution) -> None:
    me = res.card
    if me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid:
        for t in res.targets():
            res.duel.take_control(t, res.player, res.cause, while_card=me)


def attribute_charmer(passcode: int, attribute: str, ja: str) -> None:
    """Declare a Charmer: FLIP: take control of a targeted face-up monster of `attribute` the opponent controls while
    this card stays face-up (not activated with no free monster zone, as `hand_taker`)."""
    define(passcode, Effect(Kind.FLIP, charm, needs=room,
                            target=TargetSpec(side="opp", face="up", where=attribute_is(attribute),
                                              text_en=f"an opponent's face-up {attribute} monster",
                                              text_ja=f"相手の表側表示の{ja}属性モンスター"),
                            text_en="take control of the target", text_ja="対象のコントロールを得る"))

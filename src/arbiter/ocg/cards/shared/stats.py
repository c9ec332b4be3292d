"""ATK and DEF read or set by effects: "?" stats, original ATK, halving, counts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import itself
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Then, Until
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def per_own_named(passcode: int, each: int) -> Callable[[Ctx, Card], int]:
    """ATK for each face-up monster of this name its controller controls."""
    return lambda ctx, c: each * sum(m.face_up and is_named(m, passcode) for m in ctx.duel.monsters_of(c.ctl))


def per_dark_magician_in_graves(ctx: Ctx, c: Card) -> int:
    """300 ATK for each 「ブラック・マジシャン」 and 「マジシャン・オブ・ブラックカオス」 in both graveyards (the two
    Dark Magician Girls)."""
    d = ctx.duel
    return 300 * sum(1 for pl in d.players for i in pl.grave if is_named(d.cards[i], 46986414, 30208479))


def stats_from(value: Callable[[Ctx], int], original: bool = False) -> Effect:
    """A continuous effect that makes this card's ATK and DEF equal to `value` (from "?", i.e. 0): no raise
    (`Effect.becomes`), or, `original`, its text makes that its original ATK and DEF (R004-032,
    `Effect.original_value`)."""
    own, own_ja = ("original ", "元々の") if original else ("", "")
    return Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: value(ctx), defense=lambda ctx, c: value(ctx),
                  original_value=original, becomes=not original, text_en=f"its {own}ATK/DEF are set by its effect",
                  text_ja=f"{own_ja}攻撃力・守備力は効果で決まる")


def banished(d: Duel, p: int, race: str = "") -> int:
    """`p`'s banished cards, or with `race` its banished monsters of that Type; a card banished face-down counts
    as a card, never as a monster of a Type (`Card.hidden`)."""
    return sum(1 for i in d.players[p].banished
               if not race or (d.cards[i].data.kind == "monster" and not d.cards[i].hidden
                               and d.cards[i].data.race == race))


def original_atk(d: Duel, c: Card) -> int | None:
    """The original ATK (`Duel.original_stat`; None for a "?" no effect gives a value)."""
    return d.original_stat(c, True)


def original_def(d: Duel, c: Card) -> int | None:
    return d.original_stat(c, False)


def materials_atk(d: Duel, c: Card) -> int:
    """The total original ATK of the materials this fusion monster's summon counts (`fusion.counted_materials`):
    the original ATK of 「ユーフォロイド・ファイター」 and 「Ｅ－ＨＥＲＯ ダーク・ガイア」."""
    return sum(m.base.atk or 0 for m in fusion.counted_materials(d, c))


def half_up(v: int) -> int:
    """Half a value, a half rounded up (the era's way of halving ATK)."""
    return (v + 1) // 2


def banished_for_atk(per: int) -> Callable[[Resolution], None]:
    """This card gains `per` ATK for each card banished as the cost, until the end of the opponent's next turn
    (「魂を喰らう者 バズー」, 「カオスライダー グスタフ」)."""
    def op(res: Resolution) -> None:
        d = res.duel
        c = res.card
        if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
            d.boost(c, per * len(res.link.cost_cards), 0, res.cause,
                    until=Until(turn=d.next_turn_of(res.opponent)))
    return op


def doubled_for_the_turn(en: str, ja: str) -> Effect:
    """Once a turn in its controller's main phase: this card's ATK becomes twice its original ATK until the end
    of the turn, and this card object is destroyed as that turn's end phase begins (「カラテマン」, 「疫病狼」); turned
    face-down meanwhile, it is a new card for both (as 「リミッター解除」's monsters: docs/uncertain-rulings.md)."""
    def op(res: Resolution) -> None:
        d, me = res.duel, res.card
        if me.zone is not Zone.MONSTERS or not me.face_up:
            return
        orig = original_atk(d, me)
        if orig is not None:
            d.set_stat(me, True, 2 * orig, res.cause)
        d.at_end_phase(me, Then.DESTROY, res.cause, face_up=True)
    return Effect(Kind.IGNITION, op, once_per_turn=True, text_en=en, text_ja=ja)

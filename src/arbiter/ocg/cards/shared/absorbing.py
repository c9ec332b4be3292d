"""Monsters that absorb an opponent's monster as an equip card and take its ATK and DEF."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.shared.monster_equips import battle_substitute, battles_itself, held_monsters
from arbiter.ocg.cards.shared.resolving import held_as
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def equipped_monster(d: Duel, me: Card) -> Card | None:
    """The monster this card equipped to itself by its own effect: a monster another effect equipped to it
    (「ブレイン・ジャッカー」) gives it no ATK/DEF, no shield, and leaves room for one of its own."""
    held = held_monsters(d, me)
    return held[0] if held else None


def can_absorb(ctx: Ctx) -> bool:
    c = ctx.card
    return c.zone is Zone.MONSTERS and c.face_up and equipped_monster(ctx.duel, c) is None \
        and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0


def absorb(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if not held_as(res):
        return
    for c in res.targets():
        if equipped_monster(d, me) is None:
            d.equip(c, me, res.cause, res.player)


def absorbed_atk(ctx: Ctx, c: Card) -> int:
    e = equipped_monster(ctx.duel, ctx.card)
    return (e.data.atk or 0) - (ctx.card.data.atk or 0) if e is not None else 0


def absorbed_def(ctx: Ctx, c: Card) -> int:
    e = equipped_monster(ctx.duel, ctx.card)
    return (e.data.def_ or 0) - (ctx.card.data.def_ or 0) if e is not None else 0


ABSORB = Effect(Kind.IGNITION, absorb, condition=can_absorb, once_per_turn=True, holds_monsters=True,
                 target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                   text_ja="相手フィールド上のモンスター"),
                 text_en="equip the target to this card", text_ja="対象はこのカードの装備カード扱いになる")


ABSORBED_SHIELD = battle_substitute(battles_itself, lambda ctx: equipped_monster(ctx.duel, ctx.card))


# values its own text makes its ATK/DEF, not raises (`becomes`: 「あまのじゃくの呪い」 leaves them)
ABSORBED_STATS = Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=absorbed_atk,
                         defense=absorbed_def, becomes=True, text_en="ATK/DEF become the equipped monster's",
                         text_ja="攻撃力・守備力は装備したモンスターと同じになる")

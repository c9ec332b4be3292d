"""Field and continuous spells: their activation and the ATK and DEF they give."""

from __future__ import annotations

from arbiter.ocg.cards.common import nothing
from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.state import Card

A = Kind.ACTIVATE
C = Kind.CONTINUOUS


# the activation of a field or continuous spell whose effects apply while it stays face-up
ACTIVATE = Effect(A, nothing, text_en="activate", text_ja="発動")


def by_race(up: tuple[str, ...], amount: int, en: str, ja: str, down: tuple[str, ...] = ()) -> Effect:
    """A field spell's continuous effect: face-up monsters of the `up` Types gain `amount` ATK and DEF (those of the
    `down` Types lose as much)."""
    def value(ctx: Ctx, c: Card) -> int:
        return amount if ctx.duel.race(c) in up else -amount

    return Effect(C, affects=lambda ctx, c: face_up_monster(c) and ctx.duel.race(c) in up + down, atk=value,
                  defense=value, text_en=en, text_ja=ja)


def by_attribute(attribute: str, atk: int, defense: int, ja: str) -> Effect:
    """A field spell's continuous effect: face-up monsters of this Attribute gain `atk` ATK and `defense` DEF."""
    return Effect(C, affects=lambda ctx, c: face_up_monster(c) and c.data.attribute == attribute,
                  atk=lambda ctx, c: atk, defense=lambda ctx, c: defense,
                  text_en=f"{attribute} monsters: {atk:+} ATK, {defense:+} DEF",
                  text_ja=f"{ja}属性モンスターの攻撃力{atk:+}、守備力{defense:+}")

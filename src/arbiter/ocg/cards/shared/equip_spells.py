"""Helpers that cards in several files share: equip spells."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.shared.returning import equip_spell
from arbiter.ocg.effects import Ctx, Effect
from arbiter.ocg.state import Zone


def of_race(race: str, en: str, ja: str) -> Effect:
    """The activation of an equip spell that equips only a monster of this Type."""
    return equip_spell(lambda ctx, c: ctx.duel.race(c) == race, f"a face-up {en} monster", f"表側表示の{ja}モンスター")


def of_attribute(attribute: str, ja: str) -> Effect:
    """The activation of an equip spell that equips only a monster of this Attribute."""
    return equip_spell(lambda ctx, c: c.data.attribute == attribute, f"a face-up {attribute} monster",
                       f"表側表示の{ja}属性モンスター")


def from_spell_zone_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)

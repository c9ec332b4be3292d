"""Monsters that count as two tributes."""

from __future__ import annotations

from arbiter.ocg.carddata import attribute_ja
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import has_attribute
from arbiter.ocg.state import Card


def doubles(attribute: str, normal_only: bool = False) -> Effect:
    def fits(ctx: Ctx, summoned: Card) -> bool:
        return has_attribute(summoned, attribute) and (not normal_only or summoned.data.is_normal_monster)

    kind_en = " normal" if normal_only else ""
    kind_ja = "通常" if normal_only else ""
    return Effect(Kind.CONTINUOUS, double_tribute=fits,
                  text_en=f"counts as two tributes for the tribute summon of a {attribute}{kind_en} monster",
                  text_ja=f"{attribute_ja(attribute)}属性の{kind_ja}モンスターの生け贄召喚では２体分の生け贄にできる")

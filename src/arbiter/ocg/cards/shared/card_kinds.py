"""Predicates on cards: monster, spell and trap cards, archetypes by name, Types, Attributes, levels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.effects import Ctx, Resolution
from arbiter.ocg.names import attributes_of, has_attribute, name_begins, name_includes
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def is_hero(c: Card) -> bool:
    """An 「Ｅ・ＨＥＲＯ」 card."""
    return name_includes(c, "Ｅ・ＨＥＲＯ")


def face_up_heroes(ctx: Ctx | Resolution) -> int:
    """How many face-up 「Ｅ・ＨＥＲＯ」 monsters its player controls (「Ｅ・ＨＥＲＯ レディ・オブ・ファイア」,
    「Ｒ－ライトジャスティス」)."""
    return sum(c.face_up and is_hero(c) for c in ctx.duel.monsters_of(ctx.player))


ATTRIBUTES = ("EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK")  # those a player may name (「地殻変動」)


def zombie(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Zombie"


def level_of(c: Card) -> int:
    return c.data.level or 0


def race_as_it_left(d: Duel, c: Card) -> str | None:
    """The Type a monster that left the field this turn had there (「ＤＮＡ改造手術」's counts), wherever it went (a
    「宝玉獣」 kept as a spell too), as a card asks that watches a monster on the field destroyed; the printed one
    where no such record is kept."""
    left = d.as_it_left(c)
    return left.race if left is not None else c.data.race


def attributes_as_it_left(d: Duel, c: Card) -> tuple[str, ...]:
    """The Attributes a monster that left the field this turn had there (「錬金生物 ホムンクルス」's
    choice, 「ＤＮＡ移植手術」's), as `race_as_it_left`; its own ones where no such record is kept."""
    left = d.as_it_left(c)
    return left.attributes if left is not None else attributes_of(c)


def roid(c: Card) -> bool:
    return c.data.is_monster and name_includes(c, "ロイド")


def continuous_spell(c: Card) -> bool:
    return c.data.is_spell and "continuous" in c.data.subtypes


def is_monster_card(c: Card) -> bool:
    return c.data.is_monster


def is_spell_card(c: Card) -> bool:
    return c.data.is_spell


def is_trap_card(c: Card, subtype: str | None = None) -> bool:
    """A trap card (of `subtype`: "continuous", "counter" ...), a face-up trap monster too: on the field it is still
    the trap card it is printed as (`Card.trap_monster`), of that card's subtype (its data as a monster has none)."""
    data = c.base if c.trap_monster else c.data
    return data.is_trap and (subtype is None or subtype in data.subtypes)


def a_traps_effect(ctx: Ctx, c: Card, src: Card, player: int) -> bool:
    """An `Effect.unaffected_by` for "unaffected by trap effects" (「天下人 紫炎」, 「Ｅ・ＨＥＲＯ ワイルドマン」):
    the card whose effect it is is a trap card now, a face-up trap monster too (`is_trap_card`: its effects are a
    trap card's as well as a monster's)."""
    return is_trap_card(src)


def dark_monster(ctx: Ctx, c: Card) -> bool:
    """A DARK monster card (a card filter: the costs and counts of 「ダーク・クリエイター」, 「終わりの始まり」,
    「究極宝玉神 レインボー・ダーク・ドラゴン」, the Chaos monsters' procedure)."""
    return c.data.is_monster and has_attribute(c, "DARK")


def face_up_monster(c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up


def is_destiny_hero(c: Card) -> bool:
    """An 「Ｄ－ＨＥＲＯ」 monster."""
    return c.data.kind == "monster" and name_includes(c, "Ｄ－ＨＥＲＯ")


def is_neo_spacian(c: Card) -> bool:
    """An 「Ｎ」 (Neo-Spacian) monster: its name begins with 「Ｎ・」 (「Ｘ・Ｅ・Ｎ・Ｏ」, with those letters inside its
    name, is none)."""
    return c.data.is_monster and name_begins(c, "Ｎ・")


def is_ancient_gear(c: Card) -> bool:
    """An 「アンティーク・ギア」 monster: its name, read with its ruby, holds アンティーク・ギア (古代の機械..., and
    「古代の歯車」, whose whole name reads so)."""
    return c.data.is_monster and name_includes(c, "古代の機械", "古代の歯車", "アンティーク・ギア")

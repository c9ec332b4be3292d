"""The Chaos monsters of the era, 「カオス・ソルジャー －開闢の使者－」 and 「カオス・ソーサラー」: their procedure."""

from __future__ import annotations

from arbiter.ocg.cards.shared.card_kinds import dark_monster
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind
from arbiter.ocg.names import has_attribute
from arbiter.ocg.state import Card


def _light(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "LIGHT")


# the procedure of 「カオス・ソルジャー －開闢の使者－」 and 「カオス・ソーサラー」
LIGHT_AND_DARK = Effect(Kind.PROCEDURE, cost=Cost(banish_grave=2, one_each=(_light, dark_monster)),
                        text_en="special summon from the hand; cost: banish a LIGHT and a DARK monster "
                                "from your graveyard",
                        text_ja="手札から特殊召喚：自分の墓地から光属性・闇属性モンスターを各１体除外する")


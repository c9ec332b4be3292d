"""The continuous spell cards whose English name begins with a digit or another sign."""

from __future__ import annotations

from arbiter.ocg.cards.shared.draw import sanctuary_blocks
from arbiter.ocg.cards.shared.events import from_field_to_grave
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.zones import field_of
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define

A = Kind.ACTIVATE
T = Kind.TRIGGER


# ７ / 7 (continuous spell): when you have 3 face-up 「７」, draw 3 and destroy every 「７」 (checked as one
# resolves); once this card goes from the field to the graveyard (destroyed too, by its own effect as well),
# gain 700 LP (not once its activation was negated: `from_field_to_grave`).
def _seven(res: Resolution) -> None:
    d = res.duel
    sevens = [c for c in field_of(res, res.player) if is_named(c, 67048711) and c.face_up and c.active]
    if len(sevens) >= 3 and not sanctuary_blocks(d, res.player):
        d.draw(res.player, 3, res.cause)
        d.next_thing()  # "then" (その後): the destruction is a step of its own
        d.destroy(sevens, res.cause)


define(67048711, Effect(A, _seven, does=Does.SPELLS_TRAPS | Does.SPELLS_ONLY,
                        text_en="with 3 face-up 7s: draw 3 and destroy them",
                        text_ja="「７」が３枚揃った時、３枚ドローし「７」を全て破壊する"),
       *(Effect(T, gain_op(700), trigger=k,
                when=from_field_to_grave,
                text_en="sent from the field to the graveyard: gain 700 LP",
                text_ja="フィールドから墓地へ送られた時、７００ライフポイント回復する") for k in ("destroyed", "sent")),
       numbering=(1, 2, 2))

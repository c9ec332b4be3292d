"""The equip spell cards whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats
from arbiter.ocg.cards.shared.events import from_field_to_grave
from arbiter.ocg.cards.shared.to_hand_and_deck import self_top
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

T = Kind.TRIGGER

# 一角獣のホーン / Horn of the Unicorn: +700 ATK/DEF; when it is sent from the field to the graveyard, it
# returns to the top of the deck.
define(64047146, equip_spell(), equip_stats(700, 700),
       *(Effect(T, self_top, trigger=k, when=from_field_to_grave, text_en="return this card to the top of the deck",
                text_ja="このカードをデッキの一番上に戻す") for k in ("destroyed", "sent")))

# 光の角 / Horn of Light: +800 DEF; when it is sent from the field to the graveyard, you can pay 500 LP
# (the cost) to return it to the top of the deck.
define(38552107, equip_spell(), equip_stats(0, 800),
       *(Effect(T, self_top, trigger=k, when=from_field_to_grave, cost=Cost(lp=500), mandatory=False,
                misses_timing=True, needs=lambda ctx: ctx.duel.players[ctx.player].lp >= 500,
                text_en="pay 500 LP: return this card to the top of the deck",
                text_ja="５００ライフポイントを払い、このカードをデッキの一番上に戻す") for k in ("destroyed", "sent")))

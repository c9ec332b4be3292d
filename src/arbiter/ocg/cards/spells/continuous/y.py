"""The continuous spell cards whose English name begins with Y."""

from __future__ import annotations

from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.cards.shared.field_spells import ACTIVATE
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

C = Kind.CONTINUOUS

# カオス・シールド / Yellow Luster Shield: the monsters you control gain 300 DEF.
define(4542651, ACTIVATE,
       Effect(C, affects=lambda ctx, c: face_up_monster(c) and c.ctl == ctx.player, defense=lambda ctx, c: 300,
              text_en="your monsters +300 DEF", text_ja="自分フィールド上のモンスターの守備力３００アップ"))

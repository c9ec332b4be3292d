"""The field spell cards whose English name begins with H."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import HARPIE_LADY, SPELL_TRAP, destroy_targets
from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_race
from arbiter.ocg.cards.shared.passcodes import HARPIE_LADY_SISTERS
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define


# ハーピィの狩場 / Harpies' Hunting Ground (field spell): Winged Beast monsters gain 200 ATK and DEF; when a player
# normal or special summons 「ハーピィ・レディ」 or 「ハーピィ・レディ三姉妹」, that player (whoever controls this card)
# must target a spell or trap card on the field (this one too) and destroy it; Harpies summoned together set it off
# once (R004-055: one summon of several monsters is one event).
def _harpie_arrives(ctx: Ctx, ev: Event) -> bool:
    if not ctx.card.active or ev.card < 0 or ev.detail == "flip":
        return False
    return is_named(ctx.duel.cards[ev.card], HARPIE_LADY, HARPIE_LADY_SISTERS)


define(75782277, ACTIVATE,
       by_race(("Winged Beast",), 200, "Winged Beast monsters +200 ATK/DEF",
               "鳥獣族モンスターの攻撃力・守備力２００アップ"),
       *(Effect(Kind.TRIGGER, destroy_targets, trigger=k, self_trigger=False, when=_harpie_arrives,
                together=True, trigger_player=lambda ctx, ev: ev.player,
                target=dataclasses.replace(SPELL_TRAP, allow_self=True),
                text_en="a Harpie Lady or Harpie Lady Sisters is summoned: its summoner destroys a targeted spell or "
                        "trap card",
                text_ja="「ハーピィ・レディ三姉妹」か「ハーピィ・レディ」の召喚・特殊召喚を行ったプレイヤーが、"
                        "場の魔法・罠カード１枚を対象に取って破壊する")
         for k in ("summoned", "special_summoned")),
       numbering=(0, 1, 2, 2))

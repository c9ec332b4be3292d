"""The effects of the flip monsters a monster destroys by battle, negated (「ツインヘッド・ケルベロス」)."""

from __future__ import annotations

from arbiter.ocg.effects import Condition, Effect, Kind


def negates_flips_it_destroys(condition: Condition, en: str, ja: str) -> Effect:
    """While this face-up monster's `condition` holds, the effects of a flip monster it destroys by battle are
    negated (`Effect.battle_silences`, narrowed by `Effect.silences_only`): the flip effect that attack set off,
    activated while the monster waits in its zone to be destroyed at the end of the damage step, is negated as it
    resolves, and in the graveyard it activates nothing (「エーリアン・グレイ」's draw), as for
    「ジェノサイドキングデーモン」."""
    return Effect(Kind.CONTINUOUS, battle_silences=True, silences_only=lambda ctx, c: c.data.is_flip and condition(ctx),
                  text_en=en, text_ja=ja)

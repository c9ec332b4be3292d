"""The continuous trap cards whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.turn_log import summoned_this_turn
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

# 王宮の勅命 / Imperial Order (continuous trap): while it is face-up and active, the effects of every
# spell card on the field are negated (the spells can still be activated). In each of its controller's standby
# phases they pay 700 LP, or decline and it is destroyed (the era text: 自分のスタンバイフェイズ毎; a
# maintenance cost, `maintenance`; the later text's "both players' standby phases" is not this era's:
# docs/uncertain-rulings.md).
define(61740673, bare_activation(),
       Effect(Kind.CONTINUOUS, negates="spell", affects=lambda ctx, c: c.on_field,
              text_en="negate the effects of all spell cards on the field",
              text_ja="フィールドの魔法カードの効果を無効にする"),
       maintenance(700))


# メサイアの蟻地獄 / Infinite Dismissal: at the end phase of each turn, the Level 3 or lower monsters normal or flip
# summoned that turn are destroyed: as the cards they are now (one banished and returned to the field since, by
# 「亜空間物質転送装置」, is a new card that was not summoned: `summoned_this_turn`).
def _summoned_small(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (0, 1) for c in d.monsters_of(p)
            if c.face_up and d.level(c) <= 3 and summoned_this_turn(d, c, ("summon", "flip_summon"))]


def _dismissal(res: Resolution) -> None:
    res.duel.destroy(_summoned_small(res), res.cause)


define(54109233, bare_activation(),
       Effect(Kind.TRIGGER, _dismissal, trigger="phase", self_trigger=False, when=phase_of("end", None),
              needs=lambda ctx: bool(_summoned_small(ctx)), does=Does.DESTROY | Does.MONSTERS,
              text_en="the end phase: destroy the Level 3 or lower monsters normal or flip summoned this turn",
              text_ja="エンドフェイズ時、このターン召喚・反転召喚されたレベル３以下のモンスターを破壊する"))

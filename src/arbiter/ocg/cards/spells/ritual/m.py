"""The ritual spell cards whose English name begins with M."""

from __future__ import annotations

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.common import may_take
from arbiter.ocg.cards.shared.rituals import rite_effect
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import has_attribute, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.ritual import Rite
from arbiter.ocg.state import Zone


# 機械天使の儀式 / Machine Angel Ritual: ritual summon a 「サイバー・エンジェル」 ritual monster, tributing Levels that
# reach its Level; and while this card is in your graveyard, when a LIGHT monster you control would be destroyed by
# battle or by a card effect, you may banish this card instead.
def _light_destroyed(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card] if ev.card >= 0 else None
    # not while it could not be banished from there (「王家の眠る谷－ネクロバレー」 keeps it: `may_take`)
    return (ctx.card.zone is Zone.GRAVE and ev.kind == "destroyed" and c is not None and c.zone is Zone.MONSTERS
            and c.face_up and c.ctl == ctx.player and ev.cause.reason in (Reason.BATTLE, Reason.EFFECT)
            and has_attribute(c, "LIGHT") and may_take(ctx, ctx.card, Zone.BANISHED, "banished"))


def _banish_instead(ctx: Ctx, ev: Event) -> Event | None:
    ctx.duel.banish([ctx.card], Cause(ctx.player, Reason.EFFECT, ctx.card.idx))
    return None


define(39996157, rite_effect(Rite(lambda c: name_includes(c, "サイバー・エンジェル")),
                             "ritual summon a Cyber Angel ritual monster",
                             "儀式モンスターの「サイバー・エンジェル」を儀式召喚する"),
       Effect(Kind.REPLACEMENT, when=_light_destroyed, instead=_banish_instead, from_zone=Zone.GRAVE, mandatory=False,
              text_en="a LIGHT monster you control would be destroyed: banish this card from the graveyard instead",
              text_ja="自分の光属性モンスターが破壊される時（戦闘・効果）、その代わりとして墓地のこのカードを除外できる"))

"""The field spell cards whose English name begins with P."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.archfiends import is_archfiend
from arbiter.ocg.cards.shared.search import Pred, deck_has, search
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

T = Kind.TRIGGER


# 万魔殿－悪魔の巣窟－ / Pandemonium (field spell): 「デーモン」 monsters pay no LP in the standby phase; when an
# 「デーモン」 monster is destroyed and sent to the graveyard other than by battle, its owner may add an 「デーモン」
# monster of a lower level from the deck: that player, not the field spell's controller, activates the search. An
# optional "when" effect, it misses the timing of a destruction that is not the last thing done.
def _pandemonium_when(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card]
    return (ctx.card.active and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is not Reason.BATTLE and is_archfiend(c))


def _lower_archfiend(lost: Card) -> Pred:
    lv = lost.data.level or 0
    return lambda c: is_archfiend(c) and (c.data.level or 0) < lv


def _pandemonium(res: Resolution) -> None:
    lost = res.duel.cards[res.link.events[0].card]
    search(res, _lower_archfiend(lost), lost.owner)


define(94585852, bare_activation(lambda res: None),
       Effect(Kind.CONTINUOUS, waives_upkeep=True,
              affects=lambda ctx, c: ctx.card.active and c.zone is Zone.MONSTERS and is_archfiend(c),
              text_en="Archfiend monsters pay no LP in the standby phase",
              text_ja="「デーモン」モンスターのスタンバイフェイズのライフ支払いは不要になる"),
       Effect(T, _pandemonium, trigger="destroyed", self_trigger=False, when=_pandemonium_when, mandatory=False,
              misses_timing=True, trigger_player=lambda ctx, ev: ctx.duel.cards[ev.card].owner, asks=True,
              # its player is the destroyed card's owner, whose deck the search looks through
              needs=lambda ctx: any(deck_has(_lower_archfiend(ctx.duel.cards[ev.card]))(ctx) for ev in ctx.events),
              text_en="an Archfiend was destroyed: its owner adds a lower-Level Archfiend",
              text_ja="「デーモン」が破壊された時、持ち主はそれよりレベルの低い「デーモン」を手札に加える"))

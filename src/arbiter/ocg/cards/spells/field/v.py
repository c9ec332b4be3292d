"""The field spell cards whose English name begins with V."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.counters import VENOM, is_venom, venom_check, venom_victims
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

T = Kind.TRIGGER


# ヴェノム・スワンプ / Venom Swamp (field spell): at the end phase of each turn, put 1 venom counter on every
# face-up monster except the 「ヴェノム」 monsters; each venom counter lowers a monster's ATK by 500; a
# monster whose ATK becomes 0 by this effect is destroyed (not one whose ATK was 0 already): also one its counters
# (put there before it was activated) bring to 0 as its activation resolves, and one they bring to 0 once a raise
# ends (docs/uncertain-rulings.md).
def _swamp_prey(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
            if c.face_up and not is_venom(c) and not d.unaffected(c, ctx.card, ctx.player)]


def _swamp_end(res: Resolution) -> None:
    d = res.duel
    for c in _swamp_prey(res):
        d.add_counter(c, VENOM, 1, res.cause)
    venom_check(res)


def _swamp_activated(res: Resolution) -> None:
    # the ATK loss begins to apply: measured against the ATK each monster has without it, every other change
    # counted (one at 0 without it does not become 0 by it), not the printed ATK
    venom_check(res)


def _end_phase(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "end" and ctx.card.active


define(54306223, bare_activation(_swamp_activated, does=Does.MONSTERS),
        # with no monster to take a counter it has nothing to do and is not activated (R004-007)
        Effect(T, _swamp_end, does=Does.MONSTERS, trigger="phase", when=_end_phase, self_trigger=False,
               needs=lambda ctx: bool(_swamp_prey(ctx)),
               text_en="put 1 venom counter on every face-up non-Venom monster",
               text_ja="ヴェノム以外の表側表示モンスター全てにヴェノムカウンターを１つ置く"),
        # whatever else brings a monster to 0 under the loss (a raise that ends) is seen between steps
        Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and bool(c.counters.get(VENOM)),
               atk=lambda ctx, c: -500 * c.counters.get(VENOM, 0),
               destroys=lambda ctx: venom_victims(ctx.duel, ctx.effect),
               text_en="-500 ATK per venom counter", text_ja="ヴェノムカウンター１つにつき攻撃力５００ダウン"))

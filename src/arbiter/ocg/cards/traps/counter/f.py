"""The counter trap cards whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE


# キックバック / Forced Back (counter trap): negate a normal or flip summon and return the monster to its
# owner's hand. Its summon never happened, so it did not return "from the field" (R004-110): the move is
# its own kind of event, which the cards above do not answer.
def _summoning(ctx: Ctx) -> bool:
    return any(e.kind == "summoning" and e.detail in ("normal", "flip") for e in ctx.events)


def _forced_back(res: Resolution) -> None:
    d = res.duel
    for e in res.link.events:
        if e.kind == "summoning":
            c = d.cards[e.card]
            if c.zone is Zone.MONSTERS:
                d.to_hand([c], res.cause, kind="summon_negated")


define(43340443, Effect(A, _forced_back, condition=_summoning, negates_summon=True,
                        text_en="negate the summon and return the monster to the hand",
                        text_ja="召喚・反転召喚を無効にし、そのモンスターを持ち主の手札に戻す"))

"""The gemini monsters whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.special_summons import summon
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

BLAZEWING_BUTTERFLY = 16984449


# 炎妖蝶ウィルプス / Blazewing Butterfly: gemini summoned, tribute it (the cost) to special summon a targeted gemini
# monster of your graveyard other than 「炎妖蝶ウィルプス」; that monster is treated as gemini summoned (its
# effects apply: `Duel.note_summon(..., "gemini")`).
def _wake_gemini(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for t in res.targets():
            if summon(res, t) and t.zone is Zone.MONSTERS and t.face_up:
                d.note_summon(t, "gemini")


define(BLAZEWING_BUTTERFLY, Effect(
    Kind.IGNITION, _wake_gemini, cost=Cost(self_to="tribute"), asks=True,
    target=grave_target(lambda ctx, c: "gemini" in c.data.subtypes and not is_named(c, BLAZEWING_BUTTERFLY),
                        "a gemini monster in your graveyard", "自分の墓地のデュアルモンスター"),
    text_en="tribute this card: special summon the target; it becomes an effect monster",
    text_ja="このカードを生け贄に捧げ、対象を特殊召喚する。そのモンスターは再度召喚された状態になる"))

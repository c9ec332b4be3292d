"""The Duel Masters cross gears of the darkness civilization."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import destroys_another_instead, in_battle
from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef
from arbiter.dm.pipeline import still_there
from arbiter.dm.registry import define
from arbiter.kernel.events import Event


def _soul_bringer_watches(d: Duel, c: Card, ev: Event) -> bool:
    return ev.kind == "destroy" and in_battle(c) and c.gear_on == ev.card and still_there(d, ev)


SOUL_BRINGER = define(CardDef(
    "soul_bringer", "影武者 ソウル・ブリンガー", "Kagemusha Sōru Buringā", "cross_gear", ("darkness",), 2,
    races=("サムライ",), gear_power=2000,
    replacements=(destroys_another_instead("own", "destroys another of its player's creatures instead",
                                           "かわりに自分の他のクリーチャーを1体破壊する", _soul_bringer_watches),),
    aliases=("影武者 ソウルブリンガー",),
    summary="Cross gear; the crossed creature gets +2000 power. When that creature would be destroyed, you may "
            "destroy another of your creatures instead.",
    summary_ja="クロスギア。クロスされたクリーチャーのパワーは+2000。そのクリーチャーが破壊される時、かわりに自"
               "分の別のクリーチャーを1体破壊してもよい。"))

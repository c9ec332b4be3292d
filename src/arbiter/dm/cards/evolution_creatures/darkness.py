"""The Duel Masters evolution creatures of the darkness civilization."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import destroyed_self, destroys_another_instead
from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef
from arbiter.dm.registry import define
from arbiter.kernel.events import Event


def _skull_moon_watches(d: Duel, c: Card, ev: Event) -> bool:
    return destroyed_self(d, c, ev)


SKULL_MOON = define(CardDef(
    "skull_moon", "神羅スカル・ムーン", "Shinra Sukaru Mūn", "evolution", ("darkness",), 8, 12000,
    ("ルナティック・エンペラー", "ダークロード"), breaker=3, evolves_from=lambda base: base.kind == "evolution",
    evolves_on=("an evolution creature", "進化クリーチャー"),
    replacements=(destroys_another_instead("opponent", "destroys an opponent's creature instead",
                                           "かわりに相手のクリーチャーを1体破壊する", _skull_moon_watches,
                                           lenient=True),),
    summary="Ultimate evolution (on one of your evolution creatures). Triple breaker. When it would be destroyed, "
            "you may destroy one of the opponent's creatures instead.",
    summary_ja="究極進化（自分の進化クリーチャー1体の上に）。T・ブレイカー。破壊される時、かわりに相手のクリーチャ"
               "ーを1体破壊してもよい。"))

"""The Duel Masters creatures of the light civilization."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import destroyed_self, in_battle, leaving, pays_to_stay, stays_instead
from arbiter.dm.duel import Duel
from arbiter.dm.model import SF_BLOCKER, SHIELD_FORCE, Card, CardDef
from arbiter.dm.pipeline import still_there
from arbiter.dm.registry import define
from arbiter.kernel.events import Event


def leaving_self(d: Duel, c: Card, ev: Event) -> bool:
    return leaving(ev) and ev.card == c.idx and in_battle(c) and still_there(d, ev)


PERFECT_GALAXY = define(CardDef(
    "perfect_galaxy", "不滅の精霊パーフェクト・ギャラクシー", "Fumetsu no Seirei Pāfekuto Gyarakushī", "creature",
    ("light",), 7, 9000, ("エンジェル・コマンド",), breaker=2, keywords=frozenset({SHIELD_FORCE, SF_BLOCKER}),
    replacements=(stays_instead(lambda d, c, ev: leaving_self(d, c, ev) and d.sf_active(c),
                                "Shield Force: stays instead of leaving the battle zone",
                                "シールド・フォース：バトルゾーンを離れずにとどまる"),),
    summary="Double breaker. Shield Force: while its shield remains it is a blocker, and when it would leave the "
            "battle zone it stays instead.",
    summary_ja="W・ブレイカー。シールド・フォース：そのシールドがある間、ブロッカーになり、バトルゾーンを離れる時、"
               "かわりにとどまる。"))

SHAN_BELL = define(CardDef(
    "shan_bell", "光器シャン・ベル", "Kōki Shan Beru", "creature", ("light",), 4, 3000, ("メカ・デル・ソル",),
    replacements=(pays_to_stay(destroyed_self, lambda df: df.is_creature and "light" in df.civs,
                               "choose a light creature to discard", "捨てる光のクリーチャーを選ぶ",
                               "discards a light creature instead of going to the graveyard",
                               "墓地に置くかわりに光のクリーチャーを1体手札から捨てる"),),
    provisional="not found outside the seed: civilization, race, cost and power are assumed (light, from 光器); "
                "the replacement is the one the seed quotes",
    summary="(Provisional) When it would be destroyed, you may discard a light creature from your hand instead "
            "(it stays).",
    summary_ja="（暫定）破壊される時、かわりに手札から光のクリーチャーを1体捨ててもよい（これはとどまる）。"))

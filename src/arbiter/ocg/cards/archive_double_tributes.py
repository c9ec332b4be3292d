"""Seed 004: monsters that may count as two tributes for a tribute summon (R004-001.18 to R004-001.26).

Each declares `double_tribute`: the summoned monsters it doubles for. The summoning player decides by
choosing it: one such monster alone pays for a monster that needs two tributes, and it may still be one of
several ordinary tributes. 「ジェルエンデュオ」 (R004-001.24) is declared with its other effects in
archive_monsters.
"""

from __future__ import annotations

from arbiter.ocg.carddata import attribute_ja
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card


def _doubles(attribute: str, normal_only: bool = False) -> Effect:
    def fits(ctx: Ctx, summoned: Card) -> bool:
        return has_attribute(summoned, attribute) and (not normal_only or summoned.data.is_normal_monster)

    kind_en = " normal" if normal_only else ""
    kind_ja = "通常" if normal_only else ""
    return Effect(Kind.CONTINUOUS, double_tribute=fits,
                  text_en=f"counts as two tributes for the tribute summon of a {attribute}{kind_en} monster",
                  text_ja=f"{attribute_ja(attribute)}属性の{kind_ja}モンスターの生け贄召喚では２体分の生け贄にできる")


define(17444133, _doubles("LIGHT"))  # カイザー・シーホース / Kaiser Sea Horse
define(44436472, _doubles("DARK"))  # ダブルコストン / Double Coston
define(92084010, _doubles("WATER"))  # ヒゲアンコウ / Unshaven Angler
define(38479725, _doubles("EARTH"))  # トロイホース / The Trojan Horse
define(15090429, _doubles("WIND"))  # 暴風小僧 / Whirlwind Prodigy
define(41089128, _doubles("FIRE"))  # 炎を支配する者 / Flame Ruler
define(54766667, _doubles("LIGHT", normal_only=True))  # ホーリーフレーム / Light Effigy
define(81755371, _doubles("DARK", normal_only=True))  # ダークフレーム / Dark Effigy

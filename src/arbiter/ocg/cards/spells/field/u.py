"""The field spell cards whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.common import nothing
from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

# ウォーターワールド / Umiiruka: WATER monsters gain 500 ATK and lose 400 DEF.
define(82999629, ACTIVATE, by_attribute("WATER", 500, -400, "水"))

A = Kind.ACTIVATE

# 海 / Umi: fish, sea serpents, thunder and aqua monsters gain 200 ATK and DEF; machines and pyros lose
# 200.
UMI_UP = ("Fish", "Sea Serpent", "Thunder", "Aqua")
UMI_DOWN = ("Machine", "Pyro")


def _umi(ctx: Ctx, m: Card) -> int:
    return 200 if m.data.race in UMI_UP else -200


define(22702055,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, m: m.data.race in UMI_UP + UMI_DOWN, atk=_umi, defense=_umi,
              text_en="fish, sea serpents, thunder and aqua +200 ATK/DEF; machines and pyros -200",
              text_ja="魚族・海竜族・雷族・水族は攻守２００アップ、機械族・炎族は攻守２００ダウン"))

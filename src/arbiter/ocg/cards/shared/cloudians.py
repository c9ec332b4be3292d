"""The 「雲魔物」 (Cloudian) monsters: what most of them share, and their Fog Counters."""

from __future__ import annotations

from arbiter.ocg.cards.common import itself
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import name_includes
from arbiter.ocg.state import Card, Pos, Zone

FOG = "フォッグカウンター"


def is_cloudian(c: Card) -> bool:
    return c.data.is_monster and name_includes(c, "雲魔物")


def _not_in_defense(ctx: Ctx) -> bool:
    return ctx.card.pos is not Pos.DEFENSE


def _cloudians_on_field(ctx: Ctx | Resolution) -> int:
    d = ctx.duel
    return sum(1 for p in (0, 1) for m in d.monsters_of(p) if m.face_up and is_cloudian(m))


def _fog_up(res: Resolution) -> None:
    c = res.card
    n = _cloudians_on_field(res)
    if n and c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.add_counter(c, FOG, n, res.cause)


# Cloudians: battle does not destroy them, and one face-up in defense position is destroyed.
CLOUDIAN = (Effect(Kind.CONTINUOUS, affects=itself, battle_proof=True, text_en="not destroyed by battle",
                   text_ja="戦闘では破壊されない"),
            Effect(Kind.CONTINUOUS, destroyed_unless=_not_in_defense,
                   text_en="destroyed while it is in face-up defense position",
                   text_ja="表側守備表示の場合、このカードを破壊する"))
# One Fog Counter for each 「雲魔物」 monster on the field, placed on it as it is normal summoned.
FOG_ON_SUMMON = Effect(Kind.TRIGGER, _fog_up, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                       text_en="normal summoned: it gets one Fog Counter per Cloudian monster on the field",
                       text_ja="召喚時：フィールドの「雲魔物」１体につきフォッグカウンター１つを自身に置く")

"""The fusion monsters whose English name begins with O."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import own_event
from arbiter.ocg.cards.shared.notes import mark_face_up, marked_face_up
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind, Operation, Resolution
from arbiter.ocg.names import data_name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

OJAMA_GREEN, OJAMA_YELLOW, OJAMA_BLACK = 12482652, 42941100, 79335209


# おジャマ・ナイト / Ojama Knight, おジャマ・キング / Ojama King: while it is face-up on the field, up to 2 (the King:
# 3) unused monster zones of the opponent's, designated by its controller as it turns face-up (no chain link), cannot
# be used. Turned face-down and face-up again, it is a new card: it designates zones anew, its earlier ones free; so
# does one an effect returns face-up to the field from the banished zone (「亜空間物質転送装置」). The lock is a
# continuous effect of the face-up monster: while its effects are negated (「スキルドレイン」) the zones are usable.
ZONE_USED = Why("that zone of the opponent's is in use (a monster there, or designated already)",
                "相手のそのゾーンは使用中（モンスターがいるか、すでに指定している）")


def _ojama_zones(most: int) -> Operation:
    def op(res: Resolution) -> None:
        d, me = res.duel, res.card
        if me.zone is not Zone.MONSTERS or not me.face_up or marked_face_up(d, "ojama_zones", me):
            return
        mark_face_up(d, "ojama_zones", me)
        opp = res.opponent
        picked: set[int] = set()  # (its own picks: not among the blocked slots while its effects are negated)
        for _ in range(most):
            off = d.blocked_slots(opp, Zone.MONSTERS) | picked
            zones = [(Option(f"zone:{s + 1}", "zone", arg=s, label_en=f"the opponent's zone {s + 1}",
                             label_ja=f"相手のゾーン{s + 1}"), i < 0 and s not in off)
                     for s, i in enumerate(d.players[opp].monsters)]
            free = [z for z, ok in zones if ok]
            if not free:
                return
            o = res.ask([*free, Option("no", "no", label_en="no more zones", label_ja="指定を終える")],
                        "zone", res.player, "designate an unused monster zone of the opponent's",
                        "使用していない相手のモンスターゾーンを指定する",
                        closed=[(z, lambda: ZONE_USED) for z, ok in zones if not ok])
            if o.kind == "no":
                return
            d.block_zone(opp, Zone.MONSTERS, o.arg, me, face_up=True, live=True)
            picked.add(o.arg)
    return op


def _zone_lock(most: int) -> tuple[Effect, ...]:
    # (designated even while its effects are negated: the zones are unusable once the negation ends)
    return tuple(Effect(Kind.AT_ONCE, _ojama_zones(most), trigger=k, when=own_event, asks=True,
                        does=Does.OTHER, despite_negation=True,
                        text_en=f"while face-up, up to {most} unused monster zones of the opponent's cannot be used",
                        text_ja=f"表側の間、相手の空いたモンスターゾーン最大{most}ヵ所を使用不可に")
                 for k in ("special_summoned", "flipped", "returned"))


def _ojama(cd: CardData) -> bool:
    return data_name_includes(cd, "おジャマ")


fusion.materials(40391316, _ojama, _ojama)
define(40391316, *_zone_lock(2), numbering=(1, 1, 1))

fusion.materials(90140980, OJAMA_GREEN, OJAMA_YELLOW, OJAMA_BLACK)
define(90140980, *_zone_lock(3), numbering=(1, 1, 1))

"""Monsters of which a player can control only one face-up (「墓守の長」, 「アマゾネスペット虎」): another is neither
normal, flip nor special summoned while one is face-up there (one tributed for its summon has left: the summon is
read without it), and one that turns up there otherwise is destroyed (the one its controller has had the longest
stays)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.lasting import Control
from arbiter.ocg.names import is_named
from arbiter.ocg.summon_conditions import SpecialCheck, SummonIf

if TYPE_CHECKING:
    from arbiter.ocg.continuous import Stamp
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.state import Card


def face_up_of(d: Duel, p: int, passcode: int, but: Card | None = None, gone: frozenset[int] = frozenset()
               ) -> list[Card]:
    """The face-up monsters of this passcode `p` controls (other than `but`, and those `gone`: tributed for the
    summon that is checked)."""
    return [m for m in d.monsters_of(p)
            if m.face_up and is_named(m, passcode) and m is not but and m.idx not in gone]


def _controlled_since(d: Duel, m: Card) -> Stamp:
    """Since when its controller has had the monster face-up: its arrival, or the last change of control."""
    return max((d.stamp_of(m), *(r.since for r in d.lasting.of(Control) if r.card == (m.idx, m.oid))))


def only_one(passcode: int, text_en: str, text_ja: str) -> tuple[Effect, SummonIf, SpecialCheck]:
    """The continuous effect (a later face-up one is destroyed), and the `summon_if` / `special_by` checks. Each
    reads one field, that of the player who controls or would control the monster (the texts say 自分フィールド):
    a normal or flip summon's summoner, who holds the card (not the turn player: 「血の代償」 in the opponent's
    battle phase), and the player a special summon puts it in front of (not the effect's: 「ミス・リバイブ」)."""
    def first(ctx: Ctx) -> bool:
        d, me = ctx.duel, ctx.card
        return not any(_controlled_since(d, m) < _controlled_since(d, me) for m in face_up_of(d, me.ctl, passcode, me))

    return (Effect(Kind.CONTINUOUS, destroyed_unless=first, text_en=text_en, text_ja=text_ja),
            lambda d, c, gone: not face_up_of(d, c.ctl, passcode, c, gone),
            lambda d, c, cause, kind, to: not face_up_of(d, to, passcode, c))

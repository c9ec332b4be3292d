"""The continuous trap cards whose English name begins with L."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import ctx_of, nothing
from arbiter.ocg.cards.shared.chain import imprisoning_mirror
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.zones import face_up_monsters
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone

if TYPE_CHECKING:
    pass

A = Kind.ACTIVATE
T = Kind.TRIGGER


def lp_paid_by_turn(d: object, player: int) -> dict[int, list[int]]:
    """The life points `player` paid as costs, payment by payment, for each turn (read from the log)."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    out: dict[int, list[int]] = {}
    turn = d.turn
    for e in reversed(d.log):
        if e.kind == "turn":
            t = e.args[0]
            assert isinstance(t, int)
            turn = t - 1
        elif e.kind == "pay" and e.args[0] == player:
            n = e.args[1]
            assert isinstance(n, int)
            out.setdefault(turn, []).insert(0, n)
    return out


# 生命吸収装置 / Life Absorbing Machine (continuous trap): in your standby phase, gain half of each payment
# of LP you made in your last turn, payment by payment (R004-092).
def _last_turn_payments(ctx: Ctx) -> list[int]:
    return lp_paid_by_turn(ctx.duel, ctx.player).get(ctx.duel.turn - 2, [])


def _absorb(res: Resolution) -> None:
    for n in _last_turn_payments(ctx_of(res)):
        if n // 2:
            res.duel.gain_lp(res.player, n // 2, res.cause)


define(14318794, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _absorb, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.active
              and bool(_last_turn_payments(ctx)),
              text_en="gain half of each LP payment of your last turn",
              text_ja="前の自分のターンに払ったライフポイントの半分を回復する"))


# レベル制限Ａ地区 / Level Limit - Area A (continuous trap): face-up Level 3 or lower monsters on the field are in
# attack position (turned at once, and kept there).
define(54976796, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and ctx.duel.level(c) <= 3,
              position=Pos.ATTACK, forbids=("change_position",),
              text_en="face-up Level 3 or lower monsters are in attack position",
              text_ja="表側表示のレベル３以下のモンスターは全て攻撃表示になる"))


# 閃光を吸い込むマジック・ミラー / Light-Imprisoning Mirror: while it is face-up, the effects of LIGHT monsters
# activated on the field or in the graveyard are negated.
define(53341729, Effect(A, nothing, text_en="activate", text_ja="発動"), imprisoning_mirror("LIGHT"))


# 悪夢の迷宮 / Labyrinth of Nightmare: at each end phase, every face-up monster the turn player controls changes
# its battle position.
def _labyrinth(res: Resolution) -> None:
    d = res.duel
    for c in face_up_monsters(res, d.tp):
        d.set_position(c, Pos.DEFENSE if c.pos is Pos.ATTACK else Pos.ATTACK, res.cause)


define(66526672, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _labyrinth, trigger="phase", self_trigger=False, when=phase_of("end", None),
              needs=lambda ctx: bool(face_up_monsters(ctx, ctx.duel.tp)),
              text_en="each end phase: change the positions of the turn player's face-up monsters",
              text_ja="各エンドフェイズ時、ターンプレイヤーの表側表示モンスター全ての表示形式を変更する"))

"""The continuous trap cards whose English name begins with L."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation, bind, bound, ctx_of
from arbiter.ocg.cards.shared.chain import imprisoning_mirror
from arbiter.ocg.cards.shared.discard import discard_chosen
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.zones import face_up_monsters
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

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
        if half_up(n):
            res.duel.gain_lp(res.player, half_up(n), res.cause)


define(14318794, bare_activation(),
       Effect(T, _absorb, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.active
              and bool(_last_turn_payments(ctx)),
              text_en="gain half of each LP payment of your last turn",
              text_ja="自分の前のターンに支払ったライフの半分だけ回復する"))


# レベル制限Ａ地区 / Level Limit - Area A (continuous trap): face-up Level 3 or lower monsters on the field are in
# attack position (turned at once, and kept there).
define(54976796, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and ctx.duel.level(c) <= 3,
              position=Pos.ATTACK, forbids=("change_position",),
              text_en="face-up Level 3 or lower monsters are in attack position",
              text_ja="表側表示でレベル３以下のモンスターは、全部攻撃表示になる"))


# 閃光を吸い込むマジック・ミラー / Light-Imprisoning Mirror: while it is face-up, the effects of LIGHT monsters
# activated on the field or in the graveyard are negated.
define(53341729, bare_activation(), imprisoning_mirror("LIGHT"))


# 悪夢の迷宮 / Labyrinth of Nightmare: at each end phase, every face-up monster the turn player controls changes
# its battle position.
def _labyrinth(res: Resolution) -> None:
    d = res.duel
    d.switch_positions(face_up_monsters(res, d.tp), res.cause)


define(66526672, bare_activation(),
       Effect(T, _labyrinth, trigger="phase", self_trigger=False, when=phase_of("end", None),
              needs=lambda ctx: bool(face_up_monsters(ctx, ctx.duel.tp)),
              text_en="each end phase: change the positions of the turn player's face-up monsters",
              text_ja="エンドフェイズごとに、ターンプレイヤーの表側表示モンスターの表示形式を全て変える"))


# 孤高の格闘家 / Lone Wolf: only while the one monster you control is 「格闘ねずみ チュー助」, 「モンク・ファイター」 or
# 「マスターモンク」 (face-up); while this card stays face-up, that monster (the one there as it resolves, until it
# turns face-down) survives every battle and ignores the opponent's monster effects.
_FIGHTERS = (8508055, 3810071, 49814180)


def _lone_fighter(ctx: Ctx) -> Card | None:
    mine = ctx.duel.monsters_of(ctx.player)
    return mine[0] if len(mine) == 1 and mine[0].face_up and is_named(mine[0], *_FIGHTERS) else None


def _lone_wolf(res: Resolution) -> None:
    m = _lone_fighter(ctx_of(res))
    if m is not None and res.card.oid == res.link.oid and res.card.on_field:
        bind(res.duel, "lone_wolf", res.card, m, read_by_effects=True)


def _the_wolf(ctx: Ctx, c: Card) -> bool:
    # turned face-down since this card began to apply, the monster is a new card for it: face-up again, it is
    # no longer protected
    d = ctx.duel
    return c in bound(d, "lone_wolf", ctx.card) and c.face_up and d.stamp_of(c)[0] <= d.stamp_of(ctx.card)[0]


define(82452993, Effect(A, _lone_wolf, condition=lambda ctx: _lone_fighter(ctx) is not None,
                        text_en="your lone fighter is protected", text_ja="孤高の格闘家を守る"),
       Effect(Kind.CONTINUOUS, affects=_the_wolf, battle_proof=True,
              unaffected_by=lambda ctx, c, src, p: src.data.is_monster and p != ctx.player,
              text_en="that monster survives every battle and ignores the opponent's monster effects",
              text_ja="そのモンスターは戦闘で破壊されない。また、相手のモンスターの効果を受けない"))


# 削りゆく命 / Life Shaver: you can control only one face-up 「削りゆく命」 (another is not activated meanwhile); at the
# start of each of the opponent's end phases a counter is placed on it (a mandatory trigger); with a counter on it,
# in either player's main or battle phase: send it to the graveyard, then the opponent discards as many cards as
# they can, up to the counters it held, picking them.
LIFE_SHAVER = 38105306
_SHAVE = "カウンター"


def _no_other_shaver(ctx: Ctx) -> bool:
    return not any(c.face_up and c is not ctx.card and is_named(c, LIFE_SHAVER)
                   for c in (ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].spells if i >= 0))


def _notch(res: Resolution) -> None:
    res.duel.add_counter(res.card, _SHAVE, 1, res.cause)


def _shavable(ctx: Ctx) -> bool:
    phase = ctx.duel.phase
    return ctx.card.counters.get(_SHAVE, 0) > 0 and (phase in ("main1", "main2") or phase.startswith("battle"))


def _shave(res: Resolution) -> None:
    d, me = res.duel, res.card
    if res.card.oid != res.link.oid or not me.on_field:
        return
    n = me.counters.get(_SHAVE, 0)
    d.send_to_grave([me.idx], res.cause)
    if me.zone is not Zone.GRAVE:
        return
    hand = len(d.players[res.opponent].hand)
    if min(n, hand):  # "then" (その後): the discard is a step of its own; with no hand to discard, none follows
        d.next_thing()
        discard_chosen(res, res.opponent, min(n, hand), chooser=res.opponent)


define(LIFE_SHAVER, bare_activation(condition=_no_other_shaver),
       Effect(T, _notch, trigger="phase",
              self_trigger=False, when=phase_of("end", False),
              text_en="the opponent's end phase: place a counter on this card",
              text_ja="相手エンドフェイズにこのカードにカウンターを１つ置く"),
       Effect(Kind.QUICK, _shave, does=Does.OPP_HAND, asks=True,
              condition=_shavable,
              text_en="send this card to the graveyard: the opponent discards up to its counters",
              text_ja="このカードを墓地へ送り、相手はカウンターの数まで手札を捨てる"),
       numbering=(1, 2, 3))


# 聖なる輝き / Light of Intervention: while it is face-up, no monster is set face-down: a monster set (by the rules or
# an effect) is placed in face-up defense position instead, and no monster is turned face-down
# (`Effect.face_up_sets`; docs/uncertain-rulings.md).
define(62867251, bare_activation(),
       Effect(Kind.CONTINUOUS, face_up_sets=True,
              text_en="monsters are set in face-up defense position; none turns face-down",
              text_ja="モンスターのセットは表側守備表示で行われ、裏側表示にはできない"))

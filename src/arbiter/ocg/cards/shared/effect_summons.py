"""Normal summons made by an effect from the hand, outside the normal summon of the turn (「血の代償」,
「デュアル・サモナー」, 「決戦の火蓋」): which monsters can be summoned so now, and the summon with its tributes chosen
as it resolves. A face-up summon is bound by the bans and summon locks as the rules' normal summon is
(`legality.summon_allowed`: a lock that reads the field reads it with the tributes gone, 「群雄割拠」); a set is not.
Where the effect's normal summon names no zone, a face-up gemini monster's second summon is one too
(`summonable_again`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.ocg.choice_purposes import NORMAL_SUMMON, NORMAL_SUMMON_OR_SET
from arbiter.ocg.effects import Ctx
from arbiter.ocg.legality import NO_SET, may_set_monster, spend_fewer_grant, tribute_summon_ways
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon import TributeChoice, pay_for_summon, tribute_question, tribute_refusal
from arbiter.ocg.summon_conditions import normal_summonable

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel
    from arbiter.ocg.effects import Resolution


# the ways a monster may be normal summoned or set by its tributes, each with why it cannot be taken now
Ways = list[tuple[Option, Callable[[], str]]]


def tribute_ways(d: Duel, p: int, c: Card, face_up: bool, ways: Ways | None = None) -> list[Option]:
    """The ways `p` can normal summon (`face_up`) or set `c` by now (`legality.tribute_summon_ways`: the usual one
    last; `ways`, where the caller has them already); a set, none where a ban forbids it (`may_set_monster`)."""
    if not face_up and not may_set_monster(d, p, c):
        return []
    if ways is None:
        ways = tribute_summon_ways(d, p, c, Pos.ATTACK if face_up else Pos.SET)
    return [o for o, why in ways if not why()]


def tribute_ways_refusal(d: Duel, p: int, c: Card, face_up: bool) -> str:
    """Why `tribute_ways` offers `p` no way to normal summon (`face_up`) or set `c` now, by its checks: a ban on
    setting it, else the usual way's reason."""
    if not face_up and not may_set_monster(d, p, c):
        return NO_SET
    ways = tribute_summon_ways(d, p, c, Pos.ATTACK if face_up else Pos.SET)
    return ways[-1][1]()  # every way fails: the usual one's reason


def summonable_from_hand(d: Duel, p: int, c: Card, may_set: bool = True) -> bool:
    """Whether `p` could normal summon (or, `may_set`, set) `c` from the hand now, tributes included (not a card that
    may not be normal summoned: 「禁止令」's declared name)."""
    return normal_summonable(c.data) and not d.forbidden(c, "normal_summon") and (
        bool(tribute_ways(d, p, c, True)) or (may_set and bool(tribute_ways(d, p, c, False))))


def hand_summonable(ctx: Ctx, which: Callable[[Card], bool] = lambda c: True, may_set: bool = True) -> list[Card]:
    """The monsters passing `which` in the player's hand that they could normal summon (or, `may_set`, set) now."""
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if which(d.cards[i]) and summonable_from_hand(d, ctx.player, d.cards[i], may_set)]


def summonable_again(ctx: Ctx, which: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    """The face-up gemini monsters passing `which` the player controls, not yet summoned a second time (nor treated
    so), that an effect's normal summon may summon a second time now: none a ban on the summon keeps off, as the
    rules' second summon (`legality.idle_options`)."""
    d, p = ctx.duel, ctx.player
    return [m for m in d.monsters_of(p) if "gemini" in m.data.subtypes and m.face_up and d.dormant(m) and which(m)
            and not d.player_forbidden(p, "summon", monster=m.data) and not d.forbidden(m, "normal_summon")]


def summon_choices(ctx: Ctx, which: Callable[[Card], bool] = lambda c: True, may_set: bool = True,
                   again: bool = False) -> list[Card]:
    """What `summon_one_from_hand` offers: the monsters of the hand passing `which` the player could normal summon
    (or, `may_set`, set) now, then, with `again`, the face-up gemini monsters passing it they may summon a second
    time (`summonable_again`)."""
    return hand_summonable(ctx, which, may_set) + (summonable_again(ctx, which) if again else [])


def summon_one_from_hand(res: Resolution, which: Callable[[Card], bool] = lambda c: True,
                         may_set: bool = True, again: bool = False) -> None:
    """The resolving player normal summons (or, `may_set`, sets) a monster of their hand passing `which`: an extra
    normal summon, chosen with its position (among those allowed) and its tributes while the effect resolves. With
    `again`, a face-up gemini monster of theirs passing `which` may be chosen too, and is summoned a second time
    (`summonable_again`, `Duel.gemini_summon_by_effect`)."""
    d = res.duel
    p = res.player
    cands = summon_choices(Ctx(d, p, res.card, d.link_effect(res.link)), which, may_set, again)
    if not cands:
        return
    c = res.ask_cards(cands, purpose=NORMAL_SUMMON_OR_SET.monster if may_set else NORMAL_SUMMON.monster)
    if c.zone is Zone.MONSTERS:
        d.gemini_summon_by_effect(c, p, res.cause)
        return
    pos = Pos.ATTACK
    if may_set:
        opts: list[Option] = []
        closed: list[tuple[Option, Callable[[], str]]] = []
        for o, face_up in ((Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="summon",
                                   label_ja="召喚"), True),
                           (Option("position:set", "position", arg=int(Pos.SET), label_en="set", label_ja="セット"),
                            False)):
            if tribute_ways(d, p, c, face_up):
                opts.append(o)
            else:
                closed.append((o, partial(tribute_ways_refusal, d, p, c, face_up)))
        pos = Pos(res.ask(opts, "position", prompt_en="summon or set", prompt_ja="召喚かセットか", closed=closed).arg)
    summon_from_hand(res, c, pos)


def summon_from_hand(res: Resolution, c: Card, pos: Pos) -> None:
    """The resolving effect's player normal summons (`pos` face-up attack) or sets `c` from the hand, choosing the
    tribute way and the tributes now by the questions the rules' summon asks (`summon.tribute_question`); a sole way
    open is taken without a question."""
    d = res.duel
    p = res.player
    # once: whether one is open, and why each the first question does not offer is closed (asked before any change)
    ways = tribute_summon_ways(d, p, c, pos)
    if not tribute_ways(d, p, c, pos is not Pos.SET, ways):
        return
    ch = TributeChoice()
    while (asked := tribute_question(d, p, c, pos, ch, ways)) is not None:
        if asked.kind == "fewer_tributes" and len(asked.options) == 1:
            ch = ch.answered(asked.options[0])
            continue
        offered = {o.key for o in asked.options}
        closed = [(o, why) for o, why in ways if o.key not in offered] if asked.kind == "fewer_tributes" else []
        why = partial(tribute_refusal, d, p, c, pos, ch, asked) if asked.kind == "tribute" else None
        ch = ch.answered(res.ask(asked.options, asked.kind, prompt_en=asked.prompt_en, prompt_ja=asked.prompt_ja,
                                 why=why, closed=closed))
    if not pay_for_summon(d, p, c, pos, ch):
        return  # its player paid their last LP: no summon, and the duel ends as this step does
    if ch.by_way and ch.fewer is not None and not ch.also:
        spend_fewer_grant(d, c, ch.fewer)
    d.summon_by_effect(c, p, pos, res.cause, ch.tributes if ch.tributes or ch.lp > 0 else None,
                       ("also_tributes" if ch.also else "fewer_tributes") if ch.by_way else "")

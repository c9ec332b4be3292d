"""The dice Archfiends (seed 004 ●サイコロを使用するカード, R004-015.15-.21).

Each has a maintenance cost (its controller pays LP in each of their standby phases, or it is destroyed:
`archive_chance.maintenance`) and a die against the opponent's effects that target it: when an effect of
a card the opponent controls that targets it is activated, a die is rolled at once, with no chain link of
its own (`Kind.AT_ONCE` on the `chained` event), and on one of the card's numbers that effect is negated
and its card destroyed. (The era's text rolls "when it is processed"; the engine has no moment at the start
of a link's resolution that a card can act in, so the die is rolled as the effect is activated.)

「デスルークデーモン」 is declared in archive_revival.py with these shared pieces.

「ジェノサイドキングデーモン」 is normal or flip summoned only with a face-up 「デーモン」 monster on your field
(`summon_if`); its negation of the effects of the effect monsters it destroys by battle is in its `missing`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.archive_chance import maintenance
from arbiter.ocg.cards.archive_fusion import name_has
from arbiter.ocg.cards.common import SILENCES, ctx_of, itself
from arbiter.ocg.effects import Choice, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel

C = Kind.CONTINUOUS
Guard = Callable[[Ctx, Card], bool]


def is_archfiend(c: Card) -> bool:
    """A monster whose name contains 「デーモン」."""
    return c.data.kind == "monster" and name_has(c, "デーモン")


def _own_archfiend(ctx: Ctx, c: Card) -> bool:
    return is_archfiend(c)


def _opponents_link(ctx: Ctx, ev: Event) -> ChainLink | None:
    """The link just added to the chain, if the opponent of this card's controller activated it."""
    chain = ctx.duel.chain
    link = chain[ev.amount - 1] if 0 < ev.amount <= len(chain) else None
    return link if link is not None and link.player != ctx.card.ctl else None


def _guarded(ctx: Ctx, link: ChainLink, guards: Guard) -> list[Card]:
    """The face-up monsters of this card's controller that the link targets and that the die guards."""
    d = ctx.duel
    out = []
    for i, oid in link.targets:
        c = d.cards[i]
        if c.oid == oid and c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.card.ctl and guards(ctx, c):
            out.append(c)
    return out


def archfiend_die(numbers: tuple[int, ...], guards: Guard = itself) -> Effect:
    """When an opponent's effect that targets a monster `guards` accepts is activated, a die is rolled for
    each such monster (until one hits); on one of `numbers` that effect is negated and its card destroyed."""
    def when(ctx: Ctx, ev: Event) -> bool:
        link = _opponents_link(ctx, ev)
        return link is not None and bool(_guarded(ctx, link, guards))

    def op(res: Resolution) -> None:
        d = res.duel
        ctx = ctx_of(res)
        link = _opponents_link(ctx, res.link.events[0])
        me = res.card.ctl
        if link is None:
            return
        cause = Cause(me, Reason.EFFECT, res.card.idx, res.link.effect)
        for _ in _guarded(ctx, link, guards):
            if link.neg_effect or link.neg_activation:
                return  # another die has negated it already
            if d.roll_die(me, cause) in numbers:
                link.neg_effect = True
                src = d.cards[link.card]
                if src.oid == link.oid:
                    d.destroy([src], cause)

    said = [str(n) for n in numbers]
    return Effect(Kind.AT_ONCE, op, trigger="chained", when=when,
                  text_en=f"targeted by an opponent's effect: roll a die; on {'/'.join(said)} negate that effect "
                          "and destroy its card",
                  text_ja=f"相手のカードの効果の対象になった時サイコロを振り、{'・'.join(said)}が出たらその効果を無効にし"
                          "破壊する")


def archfiend(lp: int, numbers: tuple[int, ...], *more: Effect, guards: Guard = itself) -> tuple[Effect, ...]:
    """An Archfiend's effects in its text's order: the maintenance cost, the die, then its own effects."""
    return maintenance(lp), archfiend_die(numbers, guards), *more


# ダークビショップデーモン / Darkbishop Archfiend: its die guards every 「デーモン」 monster of its controller
# (itself included).
define(35798491, *archfiend(500, (1, 3, 6), guards=_own_archfiend))

# ジェノサイドキングデーモン / Terrorking Archfiend: the dice Archfiends' cost and die; it is normal or flip
# summoned only while its controller has a face-up 「デーモン」 monster; the effects of the effect monsters it
# destroys by battle are negated.
def _archfiend_here(d: Duel, c: Card) -> bool:
    """A face-up 「デーモン」 monster is on its controller's field (what its normal and flip summons need)."""
    return any(m.face_up and m.idx != c.idx and is_archfiend(m) for m in d.monsters_of(c.ctl))


define(35975813, *archfiend(800, (2, 5)), SILENCES, summon_if=_archfiend_here)


# ヘルポーンデーモン / Vilepawn Archfiend: while it is on the field, the opponent cannot attack its
# controller's other 「デーモン」 monsters (those not named 「ヘルポーンデーモン」).
def _pawn_shields(ctx: Ctx, c: Card) -> bool:
    me = ctx.card
    return (me.zone is Zone.MONSTERS and me.face_up and c.zone is Zone.MONSTERS and c.ctl == me.ctl
            and c.data.passcode != me.data.passcode and is_archfiend(c))


define(73219648, *archfiend(500, (3,), Effect(
    C, forbids=("be_attacked",), affects=_pawn_shields,
    text_en="the opponent cannot attack your 「デーモン」 monsters other than 「ヘルポーンデーモン」",
    text_ja="相手は同名カード以外の自分の「デーモン」モンスターを攻撃できない")))


# インフェルノクインデーモン / Infernalqueen Archfiend: in each standby phase (either player's), a 「デーモン」
# monster on the field (chosen as it resolves) gains 1000 ATK until the end phase.
def _any_standby(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up


def _archfiends_on_field(res: Resolution) -> list[Card]:
    d = res.duel
    return [c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and is_archfiend(c)]


def _queen_boost(res: Resolution) -> None:
    d = res.duel
    c = d.cards[res.answer] if res.answer >= 0 else None
    if c is not None and c.zone is Zone.MONSTERS and c.face_up:
        d.boost(c, 1000, 0, res.cause)


define(8581705, *archfiend(500, (2, 5), Effect(
    Kind.TRIGGER, _queen_boost, trigger="phase", when=_any_standby, self_trigger=False,
    choice=Choice("card", _archfiends_on_field),
    text_en="each standby phase: a 「デーモン」 monster gains 1000 ATK until the end phase",
    text_ja="スタンバイフェイズ毎に「デーモン」モンスター１体の攻撃力をエンドフェイズまで１０００アップ")))


# シャドウナイトデーモン / Shadowknight Archfiend: the damage it inflicts on the opponent is halved.
def _knight_hits(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "damage" and ev.cause.card == ctx.card.idx and ev.player != ctx.card.ctl


define(9603356, *archfiend(900, (3,), Effect(
    Kind.REPLACEMENT, when=_knight_hits, instead=lambda ctx, ev: dataclasses.replace(ev, amount=ev.amount // 2),
    text_en="the damage it inflicts on the opponent is halved", text_ja="相手に与えるダメージは半分になる")))

# 迅雷の魔王－スカル・デーモン / Skull Archfiend of Lightning
define(61370518, *archfiend(500, (1, 3, 6)))

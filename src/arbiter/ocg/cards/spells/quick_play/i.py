"""The quick-play spell cards whose English name begins with I."""

from __future__ import annotations

from arbiter.kernel.events import Reason
from arbiter.ocg.cards.common import ctx_of, may_take
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import (
    as_many_as_fit,
    ask_face_up,
    summon,
    summonable,
    summonable_now,
)
from arbiter.ocg.cards.shared.zones import deck_of, fitting_monsters_in, grave_of
from arbiter.ocg.choice_purposes import Purpose
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# 地獄の暴走召喚 / Inferno Reckless Summon (quick-play): when a single monster (ATK 1500 at most) is
# special summoned to your field while the opponent controls a face-up monster: special summon from your
# hand, deck and graveyard every monster of its name in attack position; the opponent chooses one of
# their face-up monsters and does the same, each in the face-up position they choose (the text gives the
# position of its own player's monsters only); with more copies than free zones, each player picks theirs.
# It answers the summon in the window right after it (`responds_to`).
def _reckless_summoned(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    evs = [e for e in ctx.events if e.kind == "special_summoned"]
    if len(evs) != 1:
        return []
    c = d.cards[evs[0].card]
    if c.zone is not Zone.MONSTERS or c.ctl != ctx.player or d.atk(c) > 1500:
        return []
    return [c]


def _same_name_everywhere(ctx: Ctx, p: int, like: Card) -> list[Card]:
    """`p`'s copies of `like`'s name in the hand, deck and graveyard, those this effect may take (`may_take`)."""
    return [c for z in (Zone.HAND, Zone.DECK, Zone.GRAVE)
            for c in fitting_monsters_in(ctx, p, z, lambda x: same_name(x, like))
            if may_take(ctx, c, Zone.MONSTERS, "special_summoned")]


def _copies_that_fit(res: Resolution, p: int, like: Card) -> list[Card]:
    """`p`'s copies of the name of `like` that can come: all of them, or, when they are more than `p`'s free zones,
    the ones `p` picks ("as many as possible" names no zone first)."""
    return as_many_as_fit(res, summonable(res, _same_name_everywhere(ctx_of(res), p, like)), p)


_COPIES_SUMMONED = Purpose("whose copies to special summon", "同名モンスターを特殊召喚する")


def _reckless(res: Resolution) -> None:
    d = res.duel
    evs = [e for e in res.link.events if e.kind == "special_summoned"]
    if not evs:
        return
    first = d.cards[evs[0].card]
    # each deck is shuffled after (the activator's first): one a copy left, or one whose player, with a free zone,
    # looked through it for one
    with (deck_searched(d, res.opponent, summon_room(res, res.opponent)),
          deck_searched(d, res.player, summon_room(res))):
        _reckless_summons(res, first)


def _reckless_summons(res: Resolution, first: Card) -> None:
    """The activator's copies come, then the opponent picks a monster of theirs whose copies come."""
    d = res.duel
    with d.moving_together(res.cause):
        for c in _copies_that_fit(res, res.player, first):
            summon(res, c, pos=Pos.ATTACK)
    theirs = [c for c in d.monsters_of(res.opponent) if c.face_up]
    # they choose any of them (one with no copy to come too), but are asked nothing where no one's copy could come
    # (none in their hand, deck or graveyard, or a lock: 「深淵の結界像」): that choice could summon nothing
    if any(summonable_now(res, _same_name_everywhere(ctx_of(res), res.opponent, c), res.opponent)
           for c in theirs):
        pick = res.ask_cards(theirs, player=res.opponent, purpose=_COPIES_SUMMONED.monster)
        with d.moving_together(res.cause):
            for c in _copies_that_fit(res, res.opponent, pick):
                summon(res, c, res.opponent, asker=res.opponent, ask=ask_face_up)


define(12247206, Effect(A, _reckless, condition=lambda ctx: bool(_reckless_summoned(ctx)) and any(
    c.face_up for c in ctx.duel.monsters_of(ctx.opponent)), asks=True, responds_to=("special_summoned",),
    text_en="special summon every copy of the summoned monster; the opponent does the same",
    text_ja="特殊召喚されたモンスターの同名モンスターを可能な限り特殊召喚する。相手も同様"))


# ヘル・テンペスト / Inferno Tempest: when you take 3000 or more battle damage: banish every monster in both
# players' decks and graveyards.
def _big_hit(ctx: Ctx) -> bool:
    return any(e.kind == "damage" and e.cause.reason is Reason.BATTLE and e.player == ctx.player and e.amount >= 3000
               for e in ctx.events)


def _inferno_tempest(res: Resolution) -> None:
    d = res.duel
    gone = [c for p in (res.player, 1 - res.player)
            for c in deck_of(d, p, lambda c: c.data.is_monster) + grave_of(d, p, lambda c: c.data.is_monster)]
    d.banish(gone, res.cause)
    for p in (res.player, 1 - res.player):  # both decks were looked through: both are shuffled after (R004-100)
        d.shuffle_deck(p)


define(14391920, Effect(A, _inferno_tempest, condition=_big_hit, responds_to=("damage",),
                        text_en="banish every monster in both decks and graveyards",
                        text_ja="両者のデッキと墓地にあるモンスターを全部除外する"))

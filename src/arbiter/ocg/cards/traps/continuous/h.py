"""The continuous trap cards whose English name begins with H."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    HARPIE_LADY,
    bare_activation,
    can_special_summon,
    ctx_of,
    room,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.revival import bound_summon
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import as_many_as_fit, summon, summonable
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.turn_log import destroyed_this_turn
from arbiter.ocg.cards.shared.zones import fitting_monsters_in, grave_of
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, one_of_each_copy
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER


def battle_damage_by_own_monster(ctx: Ctx, ev: Event) -> bool:
    """A monster the card's controller controls inflicted battle damage to the opponent."""
    if ev.cause.reason is not Reason.BATTLE or ev.player != ctx.opponent or ev.cause.card < 0:
        return False
    return ctx.duel.cards[ev.cause.card].ctl == ctx.player


# 押し売りゴブリン / Hard-sellin' Goblin (continuous trap): when a monster you control inflicts battle
# damage to the opponent, target 1 card in the opponent's spell & trap zones (選択 in its text); it returns to the
# hand.
def _in_their_spell_trap_zones(ctx: Ctx, c: Card) -> bool:
    return c.idx in ctx.duel.players[ctx.opponent].spells


define(68875140, bare_activation(),
       Effect(T, to_hand_targets, trigger="damage", self_trigger=False, when=battle_damage_by_own_monster,
              target=TargetSpec(zone=Zone.SPELLS, side="opp", where=_in_their_spell_trap_zones,
                                text_en="a card in the opponent's spell & trap zones",
                                text_ja="相手の魔法＆罠カードゾーンのカード"),
              text_en="return the target to its owner's hand", text_ja="対象を持ち主の手札に戻す"))


# 押し売りゾンビ / Hard-sellin' Zombie (continuous trap): when a monster you control inflicts battle damage
# to the opponent, target 1 card in the opponent's graveyard (選択 in its text); it goes to the bottom of its
# owner's deck.
def _zombie(res: Resolution) -> None:
    res.duel.to_deck(res.targets(), res.cause, "bottom")


define(94374859, bare_activation(),
       Effect(T, _zombie, trigger="damage", self_trigger=False, when=battle_damage_by_own_monster,
              target=grave_spec(lambda c: True, side="opp", en="a card in the opponent's graveyard",
                                ja="相手の墓地のカード"),
              text_en="put the target at the bottom of its owner's deck",
              text_ja="対象を持ち主のデッキの一番下に戻す"))


# ヒステリック・パーティー / Hysteric Party (continuous trap): discard 1 card; special summon as many
# 「ハーピィ・レディ」 from your graveyard as possible (its player picks which when there is room for fewer); they
# are destroyed when this card leaves the field.
def _harpie(c: Card) -> bool:
    return is_named(c, HARPIE_LADY)


def _hysteric(res: Resolution) -> None:
    cands = summonable(res, fitting_monsters_in(ctx_of(res), res.player, Zone.GRAVE, _harpie))
    bound_summon(res, lambda: [c for c in as_many_as_fit(res, cands) if summon(res, c)])


define(77778835, Effect(A, _hysteric, cost=Cost(discard=1), asks=True,
                        needs=lambda ctx: room(ctx)
                        and bool(summonable(ctx, fitting_monsters_in(ctx, ctx.player, Zone.GRAVE, _harpie))),
                        text_en="special summon as many Harpie Ladies from your graveyard as possible",
                        text_ja="墓地にある自分の「ハーピィ・レディ」を、出せるだけ特殊召喚する"))


# 人海戦術 / Human-Wave Tactics: at the start of every end phase, for each Level 2 or lower normal monster of yours
# destroyed by battle this turn (in your graveyard now), special summon a Level 2 or lower normal monster from your
# deck (as many as there is room for, chosen one by one), then shuffle the deck (a mandatory trigger).
def _small_normal(d: Duel, c: Card) -> bool:
    return d.is_normal_monster(c) and 1 <= (c.data.level or 0) <= 2


def _fallen(ctx: Ctx) -> int:
    d = ctx.duel
    return sum(1 for c in grave_of(d, ctx.player) if _small_normal(d, c) and destroyed_this_turn(d, c))


def _human_wave(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    with deck_searched(d, res.player, summon_room(res)):
        for _ in range(_fallen(ctx)):
            cands = [d.cards[i] for i in d.players[res.player].deck
                     if _small_normal(d, d.cards[i]) and can_special_summon(ctx, d.cards[i])]
            if not cands or not d.free_slots(res.player, Zone.MONSTERS):
                break
            offer = one_of_each_copy(cands)  # the copies of one card only: that card comes unasked
            summon(res, offer[0] if len(offer) == 1 else res.ask_cards(offer, purpose=SPECIAL_SUMMON.monster))
        d.next_thing()


define(30353551, bare_activation(),
       Effect(T, _human_wave, trigger="phase", self_trigger=False, when=phase_of("end", None), asks=True,
              needs=lambda ctx: _fallen(ctx) > 0,
              text_en="end phase: a Level 2 or lower normal monster from the deck for each such monster of yours "
                      "destroyed by battle this turn",
              text_ja="エンドフェイズに、このターン戦闘で破壊された自分の通常モンスター（レベル２以下）と同じ数だけ、"
                      "レベル２以下の通常モンスターをデッキから特殊召喚する"))

"""The field spell cards whose English name begins with C."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import CLOCK_TOWER, bare_activation, room
from arbiter.ocg.cards.shared.card_kinds import face_up_monster, is_destiny_hero
from arbiter.ocg.cards.shared.counters import CLOCK
from arbiter.ocg.cards.shared.events import opponents_standby_while_active
from arbiter.ocg.cards.shared.field_spells import ACTIVATE
from arbiter.ocg.cards.shared.gladiator_beasts import is_gladiator_beast
from arbiter.ocg.cards.shared.passcodes import DREADMASTER
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import pick_to_summon, summon, summon_target
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, nothing_instead
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


# 遠心分離フィールド / Centrifugal Field (field spell): when a fusion monster (either player's) is destroyed by a
# card effect and sent to the graveyard, the field spell's controller must special summon one of the materials
# it lists from their own graveyard (a mandatory trigger: no "you can"); fusion monsters destroyed together set it off
# once, for a material listed on any of them (R004-055: one effect acting on several monsters is one event).
def _fusion_destroyed_by_effect(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return (ctx.card.active and c.data.is_fusion and ev.cause.reason is Reason.EFFECT
            and ev.dst == int(Zone.GRAVE) and ev.src == int(Zone.MONSTERS))


def _centrifugal_fits(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return any(ev.kind == "destroyed" and ev.card >= 0 and is_named(c, *fusion.listed(d.cards[ev.card].data))
               for ev in ctx.events)


define(1801154, bare_activation(),
       Effect(T, summon_target, trigger="destroyed", when=_fusion_destroyed_by_effect, self_trigger=False,
              together=True, needs=room, asks=True,
              target=grave_target(_centrifugal_fits, "a fusion material the destroyed fusion monster lists",
                                  "破壊された融合モンスターに記された融合素材"),
              text_en="special summon a fusion material the destroyed fusion monster lists",
              text_ja="破壊された融合モンスターに記された融合素材１体を特殊召喚する"))

C = Kind.CONTINUOUS

# 聖域の歌声 / Chorus of Sanctuary: defense-position monsters gain 500 DEF.
define(81380218, ACTIVATE, Effect(C, affects=lambda ctx, c: face_up_monster(c) and c.pos is Pos.DEFENSE,
                                defense=lambda ctx, c: 500, text_en="defense-position monsters +500 DEF",
                                text_ja="守備表示モンスターの守備力５００アップ"))


def dreadmaster_arrived(d: Duel, player: int, source: Card) -> None:
    """For the rest of the turn `player`'s face-up 「Ｄ－ＨＥＲＯ」 monsters (a set card is none) are not destroyed
    and `player` takes no battle damage from their battles (the moment the Dreadmaster is special summoned); a
    battle without one of them (a direct attack once they are gone) still deals it."""
    def kept(ctx: Ctx, ev: Event) -> bool:
        c = ctx.duel.cards[ev.card] if ev.card >= 0 else None
        return (ev.kind == "destroyed" and c is not None and ev.src == int(Zone.MONSTERS) and c.ctl == player
                and c.face_up and is_destiny_hero(c))

    def spared(ctx: Ctx, ev: Event) -> bool:
        d, att = ctx.duel, ctx.duel.attack
        return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == player and att is not None
                and any(i >= 0 and d.cards[i].zone is Zone.MONSTERS and d.cards[i].ctl == player
                        and d.cards[i].face_up and is_destiny_hero(d.cards[i]) for i in (att[0], att[2])))

    cause = d.rule_cause(player)
    for when, en, ja in ((kept, "your D-HEROes are not destroyed this turn", "「Ｄ－ＨＥＲＯ」は破壊されない"),
                         (spared, "no battle damage to you from their battles this turn",
                          "「Ｄ－ＨＥＲＯ」の戦闘による戦闘ダメージは０")):
        # the damage stays an ordinary replacement: the player may prefer another of theirs (a gain instead)
        d.linger(source, player, Effect(Kind.REPLACEMENT, when=when,
                                        instead=nothing_instead if when is kept else lambda ctx, ev: None,
                                        text_en=en, text_ja=ja), cause)


# 幽獄の時計塔 / Clock Tower Prison (field spell): in each of the opponent's standby phases, put 1 clock counter
# on this card; with 4 or more, its controller takes no battle damage. When it is destroyed and sent to the
# graveyard with 4 or more clock counters, special summon 「Ｄ－ＨＥＲＯ ドレッドガイ」 from your hand or deck
# (R004-054.43; the counters it had are read off the event).
def _tick(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.on_field:
        res.duel.add_counter(c, CLOCK, 1, res.cause)


def _no_battle_damage(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == ctx.card.ctl
            and ctx.card.counters.get(CLOCK, 0) >= 4 and ctx.card.active)


def _tower_fell(ctx: Ctx, ev: Event) -> bool:
    return ev.dst == int(Zone.GRAVE) and dict(ev.had).get(CLOCK, 0) >= 4


def _dreadmasters(d: Duel, p: int) -> list[Card]:
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.hand, *pl.deck) if is_named(d.cards[i], DREADMASTER)]


def _call_dreadmaster(res: Resolution) -> None:
    d = res.duel
    p = res.player
    # the deck is shuffled after the card is taken from it, or after it was looked through for one in vain
    with deck_searched(d, p, summon_room(res) and not _dreadmasters(d, p)):
        dm = pick_to_summon(res, _dreadmasters(d, p))
        if dm is not None and summon(res, dm):
            dreadmaster_arrived(d, p, dm)


define(CLOCK_TOWER, bare_activation(),
       Effect(T, _tick, trigger="phase", when=opponents_standby_while_active, self_trigger=False,
              text_en="put 1 clock counter on this card", text_ja="このカードに時計カウンターを１つ置く"),
       Effect(Kind.REPLACEMENT, when=_no_battle_damage, instead=lambda ctx, ev: None,
              text_en="with 4 or more clock counters, you take no battle damage",
              text_ja="時計カウンターが４つ以上の場合、戦闘ダメージを受けない"),
       Effect(T, _call_dreadmaster, trigger="destroyed", when=_tower_fell, asks=True,
              text_en="destroyed with 4 or more clock counters: special summon Destiny HERO - Dreadmaster from "
                      "your hand or deck",
              text_ja="時計カウンター４つ以上で破壊され墓地へ送られた時、手札・デッキから"
                      "「Ｄ－ＨＥＲＯ ドレッドガイ」を特殊召喚する"))


# 断層地帯 / Canyon (field spell): when a defense position Rock monster is attacked, battle damage the attacking
# monster's controller takes is doubled.
def _canyon_rebound(ctx: Ctx, ev: Event) -> bool:
    d, att = ctx.duel, ctx.duel.attack
    if not ctx.card.active or att is None or att[2] < 0 or ev.kind != "damage" or ev.cause.reason is not Reason.BATTLE:
        return False
    target, attacker = d.cards[att[2]], d.cards[att[0]]
    return (target.zone is Zone.MONSTERS and target.pos in (Pos.DEFENSE, Pos.SET) and d.race(target) == "Rock"
            and ev.player == attacker.ctl)


define(28120197, ACTIVATE,
       Effect(Kind.REPLACEMENT, when=_canyon_rebound,
              instead=lambda ctx, ev: dataclasses.replace(ev, amount=2 * ev.amount),
              text_en="a defense position Rock monster is attacked: the attacker's controller takes double battle "
                      "damage",
              text_ja="守備表示の岩石族が攻撃を受けた時：攻撃側のプレイヤーが受ける戦闘ダメージは２倍"))


# 剣闘獣の檻－コロッセウム / Colosseum - Cage of the Gladiator Beasts (field spell): a counter on it each time a monster
# is special summoned from a deck onto the field (with no chain link); face-up 「剣闘獣」 monsters gain 100 ATK and DEF
# for each; about to be destroyed by a card effect, its controller may discard a 「剣闘獣の檻－コロッセウム」 from their
# hand instead.
COLOSSEUM = 52518793
_CAGE = "カウンター"


def _cage_copies(ctx: Ctx) -> list[Card]:
    return [c for c in cards_in_hand(ctx.duel, ctx.player) if is_named(c, COLOSSEUM)]


def _cage_spared(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "destroyed" and ev.card == ctx.card.idx and ev.cause.reason is Reason.EFFECT
            and ctx.card.active and bool(_cage_copies(ctx)))


def _cage_discard(ctx: Ctx, ev: Event) -> Event:
    return Event("discard", Cause(ctx.player, Reason.EFFECT, ctx.card.idx), _cage_copies(ctx)[0].idx, ctx.player)


def _cage_count(res: Resolution) -> None:
    res.duel.add_counter(res.card, _CAGE, 1, res.cause)


def _cage_bonus(ctx: Ctx, c: Card) -> int:
    return 100 * ctx.card.counters.get(_CAGE, 0)


define(COLOSSEUM, ACTIVATE,
       Effect(Kind.AT_ONCE, _cage_count,
              trigger="special_summoned",
              when=lambda ctx, ev: ctx.card.active and ev.src == int(Zone.DECK) and ev.dst == int(Zone.MONSTERS),
              text_en="a monster is special summoned from a deck: a counter on this card",
              text_ja="デッキからの特殊召喚が行われるたび：このカードにカウンター１つ"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.face_up and c.zone is Zone.MONSTERS and is_gladiator_beast(c),
              atk=_cage_bonus, defense=_cage_bonus,
              text_en="face-up Gladiator Beasts gain 100 ATK/DEF per counter",
              text_ja="「剣闘獣」モンスターはカウンター１つにつき攻撃力・守備力１００アップ"),
       Effect(Kind.REPLACEMENT, when=_cage_spared, instead=_cage_discard, mandatory=False,
              text_en="destroyed by a card effect: you may discard a Colosseum from your hand instead",
              text_ja="効果で破壊されるなら、代わりに手札の「剣闘獣の檻－コロッセウム」を捨ててよい"),
       holds=((_CAGE, 0),))

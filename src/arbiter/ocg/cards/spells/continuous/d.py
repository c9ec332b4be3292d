"""The continuous spell cards whose English name begins with D."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import FIELD_ZONES, bare_activation, ctx_of
from arbiter.ocg.cards.shared.banishing import banish_instead, to_grave_banished
from arbiter.ocg.cards.shared.events import moved_together, together
from arbiter.ocg.cards.shared.notes import mark, marked, note_pair, noted_pairs
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.special_summons import summon_one_of, summonable
from arbiter.ocg.cards.shared.turn_counts import (
    count_standbys_since_activation,
    destroy_self_if_alive,
    ends_in_own_standby,
)
from arbiter.ocg.cards.shared.upkeep import maintenance, own_standby
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, DISCARD
from arbiter.ocg.effects import NOT_CHOSEN, Ctx, Effect, Kind, Resolution, TargetSpec, quoting
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# デンジャラスマシン TYPE-6 / Dangerous Machine Type-6 (continuous spell): in each of your standby phases,
# roll a die: 1 you discard a card; 2 the opponent discards a card; 3 you draw a card; 4 the opponent
# draws a card; 5 destroy a monster the opponent controls (you choose); 6 destroy this card.
# why a card is not one a roll of 5 picks: its candidates are every monster the opponent controls, and only those
ROLL_5 = quoting(NOT_CHOSEN, "a roll of 5 destroys 1 monster the opponent controls",
                 "５の目は相手のモンスター１体を破壊する")


def _type6(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    if n in (1, 2):
        p = res.player if n == 1 else res.opponent
        hand = [d.cards[i] for i in d.players[p].hand]
        if hand:
            c = res.ask_cards(hand, "discard", player=p, purpose=DISCARD)
            d.discard([c.idx], res.cause)
    elif n in (3, 4):
        d.draw(res.player if n == 3 else res.opponent, 1, res.cause)
    elif n == 5:
        theirs = d.monsters_of(res.opponent)
        if theirs:
            d.destroy([res.ask_cards(theirs, why=lambda t: ROLL_5, purpose=DESTROY.monster)], res.cause)
    elif res.card.oid == res.link.oid and res.card.on_field:
        d.destroy([res.card], res.cause)


define(76895648,
       bare_activation(lambda res: None),
       Effect(Kind.TRIGGER, _type6, does=Does.MONSTERS | Does.OWN_HAND | Does.OPP_HAND, trigger="phase",
              when=own_standby, self_trigger=False,
              asks=True,
              text_en="roll a die and apply the result", text_ja="サイコロを振り、出た目の効果を適用する"))

T = Kind.TRIGGER

CIRCUIT = 36995273


# 縮退回路 / Degenerate Circuit (continuous spell): a monster card that would return from the field to
# the hand is banished instead (R004-108), also one in a spell & trap zone (R004-113) — except when an
# effect that returns several cards returns this card at the same time (R004-114). Its controller pays
# 500 LP in each of their standby phases whenever they can, or it is destroyed (a maintenance cost its text
# gives no way to decline: `maintenance(declinable=False)`, no chain link).
def _returns_circuit_too(d: Duel, circuit: Card) -> bool:
    res = d.current_res
    if res is None:
        return False
    if (circuit.idx, circuit.oid) in res.link.targets:
        return True
    # an effect that returns spell and trap cards it does not target (「ハリケーン」: every one on the field)
    eff = d.link_effect(res.link)
    return eff.does_(Does.TO_HAND) and eff.does_(Does.SPELLS_TRAPS)


def _circuit_when(ctx: Ctx, ev: Event) -> bool:
    if ev.kind != "to_hand" or ev.src not in FIELD_ZONES or ev.dst != int(Zone.HAND):
        return False
    c = ctx.duel.cards[ev.card]
    return (c.data.is_monster or c.base.is_monster) and not _returns_circuit_too(ctx.duel, ctx.card)


def _circuit_banish(ctx: Ctx, ev: Event) -> Event:
    return dataclasses.replace(ev, kind="banished", dst=int(Zone.BANISHED))


define(CIRCUIT, bare_activation(),
       Effect(Kind.REPLACEMENT, when=_circuit_when, instead=_circuit_banish,
              text_en="monster cards returning from the field to the hand are banished instead",
              text_ja="フィールドから手札へ戻るはずのモンスターカードは代わりに除外される"),
       maintenance(500, declinable=False))


# 悪夢の拷問部屋 / Dark Room of Nightmare (continuous spell): each time the opponent takes damage from a card's
# effect other than a 「悪夢の拷問部屋」's, they take 300 damage.
DARK_ROOM = 85562745


def _effect_damage_to_opponent(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ctx.card.active and ev.player == ctx.opponent and ev.cause.reason is Reason.EFFECT
            and ev.cause.card >= 0 and not is_named(d.cards[ev.cause.card], DARK_ROOM))


define(DARK_ROOM, bare_activation(),
       Effect(T, lambda res: res.duel.damage(1 - res.player, 300, res.cause), trigger="damage",
              when=_effect_damage_to_opponent, self_trigger=False,
              text_en="the opponent takes effect damage (not this card's): they take 300 more",
              text_ja="このカード以外の効果で相手がダメージを受ける度に、相手に３００ダメージを与える"))


# 黒蛇病 / Dark Snake Syndrome (continuous spell): in each of your standby phases both players take damage: 200 the
# first time, doubled each later time.
def _dark_snake(res: Resolution) -> None:
    # the damage does not need this card: destroyed in answer, it still deals it, doubled as often as counted for
    # the object that activated the effect
    d = res.duel
    done = len(marked(d, "dark snake", res.card, res.link.oid))
    if res.card.oid == res.link.oid:
        mark(d, "dark snake", res.card, done)
    for p in (res.player, 1 - res.player):
        d.damage(p, 200 * 2 ** done, res.cause)


def _own_standby(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ev.detail == "standby" and ctx.duel.tp == ctx.player


define(47233801, bare_activation(),
       Effect(T, _dark_snake, trigger="phase", when=_own_standby, self_trigger=False,
              text_en="your standby phase: both players take 200 damage, doubled each time after the first",
              text_ja="自分のスタンバイフェイズ毎にお互いに２００ダメージ。２回目以降は毎回倍になる"))


# 次元の裂け目 / Dimensional Fissure (continuous spell): every monster card that would be sent to a graveyard is
# banished instead; not one in a spell & trap zone, an equip spell card there (a union equipped, R004-111), nor a
# trap monster (printed a trap). Sent or destroyed together with monsters, it still banishes them (`Duel.leaving`).
def _monster_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ((ctx.card.active or ctx.card.idx in ctx.duel.leaving) and to_grave_banished(ctx, ev)
            and ctx.duel.cards[ev.card].base.is_monster and ev.src != int(Zone.SPELLS))


define(81674782, bare_activation(),
       Effect(Kind.REPLACEMENT, when=_monster_to_grave, instead=banish_instead, replaces_last=True,
              text_en="monsters sent to the graveyard are banished instead",
              text_ja="墓地へ行くはずのモンスターは代わりに除外される"))


# 砂塵の結界 / Dust Barrier (continuous spell): spell cards of the opponent of this card's controller do not affect
# face-up normal monsters on the field; it is destroyed in your second standby phase after its activation (standby
# phases counted: R004-132).
def _dust_barred(ctx: Ctx, c: Card, source: Card, player: int) -> bool:
    return source.data.kind == "spell" and player != ctx.player


define(31476755, bare_activation(),
       Effect(Kind.CONTINUOUS, unaffected_by=_dust_barred,
              affects=lambda ctx, c: ctx.card.active and c.zone is Zone.MONSTERS and c.face_up
              and ctx.duel.is_normal_monster(c),
              text_en="face-up normal monsters are unaffected by the opponent's spell cards",
              text_ja="相手の魔法カードの効果は表側表示の通常モンスターに及ばない"),
       Effect(T, destroy_self_if_alive, trigger="phase", self_trigger=False, when=ends_in_own_standby(2),
              text_en="your second standby phase after its activation: destroy this card",
              text_ja="発動から数えて自分の２度目のスタンバイフェイズで破壊"),
       *count_standbys_since_activation())


# 異次元隔離マシーン / Different Dimension Gate (continuous spell): target a monster on each player's field; banish
# them; once this card goes to the graveyard destroyed, they come back to the fields they left in the
# positions they had (the text "returns" them: `Duel.return_to_field`, not a summon, to the graveyard with no free
# zone); one that left the banished zone meanwhile is another card and stays where it is.
def _gate_key(idx: int, oid: int) -> str:
    return f"dimension gate {idx}.{oid}"


def _gate(res: Resolution) -> None:
    d, me = res.duel, res.card
    if not alive(res) or not me.on_field:
        return
    targets = res.targets()
    was = {t.idx: (int(t.pos), t.ctl) for t in targets}
    # both banished at once: one banishing of two cards (「魂吸収」's gain is one, R004-088.22)
    for t in d.banish(targets, res.cause):
        if t.zone is Zone.BANISHED:
            pos, ctl = was[t.idx]
            # the banished object's oid too: once it leaves the banished zone it is another card, not the gate's
            note_pair(d, _gate_key(me.idx, me.oid), t.idx, t.oid * 16 + pos * 2 + ctl)


def _gate_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and bool(
        noted_pairs(ctx.duel, _gate_key(ctx.card.idx, ev.oid)))


def _gate_returns(res: Resolution) -> None:
    d = res.duel
    ev = res.link.events[0]
    for idx, code in sorted(noted_pairs(d, _gate_key(res.card.idx, ev.oid))):
        c = d.cards[idx]
        if c.oid == code // 16:
            d.return_to_field(c, Pos(code % 16 // 2), res.cause, code % 2)


define(56460688,
       Effect(A, _gate,
              target=TargetSpec(count=2, text_en="a monster on each field", text_ja="自分と相手のモンスター１体ずつ",
                                parts=(TargetSpec(side="own", text_en="a monster you control",
                                                  text_ja="自分のモンスター"),
                                       TargetSpec(side="opp", text_en="a monster the opponent controls",
                                                  text_ja="相手のモンスター"))),
              text_en="banish the targets", text_ja="対象を除外する"),
       Effect(T, _gate_returns, trigger="destroyed", when=_gate_destroyed,
              text_en="destroyed and sent to the graveyard: the banished monsters come back as they were",
              text_ja="破壊されて墓地へ行った時：除外中のそのモンスターを元のフィールドへ、元の表示形式で戻す"))


# 暗黒界の書物 / Dark World Grimoire: in your end phase, when the cards you discard for your hand size limit include
# monster cards, you may special summon one of them, picked as it resolves (no target: one banished in chain leaves
# the others; docs/uncertain-rulings.md).
def _limit_discard(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return ev.kind == "discarded" and ev.cause.reason is Reason.RULE and d.phase == "end"\
        and d.tp == ctx.player == ev.player and d.cards[ev.card].data.is_monster


def _discarded_monsters(ctx: Ctx) -> list[Card]:
    found = [ctx.duel.cards[e.card] for e in moved_together(ctx, _limit_discard)]
    return summonable(ctx, [c for c in found if c.zone is Zone.GRAVE])


define(61623148, bare_activation(),
       Effect(T, lambda res: summon_one_of(res, _discarded_monsters(ctx_of(res))), trigger="moved",
              self_trigger=False, mandatory=False, when=together(_limit_discard), asks=True,
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(_discarded_monsters(ctx)),
              text_en="your end phase, monsters discarded for the hand size limit: you may special summon 1 of them",
              text_ja="自分のエンドフェイズに手札制限で捨てたモンスターの内１体を特殊召喚できる"))


# 異次元の境界線 / D.D. Borderline (continuous spell): while there is no spell card in your graveyard, neither player
# can conduct their battle phase (it is skipped as it would begin).
def _no_spells_in_grave(ctx: Ctx, player: int) -> bool:
    d = ctx.duel
    return not any(d.cards[i].data.is_spell for i in d.players[ctx.player].grave)


define(60912752, bare_activation(),
       Effect(Kind.CONTINUOUS, no_battle_phase=_no_spells_in_grave,
              text_en="while your graveyard holds no spell card, neither player can conduct their battle phase",
              text_ja="自分の墓地に魔法カードが無ければ、どちらもバトルフェイズ不可"))

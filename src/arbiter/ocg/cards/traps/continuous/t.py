"""The continuous trap cards whose English name begins with T."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    SPELL_COUNTER,
    activated_while_here,
    answered,
    answered_link,
    bare_activation,
    card_active,
    ctx_of,
    itself,
)
from arbiter.ocg.cards.shared.attacks import opponents_attack
from arbiter.ocg.cards.shared.chain import link_targets
from arbiter.ocg.cards.shared.discard import DECLARABLE_TYPES
from arbiter.ocg.cards.shared.equips import equip_negations
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.revival import SPIRIT_OF_THE_PHARAOH
from arbiter.ocg.cards.shared.search import summon_room
from arbiter.ocg.cards.shared.special_summons import summon
from arbiter.ocg.cards.shared.talismans import talisman
from arbiter.ocg.cards.shared.umi import umi_on_field
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.cards.shared.zones import hand_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import PLACE_AS_SPELL
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import is_named, names_of
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 真実の眼 / The Eye of Truth (continuous trap): while it is face-up, the opponent keeps their hand revealed (its
# controller sees it: `Effect.opens_hand`); in the opponent's standby phase, if they hold a spell, they gain 1000.
def _has_spell(ctx: Ctx, p: int) -> bool:
    return any(c.data.is_spell for c in hand_of(ctx, p))


def _eye(res: Resolution) -> None:
    if _has_spell(ctx_of(res), res.opponent):
        res.duel.gain_lp(res.opponent, 1000, res.cause)


define(34694160, bare_activation(),
       Effect(Kind.CONTINUOUS, opens_hand=True, text_en="the opponent keeps their hand revealed",
              text_ja="相手は手札を公開し続ける"),
       Effect(T, _eye, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent and ctx.card.active
              and _has_spell(ctx, ctx.opponent),
              text_en="the opponent's standby phase: if they hold a spell, they gain 1000 LP",
              text_ja="相手のスタンバイフェイズに相手の手札に魔法カードがあれば、相手は１０００ライフポイント回復する"))

SARCOPHAGI = (31076103, 4081094, 78697395)  # 「第一の棺」 「第二の棺」 「第三の棺」


# 第一の棺 / The First Sarcophagus (continuous trap): in each of the opponent's end phases, put 「第二の棺」, or
# once that is on your field 「第三の棺」, from your hand or deck face-up onto your field (those two cannot be played
# otherwise: they declare no effect). Then, if all three are on your field, send them to the graveyard and
# special summon 「スピリッツ・オブ・ファラオ」 from your hand or deck (the only way it is summoned). The sarcophagi
# on the field are tied to each other (`Duel.tie`): when one leaves the field, the others are sent to the graveyard
# (the first's effect: nothing happens while its effects are negated).
def _coffins(d: Duel, p: int) -> dict[int, Card]:
    return {n: c for c in (d.cards[i] for i in d.players[p].spells if i >= 0) if c.face_up
            for n in names_of(c) if n in SARCOPHAGI}


def _from_hand_or_deck(res: Resolution, passcode: int, looked: bool = True) -> Card | None:
    d = res.duel
    cands = [d.cards[i] for z in (Zone.HAND, Zone.DECK) for i in d.players[res.player].cards_in(z)
             if is_named(d.cards[i], passcode)]
    # the deck is shuffled (before the card is put out) where it is taken from it, or where the deck was looked
    # through for one in vain (`looked`: there was room for it, R004-100)
    if not cands:
        if looked:
            d.shuffle_deck(res.player)
        return None
    c = res.ask_cards(cands, purpose=PLACE_AS_SPELL)
    if c.zone is Zone.DECK:
        d.shuffle_deck(res.player)
    return c


def _first_sarcophagus(res: Resolution) -> None:
    d = res.duel
    p = res.player
    if res.card.oid != res.link.oid:
        return
    have = _coffins(d, p)
    nxt = next((code for code in SARCOPHAGI if code not in have), 0)
    if nxt and d.free_slots(p, Zone.SPELLS) > 0:
        coffin = _from_hand_or_deck(res, nxt)
        if coffin is not None and d.move(coffin, Zone.SPELLS, res.cause, "placed", p, Pos.UP):
            d.turn_on(coffin)
            for other in have.values():
                # every tie is the first's effect (`live`): nothing happens while its effects are negated
                d.tie(other, coffin, res.cause, on="leaves", then=Then.TO_GRAVE, live=True)
                d.tie(coffin, other, res.cause, on="leaves", then=Then.TO_GRAVE, live=True)
    have = _coffins(d, p)
    if len(have) < len(SARCOPHAGI):
        return
    d.next_thing()
    d.send_to_grave([c.idx for c in have.values()], res.cause)
    pharaoh = _from_hand_or_deck(res, SPIRIT_OF_THE_PHARAOH, summon_room(res))
    if pharaoh is not None:
        summon(res, pharaoh)


define(SARCOPHAGI[0], bare_activation(),
       Effect(T, _first_sarcophagus, trigger="phase", self_trigger=False, when=phase_of("end", own=False), asks=True,
              text_en="the opponent's end phase: put the next sarcophagus onto your field; with all three, send them "
                      "to the graveyard and special summon 「スピリッツ・オブ・ファラオ」",
              text_ja="相手のエンドフェイズに次の棺を自分フィールドに出す。３枚揃えば全て墓地へ送り、"
                      "「スピリッツ・オブ・ファラオ」を特殊召喚する"))


# 「ドラゴンの宝珠」 / The Dragon's Bead (continuous trap): discard 1; negate the effect of a trap card that targets
# one face-up dragon, and destroy that trap: a trap card's activation or the later effect of a face-up one
# (「死霊の巣」). Effect 1 does it as the card's activation; effect 2 does it again later while the card stays face-up.
# A trap whose effect cannot be negated (「Ｔｈｅ ｓｐｌｅｎｄｉｄ ＶＥＮＵＳ」's player's) is not destroyed either, as
# `negate_activation` destroys nothing it could not negate.
def _trap_on_a_dragon(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or ctx.duel.cards[link.card].data.kind != "trap":
        return False
    ts = link_targets(ctx, link)
    return len(ts) == 1 and ts[0].zone is Zone.MONSTERS and ts[0].face_up and ctx.duel.race(ts[0]) == "Dragon"


_TRAP_ON_A_DRAGON = Answers(_trap_on_a_dragon, "a trap card's effect that targets only 1 face-up Dragon monster",
                            "表側表示のドラゴン族モンスター１体のみを対象とする罠カードの効果")


def _dragons_bead(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None or d.cannot_negate(link):
        return
    res.negate_effect(link)
    c = d.cards[link.card]
    if c.oid == link.oid and c.on_field:
        d.destroy([c], res.cause)


define(92408984,
       Effect(A, _dragons_bead, condition=_TRAP_ON_A_DRAGON, cost=Cost(discard=1),
              text_en="negate a trap that targets a face-up Dragon and destroy it",
              text_ja="表側のドラゴン族１体を対象に取った罠：その効果を無効にして破壊"),
       Effect(Kind.QUICK, _dragons_bead, condition=_TRAP_ON_A_DRAGON, cost=Cost(discard=1),
              text_en="negate a trap that targets a face-up Dragon and destroy it",
              text_ja="表側のドラゴン族１体を対象に取った罠：その効果を無効にして破壊"))


# 零式魔導粉砕機 / Type Zero Magic Crusher (continuous trap): discard 1 spell card (the cost): the opponent takes 500
# damage.
define(21237481, bare_activation(),
       Effect(Kind.QUICK, lambda res: res.duel.damage(1 - res.player, 500, res.cause),
              condition=card_active,
              cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_spell),
              text_en="discard a spell: 500 damage to the opponent", text_ja="魔法カードを捨て、相手に５００ダメージ"))


# 裸の王様 / The Emperor's Holiday: while it is face-up, the effects of every equip card on the field are negated.
define(68400115, bare_activation(),
       *equip_negations("negate the effects of all equip cards", "フィールドの装備カードの効果を無効にする"),
       numbering=(0, 1, 1, 1))


# 竜巻海流壁 / Tornado Wall: activated only while 「海」 is on the field; while it is, you take no battle damage; it is
# destroyed when 「海」 is not on the field.
def _sheltered(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == ctx.player and ctx.card.active
            and umi_on_field(ctx))


define(18605135, bare_activation(condition=umi_on_field),
       Effect(Kind.REPLACEMENT, when=_sheltered, instead=lambda ctx, ev: None,
              text_en="no battle damage to you while Umi is on the field",
              text_ja="「海」が存在する限り、自分への戦闘ダメージは０になる"),
       Effect(Kind.CONTINUOUS, destroyed_unless=umi_on_field,
              text_en="destroyed once no Umi is on the field", text_ja="「海」がフィールドに無くなれば破壊される"))


# トゥーン・ディフェンス / Toon Defense: an opponent's monster's attack on your face-up toon monster of Level 4
# or lower may be turned into a direct attack.
def _attacks_small_toon(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    att = d.attack
    if not opponents_attack(ctx, ev) or att is None or att[2] < 0:
        return False
    t = d.cards[att[2]]
    return t.ctl == ctx.player and t.face_up and "toon" in t.data.subtypes and d.level(t) <= 4


define(43509019, bare_activation(),
       Effect(T, lambda res: res.duel.make_attack_direct(), trigger="attack_declared", self_trigger=False,
              when=_attacks_small_toon, mandatory=False, does=Does.OTHER,
              text_en="your Level 4 or lower toon is attacked: you may make it a direct attack",
              text_ja="レベル４以下のトゥーンへの攻撃を自分への直接攻撃にできる"))


# 一族の掟 / The Regulation of Tribe: declare a Type on activation; while it is face-up, monsters of that Type cannot
# declare an attack. In each of your standby phases, tribute 1 monster or it is destroyed (a maintenance cost,
# `maintenance`).
TRIBE = "regulation_of_tribe"


def _regulate(res: Resolution) -> None:
    mark(res.duel, TRIBE, res.card, DECLARABLE_TYPES.index(res.link.declared))


def _regulated(ctx: Ctx, c: Card) -> bool:
    chosen = marked(ctx.duel, TRIBE, ctx.card)
    return bool(chosen) and c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(c) == DECLARABLE_TYPES[chosen[-1]]


define(296499, Effect(A, _regulate, declare=DECLARABLE_TYPES, keeps_declared=True, text_en="declare a Type",
                      text_ja="種族を宣言する"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=_regulated,
              text_en="monsters of the declared Type cannot attack",
              text_ja="宣言した種族のモンスターは攻撃宣言できない"),
       maintenance(tribute=True))


# バベル・タワー / Tower of Babel: each time a spell card activated while this card applies resolves, a spell counter
# is put on this card (no chain link); when the 4th is put on it, it is destroyed and the player who activated that
# spell takes 3000 damage. A 4th counter another card puts on it destroys it too, with no spell activated and so no
# damage.
def _babel(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if d.add_counter(c, SPELL_COUNTER, 1, res.cause) and c.counters.get(SPELL_COUNTER, 0) >= 4\
            and d.destroy([c], res.cause):
        d.damage(res.link.events[0].player, 3000, res.cause)


define(94256039, bare_activation(),
       Effect(Kind.AT_ONCE, _babel, trigger="resolved", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "activation" and ctx.duel.cards[ev.card].data.is_spell
              and activated_while_here(ctx, ev),
              text_en="a spell card's activation resolved: a spell counter; the 4th destroys this card and deals "
                      "its activator 3000 damage",
              text_ja="魔法カードが発動する度に魔力カウンターを置き、４つ目でこのカードを破壊し、発動したプレイヤーに３０００ダメージ"),
       Effect(Kind.CONTINUOUS, affects=itself,
              destroyed_unless=lambda ctx: ctx.card.counters.get(SPELL_COUNTER, 0) < 4,
              text_en="destroyed once a 4th spell counter is on it", text_ja="４つ目の魔力カウンターが乗った時に破壊"),
       holds=((SPELL_COUNTER, 4),), numbering=(0, 1, 1))


# 転生断絶 / Transmigration Break: while it is face-up, cards that would return from a graveyard to the deck (or the
# fusion deck) are banished instead.
def _back_to_deck(ctx: Ctx, ev: Event) -> bool:
    return (ctx.card.active and ev.card >= 0 and ev.src == int(Zone.GRAVE)
            and ev.dst in (int(Zone.DECK), int(Zone.EXTRA)))


define(66100045, bare_activation(),
       Effect(Kind.REPLACEMENT, when=_back_to_deck,
              instead=lambda ctx, ev: dataclasses.replace(ev, kind="banished", dst=int(Zone.BANISHED)),
              text_en="cards returning from a graveyard to the deck are banished instead",
              text_ja="墓地からデッキへ戻るはずのカードは、代わりに除外される"))


# 魔法封印の呪符 / Talisman of Spell Sealing (continuous trap): activated only while you control a face-up
# 「封印師 メイセイ」; while it is on the field no spell card nor the effect of a spell card on the field can be
# activated, and the effects of the spell cards on the field are negated; destroyed once you no longer control one.
define(71983925, *talisman("spell", "no spell card, nor the effect of one on the field, can be "
                           "activated; the spell cards on the field are negated",
                           "魔法カードもフィールド上の魔法カードの効果も発動できず、フィールド上の魔法カードの効果は無効になる"))

"""The continuous trap cards whose English name begins with M."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import bare_activation, ctx_of, room, tallied, tally
from arbiter.ocg.cards.shared.banishing import banisher
from arbiter.ocg.cards.shared.control import a_counter
from arbiter.ocg.cards.shared.counters import is_alien
from arbiter.ocg.cards.shared.destruction import destroy_self
from arbiter.ocg.cards.shared.events import moved_together, opponents_standby_while_active, together
from arbiter.ocg.cards.shared.revival import banished_revival
from arbiter.ocg.cards.shared.special_summons import room_for_one_more
from arbiter.ocg.cards.shared.trap_monsters import self_as_monster, trap_monster
from arbiter.ocg.cards.shared.upkeep import maintenance
from arbiter.ocg.cards.shared.zones import face_up_monsters
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 集団催眠 / Mass Hypnosis (continuous trap): while you control an 「エーリアン」 monster, take control of up to
# 3 targeted monsters of the opponent with A-counters (no more than your free monster zones: each target needs one)
# while the card stays on the field (the text gives no other duration, as 「洗脳光線」's; held only while its effects
# are not negated, as that one's); the card is destroyed in the end phase of that turn, and the monsters go back then.
def _alien(ctx: Ctx) -> bool:
    return any(is_alien(c) for c in face_up_monsters(ctx, ctx.player))


def _hypnosis(res: Resolution) -> None:
    d = res.duel
    tally(d, ("hypnosis", res.card.idx, res.card.oid), d.turn)
    if res.card.oid != res.link.oid or not res.card.on_field:
        return
    with d.moving_together(res.cause):
        for t in res.targets():
            d.take_control(t, res.player, res.cause, while_card=res.card, live=True)


define(21768554, Effect(A, _hypnosis, condition=_alien, needs=room,
                        target=TargetSpec(side="opp", face="up", count=3, min=1,
                                          where=lambda ctx, c: a_counter(ctx, c) and room_for_one_more(ctx, c),
                                          text_en="up to 3 opponent's monsters with A-counters",
                                          text_ja="Ａカウンターが乗った相手モンスター３体まで"),
                        text_en="take control of the targets until the end phase",
                        text_ja="対象のコントロールをエンドフェイズまで得る"),
       Effect(T, destroy_self, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.active
              and ctx.duel.turn in tallied(ctx.duel, ("hypnosis", ctx.card.idx, ctx.card.oid)),
              text_en="the end phase: destroy this card", text_ja="エンドフェイズにこのカードを破壊する"))

# マクロコスモス / Macro Cosmos (continuous trap): while face-up, cards sent to the graveyard are banished
# instead; so a card whose cost discards or sends cards from the hand to the graveyard cannot be
# activated (R004-134). As it is activated, its player may special summon 「原始太陽ヘリオス」 from the hand or
# deck. Leaving the field, it goes to the graveyard itself.
define(30241314, *banisher(trap=True), numbering=(1, 2, 2))  # the locked costs follow from its ②

C = Kind.CONTINUOUS

# メタル・リフレクト・スライム / Metal Reflect Slime (continuous trap): it becomes an effect monster (Aqua,
# WATER, level 10, 0/3000), special summoned in defense position; it cannot attack.
define(26905245, trap_monster("Aqua", "WATER", 10, 0, 3000, True, Pos.DEFENSE,
                              text_en="this card is special summoned in defense position, becoming an effect monster "
                                      "(Aqua/WATER/10/0/3000)",
                              text_ja="このカードを効果モンスター（水族・水・星１０・０／３０００）として守備表示で特殊召喚"),
       Effect(C, forbids=("attack",), affects=self_as_monster, text_en="it cannot attack", text_ja="攻撃できない"))


# ゴブリンの小役人 / Minor Goblin Official (continuous trap): only while the opponent has 3000 LP or less; in each of
# the opponent's standby phases, they take 500 damage.
define(1918087, bare_activation(condition=lambda ctx: ctx.duel.players[1 - ctx.player].lp <= 3000),
       Effect(Kind.TRIGGER, lambda res: res.duel.damage(1 - res.player, 500, res.cause), trigger="phase",
              when=opponents_standby_while_active, self_trigger=False,
              text_en="the opponent's standby phase: 500 damage to them",
              text_ja="相手のスタンバイフェイズ毎に相手に５００ダメージ"))


# 生贄封じの仮面 / Mask of Restrict: while it is face-up, neither player can tribute cards (no tribute summon, cost or
# ritual may tribute a monster: `Duel.can_be_tributed`).
define(29549364, bare_activation(),
       Effect(C, forbids=("be_tributed",), affects=lambda ctx, c: True,
              text_en="neither player can tribute cards", text_ja="お互いにカードを生け贄に捧げられない"))


# 奇跡の光臨 / Miraculous Descent: special summon a targeted banished Fairy monster of yours; it is destroyed when
# this card leaves the field, and this card when it is destroyed.
define(80551130, banished_revival(lambda ctx, c: c.data.race == "Fairy", "a banished Fairy monster of yours",
                                  "除外されている自分の天使族モンスター"))


# 魔力の棘 / Magical Thorn (continuous trap): when cards of the opponent's hand are discarded to the graveyard
# (for a cost, by an effect or by the hand size limit; those discarded together are one time), 500 damage to the
# opponent for each of them.
def _opp_hand_discarded(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "discarded" and ev.src == int(Zone.HAND) and ev.player == ctx.opponent


def _thorn(res: Resolution) -> None:
    res.duel.damage(res.opponent, 500 * len(moved_together(ctx_of(res), _opp_hand_discarded)), res.cause)


define(53119267, bare_activation(),
       Effect(T, _thorn, trigger="moved", self_trigger=False, when=together(_opp_hand_discarded),
              text_en="the opponent's hand cards were discarded: 500 damage to them for each",
              text_ja="相手の手札が墓地へ捨てられた時、捨てた枚数×５００ダメージを相手に与える"))


# 銀幕の鏡壁 / Mirror Wall: while it is face-up, the ATK of the opponent's attacking monster is halved (after every
# other change); its controller keeps it by paying 2000 LP in each of their standby phases (else it is destroyed).
def _opponents_attacker(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return att is not None and att[0] == c.idx and att[1] == c.oid and c.ctl != ctx.player


# halving the attacker's ATK is a direct change of ATK the damage step allows (ocg-rules 3.5, as 「闇の呪縛」)
define(22359980, bare_activation(does=Does.ATK_DEF),
       Effect(Kind.CONTINUOUS, halves_atk=True, affects=_opponents_attacker,
              text_en="the opponent's attacking monster's ATK is halved",
              text_ja="攻撃する相手モンスターは攻撃力が半分になる"),
       maintenance(2000))

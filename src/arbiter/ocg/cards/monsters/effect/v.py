"""The effect monsters whose English name begins with V."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    OWN_REVIVABLE,
    battle_to_grave,
    bind,
    bound,
    burn_500,
    can_special_summon,
    ctx_of,
    destroy_targets,
    draw_one,
    face_up_here,
    has_opponent_monster,
    itself,
    negations,
    paid_so_far,
    room,
    room_for_itself,
)
from arbiter.ocg.cards.shared.archfiends import archfiend, is_archfiend
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.card_kinds import level_of, race_as_it_left, zombie
from arbiter.ocg.cards.shared.counters import VENOM_SWAMP, put_venom, summon_from_hand
from arbiter.ocg.cards.shared.destruction import destroy_all_of
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.effect_monsters import summon_named_from
from arbiter.ocg.cards.shared.events import (
    TO_GRAVE,
    battle_damage_by_me,
    battle_damage_by_self,
    battle_destroyed,
    by_battle,
    by_opponents_effect,
    destroyed_by_me,
)
from arbiter.ocg.cards.shared.notes import mark, marked, marker, never_activated, note, noted
from arbiter.ocg.cards.shared.resolving import alive, self_on_field
from arbiter.ocg.cards.shared.revival import (
    crushed,
    grave_phase_trigger,
    in_later_own_standby,
    reassemble,
    revive_self_op,
)
from arbiter.ocg.cards.shared.search import deck_has, deck_or_grave_has, deck_searched, named, search, searched_to_top
from arbiter.ocg.cards.shared.special_summons import (
    picked,
    summon,
    summon_each_target,
    summon_picked,
    summon_targets_one_by_one,
    summonable,
)
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.tokens import option_choices, option_modes, option_token
from arbiter.ocg.cards.shared.turn_counts import in_own_standby
from arbiter.ocg.cards.shared.zones import (
    cards_in_hand,
    deck_of,
    face_up_opp,
    fitting_monsters_in,
    grave_of,
    pile_of,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, PUT_COUNTER, RETURN_TO_DECK, TO_DECK_TOP, TO_GRAVEYARD
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute, is_named, name_includes, names_of, same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, never, not_by_other_effect_monsters
from arbiter.ocg.summon_locks import no_special_summons, opponent_no_special_summons

# Material substitutes: each may stand in for any one fusion material a fusion monster names, the other
# materials being the right ones; a property of the card that uses no chain (R004-175: 「心眼の女神」).
# 心眼の女神 / Goddess with the Third Eye, イリュージョン・シープ / Mystical Sheep #1, 破壊神 ヴァサーゴ /
# Versago the Destroyer, 沼地の魔獣王 / Beastking of the Swamps, and the three 融合呪印生物.
fusion.substitute(50259460)
define(50259460)

C = Kind.CONTINUOUS


# ヘルポーンデーモン / Vilepawn Archfiend: while it is on the field, the opponent cannot attack its
# controller's other face-up 「デーモン」 monsters (those not named 「ヘルポーンデーモン」); a face-down one shows no
# name, and can be attacked.
def _pawn_shields(ctx: Ctx, c: Card) -> bool:
    me = ctx.card
    return (me.zone is Zone.MONSTERS and me.face_up and c.zone is Zone.MONSTERS and c.face_up and c.ctl == me.ctl
            and not same_name(c, me) and is_archfiend(c))


define(73219648, *archfiend(500, (3,), Effect(
    C, forbids=("be_attacked",), affects=_pawn_shields,
    text_en="the opponent cannot attack your 「デーモン」 monsters other than 「ヘルポーンデーモン」",
    text_ja="相手は同名カード以外の自分の「デーモン」モンスターを攻撃できない")))

# ヴォルカニック・バレット / Volcanic Shell: in the graveyard, once a turn: pay 500 LP: add a 「ヴォルカニック・
# バレット」 from the deck, only while this card is still in the graveyard as it resolves (the later text says so;
# read the same for the era, as 「Ｄ－ＨＥＲＯ ダッシュガイ」 is: docs/uncertain-rulings.md).
def _volcanic_shell(res: Resolution) -> None:
    if alive(res):  # moved (banished, returned) since the activation: a new object, nothing is added
        search(res, named(33365932))


define(33365932, Effect(Kind.IGNITION, _volcanic_shell, from_zone=Zone.GRAVE, cost=Cost(lp=500),
                        once_per_turn=True, asks=True, needs=deck_has(named(33365932)),
                        text_en="pay 500 LP: add a Volcanic Shell from the deck",
                        text_ja="コストはＬＰ５００：同名の「ヴォルカニック・バレット」１枚をデッキからサーチ"))

T = Kind.TRIGGER

MAGNET_WARRIORS = (99785935, 39256679, 11549357)  # α β γ

SERPENTINE_INVOCATION = 16067089  # 蛇神降臨

# 毒蛇王ヴェノミノン / Vennominon the King of Poisonous Snakes and 毒蛇神ヴェノミナーガ / Vennominaga the Deity of
# Poisonous Snakes: +500 ATK for each Reptile monster in your graveyard; when destroyed by battle and sent to the
# graveyard, you can banish another Reptile monster from your graveyard (the cost) to special summon it.
# ヴェノミノン cannot be special summoned by another effect monster's effect and is unaffected by
# 「ヴェノム・スワンプ」. ヴェノミナーガ is special summoned only by 「蛇神降臨」 or its own effect; no card's
# effect can target it and it is unaffected by other cards' effects; each time it inflicts battle damage to the
# opponent a Hyper Venom counter is placed on it, and its controller wins once the third is placed.
HYPER_VENOM = "ハイパーヴェノムカウンター"


def _reptile(ctx: Ctx, c: Card) -> bool:
    return c.idx != ctx.card.idx and c.data.kind == "monster" and c.data.race == "Reptile"


def _reptiles_in_grave(ctx: Ctx, c: Card) -> int:
    return 500 * sum(1 for g in fitting_monsters_in(ctx, c.ctl, Zone.GRAVE, lambda x: x.data.race == "Reptile"))


def _venom_revival() -> Effect:
    return Effect(T, revive_self_op, trigger="destroyed", when=battle_to_grave,
                  mandatory=False, misses_timing=True, asks=True, cost=Cost(banish_grave=1, banish_filter=_reptile),
                  needs=lambda ctx: room(ctx) and bool(fitting_monsters_in(ctx, ctx.player, Zone.GRAVE,
                                                                   lambda x: _reptile(ctx, x))),
                  text_en="banish another Reptile monster from your graveyard: special summon this card",
                  text_ja="墓地の爬虫類族１体の除外と引き換えに、このカード自身を特殊召喚")


def _hyper_venom(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.zone is Zone.MONSTERS and c.oid == res.link.oid and d.add_counter(c, HYPER_VENOM, 1, res.cause) \
            and c.counters.get(HYPER_VENOM, 0) >= 3:
        d.win(c.ctl)


def _venom_atk() -> Effect:
    return Effect(Kind.CONTINUOUS, affects=itself, atk=_reptiles_in_grave,
                  text_en="gains 500 ATK for each Reptile monster in your graveyard",
                  text_ja="自分の墓地の爬虫類族モンスター１体につき攻撃力５００アップ")


define(72677437, _venom_atk(),
       Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=lambda ctx, c, src, p: is_named(src, VENOM_SWAMP),
              text_en="unaffected by Venom Swamp", text_ja="「ヴェノム・スワンプ」の効果を受けない"),
       _venom_revival(), special_by=not_by_other_effect_monsters)
define(8062132, _venom_atk(),
       Effect(Kind.CONTINUOUS, affects=itself, untargetable=True,
              unaffected_by=lambda ctx, c, src, p: src.idx != ctx.card.idx,
              text_en="no card's effect can target it; unaffected by other cards' effects",
              text_ja="カードの効果の対象にならず、このカード以外の効果を受けない"),
       _venom_revival(),
       Effect(T, _hyper_venom, trigger="damage", self_trigger=False, when=battle_damage_by_self,
              text_en="battle damage to the opponent: a Hyper Venom counter; the third wins the duel",
              text_ja="相手に戦闘ダメージを与えた時ハイパーヴェノムカウンターを１つ置き、３つ目でデュエルに勝利する"),
       special_by=by_effect_of(SERPENTINE_INVOCATION, 8062132))


# ヴァンパイア・ロード / Vampire Lord: when it deals battle damage to the opponent, declare a card type; the
# opponent picks a card of that type in their deck and sends it to the graveyard. Destroyed by an opponent's card
# effect and sent to the graveyard: special summoned in your next standby phase.
def _vl_damage(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player != ctx.player


def _vl_mill(res: Resolution) -> None:
    d = res.duel
    kind = {"monster": "monster", "spell": "spell", "trap": "trap"}.get(res.link.declared, "")
    deck = [d.cards[i] for i in d.players[res.opponent].deck if d.cards[i].data.kind == kind]
    with deck_searched(d, res.opponent, True):  # looked through for one, found or not: shuffled after (R004-100)
        if deck:
            c = res.ask_cards(deck, player=res.opponent, purpose=TO_GRAVEYARD)
            d.send_to_grave([c.idx], res.cause)


define(53839837,
       Effect(T, _vl_mill, trigger="damage", when=_vl_damage, self_trigger=False, declare=("monster", "spell", "trap"),
              asks=True, text_en="declare a card type; the opponent sends a card of it from their deck",
              text_ja="カードの種類を宣言し、相手はその種類のカードをデッキから墓地へ送る"),
       grave_phase_trigger(in_later_own_standby("opp_effect"), revive_self_op,
                            "special summon this card from the graveyard", "このカードを墓地から特殊召喚する"),
       marker("destroyed", "opp_effect", by_opponents_effect))


# カース・オブ・ヴァンパイア / Vampire's Curse: destroyed by battle and sent to the graveyard: you may pay 500
# LP; in the standby phase of the next turn it is special summoned. Once that summon succeeds, a second effect is
# activated on the field: it gains 500 ATK (a negation of the monster's effects there, 「スキルドレイン」, stops it).
def _curse_pay(res: Resolution) -> None:
    if res.card.zone is Zone.GRAVE and res.card.oid == res.link.oid:
        note(ctx_of(res), "curse", res.card)


def _curse_gain(res: Resolution) -> None:
    if self_on_field(res):
        res.duel.boost(res.card, 500, 0, res.cause, until_end=False)


def _next_turn_standby(tag: str) -> Callable[[Ctx, Event], bool]:
    def when(ctx: Ctx, ev: Event) -> bool:
        n = noted(ctx, tag, ctx.card)
        return ev.detail == "standby" and n is not None and n.turn == ctx.duel.turn - 1
    return when


define(34294855,
       Effect(T, _curse_pay, trigger="destroyed", when=by_battle, cost=Cost(lp=500), mandatory=False,
              text_en="pay 500 LP: it comes back in the next standby phase",
              text_ja="５００ライフを払い、次のスタンバイフェイズに特殊召喚する"),
       grave_phase_trigger(_next_turn_standby("curse"), revive_self_op,
                            "special summon this card", "このカードを墓地から特殊召喚する"),
       Effect(T, _curse_gain, trigger="special_summoned",
              when=lambda ctx, ev: ev.cause.card == ctx.card.idx and ev.cause.effect == 2,
              text_en="special summoned by its own effect: it gains 500 ATK",
              text_ja="この効果によって特殊召喚に成功した時、攻撃力５００アップ"),
       numbering=(1, 1, 2))


# ヴァンパイア・ベビー / Vampire Baby: at the end of the battle phase, you may special summon to your field a
# monster this turn's battles took from the field to a graveyard by its hand (whichever graveyard holds it).
def _baby_watch(ctx: Ctx, ev: Event) -> bool:
    # the battle's cause names the attacker: an attacker it destroyed as the attack target counts too
    if ev.cause.reason is Reason.BATTLE and ctx.card.idx in battlers(ctx.duel) and ev.dst == int(Zone.GRAVE) \
            and ev.card != ctx.card.idx:
        note(ctx, "crushed", ctx.duel.cards[ev.card], ctx.card)
    return False


def _baby_victims(ctx: Ctx) -> list[Card]:
    return [c for p in (0, 1) for c in fitting_monsters_in(ctx, p, Zone.GRAVE, lambda c: crushed(ctx, c))]


def _baby(res: Resolution) -> None:
    summon_picked(res, _baby_victims(ctx_of(res)))


define(56387350,
       Effect(T, _baby, trigger="phase", when=lambda ctx, ev: ev.detail == "battle:end",
              self_trigger=False, mandatory=False, asks=True,
              needs=lambda ctx: room(ctx) and bool(summonable(ctx, _baby_victims(ctx))),
              text_en="special summon a monster it destroyed by battle this turn",
              text_ja="このターン戦闘で破壊したモンスターを特殊召喚する"),
       Effect(T, never_activated, note=True, trigger="destroyed", when=_baby_watch, self_trigger=False,
              text_en="(remembers what it destroyed by battle)", text_ja="（戦闘で破壊したモンスターを覚えておく）"))


# Valkyrion is special summoned (only) by tributing one each of 「磁石の戦士α」「β」「γ」 from your hand or field.
# 磁石の戦士マグネット・バルキリオン / Valkyrion the Magna Warrior and マシンナーズ・フォース / Machina Force:
# tribute this card (Valkyrion) / send it to the graveyard (Machina Force) as the cost, targeting one each of
# its three components in your graveyard: special summon them (R004-056). Machina Force pays 1000 LP to declare
# an attack (`Effect.attack_lp`).
def _magnet_tribute(ctx: Ctx, m: Card) -> bool:
    return is_named(m, *MAGNET_WARRIORS) and all(not same_name(x, m) for x in picked(ctx))


def _magnets_at_hand(ctx: Ctx) -> bool:
    d = ctx.duel
    have = {n for m in (*d.monsters_of(ctx.player), *(d.cards[i] for i in d.players[ctx.player].hand))
            for n in names_of(m)}
    return set(MAGNET_WARRIORS) <= have


define(75347539, reassemble(MAGNET_WARRIORS, "tribute"),
       Effect(Kind.PROCEDURE, condition=_magnets_at_hand,
              cost=Cost(tribute=3, tribute_hand=True, tribute_filter=_magnet_tribute),
              text_en="special summon by tributing Magnet Warriors α, β and γ from your hand or field",
              text_ja="手札・フィールドの「磁石の戦士α」「β」「γ」を１体ずつ生け贄に捧げて特殊召喚する"))

# ヴァンパイアジェネシス / Vampire Genesis (R004-054.50): once a turn, discard 1 Zombie monster: special summon
# 1 targeted Zombie of a lower Level than the discarded one from your graveyard (a free monster zone needed).
# Before the discard the target only needs a Zombie of a higher level in the hand to be discarded for it. It is
# special summoned from the hand by its procedure: banish a 「ヴァンパイア・ロード」 you control, face-down too, as the
# banishing procedures of the union fusions take one (`costs.material_pool`; docs/uncertain-rulings.md).
VAMPIRE_LORD = 53839837


def _vg_discardable(ctx: Ctx, h: Card) -> bool:
    return zombie(h) and any(zombie(g) and level_of(g) < level_of(h) for g in grave_of(ctx.duel, ctx.player))


def _vg_target(ctx: Ctx, c: Card) -> bool:
    paid = paid_so_far(ctx)
    if paid is None:
        paid = [h for h in cards_in_hand(ctx.duel, ctx.player) if zombie(h)]
    return zombie(c) and any(level_of(c) < level_of(h) for h in paid) and can_special_summon(ctx, c)


define(22056710, Effect(Kind.IGNITION, summon_each_target, once_per_turn=True, asks=True, needs=room,
                        cost=Cost(discard=1, hand_filter=_vg_discardable,
                                  text_en="discard a Zombie of a higher Level than a Zombie in your graveyard",
                                  text_ja="自分の墓地のアンデット族よりレベルの高いアンデット族１体を手札から捨てる"),
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=_vg_target,
                                          text_en="a Zombie in your graveyard of a lower Level than the discarded one",
                                          text_ja="捨てたアンデット族よりレベルの低い自分の墓地のアンデット族"),
                        text_en="discard 1 Zombie: special summon the target",
                        text_ja="手札からアンデット族を１体捨て、対象を特殊召喚する"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_field=1, field_filter=lambda ctx, c: c.zone is Zone.MONSTERS
                                         and is_named(c, VAMPIRE_LORD)),
              text_en="special summon by banishing a Vampire Lord you control",
              text_ja="自分フィールド上の「ヴァンパイア・ロード」１体を除外して特殊召喚する"),
       )


_NOT_VENOM_PREY = Why("its counters go only on a face-up monster the opponent controls",
                      "相手の表側表示モンスターにしかカウンターを置けない")


def _venom_monster(n: int) -> Operation:
    def op(res: Resolution) -> None:
        ups = face_up_opp(ctx_of(res))
        if ups:
            put_venom(res, res.ask_cards(ups, why=lambda _: _NOT_VENOM_PREY, purpose=PUT_COUNTER.monster), n)
    return op


# ヴェノム・スネーク / Venom Snake: once a turn, put 1 venom counter on a face-up monster the opponent controls;
# it cannot declare an attack the turn it uses this effect.
define(73899015, Effect(Kind.IGNITION, _venom_monster(1), condition=face_up_here, no_attack_that_turn=True,
                        needs=lambda ctx: bool(face_up_opp(ctx)), once_per_turn=True, asks=True,
                        text_en="put 1 venom counter on an opponent's face-up monster",
                        text_ja="ヴェノムカウンター１つを相手モンスター１体に乗せる"))

# ヴェノム・ボア / Venom Boa: the same with 2 venom counters.
define(9284723, Effect(Kind.IGNITION, _venom_monster(2), condition=face_up_here, no_attack_that_turn=True,
                       needs=lambda ctx: bool(face_up_opp(ctx)), once_per_turn=True, asks=True,
                       text_en="put 2 venom counters on an opponent's face-up monster",
                       text_ja="ヴェノムカウンター２つを相手モンスター１体に乗せる"))

# ヴェノム・サーペント / Venom Serpent: once a turn, put 1 venom counter on a face-up monster the opponent
# controls.
define(36278828, Effect(Kind.IGNITION, _venom_monster(1), condition=face_up_here,
                        needs=lambda ctx: bool(face_up_opp(ctx)), once_per_turn=True, asks=True,
                        text_en="put 1 venom counter on an opponent's face-up monster",
                        text_ja="ヴェノムカウンター１つを相手モンスター１体に乗せる"))


# 冥王竜ヴァンダルギオン / Van'Dalgyon the Dark Dragon Lord (group A, R004-054.41): when your counter trap
# negated the activation of a card the opponent controls, you may special summon this card from your hand once
# that chain has resolved; when it is special summoned this way, by the kind of card negated: a spell, 1500
# damage to the opponent; a trap, destroy a targeted card the opponent controls; an effect monster, special
# summon a targeted monster from your graveyard (not activated with no free monster zone: R004-007). Each kind
# negated in that chain sets off its effect (a spell and a trap negated: both; docs/uncertain-rulings.md). The
# negations are noted by `common.negate_activation`; those of one chain are the ones made after its last
# activation (they share its activation count).
def _negated_kinds(ctx: Ctx, this_chain: bool = True) -> set[str]:
    """The kinds of the opponent's cards whose activations your counter traps negated in one chain: the chain that
    just resolved, or (not `this_chain`) the latest chain with such a negation."""
    d = ctx.duel
    mine = [n for n in negations(d) if n.player == ctx.player and n.by_counter_trap and n.activator != ctx.player]
    if not mine:
        return set()
    count = d.activation_count if this_chain else mine[-1].count
    return {n.kind for n in mine if n.count == count}


def _called_by_itself(kind: str) -> Callable[[Ctx, Event], bool]:
    def when(ctx: Ctx, ev: Event) -> bool:
        return ev.cause.card == ctx.card.idx and ev.src == int(Zone.HAND) and kind in _negated_kinds(ctx, False)
    return when


def _vandal_burn(res: Resolution) -> None:
    res.duel.damage(res.opponent, 1500, res.cause)


define(24857466,
       Effect(T, summon_from_hand, trigger="chain_resolved", self_trigger=False, from_zone=Zone.HAND, mandatory=False,
              asks=True, when=lambda ctx, ev: bool(_negated_kinds(ctx)), needs=room_for_itself,
              text_en="your counter trap negated an opponent's activation: special summon this card from your hand",
              text_ja="自分のカウンター罠が相手の発動を無効にすれば、手札のこのカードを特殊召喚"),
       Effect(T, _vandal_burn, trigger="special_summoned", when=_called_by_itself("spell"),
              text_en="a spell was negated: 1500 damage to the opponent", text_ja="魔法：相手に１５００ダメージ"),
       Effect(T, destroy_targets, trigger="special_summoned", when=_called_by_itself("trap"),
              target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                   text_ja="相手フィールドのカード"),
              text_en="a trap was negated: destroy the target", text_ja="罠：対象の相手のカードを破壊する"),
       Effect(T, summon_targets_one_by_one, trigger="special_summoned", when=_called_by_itself("monster"), asks=True,
              needs=room,
              target=OWN_REVIVABLE,
              text_en="an effect monster was negated: special summon the target",
              text_ja="効果モンスター：対象の自分の墓地のモンスターを特殊召喚する"),
       numbering=(1, 2, 2, 2))  # what it does once summoned is one effect, by the kind of card negated


# 裁きを下す者－ボルテニス / Voltanis the Adjudicator (group A, R004-176.03): once a chain has resolved in which a
# counter trap you activated was activated successfully (its activation not negated), you may tribute every
# monster you control (the cost) to special summon this card from your hand. When it is special summoned this
# way, you may destroy up to as many cards the opponent controls as Fairy monsters were tributed (chosen as
# the effect resolves: it does not target), even when this card has left the field in answer. The count is
# remembered on the summoned card object.
def _my_counter_trap_succeeded(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return any(r.player == ctx.player and r.status != "negated_activation" and d.cards[r.card].data.kind == "trap"
               and "counter" in d.cards[r.card].data.subtypes for r in d.last_chain)


def _voltanis_arrives(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid != res.link.oid or c.zone is not Zone.HAND or not d.free_slots(res.player, Zone.MONSTERS):
        return
    fairies = sum(1 for i in res.link.cost_cards if d.cards[i].data.is_monster
                  and race_as_it_left(d, d.cards[i]) == "Fairy")  # its Type on the field
    summon(res, c)
    if d.cards[c.idx].zone is Zone.MONSTERS:
        mark(d, "voltanis", c, fairies)


def _voltanis_count(ctx: Ctx) -> int:
    return sum(marked(ctx.duel, "voltanis", ctx.card))


def _voltanis_destroys(res: Resolution) -> None:
    # the text does not need this card on the field: gone in answer, it still destroys as many as counted for the
    # object that activated the effect
    d = res.duel
    n = sum(marked(d, "voltanis", res.card, res.link.oid))
    d.destroy(choose_cards(res, d.field_cards(res.opponent), n, upto=True, purpose=DESTROY), res.cause)


define(20951752,
       Effect(T, _voltanis_arrives, trigger="chain_resolved", self_trigger=False, from_zone=Zone.HAND,
              mandatory=False, asks=True, when=_my_counter_trap_succeeded, cost=Cost(tribute_all=True),
              needs=room_for_itself,
              text_en="your counter trap was activated: tribute all your monsters to special summon this card",
              text_ja="自分のカウンター罠の発動が通れば、自分フィールドの全モンスターを生け贄に、このカードを特殊召喚"),
       Effect(T, _voltanis_destroys, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS,
              trigger="special_summoned",
              mandatory=False, asks=True,
              when=lambda ctx, ev: ev.cause.card == ctx.card.idx and ev.src == int(Zone.HAND),
              needs=lambda ctx: _voltanis_count(ctx) > 0 and bool(ctx.duel.field_cards(ctx.opponent)),
              text_en="summoned this way: destroy up to as many of the opponent's cards as Fairies tributed",
              text_ja="その特殊召喚の後、生け贄の天使族と同じ数まで相手のカードを選び破壊"))

# ヴォルカニック・エッジ / Volcanic Slicer: once a turn, in its controller's main phase: 500 damage to the opponent;
# this card cannot attack in the turn the effect is activated (so not once it attacked).
define(17415895, Effect(Kind.IGNITION, burn_500, once_per_turn=True, no_attack_that_turn=True, condition=face_up_here,
                        text_en="500 damage to the opponent; this card cannot attack this turn",
                        text_ja="相手に５００ダメージを与える。このターンこのカードは攻撃できない"))

# ヴォルカニック・ハンマー / Volcanic Hammerer: once a turn, in its controller's main phase: 200 damage to the
# opponent for each 「ヴォルカニック」 monster in their graveyard; this card cannot attack in the turn the effect is
# activated (so not once it attacked).
def _hammer(res: Resolution) -> None:
    d = res.duel
    n = sum(d.cards[i].data.kind == "monster" and name_includes(d.cards[i], "ヴォルカニック")
            for i in d.players[res.player].grave)
    if n:
        d.damage(res.opponent, 200 * n, res.cause)


define(54514594, Effect(Kind.IGNITION, _hammer, once_per_turn=True, no_attack_that_turn=True, condition=face_up_here,
                        text_en="200 damage to the opponent for each Volcanic monster in your graveyard; this card "
                                "cannot attack this turn",
                        text_ja="相手に、自分の墓地にある「ヴォルカニック」モンスター１体につき２００のダメージ。その後このターン攻撃不可"))

# ブラッド・オーキス / Vampiric Orchis: when it is normal summoned, you may special summon a 「デス・デンドル」 from
# your hand.
_dendle_room, _orchis = summon_named_from(12965761, Zone.HAND)

define(46571052, Effect(Kind.TRIGGER, _orchis, trigger="summoned", when=lambda ctx, ev: ev.detail != "flip",
                        mandatory=False, misses_timing=True, asks=True,
                        needs=_dendle_room,
                        text_en="normal summoned: special summon a Des Dendle from your hand",
                        text_ja="通常召喚の後：手札の「デス・デンドル」１体の特殊召喚"))


# エア・サーキュレーター / Vortex Trooper: when it is normal summoned, its controller may shuffle 2 cards of their hand
# into the deck, then draw 2; when it is destroyed, draw 1.
def _circulate(res: Resolution) -> None:
    d = res.duel
    hand = cards_in_hand(d, res.player)
    if len(hand) < 2:
        return
    back = choose_cards(res, hand, 2, purpose=RETURN_TO_DECK)
    d.to_deck(back, res.cause)
    d.next_thing()
    d.draw(res.player, 2, res.cause)


define(7736719, Effect(T, _circulate, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal", mandatory=False,
                       asks=True, misses_timing=True,
                       needs=lambda ctx: len(ctx.duel.players[ctx.player].hand) >= 2 and may_draw("self")(ctx),
                       text_en="normal summoned: shuffle 2 cards of your hand into the deck, then draw 2",
                       text_ja="召喚に成功した時、手札２枚をデッキに戻してシャッフルし、その後２枚ドローする"),
       Effect(T, draw_one, trigger="destroyed", needs=may_draw("self"), text_en="destroyed: draw 1",
              text_ja="破壊された時、１枚ドローする"))


# ボルテック・コング / Voltic Kong: when it inflicts battle damage to the opponent, the top card of their deck goes
# to the graveyard for each face-up LIGHT monster its controller controls.
def _kong(res: Resolution) -> None:
    d = res.duel
    n = sum(1 for c in d.monsters_of(res.player) if c.face_up and has_attribute(c, "LIGHT"))
    d.mill(res.opponent, n, res.cause)


define(93151201, Effect(T, _kong, trigger="damage", self_trigger=False, when=battle_damage_by_me(),
                        text_en="battle damage: the opponent mills as many cards as you control face-up LIGHT "
                                "monsters",
                        text_ja="相手に戦闘ダメージ：自分フィールドの表側の光属性モンスターと同じ枚数、相手デッキ上から"
                                "墓地へ送る"))


# ヴァンパイア・レディ / Vampire Lady: when it inflicts battle damage to the opponent, its controller declares a card
# type; the opponent sends a card of that type of their choice from their deck to the graveyard.
def _vampire_lady(res: Resolution) -> None:
    d = res.duel
    kind = res.link.declared
    cands = [c for c in pile_of(res, res.opponent, Zone.DECK) if c.data.kind == kind]
    with deck_searched(d, res.opponent, True):  # looked through for one, found or not: shuffled after (R004-100)
        picked = choose_cards(res, cands, 1, chooser=res.opponent, purpose=TO_GRAVEYARD)
        d.send_to_grave([c.idx for c in picked], res.cause)


define(26495087, Effect(T, _vampire_lady, trigger="damage", self_trigger=False, when=battle_damage_by_me(),
                        declare=("monster", "spell", "trap"), asks=True,
                        text_en="battle damage: declare a card type; the opponent sends a card of it from their deck "
                                "to the graveyard",
                        text_ja="戦闘ダメージを与えた時、カードの種類を宣言する。相手はその種類のカード１枚をデッキから"
                                "墓地へ送る"))


# ヴォルカニック・ロケット / Volcanic Rocket: when it is normal, flip or special summoned, its controller may add a
# 「ブレイズ・キャノン」 card from their deck or graveyard to the hand.
def _blaze_accelerator(c: Card) -> bool:
    return name_includes(c, "ブレイズ・キャノン")


def _rocket(res: Resolution) -> None:
    search(res, _blaze_accelerator, zones=(Zone.DECK, Zone.GRAVE))


define(76459806, *(Effect(T, _rocket, trigger=k, mandatory=False, asks=True, misses_timing=True,
                          needs=deck_or_grave_has(_blaze_accelerator),
                          text_en="summoned: add a Blaze Accelerator card from your deck or graveyard to your hand",
                          text_ja="召喚・反転召喚・特殊召喚に成功した時、デッキか墓地から「ブレイズ・キャノン」と名のついた"
                                  "カード１枚を手札に加える")
                   for k in ("summoned", "special_summoned")), numbering=(1, 1))


# 虚無魔人 / 虚無の統括者 / Vanity's Fiend, Vanity's Ruler: neither player (Ruler: the opponent) can special summon
# while it is face-up on the field (`summon_locks`); it cannot be special summoned itself.
define(47084486, Effect(C, locks_summons=no_special_summons,
                        text_en="neither player can special summon", text_ja="お互いに特殊召喚できない"),
       special_by=never)
define(72634965, Effect(C, locks_summons=opponent_no_special_summons,
                        text_en="the opponent cannot special summon", text_ja="相手は特殊召喚できない"),
       special_by=never)


# 悪シノビ / Vengeful Shinobi: when it is chosen as an attack target while face-up in attack position, its controller
# draws 1.
def _shinobi_attacked(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return ev.amount == me.idx and me.zone is Zone.MONSTERS and me.pos is Pos.ATTACK


define(26046205, Effect(T, draw_one, trigger="attack_declared", self_trigger=False, when=_shinobi_attacked,
                        needs=may_draw("self"),
                        text_en="targeted for an attack in face-up attack position: draw 1",
                        text_ja="攻撃表示で表側のこのカードが攻撃の対象になれば１枚ドロー"))


# ヴォルカニック・リボルバー / Volcanic Blaster: once battle destroys it and it lands in the graveyard, its
# controller may put a 「ヴォルカニック」 monster of their deck on top of it (the deck is shuffled after the search).
def _volcanics(ctx: Ctx | Resolution) -> list[Card]:
    return deck_of(ctx.duel, ctx.player, lambda c: c.data.is_monster and name_includes(c, "ヴォルカニック"))


def _blaster(res: Resolution) -> None:
    cands = _volcanics(res)
    searched_to_top(res, res.ask_cards(cands, purpose=TO_DECK_TOP.monster) if cands else None)


define(81020140, Effect(T, _blaster, trigger="destroyed", when=battle_to_grave, mandatory=False, asks=True,
                        needs=lambda ctx: bool(_volcanics(ctx)),
                        text_en="destroyed by battle: put a Volcanic monster of your deck on top of it",
                        text_ja="戦闘破壊で墓地へ行けば、デッキの「ヴォルカニック」モンスター１体を"
                                "選んでデッキトップへ"))


# ヴォルカニック・カウンター / Volcanic Counter: when its owner takes battle damage while it is in their graveyard, it
# is banished; then, if another FIRE monster (not a 「ヴォルカニック・カウンター」) is in their graveyard, the
# opponent takes the same damage.
def _battle_damage_to_me(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.player == ctx.player and ev.amount > 0


def _other_fire(c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "FIRE") and not is_named(c, 66436257)


def _counter(res: Resolution) -> None:
    d = res.duel
    if res.card.zone is not Zone.GRAVE:
        return
    me = res.card
    d.banish([me], res.cause)
    if d.cards[me.idx].zone is Zone.BANISHED and grave_of(d, res.player, _other_fire):
        d.next_thing()
        d.damage(res.opponent, res.link.events[0].amount, res.cause)


define(66436257, Effect(T, _counter, trigger="damage", self_trigger=False, from_zone=Zone.GRAVE,
                        when=_battle_damage_to_me,
                        text_en="you take battle damage while it is in your graveyard: banish it; then, with another "
                                "FIRE monster there, the opponent takes as much",
                        text_ja="墓地に存在し自分が戦闘ダメージを受けた時、このカードを除外し、その後墓地に他の炎属性"
                                "モンスターがいれば、相手に同じ数値のダメージを与える"))


# 万力魔神バイサー・デス / Viser Des: when it is normal summoned, target a monster the opponent controls; in its
# controller's third standby phase after that, the target is destroyed (no chain link); while the target is on the
# field, Viser Des is not destroyed by battle. The standby phases that begin are counted, not turns (R004-132).
# Turned face-down and face-up again, it is a new card that chose no target (`Duel.summon_holds`): no longer
# protected, though the target is still destroyed when its time comes.
def _vise(res: Resolution) -> None:
    d = res.duel
    targets = res.targets()
    if not targets:
        return
    t = targets[0]
    if self_on_field(res):  # turned face-down in answer, it is a new card that holds nothing (the target still goes)
        bind(d, "vise", res.card, t, read_by_effects=True)
    in_own_standby(res, 3, t, lambda r, x: r.duel.destroy([x], r.cause), "your third standby phase: destroy the target",
                   "３回目の自分のスタンバイフェイズに対象を破壊する", Kind.AT_ONCE)


define(56043446, Effect(T, _vise, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                        target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                          text_ja="相手フィールドのモンスター"),
                        text_en="normal summoned: the target is destroyed in your third standby phase after this",
                        text_ja="召喚に成功した時、相手モンスター１体を選択し、発動後３回目の自分のスタンバイフェイズに"
                                "破壊する"),
       Effect(C, affects=lambda ctx, c: c is ctx.card and bool(bound(ctx.duel, "vise", c)) and ctx.duel.summon_holds(c),
              battle_proof=True,
              text_en="not destroyed by battle while the target is on the field",
              text_ja="対象のモンスターがフィールドにいる間、戦闘で破壊されない"))


# ヴォルカニック・デビル / Volcanic Doomfire: it cannot be normal summoned; it is special summoned from the hand by
# sending a face-up 「ブレイズ・キャノン－トライデント」 you control to the graveyard. (1) In the opponent's battle
# phase, their attack-position monsters that can attack must attack this card. (2) When it destroys a monster by
# battle and sends it to the graveyard: destroy every monster the opponent controls, and deal them 500 damage for
# each destroyed.
def _eruption(res: Resolution) -> None:
    d = res.duel
    gone = d.destroy(d.monsters_of(res.opponent), res.cause)
    d.damage(res.opponent, 500 * len(gone), res.cause)


define(32543380,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, lures=True,
              text_en="the opponent's attack-position monsters that can attack must attack this card",
              text_ja="相手のバトルフェイズ、攻撃できる相手の攻撃表示モンスターはこのカードへ攻撃する義務を負う"),
       Effect(Kind.TRIGGER, _eruption, does=Does.MONSTERS | Does.OPPONENTS, trigger="destroyed", self_trigger=False,
              when=battle_destroyed,
              text_en="destroys a monster by battle: destroy all the opponent's monsters, 500 damage for each",
              text_ja="戦闘破壊して墓地へ送れば、相手モンスター全ての破壊、１体につき５００ダメージ"),
       Effect(Kind.PROCEDURE,
              cost=Cost(field_send=1, field_filter=lambda ctx, c: c.face_up and is_named(c, 21420702)),
              text_en="special summon by sending a face-up Tri-Blaze Accelerator you control to the graveyard",
              text_ja="特殊召喚の手順：自分フィールドから墓地へ、表側で置かれた「ブレイズ・キャノン－トライデント」（１枚）"))


# ヴィクトリー・ドラゴン / Victory Dragon: it cannot be special summoned; its tribute summon takes 3 Dragon monsters.
# When its direct attack brings the opponent's LP to 0, its controller wins the match (`Duel.match_winner`).
define(44910027,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, wins_match=True,
              text_en="its direct attack that brings the opponent's LP to 0 wins the match",
              text_ja="このカードの直接攻撃で相手ＬＰが０になれば、このカードのコントローラーがマッチの勝者"),
       tributes=3, tribute_filter=lambda d, c: d.race(c) == "Dragon", special_by=never)


# ヴォルカニック・バックショット / Volcanic Scattershot: (1) when it is sent to the graveyard, 500 damage to the
# opponent. (2) When it is sent there by the effect of a 「ブレイズ・キャノン」 card (its cost too: the classic
# 「ブレイズ・キャノン」 combination), its controller may send 2 「ヴォルカニック・バックショット」 from their hand
# and/or deck to the graveyard (the cost) to destroy every monster the opponent controls.
SCATTERSHOT = 69750546


def _by_blaze(ctx: Ctx, ev: Event) -> bool:
    by = ev.cause.card
    return (ev.dst == int(Zone.GRAVE) and ev.cause.reason in (Reason.EFFECT, Reason.COST) and by >= 0
            and name_includes(ctx.duel.cards[by], "ブレイズ・キャノン"))


define(SCATTERSHOT,
       *(Effect(T, burn_500, trigger=k, when=lambda ctx, ev: ev.dst == int(Zone.GRAVE),
                text_en="sent to the graveyard: 500 damage to the opponent",
                text_ja="墓地へ送られた時、相手に５００ダメージを与える") for k in TO_GRAVE),
       *(Effect(T, lambda res: destroy_all_of(res, res.opponent), trigger=k, when=_by_blaze, mandatory=False,
                does=Does.MONSTERS | Does.OPPONENTS, needs=has_opponent_monster,
                cost=Cost(hand_send=2, hand_send_deck=True, hand_filter=lambda ctx, c: is_named(c, SCATTERSHOT)),
                text_en="sent to the graveyard by a Blaze Accelerator card's effect: send 2 Volcanic Scattershot from "
                        "your hand or deck to the graveyard: destroy every monster the opponent controls",
                text_ja="「ブレイズ・キャノン」カードの効果による墓地行きの後：手札かデッキの"
                        "「ヴォルカニック・バックショット」２体も墓地へ、相手モンスター全ての破壊") for k in TO_GRAVE),
       numbering=(1,) * len(TO_GRAVE) + (2,) * len(TO_GRAVE))


# ビクトリー・バイパー ＸＸ０３ / Victory Viper XX03: when it destroys an opponent's monster by battle, one of these is
# declared and activated (a mandatory trigger): it gains 400 ATK (while it stays face-up); or destroy a targeted
# face-up spell or trap card; or special summon an 「オプショントークン」 whose Type, Attribute, Level, ATK and DEF are
# always its own (destroyed once it is no longer face-up on the field: `shared/tokens.option_token`).
def _viper_mode_ok(ctx: Ctx, mode: str) -> bool:
    return mode in (o.key for o in option_modes(ctx.duel, ctx.player, ctx.card))


def _viper_mode_why(ctx: Ctx, mode: str) -> str:
    # the reason of the check that leaves the mode out (`option_choices`)
    return next((why() for o, why in option_choices(ctx.duel, ctx.player, ctx.card)[1] if o.key == mode), "")


def _victory_viper(res: Resolution) -> None:
    d, me = res.duel, res.card
    mode = res.link.declared
    if mode == "atk" and me.zone is Zone.MONSTERS and me.face_up and me.oid == res.link.oid:
        d.boost(me, 400, 0, res.cause, until_end=False)
    elif mode == "destroy":
        d.destroy([t for t in res.targets() if t.face_up], res.cause)
    elif mode == "token" and me.oid == res.link.oid:
        option_token(res, me)


define(93130021, Effect(T, _victory_viper, trigger="destroyed", self_trigger=False, when=destroyed_by_me, asks=True,
                        declare=("atk", "destroy", "token"), declare_ok=_viper_mode_ok,
                        declare_why=_viper_mode_why,
                        target=TargetSpec(zone=Zone.SPELLS, face="up", optional=True,
                                          where=lambda ctx, c: ctx.declared == "destroy",
                                          text_en="a face-up spell or trap card (destroy mode)",
                                          text_ja="表側表示の魔法・罠カード（破壊する効果）"),
                        text_en="destroyed a monster by battle: +400 ATK, or destroy a face-up spell/trap, or an "
                                "Option Token",
                        text_ja="戦闘で相手モンスターを破壊した場合、攻撃力４００アップ・表側表示の魔法・罠１枚破壊・"
                                "「オプショントークン」特殊召喚から１つを発動する"))

"""The effect monsters whose English name begins with C."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    BANISH_SELF,
    DISCARD_SELF,
    FACE_UP_MONSTER,
    HARPIE_LADY,
    PIERCING,
    SPELL_TRAP,
    TRIBUTE_SELF,
    banish_targets,
    battle_to_grave,
    both,
    can_special_summon,
    ctx_of,
    destroy_targets,
    face_up_here,
    field_to_grave,
    in_its_battle,
    itself,
    room,
    room_for_itself,
    spells_traps_of,
    takeable,
    to_defense,
    to_grave,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.burn import burn_op
from arbiter.ocg.cards.shared.chain import answered_activation, link_targets, negate_and_destroy
from arbiter.ocg.cards.shared.chaos import LIGHT_AND_DARK
from arbiter.ocg.cards.shared.chrysalises import CHRYSALIS, hatch
from arbiter.ocg.cards.shared.cloudians import CLOUDIAN, FOG, FOG_ON_SUMMON, is_cloudian
from arbiter.ocg.cards.shared.coins import ask_number
from arbiter.ocg.cards.shared.counters import A_COUNTER, alien_weakening, summon_from_hand
from arbiter.ocg.cards.shared.crystal_beasts import crystal, crystals_in_spells
from arbiter.ocg.cards.shared.damage import no_damage
from arbiter.ocg.cards.shared.destruction import destroy_self
from arbiter.ocg.cards.shared.discard import (
    choose_cards,
    opp_discards_random,
    send_everything,
    send_from_hand,
)
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import damage_step_foe, summon_named_from
from arbiter.ocg.cards.shared.equips import equip_fits, equip_spells_in_grave
from arbiter.ocg.cards.shared.events import (
    by_battle_to_grave,
    face_up_as_damage_step_began,
    monster_back_to_hand,
    remember_face_when_attacked,
    tribute_summoned,
)
from arbiter.ocg.cards.shared.face_down import FACE_DOWN_SELF
from arbiter.ocg.cards.shared.life_points import standby_gain
from arbiter.ocg.cards.shared.monster_equips import cyberdark
from arbiter.ocg.cards.shared.moths import COCOON_OF_EVOLUTION, PETIT_MOTH, cocoon_on
from arbiter.ocg.cards.shared.notes import Mark, mark, marked, never_activated, observer
from arbiter.ocg.cards.shared.passcodes import CYBER_OGRE
from arbiter.ocg.cards.shared.resolving import self_on_field, still_face_up_here
from arbiter.ocg.cards.shared.search import deck_searched, on_summon_search
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    summon,
    summon_one_of,
    summon_picked,
    summonable,
    summonable_now,
)
from arbiter.ocg.cards.shared.stats import banished_for_atk, half_up, original_atk, original_def
from arbiter.ocg.cards.shared.summon_responses import NO_TRAPS_ON_SUMMON
from arbiter.ocg.cards.shared.targets import OPP_MONSTER, field_card, grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import (
    BATTLE_DEAD_EN,
    BATTLE_DEAD_JA,
    back_to_deck,
    battle_dead,
    tribute_return_effect,
)
from arbiter.ocg.cards.shared.tokens import CLOUDIAN_TOKEN, makes_token_here
from arbiter.ocg.cards.shared.trap_monsters import self_as_monster
from arbiter.ocg.cards.shared.tributes import NOTES_TRIBUTED_ATK, tributed_atk, tributes_of
from arbiter.ocg.cards.shared.umi import SPELL_PROOF_UNDER_UMI
from arbiter.ocg.cards.shared.zones import cards_in_hand, deck_of, face_up_opp, grave_of, hand_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import (
    BANISH,
    DESTROY,
    EQUIP,
    PLACE_AS_SPELL,
    PUT_COUNTER,
    SPECIAL_SUMMON,
    TO_DECK_BOTTOM,
    TO_GRAVEYARD,
    Purpose,
)
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward, open_unless
from arbiter.ocg.names import has_attribute, is_named, name_includes, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, never

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


# デビル・フランケン / Cyber-Stein: pay 5000 LP; special summon a fusion monster from the fusion deck in
# face-up attack position. Only one its effect may special summon is offered, or lets it be activated: not one
# that only a fusion summon brings out (Elemental HERO Flame Wingman).
def _stein_picks(ctx: Ctx) -> list[Card]:
    return [c for c in fusion.fusion_deck(ctx.duel, ctx.player) if can_special_summon(ctx, c)]


def _stein(res: Resolution) -> None:
    summon_picked(res, _stein_picks(ctx_of(res)), pos=Pos.ATTACK, kind="fusion")


define(69015963, Effect(Kind.IGNITION, _stein, cost=Cost(lp=5000), condition=face_up_here,
                        needs=lambda ctx: room(ctx) and bool(_stein_picks(ctx)),
                        asks=True,
                        text_en="a fusion monster comes out of your fusion deck by special summon, in attack position",
                        text_ja="融合モンスター１体を、融合デッキから表側攻撃表示で特殊召喚"))

T = Kind.TRIGGER

# サイバー・エスパー / Cyber Esper: while it is in face-up attack position, its controller looks at each card
# the opponent draws (each card is shown as it is drawn, and seen while it stays in that hand).
define(91663373, Effect(Kind.CONTINUOUS, sees_draws=lambda ctx: ctx.card.pos is Pos.ATTACK,
                        text_en="while in attack position: you see the cards your opponent draws",
                        text_ja="表側攻撃表示である限り、相手がドローしたカードを確認できる"))

# 電動刃虫 / Chainsaw Insect: at the end of the damage step of a battle it took part in (it attacked or was
# attacked: `in_its_battle`), the opponent draws 1.
define(77252217, Effect(T, draw_op(1, "opp"), trigger="damage_step_end", self_trigger="either", when=in_its_battle,
                        needs=may_draw("opp"),
                        text_en="the opponent draws 1", text_ja="相手はデッキからカードを１枚ドローする"))


# サイバーデーモン / Cyber Archfiend: when its controller begins their draw phase with no cards in hand,
# they draw 1 more; in their end phase it is destroyed if they hold a card.
def _archfiend_extra(ctx: Ctx, ev: Event) -> bool:
    return (ev.player == ctx.player and ev.cause.reason is Reason.RULE and ctx.duel.phase == "draw"
            and len(ctx.duel.players[ctx.player].hand) == ev.amount)


define(59907935, Effect(T, draw_op(1), trigger="drew", self_trigger=False, when=_archfiend_extra,
                        needs=may_draw("self"), text_en="an empty hand in the draw phase: draw 1 more",
                        text_ja="手札が０枚の時、ドローフェイズに１枚多くドローする"),
       Effect(T, destroy_self, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player
              and bool(ctx.duel.players[ctx.player].hand),
              text_en="a card in hand in your end phase: destroy this card",
              text_ja="エンドフェイズに手札がある場合、このカードを破壊する"))


# 鬼ゴブリン / Coach Goblin: in your end phase you may put a normal monster from your hand at the bottom
# of the deck and draw 1 (once a turn).
def _coach(res: Resolution) -> None:
    d = res.duel
    normals = [c for c in hand_of(res, res.player) if d.is_normal_monster(c)]
    if normals:
        d.to_deck([res.ask_cards(normals, purpose=TO_DECK_BOTTOM.monster)], res.cause, where="bottom")
        d.draw(res.player, 1, res.cause)


define(42541548, Effect(T, _coach, trigger="phase", self_trigger=False, mandatory=False, asks=True,
                        needs=both(may_draw("self"), lambda ctx: any(ctx.duel.is_normal_monster(c)
                                                                     for c in hand_of(ctx, ctx.player))),
                        when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player,
                        text_en="put a normal monster from your hand at the bottom of the deck; draw 1",
                        text_ja="手札の通常モンスターをデッキの一番下に戻し、１枚ドローする"))


# サイバー・フェニックス / Cyber Phoenix: while it is in attack position, the effect of a spell or trap card that
# targets one Machine monster you control and no other card is negated; when it is destroyed by battle and sent
# to the graveyard, you may draw 1.
def _phoenix_guards(ctx: Ctx, c: Card) -> bool:
    me = ctx.card
    return me.zone is Zone.MONSTERS and me.pos is Pos.ATTACK and c.zone is Zone.MONSTERS and c.face_up \
        and c.ctl == me.ctl and ctx.duel.race(c) == "Machine"


define(3370104, Effect(Kind.CONTINUOUS, affects=_phoenix_guards, ward=Ward(("spell", "trap"), alone=True),
                       text_en="in attack position: negate spell and trap effects that target only your Machine",
                       text_ja="攻撃表示である間、自分の機械族１体だけを対象に取る魔法・罠の効果は無効になる"),
       Effect(T, draw_op(1), trigger="destroyed", when=battle_to_grave, mandatory=False,
              misses_timing=True, needs=may_draw("self"), draws=1,
              text_en="destroyed by battle: draw 1", text_ja="戦闘で破壊された時、１枚ドローできる"))


# カードガンナー / Card Trooper: once a turn, mill 1, 2 or 3 cards of its controller's deck (the number declared);
# until the turn ends it gains 500 ATK per card milled. Destroyed and in the graveyard, it draws its controller
# a card. The number declared is the number of cards to send, so it is one the deck still holds (an
# empty deck leaves nothing to declare: no activation).
DECK_SHORT = Why("its player's deck holds fewer cards than that", "自分のデッキの枚数がそれより少ない")


def _trooper_why(ctx: Ctx, n: str) -> str:
    return "" if int(n) <= len(ctx.duel.players[ctx.player].deck) else DECK_SHORT


def _trooper(res: Resolution) -> None:
    d = res.duel
    n = int(res.link.declared or "1")
    before = len(d.players[res.player].grave)
    d.mill(res.player, n, res.cause)
    sent = len(d.players[res.player].grave) - before
    if self_on_field(res) and sent:
        d.boost(res.card, 500 * sent, 0, res.cause)


define(85087012, Effect(Kind.IGNITION, _trooper, once_per_turn=True, declare=("1", "2", "3"),
                        declare_ok=open_unless(_trooper_why), declare_why=_trooper_why,
                        text_en="mill 1-3 cards of your deck; +500 ATK for each",
                        text_ja="デッキの上のカードを１～３枚墓地へ送る。その枚数×５００攻撃力アップ"),
       Effect(T, draw_op(1), trigger="destroyed", needs=may_draw("self"), when=field_to_grave,
              text_en="destroyed and sent to the graveyard: draw 1",
              text_ja="破壊され墓地へ送られた時、１枚ドローする"))

# プリンセス人魚 / Cure Mermaid: 800 in your standby phase while face-up. そよ風の精霊 / Spirit of the Breeze: 1000
# while in face-up attack position. 踊る妖精 / Dancing Fairy: 1000 while in face-up defense position (these three's
# "as long as" is read again as the gain resolves). 堕天使マリー /
# Darklord Marie: 200 while in the graveyard. 白魔導士ピケル / White Magician Pikeru: 400 for each monster you
# control. 魔法の国の王女－ピケル / Princess Pikeru: 800 for each (its summoning condition: see its `missing`).
standby_gain(85802526, lambda ctx: 800, "your standby phase: gain 800 LP", "スタンバイフェイズに８００回復する",
             as_long_as=True)


# マーダーサーカス / Crass Clown: when this card, in defense position, becomes face-up attack position:
# return 1 targeted monster the opponent controls to its owner's hand. Face-down defense to face-up attack is a
# flip (its "flipped" event: a flip summon records it once the summon is not negated); face-up defense to attack
# is a change of position (its "position" event), by the player's will or by an effect.
def _clown_flipped(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.pos is Pos.ATTACK


def _clown_changed(ctx: Ctx, ev: Event) -> bool:
    return ev.pos == int(Pos.DEFENSE) and ev.amount == int(Pos.ATTACK)


define(93889755, *(Effect(T, to_hand_targets, trigger=k, when=w, target=OPP_MONSTER,
                          text_en="return the target to its owner's hand",
                          text_ja="対象の相手モンスターを持ち主の手札に戻す")
                   for k, w in (("flipped", _clown_flipped), ("position", _clown_changed))), numbering=(1, 1))

define(28358902, tribute_return_effect(battle_dead, "bottom", BATTLE_DEAD_EN, BATTLE_DEAD_JA))

# コカローチ・ナイト / Cockroach Knight: when it is sent to the graveyard, it returns to the top of the
# deck.
define(33413638, *back_to_deck("top", to_grave), numbering=(1, 1, 1, 1))

# 混沌帝龍 －終焉の使者－ / Chaos Emperor Dragon - Envoy of the End: pay 1000 LP: send every card in both hands and
# on the field to the graveyard; the opponent takes 300 damage for each card sent to their graveyard. It is
# special summoned from the hand by banishing a LIGHT and a DARK monster from your graveyard (its procedure, the
# Chaos monsters' one).
def _envoy(res: Resolution) -> None:
    d = res.duel
    before = len(d.players[res.opponent].grave)
    send_everything(res)
    sent = len(d.players[res.opponent].grave) - before
    if sent:  # "then" (その後): the damage is a step of its own; with none sent there, the sending was the last thing
        d.next_thing()
        d.damage(res.opponent, 300 * sent, res.cause)


define(82301904, Effect(Kind.IGNITION, _envoy, cost=Cost(lp=1000), condition=face_up_here,
                        text_en="send every card in both hands and on the field to the graveyard; 300 damage "
                        "per card sent to the opponent's graveyard",
                        text_ja="お互いの手札とフィールドのカードを全て墓地へ送り、相手の墓地へ送ったカード×３００ダメージ"),
       LIGHT_AND_DARK)


# クリオスフィンクス / Criosphinx: while it is face-up, when a monster on the field returns to its owner's
# hand, that owner sends 1 card of their hand to the graveyard (not for a token: `events.monster_back_to_hand`).
def _criosphinx(res: Resolution) -> None:
    d = res.duel
    ev = res.link.events[0]
    owner = d.cards[ev.card].owner
    send_from_hand(res, choose_cards(res, cards_in_hand(d, owner), 1, owner, purpose=TO_GRAVEYARD))


define(18654201, Effect(T, _criosphinx, trigger="to_hand", when=monster_back_to_hand, self_trigger=False, asks=True,
                        text_en="the returned monster's owner sends 1 card of their hand to the graveyard",
                        text_ja="手札に戻ったモンスターの持ち主は手札を１枚選んで墓地へ送る"))

# コンボファイター / Combo Fighter and コンボマスター / Combo Master: when a chain of 2 or more links is built in
# their controller's main phase 1 while they are face-up, they may attack twice in a battle phase this turn.
# The chain's building is noted at once, with no chain link of its own (R004-158: the effect applies). The second
# attack is given to the card as it was then: turned face-down and face-up again later, it is a new card for the
# effects applied to it and has lost it (its continuous effects began after the chain: `Duel.stamp_of`).
COMBO = "combo_turn"
COMBO_AT = "combo_serial"


def _combo_ready(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = ctx.card
    return (ev.amount >= 2 and d.phase == "main1" and d.tp == c.ctl and c.zone is Zone.MONSTERS
            and d.turn not in marked(d, COMBO, c))


def _combo_mark(res: Resolution) -> None:
    mark(res.duel, COMBO, res.card, res.duel.turn, read_by_effects=True)
    mark(res.duel, COMBO_AT, res.card, res.duel.serial, read_by_effects=True)


def _combo_twice(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return (c.idx == ctx.card.idx and d.turn in marked(d, COMBO, c)
            and max(marked(d, COMBO_AT, c)) >= d.stamp_of(c)[0])


for _combo in (8806072, 44800181):
    define(_combo,
           Effect(Kind.AT_ONCE, _combo_mark, trigger="chained", when=_combo_ready,
                  text_en="a chain of 2+ links in your main phase 1: it may attack twice this turn",
                  text_ja="自分のメインフェイズ１にチェーンが組まれたら、そのターンは２回攻撃可能"),
           Effect(Kind.CONTINUOUS, extra_attacks=1, affects=_combo_twice,
                  text_en="attacks twice in a battle phase this turn",
                  text_ja="このターン１度のバトルフェイズ中に２回攻撃できる"))

C = Kind.CONTINUOUS


# サイバー・ダーク・ホーン / エッジ / キール (Cyberdark Horn, Edge, Keel): when normal summoned, equip 1
# targeted level 3 or lower dragon from your graveyard to this card; it gains that monster's ATK; if it
# is about to be destroyed by battle, the monster equipped to it goes in its place. Edge may attack directly (its
# ATK is halved for that damage: one effect of its text, declared as two); Keel inflicts 300 damage when it
# destroys a monster by battle; Horn deals piercing damage. 鎧黒竜－サイバー・ダーク・ドラゴン / Cyberdark Dragon: the
# same with any dragon when special summoned, and +100 ATK for each monster in your graveyard.
def _edge_halves(ctx: Ctx, ev: Event) -> bool:
    attacker, target = battlers(ctx.duel)
    return ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and (
        attacker == ctx.card.idx and target < 0)


def _keel_won(ctx: Ctx, ev: Event) -> bool:
    attacker, target = battlers(ctx.duel)
    return (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in (attacker, target)
            and ev.card in (attacker, target))


def _damage_300(res: Resolution) -> None:
    res.duel.damage(res.opponent, 300, res.cause)


define(41230939, *cyberdark("summoned", 3, (PIERCING,)))
define(77625948, *cyberdark("summoned", 3, (
    Effect(C, direct_attack=True, affects=lambda ctx, c: c.idx == ctx.card.idx,
           text_en="may attack directly", text_ja="直接攻撃できる"),
    Effect(Kind.REPLACEMENT, when=_edge_halves,
           instead=lambda ctx, ev: dataclasses.replace(ev, amount=half_up(ev.amount)),
           text_en="a direct attack's damage is halved", text_ja="直接攻撃のダメージは半分になる"))),
       numbering=(1, 2, 3, 3, 4))
define(3019642, *cyberdark("summoned", 3, (
    Effect(T, _damage_300, trigger="destroyed", self_trigger=False, when=_keel_won,
           text_en="destroyed a monster by battle: 300 damage", text_ja="戦闘で破壊した時、相手に３００ダメージ"),)))


# Each 「宝玉獣」: when it is destroyed face-up in the monster zone, it may be placed face-up in its owner's
# spell & trap zone as a continuous spell instead of going to the graveyard.
def _crystal_when(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return (ev.kind == "destroyed" and ev.card == me.idx and ev.src == int(Zone.MONSTERS) and me.face_up
            and ev.dst == int(Zone.GRAVE) and ctx.duel.free_slots(me.owner, Zone.SPELLS, me) > 0)


def _crystal_instead(ctx: Ctx, ev: Event) -> Event | None:
    d = ctx.duel
    me = ctx.card
    if d.place_as_spell(me, me.owner, ev.cause, "destroyed"):
        return None
    return ev


CRYSTAL_STAY = Effect(Kind.REPLACEMENT, when=_crystal_when, instead=_crystal_instead, mandatory=False,
                      text_en="destroyed: instead of the graveyard, it may go to your spell & trap zone, treated as a "
                              "continuous spell",
                      text_ja="破壊される時、墓地ではなく魔法＆罠カードゾーンに永続魔法カードとして置ける")


# 宝玉獣 ルビー・カーバンクル / Ruby Carbuncle: when it is special summoned, you can special summon as many
# 「宝玉獣」 monster cards from your spell & trap zone as possible (with fewer free monster zones than such cards,
# you pick the ones summoned). An optional "when" effect: it misses the timing.
def _ruby(res: Resolution) -> None:
    d = res.duel
    beasts = summonable_now(res, crystals_in_spells(d, res.player))
    room = d.free_slots(res.player, Zone.MONSTERS)
    if len(beasts) > room:
        picked: list[Card] = []
        while len(picked) < room:
            picked.append(res.ask_cards([c for c in beasts if c not in picked],
                                        purpose=SPECIAL_SUMMON.monster.nth(len(picked) + 1, room)))
        beasts = picked
    with d.moving_together(res.cause):
        for c in beasts:
            if d.free_slots(res.player, Zone.MONSTERS) == 0:
                break
            summon(res, c, ask=ask_face_up)


define(32710364, Effect(T, _ruby, trigger="special_summoned", mandatory=False, misses_timing=True, asks=True,
                        needs=lambda ctx: room(ctx) and any(can_special_summon(ctx, c)
                                                            for c in crystals_in_spells(ctx.duel, ctx.player)),
                        text_en="special summon the Crystal Beast cards in your spell & trap zone",
                        text_ja="魔法＆罠カードゾーンの「宝玉獣」を可能な限り特殊召喚する"),
       CRYSTAL_STAY)


# 宝玉獣 アメジスト・キャット / Amethyst Cat: it may attack directly; the battle damage of that attack is
# halved.
def _halved(ctx: Ctx, ev: Event) -> Event:
    return dataclasses.replace(ev, amount=half_up(ev.amount))


def _cat_direct(ctx: Ctx, ev: Event) -> bool:
    attacker, target = battlers(ctx.duel)
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx
            and attacker == ctx.card.idx and target < 0)


define(32933942, Effect(C, direct_attack=True, affects=self_as_monster, text_en="may attack directly",
                        text_ja="直接攻撃できる"),
       Effect(Kind.REPLACEMENT, when=_cat_direct, instead=_halved,
              text_en="its direct attack's damage is halved", text_ja="直接攻撃のダメージは半分になる"),
       CRYSTAL_STAY, numbering=(1, 1, 2))  # the halved damage is part of the text's ①


# 宝玉獣 エメラルド・タートル / Emerald Tortoise: once a turn, change 1 targeted attack-position monster you
# control that attacked this turn to defense position.
define(68215963, Effect(Kind.IGNITION, to_defense, once_per_turn=True,
                        target=TargetSpec(side="own", face="up", allow_self=True,
                                          where=lambda ctx, c: c.pos is Pos.ATTACK and c.t_attacked == ctx.duel.turn,
                                          text_en="your attack-position monster that attacked this turn",
                                          text_ja="このターン攻撃した自分の攻撃表示モンスター"),
                        text_en="change the target to defense position", text_ja="対象を守備表示にする"),
       CRYSTAL_STAY)


# 宝玉獣 トパーズ・タイガー / Topaz Tiger: during the damage step when it attacks a monster, +400 ATK.
def _topaz(ctx: Ctx, c: Card) -> int:
    attacker, target = battlers(ctx.duel)
    return 400 if ctx.duel.phase == "battle:damage" and attacker == c.idx and target >= 0 else 0


define(95600067, Effect(C, affects=self_as_monster, atk=_topaz, text_en="+400 ATK when attacking a monster",
                        text_ja="相手モンスターを攻撃したダメージステップの間は攻撃力４００アップ"),
       CRYSTAL_STAY)


# 宝玉獣 アンバー・マンモス / Amber Mammoth: when another 「宝玉獣」 monster you control is chosen as an
# attack target, you can move the attack to this card. A face-down target shows no name: not a 「宝玉獣」.
def _mammoth_when(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if ev.amount < 0 or ev.amount == ctx.card.idx:
        return False
    t = d.cards[ev.amount]
    return t.ctl == ctx.player and t.face_up and crystal(t) and t.zone is Zone.MONSTERS


def _mammoth(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if still_face_up_here(res):
        d.change_attack(target=me)


define(69937550, Effect(T, _mammoth, trigger="attack_declared", self_trigger=False, when=_mammoth_when, mandatory=False,
                        text_en="move the attack to this card", text_ja="攻撃対象をこのカードに移し替える"),
       CRYSTAL_STAY)


# 宝玉獣 コバルト・イーグル / Cobalt Eagle: once a turn, put 1 targeted 「宝玉獣」 card you control (a face-up
# monster or one in the spell & trap zone) on top of its owner's deck.
def _targets_on_top(res: Resolution) -> None:
    res.duel.to_deck(res.targets(), res.cause, "top")


define(21698716, Effect(Kind.IGNITION, _targets_on_top, once_per_turn=True,
                        target=field_card("own", lambda ctx, c: c.face_up and crystal(c), allow_self=True,
                                          en="your Crystal Beast card", ja="自分の「宝玉獣」カード"),
                        text_en="put the target on top of its owner's deck",
                        text_ja="対象を持ち主のデッキの一番上に戻す"),
       CRYSTAL_STAY)


# 宝玉獣 サファイア・ペガサス / Sapphire Pegasus: on its normal, flip or special summon, its controller may
# take one 「宝玉獣」 monster of their hand, deck or graveyard and put it face-up among their spells and traps as a
# continuous spell (an optional "when" effect: it misses the timing).
def _crystal_sources(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    p = ctx.player
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    return cards_in_hand(d, p, crystal) + deck_of(d, p, crystal) + takeable(ctx, crystal, Zone.SPELLS, "placed")


def _pegasus(res: Resolution) -> None:
    d = res.duel
    cands = _crystal_sources(ctx_of(res))
    room = d.free_slots(res.player, Zone.SPELLS) > 0
    # the deck is shuffled after the beast is taken from it, or after it was looked through for one in vain
    # (R004-100): with a zone to place it in, none in the hand, deck or graveyard
    with deck_searched(d, res.player, room and not cands):
        if cands and room:
            d.place_as_spell(res.ask_cards(cands, purpose=PLACE_AS_SPELL.monster), res.player,
                             res.cause)


define(7093411, *(Effect(T, _pegasus, trigger=k, mandatory=False, misses_timing=True, asks=True,
                         needs=lambda ctx: bool(_crystal_sources(ctx))
                         and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
                         text_en="place a Crystal Beast from your hand, deck or graveyard in your spell & trap zone",
                         text_ja="手札・デッキ・墓地の「宝玉獣」１体を永続魔法カード扱いで魔法＆罠カードゾーンに置く")
                  for k in ("summoned", "special_summoned")),
       CRYSTAL_STAY, numbering=(1, 1, 2))

def _face_up_of(d: Duel, p: int, passcode: int) -> list[Card]:
    return [m for m in d.monsters_of(p) if m.face_up and is_named(m, passcode)]


# シャブティのお守り / Charm of Shabti (R004-176.24): in either player's turn, discard this card: until the end
# phase, you take no battle damage from battles of 「墓守の」 monsters you control. Its text names no damage step
# timing, so it is not activated there (ocg-rules 3.5; docs/uncertain-rulings.md).
GRAVEKEEPER = "墓守の"


def _shabti(res: Resolution) -> None:
    p = res.player

    def gravekeeper_battles(d: Duel) -> bool:
        att = d.attack
        return att is not None and any(
            i >= 0 and d.cards[i].ctl == p and d.cards[i].face_up and name_includes(d.cards[i], GRAVEKEEPER)
            for i in (att[0], att[2]))

    no_damage(res, gravekeeper_battles, "no battle damage to you from battles of your Gravekeeper's monsters",
               "自分の「墓守の」モンスターの戦闘で受ける戦闘ダメージは０になる")


define(50412166, Effect(Kind.QUICK, _shabti, from_zone=Zone.HAND, cost=DISCARD_SELF,
                        text_en="discard this card: until the end phase, your Gravekeeper's monsters' battles deal "
                                "you no battle damage",
                        text_ja="このカードを捨て、エンドフェイズまで自分の「墓守の」モンスターが受ける戦闘ダメージを０にする"))


# サイバー・オーガ / Cyber Ogre (R004-176.27): in either player's turn, while a 「サイバー・オーガ」 you control is
# in an attack (attacking or attacked), discard this card: that attack is negated (the battle does not
# happen), and that Cyber Ogre is 2000 ATK stronger up to the end of the next battle it fights (the end of
# that battle's damage step).
UNTIL_USED = 10_000  # turns: a lasting effect that ends by itself, not with the turn


def _attacking_ogre(ctx: Ctx) -> Card | None:
    att = ctx.duel.attack
    ogres = [m for m in _face_up_of(ctx.duel, ctx.player, CYBER_OGRE) if att is not None and m.idx in (att[0], att[2])]
    return ogres[0] if ogres else None


def _cyber_ogre(res: Resolution) -> None:
    d = res.duel
    ogre = _attacking_ogre(ctx_of(res))
    if ogre is None:
        return
    d.negate_attack(d.cards[d.attack[0]] if d.attack is not None else ogre)  # the attacker: the Ogre may be the target
    idx, oid, since = ogre.idx, ogre.oid, d.serial

    def battled(ctx: Ctx, ev: Event) -> bool:  # notes the end of each battle the Ogre takes part in
        c = ctx.duel.cards[idx]
        if c.oid == oid and idx in (ev.card, ev.amount):
            mark(ctx.duel, "ogre_battled", c, ctx.duel.serial)
        return False

    def boosted(ctx: Ctx, c: Card) -> bool:
        return c.idx == idx and c.oid == oid and all(s <= since for s in marked(ctx.duel, "ogre_battled", c))

    d.linger(res.card, res.player, Effect(C, affects=boosted, atk=lambda ctx, c: 2000,
                                          text_en="+2000 ATK up to the end of the next battle it fights",
                                          text_ja="次の戦闘が終わるまで、攻撃力２０００アップ"), res.cause, UNTIL_USED)
    d.linger(res.card, res.player, Effect(T, never_activated, note=True, trigger="damage_step_end", self_trigger=False,
                                          when=battled,
                                          text_en="(its next battle ends the boost)",
                                          text_ja="（次の戦闘で攻撃力アップが終わる）"), res.cause, UNTIL_USED)


define(CYBER_OGRE, Effect(Kind.QUICK, _cyber_ogre, from_zone=Zone.HAND, cost=DISCARD_SELF,
                          condition=lambda ctx: _attacking_ogre(ctx) is not None,
                          text_en="discard this card: negate the battle of your Cyber Ogre; it gains 2000 ATK until "
                                  "the end of its next battle",
                          text_ja="このカードを捨て、自分の「サイバー・オーガ」の戦闘を無効にし、次の戦闘終了時まで"
                                  "攻撃力を２０００アップする"))


# ものマネ幻想師 / Copycat: when normal, flip or special summoned, target 1 face-up monster the
# opponent controls whose original ATK and DEF can be determined; this card's ATK/DEF become them (values set, not
# raises: `stat_set`).
def _known_originals(ctx: Ctx, c: Card) -> bool:
    return original_atk(ctx.duel, c) is not None and original_def(ctx.duel, c) is not None


def _copycat(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or not me.face_up:
        return
    for t in res.targets():
        d.set_stat(me, True, original_atk(d, t) or 0, res.cause, until_end=False)
        d.set_stat(me, False, original_def(d, t) or 0, res.cause, until_end=False)


def _copycat_trigger(kind: str) -> Effect:
    return Effect(Kind.TRIGGER, _copycat, trigger=kind,
                  target=TargetSpec(side="opp", face="up", where=_known_originals,
                                    text_en="a face-up monster the opponent controls",
                                    text_ja="相手フィールドの表側表示モンスター"),
                  text_en="this card's ATK/DEF become the target's original ATK/DEF",
                  text_ja="このカードの攻撃力・守備力は対象の元々の攻撃力・守備力になる")


define(26376390, _copycat_trigger("summoned"), _copycat_trigger("special_summoned"), numbering=(1, 1))


# 宇宙獣ガンギル / Cosmic Horror Gangi'el: the A-counter battle effect; once a turn, put 1 A-counter on a face-up
# monster the opponent controls (chosen when it resolves). It may be normal summoned with 1 tribute, a monster
# you control that the opponent owns (`fewer_tributes`, `fewer_if`).
def _gangiel(res: Resolution) -> None:
    ups = face_up_opp(ctx_of(res))
    if ups:
        res.duel.add_counter(res.ask_cards(ups, purpose=PUT_COUNTER.monster), A_COUNTER, 1, res.cause)


define(51192573, alien_weakening(),
       Effect(Kind.IGNITION, _gangiel, condition=face_up_here, once_per_turn=True, asks=True,
              needs=lambda ctx: bool(face_up_opp(ctx)),
              text_en="put 1 A-counter on a face-up monster the opponent controls",
              text_ja="相手の表側表示モンスター１体にＡカウンターを１つ置く"),
       fewer_tributes=1, fewer_if=lambda m: m.owner != m.ctl)


# サイバー・ダイナソー / Cyber Dinosaur (group A): when the opponent special summons a monster from their hand,
# you may special summon this card from your hand (monsters summoned together are one summon: one activation; an
# optional "when" effect, it misses the timing of a summon that is not the last thing to happen). Not
# in the damage step, as no optional trigger set off by the opponent's summon is (`chain.SUMMON_IN_DAMAGE_STEP`).
def _opp_summoned_from_hand(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and ev.player != ctx.player and ev.player >= 0


define(39439590, Effect(T, summon_from_hand, trigger="special_summoned", when=_opp_summoned_from_hand,
                        self_trigger=False, from_zone=Zone.HAND, mandatory=False, asks=True, needs=room_for_itself,
                        together=True, misses_timing=True,
                        text_en="special summon this card from your hand", text_ja="このカードを手札から特殊召喚する"))


# サイバー・ドラゴン / Cyber Dragon: while the opponent controls a monster and you control none, it may be special
# summoned from the hand (its own procedure).
def _only_opponent_has_monsters(ctx: Ctx) -> bool:
    d = ctx.duel
    return not d.monsters_of(ctx.player) and bool(d.monsters_of(ctx.opponent))


define(70095154, Effect(Kind.PROCEDURE, condition=_only_opponent_has_monsters,
                        text_en="special summon from the hand while only the opponent controls monsters",
                        text_ja="相手フィールド上にのみモンスターが存在する場合、手札から特殊召喚できる"))


# コマンド・ナイト / Command Knight: the Warrior monsters you control gain 400 ATK; while you control another monster,
# the opponent's monsters cannot choose this card as an attack target.
def _my_warrior(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.card.ctl and ctx.duel.race(c) == "Warrior"


define(10375182,
       Effect(C, affects=_my_warrior, atk=lambda ctx, c: 400, text_en="your Warriors gain 400 ATK",
              text_ja="自分の場の戦士族は攻撃力４００アップ"),
       Effect(C, affects=lambda ctx, c: itself(ctx, c) and any(m.idx != c.idx for m in ctx.duel.monsters_of(c.ctl)),
              forbids=("be_attacked",),
              text_en="while you control another monster, it cannot be attacked",
              text_ja="自分の場にほかのモンスターがいる間、相手はこれを攻撃対象に選べない"))


IG = Kind.IGNITION

# 賢者ケイローン / Chiron the Mage: once a turn, discard 1 spell card (the cost): destroy a targeted spell or trap card
# the opponent controls.
define(16956455, Effect(IG, destroy_targets, once_per_turn=True,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_spell),
                        target=TargetSpec(zone=Zone.SPELLS, side="opp",
                                          text_en="a spell or trap card the opponent controls",
                                          text_ja="相手フィールド上の魔法・罠カード"),
                        text_en="discard a spell: destroy the target spell or trap card",
                        text_ja="手札の魔法カードを１枚捨て、相手の魔法・罠カード１枚を破壊する"))

# サイバー・ジムナティクス / Cyber Gymnast: once a turn, discard 1 card (the cost): destroy a targeted face-up
# attack-position monster the opponent controls.
define(76763417, Effect(IG, destroy_targets, once_per_turn=True, cost=Cost(discard=1),
                        target=TargetSpec(side="opp", face="up", where=lambda ctx, c: c.pos is Pos.ATTACK,
                                          text_en="a face-up attack-position monster the opponent controls",
                                          text_ja="相手の表側攻撃表示モンスター"),
                        text_en="discard 1 card: destroy the target attack-position monster",
                        text_ja="手札を１枚捨て、相手の表側攻撃表示モンスター１体を破壊する"))

# キャノン・ソルジャー / Cannon Soldier: tribute 1 monster you control (the cost; this card itself too: the text
# says no "other"): 500 damage to the opponent.
define(11384280, Effect(IG, burn_op(500), cost=Cost(tribute=1, tribute_self=True),
                        text_en="tribute 1 monster: 500 damage to the opponent",
                        text_ja="自分のモンスター１体を生け贄に捧げ、相手に５００ダメージを与える"))

# メガキャノン・ソルジャー / Cannon Soldier MK-2: tribute 2 monsters you control (the cost; this card may be one: the
# text says no "other"): 1500 damage to the opponent.
define(14702066, Effect(IG, burn_op(1500), cost=Cost(tribute=2, tribute_self=True),
                        text_en="tribute 2 monsters: 1500 damage to the opponent",
                        text_ja="自分のモンスター２体を生け贄に捧げ、相手に１５００ダメージを与える"))


# サイバー・プリマ / Cyber Prima: when tribute summoned, it destroys every face-up spell card on the field.
def _face_up_spells(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for p in (0, 1) for i in (*d.players[p].spells, d.players[p].field)
            if i >= 0 and d.cards[i].face_up and d.cards[i].data.is_spell]


def _cyber_prima(res: Resolution) -> None:
    res.duel.destroy(_face_up_spells(res), res.cause)


define(2158562, Effect(T, _cyber_prima, trigger="summoned",
                       when=tribute_summoned, does=Does.DESTROY | Does.SPELLS_TRAPS | Does.SPELLS_ONLY,
                       text_en="tribute summoned: destroy all face-up spell cards on the field",
                       text_ja="生け贄召喚の成功時、場の表側表示の魔法カードを全部破壊"))

# サイバネティック・サイクロプス / Cybernetic Cyclopean: it gains 1000 ATK while its controller's hand is empty.
define(96428622, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 0 if ctx.duel.players[c.ctl].hand else 1000,
                        text_en="+1000 ATK while your hand is empty",
                        text_ja="自分の手札が０枚の限り攻撃力１０００アップ"))

# カオス・ネクロマンサー / Chaos Necromancer: its ATK is 300 for each monster card in its controller's graveyard
# (its printed ATK is 0).
define(1434352, Effect(Kind.CONTINUOUS, affects=itself,
                       atk=lambda ctx, c: 300 * sum(ctx.duel.cards[i].data.kind == "monster"
                                                    for i in ctx.duel.players[c.ctl].grave), becomes=True,
                       text_en="ATK: 300 x the monster cards in your graveyard",
                       text_ja="攻撃力は自分の墓地のモンスターカードの数×３００"))

# チェイン・スラッシャー / Chain Thrasher: it may attack once more in each battle phase for each
# 「チェイン・スラッシャー」 in its controller's graveyard.
define(88190453, Effect(Kind.CONTINUOUS, affects=itself,
                        extra_attacks=lambda ctx, c: sum(is_named(ctx.duel.cards[i], 88190453)
                                                         for i in ctx.duel.players[c.ctl].grave),
                        text_en="one more attack for each Chain Thrasher in your graveyard",
                        text_ja="自分の墓地の「チェイン・スラッシャー」の数だけ追加で攻撃できる"))

# ハーピィ・レディ・ＳＢ / Cyber Harpie Lady: its name is always 「ハーピィ・レディ」 (it has no other effect).
treat_as(80316585, HARPIE_LADY, instead=True)
define(80316585)

# 砲弾ヤリ貝 / Cannonball Spear Shellfish: while 「海」 is on the field, it is unaffected by spell effects.
define(95614612, SPELL_PROOF_UNDER_UMI)

# サイバー・チュチュ / Cyber Tutu: while every monster the opponent controls is a face-up monster with higher ATK than
# this card's, it may attack directly.
def _tutu_outclassed(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    theirs = d.monsters_of(1 - c.ctl)
    return c.idx == ctx.card.idx and bool(theirs) and all(m.face_up and d.atk(m) > d.atk(c) for m in theirs)


define(49375719, Effect(Kind.CONTINUOUS, affects=_tutu_outclassed, direct_attack=True,
                        text_en="while the opponent controls only monsters with higher ATK, it may attack directly",
                        text_ja="相手フィールドがこのカードより攻撃力の高いモンスターのみの場合、直接攻撃できる"))

# 「Ｃ」 (Chrysalis) monsters: with 「ネオスペース」 on the field, tribute it to special summon the 「Ｎ」 monster it
# names from the hand or deck (Ｃ・パンテール / Chrysalis Pantail, Ｃ・ピニー / Pinny, Ｃ・チッキー / Chicky,
# Ｃ・ラーバ / Larva, Ｃ・モーグ / Mole, Ｃ・ドルフィーナ / Dolphin).
for _chrysalis in CHRYSALIS:
    define(_chrysalis, hatch(_chrysalis))


# サイバー・ウロボロス / Cyber Ouroboros: when it is banished, you may send 1 card from your hand to the graveyard
# (the cost) to draw 1.
define(30042158, Effect(Kind.TRIGGER, draw_op(1), trigger="banished", mandatory=False, cost=Cost(hand_send=1),
                        needs=may_draw("self"), draws=1,
                        text_en="banished: draw 1 after sending a card of your hand to the graveyard",
                        text_ja="除外されたら、手札１枚を墓地へ送って１枚ドロー"))


# サイバー・ジラフ / Cyber Kirin: tribute it (the cost): for the rest of the turn, the damage effects would deal
# you is 0.
def _kirin(res: Resolution) -> None:
    res.duel.forbid_player(res.player, "take_effect_damage", res.cause)


define(76986005, Effect(Kind.IGNITION, _kirin, cost=TRIBUTE_SELF,
                        text_en="tribute this card: the effect damage you take this turn is 0",
                        text_ja="このカードを生け贄に捧げ、このターン自分が受ける効果によるダメージを０にする"))

# カオス・マジシャン / Chaos Command Magician: a monster effect that targets only this card is negated.
define(72630549, Effect(Kind.CONTINUOUS, affects=itself, ward=Ward(("monster",), alone=True),
                        text_en="monster effects that target only this card are negated",
                        text_ja="このカード１枚を対象にするモンスターの効果を無効にする"))


# サイファー・スカウター / Cipher Soldier: in damage calculation against a Warrior monster, +2000 ATK and DEF.
def _against_warrior(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    attacker, target = battlers(d)
    if not d.calculating() or target < 0 or c.idx not in (attacker, target):
        return 0
    other = d.cards[target if attacker == c.idx else attacker]
    return 2000 if other.zone is Zone.MONSTERS and other.face_up and d.race(other) == "Warrior" else 0


define(79853073, Effect(Kind.CONTINUOUS, affects=itself, atk=_against_warrior, defense=_against_warrior,
                        text_en="+2000 ATK and DEF in damage calculation against a Warrior monster",
                        text_ja="戦士族モンスターと戦闘するダメージ計算時のみ攻撃力・守備力２０００アップ"))


# サイバー・レイダー / Cyber Raider: when it is normal, flip or special summoned, choose: destroy 1 targeted
# equip card on the field, or equip that card to this card.
def _raider(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if res.link.declared == "destroy":
            d.destroy([t], res.cause)
        elif self_on_field(res) and res.card.face_up:
            d.equip(t, res.card, res.cause)


_EQUIP_CARD = TargetSpec(zone=Zone.SPELLS, face="up", where=lambda ctx, c: c.equipped_to >= 0,
                         text_en="an equip card on the field", text_ja="フィールド上の装備カード")
define(39978267, *(Effect(Kind.TRIGGER, _raider, trigger=k, declare=("destroy", "equip"), target=_EQUIP_CARD,
                          text_en="destroy the target equip card, or equip it to this card",
                          text_ja="対象の装備カードを破壊する、またはこのカードに装備する")
                   for k in ("summoned", "special_summoned")), numbering=(1, 1))


# キャッスル・ゲート / Castle Gate: not destroyed by battle. Once a turn, while it is in face-up attack position,
# tribute 1 Level 5 or lower monster (the cost): damage to the opponent equal to its original ATK.
def _gate(res: Resolution) -> None:
    paid = [res.duel.cards[i] for i in res.link.cost_cards]
    if paid and paid[0].base.atk:
        res.duel.damage(res.opponent, paid[0].base.atk, res.cause)


define(36931229,
       Effect(Kind.CONTINUOUS, affects=itself, battle_proof=True, text_en="not destroyed by battle",
              text_ja="戦闘では破壊されない"),
       Effect(Kind.IGNITION, _gate, once_per_turn=True,
              condition=lambda ctx: face_up_here(ctx) and ctx.card.pos is Pos.ATTACK,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.level(m) <= 5),
              text_en="tribute a Level 5 or lower monster: damage equal to its original ATK",
              text_ja="レベル５以下１体を生け贄にし、その元々の攻撃力と同じダメージを相手に"))


# サイバー・レーザー・ドラゴン / Cyber Laser Dragon: only special summoned by 「フォトン・ジェネレーター・ユニット」's
# effect; once a turn, destroy 1 monster whose ATK or DEF is at least this card's ATK (chosen as it resolves).
def _laser_marks(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    mine = d.atk(ctx.card)
    return [m for p in (0, 1) for m in d.monsters_of(p)
            if m.face_up and (d.atk(m) >= mine or d.defense(m) >= mine)]


def _laser(res: Resolution) -> None:
    cands = _laser_marks(res)
    if cands and self_on_field(res):
        res.duel.destroy([res.ask_cards(cands, purpose=DESTROY.monster)], res.cause)


define(4162088, Effect(Kind.IGNITION, _laser, once_per_turn=True, condition=face_up_here, asks=True,
                       needs=lambda ctx: bool(_laser_marks(ctx)), does=Does.MONSTERS,
                       text_en="destroy a face-up monster whose ATK or DEF is at least this card's ATK",
                       text_ja="攻撃力か守備力が自身の攻撃力以上の表側表示モンスター１体を破壊"),
       special_by=by_effect_of(66607691))


# サイバー・バリア・ドラゴン / Cyber Barrier Dragon: only special summoned by 「アタック・リフレクター・ユニット」's
# effect; while it is in attack position, once a turn it may negate an attack of an opponent's monster.
def _barrier(res: Resolution) -> None:
    d = res.duel
    if self_on_field(res) and res.card.pos is Pos.ATTACK and d.attack is not None:
        d.negate_attack(d.cards[d.attack[0]])


define(68774379, Effect(T, _barrier, trigger="attack_declared", self_trigger=False, mandatory=False, once_per_turn=True,
                        when=lambda ctx, ev: ev.player != ctx.player and ctx.card.zone is Zone.MONSTERS
                        and ctx.card.face_up and ctx.card.pos is Pos.ATTACK,
                        text_en="in attack position, once a turn: negate an opponent's monster's attack",
                        text_ja="攻撃表示の場合、１ターンに１度相手モンスター１体の攻撃を無効にする"),
       special_by=by_effect_of(91989718))

ICE_COUNTER = "アイスカウンター"


# コールド・エンチャンター / Cold Enchanter: its cost discards a card, and a targeted face-up monster gets an Ice
# Counter; its ATK rises by 300 per Ice Counter anywhere on the field.
def _ice(res: Resolution) -> None:
    for t in res.targets():
        res.duel.add_counter(t, ICE_COUNTER, 1, res.cause)


define(24661486,
       Effect(Kind.IGNITION, _ice, cost=Cost(discard=1), condition=face_up_here,
              target=FACE_UP_MONSTER,
              text_en="discard 1 card: put an Ice Counter on the target",
              text_ja="手札を１枚捨て、対象にアイスカウンターを１つ置く"),
       Effect(Kind.CONTINUOUS, affects=itself,
              atk=lambda ctx, c: 300 * sum(m.counters.get(ICE_COUNTER, 0) for p in (0, 1)
                                           for m in ctx.duel.monsters_of(p)),
              text_en="+300 ATK per Ice Counter anywhere on the field",
              text_ja="攻撃力は場のアイスカウンター１つにつき３００アップ"))


# マザー・ブレイン / Cranium Fish: special summoned from the hand by tributing 1 「オーシャンズ・オーパー」 you control;
# discard 1 WATER monster (the cost): destroy 1 set card on the field (chosen as it resolves).
def _set_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (0, 1) for c in (*d.monsters_of(p), *spells_traps_of(d, p)) if not c.face_up]


def _cranium(res: Resolution) -> None:
    cands = _set_cards(res)
    if cands:
        res.duel.destroy([res.ask_cards(cands, purpose=DESTROY)], res.cause)


define(18828179,
       Effect(Kind.IGNITION, _cranium, condition=face_up_here, asks=True, needs=lambda ctx: bool(_set_cards(ctx)),
              cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster and has_attribute(c, "WATER")),
              does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.SET_ONLY,
              text_en="discard a WATER monster: destroy a set card on the field",
              text_ja="水属性１体を手札から捨て、場のセットされたカード１枚を破壊"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, 45045866)),
              text_en="special summon from the hand by tributing Ocean's Keeper",
              text_ja="「オーシャンズ・オーパー」１体を生け贄に捧げ、手札から特殊召喚する"))


# 半蛇人サクズィー / Cobraman Sakuzy: once a turn it may turn itself face-down; when it is flipped face-up, its
# controller looks at every set spell and trap card the opponent controls.
def _sakuzy(res: Resolution) -> None:
    d = res.duel
    d.reveal([c for c in spells_traps_of(d, res.opponent) if not c.face_up], res.player)


define(75109441, FACE_DOWN_SELF,
       Effect(T, _sakuzy, trigger="flipped",
              text_en="flipped face-up: it sees every set spell and trap card of the opponent",
              text_ja="リバースしたら、相手がセットしている魔法・罠カードを全部見る"))


# 凶悪犯－チョップマン / Chopman the Desperate Outlaw: when it is flip summoned, you may equip it with 1 equip spell
# card from your graveyard (one that could equip it: not 「伝説の剣」 on this Zombie), a spell & trap zone being free.
def _equip_spells(ctx: Ctx) -> list[Card]:
    return [c for c in equip_spells_in_grave(ctx) if equip_fits(ctx, c, ctx.card, ctx.player)]


def _chopman(res: Resolution) -> None:
    cands = _equip_spells(ctx_of(res))
    if cands and self_on_field(res) and res.card.face_up and res.duel.free_slots(res.player, Zone.SPELLS):
        res.duel.equip(res.ask_cards(cands, purpose=EQUIP), res.card, res.cause, player=res.player)


define(40884383, Effect(T, _chopman, trigger="summoned", when=lambda ctx, ev: ev.detail == "flip", mandatory=False,
                        asks=True,
                        needs=lambda ctx: bool(_equip_spells(ctx)) and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
                        text_en="flip summoned: equip it with an equip spell card from your graveyard",
                        text_ja="反転召喚の成功時、墓地の自分の装備魔法１枚をこれに装備"))


# サイバネティック・マジシャン / Cybernetic Magician: discard 1 card (the cost): until the end phase, the ATK of 1
# face-up monster on the field (chosen as it resolves) becomes 2000.
def _face_up_monsters(ctx: Ctx | Resolution) -> list[Card]:
    return [m for p in (0, 1) for m in ctx.duel.monsters_of(p) if m.face_up]


_ATK_2000 = Purpose("whose ATK becomes 2000", "攻撃力を２０００にする")


def _cybernetic(res: Resolution) -> None:
    cands = _face_up_monsters(res)
    if cands:
        res.duel.set_stat(res.ask_cards(cands, purpose=_ATK_2000.monster), True, 2000, res.cause)


define(59023523, Effect(Kind.IGNITION, _cybernetic, cost=Cost(discard=1), condition=face_up_here, asks=True,
                        needs=lambda ctx: bool(_face_up_monsters(ctx)),
                        text_en="discard 1 card: a face-up monster's ATK becomes 2000 until the end phase",
                        text_ja="手札を１枚捨て、表側表示モンスター１体の攻撃力をエンドフェイズまで２０００にする"))


# またたびキャット / Catnipped Kitty: while you control another Beast monster it cannot be attacked; once a turn,
# the DEF of 1 monster the opponent controls (chosen as it resolves) becomes 0 until the end phase.
_NO_DEF = Purpose("whose DEF becomes 0", "守備力を０にする")


def _kitty(res: Resolution) -> None:
    cands = [m for m in res.duel.monsters_of(res.opponent) if m.face_up]
    if cands:
        res.duel.set_stat(res.ask_cards(cands, purpose=_NO_DEF.monster), False, 0, res.cause)


define(96501677,
       Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
              affects=lambda ctx, c: c.idx == ctx.card.idx and any(
                  m.idx != c.idx and m.face_up and ctx.duel.race(m) == "Beast" for m in ctx.duel.monsters_of(c.ctl)),
              text_en="cannot be attacked while you control another Beast monster",
              text_ja="自分の場にほかの獣族がいる間、攻撃対象に選ばれない"),
       Effect(Kind.IGNITION, _kitty, once_per_turn=True, condition=face_up_here, asks=True,
              needs=lambda ctx: any(m.face_up for m in ctx.duel.monsters_of(ctx.opponent)),
              text_en="a face-up monster the opponent controls has 0 DEF until the end phase",
              text_ja="相手フィールド上のモンスター１体の守備力をエンドフェイズまで０にする"))


# 地獄戦士 / Chthonian Soldier: when an opponent's attacker destroys it and it reaches the graveyard, the
# opponent too takes the battle damage that battle dealt its controller.
def _chthonian_watch(ctx: Ctx, ev: Event) -> None:
    d = ctx.duel
    me = ctx.card
    att = d.attack
    if (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == me.ctl and att is not None
            and att[2] == me.idx and me.zone is Zone.MONSTERS):
        mark(d, "chthonian", me, ev.amount)


def _chthonian_hit(d: Duel, ev: Event) -> int:
    return sum(m.value for m in d.notes(Mark) if m.key == "chthonian" and m.card == ev.card and m.oid == ev.oid)


def _chthonian(res: Resolution) -> None:
    n = _chthonian_hit(res.duel, res.link.events[0])
    if n:
        res.duel.damage(res.opponent, n, res.cause)


define(50916353,
       Effect(T, _chthonian, trigger="destroyed",
              when=lambda ctx, ev: by_battle_to_grave(ctx, ev) and _chthonian_hit(ctx.duel, ev) > 0,
              text_en="destroyed by an attacking monster: the opponent takes the battle damage you took",
              text_ja="相手の攻撃で破壊されて墓地に行ったら、自分が受けた戦闘ダメージと同じ数値を相手も受ける"),
       observer(_chthonian_watch), numbering=(1, 1))


# The 「雲魔物」 (Cloudian) monsters: not destroyed by battle, destroyed in face-up defense position, and (most) Fog
# Counters when normal summoned. 雲魔物－タービュランス / Cloudian - Turbulence: remove 1 Fog Counter from it (the
# cost): special summon 「雲魔物－スモークボール」 from your deck or either graveyard.
SMOKE_BALL = 80825553


def _smoke_balls(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in deck_of(d, ctx.player) + grave_of(d, 0) + grave_of(d, 1) if is_named(c, SMOKE_BALL)]


def _turbulence(res: Resolution) -> None:
    summon_one_of(res, _smoke_balls(res), deck=True)


_FOG_1, _FOG_2 = Cost(remove_counters=(FOG, 1), counters_self=True), Cost(remove_counters=(FOG, 2), counters_self=True)
define(16197610, *CLOUDIAN, FOG_ON_SUMMON,
       Effect(Kind.IGNITION, _turbulence, cost=_FOG_1, asks=True,
              needs=lambda ctx: bool(summonable(ctx, _smoke_balls(ctx)))  # none the valley keeps in a graveyard
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="remove 1 Fog Counter from it: special summon Cloudian - Smoke Ball from your deck or a "
                      "graveyard",
              text_ja="フォッグカウンターを１つ取り除き、デッキ・墓地から「雲魔物－スモークボール」を特殊召喚する"),
       holds=((FOG, 0),))

# 雲魔物－アシッド・クラウド / Cloudian - Acid Cloud: remove 2 Fog Counters from it (the cost): destroy 1 targeted spell
# or trap card on the field.
define(17810268, *CLOUDIAN, FOG_ON_SUMMON,
       Effect(Kind.IGNITION, destroy_targets, cost=_FOG_2, target=SPELL_TRAP,
              text_en="remove 2 Fog Counters from it: destroy the target spell or trap card",
              text_ja="フォッグカウンターを２つ取り除き、対象の魔法・罠カードを破壊する"),
       holds=((FOG, 0),))

# 雲魔物－キロスタス / Cloudian - Cirrostratus: remove 2 Fog Counters from it (the cost): destroy 1 targeted monster.
define(43318266, *CLOUDIAN, FOG_ON_SUMMON,
       Effect(Kind.IGNITION, destroy_targets, cost=_FOG_2, target=ANY_MONSTER,
              text_en="remove 2 Fog Counters from it: destroy the target monster",
              text_ja="フォッグカウンターを２つ取り除き、対象のモンスターを破壊する"),
       holds=((FOG, 0),))


# 雲魔物－アイ・オブ・ザ・タイフーン / Cloudian - Eye of the Typhoon: when it declares an attack, change the
# position of every face-up monster on the field that is not a 「雲魔物」 monster.
def _non_cloudians(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [m for p in (d.tp, 1 - d.tp) for m in d.monsters_of(p) if m.face_up and not is_cloudian(m)]


def _typhoon(res: Resolution) -> None:
    res.duel.switch_positions(_non_cloudians(res), res.cause)


# with no such monster it has nothing to change and is not activated (R004-007)
define(57610714, *CLOUDIAN,
       Effect(T, _typhoon, trigger="attack_declared", needs=lambda ctx: bool(_non_cloudians(ctx)),
              text_en="declares an attack: change the position of every face-up non-Cloudian monster",
              text_ja="攻撃宣言時、「雲魔物」以外の表側表示モンスターの表示形式を全て変更する"))


# 雲魔物－ゴースト・フォッグ / Cloudian - Ghost Fog: it cannot be special summoned; neither player takes battle damage
# from its battles; destroyed by battle, its controller places Fog Counters equal to the destroying monster's
# Level on face-up monsters, one at a time, as they choose.
def _fog_battle(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ctx.card.idx in battlers(ctx.duel)


def _ghost_fog_destroyed(ctx: Ctx, ev: Event) -> bool:
    """Destroyed by battle: the destroying monster's Level is noted on the card in the graveyard as it arrives."""
    d = ctx.duel
    if ev.cause.reason is not Reason.BATTLE or d.attack is None:
        return False
    other = d.attack[2] if d.attack[0] == ev.card else d.attack[0]
    if other >= 0:
        mark(d, "ghost_fog", ctx.card, d.level(d.cards[other]))
    return True


def _ghost_fog(res: Resolution) -> None:
    d = res.duel
    for _ in range(sum(marked(d, "ghost_fog", res.card))):
        cands = _face_up_monsters(res)
        if not cands:
            break
        d.add_counter(res.ask_cards(cands, purpose=PUT_COUNTER.monster), FOG, 1, res.cause)


define(83604828,
       Effect(Kind.REPLACEMENT, when=_fog_battle, instead=lambda ctx, ev: None,
              text_en="neither player takes battle damage from its battles",
              text_ja="自身の戦闘では、どちらのプレイヤーも戦闘ダメージを受けない"),
       # no face-up monster left to take a counter: nothing to do, not activated (R004-007)
       Effect(T, _ghost_fog, trigger="destroyed", when=_ghost_fog_destroyed, asks=True,
              needs=lambda ctx: bool(_face_up_monsters(ctx)),
              text_en="destroyed by battle: place Fog Counters equal to the destroyer's Level on face-up monsters",
              text_ja="戦闘で破壊されたら、破壊したモンスターのレベルと同じ数のフォッグカウンターを表側表示モンスターに置く"),
       special_by=never)


# 雲魔物－ポイズン・クラウド / Cloudian - Poison Cloud: battle sends it to the graveyard while it was face-up as
# the damage step began: its destroyer is destroyed, and the opponent then takes 800 damage.
def _poison_cloud_destroyed(ctx: Ctx, ev: Event) -> bool:
    """Destroyed by battle face-up: the monster that destroyed it is noted on the card in the graveyard."""
    d = ctx.duel
    if not by_battle_to_grave(ctx, ev) or d.attack is None or Pos(ev.pos).face_down:
        return False
    me = 0 if ev.card == d.attack[0] else 2 if ev.card == d.attack[2] else -1
    if me < 0 or not face_up_as_damage_step_began(ctx, ev):
        return False
    other = d.attack[2] if me == 0 else d.attack[0]
    mark(d, "poison_cloud", ctx.card, other)
    return other >= 0


def _poison_cloud_prey(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in marked(d, "poison_cloud", ctx.card) if d.cards[i].zone is Zone.MONSTERS]


def _poison_cloud(res: Resolution) -> None:
    d = res.duel
    for other in _poison_cloud_prey(res):
        if d.destroy([other], res.cause):
            d.damage(res.opponent, 800, res.cause)


define(83982270,
       # its destroyer gone too: nothing to destroy, and the damage only follows that destruction (R004-007)
       Effect(T, _poison_cloud, trigger="destroyed", when=_poison_cloud_destroyed, does=Does.MONSTERS | Does.OPPONENTS,
              needs=lambda ctx: bool(_poison_cloud_prey(ctx)),
              text_en="destroyed by battle face-up: destroy the monster that destroyed it and deal 800 damage",
              text_ja="表側表示で戦闘破壊されて墓地に行ったら、その相手モンスターを破壊し、相手に８００ダメージ"),
       remember_face_when_attacked(), numbering=(1, 1))


# カオス・ソーサラー / Chaos Sorcerer: its procedure banishes a LIGHT and a DARK monster of its controller's graveyard
# to special summon it from the hand; once a turn, banish 1 targeted face-up monster on the field, itself too (the
# text says no "other"; it cannot attack in a turn this is activated, nor be activated once it has attacked).
define(9596126,
       Effect(Kind.IGNITION, banish_targets, once_per_turn=True, condition=face_up_here, no_attack_that_turn=True,
              target=TargetSpec(face="up", allow_self=True, text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="banish the target face-up monster; this card cannot attack this turn",
              text_ja="対象の表側表示モンスターをゲームから除外する（このターンこのカードは攻撃できない）"),
       LIGHT_AND_DARK)


# 督戦官コヴィントン / Commander Covington: send 1 face-up 「マシンナーズ・ソルジャー」, 「マシンナーズ・スナイパー」
# and 「マシンナーズ・ディフェンダー」 you control to the graveyard (the cost): special summon
# 「マシンナーズ・フォース」 from your hand or deck.
def _machina(passcode: int) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and is_named(c, passcode)


# not activated, its cost paid, while Machina Force cannot be summoned (a lock on its player's special summons)
_force_room, _force_op = summon_named_from(58054262, Zone.HAND, Zone.DECK)
define(22666164, Effect(Kind.IGNITION, _force_op, condition=face_up_here, asks=True,
                        cost=Cost(field_send=3, one_each=(_machina(60999392), _machina(23782705), _machina(96384007))),
                        needs=_force_room,
                        text_en="send your face-up Machina Sniper, Machina Defender and Machina Soldier to the "
                                "graveyard: Machina Force comes from your hand or deck by special summon",
                        text_ja="自分の場の表側の「マシンナーズ・ディフェンダー」と「マシンナーズ・スナイパー」と"
                                "「マシンナーズ・ソルジャー」を墓地に送って、「マシンナーズ・フォース」を手札かデッキから"
                                "特殊召喚"))


# カタパルト・タートル / Catapult Turtle: tribute 1 monster you control (the cost): damage to the opponent equal to
# half the ATK it had on the field (the era's text sets no limit a turn, and says no "other": it may tribute
# itself). Its ATK is noted as it is tributed.
def _catapult(res: Resolution) -> None:
    n = half_up(tributed_atk(res))
    if n:
        res.duel.damage(res.opponent, n, res.cause)


define(95727991, Effect(Kind.IGNITION, _catapult, condition=face_up_here, cost=Cost(tribute=1, tribute_self=True),
                        text_en="tribute a monster: damage equal to half its ATK",
                        text_ja="自分のモンスター１体を生け贄にし、相手にその攻撃力の半分のダメージ"),
       NOTES_TRIBUTED_ATK, numbering=(1, 1))


# カオスライダー グスタフ / Chaosrider Gustaph: once a turn, banish up to 2 spell cards from your graveyard (the
# cost): it gains 300 ATK for each until the end of the opponent's next turn.
define(47829960, Effect(Kind.IGNITION, banished_for_atk(300), once_per_turn=True, condition=face_up_here,
                        cost=Cost(banish_grave_any=True, banish_most=2, banish_filter=lambda ctx, c: c.data.is_spell),
                        text_en="banish up to 2 spells from your graveyard: +300 ATK for each until the end of the "
                                "opponent's turn",
                        text_ja="自分の墓地の魔法カードを２枚まで除外し、１枚につき相手ターン終了時まで攻撃力３００アップ"))


# セレモニーベル / Ceremonial Bell: while it is face-up on the field, both players keep their hands revealed.
define(20228463, Effect(Kind.CONTINUOUS, opens_hands=True, text_en="both players keep their hands revealed",
                        text_ja="両プレイヤーとも、手札を常に公開したままにする"))


# カードブロッカー / Card Blocker: when it is normal, flip or special summoned it turns to defense position; when a
# face-up monster you control is chosen as an attack target, you may move the attack to this card; when it is the
# one chosen, you may mill up to 3 cards of your deck: until the end phase it gains 500 DEF per card milled.
def _blocker_down(res: Resolution) -> None:
    if self_on_field(res) and res.card.pos is Pos.ATTACK:
        res.duel.set_position(res.card, Pos.DEFENSE, res.cause)


def _blocker_takes(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.change_attack(target=res.card)


def _blocker_mills(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.player].deck
    if not deck:
        return
    n = ask_number(res, list(range(1, min(3, len(deck)) + 1)), named=(1, 2, 3), why=lambda n: DECK_SHORT)
    before = len(d.players[res.player].grave)
    d.mill(res.player, n, res.cause)
    sent = len(d.players[res.player].grave) - before
    if sent and self_on_field(res):
        d.boost(res.card, 0, 500 * sent, res.cause)


def _own_other_targeted(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if ev.amount < 0 or ev.amount == ctx.card.idx or ev.player == ctx.player:
        return False
    t = d.cards[ev.amount]
    return t.ctl == ctx.player and t.face_up and t.zone is Zone.MONSTERS and ctx.card.zone is Zone.MONSTERS \
        and ctx.card.face_up


define(42256406,
       *(Effect(T, _blocker_down, trigger=k, text_en="summoned: change it to defense position",
                text_ja="召喚・反転召喚・特殊召喚の成功時、守備表示に変わる")
         for k in ("summoned", "special_summoned")),
       Effect(T, _blocker_takes, trigger="attack_declared", self_trigger=False, when=_own_other_targeted,
              mandatory=False,
              text_en="your face-up monster is chosen as an attack target: move the attack to this card",
              text_ja="自分の表側表示モンスターが攻撃対象に選ばれたら、攻撃対象を自身に移す"),
       Effect(T, _blocker_mills, trigger="attack_declared", self_trigger=False, mandatory=False, asks=True,
              when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
              needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
              text_en="chosen as an attack target: mill up to 3 cards of your deck; until the end phase, "
                      "+500 DEF per card milled",
              text_ja="攻撃対象になった時、デッキの上から３枚まで墓地へ送り、１枚につきエンドフェイズまで守備力５００アップ"),
       numbering=(1, 1, 2, 3))


# サイバー・プチ・エンジェル / Cyber Petit Angel: when it is normal, flip or special summoned, you may add a
# 「サイバー・エンジェル」 ritual monster or 「機械天使の儀式」 from your deck to your hand (the era's text sets no
# limit a turn).
on_summon_search(76103404, lambda c: (c.data.is_monster and "ritual" in c.data.subtypes
                                      and name_includes(c, "サイバー・エンジェル")) or is_named(c, 39996157),
                 "add a Cyber Angel ritual monster or Machine Angel Ritual from your deck",
                 "儀式モンスターの「サイバー・エンジェル」１体か「機械天使の儀式」１枚を、デッキから手札へ",
                 kinds=("summoned", "special_summoned"))


# ネイビィロイド / Carrierroid: when the opponent activates a spell or trap card whose effect destroys spell or trap
# cards on the field, targeting one you control, discard 1 card (the cost): negate the activation and destroy it.
def _aims_at_my_spells(ctx: Ctx) -> bool:
    link = answered_activation(ctx, ("spell", "trap"))
    return link is not None and ctx.duel.link_effect(link).does_(Does.DESTROY) and any(
        t.zone in (Zone.SPELLS, Zone.FIELD) and t.ctl == ctx.player for t in link_targets(ctx, link))


_AIMS_AT_MY_SPELLS = Answers(_aims_at_my_spells, "the activation of the opponent's spell or trap card that targets a "
                             "spell or trap card you control to destroy it",
                             "自分の魔法・罠カードを対象に破壊する相手の魔法・罠カードの発動")
define(46848859, Effect(Kind.QUICK, negate_and_destroy, cost=Cost(discard=1),
                        condition=both(face_up_here, _AIMS_AT_MY_SPELLS),
                        text_en="discard 1 card: negate the activation of an opponent's card that targets your spell "
                                "or trap card to destroy it, and destroy it",
                        text_ja="手札を１枚捨て、自分の魔法・罠カードを対象に破壊する相手のカードの発動を無効にし破壊する"))


# サイバー・ヴァリー / Cyber Valley: one of: when an opponent's attack picks it as the target, banish it (the
# cost): draw 1, then end the battle phase; target another of your face-up monsters: banish it and this card,
# then draw 2; or target 1 card in your graveyard: banish 1 card from your hand and this card, then put the target
# on top of your deck.
def _valley_shield(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 1, res.cause)
    d.next_thing()
    d.end_battle_phase(res.cause)


def _valley_draw(res: Resolution) -> None:
    # The banishing happens at resolution ("then"): with either monster gone, nothing is banished or drawn.
    d = res.duel
    others = res.targets()
    if not others or not self_on_field(res) or len(d.banish([others[0], res.card], res.cause)) < 2:
        return
    d.next_thing()
    d.draw(res.player, 2, res.cause)


def _valley_recycle(res: Resolution) -> None:
    # The banishing comes first ("then"): with this card gone from the field or no card in hand, the target stays.
    d = res.duel
    hand = cards_in_hand(d, res.player)
    if not hand or not self_on_field(res) or len(d.banish([res.ask_cards(hand, purpose=BANISH), res.card],
                                                          res.cause)) < 2:
        return
    d.next_thing()
    d.to_deck(res.targets(), res.cause, where="top")


define(3657444,
       Effect(T, _valley_shield, trigger="attack_declared", self_trigger=False, mandatory=False, cost=BANISH_SELF,
              when=lambda ctx, ev: ev.amount == ctx.card.idx and ev.player != ctx.player
              and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
              needs=may_draw("self"), draws=1,
              text_en="the opponent's attack target: banish it (cost), draw 1, and the battle phase ends",
              text_ja="相手の攻撃対象に選ばれたら、自身を除外して１枚ドローし、バトルフェイズを終わらせる"),
       Effect(Kind.IGNITION, _valley_draw, condition=face_up_here, needs=may_draw("self"), draws=2,
              target=TargetSpec(side="own", face="up", text_en="another face-up monster you control",
                                text_ja="このカード以外の自分の表側表示モンスター"),
              text_en="banish it and the target face-up monster you control, then draw 2",
              text_ja="自身と対象の自分の表側表示モンスターを除外し、その後２枚ドロー"),
       Effect(Kind.IGNITION, _valley_recycle, condition=face_up_here, asks=True,
              target=grave_spec(lambda c: True),
              needs=lambda ctx: bool(cards_in_hand(ctx.duel, ctx.player)),
              text_en="banish this card and a card from your hand, then put the target card of your graveyard on top "
                      "of your deck",
              text_ja="手札１枚とこのカードを除外した後、対象の墓地のカードをデッキの上に置く"))




# ネコ耳族 / Cat's Ear Tribe: during the opponent's turn, the original ATK of an opponent's monster battling this
# card is 200 in the damage step: every other change still applies on top, and what reads its original ATK reads
# 200 (「巨大化」 doubles it).
define(95841282,
       Effect(Kind.CONTINUOUS,
              affects=lambda ctx, c: ctx.duel.tp != ctx.player and c.ctl != ctx.player and damage_step_foe(ctx, c),
              original_atk_becomes=200,
              text_en="in the opponent's turn, an opponent's monster battling this card has an original ATK of 200 "
                      "during the damage step",
              text_ja="相手のターンのダメージステップの間、これと戦闘する相手モンスターは元々の攻撃力が２００"))


# グランド・ドラゴン / Cave Dragon: it cannot be normal summoned face-up while you control a monster (its text says
# summon, so it may still be set, and a set one flip summoned); it may declare an attack only while you control
# another face-up Dragon.
def _cave_summon_if(d: Duel, c: Card, gone: frozenset[int] = frozenset()) -> bool:
    return c.zone is Zone.MONSTERS or not d.monsters_of(c.ctl)


define(93220472,
       Effect(Kind.CONTINUOUS, forbids=("attack",),
              affects=lambda ctx, c: itself(ctx, c) and not any(
                  m.idx != c.idx and m.face_up and ctx.duel.race(m) == "Dragon" for m in ctx.duel.monsters_of(c.ctl)),
              text_en="it may declare an attack only while you control another face-up Dragon",
              text_ja="自分の場にほかの表側表示のドラゴン族がいる時だけ攻撃宣言可能"),
       summon_if=_cave_summon_if)


# 忍び寄るデビルマンタ / Creeping Doom Manta: when it is normal summoned, no trap card can be activated in answer
# to that summon.
define(52571838, NO_TRAPS_ON_SUMMON)


# 雲魔物－羊雲 / Cloudian - Sheep Cloud: destroyed by battle and sent to the graveyard, it special summons 2
# 「雲魔物トークン」 to its controller's field in defense position (with fewer than 2 free monster zones, none, and
# then it is not activated: R004-007); those tokens may be tributed only for a 「雲魔物」's tribute summon (the
# token's own declaration).
def _sheep_cloud(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 2:
        return
    data = token_data(CLOUDIAN_TOKEN, "雲魔物トークン")
    d.create_tokens(data, [Pos.DEFENSE] * 2, res.player, res.cause)


define(56597272, Effect(Kind.TRIGGER, _sheep_cloud, trigger="destroyed", when=by_battle_to_grave,
                        needs=makes_token_here(CLOUDIAN_TOKEN, "雲魔物トークン", 2),
                        text_en="destroyed by battle: special summon 2 Cloudian Tokens in defense position",
                        text_ja="戦闘で破壊され墓地へ送られた時、「雲魔物トークン」２体を守備表示で特殊召喚する"))

# 雲魔物－アルトス / Cloudian - Altus: a Cloudian with Fog Counters when normal summoned; remove 3 Fog Counters from
# anywhere on the field (the cost): the opponent discards 1 card at random.
define(79703905, *CLOUDIAN, FOG_ON_SUMMON,
       Effect(Kind.IGNITION, opp_discards_random(1), does=Does.OPP_HAND,
              cost=Cost(remove_counters=(FOG, 3), counters_side="any"),
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
              text_en="remove 3 Fog Counters from the field: the opponent discards 1 card at random",
              text_ja="フィールド上のフォッグカウンターを３つ取り除き、相手の手札をランダムに１枚捨てる"),
       holds=((FOG, 0),))


# 雲魔物－ニンバスマン / Cloudian - Nimbusman: a Cloudian (not destroyed by battle, destroyed in face-up defense
# position); its tribute summon may also tribute any number of further WATER monsters; tribute summoned, it gets a
# Fog Counter per WATER monster tributed; its ATK rises by 500 per Fog Counter anywhere on the field.
_NIMBUS = "nimbusman_water"


def _nimbus_summoned(ctx: Ctx, ev: Event) -> bool:
    """Tribute summoned: the WATER monsters tributed are counted as it succeeds (read from the log); with none,
    there is no counter to place and the effect is not activated (R004-007)."""
    n = sum(1 for m in tributes_of(ctx, ev) if has_attribute(m, "WATER"))
    if n:
        mark(ctx.duel, _NIMBUS, ctx.card, n)
    return n > 0


def _nimbus_fog(res: Resolution) -> None:
    n = sum(marked(res.duel, _NIMBUS, res.card))
    if n and still_face_up_here(res):
        res.duel.add_counter(res.card, FOG, n, res.cause)


def _fog_on_field(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 500 * sum(x.counters.get(FOG, 0) for p in (0, 1) for x in (*d.monsters_of(p), *spells_traps_of(d, p)))


define(20003527, *CLOUDIAN,
       Effect(Kind.TRIGGER, _nimbus_fog, trigger="summoned", when=_nimbus_summoned,
              text_en="tribute summoned: a Fog Counter on it for each WATER monster tributed",
              text_ja="生け贄召喚の成功時、生け贄にした水属性と同じ数のフォッグカウンターを自身に置く"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=_fog_on_field,
              text_en="+500 ATK for each Fog Counter on the field",
              text_ja="フィールド上のフォッグカウンター１つにつき攻撃力５００アップ"),
       holds=((FOG, 0),), more_tributes=lambda m: has_attribute(m, "WATER"), numbering=(1, 2, 4, 5))
# 進化の繭 / Cocoon of Evolution: from the hand, it is equipped to a targeted face-up 「プチモス」 you control (an
# equip card); the Petit Moth wearing it has the cocoon's ATK and DEF (0 / 2000) as its own: values set, not changes
# from its printed ones (`stat_set`).
def _wear_cocoon(res: Resolution) -> None:
    c = res.card
    for t in res.targets():
        if c.zone is Zone.HAND and c.oid == res.link.oid:
            res.duel.equip(c, t, res.cause, res.player)


def _wearing(ctx: Ctx, c: Card) -> bool:
    cocoon = cocoon_on(ctx.duel, c)
    return cocoon is not None and cocoon.idx == ctx.card.idx


define(COCOON_OF_EVOLUTION,
       Effect(Kind.IGNITION, _wear_cocoon, from_zone=Zone.HAND,
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
              target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_named(c, PETIT_MOTH),
                                text_en="a face-up Petit Moth you control", text_ja="自分の表側表示の「プチモス」"),
              text_en="equip this card from your hand to the target",
              text_ja="手札のこのカードを装備カード扱いとして対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=_wearing, atk_becomes=lambda ctx, c: 0, def_becomes=lambda ctx, c: 2000,
              text_en="the Petit Moth wearing it has 0 ATK and 2000 DEF as its own",
              text_ja="装備先の「プチモス」は「進化の繭」の攻撃力・守備力を使う"))

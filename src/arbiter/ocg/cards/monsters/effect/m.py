"""The effect monsters whose English name begins with M."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.activation_locks import battle_phase_traps, opponent, spell_cards
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    BANISH_SELF,
    FOREVER,
    PIERCING,
    POLYMERIZATION,
    SPELL_COUNTER,
    SPELL_TRAP,
    TO_GRAVE_KINDS,
    TRIBUTE_SELF,
    battle_to_grave,
    bind,
    both,
    bound,
    can_special_summon,
    ctx_of,
    destroy_targets,
    face_up_here,
    field_to_grave,
    grant_this_turn,
    itself,
    opponent_has_hand,
    opponent_room,
    revivable,
    room,
    spell_counter_each_spell,
    spells_traps_of,
    takeable,
    token_data,
)
from arbiter.ocg.cards.shared.archfiends import pandemonium_in_play
from arbiter.ocg.cards.shared.attacks import attacks_face_down, may_attack_directly
from arbiter.ocg.cards.shared.banishing import BANISHES_BATTLE_VICTIMS
from arbiter.ocg.cards.shared.burn import burn_op
from arbiter.ocg.cards.shared.card_kinds import continuous_spell, is_trap_card, race_as_it_left
from arbiter.ocg.cards.shared.chain import (
    activation_of,
    after_counter_traps,
    chain_of,
    counter_traps,
    negate_and_destroy,
)
from arbiter.ocg.cards.shared.control import KEEPS_ITS_CONTROLLER, give_self, hand_taker
from arbiter.ocg.cards.shared.destruction import destroy_one_opponents_monster, destroy_opponents_spells_traps
from arbiter.ocg.cards.shared.discard import battle_discard, choose_cards, discard_random, send_from_hand
from arbiter.ocg.cards.shared.draw import battle_damage_draw, draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import attribute_swing, battle_damage_of, grow
from arbiter.ocg.cards.shared.effect_summons import hand_summonable, summon_one_from_hand
from arbiter.ocg.cards.shared.events import (
    battle_damage_by_me,
    battle_destroyed,
    destroyed_by_me,
    destroyed_in_its_battle,
    discarded_by_effect,
    effect_player,
    from_grave,
    normal_summon,
    phase_of,
    to_grave_from_field,
    tribute_summoned,
    won_battle,
)
from arbiter.ocg.cards.shared.face_down import FACE_DOWN_SELF, FACE_DOWN_SPELL_WARD
from arbiter.ocg.cards.shared.level_monsters import level_up_after_battle, note_battle_win
from arbiter.ocg.cards.shared.life_points import gain_op, sanctuary_on_field
from arbiter.ocg.cards.shared.monster_equips import equips_on
from arbiter.ocg.cards.shared.notes import (
    mark,
    marked,
    marker,
    never_activated,
    note,
    note_pair,
    noted,
    noted_pairs,
    notes_face_down_battles,
    remember,
    summon_marked,
    was_face_down_in_battle,
)
from arbiter.ocg.cards.shared.passcodes import GARDIUS, MASK_OF_REMNANTS, WARRIOR_OF_ZERA
from arbiter.ocg.cards.shared.recruiters import atk_at_most, attribute_recruiter, battle_recruiter
from arbiter.ocg.cards.shared.resolving import ask_many, ask_yes_no, self_to_grave
from arbiter.ocg.cards.shared.revival import (
    grave_phase_trigger,
    in_later_own_standby,
    reassemble,
    revive_self_op,
)
from arbiter.ocg.cards.shared.search import deck_searched, is_ritual_monster, is_ritual_spell, named, on_summon_search
from arbiter.ocg.cards.shared.special_summons import summon, summon_one_of, summon_picked, summon_target, summonable
from arbiter.ocg.cards.shared.stats import half_up, original_atk, original_def, stats_from
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP
from arbiter.ocg.cards.shared.to_hand_and_deck import add_one, destroyed_to_deck_top
from arbiter.ocg.cards.shared.tokens import makes_token_here
from arbiter.ocg.cards.shared.tributes import NOTES_TRIBUTED_ATK, tributed_atk, tributes_of
from arbiter.ocg.cards.shared.turn_log import summoned_this_turn
from arbiter.ocg.cards.shared.umi import MAIDENS_UMI, umi_on_field
from arbiter.ocg.cards.shared.zones import (
    face_up_machines,
    face_up_monsters,
    fitting_monsters_in,
    pile_of,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import ATTACK_TARGET, DESTROY, EQUIP, TO_GRAVEYARD
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Worded, nothing_instead
from arbiter.ocg.lasting import Then, Until
from arbiter.ocg.names import has_attribute, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel


# 魔導サイエンティスト / Magical Scientist: pay 1000 LP; special summon a level 6 or lower fusion monster
# from the fusion deck in face-up attack or defense position. That monster cannot attack directly, and it
# returns to the fusion deck at the start of the end phase (applied at once, no chain link). A fusion monster only a
# fusion summon may bring out is not one it can summon (nor, alone in the fusion deck, a reason to activate it).
def _scientists_pick(ctx: Ctx, c: Card) -> bool:
    return (c.data.level or 0) <= 6 and can_special_summon(ctx, c)


def _scientist_can(ctx: Ctx) -> bool:
    return room(ctx) and any(_scientists_pick(ctx, c) for c in fusion.fusion_deck(ctx.duel, ctx.player))


def _scientist(res: Resolution) -> None:
    d = res.duel
    f = summon_picked(res, [c for c in fusion.fusion_deck(d, res.player) if _scientists_pick(ctx_of(res), c)],
                      kind="fusion")
    if f is not None:
        d.at_end_phase(f, Then.TO_FUSION_DECK, res.cause, forbid="attack_directly")


define(34206604, Effect(Kind.IGNITION, _scientist, cost=Cost(lp=1000), condition=face_up_here,
                        needs=_scientist_can, asks=True,
                        text_en="special summon a Level 6 or lower fusion monster from your fusion deck; it "
                                "cannot attack directly and returns to the fusion deck at the end of the turn",
                        text_ja="レベル６以下の融合モンスター１体を融合デッキから特殊召喚（直接攻撃はできず、"
                                "ターンの終わりに融合デッキへ戻る）"))

# Material substitutes: each may stand in for any one fusion material a fusion monster names, the other
# materials being the right ones; a property of the card that uses no chain (R004-175: 「心眼の女神」).
# 心眼の女神 / Goddess with the Third Eye, イリュージョン・シープ / Mystical Sheep #1, 破壊神 ヴァサーゴ /
# Versago the Destroyer, 沼地の魔獣王 / Beastking of the Swamps, and the three 融合呪印生物.
fusion.substitute(30451366)
define(30451366)


# マキシマム・シックス / Maximum Six: when tribute summoned, roll; it gains 200 x the result ATK while
# it stays face-up on the field.
def _max_six(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        d.boost(c, 200 * n, 0, res.cause, until_end=False)


define(30707994, Effect(Kind.TRIGGER, _max_six, trigger="summoned", when=tribute_summoned,
                        text_en="roll: it gains 200 x the result ATK", text_ja="サイコロ：攻撃力を出た目×２００アップ"))

T = Kind.TRIGGER

# 仮面魔道士 / Masked Sorcerer: when it inflicts battle damage, draw 1.
battle_damage_draw(10189126, 1)


# 光神機－閃空 / Majestic Mech - Senku: when it inflicts battle damage by a direct attack, draw 1; it is
# sent to the graveyard in the end phase of the turn it was normal, flip or special summoned (set face-down is no
# summon; flip summoned in a later turn than its set is).
battle_damage_draw(32918479, 1, direct=True, extra=(
    Effect(T, self_to_grave, trigger="phase", self_trigger=False,
           when=lambda ctx, ev: ev.detail == "end" and summoned_this_turn(ctx.duel, ctx.card),
           text_en="the end phase of its summon: send it to the graveyard",
           text_ja="召喚したターンのエンドフェイズに墓地へ送る"),))

# 灼熱ゾンビ / Molten Zombie: when it is special summoned from the graveyard, draw 1.
define(4732017, Effect(T, draw_op(1), trigger="special_summoned", when=from_grave, needs=may_draw("self"),
                       text_en="special summoned from the graveyard: draw 1",
                       text_ja="墓地から特殊召喚に成功した時、１枚ドローする"))

# 謎の傀儡師 / Mysterious Puppeteer: when another monster is normal or flip summoned, gain 500.
define(54098121, Effect(T, gain_op(500), trigger="summoned", self_trigger=False,
                        when=lambda ctx, ev: ev.card != ctx.card.idx,
                        text_en="a monster is summoned: gain 500 LP",
                        text_ja="モンスターが召喚・反転召喚された時、５００回復する"))

# マンジュ・ゴッド / Manju of the Ten Thousand Hands: normal or flip summoned: add a ritual monster or ritual
# spell. センジュ・ゴッド / Senju: a ritual monster. バフォメット / Berfomet: 「幻獣王ガゼル」. ソニックバード /
# Sonic Bird: a ritual spell.
on_summon_search(95492061, lambda c: is_ritual_monster(c) or is_ritual_spell(c), "add a ritual monster or ritual spell",
                 "儀式モンスターか儀式魔法を手札に加える")


# ミュータント・ハイブレイン / Mutant Mindmaster: while the opponent has 2 or more monsters, when this card declares
# an attack on a monster, you may take control of a face-up attack position monster the opponent controls (chosen
# at resolution; the one attacked too) until the end of the battle phase; if it can attack, it attacks an
# opponent's monster chosen then instead of this card, straight to damage calculation (never directly). With every
# monster zone of yours taken it is not activated: the monster would have nowhere to go, and no attack moves.
def _mindmaster_picks(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in face_up_monsters(ctx, ctx.opponent) if c.pos is Pos.ATTACK]


def _mindmaster_can(ctx: Ctx) -> bool:
    return room(ctx) and len(ctx.duel.monsters_of(ctx.opponent)) >= 2 and bool(_mindmaster_picks(ctx))


def _mindmaster(res: Resolution) -> None:
    d = res.duel
    me, c = res.card, d.cards[res.answer] if res.answer >= 0 else None
    if c is None or not d.take_control(c, res.player, res.cause, until_battle_end=True):
        return
    foes = d.monsters_of(res.opponent)
    if (d.attack is not None and d.attack[:2] == (me.idx, me.oid) and me.zone is Zone.MONSTERS and foes
            and d.can_attack_from(c) and not d.forbidden(c, "attack")):
        d.change_attack(attacker=c, target=res.ask_cards(foes, purpose=ATTACK_TARGET.monster), calculate=True)


define(11508758, Effect(T, _mindmaster, trigger="attack_declared", mandatory=False, asks=True,
                        when=lambda ctx, ev: ev.amount >= 0, needs=_mindmaster_can,
                        choice=Choice("card", _mindmaster_picks),
                        text_en="while the opponent has 2 or more monsters: take control of an opponent's face-up "
                                "attack position monster until the end of the battle phase; it attacks an "
                                "opponent's monster instead of this card",
                        text_ja="相手の場のモンスターが２体以上なら、相手の表側攻撃表示モンスター１体をバトルフェイズの終わりまで"
                                "奪い、自身に代えてそれで相手モンスター１体を攻撃"))

hand_taker(87514539, ("Fiend", "Zombie"), "Fiend or Zombie", "悪魔族かアンデット族")

# マタンゴ / Mushroom Man #2: it inflicts 300 damage (effect damage, not a loss of LP) to its controller in each
# of their standby phases; in their end phase they may pay 500 LP (their last 500 too) to give control of it to
# the opponent, for good (not offered while the opponent has no free monster zone: it would have nowhere to go).
define(93900406, Effect(T, lambda res: res.duel.damage(res.player, 300, res.cause), trigger="phase",
                        self_trigger=False, when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player,
                        does=Does.SELF_DAMAGE,
                        text_en="your standby phase: 300 damage to you",
                        text_ja="自分のスタンバイフェイズに自分に３００ポイントダメージを与える"),
       Effect(T, give_self, trigger="phase", self_trigger=False, mandatory=False, cost=Cost(lp=500),
              needs=opponent_room, when=lambda ctx, ev: ev.detail == "end" and ev.player == ctx.player,
              text_en="pay 500 LP: give control of this card to the opponent",
              text_ja="５００ライフポイントを払い、このカードのコントロールを相手に移す"))

# 仮面魔獣デス・ガーディウス / Masked Beast Des Gardius: never normal summoned; special summoned from the hand by its
# own procedure, tributing 2 monsters you control of which at least 1 is 「仮面呪術師カースド・ギュラ」 or
# 「メルキド四面獣」. Once it goes from the field to the graveyard it must target a face-up monster of the
# opponent: a 「遺言の仮面」 from your deck is equipped to it as an equip card (the deck is shuffled
# after it is looked through, R004-100).
# 遺言の仮面 / The Mask of Remnants: its activation shuffles this card from the field into its owner's deck.
# While Gardius's effect has it equipped to a monster, its controller controls that monster (R004-094.10, ○:
# the control lasts while it stays equipped); that applies the moment it is equipped, with no chain link.
TIKI_MASKS = (13676474, 86569121)  # 仮面呪術師カースド・ギュラ, メルキド四面獣


def _equip_mask(res: Resolution) -> None:
    d = res.duel
    masks = pile_of(res, res.player, Zone.DECK, named(MASK_OF_REMNANTS))
    for t in res.targets():
        room = d.free_slots(res.player, Zone.SPELLS) > 0
        with deck_searched(d, res.player, room):  # with a zone for it, looked through for one, found or not
            if masks and room:
                d.equip(res.ask_cards(masks, "select", purpose=EQUIP), t, res.cause, res.player)


define(GARDIUS,
       *(Effect(T, _equip_mask, trigger=k, when=field_to_grave, target=OPP_FACE_UP, asks=True,
                text_en="sent from the field to the graveyard: equip a Mask of Remnants from your deck to the target",
                text_ja="フィールドから墓地へ送られた時、デッキの「遺言の仮面」を対象に装備する")
         for k in TO_GRAVE_KINDS),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=2, tribute_including=lambda ctx, c: is_named(c, *TIKI_MASKS)),
              text_en="special summon by tributing 2 monsters, at least 1 of them Grand Tiki Elder or Melchid",
              text_ja="「仮面呪術師カースド・ギュラ」か「メルキド四面獣」を含むモンスター２体を生け贄に特殊召喚する"),
       numbering=(1, 1, 1, 2))  # one effect of its text, then the summon procedure


# 天空聖者メルティウス / Meltiel, Sage of the Sky (R004-088.49): each time a counter trap is activated, after it
# resolves, you gain 1000 LP, and with 「天空の聖域」 on the field you then destroy 1 card the opponent controls
# (chosen, not targeted). Declared as a trigger: its choice needs a resolution that can ask (the page says
# nothing on whether it uses the chain). Each counter trap is one gain (「ビッグバンガール」 ○), counting only those
# activated while it was already face-up on the field.
def _meltiel(res: Resolution) -> None:
    d = res.duel
    for _ in range(counter_traps(d, res.card)):
        d.gain_lp(res.player, 1000, res.cause)
        theirs = [d.cards[i] for i in (*d.players[res.opponent].monsters, *d.players[res.opponent].spells,
                                       d.players[res.opponent].field) if i >= 0]
        if sanctuary_on_field(d) and theirs:
            d.destroy([res.ask_cards(theirs, purpose=DESTROY)], res.cause)


define(49905576, Effect(T, _meltiel, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS, trigger="chain_resolved",
                        self_trigger=False, when=after_counter_traps, asks=True,
                        text_en="after each counter trap resolves: gain 1000 LP; with The Sanctuary in the Sky on the "
                                "field, destroy 1 card the opponent controls",
                        text_ja="カウンター罠の処理後、１０００ライフポイント回復し、「天空の聖域」があれば相手フィールドの"
                                "カード１枚を破壊する"))


def _polys_in_grave(ctx: Ctx) -> list[Card]:
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    return takeable(ctx, lambda c: is_named(c, POLYMERIZATION), Zone.HAND, "to_hand")


# モンスター・アイ / Monster Eye: pay 1000 LP (the cost): return 1 「融合」 from your graveyard to your hand.
define(84133008, Effect(Kind.IGNITION, add_one(_polys_in_grave), cost=Cost(lp=1000), asks=True, does=Does.TO_HAND,
                        needs=lambda ctx: bool(_polys_in_grave(ctx)),
                        text_en="pay 1000 LP: add Polymerization from your graveyard to your hand",
                        text_ja="１０００ライフポイントを払い、墓地の「融合」を手札に戻す"))

MACHINAS = (60999392, 23782705, 96384007)  # ソルジャー スナイパー ディフェンダー


# 怨念のキラードール / Malice Doll of Demise: sent from the field to the graveyard by a continuous spell's
# effect (destroyed, sent, or tributed as 「エクトプラズマー」 does): special summoned in your next standby phase.
def _by_continuous_spell(ctx: Ctx, ev: Event) -> bool:
    src = ctx.duel.cards[ev.cause.card] if ev.cause.card >= 0 else None
    return (ev.cause.reason is Reason.EFFECT and to_grave_from_field(ev) and src is not None
            and src.data.kind == "spell" and "continuous" in src.data.subtypes)


define(72657739,
       grave_phase_trigger(in_later_own_standby("continuous_spell"), revive_self_op,
                            "special summon this card from the graveyard", "このカードを墓地から特殊召喚する"),
       marker("destroyed", "continuous_spell", _by_continuous_spell),
       marker("sent", "continuous_spell", _by_continuous_spell),
       marker("tributed", "continuous_spell", _by_continuous_spell), numbering=(1, 1, 1, 1))


# 暗黒のマンティコア / Manticore of Darkness: at the end phase of a turn in which it went to the graveyard, its
# player may special summon it back, putting into the graveyard a monster of one of three Types (MANTICORE_RACES),
# held in the hand or face-up on their field. The text sends that monster "to" bring it back (〜を墓地へ送る事で):
# the cost, paid as the effect is activated and kept if the activation is negated.
MANTICORE_RACES = ("Beast", "Beast-Warrior", "Winged Beast")


def _manticore_fodder(ctx: Ctx, c: Card) -> bool:
    return (c.data.race in MANTICORE_RACES if c.zone is Zone.HAND
            else c.face_up and ctx.duel.race(c) in MANTICORE_RACES)


def _manticore_when(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "end" and ctx.card.t_entered == ctx.duel.turn


define(77121851, grave_phase_trigger(_manticore_when, revive_self_op, "send a Beast, Beast-Warrior or Winged Beast "
                                      "to the graveyard: special summon this card",
                                      "獣族・獣戦士族・鳥獣族を墓地へ送り、このカードを特殊召喚する", mandatory=False,
                                      cost=Cost(tribute=1, tribute_hand=True, tribute_sends=True,
                                                tribute_filter=_manticore_fodder,
                                                text_en="a Beast, Beast-Warrior or Winged Beast monster of your hand "
                                                        "or face-up field",
                                                text_ja="手札・フィールド上の表側表示の獣族・獣戦士族・鳥獣族モンスター")))

define(58054262,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, attack_lp=1000,
              text_en="its attack declaration costs 1000 LP",
              text_ja="攻撃宣言には１０００ＬＰの支払いが必要"),
       reassemble(MACHINAS, "send"), special_by=by_effect_of(22666164))

# 地獄将軍・メフィスト / Mefist the Infernal General: piercing damage; when it inflicts battle damage, the opponent
# discards 1 at random.
define(46820049, PIERCING, battle_discard(1))

Q = Kind.QUICK

# 魔力吸収球体 / Maryokutai: in the opponent's turn only, when the opponent activates a spell card, tribute
# this face-up card: negate the activation and destroy the spell.
_THEIR_TURN = Worded(lambda ctx: ctx.duel.tp != ctx.player, "it is activated only in the opponent's turn",
                     "相手ターンにしか発動できない")
define(71466592, Effect(Q, negate_and_destroy, cost=TRIBUTE_SELF,
                        condition=both(face_up_here, activation_of("spell"), _THEIR_TURN),
                        text_en="tribute this card: negate the activation of the opponent's spell and destroy it",
                        text_ja="自身を生け贄に捧げる：相手が発動した魔法を無効にして破壊"))


def _ares(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.face_up:
        res.duel.boost(c, 500, 0, res.cause, until_end=False)


# 獣人アレス / Man Beast of Ares: while it is face-up, each time a chain of 2 or more links resolves it gains 500 ATK:
# its era text makes this a continuous effect ("as long as this card is face-up"), applied at once, with no chain
# link (as a trigger, two copies set each other off forever: each pair of their links was a chain of 2). Only a
# chain stacked while it was face-up counts: R004-158 has its effect apply once the chain is built.
define(71395725, Effect(Kind.AT_ONCE, _ares, trigger="chain_resolved", self_trigger=False,
                        when=chain_of(2, built_here=True),
                        text_en="a chain of 2 or more links resolved: this card gains 500 ATK",
                        text_ja="チェーン２以上の処理後、攻撃力が５００アップ"))

C = Kind.CONTINUOUS


# 合成魔獣 ガーゼット / Maju Garzett (R004-019, R004-031): its ATK is the total original ATK of the monsters
# tributed for its tribute summon; put onto the field any other way, its "?" ATK is 0. Turned face-down and face-up
# again, it is a new card that was not tribute summoned face-up, as one set by its tribute summon: 0 (`summon_marked`).
def _garzett_note(ctx: Ctx, ev: Event) -> None:
    tributes = tributes_of(ctx, ev)
    if tributes:
        mark(ctx.duel, "garzett", ctx.card, sum(t.data.atk or 0 for t in tributes))


define(8794435,
       Effect(C, affects=itself, atk=lambda ctx, c: sum(summon_marked(ctx.duel, "garzett", c)), becomes=True,
              text_en="its ATK is the total original ATK of its tributes",
              text_ja="攻撃力は生け贄にしたモンスターの元々の攻撃力の合計になる"),
       remember("summoned", _garzett_note))

# デビルマゼラ / Mazera DeVille (R004-139.15): special summoned from the hand by tributing 1 face-up 「ゼラの
# 戦士」 you control while 「万魔殿－悪魔の巣窟－」 is on the field. When it is special summoned, if
# 「万魔殿－悪魔の巣窟－」 is on your side of the field, the opponent discards 3 random cards (an effect's
# discard: the Dark World monsters answer it).
def _mazera(res: Resolution) -> None:
    if pandemonium_in_play(res.duel, res.player):
        discard_random(res, res.opponent, 3)


define(6133894,
       Effect(T, _mazera, does=Does.OPP_HAND, trigger="special_summoned", needs=opponent_has_hand,
              text_en="with Pandemonium on your side, the opponent discards 3 random cards",
              text_ja="自分フィールドに「万魔殿－悪魔の巣窟－」があれば、相手は手札をランダムに３枚捨てる"),
       Effect(Kind.PROCEDURE, condition=lambda ctx: pandemonium_in_play(ctx.duel, 0, 1),
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.face_up and is_named(m, WARRIOR_OF_ZERA)),
              text_en="special summon by tributing a face-up Warrior of Zera while Pandemonium is on the field",
              text_ja="「万魔殿－悪魔の巣窟－」があるとき、表側表示の「ゼラの戦士」を生け贄に捧げて特殊召喚する"),
       )


# メガロック・ドラゴン / Megarock Dragon: special summoned from the hand only by its procedure, banishing any
# number (at least 1) of Rock monsters from your graveyard; its original ATK and DEF are 700 x the Rocks banished
# for that summon (R004-032). (It cannot be normal summoned: the card database types it so.)
def _rock(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Rock"


def _megarock(d: Duel, c: Card) -> int:
    return 700 * len(d.procedure_cost(c))


define(71544954, stats_from(lambda ctx: _megarock(ctx.duel, ctx.card), original=True),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave_any=True, banish_filter=_rock),
              text_en="special summon by banishing any number of Rocks from your graveyard",
              text_ja="自分の墓地の岩石族モンスターを任意の数除外して特殊召喚する"),
       normal_summon=False)

# キラー・トマト / Mystic Tomato and 巨大ネズミ / Giant Rat: when destroyed by battle and sent to the
# graveyard, you may special summon 1 monster with 1500 or less ATK of an attribute from your deck in
# face-up attack position. A "?" ATK is not 1500 or less.
define(83011277, attribute_recruiter("DARK", "special summon a DARK monster with 1500 or less ATK from the deck",
                            "デッキの攻撃力１５００以下・闇属性のモンスターを特殊召喚"))

# 仮面竜 / Masked Dragon: destroyed by battle and sent to the graveyard, it may special summon a Dragon with 1500 or
# less ATK from the deck.
define(39191307, battle_recruiter(lambda c: c.data.race == "Dragon" and atk_at_most(c, 1500),
                                   "special summon a Dragon with 1500 or less ATK from the deck",
                                   "デッキの攻撃力１５００以下・ドラゴン族のモンスター１体を特殊召喚"))

# グリズリーマザー / Mother Grizzly: destroyed by battle and sent to the graveyard, it may special summon a WATER
# monster with 1500 or less ATK from the deck in face-up attack position.
define(57839750, battle_recruiter(lambda c: c.data.attribute == "WATER" and atk_at_most(c, 1500),
                                   "special summon a WATER monster with 1500 or less ATK from the deck",
                                   "デッキの攻撃力１５００以下・水属性のモンスター１体を特殊召喚", attack=True))

# マイン・ゴーレム / Mine Golem: destroyed by battle and sent to the graveyard, 500 damage to the opponent.
define(76321376, Effect(T, lambda res: res.duel.damage(res.opponent, 500, res.cause), trigger="destroyed",
                        when=battle_to_grave, text_en="500 damage to the opponent",
                        text_ja="相手に５００ダメージを与える"))

# 機械王 / Machine King: it gains 100 ATK for each face-up Machine monster on the field (itself included).
define(46700124, Effect(C, affects=itself, atk=lambda ctx, c: 100 * len(face_up_machines(ctx.duel)),
                        text_en="+100 ATK for each face-up Machine on the field",
                        text_ja="フィールド上の表側表示の機械族モンスター１体につき攻撃力１００アップ"))

IG = Kind.IGNITION

# 結界術師 メイコウ / Mei-Kou, Master of Barriers: tribute this card (the cost): destroy a targeted face-up continuous
# spell or continuous trap card on the field.
define(47731128, Effect(IG, destroy_targets, cost=TRIBUTE_SELF,
                        target=TargetSpec(zone=Zone.SPELLS, face="up",
                                          where=lambda ctx, c: continuous_spell(c) or is_trap_card(c, "continuous"),
                                          text_en="a face-up continuous spell or trap card",
                                          text_ja="表側表示の永続魔法・永続罠カード"),
                        text_en="tribute this card: destroy the target continuous spell or trap card",
                        text_ja="このカードを生け贄に捧げ、表側表示の永続魔法・永続罠カード１枚を破壊する"))

# 氷帝メビウス / Mobius the Frost Monarch: when tribute summoned, you may destroy up to 2 targeted spell or trap cards
# on the field (an optional "when" effect: it misses the timing of a summon that is not the last thing to happen).
define(4929256, Effect(T, destroy_targets, trigger="summoned", when=tribute_summoned, mandatory=False,
                       misses_timing=True,
                       target=TargetSpec(zone=Zone.SPELLS, count=2, min=1,
                                         text_en="a spell or trap card on the field",
                                         text_ja="フィールド上の魔法・罠カード"),
                       text_en="tribute summoned: destroy up to 2 target spell or trap cards",
                       text_ja="生け贄召喚に成功した時、魔法・罠カードを２枚まで破壊できる"))


# ムカムカ / Muka Muka: gains 300 ATK and DEF for each card in its controller's hand.
def _hand_x300(ctx: Ctx, c: Card) -> int:
    return 300 * len(ctx.duel.players[ctx.player].hand)


define(46657337, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_hand_x300,
                        defense=_hand_x300, text_en="+300 ATK/DEF for each card in your hand",
                        text_ja="自分の手札の枚数×３００攻撃力・守備力アップ"))

# 魔法のランプ / Mystic Lamp: it may attack directly.
define(98049915, may_attack_directly())

# 猛進する剣角獣 / Mad Sword Beast: it deals piercing battle damage.
define(79870141, PIERCING)

# ムドラ / Mudora: it gains 200 ATK for each Fairy monster in its controller's graveyard.
define(82108372, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 200 * sum(ctx.duel.cards[i].data.kind == "monster"
                                                     and ctx.duel.cards[i].data.race == "Fairy"
                                                     for i in ctx.duel.players[c.ctl].grave),
                        text_en="+200 ATK for each Fairy monster in your graveyard",
                        text_ja="自分の墓地の天使族モンスター１体につき攻撃力２００アップ"))

# マハー・ヴァイロ / Maha Vailo: it gains 500 ATK for each equip card equipped to it.
define(93013676, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 500 * len(equips_on(ctx.duel, c)),
                        text_en="+500 ATK for each equip card equipped to it",
                        text_ja="このカードに装備された装備カード１枚につき攻撃力５００アップ"))

# マスクド・チョッパー / Masked Chopper: when it destroys an opponent's monster by battle, 2000 damage to the opponent.
define(87350908, Effect(Kind.TRIGGER, burn_op(2000), trigger="destroyed", self_trigger=False, when=destroyed_by_me,
                        text_en="destroys a monster by battle: 2000 damage to the opponent",
                        text_ja="相手モンスターを戦闘破壊した時、相手に２０００ダメージ"))

# 機械王－プロトタイプ / Machine King Prototype: it gains 100 ATK and DEF for each other face-up Machine monster
# on the field.
def _other_machines(ctx: Ctx, c: Card) -> int:
    return 100 * sum(m.idx != c.idx and m.face_up and ctx.duel.race(m) == "Machine"
                     for p in (0, 1) for m in ctx.duel.monsters_of(p))


define(89222931, Effect(Kind.CONTINUOUS, affects=itself, atk=_other_machines, defense=_other_machines,
                        text_en="+100 ATK/DEF for each other Machine on the field",
                        text_ja="このカード以外のフィールドの機械族モンスター１体につき攻撃力・守備力１００アップ"))

# マーメイド・ナイト / Mermaid Knight: while 「海」 is on the field, it may attack twice in each battle phase.
define(24435369, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx and umi_on_field(ctx),
                        extra_attacks=1, text_en="while Umi is on the field, it may attack twice in each battle phase",
                        text_ja="「海」がフィールドにある間、各バトルフェイズに２回攻撃可能"))

# ミリス・レディエント / Milus Radiant: face-up EARTH monsters on the field gain 500 ATK, WIND ones lose 400.
define(7489323, attribute_swing("EARTH", "WIND", "地", "風"))


# ミレニアム・スコーピオン / Millennium Scorpion: +500 ATK (kept while it stays face-up on the field) for every
# opponent's monster it destroys by battle that ends up in the graveyard.
define(82482194, Effect(Kind.TRIGGER, grow(500), trigger="destroyed", self_trigger=False, when=battle_destroyed,
                        text_en="+500 ATK whenever a monster it destroys by battle goes to the graveyard",
                        text_ja="戦闘で破壊した相手モンスターが墓地へ行く度、攻撃力５００アップ"))


# 増幅する悪意 / Malice Ascendant: while it is face-up on the field, in each standby phase of the opponent, the top
# card of their deck goes to the graveyard for each 「増幅する悪意」 in its controller's graveyard.
def _malice_count(ctx: Ctx) -> int:
    d = ctx.duel
    return sum(is_named(d.cards[i], 14255590) for i in d.players[ctx.player].grave)


define(14255590, Effect(Kind.TRIGGER, lambda res: res.duel.mill(res.opponent, _malice_count(ctx_of(res)), res.cause),
                        trigger="phase", self_trigger=False, needs=lambda ctx: _malice_count(ctx) > 0,
                        when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent and ctx.card.face_up,
                        text_en="the opponent's standby phase: they mill one card from the top of their deck per "
                                "Malice Ascendant in your graveyard",
                        text_ja="相手のスタンバイフェイズ、自分の墓地の「増幅する悪意」１枚ごとに、相手のデッキトップを１枚墓地へ"))


# メデューサ・ワーム / Medusa Worm: once a turn it may turn itself face-down; when it is flip summoned, destroy 1
# monster the opponent controls (chosen as it resolves: the era's text does not target).
define(2694423, FACE_DOWN_SELF,
       Effect(Kind.TRIGGER, destroy_one_opponents_monster, does=Does.MONSTERS | Does.OPPONENTS, trigger="summoned",
              when=lambda ctx, ev: ev.detail == "flip",
              asks=True,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
              text_en="flip summoned: destroy a monster the opponent controls",
              text_ja="反転召喚時、相手の場のモンスター１体を破壊"))

# 人投げトロール / Man-Thro' Tro': tribute a normal monster (not a token) you control (the cost): 800 damage to the
# opponent (no limit a turn).
define(43714890, Effect(Kind.IGNITION, burn_op(800), condition=face_up_here,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.is_normal_monster(m)
                                  and "token" not in m.data.subtypes),
                        text_en="tribute a normal monster (not a token) you control: 800 damage to the opponent",
                        text_ja="自分の通常モンスター（トークン以外）１体を生け贄に捧げ、相手に８００ダメージを与える"))

# モンク・ファイター / Monk Fighter: the battle damage its controller takes from battles of this card is 0.
define(3810071, Effect(Kind.REPLACEMENT, when=battle_damage_of(mine=True), instead=lambda ctx, ev: None,
                       text_en="no battle damage to its controller from its battles",
                       text_ja="自身の戦闘でそのコントローラーが受ける戦闘ダメージは０"))

# 機械犬マロン / Mecha-Dog Marron: destroyed by battle on the field and sent to the graveyard, 1000 damage to both
# players; destroyed otherwise and sent to the graveyard, 1000 damage to the opponent.
def _marron_both(res: Resolution) -> None:
    res.duel.damage(res.player, 1000, res.cause)
    res.duel.damage(res.opponent, 1000, res.cause)


def _from_field_to_grave(ctx: Ctx, ev: Event, battle: bool) -> bool:
    return field_to_grave(ctx, ev) and (ev.cause.reason is Reason.BATTLE) == battle


define(94667532, Effect(Kind.TRIGGER, _marron_both, trigger="destroyed",
                        when=lambda ctx, ev: _from_field_to_grave(ctx, ev, True),
                        text_en="destroyed by battle: 1000 damage to both players",
                        text_ja="戦闘で破壊され墓地へ送られた時、お互いに１０００ダメージを与える"),
       Effect(Kind.TRIGGER, burn_op(1000), trigger="destroyed",
              when=lambda ctx, ev: _from_field_to_grave(ctx, ev, False),
              text_en="destroyed otherwise: 1000 damage to the opponent",
              text_ja="戦闘以外の破壊で墓地へ行った時、相手に１０００ダメージ"))

# モアイ迎撃砲 / Moai Interceptor Cannons: once a turn it may turn itself face-down.
define(45159319, FACE_DOWN_SELF)

# 馬頭鬼 / Mezuki: banish this card from your graveyard (the cost): special summon a targeted Zombie monster from
# your graveyard.
define(92826944, Effect(Kind.IGNITION, summon_target, from_zone=Zone.GRAVE, cost=BANISH_SELF, condition=room, asks=True,
                        target=revivable(lambda ctx, c: c.idx != ctx.card.idx and c.data.race == "Zombie",
                                         "a Zombie monster in your graveyard", "自分の墓地のアンデット族モンスター"),
                        text_en="banish this card from your graveyard: special summon the target",
                        text_ja="墓地のこのカードを除外し、対象を特殊召喚する"))

# マシンナーズ・スナイパー / Machina Sniper: while it is face-up on the field, neither player can attack a face-up
# 「マシンナーズ」 monster other than a 「マシンナーズ・スナイパー」.
define(23782705, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up
                        and name_includes(c, "マシンナーズ") and not is_named(c, 23782705),
                        text_en="no Machina monster but a Machina Sniper can be attacked",
                        text_ja="どちらのプレイヤーも、「マシンナーズ・スナイパー」でない「マシンナーズ」モンスターへは攻撃不可"))

# マジシャンズ・ヴァルキリア / Magician's Valkyria: while it is face-up on the field, the opponent cannot attack its
# controller's other face-up Spellcaster monsters.
define(80304126, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
                        and c.idx != ctx.card.idx and ctx.duel.race(c) == "Spellcaster",
                        text_en="the opponent cannot attack your other Spellcaster monsters",
                        text_ja="自分の他の魔法使い族モンスターは相手の攻撃対象にならない"))


# マシュマロン / Marshmallon: not destroyed by battle; after damage calculation of an attack on it while it was
# face-down, the attacking player takes 1000 damage.
def _marshmallon_hit(ctx: Ctx, ev: Event) -> bool:
    return ev.amount == ctx.card.idx and was_face_down_in_battle(ctx.duel, ctx.card, ctx.card.idx)


define(31305911, notes_face_down_battles(attack_too=True),
       Effect(Kind.CONTINUOUS, affects=itself, battle_proof=True, text_en="not destroyed by battle",
              text_ja="戦闘では破壊されない"),
       Effect(T, lambda res: res.duel.damage(res.link.events[0].player, 1000, res.cause), trigger="damage_calculated",
              self_trigger=False, when=_marshmallon_hit,
              text_en="attacked while face-down: the attacking player takes 1000 damage after damage calculation",
              text_ja="裏側表示のこのカードを攻撃したダメージ計算後、攻撃したプレイヤーに１０００ダメージ"),
       numbering=(0, 1, 2))

# マインド・オン・エア / Mind on Air: while it is face-up on the field, the opponent keeps their hand revealed.
define(66690411, Effect(Kind.CONTINUOUS, opens_hand=True, text_en="the opponent keeps their hand revealed",
                        text_ja="相手は手札を公開し続ける"))

# マグナ・スラッシュドラゴン / Magna-Slash Dragon: send a face-up continuous spell you control to the graveyard: destroy
# a targeted spell or trap card the opponent controls.
define(72903645, Effect(Kind.IGNITION, destroy_targets, condition=face_up_here,
                        cost=Cost(field_send=1, field_filter=lambda ctx, c: c.face_up and continuous_spell(c)),
                        target=dataclasses.replace(SPELL_TRAP, side="opp", text_en="a spell or trap card the opponent "
                                                   "controls", text_ja="相手フィールド上の魔法・罠カード"),
                        text_en="send a face-up continuous spell you control to the graveyard: destroy the target",
                        text_ja="自分の表側表示の永続魔法１枚を墓地へ送り、対象の相手の魔法・罠カードを破壊する"))


# 記憶破壊者 / Memory Crusher: when its direct attack inflicts battle damage, the opponent takes 100 damage for each
# card in their fusion deck.
def _memory_crusher(res: Resolution) -> None:
    n = len(res.duel.players[res.opponent].extra)
    if n:
        res.duel.damage(res.opponent, 100 * n, res.cause)


define(48700891, Effect(T, _memory_crusher, trigger="damage", self_trigger=False, when=battle_damage_by_me(direct=True),
                        text_en="direct attack: 100 damage per card in the opponent's fusion deck",
                        text_ja="直接攻撃に成功した時、相手の融合デッキの枚数×１００ダメージを与える"))


# ジャッカルの聖戦士 / Mystical Knight of Jackal: once an opponent's monster it destroys by battle is in their
# graveyard, you may put that card on top of the opponent's deck (a monster of its own player's, taken by the
# opponent, goes to its owner's graveyard: not the opponent's, so nothing is offered).
def _jackal_win(ctx: Ctx, ev: Event) -> bool:
    return won_battle(ctx, ev) and ctx.duel.cards[ev.card].owner == ctx.opponent


define(98745000, Effect(T, destroyed_to_deck_top, trigger="destroyed", self_trigger=False, when=_jackal_win,
                        mandatory=False,
                        text_en="destroyed a monster by battle: put it on top of the opponent's deck",
                        text_ja="戦闘で破壊し相手の墓地へ送ったモンスターを相手のデッキの一番上に戻す"))


# イビー / Minar: discarded from the hand to the graveyard by an effect of the opponent's card, the opponent takes
# 1000 damage.
def _minar_discarded(ctx: Ctx, ev: Event) -> bool:
    return discarded_by_effect(ctx, ev) and effect_player(ctx.duel, ev.cause) != ctx.card.owner


define(32539892, Effect(T, lambda res: res.duel.damage(res.opponent, 1000, res.cause), trigger="discarded",
                        when=_minar_discarded,
                        text_en="discarded by the opponent's effect: the opponent takes 1000 damage",
                        text_ja="相手のカードの効果で手札から捨てられた時、相手に１０００ダメージ"))


# マッド・リローダー / Mad Reloader: destroyed by battle and sent to the graveyard, its player sends 2 cards of their
# hand to the graveyard, then draws 2 (with fewer than 2 cards in the hand, nothing happens: docs/uncertain-rulings.md).
def _reload(res: Resolution) -> None:
    d = res.duel
    hand = [d.cards[i] for i in d.players[res.player].hand]
    if len(hand) >= 2 and len(send_from_hand(res, choose_cards(res, hand, 2, purpose=TO_GRAVEYARD))) == 2:
        d.draw(res.player, 2, res.cause)


define(31034919, Effect(T, _reload, trigger="destroyed", when=battle_to_grave, asks=True, needs=may_draw("self"),
                        text_en="destroyed by battle: send 2 cards of your hand to the graveyard, then draw 2",
                        text_ja="戦闘で破壊され墓地へ送られた時、手札を２枚墓地へ送り、２枚ドローする"))


# モーム / Mormolith: tribute a face-up EARTH monster you control (itself too: the text says no "other"): destroy
# every face-up monster whose DEF is at most the ATK that monster had on the field (as 「バーストブレス」 reads the
# same words: docs/uncertain-rulings.md).
def _mormolith(res: Resolution) -> None:
    d = res.duel
    atk = tributed_atk(res)
    d.destroy([c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p)
               if c.face_up and d.defense(c) <= atk], res.cause)


def _mormolith_tribute(ctx: Ctx, m: Card) -> bool:
    """A face-up EARTH monster whose ATK reaches the DEF of another face-up monster (a weaker one tributed would
    leave the effect nothing to destroy)."""
    d = ctx.duel
    return m.face_up and has_attribute(m, "EARTH") and any(
        c.face_up and c.idx != m.idx and d.defense(c) <= d.atk(m) for p in (0, 1) for c in d.monsters_of(p))


define(71717923, Effect(Kind.IGNITION, _mormolith, does=Does.MONSTERS, condition=face_up_here,
                        cost=Cost(tribute=1, tribute_self=True, tribute_filter=_mormolith_tribute),
                        text_en="tribute a face-up EARTH monster: destroy the face-up monsters whose DEF is at most "
                                "its ATK",
                        text_ja="自分の表側表示の地属性モンスター１体を生け贄に捧げる：守備力がその攻撃力以下の表側表示モンスターを全て破壊"),
       NOTES_TRIBUTED_ATK, numbering=(1, 1))


# マシンナーズ・ソルジャー / Machina Soldier: normal summoned while you control no other monster, you may special summon
# a 「マシンナーズ」 monster other than 「マシンナーズ・ソルジャー」 from your hand.
MACHINA_SOLDIER = 60999392


def _machinas(ctx: Ctx) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.HAND, lambda c: name_includes(c, "マシンナーズ")
                               and not is_named(c, MACHINA_SOLDIER) and can_special_summon(ctx, c))


def _alone(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and all(c.idx == ctx.card.idx for c in ctx.duel.monsters_of(ctx.player))


define(MACHINA_SOLDIER, Effect(T, lambda res: summon_one_of(res, _machinas(ctx_of(res))), trigger="summoned",
                               when=_alone, mandatory=False, asks=True, misses_timing=True,
                               needs=lambda ctx: bool(_machinas(ctx)),
                               text_en="normal summoned alone: special summon a Machina monster other than Machina "
                                       "Soldier from your hand",
                               text_ja="他にモンスターがいない時に召喚に成功した時、手札から「マシンナーズ・ソルジャー」以外の"
                                       "「マシンナーズ」モンスターを特殊召喚できる"))

# 魔法の操り人形 / Magical Marionette: a spell counter each time a spell card is activated (no limit); +200 ATK for
# each; remove 2 of them: destroy a targeted monster on the field.
define(8034697, spell_counter_each_spell(),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 200 * c.counters.get(SPELL_COUNTER, 0),
              text_en="+200 ATK for each spell counter on it", text_ja="魔力カウンター１つにつき攻撃力２００アップ"),
       Effect(Kind.IGNITION, destroy_targets, cost=Cost(remove_counters=(SPELL_COUNTER, 2), counters_self=True),
              target=ANY_MONSTER, condition=face_up_here,
              text_en="remove 2 spell counters: destroy the target",
              text_ja="魔力カウンター２つを取り除く：対象のモンスターを破壊"),
       holds=((SPELL_COUNTER, 0),))


# 切り込み隊長 / Marauding Captain: normal summoned, you may special summon a Level 4 or lower monster from your hand
# (an optional "when" effect, which misses the timing of a summon that is not the last thing to happen; not activated
# with no free monster zone, where it could summon nothing);
# while it is face-up on the field, the opponent's monsters cannot attack the other Warrior monsters you control.
def _low_monsters(ctx: Ctx) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.HAND, lambda c: (ctx.duel.level(c) or 0) <= 4
                               and can_special_summon(ctx, c))


define(2460565,
       Effect(T, lambda res: summon_one_of(res, _low_monsters(ctx_of(res))), trigger="summoned",
              when=lambda ctx, ev: ev.detail == "normal", mandatory=False, asks=True, misses_timing=True,
              needs=lambda ctx: bool(_low_monsters(ctx)) and room(ctx),
              text_en="normal summoned: special summon a Level 4 or lower monster from your hand",
              text_ja="召喚時、レベル４以下のモンスター１体を手札から特殊召喚してよい"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx != ctx.card.idx and c.zone is Zone.MONSTERS
              and c.face_up and c.ctl == ctx.player and ctx.duel.race(c) == "Warrior",
              unattackable_by=lambda ctx, m, attacker: attacker.ctl != ctx.player,
              text_en="the opponent cannot attack your other Warrior monsters",
              text_ja="自分の他の戦士族モンスターは相手の攻撃対象にならない"))

# マスターモンク / Master Monk: it cannot be normal summoned or set (the card database does not type it so); it is
# special summoned only by tributing a 「モンク・ファイター」 you control; it may attack twice in each battle phase.
define(49814180,
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, 3810071)),
              text_en="special summon by tributing a Monk Fighter",
              text_ja="「モンク・ファイター」１体を生け贄に捧げて特殊召喚する"),
       Effect(Kind.CONTINUOUS, affects=itself, extra_attacks=1, text_en="it may attack twice",
              text_ja="１ターンに２回攻撃できる"),
       normal_summon=False)


# 聖獣セルケト / Mystical Beast of Serket: destroyed while you control no face-up 「王家の神殿」; a monster it
# destroys by battle is banished instead of going to the graveyard; each time it destroys a monster by battle it gains
# 500 ATK.
def _temple(ctx: Ctx) -> bool:
    return any(c.face_up and is_named(c, 29762407) for c in spells_traps_of(ctx.duel, ctx.player))


define(89194033,
       Effect(Kind.CONTINUOUS, destroyed_unless=_temple, text_en="destroyed while you control no Temple of the Kings",
              text_ja="自分の場に「王家の神殿」がなければ自身を破壊"),
       BANISHES_BATTLE_VICTIMS,
       Effect(T, grow(500), trigger="destroyed", self_trigger=False, when=destroyed_in_its_battle,
              text_en="destroyed a monster by battle: it gains 500 ATK",
              text_ja="戦闘でモンスターを破壊した時、このカードの攻撃力は５００アップする"))


# グラッジ / Mucus Yolk: it may attack directly; each time it inflicts battle damage to the opponent, it gains 1000 ATK
# in its controller's next standby phase (that one only: face-down then, the gain is lost), for as long as it stays
# face-up on the field. Turned face-down before that standby phase, it is a new card that inflicted nothing: the
# hits are forgotten (`mark(face_up=True)`), face-up again by then or not.
def _yolk_hit(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if battle_damage_by_me()(ctx, ev):
        mark(d, f"yolk_due:{d.next_turn_of(ctx.card.ctl)}", ctx.card, d.serial, face_up=True)  # one mark a hit
    return False


def _yolk_pending(ctx: Ctx | Resolution) -> int:
    return len(marked(ctx.duel, f"yolk_due:{ctx.duel.turn}", ctx.card))


def _yolk_grows(res: Resolution) -> None:
    n = _yolk_pending(res)
    if n and res.card.oid == res.link.oid and res.card.zone is Zone.MONSTERS and res.card.face_up:
        res.duel.boost(res.card, 1000 * n, 0, res.cause, until_end=False)


define(70307656, may_attack_directly(),
       Effect(T, never_activated, note=True, trigger="damage", self_trigger=False, when=_yolk_hit,
              text_en="(its battle damage is remembered)", text_ja="（戦闘ダメージを覚えておく）"),
       Effect(T, _yolk_grows, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: phase_of("standby")(ctx, ev) and _yolk_pending(ctx) > 0,
              text_en="your standby phase after it inflicted battle damage: +1000 ATK for each time",
              text_ja="戦闘ダメージを与えた次の自分のスタンバイフェイズ時、攻撃力が１０００アップする"),
       numbering=(1, 0, 2))


# 幻影の騎士－ミラージュ・ナイト－ / Mirage Knight: it cannot be normal summoned; it is special summoned only by the
# effect of Black Flare Knight (黒炎の騎士－ブラック・フレア・ナイト－); during damage calculation of a battle with
# an opponent's monster it gains that monster's original ATK (as effects such as 「収縮」 have set it); in the end
# phase of a turn it battled, it is banished.
def _mirage_gain(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    if not d.calculating() or d.attack is None or d.attack[2] < 0 or c.idx not in (d.attack[0], d.attack[2]):
        return 0
    other = d.cards[d.attack[2] if d.attack[0] == c.idx else d.attack[0]]
    return (original_atk(d, other) or 0) if other.ctl != c.ctl else 0


def _banish_self(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS:
        res.duel.banish([c], res.cause)


define(49217579,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_mirage_gain,
              text_en="during damage calculation: + the original ATK of the opponent's monster it battles",
              text_ja="ダメージ計算の間だけ、戦闘する相手モンスターの元々の攻撃力を自身の攻撃力に加える"),
       Effect(T, _banish_self, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.card.t_battled == ctx.duel.turn,
              text_en="the end phase of a turn it battled: banish this card",
              text_ja="戦闘を行ったターンのエンドフェイズにこのカードを除外する"),
       special_by=by_effect_of(13722870))


# The Mystic Swordsmen: attacking a face-down defense-position monster, it destroys that monster at the start of the
# damage step, without damage calculation (a battle win for leveling up: docs/uncertain-rulings.md); LV4 and LV6 can
# be normal summoned only face-down (set); LV2 and LV4 level up after a battle win.
def _swordsman_destroys(to_deck: bool) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        t = d.cards[res.link.events[0].amount]
        if t.zone is not Zone.MONSTERS or t.pos is not Pos.SET:
            return
        top = to_deck and res.ask([Option("yes", "yes", label_en="put it on top of the deck",
                                          label_ja="デッキの一番上に置く"),
                                   Option("no", "no", label_en="send it to the graveyard", label_ja="墓地へ送る")],
                                  "yes_no", res.player, "put the destroyed monster on top of the opponent's deck?",
                                  "破壊したモンスターを相手のデッキの一番上に置く？").kind == "yes"
        if d.destroy([t], res.cause, to=Zone.DECK if top else Zone.GRAVE) and res.card.oid == res.link.oid:
            note_battle_win(d, res.card)
    return op


def _swordsman(to_deck: bool = False) -> Effect:
    return Effect(T, _swordsman_destroys(to_deck), does=Does.MONSTERS | Does.OPPONENTS | Does.SET_ONLY,
                  trigger="damage_step_start",
                  when=attacks_face_down,
                  asks=to_deck,
                  text_en="attacking a face-down defense-position monster: destroy it without damage calculation"
                          + (" (or put it on top of the opponent's deck)" if to_deck else ""),
                  text_ja="裏側守備表示モンスターへの攻撃では、ダメージ計算せずにそれを破壊"
                          + ("（相手のデッキの一番上に置く事ができる）" if to_deck else ""))


def _only_set(d: Duel, c: Card, gone: frozenset[int] = frozenset()) -> bool:
    return c.zone is Zone.MONSTERS  # a flip summon; from the hand it is only set


# ミスティック・ソードマン ＬＶ２ / Mystic Swordsman LV2
define(47507260, _swordsman(),
       *level_up_after_battle(74591968, "Mystic Swordsman LV4", "ミスティック・ソードマン ＬＶ４"),
       numbering=(1, 0, 2))
# ミスティック・ソードマン ＬＶ４ / Mystic Swordsman LV4
define(74591968, _swordsman(),
       *level_up_after_battle(60482781, "Mystic Swordsman LV6", "ミスティック・ソードマン ＬＶ６"),
       numbering=(1, 0, 2), summon_if=_only_set)
# ミスティック・ソードマン ＬＶ６ / Mystic Swordsman LV6
define(60482781, _swordsman(to_deck=True), summon_if=_only_set)


# The monsters summoned without their usual tributes, face-up only (never set that way), that pay for it in the end
# phase: ミストデーモン / Mist Archfiend (no tributes; destroyed, and its controller takes 1000 damage),
# 光神機－桜火 / Majestic Mech - Ohka (no tributes; sent to the graveyard), 光神機－轟龍 / Majestic Mech - Goryu
# (1 tribute; sent to the graveyard; piercing battle damage).
def _summoned_the_short_way(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "end" and ctx.duel.summoned_as(ctx.card, "fewer_tributes") and ctx.card.zone is Zone.MONSTERS


def _mist_archfiend(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and res.duel.destroy([c], res.cause):
        res.duel.damage(res.player, 1000, res.cause)


def _end_of_the_short_way(op: Callable[[Resolution], None], en: str, ja: str, does: Does | None = None) -> Effect:
    return Effect(T, op, trigger="phase", self_trigger=False, when=_summoned_the_short_way, does=does, text_en=en,
                  text_ja=ja)


define(28601770, _end_of_the_short_way(_mist_archfiend, "summoned without tributes: in the end phase it is destroyed "
                                       "and you take 1000 damage",
                                       "生け贄なしで召喚されていれば、エンドフェイズに自身を破壊し、自分に１０００ダメージ",
                                       does=Does.SELF_DAMAGE),
       fewer_tributes=0, fewer_face_up=True, numbering=(2,))  # ① is its summon without tributes (`fewer_tributes`)
define(69303178, _end_of_the_short_way(self_to_grave, "summoned without tributes: sent to the graveyard in the "
                                       "end phase", "生け贄なしで召喚した場合、エンドフェイズ時に墓地へ送られる"),
       fewer_tributes=0, fewer_face_up=True)
define(95701283, _end_of_the_short_way(self_to_grave, "summoned with 1 tribute: sent to the graveyard in the "
                                       "end phase", "生け贄１体で召喚した場合、エンドフェイズ時に墓地へ送られる"),
       PIERCING, fewer_tributes=1, fewer_face_up=True)


# 本気ギレパンダ / Maji-Gire Panda: while it is face-up on the field, it gains 500 ATK each time a Beast monster on
# the field is destroyed (each Beast counts: docs/uncertain-rulings.md; a Beast by its Type on the field).
def _beast_destroyed(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if ev.src != int(Zone.MONSTERS) or ev.card == ctx.card.idx or ev.card < 0 or d.effect_negated(ctx.card):
        return False  # applied at once, so a negation of its effects (「スキルドレイン」) is checked here
    return race_as_it_left(d, d.cards[ev.card]) == "Beast"


def _panda_grows(res: Resolution) -> None:
    if res.card.zone is Zone.MONSTERS and res.card.face_up:
        res.duel.boost(res.card, 500, 0, res.cause, until_end=False)


define(60102563, Effect(Kind.AT_ONCE, _panda_grows, trigger="destroyed", self_trigger=False, when=_beast_destroyed,
                        text_en="each time a Beast monster on the field is destroyed: +500 ATK",
                        text_ja="フィールドの獣族モンスターの破壊１体ごとに攻撃力５００アップ"))


# 魔導獣 ケルベロス / Mythical Beast Cerberus: a spell counter each time a spell card is activated; +500 ATK for each;
# at the end of a battle phase in which it battled, all its spell counters are removed.
def _cerberus_battled(ctx: Ctx, ev: Event) -> bool:
    return (ev.detail == "battle:end" and ctx.card.battled_now(ctx.duel.turn)
            and ctx.card.counters.get(SPELL_COUNTER, 0) > 0)


def _cerberus_rests(res: Resolution) -> None:
    n = res.card.counters.get(SPELL_COUNTER, 0)
    if n:
        res.duel.remove_counter(res.card, SPELL_COUNTER, n, res.cause)


define(55424270, spell_counter_each_spell(),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 500 * c.counters.get(SPELL_COUNTER, 0),
              text_en="+500 ATK for each spell counter on it", text_ja="魔力カウンター１つにつき攻撃力５００アップ"),
       Effect(Kind.AT_ONCE, _cerberus_rests, trigger="phase", self_trigger=False, when=_cerberus_battled,
              text_en="the end of a battle phase it battled in: remove all its spell counters",
              text_ja="戦闘を行ったバトルフェイズ終了時に魔力カウンターを全て取り除く"),
       holds=((SPELL_COUNTER, 0),))


# メタル・シューター / Metal Shooter: normal summoned, it gets 2 counters; +800 ATK for each; when it would be destroyed
# by another card's effect, a counter is removed instead.
def _two_counters(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.add_counter(c, "カウンター", 2, res.cause)


def _shooter_shield(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return (ev.kind == "destroyed" and ev.card == c.idx and ev.cause.reason is Reason.EFFECT
            and ev.cause.card != c.idx and c.counters.get("カウンター", 0) > 0)


define(7200041,
       Effect(T, _two_counters, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="normal summoned: put 2 counters on this card",
              text_ja="召喚時、自身にカウンター２つ"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 800 * c.counters.get("カウンター", 0),
              text_en="+800 ATK for each counter on it", text_ja="カウンター１つにつき攻撃力８００アップ"),
       Effect(Kind.REPLACEMENT, when=_shooter_shield,
              instead=lambda ctx, ev: Event("counter_removed", ev.cause, ctx.card.idx, ev.player, amount=1,
                                            detail="カウンター"),
              text_en="would be destroyed by another card's effect: remove a counter instead",
              text_ja="他のカードの効果で破壊される時、代わりにカウンター１つを取り除く"),
       holds=(("カウンター", 0),))


# メタル・デビルゾア / Metalzoa: it cannot be normal summoned; it is special summoned from the deck by tributing a
# 「デビルゾア」 you control that is equipped with 「メタル化・魔法反射装甲」.
def _metalmorphed_zoa(ctx: Ctx, m: Card) -> bool:
    return is_named(m, 24311372) and m.face_up and any(is_named(e, 68540058, 68540059) for e in equips_on(ctx.duel, m))


define(50705071, Effect(Kind.PROCEDURE, from_zone=Zone.DECK, cost=Cost(tribute=1, tribute_filter=_metalmorphed_zoa),
                        text_en="special summon from the deck by tributing a Zoa equipped with Metalmorph",
                        text_ja="「メタル化・魔法反射装甲」を装備した自分の「デビルゾア」を生け贄に捧げ、デッキから特殊召喚する"))


# 奇跡のジュラシック・エッグ / Miracle Jurassic Egg: face-up on the field it cannot be banished; it gets 2 counters each
# time a Dinosaur monster is sent to your graveyard (each Dinosaur counts: docs/uncertain-rulings.md); tribute it:
# special summon from your deck a Dinosaur whose Level is at most the counters it had.
def _dino_to_my_grave(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card] if ev.card >= 0 else None
    return (ev.dst == int(Zone.GRAVE) and c is not None and c.idx != ctx.card.idx and c.owner == ctx.player
            and c.base.race == "Dinosaur" and c.base.is_monster)


def _egg_counts(res: Resolution) -> None:
    if res.card.zone is Zone.MONSTERS and res.card.face_up:
        res.duel.add_counter(res.card, "カウンター", 2, res.cause)


def _note_egg_counters(ctx: Ctx, ev: Event) -> None:
    mark(ctx.duel, "egg_counters", ctx.card, dict(ev.had).get("カウンター", 0))


def _hatchable(ctx: Ctx, most: int) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.DECK, lambda c: c.data.race == "Dinosaur"
                               and (c.data.level or 0) <= most and can_special_summon(ctx, c))


def _hatch(res: Resolution) -> None:
    had = marked(res.duel, "egg_counters", res.card)
    summon_one_of(res, _hatchable(ctx_of(res), had[-1] if had else 0), deck=True)


define(63259351,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx and c.face_up, forbids=("be_banished",),
              text_en="face-up on the field it cannot be banished (no cost banishes it)",
              text_ja="フィールドで表側表示の間は除外されない"),
       Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.kind == "banished" and ev.card == ctx.card.idx,
              instead=nothing_instead, text_en="(nor does an effect banish it)",
              text_ja="（効果でも除外されない）"),
       *(Effect(Kind.AT_ONCE, _egg_counts, trigger=k, self_trigger=False, when=_dino_to_my_grave,
                text_en="a Dinosaur is sent to your graveyard: put 2 counters on this card",
                text_ja="自分の墓地へ恐竜族モンスターが行く度、カウンター２つ")
         for k in ("destroyed", "sent", "tributed", "discarded")),
       remember("tributed", _note_egg_counters),
       Effect(Kind.IGNITION, _hatch, cost=TRIBUTE_SELF, asks=True,
              needs=lambda ctx: bool(_hatchable(ctx, ctx.card.counters.get("カウンター", 0))),
              text_en="tribute this card: special summon a Dinosaur from your deck with a Level at most its counters",
              text_ja="このカードを生け贄に捧げ、乗っていたカウンターの数以下のレベルの恐竜族モンスターをデッキから特殊召喚する"),
       holds=(("カウンター", 0),), numbering=(1, 1, 2, 2, 2, 2, 0, 3))


# モザイク・マンティコア / Mosaic Manticore: tribute summoned, in its controller's next standby phase the monsters
# tributed for it come back from the graveyard, as many as there is room for (the player choosing); they cannot
# attack and their effects are negated.
def _note_manticore_tributes(ctx: Ctx, ev: Event) -> bool:
    tributes = tributes_of(ctx, ev)
    for t in tributes:
        bind(ctx.duel, "manticore", ctx.card, t)
    if tributes:
        note(ctx, "manticore", ctx.card)
    return False


def _manticore_due(ctx: Ctx, ev: Event) -> bool:
    n, done = noted(ctx, "manticore", ctx.card), noted(ctx, "manticore_done", ctx.card)
    # turned face-down since its summon, it is a new card that was not tribute summoned (`Duel.summon_holds`)
    return (phase_of("standby")(ctx, ev) and n is not None and n.turn < ctx.duel.turn and done is None
            and ctx.duel.summon_holds(ctx.card))


def _mosaic_returns(res: Resolution) -> None:
    d = res.duel
    note(ctx_of(res), "manticore_done", res.card)
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard (`summonable`)
    back = summonable(ctx_of(res), [c for c in bound(d, "manticore", res.card) if c.zone is Zone.GRAVE])
    room = d.free_slots(res.player, Zone.MONSTERS)
    chosen = back if len(back) <= room else ask_many(res, back, least=room, most=room)
    with d.moving_together(res.cause):
        for c in chosen:
            if summon(res, c):
                grant_this_turn(res, c, "it cannot attack and its effects are negated",
                                "攻撃宣言できず、効果は無効化される",
                                turns=FOREVER, forbids=("attack",), negates="monster")


define(8483333,
       Effect(T, never_activated, note=True, trigger="summoned", when=_note_manticore_tributes,
              text_en="(the monsters tributed for it are remembered)",
              text_ja="（生け贄にしたモンスターを覚えておく）"),
       Effect(T, _mosaic_returns, trigger="phase", self_trigger=False, when=_manticore_due, asks=True,
              text_en="your next standby phase: special summon the monsters tributed for it from the graveyard",
              text_ja="次の自分のスタンバイフェイズ、自身の生け贄召喚で生け贄にしたモンスターを墓地から特殊召喚"),
       numbering=(0, 1))



# 不意打ち又佐 / Mataza the Zapper: it may attack twice in each battle phase; control of it cannot change while it is
# face-up on the field.
define(22609617,
       Effect(Kind.CONTINUOUS, affects=itself, extra_attacks=1,
              text_en="it may attack twice in each battle phase", text_ja="１度のバトルフェイズ中に２回攻撃できる"),
       KEEPS_ITS_CONTROLLER)


# 海神の巫女 / Maiden of the Aqua: while it is face-up on the field and no field spell card is face-up, the field is
# 「海」 (shared/umi.py: 「海」's stat changes apply, and cards that need 「海」 on the field find it).
define(17214465, MAIDENS_UMI)


# モイスチャー星人 / Moisture Creature: it may also be normal summoned (never set) with 3 tributes; so summoned, it
# destroys every spell and trap card the opponent controls.
define(75285069,
       Effect(Kind.TRIGGER, destroy_opponents_spells_traps, does=Does.SPELLS_TRAPS | Does.OPPONENTS, trigger="summoned",
              when=lambda ctx, ev: ev.detail == "normal" and ctx.duel.summoned_as(ctx.card, "fewer_tributes"),
              text_en="summoned with 3 tributes: destroy every spell and trap card the opponent controls",
              text_ja="モンスター３体を生け贄に召喚に成功した時、相手の魔法・罠カードを全て破壊する"),
       fewer_tributes=3, fewer_face_up=True)


# ミラージュ・ドラゴン / Mirage Dragon: while it is face-up on the field, the opponent cannot activate trap cards
# during the battle phase.
define(15960641, Effect(Kind.CONTINUOUS, locks_activations=opponent(battle_phase_traps),
                        text_en="the opponent cannot activate trap cards during the battle phase",
                        text_ja="相手はバトルフェイズ中に罠カードを発動できない"))

# メカニカル・ハウンド / Mechanical Hound: while its controller has no cards in their hand, the opponent cannot
# activate spell cards.
define(22512237, Effect(Kind.CONTINUOUS,
                        locks_activations=lambda ctx, p, c, e: not ctx.duel.players[ctx.player].hand
                        and opponent(spell_cards)(ctx, p, c, e),
                        text_en="while you have no cards in your hand, the opponent cannot activate spell cards",
                        text_ja="自分の手札がない間、相手は魔法を発動できない"))


# モーターシェル / Motor Shell (first printed after 2008: its only text): once a turn for cards of its name, when it is
# sent from the field to the graveyard, you may special summon a 「モータートークン」 (Machine, EARTH, Level 1, 200/200;
# "Engine Token" in English) in attack position.
ENGINE_TOKEN = 82556059


def _engine_data() -> CardData:
    return token_data(ENGINE_TOKEN, "モータートークン")


def _engine_token(res: Resolution) -> None:
    res.duel.create_token(_engine_data(), res.player, Pos.ATTACK, res.cause)


define(78394032, *(Effect(T, _engine_token, trigger=k, when=field_to_grave, mandatory=False, once_per_name=True,
                          needs=makes_token_here(ENGINE_TOKEN, "モータートークン"),
                          text_en="sent from the field to the graveyard: you may special summon an Engine Token",
                          text_ja="フィールドから墓地へ送られた場合、「モータートークン」１体を攻撃表示で特殊召喚できる")
                   for k in TO_GRAVE_KINDS),
       numbering=(1, 1, 1))


# モーター・カイザル / Motor Kaiser (first printed after 2008: its only text). Once a turn for the card name, reveal
# this card in your hand (its cost): as the effect resolves, normal summon a DARK Machine monster from your hand (not a
# set; outside the normal summon of the turn). Once a turn for the card name, target a monster you control: destroy
# it, then you may special summon an 「モータートークン」 in attack position.
def _dark_machine(c: Card) -> bool:
    return c.data.race == "Machine" and has_attribute(c, "DARK")


def _kaiser_destroys(res: Resolution) -> None:
    d = res.duel
    if not d.destroy(res.targets(), res.cause):
        return
    # asked only where the token can come (a free zone, no lock on special summons: 「虚無魔人」)
    if d.may_create_token(_engine_data(), res.player, res.cause) and ask_yes_no(
            res, en="special summon an Engine Token?", ja="「モータートークン」を特殊召喚する？"):
        d.next_thing()  # "then" (その後): taken, a step of its own; declined, the destruction was the last thing
        _engine_token(res)


define(65515667,
       Effect(Kind.IGNITION, lambda res: summon_one_from_hand(res, _dark_machine, may_set=False), from_zone=Zone.HAND,
              cost=Cost(reveal_self=True), once_per_name=True, asks=True,
              needs=lambda ctx: bool(hand_summonable(ctx, _dark_machine, may_set=False)),
              text_en="reveal this card in your hand: normal summon a DARK Machine monster",
              text_ja="手札のこのカードを相手に見せ、闇属性・機械族モンスター１体を召喚する"),
       Effect(Kind.IGNITION, _kaiser_destroys, once_per_name=True, asks=True, condition=face_up_here,
              target=TargetSpec(side="own", allow_self=True, text_en="a monster you control",
                                text_ja="自分のモンスター"),
              text_en="destroy the target, then you may special summon an Engine Token",
              text_ja="対象を破壊し、その後「モータートークン」１体を攻撃表示で特殊召喚できる"))


# モーターバイオレンス / Motor Frenzy (first printed after 2008: its only text). When it is normal or special summoned,
# or another Machine monster (or several together) is normal (a gemini monster's second summon too) or special
# summoned to your field, you may have the monster(s) summoned gain ATK equal to half their original DEF until the end
# of the opponent's turn, and keep their battle position meanwhile. When this card, tribute summoned, is sent to the
# graveyard, you may special summon 2 「モータートークン」 in attack position. Each of the two is used once a turn by
# card name (its two and three declarations below are effects 1 and 2 of its text, one use each in all).
def _my_summoned_machine(ctx: Ctx, i: int) -> bool:
    c = ctx.duel.cards[i]
    return (c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
            and (i == ctx.card.idx or ctx.duel.race(c) == "Machine"))


def _frenzy_boosts(res: Resolution, cards: list[Card]) -> None:
    d = res.duel
    last = d.turn if d.tp != res.player else d.turn + 1
    with d.moving_together(res.cause):
        for m in cards:
            if m.zone is Zone.MONSTERS and m.face_up:
                d.boost(m, half_up(original_def(d, m) or 0), 0, res.cause, until=Until(turn=last))
                d.restrict(m, "change_position", res.cause, turns=last - d.turn + 1)


def _frenzy_one(res: Resolution) -> None:
    _frenzy_boosts(res, [res.duel.cards[e.card] for e in res.link.events if e.card >= 0])


def _note_tribute_summon(ctx: Ctx, ev: Event) -> None:
    if tribute_summoned(ctx, ev) and not ctx.duel.summoned_as(ctx.card, "fewer_tributes"):
        note_pair(ctx.duel, "frenzy_tributed", ctx.card.idx, ctx.card.oid)


def _tributed_one_to_grave(ctx: Ctx, ev: Event) -> bool:
    return (field_to_grave(ctx, ev) and (ctx.card.idx, ev.oid) in noted_pairs(ctx.duel, "frenzy_tributed"))


def _two_engine_tokens(res: Resolution) -> None:
    if res.duel.free_slots(res.player, Zone.MONSTERS) >= 2:
        _engine_token(res)
        _engine_token(res)


_FRENZY_EN = "you may have the summoned monster(s) gain half their original DEF as ATK, and keep their position"
_FRENZY_JA = "召喚・特殊召喚されたモンスター：攻撃力が元々の守備力÷２だけアップ、表示形式は変更不可"
define(77672444,
       Effect(T, _frenzy_one, trigger="summoned", self_trigger="either", mandatory=False, once_per_name=True,
              when=lambda ctx, ev: normal_summon(ev) and (
                  ev.card == ctx.card.idx or (face_up_here(ctx) and _my_summoned_machine(ctx, ev.card))),
              text_en=_FRENZY_EN, text_ja=_FRENZY_JA),
       # the monsters one effect special summons together make one link that boosts them all (`together`)
       Effect(T, _frenzy_one, trigger="special_summoned", self_trigger="either", together=True, mandatory=False,
              once_per_name=True, when=lambda ctx, ev: ev.card == ctx.card.idx or (
                  face_up_here(ctx) and _my_summoned_machine(ctx, ev.card)),
              text_en=_FRENZY_EN, text_ja=_FRENZY_JA),
       *(Effect(T, _two_engine_tokens, trigger=k, when=_tributed_one_to_grave, mandatory=False, once_per_name=True,
                needs=makes_token_here(ENGINE_TOKEN, "モータートークン", 2),
                text_en="tribute summoned, sent to the graveyard: you may special summon 2 Engine Tokens",
                text_ja="生け贄召喚された自身が墓地へ行った場合、「モータートークン」２体を特殊召喚してよい")
         for k in TO_GRAVE_KINDS),
       remember("summoned", _note_tribute_summon),
       numbering=(1, 1, 2, 2, 2, 0))


# 処刑人－マキュラ / Makyura the Destructor (the era's text, docs/uncertain-rulings.md): in the turn it is destroyed
# by battle and sent to the graveyard, its controller may activate trap cards from the hand (a mandatory trigger, as
# the later text reads it).
def _hand_traps(res: Resolution) -> None:
    res.duel.linger(res.card, res.player, Effect(Kind.CONTINUOUS, hand_traps=lambda ctx, p: p == ctx.player,
                                                 text_en="you may activate trap cards from your hand this turn",
                                                 text_ja="このターン、手札から罠カードを発動する事ができる"),
                    res.cause)


define(21593977, Effect(Kind.TRIGGER, _hand_traps, trigger="destroyed", when=battle_to_grave, does=Does.OTHER,
                        text_en="destroyed by battle: this turn you may activate trap cards from your hand",
                        text_ja="戦闘によって墓地へ送られたターン、手札から罠カードを発動する事ができる"))


# ミドル・シールド・ガードナー / Mid Shield Gardna: once a turn it may turn itself face-down; the activation of a
# spell card that targets only this face-down card is negated and it turns face-up defense position.
define(75487237, FACE_DOWN_SELF, FACE_DOWN_SPELL_WARD)

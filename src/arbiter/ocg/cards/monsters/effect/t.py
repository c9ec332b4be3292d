"""The effect monsters whose English name begins with T."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.reasons import a_or_an
from arbiter.ocg import fusion
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    DISCARD_SELF,
    OWN_REVIVABLE,
    SEND_SELF,
    SILENCES,
    TO_GRAVE_KINDS,
    TRIBUTE_SELF,
    answered_link,
    battle_opponent,
    battle_to_grave,
    bind,
    both,
    bound,
    can_special_summon,
    ctx_of,
    destroy_itself,
    destroy_targets,
    face_up_here,
    field_to_grave,
    itself,
    paid_so_far,
    revivable,
    room,
    room_for_itself,
    spell_trap_cards_of,
    takeable,
)
from arbiter.ocg.cards.shared.archfiends import archfiend, is_archfiend
from arbiter.ocg.cards.shared.attacks import (
    attacked_in_defense_by_weaker,
    attacks_face_down,
    battlers,
    destroy_face_down_target,
)
from arbiter.ocg.cards.shared.battle_flips import negates_flips_it_destroys
from arbiter.ocg.cards.shared.card_kinds import ATTRIBUTES, a_traps_effect, dark_monster, race_as_it_left
from arbiter.ocg.cards.shared.coins import TIME_WIZARD_RIGHT, call_coin
from arbiter.ocg.cards.shared.destruction import destroy_all_of, destroy_the_attacker
from arbiter.ocg.cards.shared.discard import DECLARABLE_TYPES, choose_cards, discard_random
from arbiter.ocg.cards.shared.draw import battle_damage_draw, draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import DEFENDS_WHEN_SUMMONED, itself_in_battle_phase_of, summon_named_from
from arbiter.ocg.cards.shared.equips import equip_fits, equip_spells_in_grave
from arbiter.ocg.cards.shared.events import (
    attack_to_defense,
    by_opponents_effect,
    destroyed_by_me,
    phase_of,
    to_grave_from_field,
    tribute_summoned,
    won_battle,
)
from arbiter.ocg.cards.shared.gladiator_beasts import counts_as_gladiator, is_gladiator_beast, summon_from_deck
from arbiter.ocg.cards.shared.life_points import sanctuary_on_field
from arbiter.ocg.cards.shared.monster_equips import held_monsters
from arbiter.ocg.cards.shared.notes import (
    fates,
    mark,
    marked,
    marker,
    never_activated,
    note,
    note_pair,
    noted_pairs,
    remember,
)
from arbiter.ocg.cards.shared.recruiters import battle_recruiter, deck_monsters_that
from arbiter.ocg.cards.shared.resolving import ask_up_to, still_face_up_here
from arbiter.ocg.cards.shared.revival import grave_phase_trigger, in_end_phase_of, revive_self, revive_self_op
from arbiter.ocg.cards.shared.search import (
    Pred,
    battle_destroyed_search,
    deck_has,
    deck_searched,
    named,
    search,
    summon_room,
)
from arbiter.ocg.cards.shared.six_samurai import SUBSTITUTE, another_samurai
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    summon,
    summon_one_of,
    summon_picked,
    summon_self_op,
    summon_target,
    summon_targets_one_by_one,
)
from arbiter.ocg.cards.shared.stats import banished, half_up, stats_from
from arbiter.ocg.cards.shared.summon_responses import NO_TRAPS_ON_SUMMON, ONE_OPPONENT_SPECIAL, negate_summon
from arbiter.ocg.cards.shared.to_hand_and_deck import battle_dead
from arbiter.ocg.cards.shared.tokens import makes_token, summon_tokens
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.cards.shared.turn_counts import in_opponent_turns, linger_for_opponent_turns
from arbiter.ocg.cards.shared.turn_log import destroyed_this_turn
from arbiter.ocg.cards.shared.umi import SPELL_PROOF_UNDER_UMI, itself_under_umi
from arbiter.ocg.cards.shared.upkeep import tribute_another_or_destroy, upkeep
from arbiter.ocg.cards.shared.zones import cards_in_hand, grave_of, no_monsters, no_spells_traps, pile_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, EQUIP, SHOW, TO_HAND, TRIBUTE
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward
from arbiter.ocg.names import has_attribute, is_named, name_includes, names_of
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import both as both_checks
from arbiter.ocg.summon_conditions import first_by_effect_of, never, not_from

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel

define(38479725, doubles("EARTH"))  # トロイホース / The Trojan Horse


# 融合呪印生物－光／闇／地 / The Light, Dark, Earth - Hex-Sealed Fusion: tribute this card and the other
# materials of a fusion monster of the card's attribute, this card standing in for any one of them (the
# cost, `Cost.fusion_tribute`); special summon from the fusion deck a fusion monster of that attribute whose
# materials are the monsters tributed (not a fusion summon on the page, R004-063: so never a monster that only a
# fusion summon may bring out, 「Ｅ・ＨＥＲＯ ダーク・ブライトマン」).
def _hex_sealed(attribute: str) -> Effect:
    # the summon locks are read by the cost, with its tributes gone (`costs.fusion_tribute_fusions`)
    def fits(ctx: Ctx, c: Card) -> bool:
        return has_attribute(c, attribute) and can_special_summon(ctx, c, locks=False)

    def op(res: Resolution) -> None:
        d = res.duel
        mats = [d.cards[i] for i in res.link.cost_cards]
        ctx = ctx_of(res)
        # the tributes' Types as they left the field, as the cost read them there (「ＤＮＡ改造手術」's count)
        fusions = [f for f in fusion.fusion_deck(d, res.player)
                   if fits(ctx, f) and can_special_summon(ctx, f)
                   and fusion.made_of(f, mats, res.card, lambda m: race_as_it_left(d, m))]
        summon_picked(res, fusions, kind="fusion")

    return Effect(Kind.IGNITION, op, condition=face_up_here, cost=Cost(fusion_tribute=fits), asks=True,
                  text_en=f"tribute materials including this card; special summon {a_or_an(attribute)} fusion monster",
                  text_ja="このカードを含む融合素材を生け贄に捧げ、融合モンスター１体を特殊召喚する")


# their texts print first that they stand in for a fusion material (`fusion.substitute`): the summon is effect 2
define(15717011, _hex_sealed("LIGHT"), numbering=(2,))
define(52101615, _hex_sealed("DARK"), numbering=(2,))
define(88696724, _hex_sealed("EARTH"), numbering=(2,))

# Material substitutes: each may stand in for any one fusion material a fusion monster names, the other
# materials being the right ones; a property of the card that uses no chain (R004-175: 「心眼の女神」).
# 心眼の女神 / Goddess with the Third Eye, イリュージョン・シープ / Mystical Sheep #1, 破壊神 ヴァサーゴ /
# Versago the Destroyer, 沼地の魔獣王 / Beastking of the Swamps, and the three 融合呪印生物.
fusion.substitute(15717011, 52101615, 88696724)


# 時の魔術師 / Time Wizard: ignition; call a coin: right destroys every monster the opponent controls;
# wrong destroys every monster you control, and you take half the total ATK of the face-up ones
# destroyed. A right call is remembered for the player who called it, with the moment it happened (「黒衣の大賢者」
# answers it, whether or not the Wizard is still on the field).
def _time_wizard(res: Resolution) -> None:
    d = res.duel
    if call_coin(res):
        note_pair(d, TIME_WIZARD_RIGHT, res.player, d.serial)
        destroy_all_of(res, res.opponent)
        return
    mine = d.monsters_of(res.player)
    atk = {c.idx: d.atk(c) if c.face_up else 0 for c in mine}
    gone = d.destroy(mine, res.cause)
    d.damage(res.player, half_up(sum(atk[c.idx] for c in gone)), res.cause)


define(71625222, Effect(Kind.IGNITION, _time_wizard, once_per_turn=True, condition=face_up_here, asks=True,
                        does=Does.MONSTERS | Does.SELF_DAMAGE,
                        text_en="call a coin: right destroys the opponent's monsters; wrong destroys yours "
                                "and you take half their total ATK",
                        text_ja="コインの裏表を当てる：当たりで相手モンスター全破壊、ハズレで自分のモンスター全破壊し"
                                "攻撃力合計の半分のダメージ"))


# ジェノサイドキングデーモン / Terrorking Archfiend: the dice Archfiends' cost and die; it is normal or flip
# summoned only while its controller has a face-up 「デーモン」 monster; the effects of the effect monsters it
# destroys by battle are negated.
def _archfiend_here(d: Duel, c: Card, gone: frozenset[int] = frozenset()) -> bool:
    """A face-up 「デーモン」 monster is on its controller's field (what its normal and flip summons need), read as
    the summon is declared (`gone` not read)."""
    return any(m.face_up and m.idx != c.idx and is_archfiend(m) for m in d.monsters_of(c.ctl))


define(35975813, *archfiend(800, (2, 5)), SILENCES, summon_if=_archfiend_here)

T = Kind.TRIGGER

# 悪魔の調理師 / The Bistro Butcher: when it inflicts battle damage, the opponent draws 2.
battle_damage_draw(71107816, 2, "opp")


# 英知の代行者 マーキュリー / The Agent of Wisdom - Mercury (R004-070.76): if it was face-up on your field with
# your hand empty at the end of the opponent's turn, you draw 1 in your next standby phase (a trigger). The
# end of the opponent's turn is read at the start of your draw phase, before the normal draw: nothing happens
# between the two (the event filter runs when the phase starts; a skipped draw phase reads nothing, a gap).
# The 「無効」 column's ○ carries a star (uncertain): the lingering draw is not marked as draw-only.
def _mercury_checks(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.detail == "draw" and ev.player == ctx.player and d.turn > 1 and ctx.card.zone is Zone.MONSTERS
            and not d.players[ctx.player].hand)


def _mercury_arms(res: Resolution) -> None:
    oid = res.card.oid

    def here(ctx: Ctx, ev: Event) -> bool:
        c = ctx.card
        return ev.detail == "standby" and c.oid == oid and c.zone is Zone.MONSTERS and c.face_up

    res.duel.linger(res.card, res.player, Effect(T, draw_op(1), trigger="phase", self_trigger=False, when=here,
                                                 needs=may_draw("self"),
                                                 text_en="your standby phase: draw 1 card",
                                                 text_ja="自分のスタンバイフェイズにデッキから１枚ドローする"),
                    res.cause)


define(38730226, Effect(Kind.AT_ONCE, _mercury_arms, trigger="phase", when=_mercury_checks,
                        text_en="face-up with no hand at the end of the opponent's turn: draw 1 in your next "
                                "standby phase",
                        text_ja="相手ターンの終わりに表側表示で、手札が無ければ、次の自分のスタンバイフェイズに"
                                "１枚ドローする"))

THUNDER_DRAGON = 31786629


# サンダー・ドラゴン / Thunder Dragon: discard this card: add up to 2 「サンダー・ドラゴン」 from the deck (one or two:
# it is activated only while one is there, and no third one is offered).
def _thunder_dragon(res: Resolution) -> None:
    d = res.duel
    found = pile_of(res, res.player, Zone.DECK, named(THUNDER_DRAGON))
    with deck_searched(d, res.player, True):
        d.to_hand(ask_up_to(res, found, 2, at_least=1), res.cause)
        d.next_thing()  # "then shuffle" is a step of the effect (★ R004-099, reading (a))


define(THUNDER_DRAGON, Effect(Kind.IGNITION, _thunder_dragon, from_zone=Zone.HAND, cost=DISCARD_SELF, asks=True,
                              needs=deck_has(named(THUNDER_DRAGON)),
                              text_en="discard this card: search the deck for at most 2 Thunder Dragon",
                              text_ja="このカードを捨てる：「サンダー・ドラゴン」を最大２体、デッキから手札に加える"))

battle_destroyed_search(10456559, named(10456559), "destroyed by battle: add any number of T.A.D.P.O.L.E.",
                        "戦闘で破壊された時、「悪魂邪苦止」を任意の数手札に加える", many=True)


# エンド・オブ・アヌビス / The End of Anubis (R004-001.01): while it is face-up on the field, effects that
# target a card in a graveyard, and effects activated in a graveyard (also the trigger of a card sent there,
# 「黒き森のウィッチ」), are negated: each such chain link is negated as it resolves while this card is there,
# whenever it was added (a `Ward` over links). Every effect either kind of text describes is activated, so a chain
# link carries it.
def _aims_at_graves(ctx: Ctx, link: ChainLink) -> bool:
    d = ctx.duel
    return ctx.card.zone is Zone.MONSTERS and (
        link.zone is Zone.GRAVE
        or any(d.cards[i].zone is Zone.GRAVE and d.cards[i].oid == oid for i, oid in link.targets))


define(65403020, Effect(Kind.CONTINUOUS, ward=Ward(("spell", "trap", "monster"), links=_aims_at_graves),
                        text_en="effects that target a card in a graveyard or are activated there are negated",
                        text_ja="墓地のカードを対象とする効果及び墓地で発動した効果は無効化される"))

# 邪悪なるワーム・ビースト / The Wicked Worm Beast: in your end phase, this face-up card returns to its
# owner's hand (turned face-down by then, it stays: the text returns the face-up card).
def _worm_back(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.to_hand([res.card], res.cause)


define(6285791, Effect(T, _worm_back, trigger="phase", self_trigger=False, when=phase_of("end"),
                       text_en="your end phase: return this card to its owner's hand",
                       text_ja="自分のエンドフェイズにこのカードを持ち主の手札に戻す"))


# 慈悲深き修道女 / The Forgiving Maiden: tribute this card (the cost): return 1 monster that was destroyed by
# battle and sent to your graveyard this turn to your hand.
def _maiden(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    cands = takeable(ctx, lambda c: battle_dead(ctx, c), Zone.HAND, "to_hand")
    if cands:
        d.to_hand([res.ask_cards(cands, purpose=TO_HAND.monster)], res.cause)


define(84080938, Effect(Kind.IGNITION, _maiden, asks=True, cost=Cost(self_to="tribute"),
                        needs=lambda ctx: bool(takeable(ctx, lambda c: battle_dead(ctx, c), Zone.HAND, "to_hand")),
                        text_en="tribute this card: return a monster destroyed by battle this turn from your "
                                "graveyard to your hand",
                        text_ja="このカードを生け贄にし、自分の墓地にあるこのターン戦闘で破壊されたモンスター１体を手札に戻す"))


# ドル・ドラ / Twin-Headed Behemoth: in the end phase of the turn it was destroyed on the field and sent to the
# graveyard, you may special summon it with 1000 ATK and DEF (values set, not falls: `stat_set`). Once per duel.
def _behemoth(res: Resolution) -> None:
    c = res.card
    if revive_self(res):
        note(ctx_of(res), "behemoth_used", c)
        for atk in (True, False):
            res.duel.set_stat(c, atk, 1000, res.cause, until_end=False)


def _behemoth_when(ctx: Ctx, ev: Event) -> bool:
    used = any(n.tag == "behemoth_used" and n.card == ctx.card.idx for n in fates(ctx.duel))
    return not used and in_end_phase_of("destroyed")(ctx, ev)


define(43586926,
       grave_phase_trigger(_behemoth_when, _behemoth, "special summon this card with 1000 ATK and DEF",
                            "このカードを攻撃力・守備力１０００で特殊召喚する", mandatory=False),
       marker("destroyed", "destroyed", lambda ctx, ev: to_grave_from_field(ev)))


# トイ・マジシャン / Toy Magician: it may be set from the hand in a spell & trap zone as a spell. Set there and
# destroyed by an opponent's card effect (so sent to the graveyard), it is special summoned in that turn's end
# phase (R004-054.11). Flip summoned, it destroys spells and traps on the field, as many as there are
# face-up 「トイ・マジシャン」 on the field.
TOY_MAGICIAN = 58132856


def _set_as_spell_destroyed(ctx: Ctx, ev: Event) -> bool:
    return by_opponents_effect(ctx, ev) and ev.src == int(Zone.SPELLS) and ev.pos == int(Pos.SET)


def _toy_flip(res: Resolution) -> None:
    d = res.duel
    n = sum(1 for p in (0, 1) for m in d.monsters_of(p) if m.face_up and is_named(m, TOY_MAGICIAN))
    chosen: list[Card] = []
    for _ in range(n):
        left = [c for p in (0, 1) for c in spell_trap_cards_of(d, p) if c not in chosen]
        if not left:
            break
        chosen.append(res.ask_cards(left, "destroy", purpose=DESTROY.spell_trap.nth(len(chosen) + 1, n)))
    d.destroy(chosen, res.cause)


define(TOY_MAGICIAN,
       grave_phase_trigger(in_end_phase_of("set_spell_destroyed"), revive_self_op, "special summon this card",
                            "このカードを特殊召喚する"),
       Effect(T, _toy_flip, does=Does.SPELLS_TRAPS, trigger="summoned", when=lambda ctx, ev: ev.detail == "flip",
              asks=True,
              text_en="destroy as many spells/traps on the field as there are face-up Toy Magicians",
              text_ja="表側表示の「トイ・マジシャン」の数だけフィールドの魔法・罠カードを破壊する"),
       marker("destroyed", "set_spell_destroyed", _set_as_spell_destroyed),
       sets_as_spell=True)


# 黄泉ガエル / Treeborn Frog: in your standby phase, in the graveyard, while you control no spell or trap card
# and no face-up 「黄泉ガエル」, you may special summon it (R004-062: with 「生還の宝札」 on your field it never
# activates). A trap monster is a trap card too (its text says so): one in your monster zone keeps it there.
def _frog_when(ctx: Ctx, ev: Event) -> bool:
    return phase_of("standby")(ctx, ev) and no_spells_traps(ctx) and not any(
        c.face_up and is_named(c, 12538374) for c in ctx.duel.monsters_of(ctx.player))


def _frog(res: Resolution) -> None:
    if no_spells_traps(ctx_of(res)):
        revive_self(res)


define(12538374, Effect(T, _frog, trigger="phase", when=_frog_when, self_trigger=False, from_zone=Zone.GRAVE,
                        mandatory=False, needs=lambda ctx: room_for_itself(ctx) and no_spells_traps(ctx), asks=True,
                        text_en="special summon this card", text_ja="このカードを特殊召喚する"))

# 伝説のフィッシャーマン / The Legendary Fisherman: while 「海」 is on the field, it is unaffected by spell
# effects on the field, and the opponent cannot choose it as an attack target (R000-035); nor does it keep them from
# attacking its controller directly ("guard") when it is the only monster there.
define(3643300, SPELL_PROOF_UNDER_UMI,
       Effect(Kind.CONTINUOUS, forbids=("be_attacked", "guard"), affects=itself_under_umi,
              text_en="while Umi is on the field, it cannot be attacked (alone, it does not stop direct attacks)",
              text_ja="場に「海」がある間、このカードは攻撃対象にされない"
                      "（このカードだけなら相手は直接攻撃できる）"))


# 炎帝テスタロス / Thestalos the Firestorm Monarch: when tribute summoned, the opponent discards 1 at random;
# if it is a monster, they take 100 damage per its level.
def _thestalos(res: Resolution) -> None:
    for c in discard_random(res, res.opponent, 1):
        if c.data.is_monster:
            res.duel.damage(res.opponent, 100 * (c.data.level or 0), res.cause)


define(26205777, Effect(T, _thestalos, does=Does.OPP_HAND, trigger="summoned", when=tribute_summoned,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
                        text_en="the opponent discards 1 at random; a monster: 100 damage per Level",
                        text_ja="相手の手札をランダムに１枚捨て、モンスターならレベル×１００ダメージ"))


# 同族感染ウィルス / Tribe-Infecting Virus: discard 1 card (the cost) and declare a type: destroy every face-up
# monster of that type on the field.
def _tribe_virus(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and d.race(c) == res.link.declared],
              res.cause)


define(33184167, Effect(Kind.IGNITION, _tribe_virus, does=Does.MONSTERS, cost=Cost(discard=1), declare=DECLARABLE_TYPES,
                        condition=lambda ctx: ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
                        text_en="destroy every face-up monster of the declared Type",
                        text_ja="宣言した種族の表側表示モンスターを全て破壊する"))


# 創世神 / The Creator: once a turn: send 1 card from your hand to the graveyard (the cost) and special
# summon 1 targeted monster from your graveyard (one its effect could summon: not another 「創世神」); it needs a
# free monster zone to be activated.
define(61505339, Effect(Kind.IGNITION, summon_targets_one_by_one, once_per_turn=True, asks=True, cost=Cost(hand_send=1),
                        condition=face_up_here, needs=room,
                        target=OWN_REVIVABLE,
                        text_en="send 1 card from your hand to the graveyard: special summon the target",
                        text_ja="手札を１枚墓地へ送り、対象を特殊召喚する"),
       special_by=not_from(Zone.GRAVE))

# ＴＨＥ トリッキー / The Tricky (★ R004-133): special summoned from the hand by discarding 1 card. The page
# stars the reading that the discard is a condition of the summon, not an activation cost; either way
# nothing is activated (no chain, R004-175) and the discard is not an effect's, so a discarded Dark World
# monster does not activate (R004-137). The engine pays it as the procedure's cost, which has the same effect.
define(14778250, Effect(Kind.PROCEDURE, cost=Cost(discard=1), text_en="special summon by discarding 1 card",
                        text_ja="手札を１枚捨てて特殊召喚する"))


# 邪神アバター / The Wicked Avatar: when it is normal summoned (not flip summoned), the opponent cannot activate
# spell and trap cards for 2 turns counted in the opponent's turns (R004-127.02, R004-129: summoned in your turn,
# that is until the end of the opponent's 2nd turn after it). ATK/DEF = the highest ATK among the other face-up
# monsters on the field (other than "The Wicked Avatar") + 100; with none, 100. Its normal summon needs 3
# tributes, like the other Wicked Gods'. It cannot be special summoned (`special_by=never`).
def _avatar(ctx: Ctx) -> int:
    d = ctx.duel
    others = [d.atk(m) for p in (0, 1) for m in d.monsters_of(p)
              if m.face_up and not is_named(m, 21208154)]
    return max(others, default=0) + 100


def _avatar_lock(res: Resolution) -> None:
    opp = res.opponent

    def locked(ctx: Ctx, c: Card) -> bool:
        return (c.data.kind in ("spell", "trap") and (c.ctl if c.on_field else c.owner) == opp
                and in_opponent_turns(ctx, 2))

    # counted in the opponent's turns by this card's turn count, which 「運命の火時計」 can advance
    linger_for_opponent_turns(res, Effect(Kind.CONTINUOUS, forbids=("activate_card",), affects=locked,
                                          text_en="the opponent cannot activate spell and trap cards",
                                          text_ja="相手は魔法・罠カードを発動できない"), 2)


define(21208154,
       Effect(Kind.TRIGGER, _avatar_lock, trigger="summoned", when=lambda ctx, ev: ev.detail != "flip",
              text_en="summoned: the opponent cannot activate spell and trap cards for 2 of their turns",
              text_ja="召喚された場合：相手のターン２回分、相手は魔法・罠カードを発動できない"),
       stats_from(_avatar), tributes=3,
       special_by=never)


# 邪神イレイザー / The Wicked Eraser: ATK/DEF = 1000 x the cards the opponent controls. Ignition: destroy
# this card. When it is destroyed and sent to the graveyard: destroy every card on the field.
def _opp_cards(ctx: Ctx) -> int:
    pl = ctx.duel.players[ctx.opponent]
    return sum(1 for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0)


def _destroy_field(res: Resolution) -> None:
    d = res.duel
    everything = [d.cards[i] for p in (d.tp, 1 - d.tp) for i in (
        *d.players[p].monsters, *d.players[p].spells, d.players[p].field) if i >= 0]
    d.destroy(everything, res.cause)


define(57793869, stats_from(lambda ctx: 1000 * _opp_cards(ctx)),
       Effect(Kind.IGNITION, destroy_itself, condition=lambda ctx: ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
              text_en="destroy this card", text_ja="このカードを破壊する"),
       Effect(Kind.TRIGGER, _destroy_field, does=Does.MONSTERS | Does.SPELLS_TRAPS, trigger="destroyed",
              when=lambda ctx,
              ev: ev.dst == int(Zone.GRAVE),
              text_en="destroy all cards on the field", text_ja="フィールドのカードを全て破壊する"),
       tributes=3,
       special_by=never)


# ディノインフィニティ / Tyranno Infinity: original ATK = 1000 x your banished Dinosaur-type monsters.
def _dino(d: Duel, c: Card) -> int:
    return 1000 * banished(d, c.ctl, "Dinosaur")


define(83235263, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _dino(ctx.duel, c), original_value=True,
                        text_en="original ATK: 1000 x your banished Dinosaurs",
                        text_ja="元々の攻撃力は除外されている自分の恐竜族×１０００"))

# スレイブ・エイプ / Test Ape: destroyed by battle and sent to the graveyard, it may special summon a Level 4 or lower
# 「剣闘獣」 monster from the deck.
define(3030892, battle_recruiter(lambda c: is_gladiator_beast(c) and (c.data.level or 0) <= 4,
                                  "special summon a Level 4 or lower Gladiator Beast monster from the deck",
                                  "レベル４以下の「剣闘獣」１体をデッキから特殊召喚する"))


# 軍隊竜 / Troop Dragon: destroyed by battle and sent to the graveyard, it special summons a 「軍隊竜」 from the deck
# (mandatory; the position is its player's choice).
TROOP_DRAGON = 55013285


def _troop_found(ctx: Ctx | Resolution) -> list[Card]:
    return deck_monsters_that(ctx, lambda c: is_named(c, TROOP_DRAGON))


def _troop_can(ctx: Ctx) -> bool:
    return bool(_troop_found(ctx) and ctx.duel.free_slots(ctx.player, Zone.MONSTERS))


def _troop(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, summon_room(res)):
        summon_picked(res, _troop_found(res))


# with no 「軍隊竜」 it could summon it would do nothing: not activated, mandatory as it is (R004-007)
define(TROOP_DRAGON, Effect(T, _troop, trigger="destroyed", when=battle_to_grave, asks=True,
                            needs=_troop_can,
                            text_en="special summon a Troop Dragon from the deck",
                            text_ja="デッキから「軍隊竜」１体を特殊召喚する"))

# ツインヘデッド・ビースト / Twinheaded Beast: it may attack twice in each battle phase.
define(82035781, Effect(Kind.CONTINUOUS, affects=itself, extra_attacks=1,
                        text_en="it may attack twice in each battle phase",
                        text_ja="１度のバトルフェイズ中に２回攻撃できる"))

# アイルの小剣士 / The Little Swordsman of Aile: tribute another monster you control (the cost): this card gains 700
# ATK until the end of the turn (no limit a turn).
define(25109950, Effect(Kind.IGNITION, lambda res: res.duel.boost(res.card, 700, 0, res.cause), condition=face_up_here,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.idx != ctx.card.idx),
                        text_en="tribute another monster you control: this card gains 700 ATK this turn",
                        text_ja="このカード以外の自分のモンスター１体を生け贄に捧げ、ターン終了時まで攻撃力７００アップ"))

# 天下人 紫炎 / Tenkabito Shien: it is unaffected by trap effects.
define(41589166, Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=a_traps_effect,
                        text_en="unaffected by trap effects", text_ja="罠カードの効果を受けない"))

# 魚雷魚 / Torpedo Fish: while 「海」 is on the field, it is unaffected by spell effects.
define(90337190, SPELL_PROOF_UNDER_UMI)


# ナイトメアテーベ / Theban Nightmare: while its controller has no card in the hand nor in the spell & trap zones,
# it gains 1500 ATK.
def _theban(ctx: Ctx, c: Card) -> int:
    pl = ctx.duel.players[c.ctl]
    return 0 if pl.hand or any(i >= 0 for i in pl.spells) else 1500


define(51838385, Effect(Kind.CONTINUOUS, affects=itself, atk=_theban,
                        text_en="+1500 ATK while you have no card in the hand nor in the spell & trap zones",
                        text_ja="自分の手札も魔法＆罠カードゾーンも空なら、攻撃力が１５００上がる"))


# ザ・カリキュレーター / The Calculator: its ATK is 300 x the Levels of the face-up monsters its controller controls.
def _calculated(ctx: Ctx, c: Card) -> int:
    return 300 * sum(ctx.duel.level(m) for m in ctx.duel.monsters_of(c.ctl) if m.face_up)


define(51196174, Effect(Kind.CONTINUOUS, affects=itself, atk=_calculated, becomes=True,
                        text_en="ATK: 300 x the Levels of your face-up monsters",
                        text_ja="攻撃力は自分フィールドの表側表示モンスターのレベルの合計×３００"))

# 創造の代行者 ヴィーナス / The Agent of Creation - Venus: pay 500 LP (the cost): special summon a 「神聖なる球体」
# from your hand or deck (no limit a turn).
_shine_ball_room, _venus = summon_named_from(39552864, Zone.HAND, Zone.DECK)

define(64734921, Effect(Kind.IGNITION, _venus, condition=face_up_here, cost=Cost(lp=500), asks=True,
                        needs=_shine_ball_room,
                        text_en="pay 500 LP: special summon a Mystical Shine Ball from your hand or deck",
                        text_ja="５００ライフポイントを払う：「神聖なる球体」１体を手札かデッキから特殊召喚する"))

# 創世者の化身 / The Creator Incarnate: tribute this card (the cost): special summon a 「創世神」 from your hand.
# Not activated, its cost paid, while nothing can be summoned (a lock on its player's special summons).
_creator_room, _incarnate = summon_named_from(61505339, Zone.HAND)

define(97093037, Effect(Kind.IGNITION, _incarnate, condition=face_up_here, cost=TRIBUTE_SELF, asks=True,
                        needs=_creator_room,
                        text_en="tribute this card: special summon a The Creator from your hand",
                        text_ja="このカードを生け贄に捧げ、手札から「創世神」１体を特殊召喚する"))


# ツインヘッド・ケルベロス / Twin-Headed Wolf: while you control another face-up Fiend, the effect of a flip monster
# this card destroys by battle is negated (`shared.battle_flips`).
def _another_fiend(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(c is not ctx.card and c.face_up and d.race(c) == "Fiend" for c in d.monsters_of(ctx.player))


define(88132637, negates_flips_it_destroys(_another_fiend,
                                           "with another Fiend: the effects of flip monsters it destroys by battle "
                                           "are negated",
                                           "自分の場に他の悪魔族がいる間、このカードに戦闘で破壊されたリバース効果"
                                           "モンスターは効果が無効になる"))


# 雷電娘々 / Thunder Nyan Nyan: destroyed at once (no chain link) while its controller has a face-up monster that
# is not LIGHT.
def _only_light(ctx: Ctx) -> bool:
    return all(has_attribute(c, "LIGHT") for c in ctx.duel.monsters_of(ctx.player) if c.face_up)


define(70797118, Effect(Kind.CONTINUOUS, destroyed_unless=_only_light,
                        text_en="destroyed while you control a face-up non-LIGHT monster",
                        text_ja="自分の場に光属性でない表側表示モンスターがいれば、このカードは破壊される"))


# タイム・イーター / Timeater: when it destroys an opponent's monster by battle, the opponent skips the main phase 1
# of their next turn.
def _skip_main1(res: Resolution) -> None:
    d = res.duel
    d.skip_phase(res.opponent, "main1", d.next_turn_of(res.opponent), res.cause)


define(44913552, Effect(T, _skip_main1, trigger="destroyed", self_trigger=False, when=destroyed_by_me,
                        text_en="destroyed a monster by battle: the opponent skips their next main phase 1",
                        text_ja="戦闘で破壊した時、相手の次のメインフェイズ１をスキップする"))


# 針千本 / 針二千本 / Thousand Needles, Two Thousand Needles: attacked in defense position by a monster whose ATK is
# lower than its DEF, it destroys the attacker: 針千本 at the end of the damage step, 針二千本 right after damage
# calculation (their era texts differ: ダメージステップ終了時 / ダメージ計算後).
for _needles, _moment, _ja in ((33977496, "damage_step_end", "ダメージステップ終了時"),
                               (83228073, "damage_calculated", "ダメージ計算後")):
    define(_needles, Effect(T, destroy_the_attacker, does=Does.MONSTERS | Does.OPPONENTS, trigger=_moment,
                            self_trigger=False,
                            when=attacked_in_defense_by_weaker,
                            text_en="attacked in defense position by a weaker monster: destroy the attacker",
                            text_ja="守備表示で攻撃を受け、攻撃モンスターの攻撃力がこのカードの守備力未満なら、"
                                    f"{_ja}にその攻撃モンスターを破壊する"))


# 魔導ギガサイバー / The Fiend Megacyber: special summoned from the hand while the opponent controls at least 2 more
# monsters than you.
define(66362965, Effect(Kind.PROCEDURE,
                        condition=lambda ctx: len(ctx.duel.monsters_of(ctx.opponent))
                        >= len(ctx.duel.monsters_of(ctx.player)) + 2,
                        text_en="special summon while the opponent controls 2 or more monsters more than you",
                        text_ja="相手のモンスターが自分より２体以上多い場合、手札から特殊召喚できる"))


# 岩の精霊 タイタン / The Rock Spirit: special summoned from the hand by banishing an EARTH monster from your
# graveyard; it gains 300 ATK during the opponent's battle phase.
define(76305638, Effect(Kind.CONTINUOUS, affects=itself_in_battle_phase_of("opp"), atk=lambda ctx, c: 300,
                        text_en="300 more ATK during the opponent's battle phase",
                        text_ja="相手のバトルフェイズ中のみ攻撃力が３００アップする"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster
                                        and has_attribute(c, "EARTH")),
              text_en="special summon by banishing an EARTH monster from your graveyard",
              text_ja="自分の墓地の地属性モンスター１体を除外して特殊召喚する"))


# ダーク・クリエイター / The Dark Creator: special summoned from the hand while you control no monsters and have 5
# or more DARK monsters in your graveyard. Once a turn, banish a DARK monster from your graveyard (the cost) to
# special summon a targeted DARK monster from your graveyard (another one than the cost: one DARK monster alone
# lets it activate nothing).
def _creator_ready(ctx: Ctx) -> bool:
    # before the cost the monster to banish cannot be the target too: a second DARK monster is needed; once it is
    # paid (the cost-first what-if asks then too) only the target is left to find
    d = ctx.duel
    darks = grave_of(d, ctx.player, lambda c: dark_monster(ctx, c))
    paid = paid_so_far(ctx) is not None
    return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and any(
        can_special_summon(ctx, t) and (paid or any(x is not t and not d.banish_forbidden(x, ctx.player)
                                                    for x in darks))
        for t in darks)


define(92719314, Effect(Kind.IGNITION, summon_target, once_per_turn=True, asks=True,
                        cost=Cost(banish_grave=1, banish_filter=dark_monster), needs=_creator_ready,
                        target=revivable(dark_monster, "a DARK monster in your graveyard",
                                         "自分の墓地の闇属性モンスター"),
                        text_en="banish a DARK monster from your graveyard: special summon the target",
                        text_ja="墓地の闇属性１体を除外する：対象を特殊召喚する"),
       Effect(Kind.PROCEDURE, condition=lambda ctx: not ctx.duel.monsters_of(ctx.player)
              and len(grave_of(ctx.duel, ctx.player, lambda c: dark_monster(ctx, c))) >= 5,
              text_en="special summon while you control no monsters and have 5 DARK monsters in your graveyard",
              text_ja="自分の場にモンスターがいなくて、墓地に闇属性が５体以上あれば、特殊召喚できる"))


# テーヴァ / Teva: when it is tribute summoned, the opponent cannot declare an attack during their next turn (summoned
# in their turn, by 「血の代償」, not the rest of that one but the one after).
def _teva(res: Resolution) -> None:
    d = res.duel
    nxt = d.next_turn_of(res.opponent)
    d.forbid_player(res.opponent, "attack", res.cause, turns=nxt - d.turn + 1, from_turn=nxt)


define(16469012, Effect(T, _teva, trigger="summoned", when=tribute_summoned,
                        text_en="tribute summoned: the opponent cannot attack during their next turn",
                        text_ja="生け贄召喚に成功した時、相手は次のターン攻撃宣言できない"))


# 悪魔の知恵 / Tainted Wisdom: when it changes from face-up attack to face-up defense position, its controller's
# deck is shuffled.
define(28725004, Effect(T, lambda res: res.duel.shuffle_deck(res.player), trigger="position", when=attack_to_defense,
                        text_en="attack to face-up defense position: shuffle your deck",
                        text_ja="攻撃表示から表側守備表示になった時、自分のデッキをシャッフルする"))

# 薄幸の美少女 / The Unhappy Maiden: when it is sent to the graveyard by battle, the battle phase ends.
define(51275027, Effect(T, lambda res: res.duel.end_battle_phase(res.cause), trigger="destroyed", when=battle_to_grave,
                        text_en="sent to the graveyard by battle: the battle phase ends",
                        text_ja="戦闘によって墓地へ送られた時、そのターンのバトルフェイズを終了する"))

# サウザンド・アイズ・フィッシュ / Thousand-Eyes Jellyfish: special summoned from the hand only by tributing an
# 「オーシャンズ・オーパー」; the opponent keeps their hand revealed.
OCEANS_KEEPER = 45045866
define(81434470, Effect(Kind.CONTINUOUS, opens_hand=True, text_en="the opponent plays with their hand revealed",
                        text_ja="相手は手札を公開し続ける"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, OCEANS_KEEPER)),
              text_en="special summon by tributing an Ocean's Keeper",
              text_ja="「オーシャンズ・オーパー」１体を生け贄に捧げて特殊召喚する"))


# 投石部隊 / Throwstone Unit: tribute a Warrior monster you control (the cost; this card itself too: the text says no
# "other", docs/uncertain-rulings.md) to destroy a targeted face-up monster whose DEF is at most this card's ATK.
def _stone_reach(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.defense(c) <= ctx.duel.atk(ctx.card)


define(76075810, Effect(Kind.IGNITION, destroy_targets,
                        cost=Cost(tribute=1, tribute_self=True,
                                  tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Warrior"),
                        target=TargetSpec(face="up", allow_self=True, where=_stone_reach,
                                          text_en="a face-up monster whose DEF is at most this card's ATK",
                                          text_ja="守備力がこのカードの攻撃力以下の表側表示モンスター"),
                        text_en="tribute a Warrior: destroy the target",
                        text_ja="戦士族を生け贄に捧げ、対象を破壊する"))


# 火口に潜む者 / The Thing in the Crater: when it is destroyed on the field and sent to the graveyard, its controller
# may special summon a Pyro monster from the hand (an optional "when" effect: it can miss the timing).
def _pyros_in_hand(ctx: Ctx) -> list[Card]:
    return [c for c in cards_in_hand(ctx.duel, ctx.player, lambda c: c.data.is_monster and c.data.race == "Pyro")
            if can_special_summon(ctx, c)]


define(78243409, Effect(T, lambda res: summon_one_of(res, _pyros_in_hand(ctx_of(res))), trigger="destroyed",
                        when=lambda ctx, ev: to_grave_from_field(ev), mandatory=False, misses_timing=True,
                        asks=True, needs=lambda ctx: bool(_pyros_in_hand(ctx)) and room(ctx),
                        text_en="destroyed and sent from the field to the graveyard: special summon a Pyro from your "
                                "hand",
                        text_ja="破壊されて場から墓地へ送られた時：炎族１体を手札から特殊召喚する"))


# 力の代行者 マーズ / The Agent of Force - Mars: unaffected by spell effects; while 「天空の聖域」 is on the field and
# its controller has more LP than the opponent, it gains the difference as ATK and DEF.
def _lp_lead(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    if not sanctuary_on_field(d):
        return 0
    return max(0, d.players[c.ctl].lp - d.players[1 - c.ctl].lp)


define(91123920, Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
                        text_en="unaffected by spell effects", text_ja="魔法の効果を受けない"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=_lp_lead, defense=_lp_lead,
              text_en="with The Sanctuary in the Sky: gains your LP lead as ATK and DEF",
              text_ja="「天空の聖域」がある場合、ライフポイントの差だけ攻撃力・守備力がアップする"))


# Ｔｈｅ ｂｉｇ ＳＡＴＵＲＮ / The Big Saturn: it cannot be special summoned from the hand or the deck. Once a turn,
# discard a card and pay 1000 LP (the cost) for 1000 more ATK until the end of the turn. Destroyed by an
# opponent's card effect while its owner controls it and sent to the graveyard: both players take damage equal to
# its ATK there.
def _saturn_up(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.boost(res.card, 1000, 0, res.cause, until_end=True)


def _saturn_falls(ctx: Ctx, ev: Event) -> bool:
    return (ev.dst == int(Zone.GRAVE) and ev.src == int(Zone.MONSTERS) and ev.player == ctx.card.owner
            and by_opponents_effect(ctx, ev))


def _saturn_blast(res: Resolution) -> None:
    d = res.duel
    dmg = res.card.data.atk or 0
    d.damage(res.player, dmg, res.cause)
    d.damage(1 - res.player, dmg, res.cause)


define(34004470, Effect(Kind.IGNITION, _saturn_up, once_per_turn=True, cost=Cost(discard=1, lp=1000),
                        text_en="discard a card and pay 1000 LP: 1000 more ATK this turn",
                        text_ja="手札１枚を捨て、１０００ライフポイントを払う：このエンドフェイズまで攻撃力＋１０００"),
       Effect(T, _saturn_blast, trigger="destroyed", when=_saturn_falls,
              text_en="destroyed by the opponent's effect: both players take damage equal to its ATK",
              text_ja="相手のカードの効果で破壊されて墓地へ送られた場合：両プレイヤーがこのカードの攻撃力と同じダメージを受ける"),
       special_by=both_checks(not_from(Zone.HAND), not_from(Zone.DECK)))


# 味方殺しの女騎士 / The Unfriendly Amazon: in each of its controller's standby phases, they tribute another monster
# they control, or this card is destroyed: a maintenance cost as 「一族の掟」's (no chain link, asked under
# 「スキルドレイン」).
define(65475294, upkeep(lambda res: tribute_another_or_destroy(res, as_cost=True),
                        text_en="your standby phase: tribute another monster you control or destroy this card "
                                "(a maintenance cost, no chain link)",
                        text_ja="自分のスタンバイフェイズの度に、他の自分のモンスター１体を生け贄に捧げるか、"
                                "このカードを破壊する（維持コスト）"))


# タン・ツイスター / Tongue Twister: tribute summoned, then sent to the graveyard from the field, its controller
# draws 2 and it is banished.
def _twister_summoned(ctx: Ctx, ev: Event) -> None:
    if ev.card == ctx.card.idx and tribute_summoned(ctx, ev):
        note_pair(ctx.duel, "tribute_summoned", ctx.card.idx, ctx.card.oid)


def _twister_falls(ctx: Ctx, ev: Event) -> bool:
    return to_grave_from_field(ev) and (ev.card, ev.oid) in noted_pairs(ctx.duel, "tribute_summoned")


def _twister(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 2, res.cause)
    if res.card.zone is Zone.GRAVE:
        d.banish([res.card], res.cause)


define(91250514, *(Effect(T, _twister, trigger=k, when=_twister_falls, needs=may_draw("self"),
                          text_en="tribute summoned and sent from the field to the graveyard: draw 2 and banish it",
                          text_ja="生け贄召喚されたこのカードが場から墓地へ送られた場合：２枚ドローし、"
                                  "このカードをゲームから除外する")
                   for k in ("destroyed", "sent", "tributed")),
       remember("summoned", _twister_summoned), numbering=(1, 1, 1, 2))


# ザ・キックマン / The Kick Man: when it is special summoned, its controller may equip it with an equip spell card from
# their graveyard that could equip it.
def _kickable(ctx: Ctx) -> list[Card]:
    return [c for c in equip_spells_in_grave(ctx) if equip_fits(ctx, c, ctx.card)]


def _kick(res: Resolution) -> None:
    cands = _kickable(ctx_of(res))
    if cands and still_face_up_here(res) and res.duel.free_slots(res.player, Zone.SPELLS):
        res.duel.equip(res.ask_cards(cands, purpose=EQUIP), res.card, res.cause, player=res.player)


define(90407382, Effect(T, _kick, trigger="special_summoned", mandatory=False, asks=True, misses_timing=True,
                        needs=lambda ctx: bool(_kickable(ctx)) and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
                        text_en="special summoned: equip it with an equip spell from your graveyard",
                        text_ja="特殊召喚に成功した時：墓地の装備魔法１枚をこのカードの装備にする"))


# ７つの武器を持つハンター / The Hunter with 7 Weapons: when it is normal summoned, its controller declares a Type; in
# damage calculation of a battle with a monster of that Type it has 1000 more ATK. The Type is kept under the time
# this card turned face-up (`Card.since`): turned face-down and face-up again, it is a new card with none declared.
def _hunted_key(d: Duel, hunter: Card) -> str:
    return f"hunted_type:{d.stamp_of(hunter)[0]}"


def _hunter_declares(res: Resolution) -> None:
    if res.card.zone is Zone.MONSTERS and res.card.oid == res.link.oid:
        mark(res.duel, _hunted_key(res.duel, res.card), res.card, DECLARABLE_TYPES.index(res.link.declared),
             read_by_effects=True)


def _hunting(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    if c is not ctx.card or not d.calculating():
        return False
    a, t = battlers(d)
    if c.idx not in (a, t) or min(a, t) < 0:
        return False
    foe = d.cards[t if c.idx == a else a]
    return any(DECLARABLE_TYPES[i] == d.race(foe) for i in marked(d, _hunted_key(d, c), c))


define(1525329, Effect(T, _hunter_declares, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                       declare=DECLARABLE_TYPES, text_en="normal summoned: declare a Type",
                       text_ja="召喚に成功した時、モンスターの種族を１つ宣言する"),
       Effect(Kind.CONTINUOUS, affects=_hunting, atk=lambda ctx, c: 1000,
              text_en="1000 more ATK in damage calculation against a monster of the declared Type",
              text_ja="宣言された種族と戦闘する時、ダメージ計算の間だけ攻撃力が１０００上がる"))


# 召喚神エクゾディア / The Legendary Exodia Incarnate: special summoned from the hand only by tributing a 「封印されし」
# monster; unaffected by other cards' effects; its ATK is 1000 for each 「封印されし」 monster in your graveyard; in
# your end phase, once a turn, a 「封印されし」 monster of your graveyard is added to your hand; destroyed by battle
# and sent to the graveyard, you may show any number of 「封印されし」 monsters of your hand to draw that many.
def _forbidden_one(c: Card) -> bool:
    return c.data.is_monster and name_includes(c, "封印されし")


def _incarnate_atk(d: Duel, c: Card) -> int:
    return 1000 * len(grave_of(d, c.ctl, _forbidden_one))


def _incarnate_returns(res: Resolution) -> None:
    cands = takeable(ctx_of(res), _forbidden_one, Zone.HAND, "to_hand")
    if cands:
        res.duel.to_hand([res.ask_cards(cands, purpose=TO_HAND)], res.cause)


def _incarnate_reveals(res: Resolution) -> None:
    d = res.duel
    pieces = cards_in_hand(d, res.player, _forbidden_one)
    shown = choose_cards(res, pieces, len(pieces), upto=True, purpose=SHOW)  # any number: copies of a name count apart
    d.reveal(shown, res.opponent)
    if shown:
        d.draw(res.player, len(shown), res.cause)


define(58604027,
       Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=lambda ctx, c, src, p: src.idx != ctx.card.idx,
              text_en="unaffected by other cards' effects", text_ja="このカードは他のカードの効果を受けない"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _incarnate_atk(ctx.duel, c),
              text_en="ATK: 1000 for each Forbidden One monster in your graveyard",
              text_ja="攻撃力は自分の墓地の「封印されし」と名のついたモンスターの数×１０００"),
       Effect(T, _incarnate_returns, trigger="phase", self_trigger=False, when=phase_of("end"), once_per_turn=True,
              asks=True, needs=lambda ctx: bool(takeable(ctx, _forbidden_one, Zone.HAND, "to_hand")),
              text_en="your end phase: add a Forbidden One monster from your graveyard to your hand",
              text_ja="自分のエンドフェイズ：「封印されし」モンスター１体を墓地から手札に加える"),
       Effect(T, _incarnate_reveals, trigger="destroyed", when=battle_to_grave, mandatory=False, asks=True,
              needs=lambda ctx: bool(cards_in_hand(ctx.duel, ctx.player, _forbidden_one)) and may_draw("self")(ctx),
              text_en="destroyed by battle: show Forbidden One monsters of your hand and draw that many",
              text_ja="戦闘で破壊され墓地へ送られた時、手札の「封印されし」と名のついたモンスターを任意の数だけ見せ、"
                      "その数だけドローする"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: _forbidden_one(m)),
              text_en="special summon by tributing a Forbidden One monster",
              text_ja="「封印されし」モンスター１体を生け贄に捧げ、このカードを特殊召喚する"))


# トラックロイド / Truckroid: an opponent's monster it destroys by battle and sends to the graveyard is then
# equipped to it; it gains the ATK of the monsters equipped to it this way.
def _truck_load(res: Resolution) -> None:
    d = res.duel
    c = d.cards[res.link.events[0].card]
    me = res.card
    if c.zone is Zone.GRAVE and me.zone is Zone.MONSTERS and me.face_up and d.free_slots(res.player, Zone.SPELLS):
        d.equip(c, me, res.cause, player=res.player)


def _truck_load_atk(ctx: Ctx, c: Card) -> int:
    # the monsters its effect equipped (`Duel.equipped_by_card`): they leave as it turns face-down or leaves
    return sum(e.base.atk or 0 for e in held_monsters(ctx.duel, c))


define(61538782, Effect(T, _truck_load, trigger="destroyed", self_trigger=False, when=won_battle, holds_monsters=True,
                        text_en="destroyed a monster by battle: equip that monster to this card",
                        text_ja="戦闘で破壊し墓地へ送ったモンスターをこのカードに装備する"),
       Effect(Kind.CONTINUOUS, affects=itself, atk=_truck_load_atk,
              text_en="gains the ATK of the monsters it equips this way",
              text_ja="この効果で装備したモンスターの攻撃力分、攻撃力がアップする"))


# 薄幸の乙女 / The Unhappy Girl: while it is face-up in attack position it is not destroyed by battle, and the
# monsters that battled it cannot attack or change their battle position by their controller's will. Either turned
# face-down is a new card for the effects: the hold on that monster ends and does not come back.
def _girl_up(ctx: Ctx) -> bool:
    me = ctx.card
    return me.zone is Zone.MONSTERS and me.pos is Pos.ATTACK


def _girl_battled(ctx: Ctx, ev: Event) -> bool:
    me, d = ctx.card, ctx.duel
    if ev.amount >= 0 and me.idx in (ev.card, ev.amount):
        foe = d.cards[ev.amount if ev.card == me.idx else ev.card]
        if foe.zone is Zone.MONSTERS:
            bind(d, "unhappy_girl", me, foe, read_by_effects=True, face_up=True)
    return False  # only noted: never activated


define(27618634, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c is ctx.card and _girl_up(ctx), battle_proof=True,
                        text_en="in face-up attack position: not destroyed by battle",
                        text_ja="表側攻撃表示で存在する限り、戦闘では破壊されない"),
       Effect(Kind.CONTINUOUS, forbids=("attack", "change_position"),
              affects=lambda ctx, c: _girl_up(ctx) and c in bound(ctx.duel, "unhappy_girl", ctx.card),
              text_en="in face-up attack position: the monsters that battled it cannot attack or change position",
              text_ja="表側攻撃表示である間、このカードと戦闘したモンスターは攻撃も表示形式の変更もできない"),
       Effect(T, never_activated, note=True, trigger="damage_calculated", self_trigger="either", when=_girl_battled,
              text_en="(the monsters it battled are remembered)", text_ja="（戦闘を行ったモンスターを覚えておく）"))


# 裁きの代行者 サターン / The Agent of Judgment - Saturn: while its controller has more LP than the opponent and
# 「天空の聖域」 is on the field (to activate and to resolve), tribute it (the cost) to inflict the difference on the
# opponent. The turn it is activated its player conducts no battle phase (`turn_ban`: not activated after one; from
# its activation on, whatever becomes of it, the battle phase is skipped).
def _saturn_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    return sanctuary_on_field(d) and d.players[ctx.player].lp > d.players[ctx.opponent].lp


def _judgment(res: Resolution) -> None:
    d = res.duel
    gap = d.players[res.player].lp - d.players[res.opponent].lp
    if sanctuary_on_field(d) and gap > 0:
        d.damage(res.opponent, gap, res.cause)


define(91345518, Effect(Kind.IGNITION, _judgment, condition=_saturn_ready, cost=Cost(self_to="tribute"),
                        turn_ban=("battle_phase",),
                        text_en="with The Sanctuary in the Sky and more LP, tribute this card: the LP difference as "
                                "damage to the opponent; no battle phase this turn",
                        text_ja="「天空の聖域」があり自分のライフが相手より多い場合、このカードを生け贄に捧げ、"
                                "その差分のダメージを相手に与える。このターンバトルフェイズを行えない"))


# 絶対防御将軍 / Total Defense Shogun: when it is normal or flip summoned it turns to defense position; it may attack
# in face-up defense position, its ATK counting in damage calculation (`Effect.attacks_in_defense`).
define(75372290, DEFENDS_WHEN_SUMMONED,
       Effect(Kind.CONTINUOUS, affects=itself, attacks_in_defense=True,
              text_en="it may attack in defense position, with its ATK",
              text_ja="表側守備表示のまま攻撃できる。その場合、攻撃力を適用してダメージ計算を行う"))




# 邪神ドレッド・ルート / The Wicked Dreadroot: it cannot be special summoned, and its normal summon needs 3
# tributes. While it is face-up on the field, every other monster on the field has its ATK and DEF halved
# (rounded up), after every other change to them (docs/uncertain-rulings.md).
define(62180201,
       Effect(Kind.CONTINUOUS, halves=True,
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.idx != ctx.card.idx,
              text_en="the other monsters on the field have half their ATK and DEF",
              text_ja="場の他のモンスターは全て攻撃力・守備力が半分になる"),
       tributes=3,
       special_by=never)


# 不死武士 / The Immortal Bushi: (1) while it is face-up on the field, it can be tributed only for the tribute summon
# of a Warrior monster. (2) At the start of your standby phase, while it is in your graveyard and every monster there
# is a Warrior: you may special summon it, activated only while you control no monster (an activation condition, not
# what sets it off), which must still hold as it resolves.
def _bushi_rises(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (phase_of("standby")(ctx, ev)
            and all(d.cards[i].data.race == "Warrior" for i in d.players[ctx.player].grave
                    if d.cards[i].data.is_monster))


def _bushi_returns(res: Resolution) -> None:
    if no_monsters(ctx_of(res)):
        revive_self(res)


define(52035300,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx and c.zone is Zone.MONSTERS,
              tributed_only_for=lambda ctx, m: ctx.duel.race(m) == "Warrior",
              text_en="it can be tributed only for the tribute summon of a Warrior",
              text_ja="戦士族モンスターの生け贄召喚以外のためには生け贄にできない"),
       grave_phase_trigger(_bushi_rises, _bushi_returns, mandatory=False, condition=no_monsters,
                           text_en="your standby phase, only Warriors in your graveyard and no monster on your "
                                   "field: special summon this card",
                           text_ja="自分のスタンバイフェイズ、墓地のモンスターが戦士族のみで自分フィールドに"
                                   "モンスターがいない場合、このカードを特殊召喚する"))


# 華麗なる潜入工作員 / Tactical Espionage Expert: when it is normal summoned, no trap card can be activated in
# answer to that summon.
define(89698120, NO_TRAPS_ON_SUMMON)


# タイラント・ドラゴン / Tyrant Dragon (the era's text): while the opponent controls a monster it may attack twice in a
# battle phase (the second attack on a monster). An effect of a trap card that targets it is negated and that card
# destroyed. Whoever special summons it from the graveyard must control a Dragon monster (a set one too), and
# tributes one of their own field as it comes onto the field, wherever it goes (applied at once, no chain link:
# docs/uncertain-rulings.md).
def _tyrant_revival(d: Duel, c: Card, cause: Cause, kind: str, to: int) -> bool:
    return c.zone is not Zone.GRAVE or bool(_other_dragons(d, cause.player, c))


def _other_dragons(d: Duel, player: int, c: Card) -> list[Card]:
    # its text asks for no face-up Dragon: a set one its player knows may be tributed too
    return [m for m in d.monsters_of(player) if m.idx != c.idx and d.race(m) == "Dragon"
            and d.can_be_tributed(m, c)]


def _tyrant_tax(res: Resolution) -> None:
    d, c = res.duel, res.card
    # the player whose effect summoned it pays, from their own field, even where it went to the other player's
    # (「ミス・リバイブ」), as `_tyrant_revival` checked
    payer = res.link.events[0].cause.player if res.link.events else res.player
    dragons = _other_dragons(d, payer, c)
    if dragons:
        m = res.ask_cards(dragons, "tribute", player=payer, purpose=TRIBUTE.monster)
        # checked as `_other_dragons` offered it (`summoned`), so the tribute's own check agrees
        d.tribute([m], payer, Cause(payer, Reason.RULE, c.idx), summoned=c)


define(94568601,
       Effect(Kind.CONTINUOUS, affects=itself, extra_on_monsters=True,
              extra_attacks=lambda ctx, c: 1 if ctx.duel.monsters_of(1 - c.ctl) else 0,
              text_en="while the opponent controls a monster it may attack twice in a battle phase",
              text_ja="相手の場にモンスターがいれば、同じバトルフェイズに２回まで攻撃できる"),
       Effect(Kind.CONTINUOUS, affects=itself, ward=Ward(("trap",), destroy=True),
              text_en="a trap card's effect that targets it is negated and the trap destroyed",
              text_ja="このカードを対象にする罠カードの効果を無効にし破壊する"),
       Effect(Kind.AT_ONCE, _tyrant_tax, trigger="special_summoned", asks=True, does=Does.OTHER,
              when=lambda ctx, ev: ev.card == ctx.card.idx and ev.src == int(Zone.GRAVE),
              text_en="special summoned from the graveyard: its summoner tributes a Dragon monster they control",
              text_ja="墓地からの特殊召喚には、自分の場のドラゴン族１体を生け贄に捧げる必要がある"),
       special_by=_tyrant_revival)


# ラーの翼神竜 / The Winged Dragon of Ra (the current text, docs/uncertain-rulings.md): it cannot be special summoned;
# its normal summon takes 3 tributes, is never a set, cannot be negated, and no other card's effect can be activated
# as it succeeds. When it is normal summoned, its controller may pay LP down to 100: it gains that much ATK and DEF.
# Pay 1000 LP: destroy a targeted monster on the field.
def _ra_rises(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.boost(c, res.link.paid, res.link.paid, res.cause, until_end=False)


define(10000011,
       Effect(Kind.TRIGGER, _ra_rises, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              mandatory=False, cost=Cost(lp_down_to=100), unchainable=True, misses_timing=True,
              text_en="normal summoned: pay LP down to 100; it gains that much ATK and DEF",
              text_ja="召喚した時、１００ライフポイントになるようにライフポイントを払い、払った数値分攻撃力・守備力がアップする"),
       Effect(Kind.IGNITION, destroy_targets, condition=face_up_here, cost=Cost(lp=1000),
              target=ANY_MONSTER,
              text_en="pay 1000 LP: destroy the target", text_ja="１０００ライフポイントを払い、対象を破壊する"),
       tributes=3, never_set=True, summon_sealed=True, special_by=never, numbering=(3, 4))


# スフィンクス・アンドロジュネス / Theinen the Great Sphinx: it cannot be normal summoned. When
# 「アンドロ・スフィンクス」 and 「スフィンクス・テーレイア」 of your field are destroyed together, you may pay 500 LP
# to special summon it from your hand or deck (a trigger from either place, the deck shuffled after:
# docs/uncertain-rulings.md; worded "when ... you can", so it misses the timing); only so, then revivable. When it
# is special summoned you may pay 500 LP: it gains 3000 ATK until the end of the turn.
THEINEN = 87997872
SPHINXES = (15013468, 51402177)  # アンドロ・スフィンクス, スフィンクス・テーレイア


def _sphinxes_fell(ctx: Ctx, ev: Event) -> bool:
    """Two of the cards of one destruction from its player's field bore the two sphinxes' names as they left it (a
    copy's name too, 「ファントム・オブ・カオス」's: the name the duel saw, not the printed one)."""
    d = ctx.duel
    fallen = [left.names if (left := d.as_it_left(d.cards[e.card])) is not None else names_of(d.cards[e.card])
              for e in ev.group if e.kind == "destroyed" and e.src == int(Zone.MONSTERS) and e.player == ctx.player]
    andro, teleia = SPHINXES
    return any(andro in a and teleia in t for a, t in itertools.permutations(fallen, 2))


def _theinen_rises(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.oid != res.link.oid or c.zone not in (Zone.HAND, Zone.DECK) or not d.free_slots(res.player, Zone.MONSTERS):
        return
    with deck_searched(d, res.player, c.zone is Zone.DECK):
        summon(res, c)


def _theinen_roars(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.boost(res.card, 3000, 0, res.cause)


define(THEINEN,
       *(Effect(Kind.TRIGGER, _theinen_rises, trigger="moved", self_trigger=False, from_zone=zone, mandatory=False,
                when=_sphinxes_fell, cost=Cost(lp=500), asks=True, needs=room_for_itself, misses_timing=True,
                text_en="Andro Sphinx and Sphinx Teleia of your field destroyed together: pay 500 LP to special "
                        "summon this card from your hand or deck",
                text_ja="自分の場で「アンドロ・スフィンクス」「スフィンクス・テーレイア」の２体が一緒に破壊された時："
                        "５００ライフポイントを払い、手札かデッキから特殊召喚する")
         for zone in (Zone.HAND, Zone.DECK)),
       Effect(Kind.TRIGGER, _theinen_roars, trigger="special_summoned", mandatory=False, cost=Cost(lp=500),
              text_en="special summoned: pay 500 LP: +3000 ATK until the end of the turn",
              text_ja="特殊召喚された場合、５００ライフポイントを払って、このターンの終わりまで攻撃力＋３０００"),
       special_by=first_by_effect_of(THEINEN), normal_summon=False, numbering=(1, 1, 2))


# ライオウ / Thunder King Rai-Oh: while it is face-up on the field, neither player adds cards from the deck to the hand
# but by drawing them. When the opponent would special summon exactly 1 monster (a summon that can be negated: by a
# procedure), send this face-up card to the graveyard: negate that summon and destroy the monster.
define(71564252,
       Effect(Kind.CONTINUOUS, no_searches=True,
              text_en="neither player may add cards from the deck to the hand, drawing aside",
              text_ja="どちらのプレイヤーも、ドローを除いてデッキのカードを手札に加えられない"),
       Effect(Kind.QUICK, negate_summon, condition=both(face_up_here, ONE_OPPONENT_SPECIAL),
              cost=SEND_SELF, negates_summon=True,
              text_en="send this card to the graveyard: negate the opponent's special summon of 1 monster and destroy "
                      "it",
              text_ja="フィールド上のこのカードを墓地へ送り、相手モンスター１体の特殊召喚を無効にし破壊する"))


# タロンズ・オブ・シュリーレン / Talons of Shurilane (first printed after the era: its only text). (1) In the opponent's
# turn (a quick effect from the hand), target another Fiend or Illusion monster you control: return it to the hand,
# and if you do, special summon this card. (2) When it battles a monster, neither is destroyed by that battle. (3) When
# the opponent activates an effect targeting a card of yours (a quick effect), with a target among the opponent's
# monsters: this card goes back from the field to the hand, and if it does, that monster is destroyed. (1) and (3):
# each once a turn for cards of its name.
TALONS = 74150658


def _talons_swap(res: Resolution) -> None:
    d, me = res.duel, res.card
    for t in res.targets():
        if t.zone is not Zone.MONSTERS:
            continue
        d.to_hand([t], res.cause)
        if t.zone is not Zone.MONSTERS and me.zone is Zone.HAND and me.oid == res.link.oid:
            summon(res, me)


def _targets_mine(ctx: Ctx) -> bool:
    d = ctx.duel
    link = answered_link(ctx)
    return link is not None and link.player != ctx.player and any(
        (d.cards[i].ctl if d.cards[i].on_field else d.cards[i].owner) == ctx.player for i, _ in link.targets)


def _talons_strike(res: Resolution) -> None:
    d, me = res.duel, res.card
    if me.zone is not Zone.MONSTERS or me.oid != res.link.oid:
        return
    d.to_hand([me], res.cause)
    if me.zone is not Zone.MONSTERS:  # it went back to the hand
        d.destroy([t for t in res.targets() if t.zone is Zone.MONSTERS], res.cause)


def _in_its_battle(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return (att is not None and att[2] >= 0 and ctx.card.zone is Zone.MONSTERS
            and ctx.card.idx in (att[0], att[2]) and c.idx in (att[0], att[2]))


define(TALONS,
       Effect(Kind.QUICK, _talons_swap, from_zone=Zone.HAND, once_per_name=True, asks=True,
              condition=lambda ctx: ctx.duel.tp != ctx.player,
              target=TargetSpec(side="own", face="up", where=lambda ctx, c: ctx.duel.race(c) in ("Fiend", "Illusion")
                                and not is_named(c, TALONS),
                                text_en="another Fiend or Illusion monster you control",
                                text_ja="自分の場の他の悪魔族・幻想魔族モンスター"),
              text_en="the opponent's turn: return the target to the hand and special summon this card from the hand",
              text_ja="相手ターン：対象を手札に戻す。戻した場合、手札のこのカードを特殊召喚する"),
       Effect(Kind.CONTINUOUS, affects=_in_its_battle, battle_proof=True,
              text_en="neither it nor the monster it battles is destroyed by that battle",
              text_ja="このカードとその戦闘相手は、その戦闘では破壊されない"),
       Effect(Kind.QUICK, _talons_strike, once_per_name=True, condition=_targets_mine,
              target=TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手のモンスター"),
              text_en="the opponent targets your card: return this card to the hand and destroy the target",
              text_ja="相手が自分のカードを対象に取る効果を発動した時：このカードを手札に戻し、相手の対象のモンスターを破壊する"))


# 六武衆－ヤリザ / The Six Samurai - Yariza: while you control a face-up 「六武衆」 monster of another name, it may
# attack directly; the 「六武衆」 destruction substitute (shared/six_samurai.py).
define(69025477, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx and another_samurai(ctx),
                        direct_attack=True,
                        text_en="while you control another Six Samurai monster: it may attack directly",
                        text_ja="自分フィールド上に他の「六武衆」がいる場合、直接攻撃できる"),
       SUBSTITUTE)


# 六武衆－ニサシ / The Six Samurai - Nisashi: while you control a face-up 「六武衆」 monster of another name, it may
# attack twice in each battle phase; the 「六武衆」 destruction substitute.
define(31904181, Effect(Kind.CONTINUOUS, affects=itself,
                        extra_attacks=lambda ctx, c: 1 if another_samurai(ctx) else 0,
                        text_en="while you control another Six Samurai monster: it may attack twice in a battle phase",
                        text_ja="自分の場に他の「六武衆」がいれば、同じバトルフェイズに２回まで攻撃できる"),
       SUBSTITUTE)


# 六武衆－ヤイチ / The Six Samurai - Yaichi and 六武衆－カモン / The Six Samurai - Kamon: once a turn, while you
# control a face-up 「六武衆」 monster of another name (on activation and at resolution), destroy a set (Yaichi) /
# face-up (Kamon) spell or trap card on the field; it cannot declare an attack the turn it uses this (so it is not
# used once it has attacked); the 「六武衆」 destruction substitute.
def _samurai_breaker(res: Resolution) -> None:
    if another_samurai(ctx_of(res)):
        destroy_targets(res)


def _samurai_breaker_def(face: str, en: str, ja: str) -> Effect:
    return Effect(Kind.IGNITION, _samurai_breaker, once_per_turn=True, no_attack_that_turn=True,
                  condition=lambda ctx: face_up_here(ctx) and another_samurai(ctx),
                  target=TargetSpec(zone=Zone.SPELLS, face=face, text_en=en, text_ja=ja),
                  text_en=f"while you control another Six Samurai monster: destroy {en} (no attack this turn)",
                  text_ja=f"自分フィールド上に他の「六武衆」がいる場合、{ja}１枚を破壊する（このターン攻撃宣言できない）")


define(64398890, _samurai_breaker_def("down", "a set spell or trap card", "セットされた魔法・罠カード"), SUBSTITUTE)
define(90397998, _samurai_breaker_def("up", "a face-up spell or trap card", "表側表示の魔法・罠カード"), SUBSTITUTE)


# 六武衆－イロウ / The Six Samurai - Irou: when it attacks a face-down defense position monster while you control a
# face-up 「六武衆」 monster of another name (at the start of the damage step and at resolution), that monster is
# destroyed face-down, with no damage calculation; the 「六武衆」 destruction substitute.
def _irou(res: Resolution) -> None:
    if another_samurai(ctx_of(res)):
        destroy_face_down_target(res)


define(27782503, Effect(T, _irou, does=Does.MONSTERS | Does.OPPONENTS | Does.SET_ONLY, trigger="damage_step_start",
                        when=attacks_face_down,
                        condition=another_samurai,
                        text_en="it attacks a face-down defense position monster while you control another Six "
                                "Samurai monster: destroy that monster without damage calculation",
                        text_ja="自分の場に他の「六武衆」がいれば、裏側守備表示のモンスターへの攻撃で、ダメージ計算をせず"
                                "攻撃対象を裏側のまま破壊する"),
       SUBSTITUTE)


# 六武衆－ザンジ / The Six Samurai - Zanji: at the end of the damage step of its attack, while you control a face-up
# 「六武衆」 monster of another name (then and at resolution), the monster it attacked is destroyed; the 「六武衆」
# destruction substitute.
def _zanji(res: Resolution) -> None:
    t = battle_opponent(res)
    if another_samurai(ctx_of(res)) and t is not None:
        res.duel.destroy([t], res.cause)


# the end of the damage step comes once the battle's destructions are carried out: the monster it attacked, if
# that battle destroyed it, is gone; destroyed by the battle itself, it is still activated (its text asks only that
# it attacked)
define(95519486, Effect(T, _zanji, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_end",
                        when=lambda ctx, ev: ev.amount >= 0 and battle_opponent(ctx) is not None,
                        condition=another_samurai,
                        text_en="while you control another Six Samurai monster: the monster it attacked is destroyed "
                                "at the end of the damage step",
                        text_ja="自分の場に他の「六武衆」がいれば、このカードの攻撃対象はダメージ"
                                "ステップの終わりに破壊される"),
       SUBSTITUTE)


# スレイブタイガー / Test Tiger: special summoned from the hand while you control a face-up 「剣闘獣」 monster;
# tribute it to return a targeted face-up 「剣闘獣」 monster you control to its owner's deck, then special summon a
# 「剣闘獣」 monster from your deck, that summon counting as made by a 「剣闘獣」 monster's effect.
TEST_TIGER = 92373006
counts_as_gladiator(TEST_TIGER)


def _test_tiger(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.to_deck([t], res.cause)
        if t.zone is Zone.DECK:
            summon_from_deck(TEST_TIGER)(res)


define(TEST_TIGER,
       Effect(Kind.PROCEDURE, condition=lambda ctx: any(
           c.face_up and is_gladiator_beast(c) for c in ctx.duel.monsters_of(ctx.player)),
              text_en="special summon from the hand while you control a face-up Gladiator Beast monster",
              text_ja="自分フィールド上に表側表示の「剣闘獣」がいる場合、手札から特殊召喚する"),
       Effect(Kind.IGNITION, _test_tiger, cost=TRIBUTE_SELF, asks=True,
              target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_gladiator_beast(c),
                                text_en="a face-up Gladiator Beast monster you control",
                                text_ja="自分フィールド上の表側表示の「剣闘獣」モンスター"),
              text_en="tribute this card: return the target to the deck, then special summon a Gladiator Beast "
                      "monster from your deck (as by a Gladiator Beast's effect)",
              text_ja="このカードを生け贄に捧げ、対象の「剣闘獣」をデッキに戻し、デッキから「剣闘獣」１体を特殊召喚する"
                      "（「剣闘獣」の効果で特殊召喚した扱い）"))


# トイ・ソルジャー / Toy Soldier (first printed in 2024: its only OCG text): it may be set from the hand in a spell &
# trap zone as a spell; set there and sent to the graveyard, you may special summon it; normal or special summoned,
# you may add a 「トイ・ボックス」 from your deck to your hand, or, while you control a 「トイ・ボックス」, a Level 4
# LIGHT monster instead (the second and third effects of cards of its name once a turn each). A face-down 「トイ・
# ボックス」 has no known name, so it does not count.
TOY_BOX = 24878656


def _toy_soldier_adds(ctx: Ctx | Resolution) -> Pred:
    box_here = any(c.face_up and is_named(c, TOY_BOX) for c in ctx.duel.field_cards(ctx.player))
    return lambda c: is_named(c, TOY_BOX) or (box_here and c.data.is_monster and c.data.level == 4
                                              and has_attribute(c, "LIGHT"))


def _toy_soldier_search(res: Resolution) -> None:
    search(res, _toy_soldier_adds(res))


define(65504487,
       *(Effect(T, revive_self_op, trigger=k, mandatory=False, once_per_name=True, asks=True, needs=room_for_itself,
                when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and ev.pos == int(Pos.SET)
                and ev.dst == int(Zone.GRAVE),
                text_en="set in a spell & trap zone and sent to the graveyard: special summon this card",
                text_ja="魔法＆罠カードゾーンにセットされた状態から墓地へ送られた場合：このカードを特殊召喚する")
         for k in TO_GRAVE_KINDS),
       *(Effect(T, _toy_soldier_search, trigger=k, mandatory=False, once_per_name=True, asks=True,
                needs=lambda ctx: deck_has(_toy_soldier_adds(ctx))(ctx),
                when=lambda ctx, ev: ev.detail != "flip",
                text_en="normal or special summoned: add a Toy Box (or, with one on your field, a Level 4 LIGHT "
                        "monster) from your deck to your hand",
                text_ja="召喚・特殊召喚した場合、デッキから「トイ・ボックス」（自分フィールドに「トイ・ボックス」が"
                        "ある場合は光属性・レベル４モンスターでもよい）１枚を手札に加える")
         for k in ("summoned", "special_summoned")),
       numbering=(2, 2, 2, 3, 3), sets_as_spell=True)


# 小天使テルス / Tellus the Little Angel (first printed in 2021: its only OCG text): sent from the monster zone to the
# graveyard, you may special summon a 「テルスの羽トークン」; while you control one, banish it from your graveyard
# with a spell card of your hand to special summon 2 of them, and from that activation on (negated or not) for the
# rest of the turn you can special summon only from the hand (each effect of cards of its name once a turn).
TELLUS_WING = CardData(19280590, "テルスの羽トークン", "Tellus Wing Token", "monster", frozenset({"token", "normal"}),
                       "LIGHT", "Fairy", 1, 0, 0)


def _wings(res: Resolution, n: int) -> None:
    summon_tokens(res, TELLUS_WING, n, ask=ask_face_up)


_WING_OK = makes_token(TELLUS_WING)


def _one_wing(res: Resolution) -> None:
    _wings(res, 1)


def _tellus_wings(res: Resolution) -> None:
    _wings(res, 2)


define(19280589,
       *(Effect(T, _one_wing, trigger=k, when=field_to_grave, mandatory=False, once_per_name=True,
                asks=True, needs=lambda ctx: room(ctx) and _WING_OK(ctx),
                text_en="sent from the monster zone to the graveyard: special summon a Tellus Wing Token",
                text_ja="モンスターゾーンから墓地へ送られた場合：「テルスの羽トークン」を１体特殊召喚する")
         for k in TO_GRAVE_KINDS),
       Effect(Kind.IGNITION, _tellus_wings, from_zone=Zone.GRAVE, once_per_name=True, asks=True,
              turn_ban=("special_summon_but_from_hand",),
              cost=Cost(self_to="banish", hand_send=1, hand_to="banish", hand_filter=lambda ctx, c: c.data.is_spell),
              condition=lambda ctx: any(is_named(m, TELLUS_WING.passcode)
                                        for m in ctx.duel.monsters_of(ctx.player)),
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2 and _WING_OK(ctx),
              text_en="while you control a Tellus Wing Token: banish this card from your graveyard and a spell card "
                      "from your hand to special summon 2 Tellus Wing Tokens; then only special summons from the "
                      "hand this turn",
              text_ja="自分の場に「テルスの羽トークン」があれば、墓地のこのカードと手札の魔法１枚を除外する："
                      "「テルスの羽トークン」を２体特殊召喚。このターン、以後の特殊召喚は手札からのみ"),
       numbering=(1, 1, 1, 2))


# テュアラティン / Tualatin (the era's text): in the opponent's battle phase, once battles have destroyed and sent
# to the graveyard every monster (2 or more) you controlled as that battle phase began, you may special
# summon it from your hand; so summoned, declare an Attribute: every face-up monster of it is destroyed, then while
# this card is face-up on the field the opponent cannot summon or special summon monsters of it.
def _all_fallen(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    mine = d.battle_start_monsters[ctx.player]
    return (d.tp != ctx.player and d.phase.startswith("battle") and ev.cause.reason is Reason.BATTLE
            and len(mine) >= 2 and any(i == ev.card for i, _ in mine)
            and ev.dst == int(Zone.GRAVE)
            and all(i == ev.card or destroyed_this_turn(d, d.cards[i]) for i, _ in mine))


def _tualatin_wrath(res: Resolution) -> None:
    d, me, c = res.duel, res.player, res.card
    attribute = res.link.declared
    d.destroy([m for p in (0, 1) for m in d.monsters_of(p) if m.face_up and has_attribute(m, attribute)], res.cause)
    if c.zone is not Zone.MONSTERS or not c.face_up or c.oid != res.link.oid:
        return
    d.next_thing()
    ref, since = (c.idx, c.oid), d.stamp_of(c)

    # only while it stays face-up from now: turned face-down and face-up again, it no longer bans anything
    def banned(ctx: Ctx, player: int, monster: CardData, how: str, gone: frozenset[int], onto: int) -> bool:
        t = ctx.duel.cards[ref[0]]
        return (player != me and how in ("summon", "special_summon") and monster.attribute == attribute
                and t.oid == ref[1] and t.face_up and ctx.duel.stamp_of(t) == since)

    d.linger(c, me, Effect(Kind.CONTINUOUS, locks_summons=banned,
                           text_en=f"the opponent cannot summon {attribute} monsters",
                           text_ja=f"相手は{attribute}属性モンスターを召喚・特殊召喚できない"),
             res.cause, turns=None, while_there=c)


define(27769400,
       Effect(T, summon_self_op, trigger="destroyed", self_trigger=False, from_zone=Zone.HAND, when=_all_fallen,
              mandatory=False, misses_timing=True, asks=True, needs=room_for_itself,
              text_en="in the opponent's battle phase, when all your monsters (2 or more) from its start were "
                      "destroyed by battle: special summon this card from your hand",
              text_ja="相手のバトルフェイズ開始時にいた自分のモンスター（２体以上）が、そのバトルフェイズ中に全て戦闘で破壊され"
                      "墓地へ送られた時：手札のこのカードを特殊召喚する"),
       Effect(T, _tualatin_wrath, does=Does.MONSTERS, trigger="special_summoned", declare=ATTRIBUTES,
              when=lambda ctx, ev: (ev.cause.card, ev.cause.effect) == (ctx.card.idx, 1)
              and ev.cause.reason is Reason.EFFECT,
              text_en="summoned so: declare an Attribute, destroy every face-up monster of it; the opponent cannot "
                      "summon monsters of it while this card is face-up",
              text_ja="この方法で特殊召喚された場合：属性を１つ宣言し、その属性の表側表示モンスターを全て破壊する。"
                      "その後、このカードが表側表示で存在する限り、相手はその属性のモンスターを召喚・特殊召喚できない"),
       numbering=(1, 1))

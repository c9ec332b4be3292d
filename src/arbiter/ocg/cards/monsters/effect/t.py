"""The effect monsters whose English name begins with T."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    DISCARD_SELF,
    SILENCES,
    TRIBUTE_SELF,
    battle_to_grave,
    can_special_summon,
    ctx_of,
    destroy_itself,
    face_up_here,
    itself,
    room,
)
from arbiter.ocg.cards.shared.archfiends import archfiend, is_archfiend
from arbiter.ocg.cards.shared.battle_flips import negates_flips_it_destroys
from arbiter.ocg.cards.shared.coins import TIME_WIZARD_RIGHT, call_coin
from arbiter.ocg.cards.shared.destruction import destroy_all_of
from arbiter.ocg.cards.shared.discard import DECLARABLE_TYPES, discard_random
from arbiter.ocg.cards.shared.draw import battle_damage_draw, draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import itself_in_battle_phase_of, summon_named_from
from arbiter.ocg.cards.shared.events import (
    by_opponents_effect,
    destroyed_by_me,
    own_phase,
    phase_of,
    to_grave_from_field,
    tribute_summoned,
)
from arbiter.ocg.cards.shared.notes import fates, mark, marker, note
from arbiter.ocg.cards.shared.recruiters import battle_recruiter, deck_monsters_that
from arbiter.ocg.cards.shared.resolving import ask_many
from arbiter.ocg.cards.shared.revival import grave_phase_trigger, in_end_phase_of, revive_self, revive_self_op
from arbiter.ocg.cards.shared.search import battle_destroyed_search, deck_has, named
from arbiter.ocg.cards.shared.special_summons import summon, summon_target
from arbiter.ocg.cards.shared.stats import banished, stats_from
from arbiter.ocg.cards.shared.to_hand_and_deck import battle_dead, return_to_hand, self_to_hand
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.cards.shared.umi import SPELL_PROOF_UNDER_UMI, itself_under_umi
from arbiter.ocg.cards.shared.zones import grave_of, pile_of
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import never, not_from

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel

define(38479725, doubles("EARTH"))  # トロイホース / The Trojan Horse


# 融合呪印生物－光／闇／地 / The Light, Dark, Earth - Hex-Sealed Fusion: tribute this card and the other
# materials of a fusion monster of the card's attribute, this card standing in for any one of them (the
# cost, `Cost.fusion_tribute`); special summon from the fusion deck a fusion monster of that attribute whose
# materials are the monsters tributed (not a fusion summon on the page).
def _hex_sealed(attribute: str) -> Effect:
    def fits(ctx: Ctx, c: Card) -> bool:
        return has_attribute(c, attribute)

    def op(res: Resolution) -> None:
        d = res.duel
        mats = [d.cards[i] for i in res.link.cost_cards]
        fusions = [f for f in fusion.fusion_deck(d, res.player)
                   if f.data.attribute == attribute and fusion.made_of(f, mats, res.card)]
        if fusions and d.free_slots(res.player, Zone.MONSTERS) > 0:
            d.special_summon(res.ask_cards(fusions, "fusion"), res.player, fusion.ask_position(res), res.cause)

    return Effect(Kind.IGNITION, op, condition=face_up_here, cost=Cost(fusion_tribute=fits), asks=True,
                  text_en=f"tribute materials including this card; special summon a {attribute} fusion monster",
                  text_ja="このカードを含む融合素材を生け贄に捧げ、融合モンスター１体を特殊召喚する")


define(15717011, _hex_sealed("LIGHT"))
define(52101615, _hex_sealed("DARK"))
define(88696724, _hex_sealed("EARTH"))

# Material substitutes: each may stand in for any one fusion material a fusion monster names, the other
# materials being the right ones; a property of the card that uses no chain (R004-175: 「心眼の女神」).
# 心眼の女神 / Goddess with the Third Eye, イリュージョン・シープ / Mystical Sheep #1, 破壊神 ヴァサーゴ /
# Versago the Destroyer, 沼地の魔獣王 / Beastking of the Swamps, and the three 融合呪印生物.
fusion.substitute(15717011, 52101615, 88696724)


# 時の魔術師 / Time Wizard: ignition; call a coin: right destroys every monster the opponent controls;
# wrong destroys every monster you control, and you take half the total ATK of the face-up ones
# destroyed. A right call is remembered on the card with the moment it happened (「黒衣の大賢者」 answers it).
def _time_wizard(res: Resolution) -> None:
    d = res.duel
    if call_coin(res):
        mark(d, TIME_WIZARD_RIGHT, res.card, d.serial)
        destroy_all_of(res, res.opponent)
        return
    mine = d.monsters_of(res.player)
    atk = {c.idx: d.atk(c) if c.face_up else 0 for c in mine}
    gone = d.destroy(mine, res.cause)
    d.damage(res.player, sum(atk[c.idx] for c in gone) // 2, res.cause)


define(71625222, Effect(Kind.IGNITION, _time_wizard, once_per_turn=True, condition=face_up_here, asks=True,
                        does=Does.MONSTERS,
                        text_en="call a coin: right destroys the opponent's monsters; wrong destroys yours "
                                "and you take half their total ATK",
                        text_ja="コインの裏表を当てる：当たりで相手モンスター全破壊、ハズレで自分のモンスター全破壊し"
                                "攻撃力合計の半分のダメージ"))


# ジェノサイドキングデーモン / Terrorking Archfiend: the dice Archfiends' cost and die; it is normal or flip
# summoned only while its controller has a face-up 「デーモン」 monster; the effects of the effect monsters it
# destroys by battle are negated.
def _archfiend_here(d: Duel, c: Card) -> bool:
    """A face-up 「デーモン」 monster is on its controller's field (what its normal and flip summons need)."""
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
                        text_ja="相手ターン終了時に表側表示で存在し手札が０枚の場合、次の自分スタンバイフェイズに"
                                "１枚ドローする"))

THUNDER_DRAGON = 31786629


# サンダー・ドラゴン / Thunder Dragon: discard this card: add up to 2 「サンダー・ドラゴン」 from the deck.
def _thunder_dragon(res: Resolution) -> None:
    d = res.duel
    found = pile_of(res, res.player, Zone.DECK, named(THUNDER_DRAGON))
    d.to_hand(ask_many(res, found)[:2], res.cause)
    d.next_thing()  # "then shuffle" is a step of the effect (★ R004-099, reading (a))
    d.shuffle_deck(res.player)


define(THUNDER_DRAGON, Effect(Kind.IGNITION, _thunder_dragon, from_zone=Zone.HAND, cost=DISCARD_SELF, asks=True,
                              needs=deck_has(named(THUNDER_DRAGON)),
                              text_en="discard this card: add up to 2 Thunder Dragon from the deck",
                              text_ja="このカードを捨て、デッキから「サンダー・ドラゴン」を２体まで手札に加える"))

battle_destroyed_search(10456559, named(10456559), "destroyed by battle: add any number of T.A.D.P.O.L.E.",
                        "戦闘で破壊された時、「悪魂邪苦止」を任意の数手札に加える", many=True)


# エンド・オブ・アヌビス / The End of Anubis (R004-001.01): while it is face-up on the field, effects that
# target a card in a graveyard, and effects activated in a graveyard, are negated: each such chain link is
# negated as it resolves while this card is there, whenever it was added (a `Ward` over links). Every effect
# either kind of text describes is activated, so a chain link carries it.
def _aims_at_graves(ctx: Ctx, link: ChainLink) -> bool:
    d = ctx.duel
    return ctx.card.zone is Zone.MONSTERS and (
        d.link_effect(link).from_zone is Zone.GRAVE
        or any(d.cards[i].zone is Zone.GRAVE and d.cards[i].oid == oid for i, oid in link.targets))


define(65403020, Effect(Kind.CONTINUOUS, ward=Ward(("spell", "trap", "monster"), links=_aims_at_graves),
                        text_en="effects that target a card in a graveyard or are activated there are negated",
                        text_ja="墓地のカードを対象とする効果及び墓地で発動した効果は無効化される"))

# 邪悪なるワーム・ビースト / The Wicked Worm Beast: in your end phase, this face-up card returns to its
# owner's hand.
define(6285791, Effect(T, self_to_hand, trigger="phase", self_trigger=False, when=phase_of("end"),
                       text_en="your end phase: return this card to its owner's hand",
                       text_ja="自分のエンドフェイズにこのカードを持ち主の手札に戻す"))


# 慈悲深き修道女 / The Forgiving Maiden: tribute this card (the cost): return 1 monster that was destroyed by
# battle and sent to your graveyard this turn to your hand.
def _maiden(res: Resolution) -> None:
    d = res.duel
    cands = grave_of(d, res.player, lambda c: battle_dead(ctx_of(res), c))
    if cands:
        return_to_hand(d, [res.ask_cards(cands)], res.cause)


define(84080938, Effect(Kind.IGNITION, _maiden, asks=True, cost=Cost(self_to="tribute"),
                        needs=lambda ctx: bool(grave_of(ctx.duel, ctx.player, lambda c: battle_dead(ctx, c))),
                        text_en="tribute this card: return a monster destroyed by battle this turn to your hand",
                        text_ja="このカードを生け贄に捧げ、このターン戦闘で破壊され墓地へ送られたモンスターを手札に戻す"))


# ドル・ドラ / Twin-Headed Behemoth: in the end phase of the turn it was destroyed on the field and sent to the
# graveyard, you may special summon it with 1000 ATK and DEF. Once per duel.
def _behemoth(res: Resolution) -> None:
    c = res.card
    if revive_self(res):
        note(ctx_of(res), "behemoth_used", c)
        res.duel.boost(c, 1000 - (c.data.atk or 0), 1000 - (c.data.def_ or 0), res.cause, until_end=False)


def _behemoth_when(ctx: Ctx, ev: Event) -> bool:
    used = any(n.tag == "behemoth_used" and n.card == ctx.card.idx for n in fates(ctx.duel))
    return not used and in_end_phase_of("destroyed")(ctx, ev)


define(43586926,
       grave_phase_trigger(_behemoth_when, _behemoth, "special summon this card with 1000 ATK and DEF",
                            "このカードを攻撃力・守備力１０００で特殊召喚する", mandatory=False),
       marker("destroyed", "destroyed", lambda ctx, ev: to_grave_from_field(ev)))


# トイ・マジシャン / Toy Magician: it may be set from the hand in a spell & trap zone as a spell. Set there and
# destroyed by an opponent's card effect (so sent to the graveyard), it is special summoned in that turn's end
# phase (R004-054.11). When it is flip summoned, destroy spells and traps on the field, as many as there are
# face-up 「トイ・マジシャン」 on the field.
TOY_MAGICIAN = 58132856


def _set_as_spell_destroyed(ctx: Ctx, ev: Event) -> bool:
    return by_opponents_effect(ctx, ev) and ev.src == int(Zone.SPELLS) and ev.pos == int(Pos.SET)


def _toy_flip(res: Resolution) -> None:
    d = res.duel
    n = sum(1 for p in (0, 1) for m in d.monsters_of(p) if m.face_up and m.data.passcode == TOY_MAGICIAN)
    chosen: list[Card] = []
    for _ in range(n):
        left = [d.cards[i] for p in (0, 1) for i in (*d.players[p].spells, d.players[p].field)
                if i >= 0 and d.cards[i] not in chosen]
        if not left:
            break
        chosen.append(res.ask_cards(left, "destroy"))
    d.destroy(chosen, res.cause)


define(TOY_MAGICIAN,
       grave_phase_trigger(in_end_phase_of("set_spell_destroyed"), revive_self_op, "special summon this card",
                            "このカードを特殊召喚する"),
       Effect(T, _toy_flip, trigger="summoned", when=lambda ctx, ev: ev.detail == "flip", asks=True,
              text_en="destroy as many spells/traps on the field as there are face-up Toy Magicians",
              text_ja="表側表示の「トイ・マジシャン」の数だけフィールドの魔法・罠カードを破壊する"),
       marker("destroyed", "set_spell_destroyed", _set_as_spell_destroyed),
       sets_as_spell=True)


# 黄泉ガエル / Treeborn Frog: in your standby phase, in the graveyard, while you control no spell or trap card
# and no face-up 「黄泉ガエル」, you may special summon it (R004-062: with 「生還の宝札」 on your field it never
# activates).
def _no_spells_traps(ctx: Ctx) -> bool:
    pl = ctx.duel.players[ctx.player]
    return not pl.cards_in(Zone.SPELLS) and pl.field < 0


def _frog_when(ctx: Ctx, ev: Event) -> bool:
    return own_phase("standby")(ctx, ev) and _no_spells_traps(ctx) and not any(
        c.face_up and c.data.passcode == 12538374 for c in ctx.duel.monsters_of(ctx.player))


def _frog(res: Resolution) -> None:
    if _no_spells_traps(ctx_of(res)):
        revive_self(res)


define(12538374, Effect(T, _frog, trigger="phase", when=_frog_when, self_trigger=False, from_zone=Zone.GRAVE,
                        mandatory=False, needs=lambda ctx: room(ctx) and _no_spells_traps(ctx), asks=True,
                        text_en="special summon this card", text_ja="このカードを特殊召喚する"))

# 伝説のフィッシャーマン / The Legendary Fisherman: while 「海」 is on the field, it is unaffected by spell
# effects on the field, and the opponent cannot choose it as an attack target (R000-035).
define(3643300, SPELL_PROOF_UNDER_UMI,
       Effect(Kind.CONTINUOUS, forbids=("be_attacked",), affects=itself_under_umi,
              text_en="while Umi is on the field, it cannot be attacked",
              text_ja="「海」がフィールド上に存在する限り、このカードは攻撃対象に選択されない"))


# 炎帝テスタロス / Thestalos the Firestorm Monarch: when tribute summoned, the opponent discards 1 at random;
# if it is a monster, they take 100 damage per its level.
def _thestalos(res: Resolution) -> None:
    for c in discard_random(res, res.opponent, 1):
        if c.data.is_monster:
            res.duel.damage(res.opponent, 100 * (c.data.level or 0), res.cause)


define(26205777, Effect(T, _thestalos, trigger="summoned", when=tribute_summoned,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
                        text_en="the opponent discards 1 at random; a monster: 100 damage per level",
                        text_ja="相手の手札をランダムに１枚捨て、モンスターならレベル×１００ダメージ"))


# 同族感染ウィルス / Tribe-Infecting Virus: discard 1 card (the cost) and declare a type: destroy every face-up
# monster of that type on the field.
def _tribe_virus(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and d.race(c) == res.link.declared],
              res.cause)


define(33184167, Effect(Kind.IGNITION, _tribe_virus, cost=Cost(discard=1), declare=DECLARABLE_TYPES,
                        condition=lambda ctx: ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
                        text_en="destroy every face-up monster of the declared type",
                        text_ja="宣言した種族の表側表示モンスターを全て破壊する"))


# 創世神 / The Creator: once a turn: send 1 card from your hand to the graveyard (the cost) and special
# summon 1 targeted monster from your graveyard.
def _creator(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(t, res.player, ask_position(res), res.cause)


define(61505339, Effect(Kind.IGNITION, _creator, once_per_turn=True, asks=True, cost=Cost(hand_send=1),
                        condition=face_up_here,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_monster,
                                          text_en="a monster in your graveyard", text_ja="自分の墓地のモンスター"),
                        text_en="send 1 card from your hand to the graveyard: special summon the target",
                        text_ja="手札を１枚墓地へ送り、対象を特殊召喚する"),
       special_by=not_from(Zone.GRAVE))

# ＴＨＥ トリッキー / The Tricky (★ R004-133): special summoned from the hand by discarding 1 card. The page
# stars the reading that the discard is a condition of the summon, not an activation cost; either way
# nothing is activated (no chain, R004-175) and the discard is not an effect's, so a discarded Dark World
# monster does not activate (R004-137). The engine pays it as the procedure's cost, which has the same effect.
define(14778250, Effect(Kind.PROCEDURE, cost=Cost(discard=1), text_en="special summon by discarding 1 card",
                        text_ja="手札を１枚捨てて特殊召喚する"))


# 邪神アバター / The Wicked Avatar: when it is normal summoned, the opponent cannot activate spell and trap
# cards for 2 turns counted in the opponent's turns (R004-127.02, R004-129: summoned in your turn, that is
# until the end of the opponent's 2nd turn after it). ATK/DEF = the highest ATK among the other face-up
# monsters on the field (other than "The Wicked Avatar") + 100; with none, 100. Its normal summon needs 3
# tributes, like the other Wicked Gods'. It cannot be special summoned (`special_by=never`).
def _avatar(ctx: Ctx) -> int:
    d = ctx.duel
    others = [d.atk(m) for p in (0, 1) for m in d.monsters_of(p)
              if m.face_up and m.data.passcode != 21208154]
    return max(others, default=0) + 100


def _avatar_lock(res: Resolution) -> None:
    d = res.duel
    opp = res.opponent

    def locked(ctx: Ctx, c: Card) -> bool:
        return c.data.kind in ("spell", "trap") and (c.ctl if c.on_field else c.owner) == opp

    # counted in the opponent's turns: their next two turns, with this player's turn between them
    turns = 4 if d.tp == res.player else 3
    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, forbids=("activate",), affects=locked,
                                          text_en="the opponent cannot activate spell and trap cards",
                                          text_ja="相手は魔法・罠カードを発動できない"), res.cause, turns)


define(21208154,
       Effect(Kind.TRIGGER, _avatar_lock, trigger="summoned",
              text_en="summoned: the opponent cannot activate spell and trap cards for 2 of their turns",
              text_ja="召喚に成功した時、相手ターンで数えて２ターンの間、相手は魔法・罠カードを発動できない"),
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
       Effect(Kind.TRIGGER, _destroy_field, trigger="destroyed", when=lambda ctx, ev: ev.dst == int(Zone.GRAVE),
              text_en="destroy all cards on the field", text_ja="フィールドのカードを全て破壊する"),
       tributes=3,
       special_by=never)


# ディノインフィニティ / Tyranno Infinity: original ATK = 1000 x your banished Dinosaur-type monsters.
def _dino(d: Duel, c: Card) -> int:
    return 1000 * banished(d, c.ctl, "Dinosaur")


define(83235263, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _dino(ctx.duel, c),
                        text_en="original ATK: 1000 x your banished Dinosaurs",
                        text_ja="元々の攻撃力は除外されている自分の恐竜族×１０００"), original_atk=_dino)

# スレイブ・エイプ / Test Ape: destroyed by battle and sent to the graveyard, it may special summon a Level 4 or lower
# 「剣闘獣」 monster from the deck.
define(3030892, battle_recruiter(lambda c: c.data.name_ja.startswith("剣闘獣") and (c.data.level or 0) <= 4,
                                  "special summon a Level 4 or lower Gladiator Beast monster from the deck",
                                  "デッキからレベル４以下の「剣闘獣」モンスター１体を特殊召喚する"))


# 軍隊竜 / Troop Dragon: destroyed by battle and sent to the graveyard, it special summons a 「軍隊竜」 from the deck
# (mandatory; the position is its player's choice).
TROOP_DRAGON = 55013285


def _troop(res: Resolution) -> None:
    found = deck_monsters_that(res, lambda c: c.data.passcode == TROOP_DRAGON)
    if found and res.duel.free_slots(res.player, Zone.MONSTERS):
        summon(res, res.ask_cards(found))
    res.duel.shuffle_deck(res.player)


define(TROOP_DRAGON, Effect(T, _troop, trigger="destroyed", when=battle_to_grave, asks=True,
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
define(41589166, Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=lambda ctx, c, src, p: src.data.kind == "trap",
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
                        text_ja="自分の手札と魔法＆罠ゾーンにカードが存在しない場合、攻撃力１５００アップ"))


# ザ・カリキュレーター / The Calculator: its ATK is 300 x the Levels of the face-up monsters its controller controls.
def _calculated(ctx: Ctx, c: Card) -> int:
    return 300 * sum(ctx.duel.level(m) for m in ctx.duel.monsters_of(c.ctl) if m.face_up)


define(51196174, Effect(Kind.CONTINUOUS, affects=itself, atk=_calculated,
                        text_en="ATK: 300 x the Levels of your face-up monsters",
                        text_ja="攻撃力は自分フィールドの表側表示モンスターのレベルの合計×３００"))

# 創造の代行者 ヴィーナス / The Agent of Creation - Venus: pay 500 LP (the cost): special summon a 「神聖なる球体」
# from your hand or deck (no limit a turn).
_shine_ball_room, _venus = summon_named_from(39552864, Zone.HAND, Zone.DECK)

define(64734921, Effect(Kind.IGNITION, _venus, condition=face_up_here, cost=Cost(lp=500), asks=True,
                        needs=_shine_ball_room,
                        text_en="pay 500 LP: special summon a Mystical Shine Ball from your hand or deck",
                        text_ja="５００ライフポイントを払い、手札・デッキから「神聖なる球体」１体を特殊召喚する"))

# 創世者の化身 / The Creator Incarnate: tribute this card (the cost): special summon a 「創世神」 from your hand.
_, _incarnate = summon_named_from(61505339, Zone.HAND)

define(97093037, Effect(Kind.IGNITION, _incarnate, condition=face_up_here, cost=TRIBUTE_SELF, asks=True,
                        needs=lambda ctx: any(ctx.duel.cards[i].data.passcode == 61505339
                                          for i in ctx.duel.players[ctx.player].hand),
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
                                           "自分フィールドに他の悪魔族がいる限り、このカードが戦闘で破壊したリバース効果"
                                           "モンスターの効果は無効化される"))


# 雷電娘々 / Thunder Nyan Nyan: destroyed at once (no chain link) while its controller has a face-up monster that
# is not LIGHT.
def _only_light(ctx: Ctx) -> bool:
    return all(has_attribute(c, "LIGHT") for c in ctx.duel.monsters_of(ctx.player) if c.face_up)


define(70797118, Effect(Kind.CONTINUOUS, destroyed_unless=_only_light,
                        text_en="destroyed while you control a face-up non-LIGHT monster",
                        text_ja="自分フィールドに光属性以外の表側表示モンスターが存在する場合、このカードを破壊する"))


# タイム・イーター / Timeater: when it destroys an opponent's monster by battle, the opponent skips the main phase 1
# of their next turn.
def _skip_main1(res: Resolution) -> None:
    d = res.duel
    d.skip_phase(res.opponent, "main1", d.next_turn_of(res.opponent), res.cause)


define(44913552, Effect(T, _skip_main1, trigger="destroyed", self_trigger=False, when=destroyed_by_me,
                        text_en="destroyed a monster by battle: the opponent skips their next main phase 1",
                        text_ja="戦闘で破壊した時、相手の次のメインフェイズ１をスキップする"))


# 針千本 / 針二千本 / Thousand Needles, Two Thousand Needles: attacked in defense position by a monster whose ATK is
# lower than its DEF, it destroys the attacker at the end of the damage step.
def _needled(ctx: Ctx, ev: Event) -> bool:
    d, me = ctx.duel, ctx.card
    attacker = d.cards[ev.card]
    return (ev.amount == me.idx and me.zone is Zone.MONSTERS and me.pos is Pos.DEFENSE
            and attacker.zone is Zone.MONSTERS and d.atk(attacker) < d.defense(me))


def _destroy_attacker(res: Resolution) -> None:
    attacker = res.duel.cards[res.link.events[0].card]
    if attacker.zone is Zone.MONSTERS:
        res.duel.destroy([attacker], res.cause)


for _needles in (33977496, 83228073):
    define(_needles, Effect(T, _destroy_attacker, trigger="damage_step_end", self_trigger=False, when=_needled,
                            text_en="attacked in defense position by a weaker monster: destroy the attacker",
                            text_ja="守備表示のこのカードを攻撃したモンスターの攻撃力が守備力より低い場合、"
                                    "ダメージステップ終了時に攻撃モンスターを破壊する"))


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
# special summon a targeted DARK monster from your graveyard.
def _dark(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "DARK")


define(92719314, Effect(Kind.IGNITION, summon_target, once_per_turn=True, asks=True,
                        cost=Cost(banish_grave=1, banish_filter=_dark),
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: _dark(ctx, c)
                                          and can_special_summon(ctx, c),
                                          text_en="a DARK monster in your graveyard",
                                          text_ja="自分の墓地の闇属性モンスター"),
                        text_en="banish a DARK monster from your graveyard: special summon the target",
                        text_ja="自分の墓地の闇属性モンスター１体を除外し、対象を特殊召喚する"),
       Effect(Kind.PROCEDURE, condition=lambda ctx: not ctx.duel.monsters_of(ctx.player)
              and len(grave_of(ctx.duel, ctx.player, lambda c: _dark(ctx, c))) >= 5,
              text_en="special summon while you control no monsters and have 5 DARK monsters in your graveyard",
              text_ja="自分フィールドにモンスターが存在せず、自分の墓地に闇属性モンスターが５体以上の場合、特殊召喚できる"))

"""The normal spell cards whose English name begins with M."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    FOREVER,
    REVIVABLE,
    SPELL_COUNTER,
    TOON_WORLD,
    both,
    can_special_summon,
    ctx_of,
    room,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import your_monsters_cannot_attack
from arbiter.ocg.cards.shared.banishing import targets_to_grave
from arbiter.ocg.cards.shared.burn import burn
from arbiter.ocg.cards.shared.card_kinds import is_hero, is_spell_card
from arbiter.ocg.cards.shared.destruction import destroy_opponents_cards
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.fusion import fusion_spell
from arbiter.ocg.cards.shared.life_points import gain_spell
from arbiter.ocg.cards.shared.resolving import ask_many
from arbiter.ocg.cards.shared.search import deck_searched, summon_room, turn_up_until_summonable
from arbiter.ocg.cards.shared.special_summons import (
    summon,
    summon_all,
    summon_one_of,
    summon_picked,
    summon_target,
    summonable,
    summonable_now,
    tributed_level,
)
from arbiter.ocg.cards.shared.stats import half_up, original_atk
from arbiter.ocg.cards.shared.targets import OPP_MONSTER, grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand
from arbiter.ocg.cards.shared.tokens import makes_token, summon_tokens
from arbiter.ocg.cards.shared.zones import cards_in_hand, deck_of, hand_of, opponent_controls_a_card
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Worded
from arbiter.ocg.names import is_named, name_includes, same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

# ミラクル・フュージョン / Miracle Fusion: fusion summon an Elemental HERO fusion monster by banishing its
# materials from your field or graveyard.
define(45906428, fusion_spell(lambda c: is_hero(c), fusion.field_and_grave, "banish",
                              "fusion summon an Elemental HERO by banishing materials from your field or graveyard",
                              "自分のフィールド・墓地の融合素材を除外し「Ｅ・ＨＥＲＯ」を融合召喚する"))

A = Kind.ACTIVATE


# 打ち出の小槌 / Magical Mallet: return cards of your choice (any number) from your hand to the deck, shuffle, then
# draw that many. It acts on its player alone, so it designates that player (`targets_player`): moved by 「精霊の鏡」,
# the other player returns and draws.
def _mallet(res: Resolution) -> None:
    d, who = res.duel, res.target_player
    chosen = ask_many(res, hand_of(res, who), player=who)
    if chosen:
        d.to_deck(chosen, res.cause)
        d.draw(who, len(chosen), res.cause)


define(85852291, Effect(A, _mallet, asks=True, needs=may_draw("self"), targets_player="own",
                        text_en="return any number of hand cards to the deck and shuffle; draw that many",
                        text_ja="手札を好きな枚数デッキに戻してシャッフルし、その枚数分ドローする"))

# モウヤンのカレー / Mooyan Curry: gain 200. ブルー・ポーション / Blue Medicine: 400. レッド・ポーション /
# Red Medicine: 500. ゴブリンの秘薬 / Goblin's Secret Remedy: 600. 天使の生き血 / Soul of the Pure: 800.
# 治療の神 ディアン・ケト / Dian Keto the Cure Master: 1000. 恵みの雨 / Rain of Mercy: both players 1000.
# ギフトカード / Gift Card: the opponent gains 3000.
gain_spell(58074572, 200)


# 精神操作 / Mind Control: take control of a targeted monster the opponent controls until the end phase;
# while it is controlled so it can neither attack nor be tributed. The restriction goes with that control, which
# a turn face-down does not end: it is left in place for the monster object while this card's player controls it
# (a lingering effect), not applied to the face-up card (which turning face-down would reset).
def _mind_controlled(c: Card, me: int) -> Effect:
    ref = (c.idx, c.oid)
    return Effect(Kind.CONTINUOUS, forbids=("attack", "be_tributed"),
                  affects=lambda ctx, m: (m.idx, m.oid) == ref and m.ctl == me and m.zone is Zone.MONSTERS,
                  text_en="the monster taken cannot attack or be tributed",
                  text_ja="攻撃宣言できず、生け贄にもできない")


def _mind_control(res: Resolution) -> None:
    for c in res.targets():
        if res.duel.take_control(c, res.player, res.cause, until_end=True):
            res.duel.linger(res.card, res.player, _mind_controlled(c, res.player), res.cause, while_there=c)


define(37520316, Effect(A, _mind_control, target=OPP_MONSTER, needs=room,
                        text_en="take control of the target until the end phase; it cannot attack or be tributed",
                        text_ja="エンドフェイズまで対象のコントロールを得る。それは攻撃宣言できず、生け贄にもできない"))

# 死者転生 / Monster Reincarnation: discard 1 card (the cost): add 1 targeted monster from your graveyard.
define(74848038, Effect(A, targets_to_hand, cost=Cost(discard=1),
                        target=grave_spec(lambda c: c.data.is_monster, en="a monster in your graveyard",
                                          ja="自分の墓地のモンスター"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))

# 魔法石の採掘 / Magical Stone Excavation: discard 2 cards (the cost): add 1 targeted spell card from your
# graveyard to your hand.
define(98494543, Effect(A, targets_to_hand, cost=Cost(discard=2),
                        target=grave_spec(is_spell_card, en="a spell card in your graveyard",
                                          ja="自分の墓地の魔法カード"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))

C = Kind.CONTINUOUS

# デス・メテオ / Meteor of Destruction: 1000 damage to the opponent; it cannot be activated while the opponent has 3000
# LP or less.
define(33767325, Effect(A, burn(1000), targets_player="opp",
                        condition=lambda ctx: ctx.duel.players[ctx.opponent].lp > 3000,
                        text_en="1000 damage to the opponent (only while they have more than 3000 LP)",
                        text_ja="相手に１０００ダメージ（相手のライフが３０００以下なら発動できない）"))

# アリの増殖 / Multiplication of Ants: tribute 1 Insect monster you control (the cost): special summon 2
# 「兵隊アリトークン」 (Insect, EARTH, Level 4, 500/1200), which cannot be tributed for a tribute summon.
ARMY_ANT_TOKEN = 22493812


def _ants(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 2:
        return
    data = token_data(ARMY_ANT_TOKEN, "兵隊アリトークン")
    made = summon_tokens(res, data, 2)
    keys = {(t.idx, t.oid) for t in made}
    d.linger(res.card, res.player, Effect(C, affects=lambda ctx, c: (c.idx, c.oid) in keys, forbids=("tribute_summon",),
                                          text_en="cannot be tributed for a tribute summon",
                                          text_ja="生け贄召喚のための生け贄にはできない"), res.cause, FOREVER)


# two zones once the Insect is tributed (the cost is paid first: `ocg/cost_first.py`)
define(22493811, Effect(A, _ants, asks=True,
                        needs=both(lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2,
                                   makes_token(ARMY_ANT_TOKEN, "兵隊アリトークン")),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Insect"),
                        text_en="tribute an Insect: special summon 2 Army Ant Tokens",
                        text_ja="昆虫族モンスター１体を生け贄に捧げ、「兵隊アリトークン」２体を特殊召喚する"))


# 突然変異 / Metamorphosis: tribute a monster (a cost); special summon a fusion monster of the same level
# from the fusion deck (face-up attack or defense, chosen while it resolves). Its summon is no fusion summon
# (R004-063.11): a fusion monster that can only be fusion summoned is never one of them, and a monster whose
# level no fusion monster it could summon has is no cost it can be activated with.
def _fusions_of_level(ctx: Ctx, level: int) -> list[Card]:
    extra = [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].extra]
    return [c for c in extra if c.data.is_fusion and (c.data.level or 0) == level and can_special_summon(ctx, c)]


def _has_fusion_of_its_level(ctx: Ctx, m: Card) -> bool:
    return bool(_fusions_of_level(ctx, ctx.duel.level(m)))


def _metamorphosis(res: Resolution) -> None:
    level = tributed_level(res)
    if level is not None:
        summon_one_of(res, _fusions_of_level(ctx_of(res), level))


define(46411259, Effect(A, _metamorphosis, asks=True,
                        cost=Cost(tribute=1, tribute_filter=_has_fusion_of_its_level),
                        text_en="special summon a fusion monster of the tributed monster's Level",
                        text_ja="生け贄にしたモンスターと同じレベルの融合モンスターを特殊召喚する"))


# 死のマジック・ボックス / Mystic Box: target one monster the opponent controls and one of yours; destroy
# the first, then give control of the second to the opponent. The destruction does not wait on the second target:
# with it gone only the giving fails; with the first gone (or not destroyed) nothing is given ("その後": the giving is
# a step of its own). Only its own target changes control: the opponent's may be one whose control cannot change
# (「盲信するゴブリン」), its own may not (so its categories leave out CONTROL, which would bar both).
def _mystic_box(res: Resolution) -> None:
    ts = res.targets()
    theirs = [c for c in ts if c.ctl == res.opponent]
    mine = [c for c in ts if c.ctl == res.player]
    if theirs and res.duel.destroy(theirs, res.cause) and mine:
        res.duel.next_thing()
        res.duel.take_control(mine[0], res.opponent, res.cause)


define(25774450, Effect(A, _mystic_box, does=Does.DESTROY | Does.OTHER,
                        target=TargetSpec(count=2, parts=(TargetSpec(side="opp"), TargetSpec(
                            side="own", where=lambda ctx, c: not ctx.duel.forbidden(c, "change_control"))),
                                          text_en="a monster of each player", text_ja="自分と相手のモンスター１体ずつ"),
                        text_en="destroy the opponent's target, then give them control of yours",
                        text_ja="相手の対象を破壊し、自分の対象のコントロールを相手に移す"))


# 磁力の召喚円 ＬＶ２ / Magnet Circle LV2: special summon from your hand a machine monster of level 2 or less
# (the page files it under level 2 or lower machines, R004-001.13).
def _small_machine(d: Duel, c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Machine" and d.level(c) <= 2


def _small_machines(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    p = ctx.player
    return [d.cards[i] for i in d.players[p].hand if _small_machine(d, d.cards[i]) and d.cards[i].idx != ctx.card.idx]


def _magnet_circle(res: Resolution) -> None:
    summon_picked(res, _small_machines(res))


def _magnet_ready(ctx: Ctx) -> bool:
    return bool(summonable(ctx, _small_machines(ctx))) and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0


define(94940436, Effect(A, _magnet_circle, asks=True, needs=_magnet_ready,
                        text_en="special summon from your hand a Machine monster of Level 2 or less",
                        text_ja="レベル２以下の機械族を手札から１体特殊召喚する"))


# マジック・ガードナー / Magic Reflector: put 1 counter on a targeted face-up spell card you control; when that
# card would be destroyed, a counter is removed from it instead (a replacement the resolution leaves behind, for
# as long as the card stays the same object with the counter). Its counters are a kind of their own, keyed by its
# name: the nameless counters 「古代の機械城」 or 「剣闘獣の檻－コロッセウム」 gets by its own effect are not them.
REFLECTOR = "マジック・ガードナー"


def _reflector(res: Resolution) -> None:
    for c in res.targets():
        if res.duel.add_counter(c, REFLECTOR, 1, res.cause):
            res.duel.linger(res.card, res.player, _shield(c.idx, c.oid), res.cause, turns=FOREVER)


def _shield(idx: int, oid: int) -> Effect:
    def when(ctx: Ctx, ev: Event) -> bool:
        c = ctx.duel.cards[idx]
        return ev.kind == "destroyed" and ev.card == idx and c.oid == oid and c.counters.get(REFLECTOR, 0) > 0

    return Effect(Kind.REPLACEMENT, when=when,
                  instead=lambda ctx, ev: Event("counter_removed", ev.cause, idx, ev.player, amount=1,
                                                detail=REFLECTOR),
                  text_en="instead of being destroyed, the card loses a counter",
                  text_ja="破壊される場合、代わりにカウンターを１つ取り除く")


define(61844784, Effect(A, _reflector,
                        target=TargetSpec(zone=Zone.SPELLS, side="own", face="up",
                                          where=lambda ctx, c: c.data.is_spell,
                                          text_en="your face-up spell card", text_ja="自分の表側表示の魔法カード"),
                        text_en="put 1 counter on the target", text_ja="対象にカウンターを１つ置く"))


# 死者蘇生 / Monster Reborn: special summon a targeted monster from either graveyard (the position asked as it
# resolves, only where the summon can happen: not once a chained card has filled the zones).
define(83764718, Effect(A, summon_target, target=REVIVABLE, needs=room, asks=True,
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))


# ミスフォーチュン / Misfortune: target 1 face-up monster the opponent controls: they take damage equal to half its
# original ATK; your monsters cannot attack this turn.
def _misfortune(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.damage(1 - res.player, half_up(original_atk(d, t) or 0), res.cause)
    your_monsters_cannot_attack(res)


define(1036974, Effect(A, _misfortune, target=TargetSpec(side="opp", face="up", text_en="a face-up monster of the "
                                                         "opponent", text_ja="相手の表側表示モンスター"),
                       text_en="damage equal to half the target's original ATK; your monsters cannot attack this turn",
                       text_ja="相手は対象の元々の攻撃力の半分だけダメージを受ける。自分のモンスターはこのターン攻撃できない"))


# メガトン魔導キャノン / Mega Ton Magical Cannon: remove 10 spell counters from your cards (the cost): destroy every
# card the opponent controls (with none there it has nothing to do, so it cannot be activated).
define(32062913, Effect(A, destroy_opponents_cards,
                        cost=Cost(remove_counters=(SPELL_COUNTER, 10)),
                        needs=opponent_controls_a_card,
                        does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS,
                        text_en="remove 10 spell counters: destroy all cards the opponent controls",
                        text_ja="魔力カウンターを１０個取り除き、相手フィールドのカードを全て破壊する"))


# 奇跡の発掘 / Miracle Dig: only while 5 or more of your monsters are banished: 3 targeted ones return to the graveyard.
def _banished_monsters(ctx: Ctx) -> int:
    d = ctx.duel
    return sum(1 for i in d.players[ctx.player].banished if d.cards[i].data.is_monster and not d.cards[i].hidden)


define(6343408, Effect(A, targets_to_grave,
                       condition=Worded(lambda ctx: _banished_monsters(ctx) >= 5,
                                        "5 or more of its player's monsters are banished face-up",
                                        "自分の除外されている表側表示のモンスターが５体以上"),
                       target=TargetSpec(zone=Zone.BANISHED, side="own", count=3,
                                         where=lambda ctx, c: c.data.is_monster, text_en="3 of your banished monsters",
                                         text_ja="除外されている自分のモンスター３体"),
                       text_en="return the targets to the graveyard", text_ja="対象を墓地に戻す"))


# 催眠術 / Mesmeric Control: in the opponent's next turn they cannot change the battle positions of their monsters
# (by their own will).
def _mesmeric_control(res: Resolution) -> None:
    d, opp = res.duel, 1 - res.player
    turn = d.next_turn_of(opp)
    d.linger(res.card, res.player,
             Effect(Kind.CONTINUOUS, forbids=("change_position",),
                    affects=lambda ctx, c: ctx.duel.turn == turn and c.zone is Zone.MONSTERS and c.ctl == opp,
                    text_en="the opponent cannot change their monsters' positions this turn",
                    text_ja="相手はこのターン、モンスターの表示形式を変えられない"),
             res.cause, turns=turn - d.turn + 1)


define(48642904, Effect(A, _mesmeric_control, does=Does.OTHER,
                        text_en="the opponent cannot change battle positions in their next turn",
                        text_ja="相手は、相手の次のターンにモンスターの表示形式を変えられない"))


# 機械複製術 / Machine Duplication: target a face-up Machine monster with 500 or less ATK you control; special summon
# up to 2 monsters of its name from your deck.
def _duplicate(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        with deck_searched(d, res.player, summon_room(res)):
            cands = summonable_now(res, [c for c in deck_of(d, res.player) if same_name(t, c)])
            picks = choose_cards(res, cands, min(2, d.free_slots(res.player, Zone.MONSTERS)), upto=True,
                                 purpose=SPECIAL_SUMMON.monster)
            summon_all(res, picks)


def _duplicable(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.race(c) == "Machine" and ctx.duel.atk(c) <= 500 and bool(
        deck_of(ctx.duel, ctx.player, lambda x: same_name(c, x) and can_special_summon(ctx, x)))


define(63995093, Effect(A, _duplicate, needs=room, asks=True,
                        target=TargetSpec(side="own", face="up", where=_duplicable,
                                          text_en="a face-up Machine with 500 or less ATK you control",
                                          text_ja="自分の攻撃力５００以下の表側表示の機械族モンスター"),
                        text_en="special summon up to 2 monsters of the target's name from your deck",
                        text_ja="対象と同じ名前のモンスターを、デッキから２体まで特殊召喚する"))


# 黒蠍団召集 / Mustering of the Dark Scorpions: only while a 「首領・ザルーグ」 is face-up on your field: special summon
# any number of 「黒蠍」 monsters from your hand, one of each name.
DON_ZALOOG = 76922029


def _scorpions(ctx: Ctx | Resolution) -> list[Card]:
    return cards_in_hand(ctx.duel, ctx.player, lambda c: c.data.is_monster and name_includes(c, "黒蠍"))


def _mustering(res: Resolution) -> None:
    d = res.duel
    done: list[Card] = []
    while d.free_slots(res.player, Zone.MONSTERS):
        cands = summonable_now(res, [c for c in _scorpions(res) if not any(same_name(c, x) for x in done)])
        picks = choose_cards(res, cands, 1, upto=True, purpose=SPECIAL_SUMMON.monster)
        if not picks:
            return
        done.append(picks[0])
        summon(res, picks[0])


define(68191243, Effect(A, _mustering, asks=True,
                        condition=lambda ctx: any(c.face_up and is_named(c, DON_ZALOOG)
                                                  for c in ctx.duel.monsters_of(ctx.player)),
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, _scorpions(ctx))),
                        text_en="special summon 「黒蠍」 monsters of different names from your hand",
                        text_ja="手札から「黒蠍」モンスターを同名カードは１枚まで特殊召喚する"))


# モンスターゲート / Monster Gate: tribute a monster you control as its cost; turn up cards from the top of your deck
# until a monster that can be normal summoned; special summon it; the other cards turned up go to the graveyard, and
# so does that monster where it cannot be special summoned (「阿修羅」: a reading).
# (With no such monster in the deck, every card is turned up and goes back, and the deck is shuffled.)
def _monster_gate(res: Resolution) -> None:
    d, me = res.duel, res.player
    shown, found = turn_up_until_summonable(res, me)
    if found is None:
        return
    if d.free_slots(me, Zone.MONSTERS) and can_special_summon(ctx_of(res), found):
        summon(res, found, me)
    d.send_to_grave([c.idx for c in shown if c.zone is Zone.DECK], res.cause)


define(43040603, Effect(A, _monster_gate, cost=Cost(tribute=1), asks=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="turn up your deck until a normal-summonable monster: special summon it, send the rest",
                        text_ja="通常召喚可能なモンスターが出るまでデッキをめくり特殊召喚し、残りを墓地へ送る"))


# マジシャンズ・クロス / Magicians Unite: only while you control 2 or more attack position Spellcasters: target one of
# them; its ATK becomes 3000 until the end of the turn, and from the card's activation to the end of the turn your other
# Spellcasters cannot attack (`on_activation`: even if it is negated or its target is gone).
def _attacking_casters(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.pos is Pos.ATTACK and ctx.duel.race(c) == "Spellcaster"]


def _magicians_unite(res: Resolution) -> None:
    for t in res.targets():
        res.duel.set_stat(t, True, 3000, res.cause)


def _others_cannot_attack(link: ChainLink) -> Effect:
    """From the activation on, even if it is negated or its target is gone: its player's Spellcasters other than the
    target it was activated on (that card object) cannot attack."""
    me, kept = link.player, set(link.targets)
    return Effect(Kind.CONTINUOUS, forbids=("attack",),
                  affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == me
                  and ctx.duel.race(c) == "Spellcaster" and (c.idx, c.oid) not in kept,
                  text_en="your other Spellcasters cannot attack this turn",
                  text_ja="このターン他の魔法使い族モンスターは攻撃できない")


define(36045450, Effect(A, _magicians_unite, condition=lambda ctx: len(_attacking_casters(ctx)) >= 2,
                        on_activation=(_others_cannot_attack,),
                        target=TargetSpec(side="own", face="up",
                                          where=lambda ctx, c: c.pos is Pos.ATTACK
                                          and ctx.duel.race(c) == "Spellcaster",
                                          text_en="an attack position Spellcaster you control",
                                          text_ja="自分の攻撃表示の魔法使い族モンスター"),
                        text_en="the target's ATK becomes 3000 this turn; your other Spellcasters cannot attack",
                        text_ja="対象の攻撃力はターン終了時まで３０００になり、他の魔法使い族は攻撃できない"))


# マジックブラスト / Magical Blast: the opponent takes 200 damage for each face-up Spellcaster you control (it
# designates that player, `targets_player`: moved by 「精霊の鏡」, its activator takes it). In your draw phase, with
# this card in your graveyard, you may give up your normal draw to add it to your hand.
def _casters(ctx: Ctx | Resolution) -> int:
    return sum(c.face_up and ctx.duel.race(c) == "Spellcaster" for c in ctx.duel.monsters_of(ctx.player))


def _magical_blast(res: Resolution) -> None:
    res.duel.damage(res.target_player, 200 * _casters(res), res.cause)


def _blast_back(res: Resolution) -> None:
    if res.card.zone is Zone.GRAVE and res.card.oid == res.link.oid:
        res.duel.to_hand([res.card], res.cause)


define(91819979, Effect(A, _magical_blast, needs=lambda ctx: _casters(ctx) > 0, targets_player="opp",
                        text_en="200 damage to the opponent for each Spellcaster you control",
                        text_ja="自分の魔法使い族モンスター１体につき２００ダメージを相手に与える"),
       Effect(Kind.INSTEAD_OF_DRAW, _blast_back, from_zone=Zone.GRAVE,
              text_en="in your draw phase, instead of the normal draw: add this card from the graveyard to your hand",
              text_ja="自分のドローフェイズに、通常のドローをせず墓地のこのカードを手札に加えられる"))


# コピーキャット / Mimicat: only 1 「コピーキャット」 a turn; only while you control a face-up 「トゥーン・ワールド」
# and a face-up toon monster: target a card in the opponent's graveyard: a monster is special summoned to your field,
# a spell or trap card is set on your field.
def _toon_ready(ctx: Ctx) -> bool:
    d, me = ctx.duel, ctx.player
    world = any(i >= 0 and d.cards[i].face_up and is_named(d.cards[i], TOON_WORLD) for i in d.players[me].spells)
    return world and any(c.face_up and "toon" in c.data.subtypes for c in d.monsters_of(me))


def _copyable(ctx: Ctx, c: Card) -> bool:
    d, me = ctx.duel, ctx.player
    if c.data.is_monster:
        return d.free_slots(me, Zone.MONSTERS) > 0 and can_special_summon(ctx, c)
    if not d.may_set_spell_trap(c, me):  # never set (「死のメッセージ」), or a ban on setting it
        return False
    if c.data.spell_type == "field":  # a set field spell replaces its player's own, as any set does
        return d.free_slots(me, Zone.FIELD) > 0
    return d.free_slots(me, Zone.SPELLS) > (1 if ctx.card.zone is Zone.HAND else 0)


def _mimicat(res: Resolution) -> None:
    d, me = res.duel, res.player
    for t in res.targets():
        if t.data.is_monster:
            summon(res, t)
        else:
            d.set_spell_trap(t, me, res.cause)


define(88032456, Effect(A, _mimicat, name_once=True, condition=_toon_ready, asks=True, does=Does.SPECIAL_SUMMON,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", where=_copyable,
                                          text_en="a card in the opponent's graveyard",
                                          text_ja="相手の墓地のカード"),
                        text_en="a monster: special summon it to your field; a spell or trap: set it on your field",
                        text_ja="モンスターなら自分フィールドに特殊召喚し、魔法・罠なら自分フィールドにセットする"))


# 魔霧雨 / Makiu, the Magical Mist: target a face-up 「デーモンの召喚」 or Thunder monster in your monster zone; every
# monster the opponent controls whose DEF is at most that monster's ATK is destroyed (face-down ones too: their
# DEF is known to the rules). Its activator has no battle phase in the turn of its activation (`turn_ban`: not
# activated after one; from its activation on, negated or not, the battle phase is skipped).
SUMMONED_SKULL = 70781052


def _makiu_source(ctx: Ctx, c: Card) -> bool:
    return is_named(c, SUMMONED_SKULL) or ctx.duel.race(c) == "Thunder"


def _makiu(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        atk = d.atk(t)
        doomed = [c for c in d.monsters_of(res.opponent) if d.defense(c) <= atk]
        if doomed:
            d.destroy(doomed, res.cause)


define(27827272, Effect(A, _makiu, does=Does.MONSTERS | Does.OPPONENTS, turn_ban=("battle_phase",),
                        target=TargetSpec(side="own", face="up", where=_makiu_source,
                                          text_en="your face-up 「デーモンの召喚」 or Thunder monster",
                                          text_ja="自分の表側表示の「デーモンの召喚」または雷族モンスター"),
                        text_en="destroy every opponent's monster whose DEF is at most the target's ATK; you skip "
                                "this turn's battle phase",
                        text_ja="守備力が対象の攻撃力以下の相手モンスターを全て破壊する。自分はこのターン、バトルフェイズを行えない"))

"""The normal trap cards whose English name begins with R."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    NECROVALLEY,
    can_special_summon,
    ctx_of,
    destroy_targets,
    may_turn_face_down,
    opponent_attacks,
    room,
    takeable,
    tallied,
    tally,
    to_face_down,
)
from arbiter.ocg.cards.shared.crystal_beasts import crystal
from arbiter.ocg.cards.shared.destruction import destroy_equipped_monsters
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.draw import MUKO, may_draw
from arbiter.ocg.cards.shared.equips import boost
from arbiter.ocg.cards.shared.events import normal_summon
from arbiter.ocg.cards.shared.recruiters import deck_monsters_that
from arbiter.ocg.cards.shared.resolving import ask_up_to, ask_yes_no
from arbiter.ocg.cards.shared.revival import battle_destroyed_monsters, grave_target
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    pick_to_summon,
    summon,
    summon_as_many,
    summon_one_of,
    summon_target,
    summon_targets,
    summon_targets_until_end_phase,
)
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import choose_n_to_deck, has_in_grave
from arbiter.ocg.cards.shared.turn_log import destroyed_this_turn
from arbiter.ocg.cards.shared.unions import mountable, targets_to_mounts
from arbiter.ocg.cards.shared.zones import (
    cards_in_hand,
    equipped_monsters,
    fitting_monsters_in,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, RETURN_TO_HAND, TO_GRAVEYARD, TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Worded, open_unless
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import data_is_named, has_attribute, is_named, name_includes, names_of
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


def mukoed(d: object, card: int, number: int) -> bool:
    """Whether a face-up 「無効」 that has resolved answers chain link `number` of card `card`."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    for pl in d.players:
        for i in pl.spells:
            c = d.cards[i] if i >= 0 else None
            if c is not None and c.data.passcode == MUKO and c.active and card * 1000 + number in tallied(
                    d, ("muko", c.idx, c.oid)):
                return True
    return False


# 無謀な欲張り / Reckless Greed: draw 2, and skip your next 2 draw phases. Under 「無効」 the cards go to
# the graveyard and the skip does not apply either (R004-086).
def _reckless(res: Resolution) -> None:
    d = res.duel
    muko = mukoed(res.duel, res.link.card, res.link.number)
    d.draw(res.player, 2, res.cause)
    if muko:
        return
    first = d.next_turn_of(res.player)
    for t in (first, first + 2):
        d.skip_phase(res.player, "draw", t, res.cause)


# Declared a draw effect only: 「無効」 answers it (R004-070.37); the skipped draw phases go with the draw.
define(37576645, Effect(A, _reckless, needs=may_draw("self"), draws=2, does=Does.DRAW,
                        text_en="draw 2; skip your next 2 draw phases",
                        text_ja="２枚ドローし、次の自分のドローフェイズを２回スキップする"))


# モンスターレリーフ / Relieve Monster: an opponent's monster declares an attack: 1 monster of yours goes
# back to the hand, then a level 4 monster is special summoned from your hand (one its own summoning
# conditions allow: not 「阿修羅」).
def _relieve(res: Resolution) -> None:
    d = res.duel
    mine = d.monsters_of(res.player)
    if not mine:
        return
    d.to_hand([res.ask_cards(mine, purpose=RETURN_TO_HAND.monster)], res.cause)
    ctx = ctx_of(res)
    lv4 = cards_in_hand(d, res.player, lambda c: c.data.is_monster and d.level(c) == 4 and not c.data.is_fusion
                        and can_special_summon(ctx, c))
    c = pick_to_summon(res, lv4)
    if c is not None:
        summon(res, c, ask=ask_face_up)


define(37507488, Effect(A, _relieve, does=Does.MONSTERS, condition=opponent_attacks, asks=True,
                        needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                        text_en="return your monster to the hand, then special summon a Level 4 monster from the hand",
                        text_ja="自分のモンスター１体を手札に戻し、手札からレベル４モンスターを特殊召喚する"))


# 希望の光 / Ray of Hope: shuffle 2 LIGHT monsters from your graveyard into your deck.
def _light(c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "LIGHT")


define(82529174, Effect(A, choose_n_to_deck(_light, 2, 2), asks=True, needs=has_in_grave(_light, 2),
                        text_en="shuffle 2 LIGHT monsters from your graveyard into your deck",
                        text_ja="自分の墓地の光属性モンスター２枚をデッキに加えてシャッフルする"))


# リターンソウル / Return Soul: in the end phase: return up to 3 monsters that were destroyed this turn
# from the graveyards to their owners' decks.
def _destroyed_today(c: Card, d: Duel) -> bool:
    return c.data.is_monster and destroyed_this_turn(d, c, battle=False)


def _returnable_souls(ctx: Ctx) -> list[Card]:
    """The monsters of both graveyards destroyed this turn, its player's first: none that 「王家の眠る谷－ネクロバレー」
    keeps there (`common.takeable`)."""
    return [c for p in (ctx.player, ctx.opponent)
            for c in takeable(ctx, lambda c: _destroyed_today(c, ctx.duel), Zone.DECK, "to_deck", p)]


def _return_soul(res: Resolution) -> None:
    res.duel.to_deck(ask_up_to(res, _returnable_souls(ctx_of(res)), 3, at_least=1), res.cause)


define(10537981, Effect(A, _return_soul, asks=True,
                        condition=Worded(lambda ctx: ctx.duel.phase == "end", "it is activated only in an end phase",
                                         "エンドフェイズにのみ発動できる"),
                        needs=lambda ctx: bool(_returnable_souls(ctx)),
                        text_en="return up to 3 monsters destroyed this turn to their owners' decks",
                        text_ja="このターン破壊されて墓地にあるモンスターを、３体まで持ち主のデッキへ戻す"))

# 降霊の儀式 / Rite of Spirit: target a 「墓守の」 monster in your graveyard; special summon it. Its activation
# and effect are unaffected by 「王家の眠る谷－ネクロバレー」.
define(30450531, Effect(A, summon_target, needs=room, asks=True, ignores=(NECROVALLEY,),
                        target=grave_target(lambda ctx, c: name_includes(c, "墓守の"),
                                            "a Gravekeeper's monster in your graveyard",
                                            "自分の墓地の「墓守の」モンスター"),
                        text_en="special summon the target (unaffected by Necrovalley)",
                        text_ja="対象を特殊召喚（「王家の眠る谷－ネクロバレー」はこれを止められない）"))


# 六武衆推参！ / Return of the Six Samurai: target a 「六武衆」 monster in your graveyard; special summon it; it is
# destroyed in the end phase.
define(46874015, Effect(A, summon_targets_until_end_phase, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: name_includes(c, "六武衆"), "a Six Samurai monster in your "
                                            "graveyard", "自分の墓地の「六武衆」モンスター"),
                        text_en="special summon the target; destroy it in the end phase",
                        text_ja="対象を特殊召喚する。エンドフェイズに破壊する"))


# 命の綱 / Rope of Life: when a monster of yours is destroyed by battle and sent to the graveyard, discard your
# whole hand (the cost, at least 1 card) and target that monster: special summon it; it gains 800 ATK.
def _mine_just_destroyed(ctx: Ctx, c: Card) -> bool:
    return c.owner == ctx.player and any(x.idx == c.idx for x, _ in battle_destroyed_monsters(ctx))\
        and can_special_summon(ctx, c)


def _rope(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for t in summon_targets(res):
            res.duel.boost(t, 800, 0, res.cause, until_end=False)


define(93382620, Effect(A, _rope, asks=True, responds_to=("destroyed",), cost=Cost(discard_all=True),
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=_mine_just_destroyed,
                                          text_en="your monster just destroyed by battle",
                                          text_ja="戦闘で破壊され墓地へ送られた自分のモンスター"),
                        text_en="discard your hand: special summon the target; it gains 800 ATK",
                        text_ja="手札を全て捨て、対象を特殊召喚し、攻撃力を８００アップする"))


# 閃光のバリア －シャイニング・フォース－ / Radiant Mirror Force: when an opponent's monster declares an attack while
# they control 3 or more attack-position monsters, destroy every attack-position monster they control.
def _their_attackers(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.opponent) if c.in_attack]


def _shining_force(res: Resolution) -> None:
    res.duel.destroy(_their_attackers(res), res.cause)


define(21481146, Effect(A, _shining_force, does=Does.MONSTERS | Does.OPPONENTS,
                        condition=lambda ctx: opponent_attacks(ctx) and len(_their_attackers(ctx)) >= 3,
                        text_en="an opponent's monster attacks while they have 3+ attack-position monsters: destroy "
                                "them all",
                        text_ja="相手の攻撃表示モンスターが３体以上の時の攻撃宣言時、相手の攻撃表示モンスターを全て破壊する"))


# 岩投げアタック / Rock Bombardment: send a Rock monster from your deck to the graveyard; 500 damage to the opponent.
def _deck_rocks(ctx: Ctx | Resolution) -> list[Card]:
    return deck_monsters_that(ctx, lambda c: c.data.race == "Rock")


def _rock_bombardment(res: Resolution) -> None:
    d = res.duel
    rocks = _deck_rocks(res)
    with deck_searched(d, res.player, True):
        if rocks:
            d.send_to_grave([res.ask_cards(rocks, purpose=TO_GRAVEYARD.monster).idx], res.cause)
    d.damage(res.opponent, 500, res.cause)


define(20781762, Effect(A, _rock_bombardment, asks=True, needs=lambda ctx: bool(_deck_rocks(ctx)),
                        text_en="send a Rock monster from your deck to the graveyard; 500 damage to the opponent",
                        text_ja="岩石族１体をデッキから墓地へ送る。相手は５００ダメージを受ける"))


# 大成仏 / Really Eternal Rest: destroy every monster equipped with an equip card.
define(28121403, Effect(A, destroy_equipped_monsters, does=Does.MONSTERS,
                        needs=lambda ctx: bool(equipped_monsters(ctx)),
                        text_en="destroy all monsters equipped with an equip card",
                        text_ja="装備カードが付いているモンスターを全て破壊"))

# サンダー・ブレイク / Raigeki Break: discard 1; destroy a targeted card on the field.
define(4178474, Effect(A, destroy_targets, cost=Cost(discard=1),
                       target=FieldCardSpec(text_en="a card on the field", text_ja="フィールドのカード"),
                       text_en="destroy the target", text_ja="対象を破壊する"))

# 援軍 / Reinforcements: a targeted face-up monster gains 500 ATK until the end of the turn.
define(17814387, Effect(A, boost(500, 0), target=FACE_UP_MONSTER,
                        text_en="the target gains 500 ATK until the end of the turn",
                        text_ja="ターン終了時まで対象の攻撃力を５００アップ"))

# 迎撃準備 / Ready for Intercepting: turn a targeted face-up warrior or spellcaster face-down defense.
define(31785398, Effect(A, to_face_down,
                        target=TargetSpec(face="up",
                                          where=lambda ctx, c: ctx.duel.race(c) in ("Warrior", "Spellcaster")
                                          and may_turn_face_down(ctx, c),
                                          text_en="a face-up Warrior or Spellcaster other than a token",
                                          text_ja="トークン以外の表側表示の戦士族か魔法使い族モンスター"),
                        text_en="turn the target face-down defense", text_ja="対象を裏側守備表示にする"))


# 破壊輪 / Ring of Destruction (the era's text): destroy a targeted face-up monster; both players
# take damage equal to its ATK.
def _ring(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        atk = d.atk(c)
        if d.destroy([c], res.cause):
            d.damage(d.tp, atk, res.cause)
            d.damage(1 - d.tp, atk, res.cause)


define(83555666, Effect(A, _ring, does=Does.MONSTERS, target=FACE_UP_MONSTER,
                        text_en="destroy the target; both players take damage equal to its ATK",
                        text_ja="対象を破壊し、その攻撃力分のダメージをお互いに受ける"))


# ライジング・エナジー / Rising Energy: discard 1 card (the cost) and target 1 face-up monster: it gains 1500 ATK until
# the end of the turn.
def _rising_energy(res: Resolution) -> None:
    for t in res.targets():
        res.duel.boost(t, 1500, 0, res.cause)


define(78211862, Effect(A, _rising_energy, cost=Cost(discard=1), target=FACE_UP_MONSTER,
                        text_en="discard 1: the target gains 1500 ATK until the end of the turn",
                        text_ja="手札を１枚捨て、対象の攻撃力をターン終了時まで１５００アップ"))


# 儀式降臨封印の書 / Ritual Sealing: destroy a targeted face-up ritual monster. The era's wording names the
# monster without 選択, as its twin 「融合体駆除装置」 and 「サイクロン」 do, and it targets as they do
# (docs/uncertain-rulings.md).
define(9145181, Effect(A, destroy_targets,
                       target=TargetSpec(face="up", where=lambda ctx, c: "ritual" in c.data.subtypes,
                                         text_en="a face-up ritual monster", text_ja="表側表示の儀式モンスター"),
                       text_en="destroy the target", text_ja="対象を破壊する"))


# 異次元からの帰還 / Return from the Different Dimension: pay half your LP: your banished monsters are special summoned,
# as many as you can (you pick them where there are more than free zones); when this turn's end phase starts
# they are banished.
def _returnable(ctx: Ctx) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.BANISHED, lambda c: can_special_summon(ctx, c))


def _return_from_dd(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for c in summon_as_many(res, lambda: _returnable(ctx_of(res))):
            d.at_end_phase(c, Then.BANISH, res.cause)


define(27174286, Effect(A, _return_from_dd, cost=Cost(lp_half=True), asks=True,
                        needs=lambda ctx: room(ctx) and bool(_returnable(ctx)),
                        text_en="pay half your LP: your banished monsters are special summoned, as many as possible; "
                                "in the end phase they are banished",
                        text_ja="ライフの半分を払う：除外中の自分のモンスターをできるだけ多く特殊召喚し、それらはエンドフェイズに除外される"))


# 蛇神降臨 / Rise of the Snake Deity: when a face-up 「毒蛇王ヴェノミノン」 you controlled is destroyed other than by
# battle, special summon 1 「毒蛇神ヴェノミナーガ」 from your hand or deck.
VENNOMINON, VENNOMINAGA = 72677437, 8062132


def _vennominon_lost(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.cause.reason is not Reason.BATTLE and e.src == int(Zone.MONSTERS)
               and e.player == ctx.player and not Pos(e.pos).face_down and is_named(d.cards[e.card], VENNOMINON)
               for e in ctx.events)


def _deity(ctx: Ctx) -> list[Card]:
    def ok(c: Card) -> bool:
        return is_named(c, VENNOMINAGA) and can_special_summon(ctx, c)
    return [*fitting_monsters_in(ctx, ctx.player, Zone.HAND, ok), *fitting_monsters_in(ctx, ctx.player, Zone.DECK, ok)]


define(16067089, Effect(A, lambda res: summon_one_of(res, _deity(ctx_of(res)), deck=True), asks=True,
                        responds_to=("destroyed",),
                        condition=_vennominon_lost, needs=lambda ctx: room(ctx) and bool(_deity(ctx)),
                        text_en="Vennominon destroyed other than by battle: special summon Vennominaga from your "
                                "hand or deck",
                        text_ja="戦闘以外で「毒蛇王ヴェノミノン」が破壊された時：「毒蛇神ヴェノミナーガ」を手札かデッキから特殊召喚"))


# 虹の行方 / Rainbow Path: when an opponent's monster attacks, send 1 「宝玉獣」 card of your spell & trap zones to the
# graveyard: negate that attack, then you may add 1 「究極宝玉神」 card from your deck to your hand.
def _rainbow_path(res: Resolution) -> None:
    d = res.duel
    if d.attack is None:
        return
    d.negate_attack(d.cards[d.attack[0]])
    gods = [d.cards[i] for i in d.players[res.player].deck if name_includes(d.cards[i], "究極宝玉神")]
    with deck_searched(d, res.player, True):
        if gods and ask_yes_no(res, en="add an Ultimate Crystal card to the hand?",
                               ja="「究極宝玉神」を手札に加える？"):
            d.next_thing()
            d.to_hand([res.ask_cards(gods, purpose=TO_HAND)], res.cause)


define(7617253, Effect(A, _rainbow_path, condition=opponent_attacks, asks=True,
                       cost=Cost(field_send=1, field_filter=lambda ctx, c: c.zone is Zone.SPELLS and crystal(c)),
                       text_en="negate the attack by sending 1 Crystal Beast card in your spell & trap zone; then "
                               "you may add an Ultimate Crystal card from your deck",
                       text_ja="「宝玉獣」カードを墓地へ送る：攻撃を無効にし、「究極宝玉神」をデッキから手札に加えてもよい"))


# レインボー・ライフ / Rainbow Life: discard 1 card: for the rest of this turn, damage you would take is
# gained as LP instead.
def _rainbow_life(res: Resolution) -> None:
    me = res.player

    def hurt(ctx: Ctx, ev: Event) -> bool:
        return ev.kind == "damage" and ev.player == me

    res.duel.linger(res.card, me, Effect(Kind.REPLACEMENT, when=hurt,
                                         instead=lambda ctx, ev: dataclasses.replace(ev, kind="gained"),
                                         text_en="damage to you is gained as LP instead this turn",
                                         text_ja="このターン自分が受けるダメージは回復になる"), res.cause)


define(34002992, Effect(A, _rainbow_life, cost=Cost(discard=1), does=Does.OTHER,
                        text_en="discard 1: this turn, damage you would take is gained as LP instead",
                        text_ja="手札を１枚捨て、このターン自分がダメージを受ける代わりにその数値分回復する"))


# 暴風雨 / Rain Storm: declare 1000 or 2000 (one with something of the opponent's to destroy) and target a face-up
# 「雲魔物」 monster you control with at least that much ATK; it loses exactly that much ATK (while it stays face-up),
# and if it does: 1000, destroy 1 spell/trap card the opponent controls; 2000, destroy 2 cards the opponent controls
# (picked as it resolves).
def _cloudian_with(ctx: Ctx, c: Card) -> bool:
    need = int(ctx.declared) if ctx.declared else 1000
    return name_includes(c, "雲魔物") and ctx.duel.atk(c) >= need


RAIN_NO_SPELL_TRAP = Why("the opponent controls no spell or trap card for 1000 to destroy",
                         "相手フィールドに１０００で破壊する魔法・罠カードがない")
RAIN_NO_CARD = Why("the opponent controls no card for 2000 to destroy",
                   "相手フィールドに２０００で破壊するカードがない")


def _rain_storm_why(ctx: Ctx, n: str) -> str:
    """An amount is declared only with something for it to destroy: 1000, a spell or trap card of the opponent's;
    2000, any card of theirs (docs/uncertain-rulings.md)."""
    theirs = ctx.duel.field_cards(ctx.opponent)
    if n == "1000":
        return "" if any(c.zone is not Zone.MONSTERS for c in theirs) else RAIN_NO_SPELL_TRAP
    return "" if theirs else RAIN_NO_CARD


def _rain_storm(res: Resolution) -> None:
    d = res.duel
    n = int(res.link.declared)
    for t in res.targets():
        if not (t.zone is Zone.MONSTERS and t.face_up and d.atk(t) >= n):
            continue
        d.boost(t, -n, 0, res.cause, until_end=False)
        theirs = d.field_cards(res.opponent)
        pool = [c for c in theirs if c.zone is not Zone.MONSTERS] if n == 1000 else theirs
        d.destroy(choose_cards(res, pool, 1 if n == 1000 else 2, purpose=DESTROY), res.cause)


define(45653036, Effect(A, _rain_storm, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS, declare=("1000",
                                                                                                          "2000"),
                        declare_ok=open_unless(_rain_storm_why), declare_why=_rain_storm_why, asks=True,
                        target=TargetSpec(side="own", face="up", where=_cloudian_with,
                                          text_en="your face-up Cloudian monster with enough ATK",
                                          text_ja="自分の表側表示の「雲魔物」モンスター"),
                        text_en="the target loses 1000 ATK: destroy 1 opponent's spell/trap; or 2000: destroy 2 of "
                                "their cards",
                        text_ja="対象の攻撃力を１０００下げ相手の魔法・罠１枚を破壊する。または２０００下げ相手のカード２枚を破壊する"))


# ゲットライド！ / Roll Out!: target a union monster in your graveyard; equip it to a face-up monster you control
# that it could equip itself to (chosen as it resolves), as if by its own effect.
define(91597389, Effect(A, targets_to_mounts, asks=True, needs=lambda ctx: ctx.duel.free_slots(ctx.player,
                                                                                               Zone.SPELLS) > 0,
                        target=TargetSpec(zone=Zone.GRAVE, side="own",
                                          where=mountable,
                                          text_en="a union monster in your graveyard",
                                          text_ja="自分の墓地のユニオンモンスター"),
                        text_en="equip the target to a monster you control it can equip",
                        text_ja="対象を自分フィールドの装備可能なモンスターに装備する"))


# 王宮の重税 / Royal Writ of Taxation: only in the opponent's standby phase: look at a card of their hand picked at
# random. If by your next end phase they have not normal summoned (a gemini monster's second summon too) or
# activated that card or one of its name, they take 1000 damage then; if they have, you take it
# (docs/uncertain-rulings.md: their own summons and card activations count, the result is dealt as your next end
# phase begins).
def _taxation(res: Resolution) -> None:
    d, me, opp = res.duel, res.player, res.opponent
    hand = [d.cards[i] for i in d.players[opp].hand]
    if not hand:
        return
    seen = hand[d.rng.below(len(hand))]
    d.reveal([seen], me)
    # the names it has in the hand; a card summoned is of one of them by the name it has on the field or by its
    # printed one (「プロト・サイバー・ドラゴン」 is 「サイバー・ドラゴン」 only there, and is still the card looked at)
    its, due, key = names_of(seen), d.turn + 1, ("royal_writ", res.card.idx, d.turn)

    def played(ctx: Ctx, ev: Event) -> bool:
        x = ctx.duel.cards[ev.card] if ev.card >= 0 else None
        if x is None or ev.player != opp or not (is_named(x, *its) or data_is_named(x.base, *its)):
            return False
        if ev.kind == "summoned":
            return normal_summon(ev)
        link = ctx.duel.chain[ev.amount - 1] if 0 < ev.amount <= len(ctx.duel.chain) else None
        return x.data.kind != "monster" and link is not None and ctx.duel.link_effect(link).kind is A

    def note(r: Resolution) -> None:
        tally(r.duel, key, 1)

    def settle(r: Resolution) -> None:
        r.duel.damage(me if tallied(r.duel, key) else opp, 1000, r.cause)

    for kind in ("summoned", "chained"):
        d.linger(res.card, me, Effect(Kind.AT_ONCE, note, trigger=kind, self_trigger=False, when=played,
                                      text_en="the card looked at, or one of its name, is summoned or activated",
                                      text_ja="確認したカードまたは同名カードが召喚・発動された"), res.cause, turns=2)
    d.linger(res.card, me, Effect(Kind.AT_ONCE, settle, trigger="phase", self_trigger=False,
                                  when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == due,
                                  text_en="your next end phase: 1000 damage to whoever the card's fate says",
                                  text_ja="次の自分のエンドフェイズ、結果に応じて１０００ダメージ"), res.cause, turns=2)


define(86742443, Effect(A, _taxation, condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.phase == "standby",
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
                        text_en="the opponent's standby phase: look at a random card of their hand; by your next end "
                                "phase, 1000 damage to them unless they summon or activate it, else to you",
                        text_ja="相手のスタンバイフェイズ、相手の手札をランダムに１枚確認し、次の自分のエンドフェイズまでに"
                                "召喚・発動されなければ相手に、されれば自分に１０００ダメージ"))


# あまのじゃくの呪い / Reverse Trap: until the end of the turn, every effect that raises or lowers ATK or DEF does the
# opposite (what sets, halves or doubles them is untouched: `Duel.reverse_boosts`).
define(77622396, Effect(A, lambda res: res.duel.reverse_boosts(res.cause),
                        text_en="this turn every ATK/DEF raise and fall is reversed",
                        text_ja="このターンの間、攻撃力・守備力を上げる効果と下げる効果が逆に働く"))

"""The normal trap cards whose English name begins with P."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import both, ctx_of, room, takeable, token_data
from arbiter.ocg.cards.shared.damage import expected_battle_damage, no_damage, this_battle
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.notes import Pair, note_pair, noted_pairs, unnote
from arbiter.ocg.cards.shared.passcodes import MIRAGE_TOKEN
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import to_deck_top
from arbiter.ocg.cards.shared.tokens import may_summon_token, summon_token
from arbiter.ocg.cards.shared.turn_counts import advanced
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, TO_HAND, Purpose
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Worded
from arbiter.ocg.lasting import Then
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER

# 王家の財宝 / Pharaoh's Treasure: after it resolves it is shuffled face-up into your deck (both players see
# where it is: `Duel.turn_up_in_deck`) instead of going to the graveyard; when you draw it, it is sent to the
# graveyard and you add 1 other card from your graveyard to your hand.
TREASURE = 63571750


def _treasure(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if alive(res) and c.on_field:
        d.to_deck([c], res.cause)
        if c.zone is Zone.DECK:
            d.turn_up_in_deck(c)
            # the very card object in the deck: once it leaves the deck another way, a later copy is ordinary
            note_pair(d, "treasure", c.idx, c.oid)


def _treasure_drawn(res: Resolution) -> None:
    d = res.duel
    c = res.card
    unnote(d, "treasure", c.idx, res.link.events[0].oid)
    if c.zone is not Zone.HAND:
        return
    d.send_to_grave([c.idx], res.cause)
    others = takeable(ctx_of(res), lambda x: x.idx != c.idx, Zone.HAND, "to_hand")
    if others:
        d.to_hand([res.ask_cards(others, purpose=TO_HAND)], res.cause)


define(TREASURE,
       Effect(A, _treasure, text_en="shuffle this card into your deck",
              text_ja="このカードをデッキに入れ、デッキをシャッフル"),
       Effect(T, _treasure_drawn, trigger="drawn",
              when=lambda ctx, ev: (ctx.card.idx, ev.oid) in noted_pairs(ctx.duel, "treasure"),
              asks=True, text_en="drawn: send it to the graveyard and add another card from your graveyard",
              text_ja="ドローした時、このカードを墓地へ送り、墓地のカード１枚を手札に加える"))


# 運命の火時計 / Pyro Clock of Destiny: advance the turn count of 1 card by one turn (a card whose effect
# counts turns: face-up on the field, or waiting in the graveyard). Effects that count phases have no turn
# count (R004-132).
def counted_cards(d: Duel) -> list[Card]:
    out = []
    for i, _ in sorted(noted_pairs(d, "count_start")):
        c = d.cards[i]
        if (c.on_field and c.face_up) or c.zone is Zone.GRAVE:
            out.append(c)
    return out


_NOT_COUNTED = Why("it is no card whose effect counts turns", "ターン数をカウントする効果のカードではない")


_ADVANCED = Purpose("whose turn count to advance by 1", "ターンのカウントを１つ進める")


def _pyro_clock(res: Resolution) -> None:
    d = res.duel
    cands = counted_cards(d)
    if cands:
        c = res.ask_cards(cands, why=lambda _: _NOT_COUNTED, purpose=_ADVANCED)
        d.advance_turn_count(c, Pair("count_plus", c.idx, advanced(d, c) + 1))


define(1082946, Effect(A, _pyro_clock, asks=True, needs=lambda ctx: bool(counted_cards(ctx.duel)),
                       text_en="advance a card's turn count by one turn",
                       text_ja="カード１枚のターン数のカウントを１つ進める"))


# 物理分身 / Physical Double: in the opponent's turn, target a face-up monster they control; special summon
# a 「ミラージュトークン」 (Mirage Token) with its level, type, attribute, ATK and DEF, in face-up attack or
# defense position (chosen while it resolves). The destruction at the end of the turn is the trap's own
# effect, not one of the token: applied at once as that end phase begins, no chain link (`at_end_phase`, as
# 「デーモンの雄叫び」). A monster whose token no one may special summon (a 「結界像」 of another Attribute) is
# no target: the effect could do nothing with it.
def _mirage(d: Duel, t: Card) -> CardData:
    """The token copying `t` as it is now."""
    return dataclasses.replace(token_data(MIRAGE_TOKEN, "ミラージュトークン"), level=d.level(t), race=d.race(t),
                               attribute=t.data.attribute, atk=d.atk(t), def_=d.defense(t))


def _physical_double(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        token = summon_token(res, _mirage(d, t))
        if token is not None:
            d.at_end_phase(token, Then.DESTROY, res.cause)


define(63442604, Effect(A, _physical_double, condition=lambda ctx: ctx.duel.tp != ctx.player, asks=True, needs=room,
                        target=TargetSpec(side="opp", face="up",
                                          where=lambda ctx, c: may_summon_token(ctx, _mirage(ctx.duel, c)),
                                          text_en="an opponent's face-up monster",
                                          text_ja="相手の表側表示モンスター"),
                        text_en="special summon a token copying the target",
                        text_ja="対象と同じステータスのトークンを特殊召喚する"))


# 罰ゲーム！ / Penalty Game!: while the opponent holds exactly 4 cards, one of: they skip the draw of their
# next draw phase (the draw phase is skipped, as 「刻の封印」 does: docs/uncertain-rulings.md), or they cannot
# activate spell or trap cards this turn (`Duel.forbid_player`).
def _penalty_game(res: Resolution) -> None:
    d = res.duel
    if res.link.declared == "no draw":
        d.skip_phase(res.opponent, "draw", d.next_turn_of(res.opponent), res.cause)
        return
    for what in ("activate_spell", "activate_trap"):
        d.forbid_player(res.opponent, what, res.cause)


define(967928, Effect(A, _penalty_game, declare=("no draw", "no spells or traps"),
                      condition=lambda ctx: len(ctx.duel.players[1 - ctx.player].hand) == 4,
                      text_en="opponent with 4 cards in hand: they skip their next draw, or cannot activate "
                              "spells and traps this turn",
                      text_ja="相手の手札が４枚の時、次のドローを封じるか、このターン魔法・罠カードの発動を封じる"))


# ピケルの魔法陣 / Pikeru's Circle of Enchantment: until the end of this turn, effects deal you no damage.
define(74270067, Effect(A, lambda res: res.duel.forbid_player(res.player, "take_effect_damage", res.cause),
                        text_en="you take no effect damage this turn",
                        text_ja="このターン、自分への効果ダメージは０になる"))


# 鳳翼の爆風 / Phoenix Wing Wind Blast: discard 1 card: a targeted card the opponent controls goes on top of its
# owner's deck.
define(63356631, Effect(A, to_deck_top, cost=Cost(discard=1),
                        target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                             text_ja="相手フィールドのカード"),
                        text_en="discard 1: put the target on top of the deck",
                        text_ja="手札を１枚捨て、対象をデッキの一番上に戻す"))


# ピケルの読心術 / Pikeru's Second Sight: until the opponent's second end phase from now, you are shown each card they
# draw.
def _second_sight(res: Resolution) -> None:
    d = res.duel
    last = d.nth_turn_of(res.opponent, 2)
    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, sees_draws=lambda ctx: ctx.duel.turn <= last,
                                          text_en="you see each card the opponent draws",
                                          text_ja="相手がドローしたカードを確認する"), res.cause,
             turns=last - d.turn + 1)


define(58015506, Effect(A, _second_sight, does=Does.OTHER,
                        text_en="until the opponent's second end phase, see each card they draw",
                        text_ja="相手は２回目のエンドフェイズが来るまで、ドローしたカードを公開し続ける"))


# パイナップル爆弾 / Pineapple Blast: when you normal summon a monster, while the opponent controls more monsters than
# you: the opponent picks as many of their monsters as make the difference, and those are destroyed (so both control
# as many).
_OUTNUMBERED = both(
    Worded(lambda ctx: any(e.kind == "summoned" and e.detail != "flip" and e.player == ctx.player for e in ctx.events),
           "it is activated only as its player's normal summon succeeds",
           "自分がモンスターの召喚に成功した時のみ発動できる"),
    Worded(lambda ctx: len(ctx.duel.monsters_of(ctx.opponent)) > len(ctx.duel.monsters_of(ctx.player)),
           "the opponent controls more monsters than its player", "相手のモンスターの数が自分より多い"))


def _pineapple_blast(res: Resolution) -> None:
    d = res.duel
    theirs = d.monsters_of(res.opponent)
    over = len(theirs) - len(d.monsters_of(res.player))
    if over > 0:
        d.destroy(choose_cards(res, theirs, over, res.opponent, purpose=DESTROY.monster), res.cause)


define(90669991, Effect(A, _pineapple_blast, condition=_OUTNUMBERED, asks=True,
                        does=Does.DESTROY | Does.MONSTERS | Does.OPPONENTS,
                        text_en="you normal summoned while outnumbered: the opponent destroys monsters of theirs until "
                                "both control as many",
                        text_ja="召喚成功時、相手モンスターが多い場合、同じ数になるよう相手が選んだ相手のモンスターを破壊する"))


# パワー・ウォール / Power Wall: an opponent's monster attacks and would deal you battle damage; before
# damage calculation, mill 1 card from your deck's top for every 500 of that damage (rounded up), and the battle
# damage you take from this battle is 0. The cards replace the whole damage, so it is activated only while the
# deck holds them all (docs/uncertain-rulings.md).
def _cards_for(ctx: Ctx) -> int:
    return -(-expected_battle_damage(ctx) // 500)


def _power_wall_ok(ctx: Ctx) -> bool:
    n = _cards_for(ctx) if ctx.duel.tp != ctx.player and ctx.duel.before_calculation() else 0
    return 0 < n <= len(ctx.duel.players[ctx.player].deck)


def _power_wall(res: Resolution) -> None:
    d = res.duel
    n = _cards_for(ctx_of(res))
    if n:
        d.mill(res.player, n, res.cause)
    no_damage(res, this_battle(d), "no battle damage to you from this battle",
              "この戦闘で自分が受ける戦闘ダメージは０になる")


define(76403456, Effect(A, _power_wall, damage_step=True, at_calculation=True, condition=_power_wall_ok,
                        text_en="mill 1 card from the top of your deck per 500 of the battle damage, instead of "
                                "taking that damage",
                        text_ja="戦闘ダメージは受けず、そのダメージ５００ごとにデッキの上から１枚を墓地へ送る"))

"""The normal spell cards whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.cards.common import banish_targets, spell_trap_cards_of
from arbiter.ocg.cards.shared.discard import choose_cards, discard_chosen
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.gladiator_beasts import is_gladiator_beast
from arbiter.ocg.cards.shared.life_points import gain_spell
from arbiter.ocg.cards.shared.search import deck_has, deck_searched, named, search, search_spell
from arbiter.ocg.cards.shared.to_hand_and_deck import choose_n_to_deck
from arbiter.ocg.cards.shared.turn_counts import in_own_standby
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards, cards_in_hand, pile_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import BANISH, RETURN_TO_DECK
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# 天使の施し / Graceful Charity: draw 3, then (a step of its own) discard 2. It acts on its player alone, so it
# designates that player (`targets_player`): moved by 「精霊の鏡」, the other player draws and discards.
def _charity(res: Resolution) -> None:
    who = res.target_player
    res.duel.draw(who, 3, res.cause)
    res.duel.next_thing()
    discard_chosen(res, who, 2)


define(79571449, Effect(A, _charity, does=Does.OWN_HAND, asks=True, needs=may_draw("self"), draws=3,
                        targets_player="own",
                        text_en="draw 3, then discard 2", text_ja="３枚ドローし、その後２枚捨てる"))

gain_spell(11868825, 600)


# 盗人ゴブリン / Goblin Thief: 500 damage to the opponent; gain 500 LP.
def _goblin_thief(res: Resolution) -> None:
    res.duel.damage(res.opponent, 500, res.cause)
    res.duel.gain_lp(res.player, 500, res.cause)


define(45311864, Effect(A, _goblin_thief, text_en="500 damage to the opponent; gain 500 LP",
                        text_ja="相手に５００ダメージを与え、５００ライフポイント回復する"))


# グリフォンの羽根帚 / Gryphon's Feather Duster: destroy your spells and traps; gain 500 for each.
def _own_spells(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in spell_trap_cards_of(ctx.duel, ctx.player) if c.idx != ctx.card.idx]


def _gryphon(res: Resolution) -> None:
    n = len(res.duel.destroy(_own_spells(res), res.cause))
    if n:
        res.duel.gain_lp(res.player, 500 * n, res.cause)


define(34370473, Effect(A, _gryphon, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(_own_spells(ctx)),
                        text_en="destroy your spells and traps; gain 500 LP for each",
                        text_ja="自分の魔法・罠カードを全て破壊し、１枚につき５００回復する"))

T = Kind.TRIGGER


# 精神統一 / Gather Your Mind: add a 「精神統一」 from the deck; one 「精神統一」 a turn (counted on activation, so a
# negated one counts too).
def _gather(res: Resolution) -> None:
    search(res, named(7512044))


define(7512044, Effect(A, _gather, asks=True, needs=deck_has(named(7512044)), name_once=True,
                       text_en="add a Gather Your Mind from the deck", text_ja="デッキから「精神統一」を手札に加える"))


# 封印の黄金櫃 / Gold Sarcophagus (see 「タイムカプセル」 in d.py): the card comes back by the activated card's effect,
# left in place until that standby phase: whether the spell is still in the graveyard does not matter.
def _sarcophagus(res: Resolution) -> None:
    d = res.duel
    deck = pile_of(res, res.player, Zone.DECK)
    if not deck:
        return
    with deck_searched(d, res.player, True):
        c = res.ask_cards(deck, purpose=BANISH)
        d.banish([c], res.cause)
    if c.zone is Zone.BANISHED:
        in_own_standby(res, 2, c, lambda r, x: r.duel.to_hand([x], r.cause),
                       "your 2nd standby phase: add the banished card to the hand",
                       "２回目の自分のスタンバイフェイズに除外したカードを手札に加える")


define(75500286, Effect(A, _sarcophagus, asks=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="banish a card of your deck", text_ja="デッキのカード１枚をゲームから除外する"))

TRUNADE = 42703248

# ハリケーン / Giant Trunade: every other spell/trap card on the field returns to its owner's hand (a return
# of several cards: a 「縮退回路」 among them does not apply, R004-114).
define(TRUNADE, Effect(A, lambda res: res.duel.to_hand(all_spell_trap_cards(res.duel, res.card), res.cause),
                       does=Does.SPELLS_TRAPS,
                       needs=lambda ctx: bool(all_spell_trap_cards(ctx.duel, ctx.card)),
                       text_en="return every spell and trap card on the field to its owner's hand",
                       text_ja="場の魔法・罠カードは全て持ち主の手札へ戻る"))

# 墓掘りグール / Gravedigger Ghoul: banish 1 or 2 targeted monster cards in the opponent's graveyard.
define(82542267, Effect(A, banish_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", count=2, min=1,
                                          where=lambda ctx, c: c.data.is_monster,
                                          text_en="a monster in the opponent's graveyard",
                                          text_ja="相手の墓地のモンスター"),
                        text_en="banish the targets", text_ja="対象をゲームから除外する"))


# 剣闘訓練所 / Gladiator Proving Ground: search your deck for a 「剣闘獣」 monster of Level 4 or less.
def _small_gladiator(c: Card) -> bool:
    return is_gladiator_beast(c) and (c.data.level or 0) <= 4


search_spell(35224440, _small_gladiator, "add from your deck a Gladiator Beast monster of Level 4 or less",
             "レベル４以下の「剣闘獣」をデッキから１体手札に加える")


# グラディアル・リターン / Gladiator's Return: shuffle 3 「剣闘獣」 cards from your graveyard into your deck; then
# draw 1 card. Left with fewer than 3 as it resolves, it returns none and draws nothing (the draw follows the
# return of 3; docs/uncertain-rulings.md).
def _gladiators(ctx: Ctx | Resolution) -> int:
    d = ctx.duel
    return sum(1 for i in d.players[ctx.player].grave if name_includes(d.cards[i], "剣闘獣"))


_THREE_BACK = choose_n_to_deck(lambda c: name_includes(c, "剣闘獣"), 3, 3)


def _gladiators_return(res: Resolution) -> None:
    if _gladiators(res) < 3:
        return
    _THREE_BACK(res)
    res.duel.next_thing()
    res.duel.draw(res.player, 1, res.cause)


define(24285858, Effect(A, _gladiators_return, asks=True,
                        needs=lambda ctx: _gladiators(ctx) >= 3 and may_draw("self")(ctx),
                        text_en="shuffle 3 Gladiator Beast cards from your graveyard into the deck; then draw 1",
                        text_ja="墓地の「剣闘獣」カード３枚をデッキに戻し、その後１枚ドローする"))


# 受け継がれる力 / Gift of the Martyr: send a monster you control to the graveyard as its cost; a targeted face-up
# monster you control gains that monster card's ATK until the end of the turn. The cost is paid before the target
# is chosen, so the monster sent must leave another face-up monster to target.
_GIFT_TARGET = TargetSpec(side="own", face="up", text_en="a face-up monster you control",
                          text_ja="自分の表側表示モンスター")


def _leaves_gift_target(ctx: Ctx, m: Card) -> bool:
    return any(x is not m and _GIFT_TARGET.fits(ctx, x) for x in ctx.duel.monsters_of(ctx.player))


def _gift(res: Resolution) -> None:
    d = res.duel
    gained = sum(d.cards[i].data.atk or 0 for i in res.link.cost_cards)
    for t in res.targets():
        d.boost(t, gained, 0, res.cause)


define(98792570, Effect(A, _gift, cost=Cost(tribute=1, tribute_sends=True, tribute_filter=_leaves_gift_target,
                                            text_en="send a monster you control to the graveyard, another face-up one "
                                            "left to be the target",
                                            text_ja="対象にできる他の表側表示モンスターを残して、自分のモンスター１体を"
                                            "墓地へ送る"),
                        target=_GIFT_TARGET,
                        text_en="the target gains the sent monster's ATK until the end of the turn",
                        text_ja="エンドフェイズまで、対象の攻撃力は送ったモンスターの攻撃力の数値だけ上がる"))


# 休息する剣闘獣 / Gladiator Beast's Respite: return 2 「剣闘獣」 cards of your hand to your deck (shuffled); then
# draw 3 cards. It acts on its player alone, so it designates that player (`targets_player`): moved by 「精霊の鏡」,
# the other player returns 2 of theirs and draws. Its deck must hold the one card of the 3 that the 2 it returns
# first do not make up (`draws=1`: with an empty deck it is not activated, docs/uncertain-rulings.md).
def _gladiator_cards(ctx: Ctx | Resolution, player: int) -> list[Card]:
    return [c for c in cards_in_hand(ctx.duel, player, lambda c: name_includes(c, "剣闘獣")) if c.idx != ctx.card.idx]


def _respite(res: Resolution) -> None:
    d, who = res.duel, res.target_player
    cands = _gladiator_cards(res, who)
    if len(cands) < 2:  # the draw follows the return of 2: with 1 left, nothing is asked and nothing happens
        return
    d.to_deck(choose_cards(res, cands, 2, who, purpose=RETURN_TO_DECK), res.cause)
    d.next_thing()
    d.draw(who, 3, res.cause)


define(98891840, Effect(A, _respite, asks=True, targets_player="own", draws=1,
                        needs=lambda ctx: len(_gladiator_cards(ctx, ctx.player)) >= 2 and may_draw("self")(ctx),
                        text_en="return 2 Gladiator Beast cards of your hand to the deck, then draw 3",
                        text_ja="手札の「剣闘獣」カード２枚をデッキに戻し、その後３枚ドローする"))

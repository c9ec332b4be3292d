"""The counter trap cards whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg.cards.common import answered, answered_link, ctx_of, negate_activation
from arbiter.ocg.cards.shared.chain import (
    BURN_ACTIVATED,
    MONSTER_EFFECT_ACTIVATED,
    activation_of,
    card_or_monster_effect_targeting,
    negate_and_destroy,
)
from arbiter.ocg.cards.shared.discard import discard, discard_chosen
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.gladiator_beasts import gladiator_counter
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, Worded
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# ダメージ・ポラリライザー / Damage Polarizer (counter trap): when an effect that inflicts damage is
# activated (its categories, `Does.DAMAGE`), negate the activation; each player draws 1.
def _polarizer(res: Resolution) -> None:
    d = res.duel
    link = answered_link(ctx_of(res))
    if link is not None:
        negate_activation(res, link, destroy=False)
    d.draw(res.player, 1, res.cause)
    d.draw(res.opponent, 1, res.cause)


define(46031686, Effect(A, _polarizer, condition=BURN_ACTIVATED, needs=may_draw("both"), draws=1, drawer="both",
                        text_en="negate a damage effect's activation; each player draws 1",
                        text_ja="ダメージを与える効果の発動を無効にし、お互いに１枚ドローする"))


# 天罰 / Divine Wrath (counter trap): discard 1 card (the cost): negate the activation of an effect
# monster's effect (a flip effect too, one activated instead of the draw too) and destroy that monster.
define(49010598, Effect(A, negate_and_destroy, condition=MONSTER_EFFECT_ACTIVATED,
                        cost=Cost(discard=1),
                        text_en="negate the activation of a monster effect and destroy the monster",
                        text_ja="効果モンスターの効果の発動：無効にしてそのモンスターを破壊"))


# 魔宮の賄賂 / Dark Bribe (counter trap): when the opponent activates a spell or trap card: negate the activation and
# destroy it; the opponent draws 1 card.
def _dark_bribe(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        negate_activation(res, link)
    res.duel.draw(1 - res.player, 1, res.cause)


define(77538567, Effect(A, _dark_bribe, condition=activation_of(("spell", "trap")), needs=may_draw("opp"), draws=1,
                        drawer="opp",
                        text_en="negate the opponent's spell or trap activation and destroy it; they draw 1",
                        text_ja="相手が発動した魔法・罠カードを無効にして破壊し、相手はカードを１枚ドローする"))


# 闇の幻影 / Dark Illusion: when a spell or trap card, or a monster's effect, is activated targeting a DARK monster on
# the field: negate the activation and destroy that card.
define(5562461, Effect(A, negate_and_destroy, condition=card_or_monster_effect_targeting(
    lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and has_attribute(c, "DARK"),
    "a face-up DARK monster on the field", "フィールド上の表側表示の闇属性モンスター"),
    text_en="an activation targets a DARK monster: negate it and destroy the card",
    text_ja="闇属性モンスターを対象にする発動を無効にし破壊する"))


# 強烈なはたき落とし / Drastic Drop Off (counter trap): when the opponent adds cards from their deck to their hand
# (a draw too): they discard one of the cards so added that is still in their hand (their pick when several).
def _added_from_deck(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    seen = {ev.card for ev in ctx.events if ev.kind in ("to_hand", "drawn") and ev.src == int(Zone.DECK)}
    return [c for c in d.cards if c.idx in seen and c.zone is Zone.HAND and c.owner == ctx.opponent]


def _drastic_drop_off(res: Resolution) -> None:
    cands = _added_from_deck(ctx_of(res))
    if len(cands) == 1:
        discard(res, cands)
    elif cands:
        discard_chosen(res, res.opponent, 1, chooser=res.opponent, cands=cands)


define(4440873, Effect(A, _drastic_drop_off, does=Does.OPP_HAND, asks=True,
                       condition=Worded(lambda ctx: bool(_added_from_deck(ctx)),
                                        "it is activated only as the opponent adds cards from their deck to their hand",
                                        "相手がデッキのカードを手札に加えた時にしか発動できない"),
                       responds_to=("to_hand", "drawn"),
                       text_en="the opponent discards 1 of the cards they just added from their deck to their hand",
                       text_ja="相手はデッキから手札に加えたそのカード１枚を捨てる"))


# ディザーム / Disarm: return a 「剣闘獣」 card from your hand to the deck (the cost): negate the activation of a spell
# card and destroy it.
define(26834022, gladiator_counter("spell", "return a Gladiator Beast card to the deck: negate a spell card's "
                                   "activation and destroy it",
                                   "手札の「剣闘獣」カード１枚をデッキに戻し、魔法カードの発動を無効にし破壊する"))

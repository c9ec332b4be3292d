"""The counter trap cards whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg.cards.common import answered_link
from arbiter.ocg.cards.shared.chain import negate_and_destroy
from arbiter.ocg.cards.shared.events import normal_summon
from arbiter.ocg.cards.shared.gladiator_beasts import gladiator_counter
from arbiter.ocg.effects import Answers, Ctx, Effect, Kind
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 畳返し / Pulling the Rug: when a monster's effect that answers a normal summon (a gemini monster's second summon
# too) is activated: negate the activation and destroy that monster.
def _answers_normal_summon(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None:
        return False
    d = ctx.duel
    return (d.cards[link.card].data.is_monster and d.link_effect(link).kind is Kind.TRIGGER
            and any(e.kind == "summoned" and normal_summon(e) for e in link.events))


_SUMMON_TRIGGER = Answers(_answers_normal_summon, "the activation of a monster's effect answering a normal summon",
                          "召喚成功時に発動するモンスターの効果の発動")


define(34717238, Effect(A, negate_and_destroy, condition=_SUMMON_TRIGGER,
                        text_en="a monster effect answering a normal summon: negate it and destroy the monster",
                        text_ja="召喚成功時に発動するモンスター効果の発動を無効にし、そのモンスターを破壊する"))


# パリィ / Parry: return a 「剣闘獣」 card from your hand to the deck (the cost): negate the activation of a trap card
# and destroy it.
define(52228131, gladiator_counter("trap", "return a Gladiator Beast card to the deck: negate a trap card's "
                                   "activation and destroy it",
                                   "手札の「剣闘獣」カード１枚をデッキに戻し、罠カードの発動を無効にし破壊する"))

"""The equip spell cards whose English name begins with H."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by
from arbiter.ocg.cards.shared.events import from_field_to_grave
from arbiter.ocg.cards.shared.to_hand_and_deck import self_top
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, nothing_instead
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

T = Kind.TRIGGER

# 一角獣のホーン / Horn of the Unicorn: +700 ATK/DEF; once it goes from the field to the graveyard, it
# returns to the top of the deck.
define(64047146, equip_spell(), equip_stats(700, 700),
       *(Effect(T, self_top, trigger=k, when=from_field_to_grave, text_en="return this card to the top of the deck",
                text_ja="このカードをデッキの一番上に戻す") for k in ("destroyed", "sent")), numbering=(0, 1, 2, 2))

# 光の角 / Horn of Light: +800 DEF; once it goes from the field to the graveyard, a payment of 500 LP
# (the cost) may put it back on top of the deck. Its text has no "can", only that cost at will: it does not miss
# the timing (era FAQ: its monster tributed, it is still activated; read as 「サイバー・ウロボロス」,
# docs/uncertain-rulings.md).
define(38552107, equip_spell(), equip_stats(0, 800),
       *(Effect(T, self_top, trigger=k, when=from_field_to_grave, cost=Cost(lp=500), mandatory=False,
                needs=lambda ctx: ctx.duel.players[ctx.player].lp >= 500,
                text_en="pay 500 LP: return this card to the top of the deck",
                text_ja="５００ライフポイントを払い、このカードをデッキの一番上に戻す") for k in ("destroyed", "sent")),
       numbering=(0, 1, 2, 2))


# 明鏡止水の心 / Heart of Clear Water: the equipped monster is not destroyed by battle nor by the effect of a card that
# targets it; this card is destroyed while the equipped monster's ATK is 1300 or more.
def _targeted_destruction(ctx: Ctx, ev: Event) -> bool:
    d, eq = ctx.duel, ctx.card.equipped_to
    if ctx.card.zone is not Zone.SPELLS or eq < 0 or ev.card != eq or ev.cause.reason is not Reason.EFFECT:
        return False
    m, res = d.cards[eq], d.current_res  # the link resolving now (it has left the chain)
    return res is not None and res.link.number == ev.cause.chain_link and (m.idx, m.oid) in res.link.targets


def _weak_enough(ctx: Ctx) -> bool:
    eq = ctx.card.equipped_to
    return eq < 0 or ctx.duel.atk(ctx.duel.cards[eq]) < 1300


define(64801562, equip_spell(),
       Effect(Kind.CONTINUOUS, affects=equipped_by, battle_proof=True,
              text_en="the equipped monster is not destroyed by battle",
              text_ja="装備モンスターは戦闘では破壊されない"),
       Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.kind == "destroyed" and _targeted_destruction(ctx, ev),
              instead=nothing_instead,
              text_en="the equipped monster is not destroyed by effects that target it",
              text_ja="装備モンスターを対象に取るカードの効果では、それは破壊されない"),
       Effect(Kind.CONTINUOUS, destroyed_unless=_weak_enough,
              text_en="destroyed while the equipped monster has 1300 or more ATK",
              text_ja="装備モンスターの攻撃力１３００以上：このカードを破壊"))

"""The normal trap cards whose English name begins with V."""

from __future__ import annotations

from arbiter.ocg import names
from arbiter.ocg.cards.shared.counters import VENOM
from arbiter.ocg.cards.shared.destruction import destroy_field_but_this
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.to_hand_and_deck import choose_n_to_deck, has_in_grave
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# ヴォルカニック・チャージ / Volcanic Recharge: return up to 3 「ヴォルカニック」 monster cards from your
# graveyard to the deck.
def _volcanic(c: Card) -> bool:
    return c.data.is_monster and name_includes(c, "ヴォルカニック")


define(33725271, Effect(A, choose_n_to_deck(_volcanic, 3, 1), asks=True, needs=has_in_grave(_volcanic),
                        text_en="return up to 3 Volcanic monsters from your graveyard to the deck",
                        text_ja="自分の墓地の「ヴォルカニック」モンスターを３枚までデッキに戻す"))


# ヴェノム・スプラッシュ / Venom Burn: target 1 monster with venom counters: remove them, and inflict 700
# damage to the opponent for each one removed.
def _venom_burn(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        n = d.remove_counter(c, VENOM, c.counters.get(VENOM, 0), res.cause)
        d.damage(res.opponent, 700 * n, res.cause)


define(4466015, Effect(A, _venom_burn, target=TargetSpec(face="up", where=lambda ctx, c: bool(c.counters.get(VENOM)),
                                                         text_en="a monster with venom counters",
                                                         text_ja="ヴェノムカウンターが乗ったモンスター"),
                       text_en="remove its venom counters: 700 damage to the opponent per counter",
                       text_ja="ヴェノムカウンターを取り除き、その数×７００ダメージを相手に与える"))


# 大噴火 / Volcanic Eruption: in your end phase, while you control 「ジュラシックワールド」, destroy every other card on
# the field (not itself, as it resolves: docs/uncertain-rulings.md).
JURASSIC_WORLD = 10080320


def _eruption_time(ctx: Ctx) -> bool:
    d = ctx.duel
    f = d.players[ctx.player].field
    return d.tp == ctx.player and d.phase == "end" and f >= 0 and d.cards[f].face_up \
        and names.is_named(d.cards[f], JURASSIC_WORLD)


define(42175079, Effect(A, destroy_field_but_this, condition=_eruption_time,
                        does=Does.DESTROY | Does.MONSTERS | Does.SPELLS_TRAPS,
                        text_en="your end phase with Jurassic World: destroy all cards on the field",
                        text_ja="自分エンドフェイズに「ジュラシックワールド」があれば、フィールドのカードを全て破壊する"))


# 魔法除去細菌兵器 / Virus Cannon: tribute any number (at least one) of your monsters other than tokens (the cost); the
# opponent picks that many spell cards from their deck (all of them if fewer) and sends them to the graveyard.
def _virus_cannon(res: Resolution) -> None:
    d = res.duel
    spells = [d.cards[i] for i in d.players[res.opponent].deck if d.cards[i].data.kind == "spell"]
    n = min(len(res.link.cost_cards), len(spells))
    with deck_searched(d, res.opponent, True):  # looked through for them, found or not: shuffled after (R004-100)
        if n:
            picked = spells if n == len(spells) else choose_cards(res, spells, n, res.opponent,
                                                                         purpose=TO_GRAVEYARD)
            d.send_to_grave([c.idx for c in picked], res.cause)


define(54591086, Effect(A, _virus_cannon, asks=True,
                        cost=Cost(tribute_any=True, tribute_filter=lambda ctx, m: not m.data.is_token),
                        text_en="tribute monsters other than tokens: the opponent sends as many spells from their "
                                "deck to the graveyard",
                        text_ja="トークン以外のモンスターを任意の数生け贄に捧げ、その数だけ相手はデッキから魔法カードを墓地へ送る"))

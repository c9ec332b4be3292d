"""The normal trap cards whose English name begins with V."""

from __future__ import annotations

from arbiter.ocg import names
from arbiter.ocg.cards.shared.card_kinds import ja_name_contains
from arbiter.ocg.cards.shared.counters import VENOM
from arbiter.ocg.cards.shared.to_hand_and_deck import choose_n_to_deck, has_in_grave
from arbiter.ocg.cards.shared.zones import field_cards
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# ヴォルカニック・チャージ / Volcanic Recharge: return up to 3 「ヴォルカニック」 monster cards from your
# graveyard to the deck.
def _volcanic(c: Card) -> bool:
    return c.data.is_monster and ja_name_contains(c, "ヴォルカニック")


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


# 大噴火 / Volcanic Eruption: in your end phase, while you control 「ジュラシックワールド」, destroy every card on the
# field.
JURASSIC_WORLD = 10080320


def _eruption_time(ctx: Ctx) -> bool:
    d = ctx.duel
    f = d.players[ctx.player].field
    return d.tp == ctx.player and d.phase == "end" and f >= 0 and d.cards[f].face_up \
        and names.is_named(d.cards[f], JURASSIC_WORLD)


def _eruption(res: Resolution) -> None:
    res.duel.destroy([*field_cards(res.duel, 0), *field_cards(res.duel, 1)], res.cause)


define(42175079, Effect(A, _eruption, condition=_eruption_time, does=Does.DESTROY | Does.MONSTERS | Does.SPELLS_TRAPS,
                        text_en="your end phase with Jurassic World: destroy all cards on the field",
                        text_ja="自分エンドフェイズに「ジュラシックワールド」があれば、フィールドのカードを全て破壊する"))

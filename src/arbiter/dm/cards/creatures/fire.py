"""The Duel Masters creatures of the fire civilization."""

from __future__ import annotations

from arbiter.dm.battle import break_these
from arbiter.dm.cards.shared.replacements import DRAGON, breaks_by_self, goes_instead, in_battle, leaving
from arbiter.dm.cards.shared.shields import shield_of
from arbiter.dm.duel import Duel
from arbiter.dm.model import Card, CardDef, ReplacementDef, Zone
from arbiter.dm.pipeline import next_sentence, repl_key, still_there
from arbiter.dm.registry import define
from arbiter.dm.verbs import move_all
from arbiter.kernel.events import Event

RINNE_LUPIA = define(CardDef(
    "rinne_lupia", "リンネ・ルピア", "Rinne Rupia", "creature", ("fire",), 3, 1000, ("ファイアー・バード",),
    replacements=(goes_instead(Zone.MANA, "to the mana zone instead of the graveyard",
                               "墓地に置くかわりにマナゾーンに置く", optional=True),),
    provisional="no fact of this card was found (dm_cards.md): it is given the civilization, race and the "
                "'to the mana zone instead' replacement of its ルピア namesakes (e.g. 《ルピア・ラピア》)",
    summary="(Provisional) When it would be destroyed, you may put it into your mana zone instead.",
    summary_ja="（暫定）破壊される時、かわりに自分のマナゾーンに置いてもよい。"))


def _own_dragon_leaving(d: Duel, c: Card, ev: Event) -> bool:
    """One of its player's Dragons is still leaving the battle zone: what the stored replacement needs, even once
    Infinity Dragon itself has left (seed 001, R001-021: a stored replacement resolves from the graveyard)."""
    if not (leaving(ev) and still_there(d, ev)):
        return False
    x = d.cards[ev.card]
    return x.owner == c.owner and x.defn.is_creature and x.defn.is_race(DRAGON)


def _infinity_watches(d: Duel, c: Card, ev: Event) -> bool:
    return in_battle(c) and _own_dragon_leaving(d, c, ev)


def _mills_in_order(d: Duel, c: Card, evs: list[Event]) -> bool:
    """The card it mills is the deck's top one as its turn comes, which a replacement carried out before it (another
    mill, a creature shuffled into the deck) may have changed."""
    return True


def _infinity_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    deck = d.players[p].deck
    top = d.cards[deck[-1]] if deck else None
    if top is not None:
        move_all(d, "mill", [top], Zone.GRAVE, p, c.idx)
    if top is not None and (top.defn.is_race(DRAGON) or top.defn.is_race("ファイアー・バード")):
        d.note("stays", d.ref(ev.card))
    else:  # it leaves after all, as the replacement's own result
        move_all(d, ev.kind, [d.cards[ev.card]], Zone(ev.dst), ev.cause.player, ev.cause.card)


INFINITY_DRAGON = define(CardDef(
    "infinity_dragon", "インフィニティ・ドラゴン", "Infiniti Doragon", "creature", ("fire",), 7, 7000,
    ("アーマード・ドラゴン",), breaker=2,
    replacements=(ReplacementDef("mills a card; a Dragon or Fire Bird keeps the Dragon in the battle zone",
                                 "山札の1枚目を墓地に置き、ドラゴンかファイアー・バードならとどまる",
                                 _infinity_watches, _infinity_instead, optional=False,
                                 still_possible=_own_dragon_leaving, order_matters=_mills_in_order),),
    summary="Double breaker. When one of your Dragons would leave the battle zone, put your top card into the "
            "graveyard; if it is a Dragon or a Fire Bird, the Dragon stays instead.",
    summary_ja="W・ブレイカー。自軍のドラゴンがバトルゾーンから出ようとする時、山札の上から1枚を墓地へ。それがドラゴン"
               "かファイアー・バードなら、代わりにそのドラゴンは残る。"))


def _to_graveyard_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    move_all(d, "to_grave", [shield_of(d, ev)], Zone.GRAVE, p, c.idx)


BOLMETEUS = define(CardDef(
    "bolmeteus_white", "ボルメテウス・ホワイト・ドラゴン", "Bolmeteus Steel Dragon", "creature", ("fire",), 7, 7000,
    ("アーマード・ドラゴン",), breaker=2,
    replacements=(ReplacementDef("the broken shield goes to the graveyard instead of the hand",
                                 "シールド焼却：手札に加えるかわりに墓地に置く",
                                 breaks_by_self, _to_graveyard_instead, optional=False),),
    aliases=("ボルメテウス", "Borumeteusu Howaito Doragon"),
    summary="Double breaker. The shields it breaks go to their owner's graveyard instead of the hand (so no "
            "S-Trigger).",
    summary_ja="W・ブレイカー。これがブレイクしたシールドは手札ではなく持ち主の墓地に置かれる（S・トリガーは使えな"
               "い）。"))


def _zero_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    s = shield_of(d, ev)
    d.reveal(s)
    # its middle sentence puts a psychic creature from the hyperspatial zone: this engine has neither (`missing`)
    d.note("no_hyperspatial", d.ref(c.idx))
    with next_sentence(d):  # "その後…ブレイクする" is another sentence: a new event ...
        if s.zone is Zone.SHIELDS and in_battle(c):
            break_these(d, c, [s], detail=f"not:{repl_key(c, 0)}")  # ... which this same effect cannot replace


GAIAR_ZERO = define(CardDef(
    "gaiar_zero", "ガイアール・ゼロ", "Gaiāru Zero", "creature", ("fire",), 6, 7000,
    ("レッド・コマンド・ドラゴン", "ハンター"), breaker=2,
    replacements=(ReplacementDef("the shield is shown to all players instead of being broken, then broken",
                                 "ブレイクに代えて、まず全プレイヤーにそのシールドを公開し、それからブレイクする",
                                 breaks_by_self, _zero_instead, optional=False),),
    summary="Double breaker. When it would break a shield, the shield is shown to all players instead (a psychic "
            "creature cheaper than a card of that shield may come from the hyperspatial zone); after that it breaks "
            "that shield.",
    summary_ja="W・ブレイカー。シールドをブレイクする時、かわりにまずそのシールドを全員に見せる（そのシールドのカー"
               "ドよりコストの小さいサイキック・クリーチャーを超次元ゾーンから出せる）。その後、そのシールドをブレイ"
               "クする。",
    missing=("the psychic creature it may put into the battle zone from the hyperspatial zone: this module has no "
             "hyperspatial zone, so none comes",)))

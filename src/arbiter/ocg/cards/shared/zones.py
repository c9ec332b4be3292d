"""Cards by zone: a player's hand, deck, graveyard and field, face-up monsters, tokens, equipped monsters, the top of
the deck; whether a player controls no monster, no spell or trap card, whether the opponent controls a card."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import spell_trap_cards_of, spells_traps_of
from arbiter.ocg.choice_purposes import TO_DECK_TOP
from arbiter.ocg.effects import Ctx, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def fitting_monsters_in(ctx: Ctx, p: int, zone: Zone, ok: Callable[[Card], bool]) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].cards_in(zone) if d.cards[i].data.kind == "monster"
            and not d.cards[i].hidden and ok(d.cards[i])]


def controls_face_up(ctx: Ctx, passcode: int) -> bool:
    return any(c.face_up and is_named(c, passcode) for c in ctx.duel.monsters_of(ctx.player))


def monsters_in(ctx: Ctx, p: int, zone: Zone) -> list[Card]:
    return [ctx.duel.cards[i] for i in ctx.duel.players[p].cards_in(zone)
            if ctx.duel.cards[i].data.kind == "monster" and not ctx.duel.cards[i].hidden]


def face_up_machines(d: Duel) -> list[Card]:
    return [c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and d.race(c) == "Machine"]


def face_up_opp(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.opponent) if c.face_up]


def hand_of(ctx: Ctx | Resolution, p: int) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].hand]


def pile_of(ctx: Ctx | Resolution, p: int, zone: Zone, where: Callable[[Card], bool] | None = None) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].cards_in(zone) if where is None or where(d.cards[i])]


def field_of(ctx: Ctx | Resolution, p: int) -> list[Card]:
    """Every card `p` controls: monsters, spells and traps, the field spell."""
    d = ctx.duel
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0]


def other_hand(ctx: Ctx, p: int) -> list[Card]:
    """`p`'s hand without the card being activated from it."""
    return [c for c in hand_of(ctx, p) if c.idx != ctx.card.idx]


def face_up_monsters(ctx: Ctx | Resolution, p: int) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(p) if c.face_up]


def no_monsters(ctx: Ctx | Resolution) -> bool:
    """Its player controls no monster (a condition: 「召喚雲」, 「ミイラの呼び声」, 「不死武士」 ...)."""
    return not ctx.duel.monsters_of(ctx.player)


def no_spells_traps(ctx: Ctx | Resolution) -> bool:
    """Its player controls no spell or trap card, a face-up trap monster being one (`spell_trap_cards_of`:
    「黄泉ガエル」, 「サクリファイス・ロータス」)."""
    return not spell_trap_cards_of(ctx.duel, ctx.player)


def opponent_controls_a_card(ctx: Ctx | Resolution) -> bool:
    """The opponent controls a card: what an effect destroying every card they control needs to do anything
    (「死の合唱」, 「エレメンタルバースト」, 「メガトン魔導キャノン」)."""
    return bool(ctx.duel.field_cards(ctx.opponent))


def opponents_spell_trap_cards(ctx: Ctx | Resolution) -> list[Card]:
    """Every spell and trap card the opponent controls, a face-up trap monster too (`spell_trap_cards_of`)."""
    return spell_trap_cards_of(ctx.duel, ctx.opponent)


def deck_top(d: Duel, p: int, n: int) -> list[Card]:
    """The top n cards of a deck, top first (revealed or excavated, not moved)."""
    deck = d.players[p].deck
    return [d.cards[i] for i in reversed(deck[-n:])] if n > 0 else []


def arrange_top(res: Resolution, n: int) -> None:
    """The resolving player looks at the top `n` cards of their deck (all of them if fewer) and puts them back on top
    in the order they choose, the first chosen on top (「大王目玉」, 「コザッキーの研究成果」)."""
    d = res.duel
    top = deck_top(d, res.player, n)
    d.reveal(top, res.player)
    order: list[Card] = []
    rest = list(top)
    while len(rest) > 1:
        # each card's place is what is chosen: copies are each their own
        c = res.ask_cards(rest, purpose=TO_DECK_TOP.nth(len(order) + 1, len(top)), told_apart=True)
        order.append(c)
        rest.remove(c)
    order += rest
    for c in reversed(order):
        d.put_on_top(c)


def players_in_order(d: Duel) -> tuple[int, int]:
    """Both players, the turn player first (the order simultaneous actions are carried out in)."""
    return d.tp, 1 - d.tp


def face_up_spells(d: Duel, players: tuple[int, ...], passcode: int) -> list[Card]:
    return [d.cards[i] for p in players for i in d.players[p].spells
            if i >= 0 and d.cards[i].face_up and is_named(d.cards[i], passcode)]


def deck_cards(res: Resolution) -> list[Card]:
    return [res.duel.cards[i] for i in res.duel.players[res.player].deck]


def grave_of(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].grave if where(d.cards[i])]


def deck_of(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].deck if where(d.cards[i])]


def cards_in_hand(d: Duel, p: int, where: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    return [d.cards[i] for i in d.players[p].hand if where(d.cards[i])]


def look_at(res: Resolution, cards: list[Card], viewer: int = -1) -> list[Card]:
    """The resolving player (or `viewer`) looks at `cards`: each one not face-up (in a hand, set) is shown to them,
    not only those they go on to pick. The cards."""
    res.duel.reveal([c for c in cards if not c.face_up], res.player if viewer < 0 else viewer)
    return cards


def look_at_hand(res: Resolution, p: int, viewer: int = -1) -> list[Card]:
    """`look_at` `p`'s hand ("look at the opponent's hand"): its cards, in order."""
    return look_at(res, cards_in_hand(res.duel, p), viewer)


def all_field_cards(d: Duel, but: Card | None = None) -> list[Card]:
    """Every card on the field, both players' (but `but`): what "destroy all cards on the field" reaches, the card
    resolving excepted (it is sent away once it has resolved: 「最終戦争」, 「大噴火」)."""
    return [c for p in (0, 1) for c in d.field_cards(p) if but is None or c.idx != but.idx]


def other_field_cards(ctx: Ctx | Resolution) -> list[Card]:
    """Every card on the field but this one, the turn player's first (「海竜－ダイダロス」, 「終焉の王デミス」;
    `all_field_cards` orders them by player, 0 first)."""
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in d.field_cards(p) if c.idx != ctx.card.idx]


def all_spells_traps(d: Duel, but: Card | None = None) -> list[Card]:
    """The cards in both players' spell & trap zones and field zones (but `but`)."""
    return [c for p in players_in_order(d) for c in spells_traps_of(d, p) if but is None or c.idx != but.idx]


def all_spell_trap_cards(d: Duel, but: Card | None = None) -> list[Card]:
    """Every spell and trap card on the field (but `but`), the face-up trap monsters too (`spell_trap_cards_of`):
    what "destroy (return) every spell and trap card on the field" reaches."""
    return [c for p in players_in_order(d) for c in spell_trap_cards_of(d, p) if but is None or c.idx != but.idx]


def face_up_named(ctx: Ctx, passcodes: tuple[int, ...], side: str = "any") -> bool:
    d = ctx.duel
    players = (ctx.player,) if side == "own" else (0, 1)
    return any(c.face_up and is_named(c, *passcodes) for p in players for c in d.monsters_of(p))


def spells_and_traps(ctx: Ctx, p: int) -> list[Card]:
    """The cards in a player's spell & trap zones and field zone."""
    pl = ctx.duel.players[p]
    return [ctx.duel.cards[i] for i in (*pl.spells, pl.field) if i >= 0]


def equip_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in spells_traps_of(d, p) if c.face_up and c.equipped_to >= 0]


def equipped_monsters(ctx: Ctx | Resolution) -> list[Card]:
    """Every monster on the field a face-up equip card equips, the turn player's first (「成仏」, 「大成仏」)."""
    d = ctx.duel
    held = {c.equipped_to for c in equip_cards(ctx)}
    return [c for p in (d.tp, 1 - d.tp) for c in d.monsters_of(p) if c.idx in held]


def all_monsters(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return d.monsters_of(d.tp) + d.monsters_of(1 - d.tp)


def tokens_on_field(ctx: Ctx | Resolution) -> list[Card]:
    """Every token on the field, player 0's first (「トークン収穫祭」, 「トークン謝肉祭」)."""
    return [c for p in (0, 1) for c in ctx.duel.monsters_of(p) if c.data.is_token]


def special_summoned_on_field(ctx: Ctx | Resolution) -> list[Card]:
    """The monsters on the field that were special summoned (by any means) and stayed there since."""
    d = ctx.duel
    return [m for p in (0, 1) for m in d.monsters_of(p) if d.summoned_as(m, "special")]

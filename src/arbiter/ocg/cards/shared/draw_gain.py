"""Helpers that cards in several files share: draw gain."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.flip import ask_summon_position
from arbiter.ocg.effects import Condition, Cost, Ctx, Effect, Kind, Operation, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import SpecialCheck

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER

POT_OF_GREED = 55144522
PROTECTOR_OF_THE_SANCTUARY = 24221739

DARK_MIMIC_LV3 = 1102515
SANCTUARY_IN_THE_SKY = 56433456
MUKO = 80863132


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


def self_on_field(res: Resolution) -> bool:
    """This card is still the object that activated the effect and is face-up on the field."""
    c = res.card
    return c.oid == res.link.oid and c.on_field and c.face_up


def ask_many(res: Resolution, cards: list[Card], player: int = -1, least: int = 0) -> list[Card]:
    """Let a player pick any number of `cards` (at least `least`), one question each; "no" ends."""
    chosen: list[Card] = []
    while True:
        left = [c for c in cards if c not in chosen]
        if not left:
            return chosen
        opts = [res.duel.card_option("select", c.idx) for c in left]
        if len(chosen) >= least:
            opts.append(Option("no", "no", label_en="no more", label_ja="選択を終える"))
        o = res.ask(opts, "select", player, "choose a card", "カードを選ぶ")
        if o.kind == "no":
            return chosen
        chosen.append(res.duel.cards[o.card])


def discard_one_at_a_time(res: Resolution, player: int, n: int) -> None:
    """`player` chooses `n` cards of their hand and discards them (an effect, not a cost)."""
    d = res.duel
    for _ in range(n):
        hand = hand_of(res, player)
        if not hand:
            return
        c = res.ask_cards(hand, "discard", player)
        d.discard([c.idx], res.cause)


def discard_random(res: Resolution, player: int, n: int) -> None:
    d = res.duel
    for _ in range(n):
        hand = d.players[player].hand
        if not hand:
            return
        i = hand[d.rng.below(len(hand))]
        d.discard([i], res.cause)


def is_hero(c: Card, kind: str = "Elemental HERO") -> bool:
    return c.data.name_en.startswith(kind)


def times_placed(d: object, idx: int) -> int:
    """How many times a card has been put onto the monster zone in this duel's log (summoned or set):
    facts noted with this count are about the card's stay on the field that began last."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    ref = d.refs[idx]
    return sum(1 for e in d.log if e.kind in ("summon", "special_summon", "set_monster") and e.args[1] is ref)


def sanctuary_blocks(d: object, drawer: int) -> bool:
    """「神殿を守る者」 face-up on the drawer's opponent's field: no drawing outside the draw phase."""
    from arbiter.ocg.duel import Duel

    assert isinstance(d, Duel)
    if d.phase == "draw":
        return False
    return any(c.face_up and c.data.passcode == PROTECTOR_OF_THE_SANCTUARY and not d.effect_negated(c)
               for c in d.monsters_of(1 - drawer))


def may_draw(who: str) -> Condition:
    """`needs` of a draw effect: "self", "opp" or "both" (from the activator) may draw now."""
    def check(ctx: Ctx) -> bool:
        players = {"self": (ctx.player,), "opp": (ctx.opponent,), "both": (ctx.player, ctx.opponent)}[who]
        return not any(sanctuary_blocks(ctx.duel, p) for p in players)
    return check


def draw_op(n: int, who: str = "self") -> Operation:
    """Draw n: "self", "opp" (from the activator) or "both"; an effect that designates its one drawer
    (`targets_player`) draws for the player it designates now (「精霊の鏡」 may have moved it)."""
    def op(res: Resolution) -> None:
        d = res.duel
        players = {"self": (res.player,), "opp": (res.opponent,), "both": (d.tp, 1 - d.tp)}[who]
        if who != "both" and res.link.player_target >= 0:
            players = (res.target_player,)
        for p in players:
            d.draw(p, n, res.cause)
    return op


def simple_draw(passcode: int, n: int, who: str, en: str, ja: str, condition: Condition | None = None,
                cost: Cost | None = None, missing: tuple[str, ...] = ()) -> None:
    """A card whose one effect draws n for "self", "opp" or "both"; a drawer who is one player is designated."""
    define(passcode, Effect(A, draw_op(n, who), condition=condition, needs=may_draw(who), cost=cost or Cost(),
                            targets_player={"self": "own", "opp": "opp"}.get(who, ""), text_en=en, text_ja=ja),
           missing=missing)


def drew(whose: str) -> Callable[[Ctx, Event], bool]:
    """A "drew" event of this card's controller ("self") or its opponent ("opp"), while it applies."""
    def when(ctx: Ctx, ev: Event) -> bool:
        c = ctx.card
        if c.zone is not Zone.MONSTERS and not c.active:
            return False
        return ev.player == (ctx.player if whose == "self" else ctx.opponent)
    return when


def gain_op(n: int, who: str = "self") -> Operation:
    def op(res: Resolution) -> None:
        for p in {"self": (res.player,), "opp": (res.opponent,), "both": (res.duel.tp, 1 - res.duel.tp)}[who]:
            res.duel.gain_lp(p, n, res.cause)
    return op


def next_level(res: Resolution, passcode: int, pos: Pos | None) -> Card | None:
    """Special summon a 「ＬＶ」 monster of this passcode from the hand or deck (in `pos`, else the position its
    player chooses face-up), shuffling the deck if it came from there; the monster summoned, if any."""
    d = res.duel
    found = [x for x in hand_of(res, res.player) + pile_of(res, res.player, Zone.DECK) if x.data.passcode == passcode]
    if not found or not d.free_slots(res.player, Zone.MONSTERS):
        return None
    m = res.ask_cards(found)
    from_deck = m.zone is Zone.DECK
    d.special_summon(m, res.player, pos or ask_summon_position(res, m, res.player, face_down=False), res.cause)
    if from_deck:
        d.shuffle_deck(res.player)
    return m


def reload_op(who: str) -> Operation:
    def op(res: Resolution) -> None:
        d = res.duel
        p = res.player if who == "self" else res.opponent
        hand = hand_of(res, p)
        if hand:
            d.to_deck(hand, res.cause)
            d.draw(p, len(hand), res.cause)
    return op


def left_face_up(ctx: Ctx, ev: Event) -> bool:
    return ev.src in (int(Zone.SPELLS), int(Zone.FIELD))


def battle_damage_by_me(direct: bool = False) -> Callable[[Ctx, Event], bool]:
    """This card inflicted battle damage to its controller's opponent (in a direct attack)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        if ev.cause.reason is not Reason.BATTLE or ev.cause.card != ctx.card.idx or ev.player != ctx.opponent:
            return False
        att = ctx.duel.attack
        return not direct or (att is not None and att[2] < 0)
    return when


def battle_damage_draw(passcode: int, n: int, who: str = "self", until: int = 0, direct: bool = False,
                        extra: tuple[Effect, ...] = (), missing: tuple[str, ...] = (),
                        special_by: SpecialCheck | None = None, tail: tuple[Effect, ...] = (),
                        numbering: tuple[int, ...] = ()) -> None:
    """A monster that makes a player draw when it inflicts battle damage (`until`: to that hand size); `extra`:
    its effects before that one, `tail`: after it (a summon procedure)."""
    def op(res: Resolution) -> None:
        d = res.duel
        p = res.player if who == "self" else res.opponent
        k = until - len(d.players[p].hand) if until else n
        if k > 0:
            d.draw(p, k, res.cause)
    if until:
        en, ja = f"draw until {'you hold' if who == 'self' else 'the opponent holds'} {until}", \
            f"{'自分' if who == 'self' else '相手'}の手札が{until}枚になるようにドローする"
    else:
        en, ja = f"{'draw' if who == 'self' else 'the opponent draws'} {n}", \
            f"{'' if who == 'self' else '相手は'}{n}枚ドローする"
    define(passcode, *extra, Effect(T, op, trigger="damage", self_trigger=False, when=battle_damage_by_me(direct),
                                       needs=may_draw(who), text_en="battle damage: " + en,
                                                            text_ja="戦闘ダメージ：" + ja), *tail,
           missing=missing, special_by=special_by, numbering=numbering)


def destroyed_by_me(ctx: Ctx, ev: Event) -> bool:
    att = ctx.duel.attack
    return (ev.cause.reason is Reason.BATTLE and ev.player != ctx.player and att is not None
            and ctx.card.idx in (att[0], att[2]) and ev.card in (att[0], att[2]))


def from_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.GRAVE)


def gain_spell(passcode: int, n: int, who: str = "self", en: str = "", ja: str = "") -> None:
    define(passcode, Effect(A, gain_op(n, who), text_en=en or f"gain {n} LP",
                                                 text_ja=ja or f"{n}ライフポイント回復する"))


def standby_gain(passcode: int, amount: Callable[[Ctx], int], en: str, ja: str,
                  pos: tuple[Pos, ...] = (Pos.ATTACK, Pos.DEFENSE), grave: bool = False,
                  special_by: SpecialCheck | None = None) -> None:
    """A monster that gains LP in its controller's standby phase."""
    def op(res: Resolution) -> None:
        n = amount(ctx_of(res))
        if n:
            res.duel.gain_lp(res.player, n, res.cause)

    define(passcode, Effect(T, op, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE if grave else None,
                            when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player
                            and (grave or ctx.card.pos in pos), text_en=en, text_ja=ja), special_by=special_by)


def sanctuary_on_field(d: Duel) -> bool:
    """Whether a face-up 「天空の聖域」 is on the field."""
    return any(pl.field >= 0 and d.cards[pl.field].face_up and d.cards[pl.field].data.passcode == SANCTUARY_IN_THE_SKY
               for pl in d.players)


def battle_destroyed(ctx: Ctx, ev: Event) -> bool:
    return destroyed_by_me(ctx, ev) and ev.dst == int(Zone.GRAVE)


def gain_from_destroyed(passcode: int, amount: Callable[[Card], int], en: str, ja: str,
                         special_by: SpecialCheck | None = None) -> None:
    """A monster that gains LP when it destroys an opponent's monster by battle and sends it to the graveyard."""
    def op(res: Resolution) -> None:
        n = amount(res.duel.cards[res.link.events[0].card])
        if n:
            res.duel.gain_lp(res.player, n, res.cause)

    define(passcode, Effect(T, op, trigger="destroyed", self_trigger=False, when=battle_destroyed, text_en=en,
                            text_ja=ja), special_by=special_by)

"""Event filters: how a card left the field, battle damage, phases, draws and summons."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.common import FIELD_ZONES, ctx_of
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.notes import Mark, mark, marked, remember
from arbiter.ocg.chain import NEGATED_ACTIVATION, PROCEDURE_TRIBUTE, SUMMON_TRIBUTE
from arbiter.ocg.effects import Condition, Ctx, Effect, EventFilter, Operation, Resolution
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def normal_summon(ev: Event) -> bool:
    """A "summoned" event of a normal summon: a face-up gemini monster's second summon is one too (the flip summon
    is not)."""
    return ev.detail in ("normal", "gemini")


def special_summoned_to_opponents_field(ctx: Ctx) -> bool:
    """A monster was just special summoned to the opponent's field, whoever summoned it (`Event.onto`:
    「ミス・リバイブ」 by this card's own player counts, its opponent's 「死者蘇生」 of this player's monster
    does not)."""
    return any(e.kind == "special_summoned" and e.onto == ctx.opponent for e in ctx.events)


def tribute_summoned(ctx: Ctx, ev: Event) -> bool:
    """This monster was just tribute summoned: normal summoned face-up with tributes (or LP paid for them), not a
    Level 5 or higher one summoned with none (「コストダウン」, its own text's way without tributes)."""
    return ev.detail == "normal" and ctx.duel.summoned_as(ctx.card, "tribute")


def by_battle_to_grave(ctx: Ctx, ev: Event) -> bool:
    """This card was destroyed by battle and went from a monster zone to the graveyard."""
    return ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)


def effect_player(d: Duel, cause: Cause) -> int:
    """The player whose card's effect caused an event.

    A link's cause names its player; other causes (the engine's `discard` verb names the discarding
    player) are judged by the source card's controller (its owner once it has left the field).
    """
    if cause.chain_link or cause.card < 0:
        return cause.player
    src = d.cards[cause.card]
    return src.ctl if src.on_field else src.owner


def discarded_by_effect(ctx: Ctx, ev: Event) -> bool:
    """This card went from the hand to the graveyard because an effect of another card discarded it
    (not as a cost, not by the rules, not sent or destroyed: R004-135, R004-137, R004-142)."""
    return (ev.kind == "discarded" and ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is Reason.EFFECT and ev.cause.card != ctx.card.idx)


def from_hand_by_opponents_effect(ctx: Ctx, ev: Event) -> bool:
    """This card went from the hand to the graveyard by an effect of its owner's opponent, discarded or sent."""
    return (ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.EFFECT
            and ev.cause.player != ctx.card.owner)


def caused_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return effect_player(ctx.duel, ev.cause) != ctx.card.owner


def drew(whose: str) -> Callable[[Ctx, Event], bool]:
    """A "drew" event of this card's controller ("self") or its opponent ("opp"), while it applies."""
    def when(ctx: Ctx, ev: Event) -> bool:
        c = ctx.card
        if c.zone is not Zone.MONSTERS and not c.active:
            return False
        return ev.player == (ctx.player if whose == "self" else ctx.opponent)
    return when


def left_face_up(ctx: Ctx, ev: Event) -> bool:
    """This spell or trap card left the field face-up ("when this face-up card leaves the field"): not a set card,
    nor one whose activation was negated (its effects never applied: the negated link is still on the chain)."""
    return (ev.src in (int(Zone.SPELLS), int(Zone.FIELD)) and ev.pos == int(Pos.UP)
            and not any(link.card == ev.card and link.neg_activation for link in ctx.duel.chain))


def battle_damage_by_me(direct: bool = False) -> EventFilter:
    """This card inflicted battle damage to its controller's opponent (in a direct attack)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        if ev.cause.reason is not Reason.BATTLE or ev.cause.card != ctx.card.idx or ev.player != ctx.opponent:
            return False
        att = ctx.duel.attack
        return not direct or (att is not None and att[2] < 0)
    return when


def destroyed_by_me(ctx: Ctx, ev: Event) -> bool:
    att = ctx.duel.attack
    return (ev.cause.reason is Reason.BATTLE and ev.player != ctx.player and att is not None
            and ctx.card.idx in (att[0], att[2]) and ev.card in (att[0], att[2]))


def from_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.GRAVE)


def battle_destroyed(ctx: Ctx, ev: Event) -> bool:
    return destroyed_by_me(ctx, ev) and ev.dst == int(Zone.GRAVE)


def destroyed_in_its_battle(ctx: Ctx, ev: Event) -> bool:
    """Another monster was destroyed by battle in the attack this card is in, wherever it went (「聖獣セルケト」,
    「幻獣ロックリザード」; `won_battle`: the opponent's, sent to the graveyard): the monster it battled (an equip card
    destroyed in that monster's place, a union or 「漆黒の名馬」, is destroyed by its own effect, not by the battle:
    `monster_equips.battle_substitute`)."""
    fought = battlers(ctx.duel)
    return ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in fought and ev.card in fought


def won_battle(ctx: Ctx, ev: Event) -> bool:
    """An opponent's monster went to the graveyard, destroyed in battle by this one."""
    return destroyed_in_its_battle(ctx, ev) and ev.player == ctx.opponent and ev.dst == int(Zone.GRAVE)


TO_GRAVE = ("destroyed", "sent", "tributed", "discarded")  # the event kinds that put a card in a graveyard
LEAVES = ("destroyed", "sent", "tributed", "to_hand", "to_deck", "banished")  # leaving the field


def battle_damage_by_self(ctx: Ctx, ev: Event) -> bool:
    """This monster inflicted battle damage to the opponent."""
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player == ctx.opponent


def from_field_to_grave(ctx: Ctx, ev: Event) -> bool:
    return to_grave_from_field(ev)


def set_and_destroyed(ctx: Ctx, ev: Event) -> bool:
    """The card was set in a spell & trap zone when it went to the graveyard (a destroyed event: 「黄金の邪神像」,
    「ワンダーガレージ」)."""
    return ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.pos == int(Pos.SET)


def attack_to_defense(ctx: Ctx, ev: Event) -> bool:
    """A position event from attack to face-up defense position (turned face-down is none: 「悪魔の知恵」,
    「ヤドカリュー」, 「ドリーム・ピエロ」, 「ブレードラビット」)."""
    return ev.pos == int(Pos.ATTACK) and ev.amount == int(Pos.DEFENSE)


def phase_of(phase: str, own: bool | None = True) -> Callable[[Ctx, Event], bool]:
    """The start of `phase` in the card controller's turn (own=True), the opponent's (False), or any."""

    def when(ctx: Ctx, ev: Event) -> bool:
        if ev.detail != phase:
            return False
        return own is None or (ctx.duel.tp == ctx.player) == own

    return when


def opponents_standby_while_active(ctx: Ctx, ev: Event) -> bool:
    """The opponent's standby phase begins while this card is active (`phase_of("standby", own=False)` asks no
    more than the phase: 「ゴブリンの小役人」, 「幽獄の時計塔」)."""
    return ev.detail == "standby" and ev.player != ctx.player and ctx.card.active


def monster_back_to_hand(ctx: Ctx, ev: Event) -> bool:
    """A monster on the field (in the monster zone, as a monster) has returned to its owner's hand. A token an
    effect "returns" ceases to exist as it leaves the field and never reaches a hand (`Duel.move`): it does not
    count (docs/uncertain-rulings.md)."""
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.HAND)


def left_field(ctx: Ctx, ev: Event) -> bool:
    return ev.src in (int(Zone.SPELLS), int(Zone.FIELD)) and ev.dst not in FIELD_ZONES


def to_grave_from_field(ev: Event) -> bool:
    """Sent from the field to the graveyard: not a card whose activation was negated, which goes there after the
    chain without counting as sent from the field."""
    return ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE) and ev.detail != NEGATED_ACTIVATION


def by_effect(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.EFFECT and to_grave_from_field(ev)


def tributed_by_effect_to_grave(ctx: Ctx, ev: Event) -> bool:
    """Tributed by a card's effect (as the cost of one too) and sent to the graveyard: not for a tribute summon, nor
    for a monster's own summon procedure, which is no effect (it is activated as no chain link, R004-175; so too
    「ＴＨＥ トリッキー」's discard is no effect's, R004-137), as the event says (`PROCEDURE_TRIBUTE`):
    「死王リッチーロード」."""
    return ev.dst == int(Zone.GRAVE) and (ev.cause.reason is Reason.EFFECT or (
        ev.cause.reason is Reason.COST and ev.detail != PROCEDURE_TRIBUTE))


def tributed_for_a_summon(ctx: Ctx, ev: Event) -> bool:
    """Tributed for the tribute summon of a monster, a face-down one too (a tribute set, seed 003), whoever makes it
    (the rules, 「血の代償」): not by another rule that tributes, nor by an effect (「ゾルガ」)."""
    return ev.detail == SUMMON_TRIBUTE


def by_opponents_effect(ctx: Ctx, ev: Event) -> bool:
    return by_effect(ctx, ev) and ev.cause.player != ctx.card.owner


def destroyed_by_opponents_effect(ctx: Ctx, ev: Event) -> bool:
    """Destroyed on the field by an effect of its owner's opponent, wherever it went: a text that says "destroyed"
    with no word of the graveyard still answers a card banished instead (「次元の裂け目」: 「六武衆の師範」)."""
    return ev.cause.reason is Reason.EFFECT and ev.src in FIELD_ZONES and ev.cause.player != ctx.card.owner


ATTACKED_FACE = "attacked_face"


def remember_face_when_attacked() -> Effect:
    """Not an effect of the card: each time it is attacked, whether it was face-down as that damage step began (the
    "attacked" event comes before the flip), for `face_up_as_damage_step_began`."""
    def note_face(ctx: Ctx, ev: Event) -> None:
        # one number per attack: its moment (`Duel.serial`, twice over) and 1 for a set monster, so that the largest
        # value noted is the latest attack and its lowest bit says how it was found
        mark(ctx.duel, ATTACKED_FACE, ctx.card, 2 * ctx.duel.serial + (ev.pos == int(Pos.SET)))
    return remember("attacked", note_face)


def face_up_as_damage_step_began(ctx: Ctx, ev: Event) -> bool:
    """The card an event of its battle moved was face-up as that damage step began: a monster set when attacked is
    flipped only in the damage step, so "this face-up card destroyed by battle" is not it (its card declares
    `remember_face_when_attacked`; the latest attack on that object decides). An attacker was face-up."""
    d = ctx.duel
    if d.attack is not None and ev.card == d.attack[0]:
        return True
    seen = marked(d, ATTACKED_FACE, d.cards[ev.card], oid=ev.oid)
    return not seen or seen[-1] % 2 == 0


def by_battle(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and to_grave_from_field(ev)


def own_monster_destroyed(reason: Reason, to_grave: bool = True) -> Condition:
    """A condition: the window answers a monster its player controlled destroyed (by battle or by an effect, as
    `reason` says) and, with `to_grave`, sent to the graveyard (「ヒーロー・シグナル」, 「魂の綱」)."""
    return lambda ctx: any(e.kind == "destroyed" and e.cause.reason is reason and e.src == int(Zone.MONSTERS)
                           and (not to_grave or e.dst == int(Zone.GRAVE)) and e.player == ctx.player
                           for e in ctx.events)


def once_per_thing(key: str, pred: EventFilter) -> EventFilter:
    """"Each time one or more monsters ...": of the events one thing makes together (the same `Duel.serial`: one
    chain link's resolution, one summon), only the first that passes `pred` sets the trigger off (「精気を吸う骨の
    塔」, 「スパルタクァの呪術師」)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        if not pred(ctx, ev) or d.serial in marked(d, key, ctx.card):
            return False
        mark(d, key, ctx.card, d.serial)
        return True
    return when


def each_of_one_thing(key: str, pred: EventFilter) -> EventFilter:
    """`once_per_thing`, which also notes every card whose event passes `pred` with the thing's serial, so that
    the resolution may ask which cards that one thing summoned (`of_one_thing`: 「ダーク・キュア」)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        if not pred(ctx, ev):
            return False
        mark(d, f"{key}:{ctx.card.idx}", d.cards[ev.card], d.serial)
        if d.serial in marked(d, key, ctx.card):
            return False
        mark(d, key, ctx.card, d.serial)
        return True
    return when


def of_one_thing(res: Resolution, key: str) -> list[Card]:
    """The cards noted by `each_of_one_thing` with the event that set this trigger off, those still the same
    objects."""
    d = res.duel
    first = res.link.events[0].card
    tag = f"{key}:{res.card.idx}"
    notes = [m for m in d.notes(Mark) if m.key == tag]
    serial = max((m.value for m in notes if m.card == first), default=-1)  # the first card may have left since
    return [d.cards[m.card] for m in notes if m.value == serial and d.cards[m.card].oid == m.oid]


def own_cards_destroyed_by_opponent(kind: str) -> Condition:
    """A condition: the window answers cards of `kind` ("spell", "trap") its player controlled destroyed and sent
    from the field to the graveyard by an effect of the opponent's card (「突風」, 「猛吹雪」)."""
    def cond(ctx: Ctx) -> bool:
        d = ctx.duel
        return any(e.kind == "destroyed" and e.cause.reason is Reason.EFFECT and e.player == ctx.player
                   and e.src in (int(Zone.SPELLS), int(Zone.FIELD)) and e.dst == int(Zone.GRAVE)
                   and d.cards[e.card].data.kind == kind and effect_player(d, e.cause) != ctx.player
                   for e in ctx.events)
    return cond


def together(pred: EventFilter) -> EventFilter:
    """For `trigger="moved"`: "each time one or more cards are ...", once for the cards one verb moved together
    into a zone, where at least one card's own event (`Event.group`) passes `pred` (「死霊の誘い」, 「死の演算盤」)."""
    return lambda ctx, ev: any(pred(ctx, e) for e in ev.group)


def moved_together(ctx: Ctx, pred: EventFilter) -> list[Event]:
    """The card-by-card events passing `pred` of the "moved" event that set this trigger off (how many cards it
    counts, whose they were)."""
    return [e for ev in ctx.events[:1] for e in ev.group if pred(ctx, e)]


def owners_damaged(pred: EventFilter, each: int) -> Operation:
    """The owner of each card passing `pred` among those moved together takes `each` damage for each of theirs
    (the turn player first): 「死霊の誘い」, 「死の演算盤」."""
    def op(res: Resolution) -> None:
        d = res.duel
        owners = [d.cards[e.card].owner for e in moved_together(ctx_of(res), pred)]
        for p in (d.tp, 1 - d.tp):
            if p in owners:
                d.damage(p, each * owners.count(p), res.cause)
    return op

"""The LV monsters: their level in the name, the next level summoned, whether a level came by a level-up, and
leveling up after a battle win."""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.carddata import every_card
from arbiter.ocg.cards.common import can_special_summon
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.notes import mark, mark_face_up, marked, marked_face_up, never_activated, remember
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import ask_face_up, pick_to_summon, summon
from arbiter.ocg.cards.shared.zones import hand_of, pile_of
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def next_level(res: Resolution, passcode: int, pos: Pos | None) -> Card | None:
    """Special summon a 「ＬＶ」 monster of this passcode from the hand or deck (in `pos`, else the position its
    player chooses face-up), shuffling the deck if it came from there or if none was in either place (its player
    looked through the deck in vain, R004-100); the monster summoned, if any."""
    d = res.duel
    found = [x for x in hand_of(res, res.player) + pile_of(res, res.player, Zone.DECK) if is_named(x, passcode)]
    # the deck is shuffled after the monster is taken from it, or after it was looked through for one in vain
    with deck_searched(d, res.player, summon_room(res) and not found):
        m = pick_to_summon(res, found)
        if m is not None:
            summon(res, m, pos=pos, ask=ask_face_up)
    return m


def next_level_in_reach(passcode: int) -> Callable[[Ctx], bool]:
    """A `needs`: a 「ＬＶ」 monster of this passcode is in its player's hand or deck and may be special summoned
    (no lock on the player's special summons), so a level-up that special summons it from there has something to
    summon (no activation that could do nothing)."""
    def needs(ctx: Ctx) -> bool:
        return any(is_named(x, passcode) and can_special_summon(ctx, x)
                   for x in hand_of(ctx, ctx.player) + pile_of(ctx, ctx.player, Zone.DECK))
    return needs


def lv_of(c: Card) -> int:
    """The "LV" number in a card's name, or 0."""
    return _lv_of_name(c.data.name_ja)[1]


def lv_family(c: Card) -> str:
    """The part of a 「ＬＶ」 monster's name before "LV" (its whole name without one): one family of levels."""
    return _lv_of_name(c.data.name_ja)[0]


def _lv_of_name(name_ja: str) -> tuple[str, int]:
    """A name's family (the part before "LV") and its level (0 without one)."""
    name = unicodedata.normalize("NFKC", name_ja)
    i = name.find("LV")
    if i < 0:
        return name, 0
    digits = "".join(itertools.takewhile(str.isdigit, name[i + 2:]))
    return name[:i].strip(), int(digits) if digits else 0


# the 「ＬＶ」 monsters no lower level's text names (each comes out another way: its own procedure, or an effect
# that names its family only): 「アームド・ドラゴン ＬＶ７」 and 「ハネクリボー ＬＶ６」 name no higher level
NAMED_BY_NONE = frozenset({
    "アームド・ドラゴン ＬＶ１０", "アームド・ドラゴン ＬＶ１０－ホワイト",
    "ハネクリボー ＬＶ９", "ハネクリボー ＬＶ１０",
    "アームド・ドラゴン・サンダー ＬＶ５", "アームド・ドラゴン・サンダー ＬＶ７",
    "アームド・ドラゴン・サンダー ＬＶ１０"})


def named_next_level(sent: Card) -> int:
    """The passcode of the 「ＬＶ」 monster `sent`'s text names: the next higher level of its family among all cards
    (a 「ＬＶ」 monster's text names its family's next level, unless that one is `NAMED_BY_NONE`); 0 where there is
    none."""
    family, level = _lv_of_name(sent.data.name_ja)
    higher = sorted((lv, c.name_ja, c.passcode) for c in every_card() if c.is_monster and c.name_ja not in NAMED_BY_NONE
                    for fam, lv in (_lv_of_name(c.name_ja),) if fam == family and lv > level)
    return higher[0][2] if level and higher else 0


# a monster object special summoned by a 「ＬＶ」 monster's level-up (`level_up`), under a key naming the passcode of
# that monster, for the higher levels whose effects apply only when summoned that way (「アルティメット・インセクト
# ＬＶ３」): noted while it stays face-up, since turned face-down and up again it is a new card, not so summoned
def _leveled_up_key(passcode: int) -> str:
    return f"leveled_up:{passcode}"


CAME_OUT = "came_out"  # the turn a monster object was flipped face-up (`remember_flips`)


def level_up(passcode: int) -> Callable[[Resolution], None]:
    """The operation of a level-up: special summon the next level from the hand or deck, noted as summoned by
    this card's effect."""
    def op(res: Resolution) -> None:
        m = next_level(res, passcode, None)
        if m is not None and m.zone is Zone.MONSTERS:
            mark_face_up(res.duel, _leveled_up_key(res.card.data.passcode), m, read_by_effects=True)
    return op


def summon_next_level(passcode: int) -> Callable[[Resolution], None]:
    """The operation of a level-up that notes nothing: special summon the next level from the hand or deck
    (「アームド・ドラゴン ＬＶ３」, 「漆黒の魔王 ＬＶ４」, 「漆黒の魔王 ＬＶ６」; `level_up` also notes which card
    summoned it)."""
    def op(res: Resolution) -> None:
        next_level(res, passcode, None)
    return op


def leveled_up_from(d: Duel, c: Card, passcode: int) -> bool:
    """Whether this monster object was special summoned by the level-up of a monster of that passcode, and has
    stayed face-up since."""
    return marked_face_up(d, _leveled_up_key(passcode), c)


def remember_flips() -> Effect:
    """Not an effect of the card: the turn this object was flipped face-up, for "not the turn it was summoned,
    special summoned or flipped face-up" (`came_out_this_turn`)."""
    def note(ctx: Ctx, ev: Event) -> None:
        if ev.card == ctx.card.idx:
            mark(ctx.duel, CAME_OUT, ctx.card, ctx.duel.turn)
    return remember("flipped", note)


def came_out_this_turn(d: Duel, c: Card) -> bool:
    """This monster object was summoned, special summoned, set or flipped face-up this turn."""
    return c.t_entered == d.turn or d.turn in marked(d, CAME_OUT, c)


def standby_level_up(passcode: int, en: str, ja: str, ready: Callable[[Ctx], bool] | None = None) -> Effect:
    """In its controller's standby phase, this face-up card may be sent to the graveyard (the cost) to special
    summon `passcode` from the hand or deck; not in the turn it came out (with `remember_flips` among its
    effects), only when `ready` holds, and only with such a monster there."""
    def when(ctx: Ctx, ev: Event) -> bool:
        c = ctx.card
        return (ev.detail == "standby" and ctx.duel.tp == ctx.player and c.zone is Zone.MONSTERS and c.face_up
                and not came_out_this_turn(ctx.duel, c) and (ready is None or ready(ctx)))
    return Effect(Kind.TRIGGER, level_up(passcode), trigger="phase", self_trigger=False, when=when, mandatory=False,
                  asks=True, cost=Cost(self_to="send"), needs=next_level_in_reach(passcode), text_en=en, text_ja=ja)


def _won_key(d: Duel) -> str:
    return f"lv_won_battle:{d.turn}"


def note_battle_win(d: Duel, me: Card) -> None:
    """Note that this card object destroyed a monster by battle this turn (its own effect in battle counts too:
    「ミスティック・ソードマン」), with the moment it last turned face-up: turned face-down and up again since, it is a
    new card, which destroyed nothing (`won_this_turn`)."""
    mark_face_up(d, _won_key(d), me)


def won_this_turn(d: Duel, me: Card) -> bool:
    """Whether this card, face-up since then, destroyed a monster by battle this turn (`note_battle_win`)."""
    return marked_face_up(d, _won_key(d), me)


def _note_win(ctx: Ctx, ev: Event) -> bool:
    if ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in battlers(ctx.duel):
        note_battle_win(ctx.duel, ctx.card)
    return False


def level_up_after_battle(next_lv: int, name_en: str, name_ja: str) -> tuple[Effect, Effect]:
    """"In the end phase of a turn this card destroyed a monster by battle, you may send this face-up card to the
    graveyard to special summon 「next_lv」 from your hand or deck": the note of its wins, and the trigger."""
    in_reach = next_level_in_reach(next_lv)

    def needs(ctx: Ctx) -> bool:
        # a monster to summon, and a zone for it (this card's own, once it is sent, will do)
        return (ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 or ctx.card.zone is Zone.MONSTERS) and in_reach(ctx)

    def when(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "end" and ctx.card.face_up and won_this_turn(ctx.duel, ctx.card)

    def op(res: Resolution) -> None:
        next_level(res, next_lv, None)

    return (Effect(Kind.TRIGGER, never_activated, note=True, trigger="destroyed", self_trigger=False, when=_note_win,
                   text_en="(its battle wins this turn are remembered)",
                   text_ja="（このターン戦闘で破壊した事を覚えておく）"),
            Effect(Kind.TRIGGER, op, trigger="phase", self_trigger=False, when=when, mandatory=False, asks=True,
                   cost=Cost(self_to="send"), needs=needs,
                   text_en=f"end phase after a battle win: send it to the graveyard to special summon {name_en}",
                   text_ja=f"戦闘で破壊したターンのエンドフェイズ、このカードを墓地へ送り「{name_ja}」を特殊召喚できる"))

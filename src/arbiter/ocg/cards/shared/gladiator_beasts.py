"""The 「剣闘獣」 (Gladiator Beast) monsters: summoned by a Gladiator Beast's effect, and the tag-out at the end of
the battle phase they battled in; the counter traps paid with a 「剣闘獣」 card from the hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import answered_link, can_special_summon, ctx_of, negate_activation
from arbiter.ocg.cards.shared.chain import activation_of
from arbiter.ocg.cards.shared.notes import mark, marked, remember
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.effects import Cost, Ctx, Effect, EventFilter, Kind, Operation, Resolution
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER
BY_GLADIATOR = "gladiator_beast"  # the mark on a monster object special summoned by a Gladiator Beast's effect
RETURN_SELF = Cost(self_to="deck")  # "return this card to the deck" (the tag-out's cost)


def is_gladiator_beast(c: Card) -> bool:
    """A 「剣闘獣」 monster card (by the name it has now)."""
    return c.base.is_monster and name_includes(c, "剣闘獣")


# the cards whose effects' special summons count as made by a 「剣闘獣」 monster's effect (「スレイブタイガー」),
# declared in their own files (`counts_as_gladiator`)
_AS_GLADIATOR: set[int] = set()


def counts_as_gladiator(passcode: int) -> None:
    """The special summons the effects of card `passcode` make count as made by a 「剣闘獣」 monster's effect."""
    _AS_GLADIATOR.add(passcode)


def by_gladiator_effect(ctx: Ctx, ev: Event) -> bool:
    """This card's special summon was made by the effect of a 「剣闘獣」 monster (or of a card whose summons count
    as such: `counts_as_gladiator`)."""
    d = ctx.duel
    if ev.card != ctx.card.idx or ev.cause.reason is not Reason.EFFECT or ev.cause.card < 0:
        return False
    src = d.cards[ev.cause.card]
    return is_gladiator_beast(src) or is_named(src, *_AS_GLADIATOR)


def summoned_by_gladiator(d: Duel, c: Card) -> bool:
    """`c` (this object) was special summoned by a 「剣闘獣」 monster's effect, and has not been turned face-down since
    (face-up again, a new card that was not summoned so: `Duel.summon_holds`)."""
    return bool(marked(d, BY_GLADIATOR, c)) and d.summon_holds(c)


def _note(ctx: Ctx, ev: Event) -> None:
    if by_gladiator_effect(ctx, ev):
        mark(ctx.duel, BY_GLADIATOR, ctx.card, read_by_effects=True)


# Not an effect of the card: how it was special summoned, remembered for its continuous and end-of-battle effects.
NOTE = remember("special_summoned", _note)


def battled_this_phase(own_turn: bool = False) -> EventFilter:
    """The end of a battle phase in which this face-up monster battled (this object: one revived after its battle did
    not; `own_turn`: only its controller's)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        c, d = ctx.card, ctx.duel
        return (ev.detail == "battle:end" and c.zone is Zone.MONSTERS and c.face_up and c.battled_now(d.turn)
                and (not own_turn or d.tp == ctx.player))
    return when


def _other_gladiator(passcode: int) -> Callable[[Card], bool]:
    """The tag-out's words: a 「剣闘獣」 monster not named like the card `passcode`."""
    return lambda c: is_gladiator_beast(c) and not is_named(c, passcode)


def _others_in_deck(ctx: Ctx | Resolution, passcode: int) -> list[Card]:
    d = ctx.duel
    cx = ctx if isinstance(ctx, Ctx) else ctx_of(ctx)
    other = _other_gladiator(passcode)
    return [d.cards[i] for i in d.players[ctx.player].deck if other(d.cards[i]) and can_special_summon(cx, d.cards[i])]


def summon_from_deck(passcode: int, n: int = 1) -> Operation:
    """Special summon `n` 「剣闘獣」 monsters but those named like this card from the deck (as many as can be), in
    the position their player chooses."""
    def op(res: Resolution) -> None:
        with deck_searched(res.duel, res.player, True):
            for _ in range(n):
                # a card refused by the words first: one named like this card, whatever its own conditions
                if summon_picked(res, _others_in_deck(res, passcode), words=_other_gladiator(passcode)) is None:
                    break
    return op


def tag_out(passcode: int, en_name: str, ja_name: str) -> Effect:
    """At the end of a battle phase this card battled in, you may shuffle it into the deck (the cost) to special
    summon a 「剣闘獣」 monster other than one named like it from the deck."""
    return Effect(T, summon_from_deck(passcode), trigger="phase", self_trigger=False, when=battled_this_phase(),
                  mandatory=False, cost=RETURN_SELF, asks=True, needs=lambda ctx: bool(_others_in_deck(ctx, passcode)),
                  text_en=f"end of a battle phase it battled in: return it to the deck to special summon a Gladiator "
                          f"Beast monster other than {en_name} from the deck",
                  text_ja=f"戦闘したバトルフェイズの終了時：自身をデッキに戻し、「{ja_name}」以外の「剣闘獣」モンスター１体を"
                          "デッキから特殊召喚")


def gladiator_counter(kind: str, text_en: str, text_ja: str) -> Effect:
    """「ディザーム」 / 「パリィ」: return a 「剣闘獣」 card from your hand to the deck (the cost): negate the
    activation of a `kind` ("spell" / "trap") card and destroy it."""
    def negate(res: Resolution) -> None:
        link = answered_link(ctx_of(res))
        if link is not None:
            negate_activation(res, link)

    return Effect(Kind.ACTIVATE, negate, condition=activation_of(kind, by="any"),
                  cost=Cost(hand_send=1, hand_filter=lambda ctx, c: name_includes(c, "剣闘獣"), hand_to="deck"),
                  text_en=text_en, text_ja=text_ja)

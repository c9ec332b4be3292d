"""Adding cards from the deck to the hand."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import DISCARD_SELF, KEPT_IN_GRAVE, battle_to_grave, ctx_of, may_take
from arbiter.ocg.cards.shared.resolving import ask_many
from arbiter.ocg.cards.shared.zones import pile_of
from arbiter.ocg.choice_purposes import TO_HAND
from arbiter.ocg.effects import NOT_CHOSEN, Condition, Ctx, Effect, Kind, Operation, Resolution, quoting
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import normal_summonable
from arbiter.ocg.summon_locks import locks_every_special_summon

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER


@contextmanager
def deck_searched(d: Duel, p: int, looked: bool) -> Iterator[None]:
    """What runs inside may take cards from `p`'s deck: the deck is shuffled after (the rule shuffle, R004-100) where
    `p` looked through it (`looked`, as it begins: they had a reason to, such as a free zone for the card a summon
    takes, whether or not a card that fits is there) or a card left it meanwhile; a deck nothing left and that no one
    looked through is left as it was (「マジシャンズ・サークル」 for a player with no free monster zone)."""
    before = tuple(d.players[p].deck)
    yield
    now = set(d.players[p].deck)
    if looked or any(i not in now for i in before):
        d.shuffle_deck(p)


def searched_to_top(res: Resolution, c: Card | None, player: int = -1) -> None:
    """`player` (-1: the resolving player) looked through their deck for a card to put on its top, `c` (None: none
    fit): the deck is shuffled after the look, found or not (R004-100), and only then is `c` put on top, where it
    stays (「穿孔虫」, 「ヴォルカニック・リボルバー」, 「ディープ・ダイバー」, 「不幸を告げる黒猫」)."""
    d = res.duel
    d.shuffle_deck(res.player if player < 0 else player)  # the look over, before the card is placed
    if c is not None:
        d.put_on_top(c)


def summon_room(res: Resolution, player: int = -1, freed: int = 0) -> bool:
    """`deck_searched`'s `looked` for a special summon from the deck by `player` (-1: the resolving player): a free
    monster zone and no ban on every special summon of theirs (「ガード・ドッグ」's; a lock that spares no monster,
    「フォッシル・ダイナ パキケファロ」): otherwise nothing could come, whatever the deck held. A lock that spares some
    monsters (the 「結界像」) still has them look. `freed`: the zones the effect empties before its summon (a tribute:
    「プリマの光」), free for it too."""
    d = res.duel
    p = res.player if player < 0 else player
    return d.free_slots(p, Zone.MONSTERS) + freed > 0 \
        and not d.player_forbidden(p, "special_summon", res.cause, from_zone=Zone.DECK) \
        and not locks_every_special_summon(d, p)


def choose_from_deck(res: Resolution) -> Card | None:
    i = res.answer
    if i < 0:
        return None
    c = res.duel.cards[i]
    return c if c.zone is Zone.DECK and c.owner == res.player else None


def add_chosen_from_deck(res: Resolution) -> None:
    """Add the card chosen from the deck (`choose_from_deck`); the deck looked through is shuffled after, even with
    none chosen (R004-100)."""
    c = choose_from_deck(res)
    with deck_searched(res.duel, res.player, True):
        if c is not None:
            res.duel.to_hand([c], res.cause)


Pred = Callable[[Card], bool]


def deck_has(pred: Pred, player: str = "self") -> Condition:
    """A search's `needs`: a card of the deck to add (while no searches are allowed, 「ライオウ」, the search itself is
    refused: `categories.only_searches`)."""
    def check(ctx: Ctx) -> bool:
        p = ctx.player if player == "self" else ctx.opponent
        return bool(pile_of(ctx, p, Zone.DECK, pred))
    return check


def deck_or_grave_has(pred: Pred) -> Condition:
    """The `needs` of an effect that adds a card from its player's deck or graveyard: one of the two holds one
    (not one the effect may not take from the graveyard, `may_take`)."""
    def check(ctx: Ctx) -> bool:
        return any(may_take(ctx, c, Zone.HAND, "to_hand") for z in (Zone.DECK, Zone.GRAVE)
                   for c in pile_of(ctx, ctx.player, z, pred))
    return check


# where a search takes its card from: refused there, the place it is not in (`search_refusal`)
_PLACES = {Zone.DECK: ("deck", "デッキ"), Zone.HAND: ("hand", "手札"), Zone.GRAVE: ("graveyard", "墓地")}
_FROM: dict[tuple[bool, tuple[Zone, ...]], Why] = {}


def search_refusal(res: Resolution, p: int, zones: tuple[Zone, ...], pred: Pred, c: Card) -> str:
    """Why `c` is none of the cards `search` offers (`p`'s cards of `zones` that fit `pred`), by the same checks."""
    if c.owner != p or c.zone not in zones:
        key = (p == res.player, zones)
        why = _FROM.get(key)
        if why is None:
            en = " or ".join(_PLACES[z][0] for z in zones)
            ja = "・".join(_PLACES[z][1] for z in zones)
            why = _FROM[key] = Why(f"the effect takes a card from {'its player' if key[0] else 'the opponent'}'s {en}",
                                   f"この効果は{'自分' if key[0] else '相手'}の{ja}からカードを選ぶ")
        return why
    eff = res.link.activated
    if not pred(c):
        return quoting(NOT_CHOSEN, eff.text_en, eff.text_ja)
    return "" if may_take(ctx_of(res), c, Zone.HAND, "to_hand") else KEPT_IN_GRAVE


def search(res: Resolution, pred: Pred, player: int = -1, zones: tuple[Zone, ...] = (Zone.DECK,),
           then_shuffle: bool = False, then: bool = False) -> Card | None:
    """`player` adds 1 card that fits from their deck (or the other `zones`) to their hand; the deck is shuffled
    after it is looked through (the rule shuffle, R004-100): after the card is taken from it, or when no card fits
    anywhere, but not when the card came from elsewhere (a graveyard: not one the effect may not take, `may_take`).
    `then_shuffle`: the card's own text shuffles "then", as a step of the effect, so the add is not the last thing
    the effect did (★ R004-099, reading (a)). `then`: the search is a later step (その後) of the effect, a thing of its
    own (`Duel.next_thing`) once a card is found; with none, what the effect did before stays the last thing (the
    rule shuffle is no step of the effect)."""
    d = res.duel
    p = res.player if player < 0 else player
    ctx = ctx_of(res)
    found = [c for z in zones for c in pile_of(res, p, z, pred) if may_take(ctx, c, Zone.HAND, "to_hand")]
    # the deck looked through is shuffled after: a card taken from it, or none found anywhere; not a card taken
    # from elsewhere
    with deck_searched(d, p, Zone.DECK in zones and not found):
        if not found:
            return None
        if then:
            d.next_thing()
        c = res.ask_cards(found, "select", p, why=lambda x: search_refusal(res, p, zones, pred, x),
                          purpose=TO_HAND)
        from_deck = c.zone is Zone.DECK
        d.to_hand([c], res.cause)
        if then_shuffle and from_deck:
            d.next_thing()
    return c


def search_op(pred: Pred, then_shuffle: bool = False) -> Operation:
    def op(res: Resolution) -> None:
        search(res, pred, then_shuffle=then_shuffle)
    return op


def named(*codes: int) -> Pred:
    return lambda c: is_named(c, *codes)


def is_ritual_monster(c: Card) -> bool:
    return c.data.is_monster and "ritual" in c.data.subtypes


def is_ritual_spell(c: Card) -> bool:
    return c.data.is_spell and "ritual" in c.data.subtypes


def search_spell(passcode: int, pred: Pred, en: str, ja: str) -> None:
    """A normal spell that adds one card that fits from the deck to the hand."""
    define(passcode, Effect(A, search_op(pred), asks=True, needs=deck_has(pred), text_en=en, text_ja=ja))


def on_summon_search(passcode: int, pred: Pred, en: str, ja: str, kinds: tuple[str, ...] = ("summoned",),
                     flip: bool = True) -> None:
    """A monster that may add a card that fits from the deck when it is summoned (normal or flip summoned:
    "summoned", without the flip summon where `flip` is False; also special summoned: "special_summoned"). An
    optional "when ... you can" effect: it misses the timing of a summon that was not the last thing to happen
    (a special summon by chain link 2 before link 1 resolves)."""
    define(passcode, *(Effect(T, search_op(pred), trigger=k, when=None if flip or k != "summoned" else _not_flipped,
                              mandatory=False, misses_timing=True, asks=True, needs=deck_has(pred), text_en=en,
                              text_ja=ja)
                       for k in kinds), numbering=(1,) * len(kinds))  # one effect of its text, whatever the summon


def _not_flipped(ctx: Ctx, ev: Event) -> bool:
    """A summon other than a flip summon ("召喚に成功した時" names no flip summon)."""
    return ev.detail != "flip"


def hand_discard_search(passcode: int, pred: Pred, en: str, ja: str, missing: tuple[str, ...] = (),
                        more: tuple[Effect, ...] = (), numbering: tuple[int, ...] = ()) -> None:
    """A monster that is discarded from the hand to add a card that fits from the deck (`more`: its other
    effects; `missing`: what else its text does that is not declared, and `numbering` the effects' numbers in its
    text, as for `define`)."""
    def op(res: Resolution) -> None:
        search(res, pred)

    define(passcode, Effect(Kind.IGNITION, op, from_zone=Zone.HAND, cost=DISCARD_SELF, asks=True, needs=deck_has(pred),
                            text_en="discard this card: " + en, text_ja="このカードを捨てて" + ja),
           *more, missing=missing, numbering=numbering)


def field_spell_on(passcode: int) -> Condition:
    """A face-up field spell of this passcode is on the field (either player's)."""
    def holds(ctx: Ctx) -> bool:
        d = ctx.duel
        return any(pl.field >= 0 and is_named(d.cards[pl.field], passcode) and d.cards[pl.field].face_up
                   for pl in d.players)
    return holds


def destroyed_without(passcode: int, en: str, ja: str) -> Effect:
    """"This card is destroyed while no 「...」 (a field spell) is on the field"."""
    return Effect(Kind.CONTINUOUS, destroyed_unless=field_spell_on(passcode),
                  text_en=f"destroyed while no {en} is on the field",
                  text_ja=f"「{ja}」がフィールドに無ければ自身を破壊")


def battle_destroyed_search(passcode: int, pred: Pred, en: str, ja: str, mandatory: bool = False,
                            many: bool = False) -> None:
    """A monster that searches its deck for a card when it goes to the graveyard destroyed by battle
    (in the damage step, so 「パペット・キング」 cannot answer it: R004-097)."""
    def op(res: Resolution) -> None:
        if not many:
            search(res, pred)
            return
        with deck_searched(res.duel, res.player, True):
            res.duel.to_hand(ask_many(res, pile_of(res, res.player, Zone.DECK, pred)),
                             res.cause)

    # a mandatory search is activated even with nothing to add, as the other mandatory searches (「クリッター」)
    define(passcode, Effect(T, op, trigger="destroyed", when=battle_to_grave, mandatory=mandatory, asks=True,
                            misses_timing=not mandatory, needs=None if mandatory else deck_has(pred), text_en=en,
                            text_ja=ja))


NEEDS_ITS_FIELD = (80908502, 12171659, 48675364)  # キャプテン・ゴールド, ゼラディアス, ジェネラルデーモン


def spell_searcher(passcode: int, spell: int, en: str, ja: str, numbering: tuple[int, ...] = ()) -> None:
    """Declare a monster discarded from the hand to add the spell `spell` (English name `en`, Japanese `ja`) from
    the deck (R004-105); those in NEEDS_ITS_FIELD are also destroyed while that field spell is not on the field."""
    hand_discard_search(passcode, named(spell), f"add {en} from the deck", f"デッキから「{ja}」を手札に加える",
                        more=(destroyed_without(spell, en, ja),) if passcode in NEEDS_ITS_FIELD else (),
                        numbering=numbering)


def gadget(passcode: int, following: int, en: str, ja: str) -> None:
    """Declare a Gadget: normal or special summoned (not flip summoned: its text names no flip summon), it may
    add the gadget `following` from the deck."""
    on_summon_search(passcode, named(following), f"add {en}", f"「{ja}」を手札に加える",
                     ("summoned", "special_summoned"), flip=False)


def turn_up_until_summonable(res: Resolution, player: int) -> tuple[list[Card], Card | None]:
    """Turn up (show both players) the cards of `player`'s deck from the top until a monster that can be normal
    summoned: the cards turned up, top first, and that monster (None where the deck holds none: then every card was
    turned up and the deck is shuffled) (「モンスターゲート」, 「名推理」)."""
    d = res.duel
    shown: list[Card] = []
    for i in list(reversed(d.players[player].deck)):
        c = d.cards[i]
        shown += d.excavate([c])
        if normal_summonable(c.data):
            return shown, c
    d.shuffle_deck(player)
    return shown, None

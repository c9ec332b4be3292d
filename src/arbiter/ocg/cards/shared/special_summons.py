"""Special summoning monsters: which may be, in what position, from a chosen set."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.reasons import Why
from arbiter.ocg import summon_conditions
from arbiter.ocg.cards.common import KEPT_IN_GRAVE, can_special_summon, ctx_of, may_take
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON
from arbiter.ocg.effects import NOT_CHOSEN, Cost, Ctx, Effect, Kind, Listing, Resolution, quoting
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.kernel.events import Cause
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
SUMMONED = "special_summoned"  # the event of a special summon (`may_take`)


def from_anywhere(ctx: Ctx, ok: Callable[[Card], bool]) -> list[Card]:
    """The player's monsters in the hand, deck and graveyard that pass `ok`: not one the effect may not take from the
    graveyard (`may_take`)."""
    p = ctx.player
    return [*fitting_monsters_in(ctx, p, Zone.HAND, ok), *fitting_monsters_in(ctx, p, Zone.DECK, ok),
            *(c for c in fitting_monsters_in(ctx, p, Zone.GRAVE, ok) if may_take(ctx, c, Zone.MONSTERS, SUMMONED))]


def tribute_for(result: int, tribute: int, n: int, face_up: bool, text_en: str, text_ja: str, cost_en: str,
                cost_ja: str) -> Effect:
    def ok(c: Card) -> bool:
        return is_named(c, result)

    def op(res: Resolution) -> None:
        summon_one_of(res, summonable(res, from_anywhere(ctx_of(res), ok)), deck=True)

    # a monster whose text names it so on the field (「プロト・サイバー・ドラゴン」) is one of the named tributes
    return Effect(A, op, cost=Cost(tribute=n, tribute_filter=lambda ctx, m: is_named(m, tribute) and (
        m.face_up or not face_up), text_en=cost_en, text_ja=cost_ja),
        needs=lambda ctx: bool(summonable(ctx, from_anywhere(ctx, ok))), asks=True,
        text_en=text_en, text_ja=text_ja)


def special_summon_self(res: Resolution) -> bool:
    """Special summon this card (from wherever it is) in the position its player chooses."""
    c = res.card
    return c.oid == res.link.oid and not c.on_field and summon(res, c)


def summon_self_op(res: Resolution) -> None:
    special_summon_self(res)


def can_special_summon_from_hand(c: Card) -> bool:
    subs = c.data.subtypes
    return c.data.kind == "monster" and not subs & {"fusion", "ritual", "token"}


# The level of the monster tributed as the cost is read from the chain link's cost cards: the Level it had as it
# left the field (「伝説の都 アトランティス」), not the printed one.
def tributed_level(res: Resolution) -> int | None:
    cards = res.link.cost_cards
    if not cards:
        return None
    c = res.duel.cards[cards[0]]
    left = res.duel.as_it_left(c)
    return left.level if left is not None else c.data.level


def summonable(ctx: Ctx | Resolution, cands: list[Card], ignore_conditions: bool = False) -> list[Card]:
    """Those of `cands` this card's effect may special summon: not one its own summoning conditions keep from it
    (「Ｅ・ＨＥＲＯ バブルマン・ネオ」) unless the effect ignores them, nor any while a lock forbids the player's
    special summons (「虚無の統括者」), nor one it may not take from the graveyard (`may_take`: 「王家の眠る谷－
    ネクロバレー」). An effect that summons one of a set checks it as it is activated (its `needs`), so that it is
    not activated, its cost paid, to summon nothing."""
    c_ctx = ctx if isinstance(ctx, Ctx) else ctx_of(ctx)
    return [c for c in cands if can_special_summon(c_ctx, c, ignore_conditions)
            and may_take(c_ctx, c, Zone.MONSTERS, SUMMONED)]


def as_many_as_fit(res: Resolution, cands: list[Card], player: int = -1, told_apart: bool = False) -> list[Card]:
    """Those of `cands` an "as many as possible" special summon brings to `player`'s field (-1: the resolving
    player's): all of them, or, when they are more than that player's free monster zones, the ones that player
    picks (the text names none first); only those `summonable_now` keeps, so that none is picked for nothing.
    `told_apart`: as `choose_cards`'s (cards turned up from a deck)."""
    p = res.player if player < 0 else player
    cands = summonable_now(res, cands, p)
    room = res.duel.free_slots(p, Zone.MONSTERS)
    return cands if len(cands) <= room else choose_cards(res, cands, room, p, purpose=SPECIAL_SUMMON.monster,
                                                         told_apart=told_apart)


def summon_as_many(res: Resolution, cands: Callable[[], list[Card]], player: int = -1, up_to: int = 0,
                   ask: Callable[[Resolution, int], Pos] = ask_position) -> list[Card]:
    """Special summon as many of `cands()` (read anew after each summon) to `player`'s field (-1: the resolving
    player's, who also picks and is asked the position `ask` asks) as can be: while more can be summoned than there
    are free zones, the player picks the next one and it is summoned before the next pick, so that a pick which
    the ones summoned keep out (a second 「墓守の長」) is never offered and its zone goes to another; `up_to`: at
    most that many, each pick one the player may decline ("up to N"); the ones summoned."""
    d = res.duel
    p = res.player if player < 0 else player
    done: list[Card] = []
    while (room := d.free_slots(p, Zone.MONSTERS)) and not (up_to and len(done) >= up_to):
        listed = cands()
        now = [c for c in summonable_now(res, listed, p) if c not in done]
        if not now:
            break
        if not up_to and len(now) <= room:
            done += [c for c in now if summon(res, c, p, asker=p, ask=ask)]
            break
        picked = choose_cards(res, now, 1, p, upto=bool(up_to), purpose=SPECIAL_SUMMON.monster,
                              why=partial(summon_refusal, res, listed, p, False))
        if not picked:
            break
        c = picked[0]
        if not summon(res, c, p, asker=p, ask=ask):
            break
        done.append(c)
    return done


def summon_one_of(res: Resolution, cands: list[Card], ignore_conditions: bool = False, deck: bool = False) -> None:
    """The resolving player special summons one of `cands` (`pick_to_summon`; the deck shuffled after, if it came
    from there); `ignore_conditions`: ignoring its summoning conditions (「レベルアップ！」, 「究極進化薬」).
    `deck`: the effect has its player look through their deck for the card, so with none to summon (and room for
    one) the deck is shuffled all the same (R004-100)."""
    summoned_one_of(res, cands, ignore_conditions, deck)


def summoned_one_of(res: Resolution, cands: list[Card], ignore_conditions: bool = False,
                    deck: bool = False) -> Card | None:
    """`summon_one_of`, telling the card summoned if it is on the field (「鎧竜－アームド・ドラゴン－」 limits it)."""
    looked = deck and summon_room(res) and not summonable_now(res, cands, ignore_conditions=ignore_conditions)
    with deck_searched(res.duel, res.player, looked):
        c = pick_to_summon(res, cands, ignore_conditions=ignore_conditions)
        on_field = c is not None and summon(res, c, ignore_conditions=ignore_conditions)
    return c if on_field else None


def summonable_now(res: Resolution, cands: list[Card], player: int = -1,
                   ignore_conditions: bool = False) -> list[Card]:
    """Those of `cands` `summon` can put on `player`'s field (-1: the resolving player's) now
    (`Duel.may_special_summon`: a free zone, their own summoning conditions unless ignored, no lock, even one
    chained in answer to this effect), none the effect may not take from the graveyard (`may_take`)."""
    p = res.player if player < 0 else player
    ctx = ctx_of(res)
    return [c for c in cands if res.duel.may_special_summon(c, p, res.cause, ignore_conditions=ignore_conditions)
            and may_take(ctx, c, Zone.MONSTERS, SUMMONED)]


# why a monster an effect may summon cannot be summoned now (`summon_refusal`, the checks of `Duel.may_special_summon`)
NO_ZONE = Why("no monster zone is free for it", "置けるモンスターカードゾーンがない")
OWN_CONDITIONS = Why("its own summoning conditions keep this effect from special summoning it",
                     "自身の召喚条件により、この効果では特殊召喚できない")
SUMMON_LOCKED = Why("an effect keeps its player from special summoning it",
                    "効果によって、そのプレイヤーは特殊召喚できない")
NEVER_PROPER = Why("it was never properly summoned, so even an effect that ignores summoning conditions does not "
                   "special summon it from there", "正規の方法で特殊召喚されていないため、召喚条件を無視する効果でも"
                   "そこから特殊召喚できない")


def _conditions_refusal(d: Duel, c: Card, cause: Cause, player: int, ignore_conditions: bool) -> Why:
    """Which check of `Duel.may_special_summon` on `c` itself keeps it out, once a free zone is not the reason: its
    own summoning conditions, or the rule on monsters never properly summoned that an effect ignoring them still
    obeys (`summon_conditions.allows_ignoring`); else a lock on the player."""
    if ignore_conditions:
        return SUMMON_LOCKED if summon_conditions.allows_ignoring(d, c) else NEVER_PROPER
    return SUMMON_LOCKED if summon_conditions.allows(d, c, cause, "", player) else OWN_CONDITIONS


def summon_refusal(res: Resolution, cands: list[Card], player: int, ignore_conditions: bool, c: Card,
                   words: Callable[[Card], bool] | None = None) -> str:
    """Why `c` is none of the monsters `pick_to_summon` offers: not one of `cands` (the effect's own choice: one the
    effect could not special summon, `summonable`, which the effects apply as they list them, else the effect's words
    say it; `words`: `summoned_refusal`'s), or one `summonable_now` keeps out, by its checks in their order."""
    d = res.duel
    if c not in cands:
        return summoned_refusal(res, c, ignore_conditions=ignore_conditions, words=words)
    p = res.player if player < 0 else player
    if not may_take(ctx_of(res), c, Zone.MONSTERS, SUMMONED):
        return KEPT_IN_GRAVE
    if d.free_slots(p, Zone.MONSTERS) == 0:
        return NO_ZONE
    return "" if d.may_special_summon(c, p, res.cause, ignore_conditions=ignore_conditions) else (
        _conditions_refusal(d, c, res.cause, p, ignore_conditions))


def summoned_refusal(res: Resolution, c: Card, player: int = -1, ignore_conditions: bool = False,
                     words: Callable[[Card], bool] | None = None) -> str:
    """Why `c` is none of the monsters an effect that lists them itself offers `player` (-1: the resolving player)
    to special summon: its own summoning conditions (or a lock on that player) keep this effect from special
    summoning it, else it is not one the effect's words name; where `words` says which cards those are, one it
    does not pass is refused by them first (「剣闘獣」's tag-out: not one named like the card, whatever its
    conditions)."""
    d = res.duel
    eff = res.link.activated
    if words is not None and not words(c):
        return quoting(NOT_CHOSEN, eff.text_en, eff.text_ja)
    p = res.player if player < 0 else player
    ctx = ctx_of(res) if p == res.player else Ctx(d, p, res.card, d.link_effect(res.link), res.link.events, res.link)
    if c.data.is_monster and not can_special_summon(ctx, c, ignore_conditions):
        return _conditions_refusal(d, c, res.cause, p, ignore_conditions)
    if not may_take(ctx, c, Zone.MONSTERS, SUMMONED):
        return KEPT_IN_GRAVE
    return quoting(NOT_CHOSEN, eff.text_en, eff.text_ja)


def pick_to_summon(res: Resolution, cands: list[Card], player: int = -1, ignore_conditions: bool = False,
                   kind: str = "select", words: Callable[[Card], bool] | None = None) -> Card | None:
    """The one of `cands` the resolving player picks for `summon` to put on `player`'s field (-1: theirs): only
    those `summonable_now` are offered, and with none, None and nothing asked: a card picked for a summon that
    cannot happen would be a decision an agent or a replay takes for a real one. Copies of one card in the deck
    are one option (`Resolution.ask`): every summon from the deck picks in a deck looked through and shuffled
    after (`deck_searched`)."""
    ok = summonable_now(res, cands, player, ignore_conditions)
    return res.ask_cards(ok, kind,
                         why=lambda c: summon_refusal(res, cands, player, ignore_conditions, c, words),
                         purpose=SPECIAL_SUMMON.monster) if ok else None


def summon_picked(res: Resolution, cands: list[Card], pos: Pos | None = None, player: int = -1,
                  ignore_conditions: bool = False, kind: str = "select",
                  words: Callable[[Card], bool] | None = None) -> Card | None:
    """Special summon the one of `cands` the resolving player picks (`pick_to_summon`) to `player`'s field (-1:
    theirs), in `pos` or the position they choose; the card if it is on the field."""
    c = pick_to_summon(res, cands, player, ignore_conditions, kind, words)
    if c is None or not summon(res, c, player, pos, ignore_conditions=ignore_conditions):
        return None
    return c


def can_be_special_summoned(c: Card) -> bool:
    """A main deck monster that is not a ritual monster (those need their own procedure)."""
    return c.data.is_monster and "ritual" not in c.data.subtypes and not c.data.is_extra


def ask_summon_position(res: Resolution, c: Card, player: int, face_down: bool = True) -> Pos:
    """Ask `player` the position `c` is special summoned in: face-up attack, face-up defense or set."""
    opts = [Option("position:attack", "position", -1, int(Pos.ATTACK), "face-up attack", "表側攻撃表示")]
    if face_down:
        opts.append(Option("position:set", "position", -1, int(Pos.SET), "face-down defense", "裏側守備表示"))
    else:
        opts.append(Option("position:defense", "position", -1, int(Pos.DEFENSE), "face-up defense",
                           "表側守備表示"))
    return Pos(res.ask(opts, "position", player, "choose a position", "表示形式を選ぶ").arg)


def summon_all(res: Resolution, cards: Sequence[Card]) -> None:
    """Special summon these cards at once, one group (the log names them in one clause), each as `summon` does."""
    with res.duel.moving_together(res.cause):
        for c in cards:
            summon(res, c)


def summon_each_target(res: Resolution) -> None:
    summon_all(res, res.targets())


def ask_face_up(res: Resolution, player: int = -1) -> Pos:
    """Face-up attack or face-up defense, worded as `ask_summon_position` words them (an `ask` for `summon`)."""
    return ask_summon_position(res, res.card, player, face_down=False)


def summon(res: Resolution, c: Card, player: int = -1, pos: Pos | None = None, asker: int = -1,
           ignore_conditions: bool = False, ask: Callable[[Resolution, int], Pos] = ask_position) -> bool:
    """Special summon `c` to `player`'s field (-1: the resolving player's) in `pos`, or in the position `ask`
    asks of `asker` (-1: the resolving player) then; `ignore_conditions`: ignoring its summoning conditions. A
    summon that cannot happen (`Duel.may_special_summon`: no free zone, its conditions, a lock) asks nothing: a
    position asked for nothing would be a decision an agent or a replay takes for a real one. True if it is on
    the field."""
    d = res.duel
    p = res.player if player < 0 else player
    if not d.may_special_summon(c, p, res.cause, ignore_conditions=ignore_conditions):
        return False
    d.special_summon(c, p, pos if pos is not None else ask(res, asker), res.cause,
                     ignore_conditions=ignore_conditions)
    return c.zone is Zone.MONSTERS


def summon_targets(res: Resolution, pos: Pos | None = None) -> list[Card]:
    """The targets special summoned at once (those that reached the field)."""
    with res.duel.moving_together(res.cause):
        return [t for t in res.targets() if summon(res, t, pos=pos)]


def picked(ctx: Ctx) -> list[Card]:
    """The targets or tributes this card's activation has already chosen (while it is choosing, or while the ways
    of paying its cost are listed: `Listing`)."""
    from arbiter.ocg.chain import Activation

    if isinstance(ctx, Listing):
        return [ctx.duel.cards[i] for i in ctx.picks]
    top = ctx.duel.stack[-1] if ctx.duel.stack else None
    if isinstance(top, Activation) and top.card == ctx.card.idx:
        return [ctx.duel.cards[i] for i in top.chosen]
    return []


def room_for_one_more(ctx: Ctx, c: Card) -> bool:
    """Whether `c` may be one more target of an effect that puts each of its targets on its player's field (special
    summons them, takes control of them): the targets already picked (`picked`, `c` aside) are fewer than that
    player's free monster zones, since each target needs one (「スピリッツ・オブ・ファラオ」, 「スクラップ・ガレージ」,
    「集団催眠」: "up to N")."""
    others = sum(1 for x in picked(ctx) if x.idx != c.idx)
    return others < ctx.duel.free_slots(ctx.player, Zone.MONSTERS)


def summon_target(res: Resolution) -> None:
    summon_targets(res)


def summon_targets_until_end_phase(res: Resolution) -> None:
    """Special summon the targets; each is destroyed as this turn's end phase begins (applied at once:
    「思い出のブランコ」, 「六武衆推参！」)."""
    for t in summon_targets(res):
        res.duel.at_end_phase(t, Then.DESTROY, res.cause)


def summon_targets_one_by_one(res: Resolution) -> None:
    """Special summon the targets one at a time (`summon_targets` summons them together), each while the resolving
    player has a free monster zone (「創世神」, 「奇跡の蘇生」)."""
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            summon(res, t)


def negate_while_there(res: Resolution, c: Card) -> None:
    """The effects of the monster `c` (this object) are negated for as long as it stays where it is, face-up (「契約を
    結びし竜の戦士」, 「剣闘獣ダリウス」: "special summon it with its effects negated"): turned face-down and up again
    it is a new card, no longer negated."""
    idx, oid = c.idx, c.oid
    res.duel.linger(res.card, res.player,
                    Effect(Kind.CONTINUOUS, negates="monster", affects=lambda ctx, m: m.idx == idx and m.oid == oid,
                           text_en="its effects are negated", text_ja="効果は無効化される"),
                    res.cause, turns=None, while_there=c, face_up=True)


def summoner_no_normal_summon(res: Resolution) -> None:
    """The player who special summoned this card onto the opponent's field (read from the summon's event: not its
    controller) cannot normal summon or set for the rest of the turn (「トーチ・ゴーレム」,
    「溶岩魔神ラヴァ・ゴーレム」, 「エーリアン・スカル」): a ban on the monsters that player controls, so on a gemini
    monster of the opponent's they took too."""
    me = res.link.events[0].player
    res.duel.linger(res.card, me, Effect(Kind.CONTINUOUS, forbids=("normal_summon",),
                                         affects=lambda ctx, c: c.ctl == me,
                                         text_en="you cannot normal summon or set this turn",
                                         text_ja="このターン自分は通常召喚できない"), res.cause)

"""Costs: what each kind of cost may take, why a card is refused for one, paying with the card itself, and what
was paid as the log shows it.

- What a cost may take: the cards of the hand (`hand_cost_candidates`), of the field (`field_cost_candidates`), of
  the graveyard (`grave_cost_candidates`), the monsters to tribute (`tribute_candidates`, `tribute_choices`; a
  procedure's first one frees the zone the summon takes: `zone_to_free`), fusion materials (`material_pool`,
  `material_choices`, `fusion_tribute_fusions`, `fusion_tribute_choices`) and the cards counters come off
  (`counter_holders`); whether the card itself is where its own cost takes it from (`self_cost_payable`).
- Why a card is refused at a cost question: the `*_refusal` twin of each candidates function, by the same checks in
  their order, and the reasons they give (`COST_*`, `COST_FROM`, those quoting the cost's words: `cost_quoting`);
  an activation whose cost cannot be paid: `cost_unpaid`.
- Paying with the activating card itself: `pay_with_self`.
- What an activation paid, as its chain line in the log counts it: `paid_parts`.

The chain's activation (`chain.Activation`) asks and pays them; `legality` and `cost_first` read them to tell
whether a cost can be paid. This module is below `chain.py`, which imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.kernel.reasons import Why, in_lang
from arbiter.ocg import fusion
from arbiter.ocg.counter_names import counter_name
from arbiter.ocg.effects import Ctx, Effect, Kind, Listing
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_locks import SPECIAL, lifted_by

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


# why a card is not on offer at a cost question (`Activation.choice_refusal`), each beside the check it names
COST_CHOSEN = Why("it is already chosen for the cost", "既にコストとして選んでいる")
COST_SELF = Why("it is the card being activated, and the cost takes other cards",
                "発動するカード自身であり、このコストには他のカードを使う")
COST_NAME_CHOSEN = Why("a card of the same name is already chosen for the cost",
                       "同名カードを既にコストとして選んでいる")
COST_NO_WAY = Why("no way of paying the cost with it leaves the activation what it needs (its targets, something to "
                  "act on, a summon no lock forbids)",
                  "それをコストにすると、発動に必要なもの（対象、適用できるもの、禁止されていない召喚）が残らない")
COST_UNBANISHABLE = Why("an effect keeps its activator from banishing it", "効果によって、そのプレイヤーは除外できない")
COST_UNTRIBUTABLE = Why("an effect keeps it from being tributed", "効果によって生け贄にできない")
COST_EQUIPPED = Why("the cost tributes the monster this card equips",
                    "このコストはこのカードを装備したモンスターを生け贄にする")
COST_ZONES_FULL = Why("every monster zone is taken, so the first tribute is a monster on the field, whose zone the "
                      "summoned monster takes", "モンスターカードゾーンが埋まっているため、最初の生け贄はフィールド上の"
                      "モンスターで、そのゾーンに特殊召喚する")
COST_ZONE_TO_FREE = Why("every monster zone is taken, so the first card sent is a monster on the field, whose zone "
                        "the summoned monster takes", "モンスターカードゾーンが埋まっているため、最初に送るカードは"
                        "フィールド上のモンスターで、そのゾーンに特殊召喚する")
COST_THEIRS = Why("the opponent's monster an effect lets its activator tribute must be one of the tributes",
                  "効果で生け贄にできる相手のモンスターを、生け贄の１体にしなければならない")
COST_FACE_DOWN = Why("it is face-down, and the cost removes counters from face-up cards",
                     "裏側表示で、このコストは表側表示のカードからカウンターを取り除く")
COST_SUMMONING = Why("its summon has not succeeded yet: it is no monster on the field a cost may use",
                     "召喚に成功していないため、コストに使えるフィールド上のモンスターではない")
COST_NO_SET = Why("it makes no whole set of materials with the cards chosen", "選んだカードと合わせて素材が揃わない")
# where a cost question takes its cards from: refused there, the place it is not in
COST_FROM = {
    "hand": Why("the cost takes cards from its activator's hand", "このコストは発動するプレイヤーの手札のカードで払う"),
    "hand_set": Why("the cost takes cards from its activator's hand or their set spell and trap cards",
                    "このコストは発動するプレイヤーの手札かセットされた魔法・罠カードで払う"),
    "hand_deck": Why("the cost takes cards from its activator's hand or deck",
                     "このコストは発動するプレイヤーの手札かデッキのカードで払う"),
    "grave": Why("the cost banishes cards from its activator's graveyard",
                 "このコストは発動するプレイヤーの墓地のカードを除外する"),
    "grave_hand": Why("the cost banishes cards from its activator's graveyard or hand",
                      "このコストは発動するプレイヤーの墓地か手札のカードを除外する"),
    "field": Why("the cost takes cards its activator controls",
                 "このコストは発動するプレイヤーがコントロールするカードで払う"),
    "tribute": Why("the cost tributes monsters its activator controls",
                   "このコストは発動するプレイヤーがコントロールするモンスターを生け贄にする"),
    "tribute_hand": Why("the cost tributes monsters its activator controls or holds in the hand",
                        "このコストは発動するプレイヤーのフィールド上か手札のモンスターを生け贄にする"),
    "send": Why("the cost sends to the graveyard monsters its activator controls",
                "このコストは発動するプレイヤーがコントロールするモンスターを墓地へ送る"),
    "tribute_opp": Why("the cost tributes monsters its activator's opponent controls",
                       "このコストは相手がコントロールするモンスターを生け贄にする"),
    "own": Why("the cost removes counters from cards its activator controls",
               "このコストは発動するプレイヤーのカードからカウンターを取り除く"),
    "opp": Why("the cost removes counters from cards its activator's opponent controls",
               "このコストは相手のカードからカウンターを取り除く"),
    "opp_monsters": Why("the cost removes counters from monsters its activator's opponent controls",
                        "このコストは相手のモンスターからカウンターを取り除く"),
    "any": Why("the cost removes counters from cards on the field",
               "このコストはフィールド上のカードからカウンターを取り除く"),
    "materials": Why("the cost takes face-up monsters its activator controls as materials",
                     "このコストは発動するプレイヤーの表側表示のモンスターを素材にする"),
    "materials_any": Why("the cost takes face-up monsters on the field as materials",
                         "このコストはフィールド上の表側表示のモンスターを素材にする"),
}
# the refusals that quote an effect's words (its `text_en`, `text_ja`): a card its cost's own filter refuses
NOT_WANTED = ("it is not a card its cost may take ({})", "このコストに使えるカードではない（{}）")
NOT_INCLUDED = ("with it, none of the tributes would be the one its cost names ({})",
                "それを選ぶと、コストが指定する生け贄が含まれなくなる（{}）")
NOT_ONE_EACH = ("with it, the cards of its cost cannot be one of each kind it names ({})",
                "それを選ぶと、コストのカードがそれぞれ指定された種類を１枚ずつ満たせなくなる（{}）")
_cost_quoted: dict[tuple[str, str, str], Why] = {}


def cost_quoting(form: tuple[str, str], eff: Effect) -> Why:
    """A cost refusal of the forms above, quoting the cost's own words (`Cost.text_en`), else the effect's (made once
    for each)."""
    text_en, text_ja = (eff.cost.text_en, eff.cost.text_ja) if eff.cost.text_en else (eff.text_en, eff.text_ja)
    key = (form[0], text_en, text_ja)
    why = _cost_quoted.get(key)
    if why is None:
        en = form[0].format(text_en) if text_en else form[0].split(" (")[0]
        ja = form[1].format(text_ja or text_en) if text_en or text_ja else form[1].split("（")[0]
        why = _cost_quoted[key] = Why(en, ja)
    return why


def no_counter(kind: str) -> Why:
    """A card the cost cannot remove a counter of this kind from: it has none."""
    return Why(f"it has no {counter_name(kind, False)}", f"{counter_name(kind, True)}が置かれていない")


def cost_unpaid(why: str) -> Why:
    """The refusal of an activation whose cost cannot be paid, the part `why` of the cost (`legality.cost_refusal`)
    named."""
    return Why(f"its cost cannot be paid ({why})", f"コストを払えない（{in_lang(why, 'ja')}）")


def pay_with_self(d: Duel, player: int, c: Card, how: str) -> None:
    """The activating card is its own cost: discarded or sent from the hand, tributed, banished, returned to
    the fusion deck ("extra") or shuffled from the field into the deck ("deck")."""
    cause = Cause(player, Reason.COST, c.idx)
    if how == "banish":
        d.banish([c], cause)
    elif how == "tribute":
        d.tribute([c], player, cause, True)
    elif how == "discard":
        d.discard([c.idx], cause)
    elif how == "extra":
        d.to_fusion_deck(c, cause)
    elif how == "deck":  # a monster shuffled into its owner's deck (the 「剣闘獣」 monsters)
        d.to_deck([c], cause)
    else:
        d.send_to_grave([c.idx], cause, "sent")


# what an activation's cost did to each card it paid, by the kind of the card's event (a "to_deck" into the fusion
# deck is "extra"), and where the card was paid from, by the zone it left (the activated card itself: "self")
_PAID_BY = {"discarded": "discard", "sent": "send", "tributed": "tribute", "banished": "banish", "to_deck": "deck"}
_PAID_FROM = {int(Zone.HAND): "hand", int(Zone.GRAVE): "grave", int(Zone.DECK): "deck"}


def paid_parts(d: Duel, c: Card, events: list[Event], lines: list[LogEntry]) -> tuple[tuple[object, ...], ...]:
    """What the activation of `c` paid for its cost, in the order paid, as its chain line counts it (`ocg/render.py`,
    as the rulings pages count it: 「手札１枚捨てる」): read from the events its cost caused (`Reason.COST`), so that
    every part is said however many kinds the cost pays (this card and a spell card of the hand banished:
    「小天使テルス」). Each part is ("pay", LP), ("counters", kind, "self" or "field", how many, said), or (what was
    done: "discard", "send" (to the graveyard, no discard: R004-152), "tribute", "banish", "deck", "extra"; where from:
    "self" (the card itself: it left for the graveyard before its effect could be negated, R004-178), "hand", "grave",
    "deck", "field"; how many cards, said); parts alike paid one after another are one. `said`: the refs of the lines
    of `lines` (the log since the activation began) where its cards were sent, banished or returned or lost counters,
    as they name them: the chain line, which counts them, leaves those lines out, alike in every seat's log."""
    unsaid = [x for x in lines if x.kind in ("banished", "to_deck", "to_grave")
              or (x.kind == "counter" and isinstance(x.args[2], int) and x.args[2] < 0)]
    parts: list[tuple[object, ...]] = []
    for ev in events:
        if ev.cause.reason is not Reason.COST or ev.cause.card != c.idx:
            continue
        if ev.kind == "paid":
            parts.append(("pay", ev.amount))
            continue
        if ev.kind != "counter_removed" and ev.kind not in _PAID_BY:
            continue
        line = next((x for x in unsaid if x.args[0] == d.refs[ev.card]), None)  # (refs compare by label and name)
        said: tuple[object, ...] = ()
        if line is not None:
            unsaid.remove(line)
            said = (line.args[0],)
        if ev.kind == "counter_removed":
            part: tuple[object, ...] = ("counters", ev.detail, "self" if ev.card == c.idx else "field", ev.amount, said)
        else:
            done = "extra" if ev.kind == "to_deck" and ev.dst == int(Zone.EXTRA) else _PAID_BY[ev.kind]
            part = (done, "self" if ev.card == c.idx else _PAID_FROM.get(ev.src, "field"), 1, said)
        last = parts[-1] if parts else ()
        if len(last) == len(part) and last[:-2] == part[:-2]:
            n, more, had = last[-2], part[-2], last[-1]
            assert isinstance(n, int) and isinstance(more, int) and isinstance(had, tuple)
            parts[-1] = (*part[:-2], n + more, had + said)
        else:
            parts.append(part)
    return tuple(parts)


def self_cost_payable(c: Card, how: str) -> bool:
    """Whether the card is where its own cost takes it from."""
    if how == "discard":
        return c.zone is Zone.HAND
    if how == "send":  # from the hand, or from the field (「レスキューキャット」)
        return c.zone is Zone.HAND or c.on_field
    if how == "tribute":  # a monster, or a monster card equipping one (a union: 「騎竜」)
        return c.zone is Zone.MONSTERS or (c.zone is Zone.SPELLS and c.equipped_to >= 0 and c.base.is_monster)
    if how in ("extra", "deck"):
        return c.zone is Zone.MONSTERS
    if how == "banish":  # from the graveyard, or a face-up monster from the field (「ヴァンパイアジェネシス」)
        return c.zone is Zone.GRAVE or (c.zone is Zone.MONSTERS and c.face_up)
    return c.zone is Zone.GRAVE


def hand_cost_candidates(d: Duel, player: int, c: Card, eff: Effect) -> list[Card]:
    """The other cards of `player`'s hand that could pay this effect's discard (or send) cost (and, with
    `Cost.hand_send_set`, their set cards in the spell & trap zones; with `Cost.hand_send_deck`, their deck's cards)."""
    f = eff.cost.hand_filter
    ctx = Ctx(d, player, c, eff)
    pl = d.players[player]
    pool = [*pl.hand, *(i for i in pl.spells if i >= 0 and d.cards[i].pos is Pos.SET)] if eff.cost.hand_send_set \
        else [*pl.hand, *pl.deck] if eff.cost.hand_send_deck else pl.hand
    return [d.cards[i] for i in pool if i != c.idx and (f is None or f(ctx, d.cards[i]))]


def hand_cost_refusal(d: Duel, player: int, c: Card, eff: Effect, x: Card) -> str:
    """Why `x` is none of `hand_cost_candidates` ("" where it is one): the checks that make them, in their order."""
    cost = eff.cost
    pl = d.players[player]
    if x.idx == c.idx:
        return COST_SELF
    if not (x.idx in pl.hand or (cost.hand_send_set and x.idx in pl.spells and x.pos is Pos.SET)
            or (cost.hand_send_deck and x.idx in pl.deck)):
        return COST_FROM["hand_set" if cost.hand_send_set else "hand_deck" if cost.hand_send_deck else "hand"]
    f = cost.hand_filter
    return "" if f is None or f(Ctx(d, player, c, eff), x) else cost_quoting(NOT_WANTED, eff)


def material_pool(d: Duel, player: int, side: str = "own", banish: bool = False) -> list[Card]:
    """The monsters a procedure may use as a fusion monster's listed materials: your face-up ones (`side="any"`:
    those of both players). `banish`, for the banishing procedures, which ask for the listed cards on the field
    (「ＸＹＺ－ドラゴン・キャノン」; docs/uncertain-rulings.md): face-down monsters too (their controller shows them as
    they are banished: the era's FAQ of the XYZ fusions), and the monster cards equipped as equip cards in those
    players' spell & trap zones (a union); none an effect forbids to be a material (`fusion.usable`)."""
    players = (player, 1 - player) if side == "any" else (player,)
    pool = [m for p in players for m in d.monsters_of(p) if m.face_up or banish]
    if banish:
        pool += [d.cards[i] for p in players for i in d.players[p].spells
                 if i >= 0 and d.cards[i].face_up and d.cards[i].data.is_monster]
    return fusion.usable(d, pool)


def material_choices(fusion_card: Card, pool: list[Card], chosen: list[int], race: fusion.RaceNow) -> list[Card]:
    """The materials that may be picked next: those that still leave a complete set with the ones chosen (`race`:
    the Types now, `Duel.race`)."""
    r = fusion.RECIPES.get(fusion_card.data.passcode)
    if r is None:
        return []
    picked = [m for m in pool if m.idx in chosen]
    search = fusion.Materials(r, pool, race=race)
    return [m for m in pool if m.idx not in chosen and search.completes([*picked, m])]


def fusion_tribute_fusions(d: Duel, player: int, c: Card, eff: Effect) -> list[Card]:
    """The fusion monsters of `player`'s fusion deck passing the cost's `fusion_tribute` filter whose materials
    the card `c` and other monsters they control make up, `c` among them (under a summon lock, materials whose
    leaving lifts it: `summon_locks.lifted_by`); all of them tributes, so monsters that may be tributed
    (none under 「生贄封じの仮面」), and materials (`fusion.usable`)."""
    which = eff.cost.fusion_tribute
    if which is None or not d.can_be_tributed(c):
        return []
    ctx = Ctx(d, player, c, eff)
    pool = fusion.usable(d, [m for m in d.monsters_of(player) if d.can_be_tributed(m)])
    return [f for f in fusion.fusion_deck(d, player)
            if which(ctx, f) and fusion.can_make(f, pool, c, lifted_by(d, player, f, SPECIAL), d.race,
                                                  fusion.stands_in_now(d))]


def fusion_tribute_choices(d: Duel, player: int, c: Card, eff: Effect, chosen: list[int]
                           ) -> tuple[list[Card], bool]:
    """The monsters that may be tributed next with `c` for a `fusion_tribute` cost, and whether `c` and those
    chosen already make up one such fusion monster's materials (that lift a summon lock: `summon_locks.lifted_by`)."""
    pool = fusion.usable(d, [m for m in d.monsters_of(player) if d.can_be_tributed(m)])
    picked = [c, *(d.cards[i] for i in chosen)]
    subs = fusion.stands_in_now(d)
    searches = [fusion.Materials(r, pool, c, subs, lifts=lifted_by(d, player, f, SPECIAL), race=d.race)
                for f in fusion_tribute_fusions(d, player, c, eff) if (r := fusion.recipe(f.data.passcode))]
    nxt = [m for m in pool if m.idx != c.idx and m.idx not in chosen
           and any(search.completes([*picked, m]) for search in searches)]
    whole = any(fusion.completable(search.r, picked, picked, c, subs, lifts=search.lifts, race=d.race)
                for search in searches)
    return nxt, whole


def _counter_places(d: Duel, player: int, side: str) -> list[Card]:
    """The cards on the field a cost of `player`'s may remove counters from: their own (`side` "own"), the
    opponent's ("opp"), the opponent's monsters only ("opp_monsters": 「エーリアン・テレパス」) or either player's
    ("any": 「雲魔物－アルトス」)."""
    sides = (player, 1 - player) if side == "any" else (1 - player,) if side.startswith("opp") else (player,)
    return [x for p in sides for x in d.field_cards(p) if side != "opp_monsters" or x.zone is Zone.MONSTERS]


def counter_holders(d: Duel, player: int, kind: str, side: str = "own") -> list[Card]:
    """The face-up cards of `_counter_places` with a counter of this kind."""
    return [x for x in _counter_places(d, player, side) if x.face_up and x.counters.get(kind, 0) > 0]


def counter_refusal(d: Duel, player: int, kind: str, side: str, x: Card) -> str:
    """Why `x` is none of `counter_holders` ("" where it is one)."""
    if x not in _counter_places(d, player, side):
        return COST_FROM[side]
    if not x.face_up:
        return COST_FACE_DOWN
    return "" if x.counters.get(kind, 0) > 0 else no_counter(kind)


def field_cost_candidates(d: Duel, player: int, c: Card, eff: Effect) -> list[Card]:
    """The other cards `player` controls that could be sent to the graveyard or banished for this effect's cost."""
    cost = eff.cost
    f = cost.field_filter
    ctx = Ctx(d, player, c, eff)
    return [x for x in d.field_cards(player) if x.idx != c.idx and (f is None or f(ctx, x))
            and not ((cost.banish_field or cost.banish_field_all) and d.banish_forbidden(x, player))]


def grave_cost_candidates(d: Duel, player: int, c: Card, eff: Effect) -> list[Card]:
    """The cards in `player`'s graveyard (and hand, with `Cost.banish_hand`) that could be banished for this effect's
    cost (none that a card keeps from being banished by this player: 「王家の眠る谷－ネクロバレー」,
    「霊滅術師 カイクウ」)."""
    f = eff.cost.banish_filter
    ctx = Ctx(d, player, c, eff)
    pl = d.players[player]
    return [g for g in (d.cards[i] for i in ([*pl.grave, *pl.hand] if eff.cost.banish_hand else pl.grave))
            if g.idx != c.idx and (f is None or f(ctx, g)) and not d.banish_forbidden(g, player)]


def field_cost_refusal(d: Duel, player: int, c: Card, eff: Effect, x: Card) -> str:
    """Why `x` is none of `field_cost_candidates` ("" where it is one)."""
    cost = eff.cost
    if x.idx == c.idx:
        return COST_SELF
    if x not in d.field_cards(player):
        return COST_FROM["field"]
    if cost.field_filter is not None and not cost.field_filter(Ctx(d, player, c, eff), x):
        return cost_quoting(NOT_WANTED, eff)
    return COST_UNBANISHABLE if (cost.banish_field or cost.banish_field_all) and d.banish_forbidden(x, player) else ""


def grave_cost_refusal(d: Duel, player: int, c: Card, eff: Effect, x: Card) -> str:
    """Why `x` is none of `grave_cost_candidates` ("" where it is one)."""
    cost = eff.cost
    pl = d.players[player]
    if x.idx == c.idx:
        return COST_SELF
    if not (x.idx in pl.grave or (cost.banish_hand and x.idx in pl.hand)):
        return COST_FROM["grave_hand" if cost.banish_hand else "grave"]
    if cost.banish_filter is not None and not cost.banish_filter(Ctx(d, player, c, eff), x):
        return cost_quoting(NOT_WANTED, eff)
    return COST_UNBANISHABLE if d.banish_forbidden(x, player) else ""


def tribute_candidates(d: Duel, player: int, c: Card, eff: Effect, ctx: Ctx | None = None) -> list[Card]:
    """The monsters `player` could tribute for this effect's cost (the opponent's, with `tribute_side="opp"`);
    `ctx`: the context its filter reads (`Listing`, the picks so far with it), by default the activation's."""
    f = eff.cost.tribute_filter
    if ctx is None:
        ctx = Ctx(d, player, c, eff)
    side = 1 - player if eff.cost.tribute_side == "opp" else player
    pool = d.monsters_of(side)
    if side == player and not eff.cost.tribute_sends:  # one of the opponent's an effect lets them tribute
        pool = [*pool, *d.allowed(player, "tribute")]
    if eff.cost.tribute_hand:
        pool = [*pool, *(d.cards[i] for i in d.players[player].hand if d.cards[i].data.is_monster)]
    if eff.cost.tribute_equipped and c.on_field:  # (once this card is paid, `Activation.equipped` says which)
        pool = [m for m in pool if m.idx == c.equipped_to]
    # monsters a cost sends to the graveyard are not tributed: what forbids tributes does not bind them
    # (nor is a monster whose summon has not succeeded yet on the field for a cost to use: seed 003)
    return [m for m in pool if (m.idx != c.idx or eff.cost.tribute_self) and not d.summoning(m)
            and (f is None or f(ctx, m))
            and (eff.cost.tribute_sends or d.can_be_tributed(m, by_effect=eff.kind is not Kind.PROCEDURE))]


def zone_to_free(d: Duel, player: int, eff: Effect, chosen: list[int]) -> bool:
    """Whether the cost of procedure `eff` must still free the monster zone the summon takes: every zone of
    `player`'s is taken and no card `chosen` for the cost so far is a monster there, so the next one must be (the
    cost may also take cards of the hand, or spells and traps, which free none)."""
    return (eff.kind is Kind.PROCEDURE and eff.summon_side != "opp" and d.free_slots(player, Zone.MONSTERS) == 0
            and not any(d.cards[i].zone is Zone.MONSTERS for i in chosen))


def tribute_choices(d: Duel, player: int, c: Card, eff: Effect, chosen: list[int], listing: bool = False
                    ) -> list[Card]:
    """The monsters that may be tributed next, `chosen` already picked: with `tribute_including`, only those that
    still let one of the tributes pass it. `listing`: no activation on the stack holds the picks (the ways of
    paying listed, `cost_first`): the filters read them from their context (`Listing`)."""
    ctx = Listing(d, player, c, eff, tuple(chosen)) if listing else Ctx(d, player, c, eff)
    cands = [m for m in tribute_candidates(d, player, c, eff, ctx) if m.idx not in chosen]
    if eff.cost.tribute_hand and zone_to_free(d, player, eff, chosen):
        # (「磁石の戦士マグネット・バルキリオン」, whose tributes may be monsters of the hand)
        cands = [m for m in cands if m.zone is Zone.MONSTERS]
    # the opponent's monster an effect lets this player tribute must be one of the tributes (「クロス・ソウル」)
    theirs = [m for m in cands if m.ctl != player]
    picks = theirs if theirs and all(d.cards[i].ctl == player for i in chosen) else cands
    including = eff.cost.tribute_including
    if including is None or any(including(ctx, d.cards[i]) for i in chosen):
        return picks
    fitting = [m for m in cands if including(ctx, m)]
    # a pick that does not pass leaves a later pick to another that does
    later = eff.cost.tribute - len(chosen) > 1
    return [m for m in picks if including(ctx, m) or (later and any(f is not m for f in fitting))]


def tribute_refusal(d: Duel, player: int, c: Card, eff: Effect, chosen: list[int], x: Card) -> str:
    """Why `x` is none of `tribute_choices` ("" where it is one): the checks of `tribute_candidates`, then of the
    choice, in their order."""
    cost = eff.cost
    ctx = Ctx(d, player, c, eff)
    side = 1 - player if cost.tribute_side == "opp" else player
    if x.idx == c.idx and not cost.tribute_self:
        return COST_SELF
    if not (x in d.monsters_of(side)
            or (side == player and not cost.tribute_sends and x in d.allowed(player, "tribute"))
            or (cost.tribute_hand and x.idx in d.players[player].hand and x.data.is_monster)):
        return COST_FROM["tribute_opp" if side != player else "tribute_hand" if cost.tribute_hand
                         else "send" if cost.tribute_sends else "tribute"]
    if d.summoning(x):
        return COST_SUMMONING
    if cost.tribute_equipped and c.on_field and x.idx != c.equipped_to:
        return COST_EQUIPPED
    if cost.tribute_filter is not None and not cost.tribute_filter(ctx, x):
        return cost_quoting(NOT_WANTED, eff)
    if not cost.tribute_sends and not d.can_be_tributed(x, by_effect=eff.kind is not Kind.PROCEDURE):
        return COST_UNTRIBUTABLE
    if x in tribute_choices(d, player, c, eff, chosen):
        return ""
    if x.idx in chosen:
        return COST_CHOSEN
    if cost.tribute_hand and zone_to_free(d, player, eff, chosen) and x.zone is not Zone.MONSTERS:
        return COST_ZONES_FULL
    if x.ctl == player and all(d.cards[i].ctl == player for i in chosen) and any(
            m.ctl != player and m.idx not in chosen for m in tribute_candidates(d, player, c, eff)):
        return COST_THEIRS
    return cost_quoting(NOT_INCLUDED, eff)

"""Fusion monsters: the materials each one lists, the fusion summon, and what it used.

A fusion monster's materials are declared at the card, next to its `define` in its card's file (alone there for
a fusion monster that declares nothing else), by passcode
(`fusion.materials(...)`), one entry per material; this module keeps the mechanism only. An entry may also be
a test on the card's facts for materials described by a kind ("a WATER monster"), and
`many(...)` wraps an entry that takes one or more monsters ("+ 1 or more Machine monsters"): the player picks
the required materials, then may add more such monsters one at a time or stop (the option `no`).
`only_these` marks the monsters whose own text says a fusion summon of them can only be done with the
listed materials (「デス・デーモン・ドラゴン」, 「魔人 ダーク・バルター」): 「簡易融合」 cannot summon them.
`never_material(...)` the monsters that cannot be fusion materials at all. `substitute(...)`, called at their
cards, declares the monsters that may stand in for any one material named by
passcode (「心眼の女神」):
in a fusion summon one of them may take the place of one named material, the others being the right ones;
never for a monster declared `only_these`, nor for a procedure that takes the listed materials.

`fusion_summon` is the verb the fusion cards share: at resolution the player chooses a fusion monster
of their fusion deck that the allowed materials can make, then its materials one by one (only
choices that still leave a complete set are offered; with every monster zone of the player full, a set with one
of them leaving one of those zones: `frees_a_zone`), the materials go where the card says (the
graveyard, banished, back to the deck), and the monster is special summoned face-up in the position
the player chooses (its event `special_summoned` carries `detail="fusion"`, which a "when this card is
fusion summoned" trigger tests with `by_fusion_summon`). Every fusion summon is recorded on the duel:
which monster object, which material objects, by which card's effect and in which turn, so that cards can
later ask "was this card used as a fusion material?" (「融合回収」, 「物資調達員」) or "what were its
materials?" (「融合解除」, 「ブランチ」).
The record lives in the duel's own attributes as an immutable tuple, so clones and the replay of an
operation that asks questions see the right history.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option, naming
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import quoted
from arbiter.kernel.reasons import Why
from arbiter.ocg import summon_conditions
from arbiter.ocg.carddata import CardData
from arbiter.ocg.effects import NOT_CHOSEN, Ctx, Resolution, quoting
from arbiter.ocg.lasting import Left, Note, Then
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_locks import FUSION, Lifts, lifted_by

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

Need = int | Callable[[CardData], bool]  # a named material (passcode) or a test on a card's facts
RaceNow = Callable[[Card], "str | None"]  # a monster's Type now (`Duel.race`)
StandsIn = Callable[[Card], bool]  # whether a declared substitute may stand in for a material now (`stands_in_now`)


@dataclass(frozen=True, slots=True)
class Many:
    """A material entry that takes one or more monsters (「キメラテック・オーバー・ドラゴン」's Machines)."""

    need: Need


def many(need: Need) -> Many:
    return Many(need)


@dataclass(frozen=True, slots=True)
class Recipe:
    """The fusion materials a fusion monster lists."""

    needs: tuple[Need, ...]  # one monster each (a `many` entry's first one among them)
    only_these: bool = False  # no other materials than these may fusion summon it
    more: tuple[Need, ...] = ()  # the `many` entries: any number of further monsters may fit them
    # a test on the whole set ("2 Warrior monsters with different Attributes": 「鋼鉄の魔導騎士－ギルティギア・
    # フリード」)
    together: Callable[[Sequence[CardData]], bool] | None = None


RECIPES: dict[int, Recipe] = {}
SUBSTITUTES: set[int] = set()  # monsters that may stand in for one named material (「心眼の女神」)
NOT_MATERIAL: set[int] = set()  # monsters that cannot be fusion materials (「キメラテック・フォートレス・ドラゴン」)


def materials(fusion: int, *needs: Need | Many, only_these: bool = False,
              together: Callable[[Sequence[CardData]], bool] | None = None) -> None:
    """Declare the fusion materials of a fusion monster (once per monster); `together`: a test the whole set of
    materials must also pass."""
    if fusion in RECIPES:
        raise ValueError(f"the fusion materials of {fusion} are declared twice")
    if not needs:
        raise ValueError(f"fusion monster {fusion} needs at least one material")
    RECIPES[fusion] = Recipe(tuple(n.need if isinstance(n, Many) else n for n in needs), only_these,
                             tuple(n.need for n in needs if isinstance(n, Many)), together)


def substitute(*passcodes: int) -> None:
    """Declare monsters that may stand in for any one fusion material a fusion monster names."""
    SUBSTITUTES.update(passcodes)


def any_substitute(c: Card) -> bool:
    """Every declared substitute stands in: one off the field, where no continuous negation reaches it."""
    return True


def stands_in_now(d: Duel) -> StandsIn:
    """The declared substitutes that may stand in now: standing in is the monster's effect, so not one on the field
    whose effects a continuous effect negates (「スキルドレイン」; docs/uncertain-rulings.md)."""
    return lambda c: not d.effect_negated(c)


def never_material(*passcodes: int) -> None:
    """Declare monsters that "cannot be used as a fusion material": no fusion summon or procedure takes them."""
    NOT_MATERIAL.update(passcodes)


def recipe(passcode: int) -> Recipe | None:
    return RECIPES.get(passcode)


def listed(fusion: CardData) -> list[int]:
    """The materials a fusion monster names, by passcode (materials described by a kind are left out)."""
    r = RECIPES.get(fusion.passcode)
    return [n for n in r.needs if isinstance(n, int)] if r is not None else []


def facts(c: Card, race: RaceNow | None) -> CardData:
    """A material's facts as its recipe reads them: its Type the one it has now (a monster on the field made a
    Machine by 「ＤＮＡ改造手術」 is a Machine material), as its Attribute is (`Duel.change_attribute`)."""
    now = race(c) if race is not None else c.data.race
    return c.data if now == c.data.race else dataclasses.replace(c.data, race=now)


def _fits(need: Need, c: Card, race: RaceNow | None) -> bool:
    if c.data.kind != "monster" or c.data.passcode in NOT_MATERIAL:
        return False
    return is_named(c, need) if isinstance(need, int) else need(facts(c, race))


def completable(r: Recipe, pool: Sequence[Card], chosen: Sequence[Card], wild: Card | None = None,
                substitutes: StandsIn | None = None, lifts: Lifts | None = None, race: RaceNow | None = None) -> bool:
    """Whether `chosen` (all of them) and more cards of `pool` can make up `r`'s materials exactly (`Materials`:
    one search). `race`: the Types now (`Duel.race`); left out, the printed ones."""
    return Materials(r, pool, wild, substitutes, lifts, race).completes(chosen)


class Materials:
    """The search behind `completable`, over one pool, for every question of one fusion summon or procedure: what
    each card fits is worked out once (nothing changes in the duel between those questions), and a card that fits no
    entry and may stand in for none is left out of every search, as no set can use it.

    `wild`: a card that stands in for one named material and must be used (a 「融合呪印生物」's own effect);
    `substitutes`: the declared substitutes of the pool that this test passes may stand in for one (a fusion
    summon). One material at most is stood in for, and none of a monster whose materials are `only_these`.
    `lifts`: a test the whole set must pass (`summon_locks.lifted_by`), the further monsters of a `many` entry the
    player may add counted.
    """

    __slots__ = ("lifts", "nothing", "r", "race", "rows", "substitutes", "useful", "wild")

    def __init__(self, r: Recipe, pool: Sequence[Card], wild: Card | None = None, substitutes: StandsIn | None = None,
                 lifts: Lifts | None = None, race: RaceNow | None = None) -> None:
        self.r = r
        self.race = race
        self.wild = wild
        self.substitutes = substitutes
        self.lifts = lifts
        # card index -> the entries it fits (one flag each), whether it fits a `many` entry, the entries it may
        # stand in for (one flag each)
        self.rows: dict[int, tuple[tuple[bool, ...], bool, tuple[bool, ...]]] = {}
        self.nothing = tuple(False for _ in r.needs)  # a row's flags where it fits no entry, or stands in for none
        self.useful = [c for c in pool if (row := self._row(c))[0] is not self.nothing or row[2] is not self.nothing]

    def _row(self, c: Card) -> tuple[tuple[bool, ...], bool, tuple[bool, ...]]:
        """What `c` fits, worked out the first time it is asked."""
        row = self.rows.get(c.idx)
        if row is None:
            r, wild = self.r, self.wild
            no = self.nothing
            if c.data.kind != "monster" or c.data.passcode in NOT_MATERIAL:
                row = (no, False, no)
            else:
                data = facts(c, self.race)
                fits = tuple(is_named(c, n) if isinstance(n, int) else n(data) for n in r.needs)
                subs = self.substitutes
                stands = tuple(isinstance(n, int) for n in r.needs) if not r.only_these and (
                    (wild is not None and c.idx == wild.idx)
                    or (subs is not None and c.data.passcode in SUBSTITUTES and subs(c))
                ) else no
                more = any(_fits(n, c, self.race) for n in r.more)
                row = (fits if any(fits) else no, more, stands if any(stands) else no)
            self.rows[c.idx] = row
        return row

    def completes(self, chosen: Sequence[Card]) -> bool:
        """Whether `chosen` (all of them) and more cards of the pool can make up the materials exactly."""
        r, wild, lifts = self.r, self.wild, self.lifts
        must = [*chosen]
        if wild is not None and all(c.idx != wild.idx for c in must):
            must.append(wild)
        if len(must) > len(r.needs) and not r.more:
            return False
        rows = [self._row(m) for m in must]
        # a chosen card that fits no entry, may stand in for none and is no further monster of a `many` entry
        no = self.nothing
        if any(fits is no and not more and stands is no for fits, more, stands in rows):
            return False
        taken = {m.idx for m in must}
        rest = [c for c in self.useful if c.idx not in taken]
        cards = [*must, *rest]
        table = [self.rows[c.idx] for c in cards]
        failed: set[tuple[int, frozenset[int], bool]] = set()  # the same cards for the first entries, in another order

        def done(used: frozenset[int]) -> bool:  # the chosen ones left over must be further monsters of a `many` entry
            if r.together is not None and not r.together([facts(c, self.race) for c in cards if c.idx in used]):
                return False
            if not all(m.idx in used or row[1] for m, row in zip(must, rows, strict=True)):
                return False
            # only monsters leaving the field can lift a lock: the further ones worth trying are on the field
            more = [c for c in rest if c.idx not in used and c.zone is Zone.MONSTERS and self.rows[c.idx][1]]
            return lifts is None or _lifted(lifts, [*must, *(c for c in rest if c.idx in used)], more)

        def fill(i: int, used: frozenset[int], stood_in: bool) -> bool:
            if i == len(r.needs):
                return done(used)
            if (i, used, stood_in) in failed:
                return False
            free = len(r.needs) - i
            if not r.more and sum(1 for m in must if m.idx not in used) > free:
                return False
            for c, (fits, _, stands) in zip(cards, table, strict=True):
                if c.idx in used:
                    continue
                if fits[i] and fill(i + 1, used | {c.idx}, stood_in):
                    return True
                if not stood_in and stands[i] and fill(i + 1, used | {c.idx}, True):
                    return True
            failed.add((i, used, stood_in))
            return False

        return fill(0, frozenset(), False)


def _lifted(lifts: Lifts, mats: list[Card], more: list[Card]) -> bool:
    """Whether `mats`, or `mats` with some of the further materials `more`, pass `lifts`."""
    return lifts(mats) or any(_lifted(lifts, [*mats, c], more[k + 1:]) for k, c in enumerate(more))


def can_make(fusion: Card, pool: Sequence[Card], wild: Card | None = None, lifts: Lifts | None = None,
             race: RaceNow | None = None, substitutes: StandsIn = any_substitute) -> bool:
    """Whether `pool` holds a set of the fusion monster's materials (declared substitutes that `substitutes` passes
    standing in; that passes `lifts`)."""
    r = RECIPES.get(fusion.data.passcode)
    return r is not None and completable(r, pool, [], wild, substitutes, lifts=lifts, race=race)


def made_of(fusion: Card, mats: Sequence[Card], wild: Card | None = None, race: RaceNow | None = None) -> bool:
    """Whether `mats`, all of them and no more, are a set of the fusion monster's materials."""
    r = RECIPES.get(fusion.data.passcode)
    return r is not None and completable(r, mats, mats, wild, any_substitute, race=race)


def fusion_deck(d: Duel, player: int) -> list[Card]:
    return [d.cards[i] for i in d.players[player].extra if d.cards[i].data.is_fusion]


def hand_and_field(d: Duel, player: int) -> list[Card]:
    """Monsters in a player's hand and on their side of the field (「融合」's materials)."""
    pl = d.players[player]
    return [d.cards[i] for i in (*pl.hand, *pl.cards_in(Zone.MONSTERS)) if d.cards[i].data.kind == "monster"]


def field_and_grave(d: Duel, player: int) -> list[Card]:
    """Monsters on a player's side of the field and in their graveyard that the player may banish (「ミラクル・
    フュージョン」's materials, banished: one that cannot be banished, 「霊滅術師 カイクウ」's, is no material)."""
    pl = d.players[player]
    return [d.cards[i] for i in (*pl.cards_in(Zone.MONSTERS), *pl.grave)
            if d.cards[i].data.kind == "monster" and not d.banish_forbidden(d.cards[i], player)]


def either_field(d: Duel, player: int) -> list[Card]:
    """Monsters on both players' sides of the field (「超融合」's materials)."""
    return [d.cards[i] for p in (player, 1 - player) for i in d.players[p].cards_in(Zone.MONSTERS)]


def everywhere(d: Duel, player: int) -> list[Card]:
    """Monsters in a player's hand, on their side of the field, in their deck and in their graveyard that the player
    may banish (「チェーン・マテリアル」's materials, banished: a graveyard one that 「王家の眠る谷－ネクロバレー」
    keeps there is no material, as for `field_and_grave`)."""
    pl = d.players[player]
    return [d.cards[i] for i in (*pl.hand, *pl.cards_in(Zone.MONSTERS), *pl.deck, *pl.grave)
            if d.cards[i].data.kind == "monster" and not d.banish_forbidden(d.cards[i], player)]


def from_anywhere(d: Duel, player: int) -> Card | None:
    """The card whose effect, lingering this turn, lets `player` take fusion materials from anywhere
    (`Effect.fusion_from_anywhere`: 「チェーン・マテリアル」), or None."""
    if Left not in d.lasting.by:
        return None
    return next((d.cards[r.source[0]] for r in d.lasting.of(Left)
                 if r.player == player and r.change.effect.fusion_from_anywhere), None)


Pool = Callable[["Duel", int], list[Card]]


def usable(d: Duel, cards: Sequence[Card]) -> list[Card]:
    """The cards of a pool that may be materials: none an effect forbids to be one ("be_material": a card of the name
    「禁止令」 declared)."""
    return [c for c in cards if not d.forbidden(c, "be_material")]


def _makes(f: Card, pool: Sequence[Card], must: Card | None, zone_of: int = -1, lifts: Lifts | None = None,
           race: RaceNow | None = None, substitutes: StandsIn = any_substitute) -> bool:
    """Whether `pool` makes `f` (with `must` among the materials); `zone_of`: a player whose monster zones are
    full, so that one of the materials must be a monster leaving a zone of theirs (`frees_a_zone`); `lifts`: a test
    the set must pass (`completable`)."""
    r = RECIPES.get(f.data.passcode)
    if r is None:
        return False
    chosen = [must] if must is not None else []
    search = Materials(r, pool, substitutes=substitutes, lifts=lifts, race=race)
    if zone_of < 0 or any(frees_a_zone(c, zone_of) for c in chosen):
        return search.completes(chosen)
    return any(search.completes([*chosen, m]) for m in pool if frees_a_zone(m, zone_of))


def _banned(d: Duel, player: int, f: Card) -> bool:
    """Whether an effect bans `player` from fusion summoning `f` (the summon locks are read with the materials gone:
    `summon_locks.lifted_by`)."""
    return d.player_forbidden(player, "fusion_summon") or d.player_forbidden(player, "special_summon", from_zone=f.zone)


def may_summon(d: Duel, player: int, f: Card, mats: Sequence[Card] = ()) -> bool:
    """Whether no ban or summon lock forbids `player` the fusion summon of `f` with the materials `mats` gone (none:
    「簡易融合」's, which takes none)."""
    lifts = lifted_by(d, player, f, FUSION)
    return not _banned(d, player, f) and (lifts is None or lifts(mats))


def frees_a_zone(c: Card, player: int) -> bool:
    """A material in a monster zone of `player`: used, it leaves room for the fusion monster."""
    return c.zone is Zone.MONSTERS and c.ctl == player


def summonable(d: Duel, player: int, where: Callable[[Card], bool], pool: Pool, by: int = -1,
               must: Card | None = None) -> list[Card]:
    """The fusion monsters in the player's fusion deck that pass `where` and that `pool` can make (with `must`
    among the materials: 「ダイナ・ベース」; with `by`, the card whose effect fusion summons: those whose own summoning
    conditions allow it, 「ダーク・フュージョン」's monsters only by it)."""
    test = _summonable_test(d, player, where, usable(d, pool(d, player)), by, must)
    return [f for f in fusion_deck(d, player) if test(f)]


def _summonable_test(d: Duel, player: int, where: Callable[[Card], bool], cards: Sequence[Card], by: int,
                     must: Card | None) -> Callable[[Card], bool]:
    """`summonable`'s test of one fusion monster, `cards` the pool's monsters."""
    wide = usable(d, everywhere(d, player)) if from_anywhere(d, player) is not None else []
    # with every monster zone of the player full, one material must come from one of them
    full = player if d.free_slots(player, Zone.MONSTERS) == 0 else -1
    cause = Cause(player, Reason.EFFECT, by)

    def test(f: Card) -> bool:
        if not where(f) or _banned(d, player, f) or (
                by >= 0 and not summon_conditions.allows(d, f, cause, "fusion", player)):
            return False
        lifts = lifted_by(d, player, f, FUSION)
        subs = stands_in_now(d)
        return _makes(f, cards, must, full, lifts, d.race, subs) or bool(
            wide and _makes(f, wide, must, full, lifts, d.race, subs))

    return test


def ask_position(res: Resolution, player: int = -1) -> Pos:
    """Face-up attack or face-up defense, for a monster an effect special summons."""
    o = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="attack", label_ja="攻撃表示"),
                 Option("position:defense", "position", arg=int(Pos.DEFENSE), label_en="defense",
                        label_ja="守備表示")],
                "position", player, "choose a position", "表示形式を選ぶ")
    return Pos(o.arg)


# why a card is no material a fusion summon may take next (`material_refusal`)
# the question that picks the monster (an effect asking with no words read "choose for" its card)
FUSION_WORDS = ("choose the fusion monster to fusion summon", "融合召喚する融合モンスターを選ぶ")
MATERIAL_CHOSEN = Why("it is already one of the materials", "既に融合素材の１体に選んでいる")
MATERIAL_LOCKED = Why("with it among the materials, the summon stays forbidden (a summon lock read with the materials "
                      "gone)", "それを素材にしても融合召喚は禁止されたままになる（素材がいない状態で読む召喚の制限）")
MATERIAL_ROOM = Why("every monster zone of its player's is taken: the materials must include a monster on the field, "
                    "whose zone the fusion monster takes",
                    "モンスターカードゾーンが埋まっているため、素材にはフィールド上のモンスターが含まれなければならない")


def material_refusal(res: Resolution, fusion: Card, pool: Sequence[Card], chosen: list[Card], wild: Card | None,
                     lifts: Lifts | None, room: Callable[[list[Card]], bool], x: Card) -> str:
    """Why `x` is none of the materials `choose_materials` offers next (`chosen` already picked), by its checks in
    their order: the pool the effect takes them from, a set of the fusion monster's materials it can complete (with
    a summon lock lifted), room for the fusion monster."""
    if any(x.idx == c.idx for c in chosen):
        return MATERIAL_CHOSEN
    if x not in pool:
        eff = res.link.activated
        return quoting(NOT_CHOSEN, eff.text_en, eff.text_ja)
    r = RECIPES[fusion.data.passcode]
    race, subs = res.duel.race, stands_in_now(res.duel)
    if not completable(r, pool, [*chosen, x], wild, subs, lifts=lifts, race=race):
        if lifts is not None and completable(r, pool, [*chosen, x], wild, subs, race=race):
            return MATERIAL_LOCKED
        name = quoted(fusion.data.name_ja, fusion.data.name_en, "en")
        return Why(f"with it, the materials cannot make up {name}'s listed materials",
                   f"それを選ぶと、「{fusion.data.name_ja or fusion.data.name_en}」の融合素材がそろわない")
    return "" if room([*chosen, x]) else MATERIAL_ROOM


def choose_materials(res: Resolution, fusion: Card, pool: Sequence[Card], wild: Card | None = None,
                     must: Card | None = None, zone_of: int = -1, lifts: Lifts | None = None) -> list[Card]:
    """The player picks the materials one at a time, among those that still leave a complete set (`must`: a
    material taken already, 「ダイナ・ベース」 itself); past the required number (a `many` entry) they may stop
    (`no`). `zone_of`: a player whose monster zones are full, so that the set must include a monster leaving one
    of them (`frees_a_zone`); `lifts`: a test the set must pass (`summon_locks.lifted_by`), before they may stop too.
    Copies of one card in a deck are one option at each pick (`Resolution.ask`)."""
    r = RECIPES[fusion.data.passcode]
    chosen: list[Card] = [wild] if wild is not None else [must] if must is not None else []
    search = Materials(r, pool, wild, stands_in_now(res.duel), lifts=lifts, race=res.duel.race)

    def room(picked: list[Card]) -> bool:
        return zone_of < 0 or any(frees_a_zone(c, zone_of) for c in picked) or any(
            search.completes([*picked, m]) for m in pool
            if frees_a_zone(m, zone_of) and all(m.idx != x.idx for x in picked))

    def why(x: Card) -> str:
        return material_refusal(res, fusion, pool, chosen, wild, lifts, room, x)

    def offered(x: Card) -> bool:
        return search.completes([*chosen, x]) and room([*chosen, x])

    # the question says what is chosen, and for which monster ("choose for" the spell said neither)
    named = quoted(fusion.data.name_ja, fusion.data.name_en, "en")
    words = naming(fusion.idx, ("choose a fusion material for " + named, ""),
                   (f"「{fusion.data.name_ja}」", "の融合素材を選ぶ"))
    while len(chosen) < len(r.needs) or r.more:
        # a material picked already, as the operation runs again, is not weighed against the others again
        opts = res.offered("material", [c for c in pool if all(c.idx != x.idx for x in chosen)], offered)
        if not opts:
            break
        if len(chosen) < len(r.needs) or (zone_of >= 0 and not any(frees_a_zone(c, zone_of) for c in chosen)) \
                or (lifts is not None and not lifts(chosen)):
            chosen.append(res.ask_cards(opts, "material", why=why, prompt_en=words[0], prompt_ja=words[1],
                                        names=words[2]))
            continue
        o = res.ask([*(res.duel.card_option("material", c.idx) for c in opts),
                     Option("no", "no", label_en="no more materials", label_ja="素材の選択を終える")], "material",
                    -1, *words[:2], names=words[2])
        if o.kind == "no":
            break
        chosen.append(res.duel.cards[o.card])
    return chosen


def _from_anywhere_asked(res: Resolution, player: int, wide: Card) -> bool:
    """Whether `player` takes the materials from anywhere that `wide` (「チェーン・マテリアル」) lets them use."""
    words = naming(wide.idx, (f"banish materials from anywhere ({wide.data.name_en}", ")?"),
                   (f"「{wide.data.name_ja}」", "の効果で融合素材を除外する？"))
    return res.ask([Option("yes", "yes", label_en="yes", label_ja="はい"),
                    Option("no", "no", label_en="no", label_ja="いいえ")], "yes_no", player, *words[:2],
                   names=words[2]).kind == "yes"


def fusion_summon(res: Resolution, where: Callable[[Card], bool], pool: Pool, dispose: str = "grave",
                  position: Pos | None = None, must: Card | None = None) -> Card | None:
    """Fusion summon for the resolving effect's player; the monster summoned, or None.

    `dispose`: what happens to the materials: "grave" (sent to the graveyard), "banish", "deck"
    (shuffled into the deck). `position`: a fixed position, else the player chooses. `must`: a card of the pool
    that must be one of the materials (「ダイナ・ベース」).
    """
    d = res.duel
    p = res.player
    by = res.card.idx
    wide = from_anywhere(d, p)
    full = p if d.free_slots(p, Zone.MONSTERS) == 0 else -1
    cards = usable(d, pool(d, p))
    if wide is None:  # `summonable`'s; the monster answered alone as the operation runs again (`Resolution.offered`)
        fusions = res.offered("fusion", fusion_deck(d, p), _summonable_test(d, p, where, cards, by, must))
        anywhere = []
    else:  # those the pool makes with no material from anywhere, and those materials from anywhere make
        fusions = [f for f in summonable(d, p, where, pool, by, must)
                   if _makes(f, cards, must, full, lifted_by(d, p, f, FUSION), d.race, stands_in_now(d))]
        anywhere = [f for f in summonable(d, p, where, everywhere, by, must)
                    if _makes(f, usable(d, everywhere(d, p)), must, full, lifted_by(d, p, f, FUSION), d.race,
                                   stands_in_now(d))]
    if wide is not None and anywhere and (not fusions or _from_anywhere_asked(res, p, wide)):
        # 「チェーン・マテリアル」: every material from the hand, field, deck or graveyard, banished; the monster is
        # destroyed at the end phase
        f = res.ask_cards(anywhere, "fusion", prompt_en=FUSION_WORDS[0], prompt_ja=FUSION_WORDS[1])
        mats = choose_materials(res, f, usable(d, everywhere(d, p)), must=must, zone_of=full,
                                lifts=lifted_by(d, p, f, FUSION))
        on_field = all(m.zone is Zone.MONSTERS for m in mats)
        from_deck = any(m.zone is Zone.DECK for m in mats)
        d.banish(mats, res.cause)
        if from_deck:  # the deck looked through for them: shuffled after (R004-100)
            d.shuffle_deck(p)
        summoned = summon_fusion(res, f, mats, position, on_field)
        if summoned is not None:
            d.at_end_phase(summoned, Then.DESTROY, Cause(p, Reason.EFFECT, wide.idx))
        return summoned
    if not fusions:
        return None
    f = res.ask_cards(fusions, "fusion", prompt_en=FUSION_WORDS[0], prompt_ja=FUSION_WORDS[1])
    mats = choose_materials(res, f, cards, must=must, zone_of=full, lifts=lifted_by(d, p, f, FUSION))
    on_field = all(m.zone is Zone.MONSTERS for m in mats)
    if dispose == "banish":
        d.banish(mats, res.cause)
    elif dispose == "deck":
        d.to_deck(mats, res.cause)
    else:
        d.send_to_grave([m.idx for m in mats], res.cause)
    return summon_fusion(res, f, mats, position, on_field)


def summon_fusion(res: Resolution, f: Card, mats: Sequence[Card], position: Pos | None = None,
                  field_only: bool = False) -> Card | None:
    """Special summon the fusion monster `f` as a fusion summon that used `mats` (`field_only`: all of them
    monsters on the field before they were moved), and record it."""
    d = res.duel
    # no position is asked for a summon that cannot happen (no free zone, a lock on fusion summons)
    if f.zone is not Zone.EXTRA or not d.may_special_summon(f, res.player, res.cause, "fusion"):
        return None
    pos = position if position is not None else ask_position(res)
    d.special_summon(f, res.player, pos, res.cause, "fusion")
    if not f.on_field:
        return None
    # the card the fusion summon counts as made by (「ダーク・コーリング」's: 「ダーク・フュージョン」's)
    method = summon_conditions.summoned_by(d, res.cause) if res.cause.card >= 0 else res.card.data.passcode
    # each material's Type as the summon read it: one from the field, the Type it had there (「ＤＮＡ改造手術」's)
    races = tuple(left.race if (left := d.as_it_left(m)) is not None else m.data.race for m in mats)
    add_record(d, FusionRecord(f.idx, f.oid, tuple((m.idx, m.oid) for m in mats), method, d.turn, res.player,
                               field_only and bool(mats), races))
    return f


# ---- the record of fusion summons ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class FusionRecord(Note):
    """One fusion summon: the monster object, the material objects (where they went), how and when."""

    monster: int
    oid: int
    materials: tuple[tuple[int, int], ...]  # card index, object id after the material was moved
    method: int  # passcode of the card whose effect made the fusion summon
    turn: int
    player: int
    field_only: bool = False  # every material was a monster on the field (「鋼鉄の魔導騎士－ギルティギア・フリード」)
    races: tuple[str | None, ...] = ()  # the materials' Types as the summon read them (empty: the printed ones)


def records(d: Duel) -> tuple[FusionRecord, ...]:
    return d.notes(FusionRecord)


def add_record(d: Duel, r: FusionRecord) -> None:
    d.remember(r)  # once: an operation replayed after a question records the same summon again


def record_of(d: Duel, c: Card) -> FusionRecord | None:
    """How this monster object was fusion summoned (None: it was not)."""
    return next((r for r in records(d) if r.monster == c.idx and r.oid == c.oid), None)


def fusion_summoned(d: Duel, c: Card) -> bool:
    return record_of(d, c) is not None


def by_fusion_summon(ctx: Ctx, ev: Event) -> bool:
    """A trigger's `when`: the summon event is a fusion summon (the record is written just after it)."""
    return ev.detail == "fusion"


def counted_record(d: Duel, c: Card) -> FusionRecord | None:
    """This monster object's fusion summon as its own text reads what that summon fixed (its materials, where they
    came from): None if it was not fusion summoned, or once it was turned face-down (`Duel.summon_holds`: face-up
    again it is a new card, though still one fusion summoned)."""
    r = record_of(d, c)
    return r if r is not None and d.summon_holds(c) else None


def counted_materials(d: Duel, c: Card) -> list[Card]:
    """The materials of this monster object's fusion summon as its own text counts them (its ATK, its attacks:
    `counted_record`)."""
    r = counted_record(d, c)
    return [d.cards[i] for i, _ in r.materials] if r is not None else []


def counted_material_types(d: Duel, c: Card) -> list[tuple[Card, str | None]]:
    """`counted_materials`, each with its Type as the summon read it (`FusionRecord.races`): 「ダイナ・タンク」's
    Dinosaur may be a monster 「ＤＮＡ改造手術」 made one on the field."""
    r = counted_record(d, c)
    if r is None:
        return []
    races = r.races or tuple(d.cards[i].data.race for i, _ in r.materials)
    return [(d.cards[i], t) for (i, _), t in zip(r.materials, races, strict=True)]


def material_count(d: Duel, c: Card) -> int:
    """How many materials this monster object's fusion summon used, as its own text counts them
    (`counted_materials`)."""
    return len(counted_materials(d, c))


def materials_used(d: Duel, c: Card) -> list[Card]:
    """The material cards of this monster object's fusion summon that are still the objects they became."""
    r = record_of(d, c)
    if r is None:
        return []
    return [d.cards[i] for i, oid in r.materials if d.cards[i].oid == oid]


def used_as_material(d: Duel, c: Card, methods: Sequence[int] = ()) -> bool:
    """Whether this card object is a fusion material sent where it is by a fusion summon (by one of
    the cards `methods`, if given) and has not moved since."""
    return any((c.idx, c.oid) in r.materials and (not methods or r.method in methods) for r in records(d))

"""Target specs and operations that many cards share, written once."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg import summon_conditions
from arbiter.ocg.carddata import CardData
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import (
    NOT_WHAT,
    AllOf,
    Condition,
    Cost,
    Ctx,
    Effect,
    Kind,
    Listing,
    Operation,
    Resolution,
    TargetSpec,
    Ward,
    Worded,
    quoting,
)
from arbiter.ocg.lasting import Note, Ref
from arbiter.ocg.names import is_named
from arbiter.ocg.one_each import matched
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel

POLYMERIZATION = 24094653  # 融合, named by the cards that fetch, copy or answer it
FIELD_ZONES = (int(Zone.MONSTERS), int(Zone.SPELLS), int(Zone.FIELD))  # where a card is "on the field"
# cards that several cards' texts name
HARPIE_LADY = 76812113  # ハーピィ・レディ
DARK_MAGICIAN = 46986414  # ブラック・マジシャン
NECROVALLEY = 47355498  # 王家の眠る谷－ネクロバレー
HELIOS_THE_PRIMORDIAL_SUN = 54493213  # 原始太陽ヘリオス
GAZELLE = 5818798  # 幻獣王ガゼル
CYBER_DRAGON = 70095154  # サイバー・ドラゴン
CLOCK_TOWER = 75041269  # 幽獄の時計塔
# "a monster on the field" leaves out no card either: a monster whose text uses it may target itself (a card
# whose text says "other" keeps its own spec, which leaves it out)
ANY_MONSTER = TargetSpec(allow_self=True)
# "a face-up monster on the field" leaves out no card: a monster whose text uses it may target itself
FACE_UP_MONSTER = TargetSpec(face="up", allow_self=True, text_en="a face-up monster", text_ja="表側表示モンスター")


def may_turn_face_down(ctx: Ctx, c: Card) -> bool:
    """A token is never face-down (the rules), so an effect that turns its target face-down does not target one
    (docs/uncertain-rulings.md, 「月の書」)."""
    return not c.data.is_token


# "a face-up monster" that an effect turns face-down: any but a token
FACE_UP_TO_TURN_DOWN = TargetSpec(face="up", allow_self=True, where=may_turn_face_down,
                                  text_en="a face-up monster other than a token",
                                  text_ja="トークン以外の表側表示モンスター")
FACE_DOWN_MONSTER = TargetSpec(face="down", text_en="a face-down monster", text_ja="裏側表示モンスター")
SPELL_TRAP = TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                        text_ja="フィールド上の魔法・罠カード")
# costs made of the activating card itself
DISCARD_SELF = Cost(self_to="discard")
SEND_SELF = Cost(self_to="send")
TRIBUTE_SELF = Cost(self_to="tribute")
BANISH_SELF = Cost(self_to="banish")
FOREVER = 10_000  # turns: a lasting effect (Duel.linger) that ends only when it has done its work


def can_special_summon(ctx: Ctx, c: Card, ignore_conditions: bool = False, locks: bool = True, to: int = -1) -> bool:
    """Whether this card's effect could special summon `c`, as far as `c`'s own summoning conditions go: a
    monster the effect could not summon is no legal target for it (`special_summon_refusal`)."""
    return special_summon_refusal(ctx, c, ignore_conditions, locks, to) is None


# why this card's effect could not special summon a monster, beside the monster's own text (`special_summon_refusal`)
SPECIAL_SUMMONS_LOCKED = Why("it cannot be special summoned (an effect in force forbids this special summon: a lock on "
                             "the player's special summons)",
                             "特殊召喚できない（適用中の効果がこの特殊召喚を禁じている：プレイヤーの特殊召喚の制限）")


def special_summon_refusal(ctx: Ctx, c: Card, ignore_conditions: bool = False, locks: bool = True,
                           to: int = -1) -> Why | None:
    """Why this card's effect could not special summon `c` (None where it could): `c`'s own summoning conditions
    (`summon_conditions.refusal`), or a lock on the player's special summons. `ignore_conditions`: an effect that
    ignores them (「レベルアップ！」) is still bound by a lock on the player's special summons (「虚無の統括者」; one
    on summons from where `c` is: 「小天使テルス」) and, from the graveyard or the banished zone, by the rule on
    monsters that must first be properly summoned (`summon_conditions.allows_ignoring`). `locks` False: the summon
    locks are read elsewhere, with the monsters the summon takes gone (`costs.fusion_tribute_fusions`). `to`: the
    player whose field it would go to, where not the effect's player (「ミス・リバイブ」)."""
    cause = Cause(ctx.player, Reason.EFFECT, ctx.card.idx)
    if ignore_conditions:
        why = None if summon_conditions.allows_ignoring(ctx.duel, c) else summon_conditions.NOT_PROPERLY_SUMMONED
    else:
        why = summon_conditions.refusal(ctx.duel, c, cause, "", ctx.player if to < 0 else to)
    if why is not None:
        return why
    if ctx.duel.player_forbidden(ctx.player, "special_summon", cause, c.data if locks else None, from_zone=c.zone,
                                 onto=to):
        return SPECIAL_SUMMONS_LOCKED
    return None


# the refusals of `RevivableSpec`, made once for each: the spec's words and the rule
_CANNOT: dict[tuple[str, str, Why], Why] = {}


class RevivableSpec(TargetSpec):
    """Monsters this card's effect special summons (`revivable`): one that fits the spec's words but that the effect
    cannot special summon is refused as not what the effect targets, followed by the rule that forbids the summon
    (`special_summon_refusal`): "it is not what the effect targets (a monster in your graveyard): it cannot be
    special summoned (...)"."""

    __slots__ = ()

    def refusal(self, ctx: Ctx, c: Card) -> str:
        why = TargetSpec.refusal(self, ctx, c)
        if why:
            return why
        cannot = special_summon_refusal(ctx, c)
        if cannot is None:
            return ""
        key = (self.text_en, self.text_ja, cannot)
        said = _CANNOT.get(key)
        if said is None:
            what = quoting(NOT_WHAT, self.text_en, self.text_ja)
            _CANNOT[key] = said = Why(f"{what}: {cannot}", f"{what.ja}：{cannot.ja}")
        return said


def effect_cause(ctx: Ctx) -> Cause:
    """The cause of what this card's effect does: its chain link's, else (while it is being activated) its card and
    the effect's number in the card's declaration, which `Duel.spared` reads."""
    if ctx.link is not None:
        return ctx.duel.effect_cause(ctx.link)
    defn = ctx.duel.defs[ctx.card.idx]
    n = next((i for i, e in enumerate(defn.effects, 1) if e is ctx.effect), 0) if defn is not None else 0
    return Cause(ctx.player, Reason.EFFECT, ctx.card.idx, n)


# why an effect that picks cards to move does not offer one in a graveyard (`may_take`)
KEPT_IN_GRAVE = Why("an effect keeps it in the graveyard, so this effect cannot take it from there",
                    "効果により墓地から離れないため、この効果で墓地から選べない")


def may_take(ctx: Ctx, c: Card, to: Zone, kind: str) -> bool:
    """Whether this card's effect may take `c` to `to` now (`kind`: the move's event, "special_summoned",
    "to_hand" ...): not a card in a graveyard that a replacement effect would keep there (`Duel.stopped`:
    「王家の眠る谷－ネクロバレー」, unless the effect ignores it or that graveyard is unaffected by it). An effect that
    picks what it moves, without targeting, never offers such a card, and one left with nothing else to pick is not
    activated (its `needs`): it cannot take the card, though the rest of what it does still applies."""
    return c.zone is not Zone.GRAVE or not ctx.duel.stopped(c, to, effect_cause(ctx), kind)


def takeable(ctx: Ctx, where: Callable[[Card], bool], to: Zone, kind: str, player: int = -1) -> list[Card]:
    """The cards of `player`'s graveyard (-1: the effect's player) that pass `where` and that this card's effect may
    take out of it to `to` (`may_take`): what an effect that picks from the graveyard without targeting offers."""
    d = ctx.duel
    return [c for i in d.players[ctx.player if player < 0 else player].grave
            if where(c := d.cards[i]) and may_take(ctx, c, to, kind)]


def revivable(where: Callable[[Ctx, Card], bool], text_en: str, text_ja: str, zone: Zone = Zone.GRAVE,
              side: str = "own", **more: Any) -> TargetSpec:
    """Targets that this card's effect special summons: monster cards in `zone` (as printed: a 「宝玉獣」 in a spell &
    trap zone is one) passing `where` (its words: `text_en`, "a Zombie monster in your graveyard") that it may
    special summon (`RevivableSpec`: a monster it cannot, a spirit, a fusion monster never properly summoned, is
    refused naming that rule). `more`: the spec's other fields (count, min ...)."""
    return RevivableSpec(zone=zone, side=side, where=lambda ctx, c: c.base.is_monster and where(ctx, c),
                         text_en=text_en, text_ja=text_ja, **more)


# a monster in a graveyard that this card's effect may special summon (「死者蘇生」)
REVIVABLE = revivable(lambda ctx, c: True, "a monster in a graveyard", "墓地のモンスター", side="any")
# the same in its player's own graveyard (「早すぎた埋葬」, 「リビングデッドの呼び声」)
OWN_REVIVABLE = revivable(lambda ctx, c: True, "a monster in your graveyard", "自分の墓地のモンスター")


def answered_link(ctx: Ctx) -> ChainLink | None:
    """The chain link this card answers: the one right below it (while activating: the chain's top)."""
    chain = ctx.duel.chain
    if ctx.link is None:
        return chain[-1] if chain else None
    n = ctx.link.number - 2
    return chain[n] if 0 <= n < len(chain) else None


def answered(res: Resolution) -> ChainLink | None:
    """The chain link the resolving card answered (the one right below it)."""
    return answered_link(ctx_of(res))


def both(*conds: Condition) -> Condition:
    """A condition that holds when all of `conds` hold; a refusal says the words of the one that fails (`AllOf`)."""
    return AllOf(conds)


# a condition of effects the damage step keeps out, though the rules would let them in (a negation: 「墓守の監視者」,
# R004-147; an answer to what happened there: 「パペット・キング」, R004-097), which a refusal says in these words
NOT_IN_DAMAGE_STEP = Worded(lambda ctx: ctx.duel.phase != "battle:damage",
                            "it cannot be activated in the damage step", "ダメージステップには発動できない")


def ctx_of(res: Resolution) -> Ctx:
    """The resolving link as an activation context (for conditions and specs that take a Ctx)."""
    eff = res.duel.link_effect(res.link)
    return Ctx(res.duel, res.player, res.card, eff, res.link.events, res.link)


def negate_activation(res: Resolution, link: ChainLink, destroy: bool = True) -> bool:
    """Negate the activation of `link`; with `destroy`, destroy its card where it was activated (on the
    field, or in the hand for a monster effect activated there: R004-177). A card that left as its own
    cost is another object by now and is not destroyed (R004-178). Whether the card was destroyed (what
    「呪術抹消」 goes on with)."""
    d = res.duel
    if d.cannot_negate(link):
        return False  # 「ポルターガイスト」: neither its activation nor what follows from negating it happens
    res.negate_activation(link)
    c = d.cards[link.card]
    note_negation(d, res.player, "counter" in res.card.data.subtypes and res.card.data.kind == "trap",
                  c.data.kind, link.player)
    return bool(destroy and c.oid == link.oid and (c.on_field or c.zone is Zone.HAND) and d.destroy([c], res.cause))


# "a spell card's effect that targets this card (face-up on the field) is negated and that spell destroyed"
# (「無敗将軍 フリード」, 「ドラゴン・ウォリアー」)
SPELL_WARD = Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, ward=Ward(("spell",), destroy=True),
                    text_en="a spell effect that targets it is negated and the spell destroyed",
                    text_ja="このカードを対象とする魔法カードの効果を無効にし破壊する")


# "the effects of the effect monsters this card destroys by battle are negated" (「ジェノサイドキングデーモン」,
# 「魔人 ダーク・バルター」)
SILENCES = Effect(Kind.CONTINUOUS, battle_silences=True,
                  text_en="the effects of effect monsters it destroys by battle are negated",
                  text_ja="戦闘で破壊した効果モンスターは、その効果が無効になる")


# ---- the toon rules -------------------------------------------------------------------------------------
# Every toon monster of the era prints them: it cannot attack in the turn it is normal, flip or special
# summoned; while its controller has a face-up 「トゥーン・ワールド」 and the opponent no face-up toon monster, it
# may attack directly; it is destroyed at once (no chain link) when a face-up 「トゥーン・ワールド」 on the field,
# either player's, is destroyed. A toon card declares `*TOON_FIRST, <its own effects>, *TOON_LAST`, numbered
# `TOON_NUMBERING` when it has one effect of its own (`TOON_SPECIAL_FIRST` for one never normal summoned).
TOON_WORLD = 15259703


def _cannot_attack_this_turn(d: Duel, me: Card, player: int, cause: Cause) -> None:
    # the toon's continuous effect: it binds nothing while the toon's effects are negated (「スキルドレイン」), and
    # is left even then, binding the toon once the negation ends that turn
    oid = me.oid
    d.linger(me, player,
             Effect(Kind.CONTINUOUS, forbids=("attack",), affects=lambda ctx, c: c is ctx.card and c.oid == oid,
                    text_en="it cannot attack this turn", text_ja="このターン攻撃できない"), cause, live=True)


def no_attack_this_turn(d: Duel, me: Card, player: int, cause: Cause) -> None:
    """A monster's own summon leaves it unable to attack that turn (「魔導アーマー エグゼ」, the Sphinxes): its
    continuous effect, which bars nothing while its effects are negated (「スキルドレイン」), made even then so that it
    bars the attack once the negation ends that turn (despite_negation)."""
    if me.zone is Zone.MONSTERS:
        d.restrict(me, "attack", cause, live=True)


def own_event(ctx: Ctx, ev: Event) -> bool:
    """The event is of this card itself (a trigger on its own summon: the toons, the Ojama fusions' zone lock)."""
    return ev.card == ctx.card.idx


def _toon_direct(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return (c is ctx.card and any(is_named(d.cards[i], TOON_WORLD) and d.cards[i].face_up
                                  for i in d.players[ctx.player].spells if i >= 0)
            and not any("toon" in d.cards[i].data.subtypes and d.cards[i].face_up
                        for i in d.players[ctx.opponent].monsters if i >= 0))


def _toon_world_destroyed(ctx: Ctx, ev: Event) -> bool:
    # a set card was no Toon World in play yet: only a face-up one takes the toons with it
    return (is_named(ctx.duel.cards[ev.card], TOON_WORLD) and ev.src == int(Zone.SPELLS)
            and ev.pos == int(Pos.UP))


def destroy_self_in_monster_zone(res: Resolution) -> None:
    """The effect's own card destroys itself, if it is in a monster zone (a toon as 「トゥーン・ワールド」 is destroyed,
    「魔鏡導士リフレクト・バウンダー」 after damage calculation)."""
    if res.card.zone is Zone.MONSTERS:
        res.duel.destroy([res.card], res.cause)


_TOON_DIRECT = Effect(Kind.CONTINUOUS, direct_attack=True, affects=_toon_direct,
                     text_en="with your Toon World and no opposing toon monster: may attack directly",
                     text_ja="自分の「トゥーン・ワールド」があり、相手にトゥーンモンスターがいなければ、"
                             "相手に直接攻撃可能")
TOON_FIRST = (
    *(Effect(Kind.AT_ONCE, trigger=k, when=own_event, despite_negation=True,
             of_summon_turn=_cannot_attack_this_turn, text_en="summoned: it cannot attack this turn",
             text_ja="召喚・反転召喚・特殊召喚のいずれかをしたターンは攻撃不可")
      for k in ("summoned", "special_summoned")),
    _TOON_DIRECT)
# the toons summoned only by their own procedure print the lock for the turn they are special summoned alone: one
# turned face-down (「月の書」) and flip summoned may attack that turn
TOON_SPECIAL_FIRST = (
    Effect(Kind.AT_ONCE, trigger="special_summoned", when=own_event, despite_negation=True,
           of_summon_turn=_cannot_attack_this_turn, text_en="special summoned: it cannot attack this turn",
           text_ja="特殊召喚したターンは攻撃不可"),
    _TOON_DIRECT)
TOON_LAST = (Effect(Kind.AT_ONCE, destroy_self_in_monster_zone, trigger="destroyed", when=_toon_world_destroyed,
                    text_en="Toon World on the field destroyed: this card is destroyed too",
                    text_ja="フィールドで「トゥーン・ワールド」が破壊されると、このカードも破壊される"),)
TOON_NUMBERING = (1, 1, 2, 3, 4)


def nothing(res: Resolution) -> None:
    """The activation itself does nothing; the card's continuous or trigger effects apply from now on."""


def bare_activation(operation: Operation = nothing, condition: Condition | None = None, cost: Cost | None = None,
                    responds_to: tuple[str, ...] = (), does: Does | None = None) -> Effect:
    """The activation of a continuous or field spell or trap card, declared first, that is no effect of its text
    (`Effect.bare`): the effects declared after it apply, or may be used, from then on. `operation` sets up what
    they read (by default it does nothing); `condition`, `cost` and `responds_to` are those of the activation."""
    return Effect(Kind.ACTIVATE, operation, condition=condition, cost=Cost() if cost is None else cost,
                  responds_to=responds_to, does=does, bare=True, text_en="activate", text_ja="発動")


# ---- negated activations (「冥王竜ヴァンダルギオン」 answers its counter trap's negation) ----

@dataclass(frozen=True, slots=True)
class Negation(Note):
    """A negated activation: the negating player, whether by a counter trap, the kind of the card negated
    ("spell", "trap", "monster"), its activator, and the activations made by then (which tells this chain's
    negations from older ones)."""

    player: int
    by_counter_trap: bool
    kind: str
    activator: int
    count: int


def note_negation(d: Duel, player: int, by_counter_trap: bool, kind: str, activator: int) -> None:
    """Remember that `player` negated the activation of a card of `kind` that `activator` activated."""
    d.remember(Negation(player, by_counter_trap, kind, activator, d.activation_count), once=False)


def negations(d: Duel) -> tuple[Negation, ...]:
    """Every negated activation so far, oldest first."""
    return d.notes(Negation)


def destroy_targets(res: Resolution) -> None:
    res.duel.destroy(res.targets(), res.cause)


def banish_targets(res: Resolution) -> None:
    res.duel.banish(res.targets(), res.cause)


def destroy_and_banish_targets(res: Resolution) -> None:
    """Destroy the targets and banish them (「奈落の落とし穴」, 「異次元の落とし穴」)."""
    res.duel.destroy(res.targets(), res.cause, to=Zone.BANISHED)


def to_face_down(res: Resolution) -> None:
    """Turn the targets face-down (defense position)."""
    with res.duel.moving_together(res.cause):
        for c in res.targets():
            res.duel.set_position(c, Pos.SET, res.cause)


def to_defense(res: Resolution) -> None:
    """Change the targets to defense position."""
    for c in res.targets():
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


def opponent_monsters(ctx: Ctx) -> list[Card]:
    return ctx.duel.monsters_of(ctx.opponent)


def has_opponent_monster(ctx: Ctx) -> bool:
    return any(i >= 0 for i in ctx.duel.players[ctx.opponent].monsters)


def itself(ctx: Ctx, c: Card) -> bool:
    """A card filter for an effect about its own card ("this card")."""
    return c.idx == ctx.card.idx


# "this card deals piercing damage": attacking a defense position monster, the amount by which its ATK exceeds
# that monster's DEF is dealt to the monster's controller as battle damage (`Duel.pierces`)
PIERCING = Effect(Kind.CONTINUOUS, affects=itself, pierce=True, text_en="piercing battle damage",
                  text_ja="守備表示モンスターを攻撃した時、守備力を超えた分の戦闘ダメージを与える")


SPELL_COUNTER = "spell"  # 魔力カウンター: the counters that spell cards' activations put on the cards that count them


def activated_while_here(ctx: Ctx, ev: Event) -> bool:
    """The activation that a "resolved" event closes was made once this card's effects already applied (face-up on
    the field; a spell or trap once its own activation resolved): "each time a card is activated" counts only those,
    not the spell that revived it or the one it was chained to (「王立魔法図書館」, 「デス・ヴォルストガルフ」)."""
    return ctx.duel.stamp_of(ctx.card)[0] <= ev.since


def spell_counter_each_spell(cap: int = 0) -> Effect:
    """"Each time a spell card is activated, put a spell counter on this card" (at most `cap`; 0: no limit): the
    counter comes as that activation resolves, with no chain link (「王立魔法図書館」), if this card was already
    face-up on the field when the spell was activated (not for the spell that summoned it)."""
    def add(res: Resolution) -> None:
        if not cap or res.card.counters.get(SPELL_COUNTER, 0) < cap:
            res.duel.add_counter(res.card, SPELL_COUNTER, 1, res.cause)

    limit = f" (at most {cap})" if cap else ""
    return Effect(Kind.AT_ONCE, add, trigger="resolved",
                  when=lambda ctx, ev: ev.detail == "activation" and ctx.duel.cards[ev.card].data.is_spell
                  and activated_while_here(ctx, ev)
                  and (not cap or ctx.card.counters.get(SPELL_COUNTER, 0) < cap),
                  text_en=f"a spell card's activation resolved: put a spell counter on this card{limit}",
                  text_ja="魔法カードの発動ごとに、魔力カウンターを１つこのカードに置く"
                          + (f"（最大{cap}つまで）" if cap else ""))


def paid_so_far(ctx: Ctx) -> list[Card] | None:
    """The cards paid so far for this effect of this card, while it is being activated (or its procedure
    used), while the ways of paying its cost are listed (the cards picked in each, `Listing`) and while it
    resolves; None at any other time (a legality check before anything is paid)."""
    from arbiter.ocg.chain import Activation

    d = ctx.duel
    if ctx.link is not None:
        return [d.cards[i] for i in ctx.link.cost_cards]
    if isinstance(ctx, Listing):
        return [d.cards[i] for i in ctx.picks]
    top = d.stack[-1] if d.stack else None
    if isinstance(top, Activation) and top.card == ctx.card.idx and d.effect_of(top.card, top.effect) is ctx.effect:
        # with the monsters already picked for a tribute still being chosen (「ゲート・ガーディアン」)
        return [d.cards[i] for i in (*top.cost_cards, *top.chosen)]
    return None


def one_each(*kinds: Callable[[Card], bool]) -> tuple[Callable[[Ctx, Card], bool], Callable[[Ctx], bool]]:
    """A cost of one graveyard card of each of these kinds ("banish 1 LIGHT and 1 DARK monster"): the filter for
    the next card to pay, and whether the graveyard holds them all."""
    filters = [lambda ctx, c, k=k: k(c) for k in kinds]

    def pick(ctx: Ctx, c: Card) -> bool:
        # a card of several kinds (「精霊術師 ドリアード」) takes one of them: the paid cards and this one must be
        # given a kind each, no two the same
        return matched(ctx, filters, [*(paid_so_far(ctx) or []), c])

    def ready(ctx: Ctx) -> bool:
        grave = [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].grave]
        return all(any(k(c) for c in grave) for k in kinds)

    return pick, ready


def so_many_each(*kinds: tuple[int, Callable[[Card], bool]]) -> tuple[Callable[[Ctx, Card], bool],
                                                                       Callable[[Ctx], bool]]:
    """A cost of graveyard cards, so many of each kind ("banish 1 FIRE and 2 WATER monsters"; the kinds do not
    overlap): the filter for the next card to pay, and whether the graveyard holds them all."""
    def pick(ctx: Ctx, c: Card) -> bool:
        paid = paid_so_far(ctx) or []
        return any(k(c) and sum(map(k, paid)) < n for n, k in kinds)

    def ready(ctx: Ctx) -> bool:
        grave = [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].grave]
        return all(sum(map(k, grave)) >= n for n, k in kinds)

    return pick, ready


def chained_link(ctx: Ctx, ev: Event) -> ChainLink | None:
    """The chain link a `chained` event reports (the one just added)."""
    chain = ctx.duel.chain
    return chain[ev.amount - 1] if 0 < ev.amount <= len(chain) else None


def targets_this(ctx: Ctx, link: ChainLink) -> bool:
    """Whether `link` targets this card, face-up in a monster zone (the same object)."""
    me = ctx.card
    return me.zone is Zone.MONSTERS and me.face_up and (me.idx, me.oid) in link.targets


def face_up_here(ctx: Ctx) -> bool:
    """A condition: this card is face-up in a monster zone."""
    return ctx.card.zone is Zone.MONSTERS and ctx.card.face_up


def card_active(ctx: Ctx) -> bool:
    """A condition: this card is a face-up continuous spell or trap card whose activation has resolved."""
    return ctx.card.active


def draw_one(res: Resolution) -> None:
    """The activating player draws a card."""
    res.duel.draw(res.player, 1, res.cause)


def room(ctx: Ctx) -> bool:
    """A condition: the activating player has a free monster zone."""
    return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0


def opponent_room(ctx: Ctx) -> bool:
    """A `needs`: the activating player's opponent has a free monster zone (a monster given or summoned to them)."""
    return ctx.duel.free_slots(ctx.opponent, Zone.MONSTERS) > 0


def room_for_itself(ctx: Ctx) -> bool:
    """A `needs` for an effect that special summons its own card: a free monster zone, and the card may be special
    summoned by it (no lock on its player's special summons, 「フォッシル・ダイナ パキケファロ」): no activation
    that could do nothing. One leaving another zone of its player's field (a union monster unequipped) puts no card
    more there (`Duel.free_slots`' `moving`)."""
    return ctx.duel.free_slots(ctx.player, Zone.MONSTERS, ctx.card) > 0 and can_special_summon(ctx, ctx.card)


def destroy_itself(res: Resolution) -> None:
    """The effect's own card destroys itself, if it is still the same card on the field."""
    c = res.card
    if c.oid == res.link.oid and c.on_field:
        res.duel.destroy([c], res.cause)


def battle_to_grave(ctx: Ctx, ev: Event) -> bool:
    """An event filter: a card destroyed by battle and sent to the graveyard."""
    return ev.cause.reason is Reason.BATTLE and ev.dst == int(Zone.GRAVE)


def to_grave(ctx: Ctx, ev: Event) -> bool:
    """An event filter: a card went to the graveyard."""
    return ev.dst == int(Zone.GRAVE)


def burn_500(res: Resolution) -> None:
    """500 damage to the activating player's opponent."""
    res.duel.damage(res.opponent, 500, res.cause)


def equip_targets(res: Resolution) -> None:
    """An equip card's activation: it is equipped to its target, if it is still the same card on the field."""
    c = res.card
    for t in res.targets():
        if c.oid == res.link.oid and c.on_field:
            res.duel.equip(c, t, res.cause)


def own_standby(ctx: Ctx, ev: Event) -> bool:
    """An event filter for a face-up activated card: its controller's standby phase begins."""
    return ev.detail == "standby" and ev.player == ctx.player and ctx.card.active


def take_targets_this_turn(res: Resolution) -> None:
    """The activating player takes control of the targets until the end of the turn."""
    with res.duel.moving_together(res.cause):
        for c in res.targets():
            res.duel.take_control(c, res.player, res.cause, until_end=True)


def to_hand_targets(res: Resolution) -> None:
    """The targets go to their owners' hands."""
    res.duel.to_hand(res.targets(), res.cause)


def spells_traps_of(d: Duel, p: int) -> list[Card]:
    """The cards in a player's spell & trap zones and field zone."""
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.spells, pl.field) if i >= 0]


def spell_trap_cards_of(d: Duel, p: int) -> list[Card]:
    """The spell and trap cards a player controls, as a text counting them or destroying them all reads it: the cards
    in their spell & trap zones and field zone, and their face-up trap monsters (a trap card in a monster zone is
    still a trap card, as its own text says: `Card.trap_monster`, docs/uncertain-rulings.md). A text that names the
    zones reads `spells_traps_of`."""
    return [*spells_traps_of(d, p), *(m for m in d.monsters_of(p) if m.trap_monster)]


def the_attacker(ctx: Ctx, c: Card) -> bool:
    """A target filter: the monster whose attack declaration opened this window."""
    return any(e.kind == "attack_declared" and e.card == c.idx for e in ctx.events)


def switch_position(res: Resolution) -> None:
    """The targets change their battle position."""
    res.duel.switch_positions(res.targets(), res.cause)


def opponent_has_hand(ctx: Ctx) -> bool:
    """A condition: the opponent has a card in their hand."""
    return bool(ctx.duel.players[ctx.opponent].hand)


def _opponent_attacking(ctx: Ctx) -> bool:
    return ctx.duel.tp != ctx.player and ctx.duel.attack is not None and any(
        e.kind == "attack_declared" for e in ctx.events)


# A condition: the window right after an opponent's monster declared an attack ("when an opponent's monster
# attacks"), with its words, so that a refusal says when the card may be activated (「攻撃の無力化」)
opponent_attacks = Worded(_opponent_attacking, "it is activated only as an opponent's monster declares an attack",
                          "相手モンスターの攻撃宣言時にしか発動できない")


# ---- facts remembered about card objects (kept on the duel as immutable sets, so clones never share a change) ----

@dataclass(frozen=True, slots=True)
class Bind(Note):
    """The card object (`card`, `oid`) holds the card object (`held`, `held_oid`) under `key`; `face_up`: only while
    neither turns face-down; `holder_face_up`: only while the holder does not."""

    key: str
    card: int
    oid: int
    held: int
    held_oid: int
    face_up: bool = False
    holder_face_up: bool = False

    def ends_face_down(self, card: Ref) -> bool:
        return (self.face_up and card in ((self.card, self.oid), (self.held, self.held_oid))) or (
            self.holder_face_up and card == (self.card, self.oid))


def bind(d: Duel, key: str, src: Card, tgt: Card, replace: bool = False, read_by_effects: bool = False,
         face_up: bool = False, holder_face_up: bool = False) -> None:
    """Remember that the card object `src` holds the card object `tgt` under `key` (a trap's chosen monster,
    a monster a flip effect picked). Both are objects: the link is gone once either leaves its zone, with
    `face_up` once either turns face-down (a new card for the effects), and with `holder_face_up` once `src` does
    (the monsters its effect summoned or took are no longer its own, but stay so through their own turn face-down).
    `replace`: forget what `src` held under `key` before; `read_by_effects`: a continuous effect reads it."""
    if replace:
        for b in d.notes(Bind):
            if b.key == key and b.card == src.idx and b.oid == src.oid:
                d.forget(b)
    d.remember(Bind(key, src.idx, src.oid, tgt.idx, tgt.oid, face_up, holder_face_up),
               read_by_effects=read_by_effects)


def held(d: Duel, key: str, src: Card, oid: int = -1) -> list[tuple[int, int]]:
    """The (card index, object id) pairs `src` (or its object `oid`, one that has since moved on) holds under `key`,
    whether or not those objects still exist."""
    was = src.oid if oid < 0 else oid
    return sorted((b.held, b.held_oid) for b in d.notes(Bind) if b.key == key and b.card == src.idx and b.oid == was)


@dataclass(frozen=True, slots=True)
class Tally(Note):
    """A number a card's effect keeps about the duel under a key of its own (("greed", card, object, turn,
    player) ...); a key may hold several numbers."""

    key: tuple[str | int, ...]
    value: int


def tally(d: Duel, key: tuple[str | int, ...], value: int) -> None:
    """Keep a number under `key` (another one under the same key is kept as well)."""
    d.remember(Tally(key, value), once=False)


def tallied(d: Duel, key: tuple[str | int, ...]) -> list[int]:
    """The numbers kept under `key`, oldest first."""
    return [t.value for t in d.notes(Tally) if t.key == key]


def bound(d: Duel, key: str, src: Card, oid: int = -1) -> list[Card]:
    """The cards `src` (or its object `oid`) holds under `key` that are still the same objects."""
    return [d.cards[i] for i, was in held(d, key, src, oid) if d.cards[i].oid == was]


def left_the_field(ev: Event) -> bool:
    """A move event of a monster leaving the monster zone (to any other zone)."""
    return ev.src == int(Zone.MONSTERS) and ev.dst != int(Zone.MONSTERS)


def from_the_field(ctx: Ctx, ev: Event) -> bool:
    """A move event of a monster from the monster zone. A monster card's own trigger also answers its leaving the
    spell zone, where an effect held it as an equip card (「クリッター」 absorbed by 「サクリファイス」, a union):
    it was on the field all the same, sent or destroyed there (the reading in docs/uncertain-rulings.md)."""
    if ev.src == int(Zone.MONSTERS):
        return True
    return ev.src == int(Zone.SPELLS) and ev.card == ctx.card.idx and ctx.card.data.is_monster


def field_to_grave(ctx: Ctx, ev: Event) -> bool:
    """A move event of a monster from the field to the graveyard (`from_the_field`: "sent from the field to the
    graveyard", "destroyed on the field and sent to the graveyard": declare a trigger for each of the kinds in
    `TO_GRAVE_KINDS` it answers)."""
    return ev.dst == int(Zone.GRAVE) and from_the_field(ctx, ev)


# the event kinds of a card leaving the field (each move is one of them)
LEAVE_KINDS = ("destroyed", "sent", "tributed", "to_hand", "to_deck", "banished", "equipped")
TO_GRAVE_KINDS = ("destroyed", "sent", "tributed")  # those that can take it to the graveyard


def battle_opponent(res: Ctx | Resolution) -> Card | None:
    """The monster the card battled in the current attack (still the same object on the field): as it resolves,
    or, for a trigger at the end of the damage step, once what the battle destroyed has left."""
    d = res.duel
    att = d.attack
    if att is None:
        return None
    me = res.card.idx
    if att[0] == me and att[2] >= 0:
        other, oid = att[2], att[3]
    elif att[2] == me:
        other, oid = att[0], att[1]
    else:
        return None
    c = d.cards[other]
    return c if c.oid == oid and c.zone is Zone.MONSTERS else None


def as_it_battled(ctx: Ctx, c: Card) -> tuple[int, Pos] | None:
    """The controller and position of a monster of the battle whose damage step is ending: as it is, in a monster
    zone; as it was, where that battle has just destroyed it and sent it away (`Duel.battle_left`: it battled to the
    end); None where it has left the field otherwise (at any other event: only in a monster zone)."""
    if c.zone is Zone.MONSTERS:
        return c.ctl, c.pos
    return next(((ev.player, Pos(ev.pos)) for ev in ctx.duel.battle_left if ev.card == c.idx), None)


def in_its_battle(ctx: Ctx, ev: Event) -> bool:
    """For a trigger declared `self_trigger="either"` on an attack's event (`attack_declared`, `damage_step_start`,
    `damage_step_end`: the attacker's event, `amount` the attack's target): this card attacked (its own event,
    wherever it is by now) or was attacked while it is in a monster zone (or, at the end of the damage step, just
    destroyed by that battle: `as_it_battled`)."""
    me = ctx.card.idx
    return ev.card == me or (ev.amount == me and as_it_battled(ctx, ctx.card) is not None)


def by_battle(ctx: Ctx, ev: Event) -> bool:
    """This card was destroyed by battle (it left a monster zone)."""
    return ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS)


def token_data(passcode: int, name_ja: str = "") -> CardData:
    """A token's facts, from the card database (which has no Japanese names for tokens: give it)."""
    from arbiter.ocg.carddata import default_db

    data = default_db().get(passcode)
    return dataclasses.replace(data, name_ja=name_ja) if name_ja and not data.name_ja else data


def applied_to(cards: list[Card]) -> Callable[[Ctx, Card], bool]:
    """A filter passing these card objects as an effect applied to them now (`affects`): each while it stays in its
    zone (moved, it is a new object) and, one that is a face-up monster now, while it stays face-up (turned
    face-down, it is a new card for the effects applied to it: turning face-up again stamps it anew, `Card.since`)."""
    marks = {(c.idx, c.oid): c.since if c.zone is Zone.MONSTERS and c.face_up else None for c in cards}

    def affects(ctx: Ctx, c: Card) -> bool:
        key = (c.idx, c.oid)
        # (turning face-down does not stamp the card: it is its face that ends the effect at once)
        return key in marks and (marks[key] is None or (c.face_up and c.since == marks[key]))
    return affects


def grant_this_turn(res: Resolution, target: Card, text_en: str, text_ja: str, turns: int = 1,
                    **what: object) -> None:
    """A continuous grant a resolution gives one card object for the turn (e.g. direct_attack=True), lasting
    whatever becomes of the card that gave it, for as long as `applied_to` passes the target."""
    last = res.duel.turn + turns - 1
    on_target = applied_to([target])

    def affects(ctx: Ctx, c: Card) -> bool:
        # (the turn is checked too: the duel's cache of continuous effects may outlive an ended lingering effect)
        return ctx.duel.turn <= last and on_target(ctx, c)

    grant = Effect(Kind.CONTINUOUS, affects=affects, text_en=text_en, text_ja=text_ja, **what)  # type: ignore[arg-type]
    res.duel.linger(res.card, res.player, grant, res.cause, turns)


# A spirit monster (R004-109.27): in the end phase of the turn it was normal summoned or flipped face-up, it returns
# to its owner's hand (a mandatory trigger). The summon or flip arms the return at once, with no chain link, as a
# trigger lasting this turn and tied to this object of the card, which must still be face-up as the return
# resolves; a continuous effect that forbids it "spirit_return" keeps it on the field (「霊子エネルギー固定装置」).
# The arming only notes the summon or flip, so it is made under a negation too (`despite_negation`); what a negation
# stops is the return, a trigger of the spirit's (「スキルドレイン」 face-up in that end phase keeps it on the field,
# gone by then it does not).
# Declare it first, as each spirit's text begins with it: `define(code, *SPIRIT_RETURN, ..., special_by=never)`:
# a spirit cannot be special summoned (`arbiter.ocg.summon_conditions.never`).
def _spirit_arm(d: Duel, me: Card, player: int, cause: Cause) -> None:
    oid = me.oid

    def at_end(ctx: Ctx, ev: Event) -> bool:
        c = ctx.card
        return (ev.detail == "end" and c.oid == oid and c.zone is Zone.MONSTERS and c.face_up
                and not ctx.duel.forbidden(c, "spirit_return"))

    def back(r: Resolution) -> None:
        # turned face-down after the return was activated (「月の書」 chained), it is a new card: it stays
        if r.card.oid == oid and r.card.zone is Zone.MONSTERS and r.card.face_up:
            r.duel.to_hand([r.card], r.cause)

    # the return is the spirit's own effect: activated by whoever controls it in that end phase (taken by the
    # opponent, they activate it), not by the player it was summoned for
    d.linger(me, player, Effect(Kind.TRIGGER, back, trigger="phase", self_trigger=False, when=at_end,
                                trigger_player=lambda ctx, ev: ctx.card.ctl,
                                text_en="the end phase: return it to the hand",
                                text_ja="エンドフェイズに持ち主の手札に戻る"), cause)


def normal_summoned_or_flipped(ctx: Ctx, ev: Event) -> bool:
    """This card was normal summoned or flipped face-up (a flip summon, or flipped by an attack or an effect)."""
    # a flip summon's own "summoned" event is not counted: its flip is the "flipped" event
    return ev.card == ctx.card.idx and (ev.kind == "flipped" or ev.detail == "normal")


SPIRIT_RETURN = tuple(Effect(Kind.AT_ONCE, trigger=k, when=normal_summoned_or_flipped,
                             despite_negation=True, of_summon_turn=_spirit_arm,
                             text_en="it returns to the hand in the end phase of the turn it was normal summoned or "
                                     "flipped",
                             text_ja="召喚またはリバースしたターンのエンドフェイズに、持ち主の手札へ戻る")
                      for k in ("summoned", "flipped"))

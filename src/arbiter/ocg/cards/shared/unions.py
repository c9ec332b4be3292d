"""Union monsters: equipping and unequipping themselves, and what they give."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import both, room_for_itself, spell_trap_cards_of
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.equips import carry_use, equipped_by, its_monster_event, stat_change_words, union_equip
from arbiter.ocg.cards.shared.monster_equips import battle_substitute, equips_on
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, EQUIP_TO
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec, Worded
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

C = Kind.CONTINUOUS


# Union monsters: once a turn (in your main phase) equip this card to a monster it names, or unequip it
# and special summon it (attack position, face-up); while equipped by its own effect (for some texts, while
# equipped at all), the equipped monster gains ATK/DEF and, if it would be destroyed by battle, this card is
# destroyed instead; equipped by its own effect to a monster the opponent then takes, the rules destroy it (its equip
# effect's filter is its equip limit, `Effect.equips_as_union`). A union whose text
# does more while equipped lists the rest in its `missing`. A union equipped to
# 「ユニオン・ライダー」 cannot unequip itself.
UNION_RIDER = 11743119
# Cards that equip a union monster as if by its own effect (their texts: "a monster it can be equipped to"):
# 「ゲットライド！」, 「フォーメーション・ユニオン」.
AS_UNION = (91597389, 26931058)


def equipped_as_union(ctx: Ctx) -> bool:
    """This union card object is an equip card as a union: by its own effect, or as if by it, not by another card's
    effect (「ソードハンター」, 「ユニオン・ライダー」 taking it to itself): what its text gives "only while it is an
    equip card by this effect"."""
    d = ctx.duel
    me = ctx.card
    by = d.equipped_by_card(me)
    return me.zone is Zone.SPELLS and me.equipped_to >= 0 and (by == me.idx or is_named(d.cards[by], *AS_UNION))


def union_equipped_by(ctx: Ctx, m: Card) -> bool:
    return equipped_by(ctx, m) and equipped_as_union(ctx)


def union_unequip(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if alive(res) and me.zone is Zone.SPELLS and d.free_slots(res.player, Zone.MONSTERS, me):
        d.special_summon(me, res.player, Pos.ATTACK, res.cause)
        carry_use(res)


def equipping(ctx: Ctx) -> bool:
    return ctx.card.zone is Zone.SPELLS and ctx.card.equipped_to >= 0


# the equip puts it into a spell & trap zone, the unequip special summons it: a refusal with every zone of that kind
# taken says so
can_equip = both(Worded(lambda ctx: ctx.card.zone is Zone.MONSTERS, "it equips itself from a monster zone",
                        "モンスターカードゾーンのこのカードを装備する"),
                 Worded(lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS, ctx.card) > 0,
                        "a spell & trap zone of its player's must be free to equip it",
                        "装備する魔法＆罠カードゾーンが空いていなければならない"))
can_unequip = both(Worded(equipping, "only while it is an equip card", "装備カード扱いの場合のみ"),
                   Worded(lambda ctx: ctx.card.equipped_to < 0
                          or not is_named(ctx.duel.cards[ctx.card.equipped_to], UNION_RIDER),
                          "a union equipped to 「ユニオン・ライダー」 cannot unequip itself",
                          "「ユニオン・ライダー」に装備されたユニオンは装備を解除できない"),
                   Worded(lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS, ctx.card) > 0,
                          "a monster zone of its player's must be free to special summon it",
                          "特殊召喚するモンスターカードゾーンが空いていなければならない"))


def mounts(d: Duel, u: Card, player: int) -> list[Card]:
    """The monsters `player` controls that the union monster `u` could equip itself to (`suits`)."""
    return [m for m in d.monsters_of(player) if suits(d, u, m, player)]


NOT_A_MOUNT = Why("it is not a monster of its player's that the union monster may be equipped to",
                  "そのユニオンモンスターを装備できる自分のモンスターではない")


def equip_to_mount(res: Resolution, u: Card) -> None:
    """Equip the union monster `u` to a monster of the resolving player's that it could equip itself to, chosen
    now (「ゲットライド！」, 「フォーメーション・ユニオン」); nothing where there is none or no spell & trap zone is
    free."""
    d = res.duel
    ms = mounts(d, u, res.player)
    if ms and d.free_slots(res.player, Zone.SPELLS, u) > 0:
        d.equip(u, res.ask_cards(ms, why=lambda _: NOT_A_MOUNT, purpose=EQUIP_TO.monster), res.cause, res.player)


def targets_to_mounts(res: Resolution) -> None:
    """Each targeted union monster is equipped to a monster it could equip itself to (`equip_to_mount`:
    「フォーメーション・ユニオン」, 「ゲットライド！」)."""
    for u in res.targets():
        equip_to_mount(res, u)


def mountable(ctx: Ctx, c: Card) -> bool:
    """A target filter: a union monster with a monster of the activating player's to equip itself to."""
    return "union" in c.data.subtypes and bool(mounts(ctx.duel, c, ctx.player))


def suits(d: Duel, u: Card, m: Card, player: int) -> bool:
    """Whether `m`, a monster `player` controls, is one the union monster `u` could equip itself to by its own
    effect (「ゲットライド！」, 「フォーメーション・ユニオン」: "a monster it can be equipped to"): the target its
    equip effect accepts."""
    defn = d.defs[u.idx]
    if defn is None or m.idx == u.idx or m.zone is not Zone.MONSTERS or m.ctl != player:
        return False
    return any(e.equips_as_union and e.target is not None and e.target.where is not None
               and e.target.where(Ctx(d, player, u, e), m) for e in defn.effects)


def union(fits: Callable[[Card], bool], atk: int = 0, defense: int = 0, en: str = "",
          ja: str = "", pierce: bool = False, race: str | None = None, gain_as_union_only: bool = True,
          pierce_as_union_only: bool = True) -> tuple[Effect, ...]:
    """A union monster's effects: equip to a face-up monster of its controller that `fits` (and, with `race`, is of
    that Type as it is now: `Duel.race`, so a Type an effect gives counts), unequip, and destroyed instead. The
    ATK/DEF gain and the piercing damage apply only while it is an equip card by its own effect
    (`equipped_as_union`), as most texts say (only while its own effect made it an equip card); a text that does not
    limit one of them (「コイツ」's gain and piercing, 「漆黒の闘龍」's piercing, a sentence after the limited gain's)
    gives it while equipped by any card's effect (`gain_as_union_only` / `pierce_as_union_only` False)."""
    # also what it may stay equipped to (`Effect.equips_as_union`): its own monster, no other union on it
    def target_ok(ctx: Ctx, m: Card) -> bool:
        me = ctx.card
        if me.zone is Zone.SPELLS and me.equipped_to == m.idx and not equipped_as_union(ctx):
            return True  # equipped by another card's effect (「ユニオン・ライダー」): its own limits do not hold it
        return (m.face_up and m.ctl == ctx.player and fits(m) and (race is None or ctx.duel.race(m) == race)
                and not equips_on(ctx.duel, m, lambda c: "union" in c.data.subtypes and c is not me))

    def equipped_own(ctx: Ctx) -> Card | None:
        return ctx.card if equipped_as_union(ctx) else None

    out = [
        # "once a turn, equip or unequip": one use for both, spent as either is activated (an equip that fails
        # is still a use)
        Effect(Kind.IGNITION, union_equip, condition=can_equip, once_per_turn=True, shared_use=True,
               equips_as_union=True,
               # the text names the one-union-a-monster rule too, so a refusal says why a monster is no target
               target=TargetSpec(side="own", face="up", where=target_ok,
                                 text_en=f"{en} with no union monster equipped yet",
                                 text_ja=f"ユニオンを装備していない{ja}"),
               text_en="equip this card to the target", text_ja="このカードを装備カード扱いとして対象に装備する"),
        Effect(Kind.IGNITION, union_unequip, condition=can_unequip, once_per_turn=True, shared_use=True,
               needs=room_for_itself,
               text_en="unequip: special summon this card in attack position",
               text_ja="装備解除：自身を表側攻撃表示で特殊召喚"),
    ]
    if atk or defense:
        en, ja = stat_change_words(atk, defense)
        out.append(Effect(C, affects=union_equipped_by if gain_as_union_only else equipped_by,
                          atk=(lambda ctx, m: atk) if atk else None,
                          defense=(lambda ctx, m: defense) if defense else None, text_en=en, text_ja=ja))
    if pierce:
        out.append(Effect(C, affects=union_equipped_by if pierce_as_union_only else equipped_by, pierce=True,
                          text_en="the equipped monster deals piercing damage",
                          text_ja="装備モンスターは守備表示モンスターを攻撃した時、貫通ダメージを与える"))
    # the texts print the gains before the rule of a union destroyed in its monster's place (the era's, in brackets
    # at the end; the later one within the equip), so they are effects 3 (and 4) of the card detail (a text that
    # numbers its effects puts the rule in its ①: `NUMBERED_TEXT`)
    out.append(battle_substitute(its_monster_event, equipped_own))
    return tuple(out)


def is_one_of(*codes: int) -> Callable[[Card], bool]:
    return lambda c: is_named(c, *codes)


X_HEAD_CANNON, Y_DRAGON_HEAD, V_TIGER_JET = 62651957, 65622692, 51638941
# the numbers of `union`'s effects (with a gain, no piercing) where the text numbers them: ① is the choice of equip
# or unequip (effects 1 and 2), whose equip names the union destroyed in its monster's place; ② is the gain
NUMBERED_TEXT = (1, 2, 3, 1)


DARK_BLADE, AITSU, SOITSU = 11321183, 48202661, 60246171


GIANT_ORC, DECAYED_COMMANDER, BLOOD_ORCHIS, LEI_LEI = 73698349, 10209545, 46571052, 84173492


BURNING_BEAST, FREEZING_BEAST = 59364406, 85359414


def turn_equipped(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.SPELLS and c.oid == res.link.oid and c.equipped_to >= 0:
        m = res.duel.cards[c.equipped_to]
        if m.face_up:
            res.duel.set_position(m, m.switched_pos, res.cause)


# "only while it is an equip card by this effect": not while another card's effect equips it (「ユニオン・ライダー」)
TURN_EQUIPPED = Effect(Kind.IGNITION, turn_equipped, condition=equipped_as_union, once_per_turn=True,
                       text_en="change the equipped monster's battle position",
                       text_ja="装備モンスターの表示形式を変更する")


def equipped_destroyed(opponents: bool) -> Callable[[Ctx, Event], bool]:
    """The monster this union equips destroyed a monster by battle (`opponents`: one its opponent controlled)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        me = ctx.card
        return (me.zone is Zone.SPELLS and me.equipped_to >= 0 and ev.cause.reason is Reason.BATTLE
                and ev.src == int(Zone.MONSTERS) and (ev.player != me.ctl or not opponents)
                and me.equipped_to in battlers(ctx.duel) and ev.card != me.equipped_to)
    return when


def equipped_hit(ctx: Ctx, ev: Event) -> bool:
    """The monster this union equips as a union dealt battle damage to the opponent."""
    me = ctx.card
    return (equipped_as_union(ctx) and ev.cause.reason is Reason.BATTLE
            and ev.cause.card == me.equipped_to and ev.player != me.ctl)


def beast_smash(face_up: bool) -> Effect:
    # a field spell is a spell card on the field as well
    def cards(d: Duel) -> list[Card]:
        return [c for p in (d.tp, 1 - d.tp) for c in spell_trap_cards_of(d, p) if c.face_up == face_up]

    def op(res: Resolution) -> None:
        found = cards(res.duel)
        if found:
            res.duel.destroy([res.ask_cards(found, purpose=DESTROY.spell_trap)], res.cause)

    side = "face-up" if face_up else "face-down"
    return Effect(Kind.TRIGGER, op, does=Does.SPELLS_TRAPS | (Does.NOTHING if face_up else Does.SET_ONLY),
                  trigger="damage", self_trigger=False, when=equipped_hit,
                  asks=True,
                  needs=lambda ctx: bool(cards(ctx.duel)),
                  text_en=f"the equipped monster dealt battle damage: destroy a {side} spell or trap card",
                  text_ja=f"装備モンスターが戦闘ダメージを与えた時、{'表' if face_up else '裏'}側表示の魔法・罠カードを"
                          "１枚破壊する")

"""What a player may do now: the legal activations and the turn player's open-game-state actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.ocg import fusion
from arbiter.ocg.chain import (
    counter_holders,
    field_cost_candidates,
    grave_cost_candidates,
    hand_cost_candidates,
    material_pool,
    self_cost_payable,
    tribute_candidates,
    tribute_choices,
)
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.lasting import Allow, ExtraBattle, Left
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.chain import Window
    from arbiter.ocg.duel import Duel

MAIN_PHASES = ("main1", "main2")


def _speed_ok(d: Duel, speed: int, window: Window | None, eff: Effect) -> bool:
    if window is not None and window.damage_step and speed < 3 and not eff.damage_step:
        return False
    if not d.chain:
        # spell speed 1 only at the open game state, or in the phase a card names (its own turn)
        return window is None or speed >= 2 or bool(eff.phases)
    top = d.chain[-1].speed
    return speed >= 2 and speed >= top


def can_activate(d: Duel, player: int, c: Card, n: int, eff: Effect, events: tuple[Event, ...],
                 window: Window | None) -> bool:
    """Whether `player` may activate effect `n` of card `c` at this moment."""
    kind = eff.kind
    if kind is Kind.ACTIVATE:
        data = c.data
        own_turn = d.tp == player
        if c.zone is Zone.HAND:
            if c.ctl != player or not own_turn:
                return False
            if data.kind == "trap":
                return False
            if "field" not in data.subtypes and d.free_slots(player, Zone.SPELLS) == 0:
                return False
            if "quick-play" not in data.subtypes and (d.phase not in (eff.phases or MAIN_PHASES) or (
                    window is not None and not eff.phases)):
                return False
        elif c.zone in (Zone.SPELLS, Zone.FIELD):
            if c.ctl != player or c.pos is not Pos.SET:
                return False
            if c.t_entered == d.turn and (data.kind == "trap" or "quick-play" in data.subtypes):
                return False
            if data.kind == "spell" and "quick-play" not in data.subtypes and (
                    not own_turn or d.phase not in (eff.phases or MAIN_PHASES)
                    or (window is not None and not eff.phases)):
                return False
        else:
            return False
    elif kind is Kind.IGNITION or kind is Kind.QUICK:
        if eff.from_zone is not None:
            # a monster's effect used from the hand or graveyard (e.g. discarding itself as the cost)
            if c.zone is not eff.from_zone or c.ctl != player:
                return False
        # a face-up monster's effect, or an effect of a face-up spell/trap whose activation has resolved
        elif c.ctl != player or not c.face_up or not c.on_field or (c.zone is not Zone.MONSTERS and not c.active):
            return False
        if kind is Kind.IGNITION and (d.phase not in MAIN_PHASES or d.tp != player or (
                window is not None and not (window.ignition_ok and not d.chain and not window.activations))):
            return False
    else:
        return False  # triggers, flips and continuous effects are not activated at will
    if eff.once_per_turn and (c.idx, c.oid, n, d.turn) in d.used:
        return False
    if d.forbidden(c, "activate"):
        return False
    if not _speed_ok(d, d.speed_of(c, eff), window, eff) and not (kind is Kind.IGNITION and window is not None):
        return False
    if (window is not None and window.summon_negation) != eff.negates_summon:
        return False  # the window right after a summon is only for negating that summon
    if not cost_payable(d, player, c, eff):
        return False
    if c.zone is Zone.HAND and d.players[player].lp < d.hand_tax():
        return False
    return d.can_resolve_something(Ctx(d, player, c, eff, events))


def cost_payable(d: Duel, player: int, c: Card, eff: Effect) -> bool:
    """Whether `player` can pay the effect's whole cost now."""
    cost = eff.cost
    if not cost.any:
        return True
    if cost.lp and d.players[player].lp < cost.lp and not d.lp_cost_waived(c):
        return False
    if cost.lp_step and d.players[player].lp < cost.lp_step and not d.lp_cost_waived(c):
        return False
    if cost.self_to and not self_cost_payable(c, cost.self_to):
        return False
    if cost.self_to == "banish" and d.forbidden(c, "be_banished"):
        return False
    if (cost.discard or cost.hand_send or cost.discard_all) and len(hand_cost_candidates(d, player, c, eff)) < (
            cost.discard or cost.hand_send or 1):
        return False
    if cost.tribute and (len(tribute_candidates(d, player, c, eff)) < cost.tribute
                         or not tribute_choices(d, player, c, eff, [])):
        return False
    if cost.tribute_all and not any(m.idx != c.idx for m in d.monsters_of(player)):
        return False
    if (cost.field_send or cost.banish_field) and len(field_cost_candidates(d, player, c, eff)) < (
            cost.field_send or cost.banish_field):
        return False
    if cost.lp_down_to and d.players[player].lp <= cost.lp_down_to:
        return False
    if cost.banish_grave and len(grave_cost_candidates(d, player, c, eff)) < cost.banish_grave:
        return False
    if (cost.banish_declared or cost.banish_grave_any) and not grave_cost_candidates(d, player, c, eff):
        return False
    kind, n = cost.remove_counters
    if n and sum(x.counters.get(kind, 0) for x in counter_holders(d, player, kind)) < n:
        return False
    if cost.banish_deck > len(d.players[player].deck):
        return False
    if cost.banish_hand_random > len([i for i in d.players[player].hand if i != c.idx]):
        return False
    r = fusion.recipe(c.data.passcode) if cost.materials else None
    return not cost.materials or (r is not None and fusion.completable(r, material_pool(d, player), []))


def can_summon_by_procedure(d: Duel, player: int, c: Card, eff: Effect) -> bool:
    """Whether the turn player may special summon `c` by its own procedure now (an open game state of a main
    phase): it is where the procedure takes it from, its condition holds, its cost can be paid, and a
    monster zone is free or the cost frees one."""
    if c.zone is not (eff.from_zone or Zone.HAND) or c.ctl != player:
        return False
    cost = eff.cost
    onto = 1 - player if eff.summon_side == "opp" else player
    tributes_there = bool(cost.tribute or cost.tribute_all) and (
        1 - player if cost.tribute_side == "opp" else player) == onto
    if d.free_slots(onto, Zone.MONSTERS) == 0 and not (
            tributes_there or ((cost.field_send or cost.banish_field or cost.materials) and onto == player)):
        return False
    if eff.condition is not None and not eff.condition(Ctx(d, player, c, eff)):
        return False
    return cost_payable(d, player, c, eff)


ACTIVATED = (Kind.ACTIVATE, Kind.IGNITION, Kind.QUICK, Kind.PROCEDURE)


def _activated_effects(d: Duel, player: int) -> list[tuple[Card, int, Effect]]:
    """The player's cards' effects that are activated at will, where they are now (cached until the board
    changes: windows ask for this far more often than the board changes)."""
    key = (d.version, d.turn)
    cached = d.act_cache[player]
    if cached[0] == key:
        return cached[1]
    pl = d.players[player]
    found: list[tuple[Card, int, Effect]] = []
    for zone_cards in (pl.hand, pl.spells, (pl.field,), pl.monsters, pl.grave if d.any_grave_effects else (),
                       pl.extra):
        for i in zone_cards:
            defn = d.defs[i] if i >= 0 else None
            if defn is None or d.dormant(d.cards[i]):
                continue
            c = d.cards[i]
            found += [(c, n, e) for n, e in enumerate(defn.effects, 1) if e.kind in ACTIVATED]
    d.act_cache[player] = (key, found)
    return found


def activatable(d: Duel, player: int, events: tuple[Event, ...], window: Window | None) -> list[Option]:
    out: list[Option] = []
    # in a window only quick-play spells from the hand, set cards and quick effects can apply
    quick_only = window is not None or d.phase not in MAIN_PHASES
    own_turn = d.tp == player
    for c, n, eff in _activated_effects(d, player):
        if eff.kind is Kind.PROCEDURE:
            continue
        if c.zone is Zone.HAND:
            if not own_turn and eff.from_zone is not Zone.HAND:
                continue
            if quick_only and "quick-play" not in c.data.subtypes and not eff.phases and eff.from_zone is not Zone.HAND:
                continue
        if can_activate(d, player, c, n, eff, events, window):
            out.append(Option(f"activate:{c.idx}:{n}", "activate", c.idx, n))
    return out


NOT_NORMAL_SUMMONED = frozenset({"fusion", "ritual", "special-summon"})


def tributes_needed(d: Duel, c: Card) -> int:
    """The tributes a normal summon of `c` needs: by its Level now, unless its text sets them (「邪神アバター」)."""
    defn = d.defs[c.idx]
    if defn is not None and defn.tributes:
        return defn.tributes
    lv = d.level(c) if d.any_level or Left in d.lasting.by else (c.data.level or 0)
    return 0 if lv <= 4 else 1 if lv <= 6 else 2


def fewer_tributes(d: Duel, c: Card) -> int | None:
    """The smaller tribute count `c`'s own text also allows for its normal summon (「可変機獣 ガンナードラゴン」: 0),
    where it is fewer than `tributes_needed`; else None."""
    defn = d.defs[c.idx]
    n = defn.fewer_tributes if defn is not None else None
    return n if n is not None and n < tributes_needed(d, c) else None


def can_tribute(d: Duel, player: int, c: Card, n: int) -> bool:
    """Whether `player` can normal summon `c` with `n` tributes: a free zone for it, or enough to tribute."""
    here = 5 - d.players[player].monsters.count(-1)
    if n == 0:
        return d.free_slots(player, Zone.MONSTERS) > 0
    return n <= here or tribute_capacity(d, player, c) >= n or (
        d.lasting.has(Allow) and tribute_capacity(d, player, c) + len(d.allowed(player, "tribute")) >= n)


def tribute_value(d: Duel, m: Card, summoned: Card) -> int:
    """How many tributes `m` counts as for the tribute summon of `summoned`: 2 where its own effect says so
    (「ダブルコストン」 ...; also face-down, as the effect is a property of the card), else 1."""
    defn = d.defs[m.idx]
    if defn is not None and not d.effect_negated(m):
        for e in defn.effects:
            if e.double_tribute is not None and e.double_tribute(Ctx(d, m.ctl, m, e), summoned):
                return 2
    return 1


def tribute_capacity(d: Duel, player: int, summoned: Card) -> int:
    """The most tributes `player`'s monsters can make up for the tribute summon of `summoned`."""
    return sum(tribute_value(d, m, summoned) for m in d.monsters_of(player))


def idle_options(d: Duel) -> list[Option]:
    """The turn player's choices at an open game state of a main phase or the battle step."""
    p = d.tp
    pl = d.players[p]
    t = d.turn
    out: list[Option] = []
    main = d.phase in MAIN_PHASES
    if main:
        free_st = d.free_slots(p, Zone.SPELLS)
        can_normal = pl.normal_summon_turn != t
        # with too few LP for 「魔力の枷」's price nothing is played from the hand
        hand_ok = pl.lp >= d.hand_tax()
        for i in pl.hand if hand_ok else ():
            c = d.cards[i]
            data = c.data
            if data.kind == "monster":
                defn = d.defs[i]
                if free_st and defn is not None and defn.sets_as_spell:
                    out.append(Option(f"setst:{i}", "setst", i))  # set as a spell: not a normal set
                # fusion, ritual and special summon monsters are never normal summoned or set
                if not can_normal or data.subtypes & NOT_NORMAL_SUMMONED or d.forbidden(c, "normal_summon"):
                    continue
                fewer = fewer_tributes(d, c)
                if not (can_tribute(d, p, c, tributes_needed(d, c))
                        or (fewer is not None and can_tribute(d, p, c, fewer))):
                    continue
                out.append(Option(f"summon:{i}", "summon", i))
                out.append(Option(f"set:{i}", "set", i))
            elif free_st or "field" in data.subtypes:
                out.append(Option(f"setst:{i}", "setst", i))
        if d.any_procedure:
            out.extend(Option(f"special_summon:{c.idx}:{n}", "special_summon", c.idx, n)
                       for c, n, eff in _activated_effects(d, p)
                       if eff.kind is Kind.PROCEDURE and can_summon_by_procedure(d, p, c, eff)
                       and (hand_ok or c.zone is not Zone.HAND))
        for i in pl.monsters:
            if i < 0:
                continue
            c = d.cards[i]
            # a position fixed by the player this turn stays (seed 003): put onto the field this
            # turn, changed by will this turn, or attacked this turn
            if c.t_entered == t or c.t_pos_changed == t or c.t_attacked == t or d.forbidden(c, "change_position"):
                continue
            if c.pos is Pos.SET:
                out.append(Option(f"flip_summon:{i}", "flip_summon", i))
            else:
                out.append(Option(f"change_position:{i}", "change_position", i))
        # a face-up gemini monster may be normal summoned again to gain its effects
        if can_normal:
            out.extend(Option(f"summon:{i}", "summon", i) for i in pl.monsters
                       if i >= 0 and d.cards[i].face_up and d.dormant(d.cards[i]) and d.defs[i] is not None
                       and not d.forbidden(d.cards[i], "normal_summon"))
    else:
        every = d.monsters_of(1 - p)
        opp = [m for m in every if not d.forbidden(m, "be_attacked")]
        for i in pl.monsters:
            if i < 0:
                continue
            c = d.cards[i]
            # once in each battle phase (a turn may have two: 「ウェザー・レポート」)
            made = c.bp_attacks if c.bp_attacked == d.battle_phases else 0
            if c.pos is not Pos.ATTACK or d.forbidden(c, "attack") or made >= d.attacks_allowed(c):
                continue
            if opp:
                out.extend(Option(f"attack:{i}:{o.idx}", "attack", i, o.idx) for o in opp)
            if (not every or d.may_attack_directly(c)) and made < d.attacks_allowed(c, direct=True) \
                    and not d.forbidden(c, "attack_directly"):
                out.append(Option(f"attack:{i}:-1", "attack", i, -1))
    out.extend(activatable(d, p, (), None))
    if d.phase == "main1" and d.turn > 1:
        out.append(Option("phase:battle", "phase", arg=1))
    if d.phase == "battle:battle":
        out.append(Option("phase:main2", "phase", arg=2))
    if d.phase == "main2" and ExtraBattle in d.lasting.by and d.extra_battle(p, t):
        out.append(Option("phase:battle", "phase", arg=1))
    out.append(Option("phase:end", "phase", arg=3))
    return out

"""The other cards seed 003 (リバース効果) names: cards that put flip monsters face-down or turn them
face-up, cards that answer a flip summon or a flip effect, and the continuous effects applied when a
flip summon succeeds. Cards the seed 000 page also names are declared elsewhere.

Each comment says what the card does in the project's own words and, where the engine cannot do part
of it yet, what is missing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.archive_card_types import battle_substitute, battles_itself
from arbiter.ocg.cards.archive_discard import DECLARABLE_TYPES
from arbiter.ocg.cards.common import answered_link, ctx_of, destroy_itself, negate_activation, nothing
from arbiter.ocg.cards.flip_monsters import mark, marked, players_in_order
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_ritual_summon_with, normal_summonable

if TYPE_CHECKING:
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE




def _all_monsters(res: Resolution) -> list[Card]:
    d = res.duel
    return [c for p in players_in_order(d) for c in d.monsters_of(p)]


def _face_down_of(res: Resolution, p: int) -> list[Card]:
    return [c for c in res.duel.monsters_of(p) if c.pos is Pos.SET]


# ---- ways to put a flip monster face-down ----------------------------------------------------

# 血の代償 / Ultimate Offering (continuous trap): effect 2, while it is face-up: during your main phase or
# the opponent's battle phase, pay 500 LP: normal summon or set 1 monster from your hand when it
# resolves (R003-006; an extra normal summon, chosen with its position while it resolves). Only monsters
# that need no tribute are offered. Missing: the window for negating a summon made this way (a face-up
# summon succeeds at once; a set is followed by no window of its own, it happens inside the chain).
def _offering_time(ctx: Ctx) -> bool:
    d = ctx.duel
    return (d.tp == ctx.player and d.phase in ("main1", "main2")) or (
        d.tp != ctx.player and d.phase.startswith("battle"))


def _offerable(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if (d.cards[i].data.level or 0) <= 4 and normal_summonable(d.cards[i].data)]


def _ultimate_offering(res: Resolution) -> None:
    d = res.duel
    cands = _offerable(ctx_of(res))
    if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    o = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="summon", label_ja="召喚"),
                 Option("position:set", "position", arg=int(Pos.SET), label_en="set", label_ja="セット")],
                "position", prompt_en="summon or set", prompt_ja="召喚かセットか")
    d.summon_by_effect(c, res.player, Pos(o.arg), res.cause)


define(80604091,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.QUICK, _ultimate_offering, condition=_offering_time, cost=Cost(lp=500), asks=True,
              needs=lambda ctx: bool(_offerable(ctx)) and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="pay 500 LP: normal summon or set a monster",
              text_ja="５００ライフポイントを払い、モンスター１体を通常召喚する"),
       missing=("the summon-negation window after a monster it summons face-up",
                "a normal summon that needs tributes (only monsters of Level 4 or lower are offered)"))


# 浅すぎた墓穴 / The Shallow Grave: each player (the activating player first) chooses 1 monster in
# their own graveyard and special summons it face-down in defense position (R003-007). The choices are
# made while it resolves, each by the player concerned.
def _grave_monsters(res: Resolution, p: int) -> list[Card]:
    d = res.duel
    return [d.cards[i] for i in d.players[p].grave if d.cards[i].data.is_monster
            and "ritual" not in d.cards[i].data.subtypes and not d.cards[i].data.is_fusion]


def _shallow_grave_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(d.free_slots(p, Zone.MONSTERS) > 0 and any(
        d.cards[i].data.is_monster and not d.cards[i].data.is_fusion for i in d.players[p].grave) for p in (0, 1))


def _shallow_grave(res: Resolution) -> None:
    d = res.duel
    picks: list[tuple[Card, int]] = []
    for p in (res.player, res.opponent):
        cands = _grave_monsters(res, p)
        if cands and d.free_slots(p, Zone.MONSTERS) > 0:
            picks.append((res.ask_cards(cands, player=p), p))
    for c, p in picks:
        d.special_summon(c, p, Pos.SET, res.cause)


define(43434803, Effect(A, _shallow_grave, needs=_shallow_grave_needs, asks=True,
                        text_en="each player sets 1 monster from their graveyard face-down",
                        text_ja="お互いに自分の墓地のモンスター１体を裏側守備表示でセットする"))


# ---- ways to turn a flip monster face-up -------------------------------------------------------

# 闇をかき消す光 / Dark-Piercing Light: turn every face-down monster the opponent controls face-up (in
# defense position); flip effects activate (R003-026).
def _reveal_opponent(res: Resolution) -> None:
    for c in _face_down_of(res, res.opponent):
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(45895206, Effect(A, _reveal_opponent, needs=lambda ctx: any(
    c.pos is Pos.SET for c in ctx.duel.monsters_of(ctx.opponent)),
    text_en="turn the opponent's face-down monsters face-up", text_ja="相手の裏側表示モンスターを全て表側表示にする"))

# 光の護封剣 / Swords of Revealing Light: on activation, the opponent's face-down monsters turn face-up
# (flip effects activate, R003-026); the card stays on the field, and while it does the opponent's
# monsters cannot declare an attack. It is destroyed in the opponent's third end phase after its
# activation (counted from the turn it resolved; declared as a mandatory trigger of the card at the
# start of that end phase: the engine has no actions that happen at a phase without a chain link).
def _swords(res: Resolution) -> None:
    _reveal_opponent(res)
    if res.card.oid == res.link.oid and res.card.on_field:
        mark(res.duel, "swords", res.card, res.duel.turn)


def _swords_expire(ctx: Ctx, ev: Event) -> bool:
    since = marked(ctx.duel, "swords", ctx.card)
    # activated in its controller's turn T: the opponent's turns are T+1, T+3 and T+5
    return ev.detail == "end" and bool(since) and ctx.duel.turn == since[-1] + 5


define(72302403,
       Effect(A, _swords, remains=True, text_en="turn the opponent's face-down monsters face-up",
              text_ja="相手の裏側表示モンスターを全て表側表示にする"),
       Effect(Kind.CONTINUOUS, forbids=("attack",),
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl != ctx.player,
              text_en="the opponent's monsters cannot declare an attack", text_ja="相手モンスターは攻撃宣言できない"),
       Effect(Kind.TRIGGER, destroy_itself, trigger="phase", when=_swords_expire, self_trigger=False,
              text_en="destroyed in the opponent's third end phase",
              text_ja="相手のターンで数えて３ターン後のエンドフェイズに破壊される"))


# 邪悪な儀式 / Curse of Fiend: activated only in your standby phase; every monster's battle position
# is switched (attack <-> defense; a face-down monster turns face-up attack, and its flip effect
# activates, R003-026); their positions cannot be changed for the rest of the turn.
def _curse_of_fiend(res: Resolution) -> None:
    d = res.duel
    for c in _all_monsters(res):
        d.set_position(c, Pos.DEFENSE if c.pos is Pos.ATTACK else Pos.ATTACK, res.cause)
    for c in _all_monsters(res):
        d.restrict(c, "change_position", res.cause)


define(12470447, Effect(A, _curse_of_fiend, phases=("standby",),
                        needs=lambda ctx: bool(ctx.duel.monsters_of(0) or ctx.duel.monsters_of(1)),
                        text_en="switch the battle positions of all monsters",
                        text_ja="フィールド上の全てのモンスターの表示形式を入れ替える"))


# 停戦協定 / Ceasefire: if there is a face-down monster or an effect monster on the field: every
# face-down monster turns face-up defense without its flip effect (R003-027), then the opponent takes
# 500 damage for each effect monster on the field.
def _face_down_or_effect(ctx: Ctx) -> bool:
    return any(c.pos is Pos.SET or c.data.is_effect_monster
               for p in (0, 1) for c in ctx.duel.monsters_of(p))


def _flip_all_quietly(res: Resolution) -> int:
    """Turn every face-down monster face-up defense without flip effects; the effect monsters after it."""
    d = res.duel
    for c in _all_monsters(res):
        if c.pos is Pos.SET:
            d.set_position(c, Pos.DEFENSE, res.cause, flip_effect=False)
    return sum(1 for c in _all_monsters(res) if c.face_up and c.data.is_effect_monster)


def _ceasefire(res: Resolution) -> None:
    n = _flip_all_quietly(res)
    res.duel.damage(res.opponent, 500 * n, res.cause)


define(36468556, Effect(A, _ceasefire, condition=_face_down_or_effect,
                        text_en="flip all face-down monsters (no flip effects); 500 damage per effect monster",
                        text_ja="裏側守備表示モンスターを全て表側守備表示にし（リバース効果は発動しない）、"
                                "効果モンスターの数×５００ダメージを相手に与える"))


# 生命力吸収魔術 / The Spell Absorbing Life: every face-down monster turns face-up without its flip
# effect (R003-027); you gain 400 LP for each effect monster on the field.
def _spell_absorbing_life(res: Resolution) -> None:
    n = _flip_all_quietly(res)
    res.duel.gain_lp(res.player, 400 * n, res.cause)


define(99517131, Effect(A, _spell_absorbing_life,
                        text_en="flip all face-down monsters (no flip effects); gain 400 LP per effect monster",
                        text_ja="裏側守備表示モンスターを全て表側表示にし（リバース効果は発動しない）、"
                                "効果モンスター１体につき４００ライフポイント回復する"))


# 誘惑のシャドウ / Shadow of Eyes: when a monster is set on the opponent's field: target 1 of those
# monsters; it turns face-up attack position without its flip effect (R003-027; a monster turned
# face-down by 「月の書」 also counts as set, R003-011). It answers the window after a normal set, and
# (`responds_to`) the window after a chain or battle that turned a monster face-down or special summoned
# one face-down.
def _just_set(ctx: Ctx, c: Card) -> bool:
    return c.pos is Pos.SET and any(
        e.card == c.idx and e.kind in ("set_monster", "special_summoned", "position") for e in ctx.events)


def _shadow_of_eyes(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, Pos.ATTACK, res.cause, flip_effect=False)


define(58621589, Effect(A, _shadow_of_eyes, responds_to=("position", "special_summoned"),
                        target=TargetSpec(side="opp", face="down", where=_just_set,
                                          text_en="a monster just set by the opponent",
                                          text_ja="相手がセットしたモンスター"),
                        text_en="turn the target face-up attack (no flip effect)",
                        text_ja="対象を表側攻撃表示にする（リバース効果は発動しない）"))


# ---- answering a flip summon ---------------------------------------------------------------------

def _summoning(ctx: Ctx) -> bool:
    return any(e.kind == "summoning" for e in ctx.events)


def _negate_summon(res: Resolution) -> None:
    """The summon does not happen: the monster is destroyed before the summon succeeds (R003-031)."""
    d = res.duel
    for e in res.link.events:
        if e.kind == "summoning":
            c = d.cards[e.card]
            if c.zone is Zone.MONSTERS:
                d.destroy([c], res.cause)


# 昇天の角笛 / Horn of Heaven (counter trap): tribute 1 monster you control (the cost): negate a
# normal, flip or special summon (a special summon by the monster's own procedure; one made by an
# effect has no negation window) and destroy the monster (R003-030).
define(98069388, Effect(A, _negate_summon, condition=_summoning, cost=Cost(tribute=1), negates_summon=True,
                        text_en="negate the summon and destroy the monster", text_ja="召喚を無効にし破壊する"))


# 神の宣告 / Solemn Judgment (counter trap): pay half your LP (the cost); one effect with two alternative
# conditions, declared as two: negate a normal, flip or special summon (by the monster's own procedure) and
# destroy the monster (R003-030), or negate the activation of a spell or trap card and destroy it.
def _spell_trap_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None:
        return False
    d = ctx.duel
    return (d.cards[link.card].data.kind in ("spell", "trap")
            and d.effect_of(link.card, link.effect).kind is Kind.ACTIVATE)


def _negate_and_destroy(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is not None:
        negate_activation(res, link)


define(41420027,
       Effect(A, _negate_summon, condition=_summoning, cost=Cost(lp_half=True), negates_summon=True,
              text_en="negate the summon and destroy the monster", text_ja="召喚を無効にし破壊する"),
       Effect(A, _negate_and_destroy, condition=_spell_trap_activated, cost=Cost(lp_half=True),
              text_en="negate the activation of a spell or trap card and destroy it",
              text_ja="魔法・罠カードの発動を無効にし破壊する"),
       numbering=(1, 1))  # one printed effect with two alternative conditions


# 天罰 / Divine Wrath (counter trap): discard 1 card (the cost): negate the activation of an effect
# monster's effect (a flip effect too) and destroy that monster.
def _monster_effect_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None:
        return False
    d = ctx.duel
    return d.cards[link.card].data.is_monster and d.effect_of(link.card, link.effect).kind in (
        Kind.IGNITION, Kind.TRIGGER, Kind.QUICK, Kind.FLIP)


define(49010598, Effect(A, _negate_and_destroy, condition=_monster_effect_activated, cost=Cost(discard=1),
                        text_en="negate the activation of a monster effect and destroy the monster",
                        text_ja="効果モンスターの効果の発動を無効にし破壊する"))


# ---- continuous effects applied when a flip summon succeeds (Ｂ１, R003-033) ---------------------

# ムカムカ / Muka Muka: gains 300 ATK and DEF for each card in its controller's hand.
def _hand_x300(ctx: Ctx, c: Card) -> int:
    return 300 * len(ctx.duel.players[ctx.player].hand)


define(46657337, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_hand_x300,
                        defense=_hand_x300, text_en="+300 ATK/DEF for each card in your hand",
                        text_ja="自分の手札の枚数×３００攻撃力・守備力アップ"))


# 見習い魔女 / Witch's Apprentice: face-up DARK monsters on the field gain 500 ATK, LIGHT ones lose 400 (a monster
# that is both, 「光と闇の竜」, gets both).
def _witch(ctx: Ctx, c: Card) -> int:
    return (500 if has_attribute(c, "DARK") else 0) - (400 if has_attribute(c, "LIGHT") else 0)


define(80741828, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
                        atk=_witch, text_en="DARK monsters +500 ATK, LIGHT monsters -400 ATK",
                        text_ja="闇属性モンスターの攻撃力５００アップ、光属性モンスターの攻撃力４００ダウン"))


# ドラゴン族・封印の壺 / Dragon Capture Jar (continuous trap): face-up dragons on the field are in
# defense position and cannot change their position. The continuous effect turns them at once, when
# the Jar starts to apply and whenever a dragon turns up in attack position (a summon, a flip, an
# effect; a flip summoned one as its summon succeeds, R003-033); its activation does nothing else.
def _dragon(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(c) == "Dragon"


define(50045299,
       Effect(A, nothing, text_en="face-up dragons turn to defense position",
              text_ja="表側表示のドラゴン族モンスターを守備表示にする"),
       Effect(Kind.CONTINUOUS, position=Pos.DEFENSE, forbids=("change_position",), affects=_dragon,
              text_en="face-up dragons are in defense position and cannot change their position",
              text_ja="表側表示のドラゴン族モンスターは守備表示になり、表示形式を変更できない"))


# スキルドレイン / Skill Drain (continuous trap): pay 1000 LP to activate; while it is face-up, the
# effects of face-up monsters on the field are negated (they can still be activated).
define(82732705, Effect(A, nothing, cost=Cost(lp=1000), text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, negates="monster", affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
              text_en="negate the effects of face-up monsters",
              text_ja="フィールド上の表側表示モンスターの効果を無効にする"))


# 人造人間－サイコ・ショッカー / Jinzo: trap cards cannot be activated (effect 2), and the effects of trap
# cards on the field are negated. Against a trap that negates monster effects (スキルドレイン), the one
# that applied first stands (R003-035, arbiter.ocg.continuous).
define(77585513,
       Effect(Kind.CONTINUOUS, negates="trap", affects=lambda ctx, c: c.on_field and c.data.kind == "trap",
              text_en="negate the effects of trap cards on the field",
              text_ja="フィールド上の罠カードの効果を無効にする"),
       Effect(Kind.CONTINUOUS, forbids=("activate",), affects=lambda ctx, c: c.data.kind == "trap",
              text_en="trap cards cannot be activated", text_ja="罠カードは発動できない"))


# ＤＮＡ改造手術 / DNA Surgery (continuous trap): declare a Type on activation; while it is face-up, every
# face-up monster on the field is that Type (a monster flip summoned meanwhile too, at once: R003-033).
DNA_TYPE = "dna_type"


def _dna(res: Resolution) -> None:
    mark(res.duel, DNA_TYPE, res.card, DECLARABLE_TYPES.index(res.link.declared))


def _dna_type(ctx: Ctx, c: Card) -> str | None:
    chosen = marked(ctx.duel, DNA_TYPE, ctx.card)
    return DECLARABLE_TYPES[chosen[-1]] if chosen else None


define(74701381, Effect(A, _dna, declare=DECLARABLE_TYPES, text_en="declare a Type", text_ja="種族を宣言する"),
       Effect(Kind.CONTINUOUS, race=_dna_type, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up,
              text_en="face-up monsters on the field become the declared Type",
              text_ja="フィールド上の表側表示モンスターは宣言した種族になる"))


# ---- effects that trigger on a summon (Ｂ２, R003-039) -----------------------------------------------

def _summoned_event(res: Resolution) -> Card | None:
    for e in res.link.events:
        if e.kind in ("summoned", "special_summoned"):
            return res.duel.cards[e.card]
    return None


# 王虎ワンフー / King Tiger Wanghu: while it is face-up on the field, when a monster with 1400 or less
# ATK is summoned (normal or flip; the page lists it among the triggers of a flip summon) or special
# summoned: destroy it, if this card is still face-up then. Effect 1 answers summons, effect 2
# special summons.
def _weak(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ctx.card.face_up and c.zone is Zone.MONSTERS and c.face_up and ctx.duel.atk(c) <= 1400


def _wanghu(res: Resolution) -> None:
    d = res.duel
    c = _summoned_event(res)
    me = res.card
    if c is None or not (me.oid == res.link.oid and me.zone is Zone.MONSTERS and me.face_up):
        return
    if c.zone is Zone.MONSTERS and c.face_up and d.atk(c) <= 1400:
        d.destroy([c], res.cause)


define(83986578,
       Effect(Kind.TRIGGER, _wanghu, trigger="summoned", when=_weak, self_trigger=False,
              text_en="destroy the summoned monster with 1400 or less ATK",
              text_ja="召喚された攻撃力１４００以下のモンスターを破壊する"),
       Effect(Kind.TRIGGER, _wanghu, trigger="special_summoned", when=_weak, self_trigger=False,
              text_en="destroy the special summoned monster with 1400 or less ATK",
              text_ja="特殊召喚された攻撃力１４００以下のモンスターを破壊する"))


# つまずき / Stumbling (continuous spell): a monster that is normal, flip or special summoned turns to
# defense position (the page lists it among the triggers of a flip summon). Effects 2 and 3 are that
# trigger, for summons and for special summons.
def _in_attack(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return c.zone is Zone.MONSTERS and c.pos is Pos.ATTACK


def _stumbling(res: Resolution) -> None:
    c = _summoned_event(res)
    if c is not None and c.zone is Zone.MONSTERS and c.pos is Pos.ATTACK:
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


define(34646691,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.TRIGGER, _stumbling, trigger="summoned", when=_in_attack, self_trigger=False,
              text_en="the summoned monster turns to defense position", text_ja="召喚されたモンスターを守備表示にする"),
       Effect(Kind.TRIGGER, _stumbling, trigger="special_summoned", when=_in_attack, self_trigger=False,
              text_en="the special summoned monster turns to defense position",
              text_ja="特殊召喚されたモンスターを守備表示にする"))


# ---- answering a flip effect ----------------------------------------------------------------------

# 王宮の号令 / Royal Command (continuous trap): while it is face-up, the effects of flip effect monsters
# cannot be activated (`forbids=("activate",)`, which trigger chains honour) and are negated (chained to
# a flip effect, it negates it: R003-046): on the field by a continuous negation, and on a chain as each such
# effect resolves, wherever its monster is by then (a `Ward` over links).
def _flip_monsters_link(ctx: Ctx, link: ChainLink) -> bool:
    return ctx.card.active and ctx.duel.cards[link.card].data.is_flip


define(33950246, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, negates="monster", affects=lambda ctx, c: c.on_field and c.data.is_flip,
              text_en="negate the effects of flip effect monsters", text_ja="リバース効果モンスターの効果を無効にする"),
       Effect(Kind.CONTINUOUS, ward=Ward(("monster",), links=_flip_monsters_link),
              text_en="the effects of flip effect monsters on the chain are negated as they resolve",
              text_ja="チェーン上のリバース効果モンスターの効果は処理時に無効になる"),
       Effect(Kind.CONTINUOUS, forbids=("activate",), affects=lambda ctx, c: c.on_field and c.data.is_flip,
              text_en="the effects of flip effect monsters cannot be activated",
              text_ja="リバース効果モンスターの効果は発動できない"),
       numbering=(0, 1, 1, 1))


# 天狗のうちわ / Goblin Fan (continuous trap): while it is face-up, a level 2 or lower monster that is
# flip summoned is destroyed the moment the flip summon succeeds (applied at once, no chain link), and the
# effects it set off on the field (its flip effect) are not activated: its flip effect does nothing
# (R003-048). Only a Goblin Fan that was already face-up when the flip summon succeeded does this: one activated
# afterwards, even chained to the flip effect, does nothing to it (R003-049). An effect the monster sets off in
# the graveyard is activated as usual.
def _fan_when(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ctx.card.active and ev.detail == "flip" and c.zone is Zone.MONSTERS and (c.data.level or 0) <= 2


def _goblin_fan(res: Resolution) -> None:
    d = res.duel
    c = _summoned_event(res)
    if c is None or c.zone is not Zone.MONSTERS:
        return
    d.drop_triggers(c)
    d.destroy([c], Cause(res.card.ctl, Reason.EFFECT, res.card.idx, res.link.effect))


define(4149689, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.AT_ONCE, _goblin_fan, trigger="summoned", when=_fan_when,
              text_en="the flip summoned level 2 or lower monster is destroyed; its effects on the field are not "
                      "activated",
              text_ja="反転召喚に成功したレベル２以下のモンスターは破壊され、フィールドで発動する効果を発動できない"))


# ---- absorbing a monster (R003-051, R003-052) ---------------------------------------------------------

# サクリファイス / Relinquished: ignition, once per turn: equip 1 targeted monster the opponent controls to
# this card (only 1 at a time); a face-down monster goes face-up into the spell & trap zone as an equip
# card, so it never turns face-up on the field and its flip effect cannot activate (R003-051, R003-052).
# Its ATK/DEF become the equipped monster's, and if it would be destroyed by battle the equipped monster is
# destroyed instead; while it has a monster so equipped, battle damage its controller takes from its battles is
# also dealt to the opponent (as effect damage, at once, with no chain link). It is special summoned only by a
# ritual summon with 「イリュージョンの儀式」.
# サウザンド・アイズ・サクリファイス / Thousand-Eyes Restrict: the same absorption and ATK/DEF; and (effect 3)
# the other monsters on the field cannot change their battle positions or attack (R003-021: they cannot
# be flip summoned).
def equipped_monster(d: Duel, me: Card) -> Card | None:
    for c in d.cards:
        if c.equipped_to == me.idx and c.on_field and c.data.is_monster:
            return c
    return None


def _can_absorb(ctx: Ctx) -> bool:
    c = ctx.card
    return c.zone is Zone.MONSTERS and c.face_up and equipped_monster(ctx.duel, c) is None \
        and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0


def _absorb(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or not me.face_up:
        return
    for c in res.targets():
        if equipped_monster(d, me) is None:
            d.equip(c, me, res.cause, res.player)


def _absorbed_atk(ctx: Ctx, c: Card) -> int:
    e = equipped_monster(ctx.duel, ctx.card)
    return (e.data.atk or 0) - (ctx.card.data.atk or 0) if e is not None else 0


def _absorbed_def(ctx: Ctx, c: Card) -> int:
    e = equipped_monster(ctx.duel, ctx.card)
    return (e.data.def_ or 0) - (ctx.card.data.def_ or 0) if e is not None else 0


_ABSORB = Effect(Kind.IGNITION, _absorb, condition=_can_absorb, once_per_turn=True,
                 target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                   text_ja="相手フィールド上のモンスター"),
                 text_en="equip the target to this card", text_ja="対象を装備カード扱いとしてこのカードに装備する")
def _reflects(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    me = ctx.card
    return (ev.player == me.ctl and ev.cause.reason is Reason.BATTLE and d.attack is not None
            and me.idx in (d.attack[0], d.attack[2]) and equipped_monster(d, me) is not None)


def _reflect(res: Resolution) -> None:
    ev = res.link.events[0]
    res.duel.damage(res.opponent, ev.amount, res.cause)


_REFLECT = Effect(Kind.AT_ONCE, _reflect, trigger="damage", self_trigger=False, when=_reflects,
                  text_en="the battle damage you take from its battles is dealt to the opponent too",
                  text_ja="このカードの戦闘で自分が受けた戦闘ダメージを相手も受ける")
_ABSORBED_SHIELD = battle_substitute(battles_itself, lambda ctx: equipped_monster(ctx.duel, ctx.card))
_ABSORBED_STATS = Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_absorbed_atk,
                         defense=_absorbed_def, text_en="ATK/DEF become the equipped monster's",
                         text_ja="攻撃力・守備力は装備したモンスターと同じになる")

define(64631466, _ABSORB, _ABSORBED_STATS, _ABSORBED_SHIELD, _REFLECT,
       special_by=by_ritual_summon_with(41426869))
define(63519819, _ABSORB, _ABSORBED_STATS,
       Effect(Kind.CONTINUOUS, forbids=("change_position", "attack"),
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.idx != ctx.card.idx,
              text_en="other monsters cannot change their battle positions or attack",
              text_ja="このカード以外のモンスターは表示形式の変更と攻撃ができない"),
       _ABSORBED_SHIELD)

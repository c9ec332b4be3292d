"""Effect monsters of the seed 004 archive that belong to no other module's topic.

Here: the 「巨大戦艦」 (B.E.S.) monsters' counters (R004-161.11), monsters that special summon from the deck
when destroyed by battle (R004-001.12, .15, .16) or returned to the deck (「ナーガ」, R004-018), the monsters
whose effect depends on the monsters tributed for their tribute summon (「合成魔獣 ガーゼット」, R004-019;
「ガーディアン・トライス」, R004-054.27; 「天魔神 インヴィシル」, R004-001.08), the monsters that destroy a card in
the opponent's hand (R004-142), 「地獄詩人ヘルポエマー」's discard (R004-139.12) and 「Ｎ・グロー・モス」's draw
(R004-070.58); also 「サブマリンロイド」, 「ジェルエンデュオ」 (all but its double tribute) and
「デス・デーモン・ドラゴン」 (its negation of flip effects). Then the monsters special summoned by their own
procedure from the hand (「天魔神 エンライズ」 R004-001.06, 「天魔神 ノーレラス」 R004-001.07, 「オプション」 R004-016,
「ＴＨＥ トリッキー」 ★ R004-133, 「俊足のギラザウルス」 R004-054.42, 「デビルマゼラ」 R004-139.15), the monsters
whose cost is a filtered card of
the hand (「ヴァンパイアジェネシス」 R004-054.50, 「ゾンビ・マスター」 R004-054.51) and the group-B monsters
discarded from the hand to activate (「クリボー」, 「シャブティのお守り」, 「サイバー・オーガ」, R004-176).

What a monster must remember from the moment it was summoned or destroyed (its tributes, how it reached the
graveyard) is noted by an effect declared last on the card that is never activated: its trigger filter
makes the note when the event happens and answers no.

Special summon conditions are declared with `special_by` (`arbiter.ocg.summon_conditions`): 「天魔神
インヴィシル」 cannot be special summoned, 「地獄詩人ヘルポエマー」 not from the graveyard. What a card here still
lacks is in its `missing`. 「メガロック・ドラゴン」 is declared in archive_unknown_stats.
The other seed 004 monsters without a module are waiting for engine mechanisms; their scenarios are in
tests/pending.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.archive_chance import TIME_WIZARD_RIGHT
from arbiter.ocg.cards.archive_discard import discard_random, grave_of, hand_of
from arbiter.ocg.cards.archive_draw_gain import field_of, may_draw, sanctuary_on_field
from arbiter.ocg.cards.archive_return import battlers, deck_of, note, notes, observer, tributes_for_summon
from arbiter.ocg.cards.archive_revival import by_battle, summon
from arbiter.ocg.cards.common import (
    DARK_MAGICIAN,
    DISCARD_SELF,
    LEAVE_KINDS,
    SPELL_COUNTER,
    SPELL_TRAP,
    banish_targets,
    bind,
    bound,
    ctx_of,
    held,
    itself,
    left_the_field,
    opponent_has_hand,
    paid_so_far,
)
from arbiter.ocg.cards.flip_monsters import mark, marked
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.names import has_attribute, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, never, normal_summonable, not_from

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER
C = Kind.CONTINUOUS

AIRKNIGHT_PARSHATH = 18036057
DOUBLE_BLADE_OF_TRYCE = 21900719  # 閃光の双剣－トライス


# ---- shared pieces --------------------------------------------------------------------------------

def _never(res: Resolution) -> None:
    """The operation of a remembering effect, which is never activated."""


def _remember(kind: str, record: Callable[[Ctx, Event], None]) -> Effect:
    """Not an effect of the card: at each `kind` event about this card, `record` notes what a later effect
    needs to know (the trigger filter answers no, so nothing is activated)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        record(ctx, ev)
        return False

    return Effect(T, _never, trigger=kind, when=when, text_en="(remembered for a later effect)",
                  text_ja="（後の効果のために覚えておく）")


def _here(res: Resolution) -> bool:
    """This card is still the face-up object on the field that activated the effect."""
    c = res.card
    return c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up


def _deck_monsters(d: Duel, p: int, ok: Callable[[Card], bool]) -> list[Card]:
    """Monsters in a deck that an effect may special summon: no fusion, ritual or summon-procedure-only
    monster, and those that fit `ok`."""
    out = []
    for i in d.players[p].deck:
        c = d.cards[i]
        if normal_summonable(c.data) and ok(c):
            out.append(c)
    return out


def _atk_at_most(c: Card, n: int) -> bool:
    """A known ATK of at most n: a printed "?" cannot be read off the field (R004-016 to R004-018)."""
    return c.data.atk is not None and c.data.atk <= n


def _recruiter(ok: Callable[[Ctx, Card], bool], pos: Pos | None, when: Callable[[Ctx, Event], bool],
               text_en: str, text_ja: str, mandatory: bool = False, trigger: str = "destroyed") -> Effect:
    """A trigger (`trigger` events that fit `when`): special summon 1 monster that fits `ok` from your deck
    (in `pos`, or a face-up position of the player's choice), then the deck is shuffled."""
    def fits(ctx: Ctx) -> list[Card]:
        return _deck_monsters(ctx.duel, ctx.player, lambda c: ok(ctx, c))

    def needs(ctx: Ctx) -> bool:
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(fits(ctx))

    def op(res: Resolution) -> None:
        d = res.duel
        found = fits(ctx_of(res))
        if found and d.free_slots(res.player, Zone.MONSTERS) > 0:
            summon(res, res.ask_cards(found), pos=pos)
        d.shuffle_deck(res.player)

    return Effect(T, op, trigger=trigger, when=when, needs=needs, asks=True, mandatory=mandatory,
                  misses_timing=not mandatory, text_en=text_en, text_ja=text_ja)


# ==== R004-161.11: the 「巨大戦艦」 (B.E.S.) monsters ======================================================
# Each: when normal summoned, 3 counters are placed on it; it is not destroyed by battle; at the end of the
# damage step of a battle it took part in, 1 counter is removed, or, with none to remove, it is destroyed.
# The battle effect is declared twice: for the attacker and for the attack's target (the damage_step_end
# event names the attacker and, in `amount`, the target).
BES_COUNTER = "カウンター"


def _bes_counters(res: Resolution) -> None:
    if _here(res):
        res.duel.add_counter(res.card, BES_COUNTER, 3, res.cause)


def _bes_battled(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and not res.duel.remove_counter(c, BES_COUNTER, 1,
                                                                                         res.cause):
        res.duel.destroy([c], res.cause)


_BES_EN = "remove 1 counter from this card (none: destroy it)"
_BES_JA = "このカードのカウンターを１つ取り除く（取り除けない場合破壊する）"


def _bes(*more: Effect) -> tuple[Effect, ...]:
    return (Effect(T, _bes_counters, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                   text_en="place 3 counters on this card", text_ja="このカードにカウンターを３つ置く"),
            Effect(C, affects=itself, battle_proof=True, text_en="not destroyed by battle",
                   text_ja="戦闘では破壊されない"),
            Effect(T, _bes_battled, trigger="damage_step_end", text_en=_BES_EN, text_ja=_BES_JA),
            Effect(T, _bes_battled, trigger="damage_step_end", self_trigger=False, text_en=_BES_EN, text_ja=_BES_JA,
                   when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS),
            *more)


# 巨大戦艦 ビッグ・コア / B.E.S. Big Core: the B.E.S. effects only.
define(14148099, *_bes())


# 巨大戦艦 クリスタル・コア / B.E.S. Crystal Core: also, once a turn, change 1 targeted face-up attack position
# monster the opponent controls to face-up defense position.
def _to_defense(res: Resolution) -> None:
    for t in res.targets():
        res.duel.set_position(t, Pos.DEFENSE, res.cause)


define(22790789, *_bes(Effect(
    Kind.IGNITION, _to_defense, once_per_turn=True,
    target=TargetSpec(side="opp", face="up", where=lambda ctx, c: c.pos is Pos.ATTACK,
                      text_en="a face-up attack position monster the opponent controls",
                      text_ja="相手フィールドの表側攻撃表示モンスター"),
    text_en="change the target to face-up defense position", text_ja="対象を表側守備表示にする")))


# 巨大戦艦 テトラン / B.E.S. Tetran: also, once a turn, remove 1 counter from it (the cost) to destroy 1 targeted
# spell or trap card on the field.
def _tetran(res: Resolution) -> None:
    res.duel.destroy(res.targets(), res.cause)


define(44954628, *_bes(Effect(
    Kind.IGNITION, _tetran, once_per_turn=True, target=SPELL_TRAP,
    cost=Cost(remove_counters=(BES_COUNTER, 1), counters_self=True),
    text_en="remove 1 counter: destroy the target", text_ja="カウンターを１つ取り除き、対象を破壊する")))


# ==== monsters that special summon from the deck ========================================================

# コーリング・ノヴァ / Nova Summoner (R004-001.16): destroyed by battle and sent to the graveyard: you may special
# summon 1 LIGHT Fairy with 1500 or less ATK from your deck; with 「天空の聖域」 on the field, 「天空騎士パーシアス」
# instead may be chosen.
def _nova(ctx: Ctx, c: Card) -> bool:
    if c.data.passcode == AIRKNIGHT_PARSHATH and sanctuary_on_field(ctx.duel):
        return True
    return has_attribute(c, "LIGHT") and c.data.race == "Fairy" and _atk_at_most(c, 1500)


define(48783998, _recruiter(_nova, None, by_battle,
                            "special summon a LIGHT Fairy with 1500 or less ATK from your deck",
                            "デッキから攻撃力１５００以下の天使族・光属性モンスターを特殊召喚する"))

# 荒野の女戦士 / Warrior Lady of the Wasteland (R004-001.15): the same for an EARTH Warrior with 1500 or less
# ATK, in attack position.
define(5438492, _recruiter(lambda ctx, c: has_attribute(c, "EARTH") and c.data.race == "Warrior"
                           and _atk_at_most(c, 1500), Pos.ATTACK, by_battle,
                           "special summon an EARTH Warrior with 1500 or less ATK from your deck in attack position",
                           "デッキから攻撃力１５００以下の戦士族・地属性モンスターを攻撃表示で特殊召喚する"))

# ユーフォロイド / UFOroid: the same for a Machine with 1500 or less ATK, in face-up attack position.
define(7602840, _recruiter(lambda ctx, c: c.data.race == "Machine" and _atk_at_most(c, 1500), Pos.ATTACK,
                           by_battle,
                           "special summon a Machine with 1500 or less ATK from your deck in attack position",
                           "デッキから攻撃力１５００以下の機械族モンスターを表側攻撃表示で特殊召喚する"))

# 見習い魔術師 / Apprentice Magician (R004-001.12): when it is normal, flip or special summoned, target a card
# on the field that can hold a spell counter (`define(holds=...)`: every such card of the pool is a monster);
# put a spell counter on it. Destroyed by battle: you may special summon 1 level 2 or lower Spellcaster from your
# deck in face-down defense position.
def _put_spell_counter(res: Resolution) -> None:
    for t in res.targets():
        res.duel.add_counter(t, SPELL_COUNTER, 1, res.cause)


SPELL_COUNTER_HOLDER = TargetSpec(face="up", where=lambda ctx, c: ctx.duel.can_hold(c, SPELL_COUNTER), allow_self=True,
                                  text_en="a card on the field that can hold a spell counter",
                                  text_ja="フィールド上の魔力カウンターを置く事ができるカード")
define(9156135,
       *(Effect(T, _put_spell_counter, trigger=k, target=SPELL_COUNTER_HOLDER,
                text_en="summoned: put a spell counter on the target", text_ja="対象に魔力カウンターを１つ置く")
         for k in ("summoned", "special_summoned")),
       _recruiter(lambda ctx, c: c.data.race == "Spellcaster" and (c.data.level or 0) <= 2, Pos.SET,
                  lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS),
                  "special summon a level 2 or lower Spellcaster from your deck in face-down defense "
                  "position", "デッキからレベル２以下の魔法使い族モンスターを裏側守備表示で特殊召喚する"),
       numbering=(1, 1, 2))


# ナーガ / Serpentine Princess (R004-018): when this face-up card is returned from the field to the deck,
# special summon 1 level 3 or lower monster from your deck. The page counts it among the cards that read the
# ATK of the monster in the deck: one with a printed "?" cannot be summoned by it. Whether it was face-up is
# seen as it leaves (a face-up card on the field notices the move), the trigger answers that same move.
def _naga_leaving(ctx: Ctx, ev: Event) -> None:
    if ev.kind == "to_deck" and ev.card == ctx.card.idx and ctx.card.zone is Zone.MONSTERS:
        note(ctx.duel, "naga", ctx.card.idx, ctx.duel.serial)


def _naga_returned(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.DECK) and (
        ctx.card.idx, ctx.duel.serial) in notes(ctx.duel, "naga")


define(71829750,
       _recruiter(lambda ctx, c: (c.data.level or 0) <= 3 and c.data.atk is not None, None, _naga_returned,
                  "special summon a level 3 or lower monster from your deck",
                  "デッキからレベル３以下のモンスターを特殊召喚する", mandatory=True, trigger="to_deck"),
       observer(_naga_leaving))


# ==== monsters that remember their tributes =============================================================

def _tributes(ctx: Ctx, ev: Event) -> list[Card]:
    """The monsters tributed for this card's tribute summon, as the summon succeeds (read from the log)."""
    return tributes_for_summon(ctx.duel, ctx.card) if ev.detail == "normal" else []


# 合成魔獣 ガーゼット / Maju Garzett (R004-019, R004-031): its ATK is the total original ATK of the monsters
# tributed for its tribute summon; put onto the field any other way, its "?" ATK is 0.
def _garzett_note(ctx: Ctx, ev: Event) -> None:
    tributes = _tributes(ctx, ev)
    if tributes:
        mark(ctx.duel, "garzett", ctx.card, sum(t.data.atk or 0 for t in tributes))


define(8794435,
       Effect(C, affects=itself, atk=lambda ctx, c: sum(marked(ctx.duel, "garzett", c)),
              text_en="its ATK is the total original ATK of its tributes",
              text_ja="攻撃力は生け贄にしたモンスターの元々の攻撃力の合計になる"),
       _remember("summoned", _garzett_note))


# ガーディアン・トライス / Guardian Tryce (R004-054.27): when it is destroyed and sent to the graveyard, special
# summon from the graveyard the monster tributed for its tribute summon. It is normal, flip or special
# summoned only while a face-up 「閃光の双剣－トライス」 is on its controller's field (`summon_if`, `special_by`).
# The tributes are bound to it when it is summoned, and handed on to the object it becomes in the graveyard as
# it is destroyed.
def _tryce_summoned(ctx: Ctx, ev: Event) -> None:
    for t in _tributes(ctx, ev):
        bind(ctx.duel, "tryce", ctx.card, t)


def _tryce_destroyed(ctx: Ctx, ev: Event) -> None:
    before = ctx.card.copy()
    before.oid = ev.oid  # the object on the field that was destroyed
    for t in bound(ctx.duel, "tryce", before):
        bind(ctx.duel, "tryce", ctx.card, t)


def _tryce_tributes(ctx: Ctx) -> list[Card]:
    return [t for t in bound(ctx.duel, "tryce", ctx.card) if t.zone is Zone.GRAVE]


def _tryce(res: Resolution) -> None:
    if res.card.oid == res.link.oid:
        for t in _tryce_tributes(ctx_of(res)):
            summon(res, t)


def _tryce_blade_here(d: Duel, c: Card) -> bool:
    """「閃光の双剣－トライス」 is on the field on its controller's side (its summons need it)."""
    return any(i >= 0 and d.cards[i].face_up and d.cards[i].data.passcode == DOUBLE_BLADE_OF_TRYCE
               for i in d.players[c.ctl].spells)


define(46037213,
       Effect(T, _tryce, trigger="destroyed", when=lambda ctx, ev: ev.dst == int(Zone.GRAVE), asks=True,
              needs=lambda ctx: bool(_tryce_tributes(ctx)) and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="special summon the monster tributed for its tribute summon from the graveyard",
              text_ja="このカードの生け贄召喚に使用したモンスターを墓地から特殊召喚する"),
       _remember("summoned", _tryce_summoned), _remember("destroyed", _tryce_destroyed),
       summon_if=_tryce_blade_here, special_by=lambda d, c, cause, kind: _tryce_blade_here(d, c))


# 天魔神 インヴィシル / Sky Scourge Invicil (R004-001.08): tribute summoned with a LIGHT Fairy, it negates the
# effects of every spell card; with a DARK Fiend, of every trap card. It cannot be special summoned
# (`special_by=never`).
def _invicil_note(ctx: Ctx, ev: Event) -> None:
    for t in _tributes(ctx, ev):
        if has_attribute(t, "LIGHT") and t.data.race == "Fairy":
            mark(ctx.duel, "invicil", ctx.card, 1)
        if has_attribute(t, "DARK") and t.data.race == "Fiend":
            mark(ctx.duel, "invicil", ctx.card, 2)


def _invicil(kind: int) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: c.on_field and kind in marked(ctx.duel, "invicil", ctx.card)


define(74841885,
       Effect(C, negates="spell", affects=_invicil(1), text_en="(LIGHT Fairy tributed) negate every spell card",
              text_ja="（光属性・天使族を生け贄）全ての魔法カードの効果を無効にする"),
       Effect(C, negates="trap", affects=_invicil(2), text_en="(DARK Fiend tributed) negate every trap card",
              text_ja="（闇属性・悪魔族を生け贄）全ての罠カードの効果を無効にする"),
       _remember("summoned", _invicil_note),
       special_by=never)


# ==== R004-142: monsters that destroy a card in the opponent's hand ===================================

# Ｎ・アクア・ドルフィン / Neo-Spacian Aqua Dolphin: once a turn, discard 1 card: look at the opponent's hand and
# choose a monster in it; if you control a monster with ATK at least its ATK, destroy it and 500 damage to the
# opponent, otherwise (also with no monster to choose) you take 500 damage. Ｎ・マリン・ドルフィン / Neo-Spacian
# Marine Dolphin: the same without the damage to you.
def _dolphin(self_damage: bool) -> Callable[[Resolution], None]:
    def op(res: Resolution) -> None:
        d = res.duel
        if not _here(res):
            return
        monsters = [c for c in hand_of(d, res.opponent) if c.data.is_monster]
        chosen = res.ask_cards(monsters) if monsters else None
        if chosen is not None and chosen.data.atk is not None and any(
                m.face_up and d.atk(m) >= (chosen.data.atk or 0) for m in d.monsters_of(res.player)):
            d.destroy([chosen], res.cause)
            d.damage(res.opponent, 500, res.cause)
        elif self_damage:
            d.damage(res.player, 500, res.cause)
    return op


define(17955766, Effect(Kind.IGNITION, _dolphin(True), cost=Cost(discard=1), once_per_turn=True, asks=True,
                        needs=opponent_has_hand,
                        text_en="choose a monster in the opponent's hand: destroy it and 500 damage if you control "
                                "a monster with at least its ATK, otherwise you take 500",
                        text_ja="相手の手札のモンスター１体を選び、その攻撃力以上のモンスターが自分フィールドにいれば"
                                "破壊し５００ダメージ、いなければ自分が５００ダメージを受ける"))
define(78734254, Effect(Kind.IGNITION, _dolphin(False), cost=Cost(discard=1), once_per_turn=True, asks=True,
                        needs=opponent_has_hand,
                        text_en="choose a monster in the opponent's hand: destroy it and 500 damage if you control "
                                "a monster with at least its ATK",
                        text_ja="相手の手札のモンスター１体を選び、その攻撃力以上のモンスターが自分フィールドにいれば"
                                "破壊し５００ダメージ"),
       special_by=by_effect_of(81913510))
treat_as(78734254, 17955766)  # its name is also 「Ｎ・アクア・ドルフィン」


# ==== R004-139.12: 地獄詩人ヘルポエマー / Helpoemer ======================================================
# While it is in the graveyard because it was destroyed by battle: at the end of the opponent's battle
# phase, the opponent discards 1 random card. It cannot be special summoned from the graveyard.
def _helpoemer_note(ctx: Ctx, ev: Event) -> None:
    if by_battle(ctx, ev):
        mark(ctx.duel, "helpoemer", ctx.card)


def _helpoemer_due(ctx: Ctx, ev: Event) -> bool:
    return (ev.detail == "battle:end" and ctx.duel.tp != ctx.player
            and bool(marked(ctx.duel, "helpoemer", ctx.card)))


def _helpoemer(res: Resolution) -> None:
    if res.card.oid == res.link.oid and res.card.zone is Zone.GRAVE:
        discard_random(res, res.opponent, 1)


define(76052811,
       Effect(T, _helpoemer, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, when=_helpoemer_due,
              needs=opponent_has_hand, text_en="the opponent discards 1 random card",
              text_ja="相手の手札をランダムに１枚捨てる"),
       _remember("destroyed", _helpoemer_note),
       special_by=not_from(Zone.GRAVE))


# ==== R004-070.58: Ｎ・グロー・モス / Neo-Spacian Glow Moss =============================================
# At the declaration of an attack it takes part in (effect 1 as the attacker, effect 2 as the target), the
# opponent draws 1 card and shows it: a monster ends this turn's battle phase; a spell lets this card's
# attack become a direct attack (its controller's choice); a trap changes this card to defense position.
def _glow_moss(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.opponent].deck
    if not deck:
        return
    drawn = d.cards[deck[-1]]
    if not d.draw(res.opponent, 1, res.cause) or drawn.zone is not Zone.HAND:
        return
    me = res.card
    if drawn.data.is_monster:
        d.end_battle_phase(res.cause)
    elif drawn.data.is_spell:
        att = d.attack
        if _here(res) and att is not None and att[0] == me.idx and att[2] >= 0 and res.ask(
                [Option("yes", "yes", label_en="attack directly", label_ja="直接攻撃にする"),
                 Option("no", "no", label_en="no", label_ja="いいえ")], "direct").kind == "yes":
            d.make_attack_direct()
    elif _here(res):
        d.set_position(me, Pos.DEFENSE, res.cause)


_GLOW_EN = "the opponent draws 1 and shows it: monster, end the battle phase; spell, attack directly; trap, " \
           "this card to defense position"
_GLOW_JA = "相手は１枚ドローしお互いに確認する。モンスター：バトルフェイズ終了、魔法：直接攻撃にできる、" \
           "罠：このカードを守備表示にする"

define(17732278,
       Effect(T, _glow_moss, trigger="attack_declared", needs=may_draw("opp"), asks=True,
              text_en=_GLOW_EN, text_ja=_GLOW_JA),
       Effect(T, _glow_moss, trigger="attack_declared", self_trigger=False, needs=may_draw("opp"), asks=True,
              when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
              text_en=_GLOW_EN, text_ja=_GLOW_JA))
# 「Ｎ・ティンクル・モス」's name is also 「Ｎ・グロー・モス」 (the name only: the card has no `define` yet)
treat_as(13857930, 17732278)


# ==== other monsters ===================================================================================

# サブマリンロイド / Submarineroid: it may attack directly; when it does so while the opponent controls a
# monster (by this effect), the battle damage is its original ATK. At the end of the damage step of a battle
# it took part in, you may change it to defense position.
def _direct_by_effect(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    attacker, target = battlers(d)
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx
            and attacker == ctx.card.idx and target < 0 and bool(d.monsters_of(ctx.opponent)))


def _to_defense_self(res: Resolution) -> None:
    if _here(res) and res.card.pos is Pos.ATTACK:
        res.duel.set_position(res.card, Pos.DEFENSE, res.cause)


define(99861526,
       Effect(C, affects=itself, direct_attack=True, text_en="may attack directly", text_ja="直接攻撃できる"),
       Effect(Kind.REPLACEMENT, when=_direct_by_effect,
              instead=lambda ctx, ev: dataclasses.replace(ev, amount=ctx.card.data.atk or 0),
              text_en="its direct attack deals its original ATK as damage",
              text_ja="直接攻撃の戦闘ダメージはこのカードの元々の攻撃力になる"),
       Effect(T, _to_defense_self, trigger="damage_step_end", mandatory=False,
              needs=lambda ctx: ctx.card.pos is Pos.ATTACK,
              text_en="change this card to defense position", text_ja="このカードを守備表示にする"),
       Effect(T, _to_defense_self, trigger="damage_step_end", self_trigger=False, mandatory=False,
              needs=lambda ctx: ctx.card.pos is Pos.ATTACK,
              when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS,
              text_en="change this card to defense position", text_ja="このカードを守備表示にする"))


# ジェルエンデュオ / Gellenduo: not destroyed by battle; when its controller takes damage, this face-up card is
# destroyed; it may count as two tributes for the tribute summon of a LIGHT Fairy (R004-001.24).
def _destroy_self(res: Resolution) -> None:
    if _here(res):
        res.duel.destroy([res.card], res.cause)


define(11662742,
       Effect(C, affects=itself, battle_proof=True, text_en="not destroyed by battle", text_ja="戦闘では破壊されない"),
       Effect(T, _destroy_self, trigger="damage", self_trigger=False, when=lambda ctx, ev: ev.player == ctx.player,
              text_en="you took damage: destroy this card", text_ja="自分がダメージを受けた時、このカードを破壊する"),
       Effect(C, double_tribute=lambda ctx, m: has_attribute(m, "LIGHT") and m.data.race == "Fairy",
              text_en="counts as two tributes for the tribute summon of a LIGHT Fairy monster",
              text_ja="光属性・天使族モンスターの生け贄召喚では２体分の生け贄にできる"))


# デス・デーモン・ドラゴン / Fiend Skull Dragon: the effects of flip effect monsters are negated; a trap's effect
# that targets it on the field is negated as it resolves and that trap destroyed.
# デス・デーモン・ドラゴン: ケイブ・ドラゴン + レッサー・デーモン
fusion.materials(66235877, 93220472, 16475472, only_these=True)
define(66235877, Effect(C, negates="monster", affects=lambda ctx, c: c.data.is_flip and c.on_field,
                        text_en="negate the effects of flip effect monsters",
                        text_ja="リバース効果モンスターの効果を無効にする"),
       Effect(C, affects=lambda ctx, c: c.idx == ctx.card.idx, ward=Ward(("trap",), destroy=True),
              text_en="a trap effect that targets it is negated and the trap destroyed",
              text_ja="このカードを対象とする罠カードの効果を無効にし破壊する"))


# ==== monsters special summoned by their own procedure (Kind.PROCEDURE) =================================
# A procedure is no activation and makes no chain link (R004-175). It is declared after the card's own
# effects, so a scenario's `effect: N` counts those as the card's text does.

def _face_up_of(d: Duel, p: int, passcode: int) -> list[Card]:
    return [m for m in d.monsters_of(p) if m.face_up and m.data.passcode == passcode]


def _light_fairy(c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "LIGHT") and c.data.race == "Fairy"


def _dark_fiend(c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "DARK") and c.data.race == "Fiend"


# 天魔神 エンライズ / Sky Scourge Enrise (R004-001.06): special summoned from the hand by banishing 3 LIGHT
# Fairy and 1 DARK Fiend monsters from your graveyard. Once a turn it may banish 1 targeted face-up monster
# on the field; activating that, it cannot attack this turn (so it cannot be activated once it has attacked).
# The attack ban is read off the activation itself (the once-a-turn record), so it holds even if the effect
# is negated. (It cannot be normal summoned: the card database types it so.)
def _scourge_pick(lights: int, darks: int) -> Callable[[Ctx, Card], bool]:
    """A graveyard card that may pay the next part of a Sky Scourge's cost: up to `lights` LIGHT Fairies and
    `darks` DARK Fiends."""
    def pick(ctx: Ctx, c: Card) -> bool:
        paid = paid_so_far(ctx) or []
        if _light_fairy(c):
            return sum(map(_light_fairy, paid)) < lights
        return _dark_fiend(c) and sum(map(_dark_fiend, paid)) < darks
    return pick


def _scourge_ready(lights: int, darks: int) -> Callable[[Ctx], bool]:
    def ready(ctx: Ctx) -> bool:
        grave = [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].grave]
        return sum(map(_light_fairy, grave)) >= lights and sum(map(_dark_fiend, grave)) >= darks
    return ready


def scourge_procedure(lights: int, darks: int) -> Effect:
    """Special summoned from the hand by banishing `lights` LIGHT Fairy and `darks` DARK Fiend monsters from
    your graveyard."""
    return Effect(Kind.PROCEDURE, cost=Cost(banish_grave=lights + darks, banish_filter=_scourge_pick(lights, darks)),
                  condition=_scourge_ready(lights, darks),
                  text_en=f"special summon by banishing {lights} LIGHT Fairy and {darks} DARK Fiend monsters from "
                          "your graveyard",
                  text_ja=f"自分の墓地の光属性・天使族{lights}体と闇属性・悪魔族{darks}体を除外して特殊召喚する")


define(11458071,
       Effect(Kind.IGNITION, banish_targets, once_per_turn=True,
              condition=lambda ctx: ctx.card.t_attacked != ctx.duel.turn,
              target=TargetSpec(face="up", allow_self=True, text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="banish the target (this card cannot attack this turn)",
              text_ja="対象を除外する（このターンこのカードは攻撃できない）"),
       Effect(C, forbids=("attack",),
              affects=lambda ctx, c: itself(ctx, c) and ctx.duel.used_this_turn(c, 1),
              text_en="having activated its effect, it cannot attack this turn",
              text_ja="効果を発動したターン、このカードは攻撃できない"),
       scourge_procedure(3, 1),
       )


# 天魔神 ノーレラス / Sky Scourge Norleras (R004-001.07): special summoned from the hand by banishing 1 LIGHT
# Fairy and 3 DARK Fiend monsters from your graveyard. Pay 1000 LP: send every card on the field and in both
# hands to the graveyard, then draw 1. (It cannot be normal summoned: the card database types it so.)
def _norleras(res: Resolution) -> None:
    d = res.duel
    every = [c.idx for p in (d.tp, 1 - d.tp) for c in field_of(res, p) + hand_of(d, p)]
    d.send_to_grave(every, res.cause)
    d.draw(res.player, 1, res.cause)


define(48453776, Effect(Kind.IGNITION, _norleras, cost=Cost(lp=1000), needs=may_draw("self"),
                        text_en="send all cards on the field and in hands to the graveyard; draw 1",
                        text_ja="フィールドと手札のカードを全て墓地へ送り、１枚ドローする"),
       scourge_procedure(1, 3))


# オプション / Gradius' Option (R004-016): special summoned from the hand while you control a face-up
# 「超時空戦闘機ビック・バイパー」, which it selects; its ATK and DEF ("?") are always that monster's, and it is
# destroyed when that monster is no longer face-up on the field. The procedure selects the Vic Viper (its
# `target`; `Duel.procedure_selected`).
VIC_VIPER = 10992251


def _option_select(ctx: Ctx, ev: Event) -> None:
    vipers = [v for v in ctx.duel.procedure_selected(ctx.card) if v.zone is Zone.MONSTERS and v.face_up]
    if ev.detail == "procedure" and vipers:
        bind(ctx.duel, "option", ctx.card, vipers[0], replace=True, read_by_effects=True)  # its ATK/DEF read it


def _option_viper(ctx: Ctx) -> list[Card]:
    return [v for v in bound(ctx.duel, "option", ctx.card) if v.zone is Zone.MONSTERS and v.face_up]


def _viper_gone(ctx: Ctx, ev: Event) -> bool:
    """The selected monster left the field or was turned face-down."""
    return any(ev.card == i and (left_the_field(ev) or (ev.kind == "position" and ev.amount == int(Pos.SET)
                                                        and ctx.duel.cards[i].oid == oid))
               for i, oid in held(ctx.duel, "option", ctx.card))


define(14291024,
       Effect(C, affects=itself, atk=lambda ctx, c: sum(ctx.duel.atk(v) for v in _option_viper(ctx)),
              defense=lambda ctx, c: sum(ctx.duel.defense(v) for v in _option_viper(ctx)),
              text_en="its ATK/DEF are always those of the selected monster",
              text_ja="攻撃力・守備力は常に選択したモンスターと同じになる"),
       *(Effect(T, _destroy_self, trigger=k, self_trigger=False, when=_viper_gone,
                text_en="the selected monster is no longer face-up on the field: destroy this card",
                text_ja="選択したモンスターがフィールド上に表側表示で存在しなくなった時、このカードを破壊する")
         for k in (*LEAVE_KINDS, "position")),
       _remember("special_summoned", _option_select),
       Effect(Kind.PROCEDURE, target=TargetSpec(side="own", face="up",
                                                where=lambda ctx, c: c.data.passcode == VIC_VIPER,
                                                text_en="a face-up Vic Viper you control",
                                                text_ja="自分フィールド上の表側表示の「超時空戦闘機ビック・バイパー」"),
              text_en="special summon while you control a face-up Vic Viper, selecting it",
              text_ja="自分フィールド上の表側表示の「超時空戦闘機ビック・バイパー」を選択して特殊召喚する"))


# ＴＨＥ トリッキー / The Tricky (★ R004-133): special summoned from the hand by discarding 1 card. The page
# stars the reading that the discard is a condition of the summon, not an activation cost; either way
# nothing is activated (no chain, R004-175) and the discard is not an effect's, so a discarded Dark World
# monster does not activate (R004-137). The engine pays it as the procedure's cost, which has the same effect.
define(14778250, Effect(Kind.PROCEDURE, cost=Cost(discard=1), text_en="special summon by discarding 1 card",
                        text_ja="手札を１枚捨てて特殊召喚する"))


# 俊足のギラザウルス / Gilasaurus (R004-054.42): special summoned from the hand (no cost). When it is, the
# opponent may special summon 1 monster from their own graveyard (their choice, in face-up attack or
# defense position).
def _gilasaurus(res: Resolution) -> None:
    d = res.duel
    opp = res.opponent
    theirs = [c for c in grave_of(d, opp) if c.data.is_monster]
    if not theirs or d.free_slots(opp, Zone.MONSTERS) == 0:
        return
    o = res.ask([*(d.card_option("select", c.idx) for c in theirs),
                 Option("no", "no", label_en="summon nothing", label_ja="特殊召喚しない")], "select", opp,
                "choose a monster to special summon", "特殊召喚するモンスターを選ぶ")
    if o.kind != "no":
        d.special_summon(d.cards[o.card], opp, ask_position(res, opp), res.cause)


define(45894482,
       Effect(T, _gilasaurus, trigger="special_summoned", when=lambda ctx, ev: ev.detail == "procedure", asks=True,
              text_en="the opponent may special summon 1 monster from their graveyard",
              text_ja="相手は自分の墓地のモンスター１体を特殊召喚できる"),
       Effect(Kind.PROCEDURE, text_en="special summon from the hand", text_ja="手札から特殊召喚する"))


# デビルマゼラ / Mazera DeVille (R004-139.15): special summoned from the hand by tributing 1 face-up 「ゼラの
# 戦士」 you control while 「万魔殿－悪魔の巣窟－」 is on the field. When it is special summoned, if
# 「万魔殿－悪魔の巣窟－」 is on your side of the field, the opponent discards 3 random cards (an effect's
# discard: the Dark World monsters answer it).
PANDEMONIUM = 94585852
WARRIOR_OF_ZERA = 66073051


def _pandemonium(d: Duel, *players: int) -> bool:
    return any(d.players[p].field >= 0 and d.cards[d.players[p].field].face_up
               and d.cards[d.players[p].field].data.passcode == PANDEMONIUM for p in players)


def _mazera(res: Resolution) -> None:
    if _pandemonium(res.duel, res.player):
        discard_random(res, res.opponent, 3)


define(6133894,
       Effect(T, _mazera, trigger="special_summoned", needs=opponent_has_hand,
              text_en="with Pandemonium on your side, the opponent discards 3 random cards",
              text_ja="自分フィールドに「万魔殿－悪魔の巣窟－」があれば、相手は手札をランダムに３枚捨てる"),
       Effect(Kind.PROCEDURE, condition=lambda ctx: _pandemonium(ctx.duel, 0, 1),
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.face_up and m.data.passcode == WARRIOR_OF_ZERA),
              text_en="special summon by tributing a face-up Warrior of Zera while Pandemonium is on the field",
              text_ja="「万魔殿－悪魔の巣窟－」があるとき、表側表示の「ゼラの戦士」を生け贄に捧げて特殊召喚する"),
       )


# ==== monsters whose cost is a filtered card of the hand ================================================

def _zombie(c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Zombie"


# ヴァンパイアジェネシス / Vampire Genesis (R004-054.50): once a turn, discard 1 Zombie monster: special summon
# 1 targeted Zombie of a lower level than the discarded one from your graveyard. Before the discard the
# target only needs a Zombie of a higher level in the hand to be discarded for it. It is special summoned
# from the hand by its procedure: banish a face-up 「ヴァンパイア・ロード」 you control.
VAMPIRE_LORD = 53839837


def _level(c: Card) -> int:
    return c.data.level or 0


def _vg_discardable(ctx: Ctx, h: Card) -> bool:
    return _zombie(h) and any(_zombie(g) and _level(g) < _level(h) for g in grave_of(ctx.duel, ctx.player))


def _vg_target(ctx: Ctx, c: Card) -> bool:
    paid = paid_so_far(ctx)
    if paid is None:
        paid = [h for h in hand_of(ctx.duel, ctx.player) if _zombie(h)]
    return _zombie(c) and any(_level(c) < _level(h) for h in paid)


def _summon_targets(res: Resolution) -> None:
    for t in res.targets():
        summon(res, t)


define(22056710, Effect(Kind.IGNITION, _summon_targets, once_per_turn=True, asks=True,
                        cost=Cost(discard=1, hand_filter=_vg_discardable),
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=_vg_target,
                                          text_en="a Zombie in your graveyard of a lower level than the discarded one",
                                          text_ja="捨てたアンデット族よりレベルの低い自分の墓地のアンデット族"),
                        text_en="discard 1 Zombie: special summon the target",
                        text_ja="手札からアンデット族を１体捨て、対象を特殊召喚する"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_field=1, field_filter=lambda ctx, c: c.zone is Zone.MONSTERS
                                         and c.face_up and c.data.passcode == VAMPIRE_LORD),
              text_en="special summon by banishing a face-up Vampire Lord you control",
              text_ja="自分フィールド上の表側表示の「ヴァンパイア・ロード」１体を除外して特殊召喚する"),
       )


# ゾンビ・マスター / Zombie Master (R004-054.51): once a turn, send 1 monster card from your hand to the graveyard
# (not a discard): special summon 1 targeted level 4 or lower Zombie from either graveyard to your field.
# It must be face-up on the field as the effect resolves.
def _zombie_master(res: Resolution) -> None:
    if _here(res):
        _summon_targets(res)


define(17259470, Effect(Kind.IGNITION, _zombie_master, once_per_turn=True, asks=True,
                        cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.is_monster),
                        target=TargetSpec(zone=Zone.GRAVE, where=lambda ctx, c: _zombie(c) and _level(c) <= 4,
                                          text_en="a level 4 or lower Zombie in either graveyard",
                                          text_ja="お互いの墓地のレベル４以下のアンデット族"),
                        text_en="send 1 monster from your hand to the graveyard: special summon the target",
                        text_ja="手札のモンスター１体を墓地へ送り、対象を自分フィールドに特殊召喚する"))


# ==== R004-176 (group B): monsters discarded from the hand to activate ==================================

def _battle_damage_to(p: int, battle: Callable[[Duel], bool]) -> Callable[[Ctx, Event], bool]:
    """Battle damage `p` would take in a battle that fits `battle`."""
    return lambda ctx, ev: (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.player == p
                            and battle(ctx.duel))


def _no_damage(res: Resolution, battle: Callable[[Duel], bool], en: str, ja: str) -> None:
    """Leave in place for this turn: the battle damage the resolving player takes in a battle that fits
    `battle` is 0 (none is dealt)."""
    res.duel.linger(res.card, res.player, Effect(Kind.REPLACEMENT, when=_battle_damage_to(res.player, battle),
                                                 instead=lambda ctx, ev: None, text_en=en, text_ja=ja), res.cause)


# クリボー / Kuriboh (R004-176.23): in the damage step of an opponent's monster's attack, discard this card:
# the battle damage you take from that battle is 0. (The damage step's windows before damage calculation
# are not told apart: it may be used in any of them.)
def _kuriboh(res: Resolution) -> None:
    att = res.duel.attack
    if att is not None:
        _no_damage(res, lambda d: d.attack == att, "no battle damage to you from this battle",
                   "この戦闘で発生する自分への戦闘ダメージは０になる")


define(40640057, Effect(Kind.QUICK, _kuriboh, from_zone=Zone.HAND, cost=DISCARD_SELF, damage_step=True,
                        condition=lambda ctx: ctx.duel.phase == "battle:damage" and ctx.duel.attack is not None
                        and ctx.duel.tp != ctx.player,
                        text_en="discard this card: you take no battle damage from this battle",
                        text_ja="このカードを捨て、その戦闘で発生する自分への戦闘ダメージを０にする"))


# シャブティのお守り / Charm of Shabti (R004-176.24): in either player's turn, discard this card: until the end
# phase, you take no battle damage from battles of 「墓守の」 monsters you control.
GRAVEKEEPER = "墓守の"


def _shabti(res: Resolution) -> None:
    p = res.player

    def gravekeeper_battles(d: Duel) -> bool:
        att = d.attack
        return att is not None and any(
            i >= 0 and d.cards[i].ctl == p and d.cards[i].face_up and GRAVEKEEPER in d.cards[i].data.name_ja
            for i in (att[0], att[2]))

    _no_damage(res, gravekeeper_battles, "no battle damage to you from battles of your Gravekeeper's monsters",
               "自分の「墓守の」モンスターの戦闘で受ける戦闘ダメージは０になる")


define(50412166, Effect(Kind.QUICK, _shabti, from_zone=Zone.HAND, cost=DISCARD_SELF, damage_step=True,
                        text_en="discard this card: until the end phase, your Gravekeeper's monsters' battles deal "
                                "you no battle damage",
                        text_ja="このカードを捨て、エンドフェイズまで自分の「墓守の」モンスターが受ける戦闘ダメージを０にする"))


# サイバー・オーガ / Cyber Ogre (R004-176.27): in either player's turn, while a 「サイバー・オーガ」 you control is
# in an attack (attacking or attacked), discard this card: that attack is negated (the battle does not
# happen), and that Cyber Ogre gains 2000 ATK until the end of its next battle (the end of the damage step of
# the next battle it takes part in).
CYBER_OGRE = 64268668
UNTIL_USED = 10_000  # turns: a lasting effect that ends by itself, not with the turn


def _attacking_ogre(ctx: Ctx) -> Card | None:
    att = ctx.duel.attack
    ogres = [m for m in _face_up_of(ctx.duel, ctx.player, CYBER_OGRE) if att is not None and m.idx in (att[0], att[2])]
    return ogres[0] if ogres else None


def _cyber_ogre(res: Resolution) -> None:
    d = res.duel
    ogre = _attacking_ogre(ctx_of(res))
    if ogre is None:
        return
    d.negate_attack(d.cards[d.attack[0]] if d.attack is not None else ogre)  # the attacker: the Ogre may be the target
    idx, oid, since = ogre.idx, ogre.oid, d.serial

    def battled(ctx: Ctx, ev: Event) -> bool:  # notes the end of each battle the Ogre takes part in
        c = ctx.duel.cards[idx]
        if c.oid == oid and idx in (ev.card, ev.amount):
            mark(ctx.duel, "ogre_battled", c, ctx.duel.serial)
        return False

    def boosted(ctx: Ctx, c: Card) -> bool:
        return c.idx == idx and c.oid == oid and all(s <= since for s in marked(ctx.duel, "ogre_battled", c))

    d.linger(res.card, res.player, Effect(C, affects=boosted, atk=lambda ctx, c: 2000,
                                          text_en="gains 2000 ATK until the end of its next battle",
                                          text_ja="次の戦闘終了時まで攻撃力２０００アップ"), res.cause, UNTIL_USED)
    d.linger(res.card, res.player, Effect(T, _never, trigger="damage_step_end", self_trigger=False, when=battled,
                                          text_en="(its next battle ends the boost)",
                                          text_ja="（次の戦闘で攻撃力アップが終わる）"), res.cause, UNTIL_USED)


define(CYBER_OGRE, Effect(Kind.QUICK, _cyber_ogre, from_zone=Zone.HAND, cost=DISCARD_SELF,
                          condition=lambda ctx: _attacking_ogre(ctx) is not None,
                          text_en="discard this card: negate the battle of your Cyber Ogre; it gains 2000 ATK until "
                                  "the end of its next battle",
                          text_ja="このカードを捨て、自分の「サイバー・オーガ」の戦闘を無効にし、次の戦闘終了時まで"
                                  "攻撃力を２０００アップする"))


# レスキューキャット / Rescue Cat (R004-001.14, the era's text): send this face-up card from the field to the
# graveyard (the cost): special summon 2 Level 3 or lower Beast monsters from your deck; they are destroyed
# in this turn's end phase.
def _small_beast(c: Card) -> bool:
    return c.data.race == "Beast" and (c.data.level or 0) <= 3


def _rescue_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    room = d.free_slots(ctx.player, Zone.MONSTERS) + (ctx.card.zone is Zone.MONSTERS)
    return room >= 2 and len(_deck_monsters(d, ctx.player, _small_beast)) >= 2


def _rescue(res: Resolution) -> None:
    d = res.duel
    called: list[tuple[int, int]] = []
    for _ in range(2):
        found = _deck_monsters(d, res.player, _small_beast)
        if found and summon(res, c := res.ask_cards(found)):
            called.append((c.idx, c.oid))
    d.shuffle_deck(res.player)
    turn = d.turn

    def doomed(r: Resolution) -> None:
        r.duel.destroy([r.duel.cards[i] for i, oid in called if r.duel.cards[i].oid == oid], r.cause)

    if called:
        d.linger(res.card, res.player, Effect(T, doomed, trigger="phase", self_trigger=False,
                                              when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                              text_en="the Beasts it summoned are destroyed",
                                              text_ja="特殊召喚した獣族モンスターを破壊する"), res.cause)


define(14878871, Effect(Kind.IGNITION, _rescue, cost=Cost(self_to="send"), needs=_rescue_ready, asks=True,
                        text_en="send this card to the graveyard: special summon 2 Level 3 or lower Beasts from your "
                                "deck (destroyed in the end phase)",
                        text_ja="このカードを墓地へ送り、デッキからレベル３以下の獣族モンスター２体を特殊召喚する"
                                "（エンドフェイズ時に破壊される）"))


# 黒衣の大賢者 / Dark Sage (R004-105.04): right after its player's 「時の魔術師」 call was right (nothing has
# happened since), it can be special summoned by tributing a 「ブラック・マジシャン」 you control; when it is,
# add a spell card from your deck to your hand. It is summoned from the hand or the deck: the same procedure,
# declared for each zone (`from_zone=Zone.DECK`).
TIME_WIZARD = 71625222


def _wizard_was_right(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(m.data.passcode == TIME_WIZARD and d.serial in marked(d, TIME_WIZARD_RIGHT, m)
               for m in d.monsters_of(ctx.player))


def _sage_search(res: Resolution) -> None:
    d = res.duel
    spells = [c for c in deck_of(d, res.player) if c.data.is_spell]
    if spells:
        d.to_hand([res.ask_cards(spells)], res.cause)
        d.shuffle_deck(res.player)


define(92377303,
       Effect(T, _sage_search, trigger="special_summoned", when=lambda ctx, ev: ev.detail == "procedure", asks=True,
              text_en="special summoned this way: add a spell card from your deck to your hand",
              text_ja="この方法で特殊召喚に成功した時、デッキから魔法カード１枚を手札に加える"),
       *(Effect(Kind.PROCEDURE, condition=_wizard_was_right, from_zone=zone,
                cost=Cost(tribute=1, tribute_filter=lambda ctx, c: c.data.passcode == DARK_MAGICIAN and c.face_up),
                text_en="right after your Time Wizard's call was right: special summon by tributing your Dark Magician",
                text_ja="自分の「時の魔術師」のコイントスを当てた時、「ブラック・マジシャン」を生け贄に特殊召喚する")
         for zone in (Zone.HAND, Zone.DECK)),
       numbering=(1, 2, 2))

"""Effect monsters of the seed 004 archive that belong to no other module's topic.

Here: the 「巨大戦艦」 (B.E.S.) monsters' counters (R004-161.11), monsters that special summon from the deck
when destroyed by battle (R004-001.12, .15, .16) or returned to the deck (「ナーガ」, R004-018), the monsters
whose effect depends on the monsters tributed for their tribute summon (「合成魔獣 ガーゼット」, R004-019;
「ガーディアン・トライス」, R004-054.27; 「天魔神 インヴィシル」, R004-001.08), the monsters that destroy a card in
the opponent's hand (R004-142), 「地獄詩人ヘルポエマー」's discard (R004-139.12) and 「Ｎ・グロー・モス」's draw
(R004-070.58); also 「サブマリンロイド」, 「ジェルエンデュオ」 (all but its double tribute) and
「デス・デーモン・ドラゴン」 (its negation of flip effects).

What a monster must remember from the moment it was summoned or destroyed (its tributes, how it reached the
graveyard) is noted by an effect declared last on the card that is never activated: its trigger filter
makes the note when the event happens and answers no.

Not modelled (engine mechanisms these cards need): summoning conditions of a normal summon (「ガーディアン・
トライス」 needs a face-up 「閃光の双剣－トライス」), "cannot be special summoned" (「天魔神 インヴィシル」,
「地獄詩人ヘルポエマー」 from the graveyard), a card name treated as another (「Ｎ・マリン・ドルフィン」 as
「Ｎ・アクア・ドルフィン」), a cost of removing counters (「巨大戦艦 テトラン」: removed when the effect
resolves), the negation of a trap effect that targets the card as it resolves (「デス・デーモン・ドラゴン」), and
the cards that can hold spell counters (「見習い魔術師」's first effect), a monster that counts as two
tributes (「ジェルエンデュオ」). The other seed 004 monsters without a module are waiting for engine
mechanisms; their scenarios are in tests/pending.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.archive_discard import discard_random, hand_of
from arbiter.ocg.cards.archive_draw_gain import may_draw
from arbiter.ocg.cards.archive_return import battlers, note, notes, observer, tributes_for_summon
from arbiter.ocg.cards.archive_revival import by_battle, ctx_of, summon
from arbiter.ocg.cards.common import SPELL_TRAP, bind, bound
from arbiter.ocg.cards.flip_monsters import mark, marked
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER
C = Kind.CONTINUOUS

SANCTUARY_IN_THE_SKY = 56433456
AIRKNIGHT_PARSHATH = 18036057


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


def _self(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx


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
        if c.data.is_monster and not c.data.subtypes & {"fusion", "ritual", "special-summon"} and ok(c):
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
            Effect(C, affects=_self, battle_proof=True, text_en="not destroyed by battle",
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


# 巨大戦艦 テトラン / B.E.S. Tetran: also, once a turn, remove 1 counter from it to destroy 1 targeted spell or
# trap card on the field. (The counter is the cost; the engine has no counter cost, so it is removed as the
# effect resolves, and without it nothing is destroyed.)
def _tetran(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and res.duel.remove_counter(c, BES_COUNTER, 1, res.cause):
        res.duel.destroy(res.targets(), res.cause)


define(44954628, *_bes(Effect(
    Kind.IGNITION, _tetran, once_per_turn=True, target=SPELL_TRAP,
    condition=lambda ctx: ctx.card.counters.get(BES_COUNTER, 0) > 0,
    text_en="remove 1 counter: destroy the target", text_ja="カウンターを１つ取り除き、対象を破壊する")))


# ==== monsters that special summon from the deck ========================================================

def _sanctuary_on_field(d: Duel) -> bool:
    return any(pl.field >= 0 and d.cards[pl.field].face_up and d.cards[pl.field].data.passcode == SANCTUARY_IN_THE_SKY
               for pl in d.players)


# コーリング・ノヴァ / Nova Summoner (R004-001.16): destroyed by battle and sent to the graveyard: you may special
# summon 1 LIGHT Fairy with 1500 or less ATK from your deck; with 「天空の聖域」 on the field, 「天空騎士パーシアス」
# instead may be chosen.
def _nova(ctx: Ctx, c: Card) -> bool:
    if c.data.passcode == AIRKNIGHT_PARSHATH and _sanctuary_on_field(ctx.duel):
        return True
    return c.data.attribute == "LIGHT" and c.data.race == "Fairy" and _atk_at_most(c, 1500)


define(48783998, _recruiter(_nova, None, by_battle,
                            "special summon a LIGHT Fairy with 1500 or less ATK from your deck",
                            "デッキから攻撃力１５００以下の天使族・光属性モンスターを特殊召喚する"))

# 荒野の女戦士 / Warrior Lady of the Wasteland (R004-001.15): the same for an EARTH Warrior with 1500 or less
# ATK, in attack position.
define(5438492, _recruiter(lambda ctx, c: c.data.attribute == "EARTH" and c.data.race == "Warrior"
                           and _atk_at_most(c, 1500), Pos.ATTACK, by_battle,
                           "special summon an EARTH Warrior with 1500 or less ATK from your deck in attack position",
                           "デッキから攻撃力１５００以下の戦士族・地属性モンスターを攻撃表示で特殊召喚する"))

# ユーフォロイド / UFOroid: the same for a Machine with 1500 or less ATK, in face-up attack position.
define(7602840, _recruiter(lambda ctx, c: c.data.race == "Machine" and _atk_at_most(c, 1500), Pos.ATTACK,
                           by_battle,
                           "special summon a Machine with 1500 or less ATK from your deck in attack position",
                           "デッキから攻撃力１５００以下の機械族モンスターを表側攻撃表示で特殊召喚する"))

# 見習い魔術師 / Apprentice Magician (R004-001.12): destroyed by battle: you may special summon 1 level 2 or
# lower Spellcaster from your deck in face-down defense position. (Its first effect, a spell counter on a
# card that can hold one when it is summoned, is not declared: the engine has no notion of such cards.)
define(9156135, _recruiter(lambda ctx, c: c.data.race == "Spellcaster" and (c.data.level or 0) <= 2, Pos.SET,
                           lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS),
                           "special summon a level 2 or lower Spellcaster from your deck in face-down defense "
                           "position", "デッキからレベル２以下の魔法使い族モンスターを裏側守備表示で特殊召喚する"))


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
       Effect(C, affects=_self, atk=lambda ctx, c: sum(marked(ctx.duel, "garzett", c)),
              text_en="its ATK is the total original ATK of its tributes",
              text_ja="攻撃力は生け贄にしたモンスターの元々の攻撃力の合計になる"),
       _remember("summoned", _garzett_note))


# ガーディアン・トライス / Guardian Tryce (R004-054.27): when it is destroyed and sent to the graveyard, special
# summon from the graveyard the monster tributed for its tribute summon. (Its summoning condition, a face-up
# 「閃光の双剣－トライス」, is not enforced.) The tributes are bound to it when it is summoned, and handed on to
# the object it becomes in the graveyard as it is destroyed.
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


define(46037213,
       Effect(T, _tryce, trigger="destroyed", when=lambda ctx, ev: ev.dst == int(Zone.GRAVE), asks=True,
              needs=lambda ctx: bool(_tryce_tributes(ctx)) and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="special summon the monster tributed for its tribute summon from the graveyard",
              text_ja="このカードの生け贄召喚に使用したモンスターを墓地から特殊召喚する"),
       _remember("summoned", _tryce_summoned), _remember("destroyed", _tryce_destroyed))


# 天魔神 インヴィシル / Sky Scourge Invicil (R004-001.08): tribute summoned with a LIGHT Fairy, it negates the
# effects of every spell card; with a DARK Fiend, of every trap card. (That it cannot be special summoned is
# not enforced.)
def _invicil_note(ctx: Ctx, ev: Event) -> None:
    for t in _tributes(ctx, ev):
        if t.data.attribute == "LIGHT" and t.data.race == "Fairy":
            mark(ctx.duel, "invicil", ctx.card, 1)
        if t.data.attribute == "DARK" and t.data.race == "Fiend":
            mark(ctx.duel, "invicil", ctx.card, 2)


def _invicil(kind: int) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: c.on_field and kind in marked(ctx.duel, "invicil", ctx.card)


define(74841885,
       Effect(C, negates="spell", affects=_invicil(1), text_en="(LIGHT Fairy tributed) negate every spell card",
              text_ja="（光属性・天使族を生け贄）全ての魔法カードの効果を無効にする"),
       Effect(C, negates="trap", affects=_invicil(2), text_en="(DARK Fiend tributed) negate every trap card",
              text_ja="（闇属性・悪魔族を生け贄）全ての罠カードの効果を無効にする"),
       _remember("summoned", _invicil_note))


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


def _opponent_has_hand(ctx: Ctx) -> bool:
    return bool(ctx.duel.players[ctx.opponent].hand)


define(17955766, Effect(Kind.IGNITION, _dolphin(True), cost=Cost(discard=1), once_per_turn=True, asks=True,
                        needs=_opponent_has_hand,
                        text_en="choose a monster in the opponent's hand: destroy it and 500 damage if you control "
                                "a monster with at least its ATK, otherwise you take 500",
                        text_ja="相手の手札のモンスター１体を選び、その攻撃力以上のモンスターが自分フィールドにいれば"
                                "破壊し５００ダメージ、いなければ自分が５００ダメージを受ける"))
define(78734254, Effect(Kind.IGNITION, _dolphin(False), cost=Cost(discard=1), once_per_turn=True, asks=True,
                        needs=_opponent_has_hand,
                        text_en="choose a monster in the opponent's hand: destroy it and 500 damage if you control "
                                "a monster with at least its ATK",
                        text_ja="相手の手札のモンスター１体を選び、その攻撃力以上のモンスターが自分フィールドにいれば"
                                "破壊し５００ダメージ"))


# Ｅ・ＨＥＲＯ マリン・ネオス / Elemental HERO Marine Neos: once a turn, in your main phase, destroy 1 random card
# of the opponent's hand. (Its special summon from the fusion deck is not declared.)
def _marine_neos(res: Resolution) -> None:
    d = res.duel
    hand = hand_of(d, res.opponent)
    if _here(res) and hand:
        d.destroy([hand[d.rng.below(len(hand))]], res.cause)


define(5128859, Effect(Kind.IGNITION, _marine_neos, once_per_turn=True, needs=_opponent_has_hand,
                       text_en="destroy 1 random card of the opponent's hand",
                       text_ja="相手の手札をランダムに１枚選んで破壊する"))


# ==== R004-139.12: 地獄詩人ヘルポエマー / Helpoemer ======================================================
# While it is in the graveyard because it was destroyed by battle: at the end of the opponent's battle
# phase, the opponent discards 1 random card. (That it cannot be special summoned from the graveyard is not
# enforced.)
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
              needs=_opponent_has_hand, text_en="the opponent discards 1 random card",
              text_ja="相手の手札をランダムに１枚捨てる"),
       _remember("destroyed", _helpoemer_note))


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
            d.attack = (att[0], att[1], -1, 0)
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
       Effect(C, affects=_self, direct_attack=True, text_en="may attack directly", text_ja="直接攻撃できる"),
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
# destroyed. (That it may count as two tributes for a LIGHT Fairy is not declared: the engine has no double
# tributes.)
def _destroy_self(res: Resolution) -> None:
    if _here(res):
        res.duel.destroy([res.card], res.cause)


define(11662742,
       Effect(C, affects=_self, battle_proof=True, text_en="not destroyed by battle", text_ja="戦闘では破壊されない"),
       Effect(T, _destroy_self, trigger="damage", self_trigger=False, when=lambda ctx, ev: ev.player == ctx.player,
              text_en="you took damage: destroy this card", text_ja="自分がダメージを受けた時、このカードを破壊する"))


# デス・デーモン・ドラゴン / Fiend Skull Dragon: the effects of flip effect monsters are negated. (Its negation
# of a trap effect that targets it, as that effect resolves, is not declared; its materials are in
# arbiter.ocg.fusion.)
define(66235877, Effect(C, negates="monster", affects=lambda ctx, c: c.data.is_flip and c.on_field,
                        text_en="negate the effects of flip effect monsters",
                        text_ja="リバース効果モンスターの効果を無効にする"))

"""Flip effect monsters: the cards of seed 003's lists (リバース効果／Ａ–Ｅ).

Each card is described in the project's own words (the era's behaviour as the rulings page and the
card database describe it). Where a card needs something the engine cannot do yet, the comment above
it says what is missing; the part that can be done is declared.

人喰い虫 (Man-Eater Bug) is declared in `monsters.py`. Not declared here, because nothing of their flip
effect can be carried out yet: 物資調達員 (no fusion summon records which materials 「融合」 sent),
ダークファミリア (a trigger for a card sent to the graveyard after having been flipped: the card object that
was flipped is gone by then, and a move event does not say which object left).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    NECROVALLEY,
    banish_targets,
    battle_opponent,
    bind,
    bound,
    burn_500,
    by_battle,
    destroy_targets,
    field_to_grave,
    grant_this_turn,
    switch_position,
    take_targets_this_turn,
    to_face_down,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.chain import Activation
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Note
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

F = Kind.FLIP

# ---- shared pieces ---------------------------------------------------------------------------

OPP_MONSTER = TargetSpec(side="opp", text_en="a monster the opponent controls",
                         text_ja="相手フィールド上のモンスター")
ANY_MONSTER_OR_SELF = TargetSpec(allow_self=True)

@dataclass(frozen=True, slots=True)
class Mark(Note):
    """A fact about one card object under a key (it ends when the card leaves its zone: a new object)."""

    key: str
    card: int
    oid: int
    value: int


def mark(d: Duel, key: str, c: Card, value: int = 0, read_by_effects: bool = False) -> None:
    """Remember a fact about one card object (`read_by_effects`: a continuous effect reads it)."""
    d.remember(Mark(key, c.idx, c.oid, value), read_by_effects=read_by_effects)


def marked(d: Duel, key: str, c: Card) -> list[int]:
    """The values remembered under `key` for this card object, smallest first."""
    return sorted(m.value for m in d.notes(Mark) if m.key == key and m.card == c.idx and m.oid == c.oid)


def bounce(d: Duel, cards: list[Card], cause: Cause) -> None:
    """Return cards to their owner's hand; a fusion monster goes back to its owner's fusion deck."""
    for c in cards:
        if c.data.is_fusion:
            if c.on_field:
                d.to_fusion_deck(c, cause)
        else:
            d.to_hand([c], cause)


def return_to_deck(d: Duel, cards: list[Card], cause: Cause, where: str = "shuffle") -> None:
    """Return cards to their owner's deck (a fusion monster: the fusion deck)."""
    main = [c for c in cards if not c.data.is_fusion]
    for c in cards:
        if c.data.is_fusion:
            d.to_fusion_deck(c, cause)
    if main:
        d.to_deck(main, cause, where)


def _deck_top(d: Duel, p: int, n: int) -> list[Card]:
    """The top n cards of a deck, top first (revealed or excavated, not moved)."""
    deck = d.players[p].deck
    return [d.cards[i] for i in reversed(deck[-n:])] if n > 0 else []


def players_in_order(d: Duel) -> tuple[int, int]:
    """Both players, the turn player first (the order simultaneous actions are carried out in)."""
    return d.tp, 1 - d.tp


def _can_be_special_summoned(c: Card) -> bool:
    """A main deck monster that is not a ritual monster (those need their own procedure)."""
    return c.data.is_monster and "ritual" not in c.data.subtypes and not c.data.is_fusion


def _bounce_targets(res: Resolution) -> None:
    bounce(res.duel, res.targets(), res.cause)


def _opp_face_up(race: str) -> TargetSpec:
    return TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.race(c) == race,
                      text_en=f"a face-up {race} monster the opponent controls",
                      text_ja="相手フィールド上の表側表示モンスター")


# ---- Ａ：破壊効果 (destruction) ---------------------------------------------------------------

# 執念深き老魔術師 / Old Vindictive Magician: FLIP: destroy 1 targeted monster the opponent controls.
define(45141844, Effect(F, destroy_targets, target=OPP_MONSTER,
                        text_en="destroy the target", text_ja="対象の相手モンスターを破壊する"))


# 深淵の暗殺者 / Night Assailant: FLIP: destroy 1 targeted monster the opponent controls. When it is
# sent from the hand to the graveyard (discarded, or sent by an effect): return 1 targeted flip
# monster in your graveyard other than 「深淵の暗殺者」 to your hand. Effects 2 and 3 are that one
# trigger, for the two event kinds a card going from the hand to the graveyard can be.
def _from_hand(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE)


_OWN_GRAVE_FLIP = TargetSpec(zone=Zone.GRAVE, side="own",
                             where=lambda ctx, c: c.data.is_flip and c.data.passcode != 16226786,
                             text_en="another flip monster in your graveyard",
                             text_ja="自分の墓地の「深淵の暗殺者」以外のリバース効果モンスター")

define(16226786,
       Effect(F, destroy_targets, target=OPP_MONSTER, text_en="destroy the target",
              text_ja="対象の相手モンスターを破壊する"),
       Effect(Kind.TRIGGER, to_hand_targets, trigger="discarded", when=_from_hand, target=_OWN_GRAVE_FLIP,
              text_en="return the target to the hand", text_ja="対象を手札に加える"),
       Effect(Kind.TRIGGER, to_hand_targets, trigger="sent", when=_from_hand, target=_OWN_GRAVE_FLIP,
              text_en="return the target to the hand", text_ja="対象を手札に加える"))


# 爆弾かめ虫 / Bombardment Beetle: FLIP: look at 1 targeted face-down defense position monster the
# opponent controls; an effect monster is destroyed without being turned face-up (so its flip effect
# does not activate, R003-028), any other monster stays as it was.
def _beetle(res: Resolution) -> None:
    for c in res.targets():
        if c.data.is_effect_monster:
            res.duel.destroy([c], res.cause)


define(57409948, Effect(F, _beetle, target=TargetSpec(side="opp", face="down",
                                                      text_en="a face-down monster the opponent controls",
                                                      text_ja="相手フィールド上の裏側守備表示モンスター"),
                        text_en="look at the target; destroy it if it is an effect monster",
                        text_ja="対象を確認し、効果モンスターなら破壊する"))


# 死の４つ星てんとう虫 / 4-Starred Ladybug of Doom: FLIP: destroy every face-up level 4 monster the
# opponent controls (no target).
def _ladybug(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.monsters_of(res.opponent) if c.face_up and c.data.level == 4], res.cause)


define(83994646, Effect(F, _ladybug, text_en="destroy all the opponent's face-up level 4 monsters",
                        text_ja="相手の表側表示のレベル４モンスターを全て破壊する"))

# タイム・ボマー / Jigen Bakudan: FLIP: from then on, in your next standby phase this card is tributed
# and all your monsters are destroyed; the opponent takes half their total ATK (this card's excluded).
# The flip is remembered for this card object; effect 2 is that standby-phase effect (while it stays
# face-up), declared as a mandatory trigger at the start of the standby phase.
def _time_bomber_flip(res: Resolution) -> None:
    if res.card.oid == res.link.oid and res.card.on_field:
        mark(res.duel, "armed", res.card, res.duel.turn)


def _bomber_standby(ctx: Ctx, ev: Event) -> bool:
    flips = marked(ctx.duel, "armed", ctx.card)
    return ev.detail == "standby" and ctx.duel.tp == ctx.player and bool(flips) and flips[-1] < ctx.duel.turn


def _time_bomber_blast(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS:
        return
    d.tribute([me], res.player, res.cause, cost=False)
    mine = d.monsters_of(res.player)
    atk = {c.idx: d.atk(c) for c in mine}
    gone = d.destroy(mine, res.cause)
    d.damage(res.opponent, sum(atk[c.idx] for c in gone) // 2, res.cause)


define(90020065,
       Effect(F, _time_bomber_flip,
              text_en="in your next standby phase this card blows up your monsters",
              text_ja="次の自分のスタンバイフェイズにこのカードは自分のモンスターを破壊する"),
       Effect(Kind.TRIGGER, _time_bomber_blast, trigger="phase", when=_bomber_standby, self_trigger=False,
              text_en="tribute this card, destroy all your monsters, damage equal to half their ATK",
              text_ja="このカードを生け贄に捧げ、自分のモンスターを全て破壊し、その攻撃力の合計の半分のダメージを"
                      "相手に与える"))


# サイバーポッド / Cyber Jar: FLIP: destroy every monster on the field; then each player reveals the
# top 5 cards of their deck (fewer if the deck is smaller), special summons every revealed level 4 or
# lower monster in face-up attack or face-down defense position (its player chooses, monster by
# monster, the turn player first) and adds the other revealed cards to their hand.
def ask_summon_position(res: Resolution, c: Card, player: int, face_down: bool = True) -> Pos:
    """Ask `player` the position `c` is special summoned in: face-up attack, face-up defense or set."""
    opts = [Option("position:attack", "position", -1, int(Pos.ATTACK), "face-up attack", "表側攻撃表示")]
    if face_down:
        opts.append(Option("position:set", "position", -1, int(Pos.SET), "face-down defense", "裏側守備表示"))
    else:
        opts.append(Option("position:defense", "position", -1, int(Pos.DEFENSE), "face-up defense",
                           "表側守備表示"))
    return Pos(res.ask(opts, "position", player, "choose a position", "表示形式を選ぶ").arg)


def _cyber_jar(res: Resolution) -> None:
    d = res.duel
    d.destroy(d.monsters_of(d.tp) + d.monsters_of(1 - d.tp), res.cause)
    revealed = {p: _deck_top(d, p, 5) for p in players_in_order(d)}
    summons: list[tuple[Card, int, Pos]] = []
    for p in players_in_order(d):
        room = d.free_slots(p, Zone.MONSTERS)
        for c in revealed[p]:
            if _can_be_special_summoned(c) and (c.data.level or 0) <= 4 and room > 0:
                room -= 1
                summons.append((c, p, ask_summon_position(res, c, p)))
    for c, p, pos in summons:
        d.special_summon(c, p, pos, res.cause)
    for p in players_in_order(d):
        d.to_hand([c for c in revealed[p] if c.zone is Zone.DECK], res.cause)


define(34124316, Effect(F, _cyber_jar, asks=True,
                        text_en="destroy all monsters; each player reveals 5 cards, special summons the level 4 or "
                                "lower monsters and adds the rest to the hand",
                        text_ja="全てのモンスターを破壊し、お互いにデッキの上から５枚めくり、レベル４以下のモンスターを"
                                "特殊召喚し、残りを手札に加える"))


# 青い忍者 / Armed Ninja: FLIP: target 1 face-up spell card, or 1 set card, on the field; a spell
# card is destroyed (a set card is looked at first), anything else stays where it is.
# 赤い忍者 / Crimson Ninja, トラップ・マスター / Trap Master, カードを狩る死神 / Reaper of the Cards: the
# same for trap cards.
def _spell_or_set(ctx: Ctx, c: Card) -> bool:
    return not c.face_up or c.data.is_spell


def _trap_or_set(ctx: Ctx, c: Card) -> bool:
    return not c.face_up or c.data.is_trap


def _destroy_spell(res: Resolution) -> None:
    res.duel.destroy([c for c in res.targets() if c.data.is_spell], res.cause)


def _destroy_trap(res: Resolution) -> None:
    res.duel.destroy([c for c in res.targets() if c.data.is_trap], res.cause)


SPELL_OR_SET = TargetSpec(zone=Zone.SPELLS, where=_spell_or_set, text_en="a spell card or a set card on the field",
                          text_ja="フィールド上の魔法カードかセットされたカード")
TRAP_OR_SET = TargetSpec(zone=Zone.SPELLS, where=_trap_or_set, text_en="a trap card or a set card on the field",
                         text_ja="フィールド上の罠カードかセットされたカード")

define(9076207, Effect(F, _destroy_spell, target=SPELL_OR_SET,
                       text_en="destroy the target if it is a spell card", text_ja="対象が魔法カードなら破壊する"))
for _code in (14618326, 46461247, 33066139):
    define(_code, Effect(F, _destroy_trap, target=TRAP_OR_SET,
                         text_en="destroy the target if it is a trap card", text_ja="対象が罠カードなら破壊する"))

# ドッペルゲンガー / Greenkappa: FLIP: destroy 2 targeted set spell/trap cards.
define(61831093, Effect(F, destroy_targets,
                        target=TargetSpec(zone=Zone.SPELLS, face="down", count=2,
                                          text_en="a set spell or trap card", text_ja="セットされた魔法・罠カード"),
                        text_en="destroy the targets", text_ja="対象を破壊する"))

JAR = 50045299  # ドラゴン族・封印の壺 / Dragon Capture Jar
SWORDS = 72302403  # 光の護封剣 / Swords of Revealing Light


def _face_up_spells(d: Duel, players: tuple[int, ...], passcode: int) -> list[Card]:
    return [d.cards[i] for p in players for i in d.players[p].spells
            if i >= 0 and d.cards[i].face_up and d.cards[i].data.passcode == passcode]


# 壺魔人 / Dragon Piper: FLIP: destroy every face-up 「ドラゴン族・封印の壺」; if one was destroyed, every
# face-up dragon on the field turns to attack position.
def _dragon_piper(res: Resolution) -> None:
    d = res.duel
    if d.destroy(_face_up_spells(d, players_in_order(d), JAR), res.cause):
        for p in players_in_order(d):
            for c in d.monsters_of(p):
                if c.pos is Pos.DEFENSE and c.data.race == "Dragon":
                    d.set_position(c, Pos.ATTACK, res.cause)


define(55763552, Effect(F, _dragon_piper,
                        text_en="destroy face-up Dragon Capture Jars; if any, face-up dragons turn to attack position",
                        text_ja="表側表示の「ドラゴン族・封印の壺」を破壊し、破壊した場合ドラゴン族を攻撃表示にする"))


# ウェザー・レポート / Weather Report: FLIP: destroy every face-up 「光の護封剣」 the opponent controls;
# if one was destroyed, its controller may have a second battle phase (after main phase 2) in their next
# battle turn: this turn if it is theirs, else their next turn.
def _weather_report(res: Resolution) -> None:
    d = res.duel
    if d.destroy(_face_up_spells(d, (res.opponent,), SWORDS), res.cause):
        turn = d.turn if d.tp == res.player else d.turn + 1
        d.add_battle_phase(res.player, turn, res.cause)


define(72053645, Effect(F, _weather_report,
                        text_en="destroy the opponent's face-up Swords of Revealing Light; if you did, you may "
                        "have two battle phases in your next turn",
                        text_ja="相手の表側表示の「光の護封剣」を全て破壊し、破壊した場合、次の自分のバトルフェイズを２回行える"))

# ---- Ｂ：手札・デッキに戻す (to the hand or deck) ---------------------------------------------------

# 寄生虫パラサイド / Parasite Paracide: FLIP: it is shuffled face-up into the opponent's deck. When that player
# draws it, it is special summoned to their field in face-up defense position and they take 1000 damage; while
# it is face-up there, the face-up monsters on that side are Insects.
def _paracide_in(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.oid == res.link.oid:
        res.duel.to_deck([c], res.cause, player=res.opponent, pos=Pos.UP)


def _paracide_drawn(res: Resolution) -> None:
    d = res.duel
    c = res.card
    drawer = res.link.events[0].player
    if c.zone is Zone.HAND and d.free_slots(drawer, Zone.MONSTERS):
        d.special_summon(c, drawer, Pos.DEFENSE, res.cause)
    d.damage(drawer, 1000, res.cause)


define(27911549, Effect(F, _paracide_in, text_en="shuffle this card face-up into the opponent's deck",
                        text_ja="このカードを相手のデッキに表向きで混ぜてシャッフルする"),
       Effect(Kind.TRIGGER, _paracide_drawn, trigger="drawn", when=lambda ctx, ev: ev.player != ctx.card.owner,
              text_en="drawn by the opponent: special summon it to their field in defense; they take 1000 damage",
              text_ja="相手がドローした時、相手フィールド上に表側守備表示で特殊召喚し、相手に１０００ダメージ"),
       Effect(Kind.CONTINUOUS, race=lambda ctx, c: "Insect",
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.card.ctl,
              text_en="face-up monsters on its side are Insects", text_ja="その側の表側表示モンスターは昆虫族になる"))

# ハネハネ / Hane-Hane: FLIP: return 1 targeted monster on the field (it may be this card) to its
# owner's hand.
define(7089711, Effect(F, _bounce_targets, target=ANY_MONSTER_OR_SELF,
                       text_en="return the target to its owner's hand", text_ja="対象を持ち主の手札に戻す"))

# 爆風トカゲ / Gale Lizard: FLIP: return 1 targeted monster the opponent controls to its owner's hand.
define(77491079, Effect(F, _bounce_targets, target=OPP_MONSTER,
                        text_en="return the target to its owner's hand", text_ja="対象を持ち主の手札に戻す"))

# ペンギン・ソルジャー / Penguin Soldier: FLIP (optional): return up to 2 targeted monsters on the
# field to their owners' hands.
define(93920745, Effect(F, _bounce_targets, target=TargetSpec(allow_self=True, count=2, min=1), mandatory=False,
                        text_en="return the targets to their owners' hands", text_ja="対象を持ち主の手札に戻す"))


# 尾も白い黒猫 / Dark Cat with White Tail: FLIP: return 2 targeted monsters the opponent controls and
# 1 targeted monster you control (it may be this card) to their owners' hands (a target spec of two parts).
define(8634636, Effect(F, _bounce_targets,
                       target=TargetSpec(count=3, parts=(TargetSpec(side="opp", count=2),
                                                         TargetSpec(side="own", count=1, allow_self=True))),
                       text_en="return 2 of the opponent's monsters and 1 of yours to their owners' hands",
                       text_ja="相手モンスター２体と自分のモンスター１体を持ち主の手札に戻す"))

# トルネード・バード / Tornado Bird: FLIP: return 2 targeted spell/trap cards on the field to their
# owners' hands.
define(71283180, Effect(F, _bounce_targets,
                        target=TargetSpec(zone=Zone.SPELLS, count=2, text_en="a spell or trap card on the field",
                                          text_ja="フィールド上の魔法・罠カード"),
                        text_en="return the targets to their owners' hands", text_ja="対象を持ち主の手札に戻す"))


# 聖なる守り手 / Mysterious Guard: FLIP: one of two modes. Target 1 face-up monster: put it on top of its
# owner's deck; or, if you control a Warrior, target 2 face-up monsters: the first goes on top of its owner's
# deck, then, if you still control a Warrior, the second returns to its owner's hand (R003-056.20,
# R004-109.06). The mode is the number of targets chosen: a second target may be picked only while a
# face-up Warrior is on your field.
def _warrior_here(d: Duel, p: int) -> bool:
    return any(m.face_up and d.race(m) == "Warrior" for m in d.monsters_of(p))


class _GuardSpec(TargetSpec):
    """1 face-up monster, or 2 with a Warrior on the activator's field (the second pick needs it)."""

    __slots__ = ()

    def fits(self, ctx: Ctx, c: Card) -> bool:
        if not TargetSpec.fits(self, ctx, c):
            return False
        top = ctx.duel.stack[-1] if ctx.duel.stack else None
        second = isinstance(top, Activation) and top.card == ctx.card.idx and bool(top.chosen)
        return not second or _warrior_here(ctx.duel, ctx.player)


def _guard(res: Resolution) -> None:
    d = res.duel
    live = res.targets()
    first, *rest = [d.cards[i] for i, _ in res.link.targets]
    if first in live:
        return_to_deck(d, [first], res.cause, "top")
    if rest and rest[0] in live:
        d.next_thing()
        if _warrior_here(d, res.player):
            bounce(d, rest, res.cause)


define(1347977, Effect(F, _guard, target=_GuardSpec(face="up", allow_self=True, count=2, min=1,
                                                    text_en="1 face-up monster (2 with a Warrior on your field)",
                                                    text_ja="表側表示モンスター１体（戦士族がいれば２体）"),
                       text_en="put the (first) target on top of its owner's deck; then, with a Warrior on your "
                               "field, return the second to the hand",
                       text_ja="対象１体を持ち主のデッキの一番上に戻す。その後、戦士族がいればもう１体を手札に戻す"))


# カオスポッド / Morphing Jar #2: FLIP: every monster on the field is shuffled into its owner's deck;
# then each player excavates from the top of their deck until as many monsters as they shuffled into
# it have come out, special summons the excavated level 4 or lower monsters in face-down defense
# position and sends the other excavated cards to the graveyard.
def _morphing_jar2(res: Resolution) -> None:
    d = res.duel
    monsters = d.monsters_of(d.tp) + d.monsters_of(1 - d.tp)
    counts = [0, 0]
    for c in monsters:
        if not c.data.is_fusion:
            counts[c.owner] += 1
    return_to_deck(d, monsters, res.cause)
    for p in players_in_order(d):
        dug: list[Card] = []
        found = 0
        for c in _deck_top(d, p, len(d.players[p].deck)):
            if found >= counts[p]:
                break
            dug.append(c)
            found += c.data.is_monster
        for c in dug:
            if _can_be_special_summoned(c) and (c.data.level or 0) <= 4:
                d.special_summon(c, p, Pos.SET, res.cause)
        d.send_to_grave([c.idx for c in dug if c.zone is Zone.DECK], res.cause)


define(79106360, Effect(F, _morphing_jar2,
                        text_en="shuffle all monsters into the deck; excavate as many monsters, set the level 4 or "
                                "lower ones, send the rest to the graveyard",
                        text_ja="全てのモンスターをデッキに戻し、戻した数のモンスターが出るまでめくり、レベル４以下を"
                                "裏側守備表示で特殊召喚し、残りを墓地へ送る"))


# ファイバーポッド / Fiber Jar: FLIP: each player shuffles every card of their hand, field and graveyard
# into their deck, then draws 5 cards.
def _fiber_jar(res: Resolution) -> None:
    d = res.duel
    for p in players_in_order(d):
        pl = d.players[p]
        spells = [d.cards[i] for i in pl.cards_in(Zone.SPELLS) + pl.cards_in(Zone.FIELD)]
        return_to_deck(d, spells, res.cause)
    for p in players_in_order(d):
        return_to_deck(d, d.monsters_of(p), res.cause)
    for p in players_in_order(d):
        pl = d.players[p]
        return_to_deck(d, [d.cards[i] for i in [*pl.hand, *pl.grave]], res.cause)
    for p in players_in_order(d):
        d.draw(p, 5, res.cause)


define(78706415, Effect(F, _fiber_jar,
                        text_en="each player shuffles hand, field and graveyard into the deck and draws 5",
                        text_ja="お互いの手札・フィールド・墓地のカードをデッキに戻してシャッフルし、５枚ドローする"))

# 闇の仮面 / Mask of Darkness: FLIP: add 1 targeted trap card from your graveyard to your hand.
define(28933734, Effect(F, to_hand_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_trap,
                                          text_en="a trap card in your graveyard", text_ja="自分の墓地の罠カード"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))

# 聖なる魔術師 / Magician of Faith: FLIP: add 1 targeted spell card from your graveyard to your hand.
define(31560081, Effect(F, to_hand_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_spell,
                                          text_en="a spell card in your graveyard", text_ja="自分の墓地の魔法カード"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))


# デスグレムリン / Des Feral Imp: FLIP: shuffle 1 targeted card from your graveyard into your deck.
def _shuffle_back(res: Resolution) -> None:
    return_to_deck(res.duel, res.targets(), res.cause)


define(81985784, Effect(F, _shuffle_back,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", text_en="a card in your graveyard",
                                          text_ja="自分の墓地のカード"),
                        text_en="shuffle the target into your deck", text_ja="対象をデッキに戻す"))


# 不幸を告げる黒猫 / A Cat of Ill Omen and 幸運を告げるフクロウ / An Owl of Luck: FLIP: choose 1 trap card
# (the owl: 1 field spell card) from your deck; the deck is shuffled and the card put on top, or, while
# 「王家の眠る谷－ネクロバレー」 is face-up on the field, added to the hand if its player wishes (R004-105.06/.07).


def _deck_cards(res: Resolution) -> list[Card]:
    return [res.duel.cards[i] for i in res.duel.players[res.player].deck]


def _choose_from_deck(res: Resolution) -> Card | None:
    i = res.answer
    if i < 0:
        return None
    c = res.duel.cards[i]
    return c if c.zone is Zone.DECK and c.owner == res.player else None


def _necrovalley_here(res: Resolution) -> bool:
    d = res.duel
    return any(i >= 0 and d.cards[i].data.passcode == NECROVALLEY and d.cards[i].face_up and d.cards[i].active
               for pl in d.players for i in (pl.field, *pl.spells))


def _put_on_top(res: Resolution) -> None:
    c = _choose_from_deck(res)
    if c is None:
        return
    if _necrovalley_here(res):
        o = res.ask([Option("yes", "yes", label_en="add it to the hand", label_ja="手札に加える"),
                     Option("no", "no", label_en="put it on top", label_ja="デッキの一番上に置く")], "optional")
        if o.kind == "yes":
            _search(res)
            return
    res.duel.shuffle_deck(res.player)
    res.duel.to_deck([c], res.cause, "top")


def _search(res: Resolution) -> None:
    c = _choose_from_deck(res)
    if c is not None:
        res.duel.to_hand([c], res.cause)
        res.duel.shuffle_deck(res.player)


def _traps_in_deck(res: Resolution) -> list[Card]:
    return [c for c in _deck_cards(res) if c.data.is_trap]


def _field_spells_in_deck(res: Resolution) -> list[Card]:
    return [c for c in _deck_cards(res) if c.data.is_spell and "field" in c.data.subtypes]


def _guardians_in_deck(res: Resolution) -> list[Card]:
    return [c for c in _deck_cards(res) if "ガーディアン" in c.data.name_ja]


def _equips_in_deck(res: Resolution) -> list[Card]:
    return [c for c in _deck_cards(res) if c.data.is_spell and "equip" in c.data.subtypes]


define(24140059, Effect(F, _put_on_top, choice=Choice("card", _traps_in_deck), asks=True,
                        text_en="put a trap card from your deck on top of it",
                        text_ja="デッキの罠カード１枚をデッキの一番上に置く"))
define(23927567, Effect(F, _put_on_top, choice=Choice("card", _field_spells_in_deck), asks=True,
                        text_en="put a field spell card from your deck on top of it",
                        text_ja="デッキのフィールド魔法カード１枚をデッキの一番上に置く"))

# ウェポンサモナー / Arsenal Summoner: FLIP: add 1 card whose name contains 「ガーディアン」 from your
# deck to your hand.
define(85489096, Effect(F, _search, choice=Choice("card", _guardians_in_deck),
                        text_en="add a Guardian card from your deck to your hand",
                        text_ja="デッキから「ガーディアン」と名のついたカード１枚を手札に加える"))

# 名工 虎鉄 / Iron Blacksmith Kotetsu: FLIP: add 1 equip spell card from your deck to your hand.
define(73431236, Effect(F, _search, choice=Choice("card", _equips_in_deck),
                        text_en="add an equip spell card from your deck to your hand",
                        text_ja="デッキから装備魔法カード１枚を手札に加える"))


# 魔導雑貨商人 / Magical Merchant: FLIP: excavate from the top of your deck until a spell or trap card
# comes out; add it to your hand and send the other excavated cards to the graveyard. (If none comes
# out, nothing is sent; the deck is shuffled. The page does not say.)
def _merchant(res: Resolution) -> None:
    d = res.duel
    dug: list[Card] = []
    for c in _deck_top(d, res.player, len(d.players[res.player].deck)):
        if c.data.is_spell or c.data.is_trap:
            d.to_hand([c], res.cause)
            d.send_to_grave([x.idx for x in dug], res.cause)
            return
        dug.append(c)
    d.shuffle_deck(res.player)


define(32362575, Effect(F, _merchant,
                        text_en="excavate until a spell or trap card; add it to your hand, the rest to the graveyard",
                        text_ja="魔法・罠カードが出るまでデッキをめくり、それを手札に加え、残りを墓地へ送る"))


# ---- Ｃ：特殊召喚・回復・ダメージ (special summon, recovery, damage) -------------------------------

# デスハムスター / Bubonic Vermin: FLIP (optional): special summon 1 「デスハムスター」 from your deck in
# face-down defense position, then shuffle the deck.
def _vermin_in_deck(res: Resolution) -> list[Card]:
    return [c for c in _deck_cards(res) if c.data.passcode == 6104968]


def _vermin_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and any(
        d.cards[i].data.passcode == 6104968 for i in d.players[ctx.player].deck)


def _vermin(res: Resolution) -> None:
    c = _choose_from_deck(res)
    if c is not None:
        res.duel.special_summon(c, res.player, Pos.SET, res.cause)
    res.duel.shuffle_deck(res.player)


define(6104968, Effect(F, _vermin, needs=_vermin_needs, mandatory=False, choice=Choice("card", _vermin_in_deck),
                       text_en="special summon a Bubonic Vermin from your deck face-down",
                       text_ja="デッキから「デスハムスター」１体を裏側守備表示で特殊召喚する"))


# 幻想召喚師 / Summoner of Illusions: FLIP: tribute 1 other monster you control, and then special
# summon 1 fusion monster from your fusion deck (face-up attack or defense); both chosen while it
# resolves. The summoned monster is destroyed in the end phase of this turn (a trigger the resolution
# leaves in place for the turn, whatever becomes of this card).
def _summoner(res: Resolution) -> None:
    d = res.duel
    others = [c for c in d.monsters_of(res.player) if c.idx != res.card.idx]
    fusions = [d.cards[i] for i in d.players[res.player].extra if d.cards[i].data.is_fusion]
    if not others or not fusions:
        return
    t = res.ask_cards(others, "tribute")
    d.tribute([t], res.player, res.cause)
    if d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    f = res.ask_cards(fusions)
    d.special_summon(f, res.player, ask_summon_position(res, f, res.player, face_down=False), res.cause)
    if f.zone is not Zone.MONSTERS:
        return
    idx, oid, turn = f.idx, f.oid, d.turn

    def destroy_it(r: Resolution) -> None:
        c = r.duel.cards[idx]
        if c.oid == oid and c.zone is Zone.MONSTERS:
            r.duel.destroy([c], r.cause)

    d.linger(res.card, res.player, Effect(
        Kind.TRIGGER, destroy_it, trigger="phase", self_trigger=False,
        when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn and ctx.duel.cards[idx].oid == oid,
        text_en="destroy the fusion monster it summoned", text_ja="特殊召喚した融合モンスターを破壊する"), res.cause)


define(14644902, Effect(F, _summoner, asks=True,
                        text_en="tribute another monster you control and special summon a fusion monster; "
                                "destroy it in the end phase",
                        text_ja="自分のモンスター１体を生け贄にし、融合デッキから融合モンスター１体を特殊召喚する。"
                                "エンドフェイズにそれを破壊する"))


# スネークポット / Cobra Jar: FLIP: special summon 1 「毒蛇トークン」 (Poisonous Snake Token: Reptile, EARTH,
# level 3, 1200/1200) in face-up attack or defense position (chosen while it resolves).
POISONOUS_SNAKE_TOKEN = 86801872


def _cobra_jar(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    pos = ask_summon_position(res, res.card, res.player, face_down=False)
    d.create_token(token_data(POISONOUS_SNAKE_TOKEN, "毒蛇トークン"), res.player, pos, res.cause)


define(86801871, Effect(F, _cobra_jar, asks=True,
                        text_en="special summon a Poisonous Snake Token (1200/1200)",
                        text_ja="「毒蛇トークン」（爬虫類族・地・星３・攻／守１２００）を１体特殊召喚する"))


# 魂を呼ぶ者 / Spirit Caller: FLIP (optional): special summon 1 level 3 or lower normal monster from
# your graveyard, in face-up attack or defense position (both chosen while it resolves).


def _caller_fits(c: Card) -> bool:
    return c.data.is_normal_monster and (c.data.level or 0) <= 3


def _caller_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and any(
        _caller_fits(d.cards[i]) for i in d.players[ctx.player].grave)


def _spirit_caller(res: Resolution) -> None:
    d = res.duel
    cands = [d.cards[i] for i in d.players[res.player].grave if _caller_fits(d.cards[i])]
    if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    d.special_summon(c, res.player, ask_summon_position(res, c, res.player, face_down=False), res.cause)


define(48659020, Effect(F, _spirit_caller, needs=_caller_needs, mandatory=False, asks=True,
                        text_en="special summon a level 3 or lower normal monster from your graveyard",
                        text_ja="自分の墓地のレベル３以下の通常モンスター１体を特殊召喚する"))


# 雷仙人 / The Immortal of Thunder: FLIP: gain 3000 LP. When it is sent from the field to the graveyard
# (destroyed, sent or tributed), the player who controlled it loses 5000 LP (neither damage nor a cost).
def _gain_3000(res: Resolution) -> None:
    res.duel.gain_lp(res.player, 3000, res.cause)


def _lose_5000(res: Resolution) -> None:
    ev = res.link.events[0]
    res.duel.lose_lp(ev.player, 5000, res.cause)


define(84926738, Effect(F, _gain_3000, text_en="gain 3000 LP", text_ja="３０００ライフポイント回復する"),
       *(Effect(Kind.TRIGGER, _lose_5000, trigger=k, when=field_to_grave,
                text_en="its controller loses 5000 LP",
                text_ja="このカードのコントローラーは５０００ライフポイントを失う")
         for k in ("destroyed", "sent", "tributed")))


# ポイズンマミー / Poison Mummy: FLIP: 500 damage to the opponent.
define(43716289, Effect(F, burn_500, text_en="500 damage to the opponent", text_ja="相手に５００ダメージを与える"))


# 剣の女王 / Princess of Tsurugi: FLIP: 500 damage to the opponent for each spell/trap card they control.
def _tsurugi(res: Resolution) -> None:
    pl = res.duel.players[res.opponent]
    n = len(pl.cards_in(Zone.SPELLS)) + len(pl.cards_in(Zone.FIELD))
    res.duel.damage(res.opponent, 500 * n, res.cause)


define(51371017, Effect(F, _tsurugi, text_en="500 damage to the opponent for each spell/trap card they control",
                        text_ja="相手の魔法・罠カードの数×５００ダメージを相手に与える"))


# デス・コアラ / Des Koala: FLIP: 400 damage to the opponent for each card in their hand.
def _koala(res: Resolution) -> None:
    res.duel.damage(res.opponent, 400 * len(res.duel.players[res.opponent].hand), res.cause)


define(69579761, Effect(F, _koala, text_en="400 damage to the opponent for each card in their hand",
                        text_ja="相手の手札の数×４００ダメージを相手に与える"))


# ダイス・ポット / Dice Jar: FLIP: each player rolls a die (the activating player first), again while
# the rolls are equal; the lower roller takes 500 times the higher roll, or 6000 if it was a 6.
def _dice_jar(res: Resolution) -> None:
    d = res.duel
    while True:
        mine, theirs = d.roll_die(res.player, res.cause), d.roll_die(res.opponent, res.cause)
        if mine != theirs:
            break
    loser, high = (res.opponent, mine) if mine > theirs else (res.player, theirs)
    d.damage(loser, 6000 if high == 6 else 500 * high, res.cause)


define(3549275, Effect(F, _dice_jar,
                       text_en="both players roll a die; the lower roller takes 500 x the higher roll (6: 6000)",
                       text_ja="お互いにサイコロを振り、小さい目のプレイヤーは相手の目×５００（６なら６０００）ダメージを受ける"))


# ニードル・ボール / Needle Ball: FLIP (optional): pay 2000 LP (the cost); 1000 damage to the opponent.
def _damage_1000(res: Resolution) -> None:
    res.duel.damage(res.opponent, 1000, res.cause)


define(94230224, Effect(F, _damage_1000, cost=Cost(lp=2000), mandatory=False,
                        needs=lambda ctx: ctx.duel.players[ctx.player].lp >= 2000,
                        text_en="1000 damage to the opponent", text_ja="相手に１０００ダメージを与える"))


# 炎の女暗殺者 / Lady Assailant of Flames: FLIP: banish the top 3 cards of your deck (the cost, paid on
# activation); 800 damage to the opponent. It is activated only with 3 cards in the deck.
def _burn_800(res: Resolution) -> None:
    res.duel.damage(res.opponent, 800, res.cause)


define(90147755, Effect(F, _burn_800, cost=Cost(banish_deck=3),
                        needs=lambda ctx: len(ctx.duel.players[ctx.player].deck) >= 3,
                        text_en="banish the top 3 cards of your deck; 800 damage to the opponent",
                        text_ja="自分のデッキの上から３枚を除外し、相手に８００ダメージを与える"))


# ファイヤーソーサラー / Fire Sorcerer: FLIP: banish 2 random cards from your hand (the cost, paid on
# activation); 800 damage to the opponent. It is activated only with 2 cards in the hand.
define(27132350, Effect(F, _burn_800, cost=Cost(banish_hand_random=2),
                        needs=lambda ctx: len(ctx.duel.players[ctx.player].hand) >= 2,
                        text_en="banish 2 random cards from your hand; 800 damage to the opponent",
                        text_ja="自分の手札をランダムに２枚除外し、相手に８００ダメージを与える"))


# ---- Ｅ：コントロール・攻守の増減・その他 (control, position, ATK/DEF, restriction, banish) ------------

# 王座の侵略者 / Invader of the Throne: FLIP: switch control of this card and 1 targeted monster the
# opponent controls. It cannot be activated in the battle phase (so being attacked face-down does not
# activate it: the exception named in R003-025).
def _invader(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS or me.ctl != res.player:
        return
    for c in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS) > 0:
            d.take_control(c, res.player, res.cause)
            d.take_control(me, res.opponent, res.cause)
        else:
            d.take_control(me, res.opponent, res.cause)
            d.take_control(c, res.player, res.cause)


define(3056267, Effect(F, _invader, target=OPP_MONSTER, condition=lambda ctx: not ctx.duel.phase.startswith("battle"),
                       text_en="switch control of this card and the target",
                       text_ja="このカードと対象の相手モンスターのコントロールを入れ替える"))

# 電磁ミノ虫 / Electromagnetic Bagworm: FLIP: take control of 1 targeted face-up machine the opponent
# controls until your next end phase (this turn's if it is yours, else your next turn's). When it is
# destroyed by battle, the monster that destroyed it (the one it battled) loses 500 ATK and DEF.
def _control_until_your_end(res: Resolution) -> None:
    d = res.duel
    until = d.turn if d.tp == res.player else d.next_turn_of(res.player)
    for c in res.targets():
        d.take_control(c, res.player, res.cause, until_turn=until)


def _weaken_the_destroyer(res: Resolution) -> None:
    c = battle_opponent(res)
    if c is not None and c.face_up:
        res.duel.boost(c, -500, -500, res.cause, until_end=False)


WEAKEN_DESTROYER = Effect(Kind.TRIGGER, _weaken_the_destroyer, trigger="destroyed", when=by_battle,
                          text_en="the monster that destroyed this card loses 500 ATK and DEF",
                          text_ja="このカードを破壊したモンスターの攻撃力・守備力は５００ダウンする")

define(7914843, Effect(F, _control_until_your_end, target=_opp_face_up("Machine"),
                       text_en="take control of the target until your next end phase",
                       text_ja="次の自分のエンドフェイズまで対象のコントロールを得る"),
       WEAKEN_DESTROYER)

# デーモン・テイマー / Shadow Tamer: FLIP: take control of 1 face-up fiend the opponent controls until
# the end phase.
define(37620434, Effect(F, take_targets_this_turn, target=_opp_face_up("Fiend"),
                        text_en="take control of the target until the end phase",
                        text_ja="エンドフェイズまで対象のコントロールを得る"))

# ドラゴン・ライダー / Dragon Manipulator: FLIP: take control of 1 face-up dragon the opponent controls
# until the end phase.
define(63018132, Effect(F, take_targets_this_turn, target=_opp_face_up("Dragon"),
                        text_en="take control of the target until the end phase",
                        text_ja="エンドフェイズまで対象のコントロールを得る"))

# Ｘ・Ｅ・Ｎ・Ｏ / Jowls of Dark Demise: FLIP: take control of 1 targeted monster the opponent controls
# until the end phase; it may attack the opponent directly this turn (a lingering grant, whatever becomes
# of 「Ｘ・Ｅ・Ｎ・Ｏ」).
def _jowls(res: Resolution) -> None:
    for c in res.targets():
        if res.duel.take_control(c, res.player, res.cause, until_end=True):
            grant_this_turn(res, c, "may attack directly this turn", "このターン直接攻撃できる", direct_attack=True)


define(5257687, Effect(F, _jowls, target=OPP_MONSTER,
                       text_en="take control of the target until the end phase",
                       text_ja="エンドフェイズまで対象のコントロールを得る"))


# 朱い靴 / Bite Shoes: FLIP: change the battle position of 1 targeted face-up monster (attack <->
# defense; it stays face-up).
define(50122883, Effect(F, switch_position, target=TargetSpec(face="up", allow_self=True,
                                                               text_en="a face-up monster",
                                                               text_ja="表側表示モンスター"),
                        text_en="change the target's battle position", text_ja="対象の表示形式を変更する"))


# 砂バク / Desertapir: FLIP: turn 1 targeted face-up monster other than a 「砂バク」 face-down.
define(13409151, Effect(F, to_face_down,
                        target=TargetSpec(face="up", where=lambda ctx, c: c.data.passcode != 13409151,
                                          text_en="a face-up monster other than Desertapir",
                                          text_ja="「砂バク」以外の表側表示モンスター"),
                        text_en="turn the target face-down", text_ja="対象を裏側守備表示にする"))


# 闇晦ましの城 / Castle of Dark Illusions: FLIP: face-up zombies gain 200 ATK and DEF, and 200 more at
# each of your standby phases, up to your 4th one after the flip, while this card stays face-up.
# (The flip is remembered for this card object; turning it face-down without it leaving the field is
# not noticed.)
def _castle_flip(res: Resolution) -> None:
    if res.card.oid == res.link.oid and res.card.on_field:
        mark(res.duel, "castle", res.card, res.duel.turn)


def _own_standbys_since(d: Duel, player: int, turn: int) -> int:
    """How many of `player`'s standby phases have begun after turn `turn`."""
    n = 0
    for t in range(turn + 1, d.turn + 1):
        tp = d.tp if (d.turn - t) % 2 == 0 else 1 - d.tp
        if tp == player and (t < d.turn or d.phase != "draw"):
            n += 1
    return n


def _castle_boost(ctx: Ctx, c: Card) -> int:
    flips = marked(ctx.duel, "castle", ctx.card)
    if not flips:
        return 0
    return 200 * (1 + min(4, _own_standbys_since(ctx.duel, ctx.player, flips[-1])))


define(62121,
       Effect(F, _castle_flip, text_en="zombies gain 200 ATK/DEF, and 200 more each of your standby phases",
              text_ja="アンデット族の攻撃力・守備力を２００アップし、自分のスタンバイフェイズ毎にさらにアップする"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up
              and c.data.race == "Zombie", atk=_castle_boost, defense=_castle_boost,
              text_en="(after its flip) zombies gain ATK/DEF", text_ja="（リバース後）アンデット族の攻守アップ"))


# ニュート / Slate Warrior: FLIP: this card gains 500 ATK and DEF (while it stays face-up on the
# field). When it is destroyed by battle, the monster that destroyed it loses 500 ATK and DEF.
def _slate_flip(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid:
        res.duel.boost(c, 500, 500, res.cause, until_end=False)


define(78636495, Effect(F, _slate_flip, text_en="this card gains 500 ATK and DEF",
                        text_ja="このカードの攻撃力・守備力は５００アップする"),
       WEAKEN_DESTROYER)

# ダーク・アイズ・イリュージョニスト / Dark-Eyes Illusionist: FLIP: 1 targeted monster cannot attack while
# this card is face-up on the field. The flip effect binds the target to this card object (a new flip
# binds a new one); effect 2 is the restriction, applying while this card is face-up.
def _hold_target(res: Resolution) -> None:
    me = res.card
    if me.oid != res.link.oid or not me.on_field:
        return
    for c in res.targets():
        bind(res.duel, "illusion", me, c, replace=True)


define(38247752,
       Effect(F, _hold_target, target=ANY_MONSTER, text_en="the target cannot attack while this card is face-up",
              text_ja="このカードが存在する限り対象は攻撃できない"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=lambda ctx, c: c in bound(ctx.duel, "illusion", ctx.card),
              text_en="the target cannot attack", text_ja="対象は攻撃できない"))


# ソニックジャマー / Sonic Jammer: FLIP: the opponent cannot activate spell cards until the end of the
# next turn. Written as a ban on every spell card name the opponent owns or controls in this duel (the
# duel's cards are all the cards there are), for this turn and the next.
def _sonic_jammer(res: Resolution) -> None:
    d = res.duel
    p = res.opponent
    codes = sorted({c.data.passcode for c in d.cards if c.data.is_spell and (c.owner == p or c.ctl == p)})
    for code in codes:
        d.ban_name(code, "activate", res.cause, player=p, turns=2)


define(84550200, Effect(F, _sonic_jammer,
                        text_en="the opponent cannot activate spell cards until the end of the next turn",
                        text_ja="次のターンのエンドフェイズ終了時まで相手は魔法カードを発動できない"))

# ディメンション・ポッド / Dimension Jar: FLIP: each player (the activating player first) may banish up
# to 3 cards from the opponent's graveyard, chosen one by one ("no": no more); they are banished
# together at the end.
def _dimension_jar(res: Resolution) -> None:
    d = res.duel
    chosen: list[Card] = []
    for p in (res.player, res.opponent):
        mine: list[Card] = []
        while len(mine) < 3:
            left = [d.cards[i] for i in d.players[1 - p].grave if d.cards[i] not in mine]
            if not left:
                break
            opts = [d.card_option("select", c.idx) for c in left]
            opts.append(Option("no", "no", label_en="no more", label_ja="終了"))
            o = res.ask(opts, "select", p, "banish a card from the opponent's graveyard, or no more",
                        "相手の墓地から除外するカードを選ぶ（終了で終わる）")
            if o.kind == "no":
                break
            mine.append(d.cards[o.card])
        chosen += mine
    d.banish(chosen, res.cause)


define(73414375, Effect(F, _dimension_jar, asks=True,
                        text_en="each player may banish up to 3 cards from the opponent's graveyard",
                        text_ja="お互いに相手の墓地のカードを３枚まで除外できる"))

# 混沌の呪術師 / Witch Doctor of Chaos: FLIP: banish 1 targeted monster card from either graveyard.
define(75946257, Effect(F, banish_targets,
                        target=TargetSpec(zone=Zone.GRAVE, where=lambda ctx, c: c.data.is_monster,
                                          text_en="a monster card in a graveyard", text_ja="墓地のモンスターカード"),
                        text_en="banish the target", text_ja="対象をゲームから除外する"))

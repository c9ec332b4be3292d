"""The effect monsters whose English name begins with H."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.ocg.carddata import ATTRIBUTES, attribute_term
from arbiter.ocg.cards.common import (
    HARPIE_LADY,
    HELIOS_THE_PRIMORDIAL_SUN,
    SPELL_COUNTER,
    battle_opponent,
    battle_to_grave,
    both,
    can_special_summon,
    ctx_of,
    destroy_targets,
    face_up_here,
    in_its_battle,
    itself,
    opponent_has_hand,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.attacks import battlers
from arbiter.ocg.cards.shared.battle_flips import negates_flips_it_destroys
from arbiter.ocg.cards.shared.card_kinds import continuous_spell, is_trap_card
from arbiter.ocg.cards.shared.chain import activation_of, negate_and_destroy, negate_and_destroy_while_here
from arbiter.ocg.cards.shared.control import KEEPS_ITS_CONTROLLER
from arbiter.ocg.cards.shared.discard import discard_random
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.effect_monsters import attribute_swing
from arbiter.ocg.cards.shared.events import by_battle, destroyed_by_me, won_battle
from arbiter.ocg.cards.shared.level_monsters import level_up_after_battle
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.notes import mark, marked, marker, remember
from arbiter.ocg.cards.shared.passcodes import HERO_KID
from arbiter.ocg.cards.shared.recruiters import (
    atk_at_most,
    battle_recruiter,
    copies_in_deck,
    recruiter,
    summon_copies_from_deck,
)
from arbiter.ocg.cards.shared.revival import HYDROGEDDON, grave_phase_trigger, in_end_phase_of, revive_self
from arbiter.ocg.cards.shared.search import spell_searcher
from arbiter.ocg.cards.shared.special_summons import summon_one_of
from arbiter.ocg.cards.shared.targets import field_card
from arbiter.ocg.cards.shared.turn_counts import in_opponent_turns, linger_for_opponent_turns
from arbiter.ocg.cards.shared.zones import fitting_monsters_in, hand_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_DECK_BOTTOM
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Until
from arbiter.ocg.names import has_attribute, is_named, name_includes, treat_as
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, first_by_effect_of, not_from

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


# 白兵戦型お手伝いロボ / Helping Robo for Combat: when it destroys an opponent's monster by battle, draw 1,
# then put a card from your hand at the bottom of the deck.
def _robo(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 1, res.cause)
    hand = hand_of(res, res.player)
    if hand:
        d.to_deck([res.ask_cards(hand, purpose=TO_DECK_BOTTOM)], res.cause, where="bottom")


define(47025270, Effect(T, _robo, trigger="destroyed", self_trigger=False, when=destroyed_by_me, asks=True,
                        needs=may_draw("self"),
                        text_en="destroyed a monster by battle: draw 1, put a card from hand at the deck's bottom",
                        text_ja="戦闘で破壊した時、１枚ドローし手札１枚をデッキの一番下に戻す"))

# ヒステリック天使 / Hysteric Fairy: tribute 2 monsters you control (this card may be one: the text says no
# "other"): gain 1000.
define(21297224, Effect(Kind.IGNITION, gain_op(1000), cost=Cost(tribute=2, tribute_self=True),
                        text_en="tribute 2 monsters: gain 1000 LP",
                        text_ja="モンスター２体を生け贄に捧げ、１０００回復する"))

# ハーピィ・クィーン / Harpie Queen: discard it from the hand to add 「ハーピィの狩場」 from the deck (R004-105): its
# text's ②, after the name it is treated as (①, `treat_as`: on the field and in the graveyard that name replaces its
# own, so a copy in the hand or deck is no namesake of it there).
spell_searcher(75064463, 75782277, "Harpies' Hunting Ground", "ハーピィの狩場", numbering=(2,))
treat_as(75064463, HARPIE_LADY, where="field_grave", instead=True)


# ハイパーハンマーヘッド / Hyper Hammerhead: as the damage step ends, an opponent's monster that battled this card
# and survived goes back to its owner's hand, whichever of the two attacked (`in_its_battle`).
# A monster the battle destroyed has left as the end of the damage step comes: then there is none to return, no
# activation.
def _not_destroyed_foe(ctx: Ctx | Resolution) -> Card | None:
    c = battle_opponent(ctx)
    return c if c is not None and c.ctl != ctx.player else None


def _hammerhead(res: Resolution) -> None:
    c = _not_destroyed_foe(res)
    if c is not None:
        res.duel.to_hand([c], res.cause)


define(2671330,
       Effect(Kind.TRIGGER, _hammerhead, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_end",
              self_trigger="either",
              when=lambda ctx, ev: in_its_battle(ctx, ev) and _not_destroyed_foe(ctx) is not None,
              text_en="the monster it battled returns to the hand", text_ja="戦闘を行った相手モンスターを手札に戻す"))


# ヘリオス・デュオ・メギストス / Helios Duo Megistus and ヘリオス・トリス・メギストス / Helios Trice Megistus:
# ATK/DEF = the banished monsters x 200 / x 300; in the end phase of the turn it was destroyed by battle,
# it is special summoned (a mandatory effect: the text has no "can"); it gains 300 / 500 ATK and DEF. Each may
# be special summoned from the hand by tributing 「原始太陽ヘリオス」 / 「ヘリオス・デュオ・メギストス」; Trice may
# attack a second time while the opponent controls a monster.
def _banished_monsters(ctx: Ctx) -> int:
    d = ctx.duel
    return sum(1 for p in (0, 1) for i in d.players[p].banished
               if d.cards[i].data.kind == "monster" and not d.cards[i].hidden)


def _helios(per: int, gain: int, passcode: int, tribute: int, *extra: Effect) -> None:
    def back(res: Resolution) -> None:
        if revive_self(res):
            res.duel.boost(res.card, gain, gain, res.cause, until_end=False)

    define(passcode,
           Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                  atk=lambda ctx, c: per * _banished_monsters(ctx),
                  defense=lambda ctx, c: per * _banished_monsters(ctx), becomes=True,
                  text_en=f"ATK/DEF: {per} x the banished monsters",
                  text_ja=f"攻撃力・守備力は除外されたモンスター×{per}"),
           grave_phase_trigger(in_end_phase_of("battle"), back, f"special summon this card; it gains {gain} ATK/DEF",
                                f"このカードを特殊召喚し、攻撃力・守備力{gain}アップ"),
           *extra,
           marker("destroyed", "battle", by_battle),
           Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, tribute)),
                  text_en="special summon from the hand by tributing the Helios it names",
                  text_ja="自分フィールドの記されたヘリオスを生け贄に捧げ、手札から特殊召喚する"))


# Trice's second attack comes "in a row" (続けて): another monster of its controller declaring an attack after its
# first one in a battle phase ends it for that battle phase.
_TRICE_ROW_BROKEN = "trice_row_broken"


def _trice_row(ctx: Ctx, ev: Event) -> None:
    c, d = ctx.card, ctx.duel
    if ev.player == c.ctl and ev.card != c.idx and c.attacks_made(d.battle_phases):
        mark(d, _TRICE_ROW_BROKEN, c, d.battle_phases, read_by_effects=True)


def _trice_again(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 1 if (any(i >= 0 for i in d.players[ctx.opponent].monsters)
                 and d.battle_phases not in marked(d, _TRICE_ROW_BROKEN, c)) else 0


_helios(200, 300, 80887952, HELIOS_THE_PRIMORDIAL_SUN)
_helios(300, 500, 17286057, 80887952,
        Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, extra_attacks=_trice_again,
               text_en="a second attack in a row while the opponent controls a monster",
               text_ja="相手フィールドにモンスターがいれば、もう１度続けて攻撃できる"),
        dataclasses.replace(remember("attack_declared", _trice_row), self_trigger=False))

Q = Kind.QUICK

# 緑光の宣告者 / Herald of Green Light and 紫光の宣告者 / Herald of Purple Light: when the opponent activates a
# spell (a trap) card, send this card and 1 Fairy monster from your hand to the graveyard: negate the
# activation and destroy it.
HERALD_COST = Cost(self_to="send", hand_send=1,
                   hand_filter=lambda ctx, c: c.data.is_monster and c.data.race == "Fairy")

define(21074344, Effect(Q, negate_and_destroy, condition=activation_of("spell"), from_zone=Zone.HAND,
                        cost=HERALD_COST,
                        text_en="send this card and a Fairy from your hand: negate the opponent's spell and destroy it",
                        text_ja="自身と手札の天使族を墓地へ送って、相手が発動した魔法を無効にして破壊"))
define(94689635, Effect(Q, negate_and_destroy, condition=activation_of("trap"), from_zone=Zone.HAND,
                        cost=HERALD_COST,
                        text_en="send this card and a Fairy from your hand: negate the opponent's trap and destroy it",
                        text_ja="このカードと手札の天使族を墓地へ送り、相手の罠カードの発動を無効にし破壊する"))

# ホルスの黒炎竜 ＬＶ８ / Horus the Black Flame Dragon LV8: while face-up, it can negate the activation of a
# spell card and destroy it. Its text works only while it is face-up on the field: turned face-down or gone as the
# effect resolves, it negates nothing.
define(48229808, Effect(Q, negate_and_destroy_while_here, condition=both(face_up_here, activation_of("spell", "any")),
                        text_en="a spell card's activation is negated and the card destroyed",
                        text_ja="魔法の発動を無効にして破壊"),
       special_by=by_effect_of(11224103))


# ハーピィ・レディ３ / Harpie Lady 3 (treated as 「ハーピィ・レディ」): a monster of the opponent that battles
# it cannot declare an attack for 2 turns counting the opponent's turns (the turn of the battle is the 1st
# if it is theirs), by this card's turn count, which 「運命の火時計」 can advance. Applied right after damage
# calculation (a set card attacked has been flipped and battled face-up by then), to that monster for as long as
# it stays the same card.
def _hl3(res: Resolution) -> None:
    d = res.duel
    attacker, target = battlers(d)
    me = res.card.idx
    if target < 0 or me not in (attacker, target):
        return
    other = d.cards[target if me == attacker else attacker]
    if other.zone is Zone.MONSTERS and other.ctl != res.player:
        ref = (other.idx, other.oid)

        def that_monster(ctx: Ctx, c: Card) -> bool:
            return (c.idx, c.oid) == ref and in_opponent_turns(ctx, 2)

        linger_for_opponent_turns(res, Effect(Kind.CONTINUOUS, forbids=("attack",), affects=that_monster,
                                              text_en="the monster that battled it cannot declare an attack",
                                              text_ja="戦闘を行ったモンスターは攻撃宣言できない"), 2)


define(54415063,
       Effect(T, _hl3, trigger="damage_calculated", self_trigger="either",
              when=lambda ctx, ev: ctx.card.idx in (ev.card, ev.amount) and ev.amount >= 0,
              text_en="the battling monster cannot attack for 2 of its controller's turns",
              text_ja="戦闘を行う相手モンスターは相手ターンで数えて２ターンの間攻撃宣言できない"))
# the names of these three are 「ハーピィ・レディ」 for every card and rule (「ハーピィ・レディ・ＳＢ」's: with
# its card; 「ハーピィ・レディ２」's effect is declared below)
for _harpie in (54415063,
        91932350,
        27927359):
    treat_as(_harpie, 76812113, instead=True)


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
       Effect(T, _helpoemer, does=Does.OPP_HAND, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
              when=_helpoemer_due, needs=opponent_has_hand, text_en="the opponent discards 1 random card",
              text_ja="相手の手札をランダムに１枚捨てる"),
       remember("destroyed", _helpoemer_note),
       special_by=not_from(Zone.GRAVE))

C = Kind.CONTINUOUS

# 共鳴虫 / Howling Insect: destroyed by battle and sent to the graveyard, it may special summon an Insect with 1500 or
# less ATK from the deck.
define(93107608, battle_recruiter(lambda c: c.data.race == "Insect" and atk_at_most(c, 1500),
                                   "special summon an Insect with 1500 or less ATK from the deck",
                                   "デッキの攻撃力１５００以下・昆虫族のモンスター１体を特殊召喚"))

# 智天使ハーヴェスト / Harvest Angel of Wisdom: destroyed by battle and sent to the graveyard, it may add a targeted
# counter trap card from your graveyard to your hand.
define(85399281, Effect(T, to_hand_targets, trigger="destroyed", when=battle_to_grave, mandatory=False,
                        misses_timing=True,
                        target=TargetSpec(zone=Zone.GRAVE, side="own",
                                          where=lambda ctx, c: c.data.is_trap and "counter" in c.data.subtypes,
                                          text_en="a counter trap in your graveyard",
                                          text_ja="自分の墓地のカウンター罠"),
                        text_en="add the target counter trap to your hand", text_ja="対象のカウンター罠を手札に加える"))

# 隼の騎士 / Hayabusa Knight: it may attack twice in each battle phase.
define(21015833, Effect(C, affects=itself, extra_attacks=1, text_en="it may attack twice in each battle phase",
                        text_ja="各バトルフェイズに２回攻撃可能"))

# ハーピィズペット竜 / Harpie's Pet Dragon: it gains 300 ATK and DEF for each face-up 「ハーピィ・レディ」 on the
# field (cards whose name is treated as it included).
def _harpies(ctx: Ctx, c: Card) -> int:
    return 300 * sum(m.face_up and is_named(m, HARPIE_LADY) for p in (0, 1) for m in ctx.duel.monsters_of(p))


define(52040216, Effect(Kind.CONTINUOUS, affects=itself, atk=_harpies, defense=_harpies,
                        text_en="ATK/DEF +300 per Harpie Lady on the field",
                        text_ja="攻撃力・守備力３００アップ（フィールドの「ハーピィ・レディ」１体ごと）"))

# 原始太陽ヘリオス / Helios - The Primordial Sun: its ATK and DEF are 100 x the banished monsters (both players').
define(HELIOS_THE_PRIMORDIAL_SUN,
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 100 * _banished_monsters(ctx),
              defense=lambda ctx, c: 100 * _banished_monsters(ctx), becomes=True,
              text_en="ATK/DEF: 100 x the banished monsters", text_ja="攻撃力・守備力は除外されたモンスター×１００"))

# スーパースター / Hoshiningen: face-up LIGHT monsters on the field gain 500 ATK, DARK ones lose 400.
define(67629977, attribute_swing("LIGHT", "DARK", "光", "闇"))

# ハーピィ・レディ１ / Harpie Lady 1: its name is always 「ハーピィ・レディ」 (declared above); face-up WIND monsters
# on the field gain 300 ATK.
define(91932350, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up
                        and has_attribute(c, "WIND"), atk=lambda ctx, c: 300,
                        text_en="WIND monsters +300 ATK", text_ja="風属性モンスターの攻撃力３００アップ"))

# ハンター・アウル / Hunter Owl: it gains 500 ATK for each face-up WIND monster its controller controls (itself
# included); while they control another face-up WIND monster, the opponent cannot attack it.
def _winds(ctx: Ctx, c: Card) -> list[Card]:
    return [m for m in ctx.duel.monsters_of(c.ctl) if m.face_up and has_attribute(m, "WIND")]


define(51962254, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 500 * len(_winds(ctx, c)),
                        text_en="ATK +500 per face-up WIND monster of yours",
                        text_ja="攻撃力５００アップ（自分の表側表示の風属性モンスター１体ごと）"),
       Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
              affects=lambda ctx, c: itself(ctx, c) and any(m.idx != c.idx for m in _winds(ctx, c)),
              text_en="while you control another face-up WIND monster, it cannot be attacked",
              text_ja="自分フィールドに他の表側表示の風属性モンスターが存在する限り、攻撃対象に選択されない"))

# ヒエラコスフィンクス / Hieracosphinx: while it is face-up on the field, the opponent cannot attack its
# controller's face-down defense-position monsters.
define(82260502, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player and c.pos is Pos.SET,
                        text_en="the opponent cannot attack your face-down defense-position monsters",
                        text_ja="自分の裏側守備表示モンスターは相手の攻撃対象にならない"))

# 創世の預言者 / Herald of Creation: once a turn, discard 1 card (the cost): add a targeted Level 7 or higher monster
# from your graveyard to your hand.
define(66337215, Effect(Kind.IGNITION, to_hand_targets, condition=face_up_here, once_per_turn=True,
                        cost=Cost(discard=1),
                        target=TargetSpec(zone=Zone.GRAVE, side="own",
                                          where=lambda ctx, c: c.data.kind == "monster" and (c.data.level or 0) >= 7,
                                          text_en="a Level 7 or higher monster in your graveyard",
                                          text_ja="自分の墓地のレベル７以上のモンスター"),
                        text_en="discard 1: add the target to your hand", text_ja="手札を１枚捨て、対象を手札に加える"))


# ハイドロゲドン / Hydrogeddon: once an opponent's monster it destroys by battle is in the graveyard, you may
# special summon 1 「ハイドロゲドン」 from your deck.
define(HYDROGEDDON, dataclasses.replace(
    recruiter(lambda ctx, c: is_named(c, HYDROGEDDON), None, won_battle,
              "destroyed a monster by battle: special summon a Hydrogeddon from your deck",
              "戦闘破壊した相手モンスターが墓地へ行った時、「ハイドロゲドン」１体をデッキから特殊召喚してよい"),
    self_trigger=False))

# ハイエナ / Hyena: once it goes to the graveyard after being destroyed by battle, you may special summon any
# number of 「ハイエナ」 from your deck.
HYENA = 22873798
define(HYENA, Effect(T, lambda res: summon_copies_from_deck(res, HYENA), trigger="destroyed", when=battle_to_grave,
                     mandatory=False, asks=True, needs=copies_in_deck(HYENA),
                     text_en="destroyed by battle: special summon any number of Hyena from your deck",
                     text_ja="戦闘破壊で墓地へ行った時、「ハイエナ」を好きな数デッキから特殊召喚してよい"))

# ヒーロー・キッズ / Hero Kid: when it is special summoned, you may special summon any number of
# 「ヒーロー・キッズ」 from your deck (an optional "when" effect: it can miss the timing).
define(HERO_KID, Effect(T, lambda res: summon_copies_from_deck(res, HERO_KID), trigger="special_summoned",
                        mandatory=False, misses_timing=True, asks=True, needs=copies_in_deck(HERO_KID),
                        text_en="special summoned: special summon any number of Hero Kid from your deck",
                        text_ja="特殊召喚時、「ヒーロー・キッズ」を好きな数デッキから特殊召喚してよい"))


# ネフティスの導き手 / Hand of Nephthys: tribute this card and 1 other monster: special summon
# 「ネフティスの鳳凰神」 from your hand or deck.
SACRED_PHOENIX = 61441708


def _phoenixes(ctx: Ctx) -> list[Card]:
    def ok(c: Card) -> bool:
        return is_named(c, SACRED_PHOENIX) and can_special_summon(ctx, c)
    return [*fitting_monsters_in(ctx, ctx.player, Zone.HAND, ok), *fitting_monsters_in(ctx, ctx.player, Zone.DECK, ok)]


define(98446407, Effect(Kind.IGNITION, lambda res: summon_one_of(res, _phoenixes(ctx_of(res)), deck=True),
                        cost=Cost(self_to="tribute", tribute=1), asks=True, needs=lambda ctx: bool(_phoenixes(ctx)),
                        text_en="tribute this card and 1 other monster: special summon Sacred Phoenix of Nephthys "
                                "from your hand or deck",
                        text_ja="自身と自分のモンスター１体を生け贄に捧げて「ネフティスの鳳凰神」を手札かデッキから特殊召喚"))


# ハンニバル・ネクロマンサー / Hannibal Necromancer: when it is normal summoned it gets a spell counter (it holds 1);
# remove it: destroy a targeted face-up trap card on the field.
def _add_spell_counter(res: Resolution) -> None:
    if res.card.oid == res.link.oid and face_up_here(ctx_of(res)):
        res.duel.add_counter(res.card, SPELL_COUNTER, 1, res.cause)


define(5640330,
       Effect(T, _add_spell_counter, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="normal summoned: put a spell counter on this card",
              text_ja="召喚時、自身に魔力カウンター１つ"),
       Effect(Kind.IGNITION, destroy_targets, cost=Cost(remove_counters=(SPELL_COUNTER, 1), counters_self=True),
              target=TargetSpec(zone=Zone.SPELLS, face="up", where=lambda ctx, c: is_trap_card(c),
                                text_en="a face-up trap card on the field", text_ja="フィールド上の表側表示の罠カード"),
              text_en="remove a spell counter: destroy the target",
              text_ja="魔力カウンターを１つ取り除き、対象を破壊する"),
       holds=((SPELL_COUNTER, 1),))

# ハーピィ・レディ三姉妹 / Harpie Lady Sisters: it cannot be normal summoned; it is special summoned by the effect of
# 「万華鏡－華麗なる分身－」 (once so summoned, other effects may revive it).
define(12206212, special_by=first_by_effect_of(90219263))


# 降雷皇ハモン / Hamon, Lord of Striking Thunder: it cannot be normal summoned; it is special summoned only by sending
# 3 face-up continuous spells you control to the graveyard; while it is in face-up defense position the opponent's
# monsters cannot attack your other monsters; once an opponent's monster it destroys by battle is in the graveyard,
# the opponent takes 1000 damage.
def _hamon_guards(ctx: Ctx, c: Card) -> bool:
    me = ctx.card
    return (me.zone is Zone.MONSTERS and me.pos is Pos.DEFENSE and c.idx != me.idx and c.zone is Zone.MONSTERS
            and c.ctl == ctx.player)


define(32491822,
       Effect(Kind.CONTINUOUS, affects=_hamon_guards,
              unattackable_by=lambda ctx, m, attacker: attacker.ctl != ctx.player,
              text_en="in face-up defense position: the opponent cannot attack your other monsters",
              text_ja="守備表示の間、自分の他のモンスターは相手の攻撃対象にならない"),
       Effect(T, lambda res: res.duel.damage(res.opponent, 1000, res.cause), trigger="destroyed", self_trigger=False,
              when=won_battle,
              text_en="destroyed a monster by battle: the opponent takes 1000 damage",
              text_ja="戦闘破壊した相手モンスターが墓地へ行った時、相手に１０００ダメージ"),
       Effect(Kind.PROCEDURE, cost=Cost(field_send=3, field_filter=lambda ctx, c: c.face_up and continuous_spell(c)),
              text_en="special summon: its cost is 3 face-up continuous spells of yours, sent to the graveyard",
              text_ja="自分の表側表示の永続魔法３枚を墓地へ送って特殊召喚する"))


# ホルスの黒炎竜 ＬＶ６ / Horus the Black Flame Dragon LV6: unaffected by spell effects; in the end phase of a turn it
# destroyed a monster by battle, you may send it to the graveyard to special summon 「ホルスの黒炎竜 ＬＶ８」 from your
# hand or deck.
define(11224103,
       Effect(Kind.CONTINUOUS, affects=itself, unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
              text_en="unaffected by spell effects", text_ja="魔法の効果を受けない"),
       *level_up_after_battle(48229808, "Horus the Black Flame Dragon LV8", "ホルスの黒炎竜 ＬＶ８"),
       numbering=(1, 0, 2))


# ハーピィズペット仔竜 / Harpie's Pet Baby Dragon: it gains effects by the number of face-up 「ハーピィ」 monsters you
# control other than 「ハーピィズペット仔竜」: 1 or more, the opponent cannot attack those 「ハーピィ」 monsters; 2 or
# more, its original ATK and DEF are doubled; 3 or more, once a turn it may destroy a targeted card the opponent
# controls.
BABY_DRAGON = 6924874


def _other_harpies(d: Duel, me: Card) -> int:
    return sum(1 for c in d.monsters_of(me.ctl)
               if c.face_up and name_includes(c, "ハーピィ") and not is_named(c, BABY_DRAGON))


def _doubled(d: Duel, c: Card, printed: int | None) -> int:
    return 2 * (printed or 0) if _other_harpies(d, c) >= 2 else printed or 0


define(BABY_DRAGON,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
              and name_includes(c, "ハーピィ") and not is_named(c, BABY_DRAGON)
              and _other_harpies(ctx.duel, ctx.card) >= 1,
              unattackable_by=lambda ctx, m, attacker: attacker.ctl != ctx.player,
              text_en="1+ Harpie monsters: the opponent cannot attack your other Harpie monsters",
              text_ja="１体：「ハーピィズペット仔竜」でない自分の「ハーピィ」モンスターは相手の攻撃対象にならない"),
       Effect(Kind.CONTINUOUS, affects=itself,
              atk=lambda ctx, c: _doubled(ctx.duel, c, c.data.atk) - (c.data.atk or 0),
              defense=lambda ctx, c: _doubled(ctx.duel, c, c.data.def_) - (c.data.def_ or 0), original_value=True,
              text_en="2+ Harpie monsters: its original ATK and DEF are doubled",
              text_ja="２体：自身の元々の攻撃力・守備力が２倍"),
       Effect(Kind.IGNITION, destroy_targets, once_per_turn=True,
              condition=lambda ctx: face_up_here(ctx) and _other_harpies(ctx.duel, ctx.card) >= 3,
              target=field_card("opp", en="a card the opponent controls", ja="相手フィールド上のカード"),
              text_en="3+ Harpie monsters: destroy the target", text_ja="３体：相手フィールド上のカード１枚を破壊する"))


# ホルスのしもべ / Horus' Servant: while it is face-up on your field, the opponent cannot target your face-up 「ホルスの
# 黒炎竜」 monsters (of every level) with effects.
def _your_horus(ctx: Ctx, c: Card) -> bool:
    return (c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
            and name_includes(c, "ホルスの黒炎竜"))


define(9264485, Effect(Kind.CONTINUOUS, affects=_your_horus, untargetable_by=lambda ctx, by: by.player != ctx.player,
                       text_en="the opponent cannot target your Horus the Black Flame Dragon monsters",
                       text_ja="相手は「ホルスの黒炎竜」を効果の対象にできない"))


# ホルスの黒炎竜 ＬＶ４ / Horus the Black Flame Dragon LV4: control of it cannot change while it is face-up on the
# field; in the end phase of a turn it destroyed a monster by battle, you may send it to the graveyard to special
# summon 「ホルスの黒炎竜 ＬＶ６」 from your hand or deck.
define(75830094, KEEPS_ITS_CONTROLLER,
       *level_up_after_battle(11224103, "Horus the Black Flame Dragon LV6", "ホルスの黒炎竜 ＬＶ６"),
       numbering=(1, 0, 2))


# ハーピィ・レディ２ / Harpie Lady 2 (its name is 「ハーピィ・レディ」, above): the effects of the flip monsters it
# destroys by battle are negated.
define(27927359, negates_flips_it_destroys(lambda ctx: True, "the flip effects of the monsters it destroys by "
                                           "battle are negated",
                                           "戦闘破壊したリバース効果モンスターは効果が無効"))


# 錬金生物 ホムンクルス / Homunculus the Alchemic Being: once a turn its Attribute may become another Attribute its
# controller chooses (as the effect resolves; while it stays face-up on the field).
_HOMUNCULUS_ATTRIBUTES = tuple(a for a in ATTRIBUTES if a != "DIVINE")


def _homunculus(res: Resolution) -> None:
    me = res.card
    if me.zone is not Zone.MONSTERS or not me.face_up or me.oid != res.link.oid:
        return
    o = res.ask([Option(f"declare:{a}", "declare", label_en=a, label_ja=attribute_term(a))
                 for a in _HOMUNCULUS_ATTRIBUTES if a != me.data.attribute],
                "declare", res.player, "choose an Attribute", "属性を選ぶ")
    res.duel.change_attribute(me, o.key.split(":", 1)[1], res.cause)


define(40410110, Effect(Kind.IGNITION, _homunculus, once_per_turn=True, asks=True,
                        text_en="once a turn: its Attribute becomes another one you choose",
                        text_ja="１ターンに１度、このカードの属性を変更する"))


# 勇気の砂時計 / Hourglass of Courage: a normal or flip summon halves its original ATK and DEF up to the end phase
# of its controller's next turn; from then on they are doubled (2200 / 2400), while it stays face-up.
# Turned face-down in between, it is a new card for the effect: nothing is doubled (a face-up again `since`).
def _hourglass(res: Resolution) -> None:
    d, c = res.duel, res.card
    if c.zone is not Zone.MONSTERS or not c.face_up or c.oid != res.link.oid:
        return
    ref, turn, since = (c.idx, c.oid), d.next_turn_of(c.ctl), c.since
    for atk, printed in ((True, c.base.atk or 0), (False, c.base.def_ or 0)):
        d.set_stat(c, atk, printed // 2, res.cause, original=True, until=Until(turn=turn, phase="end", card=ref))

    def doubled(r: Resolution) -> None:
        m = r.duel.cards[ref[0]]
        if m.oid == ref[1] and m.face_up and m.since == since:
            for atk, printed in ((True, m.base.atk or 0), (False, m.base.def_ or 0)):
                r.duel.set_stat(m, atk, printed * 2, r.cause, until_end=False, original=True)

    d.linger(c, res.player, Effect(Kind.AT_ONCE, doubled, trigger="phase",
                                   when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                   text_en="its original ATK and DEF are doubled from now on",
                                   text_ja="元々の攻撃力・守備力は倍になる"),
             res.cause, turns=turn - d.turn + 1, while_there=c)


define(43530283, Effect(T, _hourglass, trigger="summoned", when=lambda ctx, ev: ev.detail in ("normal", "flip"),
                        text_en="normal or flip summoned: its original ATK/DEF are halved until the end phase of your "
                                "next turn, then doubled",
                        text_ja="召喚・反転召喚に成功した時、次の自分のエンドフェイズ時まで元々の攻撃力・守備力は半分になり、"
                                "その後倍になる"))

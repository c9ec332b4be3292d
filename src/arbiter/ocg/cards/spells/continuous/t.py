"""The continuous spell cards whose English name begins with T."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import TOON_WORLD, bare_activation, can_special_summon, ctx_of, nothing, takeable
from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.cards.shared.discard import send_from_hand
from arbiter.ocg.cards.shared.field_spells import ACTIVATE
from arbiter.ocg.cards.shared.resolving import ask_up_to
from arbiter.ocg.cards.shared.revival import hand_monsters
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import pick_to_summon, summon, summon_picked
from arbiter.ocg.cards.shared.talismans import talisman
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import data_name_includes, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

# 王家の神殿 / Temple of the Kings (continuous spell): once a turn you may activate a trap card in the turn you set
# it; once a turn, send a face-up 「聖獣セルケト」 you control and this card to the graveyard (the cost) to special
# summon a monster from your hand or deck, or a fusion monster from your fusion deck (R004-063.13: the page does
# not count it as a fusion summon).
SERKET = 89194033


def _temple_pool(d: Duel, p: int) -> list[Card]:
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.hand, *pl.deck, *pl.extra) if d.cards[i].data.is_monster]


def _temple(res: Resolution) -> None:
    d = res.duel
    # the deck is shuffled after the monster is taken from it, or after it was looked through for one in vain
    with deck_searched(d, res.player, summon_room(res) and not _temple_pool(d, res.player)):
        m = pick_to_summon(res, _temple_pool(d, res.player))
        if m is not None:
            summon(res, m)


define(29762407, bare_activation(),
       Effect(Kind.CONTINUOUS, early_traps=True, affects=lambda ctx, c: False,
              text_en="once a turn you may activate a trap card the turn you set it",
              text_ja="１ターンに１度、罠カードをセットしたターンに発動できる"),
       Effect(Kind.IGNITION, _temple, once_per_turn=True, asks=True,
              cost=Cost(self_to="send", tribute=1, tribute_sends=True,
                        tribute_filter=lambda ctx, m: m.face_up and is_named(m, SERKET)),
              needs=lambda ctx: any(can_special_summon(ctx, c) for c in _temple_pool(ctx.duel, ctx.player)),
              text_en="send a Mystical Beast of Serket and this card to the graveyard: special summon a monster from "
              "your hand, deck or fusion deck",
              text_ja="「聖獣セルケト」とこのカードを墓地へ送り、手札・デッキ・融合デッキからモンスター１体を特殊召喚する"))

C = Kind.CONTINUOUS


# 連合軍 / The A. Forces: each Warrior monster you control gains 200 ATK per Warrior or Spellcaster monster you
# control.
def _allies(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 200 * sum(m.face_up and d.race(m) in ("Warrior", "Spellcaster") for m in d.monsters_of(ctx.player))


define(403847, ACTIVATE,
       Effect(C, affects=lambda ctx, c: face_up_monster(c) and c.ctl == ctx.player and ctx.duel.race(c) == "Warrior",
              atk=_allies, text_en="your Warriors +200 ATK for each Warrior or Spellcaster you control",
              text_ja="自分の戦士族は攻撃力アップ：自分の戦士族と魔法使い族の数×２００"))

A = Kind.ACTIVATE

# トゥーン・ワールド / Toon World: activated by paying 1000 LP; its card does nothing itself (the toon monsters
# read it).
define(TOON_WORLD, Effect(A, nothing, cost=Cost(lp=1000), text_en="pay 1000 LP to activate this card",
                          text_ja="１０００ライフポイントを払って発動する"))

# ブレイズ・キャノン－トライデント / Tri-Blaze Accelerator (continuous spell): activated by sending a face-up
# 「ブレイズ・キャノン」 you control to the graveyard. Then, in your main phase: target 1 monster the opponent
# controls; a pyro monster from your hand goes to the graveyard (not a discard, R004-155.14; part of the effect, not
# a cost: with the target gone the link fizzles and sends none), and if you do, destroy the target, and if you do,
# inflict 500 damage to the opponent. Your monsters cannot attack in the
# turn you use it, from its activation on (so it needs a turn they have not attacked in: `turn_ban`).
BLAZE_ACCELERATOR = 69537999


def _face_up_blaze(ctx: Ctx, c: Card) -> bool:
    return c.face_up and is_named(c, BLAZE_ACCELERATOR)


def _hand_pyros(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if d.cards[i].data.is_monster and d.cards[i].data.race == "Pyro"]


def _trident(res: Resolution) -> None:
    d = res.duel
    pyros = _hand_pyros(res)
    if not pyros:
        return
    sent = send_from_hand(res, [res.ask_cards(pyros, purpose=TO_GRAVEYARD.monster)])
    if sent and d.destroy(res.targets(), res.cause):
        d.damage(res.opponent, 500, res.cause)


define(21420702, Effect(A, nothing, cost=Cost(field_send=1, field_filter=_face_up_blaze), bare=True,
                        text_en="activate by sending a face-up Blaze Accelerator you control to the graveyard",
                        text_ja="自分の表側表示の「ブレイズ・キャノン」を墓地へ送って発動"),
       Effect(Kind.IGNITION, _trident, asks=True, condition=lambda ctx: bool(_hand_pyros(ctx)), turn_ban=("attack",),
              target=TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手のモンスター"),
              text_en="send a Pyro monster from your hand: destroy the target and inflict 500 damage",
              text_ja="手札の炎族モンスターを墓地へ送り、対象を破壊し相手に５００ダメージを与える"))


# 通行税 / Toll (continuous spell): each player pays 500 LP to declare an attack (with fewer, they cannot).
define(82003859, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS, attack_lp=500,
              text_en="declaring an attack costs 500 LP", text_ja="５００ライフを払わなければ攻撃宣言できない"))


# 罠封印の呪符 / Talisman of Trap Sealing (continuous spell): activated only while you control a face-up
# 「封印師 メイセイ」; while it is on the field no trap card nor the effect of a trap card on the field can be
# activated, and the effects of the trap cards on the field are negated; destroyed once you no longer control one.
define(19312169, *talisman("trap", "no trap card, nor the effect of one on the field, can be "
                           "activated; the trap cards on the field are negated",
                           "罠カードもフィールド上の罠カードの効果も発動できず、フィールド上の罠カードの効果は無効になる"))


# 暗黒の扉 / The Dark Door: while it is face-up, each player may attack with only one monster in each battle phase
# (`Effect.single_attacker`).
define(30606547, bare_activation(),
       Effect(Kind.CONTINUOUS, single_attacker=True,
              text_en="each player attacks with only one monster a battle phase",
              text_ja="お互いにバトルフェイズに攻撃できるモンスターは１体のみ"))


# 第二の棺 / The Second Sarcophagus and 第三の棺 / The Third Sarcophagus (continuous spells): they reach the field only
# by 「第一の棺」's effect, which puts them there face-up (they are never activated nor set from the hand); they have
# no effect of their own.
define(4081094, placed_only=True)
define(78697395, placed_only=True)


# ツーマンセルバトル / Two-Man Cell Battle (continuous spell): once in the end phase of each turn, the turn player
# (either player: its controller or the opponent) may special summon a Level 4 normal monster from their hand.
def _cell_mates(ctx: Ctx) -> list[Card]:
    return hand_monsters(ctx, lambda c: ctx.duel.is_normal_monster(c) and ctx.duel.level(c) == 4
                         and can_special_summon(ctx, c))


def _cell_battle(res: Resolution) -> None:
    summon_picked(res, _cell_mates(ctx_of(res)))


define(25578802, bare_activation(),
       Effect(Kind.IGNITION, _cell_battle, phases=("end",), either_player=True, once_per_turn=True, asks=True,
              needs=lambda ctx: bool(_cell_mates(ctx)) and bool(ctx.duel.free_slots(ctx.player, Zone.MONSTERS)),
              text_en="the turn player's end phase, once: they special summon a Level 4 normal monster from their "
                      "hand",
              text_ja="どのプレイヤーも自分のエンドフェイズに１度：手札のレベル４通常モンスター１体を特殊召喚してよい"))


# トイ・ボックス / Toy Box (continuous spell; the pool's current text): once a turn, one of: set up to 2 monsters whose
# original name holds 「トイ」 and that may set themselves as spells, from your hand, deck, face-up monster zone or
# graveyard, in your spell & trap zone as spells; or destroy at most 2 cards in your spell & trap zone. Once a turn,
# when an opponent's monster declares an attack, send a face-down card you control to the graveyard (the cost):
# destroy that monster.
def _toys(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    pl = d.players[ctx.player]

    def toy(c: Card) -> bool:
        defn = d.defs[c.idx]
        return c.base.is_monster and data_name_includes(c.base, "トイ") and defn is not None and defn.sets_as_spell

    face_up = [i for i in pl.monsters if i >= 0 and d.cards[i].face_up]
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    return [d.cards[i] for i in (*pl.hand, *pl.deck, *face_up) if toy(d.cards[i])] \
        + takeable(ctx, toy, Zone.SPELLS, "placed")


def _own_spell_zone(ctx: Ctx) -> list[Card]:
    return [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].spells if i >= 0]


def _toy_box_ok(ctx: Ctx, mode: str) -> bool:
    if mode == "set":
        return bool(_toys(ctx)) and ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0
    return bool(_own_spell_zone(ctx))


def _toy_box(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    if res.link.declared == "set":
        room_left = min(2, d.free_slots(res.player, Zone.SPELLS))
        toys = _toys(ctx)
        # the deck is shuffled after a toy is taken from it, or after it was looked through for one in vain
        # (R004-100): with a zone to set it in, none in the hand, deck, monster zone or graveyard
        with deck_searched(d, res.player, bool(room_left) and not toys):
            for c in ask_up_to(res, toys, room_left, at_least=1) if room_left and toys else []:
                d.place_as_spell(c, res.player, res.cause, pos=Pos.SET)
    else:
        d.destroy(ask_up_to(res, _own_spell_zone(ctx), 2, at_least=1), res.cause)


def _opponent_attacks(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and ev.player != ctx.player


def _toy_box_strikes(res: Resolution) -> None:
    d = res.duel
    a = d.cards[res.link.events[0].card]
    if a.zone is Zone.MONSTERS and d.attack is not None and d.attack[0] == a.idx:
        d.destroy([a], res.cause)


define(24878656, bare_activation(),
       Effect(Kind.IGNITION, _toy_box, does=Does.SPELLS_TRAPS, once_per_turn=True, asks=True, declare=("set",
              "destroy"),
              declare_ok=_toy_box_ok,
              text_en="set up to 2 Toy monsters as spells from your hand, deck, face-up field or graveyard; or destroy "
                      "up to 2 cards in your spell & trap zone",
              text_ja="「トイ」モンスター２体までを魔法カード扱いでセット、あるいは自分の魔法＆罠カードゾーンから２枚まで破壊"),
       Effect(Kind.TRIGGER, _toy_box_strikes, does=Does.MONSTERS | Does.OPPONENTS, trigger="attack_declared",
              self_trigger=False,
              once_per_turn=True,
              mandatory=False, when=_opponent_attacks,
              cost=Cost(field_send=1, field_filter=lambda ctx, c: not c.face_up),
              text_en="an opponent's monster declares an attack: send a face-down card you control: destroy it",
              text_ja="相手モンスターが攻撃宣言した時：自分の裏側表示カード１枚を墓地へ送り、攻撃モンスターを破壊"))

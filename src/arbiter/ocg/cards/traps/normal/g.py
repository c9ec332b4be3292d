"""The normal trap cards whose English name begins with G."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import answered, destroy_targets, spell_trap_cards_of
from arbiter.ocg.cards.shared.chain import opponents_activation_of
from arbiter.ocg.cards.shared.coins import call_coin
from arbiter.ocg.cards.shared.destruction import destroy_all_of
from arbiter.ocg.cards.shared.discard import send_from_hand
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.events import own_cards_destroyed_by_opponent
from arbiter.ocg.cards.shared.life_points import gain_spell
from arbiter.ocg.cards.shared.revival import battle_destroyed_monsters
from arbiter.ocg.cards.shared.search import named, search
from arbiter.ocg.cards.shared.zones import hand_of, pile_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_DECK_BOTTOM
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named, names_of
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.turn import PHASES

A = Kind.ACTIVATE


# ギャンブル / Gamble (normal trap): while your hand has 2 or fewer cards and the opponent's 6 or more;
# call a coin: right, draw until you have 5 cards in hand; wrong, skip your next turn (all its phases).
def _gamble_condition(ctx: Ctx) -> bool:
    d = ctx.duel
    return len(d.players[ctx.player].hand) <= 2 and len(d.players[ctx.opponent].hand) >= 6


def _gamble(res: Resolution) -> None:
    d = res.duel
    if call_coin(res):
        d.draw(res.player, max(0, 5 - len(d.players[res.player].hand)), res.cause)
        return
    turn = d.next_turn_of(res.player)
    for phase in PHASES:
        if not phase.startswith("battle") or phase == "battle:start":
            d.skip_phase(res.player, phase, turn, res.cause)


define(37313786, Effect(A, _gamble, condition=_gamble_condition, asks=True,
                        text_en="call a coin: right draws up to 5 cards in hand, wrong skips your next turn",
                        text_ja="コインの裏表を当てる：当たりで手札が５枚になるようにドロー、ハズレで次の自分のターンを"
                                "スキップ"))


# ゴブリンのやりくり上手 / Good Goblin Housekeeping: draw 1 + the number of copies in your graveyard, then
# put a card from your hand at the bottom of the deck. Its activation asks the deck for the 1 card it always draws
# (`draws=1`): the copies are counted as it resolves (docs/uncertain-rulings.md).
def _housekeeping(res: Resolution) -> None:
    d = res.duel
    n = 1 + len(pile_of(res, res.player, Zone.GRAVE, lambda c: is_named(c, 9744376)))
    d.draw(res.player, n, res.cause)
    hand = hand_of(res, res.player)
    if hand:
        d.to_deck([res.ask_cards(hand, purpose=TO_DECK_BOTTOM)], res.cause, where="bottom")


define(9744376, Effect(A, _housekeeping, asks=True, needs=may_draw("self"), draws=1,
                       text_en="draw 1 + copies in your graveyard; put a card from hand at the bottom of the deck",
                       text_ja="墓地の同名カードの数＋１枚ドローし、手札１枚をデッキの一番下に戻す"))

gain_spell(39526584, 3000, "opp", "the opponent gains 3000 LP", "相手は３０００ライフポイント回復する")


# ホーリー・エルフの祝福 / Gift of The Mystical Elf: gain 300 for each monster on the field, face-down ones too (with
# none, nothing to act on).
def _field_monsters(ctx: Ctx | Resolution) -> int:
    return len(ctx.duel.monsters_of(0)) + len(ctx.duel.monsters_of(1))


def _elf_gift(res: Resolution) -> None:
    n = _field_monsters(res)
    if n:
        res.duel.gain_lp(res.player, 300 * n, res.cause)


define(98299011, Effect(A, _elf_gift, needs=lambda ctx: _field_monsters(ctx) > 0,
                        text_en="gain 300 LP for each monster on the field",
                        text_ja="フィールドのモンスター１体につき３００ライフポイント回復する"))


# ジェネレーション・チェンジ / Generation Shift: destroy a targeted face-up monster you control, then add a
# card of the same name from the deck (a step of its own, where one is there: with none, the destruction stays the
# last thing). The name is the one it had on the field, read before it is destroyed (as 「連鎖破壊」 and 「因果切断」
# read it): 「ハーピィ・クィーン」 there is 「ハーピィ・レディ」 only.
def _generation_shift(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        codes = names_of(t)
        if d.destroy([t], res.cause):
            search(res, named(*codes), then=True)


define(34460239, Effect(A, _generation_shift, asks=True,
                        target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                          text_ja="自分の表側表示モンスター"),
                        text_en="destroy the target; add a card of the same name from the deck",
                        text_ja="対象を破壊し、デッキから同名カードを手札に加える"))


# 墓場からの誘い / Grave Lure: the opponent's top card is turned face-up in their deck and the deck shuffled. When
# the opponent draws that card, it goes straight from the hand to the graveyard (not a discard, R004-155.20), on
# whichever turn that is: the effect lingers with no turn limit while that card stays in the deck.
def _grave_lure(res: Resolution) -> None:
    d = res.duel
    deck = d.players[res.opponent].deck
    if not deck:
        return
    top = d.cards[deck[-1]]
    d.turn_up_in_deck(top)
    d.shuffle_deck(res.opponent)
    idx, oid = top.idx, top.oid

    def send(r: Resolution) -> None:
        send_from_hand(r, [r.duel.cards[idx]])

    # any other way out of the deck ends the wait too (the card is then a new, face-down object)
    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, send,
                                          trigger="drawn", when=lambda ctx, ev: ev.card == idx and ev.oid == oid,
                                          text_en="the face-up card is drawn: send it to the graveyard",
                                          text_ja="表向きのカードをドローした時、そのカードを墓地へ送る"),
             res.cause, turns=None, while_there=top)


define(57270476, Effect(A, _grave_lure, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),
                        text_en="turn the opponent's top card face-up and shuffle their deck; when they draw it, send "
                                "it to the graveyard",
                        text_ja="相手のデッキトップを表向きにしてからデッキをシャッフル。相手がそれをドローしたら、"
                                "そのカードは墓地へ送られる"))


def _graverobber(res: Resolution) -> None:
    d = res.duel
    c = next(iter(res.targets()), None)
    if c is None:
        return
    d.to_hand([c], res.cause, player=res.player)
    if c.zone is not Zone.HAND:  # the move was replaced away
        return
    idx, oid, me = c.idx, c.oid, res.player

    def used(ctx: Ctx, ev: Event) -> bool:
        return ev.card == idx and ev.player == me

    def unused_at_end(ctx: Ctx, ev: Event) -> bool:
        # still in the hand, or set from it this turn and never activated: either way it was not used in time
        card = ctx.duel.cards[idx]
        set_unused = card.zone in (Zone.SPELLS, Zone.FIELD) and not card.face_up and card.ctl == me
        return ev.detail == "end" and ((card.oid == oid and card.zone is Zone.HAND) or set_unused)

    d.linger(res.card, me, Effect(Kind.AT_ONCE, lambda r: r.duel.damage(me, 2000, r.cause), trigger="chained",
                                  when=used, text_en="the spell taken is used: take 2000 damage",
                                  text_ja="その魔法カードを使用した：２０００ダメージを受ける"), res.cause)
    d.linger(res.card, me, Effect(Kind.AT_ONCE, lambda r: r.duel.send_to_grave([idx], r.cause), trigger="phase",
                                  when=unused_at_end, text_en="the spell taken goes back to its owner's graveyard",
                                  text_ja="その魔法カードは持ち主の墓地へ戻る"), res.cause)


# 墓荒らし / Graverobber (normal trap): its controller targets a spell card of the opponent's graveyard (the era's
# "選択", as 「暗黒の魔再生」) and may use it as a card of their own hand until the end of the turn (R004-121.14);
# using it costs them 2000 damage. A card in another player's hand is held by that player (`ctl`); it still
# belongs to its owner, so once used it goes to its owner's graveyard, and unused it goes back there at the end
# phase, set face-down from the hand and not activated by then too (it is theirs to use this turn only).
# declared: it adds the card to its activator's hand (`Duel.to_hand` with `player`, being the opponent's card)
define(61705417, Effect(A, _graverobber, does=Does.TO_HAND | Does.DAMAGE | Does.OTHER,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", where=lambda ctx, c: c.data.kind == "spell",
                                          text_en="a spell card in the opponent's graveyard",
                                          text_ja="相手の墓地の魔法カード"),
                        text_en="use a spell of the opponent's graveyard as a card of your hand this turn",
                        text_ja="相手の墓地の魔法カード１枚をターン終了時まで自分の手札として使用できる"))

HARPIES_FEATHER_DUSTER = 18144506


# グリフォンの翼 / Gryphon Wing: when the opponent activates 「ハーピィの羽根帚」, negate it, and destroy all
# the opponent's spell and trap cards.
def _gryphon_wing(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        res.negate_effect(link)
        res.duel.destroy(spell_trap_cards_of(res.duel, link.player), res.cause)


define(55608151, Effect(A, _gryphon_wing, does=Does.SPELLS_TRAPS | Does.OPPONENTS,
                        condition=opponents_activation_of(HARPIES_FEATHER_DUSTER),
                        text_en="negate Harpie's Feather Duster and destroy the opponent's spells and traps",
                        text_ja="「ハーピィの羽根帚」を無効にし、相手の魔法・罠カードを全て破壊する"))


# ゴーゴンの眼 / Gorgon's Eye: until the end of the turn, the effects of defense-position monsters (face-down ones
# too) are negated.
def _gorgon(res: Resolution) -> None:
    stone = Effect(Kind.CONTINUOUS, negates="monster",
                   affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.pos in (Pos.DEFENSE, Pos.SET),
                   text_en="negate the effects of defense-position monsters this turn",
                   text_ja="このターン守備表示モンスターの効果は無効になる")
    res.duel.linger(res.card, res.player, stone, res.cause)


define(52648457, Effect(A, _gorgon, does=Does.NEGATE,
                        text_en="negate the effects of defense-position monsters until the end of the turn",
                        text_ja="エンドフェイズ終了時まで、守備表示モンスターの効果は無効になる"))


# 突風 / Gust: the opponent's card effect destroys spell cards you controlled and sends them from the field
# to the graveyard: target a spell or trap card on the field and destroy it.
define(73079365, Effect(A, destroy_targets, responds_to=("destroyed",),
                        condition=own_cards_destroyed_by_opponent("spell"),
                        target=TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                                          text_ja="フィールドの魔法・罠カード"),
                        text_en="your spells destroyed by the opponent's effect: destroy a spell or trap card",
                        text_ja="相手の効果で自分の魔法カードが破壊された時、魔法・罠カード１枚を破壊する"))


# 二重の落とし穴 / Gemini Trap Hole: when a gemini monster that had gained its effects (gemini summoned, or treated so:
# 「超合魔獣ラプテノス」's words are this card's) is destroyed by battle: destroy every monster the opponent controls.
# The object destroyed must have been so as it left the field (`Duel.as_it_left`): one gemini summoned before, then
# revived, is a normal monster again.
def _awake_gemini_fell(ctx: Ctx) -> bool:
    d = ctx.duel
    return any("gemini" in c.data.subtypes and (left := d.as_it_left(c)) is not None and left.gemini
               for c, _ in battle_destroyed_monsters(ctx))


define(67045174, Effect(A, lambda res: destroy_all_of(res, res.opponent),
                        condition=_awake_gemini_fell, responds_to=("destroyed",),
                        needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        does=Does.DESTROY | Does.MONSTERS | Does.OPPONENTS,
                        text_en="a gemini summoned gemini monster destroyed by battle: destroy all the opponent's "
                                "monsters",
                        text_ja="もう一度召喚されたデュアルモンスターが戦闘で破壊された時、相手のモンスターを"
                                "全て破壊"))

"""The flip monsters whose English name begins with A."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import NECROVALLEY, battle_to_grave, tallied, tally
from arbiter.ocg.cards.shared.control import attribute_charmer
from arbiter.ocg.cards.shared.counters import a_counter_on_targets, alien_weakening
from arbiter.ocg.cards.shared.destruction import turned_over_targets
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.notes import never_activated
from arbiter.ocg.cards.shared.search import add_chosen_from_deck, choose_from_deck, searched_to_top
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP
from arbiter.ocg.cards.shared.turn_log import times_placed
from arbiter.ocg.cards.shared.zones import deck_cards
from arbiter.ocg.effects import Choice, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

F = Kind.FLIP


# 青い忍者 / Armed Ninja: FLIP: target 1 face-up spell card, or 1 set card, on the field; a spell
# card is destroyed (a set card is looked at first), anything else stays where it is.
# 赤い忍者 / Crimson Ninja, トラップ・マスター / Trap Master, カードを狩る死神 / Reaper of the Cards: the
# same for trap cards.
def _spell_or_set(ctx: Ctx, c: Card) -> bool:
    return not c.face_up or c.data.is_spell


def _destroy_spell(res: Resolution) -> None:
    res.duel.destroy([c for c in turned_over_targets(res) if c.data.is_spell], res.cause)


SPELL_OR_SET = TargetSpec(zone=Zone.SPELLS, where=_spell_or_set, text_en="a spell card or a set card on the field",
                          text_ja="フィールド上の魔法カードかセットされたカード")

define(9076207, Effect(F, _destroy_spell, target=SPELL_OR_SET,
                       text_en="destroy the target if it is a spell card", text_ja="対象が魔法カードなら破壊する"))


# 不幸を告げる黒猫 / A Cat of Ill Omen and 幸運を告げるフクロウ / An Owl of Luck: FLIP: choose 1 trap card
# (the owl: 1 field spell card) from your deck; the deck is shuffled and the card put on top, or, while
# 「王家の眠る谷－ネクロバレー」 is face-up on the field, added to the hand if its player wishes (R004-105.06/.07).
def _necrovalley_here(res: Resolution) -> bool:
    d = res.duel
    return any(i >= 0 and is_named(d.cards[i], NECROVALLEY) and d.cards[i].face_up and d.cards[i].active
               for pl in d.players for i in (pl.field, *pl.spells))


def _put_on_top(res: Resolution) -> None:
    c = choose_from_deck(res)
    if c is not None and _necrovalley_here(res):
        o = res.ask([Option("yes", "yes", label_en="add it to the hand", label_ja="手札に加える"),
                     Option("no", "no", label_en="put it on top", label_ja="デッキの一番上に置く")], "optional",
                    prompt_en="add it to the hand or put it on top of the deck?",
                    prompt_ja="手札に加えるか、デッキの一番上に置くか")
        if o.kind == "yes":
            add_chosen_from_deck(res)
            return
    searched_to_top(res, c)


def _traps_in_deck(res: Resolution) -> list[Card]:
    return [c for c in deck_cards(res) if c.data.is_trap]


def _field_spells_in_deck(res: Resolution) -> list[Card]:
    return [c for c in deck_cards(res) if c.data.is_spell and "field" in c.data.subtypes]


def _guardians_in_deck(res: Resolution) -> list[Card]:
    return [c for c in deck_cards(res) if name_includes(c, "ガーディアン")]


define(24140059, Effect(F, _put_on_top, choice=Choice("card", _traps_in_deck), asks=True,
                        text_en="put a trap card from your deck on top of it",
                        text_ja="デッキの罠カード１枚をデッキの一番上に置く"))
define(23927567, Effect(F, _put_on_top, choice=Choice("card", _field_spells_in_deck), asks=True,
                        text_en="put a field spell card from your deck on top of it",
                        text_ja="デッキのフィールド魔法カード１枚をデッキの一番上に置く"))

# ウェポンサモナー / Arsenal Summoner: FLIP: add 1 card whose name contains 「ガーディアン」 from your
# deck to your hand.
define(85489096, Effect(F, add_chosen_from_deck, choice=Choice("card", _guardians_in_deck),
                        text_en="add a Guardian card from your deck to your hand",
                        text_ja="デッキから「ガーディアン」と名のついたカード１枚を手札に加える"))

T = Kind.TRIGGER


# エーリアン・グレイ / Alien Grey: FLIP: put an A-counter on a targeted face-up monster the opponent controls
# (選択 in its text). Once it has been flipped, its controller draws 1 when battle destroys it into the graveyard.
# While it is face-up, a monster with A-counters battling an Alien loses 300 ATK/DEF per counter in damage
# calculation (R004-167).
def _grey_flipped(ctx: Ctx, ev: Event) -> bool:
    """Notes that this card (this time on the field) was flipped face-up, whether or not its flip effect had a
    target: a trigger that is never activated."""
    tally(ctx.duel, ("flipped", ev.card, times_placed(ctx.duel, ev.card)), 1)
    return False


def _grey_destroyed(ctx: Ctx, ev: Event) -> bool:
    return battle_to_grave(ctx, ev) and bool(
        tallied(ctx.duel, ("flipped", ev.card, times_placed(ctx.duel, ev.card))))


define(62437709, Effect(Kind.FLIP, a_counter_on_targets, target=OPP_FACE_UP,
                        text_en="put an A-counter on the target",
                        text_ja="対象の相手の表側表示モンスターにＡカウンターを１つ置く"),
       Effect(T, draw_op(1), trigger="destroyed", when=_grey_destroyed, needs=may_draw("self"),
              text_en="flipped once, destroyed by battle: draw 1",
              text_ja="リバース後に戦闘で破壊された時、１枚ドローする"),
       alien_weakening(),
       Effect(T, never_activated, note=True, trigger="flipped", when=_grey_flipped,
              text_en="(remembers that it was flipped)", text_ja="（リバースした事を覚えておく）"))

# 地霊使いアウス, 水霊使いエリア, 火霊使いヒータ, 風霊使いウィン / the Charmers: FLIP: take control of a targeted
# opponent's monster of their attribute, for a time (★ on the page,
# R004-094.34 … .37: reading ○, the control lasts while the Charmer stays face-up).
attribute_charmer(37970940, "EARTH", "地")

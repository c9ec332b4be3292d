"""The quick-play spell cards whose English name begins with T."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import FACE_UP_MONSTER, ctx_of, destroy_targets, token_data
from arbiter.ocg.cards.shared.equips import boost, equip_fits, is_equip_card
from arbiter.ocg.cards.shared.search import deck_has, deck_searched, named, search_refusal
from arbiter.ocg.cards.shared.special_summons import NO_ZONE, summon, summon_one_of, summonable, summoned_refusal
from arbiter.ocg.cards.shared.tokens import makes_token
from arbiter.ocg.cards.shared.zones import fitting_monsters_in, pile_of
from arbiter.ocg.choice_purposes import EQUIP, Purpose
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE

KURIBOH, WINGED_KURIBOH = 40640057, 57116033


# クリボーを呼ぶ笛 / The Flute of Summoning Kuriboh (quick-play): take 「クリボー」 or 「ハネクリボー」 from
# the deck; as it resolves, once that monster is picked, its player chooses: add it to the hand or special summon
# it (the latter only with a free zone and a monster this effect may summon).
_ADD_OR_SUMMON = Purpose("to add to the hand or special summon", "手札に加えるか特殊召喚する")


def _flute(res: Resolution) -> None:
    d = res.duel
    kuribohs = named(KURIBOH, WINGED_KURIBOH)
    found = pile_of(res, res.player, Zone.DECK, kuribohs)
    with deck_searched(d, res.player, True):
        if found:
            c = res.ask_cards(found, purpose=_ADD_OR_SUMMON.monster,
                              why=lambda x: search_refusal(res, res.player, (Zone.DECK,), kuribohs, x))
            modes = [Option("hand", "choice", label_en="add it to the hand", label_ja="手札に加える")]
            closed: list[tuple[Option, Callable[[], str]]] = []
            up = Option("summon", "choice", label_en="special summon it", label_ja="特殊召喚する")
            if d.free_slots(res.player, Zone.MONSTERS) and summonable(res, [c]):
                modes.append(up)
            else:  # the checks above, in their order
                closed.append((up, lambda: NO_ZONE if not d.free_slots(res.player, Zone.MONSTERS)
                               else summoned_refusal(res, c)))
            o = res.ask(modes, "choice", prompt_en="choose an effect", prompt_ja="効果を選ぶ", closed=closed)
            if o.key == "summon":
                summon(res, c)
            else:
                d.to_hand([c], res.cause)


define(20065322, Effect(A, _flute, asks=True,
                        needs=deck_has(named(KURIBOH, WINGED_KURIBOH)),
                        text_en="add Kuriboh or Winged Kuriboh from the deck, or special summon it",
                        text_ja="デッキから「クリボー」か「ハネクリボー」を手札に加えるか特殊召喚する"))


# 百獣大行進 / The Big March of Animals: your face-up Beast monsters gain 200 ATK for each Beast monster you control,
# until the end of the turn.
def _my_beasts(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(ctx.player) if c.face_up and d.race(c) == "Beast"]


def _beast_march(res: Resolution) -> None:
    beasts = _my_beasts(res)
    with res.duel.moving_together(res.cause):
        for c in beasts:
            res.duel.boost(c, 200 * len(beasts), 0, res.cause)


define(1689516, Effect(A, _beast_march, needs=lambda ctx: bool(_my_beasts(ctx)),
                       text_en="your face-up Beasts gain 200 ATK for each Beast you control until the end phase",
                       text_ja="自分の表側表示の獣族モンスターの攻撃力はエンドフェイズまで獣族の数×２００アップ"))

# 頼もしき守護者 / The Reliable Guardian: a targeted face-up monster gains 700 DEF until the end of the turn.
define(16430187, Effect(A, boost(0, 700), target=FACE_UP_MONSTER,
                        text_en="the target gains 700 DEF until the end of the turn",
                        text_ja="エンドフェイズまで対象の守備力を７００アップ"))


# 移り気な仕立屋 / Tailor of the Fickle: move an equip card on the field to another monster it can
# properly equip. The monster is the target (as the page's table has it); the equip card is chosen
# at resolution among those that fit the target (the engine's target spec has one kind of card).
def _movable_equips(ctx: Ctx, m: Card) -> list[Card]:
    return [e for e in ctx.duel.cards if is_equip_card(e) and e.equipped_to != m.idx and equip_fits(ctx, e, m)]


def _tailor(res: Resolution) -> None:
    ctx = ctx_of(res)
    for m in res.targets():
        equips = _movable_equips(ctx, m)
        if equips:
            e = res.ask_cards(equips, purpose=EQUIP)
            res.duel.equip(e, m, res.cause)


define(43641473, Effect(A, _tailor, asks=True,
                        target=TargetSpec(face="up", where=lambda ctx, m: bool(_movable_equips(ctx, m)),
                                          text_en="a monster an equip card on the field could move to",
                                          text_ja="装備カードを移し替えられるモンスター"),
                        text_en="move an equip card to the target", text_ja="装備カード１枚を対象に移し替える"))


# ツイスター / Twister (quick-play): pay 500 LP (the cost): destroy 1 targeted face-up spell or trap card on the
# field.
define(45939841, Effect(A, destroy_targets, cost=Cost(lp=500),
                        target=TargetSpec(zone=Zone.SPELLS, face="up",
                                          text_en="a face-up spell or trap card on the field",
                                          text_ja="フィールドの表側表示の魔法・罠カード"),
                        text_en="pay 500 LP: destroy the target", text_ja="５００ライフを払い、対象を破壊する"))


# トルネード / Tornado: only while the opponent has 3 or more cards in their spell & trap zones: destroy a
# targeted card in their spell & trap zones (their field spell is in the field zone: not a target).
define(61068510, Effect(A, destroy_targets,
                        condition=lambda ctx: sum(i >= 0 for i in ctx.duel.players[ctx.opponent].spells) >= 3,
                        target=TargetSpec(zone=Zone.SPELLS, side="opp", where=lambda ctx, c: c.zone is Zone.SPELLS,
                                          text_en="a card in the opponent's spell & trap zones",
                                          text_ja="相手の魔法＆罠カードゾーンのカード"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# トリッキーズ・マジック４ / Tricky Spell 4: send a face-up 「ＴＨＥ トリッキー」 you control to the graveyard as its
# cost; special summon as many 「トリッキートークン」 (Spellcaster, WIND, Level 5, 2000/1200) in defense position as
# the opponent controls monsters (none if your zones cannot hold them all); the tokens cannot declare an attack.
THE_TRICKY = 14778250
TRICKY_TOKEN = 75622825


_TRICKY_OK = makes_token(TRICKY_TOKEN, "トリッキートークン")


def _tricky_spell_4(res: Resolution) -> None:
    d = res.duel
    n = len(d.monsters_of(res.opponent))
    if not n or d.free_slots(res.player, Zone.MONSTERS) < n:
        return
    data = token_data(TRICKY_TOKEN, "トリッキートークン")
    with d.moving_together(res.cause):
        for _ in range(n):
            t = d.create_token(data, res.player, Pos.DEFENSE, res.cause)
            if t is not None:
                d.restrict(t, "attack", res.cause, turns=None)


define(75622824, Effect(A, _tricky_spell_4,
                        cost=Cost(tribute=1, tribute_sends=True,
                                  tribute_filter=lambda ctx, c: c.face_up and is_named(c, THE_TRICKY)),
                        # a zone for each once 「ＴＨＥ トリッキー」 has left (the cost is paid first: cost_first.py)
                        needs=lambda ctx: 0 < len(ctx.duel.monsters_of(ctx.opponent))
                        <= ctx.duel.free_slots(ctx.player, Zone.MONSTERS) and _TRICKY_OK(ctx),
                        text_en="special summon a Tricky Token for each monster the opponent controls; they cannot "
                                "attack",
                        text_ja="相手のモンスターの数だけ、守備表示で「トリッキートークン」を特殊召喚する。それらは攻撃宣言できない"))


# 進化する翼 / Transcendent Wings (quick-play): send a 「ハネクリボー」 you control (face-up or set) and 2 cards of
# your hand to the graveyard (the cost); special summon 「ハネクリボー ＬＶ１０」 from your hand or deck (only this
# card's effect can: its summoning condition). A 「ハネクリボー ＬＶ１０」 of the hand counts only beside 2 other
# hand cards for the cost: the cost could otherwise take the only one.
WINGED_KURIBOH_LV10 = 98585345


def _lv10s(ctx: Ctx | Resolution) -> list[Card]:
    c = ctx_of(ctx) if isinstance(ctx, Resolution) else ctx
    ok = named(WINGED_KURIBOH_LV10)
    return [*fitting_monsters_in(c, c.player, Zone.HAND, ok), *fitting_monsters_in(c, c.player, Zone.DECK, ok)]


def _lv10_left_after_cost(ctx: Ctx) -> bool:
    hand = ctx.duel.players[ctx.player].hand
    return any(c.zone is Zone.DECK or sum(i not in (c.idx, ctx.card.idx) for i in hand) >= 2
               for c in summonable(ctx, _lv10s(ctx)))


define(25573054, Effect(A, lambda res: summon_one_of(res, _lv10s(res), deck=True), asks=True,
                        needs=_lv10_left_after_cost,
                        cost=Cost(hand_send=2, field_send=1, field_filter=lambda ctx, c: c.zone is Zone.MONSTERS
                                  and is_named(c, WINGED_KURIBOH)),
                        text_en="send a Winged Kuriboh you control and 2 hand cards to the graveyard: special summon "
                                "Winged Kuriboh LV10 from your hand or deck",
                        text_ja="自分の「ハネクリボー」１体と手札２枚を墓地へ送り、手札かデッキから"
                                "「ハネクリボー ＬＶ１０」を特殊召喚する"))


"""The normal trap cards whose English name begins with E."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.kernel.reasons import Why, wide
from arbiter.ocg.carddata import attribute_term
from arbiter.ocg.cards.common import (
    CLOCK_TOWER,
    SPELL_COUNTER,
    ctx_of,
    destroy_targets,
    one_each,
    opponent_attacks,
    spell_trap_cards_of,
)
from arbiter.ocg.cards.shared.attacks import at_attacker
from arbiter.ocg.cards.shared.card_kinds import is_hero, is_trap_card
from arbiter.ocg.cards.shared.chain import OPPONENTS_BURN_ACTIVATED
from arbiter.ocg.cards.shared.control import attribute_is
from arbiter.ocg.cards.shared.counters import CLOCK
from arbiter.ocg.cards.shared.damage import redirect_damage
from arbiter.ocg.cards.shared.destruction import destroy_opponents_cards
from arbiter.ocg.cards.shared.discard import DECLARABLE_ATTRIBUTES, DECLARED_ALREADY, send_from_hand
from arbiter.ocg.cards.shared.stats import original_atk
from arbiter.ocg.cards.shared.summon_responses import just_summoned, summon_spec
from arbiter.ocg.cards.shared.tributes import tributable
from arbiter.ocg.cards.shared.turn_counts import in_opponent_turns, linger_for_opponent_turns
from arbiter.ocg.cards.shared.viruses import destroy_drawn, show_draws
from arbiter.ocg.cards.shared.zones import (
    all_field_cards,
    all_monsters,
    face_up_monsters,
    look_at,
    look_at_hand,
    opponent_controls_a_card,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute, is_named, names_of
from arbiter.ocg.one_each import completable
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# エレメンタル・チャージ / Elemental Recharge: gain 1000 for each face-up 「Ｅ・ＨＥＲＯ」 you control.
def _recharge(res: Resolution) -> None:
    n = sum(1 for c in face_up_monsters(res, res.player) if is_hero(c))
    if n:
        res.duel.gain_lp(res.player, 1000 * n, res.cause)


define(36586443, Effect(A, _recharge, needs=lambda ctx: any(is_hero(c) for c in face_up_monsters(ctx, ctx.player)),
                        text_en="gain 1000 LP for each face-up Elemental HERO you control",
                        text_ja="自分の表側表示の「Ｅ・ＨＥＲＯ」１体につき１０００ライフポイント回復する"))


# お家おとりつぶし / Eliminating the League: discard 1 spell card (the cost) and target 1 face-up
# monster the opponent controls: destroy it; then every card in the opponent's hand with a name it had on the
# field (「ハーピィ・レディ１」 is also 「ハーピィ・レディ」) is sent to the graveyard (a step of its own, with a hand
# to look at).
def _eliminating(res: Resolution) -> None:
    d = res.duel
    ts = res.targets()
    if not ts:
        return
    codes = names_of(ts[0])  # read on the field, before it is destroyed
    if d.destroy(ts, res.cause) and d.players[res.opponent].hand:
        d.next_thing()
        send_from_hand(res, [c for c in look_at_hand(res, res.opponent) if is_named(c, *codes)])


define(73872164, Effect(A, _eliminating, cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_spell,
                                                   text_en="discard a spell card", text_ja="魔法カード１枚を捨てる"),
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手の表側表示モンスター"),
                        text_en="destroy the target; send its copies from the opponent's hand to the graveyard",
                        text_ja="対象を破壊し、相手の手札の同名カードを全て墓地へ送る"))

T = Kind.TRIGGER


# 闇のデッキ破壊ウイルス / Eradicator Epidemic Virus: tribute 1 DARK monster with 2500 or more ATK (the cost)
# and declare spell or trap: destroy every card of that kind the opponent controls and in their hand; and
# for 3 of the opponent's turns (counted like 「死のデッキ破壊ウイルス」, R004-130 / R004-131: the turn of
# activation is the 1st if it is theirs), the cards they draw are checked and those of that kind
# destroyed: an effect left by the resolution, like 「死のデッキ破壊ウイルス」's, not one of the card in the
# graveyard (it goes on when the card leaves it, and under 「人造人間－サイコ・ショッカー」).
def _epidemic(res: Resolution) -> None:
    d = res.duel
    kind = "spell" if res.link.declared == "spell" else "trap"
    p = res.opponent
    # the opponent's spell and trap cards (a face-up trap monster is one) are all looked at, set ones too, and their
    # hand; what is of the declared kind is destroyed at once
    seen = [*look_at(res, spell_trap_cards_of(d, p)), *look_at_hand(res, p)]
    d.destroy([c for c in seen if (is_trap_card(c) if kind == "trap" else c.data.kind == kind)], res.cause)

    def drawn(ctx: Ctx, ev: Event) -> bool:
        return ev.player == ctx.opponent and ctx.duel.cards[ev.card].data.kind == kind and in_opponent_turns(ctx, 3)

    linger_for_opponent_turns(res, Effect(T, destroy_drawn, trigger="drawn", self_trigger=False, together=True,
                                          when=drawn,
                                          text_en=f"destroy the drawn {kind} card",
                                          text_ja="ドローした宣言した種類のカードを破壊する"), 3)
    show_draws(res, 3)


def _dark_2500(ctx: Ctx, m: Card) -> bool:
    return m.face_up and has_attribute(m, "DARK") and ctx.duel.atk(m) >= 2500


define(54974237,
       Effect(A, _epidemic, does=Does.SPELLS_TRAPS | Does.OPPONENTS, cost=Cost(
                  tribute=1, tribute_filter=_dark_2500, text_en="tribute a face-up DARK monster with 2500 or more ATK",
                  text_ja="攻撃力２５００以上の表側表示の闇属性モンスター１体を生け贄に捧げる"),
              declare=("spell",
              "trap"),
              text_en="destroy the opponent's cards of the declared kind on the field, in hand and drawn for 3 turns",
              text_ja="宣言した種類の相手のフィールド・手札・３ターンの間にドローしたカードを破壊する"))


# エターナル・ドレッド / Eternal Dread: put 2 clock counters on each face-up 「幽獄の時計塔」 (one on each player's
# field gets them both).
def _towers(ctx: Ctx) -> list[Card]:
    return [c for c in all_field_cards(ctx.duel) if is_named(c, CLOCK_TOWER) and c.face_up]


def _dread(res: Resolution) -> None:
    for c in _towers(ctx_of(res)):
        res.duel.add_counter(c, CLOCK, 2, res.cause)


define(35787450, Effect(A, _dread, needs=lambda ctx: bool(_towers(ctx)),
                        text_en="put 2 clock counters on each Clock Tower Prison",
                        text_ja="各「幽獄の時計塔」に時計カウンターを２つずつ置く"))


# ホーリージャベリン / Enchanted Javelin: gain LP equal to the targeted attacker's ATK.
def _javelin(res: Resolution) -> None:
    for c in res.targets():
        res.duel.gain_lp(res.player, res.duel.atk(c), res.cause)


define(96355986, Effect(A, _javelin, condition=opponent_attacks, target=at_attacker("opp"),
                        text_en="gain LP equal to the attacking monster's ATK",
                        text_ja="攻撃モンスターの攻撃力分ライフポイントを回復する"))

# ねずみ取り / Eatgaboon: when the opponent summons a monster with 500 or less ATK, destroy it. The 500 or less ATK is
# the activation's condition: the effect names only "that monster" (an ATK raised in response does not save it).
define(42578427, Effect(A, destroy_targets, target=summon_spec(just_summoned(True, "atk", "<=", 500,
                                                                             only_to_activate=True)),
                        text_en="destroy the summoned monster", text_ja="召喚されたモンスターを破壊する"))


# エナジー・ドレイン / Energy Drain: target 1 face-up monster of yours; until the end phase (the end of the turn) it
# gains 200 ATK and DEF per card in the opponent's hand.
def _energy_drain(res: Resolution) -> None:
    n = 200 * len(res.duel.players[1 - res.player].hand)
    for t in res.targets():
        res.duel.boost(t, n, n, res.cause)


define(56916805, Effect(A, _energy_drain, target=TargetSpec(side="own", face="up",
                                                                 text_en="a face-up monster you control",
                                                                 text_ja="自分の表側表示モンスター"),
                        text_en="the target gains 200 ATK and DEF per card in the opponent's hand this turn",
                        text_ja="対象の攻撃力・守備力をエンドフェイズまで相手の手札の数×２００アップ"))


# 魔力枯渇 / Exhausting Spell: remove every spell counter on the field.
def _countered(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for p in d.players for i in (*p.monsters, *p.spells, p.field)
            if i >= 0 and d.cards[i].counters.get(SPELL_COUNTER, 0)]


def _exhausting(res: Resolution) -> None:
    for c in _countered(res):
        res.duel.remove_counter(c, SPELL_COUNTER, c.counters.get(SPELL_COUNTER, 0), res.cause)


define(95451366, Effect(A, _exhausting, needs=lambda ctx: bool(_countered(ctx)),
                        text_en="remove all spell counters on the field",
                        text_ja="フィールド上の魔力カウンターを全て取り除く"))


# エッジ・ハンマー / Edge Hammer: tribute 1 「Ｅ・ＨＥＲＯ エッジマン」: destroy a targeted monster the opponent
# controls; if it was, they take damage equal to its original ATK.
BLADEDGE = 59793705


def _edge_hammer(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        orig = original_atk(d, c) or 0  # read on the field: an effect-given original ATK is gone in the graveyard
        if d.destroy([c], res.cause):
            d.damage(res.opponent, orig, res.cause)


define(84361420, Effect(A, _edge_hammer, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, BLADEDGE)),
                        target=TargetSpec(side="opp", text_en="a monster the opponent controls",
                                          text_ja="相手フィールドのモンスター"),
                        text_en="tribute Bladedge: destroy the target and deal its original ATK as damage",
                        text_ja="「Ｅ・ＨＥＲＯ エッジマン」を生け贄に捧げ、対象を破壊して元々の攻撃力分のダメージ"))


# 地殻変動 / Earthshaker: you name 2 Attributes; the opponent picks 1 of them; every face-up monster of that Attribute
# is destroyed.
def _attribute_option(a: str) -> Option:
    return Option(f"attribute:{a}", "attribute", label_en=a, label_ja=attribute_term(a))


ONE_OF_THE_TWO = Why("the opponent picks one of the 2 Attributes named", "相手は宣言された２つの属性から１つを選ぶ")


def _declared(k: int) -> tuple[str, str]:
    """The words of the k-th of the two Attributes declared."""
    return f"declare an Attribute ({k} of 2)", f"属性を宣言する（２つ中{wide(k)}つ目）"


def _earthshaker(res: Resolution) -> None:
    d = res.duel
    first = res.ask([_attribute_option(a) for a in DECLARABLE_ATTRIBUTES], "attribute", -1, *_declared(1))
    second = res.ask([_attribute_option(a) for a in DECLARABLE_ATTRIBUTES if f"attribute:{a}" != first.key],
                     "attribute", -1, *_declared(2), closed=[(first, lambda: DECLARED_ALREADY)])
    pick = res.ask([first, second], "attribute", res.opponent, "choose the Attribute whose monsters are destroyed",
                   "表側表示モンスターを破壊する属性を選ぶ",
                   closed=[(_attribute_option(a), lambda: ONE_OF_THE_TWO) for a in DECLARABLE_ATTRIBUTES
                           if f"attribute:{a}" not in (first.key, second.key)])
    attr = pick.key.split(":")[1]
    d.destroy([c for c in all_monsters(res) if c.face_up and has_attribute(c, attr)], res.cause)


define(60866277, Effect(A, _earthshaker, asks=True, does=Does.DESTROY | Does.MONSTERS,
                        needs=lambda ctx: any(c.face_up for c in all_monsters(ctx)),
                        text_en="name 2 Attributes; the opponent picks 1: destroy all face-up monsters of it",
                        text_ja="属性を２つ宣言し、相手が選んだ１つの属性の表側表示モンスターを全て破壊する"))


# エネルギー吸収板 / Energy-Absorbing Monolith: chained to an effect of the opponent's card that inflicts damage: the
# damage that effect would deal you is not dealt; you gain that many LP instead.
define(57006589, Effect(A, lambda res: redirect_damage(res, as_gain=True), condition=OPPONENTS_BURN_ACTIVATED,
                        does=Does.GAIN | Does.OTHER,
                        text_en="the opponent's chained damage to you is gained as LP instead",
                        text_ja="相手のカードの効果によるダメージを無効にし、その数値分ライフを回復する"))


# エレメンタルバースト / Elemental Burst: tribute one WIND, one WATER, one FIRE and one EARTH monster you control (the
# cost): destroy every card the opponent controls.
_FOUR = ("WIND", "WATER", "FIRE", "EARTH")
_BURST_PICK, _ = one_each(*(lambda c, a=a: has_attribute(c, a) for a in _FOUR))


def _four_attributes(ctx: Ctx) -> bool:
    """Four monsters its player may tribute, one of each Attribute, no monster two of them (「精霊術師 ドリアード」 is
    one of the four, not all of them)."""
    d = ctx.duel
    pool = tributable(d, d.monsters_of(ctx.player))
    return completable(ctx, [attribute_is(a) for a in _FOUR], [], pool)


define(61411502, Effect(A, destroy_opponents_cards, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS,
                        condition=_four_attributes, needs=opponent_controls_a_card,
                        cost=Cost(tribute=4, tribute_filter=_BURST_PICK),
                        text_en="tribute a WIND, WATER, FIRE and EARTH monster: destroy all the opponent's cards",
                        text_ja="風・水・炎・地の各属性のモンスターを１体ずつ生け贄にする：相手のカードを全て破壊"))


# 現世と冥界の逆転 / Exchange of the Spirit (the era's text, with no once-a-duel limit: docs/uncertain-rulings.md):
# while both graveyards hold 15 or more cards, pay 1000 LP: each player's deck and graveyard swap their cards (the
# graveyard's cards go into the deck and the deck's into the graveyard, together), then each deck is shuffled.
def _both_graves_full(ctx: Ctx) -> bool:
    return all(len(pl.grave) >= 15 for pl in ctx.duel.players)


def _exchange(res: Resolution) -> None:
    d = res.duel
    decks = [list(pl.deck) for pl in d.players]
    graves = [[d.cards[i] for i in pl.grave] for pl in d.players]
    with d.moving_together(res.cause):
        d.to_deck(graves[0] + graves[1], res.cause)
        d.send_to_grave(decks[0] + decks[1], res.cause)
    d.next_thing()  # the text's "then shuffle" is a step of the effect (★ R004-099, reading (a))
    for p in (res.player, res.opponent):
        d.shuffle_deck(p)


define(17484499, Effect(A, _exchange, cost=Cost(lp=1000), condition=_both_graves_full,
                        text_en="both graveyards 15+: each player swaps their deck and graveyard, then shuffles",
                        text_ja="お互いの墓地が１５枚以上の時、お互いにデッキと墓地のカードを全て入れ替え、デッキをシャッフルする"))

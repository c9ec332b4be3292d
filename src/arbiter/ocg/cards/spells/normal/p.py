"""The normal spell cards whose English name begins with P."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion, names
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import POLYMERIZATION, can_special_summon, ctx_of, token_data
from arbiter.ocg.cards.shared.card_kinds import is_monster_card
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.fusion import any_card, fusion_spell
from arbiter.ocg.cards.shared.recruiters import deck_monsters
from arbiter.ocg.cards.shared.search import deck_searched
from arbiter.ocg.cards.shared.special_summons import summon_one_of
from arbiter.ocg.cards.shared.stats import original_atk
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.tokens import may_summon_token, option_choices, option_token
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards, pile_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, RETURN_TO_DECK, TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

POWER_BOND = 37630732

# 融合 / Polymerization: fusion summon a fusion monster, its materials from your hand or field going to the
# graveyard.
define(POLYMERIZATION, fusion_spell(any_card, fusion.hand_and_field, "grave",
                                    "fusion summon, sending materials from your hand or field to the graveyard",
                                    "手札・自分フィールドの融合素材を墓地へ送り、融合モンスターを融合召喚する"))


# パワー・ボンド / Power Bond: fusion summon a Machine fusion monster (materials from hand or field to the
# graveyard); it gains ATK equal to its original ATK, and in this turn's end phase its player takes that much
# damage (applied at once, whether or not the monster is still there).
def _power_bond_boost(res: Resolution, f: Card) -> None:
    d = res.duel
    gain = original_atk(d, f) or 0  # a "?" monster's own original ATK (「キメラテック・オーバー・ドラゴン」)
    d.boost(f, gain, 0, res.cause, until_end=False)
    turn = d.turn

    def pay(r: Resolution) -> None:
        r.duel.damage(r.player, gain, r.cause)

    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, pay, trigger="phase",
                                          when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                          text_en=f"take {gain} damage in the end phase",
                                          text_ja=f"エンドフェイズに{gain}ダメージを受ける"), res.cause)


define(POWER_BOND, fusion_spell(lambda c: c.data.race == "Machine", fusion.hand_and_field, "grave",
                                "fusion summon a Machine fusion monster; it gains its original ATK",
                                "機械族の融合モンスターを融合召喚し、その元々の攻撃力分攻撃力をアップする",
                                after=_power_bond_boost))

A = Kind.ACTIVATE


# 苦渋の選択 / Painful Choice: pick 5 cards of your deck and show them; the opponent picks one for your hand,
# the rest go to the graveyard. A deck holding fewer than 5 as it resolves (a 「連続魔法」 copying it took them
# first) has no 5 cards to pick, and nothing happens.
_PICKED = Why("it is already one of the cards picked", "既に選んだカードである")
_NOT_IN_DECK = Why("it is not a card of its player's deck", "自分のデッキのカードではない")
_NOT_SHOWN = Why("it is not one of the five cards shown", "見せた５枚のカードではない")


def _painful_choice(res: Resolution) -> None:
    d = res.duel
    deck = pile_of(res, res.player, Zone.DECK)
    if len(deck) < 5:
        return
    five: list[Card] = []
    with deck_searched(d, res.player, True):
        for k in range(5):
            c = res.ask_cards([x for x in deck if x not in five],
                              why=lambda x: _PICKED if x in five else _NOT_IN_DECK,
                              prompt_en=f"pick a card to show ({k + 1} of 5)",
                              prompt_ja=f"見せるカードを選ぶ（5枚中{k + 1}枚目）")
            five.append(c)
        d.reveal(five, res.opponent, picker=res.player)  # shown to the opponent, who picks among them
        adder = "AB"[res.player]  # named: "your opponent" would read as the reader's on the other seat's board
        kept = res.ask_cards(five, "select", res.opponent, why=lambda _: _NOT_SHOWN,
                             prompt_en=f"pick the card {adder} adds to their hand",
                             prompt_ja=f"{adder}が手札に加えるカードを選ぶ", told_apart=True)  # each shown apart
        d.to_hand([kept], res.cause)
        d.send_to_grave([c.idx for c in five if c is not kept], res.cause)


define(74191942, Effect(A, _painful_choice, asks=True, needs=lambda ctx: len(ctx.duel.players[ctx.player].deck) >= 5,
                        text_en="pick 5 cards from the deck; the opponent picks 1 for your hand, the rest are sent "
                                "to the graveyard",
                        text_ja="デッキから５枚選び、相手が選んだ１枚を手札に加え、残りを墓地へ送る"))


# 貪欲な壺 / Pot of Avarice: shuffle 5 targeted monsters from your graveyard into your deck, then draw 2.
def _avarice(res: Resolution) -> None:
    d = res.duel
    ts = [c for c in res.targets() if c.zone is Zone.GRAVE]
    d.to_deck(ts, res.cause)
    if len(ts) == 5:
        d.draw(res.player, 2, res.cause)


define(67169062, Effect(A, _avarice, needs=may_draw("self"),
                        target=grave_spec(is_monster_card, count=5, en="a monster in your graveyard",
                                          ja="自分の墓地のモンスター"),
                        text_en="shuffle the 5 targets into your deck, then draw 2",
                        text_ja="対象のモンスター５体をデッキに戻し、２枚ドローする"))


# 謙虚な壺 / Pot of Generosity: return 2 cards of your choice from your hand to the deck, which is then shuffled.
# It aims at its player (`targets_player`): moved by 「精霊の鏡」, the other player returns 2 of theirs.
def _hand_without_me(ctx: Ctx | Resolution, player: int) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[player].hand if i != ctx.card.idx]


def _humble_pot(res: Resolution) -> None:
    who = res.target_player
    chosen: list[Card] = []
    for _ in range(2):
        left = [c for c in _hand_without_me(res, who) if c not in chosen]
        if left:
            chosen.append(res.ask_cards(left, player=who, purpose=RETURN_TO_DECK.nth(len(chosen) + 1, 2)))
    res.duel.to_deck(chosen, res.cause)


define(70278545, Effect(A, _humble_pot, asks=True, targets_player="own",
                        needs=lambda ctx: len(_hand_without_me(ctx, ctx.player)) >= 2,
                        text_en="return 2 cards from your hand to the deck",
                        text_ja="自分の手札を２枚選んでデッキに戻す"))


# 強欲な壺 / Pot of Greed: its activator draws 2 cards. An effect that affects one player designates that player
# (`targets_player`): 「精霊の鏡」 may move the draw to the other player (R000-001.09, R004-001.30).
define(55144522, Effect(A, draw_op(2), targets_player="own", needs=may_draw("self"), draws=2, text_en="draw 2 cards",
                        text_ja="カードを２枚ドローする"))


# 原初の種 / Primal Seed: only while 「カオス・ソルジャー －開闢の使者－」 or 「混沌帝龍 －終焉の使者－」 is face-up on
# the field: add 2 of your banished cards to your hand.
ENVOYS = (72989439, 82301904)


def _envoy_on_field(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(c.face_up and names.is_named(c, *ENVOYS) for p in (0, 1) for c in d.monsters_of(p))


def _banished(ctx: Ctx | Resolution) -> list[Card]:
    return [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].banished]


def _primal_seed(res: Resolution) -> None:
    cards = _banished(res)
    if len(cards) >= 2:
        res.duel.to_hand(choose_cards(res, cards, 2, purpose=TO_HAND), res.cause)


define(23701465, Effect(A, _primal_seed, asks=True, condition=_envoy_on_field,
                        needs=lambda ctx: len(_banished(ctx)) >= 2,
                        text_en="with an Envoy on the field: add 2 of your banished cards to your hand",
                        text_ja="開闢の使者か終焉の使者がフィールドに存在する時、除外された自分のカード２枚を手札に加える"))


# プロモーション / Promotion (once a turn by name): target a face-up Level 3 or lower EARTH Warrior monster you
# control; it is sent to the graveyard, and if it is, a Level 4 or higher EARTH Warrior monster is special summoned
# from your deck; then, if you control a face-up 「パペット」 monster whose printed Type and Attribute are Warrior and
# EARTH, the summoned monster gains 100 ATK and DEF for each card in the opponent's graveyard (while it is face-up).
def _earth_warrior(d: Duel, c: Card) -> bool:
    return d.race(c) == "Warrior" and c.data.attribute == "EARTH"


def _promotable(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    c_ctx = ctx if isinstance(ctx, Ctx) else ctx_of(ctx)
    return deck_monsters(d, c_ctx.player, lambda c: c.data.race == "Warrior" and c.data.attribute == "EARTH"
                         and (c.data.level or 0) >= 4 and can_special_summon(c_ctx, c))


def _promotion(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.send_to_grave([t.idx], res.cause)
        if t.zone is not Zone.GRAVE:
            return
        before = set(d.players[res.player].monsters)
        summon_one_of(res, _promotable(res), deck=True)
        new = [d.cards[i] for i in d.players[res.player].monsters if i >= 0 and i not in before]
        if not new:
            return
        n = 100 * len(d.players[res.opponent].grave)
        if n and any(c.face_up and name_includes(c, "パペット") and c.base.race == "Warrior"
                     and c.base.attribute == "EARTH" for c in d.monsters_of(res.player)):
            # "then" (その後): a gain made is a step of its own; with no Puppet, or nothing to count, the summon
            # was the last thing
            d.next_thing()
            d.boost(new[0], n, n, res.cause, until_end=False)


define(88617904, Effect(A, _promotion, name_once=True, asks=True, needs=lambda ctx: bool(_promotable(ctx)),
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: _earth_warrior(ctx.duel, c)
                                          and ctx.duel.level(c) <= 3,
                                          text_en="your face-up Level 3 or lower EARTH Warrior monster",
                                          text_ja="自分の表側表示の戦士族・地属性でレベル３以下のモンスター"),
                        text_en="send the target to the graveyard and special summon a Level 4 or higher EARTH Warrior "
                                "from your deck; with a Warrior-EARTH Puppet, it gains 100 ATK/DEF per card in the "
                                "opponent's graveyard",
                        text_ja="対象を墓地へ送る。デッキの戦士族・地属性でレベル４以上のモンスターを特殊召喚する。"
                                "その後、戦士族・地属性の「パペット」がいれば相手の墓地の数×１００攻撃力・守備力アップ"))


# 幻魔の殉教者 / Phantasmal Martyrs: with 2 or more other cards in your hand and a face-up 「神炎皇ウリア」 or
# 「降雷皇ハモン」 on your field, send your whole hand to the graveyard (the cost) to special summon 3
# 「幻魔の殉教者トークン」 (Fiend, DARK, Level 1, 0/0) in attack position; it needs 3 free monster zones and a
# player who may special summon them.
MARTYR_TOKEN = 93224849
_URIA, _HAMON = 6007213, 32491822


def _martyr_data() -> CardData:
    return token_data(MARTYR_TOKEN, "幻魔の殉教者トークン")


def _martyrs_may(ctx: Ctx) -> bool:
    d = ctx.duel
    others = [i for i in d.players[ctx.player].hand if i != ctx.card.idx]
    return (len(others) >= 2 and d.free_slots(ctx.player, Zone.MONSTERS) >= 3 and may_summon_token(ctx, _martyr_data())
            and any(m.face_up and names.is_named(m, _URIA, _HAMON) for m in d.monsters_of(ctx.player)))


def _martyrs(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 3:
        return
    data = _martyr_data()
    d.create_tokens(data, [Pos.ATTACK] * 3, res.player, res.cause)


define(93224848, Effect(A, _martyrs, condition=_martyrs_may, cost=Cost(hand_send_all=True),
                        text_en="send your whole hand to the graveyard: special summon 3 Phantasmal Martyr Tokens in "
                                "attack position",
                        text_ja="手札を全て墓地へ送り、「幻魔の殉教者トークン」３体を攻撃表示で特殊召喚する"))


# パワーカプセル / Power Capsule: target a face-up 「ビクトリー・バイパー ＸＸ０３」 you control; as it resolves, one of
# that monster's effects is chosen and applied as this card's effect: the target gains 400 ATK; or a face-up spell or
# trap card (chosen, not targeted) other than this card is destroyed, offered only where there is one; or an
# 「オプショントークン」 mirroring the target is special summoned.
VICTORY_VIPER = 93130021


def _power_capsule(res: Resolution) -> None:
    d = res.duel
    for vv in res.targets():
        if vv.zone is not Zone.MONSTERS or not vv.face_up:
            continue
        modes, closed = option_choices(d, res.player, vv, res.card)
        mode = res.ask(modes, "choice", prompt_en="choose an effect", prompt_ja="効果を選ぶ", closed=closed).key
        if mode == "atk":
            d.boost(vv, 400, 0, res.cause, until_end=False)
        elif mode == "destroy":
            d.destroy([res.ask_cards([c for c in all_spell_trap_cards(d, res.card) if c.face_up],
                                       purpose=DESTROY.spell_trap)], res.cause)
        else:
            option_token(res, vv)


define(54289683, Effect(A, _power_capsule, asks=True, does=Does.SPELLS_TRAPS,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: names.is_named(c, VICTORY_VIPER),
                                          text_en="your face-up Victory Viper XX03",
                                          text_ja="自分の表側表示の「ビクトリー・バイパー ＸＸ０３」"),
                        text_en="apply one of the target's effects: +400 ATK, destroy a face-up spell/trap, or an "
                                "Option Token",
                        text_ja="対象の「ビクトリー・バイパー ＸＸ０３」が持つ効果を１つ選び、"
                                "このカードの効果として適用する"))

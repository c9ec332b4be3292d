"""The Duel Masters creatures of the darkness civilization."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import (
    DRAGON,
    destroyed_self,
    destroys_another_instead,
    in_battle,
    leaving,
    own_shield_broken_by_opponent,
    pays_to_stay,
    stays_instead,
    to_own_grave_self,
)
from arbiter.dm.cards.shared.shields import shield_of
from arbiter.dm.duel import Duel
from arbiter.dm.model import BLOCKER, CANNOT_ATTACK, SLAYER, Card, CardDef, ReplacementDef, Zone
from arbiter.dm.pipeline import next_sentence, still_there
from arbiter.dm.registry import define
from arbiter.dm.verbs import change_power, destroy, discard, move_all, to_deck_bottom
from arbiter.kernel.events import Event


def lgate(race: str, race_en: str) -> ReplacementDef:
    """L・ゲート: instead of going to the graveyard, return a creature of the race from the graveyard to the
    hand; the rest of the ability (this creature to the deck bottom) is not the replacement, so it waits
    until the effect being processed is over (seed 001, R001-016)."""

    def dragons(d: Duel, c: Card) -> list[int]:
        return [i for i in d.players[c.owner].grave if d.cards[i].defn.is_creature and d.cards[i].defn.is_race(race)]

    def watches(d: Duel, c: Card, ev: Event) -> bool:
        return destroyed_self(d, c, ev) and bool(dragons(d, c))

    def instead(d: Duel, c: Card, p: int, ev: Event) -> None:
        i = d.pick(p, dragons(d, c), "pick", prompt_en=f"choose a {race_en} to return",
                   prompt_ja=f"手札に戻す{race}を選ぶ", source=c.idx)
        move_all(d, "to_hand", [d.cards[i]], Zone.HAND, p, c.idx)
        d.queue(p, c.idx, "lgate_bottom", ev)

    return ReplacementDef(f"L-Gate ({race_en}): a {race_en} returns to the hand instead", f"L・ゲート：{race}",
                          watches, instead)


def lgate_bottom(d: Duel, c: Card, p: int, ev: Event) -> None:
    """L・ゲート, the part after "if you do": the creature goes to the bottom of its owner's deck."""
    if in_battle(c) and c.oid == ev.amount:
        to_deck_bottom(d, [c], p, c.idx)


def _shinigami_still_leaving(d: Duel, c: Card, ev: Event) -> bool:
    """One of its player's Shinigami is still leaving the battle zone because of an opponent's spell: what the stored
    replacement needs, even once Yaminoikkaku itself has left (seed 001, R001-021)."""
    if not (leaving(ev) and still_there(d, ev)) or ev.cause.card < 0:
        return False
    x, spell = d.cards[ev.card], d.cards[ev.cause.card]
    return (x.owner == c.owner and "死神" in x.defn.name_ja and spell.defn.kind == "spell"
            and ev.cause.player != c.owner)


def _shinigami_by_opponent_spell(d: Duel, c: Card, ev: Event) -> bool:
    return in_battle(c) and _shinigami_still_leaving(d, c, ev)


YAMINOIKKAKU = define(CardDef(
    "yaminoikkaku", "死神獣ヤミノイッカク", "Shinigamijū Yaminoikkaku", "creature", ("darkness",), 7, 7000,
    ("ダーク・モンスター",), breaker=2,
    replacements=(stays_instead(_shinigami_by_opponent_spell, "stays instead of leaving (opponent's spell)",
                                "相手の呪文によって離れるかわりにとどまる", still_possible=_shinigami_still_leaving),),
    summary="Double breaker. When one of your creatures with 死神 in its name would leave the battle zone "
            "because of an opponent's spell, it stays instead.",
    summary_ja="W・ブレイカー。名前に「死神」を含む自分のクリーチャーが相手の呪文でバトルゾーンを離れる時、かわりに"
               "とどまる。"))

BAZRADYUDA = define(CardDef(
    "bazradyuda", "黒神龍バズラデューダ", "Kokushinryū Bazuradyūda", "creature", ("darkness",), 7, 7000,
    ("ドラゴン・ゾンビ",), breaker=2,
    replacements=(pays_to_stay(destroyed_self, lambda df: df.is_race(DRAGON), "choose a Dragon to discard",
                               "捨てるドラゴンを選ぶ",
                               "discards a Dragon and stays instead of going to the graveyard",
                               "ドラゴンを1枚捨て、墓地に置かれるかわりにとどまる"),),
    summary="Double breaker. When it would be destroyed, you may discard a card with Dragon in its race; if you "
            "do, it stays instead.",
    summary_ja="W・ブレイカー。破壊される時、種族にドラゴンを含むカードを手札から1枚捨ててもよい。そうしたら、かわ"
               "りにとどまる。"))


def _hanzou_watches(d: Duel, c: Card, ev: Event) -> bool:
    # a shield being broken as it is destroyed (by a spell a Blue Merkis turned up) is not one it may choose (113.6a)
    return (destroyed_self(d, c, ev) and bool(d.standing_shields(c.owner))
            and any("darkness" in d.cards[i].defn.civs for i in d.players[c.owner].mana))


def _hanzou_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    s = d.pick(p, d.standing_shields(p), "pick", prompt_en="choose a shield to put into the graveyard",
               prompt_ja="墓地に置くシールドを選ぶ", source=c.idx)
    move_all(d, "to_grave", [d.cards[s]], Zone.GRAVE, p, c.idx)
    d.note("stays", d.ref(c.idx))


def _hanzou_enters(d: Duel, c: Card, p: int, ev: Event) -> None:
    opp = [x.idx for x in d.creatures(1 - p)]
    i = d.pick(p, opp, "pick", prompt_en="choose an opponent's creature to get -6000 power this turn",
               prompt_ja="このターン、パワーを-6000する相手のクリーチャーを選ぶ", source=c.idx)
    if i >= 0:
        change_power(d, d.cards[i], -6000, p, c.idx)


def _ninja_bottom(d: Duel, c: Card, p: int, ev: Event) -> None:
    """Ninja Strike: at the end of the turn it was used, the ninja goes to the bottom of the deck."""
    if in_battle(c) and c.oid == ev.amount:
        to_deck_bottom(d, [c], p, c.idx)


HANZOU = define(CardDef(
    "hanzou", "威牙の幻ハンゾウ", "Iga no Maboroshi Hanzō", "creature", ("darkness",), 7, 5000,
    ("デーモン・コマンド", "シノビ"), ninja_strike=7,
    replacements=(ReplacementDef("puts a shield into the graveyard instead of being destroyed",
                                 "かわりに自分のシールドを1枚墓地に置く", _hanzou_watches, _hanzou_instead),),
    handlers={"enter": _hanzou_enters, "ninja_bottom": _ninja_bottom},
    summary="Ninja Strike 7. When it enters, an opponent's creature gets -6000 this turn. When it would be "
            "destroyed, if you have a darkness card in your mana zone you may put one of your shields into your "
            "graveyard instead.",
    summary_ja="ニンジャ・ストライク7。出た時、相手のクリーチャー1体のパワーをこのターン-6000する。破壊される"
               "時、自分のマナゾーンに闇のカードがあれば、かわりに自分のシールドを1枚墓地に置いてもよい。"))


def _gigastand_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    i = d.pick(p, list(d.players[p].hand), "discard", prompt_en="choose a card to put into the graveyard",
               prompt_ja="墓地に置くカードを選ぶ", source=c.idx)
    # its first sentence has no "instead": only the second one's result is barred from being replaced (R001-001,
    # 101.5a), so the card put from the hand may be replaced (《無頼聖者サンフィスト》's madness)
    with next_sentence(d):
        discard(d, [d.cards[i]], p, c.idx)
    move_all(d, "to_hand", [c], Zone.HAND, p, c.idx)


GIGASTAND = define(CardDef(
    "gigastand", "ギガスタンド", "Gigastand", "creature", ("darkness",), 4, 3000, ("キマイラ",),
    replacements=(ReplacementDef("puts a card from the hand into the graveyard and returns to the hand instead",
                                 "手札を1枚墓地に置き、墓地に置くかわりに手札に戻す",
                                 lambda d, c, ev: to_own_grave_self(d, c, ev) and bool(d.players[c.owner].hand),
                                 _gigastand_instead),),
    summary="When it would be put from the battle zone into your graveyard, you may put a card from your hand "
            "into your graveyard; if you do, it returns to your hand instead.",
    summary_ja="バトルゾーンから自分の墓地に置かれる時、手札を1枚墓地に置いてもよい。そうしたら、かわりに手札に戻る"
               "。"))


def _jinnai_watches(d: Duel, c: Card, ev: Event) -> bool:
    if not (leaving(ev) and in_battle(c) and ev.card != c.idx and still_there(d, ev)):
        return False
    x = d.cards[ev.card]
    return x.owner == c.owner and x.defn.is_race("シノビ")


JINNAI = define(CardDef(
    "jinnai", "威牙忍ジンナイ", "Iganin Jinnai", "creature", ("darkness",), 4, 3000, ("ダークロード", "シノビ"),
    keywords=frozenset({BLOCKER, CANNOT_ATTACK}),
    replacements=(destroys_another_instead("own",
                                           "destroys one of its player's creatures instead of the Shinobi leaving",
                                           "かわりに自分のクリーチャーを1体破壊する", _jinnai_watches),),
    summary="Blocker; cannot attack. When another of your Shinobi would leave the battle zone, you may destroy "
            "one of your creatures instead.",
    summary_ja="ブロッカー、攻撃不可。これ以外の自軍のシノビがバトルゾーンから出ようとする場合、代わりに自軍のクリーチャ"
               "ー1体を破壊できる。"))

GIRUGAZAMES = define(CardDef(
    "girugazames", "黒神龍ギルガザメス", "Kokushinryū Girugazamesu", "creature", ("darkness",), 6, 8000,
    ("ドラゴン・ゾンビ",), breaker=2, replacements=(lgate(DRAGON, "Dragon"),),
    handlers={"lgate_bottom": lgate_bottom,
              "enter": lambda d, c, p, ev: _discard_one(d, c, p)},
    summary="Double breaker. When it enters, discard a card. L-Gate (Dragon): when it would be destroyed, you may "
            "return a Dragon from your graveyard to your hand instead; then it goes to the bottom of your deck.",
    summary_ja="W・ブレイカー。出た時、手札を1枚捨てる。L・ゲート（ドラゴン）：破壊される時、かわりに自分の墓地の"
               "ドラゴンを1体手札に戻してもよい。その後、これは山札の一番下に置かれる。"))


def _discard_one(d: Duel, c: Card, p: int) -> None:
    i = d.pick(p, list(d.players[p].hand), "discard", prompt_en="choose a card to discard",
               prompt_ja="捨てるカードを選ぶ", source=c.idx)
    if i >= 0:
        discard(d, [d.cards[i]], p, c.idx)


def _arcadia_watches(d: Duel, c: Card, ev: Event) -> bool:
    return in_battle(c) and own_shield_broken_by_opponent(d, c, ev)


def _arcadia_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    move_all(d, "to_grave", [shield_of(d, ev)], Zone.GRAVE, p, c.idx)
    d.queue(p, c.idx, "arcadia_destroy", ev)


def _arcadia_destroy(d: Duel, c: Card, p: int, ev: Event) -> None:
    breaker = d.cards[ev.cause.card]
    if in_battle(breaker):
        destroy(d, [breaker], p, c.idx)


DEATH_ARCADIA = define(CardDef(
    "death_arcadia", "魔聖デス・アルカディア", "Masei Desu Arukadia", "creature", ("darkness",), 6, 6000,
    ("エンジェル・コマンド", "グランド・デビル"), keywords=frozenset({BLOCKER, CANNOT_ATTACK, SLAYER}),
    replacements=(ReplacementDef("the broken shield goes to the graveyard instead of the hand",
                                 "手札に加えるかわりに墓地に置く", _arcadia_watches, _arcadia_instead),),
    handlers={"arcadia_destroy": _arcadia_destroy},
    summary="Blocker; cannot attack; Slayer. When an opponent's creature breaks your shield, you may put the "
            "shield into the graveyard instead; if you do, destroy that creature.",
    summary_ja="ブロッカー、攻撃不可、スレイヤー。自分のシールドが相手クリーチャーにブレイクされそうな時、代わりにそれを"
               "墓地へ送ってよく、送ればそのクリーチャーも破壊。"))

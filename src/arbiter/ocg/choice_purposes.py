"""What a card chosen while an effect resolves is for, in words: the vocabulary of the questions' words
(`Resolution.ask_cards(purpose=...)`), so that a player, a judge and the web board read 「「死者蘇生」：特殊召喚する
モンスターを選ぶ」 rather than only 「「死者蘇生」の効果で選ぶ」. The Japanese uses the era's terms (ゲームから除外,
生け贄に捧げる, 持ち主の手札に戻す: tests/test_era_terms.py); the words are the project's own, never a card's text."""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbiter.kernel.reasons import a_or_an


@dataclass(frozen=True, slots=True)
class Purpose:
    """What a chosen card is for: `en` follows "choose a card" ("to destroy"), `ja` comes before カードを選ぶ
    (破壊する); the noun is the card's kind as the chooser knows it (a card, a monster: `monster`); `k` of `n`: which
    of several cards chosen one at a time this is (`nth`)."""

    en: str
    ja: str
    noun_en: str = "card"
    noun_ja: str = "カード"
    k: int = 0
    n: int = 0

    @property
    def monster(self) -> Purpose:
        """The same purpose for a monster: "choose a monster to destroy" / 破壊するモンスターを選ぶ."""
        return replace(self, noun_en="monster", noun_ja="モンスター")

    @property
    def spell_trap(self) -> Purpose:
        """The same purpose for a spell or trap card: 破壊する魔法・罠カードを選ぶ."""
        return replace(self, noun_en="spell or trap card", noun_ja="魔法・罠カード")

    def nth(self, k: int, n: int) -> Purpose:
        """The same purpose for the k-th of n cards chosen one at a time: its words say which it is (the count does
        not show as the cards are picked)."""
        return replace(self, k=k, n=n)

    def words(self) -> tuple[str, str]:
        """The question in English and Japanese."""
        en, ja = f"choose {a_or_an(self.noun_en)} {self.en}", f"{self.ja}{self.noun_ja}を選ぶ"
        if self.n > 1:
            return f"{en} ({self.k} of {self.n})", f"{ja}（{self.n}枚中{self.k}枚目）"
        return en, ja


TO_HAND = Purpose("to add to the hand", "手札に加える")
SPECIAL_SUMMON = Purpose("to special summon", "特殊召喚する")
NORMAL_SUMMON = Purpose("to normal summon", "召喚する")
RITUAL_SUMMON = Purpose("to ritual summon", "儀式召喚する")
NORMAL_SUMMON_OR_SET = Purpose("to normal summon or set", "召喚またはセットする")
DESTROY = Purpose("to destroy", "破壊する")
RETURN_TO_HAND = Purpose("to return to its owner's hand", "持ち主の手札に戻す")
RETURN_TO_DECK = Purpose("to return to the deck", "デッキに戻す")
RETURN_TO_FUSION_DECK = Purpose("to return to the fusion deck", "融合デッキに戻す")
TO_DECK_TOP = Purpose("to put on top of the deck", "デッキの一番上に置く")
TO_DECK_BOTTOM = Purpose("to put on the bottom of the deck", "デッキの一番下に戻す")
PLACE_AS_SPELL = Purpose("to place in the spell & trap card zone", "魔法＆罠カードゾーンに置く")
BANISH = Purpose("to banish", "ゲームから除外する")
TO_GRAVEYARD = Purpose("to send to the graveyard", "墓地へ送る")
EQUIP = Purpose("to equip", "装備する")
EQUIP_TO = Purpose("to equip it to", "装備先の")
SWITCH_CONTROL = Purpose("to switch control of", "コントロールを入れ替える")
LOOK_AT = Purpose("to look at", "確認する")
SHOW = Purpose("to show", "見せる")
DISCARD = Purpose("to discard", "捨てる")
TRIBUTE = Purpose("to tribute", "生け贄に捧げる")
PUT_COUNTER = Purpose("to put a counter on", "カウンターを置く")
REMOVE_COUNTER = Purpose("to remove a counter from", "カウンターを取り除く")
CHANGE_POSITION = Purpose("to change the battle position of", "表示形式を変更する")
SET = Purpose("to set", "セットする")
ACTIVATE = Purpose("to activate", "発動する")
ATTACK_TARGET = Purpose("to be the attack's target", "攻撃対象にする")

# a question between an effect's two ways, which its options name (「裁きの光」, 「呪われた棺」)
WHICH_WAY = ("choose which to do", "どちらを行うか選ぶ")

"""The toon monsters whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg.cards.common import TOON_FIRST, TOON_LAST, TOON_NUMBERING, TOON_SPECIAL_FIRST, itself
from arbiter.ocg.cards.shared.burn import burn
from arbiter.ocg.cards.shared.discard import battle_discard
from arbiter.ocg.cards.shared.draw import battle_damage_draw
from arbiter.ocg.cards.shared.effect_monsters import RESTS_AFTER_ATTACKING
from arbiter.ocg.cards.shared.stats import per_dark_magician_in_graves
from arbiter.ocg.cards.shared.toons import ATTACK_COSTS_500, TOON_PAYING, toon_procedure
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.registry import define

# トゥーン・仮面魔道士 / Toon Masked Sorcerer: the same, with the toon rules (`common.TOON_FIRST`, `TOON_LAST`).
battle_damage_draw(16392422, 1, extra=TOON_FIRST, tail=TOON_LAST, numbering=TOON_NUMBERING)

# トゥーン・ヂェミナイ・エルフ / Toon Gemini Elf (R004-139.05): the toon rules (`common.TOON_FIRST`,
# `common.TOON_LAST`), and when it inflicts battle damage to the opponent, they discard 1 at random. Its text asks
# nothing of its summon, so it is summoned like any level 4 monster.
define(42386471, *TOON_FIRST, battle_discard(1), *TOON_LAST, numbering=TOON_NUMBERING)


# トゥーン・デーモン / Toon Summoned Skull: special summoned from the hand by tributing 1 monster while you control
# 「トゥーン・ワールド」 (`shared.toons`); the toon rules; 500 LP to declare each attack.
define(91842653, *TOON_SPECIAL_FIRST, ATTACK_COSTS_500, *TOON_LAST, toon_procedure(1), numbering=TOON_PAYING)

# トゥーン・マーメイド / Toon Mermaid: the same with no tribute.
define(65458948, *TOON_SPECIAL_FIRST, ATTACK_COSTS_500, *TOON_LAST, toon_procedure(0), numbering=TOON_PAYING)


# トゥーン・ブラック・マジシャン・ガール / Toon Dark Magician Girl: special summoned from the hand by tributing 1
# monster while you control 「トゥーン・ワールド」; it may attack in the turn it is summoned and pays nothing to
# attack; with your Toon World and no opposing toon it may attack directly; destroyed with a Toon World; 300 more
# ATK for each 「ブラック・マジシャン」 and 「マジシャン・オブ・ブラックカオス」 in both graveyards.
# its text numbers the ATK gain ① before the direct attack ②
define(90960358,
       Effect(Kind.CONTINUOUS, affects=itself, atk=per_dark_magician_in_graves,
              text_en="300 more ATK for each Dark Magician and Magician of Black Chaos in the graveyards",
              text_ja="両者の墓地にある「ブラック・マジシャン」と「マジシャン・オブ・ブラックカオス」、その合計×３００"
                      "だけ攻撃力アップ"),
       TOON_FIRST[-1],
       *TOON_LAST, toon_procedure(1))


# トゥーン・キャノン・ソルジャー / Toon Cannon Soldier: the toon rules; tribute a monster you control (the cost; this
# card itself too: the text says no "other") to inflict 500 damage to the opponent.
define(79875176, *TOON_FIRST,
       Effect(Kind.IGNITION, burn(500), targets_player="opp", cost=Cost(tribute=1, tribute_self=True),
              text_en="tribute a monster: 500 damage to the opponent",
              text_ja="モンスター１体を生け贄に捧げ、相手に５００ポイントダメージを与える"),
       *TOON_LAST, numbering=TOON_NUMBERING)

# トゥーン・ゴブリン突撃部隊 / Toon Goblin Attack Force: the toon rules; when it attacked, it turns to defense position
# at the end of the battle phase and keeps it until the end phase of your next turn.
define(15270885, *TOON_FIRST, RESTS_AFTER_ATTACKING, *TOON_LAST, numbering=TOON_NUMBERING)

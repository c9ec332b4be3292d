"""The effect monsters whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.shared.events import by_battle
from arbiter.ocg.cards.shared.monster_equips import equip_to_me, none_equipped
from arbiter.ocg.cards.shared.recruiters import atk_at_most, atk_up_to, battle_recruiter, element_reptile, recruiter
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.cards.shared.unions import UNION_RIDER
from arbiter.ocg.effects import Effect, Kind, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos

define(92084010, doubles("WATER"))  # ヒゲアンコウ / Unshaven Angler

# ユニオン・ライダー / Union Rider: take control of 1 targeted union monster the opponent controls in monster
# form and equip it to this card (only one); a union equipped to it cannot unequip itself.
define(UNION_RIDER, Effect(Kind.IGNITION, equip_to_me("union_rider"), condition=none_equipped("union_rider"),
                           target=TargetSpec(side="opp", face="up", where=lambda ctx, c: "union" in c.data.subtypes,
                                             text_en="a union monster the opponent controls",
                                             text_ja="相手フィールド上のユニオンモンスター"),
                           text_en="take the target and equip it to this card",
                           text_ja="対象のコントロールを得て、このカードに装備する"))

# ユーフォロイド / UFOroid: the same for a Machine with 1500 or less ATK, in face-up attack position.
define(7602840, recruiter(lambda ctx, c: c.data.race == "Machine" and atk_at_most(c, 1500), Pos.ATTACK,
                           by_battle,
                           "special summon a Machine with 1500 or less ATK from your deck in attack position",
                           "デッキから攻撃力１５００以下の機械族モンスターを表側攻撃表示で特殊召喚する"))

# ＵＦＯタートル / UFO Turtle: destroyed by battle and sent to the graveyard, it may special summon a FIRE monster with
# 1500 or less ATK from the deck in face-up attack position.
define(60806437, battle_recruiter(lambda c: c.data.attribute == "FIRE" and atk_up_to(1500)(c),
                                   "special summon a FIRE monster with 1500 or less ATK from the deck",
                                   "デッキから攻撃力１５００以下の炎属性モンスター１体を特殊召喚する", attack=True))

# ダークネスソウル / Umbral Soul: the DARK one.
define(86229493, element_reptile("DARK", "闇"))

"""The ritual monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg.cards.common import face_up_here
from arbiter.ocg.cards.shared.destruction import destroy_all_of, destroy_other_field_cards
from arbiter.ocg.cards.shared.zones import other_field_cards
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon


# 闇の支配者－ゾーク / Dark Master - Zorc: ignition; roll: 1-2 destroy every monster the opponent
# controls; 3-5 destroy 1 of them (chosen); 6 destroy every monster you control.
def _zorc(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    if n <= 2:
        destroy_all_of(res, res.opponent)
    elif n <= 5:
        theirs = d.monsters_of(res.opponent)
        if theirs:
            d.destroy([res.ask_cards(theirs, purpose=DESTROY.monster)], res.cause)
    else:
        destroy_all_of(res, res.player)


define(97642679, Effect(Kind.IGNITION, _zorc, does=Does.MONSTERS, once_per_turn=True, condition=face_up_here, asks=True,
                        text_en="roll: 1-2 destroy the opponent's monsters, 3-5 one of them, 6 yours",
                        text_ja="サイコロ：１・２相手モンスター全破壊、３～５相手モンスター１体破壊、６自分モンスター全破壊"),
       special_by=by_ritual_summon)


# スカルライダー / Dokurorider: no effects; ritual summoned with 「スカルライダーの復活」.
define(99721536, special_by=by_ritual_summon)


# 終焉の王デミス / Demise, King of Armageddon (ritual summoned with 「エンド・オブ・ザ・ワールド」): pay 2000 LP:
# destroy every other card on the field.
define(72426662, Effect(Kind.IGNITION, destroy_other_field_cards,
                        cost=Cost(lp=2000), condition=face_up_here, needs=lambda ctx: bool(other_field_cards(ctx)),
                        does=Does.DESTROY | Does.MONSTERS | Does.SPELLS_TRAPS,
                        text_en="pay 2000 LP: destroy every other card on the field",
                        text_ja="コストはＬＰ２０００：フィールドの他のカード全ての破壊"),
       special_by=by_ritual_summon)

"""The toon monsters summoned by their own procedure while their player controls 「トゥーン・ワールド」."""

from __future__ import annotations

from arbiter.ocg.cards.common import TOON_WORLD, itself
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind
from arbiter.ocg.names import is_named


def controls_toon_world(ctx: Ctx) -> bool:
    """Its player controls a face-up 「トゥーン・ワールド」."""
    d = ctx.duel
    return any(is_named(d.cards[i], TOON_WORLD) and d.cards[i].face_up
               for i in d.players[ctx.player].spells if i >= 0)


def toon_procedure(tributes: int) -> Effect:
    """"Special summoned from the hand (tributing `tributes` monsters) while you control 「トゥーン・ワールド」"."""
    what = f"tributing {tributes} monster{'s' if tributes > 1 else ''} " if tributes else ""
    return Effect(Kind.PROCEDURE, condition=controls_toon_world, cost=Cost(tribute=tributes) if tributes else Cost(),
                  text_en=f"special summon {what}while you control Toon World",
                  text_ja="自分の「トゥーン・ワールド」がフィールドにある時、"
                          + (f"モンスター{tributes}体を生け贄に捧げ、" if tributes else "") + "手札から特殊召喚する")


# "This card pays 500 LP to declare an attack" (the special-summon toons of the era)
ATTACK_COSTS_500 = Effect(Kind.CONTINUOUS, affects=itself, attack_lp=500,
                          text_en="pay 500 LP to declare an attack with it",
                          text_ja="攻撃するためには５００ライフポイントを払う")
# the text's numbers of `*TOON_SPECIAL_FIRST, ATTACK_COSTS_500, *TOON_LAST, toon_procedure(n)`: it cannot attack the
# turn it is special summoned (①), pays 500 LP to attack (②), attacks directly (③), is destroyed with
# 「トゥーン・ワールド」 (④); the summon procedure, no effect of the text, comes after them
TOON_PAYING = (1, 3, 2, 4, 5)

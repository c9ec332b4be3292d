"""The effect monsters whose English name begins with Y."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import battle_opponent, battle_to_grave, itself
from arbiter.ocg.cards.shared.attacks import attacked_in_attack_position, attacker_atk_to_opponent
from arbiter.ocg.cards.shared.destruction import destroy_the_destroyer
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.effect_monsters import battle_damage_of, summon_named_from
from arbiter.ocg.cards.shared.events import LEAVES, attack_to_defense, phase_of
from arbiter.ocg.cards.shared.search import gadget
from arbiter.ocg.cards.shared.upkeep import tribute_another_or_destroy
from arbiter.ocg.cards.shared.zones import all_monsters, cards_in_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_DECK_BOTTOM
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of

# グリーン・ガジェット / Green Gadget adds 「レッド・ガジェット」, レッド・ガジェット / Red Gadget
# 「イエロー・ガジェット」, イエロー・ガジェット / Yellow Gadget 「グリーン・ガジェット」, when normal or special
# summoned.
gadget(13839120, 41172955, "Green Gadget", "グリーン・ガジェット")

T = Kind.TRIGGER


# 黄泉へ渡る船 / Yomi Ship: destroyed by battle and sent to the graveyard, it destroys the monster that destroyed it
# (the one it battled, whether it attacked or was attacked).
define(51534754, Effect(T, destroy_the_destroyer, trigger="destroyed",
                        when=battle_to_grave, does=Does.DESTROY | Does.MONSTERS | Does.OPPONENTS,
                        text_en="destroy the monster that destroyed this card",
                        text_ja="このカードを倒したモンスターの破壊"))


# ヤドカリュー / Yado Karu: when it changes from attack to defense position, its controller may put any number of
# cards of their hand on the bottom of their deck, in the order they choose (one at a time). Only to face-up
# defense position: turned face-down (「月の書」) it does not trigger.
def _yado(res: Resolution) -> None:
    d = res.duel
    for c in choose_cards(res, cards_in_hand(d, res.player), len(d.players[res.player].hand), upto=True,
                          purpose=TO_DECK_BOTTOM):
        d.to_deck([c], res.cause, "bottom")


define(29380133, Effect(Kind.TRIGGER, _yado, trigger="position", when=attack_to_defense, mandatory=False,
                        misses_timing=True,
                        asks=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].hand),
                        text_en="attack to defense position: put any number of cards of your hand on the bottom of "
                                "your deck",
                        text_ja="攻撃表示から守備表示になった時、手札を好きな枚数好きな順番でデッキの下に戻す"))


# ユベル / Yubel, ユベル－Ｄａｓ　Ａｂｓｃｈｅｕｌｉｃｈ　Ｒｉｔｔｅｒ / Yubel - Terror Incarnate,
# ユベル－Ｄａｓ　Ｅｘｔｒｅｍｅｒ　Ｔｒａｕｒｉｇ　Ｄｒａｃｈｅｎ / Yubel - The Ultimate Nightmare: none is destroyed
# by battle, and their controller takes no battle damage from their battles. Yubel and Terror Incarnate, attacked
# while face-up in attack position, inflict the attacker's ATK on the opponent before damage calculation. Yubel:
# in its controller's end phase, once a turn, they tribute another monster or destroy it; destroyed other than by
# its own effect, its owner may special summon Terror Incarnate from the hand, deck or graveyard. Terror Incarnate
# (special summoned only by Yubel's effect): in its controller's end phase, once a turn, every other monster on
# the field is destroyed; when it leaves the field face-up, its owner may special summon The Ultimate Nightmare
# from the hand, deck or graveyard (both optional "when" effects, which miss the timing of an event that is not the
# last thing to happen). The Ultimate Nightmare (special summoned only by Terror Incarnate's effect): at
# the end of the damage step of its battle with an opponent's monster while face-up in attack position, that
# monster's ATK is inflicted on the opponent and that monster is destroyed.
YUBEL, YUBEL_TERROR, YUBEL_NIGHTMARE = 78371393, 4779091, 31764700


# the battle protection and the battle damage kept off are one effect of each text (①), declared as two
SHIELDS_NUMBERING = (1, 1)


def _yubel_shields() -> tuple[Effect, ...]:
    return (Effect(Kind.CONTINUOUS, affects=itself, battle_proof=True, text_en="not destroyed by battle",
                   text_ja="戦闘では破壊されない"),
            Effect(Kind.REPLACEMENT, when=battle_damage_of(mine=True), instead=lambda ctx, ev: None,
                   text_en="no battle damage to you from its battles",
                   text_ja="このカードが戦闘する時、自分が受ける戦闘ダメージは０"))


def _scar(res: Resolution) -> None:
    attacker_atk_to_opponent(res)


SCAR = Effect(T, _scar, trigger="attacked", when=attacked_in_attack_position,
              text_en="attacked in face-up attack position: the attacker's ATK as damage to the opponent",
              text_ja="攻撃表示で表側のこのカードが攻撃の対象になれば、ダメージ計算の前に、攻撃してきたモンスターの"
                      "攻撃力と同じ値のダメージを相手に")


def _destroy_all_others(res: Resolution) -> None:
    # no condition on this card's presence: gone from the field meanwhile, it still destroys every other monster
    res.duel.destroy([m for m in all_monsters(res) if m is not res.card], res.cause)


_terror_needs, _summon_terror = summon_named_from(YUBEL_TERROR, Zone.HAND, Zone.DECK, Zone.GRAVE)
_nightmare_needs, _summon_nightmare = summon_named_from(YUBEL_NIGHTMARE, Zone.HAND, Zone.DECK, Zone.GRAVE)

define(YUBEL, *_yubel_shields(), SCAR,
       Effect(T, tribute_another_or_destroy, trigger="phase", self_trigger=False, when=phase_of("end"),
              once_per_turn=True, asks=True, text_en="your end phase: tribute another monster or destroy this card",
              text_ja="自分のエンドフェイズ、自分の他のモンスター１体を生け贄にする。"
                      "しなければこのカードの破壊"),
       Effect(T, _summon_terror, trigger="destroyed", mandatory=False, asks=True, needs=_terror_needs,
              misses_timing=True, when=lambda ctx, ev: ev.cause.card != ctx.card.idx,
              text_en="destroyed, not by its own effect: special summon Yubel - Terror Incarnate from your hand, "
                      "deck or graveyard",
              text_ja="自身の効果以外で破壊された時、手札かデッキか墓地の"
                      "「ユベル－Ｄａｓ　Ａｂｓｃｈｅｕｌｉｃｈ　Ｒｉｔｔｅｒ」１体の特殊召喚"),
       numbering=(*SHIELDS_NUMBERING, 2, 3, 4))
define(YUBEL_TERROR, *_yubel_shields(), SCAR,
       Effect(T, _destroy_all_others, does=Does.MONSTERS, trigger="phase", self_trigger=False, when=phase_of("end"),
              once_per_turn=True,
              text_en="your end phase: destroy every other monster on the field",
              text_ja="自分のエンドフェイズ、フィールドの他のモンスター全ての破壊"),
       *(Effect(T, _summon_nightmare, trigger=k, mandatory=False, asks=True, needs=_nightmare_needs, misses_timing=True,
                when=lambda ctx, ev: ev.src == int(Zone.MONSTERS) and ev.pos != int(Pos.SET),
                text_en="it leaves the field face-up: special summon Yubel - The Ultimate Nightmare from your hand, "
                        "deck or graveyard",
                text_ja="表側でフィールドを離れた時、手札かデッキか墓地の"
                        "「ユベル－Ｄａｓ　Ｅｘｔｒｅｍｅｒ　Ｔｒａｕｒｉｇ　Ｄｒａｃｈｅｎ」１体の特殊召喚")
         for k in LEAVES),
       special_by=by_effect_of(YUBEL), numbering=(*SHIELDS_NUMBERING, 2, 3, *([4] * len(LEAVES))))


def _nightmare_battled(ctx: Ctx, ev: Event) -> bool:
    """It battled in face-up attack position an opponent's monster still on the field (one the battle destroyed has
    left as the end of the damage step comes)."""
    me = ctx.card
    if me.idx not in (ev.card, ev.amount) or ev.amount < 0 or me.zone is not Zone.MONSTERS:
        return False
    foe = battle_opponent(ctx)
    return me.pos is Pos.ATTACK and foe is not None and foe.ctl != me.ctl


def _nightmare(res: Resolution) -> None:
    d = res.duel
    foe = battle_opponent(res)
    if foe is not None:
        d.damage(res.opponent, d.atk(foe), res.cause)
        d.destroy([foe], res.cause)


# the end of the damage step is the attacker's event: its own for the battles it attacked in, the attacker's for those
# it was attacked in ("either")
define(YUBEL_NIGHTMARE, *_yubel_shields(),
       Effect(T, _nightmare, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_end", self_trigger="either",
              when=_nightmare_battled,
              text_en="it battled in face-up attack position: the opponent's monster's ATK as damage, and destroy it",
              text_ja="攻撃表示で表側のこのカードが相手モンスターと戦闘すれば、ダメージステップの終わりに、"
                      "その相手の攻撃力と同じ値のダメージを相手に与え、続けてそれを破壊"),
       special_by=by_effect_of(YUBEL_TERROR), numbering=(*SHIELDS_NUMBERING, 2))

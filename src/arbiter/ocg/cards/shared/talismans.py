"""The sealing talismans of 「封印師 メイセイ」: a continuous card that locks and negates one kind of card."""

from __future__ import annotations

from arbiter.ocg.activation_locks import spell_cards_and_their_effects, trap_cards_and_their_effects
from arbiter.ocg.cards.common import nothing
from arbiter.ocg.cards.shared.zones import face_up_named
from arbiter.ocg.effects import Ctx, Effect, Kind

SEALMASTER_MEISEI = 2468169  # 封印師 メイセイ


def _meisei_here(ctx: Ctx) -> bool:
    return face_up_named(ctx, (SEALMASTER_MEISEI,), side="own")


def talisman(kind: str, en: str, ja: str) -> tuple[Effect, ...]:
    """Activated only while you control a face-up 「封印師 メイセイ」; while it is on the field, no card of `kind`
    ("spell" / "trap") can be activated and the effects of every such card on the field are negated; destroyed
    once you no longer control one."""
    return (Effect(Kind.ACTIVATE, nothing, condition=_meisei_here, bare=True,
                   text_en="activate while you control Sealmaster Meisei",
                   text_ja="自分が「封印師 メイセイ」をコントロールしている時だけ発動可能"),
            Effect(Kind.CONTINUOUS, locks_activations=spell_cards_and_their_effects if kind == "spell"
                   else trap_cards_and_their_effects,
                   negates=kind, affects=lambda ctx, c: c.on_field, text_en=en, text_ja=ja),
            Effect(Kind.CONTINUOUS, destroyed_unless=_meisei_here,
                   text_en="destroyed when you no longer control Sealmaster Meisei",
                   text_ja="自分の「封印師 メイセイ」がいなくなった時：このカードを破壊"))

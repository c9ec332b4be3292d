"""The counter trap cards whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg import names
from arbiter.ocg.cards.common import answered, negate_activation
from arbiter.ocg.cards.shared.chain import BURN_ACTIVATED, activation_of, negate_and_destroy
from arbiter.ocg.cards.shared.passcodes import AVIAN
from arbiter.ocg.cards.shared.summon_responses import negated_summons
from arbiter.ocg.effects import Answers, Effect, Kind, Resolution
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# キックバック / Forced Back (counter trap): negate a normal or flip summon (a face-up gemini monster's second summon
# is a normal summon) and return the monster to its owner's hand. Its summon never happened, so it did not return
# "from the field" (R004-110): its move comes from no zone (`Duel.move`, `UNSUMMONED`).
_SUMMONING = Answers(lambda ctx: any(e.kind == "summoning" and e.detail in ("normal", "gemini", "flip")
                                     for e in ctx.events),
                     "a normal or flip summon", "召喚・反転召喚", summon=True)


def _forced_back(res: Resolution) -> None:
    for c in negated_summons(res):
        res.duel.to_hand([c], res.cause)


define(43340443, Effect(A, _forced_back, condition=_SUMMONING, negates_summon=True,
                        text_en="negate the summon and return the monster to the hand",
                        text_ja="その召喚・反転召喚は無効になり、モンスターは持ち主の手札へ戻る"))


# フェザー・ウィンド / Feather Wind (counter trap): only while you control a face-up 「Ｅ・ＨＥＲＯ フェザーマン」
# (Elemental HERO Avian): negate the activation of a spell or trap card and destroy it.
_SPELL_OR_TRAP = activation_of(("spell", "trap"), by="any")
_FEATHER_WIND = Answers(lambda ctx: _SPELL_OR_TRAP(ctx)
                        and any(c.face_up and names.is_named(c, AVIAN) for c in ctx.duel.monsters_of(ctx.player)),
                        f"{_SPELL_OR_TRAP.en} while you control a face-up 「Ｅ・ＨＥＲＯ フェザーマン」",
                        f"自分フィールド上に「Ｅ・ＨＥＲＯ フェザーマン」が表側表示で存在する時の{_SPELL_OR_TRAP.ja}")


define(71060915, Effect(A, negate_and_destroy, condition=_FEATHER_WIND,
                        text_en="with a face-up Elemental HERO Avian: negate a spell or trap activation and destroy it",
                        text_ja="フェザーマンが表側表示で存在する時、魔法・罠の発動を無効にし破壊する"))


# フュージョン・ガード / Fusion Guard: an effect that deals damage is activated: its activation is negated, and a
# fusion monster picked at random from your fusion deck goes to the graveyard.
def _fusion_guard(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is not None:
        negate_activation(res, link, destroy=False)
    extra = d.players[res.player].extra
    if extra:
        d.send_to_grave([extra[d.rng.below(len(extra))]], res.cause)


define(73026394, Effect(A, _fusion_guard, condition=BURN_ACTIVATED,
                        text_en="negate an activation that inflicts damage; send a random fusion monster of your "
                                "fusion deck to the graveyard",
                        text_ja="ダメージを与える効果の発動を無効にし、融合デッキから融合モンスター１体をランダムに墓地へ送る"))

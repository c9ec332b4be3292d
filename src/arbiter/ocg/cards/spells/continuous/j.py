"""The continuous spell cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation, own_standby, token_data
from arbiter.ocg.cards.shared.tokens import SLIME_TOKEN, makes_token_here
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos


# スライム増殖炉 / Jam Breeding Machine (continuous spell): in each of your standby phases, special summon a
# 「スライムモンスタートークン」 in attack position; while it is on the field you cannot normal, flip or special summon
# any monster but those tokens (setting stays allowed).
def _breed(res: Resolution) -> None:
    res.duel.create_token(token_data(SLIME_TOKEN, "スライムモンスタートークン"), res.player, Pos.ATTACK, res.cause)


define(21770260, bare_activation(),
       Effect(Kind.TRIGGER, _breed, trigger="phase", when=own_standby, self_trigger=False,
              needs=makes_token_here(SLIME_TOKEN, "スライムモンスタートークン"),
              text_en="your standby phase: special summon a Slime Token in attack position",
              text_ja="自分のスタンバイフェイズ毎に「スライムモンスタートークン」１体を攻撃表示で特殊召喚する"),
       Effect(Kind.CONTINUOUS, locks_summons=lambda ctx, player, monster, how, gone, onto: player == ctx.player
              and monster.passcode != SLIME_TOKEN,
              text_en="you cannot summon monsters other than Slime Tokens",
              text_ja="自分が召喚・反転召喚・特殊召喚できるのは「スライムモンスタートークン」だけ"))

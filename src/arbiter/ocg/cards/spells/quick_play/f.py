"""The quick-play spell cards whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.cards.common import destroy_targets
from arbiter.ocg.cards.shared.cloudians import FOG, is_cloudian
from arbiter.ocg.cards.shared.events import from_field_to_grave
from arbiter.ocg.cards.shared.passcodes import FLINT
from arbiter.ocg.cards.shared.to_hand_and_deck import self_to_deck
from arbiter.ocg.cards.shared.tokens import DOOMSDAY_TOKEN, token_spell
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos

A = Kind.ACTIVATE
T = Kind.TRIGGER

# フリント・アタック / Flint Missile (quick-play): destroy 1 targeted monster equipped with 「フリント」.
# When this card is sent to the graveyard after it was activated, you can shuffle it into the deck: face-up as it
# left the field (a set one sent there, never activated, cannot).
def _with_flint(ctx: Ctx, m: Card) -> bool:
    d = ctx.duel
    return any(c.on_field and c.equipped_to == m.idx and is_named(c, FLINT) for c in d.cards)


define(16437822, Effect(A, destroy_targets, target=TargetSpec(face="up", where=_with_flint,
                                                              text_en="a monster equipped with Flint",
                                                              text_ja="「フリント」を装備したモンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"),
       Effect(T, self_to_deck("shuffle"), trigger="sent", mandatory=False,
              when=lambda ctx, ev: from_field_to_grave(ctx, ev) and ev.pos == int(Pos.UP),
              text_en="shuffle this card into the deck", text_ja="このカードをデッキに戻す"))


# フォッグ・コントロール / Fog Control (quick-play): tribute a face-up 「雲魔物」 monster you control (the cost): 3 Fog
# Counters on a targeted face-up monster.
def _fog_control(res: Resolution) -> None:
    for t in res.targets():
        res.duel.add_counter(t, FOG, 3, res.cause)


_FACE_UP_CLOUDIAN = Cost(tribute=1, tribute_filter=lambda ctx, c: c.face_up and is_cloudian(c),
                         text_en="tribute a face-up Cloudian", text_ja="表側表示の「雲魔物」１体を生け贄に捧げる")
define(63741331, Effect(A, _fog_control, cost=_FACE_UP_CLOUDIAN,
                        target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示のモンスター"),
                        text_en="place 3 Fog Counters on the target", text_ja="対象にフォッグカウンターを３つ置く"))


# 終焉の焔 / Fires of Doomsday (quick-play): special summon 2 「黒焔トークン」 (Fiend, DARK, Level 1, 0/0) in defense
# position; they may be tributed for the tribute summon of a DARK monster only (declared at the token). It needs 2
# free monster zones; in the turn you activate it you summon no other monster (a normal set stays allowed), neither
# before it nor after it.
token_spell(46173679, DOOMSDAY_TOKEN, "黒焔トークン", 2, "Doomsday Tokens", "黒焔トークン")

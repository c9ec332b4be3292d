"""The effect monsters whose English name begins with O."""

from __future__ import annotations

from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import ctx_of, face_up_here, spells_traps_of, to_grave
from arbiter.ocg.cards.shared.attacks import may_attack_directly
from arbiter.ocg.cards.shared.discard import send_everything
from arbiter.ocg.cards.shared.to_hand_and_deck import back_to_deck
from arbiter.ocg.cards.shared.umi import UMI
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

define(11548522, *back_to_deck("shuffle", to_grave))

# 海竜神－ネオダイダロス / Ocean Dragon Lord - Neo-Daedalus: send a face-up 「海」 you control to the
# graveyard (the cost, paid as the operation's first step here): send every other card in both hands and
# on the field to the graveyard.


def _my_umi(ctx: Ctx) -> list[Card]:
    return [c for c in spells_traps_of(ctx.duel, ctx.player) if is_named(c, UMI) and c.face_up]


def _neo_daedalus(res: Resolution) -> None:
    umi = _my_umi(ctx_of(res))
    if not umi:
        return
    res.duel.send_to_grave([umi[0].idx], Cause(res.player, Reason.COST, res.card.idx), "sent")
    send_everything(res, keep=res.card.idx)


define(10485110, Effect(Kind.IGNITION, _neo_daedalus, condition=lambda ctx: face_up_here(ctx) and bool(_my_umi(ctx)),
                        text_en="send every other card in both hands and on the field to the graveyard",
                        text_ja="このカード以外のお互いの手札とフィールドのカードを全て墓地へ送る"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.data.passcode == 37721209),
              text_en="special summon by tributing a Levia-Dragon - Daedalus you control",
              text_ja="自分フィールドの「海竜－ダイダロス」１体を生け贄に捧げて特殊召喚する"))

# ラージマウス / Ooguchi: it may attack directly.
define(58861941, may_attack_directly())

# 翻弄するエルフの剣士 / Obnoxious Celtic Guard: it is not destroyed by battle with a monster with 1900 or more ATK.
def _against_1900(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    if c.idx != ctx.card.idx or d.attack is None or c.idx not in (d.attack[0], d.attack[2]) or d.attack[2] < 0:
        return False
    other = d.cards[d.attack[2] if d.attack[0] == c.idx else d.attack[0]]
    return other.zone is Zone.MONSTERS and other.face_up and d.atk(other) >= 1900


define(52077741, Effect(Kind.CONTINUOUS, affects=_against_1900, battle_proof=True,
                        text_en="not destroyed by battle with a monster with 1900 or more ATK",
                        text_ja="攻撃力１９００以上のモンスターとの戦闘では破壊されない"))

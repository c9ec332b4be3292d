"""The Duel Masters castles of the light civilization."""

from __future__ import annotations

from arbiter.dm.cards.shared.replacements import own_shield_broken_by_opponent
from arbiter.dm.duel import Duel
from arbiter.dm.model import WINS_ALL_BATTLES, Card, CardDef, ReplacementDef, Zone
from arbiter.dm.registry import define
from arbiter.dm.verbs import to_hand
from arbiter.kernel.events import Event, Reason


def _others(d: Duel, c: Card, ev: Event) -> list[int]:
    return [s for s in d.standing_shields(c.owner) if s != ev.card]


def _glory_watches(d: Duel, c: Card, ev: Event) -> bool:
    return (c.zone is Zone.CASTLE and c.fort == ev.card and ev.cause.reason is Reason.BATTLE
            and own_shield_broken_by_opponent(d, c, ev) and len(d.fortified_by(ev.card)) == 1
            and bool(_others(d, c, ev)))


def _glory_instead(d: Duel, c: Card, p: int, ev: Event) -> None:
    s = d.pick(p, _others(d, c, ev), "pick",
               prompt_en="choose another shield, not one being broken, to add to the hand instead",
               prompt_ja="かわりに手札に加える、ブレイクされていない他のシールドを選ぶ", source=c.idx)
    to_hand(d, [d.cards[s]], p, c.idx)


SILVER_GLORY = define(CardDef(
    "silver_glory", "無敵城 シルヴァー・グローリー", "Muteki-jō Shiruvā Gurōrī", "castle", ("light",), 6,
    keywords=frozenset({WINS_ALL_BATTLES}),
    replacements=(ReplacementDef("substitute break: another shield goes to the hand instead",
                                 "身代わりブレイク：かわりに自分のシールドを1枚手札に加える",
                                 _glory_watches, _glory_instead),),
    aliases=("シルヴァー・グローリー",),
    summary="Castle: it fortifies one of your shields and goes to your graveyard once that shield has left the "
            "shield zone (after its S-Trigger, if used). Your creatures win every battle. When the shield it "
            "fortifies, and no other castle does, would be broken by an opponent's creature, you may put another of "
            "your shields into your hand instead.",
    summary_ja="城：自分のシールド1枚を要塞化し、そのシールドがシールドゾーンから離れたら墓地に置かれる（S・トリガーは"
               "その前に使える）。バトルでは自軍のクリーチャーがいつも勝つ。この城だけが要塞化しているシールドを相手"
               "クリーチャーがブレイクしようとすれば、代わりに自分の別のシールド1枚を手札に戻せる。"))

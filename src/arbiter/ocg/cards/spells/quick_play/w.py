"""The quick-play spell cards whose English name begins with W."""

from __future__ import annotations

from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.attacks import your_monsters_cannot_attack
from arbiter.ocg.cards.shared.zones import all_monsters
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos

A = Kind.ACTIVATE


# クレイジー・ファイヤー / Wild Fire: pay 500 LP; destroy the face-up 「ブレイズ・キャノン」 cards you control and every
# monster on the field; then special summon a 「クレイジー・ファイヤー・トークン」 (Pyro, FIRE, Level 3, 1000/1000) in
# attack position; your monsters cannot attack this turn.
WILD_FIRE_TOKEN = 68815402


def _blaze_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].spells
            if i >= 0 and d.cards[i].face_up and name_includes(d.cards[i], "ブレイズ・キャノン")]


def _wild_fire(res: Resolution) -> None:
    d, me = res.duel, res.player
    d.destroy([*_blaze_cards(res), *all_monsters(res)], res.cause)  # one destruction: destroyed at the same time
    d.next_thing()
    d.create_token(token_data(WILD_FIRE_TOKEN, "クレイジー・ファイヤー・トークン"), me, Pos.ATTACK, res.cause)
    your_monsters_cannot_attack(res)


define(68815401, Effect(A, _wild_fire, does=Does.SPELLS_TRAPS | Does.SPELLS_ONLY | Does.MONSTERS, cost=Cost(lp=500),
                        needs=lambda ctx: bool(_blaze_cards(ctx)),
                        text_en="destroy your Blaze Accelerator cards and every monster; then special summon a Wild "
                                "Fire Token; your monsters cannot attack this turn",
                        text_ja="自分の「ブレイズ・キャノン」カードと場の全モンスターを破壊する。続けてトークン１体を特殊召喚する。"
                                "このターン自分のモンスターは攻撃できない"))

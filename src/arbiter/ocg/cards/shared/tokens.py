"""Tokens: the cards that make them and the passcodes of the tokens they make."""

from __future__ import annotations

from arbiter.ocg.cards.common import token_data
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone

SHEEP_TOKEN = 73915052  # 羊トークン, made by 「スケープ・ゴート」
DOOMSDAY_TOKEN = 46173680  # 黒焔トークン, made by 「終焉の焔」


def token_spell(passcode: int, token: int, name_ja: str, n: int, en: str, ja: str) -> None:
    """A spell that special summons `n` tokens to its player's field in defense position; it needs as many free
    monster zones, and in the turn it is activated its player summons no other monster, neither before it (it cannot
    be activated then) nor after it (「スケープ・ゴート」, 「迷える仔羊」, 「終焉の焔」)."""
    def zones(ctx: Ctx | Resolution) -> bool:
        return ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= n

    def op(res: Resolution) -> None:
        if not zones(res):
            return
        data = token_data(token, name_ja)
        for _ in range(n):
            res.duel.create_token(data, res.player, Pos.DEFENSE, res.cause)

    define(passcode, Effect(Kind.ACTIVATE, op, needs=zones, turn_ban=("summon", "flip_summon", "special_summon"),
                            text_en=f"special summon {n} {en} in defense position; you summon nothing else this turn",
                            text_ja=f"{ja}{n}体を守備表示で特殊召喚する。このターン他にモンスターを召喚・反転召喚・特殊召喚できない"))


OJAMA_TOKEN = 29843092  # おジャマトークン, made by 「おジャマトリオ」

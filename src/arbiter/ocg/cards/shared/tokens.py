"""Tokens: the cards that make them and the passcodes of the tokens they make."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.special_summons import NO_ZONE, SUMMON_LOCKED
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards
from arbiter.ocg.effects import Condition, Ctx, Effect, Kind, Resolution
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

SHEEP_TOKEN = 73915052  # 羊トークン, made by 「スケープ・ゴート」
DOOMSDAY_TOKEN = 46173680  # 黒焔トークン, made by 「終焉の焔」


def may_summon_token(ctx: Ctx, data: CardData, theirs: bool = False) -> bool:
    """Whether this card's player may special summon a token of `data` now (to their own field, or with `theirs`
    to the opponent's: the effect's player summons it either way, `Duel.create_token(by=)`): a lock on special
    summons (「虚無魔人」), on that token's kind (a 「結界像」 of another Attribute) or on what the field it goes to
    may hold (「群雄割拠」) keeps an effect that would summon it from being activated, as `Duel.create_token` would
    summon nothing."""
    return not ctx.duel.player_forbidden(ctx.player, "special_summon", Cause(ctx.player, Reason.EFFECT, ctx.card.idx),
                                         data, Zone.GONE, 1 - ctx.player if theirs else ctx.player)


def summon_token(res: Resolution, data: CardData, player: int = -1, by: int = -1,
                 ask: Callable[[Resolution, int], Pos] = ask_position) -> Card | None:
    """Special summon a token of `data` to `player`'s field (-1: the resolving player's; `by`: the other player,
    where they summon it, as for `Duel.create_token`) in the position `ask` asks of the resolving player then. A
    token that cannot be summoned (`Duel.may_create_token`) asks nothing: no position is asked for a summon that
    does not happen."""
    d = res.duel
    p = res.player if player < 0 else player
    if not d.may_create_token(data, p, res.cause, by):
        return None
    return d.create_token(data, p, ask(res, -1), res.cause, by)


def summon_tokens(res: Resolution, data: CardData, n: int,
                  ask: Callable[[Resolution, int], Pos] = ask_position) -> list[Card]:
    """Special summon up to `n` tokens of `data` to the resolving player's field at the same time, as far as free
    zones allow (「アリの増殖」, 「スプリット・Ｄ・ローズ」, 「幻銃士」 ...): one effect's summon of several tokens is
    one summon, so the log names them in one clause (`Duel.create_tokens`). The position of each is asked first, of
    the tokens that will come (`summon_token`: none if a lock keeps them all away); the tokens summoned."""
    d = res.duel
    if not d.may_create_token(data, res.player, res.cause):
        return []
    positions = [ask(res, -1) for _ in range(min(n, d.free_slots(res.player, Zone.MONSTERS)))]
    return d.create_tokens(data, positions, res.player, res.cause)


def makes_token(token: int | CardData, name_ja: str = "", theirs: bool = False) -> Condition:
    """A `needs` for an effect whose only result is a token: that token (a passcode of the card database, with the
    Japanese name the database lacks, or the token's facts where the database has no row) may be special summoned
    now, to the opponent's field with `theirs` (`may_summon_token`)."""
    def may(ctx: Ctx) -> bool:
        data = token if isinstance(token, CardData) else token_data(token, name_ja)
        return may_summon_token(ctx, data, theirs)
    return may


def makes_token_here(token: int | CardData, name_ja: str = "", n: int = 1) -> Condition:
    """A `needs` for an effect whose only result is `n` tokens summoned together to its own player's field: as
    `makes_token`, and `n` free monster zones, or it could do nothing (R004-007)."""
    may = makes_token(token, name_ja)
    return lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= n and may(ctx)


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
        res.duel.create_tokens(data, [Pos.DEFENSE] * n, res.player, res.cause)

    def ready(ctx: Ctx) -> bool:
        return zones(ctx) and may_summon_token(ctx, token_data(token, name_ja))

    define(passcode, Effect(Kind.ACTIVATE, op, needs=ready, turn_ban=("summon", "flip_summon", "special_summon"),
                            text_en=f"special summon {n} {en} in defense position; you summon nothing else this turn",
                            text_ja=f"{ja}{n}体を守備表示で特殊召喚。このターン、ほかのモンスターの召喚・反転召喚・特殊召喚は不可"))


CLOUDIAN_TOKEN = 56597273  # 雲魔物トークン, made by 「雲魔物－羊雲」
OJAMA_TOKEN = 29843092  # おジャマトークン, made by 「おジャマトリオ」
SLIME_TOKEN = 21770261  # スライムモンスタートークン, made by 「スライム増殖炉」


# オプショントークン, made by 「ビクトリー・バイパー ＸＸ０３」 (and by 「パワーカプセル」 applying its effect)
OPTION_TOKEN = 93130022


def _option_data() -> CardData:
    return token_data(OPTION_TOKEN, "オプショントークン")


def option_token(res: Resolution, source: Card) -> None:
    """Special summon an 「オプショントークン」 for the resolving player: its Type, Attribute, Level, ATK and DEF are
    always those of `source` (a face-up 「ビクトリー・バイパー ＸＸ０３」), and it is destroyed once `source` is no
    longer face-up on the field."""
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) == 0 or source.zone is not Zone.MONSTERS or not source.face_up:
        return
    t = summon_token(res, _option_data())
    if t is None:
        return
    src, tok = (source.idx, source.oid), (t.idx, t.oid)

    def mirror(ctx: Ctx) -> Card:
        return ctx.duel.cards[src[0]]

    d.linger(source, res.player, Effect(
        Kind.CONTINUOUS, affects=lambda ctx, c: (c.idx, c.oid) == tok,
        atk_becomes=lambda ctx, c: ctx.duel.atk(mirror(ctx)), def_becomes=lambda ctx, c: ctx.duel.defense(mirror(ctx)),
        race=lambda ctx, c: ctx.duel.race(mirror(ctx)),
        level_becomes=lambda ctx, c: ctx.duel.level(mirror(ctx)),
        text_en="its Type, Level, ATK and DEF are always those of Victory Viper XX03",
        text_ja="常に「ビクトリー・バイパー ＸＸ０３」と同じ種族・レベル・攻撃力・守備力を持つ"),
        res.cause, turns=None, while_there=t)
    if source.data.attribute:
        d.change_attribute(t, source.data.attribute, res.cause)
    d.tie(t, source, res.cause)

    def turned_down(ctx: Ctx, ev: Event) -> bool:
        return ev.card == src[0] and not ctx.duel.cards[src[0]].face_up

    def gone(r: Resolution) -> None:
        token = r.duel.cards[tok[0]]
        if token.oid == tok[1] and token.zone is Zone.MONSTERS:
            r.duel.destroy([token], r.cause)

    d.linger(source, res.player, Effect(Kind.AT_ONCE, gone, trigger="position", self_trigger=False, when=turned_down,
                                        text_en="Victory Viper XX03 turned face-down: destroy the token",
                                        text_ja="「ビクトリー・バイパー ＸＸ０３」が裏側表示になった時、"
                                                "このトークンは破壊される"),
             res.cause, turns=None, while_there=t)


NO_FACE_UP_SPELL_TRAP = Why("no other face-up spell or trap card is on the field to destroy",
                            "破壊できる他の表側表示の魔法・罠カードがフィールドにない")
FACE_DOWN_SOURCE = Why("the Victory Viper XX03 is not face-up", "「ビクトリー・バイパー ＸＸ０３」が表側表示ではない")


def option_choices(d: Duel, player: int, source: Card, applier: Card | None = None
                   ) -> tuple[list[Option], list[tuple[Option, Callable[[], str]]]]:
    """The effects of 「ビクトリー・バイパー ＸＸ０３」 that can be applied now (for `player`, about `source`), and
    those that cannot, with what says why (`Resolution.ask`'s `closed`); as the effect of `applier`
    (「パワーカプセル」), whose destruction of a face-up spell or trap card is not its own. The token is on offer only
    while `player` may special summon it (not under a 「結界像」 of another Attribute)."""
    modes = [Option("atk", "choice", label_en="it gains 400 ATK", label_ja="攻撃力４００アップ")]
    closed: list[tuple[Option, Callable[[], str]]] = []
    destroy = Option("destroy", "choice", label_en="destroy a face-up spell or trap card",
                     label_ja="表側表示の魔法・罠カード１枚を破壊")
    if any(c.face_up for c in all_spell_trap_cards(d, applier)):
        modes.append(destroy)
    else:
        closed.append((destroy, lambda: NO_FACE_UP_SPELL_TRAP))
    token = Option("token", "choice", label_en="special summon an Option Token",
                   label_ja="「オプショントークン」を特殊召喚")
    if source.face_up and d.may_create_token(_option_data(), player,
                                             Cause(player, Reason.EFFECT, (applier or source).idx)):
        modes.append(token)
    else:
        closed.append((token, lambda: FACE_DOWN_SOURCE if not source.face_up else NO_ZONE
                       if not d.free_slots(player, Zone.MONSTERS) else SUMMON_LOCKED))
    return modes, closed


def option_modes(d: Duel, player: int, source: Card, applier: Card | None = None) -> list[Option]:
    """The effects of 「ビクトリー・バイパー ＸＸ０３」 that can be applied now (`option_choices`)."""
    return option_choices(d, player, source, applier)[0]


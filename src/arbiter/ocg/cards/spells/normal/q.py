"""The normal spell cards whose English name begins with Q."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.log import LogEntry
from arbiter.ocg.cards.common import ctx_of, may_take
from arbiter.ocg.cards.shared.special_summons import summon
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import declarable, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# クイズ / Question: the opponent names the monster at the bottom of your graveyard (they may not look at
# the graveyard); right: it is banished; wrong: it is special summoned to your field.
def _bottom_monster(ctx: Ctx) -> Card | None:
    d = ctx.duel
    g = [d.cards[i] for i in d.players[ctx.player].grave if d.cards[i].data.kind == "monster"]
    return g[0] if g else None


def _question(res: Resolution) -> None:
    d = res.duel
    m = _bottom_monster(ctx_of(res))
    if m is None:
        return
    # any monster's name a player may declare, not only those of the duel's cards (which would tell them what the
    # decks hold); right where the monster has that name, or its text treats it so (`names.is_named`)
    names = [Option(f"declare:{c.passcode}", "declare", arg=c.passcode, label_en=c.name_en, label_ja=c.name_ja)
             for c in declarable(d.cards, lambda c: c.is_monster)]
    # the graveyards stay hidden from them while the question waits (an answer replays the resolution from before it)
    d.hide_graves(res.opponent, True)
    o = res.ask(names, "declare", res.opponent, "name a monster", "モンスター名を宣言する")
    d.hide_graves(res.opponent, False)
    d.log.append(LogEntry("named", (res.opponent, o.label_ja, o.label_en)))  # said aloud: both players hear it
    if is_named(m, o.arg):
        d.banish([m], res.cause)
    else:
        summon(res, m)


def _question_needs(ctx: Ctx) -> bool:
    """A monster at the bottom of the graveyard that either answer could move: not one 「王家の眠る谷－ネクロバレー」
    keeps there (`may_take`)."""
    m = _bottom_monster(ctx)
    return m is not None and (may_take(ctx, m, Zone.MONSTERS, "special_summoned")
                              or may_take(ctx, m, Zone.BANISHED, "banished"))


define(38723936, Effect(A, _question, needs=_question_needs, asks=True,
                        text_en="the opponent names your graveyard's bottom monster: right, banish it; wrong, "
                                "special summon it",
                        text_ja="相手が墓地の一番下のモンスター名を当てる。外れれば特殊召喚"))

"""A scenario's `chance:`: the results of its duel's coin tosses and die rolls, in the order they are made, read and
checked against what the duel does (docs/scenario-format.md), so that a ruling about a coin or a die says which
result it is about rather than leaning on a seed's luck."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.judge.yamlsrc import ScenarioError, as_yaml, line_of
from arbiter.kernel.reasons import Why, wide
from arbiter.kernel.rng import WrongChance

if TYPE_CHECKING:  # (the board's module reads `chance:` with this one)
    from arbiter.judge.scenario import Board

# a coin's result as written, in English or Japanese (表 heads, 裏 tails), and the engine's (1 heads, 0 tails)
COIN_WORDS = {"heads": 1, "tails": 0, "表": 1, "裏": 0}
DIE = range(1, 7)


def results(doc: Any, where: str) -> list[tuple[str, int]]:
    """The results `chance:` lists, each ("coin", 1 or 0) or ("dice", 1-6), checked (a list; each a coin's word or
    a die's number)."""
    raw = doc["chance"]
    if not isinstance(raw, list):
        raise ScenarioError(where, line_of(doc, "chance"), Why(
            f"chance must be a list of results (heads, tails, or a die's 1 to 6), not {as_yaml(raw)}",
            f"chanceは結果（heads・tails・表・裏、またはサイコロの1～6）のリストで書く（{as_yaml(raw)}ではない）"))
    out: list[tuple[str, int]] = []
    for i, v in enumerate(raw):
        line = line_of(raw, i)
        if isinstance(v, str) and v in COIN_WORDS:
            out.append(("coin", COIN_WORDS[v]))
        elif isinstance(v, int) and not isinstance(v, bool):
            if v not in DIE:
                raise ScenarioError(where, line, Why(f"chance: a die shows 1 to 6, not {v}",
                                                     f"chance：サイコロの目は1～6（{v}ではない）"))
            out.append(("dice", v))
        else:
            raise ScenarioError(where, line, Why(
                f"chance: a result is heads or tails (a coin) or a whole number from 1 to 6 (a die), not {as_yaml(v)}",
                f"chance：結果はheads・tails・表・裏（コイン）か1～6の整数（サイコロ）（{as_yaml(v)}ではない）"))
    return out


def refused(doc: Any, where: str, game: str) -> ScenarioError:
    """`chance:` in the file of a game that tosses no coin and rolls no die (Duel Masters)."""
    return ScenarioError(where, line_of(doc, "chance"), Why(
        f"chance: a {game} duel tosses no coin and rolls no die, so it has no results to list",
        f"chance：{game}のデュエルにはコイントスもサイコロもないので、書ける結果がない"))


def _said(kind: str, x: int, ja: bool) -> str:
    if kind == "coin":
        return ("表" if x else "裏") if ja else ("heads" if x else "tails")
    return f"サイコロの{wide(x)}" if ja else f"a die's {x}"


def wrong(e: WrongChance, b: Board[Any], doc: Any, fixed: list[tuple[str, int]], step_line: int) -> ScenarioError:
    """The file's mistake when a toss or roll (in the step at `step_line`) finds no result it can take: one of the
    other kind (named at its line in `chance`), or none left."""
    where, raw = b.where, doc["chance"]
    en, ja = _card(b, e.card)
    act_en, act_ja = ("tosses a coin", "コイントスを行う") if e.kind == "coin" else ("rolls a die", "サイコロを振る")
    if e.index >= len(fixed):
        return ScenarioError(where, step_line, Why(
            f"{en} {act_en} here, but chance (line {line_of(doc, 'chance')}) lists only "
            f"{len(fixed)} result{'' if len(fixed) == 1 else 's'}: list this one too",
            f"ここで{ja}が{act_ja}が、chance（{line_of(doc, 'chance')}行目）に書いた結果は{wide(len(fixed))}個だけ："
            "この結果も書く"))
    kind, x = fixed[e.index]
    return ScenarioError(where, line_of(raw, e.index), Why(
        f"chance: result {e.index + 1} is {_said(kind, x, False)}, but {en} {act_en} there "
        f"(the step at line {step_line}): write " + ("heads or tails" if e.kind == "coin" else "a number from 1 to 6"),
        f"chance：{wide(e.index + 1)}つ目の結果は{_said(kind, x, True)}だが、そこで{ja}が{act_ja}（{step_line}行目の"
        "ステップ）：" + ("heads・tails・表・裏のどれか" if e.kind == "coin" else "1～6の数") + "を書く"))


def unused(b: Board[Any], doc: Any, left: int) -> ScenarioError:
    """The file's mistake when the scenario ends with `left` of its results taken by no toss or roll."""
    raw = doc["chance"]
    first = len(raw) - left
    which_en = f"result {first + 1} was" if left == 1 else f"results {first + 1} to {len(raw)} were"
    which_ja = f"{wide(first + 1)}つ目の結果" if left == 1 else f"{wide(first + 1)}～{wide(len(raw))}つ目の結果"
    made = "1 toss or roll" if first == 1 else f"{first} tosses and rolls"
    return ScenarioError(b.where, line_of(raw, first), Why(
        f"chance: {which_en} never taken: the duel made {made} before the scenario ended, and every result listed "
        "must come",
        f"chance：{which_ja}が使われなかった（シナリオの終わりまでのコイントスとサイコロは{wide(first)}回）："
        "書いた結果はどれもデュエルで出なければならない"))


def _card(b: Board[Any], idx: int) -> tuple[str, str]:
    """The card that tosses or rolls, as the messages name it: its names (and its label where it has one)."""
    if idx < 0:
        return "the rules", "ルール"
    names = list(b.names_of(idx))
    label = next((k for k, i in b.labels.items() if i == idx), "")
    en = names[1] if len(names) > 1 and names[1] else names[0]  # a card with no English name: its Japanese one
    return (f'"{en}"' + (f" ({label})" if label else ""),
            f"「{names[0]}」" + (f"（{label}）" if label else ""))

"""Replays: a duel as (rules profile, decks, seed, answers), in a versioned JSON Lines format.

The format (docs/replay-format.md) is one header object, then one line per answer as it is made,
so a file written by a killed process holds every answer up to the kill. Each answer line carries
a fingerprint of the whole duel after it; playing a replay checks every fingerprint, so a replay
written by another version of Arbiter either plays identically or is refused with the answer
where the two versions part.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from arbiter import engine_version
from arbiter.games import GAMES, support_for
from arbiter.kernel.decision import IllegalAction
from arbiter.kernel.game import CardId, GameDuel
from arbiter.kernel.reasons import Why, in_lang, message_of, quote_given

FORMAT = "arbiter-replay"
VERSION = 1  # bump when a reader of this version could misread the new files


class ReplayError(ValueError):
    """A replay that cannot be read or played here; the message says why and where."""


@dataclass
class Replay:
    game: str
    rules: str
    decks: list[list[CardId]]  # OCG passcodes, Duel Masters card keys
    seed: int
    players: list[str]  # who played each side: "human", "random", "mcts:300" ...
    answers: list[str] = field(default_factory=list)
    fingerprints: list[str] = field(default_factory=list)  # after each answer
    engine: str = field(default_factory=engine_version)
    created: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    meta: dict[str, Any] = field(default_factory=dict)  # free-form: lang, analysis ...
    result: dict[str, Any] | None = None  # {"winner": 0|1|2, "turns": n} once the duel is over

    @classmethod
    def new(cls, game: str, decks: Sequence[Sequence[CardId]], seed: int, players: list[str], **meta: Any) -> Replay:
        support = support_for(game)
        return cls(game, support.rules, [list(d) for d in decks], seed, players, meta=dict(meta))

    def header(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "game": self.game, "rules": self.rules,
                "engine": self.engine, "created": self.created, "seed": self.seed, "decks": self.decks,
                "players": self.players, "meta": self.meta}

    def start(self) -> GameDuel:
        """The duel before any answer."""
        d: GameDuel = support_for(self.game).new_duel(self.decks[0], self.decks[1], self.seed)
        return d

    def play(self, upto: int | None = None, verify: bool = True) -> GameDuel:
        """The duel after the first `upto` answers (all by default), each fingerprint checked."""
        d = self.start()
        for n in range(1, len(self.answers[:upto]) + 1):
            self.step(d, n, verify)
        return d

    def step(self, d: GameDuel, n: int, verify: bool = True) -> None:
        """Give `d` answer number n (1-based) and check the fingerprint the record has for it."""
        where = f"answer {n} (turn {d.turn})"
        at = f"{d.turn}ターン目の応答{n}"
        try:
            d.act(self.answers[n - 1])
        except IllegalAction as e:
            raise ReplayError(Why(f"the replay (written by Arbiter {self.engine}) does not play here: at {where}, {e}; "
                                  "refused rather than played differently",
                                  f"このリプレイ（Arbiter {self.engine}で記録）はここでは再生できない：{at}で{_ja(e)}。"
                                  "違う対戦として再生せずに拒否した")) from None
        expected = self.fingerprints[n - 1] if verify and n <= len(self.fingerprints) else None
        if expected is not None and fingerprint(d, self.game) != expected:
            raise ReplayError(Why(f"the replay (written by Arbiter {self.engine}) plays differently here from {where} "
                                  "on; refused rather than played differently",
                                  f"このリプレイ（Arbiter {self.engine}で記録）はここでは{at}から違う対戦になる。"
                                  "違う対戦として再生せずに拒否した")) from None


def _ja(e: Exception) -> str:
    """An error's message in Japanese, where the layer that raised it gave one (a `Why`), else as it is."""
    return in_lang(message_of(e), "ja")


def fingerprint(d: GameDuel, game: str) -> str:
    """A short hash of everything either player could see, and what is being asked of whom.

    Made from the duel's views (the game's `observe`) rather than its internals so that engine
    changes that keep the game the same keep old replays valid; a different deck order shows at
    the next draw.
    """
    parts = support_for(game).observe(d)
    if d.pending is not None:
        parts.append([d.pending.player, d.pending.kind, [o.key for o in d.pending.options]])
    blob = json.dumps(parts, ensure_ascii=False, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()[:12]


# ---- the file format ------------------------------------------------------------------------


def check_header(h: dict[str, Any], where: str) -> None:
    if h.get("format") != FORMAT:
        raise ReplayError(Why(f"{where}: not an Arbiter replay (no '\"format\": \"{FORMAT}\"' header)",
                              f"{where}：Arbiterのリプレイではない（'\"format\": \"{FORMAT}\"'のヘッダーがない）"))
    v = h.get("version")
    if not isinstance(v, int) or v > VERSION or v < 1:
        raise ReplayError(Why(f"{where}: replay format version {quote_given(v)} was written by a newer Arbiter "
                              f"({h.get('engine', '?')}); this one ({engine_version()}) reads versions 1 to {VERSION}",
                              f"{where}：リプレイ形式のバージョン{quote_given(v, 'ja')}は新しいArbiter"
                              f"（{h.get('engine', '?')}）が書いたもの。このArbiter（{engine_version()}）が読めるのは"
                              f"バージョン1から{VERSION}まで"))
    game = h.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise ReplayError(Why(f"{where}: the replay is of game {quote_given(game)}; this Arbiter plays "
                              f"{', '.join(sorted(GAMES))}", f"{where}：リプレイのゲームは{quote_given(game, 'ja')}。"
                              f"このArbiterが遊べるのは{'、'.join(sorted(GAMES))}"))
    if h.get("rules") != GAMES[game].rules:
        raise ReplayError(Why(f"{where}: the replay follows rules profile {quote_given(h.get('rules'))}; this "
                              f"Arbiter implements {quote_given(GAMES[game].rules)}",
                              f"{where}：リプレイのルールは{quote_given(h.get('rules'), 'ja')}。このArbiterのルールは"
                              f"{quote_given(GAMES[game].rules, 'ja')}"))


_HEADER_KINDS = {"decks": Why("two lists of cards", "カードのリスト２つ"), "seed": Why("a whole number", "整数"),
                 "players": Why("two names", "名前２つ"), "meta": Why("a JSON object", "JSONのオブジェクト")}


def _of_kind(key: str, v: object) -> bool:
    """Whether a header's field `key` holds what `_HEADER_KINDS` says it must."""
    if key == "decks":
        return isinstance(v, list) and len(v) == 2 and all(isinstance(x, list) for x in v)
    if key == "seed":
        return isinstance(v, int) and not isinstance(v, bool)
    if key == "players":
        return isinstance(v, list) and len(v) == 2 and all(isinstance(x, str) for x in v)
    return isinstance(v, dict)


def from_header(h: dict[str, Any], where: str) -> Replay:
    check_header(h, where)
    # each field of the wrong kind said in these words, not in Python's ("invalid literal for int() ...")
    wrong = next((Why(f'"{key}" must be {what}, not {quote_given(h[key])}',
                      f'"{key}"は{what.ja}でなければならない（{quote_given(h[key], "ja")}になっている）')
                  for key, what in _HEADER_KINDS.items() if key in h and not _of_kind(key, h[key])), None)
    missing = [key for key in ("decks", "seed") if key not in h]
    absent = Why("no " + " and no ".join(f'"{k}"' for k in missing), "、".join(f'"{k}"' for k in missing) + "がない")
    if wrong or missing:
        why = wrong or absent
        raise ReplayError(Why(f"{where}: a malformed replay header: {why}",
                              f"{where}：リプレイのヘッダーが不正：{why.ja}"))
    try:
        decks = [GAMES[h["game"]].check_deck(list(deck)) for deck in h["decks"]]
        if len(decks) != 2:
            raise ValueError("two decks expected")
        return Replay(h["game"], h["rules"], decks, int(h["seed"]), [str(p) for p in h.get("players", ["?", "?"])],
                      engine=str(h.get("engine", "unknown")), created=str(h.get("created", "")),
                      meta=dict(h.get("meta", {})))
    except (KeyError, TypeError, ValueError) as e:
        raise ReplayError(Why(f"{where}: a malformed replay header: {e}",
                              f"{where}：リプレイのヘッダーが不正：{_ja(e)}")) from None


def apply_line(r: Replay, obj: dict[str, Any], where: str) -> None:
    """One record after the header: an answer, an undo, or the result."""
    if not isinstance(obj, dict):
        raise ReplayError(Why(f"{where}: a record is a JSON object, not {quote_given(obj)}",
                              f"{where}：記録はJSONのオブジェクト（{quote_given(obj, 'ja')}になっている）"))
    try:
        _apply(r, obj, where)
    except ReplayError:
        raise  # says its place already
    except (KeyError, TypeError, ValueError) as e:
        raise ReplayError(Why(f"{where}: a malformed record {quote_given(obj)}: {e}",
                              f"{where}：不正な記録{quote_given(obj, 'ja')}：{_ja(e)}")) from None


def _apply(r: Replay, obj: dict[str, Any], where: str) -> None:
    if "key" in obj:
        n = int(obj["n"])
        if not 1 <= n <= len(r.answers) + 1:
            raise ReplayError(Why(f"{where}: answer {n} does not follow answer {len(r.answers)}",
                                  f"{where}：応答{n}が応答{len(r.answers)}の次ではない"))
        del r.answers[n - 1:], r.fingerprints[n - 1:]  # an answer after an undo overwrites
        r.answers.append(str(obj["key"]))
        r.fingerprints.append(str(obj.get("fp", "")))
    elif "undo_to" in obj:
        keep = int(obj["undo_to"])
        del r.answers[keep:], r.fingerprints[keep:]
        r.result = None
    elif "result" in obj:
        r.result = dict(obj["result"])
    else:
        raise ReplayError(Why(f"{where}: unknown record {quote_given(obj)}",
                              f"{where}：知らない記録{quote_given(obj, 'ja')}"))


def parse(lines: Iterable[str], where: str) -> Replay:
    it: Iterator[str] = iter(lines)
    try:
        head = json.loads(next(it))
    except StopIteration:
        raise ReplayError(Why(f"{where}: the file is empty", f"{where}：ファイルが空")) from None
    except (json.JSONDecodeError, RecursionError):  # (JSON nested deeper than json's parser recurses)
        raise ReplayError(Why(f"{where}: not an Arbiter replay (the first line is not JSON it can read)",
                              f"{where}：Arbiterのリプレイではない（１行目が読めるJSONではない）")) from None
    if not isinstance(head, dict):
        raise ReplayError(Why(f"{where}: not an Arbiter replay (the first line is not a JSON object)",
                              f"{where}：Arbiterのリプレイではない（１行目がJSONのオブジェクトではない）"))
    r = from_header(head, where)
    rest = [line for line in it if line.strip()]
    for i, line in enumerate(rest):
        try:
            obj = json.loads(line)
        except RecursionError:
            raise ReplayError(Why(f"{where}: line {i + 2} nests arrays or objects too deeply",
                                  f"{where}：{i + 2}行目の配列かオブジェクトの入れ子が深すぎる")) from None
        except json.JSONDecodeError:
            if i == len(rest) - 1:
                break  # a line cut short by a killed process: everything before it stands
            raise ReplayError(Why(f"{where}: line {i + 2} is not JSON",
                                  f"{where}：{i + 2}行目がJSONではない")) from None
        apply_line(r, obj, f"{where}:{i + 2}")
    if not all(r.fingerprints):
        r.fingerprints = []  # a hand-written replay without fingerprints plays unchecked
    return r


def load(path: Path) -> Replay:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:  # (Python's own words named a codec and a position counted from 0)
        at = e.start + 1
        raise ReplayError(Why(f"{path}: not an Arbiter replay (byte {at} is not UTF-8 text, as Arbiter writes its "
                              "replays: a binary file?)", f"{path}：Arbiterのリプレイではない（{at}バイト目が"
                              "UTF-8のテキストではない。リプレイはUTF-8で書かれる。バイナリファイル？）")) from None
    except OSError as e:
        raise ReplayError(Why(f"{path}: cannot read the replay: {e}", f"{path}：リプレイを読めない：{e}")) from None
    return parse(text.splitlines(), str(path))


def dumps(r: Replay) -> str:
    lines = [json.dumps(r.header(), ensure_ascii=False)]
    for n, key in enumerate(r.answers, 1):
        lines.append(answer_line(n, key, r.fingerprints[n - 1] if n <= len(r.fingerprints) else ""))
    if r.result is not None:
        lines.append(json.dumps({"result": r.result}))
    return "\n".join(lines) + "\n"


def save(r: Replay, path: Path) -> None:
    path.write_text(dumps(r), encoding="utf-8")


def answer_line(n: int, key: str, fp: str) -> str:
    return json.dumps({"n": n, "key": key, "fp": fp}, ensure_ascii=False)


class FileRecorder:
    """Writes a replay file as the duel goes: each line flushed when it is made."""

    def __init__(self, path: Path, r: Replay) -> None:
        self.path = path
        self._f: IO[str] = path.open("w", encoding="utf-8")
        self._f.write(dumps(r))
        self._f.flush()

    def answer(self, n: int, key: str, fp: str) -> None:
        self._write(answer_line(n, key, fp))

    def undo(self, keep: int) -> None:
        self._write(json.dumps({"undo_to": keep}))

    def finish(self, result: dict[str, Any]) -> None:
        self._write(json.dumps({"result": result}))

    def _write(self, line: str) -> None:
        self._f.write(line + "\n")
        self._f.flush()

    def close(self) -> None:
        self._f.close()

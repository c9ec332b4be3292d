"""The duels the server is running: each one a library game with its seats, sockets and agents.

A table is loaded from the games library when someone connects (after a restart too: the recorded
answers replay it to where it was) and every answer is committed to the library before anyone sees
its result. Seat and spectator tokens live beside the library's own tables in the same file.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import sqlite3
import time
from collections.abc import Awaitable, Callable
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arbiter.kernel.game import resign_key
from arbiter.kernel.reasons import Why, in_lang, quote_given
from arbiter.library import Hold, Library, explain, may_be_id
from arbiter.play.front import front_for
from arbiter.play.session import EngineFault, Session
from arbiter.replay import Replay, ReplayError
from arbiter.web.wire import NOT_YOURS, OVER, SPECTATOR, STALE, about, found, option_for, refusals, stale, state

ROLES = ("A", "B", "watch")
# seconds agents may think after a person's answer before everyone is shown the duel as it stands (that answer
# applied): an MCTS agent's turn takes seconds, and a click with nothing to show for it meanwhile looks ignored
THINKING = 0.3
log = logging.getLogger(__name__)
TOKENS = """
CREATE TABLE IF NOT EXISTS web_tokens (
    game INTEGER NOT NULL,
    role TEXT NOT NULL,             -- A, B (a person's seat) or watch (spectators)
    token TEXT NOT NULL,
    PRIMARY KEY (game, role)
);
CREATE TABLE IF NOT EXISTS web_host (key TEXT NOT NULL);
"""


class Tokens:
    """Seat, spectator and host secrets, kept in the library's file so that a restart keeps every link."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db = sqlite3.connect(path)
        self.db.executescript(TOKENS)
        self.db.commit()

    def host_key(self) -> str:
        row = self.db.execute("SELECT key FROM web_host").fetchone()
        if row is not None:
            return str(row[0])
        key = secrets.token_urlsafe(18)
        self.db.execute("INSERT INTO web_host VALUES (?)", (key,))
        self.db.commit()
        return key

    def issue(self, gid: int, roles: list[str]) -> dict[str, str]:
        out = {r: secrets.token_urlsafe(18) for r in roles}
        try:
            self.db.executemany("INSERT OR REPLACE INTO web_tokens VALUES (?, ?, ?)",
                                [(gid, r, t) for r, t in out.items()])
            self.db.commit()
        except sqlite3.Error as e:  # the library's file locked or full: said as the library says it
            with suppress(sqlite3.Error):
                self.db.rollback()
            raise explain(self.path, e) from None
        return out

    def of(self, gid: int) -> dict[str, str]:
        if not may_be_id(gid):
            return {}
        return dict(self.db.execute("SELECT role, token FROM web_tokens WHERE game=?", (gid,)).fetchall())

    def role(self, gid: int, token: str) -> str | None:
        """The role a token gives in a game; None for a wrong or missing token (one that is not ASCII, as every
        token is, too: compare_digest takes no other string)."""
        if not token.isascii():
            return None
        for role, t in self.of(gid).items():
            if token and secrets.compare_digest(t, token):
                return role
        return None

    def close(self) -> None:
        self.db.close()


Send = Callable[[dict[str, Any]], Awaitable[None]]


class Batched:
    """Records a table's answers into the library a burst at a time (a person's answer and the agents' and
    automatic answers it sets off): one commit, made before anyone is shown the result."""

    def __init__(self, lib: Library, gid: int) -> None:
        self.lib = lib
        self.gid = gid
        self.rows: list[tuple[int, str, str]] = []
        self.result: dict[str, Any] | None = None

    def answer(self, n: int, key: str, fp: str) -> None:
        self.rows.append((n, key, fp))

    def undo(self, keep: int) -> None:
        self.flush()
        self.lib.undo(self.gid, keep)

    def finish(self, result: dict[str, Any]) -> None:
        self.result = result

    def flush(self) -> None:
        if self.rows:
            self.lib.answers(self.gid, self.rows)
            self.rows = []
        if self.result is not None:
            self.lib.finish(self.gid, self.result)
            self.result = None

    def close(self) -> None:
        self.flush()


# how long one viewer's socket may take to take a message before it is dropped: a page on a stalled network, whose
# send buffer is full, held up every player at its table (a state is sent to each viewer with the table locked)
SEND_LIMIT = 5.0


@dataclass(eq=False)
class Viewer:
    seat: int  # 0, 1, or SPECTATOR
    lang: str
    send: Send
    # closes the viewer's socket (one too slow to take its messages: its page reconnects, and is shown the duel anew)
    drop: Callable[[], None] = lambda: None


@dataclass(eq=False)
class Table:
    gid: int
    session: Session
    record: Batched
    viewers: set[Viewer] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    auto: dict[int, bool] = field(default_factory=lambda: {0: True, 1: True})
    last: list[int] = field(default_factory=list)
    # by seat, the log's length at the person's last own answer: auto-pass looks at what happened since, the
    # opponent's moves included (an agent's answer must not hide the attack it declares), as the terminal does
    marks: dict[int, int] = field(default_factory=lambda: {0: 0, 1: 0})
    # what the engine failed on when an agent's or the only answer could not be carried out: the duel cannot go
    # on past it, and every viewer is told (`show`)
    stuck: str | None = None

    @property
    def game(self) -> str:
        return self.session.replay.game

    def message(self, v: Viewer) -> dict[str, Any]:
        d = self.session.duel
        if v.seat == SPECTATOR:
            return state(d, self.game, v.seat, v.lang, self.session.answers, self.last)
        out = state(d, self.game, v.seat, v.lang, self.session.answers, self.last, seat=v.seat)
        out.update(self.setting(v.seat))
        return out

    def setting(self, seat: int) -> dict[str, bool]:
        """The seat's auto-pass, in a game with windows to pass (the board shows its box then): sent with each state,
        so that a reopened tab shows the setting in force, and with each refusal, so that a change the server
        refused (sent too fast) is shown undone."""
        return {"auto": self.auto[seat]} if front_for(self.game).quiet is not None else {}

    def find(self, seat: int, text: str) -> dict[str, Any]:
        """The seat's names to declare that hold `text` (`wire.found`); none where the decision is not the seat's."""
        d = self.session.duel
        step = self.session.answers
        mine = d.pending is not None and d.pending.player == seat
        keys, whole = found(d, text, step) if mine else ([], False)
        return {"type": "found", "step": step, "text": text, "keys": keys, "whole": whole}

    def why(self, seat: int, code: str, lang: str) -> dict[str, Any]:
        """Why the seat's card at `code` cannot be used now for each action not on offer for it (`wire.refusals`)."""
        step = self.session.answers
        return {"type": "why", "step": step, "card": code,
                "refused": refusals(self.session.duel, self.game, seat, code, lang)}

    async def show(self) -> None:
        await self._tell(list(self.viewers), lambda v: [self.message(v)] + (
            [{"type": "error", "message": self.stuck}] if self.stuck is not None else []))

    async def set_auto(self, seat: int, on: bool) -> None:
        """The seat's auto-pass, told to each of its tabs (a second tab showed the setting it had opened with)."""
        self.auto[seat] = on
        await self._tell([v for v in self.viewers if v.seat == seat], lambda v: [{"type": "auto", "on": on}])

    async def _tell(self, viewers: list[Viewer], messages: Callable[[Viewer], list[dict[str, Any]]]) -> None:
        """Send each viewer its messages, all viewers at once; one whose socket takes longer than SEND_LIMIT is
        dropped, so that it holds up no one else."""
        async def tell(v: Viewer) -> None:
            try:
                async with asyncio.timeout(SEND_LIMIT):
                    for msg in messages(v):
                        await v.send(msg)
            except TimeoutError:
                self.viewers.discard(v)
                v.drop()
            except Exception:  # a socket that closed meanwhile: its handler removes it
                self.viewers.discard(v)

        await asyncio.gather(*map(tell, viewers))

    def _answer(self, key: str) -> None:
        d = self.session.duel
        assert d.pending is not None
        o = d.pending.option(key)
        try:
            self.session.act(key)
        except EngineFault as e:
            # the detail may name cards a seat does not see: it goes to the server's log, not to the table
            log.error("game #%d: %s (%s)", self.gid, e, e.detail, exc_info=e.__cause__)
            raise
        self.last = about(o)

    def _automatic(self) -> str | None:
        """The answer given for a person without asking: the only option, or a pass in a quiet window."""
        d = self.session.duel
        dec = d.pending
        if dec is None:
            return None
        if len(dec.options) == 1:
            return dec.options[0].key
        front = front_for(self.game)
        if self.auto.get(dec.player) and front.quiet is not None and front.quiet(d, self.marks[dec.player]):
            return dec.options[0].key
        return None

    async def advance(self) -> None:
        """Let agents move and give automatic answers until a person must decide or the duel ends."""
        s = self.session
        shown = False
        begun = time.monotonic()
        while s.duel.winner is None and s.duel.pending is not None:
            p = s.duel.pending.player
            if not s.is_human(p):
                # agents think in a thread; the lock keeps everyone else off the duel meanwhile
                thinking = asyncio.ensure_future(asyncio.to_thread(s.agents[p].choose, s.duel, p))
                left = max(0.0, THINKING - (time.monotonic() - begun))
                if not shown and not (await asyncio.wait({thinking}, timeout=left))[0]:
                    self.record.flush()  # committed before anyone sees it
                    await self.show()
                    shown = True
                key = await thinking
            else:
                auto = self._automatic()
                if auto is None:
                    return
                key = auto
            try:
                self._answer(key)
            except EngineFault:
                if s.is_human(p) and (dec := s.duel.pending) is not None and len(dec.options) > 1:
                    return  # a pass given for a person: they are asked instead, and may choose something else
                raise

    async def settle(self) -> None:
        """Agents and automatic answers, then everything answered committed to the library."""
        try:
            await self.advance()
        except EngineFault as e:  # asking the agent again, or giving the only answer again, would fail again
            self.stuck = f"{e}: the duel cannot go on past it"
        finally:
            self.record.flush()

    async def act(self, seat: int, key: object, lang: str = "en") -> str | None:
        """A seat's answer; returns why it is refused (the duel unchanged), or None once it is made. A click sent
        after the duel moved on, one out of turn or after the end, is told so in the seat's language `lang`."""
        async with self.lock:
            d = self.session.duel
            if d.winner is not None:
                return in_lang(OVER, lang)
            if stale(key, self.session.answers):
                return in_lang(STALE, lang)
            if d.pending is None or d.pending.player != seat:
                return in_lang(NOT_YOURS, lang)
            o = option_for(d, key, self.session.answers) if isinstance(key, str) else None
            if o is None:
                return in_lang(Why(f"{quote_given(key, limit=40)} is not one of the options offered now",
                                   f"{quote_given(key, 'ja', 40)}は今選べる選択肢ではありません"), lang)
            try:
                self._answer(o.key)
            except EngineFault as e:  # the duel as it was: the person may choose again
                return str(e)
            self.marks[seat] = len(d.log)
            await self.settle()
        await self.show()
        return None

    async def resign(self, seat: int, lang: str = "en") -> str | None:
        """The seat resigns, at any moment (the other seat may be deciding; an agent's thinking is waited for): the
        duel ends at once, the other seat the winner, and every viewer is shown it. Returns why it is refused (the
        duel is over already), or None once it is made."""
        async with self.lock:
            if self.session.duel.winner is not None:
                return in_lang(OVER, lang)
            self.session.act(resign_key(seat))  # (it cannot fail: it only ends the duel)
            self.last = []
            self.stuck = None  # a duel the engine could not take further may end so too: nothing is stuck now
            self.record.flush()
        await self.show()
        return None


def held_elsewhere(gid: int, h: Hold) -> Why:
    """Why the web board does not open a game another process plays: a terminal session, or another web server on
    the same library (the library's holds)."""
    if h.front == "terminal":
        return Why(f"game #{gid} is being played in a terminal (arbiter play, process {h.pid} on {h.host}, since "
                   f"{h.since}): quit it there first",
                   f"対戦#{gid}は端末で対戦中（arbiter play、{h.host}のプロセス{h.pid}、{h.since}から）："
                   "先にそちらを終了する")
    return Why(f"game #{gid} is open in another web server (arbiter serve, process {h.pid} on {h.host}, since "
               f"{h.since}): go on with it there",
               f"対戦#{gid}は別のWebサーバーで開かれている（arbiter serve、{h.host}のプロセス{h.pid}、{h.since}から）："
               "そちらで続ける")


class Hub:
    """The tables by game id, opened from the library on first use. A game open here is held in the library
    (`Library.hold`, table `serves`) until the server stops, so that no terminal takes it over meanwhile; one a
    terminal plays is not opened."""

    def __init__(self, lib: Library) -> None:
        self.lib = lib
        self.tokens = Tokens(lib.path)
        self.tables: dict[int, Table] = {}

    def create(self, replay: Replay) -> tuple[int, dict[str, str]]:
        gid = self.lib.add(replay)
        return gid, self.links(gid, replay)

    def links(self, gid: int, replay: Replay) -> dict[str, str]:
        """New tokens for the game's seats as it records them (a person's: an agent's seat has no link) and its
        spectators: a new game's, or a game begun in the terminal that the lobby opens."""
        humans = [r for r, who in zip("AB", replay.players, strict=True) if who == "human"]
        return self.tokens.issue(gid, [*humans, "watch"])

    async def table(self, gid: int) -> Table:
        t = self.tables.get(gid)
        if t is None:
            replay = self.lib.load(gid)
            other = self.lib.hold(gid, "web")
            if other is not None:
                raise ReplayError(held_elsewhere(gid, other))
            record = Batched(self.lib, gid)
            t = Table(gid, Session(replay, [record]), record)
            t.marks = {p: len(t.session.duel.log) for p in (0, 1)}
            self.tables[gid] = t
            async with t.lock:
                await t.settle()  # a game left while an agent was to move goes on
        return t

    def close(self) -> None:
        self.tokens.close()
        self.lib.release()  # every game this server held (a killed server's holds lapse with its process)
        self.lib.close()

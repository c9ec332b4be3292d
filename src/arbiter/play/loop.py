"""The terminal game: draw the board, offer the options, read the player's answer, let agents move.

At each decision of a person the screen shows the end of the log (what happened, in the
player's language), the board as that player sees it, the chain if one is building, and every
legal option with its number and short command. Two people at one terminal: before each
person's turn at the keyboard the screen and the lines scrolled off it are cleared (with --no-clear
too), as is the history the up arrow calls lines back from, and the game waits for them to press Enter, so
neither sees, nor scrolls back to, the other's hand, nor calls back the other's commands.
"""

from __future__ import annotations

import re

from arbiter.kernel.decision import IllegalAction, Option
from arbiter.kernel.game import PLAYERS, resign_key
from arbiter.kernel.reasons import quote_given, wide
from arbiter.play.commands import NAMES_SHOWN, finding, listed, matching, naming, normalize, resolve
from arbiter.play.front import front_for
from arbiter.play.layout import bottom, hand_card
from arbiter.play.session import EngineFault, Session
from arbiter.play.terminal import Fragments, Terminal

LOG_TAIL = 12
# the command syntax `help` shows, by game and language; the card codes are those on the board
SYNTAX = {
    "ocg": {"en": "Commands: summon hN, set hN, flip mN, pos mN, ss hN, act CODE [N] (its effect N), "
                  "attack mN omN | direct, target CODE, tribute mN, cost CODE, discard hN, select CODE, fusion xN, "
                  "material CODE, pay N, atk, def, yes, no, battle, main2, end, pass. Codes: hN your hand, mN / omN "
                  "monster zones, sN / osN spell and trap zones, f / of field spells, gN / ogN graveyards, bN / obN "
                  "banished, xN your fusion deck, dN / odN the cards a choice offers from a deck.",
            "ja": "コマンド：summon hN（召喚）, set hN（セット）, flip mN（反転召喚）, pos mN（表示形式の変更）, "
                  "ss hN（特殊召喚）, act コード [効果番号]（発動）, attack mN omN | direct（攻撃）, "
                  "target コード（対象）, tribute mN, cost コード, discard hN, select コード（選ぶ）, "
                  "fusion xN（融合召喚するモンスター）, material コード（融合素材）, pay N, atk, def, yes, no, battle, "
                  "main2, end, pass。"
                  "コード：hN 自分の手札、mN / omN モンスターゾーン、sN / osN 魔法＆罠カードゾーン、f / of フィールド、"
                  "gN / ogN 墓地、bN / obN 除外、xN 自分の融合デッキ、dN / odN デッキから選べるカード。"},
    "dm": {"en": "Commands: charge hN, summon hN (a creature, an evolution creature too, or a cross gear to "
                 "generate), cast hN (a spell or a castle), evolve CODE (the creature to evolve from), cross CODE bN, "
                 "attack bN obN | direct, break oshN, block bN, trigger CODE (S-Trigger), first CODE (the S-Trigger "
                 "used first), ninja hN (Ninja Strike), shield CODE (Shield Force), fortify CODE (a castle's shield), "
                 "replace CODE (a replacement effect), resolve CODE (the waiting effect to resolve next), order CODE, "
                 "pick / discard / bottom / look CODE (a card an effect chooses), count N, yes, no, main, attack, "
                 "end. Codes: hN your hand, mN your mana, bN / obN battle zones, shN / oshN shields, gN / ogN "
                 "graveyards, ohN a card of the opponent's hand an effect offers.",
           "ja": "コマンド：charge hN（マナチャージ）, summon hN（召喚。進化クリーチャーも。"
                 "クロスギアはジェネレート）, cast hN（呪文、城）, evolve コード（進化元を選ぶ）, "
                 "cross コード bN（クロス）, attack bN obN | direct（攻撃）, break oshN（ブレイク）, "
                 "block bN（ブロック）, trigger コード（S・トリガー）, first コード（先に使うS・トリガー）, "
                 "ninja hN（ニンジャ・ストライク）, shield コード（シールド・フォース）, "
                 "fortify コード（城で要塞化するシールド）, replace コード（置き換え効果）, "
                 "resolve コード（次に解決する効果）, order コード, "
                 "pick / discard / bottom / look コード（効果で選ぶカード）, count N, yes, no, main, attack, end。"
                 "コード：hN 自分の手札、mN マナ、bN / obN バトルゾーン、shN / oshN シールド、gN / ogN 墓地、"
                 "ohN 効果で選べる相手の手札のカード。"},
}
# a word shaped like a board code (h7, om2, osh1, f): one naming no card on screen is pointed out
CODE = re.compile(r"o?(?:h|m|s|g|b|sh|d)\d+|o?f")
VALID_SHOWN = 12  # how many of the valid commands a wrong one is answered with
TEXT = {
    "en": {"thinking": "{p} is thinking…", "handover": "Player {p}: your turn at the keyboard. Press Enter.",
           "help": "Type an option's number or command. Also: board, log, {auto}help, resign (concede the duel), "
                   "quit (save it unfinished){undo}. While an agent thinks, Ctrl-C offers resign and quit too.",
           "resign_ask": "Resign the duel? {p} loses it. Type yes to resign:",
           "resign_kept": "Not resigned: the duel goes on.", "resigned": "{p} resigned.",
           "stopped": "Stopped {p}'s thinking (Ctrl-C). Type resign to resign, quit to save the game and quit, or "
                      "press Enter to let {p} think again:",
           "auto_hint": "auto (pass quiet windows), ",
           "no_auto": "auto-pass passes the OCG's priority windows; Duel Masters has none (every question is a real "
                      "one), so there is nothing to pass",
           "auto_on": "auto-pass on: windows where only a phase began are passed for you",
           "auto_off": "auto-pass off: every window is offered",
           "undo_hint": ", undo", "no_undo": "undo is for analysis games (arbiter play --analysis)",
           "nothing_to_undo": "nothing to undo",
           "unknown": "not an option here: {t}; valid now: {nums} or {cmds} (help: the syntax)",
           "illegal": "refused: {e}", "refused": "{t} is not possible now: {why}",
           "no_card": "no card on the board now: {codes}",
           "not_in_hand": "{code} is not in the hand now: {where}", "now": "{said}, now {code}",
           "named": "{t} names a card; the options naming it:",
           "find": "{n} names: type part of one (English or Japanese) to list those holding it",
           "found": "{n} names hold {t}; type more of the name, or a number:",
           "found_more": "… and {n} more",
           "no_name": "no name holds {t}",
           "quit": "Game #{id} is saved; resume it with: arbiter play --resume {id}",
           "quit_nolib": "Game left unfinished.", "wins": "{p} wins the duel.", "draw": "The duel is a draw.",
           "you_win": "You win the duel.", "you_lose": "You lose the duel.",
           "replay": "Replay it with: arbiter replay {id}", "log": "── log ──",
           "fault": "Arbiter failed on this answer ({detail}), a fault of its own, not a rule. The duel is as it "
                    "was before it: choose again. Please report it with the game's replay.",
           "fault_stuck": "Arbiter failed on an answer no one here chose ({detail}), a fault of its own, not a "
                          "rule: the duel cannot go on past it. Please report it with the game's replay."},
    "ja": {"thinking": "{p}が考えています…", "handover": "プレイヤー{p}の番です。Enterキーを押してください。",
           "help": "選択肢の番号かコマンドを入力。ほかに board, log, {auto}help, resign（投了）, "
                   "quit（中断して保存）{undo}。エージェントの思考中も Ctrl-C で resign と quit を選べます。",
           "resign_ask": "投了しますか？{p}の負けになります。投了するなら yes と入力：",
           "resign_kept": "投了しませんでした。対戦を続けます。", "resigned": "{p}が投了しました。",
           "stopped": "{p}の思考を止めました（Ctrl-C）。resign で投了、quit で保存して終了、Enter で{p}が"
                      "考え直します：",
           "auto_hint": "auto（何も起きていないタイミングを自動でパス）, ",
           "no_auto": "自動パスはOCGの、カードを発動できるタイミングをパスします。デュエル・マスターズにはそれがなく"
                      "（どの確認も実際の選択です）、パスするものはありません",
           "auto_on": "自動パス：フェイズが始まっただけのタイミングは自動でパスします",
           "auto_off": "自動パス解除：すべてのタイミングで確認します",
           "undo_hint": ", undo", "no_undo": "undo は検討用の対戦（arbiter play --analysis）でのみ使えます",
           "nothing_to_undo": "戻せる手がありません",
           "unknown": "選択肢にありません：{t}。いま使えるもの：{nums} または {cmds}（help で書き方）",
           "illegal": "できません：{e}", "refused": "{t}はいまできません（{why}）",
           "no_card": "いま盤面にないカード：{codes}",
           "not_in_hand": "{code}はいま手札にない：{where}", "now": "{said}、いまは{code}",
           "named": "{t}はカード名です。そのカードの選択肢：",
           "find": "{n}件の名前：名前の一部（日本語か英語）を入力すると、それを含む名前を表示します",
           "found": "{t}を含む名前が{n}件あります。さらに入力するか、番号を選んでください：",
           "found_more": "… ほか{n}件",
           "no_name": "{t}を含む名前はありません",
           "quit": "対戦#{id}を保存しました。再開：arbiter play --resume {id}",
           "quit_nolib": "対戦を中断しました。", "wins": "{p}の勝利。", "draw": "引き分け。",
           "you_win": "あなたの勝ち。", "you_lose": "あなたの負け。",
           "replay": "リプレイ：arbiter replay {id}", "log": "── ログ ──",
           "fault": "この応答の処理で Arbiter が失敗しました（{detail}）。ルールではなく Arbiter の不具合です。"
                    "対戦は応答前のままです。選び直してください。対戦のリプレイを添えて報告してください。",
           "fault_stuck": "誰も選んでいない応答の処理で Arbiter が失敗しました（{detail}）。ルールではなく Arbiter の"
                          "不具合で、対戦はここから先に進めません。対戦のリプレイを添えて報告してください。"},
}


class Game:
    """The terminal front of a session."""

    def __init__(self, session: Session, term: Terminal, lang: str, analysis: bool = False,
                 game_id: int | None = None, auto_pass: bool = False) -> None:
        self.s = session
        self.front = front_for(session.replay.game)
        self.term = term
        self.lang = lang
        self.t = TEXT[lang]
        self.analysis = analysis
        self.game_id = game_id
        self.shown = 0  # log lines already shown
        self.at_keyboard: int | None = None
        self.hotseat = all(session.is_human(p) for p in (0, 1))
        self.auto_pass = auto_pass
        # the log's length at each person's last answer: what happened since is what they may answer,
        # the opponent's moves included (an agent's pass must not hide the attack it follows)
        self.marks = [len(session.duel.log)] * 2
        self.thinking: int | None = None  # the agent said to be thinking, until anything else is asked

    def log_lines(self) -> list[str]:
        """The log as the person at the keyboard may read it (the only person, or the one whose turn it is)."""
        d = self.s.duel
        n = len(d.log) if d.winner is not None else self.front.settled(d)
        return self.front.render(d, n, self.viewer(), self.lang)

    def count(self, n: int) -> str:
        """A count in the screen's language: full-width in Japanese, as the rest of its Japanese writes counts."""
        return wide(n) if self.lang == "ja" else str(n)

    def viewer(self) -> int | None:
        """Who is looking: the person at the keyboard; after a duel between two people, both (None)."""
        if self.hotseat:
            return None if self.s.duel.winner is not None else self.at_keyboard
        return next((p for p in (0, 1) if self.s.is_human(p)), None)

    def show_log(self) -> None:
        lines = self.log_lines()
        # a cleared screen shows the end of the log, a scrolling one only what is new
        start = min(self.shown, len(lines) - LOG_TAIL) if self.term.clear_screen else self.shown
        start = max(0, start, len(lines) - LOG_TAIL * 4)
        out: Fragments = []
        for k in range(start, len(lines)):
            out.append(("class:log.new" if k >= self.shown else "class:log", "  " + lines[k] + "\n"))
        self.term.show(out)
        self.shown = len(lines)

    def screen(self, viewer: int) -> list[str]:
        """Draw everything for the viewer's decision; returns the options' commands."""
        d = self.s.duel
        assert d.pending is not None
        self.term.clear()
        self.show_log()
        self.term.show(self.front.board(d, viewer, self.lang))
        self.term.show(self.front.waiting(d, viewer, self.lang))
        cmds = self.front.commands(d, d.pending.options, self.front.codes(d, viewer), self.lang)
        # the card it names marked as the options name it: which copy asks, where the viewer's log tells copies apart
        question = d.pending.prompt(self.lang, self.front.marks(d, viewer, self.lang))
        out: Fragments = [("class:prompt", f"{PLAYERS[viewer]}: {question}\n")]
        if finding(d.pending.options):
            out.append(("class:label", self.t["find"].format(n=self.count(len(cmds))) + "\n"))
        else:
            out += self.listing(list(enumerate(cmds)))
        self.term.show(out)
        return cmds

    def listing(self, shown: list[tuple[int, str]]) -> Fragments:
        """Options by their index, each with its number, command and label."""
        d = self.s.duel
        assert d.pending is not None
        width = max(len(c) for _, c in shown)
        nums = listed(d.pending.options)
        marks = self.front.marks(d, self.viewer(), self.lang)  # which copy is which, as the log and board say
        out: Fragments = []
        for k, cmd in shown:
            out += [("class:opt.num", f" {nums[k]:>2}  "), ("class:opt.cmd", f"{cmd:<{width}}  "),
                    ("", self.front.describe(d, d.pending.options[k], self.lang, marks) + "\n")]
        return out

    def find(self, text: str, cmds: list[str]) -> Option | None:
        """The one name holding the typed part; with none or several, says so (listing them) and returns None."""
        d = self.s.duel
        assert d.pending is not None
        found = matching(text, d.pending.options)
        if len(found) == 1:
            return found[0]
        if not found:
            self.term.line(self.t["no_name"].format(t=quote_given(normalize(text), self.lang)), "error")
            return None
        self.term.line(self.t["found"].format(n=self.count(len(found)), t=quote_given(normalize(text), self.lang)),
                       "label")
        at = {id(o): k for k, o in enumerate(d.pending.options)}
        self.term.show(self.listing([(at[id(o)], cmds[at[id(o)]]) for o in found[:NAMES_SHOWN]]))
        if len(found) > NAMES_SHOWN:
            self.term.line(self.t["found_more"].format(n=self.count(len(found) - NAMES_SHOWN)), "label")
        return None

    def run(self) -> int | None:
        """Play until the duel ends (returns the winner) or the player quits (returns None)."""
        s = self.s
        while True:
            d = s.duel
            if d.winner is not None:
                self.finish()
                return d.winner
            assert d.pending is not None
            p = d.pending.player
            try:
                if not s.is_human(p):
                    # saying it thinks, the search, then its answer applied: a Ctrl-C at any point asks what to do
                    # (one while the answer is applied lands once it is recorded: `Session.act`)
                    try:
                        if (d.pending.kind != "window" and len(d.pending.options) > 1
                                and s.replay.players[p].startswith("mcts") and self.thinking != p):
                            self.term.line(self.t["thinking"].format(p=PLAYERS[p]), "label")
                            self.thinking = p  # said once for its run of decisions: nothing is printed between them
                        key = s.agent_choice()
                        assert key is not None
                        s.act(key)
                    except KeyboardInterrupt:
                        if not self.interrupted(p):
                            self.quit()
                            return None
                    continue
                if len(d.pending.options) == 1 or self.quiet_window(p):  # nothing worth asking
                    s.act(d.pending.options[0].key)  # not an answer of theirs: what happened before stays new
                    continue
            except EngineFault as e:  # an agent's or the only answer: asking again would fail again
                self.term.line(self.t["fault_stuck"].format(detail=e.detail), "error")
                self.quit()
                return None
            self.thinking = None
            if self.hotseat and self.at_keyboard != p:
                try:
                    self.handover(p)
                except EOFError:  # Ctrl-D or Ctrl-C there: the game is kept, as at the prompt ("Aborted!" before)
                    self.quit()
                    return None
            if not self.ask(p):
                self.quit()
                return None
            self.marks[p] = len(s.duel.log)

    def quiet_window(self, p: int) -> bool:
        """With auto-pass on: a window where nothing but a new phase happened since p last answered."""
        return self.auto_pass and self.front.quiet is not None and self.front.quiet(self.s.duel, self.marks[p])

    def handover(self, p: int) -> None:
        self.term.clear(scrollback=True)
        self.term.ask(self.t["handover"].format(p=PLAYERS[p]) + " ", [])
        self.at_keyboard = p

    def ask(self, p: int) -> bool:
        """One answer from the person playing p; False when they quit."""
        cmds = self.screen(p)
        d = self.s.duel
        assert d.pending is not None
        extra = ["board", "log", "help", "resign", "quit", *(["auto"] if self.front.quiet else []),
                 *(["undo"] if self.analysis else [])]
        while True:
            try:
                text = self.term.ask(f"{PLAYERS[p]}> ", [*cmds, *extra])
            except EOFError:
                return False
            t = normalize(text)
            if not t:
                continue
            if t in ("quit", "q", "exit"):
                return False
            if t == "resign":
                if self.resign(p):
                    return True
                continue
            if t in ("help", "?", "h"):
                self.term.line(self.t["help"].format(auto=self.t["auto_hint"] if self.front.quiet else "",
                                                     undo=self.t["undo_hint"] if self.analysis else ""))
                self.term.line(SYNTAX[self.s.replay.game][self.lang])
                continue
            if t == "board":
                cmds = self.screen(p)
                continue
            if t == "auto" and self.front.quiet is None:
                self.term.line(self.t["no_auto"], "error")
                continue
            if t == "auto":
                self.auto_pass = not self.auto_pass
                self.term.line(self.t["auto_on" if self.auto_pass else "auto_off"], "label")
                continue
            if t == "log":
                self.term.line(self.t["log"], "label")
                for line in self.log_lines():
                    self.term.line("  " + line, "log")
                continue
            if t == "undo":
                if not self.analysis:
                    self.term.line(self.t["no_undo"], "error")
                    continue
                if not self.s.undo(p):
                    self.term.line(self.t["nothing_to_undo"], "error")
                    continue
                self.shown = len(self.log_lines())
                return True
            o = resolve(t, d.pending.options, cmds)
            if o is None and finding(d.pending.options):
                o = self.find(text, cmds)
                if o is None:
                    continue
            why = "" if o is not None else self.front.why_not(d, p, t, self.front.codes(d, self.viewer()), self.lang)
            if why:
                self.term.line(self.t["refused"].format(t=quote_given(text.strip(), self.lang), why=why), "error")
                continue
            labels = [] if o is not None else \
                [[self.front.describe(d, x, lang, {}) for lang in ("en", "ja")] for x in d.pending.options]
            named = naming(text, labels)
            if named:  # `Dark Hole` for `act h7`: what may be done with it
                self.term.line(self.t["named"].format(t=quote_given(text.strip(), self.lang)), "label")
                self.term.show(self.listing([(k, cmds[k]) for k in named]))
                continue
            if o is None:
                shown = ", ".join(cmds[:VALID_SHOWN]) + (", …" if len(cmds) > VALID_SHOWN else "")
                nums = listed(d.pending.options)
                span = f"{nums[0]}-{nums[-1]}" if nums == list(range(nums[0], nums[-1] + 1)) else \
                    ", ".join(map(str, nums))
                self.term.line(self.t["unknown"].format(t=quote_given(text.strip(), self.lang), nums=span, cmds=shown),
                               "error")
                codes = self.front.codes(d, self.viewer())
                on_board = {c.lower() for c in codes.values()}
                empty = [w for w in t.split()[1:] if CODE.fullmatch(w) and w not in on_board]
                me = bottom(self.viewer())
                # a hand code follows its card: where the card it named went, as this seat may know it, and its code
                # there
                gone = {w: i for w in empty if (i := hand_card(d, me, w)) is not None}
                for w, i in gone.items():
                    said = self.t["not_in_hand"].format(code=w, where=self.front.place(d, i, me, self.lang))
                    self.term.line(self.t["now"].format(said=said, code=codes[i]) if i in codes else said, "error")
                if len(gone) < len(empty):  # `flip m3` with m3 empty: say so, not only what is valid
                    self.term.line(self.t["no_card"].format(codes=", ".join(w for w in empty if w not in gone)),
                                   "error")
                continue
            try:
                self.s.act(o.key)
            except IllegalAction as e:  # the options offered are legal; kept for safety
                self.term.line(self.t["illegal"].format(e=e), "error")
                continue
            except EngineFault as e:  # the terminal's user runs Arbiter: the error itself is theirs to see
                self.term.line(self.t["fault"].format(detail=e.detail), "error")
                continue
            return True

    def finish(self) -> None:
        d = self.s.duel
        self.term.clear()
        self.show_log()
        self.term.show(self.front.board(d, self.viewer(), self.lang))
        w, me = d.winner, self.viewer()
        # a seat is told its own result; with no seat looking (two people at one keyboard), who won
        if d.resigned is not None:
            self.term.line(self.t["resigned"].format(p=PLAYERS[d.resigned]), "win")
        msg = self.t["draw"] if w == 2 else self.t["wins"].format(p=PLAYERS[w or 0]) if me is None else \
            self.t["you_win" if w == me else "you_lose"]
        self.term.line(msg, "win")
        if self.game_id is not None:
            self.term.line(self.t["replay"].format(id=self.game_id), "label")

    def resign(self, p: int) -> bool:
        """The person playing p resigns, once they confirm it (a stray `resign` must not end the duel); False if they
        do not."""
        try:
            sure = normalize(self.term.ask(self.t["resign_ask"].format(p=PLAYERS[p]) + " ", ["yes", "no"]))
        except EOFError:
            sure = ""
        if sure not in ("yes", "y", "はい"):
            self.term.line(self.t["resign_kept"], "label")
            return False
        self.s.act(resign_key(p))
        return True

    def interrupted(self, agent: int) -> bool:
        """Ctrl-C while `agent` thinks or its answer is applied: the person playing may resign then (confirmed, as at
        their prompt), rather than wait for it; False when they save and quit (`quit`, or Ctrl-C or Ctrl-D again, as
        before a second one)."""
        me = self.viewer()
        if me is None or not self.s.is_human(me):  # no person here to resign: the game is kept, as before
            return False
        self.term.line("")
        try:
            t = normalize(self.term.ask(self.t["stopped"].format(p=PLAYERS[agent]) + " ", ["resign", "quit"]))
        except EOFError:
            return False
        if t in ("quit", "q", "exit"):
            return False
        if t == "resign":
            self.resign(me)  # confirmed, the duel is over and the loop ends it; else the agent thinks again
        self.thinking = None  # said again as it starts over
        return True

    def quit(self) -> None:
        self.term.line("")
        if self.game_id is not None:
            self.term.line(self.t["quit"].format(id=self.game_id), "label")
        else:
            self.term.line(self.t["quit_nolib"], "label")

"use strict";
// Arbiter's web board: lobby, duel board (a seat or a spectator), replays and the judge.
// Everything shown comes from the server, which sends each viewer only what it may see.
// Server text is always put in the page as text (textContent), never as HTML.

const T = {
  ja: {lobby: "ロビー", judge: "裁定", other: "English", newDuel: "新しい対戦", game: "ゲーム", ocg: "遊戯王OCG",
    dm: "デュエル・マスターズ", opponent: "相手", random: "ランダム", greedy: "貪欲", mcts: "MCTS", human: "人（リンクを共有）", person: "人",
    strength: "強さ（MCTSの試行回数）", side: "あなたの側", deck: "デッキ", oppDeck: "相手のデッキ", paste: "貼り付け／ファイル",
    seed: "シード（任意）", start: "対戦開始", games: "対戦の一覧", cont: "続ける", openHere: "ブラウザで\u200b続ける", watch: "観戦", replay: "リプレイ", watchReplay: "この対戦のリプレイを見る",
    playing: "対戦中", finished: "終了", you: "あなた", opp: "相手", turn: "{n}ターン目", hand: "手札", deckN: "デッキ",
    extra: "融合デッキ", graveyard: "墓地", banished: "除外", mana: "マナ", shields: "シールド", battle: "バトルゾーン",
    waiting_castles: "S・トリガーを待つ城",
    monsters: "モンスター", spells: "魔法・罠", field: "フィールド", chain: "チェーン", log: "ログ", decide: "あなたの選択",
    wins: "{p}の勝利", youWin: "あなたの勝ち", youLose: "あなたの負け", draw: "引き分け", resign: "投了", resignAsk: "投了しますか？あなたの負けになります。", resignYes: "投了する", resignNo: "続ける", resigned: "{p}が投了", youResigned: "あなたが投了", auto: "自動パス", links: "共有するリンク",
    seatLink: "{p}の席", watchLink: "観戦", spectator: "観戦中", seat: "{p}の席", targets: "対象", judgeTitle: "裁定：シナリオファイル",
    judgeGo: "判定", judgeEmpty: "シナリオファイルを貼り付けるか、アップロードしてください。", judgeStale: "判定中にテキストが変わりました。もう一度判定してください。", pass: "合格", fail: "不合格", line: "{n}行目", first: "最初", prev: "戻る", next: "進む", last: "最後",
    view: "視点", public: "公開情報", step: "{n} / {m}", noHost: "ロビーを使うには `arbiter serve` が表示したアドレスを開いてください。",
    unknownAddress: "このアドレスのページはありません。ロビーを表示します：",
    chooseFile: "ファイルを選択", noFile: "選択されていません", unreadable: "{name}を読めない：フォルダでなくファイルを選んでください", keys: "キー：1–9 選択肢、P パス、Y/N はい/いいえ、B バトル、M メイン2、E ターン終了、L 言語、? ヘルプ",
    replayKeys: "キー：← → 1つ戻る／進む、Home 最初、End 最後、L 言語、? ヘルプ", pageKeys: "キー：L 言語、? ヘルプ",
    reconnect: "再接続中…", effects: "効果", none: "なし", shown: "確認した手札", deckUp: "デッキの表向き", scenario: "シナリオ",
    extra_deck: "融合デッキ",
    findName: "名前の一部（日本語か英語）", findHint: "{n}件の名前：名前の一部を入力すると、それを含む名前を表示します",
    found: "「{t}」を含む名前が{n}件", foundMore: "… ほか{n}件：さらに入力してください", noName: "「{t}」を含む名前はありません",
    whyNot: "いまできない理由：", spell: "魔法", trap: "罠", players: "プレイヤー", status: "状態", answers: "回答数",
    cost: "コスト", power: "パワー", tapped: "タップ", sick: "召喚酔い", blocker: "ブロッカー", on: "進化元：{x}",
    crossed: "クロス先：{x}", declared: "宣言：{x}", unseen: "表を見ることのできないカード", strengthRange: "強さ（MCTSの試行回数）は10から5000までの整数で指定してください。",
    noAnswer: "サーバーが応答しませんでした。もう一度お試しください。", unreachable: "サーバーに接続できませんでした。サーバーが動いているか確かめて、もう一度お試しください。"},
  en: {lobby: "Lobby", judge: "Judge", other: "日本語", newDuel: "New duel", game: "Game", ocg: "Yu-Gi-Oh! OCG",
    dm: "Duel Masters", opponent: "Opponent", random: "random", greedy: "greedy", mcts: "MCTS", human: "a person (share a link)", person: "person",
    strength: "Strength (MCTS iterations)", side: "Your side", deck: "Deck", oppDeck: "Opponent's deck", paste: "paste / file",
    seed: "Seed (optional)", start: "Start the duel", games: "Games", cont: "continue", openHere: "continue here", watch: "watch", replay: "replay", watchReplay: "Watch this duel's replay",
    playing: "playing", finished: "finished", you: "you", opp: "opponent", turn: "Turn {n}", hand: "Hand", deckN: "Deck",
    extra: "Fusion deck", graveyard: "Graveyard", banished: "Banished", mana: "Mana", shields: "Shields", battle: "Battle zone",
    waiting_castles: "Castle waiting for S-Triggers",
    monsters: "Monsters", spells: "Spell/Trap", field: "Field", chain: "Chain", log: "Log", decide: "Your decision",
    wins: "{p} wins", youWin: "You win", youLose: "You lose", draw: "Draw", resign: "Resign", resignAsk: "Resign the duel? You lose it.", resignYes: "Resign", resignNo: "Keep playing", resigned: "{p} resigned", youResigned: "You resigned", auto: "Auto-pass", links: "Links to share",
    seatLink: "seat {p}", watchLink: "spectators", spectator: "watching", seat: "seat {p}", targets: "targeting",
    judgeTitle: "Judge a scenario file", judgeGo: "Judge", judgeEmpty: "paste or upload a scenario file", judgeStale: "the text changed while it was being judged: judge it again", pass: "PASS", fail: "FAIL", line: "line {n}", first: "first",
    prev: "back", next: "forward", last: "last", view: "View", public: "public", step: "{n} / {m}",
    noHost: "To use the lobby, open the address `arbiter serve` printed.",
    unknownAddress: "The board has no page at this address; here is the lobby instead:", chooseFile: "Choose a file", noFile: "no file chosen", unreadable: "{name} could not be read: choose a file, not a folder",
    keys: "Keys: 1–9 options, P pass, Y/N yes/no, B battle, M main 2, E end turn, L language, ? help",
    replayKeys: "Keys: ← → a step back or forward, Home the first, End the last, L language, ? help",
    pageKeys: "Keys: L language, ? help",
    reconnect: "reconnecting…", effects: "Effects", none: "none", shown: "Shown (hand)", deckUp: "Face-up in deck",
    extra_deck: "Fusion deck",
    findName: "part of a name (English or Japanese)", findHint: "{n} names: type part of one to list those holding it",
    found: "{n} names hold “{t}”", foundMore: "… and {n} more: type more of the name", noName: "no name holds “{t}”",
    scenario: "Scenario", whyNot: "Not possible now:", spell: "Spell", trap: "Trap", players: "Players", status: "Status",
    answers: "Answers", cost: "cost", power: "power", tapped: "tapped", sick: "sick", blocker: "blocker", on: "on: {x}",
    crossed: "crossed to {x}", declared: "declared: {x}", unseen: "a card whose face you may not see", strengthRange: "the strength (MCTS iterations) is a whole number from 10 to 5000",
    noAnswer: "the server did not answer: try again", unreachable: "the server could not be reached: check that it runs, then try again"},
};
// the actions a refusal names (ocg/refusals.ACTIONS and CHOICES; Duel Masters' charge, cast and cross: dm/refusals.card_refusals)
const ACTIONS = {
  ja: {activate: "発動", summon: "召喚", set: "セット", flip_summon: "反転召喚", change_position: "表示形式の変更",
    special_summon: "特殊召喚", attack: "攻撃", charge: "マナチャージ", cast: "呪文を唱える", cross: "クロス", target: "対象に選ぶ",
    cost: "コストにする", tribute: "生け贄にする", select: "選ぶ"},
  en: {activate: "activate", summon: "summon", set: "set", flip_summon: "flip summon", change_position: "change position",
    special_summon: "special summon", attack: "attack", charge: "charge", cast: "cast", cross: "cross", target: "choose as a target",
    cost: "pay the cost with it", tribute: "tribute it", select: "choose"},
};
const PHASES = {
  ja: {draw: "ドローフェイズ", standby: "スタンバイフェイズ", main1: "メインフェイズ１", "battle:start": "バトルフェイズ",
    "battle:battle": "バトルステップ", "battle:damage": "ダメージステップ", "battle:end": "バトルフェイズ終了", main2: "メインフェイズ２",
    end: "エンドフェイズ", start: "ターン開始", mana: "マナチャージ", main: "メイン", attack: "攻撃"},
  en: {draw: "Draw Phase", standby: "Standby Phase", main1: "Main Phase 1", "battle:start": "Battle Phase",
    "battle:battle": "Battle Step", "battle:damage": "Damage Step", "battle:end": "End of Battle", main2: "Main Phase 2",
    end: "End Phase", start: "Start", mana: "Mana charge", main: "Main", attack: "Attack"},
};
const LAYOUT = {  // which zones a side shows: rows of slots, piles and counts
  ocg: {rows: ["monsters", "spells"], piles: ["field", "graveyard", "banished", "extra_deck", "hand_shown", "deck_face_up"],
    counts: ["deck", "extra"]},
  // waiting_castles: a castle whose shield was broken, there until that break's S-Triggers are used (on no shield)
  dm: {rows: ["battle", "shields", "mana"], piles: ["graveyard", "waiting_castles"], counts: ["deck"]},
};
const AB = "AB";

// the language chosen on this browser before, else the browser's own: a seat's link handed to another player opens
// in theirs (a link may name one: `#/play/ID/TOKEN?lang=en`)
let lang = localStorage.getItem("arbiterLang") || (/^ja\b/i.test(navigator.language || "") ? "ja" : "en");
let hostKey = localStorage.getItem("arbiterHost") || "";
let page = null;  // the current page's cleanup

const $ = (sel, root = document) => root.querySelector(sel);
function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k);
  return e;
}
function t(key, vars = {}) {
  let s = T[lang][key] || key;
  for (const [k, v] of Object.entries(vars)) s = s.replace("{" + k + "}", v);
  return s;
}
// a number as Japanese text writes it, full-width (the log's and the chain's numbers: kernel.reasons.wide)
function wide(n) {
  return lang === "ja" ? String(n).replace(/\d/g, (d) => "０１２３４５６７８９"[d]) : String(n);
}
// a turn as the log and the terminal's board name it (kernel.log.turn_words): ３ターン目, Turn 3
function turnWords(n) {
  return t("turn", {n: wide(n)});
}
function status(text, bad = false) {
  const s = $("#status");
  s.textContent = text || "";
  s.className = bad ? "bad" : "";
}
// `token`: a seat's or the spectators' token, which opens that game's replay to whoever has no host key; the server
// says its refusals in the page's language
// a file's text as the commands read deck files (kernel/text_files.py): UTF-16 where it begins with its byte order
// mark (Notepad's "Unicode"), else UTF-8 (a byte order mark dropped), else Shift_JIS, which a Japanese Windows editor
// saves (File.text() alone turned its names into replacement marks)
async function fileText(f) {
  const bytes = new Uint8Array(await f.arrayBuffer());
  const [a, b, c, d] = bytes;
  // (UTF-32's mark begins with UTF-16's little-endian one)
  const utf16 = a === 0xff && b === 0xfe && !(c === 0 && d === 0) ? "utf-16le" : a === 0xfe && b === 0xff ? "utf-16be" : "";
  if (utf16) return new TextDecoder(utf16).decode(bytes);  // the mark dropped
  try {
    return new TextDecoder("utf-8", {fatal: true}).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
}

// the text of the file picked in `input`, or null, said on the status line and the pick undone, where the browser
// cannot read it: a folder dropped on the picker (the picker's dialog offers files only) was a silent failure, and
// the bundled deck still chosen in the list was played in its place
async function pickedText(input) {
  const f = input.files[0];
  try {
    return await fileText(f);
  } catch {
    status(t("unreadable", {name: f.name}), true);
    input.value = "";
    input.dispatchEvent(new Event("picked"));
    return null;
  }
}

// how long a page waits for the server's reply (ms): one that never came left the lobby's start button waiting for
// ever, a replay's step or a board empty, without a word
const ANSWER_WAIT = 30000;

// a reply not come in ANSWER_WAIT is given up (its request aborted, so that a late reply is never acted on) and the
// page says in its language that none came. A request that makes something goes with its id (`requestId`)
async function api(path, opts = {}, token = "", request = "") {
  const headers = {"content-type": "application/json", "x-arbiter-host": hostKey, "x-arbiter-lang": lang};
  if (token) headers["x-arbiter-token"] = token;
  if (request) headers["x-arbiter-request"] = request;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ANSWER_WAIT);
  try {
    const r = await fetch(path, {...opts, headers, signal: abort.signal});
    const data = await r.json().catch(() => ({error: r.statusText}));
    if (abort.signal.aborted) throw new Error(t("noAnswer"));  // given up while its body came
    if (!r.ok) throw new Error(data.error || r.statusText);
    return data;
  } catch (e) {
    if (abort.signal.aborted) throw new Error(t("noAnswer"));
    // no reply at all (the server stopped, the network is down): the browser's own words ("Failed to fetch") are
    // in its language, not the page's
    if (e instanceof TypeError) throw new Error(t("unreachable"));
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

// the id of a request that makes something (a game), sent again with each try of it: a try the page gave up may
// still be carried out late, and the server answers the next try with what that one made rather than a second game.
// (crypto.randomUUID is for secure pages only: not a server on the network reached over http)
function requestId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
}

function setLang(l) {
  lang = l;
  localStorage.setItem("arbiterLang", l);
  document.documentElement.lang = l;
  $("#lang").textContent = T[l].other;
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  if (page && page.lang) page.lang(l);
}

// ---- routing -------------------------------------------------------------------------------

function route() {
  const named = location.hash.match(/\?lang=(ja|en)$/);
  const h = named ? location.hash.slice(0, named.index) : location.hash;
  const hk = h.match(/^#host=([\w-]+)/);
  if (hk) {
    hostKey = hk[1];
    localStorage.setItem("arbiterHost", hostKey);
    location.replace("#/");
    return;
  }
  if (page && page.close) page.close();
  page = null;
  if (named && named[1] !== lang) setLang(named[1]);  // the page it opens is drawn in it
  status("");
  $("#help").hidden = true;  // the keys it lists are the page's left behind
  const app = $("#app");
  app.replaceChildren();
  let m;
  // a game's number whole (BigInt): a Number rounds one past 2**53, and a refusal named another game
  if ((m = h.match(/^#\/play\/(\d+)\/([\w-]+)$/))) page = boardPage(app, BigInt(m[1]).toString(), m[2]);
  else if ((m = h.match(/^#\/replay\/(\d+)(?:\/([\w-]+))?$/))) page = replayPage(app, BigInt(m[1]).toString(), m[2] || "");
  else if (h === "#/judge") page = judgePage(app);
  else {
    // a mistyped or stale link opened the lobby without a word: said first, the address shown as given
    if (!["", "#", "#/"].includes(h)) {
      app.append(el("p", {class: "note", id: "unknown-address"}, el("span", {"data-t": "unknownAddress",
        text: t("unknownAddress")}), " ", el("code", {text: shownAddress(h)})));
    }
    page = lobbyPage(app);
  }
}
window.addEventListener("hashchange", route);
// an address as typed (percent escapes decoded; one that is not a whole escape left as it is)
function shownAddress(h) {
  try { return decodeURIComponent(h); } catch { return h; }
}

// ---- lobby ---------------------------------------------------------------------------------

function lobbyPage(app) {
  if (!hostKey) {
    app.append(el("p", {class: "note", text: t("noHost")}));
    return {};
  }
  // novalidate: a value out of range is refused by the server in the page's language, not by the browser's own
  // bubble in the browser's (an English Chromium said "Value must be greater than or equal to 0" on a Japanese page)
  const form = el("form", {id: "new-duel", class: "panel", novalidate: true});
  const box = el("div", {id: "games", class: "panel"});
  const links = el("div", {id: "links"});
  app.append(el("div", {class: "lobby"}, form, el("div", {}, links, box)));
  let info = null;
  let gone = false;  // the page was left: an answer that comes later is about nothing shown
  // one request at a time: a double click on the start button began two duels, on "continue here" opened the
  // board and then said on it that the game was open already
  let busy = false;
  const once = async (request) => {
    if (busy) return;
    busy = true;
    try {
      const g = await request();
      if (!gone) await opened(g);
    } catch (e) {
      if (!gone) status(e.message, true);
    } finally {
      busy = false;
    }
  };
  const build = () => {
    form.replaceChildren(
      el("h2", {text: t("newDuel")}),
      field(t("game"), sel("game", ["ocg", "dm"].map((g) => [g, t(g)]))),
      field(t("opponent"), sel("opponent", ["random", "greedy", "mcts", "human"].map((a) => [a, t(a)]))),
      field(t("strength"), el("input", {name: "strength", type: "number", min: 10, max: 5000, value: 200}), "strength"),
      field(t("side"), sel("side", [["A", "A"], ["B", "B"]])),
      deckField("deck", t("deck")), deckField("opponent_deck", t("oppDeck")),
      field(t("seed"), el("input", {name: "seed", type: "number", min: 0})),
      // not before the decks have come: clicked then, it sent no deck and the server said "the pasted deck is empty"
      el("button", {type: "submit", id: "start", text: t("start"), disabled: !info}));
    form.game.addEventListener("change", fillDecks);
    // the strength is MCTS's only
    const strength = () => { form.querySelector(".field-strength").hidden = form.opponent.value !== "mcts"; };
    form.opponent.addEventListener("change", strength);
    strength();
    fillDecks();
  };
  // the new duel's request id: the same for each try of one filling of the form, a new one once the form changes
  // (every field, a list or a file chosen too, says so by an input event) or a game is made
  let createId = null;
  form.addEventListener("input", () => { createId = null; });
  const fillDecks = () => {
    if (!info) return;
    for (const name of ["deck", "opponent_deck"]) {
      const s = form[name];
      const titles = info.titles[form.game.value];
      s.replaceChildren(...info.games[form.game.value].map((d) =>
        el("option", {value: d, text: titles[d] ? `${d} — ${titles[d][lang] || titles[d].en}` : d})),
        el("option", {value: "", text: t("paste")}));
      // the deck pasted, else the one the CLI plays by default
      s.value = form[name + "_text"].value.trim() ? "" : info.starter[form.game.value];
    }
    form.querySelector("#start").disabled = false;
  };
  const deckField = (name, label) => {
    const text = el("textarea", {name: name + "_text", rows: 3, placeholder: ".ydk / JSON"});
    const file = el("input", {type: "file", name: name + "_file", accept: ".ydk,.json,.txt", id: `${name}-file`});
    // a deck pasted or uploaded is the one played: the list switches to it rather than a bundled deck being
    // played in its place
    const mine = () => { if (text.value.trim()) form[name].value = ""; };
    text.addEventListener("input", mine);
    file.addEventListener("change", async () => {
      if (file.files[0]) {
        const read = await pickedText(file);
        if (read === null) return;
        text.value = read;
      }
      mine();
    });
    // a group, not a label: the file's own label is inside, and a label holds no other
    return el("div", {class: "field", role: "group", "aria-label": label}, el("span", {text: label}),
      el("div", {}, sel(name, []), text, filePicker(file)));
  };
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const deck = (name) => {
      if (form[name].value) return {name: form[name].value};
      const f = form[name + "_file"].files[0];
      return {text: form[name + "_text"].value, filename: f ? f.name : undefined};
    };
    let opponent = form.opponent.value;
    if (opponent === "mcts") {  // the strength the field offers, said in the page's language (the form has no
      // browser checks): 0 or 1.5 was played as 200 or 1 without a word
      const n = Number(form.strength.value);
      if (!Number.isInteger(n) || n < 10 || n > 5000) { status(t("strengthRange"), true); return; }
      opponent = "mcts:" + n;
    }
    const body = {game: form.game.value, opponent, side: form.side.value, lang,
      deck: deck("deck"), opponent_deck: deck("opponent_deck")};
    // the server refuses -1 or 1.5 in words; a seed past 2**53, which a Number would round to another seed, goes
    // as its digits
    if (form.seed.value !== "") {
      const n = Number(form.seed.value);
      body.seed = Number.isSafeInteger(n) ? n : form.seed.value;
    }
    const rid = createId ??= requestId();
    await once(async () => {
      const g = await api("/api/games", {method: "POST", body: JSON.stringify(body)}, "", rid);
      if (createId === rid) createId = null;  // made: the next click is a new duel
      return g;
    });
  });
  // a person's only seat is opened at once, as a new duel against an agent is; two seats' links are shown to share
  let shared = null;  // the game whose links are shown: drawn again in a new language
  const opened = async (g) => {
    const seats = "AB".split("").filter((r) => g.tokens[r]);
    if (seats.length === 1) {
      location.hash = `#/play/${g.id}/${g.tokens[seats[0]]}`;
    } else {
      shared = g;
      showLinks(links, g.id, g.tokens);
      await listGames();
    }
  };
  // by game, the request id of its opening here: the same for each try until it is opened
  const openIds = new Map();
  const openHere = (gid) => once(async () => {
    if (!openIds.has(gid)) openIds.set(gid, requestId());
    const g = await api(`/api/games/${gid}/open`, {method: "POST"}, "", openIds.get(gid));
    openIds.delete(gid);
    return g;
  });
  let listed = 0;  // the lists asked for: only the last one asked is drawn (an earlier one may come after it)
  const listGames = async () => {
    const n = ++listed;
    const rows = await api("/api/games");
    if (gone || n !== listed) return;
    const tbody = el("tbody");
    for (const g of rows) {
      const acts = el("td", {class: "acts"});
      if (g.status === "playing") {
        for (const r of "AB") {
          if (g.tokens[r]) acts.append(el("a", {href: `#/play/${g.id}/${g.tokens[r]}`, text: `${t("cont")} ${r}`}));
        }
        if (g.tokens.watch) acts.append(el("a", {href: `#/play/${g.id}/${g.tokens.watch}`, text: t("watch")}));
        // a game begun in the terminal has no links yet: the server issues them, or says why not (a terminal
        // still plays it)
        if (!Object.keys(g.tokens).length) {
          acts.append(el("button", {type: "button", class: "open-here", "data-game": g.id, text: t("openHere"),
            onclick: () => openHere(g.id)}));
        }
      }
      acts.append(el("a", {href: `#/replay/${g.id}`, text: t("replay")}));
      // a resigned game says who resigned, as its board does to a spectator ("A resigned · B wins")
      const outcome = g.winner === null ? "" : result(g.winner, null, g.resigned);
      tbody.append(el("tr", {}, listCell("#" + g.id), listCell(t(g.game)),
        listCell(`A=${playerName(g.players[0])}`, `B=${playerName(g.players[1])}`), listCell(t(g.status), outcome),
        listCell(String(g.answers)), acts));
    }
    const head = el("thead", {}, el("tr", {}, ...["#", t("game"), t("players"), t("status"), t("answers"), ""].map((h) =>
      el("th", {class: "word", text: h}))));
    box.replaceChildren(el("h2", {text: t("games")}), el("table", {}, head, tbody));
  };
  // the decks fill the lists in place when they come: a deck pasted or a choice made meanwhile is kept (rebuilding
  // the form here dropped a deck pasted before the server answered, and a bundled deck was played in its place)
  const said = (e) => { if (!gone) status(e.message, true); };
  api("/api/info").then((i) => { if (!gone) { info = i; fillDecks(); } }).catch(said);
  build();
  listGames().catch(said);
  // a new language redraws the form with what was entered in it (a file chosen is already in its text box)
  const relabel = () => {
    const kept = [...form.elements].filter((e) => e.name && e.type !== "file").map((e) => [e.name, e.value]);
    const files = [...form.elements].filter((e) => e.type === "file").map((e) => [e.name, e.files]);
    build();
    for (const [name, value] of kept) {
      form.elements[name].value = value;
      if (name === "game") fillDecks();  // its decks, before the deck chosen among them is put back
    }
    // the files chosen too, named beside their buttons (and sent by their names), their text already in its box
    for (const [name, list] of files) {
      if (list.length) { form.elements[name].files = list; form.elements[name].dispatchEvent(new Event("picked")); }
    }
    form.opponent.dispatchEvent(new Event("change"));
  };
  return {lang: () => {
    relabel();
    if (shared) showLinks(links, shared.id, shared.tokens);
    listGames().catch(said);  // the list refused (a damaged library) said again, in the new language
  }, close: () => { gone = true; }};
}
// a game's player as the list shows it, in the page's language: a person, or the agent by the name the lobby's
// choice gives it ("mcts:400" with its iterations or seconds, one word: "MCTS 400" with a no-break space)
function playerName(spec) {
  if (spec === "human") return t("person");
  const [agent, arg] = spec.split(":");
  return T[lang][agent] === undefined ? spec : arg ? `${t(agent)}\u00a0${arg}` : t(agent);
}

// a cell of the list of games, of its items: a narrow cell breaks between their words (at a space, or after the
// "・" of デュエル・マスターズ), never inside one ("A=人 B=貪欲" broke inside 貪欲, 回答数 after 回答)
function listCell(...texts) {
  const words = texts.filter((x) => x).join(" ").split(" ");
  return el("td", {}, ...words.flatMap((w, k) => [k ? " " : null,
    ...w.split(/(?<=・)/).map((part) => el("span", {class: "word", text: part}))]));
}
function field(label, input, name = "") {
  return el("label", {class: name ? `field field-${name}` : "field"}, el("span", {text: label}), input);
}
// a file input in the page's words: Chromium's own button says "Choose File" and "No file chosen" in the browser's
// language, whatever the page's. The input stays in the tab order (hidden from sight, not from the keyboard: Space
// opens it), its label is the button a click opens it by, and the file chosen is named beside it.
function filePicker(input) {
  const chosen = el("span", {class: "file-chosen", "data-t": "noFile", text: t("noFile")});
  // "picked": a file put back in a form drawn again, whose text is read already
  const show = () => {
    const f = input.files[0];
    if (f) { delete chosen.dataset.t; chosen.textContent = f.name; } else { chosen.dataset.t = "noFile"; chosen.textContent = t("noFile"); }
  };
  input.addEventListener("change", show);
  input.addEventListener("picked", show);
  return el("span", {class: "file-picker"}, input,
    el("label", {for: input.id, class: "file-button", "data-t": "chooseFile", text: t("chooseFile")}), chosen);
}
function sel(name, options) {
  return el("select", {name}, ...options.map(([v, text]) => el("option", {value: v, text})));
}
function showLinks(box, gid, tokens) {
  const base = location.origin + location.pathname;
  const items = Object.entries(tokens).map(([role, tok]) => {
    const url = `${base}#/play/${gid}/${tok}`;
    return el("li", {}, el("span", {text: role === "watch" ? t("watchLink") : t("seatLink", {p: role})}), " ",
      el("a", {href: url, class: "link", "data-role": role, text: url}));
  });
  box.replaceChildren(el("div", {class: "panel"}, el("h2", {text: t("links")}), el("ul", {}, ...items)));
}

// ---- the board -----------------------------------------------------------------------------

function cardEl(c, s, onclick) {
  if (c === null || c === undefined) return el("div", {class: "slot empty"});
  const cls = ["card"];
  if (!c.kind) cls.push("hidden");
  if (c.position === "set" || c.position === "set_attack") cls.push("set");
  if (c.position === "set_attack") cls.push("set-attack");
  if (c.position === "defense") cls.push("defense");
  if (c.tapped) cls.push("tapped");
  if (s.choosable.has(c.code)) cls.push("choosable");
  if (s.last.includes(c.code)) cls.push("last");
  // an OCG spell or trap says which (its frame's colour too), as the terminal's "(trap)"
  const spellTrap = s.game === "ocg" && (c.kind === "spell" || c.kind === "trap");
  if (spellTrap) cls.push(`kind-${c.kind}`);
  // a Duel Masters card: its cost first (what a hand is read for), then a creature's power
  const stats = c.kind === "monster" ? `${c.atk ?? "?"}/${c.def ?? "?"}`
    : spellTrap ? t(c.kind)
    : [c.cost !== undefined ? `(${c.cost})` : null, c.power].filter((x) => x !== null && x !== undefined).join(" ");
  // a Duel Masters card's civilizations, one dot each (what its mana pays for); the tooltip names them as the card's
  // detail does, in the page's language (`CardDef.words`: its kind, then its civilizations, "火／水文明")
  const civs = c.civs ? el("span", {class: "civs", title: s.cards[c.code].words[lang][1]},
    ...c.civs.map((v) => el("i", {class: `civ civ-${v}`}))) : null;
  const statsEl = stats ? el("span", {class: "stats", text: stats}) : null;
  // the dots beside the cost and power, not on a line of their own: the name keeps the lines an OCG card's has
  const e = el("button", {type: "button", class: cls.join(" "), "data-code": c.code, title: c.name || ""},
    el("span", {class: "name", text: c.name || (c.castle ? c.castle : "■")}),
    civs ? el("span", {class: "foot"}, civs, statsEl) : statsEl);
  e.addEventListener("click", (ev) => onclick(c.code, ev));
  return e;
}

// a copy's mark at the end of a name, as the server writes it (kernel/log.py copy_mark)
const COPY_MARK = / \(copy \d+\)$|（[０-９]+枚目）$/;

// a Duel Masters name longer than its card's lines (「不滅の精霊パーフェクト・ギャラクシー」) is drawn smaller, whole,
// rather than cut after its last line; a copy's name still too long keeps its mark, the name cut before it ("Black
// Luster Soldier - Envoy… (copy 2)": cut after its lines, two copies read alike where the log and the options name
// each). Measured once drawn, and again when the window's width changes the cards', from the name whole (the title)
function fitNames(root = document) {
  for (const n of root.querySelectorAll(".card .name")) {
    const whole = n.closest(".card").title;
    if (whole && n.textContent !== whole) n.textContent = whole;
    if (n.closest(".card").querySelector(".civs")) {
      n.classList.remove("small");
      if (n.scrollHeight > n.clientHeight) n.classList.add("small");
    }
    const mark = whole.match(COPY_MARK);
    if (!mark || n.scrollHeight <= n.clientHeight) continue;
    const name = whole.slice(0, mark.index);
    let fits = 0;  // the most of the name's letters that fit before "…" and the mark
    for (let lo = 1, hi = name.length - 1; lo <= hi;) {
      const mid = (lo + hi) >> 1;
      n.textContent = name.slice(0, mid).trimEnd() + "…" + mark[0];
      if (n.scrollHeight <= n.clientHeight) { fits = mid; lo = mid + 1; } else hi = mid - 1;
    }
    n.textContent = name.slice(0, fits).trimEnd() + "…" + mark[0];
  }
}
window.addEventListener("resize", () => fitNames());

function sideEl(side, p, s, onclick, top) {
  const lay = LAYOUT[s.game];
  const who = s.seat === null ? AB[p] : `${AB[p]} (${p === s.seat ? t("you") : t("opp")})`;
  const head = el("div", {class: "side-head"}, el("span", {class: "who", text: who}));
  if (side.lp !== undefined) head.append(el("span", {class: "lp", "data-lp": AB[p], text: `LP ${side.lp}`}));
  const handN = Array.isArray(side.hand) ? side.hand.length : side.hand;
  head.append(el("span", {class: "count", text: `${t("hand")} ${handN}`}));
  for (const k of lay.counts) head.append(el("span", {class: "count", text: `${t(k === "deck" ? "deckN" : k)} ${side[k]}`}));
  // Duel Masters: the mana still free to pay with of all the mana, untapped/total, as the terminal's header has it
  if (Array.isArray(side.mana)) {
    const free = side.mana.filter((c) => !c.tapped).length;
    head.append(el("span", {class: "count", "data-mana": AB[p], text: `${t("mana")} ${free}/${side.mana.length}`}));
  }
  const rows = lay.rows.map((z) => rowEl(`zone-${z}`, `${AB[p]}-${z}`, z,
    (side[z] || []).map((c) => cardEl(c, s, onclick))));
  if (top) rows.reverse();
  const piles = el("div", {class: "piles"});
  for (const z of lay.piles) {
    const v = side[z];
    const list = v === null || v === undefined ? [] : Array.isArray(v) ? v : [v];
    if (!list.length && z !== "graveyard") continue;
    const label = z === "hand_shown" ? t("shown") : z === "deck_face_up" ? t("deckUp") : t(z);
    const zone = `${AB[p]}-${z}`;
    // open: the field, a pile the viewer opened, and one that holds a card the decision asks to choose
    const open = z === "field" || s.openPiles.has(zone) || list.some((c) => c && s.choosable.has(c.code));
    const pile = el("details", {class: `pile zone-${z}`, "data-zone": zone, open: open || undefined},
      el("summary", {text: `${label} (${list.length})`}), el("div", {class: "pile-cards"}, ...list.map((c) => cardEl(c, s, onclick))));
    pile.addEventListener("toggle", () => { if (pile.open) { s.openPiles.add(zone); fitNames(pile); } else s.openPiles.delete(zone); });
    piles.append(pile);
  }
  const hand = Array.isArray(side.hand)
    ? rowEl("hand", `${AB[p]}-hand`, "hand", side.hand.map((c) => cardEl(c, s, onclick)))
    : rowEl("hand backs", null, "hand", Array.from({length: side.hand}, () => el("div", {class: "card back"})));
  const parts = [head, ...rows, piles];
  if (top) return el("section", {class: "side top"}, head, hand, piles, ...rows);
  return el("section", {class: "side bottom"}, ...parts.slice(1), hand, head);
}

// a zone's row: its label, then its cards in a box of their own, which wraps them under one another beside the label
function rowEl(cls, zone, label, cards) {
  return el("div", {class: `row ${cls}`, "data-zone": zone}, el("span", {class: "zlabel", text: t(label)}),
    el("div", {class: "cards"}, ...cards));
}

function chainEl(s) {
  const box = el("div", {class: "chain", id: "chain"});
  if (!s.chain || !s.chain.length) return box;
  // the server's lines, as the terminal's chain and the log say them (┏チェーン１ …, targets quoted, copies marked)
  box.append(el("h3", {text: t("chain")}), ...s.chain.map((line) => el("div", {class: "link", text: line})));
  return box;
}

// a board place ("B-monsters-3") in words: "B Monsters 3"
function placeText(code) {
  const [p, zone, n] = code.split("-");
  return `${p} ${zone === "hand_shown" ? t("shown") : zone === "deck_face_up" ? t("deckUp") : t(zone)} ${n}`;
}

// the options' labels, those that read alike (two copies the seat's log has not told apart) told apart by their cards'
// places on the board
function optionLabels(options) {
  const count = {};
  for (const o of options) count[o.label] = (count[o.label] || 0) + 1;
  return options.map((o) => count[o.label] > 1 && o.cards.length ? `${o.label} · ${o.cards.map(placeText).join(" → ")}` : o.label);
}

// a Duel Masters battle zone card's state as the terminal's board says it: tapped, sick, blocker, the cards it evolved
// from, the creature a cross gear is crossed to ("" for any other card)
function battleFacts(s, c) {
  if (!Array.isArray(c.under)) return "";
  const crossed = c.crossed_to ? boardCard(s, c.crossed_to) : null;
  return [c.tapped ? t("tapped") : null, c.sick ? t("sick") : null, c.blocker ? t("blocker") : null,
    c.under.length ? t("on", {x: c.under.join(lang === "ja" ? "、" : ", ")}) : null,
    crossed ? t("crossed", {x: crossed.name}) : null].filter((x) => x).join(" · ");
}

// the card at a board place, as the server drew it for this viewer (null: none there)
function boardCard(s, code) {
  for (const side of s.players) {
    for (const v of Object.values(side)) {
      const found = (Array.isArray(v) ? v : [v]).find((c) => c && typeof c === "object" && c.code === code);
      if (found) return found;
    }
  }
  return null;
}

function detailEl(s, code, clicked, refused) {
  const box = el("div", {class: "detail", id: "detail"});
  if (!code) return box;
  box.dataset.code = code;
  const info = s.cards[code];
  // the card as the board shows it: its name with a copy's mark ("Gemini Elf (copy 2)"), as the log and options say
  // it, and a Duel Masters battle card's state
  const shown = boardCard(s, code);
  if (info) {
    // its kind, types, attribute and race in the page's language, as the server words them ("罠・通常")
    const stats = [...info.words[lang], info.level ? `★${info.level}` : null,
      info.atk !== undefined && info.kind === "monster" ? `${info.atk ?? "?"}/${info.def ?? "?"}` : null,
      info.cost !== undefined ? `${t("cost")} ${info.cost}` : null,
      info.power ? `${t("power")} ${info.power}` : null].filter((x) => x);
    box.append(el("h3", {text: shown ? shown.name : lang === "ja" ? info.name_ja || info.name_en : info.name_en}),
      el("div", {class: "sub", text: lang === "ja" ? info.name_en : info.name_ja}),
      el("div", {class: "sub", text: stats.join(" · ")}),
      el("ul", {class: "effects"}, ...(info.effects[lang].length ? info.effects[lang] : [t("none")]).map((x) => el("li", {text: x}))));
  } else if (shown) {
    // a card this viewer may not see (the opponent's set card, a shield): the click says so, as the board names it
    box.append(el("h3", {text: shown.name || "■"}), el("div", {class: "sub", id: "unseen", text: t("unseen")}));
  }
  const state = shown ? battleFacts(s, shown) : "";
  if (state) box.append(el("div", {class: "sub", id: "card-state", text: state}));
  // what a face-up continuous card declared, which it locks or reads (「禁止令」's card name), as the terminal shows it
  if (shown && shown.declared) box.append(el("div", {class: "sub", id: "declared", text: t("declared", {x: shown.declared})}));
  const opts = s.pending ? s.pending.options.filter((o) => o.cards.includes(code)) : [];
  for (const o of opts) box.append(el("button", {type: "button", class: "opt", text: o.label, onclick: (ev) => clicked(ev, o.key)}));
  // what the seat's own card cannot do now, action by action, by the rule that refuses each (the engine's words, in
  // the viewer's language): the server's answer to this card's question (`why`), asked once it is picked
  if (refused) box.dataset.reasons = String(refused.length);  // the server's answer is in (none, or these)
  if (refused && refused.length) {
    // actions refused for one reason share its line ("summon, set: its player has already normal summoned ...")
    const byWhy = new Map();
    for (const r of refused) byWhy.set(r.why, [...(byWhy.get(r.why) || []), ACTIONS[lang][r.action] || r.action]);
    const lines = [...byWhy].map(([why, acts]) => `${acts.join(lang === "ja" ? "・" : ", ")}${lang === "ja" ? "：" : ": "}${why}`);
    box.append(el("div", {class: "why", id: "why"}, el("div", {class: "why-head", text: t("whyNot")}),
      el("ul", {}, ...lines.map((x) => el("li", {text: x})))));
  }
  return box;
}

// a duel's result as told to a seat ("You win") or to anyone else, a spectator or a replay ("A wins")
function result(winner, seat, resigned = null) {
  if (winner === 2) return t("draw");
  const won = seat === null || seat === undefined ? t("wins", {p: AB[winner]}) : t(winner === seat ? "youWin" : "youLose");
  if (resigned === null || resigned === undefined) return won;
  // a duel a seat resigned says so beside the result, to the seats and to the spectators
  return `${resigned === seat ? t("youResigned") : t("resigned", {p: AB[resigned]})} · ${won}`;
}

function boardPage(app, gid, token) {
  let ws = null;
  let s = null;
  let picked = null;
  // the server's reasons for the card picked (`why`), for the state they answer: asked again with each state
  let refused = null;
  const askWhy = () => {
    refused = null;
    if (picked && s && s.pending) send({type: "why", card: picked});
  };
  let closed = false;
  let lastLog = 0;
  let auto = true;
  // a change of auto-pass the server has not told back yet: the box shows it, and it is sent again on a new socket
  // (one made while the socket was down went nowhere, and the next state put the box back unsaid)
  let autoAsked = null;
  const sendAuto = () => send({type: "auto", on: autoAsked});
  // the piles this viewer opened (by zone, "A-graveyard"): a redraw keeps them open; the board of another game, in
  // this page or not, begins with its own closed
  const openPiles = new Set();
  // a decision of names too many to list (`pending.find`): the part typed, and the keys of the names the server
  // found holding it (the terminal's own rule, commands.matching); both forgotten when the duel moves on
  let query = "";
  let hits = [];
  let hitsFor = "";  // the part `hits` answer: Enter waits for the reply to what is typed now
  let hitWhole = false;  // the first hit is the name typed whole: Enter declares it among longer names holding it
  let findTimer = null;
  // how many times the board has been drawn, on the board (`data-drawn`): a redraw the page made can be seen, and
  // waited for (the browser tests)
  let drawn = 0;
  const root = el("div", {class: "board", id: "board"});
  app.append(root);
  const send = (msg) => { if (ws && ws.readyState === 1) ws.send(JSON.stringify(msg)); };
  // one answer a decision ({key, step}), until a state of a later step or a refusal: a second click before the
  // server's reply would be refused as stale. One given while the socket is down, or sent on a socket that closed
  // before its reply, is sent again on the next socket if its decision still stands (the same step, the key offered),
  // else dropped: never lost, never twice
  let answer = null;
  // an answer given from the board by the keyboard (an option, a card or the name box it is on): the seat's next
  // decision, once drawn, takes the focus, which fell to the page's top with the button answered. Not an answer
  // given with the mouse, or by a number key or Space pressed away from the board (Space would then press the
  // option instead of passing); dropped at the seat's next key or click, which may have moved on meanwhile
  let toQuestion = false;
  let reopened = false;  // the socket is new: its first state says whether the answer was taken
  const sendAnswer = () => {  // on the socket it went on (`on`): one sent on the new socket is not sent again
    if (ws && ws.readyState === 1) { ws.send(JSON.stringify({type: "act", key: answer.key})); answer.on = ws; }
  };
  const act = (key) => {
    if (answer || !s) return;
    const keyed = document.activeElement === keyFocused && root.contains(keyFocused);
    answer = {key, step: s.step, on: null, keyed};
    picked = null;
    sendAnswer();
  };
  // a click on an option or a card: the second click of a double click is none (it landed on the next decision's
  // button drawn in the same place, and answered that too)
  const clicked = (ev, key) => { if (ev.detail < 2) act(key); };
  const connect = () => {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const sock = ws = new WebSocket(`${proto}://${location.host}/ws/${gid}?token=${encodeURIComponent(token)}&lang=${lang}`);
    // a socket that brings no word (its opening or its first state never came) is given up for a new one in time
    let heard = false;
    const silent = setTimeout(() => { if (!heard) sock.close(); }, ANSWER_WAIT);
    ws.onmessage = (ev) => {
      heard = true;
      const msg = JSON.parse(ev.data);
      if (msg.type === "state") {
        const offered = (key) => msg.pending && msg.pending.options.some((o) => o.key === key);
        const reopen = reopened;
        reopened = false;
        if (answer && (msg.step !== answer.step || (reopen && !offered(answer.key)))) {
          if (msg.step !== answer.step) toQuestion = answer.keyed;  // taken
          answer = null;
        }
        if (s && msg.step !== s.step) { picked = null; query = ""; hits = []; hitsFor = ""; hitWhole = false; }
        // the seat's setting is the server's (a reload keeps it), but for a change of this tab's not told back yet
        if (typeof msg.auto === "boolean" && autoAsked === null) auto = msg.auto;
        s = msg;
        status("");
        if (reopen && answer && answer.on !== ws) sendAnswer();
        else if (reopen && query && hitsFor !== query) send({type: "find", text: query});  // typed while it was down
        if (reopen && autoAsked !== null) sendAuto();
        askWhy();
        draw();
        lastLog = s.log_total;
      } else if (msg.type === "error") {
        answer = null;  // refused: the seat may answer again
        status(msg.message, true);
        // the seat's auto-pass as the server has it: a change it refused (too many messages) is shown undone
        if (typeof msg.auto === "boolean") {
          const shown = auto;
          auto = msg.auto;
          autoAsked = null;
          if (s && auto !== shown) draw();
        }
      } else if (msg.type === "auto") {  // this seat's setting, changed here or in another tab of the seat
        auto = msg.on;
        autoAsked = null;
        if (s) draw();
      }
      else if (msg.type === "found" && s && msg.step === s.step && msg.text === query) {  // not an earlier reply
        hits = msg.keys;
        hitsFor = msg.text;
        hitWhole = msg.whole;
        draw();
      } else if (msg.type === "why" && s && msg.step === s.step && msg.card === picked) {  // not an earlier reply
        refused = msg.refused;
        draw();
        showPicked();
        showing = null;  // the reasons asked again with a later state leave the page where its reader has it
      }
    };
    ws.onopen = () => { reopened = true; };
    ws.onclose = (ev) => {
      clearTimeout(silent);
      if (closed || ev.code === 4403 || ev.code === 4404) return;
      status(t("reconnect"));
      setTimeout(() => { if (!closed) connect(); }, 700);
    };
  };
  // the card just picked, whose details are brought into sight once drawn (and again when its reasons come in and
  // lengthen them): on a phone or a tablet they lie below the board, and on a phone under the options kept at the
  // foot of the screen, where a tap on a card seemed to do nothing
  let showing = null;
  const showPicked = () => {
    const box = root.querySelector("#detail");
    if (showing === null || showing !== picked || !box) return;
    const b = box.getBoundingClientRect();
    if (b.top < 0 || b.bottom > innerHeight) box.scrollIntoView({block: "nearest"});
  };
  const onclick = (code, ev) => {
    if (s.pending) {
      const opts = s.pending.options.filter((o) => o.cards.includes(code));
      const picking = s.pending.options.every((o) => o.cards.length || ["pass", "stop", "no"].includes(o.kind));
      if (opts.length === 1 && picking) { clicked(ev, opts[0].key); return; }
    }
    picked = showing = code;
    askWhy();
    draw();
    showPicked();
  };
  // the options on screen, each with its index: a name to find shows only once a typed part found it; of options
  // that read alike with no card on the board to tell them apart (two copies in a deck a search looks through),
  // the first, since the player cannot choose between them
  const shown = () => {
    const seen = new Set();
    const opts = s.pending.options.map((o, k) => [o, k]).filter(([o]) => {
      if (o.cards.length) return true;
      const again = seen.has(o.label);
      seen.add(o.label);
      return !again;
    });
    if (!s.pending.find) return opts;
    // in the server's order: the name typed whole first
    const byKey = new Map(opts.map((ok) => [ok[0].key, ok]));
    return hits.slice(0, s.pending.find).map((k) => byKey.get(k)).filter((ok) => ok);
  };
  const finder = () => {
    const box = el("div", {class: "find"});
    const input = el("input", {type: "search", id: "find-name", value: query, placeholder: t("findName"),
      autocomplete: "off", spellcheck: "false"});
    input.addEventListener("input", () => {
      query = input.value;
      clearTimeout(findTimer);  // one question a pause in the typing, well inside the server's message rate
      findTimer = setTimeout(() => send({type: "find", text: query}), 150);
    });
    // Enter declares the one name found
    input.addEventListener("keydown", (ev) => { if (ev.key === "Enter" && hitsFor === query && (hits.length === 1 || hitWhole)) act(hits[0]); });
    const n = wide(s.pending.options.length);  // the counts full-width in Japanese, as its other counts
    const say = !query.trim() ? t("findHint", {n}) : !hits.length ? t("noName", {t: query.trim()})
      : t("found", {n: wide(hits.length), t: query.trim()});
    box.append(input, el("div", {class: "sub", id: "found", text: say}));
    if (hits.length > s.pending.find) box.append(el("div", {class: "sub", text: t("foundMore", {n: wide(hits.length - s.pending.find)})}));
    return box;
  };
  // a seat may resign at any moment, its own decision or not: a button, then a confirm step in the page (a stray
  // click must not end the duel); the confirm step stays open through redraws until answered
  let resigning = false;
  const resignEl = () => {
    const box = el("div", {class: "resign", id: "resign"});
    if (!resigning) {
      box.append(el("button", {type: "button", id: "resign-button", text: t("resign"),
        onclick: () => { resigning = true; draw(); root.querySelector("#resign-no")?.focus(); }}));
      return box;
    }
    box.append(el("p", {text: t("resignAsk")}),
      el("button", {type: "button", id: "resign-yes", text: t("resignYes"),
        onclick: () => { resigning = false; send({type: "resign"}); }}),
      el("button", {type: "button", id: "resign-no", text: t("resignNo"),
        onclick: () => { resigning = false; draw(); }}));
    return box;
  };
  const draw = () => {
    const typing = document.activeElement && document.activeElement.id === "find-name";
    // the card or the auto-pass box the keyboard is on keeps the focus through a redraw: it fell to the page's top,
    // and a keyboard's user, having opened a card, tabbed from the first link again to reach the next one. Not one
    // a click focused (`keyFocused`): Space, the pass, would press it
    const on = root.contains(document.activeElement) && document.activeElement === keyFocused
      ? document.activeElement : null;
    const refocus = on && on.dataset.code ? `[data-code="${on.dataset.code}"]` : on && on.id === "auto" ? "#auto" : null;
    const choosable = new Set(s.pending ? s.pending.options.flatMap((o) => o.cards.slice(0, 1)) : []);
    const ctx = {...s, choosable, last: s.last || [], openPiles};
    const me = s.seat === null ? 0 : s.seat;
    const phase = (PHASES[lang][s.phase] || s.phase);
    const bar = el("div", {class: "bar"},
      el("span", {id: "turn", text: `${turnWords(s.turn)} · ${AB[s.turn_player]} · ${phase}`}),
      el("span", {id: "role", text: s.seat === null ? t("spectator") : t("seat", {p: AB[s.seat]})}));
    if (s.seat !== null && typeof s.auto === "boolean") {  // a game with windows to pass (not Duel Masters)
      const cb = el("input", {type: "checkbox", id: "auto"});
      cb.checked = auto;
      cb.addEventListener("change", () => { auto = autoAsked = cb.checked; sendAuto(); });
      bar.append(el("label", {class: "auto"}, cb, " " + t("auto")));
    }
    const field = el("div", {class: "duelfield"}, sideEl(s.players[1 - me], 1 - me, ctx, onclick, true),
      el("div", {class: "mid"}), sideEl(s.players[me], me, ctx, onclick, false));
    const decide = el("div", {class: "decide", id: "decide"});
    if (s.winner !== null && s.winner !== undefined) {
      decide.append(el("h3", {id: "result", text: result(s.winner, s.seat, s.resigned)}),
        el("a", {id: "replay-link", href: `#/replay/${gid}/${token}`, text: t("watchReplay")}));
    } else if (s.pending) {
      decide.append(el("h3", {text: `${t("decide")}: ${s.pending.prompt}`}));
      if (s.pending.find) decide.append(finder());
      const labels = optionLabels(s.pending.options);
      shown().forEach(([o, i], k) => {
        const b = el("button", {type: "button", class: `opt kind-${o.kind}`, "data-key": o.key, "data-kind": o.kind,
          text: `${k < 9 ? k + 1 + " " : ""}${labels[i]}`, onclick: (ev) => clicked(ev, o.key)});
        // pointing at an option outlines its cards on the board
        const hint = (on) => { for (const c of o.cards) root.querySelector(`[data-code="${c}"]`)?.classList.toggle("hint", on); };
        b.addEventListener("mouseenter", () => hint(true));
        b.addEventListener("mouseleave", () => hint(false));
        decide.append(b);
      });
    } else if (s.waiting_for !== null) {
      // what the other seat is being asked, as far as this seat may read it ("B is choosing: …")
      decide.append(el("p", {class: "wait", text: s.asking}));
    }
    if (s.seat !== null && (s.winner === null || s.winner === undefined)) decide.append(resignEl());
    const log = el("ol", {class: "log", id: "log", start: String(s.log_total - s.log.length + 1)});
    s.log.forEach((line, k) => {
      const n = s.log_total - s.log.length + k;
      log.append(el("li", {class: n >= lastLog && lastLog ? "new" : "", text: line}));
    });
    const side = el("aside", {class: "side-panel"}, chainEl(s), decide, detailEl(s, picked, clicked, refused),
      el("h3", {text: t("log")}), log);
    // the log follows the duel unless its reader scrolled back: then it stays where they are reading
    const before = root.querySelector("#log");
    const follow = !before || before.scrollHeight - before.scrollTop - before.clientHeight < 24;
    const at = before ? before.scrollTop : 0;
    root.replaceChildren(bar, el("div", {class: "table"}, field, side));
    fitNames(root);
    log.scrollTop = follow ? log.scrollHeight : at;
    if (refocus) root.querySelector(refocus)?.focus({preventScroll: true});
    if (toQuestion && s.pending) {
      toQuestion = false;
      root.querySelector("#find-name, #decide button.opt")?.focus();
    }
    const input = root.querySelector("#find-name");
    // a redraw (a reply, a new language) keeps the player typing where they were, while there is a name to find
    if (typing && input) {
      input.focus();
      input.setSelectionRange(query.length, query.length);
    }
    root.dataset.drawn = String(++drawn);
  };
  root.addEventListener("pointerdown", () => { toQuestion = false; });
  const keys = (ev) => {
    toQuestion = false;
    // a browser's or the system's shortcut (Ctrl+1 to another tab, Cmd+N) is no answer
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    // a key held down answers once: its repeats answered each decision that followed, unseen (a held P passed on)
    if (ev.repeat) return;
    if (!s || !s.pending || ev.target.tagName === "INPUT" || ev.target.tagName === "TEXTAREA") return;
    // Space presses the option or the card the keyboard is on: it passed instead. The language button or a pile's
    // heading only where the keyboard went to it (`keyFocused`): a click leaves them focused, and that Space is the
    // pass (an option or a card a click answers or opens is drawn anew)
    if (ev.key === " " && (ev.target.closest("button.opt, button.card, #resign button") || ev.target === keyFocused)) return;
    const opts = shown().map(([o]) => o);  // `1` is the first option on screen
    const k = ev.key.toLowerCase();
    const find = (pred) => opts.find(pred);
    let o = null;
    if (/^[1-9]$/.test(k)) o = opts[+k - 1];
    else if (k === "p" || k === " ") o = find((x) => x.kind === "pass") || find((x) => x.kind === "no");
    else if (k === "y") o = find((x) => x.kind === "yes");
    else if (k === "n") o = find((x) => x.kind === "no");
    else if (k === "b") o = find((x) => x.kind === "phase" && /battle|バトル|攻撃|attack/i.test(x.label));
    else if (k === "m") o = find((x) => x.kind === "phase" && /main|メイン/i.test(x.label));
    else if (k === "e") o = find((x) => x.kind === "phase" && /end|終了/i.test(x.label));
    if (o) { ev.preventDefault(); act(o.key); }
  };
  document.addEventListener("keydown", keys);
  connect();
  return {
    close: () => { closed = true; document.removeEventListener("keydown", keys); if (ws) ws.close(); },
    lang: (l) => send({type: "lang", lang: l}),
    keys: "keys",
  };
}

// ---- replays -------------------------------------------------------------------------------

function replayPage(app, gid, token) {
  let step = 0;
  let view = "public";
  let s = null;
  let first = true;  // a seat's link opens on that seat's own view
  const openPiles = new Set();  // as a board's: kept from step to step
  const root = el("div", {class: "board replay", id: "replay"});
  app.append(root);
  // each press of a key asks for its step; only the last one asked is drawn: answers that came out of order drew an
  // earlier step, or the old language, over the one asked last
  let asked = 0;
  let gone = false;
  const load = async () => {
    const n = ++asked;
    try {
      const got = await api(`/api/games/${gid}/replay?step=${step}&view=${view}&lang=${lang}`, {}, token);
      if (gone || n !== asked) return;
      s = got;
      step = s.step;
      if (first && token && s.views.length === 2 && s.result !== null) {
        first = false;
        view = s.views[1];
        await load();
        return;
      }
      first = false;
      status("");  // a step asked again, once one was not answered
      draw();
    } catch (e) { if (!gone && n === asked) status(e.message, true); }
  };
  const go = (n) => { step = Math.max(0, Math.min(n, s ? s.answers : 0)); load(); };
  const draw = () => {
    const ctx = {...s, choosable: new Set(), last: [], seat: null, openPiles};
    const phase = PHASES[lang][s.phase] || s.phase;
    // a seat's view is offered once the game is over (the server refuses it before)
    // and a seat's link only that seat's (`s.views`: those this viewer may open)
    const views = el("select", {id: "view"}, ...["public", "A", "B"].map((v) => el("option", {value: v,
      text: v === "public" ? t("public") : v, disabled: !s.views.includes(v) || (v !== "public" && s.result === null)})));
    views.value = view;
    views.addEventListener("change", () => { view = views.value; load(); });
    // the arrows are marks of Latin-1 and General Punctuation, which every system font has: ⏮ and ⏭ showed as
    // empty boxes where no font held them (headless Chromium's)
    const bar = el("div", {class: "bar"},
      el("button", {type: "button", id: "first", text: "« " + t("first"), onclick: () => go(0)}),
      el("button", {type: "button", id: "prev", text: "‹ " + t("prev"), onclick: () => go(step - 1)}),
      el("span", {id: "step", text: t("step", {n: s.step, m: s.answers})}),
      el("button", {type: "button", id: "next", text: t("next") + " ›", onclick: () => go(step + 1)}),
      el("button", {type: "button", id: "last", text: t("last") + " »", onclick: () => go(s.answers)}),
      el("label", {}, t("view") + " ", views),
      el("span", {id: "turn", text: `#${gid} · ${turnWords(s.turn)} · ${AB[s.turn_player]} · ${phase}`}));
    // a seat's view has that seat at the bottom, as its board had it; the public view A, as a spectator's board
    const me = view === "B" ? 1 : 0;
    const field = el("div", {class: "duelfield"}, sideEl(s.players[1 - me], 1 - me, ctx, () => {}, true),
      el("div", {class: "mid"}), sideEl(s.players[me], me, ctx, () => {}, false));
    const log = el("ol", {class: "log", id: "log"}, ...s.log.map((line) => el("li", {text: line})));
    // the question asked at this step and of whom, as this view may read it (the server leaves its words out where
    // they name a card this view does not see)
    root.replaceChildren(bar, el("div", {class: "table"}, field, el("aside", {class: "side-panel"}, chainEl(s),
      s.asking ? el("p", {id: "asking", class: "wait", text: s.asking}) : null,
      s.winner !== null ? el("h3", {id: "result", text: result(s.winner, null, s.resigned)}) : null,
      el("h3", {text: t("log")}), log)));
    fitNames(root);
    log.scrollTop = log.scrollHeight;
  };
  const keys = (ev) => {
    if (!s || ev.target.tagName === "SELECT" || ev.ctrlKey || ev.metaKey || ev.altKey) return;  // Alt+← is Back
    if (ev.key === "ArrowRight") go(step + 1);
    else if (ev.key === "ArrowLeft") go(step - 1);
    else if (ev.key === "Home") go(0);
    else if (ev.key === "End") go(s.answers);
  };
  document.addEventListener("keydown", keys);
  load();
  return {close: () => { gone = true; document.removeEventListener("keydown", keys); }, lang: () => load(),
    keys: "replayKeys"};
}

// ---- the judge -----------------------------------------------------------------------------

function judgePage(app) {
  const text = el("textarea", {id: "scenario", rows: 16, spellcheck: "false", placeholder: "title: …\nplayers: …\nsteps: …"});
  const file = el("input", {type: "file", id: "scenario-file", accept: ".yaml,.yml"});
  let filename = "scenario.yaml";
  file.addEventListener("change", async () => {
    if (!file.files[0]) return;
    const name = file.files[0].name, read = await pickedText(file);
    if (read !== null) { text.value = read; filename = name; }
  });
  const out = el("div", {id: "verdict"});
  let last = null;  // the verdict shown, with the lines it was judged on: shown again in a new language
  const show = () => {
    if (!last) return;
    const {v, lines} = last;
    const fail = v.line ? el("pre", {class: "failing", id: "failing-line", text: `${t("line", {n: v.line})}: ${lines[v.line - 1] ?? ""}`}) : null;
    out.replaceChildren(el("div", {},
      el("h3", {id: "verdict-head", class: v.passed ? "ok" : "bad", text: `${v.passed ? t("pass") : t("fail")} ${v.title}`}),
      v.rulings.length ? el("div", {class: "sub", text: v.rulings.join(" ")}) : null,
      v.message[lang] ? el("pre", {class: "message", id: "verdict-message", text: v.message[lang]}) : null, fail,
      // a text that never ran (not YAML, no such card) has no log: no empty boxes for it
      v.log.ja.length || v.log.en.length ? el("div", {class: "logs"},
        el("pre", {class: "log-ja", id: "log-ja", text: v.log.ja.join("\n")}),
        el("pre", {class: "log-en", id: "log-en", text: v.log.en.join("\n")})) : null));
  };
  // the run asked last is the one shown: a slow verdict of an earlier text came after it and stood under the newer
  // text, its failing line read from that text
  let asked = 0;
  let gone = false;
  const run = async () => {
    const n = ++asked;
    status("");
    out.replaceChildren();
    last = null;
    // said here, with no request: the server would refuse an empty text too
    const judged = text.value;
    if (!judged.trim()) { status(t("judgeEmpty"), true); return; }
    try {
      const v = await api("/api/judge", {method: "POST", body: JSON.stringify({text: judged, filename})});
      if (gone || n !== asked) return;
      if (text.value !== judged) { status(t("judgeStale"), true); return; }  // its verdict is not the text's shown
      last = {v, lines: judged.split("\n")};
      show();
    } catch (e) { if (!gone && n === asked) status(e.message, true); }
  };
  app.append(el("div", {class: "panel judge"}, el("h2", {text: t("judgeTitle"), "data-t": "judgeTitle"}), text,
    el("div", {}, filePicker(file), el("button", {type: "button", id: "judge-go", text: t("judgeGo"), "data-t": "judgeGo",
      onclick: run})), out));  // data-t: the language switch renames them
  return {lang: show, close: () => { gone = true; }};
}

// ---- start ---------------------------------------------------------------------------------

$("#lang").addEventListener("click", () => setLang(lang === "ja" ? "en" : "ja"));
// the element the keyboard moved the focus to, if it did: read as the focus arrives, since any key pressed later
// makes every focused element match `:focus-visible`, a click's too
let keyFocused = null;
document.addEventListener("focusin", (ev) => { keyFocused = ev.target.matches(":focus-visible") ? ev.target : null; });
document.addEventListener("keydown", (ev) => {
  // (Alt+L too is the browser's or the system's: Alt opens a menu on Windows and Linux)
  if (["INPUT", "TEXTAREA", "SELECT"].includes(ev.target.tagName) || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  if (ev.key === "l" || ev.key === "L") setLang(lang === "ja" ? "en" : "ja");
  else if (ev.key === "?") {
    const h = $("#help");
    h.dataset.t = (page && page.keys) || "pageKeys";  // the keys of the page it is on; data-t: L renames them
    h.textContent = t(h.dataset.t);
    h.hidden = !h.hidden;
  } else if (ev.key === "Escape") $("#help").hidden = true;
});
setLang(lang);
route();

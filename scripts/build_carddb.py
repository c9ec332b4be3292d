#!/usr/bin/env python3
"""Build ``src/arbiter/data/cards.sqlite``, ``era_pool.csv`` and ``dm_cards.csv`` from ``shared/carddata``.

Only facts are copied (names, passcodes, types, stats; which cards make the 2002-2007 pool and
which of them the seed pages name; a Duel Masters card's kind, civilizations, cost, power and races).
Card texts are the publishers' words and must never enter the project, so no text column or field is
read from the sources.

Usage: python3 scripts/build_carddb.py [--shared DIR] [--out FILE]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SHARED = REPO.parent / "shared"
DEFAULT_OUT = REPO / "src" / "arbiter" / "data" / "cards.sqlite"
ERA_POOL = "era_pool.csv"  # written beside the database
# the Duel Masters cards' facts, written beside the database: CSV, not JSON, which would read as a bundled deck
DM_FACTS = "dm_cards.csv"
# a Duel Masters card's type as the card data words it -> `CardDef.kind`
DM_KINDS = {"creature": "creature", "evolution creature": "evolution", "spell": "spell", "castle": "castle",
            "cross gear": "cross_gear"}

SCHEMA_VERSION = 1

# Explicit column list: the source's text columns must not be selected.
CARD_COLUMNS = (
    "passcode",
    "name_ja",
    "name_en",
    "kind",
    "subtypes",
    "attribute",
    "race",
    "level",
    "atk",
    "def",
)

# Era names (2002-2007) that seed_cards.csv does not cover. The OCG spelt 生け贄 and 生贄
# inconsistently and rulings pages use both; 壷 is the common variant of 壺 but the
# matcher in carddata.py already folds that one.
HAND_ALIASES: dict[str, int] = {
    "生け贄封じの仮面": 29549364,  # 生贄封じの仮面 (Mask of Restrict)
    "生け贄の抱く爆弾": 89041555,  # 生贄の抱く爆弾 (Blast Held by a Tribute)
    "生け贄の祭壇": 21070956,  # 生贄の祭壇 (Altar for Tribute)
    "生贄人形": 2903036,  # 生け贄人形 (Tribute Doll)
    "王家の生贄": 72405967,  # 王家の生け贄 (Royal Tribute)
    # TCG names of the era, renamed since.
    "Red-Eyes B. Dragon": 74677422,
    "B. Skull Dragon": 11901678,
}

SCHEMA = f"""
PRAGMA user_version = {SCHEMA_VERSION};
CREATE TABLE cards (
  passcode  INTEGER PRIMARY KEY,
  name_ja   TEXT,              -- NULL for tokens and TCG-only cards
  name_en   TEXT NOT NULL,
  kind      TEXT NOT NULL,     -- monster | spell | trap
  subtypes  TEXT NOT NULL,     -- comma list as in the source, e.g. 'flip,effect'
  attribute TEXT,              -- EARTH ... DIVINE; NULL for spells/traps
  race      TEXT,              -- e.g. 'Warrior'; NULL for spells/traps
  level     INTEGER,           -- Level / Rank / Link rating; NULL for spells/traps
  atk       INTEGER,           -- NULL: '?' on a monster, or not a monster
  def       INTEGER            -- NULL: '?' or Link on a monster, or not a monster
);
CREATE TABLE aliases (
  name     TEXT PRIMARY KEY,   -- old or shortened name used by the seeds
  passcode INTEGER NOT NULL REFERENCES cards(passcode)
);
CREATE TABLE alternate_passcodes (
  passcode      INTEGER PRIMARY KEY,  -- alternate-artwork passcode
  main_passcode INTEGER NOT NULL REFERENCES cards(passcode)
);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE INDEX cards_name_en_lower ON cards(lower(name_en));
CREATE INDEX cards_name_ja ON cards(name_ja);
"""

CardRow = tuple[int, str | None, str, str, str, str | None, str | None, int | None, int | None, int | None]


@dataclass(frozen=True, slots=True)
class SeedAlias:
    name: str
    passcode: int
    source: str


# YGOPro's `alias` marks alternate artworks, but also distinct cards whose name is "always
# treated as" another (Ｎ・マリン・ドルフィン -> Ｎ・アクア・ドルフィン, ハーピィ・レディ１).
# Only rows with the same name as their main card are artworks.
ALT_ART = (
    "c.alias IS NOT NULL AND EXISTS (SELECT 1 FROM cards m WHERE m.passcode = c.alias AND "
    "(c.name_ja = m.name_ja OR (c.name_ja IS NULL AND m.name_ja IS NULL AND c.name_en = m.name_en)))"
)


def read_cards(src: sqlite3.Connection) -> list[CardRow]:
    """Rows with a printed passcode or a Japanese name; alternate artworks are dropped."""
    cols = ", ".join(f"c.{c}" for c in CARD_COLUMNS)
    query = (
        f"SELECT {cols} FROM cards c "
        f"WHERE (c.passcode_official = 1 OR c.name_ja IS NOT NULL) AND NOT ({ALT_ART}) "
        "ORDER BY c.passcode"
    )
    rows: list[CardRow] = [
        (
            int(r[0]),
            r[1] or None,
            str(r[2]),
            str(r[3]),
            str(r[4] or ""),
            r[5] or None,
            r[6] or None,
            None if r[7] is None else int(r[7]),
            None if r[8] is None else int(r[8]),
            None if r[9] is None else int(r[9]),
        )
        for r in src.execute(query)
    ]
    # The source already stores '?' as NULL; check so a schema change upstream is noticed.
    bad = src.execute(
        "SELECT count(*) FROM cards WHERE (atk_text = '?' AND atk IS NOT NULL) "
        "OR (def_text = '?' AND def IS NOT NULL)"
    ).fetchone()[0]
    if bad:
        raise SystemExit(f"source has {bad} '?' stats stored as numbers")
    return rows


def read_alternates(src: sqlite3.Connection, kept: set[int]) -> list[tuple[int, int]]:
    rows = [
        (int(p), int(a))
        for p, a in src.execute(f"SELECT passcode, alias FROM cards c WHERE {ALT_ART} ORDER BY passcode")
    ]
    missing = [p for p, a in rows if a not in kept]
    if missing:
        raise SystemExit(f"alternate artworks point to unknown cards: {missing[:10]}")
    return rows


def read_promotions(src: sqlite3.Connection) -> dict[int, int]:
    """Main rows under a YGOPro placeholder id whose artworks carry printed passcodes (the Egyptian Gods):
    placeholder -> the lowest printed passcode, so a card is known by the number printed on it."""
    query = (
        "SELECT c.alias, min(c.passcode) FROM cards c JOIN cards m ON m.passcode = c.alias "
        f"WHERE m.passcode_official = 0 AND c.passcode_official = 1 AND {ALT_ART} GROUP BY c.alias"
    )
    return {int(a): int(p) for a, p in src.execute(query)}


def promote(
    cards: list[CardRow], alternates: list[tuple[int, int]], promotions: dict[int, int]
) -> tuple[list[CardRow], list[tuple[int, int]]]:
    """Renumber promoted cards under their printed passcode; the placeholder becomes one of their alternates."""
    renumbered = sorted((promotions.get(r[0], r[0]), *r[1:]) for r in cards)
    moved = [(p, promotions.get(a, a)) for p, a in alternates if p not in promotions.values()]
    moved += [(placeholder, printed) for placeholder, printed in promotions.items()]
    return renumbered, sorted(moved)


def read_seed_aliases(csv_path: Path) -> list[SeedAlias]:
    """Seed names that differ from the matched card's current name."""
    out: list[SeedAlias] = []
    with csv_path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            if row["match_quality"] == "none" or not row["passcode"]:
                continue  # Duel Masters cards and the one token
            name = row["name_in_seed"].strip()
            if name == row["name_ja_matched"]:
                continue
            # All 'doubtful' rows were checked by hand against the seed context and the
            # 2002-2007 card pool (e.g. 邪神の勅命 sits in a list of traps that chain to
            # trap activations: that is 蛇神の勅命); none is wrong, so all are kept.
            out.append(SeedAlias(name, int(row["passcode"]), f"seed {row['seed_file']}"))
    return out


def collect_aliases(cards: list[CardRow], seed: list[SeedAlias]) -> list[tuple[str, int]]:
    by_passcode = {r[0]: r for r in cards}
    ja_names = {r[1] for r in cards if r[1]}
    en_names = {r[2].lower() for r in cards}
    chosen: dict[str, SeedAlias] = {}
    hand = [SeedAlias(n, p, "hand-written") for n, p in sorted(HAND_ALIASES.items())]
    for alias in [*seed, *hand]:
        if alias.passcode not in by_passcode:
            raise SystemExit(f"alias {alias.name!r} ({alias.source}) -> unknown {alias.passcode}")
        if alias.name in ja_names or alias.name.lower() in en_names:
            # A real card name always wins over an alias; an alias equal to one is noise
            # unless it names another card, which would be a data error.
            if by_passcode[alias.passcode][1] != alias.name and (
                by_passcode[alias.passcode][2].lower() != alias.name.lower()
            ):
                raise SystemExit(f"alias {alias.name!r} ({alias.source}) shadows another card")
            continue
        prev = chosen.get(alias.name)
        if prev is not None and prev.passcode != alias.passcode:
            raise SystemExit(
                f"alias {alias.name!r}: {prev.passcode} ({prev.source}) vs {alias.passcode} ({alias.source})"
            )
        chosen.setdefault(alias.name, alias)
    return sorted((a.name, a.passcode) for a in chosen.values())


def read_meta(src: sqlite3.Connection) -> list[tuple[str, str]]:
    meta = [(f"source: {k}", str(v)) for k, v in src.execute("SELECT key, value FROM meta")]
    meta.append(("schema_version", str(SCHEMA_VERSION)))
    meta.append(("built_by", "scripts/build_carddb.py from shared/carddata"))
    meta.append(("content", "names, passcodes, types and stats only; no card texts"))
    return sorted(meta)


def write_era_pool(era_csv: Path, out: Path, known: set[int], alternates: dict[int, int]) -> int:
    """The era's card pool (passcode, and 1 where a seed page names the card), by passcode; a passcode the
    database keeps as an alternate is written as its main card's."""
    with era_csv.open(encoding="utf-8", newline="") as fh:
        rows = sorted((alternates.get(int(r["passcode"]), int(r["passcode"])), 1 if r["seed_pages"].strip() else 0)
                      for r in csv.DictReader(fh))
    unknown = [p for p, _ in rows if p not in known]
    if unknown:
        raise SystemExit(f"era pool cards missing from the database: {unknown[:10]}")
    with out.open("w", encoding="utf-8", newline="") as fh:
        fh.write("passcode,seed\n")
        fh.writelines(f"{p},{s}\n" for p, s in rows)
    return len(rows)


def write_dm_facts(dm_json: Path, out: Path) -> int:
    """The Duel Masters cards' facts, one row each by Japanese name (what `dm/carddata.py` reads): kind,
    civilizations, cost, power and races, a fact the data lacks left empty; its texts and notes are not read."""
    with out.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(("name_ja", "kind", "civilizations", "cost", "power", "races"))
        entries = json.loads(dm_json.read_text(encoding="utf-8"))
        for e in sorted(entries, key=lambda e: e["name_ja"]):
            w.writerow((e["name_ja"], DM_KINDS.get(e["type"] or "", ""), "/".join(e["civilizations"]),
                        "" if e["cost"] is None else e["cost"], "" if e["power"] is None else e["power"],
                        "/".join(e["races"])))
    return len(entries)


def build(shared: Path, out: Path) -> None:
    src_path = shared / "carddata" / "cards.sqlite"
    seed_path = shared / "carddata" / "seed_cards.csv"
    era_path = shared / "carddata" / "era_cards.csv"
    dm_path = shared / "carddata" / "dm_cards.json"
    for p in (src_path, seed_path, era_path, dm_path):
        if not p.is_file():
            raise SystemExit(f"missing input: {p}")

    src = sqlite3.connect(f"{src_path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        cards = read_cards(src)
        alternates = read_alternates(src, {r[0] for r in cards})
        cards, alternates = promote(cards, alternates, read_promotions(src))
        meta = read_meta(src)
    finally:
        src.close()
    aliases = collect_aliases(cards, read_seed_aliases(seed_path))

    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".tmp")
    tmp.unlink(missing_ok=True)
    db = sqlite3.connect(tmp)
    try:
        db.executescript(SCHEMA)
        placeholders = ", ".join("?" * len(CARD_COLUMNS))
        db.executemany(f"INSERT INTO cards VALUES ({placeholders})", cards)
        db.executemany("INSERT INTO aliases VALUES (?, ?)", aliases)
        db.executemany("INSERT INTO alternate_passcodes VALUES (?, ?)", alternates)
        db.executemany("INSERT INTO meta VALUES (?, ?)", meta)
        db.commit()
        # VACUUM rewrites the pages in a canonical order, so a rebuild is byte-identical.
        db.execute("VACUUM")
    finally:
        db.close()
    os.replace(tmp, out)
    era = write_era_pool(era_path, out.with_name(ERA_POOL), {r[0] for r in cards}, dict(alternates))
    dm = write_dm_facts(dm_path, out.with_name(DM_FACTS))
    print(
        f"wrote {out} ({out.stat().st_size:,} bytes): {len(cards)} cards, "
        f"{len(aliases)} aliases, {len(alternates)} alternate passcodes; {era} era-pool cards; {dm} Duel Masters cards"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED, help="shared data dir")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output sqlite file")
    args = parser.parse_args(argv)
    build(args.shared, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

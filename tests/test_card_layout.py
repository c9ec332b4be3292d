"""Cards are filed by what they are (docs/architecture.md): an OCG card in ocg/cards/<kind>/<subkind>/<letter>.py,
a Duel Masters card in dm/cards/<kind>/<civilization>.py; `arbiter cards NAME --source` prints that file and line."""

import unicodedata
from pathlib import Path

from click.testing import CliRunner

from arbiter.cli import main
from arbiter.dm import registry as dm_registry
from arbiter.ocg import registry
from arbiter.ocg.carddata import CardData, default_db
from arbiter.ocg.registry import REGISTRY, load_all

CARDS = Path(registry.__file__).resolve().parent / "cards"
# a monster's subkind: the first of these its types name
MONSTER_ORDER = ("fusion", "synchro", "xyz", "link", "ritual", "pendulum", "toon", "spirit", "union", "gemini",
                 "flip", "effect", "normal")
SPELLS = {"normal": "normal", "quick-play": "quick_play", "continuous": "continuous", "equip": "equip",
          "field": "field", "ritual": "ritual"}
TRAPS = {"normal": "normal", "continuous": "continuous", "counter": "counter"}


def expected_file(c: CardData) -> str:
    if c.is_monster:
        where = f"monsters/{next(t for t in MONSTER_ORDER if t in c.subtypes)}"
    else:
        table = SPELLS if c.is_spell else TRAPS
        where = f"{'spells' if c.is_spell else 'traps'}/{next(table[t] for t in sorted(c.subtypes) if t in table)}"
    plain = unicodedata.normalize("NFKD", c.name_en).encode("ascii", "ignore").decode().lstrip(" \"'«(-.")
    first = plain[:1].lower()
    return f"{where}/{first if 'a' <= first <= 'z' else 'other'}.py"


def test_each_declared_card_lives_in_the_file_its_kind_and_english_name_say() -> None:
    db = default_db()
    wrong = []
    for p in load_all():
        file, _ = REGISTRY.sources[p]
        got = Path(file).resolve().relative_to(CARDS).as_posix()
        want = expected_file(db.get(p))
        if got != want:
            wrong.append(f"{db.get(p).describe()}: in {got}, expected {want}")
    assert not wrong, "\n".join(wrong[:20])


def test_the_examples_of_the_layout() -> None:
    db = default_db()
    assert expected_file(db.lookup("聖なるバリア －ミラーフォース－")) == "traps/normal/m.py"
    assert expected_file(db.lookup("サイバー・ドラゴン")) == "monsters/effect/c.py"
    assert expected_file(db.lookup("サイクロン")) == "spells/quick_play/m.py"  # Mystical Space Typhoon
    assert expected_file(db.lookup("人喰い虫")) == "monsters/flip/m.py"


def test_source_prints_the_file_and_line_of_the_declaration() -> None:
    code = default_db().lookup("聖なるバリア －ミラーフォース－").passcode
    out = CliRunner().invoke(main, ["cards", "聖なるバリア －ミラーフォース－", "--source"])
    assert out.exit_code == 0, out.output
    line = next(ln for ln in out.output.splitlines() if str(code) in ln)
    path, _, number = line.rsplit(maxsplit=1)[-1].rpartition(":")
    assert path.endswith("ocg/cards/traps/normal/m.py")
    text = (CARDS / "traps" / "normal" / "m.py").read_text(encoding="utf-8").splitlines()
    assert str(code) in text[int(number) - 1]


DM_KINDS = {"creature": "creatures", "evolution": "evolution_creatures", "spell": "spells", "castle": "castles",
            "cross_gear": "cross_gears"}


def test_each_duel_masters_card_lives_in_the_file_of_its_kind_and_civilization() -> None:
    root = Path(dm_registry.__file__).resolve().parent / "cards"
    wrong = []
    for key, d in dm_registry.load_all().items():
        file, _ = dm_registry.REGISTRY.sources[key]
        got = Path(file).resolve().relative_to(root).as_posix()
        want = f"{DM_KINDS[d.kind]}/{d.civs[0] if len(d.civs) == 1 else 'multicolor'}.py"
        if got != want:
            wrong.append(f"{d.name_ja} ({key}): in {got}, expected {want}")
    assert not wrong, "\n".join(wrong)

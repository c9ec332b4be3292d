"""Cards are filed by what they are (docs/architecture.md): an OCG card in ocg/cards/<kind>/<subkind>/<letter>.py,
a Duel Masters card in dm/cards/<kind>/<civilization>.py; `arbiter cards NAME --source` prints that file and line."""

from pathlib import Path

from click.testing import CliRunner

from arbiter.cli import main
from arbiter.dm import registry as dm_registry
from arbiter.ocg import registry
from arbiter.ocg.card_files import relative_file
from arbiter.ocg.carddata import default_db
from arbiter.ocg.registry import REGISTRY, load_all

CARDS = Path(registry.__file__).resolve().parent / "cards"


def test_each_declared_card_lives_in_the_file_its_kind_and_english_name_say() -> None:
    db = default_db()
    wrong = []
    for p in load_all():
        file, _ = REGISTRY.sources[p]
        got = Path(file).resolve().relative_to(CARDS).as_posix()
        want = relative_file(db.get(p))
        if got != want:
            wrong.append(f"{db.get(p).describe()}: in {got}, expected {want}")
    assert not wrong, "\n".join(wrong[:20])


def test_the_examples_of_the_layout() -> None:
    db = default_db()
    assert relative_file(db.lookup("聖なるバリア －ミラーフォース－")) == "traps/normal/m.py"
    assert relative_file(db.lookup("サイバー・ドラゴン")) == "monsters/effect/c.py"
    assert relative_file(db.lookup("サイクロン")) == "spells/quick_play/m.py"  # Mystical Space Typhoon
    assert relative_file(db.lookup("人喰い虫")) == "monsters/flip/m.py"


def test_source_prints_the_file_and_line_of_the_declaration() -> None:
    code = default_db().lookup("聖なるバリア －ミラーフォース－").passcode
    out = CliRunner().invoke(main, ["cards", "聖なるバリア －ミラーフォース－", "--source"])
    assert out.exit_code == 0, out.output
    line = next(ln for ln in out.output.splitlines() if str(code) in ln)
    path, _, number = line.rsplit(maxsplit=1)[-1].rpartition(":")
    assert path.endswith("ocg/cards/traps/normal/m.py")
    text = (CARDS / "traps" / "normal" / "m.py").read_text(encoding="utf-8").splitlines()
    assert str(code) in text[int(number) - 1]


def test_each_duel_masters_card_lives_in_the_file_of_its_kind_and_civilization() -> None:
    root = Path(dm_registry.__file__).resolve().parent / "cards"
    wrong = []
    for key, d in dm_registry.load_all().items():
        file, _ = dm_registry.REGISTRY.sources[key]
        got = Path(file).resolve().relative_to(root).as_posix()
        want = f"{dm_registry.KIND_FOLDERS[d.kind]}/{d.civs[0] if len(d.civs) == 1 else 'multicolor'}.py"
        if got != want:
            wrong.append(f"{d.name_ja} ({key}): in {got}, expected {want}")
    assert not wrong, "\n".join(wrong)

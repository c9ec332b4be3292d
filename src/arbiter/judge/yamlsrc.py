"""YAML reading that remembers where every mapping and list came from, for clear error messages."""

from __future__ import annotations

from typing import Any

import yaml

from arbiter.kernel.reasons import Why, in_lang


class ScenarioError(ValueError):
    """A scenario file that cannot be run as written: says the file, the line and what is wrong."""

    def __init__(self, where: str, line: int, msg: str) -> None:
        super().__init__(f"{where}:{line}: {msg}")
        self.where = where
        self.line = line
        self.msg = msg  # English; the judge's own verdicts carry their Japanese (a `kernel.reasons.Why`)

    def in_lang(self, lang: str) -> str:
        """The error in the language `lang`, where its message carries one."""
        return f"{self.where}:{self.line}: {in_lang(self.msg, lang)}"


class LDict(dict[str, Any]):
    """A mapping with the line it starts on and the line of each key."""

    line: int = 0
    key_lines: dict[str, int]


class LList(list[Any]):
    """A list with the line it starts on and the line of each item (a bare value has no line of its own)."""

    line: int = 0
    item_lines: list[int]


class _Loader(yaml.SafeLoader):
    pass


def _map(loader: _Loader, node: yaml.MappingNode) -> LDict:
    d = LDict()
    d.line = node.start_mark.line + 1
    d.key_lines = {}
    for k_node, v_node in node.value:
        k = loader.construct_object(k_node, deep=True)
        key = str(k) if not isinstance(k, bool) else ("yes" if k else "no")
        if key in d:
            raise ScenarioError("", k_node.start_mark.line + 1, Why(f"duplicate key '{key}'", f"キー'{key}'が二度ある"))
        d[key] = loader.construct_object(v_node, deep=True)
        d.key_lines[key] = k_node.start_mark.line + 1
    return d


def _seq(loader: _Loader, node: yaml.SequenceNode) -> LList:
    out = LList(loader.construct_object(n, deep=True) for n in node.value)
    out.line = node.start_mark.line + 1
    out.item_lines = [n.start_mark.line + 1 for n in node.value]
    return out


_Loader.add_constructor("tag:yaml.org,2002:map", _map)
_Loader.add_constructor("tag:yaml.org,2002:seq", _seq)


# values a scenario may stand for, its aliases written out: one has hundreds, and nested aliases ("billion laughs")
# make millions from a few lines (seven lines made 9**7 values, and an error message quoting them 69 MB)
MAX_VALUES = 100_000


def _values(node: yaml.Node, counted: dict[int, int]) -> int:
    """How many values `node` stands for (itself and all it holds, each alias as what it repeats); each node is
    counted once, and a node holding itself (a recursive alias) counts as too many."""
    n = counted.get(id(node))
    if n is None:
        counted[id(node)] = MAX_VALUES + 1  # until counted: a cycle back to it is too many
        held = ([x for pair in node.value for x in pair] if isinstance(node, yaml.MappingNode)
                else node.value if isinstance(node, yaml.SequenceNode) else [])
        n = counted[id(node)] = 1 + sum(_values(x, counted) for x in held)
    return n


def _load(text: str) -> Any:
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        counted: dict[int, int] = {}
        if _values(node, counted) > MAX_VALUES:
            if len(counted) > MAX_VALUES:  # as many written out: no alias to blame (20,000 cards in a hand)
                raise ScenarioError("", node.start_mark.line + 1, Why(
                    f"the file holds more than {MAX_VALUES:,} values: far more than a scenario's board and steps "
                    "need; write a smaller one",
                    f"ファイルの値が{MAX_VALUES:,}個を超える：シナリオの盤面とステップにはずっと少なくて足りる。"
                    "小さく書く"))
            raise ScenarioError("", node.start_mark.line + 1, Why(
                f"the file stands for more than {MAX_VALUES:,} values with its aliases (*name) written out: write "
                "the scenario out instead",
                f"エイリアス（*名前）を展開すると値が{MAX_VALUES:,}個を超える：シナリオは値をそれぞれ書く"))
        return loader.construct_document(node)
    finally:
        loader.dispose()


# PyYAML's words for the mistakes people make most, and what to do about each
HINTS = {
    # `title: 天狗のうちわ face-up: ...`: a colon and a space inside a text start a mapping
    "mapping values are not allowed here": Why(
        "a text with a colon and a space in it (a title, a because) is quoted: title: 'A: B'",
        "コロンと空白を含むテキスト（titleやbecause）は引用符で囲む：title: 'A: B'"),
    "found character '\\t' that cannot start any token": Why(
        "YAML indents with spaces, never tabs", "YAMLの字下げは空白で書き、タブは使えない"),
}


def load(text: str, where: str) -> Any:
    """Parse YAML safely (no tags that build objects) keeping line numbers."""
    try:
        return _load(text)
    except ScenarioError as e:
        raise ScenarioError(where, e.line, e.msg) from None
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (0, 0)
        # where the structure the problem breaks began: an unclosed `[` is found only on a later line
        begun = e.context_mark.line + 1 if e.context and e.context_mark else line
        # PyYAML's own words (problem, context) are English: the Japanese says what and where around them
        context = f" ({e.context} begun on line {begun})" if begun != line else ""
        inside = f"、{begun}行目から始まる部分の途中" if begun != line else ""
        said = f"{e.problem}（{e.context}）" if begun != line else str(e.problem)
        hint = next((h for words, h in HINTS.items() if words in str(e.problem)), None)
        raise ScenarioError(where, line, Why(f"not valid YAML: {e.problem}{context}, at column {column}"
                                             + (f": {hint}" if hint else ""),
                                             f"YAMLとして読めない（{line}行目{column}列目{inside}）。"
                                             f"PyYAMLの説明：{said}" + (f"。{hint.ja}" if hint else ""))) from None
    except yaml.reader.ReaderError as e:  # a character YAML does not allow (a control character: a binary file?)
        line = text.count("\n", 0, e.position) + 1
        column = e.position - text.rfind("\n", 0, e.position)
        code = f"U+{e.character if isinstance(e.character, int) else ord(e.character):04X}"
        raise ScenarioError(where, line, Why(
            f"not valid YAML: the character {code} at column {column} is not allowed in YAML (a binary file?)",
            f"YAMLとして読めない（{line}行目{column}列目）：YAMLに書けない文字{code}がある（バイナリファイル？）"
        )) from None
    except yaml.YAMLError as e:
        raise ScenarioError(where, 0, Why(f"not valid YAML: {e}", f"YAMLとして読めない。PyYAMLの説明：{e}")) from None
    except RecursionError:  # PyYAML reads nested lists and mappings by recursion
        raise ScenarioError(where, 1, Why("lists or mappings nested too deeply (thousands of levels) to read",
                                          "リストやマッピングの入れ子が深すぎて（数千段）読めない")) from None


class _Dumper(yaml.SafeDumper):
    pass


def _text(dumper: _Dumper, data: str) -> yaml.ScalarNode:
    # a text of several lines, double-quoted with its line breaks as \n: a message quotes it on one line
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style='"' if "\n" in data else None)


_Dumper.add_representer(str, _text)
_Dumper.add_representer(LDict, _Dumper.represent_dict)
_Dumper.add_representer(LList, _Dumper.represent_list)


def as_yaml(v: object) -> str:
    """`v` as a scenario writes it, for a message that quotes the file: YAML in flow style on one line (`{player: B,
    activate: X}`, `abc`, `null`, `true`, `[a, b]`, quotes only where YAML needs them), not Python's repr."""
    text = yaml.dump(v, Dumper=_Dumper, default_flow_style=True, allow_unicode=True, sort_keys=False, width=2**31 - 1)
    # a bare value ends its document with "..." for a reader that streams; a message wants the value only
    return text.removesuffix("\n...\n").rstrip("\n")


def set_off(v: object) -> str:
    """`v` as YAML (`as_yaml`) set off from the English sentence around it: in double quotes, where YAML did not
    quote it already (`'yes'`)."""
    text = as_yaml(v)
    return text if text[:1] in ("'", '"') else f'"{text}"'


def line_of(node: object, key: str | int | None = None) -> int:
    """Where `node` was written: the line of its `key` (a mapping's key, a list's item by its index), else its own."""
    if isinstance(node, LDict):
        if isinstance(key, str) and key in node.key_lines:
            return node.key_lines[key]
        return node.line
    if isinstance(node, LList):
        if isinstance(key, int) and 0 <= key < len(node.item_lines):
            return node.item_lines[key]
        return node.line
    return 0

"""The RL environment (arbiter.env): PettingZoo's and Gymnasium's own checks, rewards, and no hidden card seen."""

from __future__ import annotations

import json
import random
import re
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the RL environment needs the `rl` extra (pettingzoo, gymnasium)")

import gymnasium
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import arbiter.env
from arbiter.env.features import CODE, HIDDEN, MINE, Observer
from arbiter.env.vector import make_vector_env
from arbiter.games import support_for
from face_down_targets import shown_then_shuffled

GAMES = ("ocg", "dm")


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_api_and_seeding(game: str) -> None:
    api_test(arbiter.env.env(game=game, seed=0), num_cycles=200)
    seed_test(lambda: arbiter.env.env(game=game), num_cycles=200)


@pytest.mark.parametrize("game", GAMES)
def test_gymnasium_check_env(game: str) -> None:
    check_env(gymnasium.make("arbiter/Duel-v0", game=game).unwrapped, skip_render_check=False)


def test_gymnasium_check_env_finds_a_render_fps() -> None:
    """Gymnasium warned that no render_fps was declared; the AEC environment declares the same (video recorders
    read it)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(gymnasium.make("arbiter/Duel-v0", game="dm", render_mode="ansi").unwrapped, skip_render_check=False)
    assert not [w for w in caught if "fps" in str(w.message)]
    assert arbiter.env.raw_env.metadata["render_fps"] == arbiter.env.SingleAgentEnv.metadata["render_fps"] > 0


def play_out(env: Any, seed: int) -> tuple[int | None, dict[str, float]]:
    """A duel of random legal actions; the duel's winner and the rewards each agent collected."""
    env.reset(seed=seed)
    rng = random.Random(seed)
    total = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        total[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.randrange(len(legal))]))
    return env.unwrapped.core.duel.winner, total


@pytest.mark.parametrize("game", GAMES)
def test_the_winner_gets_plus_one_and_the_loser_minus_one(game: str) -> None:
    env = arbiter.env.env(game=game)
    for seed in range(3):
        winner, total = play_out(env, seed)
        assert winner in (0, 1)
        assert total == {"player_0": 1.0 if winner == 0 else -1.0, "player_1": 1.0 if winner == 1 else -1.0}


def test_an_illegal_action_is_refused_saying_which_are_legal() -> None:
    env = arbiter.env.env(game="ocg")
    env.reset(seed=0)
    n = int(env.last()[0]["action_mask"].sum())
    with pytest.raises(ValueError, match=f"options 0 to {n - 1}"):
        env.step(n)


@pytest.mark.parametrize("action", [None, 1.5, "1"])
def test_an_action_that_is_no_index_is_refused_in_words(action: Any) -> None:
    """step(None) for a live agent was a bare AssertionError, 1.5 was played as option 1, "1" refused by int()."""
    env = arbiter.env.env(game="ocg")
    env.reset(seed=0)
    with pytest.raises(ValueError, match=r"give an option's index|give an integer"):
        env.step(action)
    env.step(np.int64(0))  # NumPy's integers, and whole floats, are indexes
    env.step(1.0)


def test_a_bad_seed_or_size_is_refused_naming_it() -> None:
    """A negative seed was NumPy's "expected non-negative integer", naming nothing; max_options=0 divided by zero;
    a NumPy integer seed (as drawn from an array of seeds) failed in the duel's random.Random."""
    env = arbiter.env.env(game="dm")
    for seed in (-1, "1", 1.0):
        with pytest.raises(ValueError, match=re.escape(f"seed={seed!r}: give a non-negative integer")):
            env.reset(seed=seed)
    with pytest.raises(ValueError, match="seed=-3"):
        arbiter.env.env(game="dm", seed=-3)
    for size in ("max_options", "max_turns"):
        with pytest.raises(ValueError, match=f"{size}=0: give 1 or more"):
            arbiter.env.SingleAgentEnv(game="dm", **{size: 0})
    env.reset(seed=np.int64(3))


def test_the_single_agent_env_refuses_actions_outside_its_space_and_steps_outside_a_duel() -> None:
    """Past the legal options an action of the space wraps around (a plain sample plays); outside the space it was
    wrapped as well (-1: the last option); step() before reset() said "after the duel ended" in an AssertionError."""
    env = arbiter.env.SingleAgentEnv(game="dm")
    with pytest.raises(gymnasium.error.ResetNeeded, match=r"call reset\(\) before step\(\)"):
        env.step(0)
    env.reset(seed=0)
    n = env.action_space.n
    for bad in (-1, n, 10**9):
        with pytest.raises(ValueError, match=f"action {bad} is outside the action space: 0 to {n - 1}"):
            env.step(bad)
    term = trunc = False
    while not (term or trunc):
        _, _, term, trunc, _ = env.step(n - 1)
    with pytest.raises(gymnasium.error.ResetNeeded, match="the duel is over"):
        env.step(0)


@pytest.mark.parametrize("name", ["agents", "agent_selection", "rewards", "terminations", "truncations", "infos"])
def test_the_wrapper_refuses_reads_before_reset_and_then_reads_the_environment(name: str) -> None:
    env = arbiter.env.env(game="ocg")
    with pytest.raises(AttributeError, match=f"{name} cannot be accessed before reset"):
        getattr(env, name)
    env.reset(seed=0)
    assert getattr(env, name) is getattr(env.unwrapped, name)


def test_the_wrapped_aec_environment_refuses_calls_out_of_order_as_its_raw_form_does() -> None:
    """docs/env.md: ResetNeeded for a step or an observation before the first reset, and for a step once every
    agent is done. That held for raw_env only: `arbiter.env.env()`, the README's form, said PettingZoo's
    AssertionError before the reset and only warned of a step after the end, playing nothing."""
    env = arbiter.env.env(game="dm", max_turns=2)
    with pytest.raises(gymnasium.error.ResetNeeded, match=r"call reset\(\) before observe\(\)"):
        env.observe("player_0")
    with pytest.raises(gymnasium.error.ResetNeeded, match=r"call reset\(\) before step\(\)"):
        env.step(0)
    env.reset(seed=0)
    for _ in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    for action in (0, None):
        with pytest.raises(gymnasium.error.ResetNeeded, match="the duel is over"):
            env.step(action)
    env.reset(seed=1)  # and a reset plays on
    assert env.agents == ["player_0", "player_1"]


def test_render_shows_the_board_and_the_options() -> None:
    env = arbiter.env.env(game="ocg", render_mode="ansi")
    env.reset(seed=0)
    text = env.render()
    assert "LP" in text and "  0: " in text


@pytest.mark.parametrize("game", GAMES)
def test_rgb_array_draws_the_board_as_frames_of_one_size(game: str) -> None:
    pytest.importorskip("matplotlib", reason="render_mode='rgb_array' draws with matplotlib (the `plot` extra)")
    env = arbiter.env.env(game=game, render_mode="rgb_array")
    env.reset(seed=0)
    first = env.render()
    env.step(int(np.flatnonzero(env.last()[0]["action_mask"])[-1]))
    second = env.render()
    assert first.dtype == np.uint8 and first.shape == second.shape == (720, 1280, 3)
    assert (first == 255).mean() > 0.5 and (first < 100).any()  # dark text on white
    assert not np.array_equal(first, second)  # another board, other options


def test_rgb_array_wraps_a_long_line_inside_the_frame() -> None:
    """Lines were wrapped at 190 characters, which the font draws 7 pixels apiece: 1330 pixels in a frame 1280
    wide, so a full monsters line or hand lost its last cards past the right edge."""
    pytest.importorskip("matplotlib", reason="render_mode='rgb_array' draws with matplotlib (the `plot` extra)")
    from arbiter.env.image import board_image

    image = board_image("x" * 500 + "\n" + "word " * 100)
    inked = np.flatnonzero((image < 128).any(axis=2).any(axis=0))
    assert inked.max() < image.shape[1] - 4  # a margin on the right as on the left
    rows = np.flatnonzero((image < 128).any(axis=2).any(axis=1))
    assert rows.max() - rows.min() > 3 * 14  # wrapped onto more lines than three (a line: 14 pixels)


def test_gymnasium_checks_the_rgb_array_render() -> None:
    pytest.importorskip("matplotlib", reason="render_mode='rgb_array' draws with matplotlib (the `plot` extra)")
    check_env(gymnasium.make("arbiter/Duel-v0", game="dm", render_mode="rgb_array").unwrapped, skip_render_check=False)


def determinize_for(game: str) -> Any:
    if game == "ocg":
        from arbiter.agents.determinize import determinize
        return determinize
    from arbiter.agents.dm_determinize import determinize as dm_determinize
    return dm_determinize


@pytest.mark.parametrize("game", GAMES)
def test_no_observation_carries_a_hidden_card(game: str) -> None:
    """The observation of a duel equals that of every copy with the seat's unseen cards swapped for others.

    The agents' determinization (agents/determinize.py) makes such copies; that they really differ is checked
    too (the opponent's hand as the opponent sees it), so an observation reading a hidden card would fail here.
    """
    support = support_for(game)
    deck = support.read_deck(support.selfplay_deck)
    observer = arbiter.env.raw_env(game=game).core.observer
    guess = determinize_for(game)
    differed = checked = 0
    for seed in range(4):
        d = support.new_duel(deck, deck, seed)
        rng = random.Random(seed)
        while d.pending is not None and d.turn <= 40:
            opts = d.pending.options
            if len(opts) > 1 and rng.random() < 0.3:
                p = d.pending.player
                obs = observer.observe(d, p)
                for k in range(2):
                    g = guess(d, p, random.Random(k))
                    other = observer.observe(g, p)
                    assert all(np.array_equal(obs[name], other[name]) for name in obs), (seed, d.decisions)
                    differed += opponent_hand(g, 1 - p) != opponent_hand(d, 1 - p)
                    checked += 1
            d.answer(opts[rng.randrange(len(opts))])
    assert checked > 50 and differed > checked // 4


def opponent_hand(d: Any, owner: int) -> list[str]:
    """The names in `owner`'s hand, as `owner` sees them."""
    from arbiter.dm.view import view as dm_view
    from arbiter.ocg.view import view as ocg_view

    view = ocg_view if type(d).__module__.startswith("arbiter.ocg") else dm_view
    return [c["name"] for c in view(d, owner)["players"][owner]["hand"]]


def test_hidden_rows_have_no_card_code() -> None:
    env = arbiter.env.raw_env(game="dm")
    env.reset(seed=1)
    obs = env.observe(env.agent_selection)
    rows = obs["cards"][obs["cards"][:, 0] == 1]
    shields = rows[rows[:, HIDDEN] == 1]
    assert len(shields) == 10 and not shields[:, CODE].any()  # both players' five shields, face down
    assert set(rows[:, MINE]) == {0.0, 1.0}


def test_the_readme_example_plays_a_duel_to_its_end() -> None:
    """README.md shows the environment in five lines of Python: they run, and the duel they play ends."""
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Reinforcement learning", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code is not None and len(code.group(1).strip().splitlines()) == 5
    scope: dict[str, Any] = {}
    exec(code.group(1), scope)
    assert not scope["env"].agents  # every agent stepped out after the end


def test_card_codes_follow_the_sorted_names() -> None:
    o = Observer("ocg", ["b", "a", "b"])
    assert o.codes == {"a": 1, "b": 2}


@pytest.mark.parametrize("game", GAMES)
def test_single_agent_plays_to_the_end_against_an_agent(game: str) -> None:
    env = arbiter.env.SingleAgentEnv(game=game, opponent="random", seat=1)
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(3)
    done, reward = False, 0.0
    while not done:
        obs, r, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        reward += float(r)
        done = term or trunc
    assert reward in (-1.0, 1.0)
    assert env.core.reward(1) == reward


def test_a_bundled_deck_is_taken_by_its_name() -> None:
    env = arbiter.env.SingleAgentEnv(game="ocg", deck="goat", opponent_deck="dark-world", opponent="random")
    ocg = support_for("ocg")
    assert env.core.decks == (ocg.read_deck(ocg.starter_deck.parent / "goat.ydk"),
                              ocg.read_deck(ocg.starter_deck.parent / "dark-world.ydk"))


@pytest.mark.parametrize(("game", "kwargs", "said"), [
    ("ocg", {"deck": ["goat"]}, 'deck: entry 1 ("goat") is not a passcode'),
    ("ocg", {"opponent_deck": [89631139, 1.5]}, "opponent_deck: entry 2 (1.5) is not a passcode"),
    ("ocg", {"deck": [True]}, "deck: entry 1 (true) is not a passcode"),
    ("ocg", {"deck": [89631139, 123]}, "deck: entry 2: no card has the passcode 123"),
    ("dm", {"deck": ["goat"]}, 'deck: entry 1: unknown Duel Masters card "goat"'),
    ("dm", {"opponent_deck": ["shaman_broccoli", 7]}, "opponent_deck: entry 2 (7) is not a Duel Masters card"),
    ("ocg", {"deck": b"goat"}, "deck: b'goat' is neither a deck's name nor a list"),  # was passcode 103 unknown
    ("ocg", {"opponent_deck": 12345}, "opponent_deck: 12345 is neither a deck's name nor a list"),
])
def test_a_deck_list_that_is_not_card_ids_is_refused_naming_the_entry(game: str, kwargs: Any, said: str) -> None:
    """deck=["goat"] (a bundled deck's name put in a list) was int()'s "invalid literal for int()"."""
    for make in (arbiter.env.env, arbiter.env.SingleAgentEnv):
        with pytest.raises(ValueError, match=re.escape(said) + ".*a deck file or a bundled deck's name .* as one "
                                             "string, or a list of card ids"):
            make(game=game, **kwargs)


def test_a_duel_masters_deck_list_takes_the_names_a_deck_file_takes() -> None:
    """A deck file names its cards (Japanese, English or the key): its names copied into a list were refused as
    not being keys."""
    dm = support_for("dm")
    doc = json.loads(Path(dm.selfplay_deck).read_text(encoding="utf-8"))
    entries = doc["cards"] if isinstance(doc, dict) else doc  # a deck with a title holds its list under "cards"
    names = [e["card"] for e in entries for _ in range(e.get("count", 1))]
    assert not set(names) & set(dm.read_deck(dm.selfplay_deck))  # the bundled file names them in Japanese
    keys = dm.read_deck(dm.selfplay_deck)
    env = arbiter.env.env(game="dm", deck=names, opponent_deck=["Shaman Broccoli", *keys[1:]])  # English, keys
    assert env.unwrapped.core.decks == (keys, ["shaman_broccoli", *keys[1:]])


def test_a_deck_list_takes_passcodes_as_ints_or_strings_of_digits() -> None:
    deck = support_for("ocg").read_deck(support_for("ocg").starter_deck)
    as_text = arbiter.env.env(game="ocg", deck=[str(c) for c in deck], opponent_deck=np.array(deck))
    assert as_text.unwrapped.core.decks == (deck, deck)


def test_vector_env_in_two_processes_matches_one_process() -> None:
    def run(processes: bool) -> list[np.ndarray]:
        envs = make_vector_env(2, processes=processes, game="dm")
        obs, _ = envs.reset(seed=5)
        seen = []
        for _ in range(30):
            actions = np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]])
            obs, *_ = envs.step(actions)
            seen.append(obs["globals"].copy())
        envs.close()
        return seen

    assert all(np.array_equal(a, b) for a, b in zip(run(False), run(True), strict=True))


def test_the_vector_module_is_there_after_import_arbiter_env_as_the_readme_uses_it() -> None:
    """The README writes `arbiter.env.vector.make_vector_env(4, game="ocg")` after `import arbiter.env`: that was an
    AttributeError, `arbiter.env` having no `vector` until `arbiter.env.vector` itself was imported. (In a process
    of its own: this test module imports arbiter.env.vector, which sets the attribute.)"""
    import os
    import subprocess
    import sys

    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    assert 'import arbiter.env\n' in readme and '`arbiter.env.vector.make_vector_env(4, game="ocg")`' in readme
    src = Path(__file__).resolve().parents[1] / "src"
    code = ("import arbiter.env\n"
            "envs = arbiter.env.vector.make_vector_env(2, game='dm', processes=False)\n"
            "obs, _ = envs.reset(seed=0)\n"
            "print(obs['action_mask'].shape)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                       env={**os.environ, "PYTHONPATH": str(src)})
    assert r.returncode == 0 and r.stdout.strip() == "(2, 96)", r.stderr[-2000:]


def test_a_script_that_makes_worker_processes_unguarded_is_told_what_to_do(tmp_path: Path) -> None:
    """The README: a script makes the vector environment under `if __name__ == "__main__":`, since each spawned
    worker imports it. One that did not ended in Gymnasium's `ConnectionResetError: Connection reset by peer`,
    with nothing to say why."""
    import os
    import subprocess
    import sys

    script = tmp_path / "unguarded.py"
    script.write_text("import arbiter.env.vector\narbiter.env.vector.make_vector_env(2, game='dm')\n")
    src = Path(__file__).resolve().parents[1] / "src"
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120,
                       env={**os.environ, "PYTHONPATH": str(src)})
    last = r.stderr.strip().splitlines()[-1]
    assert r.returncode == 1 and last.startswith("RuntimeError: the vector environment's worker processes stopped "
                                                 "as they started"), r.stderr[-2000:]
    assert 'if __name__ == "__main__":' in last and "processes=False" in last


def test_a_vector_copy_whose_duel_ended_offers_the_next_duels_options_at_once() -> None:
    """Gymnasium's default autoreset returned a finished duel's observation, with no legal option, and ignored the
    next action: a masked policy's pick from an empty mask failed. The copy restarts in the same step; the finished
    duel's last observation is in the infos (`final_obs`), as Gymnasium's same-step autoreset puts it."""
    envs = make_vector_env(2, processes=False, game="dm")
    obs, _ = envs.reset(seed=1)
    ended = 0
    while ended < 2:
        assert all(m.any() for m in obs["action_mask"])
        obs, _, term, trunc, infos = envs.step(np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]]))
        for i in np.flatnonzero(term | trunc):
            ended += 1
            assert not infos["final_obs"][i]["action_mask"].any()  # the finished duel's, no option left
    envs.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_deck_that_breaks_the_deck_rules_is_played_with_a_warning(game: str) -> None:
    """An empty or ten-card list was played without a word (the empty one a draw at once); a legal one says nothing."""
    support = support_for(game)
    deck = support.read_deck(support.selfplay_deck)
    for make in (arbiter.env.env, arbiter.env.SingleAgentEnv):
        said = f"^opponent_deck breaks the deck rules of {game}: 10 cards"
        with pytest.warns(arbiter.env.DeckRulesWarning, match=said) as w:
            make(game=game, opponent_deck=deck[:10])
        assert w[0].filename == __file__  # the line that made the environment, not one inside arbiter.env
        with pytest.warns(arbiter.env.DeckRulesWarning, match=f"^deck breaks the deck rules of {game}: 0 cards"):
            make(game=game, deck=[], opponent_deck=deck)
        with warnings.catch_warnings():
            warnings.simplefilter("error", arbiter.env.DeckRulesWarning)
            make(game=game, deck=deck)


@pytest.mark.parametrize("make", [arbiter.env.env, arbiter.env.SingleAgentEnv])
def test_human_render_shows_the_board_from_reset_on(make: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """Gymnasium's "human" mode draws at reset and at each step: the single-agent environment showed nothing until
    its first step, so a person could not see the board to choose the first action."""
    env = make(game="dm", render_mode="human")
    env.reset(seed=0)
    assert "Shields 5" in capsys.readouterr().out


@pytest.mark.parametrize("opponent", [None, 3])
def test_an_opponent_that_is_no_agents_name_is_refused_in_words(opponent: Any) -> None:
    """An agent object or None (from Python, where the docs ask for a name) failed with "'NoneType' object has no
    attribute 'strip'"."""
    with pytest.raises(ValueError, match=re.escape(f"agent {opponent!r}: give an agent's name, a string: random, ")):
        arbiter.env.SingleAgentEnv(game="dm", opponent=opponent)


@pytest.mark.parametrize("game", GAMES)
def test_max_turns_1_is_refused_where_the_learner_may_be_seated_second(game: str) -> None:
    """With max_turns=1 a learner seated second got from reset() a duel already truncated (its mask showing
    options), and its first step() was refused with ResetNeeded."""
    for seat in (1, None):
        with pytest.raises(ValueError, match=rf"max_turns=1 with seat={seat}: the second player's first turn is "
                                             r"turn 2.*give max_turns=2 or more, or seat=0"):
            arbiter.env.SingleAgentEnv(game=game, seat=seat, max_turns=1)
    env = arbiter.env.SingleAgentEnv(game=game, seat=0, max_turns=1)
    obs, _ = env.reset(seed=0)
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))  # seated first it plays turn 1
    env = arbiter.env.SingleAgentEnv(game=game, seat=1, max_turns=2)
    obs, _ = env.reset(seed=0)
    assert obs["action_mask"].any() and not env.core.truncated


def _plays_on_alike(env: Any, twin: Any, rng: np.random.Generator, steps: int) -> int:
    """Step two AEC environments with the same random legal actions: each step's observation, rewards and ends
    must agree; the steps played."""
    for k in range(steps):
        if not env.agents:
            return k
        agent = env.agent_selection
        assert twin.agent_selection == agent and twin.agents == env.agents
        if env.terminations[agent] or env.truncations[agent]:
            env.step(None)
            twin.step(None)
            continue
        obs, other = env.observe(agent), twin.observe(agent)
        assert all(np.array_equal(obs[key], other[key]) for key in obs), k
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
        twin.step(action)
        assert (env.rewards, env.terminations, env.truncations) == (twin.rewards, twin.terminations,
                                                                    twin.truncations), k
    return steps


@pytest.mark.parametrize("game", GAMES)
def test_a_pickled_environment_plays_on_the_same_duel(game: str) -> None:
    """pickle.dumps of an environment (multiprocessing, a checkpoint) failed on the effects' functions the duel's
    cards hold; it now carries the duel's seed and answers, and the copy replays them."""
    import pickle

    env = arbiter.env.env(game=game, seed=4)
    assert isinstance(pickle.loads(pickle.dumps(env)), type(env))  # before reset: no duel to carry
    env.reset(seed=2)
    rng = np.random.default_rng(0)
    for _ in range(30):
        env.step(int(rng.choice(np.flatnonzero(env.infos[env.agent_selection]["action_mask"]))))
    twin = pickle.loads(pickle.dumps(env))
    assert twin.unwrapped.core.duel is not env.unwrapped.core.duel
    assert _plays_on_alike(env, twin, rng, 400) < 400  # to the duel's end (or its turn cap)
    twin.reset()  # the next duel drawn from the same seed sequence
    env.reset()
    _plays_on_alike(env, twin, rng, 20)
    env.close()
    assert pickle.loads(pickle.dumps(env)).unwrapped.core.duel is None


def test_a_pickled_environment_plays_on_alike_in_another_process(tmp_path: Path) -> None:
    """What a worker process does with the pickle: the same observations follow the same actions there."""
    import os
    import pickle
    import subprocess
    import sys

    script = """
import pickle, sys, numpy as np
env = pickle.loads(sys.stdin.buffer.read())
rng = np.random.default_rng(5)
for _ in range(40):
    o = env.observe(env.agent_selection)
    print(*(float(v.sum()) for v in o.values()))
    env.step(int(rng.choice(np.flatnonzero(o["action_mask"]))))
"""
    env = arbiter.env.env(seed=1)
    env.reset(seed=7)
    rng = np.random.default_rng(0)
    for _ in range(25):
        env.step(int(rng.choice(np.flatnonzero(env.infos[env.agent_selection]["action_mask"]))))
    src = Path(__file__).resolve().parents[1] / "src"
    there = subprocess.run([sys.executable, "-c", script], input=pickle.dumps(env), capture_output=True, check=True,
                           timeout=120, env={**os.environ, "PYTHONPATH": str(src)})
    rng = np.random.default_rng(5)
    here = []
    for _ in range(40):
        o = env.observe(env.agent_selection)
        here.append(" ".join(str(float(v.sum())) for v in o.values()))
        env.step(int(rng.choice(np.flatnonzero(o["action_mask"]))))
    assert there.stdout.decode().splitlines() == here


@pytest.mark.parametrize("game", GAMES)
def test_a_pickled_single_agent_environment_plays_on_with_its_opponent(game: str) -> None:
    import pickle

    env = arbiter.env.SingleAgentEnv(game=game, opponent="greedy")
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(1)
    for _ in range(10):
        obs, *_ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    twin = pickle.loads(pickle.dumps(env))
    for _ in range(40):
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, _ = env.step(action)
        other, *rest = twin.step(action)
        assert all(np.array_equal(obs[k], other[k]) for k in obs) and rest[:3] == [reward, terminated, truncated]
        if terminated or truncated:
            break


@pytest.mark.parametrize("game", GAMES)
def test_a_deep_copy_of_the_environment_plays_on_as_the_original(game: str) -> None:
    """copy.deepcopy of an environment (a search over copies of it) raised TypeError: cannot pickle memoryview."""
    import copy

    env = arbiter.env.raw_env(game=game)
    env.reset(seed=2)
    rng = np.random.default_rng(0)
    for _ in range(30):
        env.step(int(rng.choice(np.flatnonzero(env.infos[env.agent_selection]["action_mask"]))))
    twin = copy.deepcopy(env)
    fresh = arbiter.env.raw_env(game=game).core.observer  # an observer that never saw the duel
    for _ in range(60):
        if not env.agents:
            break
        agent = env.agent_selection
        assert twin.agent_selection == agent
        if env.terminations[agent] or env.truncations[agent]:
            env.step(None)
            twin.step(None)
            continue
        obs, copied = env.observe(agent), twin.observe(agent)
        made = fresh.observe(twin.unwrapped.core.duel, int(agent[-1]))
        assert all(np.array_equal(obs[k], copied[k]) and np.array_equal(copied[k], made[k]) for k in obs)
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
        twin.step(action)


def test_the_infos_mask_is_the_observations_and_cannot_be_written() -> None:
    """The infos' action mask is shared by every decision with as many options (docs/env.md): it shows the same
    options as the observation's, and a write into it is refused, also in a pickled or deep-copied environment, rather
    than changing the masks of the decisions after it."""
    import copy
    import pickle

    env = arbiter.env.env(game="ocg", seed=1)
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    for _ in range(12):
        env.step(int(rng.choice(np.flatnonzero(env.infos[env.agent_selection]["action_mask"]))))
    for e in (env, pickle.loads(pickle.dumps(env)), copy.deepcopy(env)):
        mask = e.infos[e.agent_selection]["action_mask"]
        assert np.array_equal(mask, e.observe(e.agent_selection)["action_mask"])
        with pytest.raises(ValueError, match="read-only"):
            mask[0] = 0
        e.step(int(np.flatnonzero(mask)[-1]))
        assert np.array_equal(e.infos[e.agent_selection]["action_mask"], e.observe(e.agent_selection)["action_mask"])


def test_no_observation_tells_apart_set_monsters_shuffled_after_they_were_shown() -> None:
    """「旧神の印」 showed A two of B's set monsters; 「さまようミイラ」 then shuffled B's face-down monsters among
    their zones: A's observation is the same whichever of the two stands where (their identities swapped in a copy), and
    B's, who knows its own cards, is not."""
    d = shown_then_shuffled().duel
    observer = arbiter.env.raw_env(game="ocg").core.observer
    swapped = d.clone()
    swapped.defs, swapped.refs = list(swapped.defs), list(swapped.refs)
    i, j = (k for k in d.players[1].monsters if k >= 0 and d.cards[k].data.name_en != "Wandering Mummy")
    for a, b in ((i, j), (j, i)):  # as `determinize` writes a guessed identity
        swapped.cards[a].data, swapped.cards[a].label = d.cards[b].data, d.cards[b].label
        swapped.defs[a], swapped.refs[a] = d.defs[b], d.refs[b]
    for seat, alike in ((0, True), (1, False)):
        obs, other = observer.observe(d, seat), observer.observe(swapped, seat)
        assert all(np.array_equal(obs[k], other[k]) for k in obs) is alike, seat

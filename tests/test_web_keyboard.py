"""The board played with the keyboard only (Playwright driving the system's Chromium): the keys a browser gives every
button (Tab to it, Space or Enter to press it) do what the button says, beside the board's own keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from web_client import end_turn
from web_pages import NEEDS_CHROMIUM, RECORD_SENT, draws, open_seat, until_redrawn

pytestmark = NEEDS_CHROMIUM


def a_decision_with_a_pass_and_another_option(page: Any) -> None:
    """A, auto-pass off, answers with its first option until it is asked a decision offering a pass beside another."""
    page.wait_for_selector("#decide button.opt")
    page.uncheck("#auto")
    for _ in range(30):
        page.wait_for_selector("#decide button.opt")
        kinds = page.locator("#decide button.opt").evaluate_all("bs => bs.map(b => b.dataset.kind)")
        if "pass" in kinds and any(k != "pass" for k in kinds):
            return
        step = page.locator("#decide button.opt").first.get_attribute("data-key").split(".")[0]
        page.locator("#decide button.opt").first.click()
        page.wait_for_function(f"!document.querySelector('#decide button.opt') || "
                               f"!document.querySelector('#decide button.opt').dataset.key.startsWith('{step}.')")
    raise AssertionError("no decision offered a pass beside another option")


def acts_after_space(page: Any) -> list[str]:
    """Press Space, then the keys of the answers the page sent (`RECORD_SENT` put in place before)."""
    page.keyboard.press("Space")
    page.wait_for_function("window.sent.some(m => m.type === 'act')")
    return [m["key"] for m in page.evaluate("window.sent") if m["type"] == "act"]


def test_space_on_a_focused_option_answers_that_option_not_pass(page: Any, server: str, errors: list[str]) -> None:
    # Space is the browser's key for a focused button: the board read it as its own "pass" and passed instead of the
    # option the keyboard's user had tabbed to
    open_seat(page, server, opponent="human", seed=9)
    a_decision_with_a_pass_and_another_option(page)
    other = page.locator("#decide button.opt:not([data-kind=pass])").first
    key = other.get_attribute("data-key")
    page.evaluate(RECORD_SENT)
    other.focus()
    assert acts_after_space(page) == [key]


def test_space_away_from_any_button_still_passes(page: Any, server: str, errors: list[str]) -> None:
    open_seat(page, server, opponent="human", seed=9)
    a_decision_with_a_pass_and_another_option(page)
    passing = page.locator("#decide button.opt[data-kind=pass]").first.get_attribute("data-key")
    page.evaluate(RECORD_SENT)
    page.evaluate("document.activeElement.blur()")
    assert acts_after_space(page) == [passing]


def test_a_card_opened_with_the_keyboard_keeps_the_focus_through_the_redraw(page: Any, server: str,
                                                                            errors: list[str]) -> None:
    # the board is drawn anew on each state (and on the card's details): the focus fell to the page, and the next
    # Tab began again at the top, past the links, the auto-pass box and every card before the next one
    open_seat(page, server, opponent="human", seed=9)
    page.wait_for_selector("#decide button.opt")
    page.focus('[data-zone="A-hand"] button.card >> nth=1')
    page.keyboard.press("Enter")  # the board drawn at once with the card's details, and again with the answer
    page.wait_for_selector("#detail[data-reasons]")  # drawn with the server's answer on why not
    assert page.evaluate("document.activeElement.dataset.code") == "A-hand-2"
    page.keyboard.press("Tab")  # on to the next card of the hand
    assert page.evaluate("document.activeElement.dataset.code") == "A-hand-3"


def test_the_auto_pass_box_keeps_the_focus_when_the_server_tells_the_change_back(page: Any, server: str,
                                                                               errors: list[str]) -> None:
    open_seat(page, server, opponent="human", seed=9)
    page.wait_for_selector("#decide button.opt")
    page.evaluate(RECORD_SENT)
    page.focus("#auto")
    before = draws(page)
    page.keyboard.press("Space")  # the box's own key: auto-pass off
    page.wait_for_function("window.sent.some(m => m.type === 'auto')")
    page.wait_for_function("!document.querySelector('#auto').checked")
    until_redrawn(page, before)  # on the server's word back
    assert page.evaluate("document.activeElement.id") == "auto"


def test_space_after_a_card_is_clicked_with_the_mouse_still_passes(page: Any, server: str, errors: list[str]) -> None:
    # a click focuses the card too: kept through the redraw, Space would press the card instead of passing
    open_seat(page, server, opponent="human", seed=9)
    a_decision_with_a_pass_and_another_option(page)
    passing = page.locator("#decide button.opt[data-kind=pass]").first.get_attribute("data-key")
    page.evaluate(RECORD_SENT)
    page.locator('[data-zone="A-hand"] button.card').first.click()
    page.wait_for_selector("#detail h3")
    assert acts_after_space(page) == [passing]


def test_space_after_the_language_is_switched_with_the_mouse_still_passes(page: Any, server: str,
                                                                         errors: list[str]) -> None:
    # the language button stays focused after its click: Space switched the language back instead of passing
    open_seat(page, server, opponent="human", seed=9)
    a_decision_with_a_pass_and_another_option(page)
    page.click("#lang")
    page.wait_for_function("document.querySelector('#turn').textContent.includes('ターン目')")
    passing = page.locator("#decide button.opt[data-kind=pass]").first.get_attribute("data-key")
    page.evaluate(RECORD_SENT)
    assert acts_after_space(page) == [passing]
    assert page.locator("#lang").inner_text() == "English"  # the page is still in Japanese


def test_space_on_the_language_button_the_keyboard_went_to_presses_it(page: Any, server: str,
                                                                     errors: list[str]) -> None:
    # reached by Tab, the button is the keyboard's: Space switches the language, and answers nothing
    open_seat(page, server, opponent="human", seed=9)
    a_decision_with_a_pass_and_another_option(page)
    page.evaluate(RECORD_SENT)
    page.keyboard.press("Shift")  # the last input the keyboard's: the focus given next is shown as the keyboard's
    page.focus("#lang")
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    page.keyboard.press("Space")
    page.wait_for_function("document.querySelector('#turn').textContent.includes('ターン目')")
    assert [m for m in page.evaluate("window.sent") if m["type"] == "act"] == []



def answer_the_first_option(page: Any, server: str, answer: Callable[[Any], None]) -> None:
    """A's first decision (seed 9: an action of its main phase, each of whose first options, a set, leads to another)
    answered with its first option by `answer`, and A's next decision drawn."""
    open_seat(page, server, opponent="human", seed=9)
    page.wait_for_selector("#decide button.opt")
    first = page.locator("#decide button.opt").first
    step = first.get_attribute("data-key").split(".")[0]
    answer(first)
    page.wait_for_function(f"!document.querySelector('#decide button.opt').dataset.key.startsWith('{step}.')")


def test_an_answer_given_with_the_keyboard_leaves_the_focus_in_the_next_question(page: Any, server: str,
                                                                               errors: list[str]) -> None:
    # the focus fell to the page's top with the option answered: the next Tab began again at the links
    def by_keyboard(option: Any) -> None:
        page.keyboard.press("Shift")  # the last input the keyboard's: the focus given next is the keyboard's
        option.focus()
        page.keyboard.press("Enter")

    answer_the_first_option(page, server, by_keyboard)
    assert page.evaluate("document.activeElement === document.querySelector('#decide button.opt')")
    page.keyboard.press("Tab")  # on to the question's second option
    assert page.evaluate("document.activeElement === document.querySelectorAll('#decide button.opt')[1]")


def test_an_answer_given_with_the_mouse_leaves_the_focus_alone(page: Any, server: str, errors: list[str]) -> None:
    answer_the_first_option(page, server, lambda option: option.click())
    assert page.evaluate("!document.querySelector('#board').contains(document.activeElement)")


def test_an_answer_by_a_number_key_away_from_the_board_leaves_the_focus_alone(page: Any, server: str,
                                                                             errors: list[str]) -> None:
    # the key's user is not in the question: an option focused there would take Space, the pass, for itself
    def by_number(option: Any) -> None:
        page.evaluate("document.activeElement.blur()")
        page.keyboard.press("1")

    answer_the_first_option(page, server, by_number)
    assert page.evaluate("!document.querySelector('#board').contains(document.activeElement)")


def end_the_turn_by_keyboard_then_b_ends_its_own(page: Any, server: str, while_b_plays: Callable[[], None]) -> None:
    """A (seed 9, against a person) ends its turn from the option the keyboard is on; while it waits, `while_b_plays`,
    and B, on a socket of its own, ends its turn; A's next question drawn."""
    g = open_seat(page, server, opponent="human", seed=9)
    page.wait_for_selector("#decide button.opt")
    page.keyboard.press("Shift")  # the last input the keyboard's: the focus given next is the keyboard's
    page.locator("#decide button.opt", has_text="End the turn").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#decide .wait")  # B is choosing
    while_b_plays()

    end_turn(server, g, "B")
    page.wait_for_selector("#decide button.opt")


def test_the_focus_goes_to_the_seats_next_question_after_the_opponents_turn(page: Any, server: str,
                                                                          errors: list[str]) -> None:
    # the question came after states of the other seat's: the focus, fallen to the page's top then, stayed there
    end_the_turn_by_keyboard_then_b_ends_its_own(page, server, lambda: None)
    assert page.evaluate("document.activeElement === document.querySelector('#decide button.opt')")


def test_a_key_pressed_while_the_opponent_plays_keeps_the_focus_where_it_went(page: Any, server: str,
                                                                            errors: list[str]) -> None:
    # the keyboard's user went on to a card of the hand meanwhile: the question does not take the focus from it
    def to_a_card() -> None:
        page.keyboard.press("Shift")
        page.focus('[data-zone="A-hand"] button.card >> nth=1')

    end_the_turn_by_keyboard_then_b_ends_its_own(page, server, to_a_card)
    assert page.evaluate("document.activeElement.dataset.code") == "A-hand-2"

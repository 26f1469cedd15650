#pragma once
// The steps that reach the golden screens no flag reaches, each played on a headless App
// after its start (what each does: at its definition, golden_steps.cpp).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "app/app.hpp"
#include "app/options.hpp"

namespace marienbad::app::golden {

void play_to_game_over(App& app);
void play_to_selection(App& app);
void play_to_computer_move(App& app);
void hint_preview_and_hover(App& app);
void play_two_moves(App& app);
void custom_sum_setup(App& app);
void own_octal_code(App& app);
void octal_forbidden_pin(App& app);
void press_right_twice(App& app);
// A Hackenbush position from its text (the command line's form).
Heaps hackenbush_position(std::string_view text);
void play_sum_moves(App& app);
void split_a_kayles_row(App& app);
void review_sum(App& app);
void colour_a_few(App& app);
void pick_a_wrong_kernel(App& app);
void make_a_wrong_move(App& app);
void write_a_wrong_sum(App& app);
void open_challenge(App& app);
void lose_challenge(App& app);
std::function<void(Options&)> open_lesson(std::size_t number);
std::function<void(App&)> resume_lesson(std::size_t number, std::uint64_t steps);
std::function<void(App&)> press_in_lesson(std::vector<SDL_Keycode> keys);
void open_graph(App& app);
void open_review(App& app);
std::function<void(App&)> review_of_blunder(const char* blunder);
void open_last_games(App& app);
void ask_to_discard(App& app);
BotEntry random_bot();
void open_bots(App& app);
void add_a_bot(App& app);
void bot_forfeits(App& app);

}  // namespace marienbad::app::golden

#pragma once
// The steps that reach the golden screens no flag reaches, those more than one game's screens
// take, each played on a headless App after its start (what each does: at its definition,
// golden_steps.cpp).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "app/app.hpp"
#include "app/options.hpp"
#include "scenes/play_scene.hpp"

namespace marienbad::app::golden {

// The play scene on top; fails the test if there is none.
PlayScene& play_scene(App& app);
// A press on piece `index` of row `row` (rows and pieces from 0), as a person clicks it.
void click_piece(PlayScene& play, std::size_t row, Count index);
void pick_a_wrong_kernel(App& app);
std::function<void(App&)> open_challenge(std::size_t number);
std::function<void(App&)> lose_challenge(std::size_t number);
std::function<void(Options&)> open_lesson(std::size_t number);
std::function<void(App&)> resume_lesson(std::size_t number, std::uint64_t steps);
std::function<void(App&)> press_in_lesson(std::vector<SDL_Keycode> keys);
void open_graph(App& app);
std::function<void(App&)> review_of_blunder(const char* blunder);
BotEntry random_bot();
void open_bots(App& app);
void add_a_bot(App& app);
void bot_forfeits(App& app);

}  // namespace marienbad::app::golden

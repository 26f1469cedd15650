#pragma once
// Factories that let scenes open each other without knowing each other's classes.
// Each is defined next to its scene.
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "app/context.hpp"
#include "app/scene.hpp"
#include "session/match_setup.hpp"
#include "session/saved_match.hpp"

namespace marienbad::app {

// play_scene.cpp: a new match from a setup, or a saved one resumed.
std::unique_ptr<Scene> make_play_scene(AppContext& ctx, const MatchSetup& setup);
std::unique_ptr<Scene> make_play_scene(AppContext& ctx, Match match, const MatchSetup& setup);

// unfinished_match.cpp: the unfinished match kept for "Continue" (pref dir, atomic write).
void save_unfinished_match(AppContext& ctx, const std::string& text);
void forget_unfinished_match(AppContext& ctx);
// nullopt when there is none; a damaged file is reported once and set aside.
std::optional<SavedMatch> load_unfinished_match(AppContext& ctx);
// Runs `start` (which opens a new match) at once, or, when an unfinished match a person has
// moved in is kept for Continue, after asking: that match then counts as abandoned and is
// forgotten.
void start_new_match(AppContext& ctx, std::function<void()> start);

// last_games.cpp: the last finished games (MARIENBAD_HOME/last_games.json, at most 50),
// each game kept once when it ends; the list, opened from the statistics page, reviews one.
void remember_finished_game(AppContext& ctx, const Match& match, const MatchSetup& setup);
std::vector<SavedMatch> load_last_games(AppContext& ctx);
std::unique_ptr<Scene> make_last_games_scene(AppContext& ctx);

// setup_scene.cpp: choose level, who starts, rule, start position, opponent.
std::unique_ptr<Scene> make_setup_scene(AppContext& ctx, GameKind kind);
// lessons_scene.cpp: the list of lessons with each one's progress; lesson_scene.cpp: one
// lesson (index into lessons()), from the step its progress reached.
std::unique_ptr<Scene> make_lessons_scene(AppContext& ctx);
// A lesson as the list names it: its number and title, "4. Packets of powers of two".
std::string lesson_list_title(const AppContext& ctx, std::size_t index);
std::unique_ptr<Scene> make_lesson_scene(AppContext& ctx, std::size_t index);

// rules_scene.cpp: the rules of one game, with an illustration.
std::unique_ptr<Scene> make_rules_scene(AppContext& ctx, GameKind kind);

}  // namespace marienbad::app

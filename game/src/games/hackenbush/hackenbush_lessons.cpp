// Lesson 9 (the seeds' "to go further"): Hackenbush, each player's own moves, values that are
// numbers.
#include "scenes/lesson_catalogue.hpp"

#include "app/strings.hpp"
#include "games/hackenbush/hackenbush_lesson_pictures.hpp"
#include "marienbad/registry.hpp"

MARIENBAD_STRINGS(
    hackenbush_lessons_strings, S_("lesson.hackenbush.title", "Each player's own moves"),
    S_("lesson.hackenbush.summary",
       "Hackenbush: Blue and Red each cut their own edges, and a blue and red picture is worth a "
       "number."),
    S_("lesson.hackenbush.intro",
       "In Hackenbush Blue cuts blue edges, Red red ones, and whatever no longer reaches the "
       "ground falls. A blue edge alone is worth 1: one cut Blue has in store. A red edge is "
       "worth −1. A red edge on a blue one is worth ½: Blue wins it, moving first or second, but "
       "by less than a whole cut."),
    S_("lesson.hackenbush.find",
       "Now find the values. Up a stalk from the ground, each edge counts 1 until the colour "
       "first changes; from there each edge counts half the one below it. Blue adds, red takes "
       "away: BRB is 1 − ½ + ¼ = ¾. Pieces side by side add."),
    S_("lesson.hackenbush.sums",
       "Pictures side by side add their values. Here ½ + ½ + (−1) = 0: whoever is to move "
       "loses. Above 0 Blue wins whoever starts, below 0 Red does."),
    S_("lesson.hackenbush.green",
       "Either player may cut a green edge. A green stalk of n edges is a Nim heap of n, worth "
       "*n (star n): it is not a number, and alone it lets whoever is to move win, by cutting "
       "it at the ground."),
    S_("lesson.hackenbush.challenge",
       "Challenge: stalks BRB, RBR and GG, worth ¾ + (−¾) + *2. You play Blue and start "
       "against the perfect player. Leave a picture worth 0 after each of your cuts!"))

namespace marienbad::app {

namespace {

// A picture as a position, from its text.
Heaps picture_position(std::string_view text) {
  return parse_position(game_info(GameKind::Hackenbush), text, "a lesson's picture").value();
}

}  // namespace

std::span<const Lesson> hackenbush_lessons() {
  // Designated initializers, in the order of Lesson's members.
  static const std::vector<Lesson> lessons = {
      {.id = "hackenbush",
       .number = 9,
       .title_key = "lesson.hackenbush.title",
       .summary_key = "lesson.hackenbush.summary",
       .kind = GameKind::Hackenbush,
       .challenge_start = picture_position("BRB,RBR,GG"),
       .make_pieces = &make_pictures_pieces,
       .steps = {{StepKind::Read,
                  "lesson.hackenbush.intro",
                  {picture_position("B"), picture_position("R"), picture_position("BR")},
                  Rule::Normal,
                  true},
                 {StepKind::Value,
                  "lesson.hackenbush.find",
                  {picture_position("BB"), picture_position("RB"), picture_position("BRB"),
                   picture_position("BR,RB")}},
                 {StepKind::Read,
                  "lesson.hackenbush.sums",
                  {picture_position("BR"), picture_position("BR"), picture_position("R")}},
                 {StepKind::Read,
                  "lesson.hackenbush.green",
                  {picture_position("G"), picture_position("GG"), picture_position("GGG")}},
                 {StepKind::Challenge, "lesson.hackenbush.challenge"}}}};
  return lessons;
}

}  // namespace marienbad::app

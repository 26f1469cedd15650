// `review POSITION --positions "P0;P1;..." [--json]`: a played game, move by
// move: was each move winning, a blunder (the win thrown away) or lost anyway,
// how long the game lasts from there, and the winning moves a blunder missed.
#include <array>
#include <iomanip>
#include <iostream>

#include "commands.hpp"
#include "game_help.hpp"
#include "json_output.hpp"
#include "marienbad/remoteness.hpp"
#include "sum_output.hpp"

namespace marienbad::cli {

namespace {

// The text, then how a sum's positions are written; a game whose part keeps room for rows a
// move may add (the registry's part_room) named from the registry.
std::string review_help() {
  std::string help =
      "usage: marienbad-cli review POSITION --positions \"P0;P1;...\" [--json]\n"
      "  Reviews a played game: the positions after each move, separated by ';', each\n"
      "  as in --heaps, P0 being the start (at most 10001 positions: 10000 plies).\n"
      "  POSITION gives the game, the rule and the set or code; --heaps, if given, must\n"
      "  be P0.\n"
      "  Each move is rated for the player who made it: winning (it leaves a P\n"
      "  position), blunder (it threw a win away; the winning moves are listed) or\n"
      "  lost (every move lost against perfect play), with the remoteness after it:\n"
      "  the moves left when the winner hurries and the loser delays (unknown when\n"
      "  more than 1048576 positions lie below). An illegal step is an error naming\n"
      "  its ply (exit 2).";
  std::string sum =
      "A sum (--game sum --component ...) writes each position as its parts' positions "
      "separated by '/', e.g. 1,3,5/21/3,5 (or its heaps one after the other, 1,3,5,21,3,5";
  if (const std::string padded = padded_part_games(); !padded.empty()) {
    sum += ", a " + padded + " part padded with 0s to its room";
  }
  return wrap(help + " ", sum + ").", 80, "  ") + "\n";
}

constexpr std::array<OptionSpec, 1> kReviewOptions{
    {{"--positions", true, "the positions of the game, in order", "\"P0;P1;...\""}}};

Json review_json(const Game& game, const std::vector<Heaps>& positions,
                 const std::vector<MoveReview>& reviews) {
  Json out = Json::object();
  out["game"] = std::string(to_string(game.kind()));
  out["rule"] = std::string(to_string(game.rule()));
  add_parameter_json(out, game.kind(), game.parameter());
  Json moves = Json::array();
  for (std::size_t i = 0; i < reviews.size(); ++i) {
    const MoveReview& review = reviews[i];
    const Heaps& from = positions[i];
    Json better = Json::array();
    for (const Move& move : review.better) better.push_back(move_json(game, from, move));
    moves.push_back({{"ply", i + 1},
                     {"from", heaps_json(from)},
                     {"to", heaps_json(positions[i + 1])},
                     {"rating", std::string(to_string(review.rating))},
                     {"remoteness_before", remoteness_json(review.remoteness_before)},
                     {"remoteness_after", remoteness_json(review.remoteness_after)},
                     {"better", std::move(better)}});
    if (review.better_count > review.better.size()) {  // a cut list says so, with the count
      moves.back()["better_count"] = count_json(review.better_count);
      moves.back()["better_truncated"] = true;
    }
  }
  out["moves"] = std::move(moves);
  return out;
}

// "lost (loses in 9)": the moves left after this one with perfect play;
// "winning (the game is over: won)" after the last move.
std::string verdict_text(const Game& game, const Heaps& from, const MoveReview& review) {
  std::string text(to_string(review.rating));
  const bool wins = review.rating == MoveRating::Winning;
  std::string detail;
  if (review.remoteness_after) {
    detail = *review.remoteness_after == 0
                 ? std::string("the game is over: ") + (wins ? "won" : "lost")
                 : std::string(wins ? "wins" : "loses") + " in " +
                       std::to_string(*review.remoteness_after);
  }
  if (!review.better.empty()) {
    if (!detail.empty()) detail += "; ";
    detail += "winning was ";
    if (review.better_count > review.better.size()) {
      detail += "one of " + to_decimal(review.better_count) + ", the first " +
                std::to_string(review.better.size()) + ": ";
    }
    for (std::size_t i = 0; i < review.better.size(); ++i) {
      if (i > 0) detail += ", ";
      detail += game.move_text(review.better[i]) + " -> " +
                position_text(game, game.apply(from, review.better[i]));
    }
  }
  if (!detail.empty()) text += " (" + detail + ")";
  return text;
}

void print_review(const Game& game, const std::vector<Heaps>& positions,
                  const std::vector<MoveReview>& reviews) {
  if (reviews.empty()) {
    std::cout << "no move to review: the game is only its start position\n";
    return;
  }
  std::vector<std::string> steps;
  std::size_t ply_width = std::to_string(reviews.size()).size(), step_width = 0;
  for (std::size_t i = 0; i < reviews.size(); ++i) {
    steps.push_back(position_text(game, positions[i]) + " -> " +
                    position_text(game, positions[i + 1]));
    step_width = std::max(step_width, steps.back().size());
  }
  for (std::size_t i = 0; i < reviews.size(); ++i) {
    std::cout << "ply " << std::left << std::setw(static_cast<int>(ply_width)) << i + 1 << "  "
              << std::setw(static_cast<int>(step_width)) << steps[i] << "  "
              << verdict_text(game, positions[i], reviews[i]) << '\n';
  }
}

}  // namespace

int run_review(std::span<const std::string_view> args) {
  auto parsed = parse_arguments(args, kReviewOptions, review_help());
  if (!parsed) return usage_error(parsed.error());
  const Arguments& arguments = parsed.value();
  if (arguments.help) {
    std::cout << arguments.help_text;
    return kExitOk;
  }
  auto position = resolve_position(arguments, true);
  if (!position) return usage_error(position.error());
  const Game& game = position.value().game;
  const auto text = arguments.value("--positions");
  if (!text) return usage_error("review needs --positions \"P0;P1;...\" (the positions of a game)");
  auto positions = parse_position_list(game, *text);
  if (!positions) return usage_error(positions.error());
  if (arguments.heaps && position.value().heaps != positions.value().front()) {
    return usage_error("--heaps " + game.position_text(position.value().heaps) +
                       " is not the start of --positions (" +
                       game.position_text(positions.value().front()) + ")");
  }
  const auto reviews = review_game(game, positions.value());
  if (!reviews) return usage_error(reviews.error());
  if (arguments.json) {
    print_json(review_json(game, positions.value(), reviews.value()));
  } else {
    print_review(game, positions.value(), reviews.value());
  }
  return kExitOk;
}

}  // namespace marienbad::cli

#include "hackenbush/hackenbush.hpp"

#include <stdexcept>

namespace marienbad {

namespace {

const char* side_name(Side side) {
  return side == Side::Blue ? "Blue" : "Red";
}

const char* colour_name(EdgeColour colour) {
  return colour == EdgeColour::Blue ? "blue" : colour == EdgeColour::Red ? "red" : "green";
}

}  // namespace

Picture picture_of(const Heaps& heaps) {
  auto picture = decode_picture(heaps);
  if (!picture) throw std::invalid_argument("not a Hackenbush position: " + picture.error());
  return std::move(picture).value();
}

Result<HackenbushGame> HackenbushGame::make(Rule rule) {
  if (rule != Rule::Normal) return Error{"Hackenbush is played under normal play only"};
  return HackenbushGame();
}

Status HackenbushGame::check_position(const Heaps& heaps) const {
  const auto picture = decode_picture(heaps);
  if (!picture) return Error{picture.error()};
  if (auto value = picture_value(*picture); !value) return Error{value.error()};
  return Ok{};
}

Count HackenbushGame::tokens(const Heaps& heaps) const {
  return heaps.empty() ? 0 : (heaps.size() - 1) / 3;
}

Count HackenbushGame::move_count(const Heaps& heaps) const {
  const Picture picture = picture_of(heaps);
  Count count = 0;
  for (const auto& edge : picture.edges) count += may_cut(picture.turn, edge.colour) ? 1 : 0;
  return count;
}

bool HackenbushGame::is_terminal(const Heaps& heaps) const {
  return move_count(heaps) == 0;
}

std::vector<Move> HackenbushGame::moves(const Heaps& heaps) const {
  const Picture picture = picture_of(heaps);
  std::vector<Move> found;
  for (std::size_t e = 0; e < picture.edges.size(); ++e) {
    if (may_cut(picture.turn, picture.edges[e].colour)) found.push_back(Move{e, 1, false, 0});
  }
  return found;
}

Move HackenbushGame::nth_move(const Heaps& heaps, Count index) const {
  const auto all = moves(heaps);
  if (index >= all.size()) throw std::out_of_range("no such Hackenbush move");
  return all[static_cast<std::size_t>(index)];
}

Status HackenbushGame::check_move(const Heaps& heaps, const Move& move) const {
  const Picture picture = picture_of(heaps);
  if (move.both || move.amount != 1 || move.at != 0) return Error{"a move cuts one edge"};
  if (move.heap >= picture.edges.size())
    return Error{"there is no edge " + std::to_string(move.heap + 1) + " (the picture has " +
                 std::to_string(picture.edges.size()) + ")"};
  const EdgeColour colour = picture.edges[move.heap].colour;
  if (!may_cut(picture.turn, colour))
    return Error{std::string(side_name(picture.turn)) + " cuts " +
                 colour_name(picture.turn == Side::Blue ? EdgeColour::Blue : EdgeColour::Red) +
                 " or green edges: edge " + std::to_string(move.heap + 1) + " is " +
                 colour_name(colour)};
  return Ok{};
}

Heaps HackenbushGame::apply(const Heaps& heaps, const Move& move) const {
  return encode_picture(cut_edge(picture_of(heaps), move.heap));
}

PictureValue HackenbushGame::value(const Heaps& heaps) const {
  auto value = picture_value(picture_of(heaps));
  if (!value)
    throw std::invalid_argument("a Hackenbush position without a value: " + value.error());
  return std::move(value).value();
}

Outcome HackenbushGame::outcome(const Heaps& heaps) const {
  return wins_moving_first(value(heaps).sign, picture_of(heaps).turn) ? Outcome::N : Outcome::P;
}

std::vector<Move> HackenbushGame::winning_moves(const Heaps& heaps) const {
  std::vector<Move> winning;
  for (const Move& move : moves(heaps)) {
    if (outcome(apply(heaps, move)) == Outcome::P) winning.push_back(move);
  }
  return winning;
}

std::optional<Move> HackenbushGame::move_between(const Heaps& before, const Heaps& after) const {
  if (!decode_picture(before) || !decode_picture(after)) return std::nullopt;
  for (const Move& move : moves(before)) {
    if (apply(before, move) == after) return move;
  }
  return std::nullopt;
}

std::string HackenbushGame::move_text(const Move& move) const {
  return std::to_string(move.heap + 1);
}

Result<Move> HackenbushGame::parse_move(std::string_view text) const {
  auto edge = parse_count(text, "the edge", kMaxHackenbushEdges);
  if (!edge) return Error{edge.error() + " (a move is the number of the edge cut, e.g. 3)"};
  if (*edge == 0) return Error{"the edge: edges are numbered from 1"};
  return Move{static_cast<std::size_t>(*edge - 1), 1, false, 0};
}

}  // namespace marienbad

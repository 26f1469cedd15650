// Hackenbush's row of the registry (registry.hpp): one game, partisan, its positions pictures.
#include <stdexcept>

#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

namespace {

// Winning Ways' pictures and the first ones to try, by name (hackenbush_presets in the window).
Heaps start_picture(std::string_view text) {
  auto picture = parse_picture(text, "the standard start");
  if (!picture) throw std::logic_error(picture.error());
  return encode_picture(*picture);
}

const HackenbushGame& hackenbush(const Game& game) {
  return std::get<HackenbushGame>(game.model());
}

const PartisanRules kPartisan{
    .left = "Blue",
    .right = "Red",
    .to_move = [](const Heaps& heaps) -> std::size_t {
      return picture_of(heaps).turn == Side::Blue ? 0 : 1;
    },
    .with_turn =
        [](const Heaps& heaps, std::size_t player) {
          Picture picture = picture_of(heaps);
          picture.turn = player == 0 ? Side::Blue : Side::Red;
          return encode_picture(picture);
        },
    .value_text = [](const Game& game,
                     const Heaps& heaps) { return hackenbush(game).value(heaps).text; },
};

}  // namespace

GameInfo hackenbush_game_info() {
  return {
      .kind = GameKind::Hackenbush,
      .id = "hackenbush",
      .alias = "",
      .name_key = "game.hackenbush",
      .heaps = "picture",
      .part_grammar = "",
      .single = true,
      .misere = false,
      .parameter = nullptr,
      .min_heaps = 1,
      .max_heaps = 1 + 3 * kMaxHackenbushEdges,
      .max_count = kMaxHeap,
      // 3/4 + (-3/4) + *2 = *2: whoever moves first wins, by cutting the green stalk to nothing.
      .start = start_picture("BRB,RBR,GG"),
      .table = TableStyle::Positions,
      .make = [](Rule rule, std::vector<Count>) -> Result<Game> {
        auto game = HackenbushGame::make(rule);
        if (!game) return Error{game.error()};
        return Game(std::move(game).value());
      },
      .grundy = nullptr,
      .check_part = nullptr,
      .part_grundy = nullptr,
      .moves_to_value = nullptr,
      .part_room = nullptr,
      .rule_sentence =
          [](const Game&) {
            return std::string(
                "normal play: whoever cannot cut loses; Blue cuts blue or green edges, Red red or "
                "green ones");
          },
      .parse_text = [](std::string_view text, std::string_view what) -> Result<Heaps> {
        auto picture = parse_picture(text, what);
        if (!picture) return Error{picture.error()};
        return encode_picture(*picture);
      },
      .position_text =
          [](const Heaps& heaps) {
            auto picture = decode_picture(heaps);
            return picture ? picture_text(*picture) : join_counts(heaps);
          },
      .partisan = &kPartisan,
  };
}

}  // namespace marienbad

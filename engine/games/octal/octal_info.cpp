// The octal games' row of the registry (registry.hpp): one game, made from its code.
#include <algorithm>

#include "marienbad/game.hpp"
#include "marienbad/registry.hpp"

namespace marienbad {

namespace {

const OctalGame& octal(const Game& game) {
  return std::get<OctalGame>(game.model());
}

// The code, "0.137", as its digits (d0 first).
const GameParameter kCode{
    .name = "code",
    .fallback = "0.137",
    .help = "the octal code of a take-and-break game, e.g. 0.137",
    .shown_as_text = true,
    .parse = [](std::string_view text, std::string_view what) -> Result<std::vector<Count>> {
      auto code = OctalCode::parse(text);
      if (!code) return Error{std::string(what) + ": " + code.error()};
      return std::vector<Count>(code.value().digits().begin(), code.value().digits().end());
    },
    .text =
        [](const std::vector<Count>& digits) {
          auto code = OctalCode::from_digits(digits);
          return code ? code.value().text() : std::string("?");
        },
};

constexpr std::array<GamePreset, 5> kPresets = {{
    {"dawson-chess", "0.137", "octal.dawson_chess"},
    {"dawson-kayles", "0.07", "octal.dawson_kayles"},
    {"double-kayles", "0.7777", "octal.double_kayles"},
    {"treblecross", "0.007", "octal.treblecross"},
    {"guiles", "0.15", "octal.guiles"},
}};

// As a part of a sum: room for every row it can ever split into. A split that takes nothing
// (d0 = 4) can leave a row of n as n rows of one pin, so n for each row, at most
// kMaxOctalPartRoom (rows of 0 keep their place).
std::size_t octal_room(const Heaps& heaps) {
  Count room = 0;
  for (Count h : heaps) {
    room += std::max<Count>(h, 1);
    if (room >= kMaxOctalPartRoom) return kMaxOctalPartRoom;
  }
  return static_cast<std::size_t>(std::max<Count>(room, 1));
}

}  // namespace

GameInfo octal_game_info() {
  return {
      .kind = GameKind::Octal,
      .id = "octal",
      .alias = "",
      .name_key = "game.octal",
      .heaps = "rows",
      .part_grammar = "octal:ROWS, octal:ROWS:CODE",
      .single = true,
      .misere = true,
      .parameter = &kCode,
      .min_heaps = 1,
      .max_heaps = kMaxOctalRows,
      .max_count = std::numeric_limits<Count>::max(),
      .start = {3, 5, 7},
      .table = TableStyle::RowGrundy,
      .make = [](Rule rule, std::vector<Count> digits) -> Result<Game> {
        auto game = OctalGame::make(digits, rule);
        if (!game) return Error{game.error()};
        return Game(std::move(game).value());
      },
      .grundy = [](const Game& game, const Heaps& heaps) -> std::optional<Count> {
        return octal(game).grundy(heaps);
      },
      .check_part = nullptr,
      .part_grundy = [](const Game& game, const Heaps& heaps) { return octal(game).grundy(heaps); },
      .moves_to_value = [](const Game& game, const Heaps& heaps,
                           Count target) { return octal(game).moves_to_value(heaps, target); },
      .count_moves_to_value =
          [](const Game& game, const Heaps& heaps, Count target) {
            return octal(game).count_moves_to_value(heaps, target);
          },
      .part_room = octal_room,
      .rule_sentence =
          [](const Game& game) {
            return rule_words(game, "normal play: whoever takes the last pin wins",
                              "misere play: whoever takes the last pin loses") +
                   ", code " + octal(game).code().text();
          },
      .period = [](const Game& game) -> std::optional<ValuePeriod> {
        const auto& period = octal(game).values().period();
        if (!period) return std::nullopt;
        return ValuePeriod{period->preperiod, period->period, period->proven_at};
      },
      .presets = kPresets,
  };
}

}  // namespace marienbad

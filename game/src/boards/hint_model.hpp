#pragma once
// What the hint overlay shows, as plain data built from the engine's analysis (no SDL):
// the layer draws it, tests compare it with the engine. Texts are already translated.
#include <any>
#include <optional>
#include <string>
#include <vector>

#include "app/strings.hpp"
#include "marienbad/analysis.hpp"
#include "marienbad/game.hpp"
#include "session/reached.hpp"

namespace marienbad::app {

// Seed 002's table (rows in base 2, Σ without carries) and seed 001's packets: Marienbad's
// rows, or the Grundy values of any game's rows or parts, which are Nim heaps.
struct DigitalSumHint {
  struct Row {
    Count count = 0;
    std::string bits;            // width digits, most significant first
    std::vector<Count> packets;  // powers of two, largest first (7 -> 4, 2, 1)
  };
  unsigned width = 1;
  std::vector<Count> place_values;  // column headings, most significant first (… 8 4 2 1)
  std::vector<Row> rows;
  std::vector<unsigned> column_ones;  // per column: how many rows have a 1
  std::vector<bool> column_odd;       // odd number of 1s (Σ has a 1 there)
  Count sum = 0;
  std::string sum_bits;
  std::optional<std::size_t> key_row;  // seed 002: the row with a 1 in Σ's leftmost column
  std::optional<Move> suggested;
  bool misere_exception = false;
  std::string explanation;  // "Row 1: 1101 → 0100, take 9"
};

// A sum of games (seed 003, section 6): every part is worth a Nim heap of its Grundy value,
// so the Marienbad table is drawn with one row per part; Σ = 0 is lost for the player to move.
// A game made of independent rows (its row's build_hint) fills it the same way, a row a part.
struct SumHint {
  struct Part {
    std::string caption;  // "1 · Marienbad"
    std::string label;    // "Part 1": the table's row
    Count grundy = 0;
  };
  std::vector<Part> parts;
  DigitalSumHint table;           // the parts' values as Nim rows: bits, Σ, key row
  std::optional<Move> suggested;  // a winning move of the sum, in the key part
  std::optional<std::size_t> suggested_part;
  std::string explanation;  // "Part 1: 7 = 111 → 001, 2 from row 3"
};

struct HintModel {
  GameKind kind{};
  Heaps position;
  bool favourable = false;  // the player to move can win
  bool over = false;
  std::string verdict;            // "Favourable: you can win" / "Unfavourable: any move lets ..."
  std::optional<Move> suggested;  // the move the method names, if any
  std::string method;             // the game's reasoning in one sentence
  // What the game's hint shows, filled by its row's build_hint: the digital-sum table of its
  // rows, the values of its parts or rows, or data of the game's own (its folder's type, read
  // back by its draw_hint).
  std::optional<DigitalSumHint> table;
  std::optional<SumHint> sum;
  std::any detail;
};

// The table of a digital sum (the engine's analysis) with its bits and packets; no explanation.
DigitalSumHint digital_sum_hint(const DigitalSum& d);

// Seed 001: a row of n matches as packets of powers of two, largest first (7 -> 4, 2, 1).
std::vector<Count> packets_of(Count n);

// `person`: a person is to move ("you"); `board_size`: Dornim squares per side (0: fit
// the position).
// `reached`: how the position was reached, for the words of a board that keeps its pieces in
// place (game_table.hpp); empty: the position alone.
HintModel build_hint_model(const Game& game, const Heaps& position, const Strings& strings,
                           bool person, Count board_size = 0, const Reached& reached = {});

// The move the model suggests (the one its method names), if any.
std::optional<Move> suggested_move(const HintModel& model);
// The game's reasoning in one sentence: Σ for Nim, multiples or the period for 21, the
// cold square for Dornim.
std::string method_text(const HintModel& model);

// Live preview of a move being selected: Σ and the verdict for the position it leaves.
struct MovePreview {
  Move move;
  Heaps after;
  std::optional<std::string> sum_bits;  // Marienbad only
  bool good = false;                    // leaves the opponent a losing position
  std::string line;
};
std::optional<MovePreview> build_move_preview(const Game& game, const Heaps& position,
                                              const Move& move, const Strings& strings,
                                              const Reached& reached = {});

// A hovered move against perfect play: wins or loses, and in how many moves when known.
struct MoveVerdictHint {
  Move move;
  bool wins = false;
  std::optional<std::uint32_t> remoteness;
  std::string line;
};
std::optional<MoveVerdictHint> build_move_verdict(const Game& game, const Heaps& position,
                                                  const Move& move, const Strings& strings,
                                                  const Reached& reached = {});

// "3 from row 2", "take 3", "to (4, 7)" in the current language.
std::string describe_move(const Game& game, const Heaps& position, const Move& move,
                          const Strings& strings, const Reached& reached = {});

}  // namespace marienbad::app

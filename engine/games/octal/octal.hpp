#pragma once
// Any take-and-break game from its octal code (Guy and Smith, 1956; marienbad/octal_code.hpp):
// rows of pins, a move takes contiguous pins of one row as the code's digits allow, which may
// leave the row whole, shorter or split in two. Dawson's chess is 0.137, Dawson's Kayles 0.07,
// Double Kayles 0.7777, Treblecross 0.007, Guiles 0.15 (the presets); Kayles, 0.77, keeps its
// own game (kayles/kayles.hpp). The rows' play is OctalRows'.
//
// Position: 1 to kMaxOctalRows rows given, each as long as the code's values are exact: any
// length up to 2^64-1 once the period is proven (octal_values.hpp), else below the bound.
// Misère play is exact up to kMaxOctalMisereTokens pins in all. The game's parameter is the
// code's digits, d0 first ("0.137" is 0, 1, 3, 7).
#include "marienbad/game_model.hpp"
#include "marienbad/octal_rows.hpp"

namespace marienbad {

inline constexpr std::size_t kMaxOctalRows = 1024;
// A part of a sum keeps room for every row it can split into: at most this many.
inline constexpr std::size_t kMaxOctalPartRoom = 8192;

class OctalGame : public OctalRows {
 public:
  // The code from its digits (GameInfo's parameter), refused with its reason.
  static Result<OctalGame> make(const std::vector<Count>& digits, Rule rule);
  OctalGame(const OctalCode& code, Rule rule);
  static constexpr GameKind kind = GameKind::Octal;

  const std::vector<Count>& parameter() const { return digits_; }
  Status check_position(const Heaps& heaps) const;

 private:
  std::vector<Count> digits_;
};

}  // namespace marienbad

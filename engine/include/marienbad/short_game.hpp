#pragma once
// Short partisan games in canonical form (Conway, On Numbers and Games; Siegel, Combinatorial
// Game Theory, chapter II): the values of Hackenbush pictures that mix green with blue or red,
// such as * (star), ^ (up) or {1|-1}. A game is {Left's options | Right's options}; G <= H when
// Left, moving second in H - G, never loses. Every game has one simplest form (dominated options
// removed, reversible ones bypassed), so games are interned in a table by that form and two
// games are equal exactly when their ids are.
//
// Numbers (blue-red Hackenbush, dyadic.hpp) and nimbers (green Hackenbush, Nim) are games too:
// the table recognises them, and a sum x + k.^ + *n, to write them as a person reads them.
// Exact, no floating point; the table only grows (callers bound it by bounding their games).
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "marienbad/dyadic.hpp"

namespace marienbad {

class ShortGames {
 public:
  using Id = std::uint32_t;
  // Who wins: Positive, Left whoever starts; Negative, Right; Zero, whoever moves loses; Fuzzy,
  // whoever moves wins.
  enum class Sign { Positive, Negative, Zero, Fuzzy };

  ShortGames();

  Id zero() const { return 0; }  // { | }
  // Its canonical form: n = {n-1 | } takes n nodes, so an integer's size bounds the table's.
  Id number(const Dyadic& x);
  Id nimber(Count n);  // *n: {*0, ..., *(n-1) | *0, ..., *(n-1)}
  Id up();             // ^ = {0 | *}
  // {left | right} in canonical form.
  Id make(std::vector<Id> left, std::vector<Id> right);
  Id add(Id a, Id b);
  Id negate(Id a);
  bool leq(Id a, Id b);
  Sign sign(Id a);

  const std::vector<Id>& left(Id a) const { return nodes_[a].left; }
  const std::vector<Id>& right(Id a) const { return nodes_[a].right; }
  std::optional<Dyadic> as_number(Id a) const { return nodes_[a].number; }
  std::optional<Count> as_nimber(Id a) const;
  // As CGSuite writes it: "0", "1/2", "-3/4", "*", "*2", "1/2*", "-1*3", "^", "v", "^^", "v3",
  // "^*", "1/2^", "1^*2" (up to 8 ups and *15); any other game as its options, "{2|{1|0}}". A
  // switch is written so too, "{1|-1}", never "+-1": one notation for every hot game. A form
  // whose text passes 200 characters, which no person reads, has its long options elided:
  // "{{7/2|…},3|…}", or "{…|…}".
  std::string text(Id a);
  std::size_t size() const { return nodes_.size(); }
  // Entries held in all its tables (games, comparisons, sums, texts): what its memory grows
  // with, for a caller that starts afresh past a bound.
  std::size_t footprint() const {
    return nodes_.size() + leq_.size() + sums_.size() + negations_.size() + texts_.size() +
           left_stops_.size() + right_stops_.size();
  }

 private:
  struct Node {
    std::vector<Id> left, right;
    std::optional<Dyadic> number;  // when the game is a number
    std::optional<Count> star;     // x + *n when number_part is x: this n
    std::optional<Dyadic> number_part;
  };

  // {left | right} <= b and a <= {left | right} for a form not yet interned (the reversibility
  // test of make()).
  bool form_leq(const std::vector<Id>& left, const std::vector<Id>& right, Id b);
  bool leq_form(Id a, const std::vector<Id>& left, const std::vector<Id>& right);
  void remove_dominated(std::vector<Id>& left, std::vector<Id>& right);
  bool bypass_reversible(std::vector<Id>& left, std::vector<Id>& right);
  Id intern(std::vector<Id> left, std::vector<Id> right);
  std::optional<Dyadic> left_stop(Id a);
  std::optional<Dyadic> right_stop(Id a);
  // k.^ + *n for 0 < |k| <= 8 and n <= 15, by id: built once, so that text()
  // recognises an infinitesimal by one lookup.
  const std::unordered_map<Id, std::pair<int, Count>>& infinitesimals();
  // The whole text, or nothing when it passes the length text() shows.
  std::optional<std::string> written(Id a);

  std::vector<Node> nodes_;
  std::map<std::pair<std::vector<Id>, std::vector<Id>>, Id> index_;
  std::unordered_map<std::uint64_t, bool> leq_;
  std::unordered_map<std::uint64_t, Id> sums_;
  std::unordered_map<Id, Id> negations_;
  std::map<Dyadic, Id> numbers_;
  std::vector<Id> nimbers_;
  std::unordered_map<Id, std::pair<int, Count>> infinitesimals_;
  // Texts and stops by id: a form's options share sub-forms, which are visited once each.
  std::unordered_map<Id, std::optional<std::string>> texts_;
  std::unordered_map<Id, std::optional<Dyadic>> left_stops_, right_stops_;
};

}  // namespace marienbad

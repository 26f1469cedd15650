#include "marienbad/short_game.hpp"

#include <algorithm>
#include <cstdlib>

namespace marienbad {

namespace {

std::uint64_t pair_key(ShortGames::Id a, ShortGames::Id b) {
  return std::uint64_t{a} << 32 | b;
}

void sort_unique(std::vector<ShortGames::Id>& ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

// Dyadic's sum (a hidden friend, which ShortGames::add hides from a call in its body).
std::optional<Dyadic> sum_of_numbers(const Dyadic& a, const Dyadic& b) {
  return add(a, b);
}

// Ups beyond this many are written as options: no Hackenbush picture the engine values has more.
constexpr int kMaxUps = 8;
constexpr Count kMaxStarShown = 16;
// Longer texts are elided (text()).
constexpr std::size_t kMaxTextLength = 200;

}  // namespace

ShortGames::ShortGames() {
  nodes_.push_back(Node{{}, {}, Dyadic(0), 0, Dyadic(0)});
  index_.emplace(std::pair{std::vector<Id>{}, std::vector<Id>{}}, 0);
  numbers_.emplace(Dyadic(0), 0);
  nimbers_.push_back(0);
}

std::optional<Count> ShortGames::as_nimber(Id a) const {
  const Node& node = nodes_[a];
  if (node.star && node.number_part == Dyadic(0)) return node.star;
  return std::nullopt;
}

bool ShortGames::leq(Id a, Id b) {
  if (a == b) return true;
  const auto key = pair_key(a, b);
  if (auto known = leq_.find(key); known != leq_.end()) return known->second;
  if (nodes_[a].number && nodes_[b].number) return *nodes_[a].number <= *nodes_[b].number;
  // a <= b unless Left wins b - a moving first: by moving a to some a^L >= b, or b to some
  // b^R <= a. Options are copied: the recursion may grow the table.
  bool result = true;
  const std::vector<Id> a_left = nodes_[a].left, b_right = nodes_[b].right;
  for (Id x : a_left) {
    if (leq(b, x)) {
      result = false;
      break;
    }
  }
  if (result) {
    for (Id y : b_right) {
      if (leq(y, a)) {
        result = false;
        break;
      }
    }
  }
  leq_.emplace(key, result);
  return result;
}

bool ShortGames::form_leq(const std::vector<Id>& left, const std::vector<Id>& right, Id b) {
  for (Id x : left) {
    if (leq(b, x)) return false;
  }
  const std::vector<Id> b_right = nodes_[b].right;
  for (Id y : b_right) {
    if (leq_form(y, left, right)) return false;
  }
  return true;
}

bool ShortGames::leq_form(Id a, const std::vector<Id>& left, const std::vector<Id>& right) {
  const std::vector<Id> a_left = nodes_[a].left;
  for (Id x : a_left) {
    if (form_leq(left, right, x)) return false;
  }
  for (Id y : right) {
    if (leq(y, a)) return false;
  }
  return true;
}

void ShortGames::remove_dominated(std::vector<Id>& left, std::vector<Id>& right) {
  // Distinct ids are distinct values: x <= y between two of them means x < y.
  auto keep_best = [&](std::vector<Id>& options, bool for_left) {
    std::vector<Id> kept;
    for (Id x : options) {
      const bool dominated = std::any_of(options.begin(), options.end(), [&](Id y) {
        return y != x && (for_left ? leq(x, y) : leq(y, x));
      });
      if (!dominated) kept.push_back(x);
    }
    options = std::move(kept);
  };
  keep_best(left, true);
  keep_best(right, false);
}

bool ShortGames::bypass_reversible(std::vector<Id>& left, std::vector<Id>& right) {
  // A Left option x is reversible when Right can answer it with some x^R <= G: x is then
  // replaced by the Left options of that x^R. Likewise for Right.
  for (std::size_t i = 0; i < left.size(); ++i) {
    const std::vector<Id> answers = nodes_[left[i]].right;
    for (Id answer : answers) {
      if (!leq_form(answer, left, right)) continue;
      left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
      const std::vector<Id> replacement = nodes_[answer].left;
      left.insert(left.end(), replacement.begin(), replacement.end());
      sort_unique(left);
      return true;
    }
  }
  for (std::size_t i = 0; i < right.size(); ++i) {
    const std::vector<Id> answers = nodes_[right[i]].left;
    for (Id answer : answers) {
      if (!form_leq(left, right, answer)) continue;
      right.erase(right.begin() + static_cast<std::ptrdiff_t>(i));
      const std::vector<Id> replacement = nodes_[answer].right;
      right.insert(right.end(), replacement.begin(), replacement.end());
      sort_unique(right);
      return true;
    }
  }
  return false;
}

ShortGames::Id ShortGames::make(std::vector<Id> left, std::vector<Id> right) {
  sort_unique(left);
  sort_unique(right);
  do {
    remove_dominated(left, right);
  } while (bypass_reversible(left, right));
  return intern(std::move(left), std::move(right));
}

ShortGames::Id ShortGames::intern(std::vector<Id> left, std::vector<Id> right) {
  auto key = std::pair{left, right};
  if (auto known = index_.find(key); known != index_.end()) return known->second;
  Node node{std::move(left), std::move(right), std::nullopt, std::nullopt, std::nullopt};
  // A number: every option a number and Left's below Right's (in canonical form a number's
  // options are numbers); then it is the simplest number between them.
  auto numbers = [&](const std::vector<Id>& ids) {
    return std::all_of(ids.begin(), ids.end(),
                       [&](Id id) { return nodes_[id].number.has_value(); });
  };
  if (numbers(node.left) && numbers(node.right)) {
    std::optional<Dyadic> best_left, best_right;
    for (Id id : node.left)
      best_left = std::max(best_left.value_or(*nodes_[id].number), *nodes_[id].number);
    for (Id id : node.right)
      best_right = std::min(best_right.value_or(*nodes_[id].number), *nodes_[id].number);
    node.number = simplest_between(best_left, best_right);
  }
  if (node.number) {
    node.number_part = node.number;
    node.star = 0;
  } else if (node.left == node.right && !node.left.empty()) {
    // x + *n = {x, x*, ..., x*(n-1) | the same}.
    const auto part = nodes_[node.left[0]].number_part;
    std::vector<bool> seen(node.left.size(), false);
    bool star = part.has_value();
    for (Id id : node.left) {
      const Node& option = nodes_[id];
      if (!option.star || option.number_part != part || *option.star >= seen.size()) {
        star = false;
        break;
      }
      seen[static_cast<std::size_t>(*option.star)] = true;
    }
    if (star && std::all_of(seen.begin(), seen.end(), [](bool s) { return s; })) {
      node.number_part = part;
      node.star = node.left.size();
    }
  }
  const Id id = static_cast<Id>(nodes_.size());
  nodes_.push_back(std::move(node));
  index_.emplace(std::move(key), id);
  return id;
}

ShortGames::Id ShortGames::number(const Dyadic& x) {
  if (auto known = numbers_.find(x); known != numbers_.end()) return known->second;
  Id id = 0;
  if (x.is_integer()) {
    // n = {n-1 | } and -n = { | -(n-1)}, built up from 0 without recursion.
    const std::int64_t n = x.numerator();
    for (std::int64_t k = 1; k <= (n < 0 ? -n : n); ++k) {
      const Dyadic value(n < 0 ? -k : k);
      if (auto known = numbers_.find(value); known != numbers_.end()) {
        id = known->second;
        continue;
      }
      id = n < 0 ? intern({}, {id}) : intern({id}, {});
      numbers_.emplace(value, id);
    }
    return id;
  }
  // m/2^k = {(m-1)/2^k | (m+1)/2^k}, both of smaller denominators.
  const Id below = number(*Dyadic::make(x.numerator() - 1, x.exponent()));
  const Id above = number(*Dyadic::make(x.numerator() + 1, x.exponent()));
  id = intern({below}, {above});
  numbers_.emplace(x, id);
  return id;
}

ShortGames::Id ShortGames::nimber(Count n) {
  while (nimbers_.size() <= n) nimbers_.push_back(intern(nimbers_, nimbers_));
  return nimbers_[static_cast<std::size_t>(n)];
}

ShortGames::Id ShortGames::up() {
  return make({zero()}, {nimber(1)});
}

ShortGames::Id ShortGames::add(Id a, Id b) {
  if (a == 0) return b;
  if (b == 0) return a;
  if (a > b) std::swap(a, b);
  const auto key = pair_key(a, b);
  if (auto known = sums_.find(key); known != sums_.end()) return known->second;
  Id sum = 0;
  const auto nim_a = as_nimber(a), nim_b = as_nimber(b);
  const auto x = nodes_[a].number, y = nodes_[b].number;
  const auto exact = x && y ? sum_of_numbers(*x, *y) : std::nullopt;
  if (exact) {
    sum = number(*exact);
  } else if (nim_a && nim_b) {
    sum = nimber(*nim_a ^ *nim_b);
  } else {
    const Node first = nodes_[a], second = nodes_[b];
    std::vector<Id> left, right;
    for (Id option : first.left) left.push_back(add(option, b));
    for (Id option : second.left) left.push_back(add(a, option));
    for (Id option : first.right) right.push_back(add(option, b));
    for (Id option : second.right) right.push_back(add(a, option));
    sum = make(std::move(left), std::move(right));
  }
  sums_.emplace(key, sum);
  return sum;
}

ShortGames::Id ShortGames::negate(Id a) {
  if (auto known = negations_.find(a); known != negations_.end()) return known->second;
  Id negative = 0;
  if (const auto x = nodes_[a].number) {
    negative = number(-*x);
  } else {
    const Node node = nodes_[a];
    std::vector<Id> left, right;
    for (Id option : node.right) left.push_back(negate(option));
    for (Id option : node.left) right.push_back(negate(option));
    negative = make(std::move(left), std::move(right));
  }
  negations_.emplace(a, negative);
  return negative;
}

ShortGames::Sign ShortGames::sign(Id a) {
  const bool at_least = leq(zero(), a), at_most = leq(a, zero());
  if (at_least && at_most) return Sign::Zero;
  if (at_least) return Sign::Positive;
  if (at_most) return Sign::Negative;
  return Sign::Fuzzy;
}

std::optional<Dyadic> ShortGames::left_stop(Id a) {
  if (nodes_[a].number) return nodes_[a].number;
  if (auto known = left_stops_.find(a); known != left_stops_.end()) return known->second;
  std::optional<Dyadic> best;
  const std::vector<Id> options = nodes_[a].left;
  for (Id option : options) {
    const auto stop = right_stop(option);
    if (!stop) {
      best.reset();
      break;
    }
    best = best ? std::max(*best, *stop) : *stop;
  }
  left_stops_.emplace(a, best);
  return best;
}

std::optional<Dyadic> ShortGames::right_stop(Id a) {
  if (nodes_[a].number) return nodes_[a].number;
  if (auto known = right_stops_.find(a); known != right_stops_.end()) return known->second;
  std::optional<Dyadic> best;
  const std::vector<Id> options = nodes_[a].right;
  for (Id option : options) {
    const auto stop = left_stop(option);
    if (!stop) {
      best.reset();
      break;
    }
    best = best ? std::min(*best, *stop) : *stop;
  }
  right_stops_.emplace(a, best);
  return best;
}

const std::unordered_map<ShortGames::Id, std::pair<int, Count>>& ShortGames::infinitesimals() {
  if (!infinitesimals_.empty()) return infinitesimals_;
  Id ups = zero(), downs = zero();
  for (int k = 1; k <= kMaxUps; ++k) {
    ups = add(ups, up());
    downs = add(downs, negate(up()));
    for (Count n = 0; n < kMaxStarShown; ++n) {
      infinitesimals_.emplace(add(ups, nimber(n)), std::pair{k, n});
      infinitesimals_.emplace(add(downs, nimber(n)), std::pair{-k, n});
    }
  }
  return infinitesimals_;
}

std::optional<std::string> ShortGames::written(Id a) {
  if (auto known = texts_.find(a); known != texts_.end()) return known->second;
  const Node node = nodes_[a];
  // Appended piece by piece: GCC 12 warns falsely (stringop-overflow) on "*" + std::string.
  auto star_text = [](Count n) {
    std::string text;
    if (n > 0) text.append("*");
    if (n > 1) text.append(std::to_string(n));
    return text;
  };
  auto number_text = [](const Dyadic& x) { return x == Dyadic(0) ? std::string() : x.text(); };
  std::optional<std::string> text;
  if (node.number) {
    text = node.number->text();
  } else if (node.star) {
    text = number_text(*node.number_part).append(star_text(*node.star));
  } else {
    // x + k.^ + *n: a game whose stops are both x, less x, is infinitesimal.
    const auto stop = left_stop(a);
    if (stop && stop == right_stop(a)) {
      const auto& known = infinitesimals();
      if (auto found = known.find(add(a, number(-*stop))); found != known.end()) {
        const auto [k, n] = found->second;
        const char* arrow = k > 0 ? "^" : "v";
        text = number_text(*stop);
        text->append(arrow);
        if (std::abs(k) == 2) text->append(arrow);
        if (std::abs(k) > 2) text->append(std::to_string(std::abs(k)));
        text->append(star_text(n));
      }
    }
    if (!text) {
      text = "{";
      auto append = [&](const std::vector<Id>& options) {
        for (std::size_t i = 0; i < options.size() && text; ++i) {
          if (i > 0) text->append(",");
          const auto option = written(options[i]);
          if (option && text->size() + option->size() <= kMaxTextLength) {
            text->append(*option);
          } else {
            text.reset();
          }
        }
      };
      append(node.left);
      if (text) text->append("|");
      append(node.right);
      if (text) text->append("}");
      if (text && text->size() > kMaxTextLength) text.reset();
    }
  }
  texts_.emplace(a, text);
  return text;
}

std::string ShortGames::text(Id a) {
  if (auto whole = written(a)) return *whole;
  // Too long to read: the options short enough, and an ellipsis for the others.
  std::string text = "{";
  auto append = [&](const std::vector<Id>& options) {
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (i > 0) text.append(",");
      text.append(written(options[i]).value_or("…"));
    }
  };
  append(nodes_[a].left);
  text.append("|");
  append(nodes_[a].right);
  text.append("}");
  return text.size() <= kMaxTextLength ? text : "{…|…}";
}

}  // namespace marienbad

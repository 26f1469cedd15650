#include "hackenbush/hackenbush_picture.hpp"

#include <array>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "marienbad/quote.hpp"

namespace marienbad {

namespace {

constexpr std::string_view kRedPrefix = "red:";
constexpr std::string_view kBluePrefix = "blue:";
constexpr std::string_view kEmpty = "none";
// JSON joints are renumbered on reading: any number up to this is accepted.
constexpr Count kMaxJsonJoint = 1'000'000'000;

Result<EdgeColour> colour_from_letter(char letter) {
  switch (letter) {
    case 'B':
      return EdgeColour::Blue;
    case 'R':
      return EdgeColour::Red;
    case 'G':
      return EdgeColour::Green;
    default:
      return Error{"a colour is B, R or G"};
  }
}

// Every structural rule of a picture but the numbering of its joints.
Status check_edges(const std::vector<HackenbushEdge>& edges) {
  if (edges.size() > kMaxHackenbushEdges)
    return Error{"a picture has at most " + std::to_string(kMaxHackenbushEdges) + " edges"};
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (edges[i].from == 0 && edges[i].to == 0)
      return Error{"edge " + std::to_string(i + 1) + " goes from the ground to the ground"};
  }
  const std::uint64_t all =
      edges.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << edges.size()) - 1;
  const std::uint64_t grounded = grounded_edges(edges, all);
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (!(grounded >> i & 1))
      return Error{"edge " + std::to_string(i + 1) + " does not reach the ground"};
  }
  return Ok{};
}

// The tree notation: forest := tree (',' tree)*, tree := colour+ ['(' forest ')'].
class TreeParser {
 public:
  explicit TreeParser(std::string_view text) : text_(text) {}

  Result<std::vector<HackenbushEdge>> parse() {
    if (auto forest = parse_forest(0); !forest) return Error{forest.error()};
    if (pos_ != text_.size()) return Error{unexpected()};
    return std::move(edges_);
  }

 private:
  std::string unexpected() const {
    if (pos_ >= text_.size()) return "the text ends too soon";
    return "unexpected " + quote_for_message(text_.substr(pos_, 1)) + " at character " +
           std::to_string(pos_ + 1);
  }
  Status parse_forest(Count base) {
    for (;;) {
      if (auto tree = parse_tree(base); !tree) return tree;
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      return Ok{};
    }
  }
  Status parse_tree(Count base) {
    Count joint = base;
    std::size_t letters = 0;
    while (pos_ < text_.size()) {
      const auto colour = colour_from_letter(text_[pos_]);
      if (!colour) break;
      if (edges_.size() == kMaxHackenbushEdges)
        return Error{"a picture has at most " + std::to_string(kMaxHackenbushEdges) + " edges"};
      edges_.push_back({joint, ++joints_, *colour});
      joint = joints_;
      ++pos_;
      ++letters;
    }
    if (letters == 0) return Error{unexpected() + " (expected B, R or G)"};
    if (pos_ < text_.size() && text_[pos_] == '(') {
      ++pos_;
      if (auto forest = parse_forest(joint); !forest) return forest;
      if (pos_ >= text_.size() || text_[pos_] != ')')
        return Error{unexpected() + " (expected ')')"};
      ++pos_;
    }
    return Ok{};
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  Count joints_ = 0;
  std::vector<HackenbushEdge> edges_;
};

Result<Picture> parse_json(std::string_view text) {
  const auto json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded() || !json.is_object()) return Error{"not a JSON object"};
  Picture picture;
  for (const auto& [key, value] : json.items()) {
    if (key == "turn") {
      if (value == "blue") {
        picture.turn = Side::Blue;
      } else if (value == "red") {
        picture.turn = Side::Red;
      } else {
        return Error{"\"turn\" is \"blue\" or \"red\""};
      }
    } else if (key != "edges") {
      return Error{"unknown key " + quote_for_message(key) + " (expected \"edges\" and \"turn\")"};
    }
  }
  const auto edges = json.find("edges");
  if (edges == json.end() || !edges->is_array())
    return Error{"\"edges\" is a list of [joint, joint, colour]"};
  for (const auto& edge : *edges) {
    const std::string where = "edge " + std::to_string(picture.edges.size() + 1);
    if (picture.edges.size() == kMaxHackenbushEdges)
      return Error{"a picture has at most " + std::to_string(kMaxHackenbushEdges) + " edges"};
    if (!edge.is_array() || edge.size() != 3 || !edge[0].is_number_unsigned() ||
        !edge[1].is_number_unsigned() || !edge[2].is_string())
      return Error{where + " is not [joint, joint, \"B\", \"R\" or \"G\"]"};
    const auto from = edge[0].get<std::uint64_t>();
    const auto to = edge[1].get<std::uint64_t>();
    if (from > kMaxJsonJoint || to > kMaxJsonJoint)
      return Error{where + ": a joint is at most " + std::to_string(kMaxJsonJoint)};
    const auto& letter = edge[2].get_ref<const std::string&>();
    const auto colour = colour_from_letter(letter.size() == 1 ? letter[0] : '?');
    if (!colour) return Error{where + ": a colour is \"B\", \"R\" or \"G\""};
    picture.edges.push_back({from, to, *colour});
  }
  return picture;
}

std::string json_text(const Picture& picture) {
  nlohmann::json edges = nlohmann::json::array();
  for (const auto& edge : picture.edges)
    edges.push_back({edge.from, edge.to, std::string(1, colour_letter(edge.colour))});
  nlohmann::json json{{"edges", std::move(edges)}};
  if (picture.turn == Side::Red) json["turn"] = "red";
  return json.dump();
}

// The tree notation of the picture, read from the ground in the order of its edges; empty when
// a joint is reached twice (not a tree).
class TreeWriter {
 public:
  explicit TreeWriter(const std::vector<HackenbushEdge>& edges) : edges_(edges) {}

  std::optional<std::string> forest() {
    seen_.insert(0);
    std::string text;
    for (std::size_t e : children(0, edges_.size())) {
      if (!text.empty()) text += ',';
      if (!tree(e, 0, text)) return std::nullopt;
    }
    return text;
  }

 private:
  std::vector<std::size_t> children(Count joint, std::size_t parent) const {
    std::vector<std::size_t> found;
    for (std::size_t e = 0; e < edges_.size(); ++e) {
      if (e != parent && (edges_[e].from == joint || edges_[e].to == joint)) found.push_back(e);
    }
    return found;
  }
  // Edge `e` from `below`, and all it carries.
  bool tree(std::size_t e, Count below, std::string& text) {
    for (;;) {
      const auto& edge = edges_[e];
      const Count above = edge.from == below ? edge.to : edge.from;
      if (!seen_.insert(above).second) return false;
      text += colour_letter(edge.colour);
      const auto next = children(above, e);
      if (next.empty()) return true;
      if (next.size() == 1) {
        e = next[0];
        below = above;
        continue;
      }
      text += '(';
      for (std::size_t i = 0; i < next.size(); ++i) {
        if (i > 0) text += ',';
        if (!tree(next[i], above, text)) return false;
      }
      text += ')';
      return true;
    }
  }

  const std::vector<HackenbushEdge>& edges_;
  std::set<Count> seen_;
};

// After the pictures of Winning Ways, chapter 1 (their values are the engine's, which the tests
// check by play). A flower: a green stem, blue and red petals (loops). A house: blue and red
// walls, a green beam, a roof and a chimney. A tree: a blue trunk, red and blue branches. A
// forest of green stalks: Nim's 1-3-5-7.
constexpr std::array<NamedPicture, 4> kNamedPictures = {{
    {"flower", R"({"edges":[[0,1,"G"],[1,2,"G"],[2,2,"B"],[2,2,"B"],[2,2,"R"]]})"},
    {"house",
     R"({"edges":[[0,1,"B"],[0,2,"R"],[1,2,"G"],[1,3,"B"],[2,3,"R"],[3,4,"G"],[0,5,"B"],[0,6,"R"]]})"},
    {"tree", "B(R(B,BR),BR(R,RB))"},
    {"forest", "G,GGG,GGGGG,GGGGGGG"},
}};

}  // namespace

std::span<const NamedPicture> named_pictures() {
  return kNamedPictures;
}

Side opponent(Side side) {
  return side == Side::Blue ? Side::Red : Side::Blue;
}

bool may_cut(Side side, EdgeColour colour) {
  return colour == EdgeColour::Green || (colour == EdgeColour::Blue) == (side == Side::Blue);
}

char colour_letter(EdgeColour colour) {
  return colour == EdgeColour::Blue ? 'B' : colour == EdgeColour::Red ? 'R' : 'G';
}

std::uint64_t grounded_edges(const std::vector<HackenbushEdge>& edges, std::uint64_t present) {
  // Grow the set of joints reached from the ground until it stops: at most one pass per edge.
  std::set<Count> reached{0};
  std::uint64_t grounded = 0;
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t e = 0; e < edges.size(); ++e) {
      if (!(present >> e & 1) || (grounded >> e & 1)) continue;
      const bool from = reached.contains(edges[e].from);
      const bool to = reached.contains(edges[e].to);
      if (!from && !to) continue;
      grounded |= std::uint64_t{1} << e;
      reached.insert(from ? edges[e].to : edges[e].from);
      grew = true;
    }
  }
  return grounded;
}

std::vector<HackenbushEdge> renumbered(std::vector<HackenbushEdge> edges) {
  std::map<Count, Count> number{{0, 0}};
  auto renumber = [&](Count& joint) { joint = number.emplace(joint, number.size()).first->second; };
  for (auto& edge : edges) {
    renumber(edge.from);
    renumber(edge.to);
    if (edge.from > edge.to) std::swap(edge.from, edge.to);  // idempotent: see the header
  }
  return edges;
}

Heaps encode_picture(const Picture& picture) {
  Heaps heaps{picture.turn == Side::Blue ? Count{0} : Count{1}};
  for (const auto& edge : picture.edges) {
    heaps.push_back(edge.from);
    heaps.push_back(edge.to);
    heaps.push_back(static_cast<Count>(edge.colour));
  }
  return heaps;
}

Result<Picture> decode_picture(const Heaps& heaps) {
  if (heaps.empty() || (heaps.size() - 1) % 3 != 0)
    return Error{"a picture is its turn then three numbers per edge"};
  if (heaps[0] > 1) return Error{"the turn is 0 (Blue) or 1 (Red)"};
  Picture picture{heaps[0] == 0 ? Side::Blue : Side::Red, {}};
  if ((heaps.size() - 1) / 3 > kMaxHackenbushEdges)
    return Error{"a picture has at most " + std::to_string(kMaxHackenbushEdges) + " edges"};
  for (std::size_t i = 1; i < heaps.size(); i += 3) {
    if (heaps[i + 2] < 1 || heaps[i + 2] > 3)
      return Error{"a colour is 1 (blue), 2 (red) or 3 (green)"};
    picture.edges.push_back({heaps[i], heaps[i + 1], static_cast<EdgeColour>(heaps[i + 2])});
  }
  if (auto valid = check_edges(picture.edges); !valid) return Error{valid.error()};
  if (renumbered(picture.edges) != picture.edges)
    return Error{"the joints are numbered 1, 2, ... in the order the edges reach them"};
  return picture;
}

Result<Picture> parse_picture(std::string_view text, std::string_view what) {
  auto fail = [&](const std::string& why) -> Result<Picture> {
    return Error{std::string(what) + ": " + why};
  };
  for (const NamedPicture& named : kNamedPictures) {
    if (text == named.name) return parse_picture(named.picture, what);
  }
  Picture picture;
  if (text.starts_with('{')) {
    auto json = parse_json(text);
    if (!json) return fail(json.error());
    picture = std::move(json).value();
  } else {
    if (text.starts_with(kRedPrefix)) {
      picture.turn = Side::Red;
      text.remove_prefix(kRedPrefix.size());
    } else if (text.starts_with(kBluePrefix)) {
      text.remove_prefix(kBluePrefix.size());
    }
    if (text != kEmpty) {
      auto edges = TreeParser(text).parse();
      if (!edges)
        return fail(edges.error() + " (stalks such as BRB,RR, a tree such as B(R,BB), or JSON)");
      picture.edges = std::move(edges).value();
    }
  }
  if (auto valid = check_edges(picture.edges); !valid) return fail(valid.error());
  picture.edges = renumbered(std::move(picture.edges));
  return picture;
}

std::string picture_text(const Picture& picture) {
  const std::string turn(picture.turn == Side::Red ? kRedPrefix : std::string_view{});
  if (picture.edges.empty()) return turn + std::string(kEmpty);
  if (auto tree = TreeWriter(picture.edges).forest()) {
    // Written as a tree only when reading it back gives these very edges in this order, so that
    // a move's edge number means the same after a round trip (a saved match, a link).
    auto back = TreeParser(*tree).parse();
    if (back && *back == picture.edges) return turn + *tree;
  }
  return json_text(picture);
}

Picture cut_edge(const Picture& picture, std::size_t edge) {
  const std::size_t n = picture.edges.size();
  std::uint64_t present = (n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1);
  present &= ~(std::uint64_t{1} << edge);
  const std::uint64_t grounded = grounded_edges(picture.edges, present);
  Picture after{opponent(picture.turn), {}};
  for (std::size_t e = 0; e < n; ++e) {
    if (grounded >> e & 1) after.edges.push_back(picture.edges[e]);
  }
  after.edges = renumbered(std::move(after.edges));
  return after;
}

}  // namespace marienbad

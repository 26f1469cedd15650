// Small things a new player of Kayles read (issue 44, item 14): plurals from the catalogue, no
// row of no pins, lesson 7's wrong value's reason wrapped whole.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "app/text_wrap.hpp"
#include "boards/hint_model.hpp"
#include "english_strings.hpp"
#include "kayles/kayles.hpp"
#include "scenes/lesson_catalogue.hpp"
#include "scenes/lesson_pins.hpp"
#include "test_app.hpp"

using namespace marienbad;
using namespace marienbad::app;
using namespace marienbad::app::test;

namespace {

std::vector<std::string> labels(const Heaps& rows, const Strings& strings) {
  const HintModel model =
      build_hint_model(Game(KaylesGame(Rule::Normal)), rows, strings, /*person=*/true);
  REQUIRE(model.sum);
  std::vector<std::string> out;
  for (const SumHint::Part& part : model.sum->parts) out.push_back(part.label);
  return out;
}

}  // namespace

TEST_CASE("Kayles hint: a row's pins take the catalogue's plural form") {
  CHECK(labels({1, 3}, english()) == std::vector<std::string>{"1 (1 pin)", "2 (3 pins)"});
  const Strings french("fr");
  CHECK(labels({1, 3}, french) == std::vector<std::string>{"1 (1 quille)", "2 (3 quilles)"});
}

TEST_CASE("Kayles hint: no row of no pins once every pin is down") {
  const HintModel model =
      build_hint_model(Game(KaylesGame(Rule::Normal)), Heaps{0}, english(), /*person=*/true);
  REQUIRE(model.over);
  REQUIRE(model.sum);
  CHECK(model.sum->parts.empty());
  CHECK(model.sum->table.rows.empty());
  CHECK(model.sum->table.sum == 0);
  // A table the hint can draw: one heading, one parity and one digit of Σ a column.
  CHECK(model.sum->table.place_values.size() == model.sum->table.width);
  CHECK(model.sum->table.column_odd.size() == model.sum->table.width);
  CHECK(model.sum->table.sum_bits.size() == model.sum->table.width);
}

TEST_CASE("Lesson 7: a wrong value's reason never leaves a value alone on its last line") {
  TempDir home("grundy-widow");
  auto app = start_on_menu(home, {1280, 720});
  const Lesson& lesson = lessons().at(6);
  const auto step = std::find_if(lesson.steps.begin(), lesson.steps.end(),
                                 [](const LessonStep& s) { return s.kind == StepKind::Grundy; });
  REQUIRE(step != lesson.steps.end());
  LessonPinsPanel panel(app->context(), lesson, *step, false);
  // Rows of 0 to 3 pins found, then a row of 4 said to be worth 2 (reached: leave 2 pins).
  for (int digit : {0, 1, 2, 3, 2}) {
    Input input;
    input.action = Action::Digit;
    input.digit = digit;
    REQUIRE(panel.handle(input));
  }
  REQUIRE(panel.wrong());
  const std::string line = panel.line();
  CHECK(line.find("{0, 2, 3}") != std::string::npos);  // the values reached, as a set
  CHECK(line.find("g(4) = 1.") != std::string::npos);
  const auto characters = [](std::string_view text) {
    float n = 0;
    for (unsigned char ch : text) n += (ch & 0xC0) != 0x80 ? 1.0f : 0.0f;
    return n;
  };
  for (float width = 12; width <= 120; width += 1) {
    const std::vector<std::string> lines = wrap_text(line, width, characters);
    CAPTURE(width, lines);
    REQUIRE(lines.size() >= 2);
    CHECK(lines.back().find(' ') != std::string::npos);  // not one word ("1.") alone
    for (const std::string& l : lines)
      CHECK(std::count(l.begin(), l.end(), '{') == std::count(l.begin(), l.end(), '}'));
  }
}

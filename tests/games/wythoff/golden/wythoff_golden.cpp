// The golden heaps' own golden screens: lesson 6 (Dornim), the game graph, a review.
#include <catch2/catch.hpp>

#include "golden_screens.hpp"
#include "golden_steps.hpp"
#include "test_app.hpp"

namespace marienbad::app::golden {

using namespace marienbad::app::test;

namespace {}  // namespace

void wythoff_golden_screens(std::vector<Screen>& all) {
  all.push_back({"lesson-cold-squares", open_lesson(6), pick_a_wrong_kernel});
  // Lesson 6 on its third step (the kernel found): the cold squares and the lines of slopes φ
  // and 1/φ drawn on the board.
  all.push_back({"lesson-cold-lines", open_lesson(6), resume_lesson(6, 2)});
  all.push_back({"graph-wythoff",  // Dornim (5, 9): 60 positions, drawn whole
                 [](Options& o) {
                   o.variant = GameKind::Wythoff;
                   o.heaps = Heaps{5, 9};
                 },
                 open_graph});
  all.push_back({"graph-wythoff-5-4",  // the golden heaps from 5, 4: 5, 4 -> 3, 2 around 4, 3
                 [](Options& o) {
                   o.variant = GameKind::Wythoff;
                   o.heaps = Heaps{5, 4};
                 },
                 open_graph});
  all.push_back({"review-wythoff",
                 [](Options& o) {
                   o.variant = GameKind::Wythoff;
                   o.heaps = Heaps{7, 11};
                   o.rule = Rule::Normal;
                 },
                 review_of_blunder("x-3")});
}

}  // namespace marienbad::app::golden

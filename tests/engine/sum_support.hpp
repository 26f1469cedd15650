#pragma once
// The sum that the parts' texts make ("nim:1,3,5", "kayles:3,5", ...); the test fails,
// naming the reason, when they make none.
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "sum/sum.hpp"
#include "sum/sum_part.hpp"

namespace marienbad::testing {

inline SumGame make_sum(const std::vector<std::string>& texts) {
  std::vector<SumPart> parts;
  for (const auto& text : texts) parts.push_back(parse_sum_part(text).value());
  auto sum = SumGame::make(parts);
  INFO((sum.ok() ? std::string() : sum.error()));
  REQUIRE(sum.ok());
  return std::move(sum).value();
}

}  // namespace marienbad::testing

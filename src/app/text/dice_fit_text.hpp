// Which dice colours meet which requirement (R5.3), in words made from the rule itself: every
// sentence is built by asking the fit rule (die_fits) about each colour, so a lesson, an inspection
// and the rules screen's dice table can never teach a substitution the engine does not make. No SDL.
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/color.hpp"
#include "highscore/matching.hpp"

namespace hs::app {

// Whether a die of colour `die` meets a requirement of colour `required` (the engine's die_fits; a
// test may hand in another rule to see the words follow it).
using FitRule = bool (*)(Color die, Color required);

// The die colours that meet `required`, its own first, the others marked as stand-ins:
// "blue, yellow (wild) or black (wild)"; "any die" for an any-colour requirement.
std::string met_by_colours(Color required, const StringTable& t, FitRule fits = &die_fits);
// "Met by: blue, yellow (wild) or black (wild), showing 3 or more."
std::string met_by_line(const Requirement& r, const StringTable& t, FitRule fits = &die_fits);
// What a die of `die` meets: "a red die meets red only", "a yellow die meets yellow, and stands in for
// red and blue", "a black die stands in for every colour" (lower case: it is used inside sentences).
std::string die_fit_words(Color die, const StringTable& t, FitRule fits = &die_fits);

}  // namespace hs::app

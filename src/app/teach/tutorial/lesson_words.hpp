// Numbers in the lessons come from the card set, never written a second time: a lesson's text names
// a card's test by placeholder and gets the requirements and rewards the content really has
// (lesson_words.cpp).
#pragma once
#include <string>

#include "app/text/strings.hpp"
#include "highscore/content.hpp"

namespace hs::app {

// Fills a lesson text's placeholders in the language `words` is set to. ID is a card's id (OPT an
// option index or "+" for its + test) or a wandering monster's id (its one test; OPT ignored):
//   {need:ID:OPT}     every requirement, "blue 3+ and blue 2+" ("yellow 4+ twice")
//   {req:ID:OPT:K}    the K-th requirement alone, "blue 3+"
//   {metby:ID:OPT:K}  the dice colours meeting the K-th requirement, "Met by: blue, yellow (wild) or
//                     black (wild), showing 3 or more." (asked of the fit rule, R5.3)
//   {diefit:COLOUR}   what a die of COLOUR meets, "a yellow die meets yellow, and stands in for red and blue"
//   {reward:ID:OPT}   the reward, "2 coins", "1 coin and 1 gem"
//   {name:ID}         the card's or monster's name
// An unknown id, option or form leaves the text as it is and says what in `error`.
std::string fill_lesson_text(const std::string& text, const Content& content, const StringTable& words, std::string& error);

// "colour N+" in the language of `words` ("blue 3+", "azul 3+"), as the lessons write a requirement.
std::string requirement_words(const StringTable& words, const Requirement& q);

}  // namespace hs::app

// Lookups over the loaded content, the text form of a content error, and where the game looks for
// its content by default.
#include "highscore/content.hpp"
#include "highscore/data_location.hpp"

namespace hs {

namespace {
template <typename T>
int index_of(const std::vector<T>& items, const std::string& id) {
  for (std::size_t i = 0; i < items.size(); ++i)
    if (items[i].id == id) return static_cast<int>(i);
  return -1;
}
}  // namespace

int Content::character_index(const std::string& id) const { return index_of(characters, id); }
int Content::card_index(const std::string& id) const { return index_of(cards, id); }
int Content::equipment_index(const std::string& id) const { return index_of(equipment, id); }
int Content::monster_index(const std::string& id) const { return index_of(monsters, id); }

const Layout* Content::layout(const std::string& id) const {
  const int i = index_of(layouts, id);
  return i < 0 ? nullptr : &layouts[static_cast<std::size_t>(i)];
}

const CoopMap* Content::coop_map(const std::string& id) const {
  for (const auto& m : coop_maps)
    if (m.id == id) return &m;
  return nullptr;
}

std::vector<int> Content::cards_of(CardKind kind, int level) const {
  std::vector<int> out;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (cards[i].kind == kind && cards[i].level == level) out.push_back(static_cast<int>(i));
  return out;
}

std::string ContentError::to_string() const {
  std::string out = file.empty() ? std::string() : file + ": ";
  if (!pointer.empty()) out += pointer + ": ";
  return out + message;
}

std::string default_data_dir() { return find_content_dir().found; }

}  // namespace hs

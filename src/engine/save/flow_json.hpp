// Snapshot parts added with the decision stack: frames, entities and the end reason <-> JSON.
// Readers throw jsonread::JsonReadError naming the JSON pointer.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "highscore/state.hpp"

namespace hs {

std::string_view step_name(StepKind k);
std::string_view entity_name(EntityKind k);
std::string_view end_reason_name(EndReason r);

nlohmann::json frames_to_json(const std::vector<Frame>& stack);
std::vector<Frame> frames_from_json(const nlohmann::json& j, const std::string& where);
nlohmann::json entities_to_json(const std::vector<Entity>& entities);
std::vector<Entity> entities_from_json(const nlohmann::json& j, const std::string& where);
EndReason end_reason_from_json(const nlohmann::json& j, const std::string& where);

}  // namespace hs

// Overloaded: one visitor out of several lambdas, for std::visit over Action (saves, co-op rules).
#pragma once

namespace hs {

template <class... Fs>
struct Overloaded : Fs... {
  using Fs::operator()...;
};
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;

}  // namespace hs

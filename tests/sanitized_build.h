#pragma once

// Whether the tests are built with AddressSanitizer or ThreadSanitizer (the sanitize and tsan
// presets): their allocators keep freed memory their own way, and the code runs ten to twenty
// times slower than in the release build.

namespace cribbage::testing {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitizedBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
#else
inline constexpr bool kSanitizedBuild = false;
#endif

}  // namespace cribbage::testing

#pragma once

// Some of the core's enums are written as a list of their names, CRIBBAGE_<NAMES>(X), and
// defined from it:  enum class E { CRIBBAGE_<NAMES>(CRIBBAGE_ENUMERATOR) };
// so that a layer above (the Qt table, whose meta-object compiler must see every name) can
// read the same list instead of copying it.
#define CRIBBAGE_ENUMERATOR(name) name,
// Counts the names: std::initializer_list<int>{CRIBBAGE_<NAMES>(CRIBBAGE_COUNT_ONE)}.size() is
// the number of values.
#define CRIBBAGE_COUNT_ONE(name) 1,

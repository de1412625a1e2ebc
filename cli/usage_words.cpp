#include "usage_words.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <string_view>

#include "cribbage/excerpt.h"

namespace cribbage::cli {
namespace {

// CLI11 2.1 says what it refused only in its messages; these are their shapes
// (CLI/Error.hpp), each read back here and said again in the project's words.
constexpr std::string_view kNotExpected = " not expected: ";
constexpr std::string_view kIsRequired = " is required";
constexpr std::string_view kFlagOverride = " was given a disallowed flag override";
constexpr std::string_view kExcludes = " excludes ";
constexpr std::string_view kRequires = " requires ";
constexpr std::string_view kNotAllowedFor = " is not an allowed value for ";
constexpr std::string_view kCouldNotConvert = "Could not convert: ";

constexpr std::string_view kSubcommands = "score, peg, discard, play, simulate, engine or record";

// An option or an argument as the user knows it: the positional "cards" are the cards.
std::string shown(std::string_view name) {
    if (name == "cards") {
        return "cards on the command line";
    }
    return std::string(name);
}

// "cribbage-cli score", or "cribbage-cli" before any subcommand was read.
std::string commandName(const CLI::App& app) {
    const auto used = app.get_subcommands();
    return used.empty() ? "cribbage-cli" : "cribbage-cli " + used.front()->get_name();
}

// The text before the first ": ", or all of it.
std::string_view nameBeforeColon(std::string_view message) {
    return message.substr(0, message.find(": "));
}

std::string unexpected(const CLI::App& app, std::string_view message,
                       const std::vector<std::string>& args) {
    // CLI11 lists the extras from the last; the user reads from the first.
    const auto listed = message.substr(message.find(kNotExpected) + kNotExpected.size());
    for (const std::string& arg : args) {
        if (listed.find(arg) != std::string_view::npos) {
            return commandName(app) + " does not take " + quotedExcerpt(arg);
        }
    }
    return commandName(app) + " does not take " + quotedExcerpt(listed);
}

// "check or write": the subcommands of a subcommand.
std::string subcommandNames(const CLI::App& command) {
    const auto subcommands = command.get_subcommands({});
    std::string names;
    for (std::size_t i = 0; i < subcommands.size(); ++i) {
        names += (i == 0 ? "" : (i + 1 == subcommands.size() ? " or " : ", ")) +
                 subcommands[i]->get_name();
    }
    return names;
}

std::string missing(const CLI::App& app, std::string_view message,
                    const std::vector<std::string>& args) {
    if (message.starts_with("A subcommand") && !app.get_subcommands().empty()) {
        const std::string names = subcommandNames(*app.get_subcommands().front());
        if (args.size() > 1 && !args[1].starts_with('-')) {
            return "unknown subcommand " + quotedExcerpt(args[1]) + " of " + commandName(app) +
                   ": it is one of " + names;
        }
        return commandName(app) + " needs a subcommand: " + names;
    }
    if (message.starts_with("A subcommand")) {
        if (!args.empty() && !args.front().starts_with('-')) {
            return "unknown subcommand " + quotedExcerpt(args.front()) + ": it is one of " +
                   std::string(kSubcommands);
        }
        if (!args.empty()) {
            return "cribbage-cli does not take " + quotedExcerpt(args.front()) +
                   " before a subcommand: give one of " + std::string(kSubcommands);
        }
        return "no subcommand: give one of " + std::string(kSubcommands);
    }
    return shown(message.substr(0, message.find(kIsRequired))) + " must be given";
}

std::string mismatched(std::string_view message) {
    if (const auto at = message.find(kFlagOverride); at != std::string_view::npos) {
        return "--" + std::string(message.substr(0, at)) + " takes no value: write it alone";
    }
    if (message.find(": At Most ") != std::string_view::npos) {
        return shown(nameBeforeColon(message)) + " is given more than once: give it once";
    }
    if (const auto at = message.find(" arguments to "); at != std::string_view::npos) {
        const auto name = message.substr(at + 14, message.find(", got") - at - 14);
        return shown(name) + " takes another number of values (run with --help)";
    }
    return shown(nameBeforeColon(message)) + " needs a value";
}

std::string twoOf(std::string_view message, std::string_view between, std::string_view says) {
    const auto at = message.find(between);
    return shown(message.substr(0, at)) + std::string(says) +
           shown(message.substr(at + between.size()));
}

std::string notConverted(std::string_view message) {
    if (const auto at = message.find(kNotAllowedFor); at != std::string_view::npos) {
        const auto value = message.substr(std::string_view("The value ").size());
        return std::string(message.substr(at + kNotAllowedFor.size())) + " does not take " +
               quotedExcerpt(value.substr(0, value.find(kNotAllowedFor)));
    }
    if (message.starts_with(kCouldNotConvert)) {
        const auto rest = message.substr(kCouldNotConvert.size());
        const auto equals = rest.find(" = ");
        return std::string(rest.substr(0, equals)) + " does not take " +
               quotedExcerpt(rest.substr(equals + 3));
    }
    // A flag given a value: "NAME: too many inputs for a flag", "NAME: Should be true/false".
    return std::string(nameBeforeColon(message)) + " takes no value: write it alone";
}

// By its type: CLI11 names some errors by their subcommand instead (get_name()).
template <typename Kind>
bool is(const CLI::Error& error) {
    return dynamic_cast<const Kind*>(&error) != nullptr;
}

}  // namespace

std::string usageReason(const CLI::App& app, const CLI::Error& error,
                        const std::vector<std::string>& args) {
    const std::string_view message = error.what();
    if (is<CLI::ValidationError>(error)) {
        return std::string(message);  // the project's own checks: already its words
    }
    if (is<CLI::ExtrasError>(error)) {
        return unexpected(app, message, args);
    }
    if (is<CLI::RequiredError>(error)) {
        return missing(app, message, args);
    }
    if (is<CLI::ArgumentMismatch>(error)) {
        return mismatched(message);
    }
    if (is<CLI::ExcludesError>(error)) {
        return twoOf(message, kExcludes, " and ") + " cannot both be given";
    }
    if (is<CLI::RequiresError>(error)) {
        return twoOf(message, kRequires, " needs ");
    }
    if (is<CLI::ConversionError>(error)) {
        return notConverted(message);
    }
    return "the command line could not be read";
}

std::optional<std::string> strayEmptyArgument(const CLI::App& app,
                                              const std::vector<std::string>& args) {
    const CLI::App* command = nullptr;
    for (std::size_t n = 0; n < args.size(); ++n) {
        const std::string& arg = args[n];
        if (command == nullptr) {
            const auto named = app.get_subcommands(
                [&arg](const CLI::App* subcommand) { return subcommand->get_name() == arg; });
            command = named.empty() ? nullptr : named.front();
        }
        if (!arg.empty()) {
            continue;
        }
        if (n == 0) {
            return std::string("an empty argument before the subcommand: remove it");
        }
        const CLI::Option* before =
            command == nullptr ? nullptr : command->get_option_no_throw(args[n - 1]);
        if (before == nullptr || before->get_expected_min() == 0) {
            return "an empty argument after " + quotedExcerpt(args[n - 1]) + ": remove it";
        }
    }
    return std::nullopt;
}

}  // namespace cribbage::cli

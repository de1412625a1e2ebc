import QtQuick
import QtQuick.Controls
import QtTest
import Cribbage.Ui

// The Help menu's dialogs: the rules in sections, their worked examples drawn with the core's
// points; every shortcut of the one list, in the platform's words; the version and the
// licence of each part the game ships.
Item {
    id: root

    width: 1024
    height: 600

    ShortcutsDialog {
        id: shortcuts

        unit: 14
        anchors.centerIn: parent
    }

    RulesDialog {
        id: rules

        unit: 14
        anchors.centerIn: parent
    }

    AboutDialog {
        id: about

        unit: 14
        anchors.centerIn: parent
    }

    TestCase {
        name: "HelpDialogs"
        when: windowShown

        function found(parent, name) {
            const all = []
            for (let i = 0; i < parent.children.length; ++i) {
                const child = parent.children[i]
                if (child.objectName === name)
                    all.push(child)
                all.push(...found(child, name))
            }
            return all
        }

        function test_every_shortcut_is_listed() {
            shortcuts.open()
            tryCompare(shortcuts, "opened", true)
            waitForRendering(shortcuts.contentItem)
            const listed = found(shortcuts.contentItem, "shortcutKeys").map(label => label.text)
            let keys = 0
            for (const group of Shortcuts.groups)
                keys += group.keys.length
            compare(listed.length, keys)
            verify(listed.indexOf("Ctrl+N") >= 0, listed)
            verify(listed.indexOf("Ctrl+Shift+N") >= 0)
            verify(listed.indexOf("Return, Enter, C") >= 0)
            verify(listed.every(text => text !== ""), "each sequence has its words")
            verify(shortcuts.width <= root.width && shortcuts.height <= root.height)
            shortcuts.close()
            tryCompare(shortcuts, "visible", false)
        }

        function test_the_rules_in_sections_with_their_examples() {
            rules.open()
            tryCompare(rules, "opened", true)
            verify(rules.width <= root.width && rules.height <= root.height)
            const titles = rules.book.sections.map(section => section.title)
            for (const wanted of ["The deal", "The crib", "The starter", "The play", "The show",
                                  "Scoring combinations", "Muggins", "Game end and skunks",
                                  "Three and four players"])
                verify(titles.indexOf(wanted) >= 0, wanted)
            const list = findChild(rules.contentItem, "ruleSections")
            const title = findChild(rules.contentItem, "ruleTitle")
            for (let i = 0; i < titles.length; ++i) {
                list.currentIndex = i
                compare(rules.section, i)
                compare(title.text, titles[i])
                waitForRendering(rules.contentItem)
                const paragraphs = found(rules.contentItem, "ruleParagraph").filter(label => label.visible)
                verify(paragraphs.length >= 2, titles[i])
                verify(paragraphs.every(label => !label.truncated && label.text.endsWith(".")), titles[i])
            }
            // The play: under each card, what the core says it scored.
            rules.section = titles.indexOf("The play")
            waitForRendering(rules.contentItem)
            compare(found(rules.contentItem, "playExample").length, RuleExamples.play.length)
            const points = found(rules.contentItem, "playPoints").map(label => label.points)
            compare(points, [].concat(...RuleExamples.play.map(example => example.points)))
            compare(points.slice(0, 4), [0, 2, 2, 0])
            // The show: each hand with its starter and the count as players say it.
            rules.section = titles.indexOf("Scoring combinations")
            waitForRendering(rules.contentItem)
            const counts = found(rules.contentItem, "showCount").map(label => label.text)
            compare(counts.length, 6)
            verify(counts[4].indexOf("his nobs is twenty-nine (29)") >= 0, counts[4])
            rules.close()
            tryCompare(rules, "visible", false)
        }

        function test_about_names_the_version_and_the_licences() {
            about.open()
            tryCompare(about, "opened", true)
            waitForRendering(about.contentItem)
            const version = findChild(about.contentItem, "versionLabel")
            verify(/^Cribbage \d+\.\d+\.\d+, on Qt 6\./.test(version.text), version.text)
            const names = AboutInfo.components.map(part => part.name)
            compare(names[0], "Cribbage")
            verify(names.indexOf("Qt") >= 0)
            const notice = findChild(about.contentItem, "noticeText")
            verify(notice.text.indexOf("MIT License") >= 0, "the game's own licence first")
            // Each part's notice is there to read; the LGPL comes with the GPL it supplements.
            for (let i = 0; i < AboutInfo.components.length; ++i) {
                about.chosen = i
                verify(notice.text.length > 500, names[i])
            }
            about.chosen = names.indexOf("Qt")
            verify(notice.text.indexOf("GNU LESSER GENERAL PUBLIC LICENSE") >= 0)
            verify(notice.text.indexOf("GNU GENERAL PUBLIC LICENSE") >= 0)
            compare(AboutInfo.noticeText("../LICENSE"), "")
            about.close()
            tryCompare(about, "visible", false)
        }
    }
}

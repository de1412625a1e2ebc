import QtQuick
import QtTest
import Cribbage.Table

Item {
    id: root

    width: 400
    height: 300

    Component {
        id: cardComponent

        Card {
            x: 100
            y: 80
            width: 100
            height: 140
        }
    }

    SignalSpy {
        id: activatedSpy

        signalName: "activated"
    }

    SignalSpy {
        id: underSpy

        signalName: "activated"
    }

    TestCase {
        name: "Card"
        when: windowShown

        function createCard(properties) {
            const card = createTemporaryObject(cardComponent, root, properties)
            verify(card !== null, "the card was created")
            return card
        }

        function face(card) {
            return findChild(card, "face")
        }

        function back(card) {
            return findChild(card, "back")
        }

        function test_face_up_shows_the_face() {
            const card = createCard({"name": "QH", "animationScale": 0})
            compare(card.faceSource, "qrc:/cards/standard/QH.svg")
            tryCompare(face(card), "status", Image.Ready)
            verify(card.faceShown)
        }

        function test_face_down_shows_the_back() {
            const card = createCard({"name": "QH", "faceUp": false, "animationScale": 0})
            verify(!card.faceShown)
            tryCompare(back(card), "status", Image.Ready)
            compare(back(card).source, card.backSource)
        }

        function test_no_name_shows_the_back() {
            const card = createCard({"name": "", "animationScale": 0})
            verify(!card.showsFace)
            verify(!card.faceShown)
            compare(face(card).source, "")
        }

        function test_a_name_that_is_no_card_shows_the_back_without_warning() {
            for (const name of ["ZZ", "1H", "QHX", "qh", "10H"]) {
                const card = createCard({"name": name, "animationScale": 0})
                verify(!card.isCard, name)
                verify(!card.faceShown, name)
                compare(face(card).source, "", name)
            }
        }

        function test_flip_turns_over_and_ends_face_up() {
            const card = createCard({"name": "5D", "faceUp": false, "animationScale": 0.5})
            verify(!card.faceShown)
            card.faceUp = true
            tryVerify(() => card.flipping, 1000, "the turn starts")
            verify(!card.faceShown, "the back shows in the first half of the turn")
            tryCompare(card, "flipping", false)
            verify(card.faceShown, "and the face at the end")
        }

        function test_every_back_style_loads() {
            verify(Theme.backStyles.includes(Theme.backStyle), "the default is one of them")
            for (const style of Theme.backStyles) {
                const card = createCard({"name": "", "backStyle": style})
                compare(card.backSource, "qrc:/cards/backs/" + style + ".svg")
                tryCompare(back(card), "status", Image.Ready)
            }
        }

        function test_name_change_updates_the_image() {
            const card = createCard({"name": "QH", "animationScale": 0})
            card.name = "TC"
            compare(face(card).source, "qrc:/cards/standard/TC.svg")
            tryCompare(face(card), "status", Image.Ready)
        }

        function test_four_colour_faces() {
            const card = createCard({"name": "KD", "fourColour": true})
            compare(face(card).source, "qrc:/cards/four-colour/KD.svg")
            tryCompare(face(card), "status", Image.Ready)
        }

        function test_all_52_faces_load_in_both_decks() {
            const card = createCard({"name": "AS", "animationScale": 0})
            for (const deck of [false, true]) {
                card.fourColour = deck
                for (const suit of "CDHS")
                    for (const rank of "A23456789TJQK") {
                        card.name = rank + suit
                        tryCompare(face(card), "status", Image.Ready, 1000, card.faceSource)
                    }
            }
        }

        function test_selected_lifts_and_highlights() {
            const card = createCard({"name": "QH", "animationScale": 0.2})
            compare(card.lift, 0)
            card.selected = true
            tryCompare(card, "lift", card.height * 0.16)
            verify(findChild(card, "selectionGlow").visible)
            card.selected = false
            tryCompare(card, "lift", 0)
            verify(!findChild(card, "selectionGlow").visible)
        }

        function test_a_hover_lifts_only_a_card_a_tap_would_play() {
            const card = createCard({"name": "QH", "animationScale": 0.2})
            try {
                mouseMove(root, 150, 150)
                tryCompare(card, "lift", card.height * 0.04)
                card.interactive = false
                tryCompare(card, "lift", 0)
                card.interactive = true
                tryCompare(card, "lift", card.height * 0.04)
            } finally {
                // The pointer leaves, whatever happened: the other tests start with none.
                mouseMove(root, 10, 10)
            }
            tryCompare(card, "lift", 0)
        }

        function test_unplayable_is_dimmed() {
            const card = createCard({"name": "QH"})
            verify(!findChild(card, "dimmer").visible)
            card.playable = false
            verify(findChild(card, "dimmer").visible)
        }

        function test_focus_ring_only_with_active_focus() {
            const card = createCard({"name": "QH"})
            verify(!findChild(card, "focusRing").visible)
            card.forceActiveFocus()
            verify(findChild(card, "focusRing").visible)
        }

        function test_tap_space_and_enter_activate() {
            const card = createCard({"name": "QH", "animationScale": 0})
            activatedSpy.target = card
            activatedSpy.clear()
            mouseClick(card)
            compare(activatedSpy.count, 1)
            card.forceActiveFocus()
            keyClick(Qt.Key_Space)
            keyClick(Qt.Key_Return)
            compare(activatedSpy.count, 3)
        }

        // Two cards as a fanned hand lays them: the second over the right half of the first.
        function overlappingPair(properties) {
            const under = createCard(Object.assign({"name": "5C", "animationScale": 0}, properties))
            const over = createCard(Object.assign({"name": "6C", "animationScale": 0,
                                                   "x": 150, "rotation": 3}, properties))
            underSpy.target = under
            underSpy.clear()
            activatedSpy.target = over
            activatedSpy.clear()
            return [under, over]
        }

        function test_a_tap_where_cards_overlap_reaches_only_the_top_card() {
            const [under, over] = overlappingPair({})
            mouseClick(root, 180, 150)
            compare(activatedSpy.count, 1, "the card on top")
            compare(underSpy.count, 0, "not the card under it")
            mouseClick(root, 120, 150)
            compare(underSpy.count, 1, "the part of the lower card that shows")
            compare(activatedSpy.count, 1)
        }

        function test_a_lifted_card_is_tapped_where_it_is_drawn() {
            const [under, over] = overlappingPair({})
            under.selected = true
            compare(under.lift, under.height * 0.16)
            // Above the top card, where only the lifted card shows.
            mouseClick(root, 180, 80 - under.lift / 2)
            compare(underSpy.count, 1)
            // Where the lifted card has left the felt bare.
            mouseClick(root, 120, 80 + under.height - under.lift / 2)
            compare(underSpy.count, 1)
            compare(activatedSpy.count, 0)
        }

        function test_a_card_not_interactive_takes_no_action_but_hides_what_is_under_it() {
            const [under, over] = overlappingPair({})
            over.interactive = false
            mouseClick(root, 180, 150)
            over.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(activatedSpy.count, 0)
            compare(underSpy.count, 0)
        }

        function test_images_are_rasterised_at_the_shown_size() {
            const card = createCard({"name": "QH"})
            card.width = 250
            card.height = 350
            const ratio = Screen.devicePixelRatio
            compare(face(card).sourceSize.width, Math.ceil(250 * ratio))
            compare(back(card).sourceSize.height, Math.ceil(350 * ratio))
        }
    }
}

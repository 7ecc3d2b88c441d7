import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private final class Picked: @unchecked Sendable {
    var names: [String] = []
}

private struct Facility: Identifiable {
    var id: String { name }
    let name: String
    let detail: String
}

/// A list of facilities whose alert and dialog present the one tapped.
private struct Facilities: View {
    @State var selected: Facility?
    @State var showingAlert = false
    @State var showingDialog = false
    let picked: Picked

    var body: some View {
        VStack {
            Button("Pool") {
                selected = Facility(name: "Pool", detail: "Open until ten")
                showingAlert = true
            }
            Button("Gym") {
                selected = Facility(name: "Gym", detail: "Towels provided")
                showingDialog = true
            }
            Button("Nothing") { showingAlert = true }
        }
        .alert(selected?.name ?? "More information", isPresented: $showingAlert, presenting: selected) { facility in
            Button("Book \(facility.name)") { picked.names.append(facility.name) }
        } message: { facility in
            Text(facility.detail)
        }
        .confirmationDialog("Use", isPresented: $showingDialog, titleVisibility: .visible, presenting: selected) { facility in
            Button("Go to the \(facility.name)") { picked.names.append("dialog " + facility.name) }
        }
    }
}

/// `alert(_:isPresented:presenting:actions:message:)` and
/// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`:
/// shown while the binding is true and the data is there, with the data
/// passed to the actions and the message (Apple's documentation of both).
@MainActor
@Suite("Alerts and dialogs that present data")
struct PresentingAlertTests {
    @Test func anAlertPassesItsDataToTheActionsAndTheMessage() {
        let picked = Picked()
        let host = phone(Facilities(picked: picked))
        #expect(tap("Pool", in: host))
        host.advance(by: 1)
        #expect(shows("Open until ten", in: host))
        #expect(tap("Book Pool", in: host))
        host.advance(by: 1)
        #expect(picked.names == ["Pool"])
        // Its button dismissed it.
        #expect(!shows("Open until ten", in: host))
    }

    @Test func withoutDataNothingIsPresented() {
        let host = phone(Facilities(picked: Picked()))
        #expect(tap("Nothing", in: host))
        host.advance(by: 1)
        #expect(!shows("More information", in: host))
        #expect(host.find(text: "Pool") != nil)
    }

    @Test func aDialogPassesItsDataToTheActions() {
        let picked = Picked()
        let host = phone(Facilities(picked: picked))
        #expect(tap("Gym", in: host))
        host.advance(by: 1)
        #expect(shows("Use", in: host))
        #expect(tap("Go to the Gym", in: host))
        host.advance(by: 1)
        #expect(picked.names == ["dialog Gym"])
        #expect(!shows("Go to the Gym", in: host))
    }
}

import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private final class Counter: @unchecked Sendable {
    var count = 0
}

private struct SheetHost: View {
    @State var showing = false
    let dismissed: Counter
    var body: some View {
        Button("Show") { showing = true }
            .sheet(isPresented: $showing, onDismiss: { dismissed.count += 1 }) {
                SheetContent()
            }
    }
}

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text("Sheet \(isPresented ? "presented" : "not presented")")
            Button("Close") { dismiss() }
        }
    }
}

@MainActor
@Suite("Sheets, covers, alerts and confirmation dialogs")
struct PresentationTests {
    @Test func aSheetSlidesUpOverADimmedHostAndDismisses() {
        let counter = Counter()
        let host = phone(SheetHost(dismissed: counter))
        #expect(tap("Show", in: host))
        // Presented without withAnimation: the default 0.35 s ease in out.
        host.advance(by: 0.175)
        let halfway = frame(of: "Sheet presented", in: host)!
        host.advance(by: 1)
        let shown = frame(of: "Sheet presented", in: host)!
        // The card starts 10 below the safe area's top; its content at its top.
        #expect(shown.minY == 57)
        #expect(halfway.minY > shown.minY + 300 && halfway.minY < shown.minY + 544)
        let dim = host.drawnViews.first { entry in
            if case .color(let color)? = entry.item.content { return color.opacity == 0.2 }
            return false
        }
        #expect(dim?.item.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(tap("Close", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Sheet presented", in: host) == nil)
        #expect(counter.count == 1)
    }

    /// Found by the random-use test: a sheet whose dismissal ended in a
    /// frame, with no update after it, left its card's preference reader
    /// registered until the next update.
    @Test func aDismissedSheetLeavesNoPreferenceReaderBehind() {
        let host = phone(SheetHost(dismissed: Counter()))
        #expect(host.graph.census.preferenceReaders == 0)
        #expect(tap("Show", in: host))
        host.advance(by: 1)
        #expect(host.graph.census.preferenceReaders == 1)
        #expect(tap("Close", in: host))
        host.advance(by: 1)
        #expect(frame(of: "Sheet presented", in: host) == nil)
        #expect(host.graph.census.preferenceReaders == 0)
    }

    @Test func aSheetFollowsADragAndDismissesPastAQuarter() {
        let counter = Counter()
        let host = phone(SheetHost(dismissed: counter))
        #expect(tap("Show", in: host))
        host.advance(by: 1)
        // A short drag springs back.
        #expect(host.press(at: CGPoint(x: 200, y: 500)))
        host.move(to: CGPoint(x: 200, y: 560))
        #expect(frame(of: "Sheet presented", in: host)!.minY == 117)
        host.release(at: CGPoint(x: 200, y: 560))
        host.advance(by: 1)
        #expect(frame(of: "Sheet presented", in: host)!.minY == 57)
        // A long one dismisses.
        #expect(host.press(at: CGPoint(x: 200, y: 400)))
        host.move(to: CGPoint(x: 200, y: 700))
        host.release(at: CGPoint(x: 200, y: 700))
        host.advance(by: 1)
        #expect(frame(of: "Sheet presented", in: host) == nil)
        #expect(counter.count == 1)
    }

    @Test func aSheetForAnItemShowsIt() {
        struct Fruit: Identifiable { let id: String }
        struct Picker: View {
            @State var fruit: Fruit?
            var body: some View {
                Button("Pick") { fruit = Fruit(id: "Fig") }
                    .sheet(item: $fruit) { Text("Chose \($0.id)") }
            }
        }
        let host = phone(Picker())
        #expect(tap("Pick", in: host))
        host.advance(by: 1)
        #expect(shows("Chose Fig", in: host))
    }

    @Test func aFullScreenCoverCoversTheHost() {
        struct Cover: View {
            @State var showing = false
            var body: some View {
                Button("Open") { showing = true }
                    .fullScreenCover(isPresented: $showing) { Text("Cover") }
            }
        }
        let host = phone(Cover())
        #expect(tap("Open", in: host))
        host.advance(by: 1)
        // No dimming; the content at the top of the safe area.
        #expect(frame(of: "Cover", in: host)!.minY == 47)
        #expect(
            !host.drawnViews.contains { entry in
                if case .color(let color)? = entry.item.content { return color.opacity == 0.2 }
                return false
            })
    }

    @Test func anAlertShowsItsButtonsAndEachDismissesIt() {
        let deleted = Counter()
        struct Deleter: View {
            @State var asking = false
            let deleted: Counter
            var body: some View {
                Button("Remove") { asking = true }
                    .alert("Delete the file?", isPresented: $asking) {
                        Button("Delete", role: .destructive) { deleted.count += 1 }
                        Button("Cancel", role: .cancel) {}
                    } message: {
                        Text("This cannot be undone.")
                    }
            }
        }
        let host = phone(Deleter(deleted: deleted))
        #expect(tap("Remove", in: host))
        host.advance(by: 1)
        let title = frame(of: "Delete the file?", in: host)!
        #expect(abs(title.midX - 195) <= onePixel)
        #expect(title.minY > 300)  // the card is centered
        #expect(shows("This cannot be undone.", in: host))
        // Two buttons side by side in the 270-wide card.
        let buttons = host.drawnViews.filter { $0.item.content?.string == "Delete" || $0.item.content?.string == "Cancel" }
            .map { $0.item.frame.applying($0.transform) }.filter { $0.minY > title.maxY }
        #expect(buttons.count == 2)
        #expect(abs(buttons[0].midY - buttons[1].midY) < 1e-9)
        #expect(abs(buttons[0].midX - (60 + 67.5)) < 1)
        let destructive = host.drawnViews.first { $0.item.content?.string == "Delete" && $0.item.frame.minY > title.maxY }!
        #expect(host.tap(at: CGPoint(x: destructive.item.frame.midX, y: destructive.item.frame.midY)))
        host.advance(by: 1)
        #expect(deleted.count == 1)
        #expect(frame(of: "Delete the file?", in: host) == nil)
    }

    @Test func theOlderAlertSpellingWorks() {
        struct Old: View {
            @State var showing = true
            var body: some View {
                Text("Base").alert(isPresented: $showing) {
                    Alert(title: Text("Saved"), message: Text("All good"), dismissButton: .default(Text("Got it")))
                }
            }
        }
        let host = phone(Old())
        host.advance(by: 1)
        #expect(shows("Saved", in: host) && shows("All good", in: host))
        #expect(tap("Got it", in: host))
        host.advance(by: 1)
        #expect(!shows("Saved", in: host))
    }

    @Test func aConfirmationDialogSlidesUpAndATapOutsideCancels() {
        struct Dialog: View {
            @State var asking = false
            var body: some View {
                Button("Share") { asking = true }
                    .confirmationDialog("Share how?", isPresented: $asking, titleVisibility: .visible) {
                        Button("Mail") {}
                        Button("Messages") {}
                    }
            }
        }
        let host = phone(Dialog())
        #expect(tap("Share", in: host))
        host.advance(by: 1)
        #expect(shows("Share how?", in: host) && shows("Mail", in: host) && shows("Cancel", in: host))
        // The cancel card is at the bottom: 8 above the safe area's bottom.
        let cancel = frame(of: "Cancel", in: host)!
        #expect(abs(cancel.midY - (844 - 34 - 8 - 57.0 / 2)) < 1e-9)
        #expect(host.tap(at: CGPoint(x: 195, y: 100)))
        host.advance(by: 1)
        #expect(!shows("Mail", in: host))
    }
}

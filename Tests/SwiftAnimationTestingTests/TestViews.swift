import Foundation
import SnapshotTesting
import SwiftAnimation

/// A square that grows from 1 to 2 times its size over one second,
/// linearly, from when it appears: its scale at t is 1 + t, a closed form
/// a snapshot at any time can be checked against.
struct Grow: View {
    @State private var grown = false

    var body: some View {
        Color.blue
            .frame(width: 40, height: 40)
            .scaleEffect(grown ? 2 : 1)
            .onAppear {
                withAnimation(.linear(duration: 1)) { grown = true }
            }
    }
}

/// A dot that fades in and out forever: it never settles.
struct Pulse: View {
    @State private var dim = false

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 20, height: 20)
            .opacity(dim ? 0.2 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.5).repeatForever()) { dim = true }
            }
    }
}

/// A button that slides a label 100 points right with an ease-out curve
/// when tapped, and a label to find.
struct Slide: View {
    @State private var moved = false

    var body: some View {
        VStack(spacing: 20) {
            Text("Hello")
                .offset(x: moved ? 100 : 0)
            Button("Move") {
                withAnimation(.easeOut(duration: 0.4)) { moved.toggle() }
            }
            .accessibilityIdentifier("move")
        }
    }
}

/// A view whose body traps, as a view with a bug does.
struct Trapping: View {
    var body: some View {
        let items: [Int] = []
        return Text("\(items[0])")
    }
}

/// A fresh, empty folder for snapshots a test records and verifies.
func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-animation-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// What a strategy snapshots a value as, without a reference on disk.
func take<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result!
}

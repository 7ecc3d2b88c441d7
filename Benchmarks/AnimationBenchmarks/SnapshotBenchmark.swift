import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// A phone screen as tests snapshot it: a title, twenty rows of a symbol,
/// two lines of text and a rounded badge, on a 390 × 844 host.
struct SnapshotScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Inbox").font(.largeTitle.bold())
            ForEach(0..<20, id: \.self) { index in
                HStack(spacing: 12) {
                    Image(systemName: "envelope.fill").foregroundStyle(Color.blue)
                    VStack(alignment: .leading) {
                        Text("Message \(index)").font(.headline)
                        Text("A line of preview text").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\(index)").font(.caption).padding(6).background(Capsule().fill(Color.red))
                }
            }
        }
        .padding()
    }
}

/// Snapshots per second of a 390 × 844 view at a time: a fresh host at
/// 0.25 s, then its display list as text, as SVG and (with Cairo) as a PNG
/// at scale 1; the host alone (making it, advancing it, its display list)
/// is the baseline every ratio is against.
@MainActor func snapshotBenchmark() {
    let size = CGSize(width: 390, height: 844)
    let clock = ContinuousClock()
    func perSecond(_ count: Int, _ body: () -> Void) -> Double {
        var best = Duration.seconds(1_000)
        for _ in 0..<3 {
            best = min(best, clock.measure { for _ in 0..<count { body() } })
        }
        return Double(count) / (milliseconds(best) / 1_000)
    }
    func host() -> ViewHost {
        let host = ViewHost(SnapshotScreen(), size: size)
        host.advance(by: 0.25)
        return host
    }
    // Warm up first (type metadata, font tables), so that the baseline,
    // measured first, is not charged for them.
    _ = perSecond(20) { _ = SVGRenderer(size: size).render(host().displayList) }
    let baseline = perSecond(50) { _ = host().displayList }
    let text = perSecond(50) { _ = DisplayListTextRenderer().render(host().displayList) }
    let svg = perSecond(50) { _ = SVGRenderer(size: size).render(host().displayList) }
    print("Snapshots of a 390 × 844 view at 0.25 s, per second on one core (baseline: the host and its display list):")
    print(String(format: "  host and display list %8.1f /s", baseline))
    print(String(format: "  display list as text  %8.1f /s  (%.2fx the baseline's time)", text, baseline / text))
    print(String(format: "  SVG                   %8.1f /s  (%.2fx)", svg, baseline / svg))
    #if Cairo
    let png = perSecond(30) { _ = try? PNGRenderer(size: size).pngData(host().displayList) }
    print(String(format: "  PNG file at scale 1   %8.1f /s  (%.2fx)", png, baseline / png))
    #else
    print("  PNG: build with the Cairo trait (SWIFT_ANIMATION_TRAITS=Cairo)")
    #endif
}

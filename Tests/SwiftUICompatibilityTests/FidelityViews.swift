// Views whose look depends on what iOS measures, as tutorials write them:
// numbers interpolated into text, hairlines of one pixel, counters with
// tabular digits, symbols in a toolbar, a gradient card and a body that
// lists views without a container. Swift 5 language mode, like Views.swift.

import Foundation
import SwiftAnimation

/// The size a GeometryReader offers, read out as text.
struct SizeReadout: View {
    var body: some View {
        GeometryReader { geometry in
            Text("Width: \(geometry.size.width)")
        }
        .frame(width: 240, height: 40)
    }
}

/// A divider one pixel high, whatever the screen.
struct HairlineDivider: View {
    @Environment(\.displayScale) var displayScale

    var body: some View {
        Rectangle()
            .fill(Color.gray)
            .frame(height: 1 / displayScale)
    }
}

/// A counter whose digits keep their places as it counts.
struct TabularCounter: View {
    @State private var count = 1

    var body: some View {
        Text("\(count)")
            .font(.largeTitle)
            .monospacedDigit()
            .onTapGesture { count += 7 }
    }
}

/// A row of toolbar symbols.
struct SymbolToolbar: View {
    var body: some View {
        HStack(spacing: 24) {
            Image(systemName: "heart.fill")
                .foregroundColor(.red)
            Image(systemName: "square.and.arrow.up")
            Image(systemName: "trash")
                .foregroundColor(.gray)
        }
        .font(.title2)
    }
}

/// A card on a sunset gradient.
struct SunsetCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(LinearGradient(gradient: Gradient(colors: [.orange, .pink]), startPoint: .top, endPoint: .bottom))
            .frame(width: 200, height: 120)
    }
}

/// A body that lists two views without a container.
struct TitleAndSubtitle: View {
    var body: some View {
        Text("Title")
            .font(.headline)
        Text("Subtitle")
            .font(.subheadline)
    }
}

/// A scoreboard in San Francisco's widths, with an icon that grows with
/// the caption's size.
struct Scoreboard: View {
    @ScaledMetric(relativeTo: .caption) var iconSize = 12.0

    var body: some View {
        VStack(alignment: .leading) {
            Text("HOME 21")
                .font(.system(.largeTitle, design: .default).width(.condensed))
            Text("AWAY 17")
                .fontWidth(.expanded)
            HStack {
                Image(systemName: "clock")
                    .resizable()
                    .frame(width: iconSize, height: iconSize)
                Text("Fourth quarter")
                    .font(.custom("Avenir Next", size: 13, relativeTo: .caption))
            }
        }
    }
}

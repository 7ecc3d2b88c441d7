// Buttons as SwiftUI tutorials write them. Swift 5 language mode.

import Foundation
import SwiftAnimation

/// A style that springs its label while pressed.
struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color.blue)
            .foregroundColor(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.9 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

struct LikeButton: View {
    @State private var liked = false
    @State private var count = 0

    var body: some View {
        VStack(spacing: 16) {
            Button(action: {
                withAnimation(.spring()) {
                    liked.toggle()
                    count += liked ? 1 : -1
                }
            }) {
                Label(liked ? "Liked" : "Like", systemImage: liked ? "heart.fill" : "heart")
            }
            .buttonStyle(ScaleButtonStyle())

            Button("Reset", role: .destructive) {
                count = 0
                liked = false
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            .disabled(count == 0)

            Button {
                count += 10
            } label: {
                Text("+10")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .tint(.purple)

            Text("\(count)")
                .font(.largeTitle)
                .contentTransition(.numericText())
        }
        .padding()
    }
}

struct SettingsCard: View {
    @State private var notifications = true
    @State private var bold = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Notifications", isOn: $notifications)
                .tint(.green)
            Divider()
            Toggle(isOn: $bold) {
                Text("Bold")
            }
            .toggleStyle(.button)
            Toggle("Airplane Mode", isOn: .constant(false))
                .toggleStyle(SwitchToggleStyle())
                .disabled(true)
        }
        .padding()
        .animation(.easeInOut, value: notifications)
    }
}

/// A slider that moves and recolours a shape, a stepper and progress.
struct ColorDial: View {
    @State private var hue = 0.5
    @State private var size: Double = 80
    @State private var steps = 3

    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .fill(Color(hue: hue, saturation: 0.8, brightness: 0.9))
                .frame(width: size, height: size)
                .offset(x: (hue - 0.5) * 100)
            Slider(value: $hue, in: 0...1)
            Slider(value: $size, in: 40...120, step: 10) {
                Text("Size")
            }
            Stepper("Steps: \(steps)", value: $steps, in: 1...5)
            ProgressView(value: Double(steps), total: 5)
            ProgressView("Loading…")
        }
        .padding()
    }
}

/// Images as people size them.
struct Gallery: View {
    var body: some View {
        HStack {
            Image("mountains")
                .resizable()
                .scaledToFill()
                .frame(width: 120, height: 80)
                .clipped()
                .cornerRadius(12)
            Image(systemName: "heart.fill")
                .font(.system(size: 32))
                .imageScale(.large)
                .foregroundColor(.red)
            Image("avatar")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 60)
                .clipShape(Circle())
        }
    }
}

/// Icon-only buttons labelled for VoiceOver, as accessibility guides write
/// them.
struct ZoomControls: View {
    @State private var zoom = 1.0

    var body: some View {
        HStack(spacing: 24) {
            Button { zoom /= 2 } label: {
                Image(systemName: "minus.magnifyingglass")
            }
            .accessibilityLabel("Zoom out")

            Text("\(Int(zoom * 100))%")
                .monospacedDigit()
                .accessibilityIdentifier("zoom-level")

            Button { zoom *= 2 } label: {
                Image(systemName: "plus.magnifyingglass")
            }
            .accessibilityLabel(Text("Zoom in"))
        }
    }
}

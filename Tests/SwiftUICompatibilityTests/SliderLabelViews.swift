import SwiftUI

// Sliders with labels at their ends, as Apple's sample and playgrounds
// write them.

struct SpeedSlider: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
        VStack {
            Slider(
                value: $speed,
                in: 0...100,
                step: 5
            ) {
                Text("Speed")
            } minimumValueLabel: {
                Image(systemName: "tortoise")
            } maximumValueLabel: {
                Image(systemName: "hare")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            Text("Speed \(Int(speed))")
            Slider(value: $speed, in: 0...100) {
                Text("Duration")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
        }
        .padding()
    }
}

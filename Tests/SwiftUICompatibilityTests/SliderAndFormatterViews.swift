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

struct BookDates: View {
    let added = Date(timeIntervalSince1970: 0)
    let pages = NSNumber(value: 1234.5)

    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    static let numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    var body: some View {
        VStack {
            Text(added, formatter: Self.dateFormatter)
            Text(pages, formatter: Self.numberFormatter)
            Text(URL(string: "https://example.com")!, formatter: Self.numberFormatter)
        }
    }
}

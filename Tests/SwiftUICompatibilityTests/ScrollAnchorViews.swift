// Chat transcripts as iOS 17 and 18 code writes them: a scroll view that
// starts at its newest message and keeps it in view as messages arrive.
// Swift 5 language mode, like Views.swift.

import SwiftUI

struct ChatTranscript: View {
    @State var messages: [String]
    var anchorRoles: Set<String> = ["all"]

    init(count: Int, anchorRoles: Set<String> = ["all"]) {
        _messages = State(initialValue: (1...max(count, 1)).map { "Message \($0)" })
        self.anchorRoles = anchorRoles
    }

    var transcript: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(messages, id: \.self) { message in
                    Text(message).frame(height: 40)
                }
            }
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            Group {
                if anchorRoles.contains("all") {
                    transcript.defaultScrollAnchor(.bottom)
                } else {
                    transcript
                        .defaultScrollAnchor(anchorRoles.contains("initialOffset") ? .bottom : nil, for: .initialOffset)
                        .defaultScrollAnchor(anchorRoles.contains("sizeChanges") ? .bottom : nil, for: .sizeChanges)
                        .defaultScrollAnchor(anchorRoles.contains("alignment") ? .bottom : nil, for: .alignment)
                }
            }
            .frame(height: 400)
            Button("Send") { messages.append("Message \(messages.count + 1)") }
                .frame(height: 44)
        }
        .frame(width: 300, height: 444)
    }
}

//
//  HeartView.swift
//  A heart that pops when tapped; written the way SwiftUI tutorials of
//  2020 write it, with a PreviewProvider.
//

import SwiftUI

struct HeartView: View {
    @State var liked = false

    var body: some View {
        ZStack {
            Circle()
                .fill(liked ? Color.red : Color.gray)
                .frame(width: 80, height: 80)
            Text(liked ? "♥" : "♡")
        }
        .scaleEffect(liked ? 1.3 : 1.0)
        .onTapGesture {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                self.liked.toggle()
            }
        }
    }
}

struct HeartView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            HeartView()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Small")
            HeartView()
                .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                .previewDisplayName("iPhone SE")
        }
    }
}

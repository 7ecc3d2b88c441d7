import Core
import SwiftUI

struct ScoreCard: View {
    var score: Score
    @State private var shown = false

    var body: some View {
        Text(score.label)
            .padding()
            .background(Color.blue)
            .opacity(shown ? 1 : 0)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.3)) { shown = true }
            }
    }
}

#Preview("Score card", traits: .fixedLayout(width: 200, height: 120)) {
    ScoreCard(score: Score(points: 42))
}

#Preview {
    Text("untitled").frame(width: 100, height: 40)
}

struct ScoreCard_Previews: PreviewProvider {
    static var previews: some View {
        ScoreCard(score: Score(points: 7)).frame(width: 160, height: 80)
    }
}

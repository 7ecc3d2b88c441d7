import Foundation

extension HTMLPlayer {
    /// The page's list of transactions (``AnimationTimeline``): a heading
    /// per transaction (its time and what opened it), and a row per
    /// animation it began: the attribute, the animation as SwiftUI code,
    /// how it joined what ran, and when it was logically complete and
    /// removed. The page's script marks the rows running at the playhead
    /// (`data-start`, `data-end`). Empty when nothing animated.
    func transactionList(_ timeline: AnimationTimeline) -> String {
        guard !timeline.transactions.isEmpty else { return "" }
        func seconds(_ value: Double?) -> String { value.map { SVGFormat.number(($0 * 1000).rounded() / 1000) + " s" } ?? "" }
        var html = "<section id=\"transactions\"><h2>Transactions</h2>\n"
        for (number, transaction) in timeline.transactions.enumerated() {
            html += "<table class=\"transaction\" data-index=\"\(number)\"><caption>\(seconds(transaction.time)): "
            html += "\(SVGFormat.escaped(transaction.cause))</caption>\n"
            html += "<tr><th>attribute</th><th>animation</th><th>joined</th><th>settles after</th><th>logically complete</th><th>removed</th></tr>\n"
            for animation in transaction.animations {
                let end = animation.removed.map { SVGFormat.number($0) } ?? ""
                html += "<tr class=\"animation\" data-start=\"\(SVGFormat.number(animation.start))\" data-end=\"\(end)\">"
                html += "<td>\(SVGFormat.escaped(animation.attribute))</td><td><code>\(SVGFormat.escaped(animation.animation))</code></td>"
                html += "<td>\(animation.joining.rawValue)</td><td>\(animation.duration.map { seconds($0) } ?? "never")</td>"
                html +=
                    "<td>\(seconds(animation.logicallyComplete))</td><td>\(animation.removed == nil ? "still running" : seconds(animation.removed))</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</section>"
    }

    /// The script that marks the animations running at a time `t` (seconds).
    static let transactionScript = """
        const animationRows = Array.from(document.querySelectorAll('tr.animation'));
        function markRunning(t) {
          for (const row of animationRows) {
            const end = row.dataset.end === '' ? Infinity : Number(row.dataset.end);
            row.classList.toggle('running', t >= Number(row.dataset.start) - 1e-9 && t < end - 1e-9);
          }
        }
        """
}

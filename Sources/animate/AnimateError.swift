/// A problem with the user's input: printed as one line on stderr, exit
/// code 2.
struct AnimateError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

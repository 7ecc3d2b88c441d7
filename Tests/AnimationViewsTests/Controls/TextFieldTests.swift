import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

private enum Field: Hashable { case name, password }

/// A sign-in form: two fields bound to one focus state, a submit that
/// moves focus from the name to the password, and the state as text.
private struct SignIn: View {
    @State private var name = ""
    @State private var password = ""
    @State private var submitted = 0
    @State private var edits: [Bool] = []
    @FocusState private var focus: Field?

    var body: some View {
        VStack {
            TextField("Name", text: $name, onEditingChanged: { edits.append($0) })
                .keyboardType(.namePhonePad)
                .submitLabel(.next)
                .textInputAutocapitalization(.words)
                .focused($focus, equals: .name)
                .onSubmit { focus = .password }
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit { submitted += 1 }
            Text("name=\(name) password=\(password) submitted=\(submitted)")
            Text("focus=\(focus.map { "\($0)" } ?? "none") edits=\(edits.map { $0 ? "on" : "off" }.joined(separator: ","))")
            Button("Focus name") { focus = .name }
        }
        .frame(width: 300)
    }
}

/// One field with a Boolean focus state, which can be removed and disabled.
private struct Single: View {
    @State private var text = "ab"
    @State private var shown = true
    @FocusState private var isFocused: Bool
    var disabled = false

    var body: some View {
        VStack {
            if shown {
                TextField("Note", text: $text).focused($isFocused).disabled(disabled).frame(width: 200, height: 30)
            }
            Text("text=\(text) focused=\(isFocused)")
            Button("Remove") { shown = false }
        }
    }
}

@MainActor
@Suite("Text fields and focus")
struct TextFieldTests {
    let size = CGSize(width: 400, height: 400)

    @Test func aTapFocusesTypingEditsAndSubmitMovesFocus() throws {
        let host = ViewHost(SignIn(), size: size)
        // Empty fields show their titles.
        #expect(shows("Name", in: host) && shows("Password", in: host))
        #expect(!host.hasFocusedTextField)
        #expect(host.tap(at: try #require(center(of: "Name", in: host))))
        #expect(host.hasFocusedTextField)
        #expect(shows("focus=name edits=on", in: host))
        // The keyboard the field asks for, for a host that draws one.
        let traits = try #require(host.focusedTextInputTraits)
        #expect(traits.keyboardType == .namePhonePad && traits.submitLabel == .next && traits.autocapitalization == .words)
        #expect(!traits.autocorrectionDisabled)
        #expect(host.type("Ada"))
        #expect(host.type("x"))
        #expect(host.deleteBackward())
        #expect(shows("name=Ada password= submitted=0", in: host))
        // Submitting the name runs its onSubmit, which focuses the password.
        #expect(host.submit())
        #expect(shows("focus=password edits=on,off", in: host))
        host.type("secret")
        // The secure field draws bullets; the binding holds the text.
        #expect(shows(String(repeating: "\u{2022}", count: 6), in: host))
        #expect(shows("name=Ada password=secret submitted=0", in: host))
        host.submit()
        #expect(shows("name=Ada password=secret submitted=1", in: host))
        #expect(shows("focus=none edits=on,off", in: host))
        #expect(!host.hasFocusedTextField && host.focusedTextInputTraits == nil)
    }

    @Test func writingTheFocusStateMovesFocus() throws {
        let host = ViewHost(SignIn(), size: size)
        host.tap(at: try #require(center(of: "Focus name", in: host)))
        #expect(shows("focus=name edits=", in: host))
        #expect(host.type("Bo"))
        #expect(shows("name=Bo password= submitted=0", in: host))
        // A tap on the other field moves focus there.
        host.tap(at: try #require(center(of: "Password", in: host)))
        #expect(shows("focus=password edits=off", in: host))
    }

    @Test func typingWithNoFocusedFieldIsIgnoredAndWarned() {
        let host = ViewHost(Single(), size: size)
        #expect(!host.type("z"))
        #expect(!host.deleteBackward())
        #expect(!host.submit())
        #expect(shows("text=ab focused=false", in: host))
        #expect(host.warnings.filter { $0.contains("no focused text field") }.count == 1)
    }

    @Test func aDisabledFieldTakesNoFocus() throws {
        let host = ViewHost(Single(disabled: true), size: size)
        host.tap(at: try #require(center(of: "ab", in: host)))
        #expect(!host.hasFocusedTextField)
        #expect(!host.type("z"))
    }

    @Test func aRemovedFieldLosesFocus() throws {
        let host = ViewHost(Single(), size: size)
        host.tap(at: try #require(center(of: "ab", in: host)))
        host.type("c")
        #expect(shows("text=abc focused=true", in: host))
        host.tap(at: try #require(center(of: "Remove", in: host)))
        #expect(!host.hasFocusedTextField)
        #expect(shows("text=abc focused=false", in: host))
        #expect(!host.type("d"))
    }

    @Test func theCaretShowsWhileFocused() throws {
        let host = ViewHost(Single(), size: size)
        func caret() -> Bool {
            host.displayList.flattened.contains { entry in
                entry.item.frame.width == 2 && entry.item.frame.height > 10
            }
        }
        #expect(!caret())
        host.tap(at: try #require(center(of: "ab", in: host)))
        #expect(caret())
    }
}

import Foundation
import SwiftUI
import Testing

/// Names as Apple's Foundation writes them in English: the expected
/// strings are Apple's documented example of `PersonNameComponents.FormatStyle.style`
/// (Dr. Thomas Louis Clark Esq., nicknamed Tom: long "Dr. Thomas Louis
/// Clark Esq.", medium and default "Thomas Clark", short "Tom",
/// abbreviated "TC"), and the Sign in with Apple name apps format with
/// `PersonNameComponentsFormatter().string(from:)`.
@Suite("Person names")
struct PersonNameFormattingTests {
    private var clark: PersonNameComponents {
        var name = PersonNameComponents()
        name.familyName = "Clark"
        name.givenName = "Thomas"
        name.middleName = "Louis"
        name.namePrefix = "Dr."
        name.nickname = "Tom"
        name.nameSuffix = "Esq."
        return name
    }

    @Test func formatStylesAsAppleDocumentsThem() {
        let english = Locale(identifier: "en_US")
        #expect(clark.formatted(PersonNameComponents.FormatStyle(style: .long, locale: english)) == "Dr. Thomas Louis Clark Esq.")
        #expect(clark.formatted(PersonNameComponents.FormatStyle(style: .medium, locale: english)) == "Thomas Clark")
        #expect(clark.formatted(PersonNameComponents.FormatStyle(style: .short, locale: english)) == "Tom")
        #expect(clark.formatted(PersonNameComponents.FormatStyle(style: .abbreviated, locale: english)) == "TC")
        #expect(clark.formatted(PersonNameComponents.FormatStyle(locale: english)) == "Thomas Clark")
        #expect(clark.formatted(.name(style: .long)) == "Dr. Thomas Louis Clark Esq.")
        #expect(clark.formatted() == "Thomas Clark")
    }

    @Test func theFormatterWritesAndReadsNames() {
        let formatter = PersonNameComponentsFormatter()
        #expect(formatter.string(from: PersonNameComponents(givenName: "Ada", familyName: "Lovelace")) == "Ada Lovelace")
        formatter.style = .abbreviated
        #expect(formatter.string(from: PersonNameComponents(givenName: "ada", familyName: "lovelace")) == "AL")
        let read = formatter.personNameComponents(from: "Grace Brewster Hopper")
        #expect(read?.givenName == "Grace")
        #expect(read?.middleName == "Brewster")
        #expect(read?.familyName == "Hopper")
        #expect(PersonNameComponentsFormatter.localizedString(from: clark, style: .long) == "Dr. Thomas Louis Clark Esq.")
    }

    /// Bad input: a name with no parts is written as ""; a style whose
    /// parts are missing falls back to a longer one; text without words
    /// reads as no name; anything but a name formats as `nil`.
    @Test func badInput() {
        let formatter = PersonNameComponentsFormatter()
        #expect(formatter.string(from: PersonNameComponents()) == "")
        formatter.style = .abbreviated
        #expect(formatter.string(from: PersonNameComponents(nickname: "Tom")) == "Tom")
        #expect(formatter.personNameComponents(from: "   ") == nil)
        #expect(formatter.string(for: "Ada") == nil)
    }

    @MainActor @Test func aWelcomeShowsTheSignedInName() {
        let host = ViewHost(Welcome(name: PersonNameComponents(givenName: "Ada", familyName: "Lovelace")), size: CGSize(width: 300, height: 60))
        #expect(host.find(text: "Welcome, Ada Lovelace") != nil)
        #expect(host.find(text: "AL") != nil)
    }
}

/// A signed-in person's name, as apps show the name Sign in with Apple
/// gives.
private struct Welcome: View {
    let name: PersonNameComponents

    var body: some View {
        HStack {
            Text(name.formatted(.name(style: .abbreviated)))
            Text("Welcome, \(PersonNameComponentsFormatter().string(from: name))")
        }
    }
}

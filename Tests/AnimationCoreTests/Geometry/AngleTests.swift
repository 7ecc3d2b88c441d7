import AnimationCore
import Foundation
import Testing

@Suite("Angle")
struct AngleTests {
    @Test func radiansAndDegrees() {
        #expect(Angle().radians == 0)
        #expect(Angle.zero == Angle(radians: 0))
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.radians(.pi).degrees == 180)
        #expect(Angle.degrees(-90) == Angle(radians: -.pi / 2))
        var angle = Angle.zero
        angle.degrees = 360
        #expect(angle.radians == 2 * .pi)
    }

    @Test func arithmetic() {
        let a = Angle.degrees(30), b = Angle.degrees(60)
        #expect(abs((a + b).degrees - 90) < 1e-12)
        #expect(abs((b - a).degrees - 30) < 1e-12)
        #expect((-a).radians == -a.radians)
        #expect((a * 2).radians == a.radians * 2)
        #expect((2 * a).radians == a.radians * 2)
        #expect((b / 2).radians == b.radians / 2)
        var c = a
        c += b
        c -= a
        c *= 3
        c /= 3
        #expect(abs(c.degrees - 60) < 1e-12)
    }

    @Test func comparableAndHashable() {
        #expect(Angle.degrees(10) < .degrees(20))
        #expect([Angle.degrees(30), .degrees(-5), .zero].sorted() == [.degrees(-5), .zero, .degrees(30)])
        #expect(Set([Angle.radians(1), .radians(1), .radians(2)]).count == 2)
    }

    @Test func codableRoundTrip() throws {
        let angle = Angle.degrees(42)
        let data = try JSONEncoder().encode(angle)
        #expect(try JSONDecoder().decode(Angle.self, from: data) == angle)
    }
}

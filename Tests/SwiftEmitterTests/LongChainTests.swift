import Foundation
import Testing
import ThemecCore
import ThemecEmit
import ThemecTestSupport

/// A chain of themes, each extending the one before, builds each from its parent's values: first use of its last
/// theme must not nest a static initialiser per ancestor, which would overflow a small thread stack.
@Suite("A long chain of themes that extend one another")
struct LongChainTests {
    static let length = 1000

    /// `T0` declares `r`, `s` and `q`; each `Tn` sets `r: n`, and `T300` also `q: 300`.
    static func files() -> [(String, [UInt8])] {
        (0..<length).map { index in
            var text = "theme: T\(index)\n"
            if index == 0 {
                text += "radii:\n  r: 0\n  s: 7\n  q: 0\n"
            } else {
                text += "extends: T\(index - 1)\nradii:\n  r: \(index)\n"
                if index == 300 { text += "  q: 300\n" }
            }
            return ("Themes/T\(index).yaml", Array(text.utf8))
        }
    }

    /// Reads the last theme first, then two in the middle, on a thread with a 256 KB stack: enough for a chain
    /// built in a loop, too little for a static initialiser nested per ancestor (generated code that reads only
    /// the parent overflows it). Each theme is read by its static member: `Theme.named(_:)`, a switch of 1,000
    /// cases, alone needs more than that at `-Onone`.
    static let program = """
        import Glibc

        func show(_ name: String, _ theme: Theme) {
            print(name, theme.radii.r, theme.radii.s, theme.radii.q)
        }

        func readThemes(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
            show("T\(length - 1)", Theme.t\(length - 1))
            show("T200", Theme.t200)
            show("T500", Theme.t500)
            return nil
        }

        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 256 * 1024)
        var thread = pthread_t()
        precondition(pthread_create(&thread, &attributes, readThemes, nil) == 0)
        pthread_join(thread, nil)

        """

    #if os(Linux)
        @Test("1,000 themes, each extending the one before, build on a 256 KB stack with every value inherited")
        func thousandThemesOnASmallStack() throws {
            let result = ThemeSetLoader.load(files: Self.files())
            let set = try #require(result.themeSet, "\(result.diagnostics.map(\.description))")
            let directory = try Swiftc.scratchDirectory("chain")
            defer { try? FileManager.default.removeItem(at: directory) }
            let emitted = SwiftEmitter.emit(set, options: EmitOptions()).filter {
                $0.path == "Theme.swift" || $0.path == "ThemeRuntime.swift"
            }
            let sources = try Swiftc.write(emitted.map { ($0.path, $0.contents) }, to: directory)
            let main = try Swiftc.write([("main.swift", Self.program)], to: directory)
            let executable = directory.appendingPathComponent("chain").path
            try Swiftc.run(
                Swiftc.strictFlags + ["-module-name", "Chain", "-o", executable] + sources + main, in: directory)
            let output = try Swiftc.execute(executable, [], in: directory)
            #expect(
                output.split(separator: "\n").map(String.init) == [
                    "T\(Self.length - 1) \(Double(Self.length - 1)) 7.0 300.0", "T200 200.0 7.0 0.0",
                    "T500 500.0 7.0 300.0",
                ])
        }
    #endif
}

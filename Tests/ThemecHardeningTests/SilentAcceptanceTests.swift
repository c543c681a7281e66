import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Values that were taken without a word and meant nothing (a zero font size through a reference, a font
/// with no name), and a theme file that was skipped without one (its path past the system's limit).
@Suite("Silent acceptance and silent loss, through the real executable")
struct SilentAcceptanceTests {
    /// Validates `theme` as Themes/Default.yaml; the JSON diagnostics and the exit status.
    static func validate(_ theme: String) -> (status: Int32?, found: [ReportedDiagnostic]) {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", theme)
        let result = runThemec(["validate", "--format", "json", scratch.url("Themes")], in: scratch.path)
        return (result.status, diagnostics(inJSON: result.standardOutput))
    }

    @Test func aZeroOrNegativeSizeThroughAReferenceIsCheckedLikeALiteral() {
        let (status, found) = Self.validate(
            """
            theme: Default
            sizes:
              zero: 0
            typography:
              body: { size: "{sizes.zero}" }
              title: { size: 0 }

            """)
        #expect(status == 1)
        #expect(
            found.map { "\($0.location) \($0.message)" } == [
                "Default.yaml:5:17 size 0 (the value of '{sizes.zero}') is out of range; it must be more than 0",
                "Default.yaml:6:18 size 0 is out of range; it must be more than 0",
            ], "\(found.map(\.message))")
    }

    @Test(arguments: ["\"\"", "\"   \"", "\"Hel\\evetica\"", "\"Helvetica\\nNeue\"", "\"A\\u2028B\""])
    func aFontNameThatNamesNoFontIsRefused(_ name: String) {
        let (status, found) = Self.validate("theme: Default\nfonts:\n  body: \(name)\n")
        #expect(status == 1)
        #expect(found.count == 1 && found.first?.location == "Default.yaml:3:9", "\(found.map(\.message))")
        #expect(found.first.map { $0.id == "missing-value" || $0.id == "invisible-character" } == true)
    }

    /// A folder nested past PATH_MAX: what cannot be looked at is reported where it is.
    @Test func aThemePastThePathLengthLimitIsReported() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let name = String(repeating: "a", count: 250)
        // Made with `mkdirat` and `openat` from the folder above, since no path can name the deepest.
        var fd = open(scratch.path, O_RDONLY | O_DIRECTORY)
        #expect(mkdirat(fd, "Themes", 0o755) == 0)
        for component in ["Themes"] + Array(repeating: name, count: 17) {
            if component == name { #expect(mkdirat(fd, name, 0o755) == 0) }
            let next = openat(fd, component, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
        }
        let file = openat(fd, "Default.yaml", O_WRONLY | O_CREAT, 0o644)
        #expect(file >= 0 && write(file, "theme: Default\n", 15) == 15)
        close(file)
        close(fd)
        let command = "cd \(shellQuote(scratch.path)) && exec \(shellQuote(themecExecutable)) validate Themes"
        let text = runChild("/bin/sh", ["-c", command], scratch: scratch.path)
        #expect(text.status == 1, "\(text.summary)")
        #expect(text.standardError.contains("error: cannot read 'Themes/aaaa"), "\(text.standardError.suffix(300))")
        #expect(
            text.standardError.contains(
                "': its path is longer than the system allows (File name too long); move the folder higher up or use "
                    + "shorter names"), "\(text.standardError.suffix(300))")
        #expect(!text.standardError.contains("no theme files"))
    }
}

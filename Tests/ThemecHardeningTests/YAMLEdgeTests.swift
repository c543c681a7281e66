import Foundation
import Testing

/// What YAML allows that a theme author does not expect, each read with a clear rule or refused in
/// themec's words at its place: UTF-16 files, YAML 1.1 octal-looking numbers, names typed decomposed
/// (NFD), core-schema tags, merge keys, and keys past libyaml's 1,024-character limit.
@Suite("YAML's corners, through the real executable")
struct YAMLEdgeTests {
    /// `validate --format json` of `bytes` as Themes/Default.yaml (and `more` beside it): status, diagnostics.
    static func validate(_ bytes: [UInt8], more: [String: String] = [:]) -> (
        status: Int32?, found: [ReportedDiagnostic], text: String
    ) {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", bytes)
        for (name, text) in more { scratch.write("Themes/" + name, text) }
        let json = runThemec(["validate", "--format", "json", scratch.url("Themes")], in: scratch.path)
        let text = runThemec(["validate", scratch.url("Themes")], in: scratch.path)
        return (json.status, diagnostics(inJSON: json.standardOutput), text.standardError + text.standardOutput)
    }

    static func validate(_ text: String, more: [String: String] = [:]) -> (
        status: Int32?, found: [ReportedDiagnostic], text: String
    ) {
        validate(Array(text.utf8), more: more)
    }

    /// UTF-16 with a byte-order mark is decoded: the error is at the right line and column, and the output
    /// holds no UTF-16 bytes (no NUL).
    @Test(arguments: [true, false])
    func utf16IsDecoded(littleEndian: Bool) {
        let text = "theme: Default\ncolors:\n  accent: \"#GG\"\n"
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += littleEndian ? pair : pair.reversed()
        }
        let (status, found, shown) = Self.validate(bytes)
        #expect(status == 1)
        #expect(found.map(\.location) == ["Default.yaml:3:13"], "\(found.map(\.message))")
        #expect(!shown.utf8.contains(0), "\(shown)")
        #expect(shown.contains("  accent: \"#GG\"\n            ^"), "\(shown)")
    }

    @Test func aLeadingZeroIsReadAsDecimalWithAWarning() {
        let (status, found, _) = Self.validate("theme: Default\nradii:\n  a: 017\n  b: 0.5\n  c: 10\n")
        #expect(status == 0)
        #expect(
            found.map { "\($0.id) \($0.location) \($0.message)" } == [
                "ambiguous-number Default.yaml:3:6 '017' starts with a zero: themec reads it as 17 (YAML 1.1 tools "
                    + "read it as the octal number 15); write 17 to say so"
            ])
    }

    /// `Café` typed on a Mac arrives as `Cafe` + U+0301; it is the theme `Café`, and `extends` finds it.
    @Test func aDecomposedThemeNameIsTakenComposed() {
        let (status, found, _) = Self.validate(
            "theme: Cafe\u{301}\ncolors:\n  accent: \"#FFF\"\n", more: ["Dark.yaml": "theme: Dark\nextends: Café\n"])
        #expect(status == 0, "\(found.map(\.message))")
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func coreTagsAreHonouredOrRefused() {
        let (status, found, _) = Self.validate(
            "theme: Default\nradii:\n  a: !!str 8\n  b: !!int 8\n  c: !!int \"9\"\n  d: !!int 8.5\n  e: !!map 3\n"
                + "  f: !foo 1\n")
        #expect(status == 1)
        #expect(
            found.map { "\($0.location) \($0.message)" } == [
                "Default.yaml:6:6 the tag '!!int' says an integer (such as 8 or -2), but the value is '8.5'",
                "Default.yaml:7:6 the tag '!!map' says a mapping, but this is a scalar",
                "Default.yaml:8:6 unsupported tag '!foo'; theme files may use only the core tags '!!str', '!!int', "
                    + "'!!float', '!!bool', '!!null', '!!map', '!!seq' and '!'",
            ], "\(found.map(\.message))")
        let strings = Self.validate("theme: Default\nradii:\n  a: !!str 8\n  b: !!int 8\n  c: !!float \"9\"\n")
        #expect(
            strings.found.map { "\($0.location) \($0.message)" } == [
                "Default.yaml:3:6 'a' must be a number, not the string '8' (tagged '!!str')"
            ], "\(strings.found.map(\.message))")
    }

    @Test func aMergeKeyIsRefusedInItsOwnWords() {
        let (status, found, _) = Self.validate(
            "theme: Default\nradii:\n  base: &b\n    a: 1\n  more:\n    <<: *b\n    c: 2\n")
        #expect(status == 1)
        #expect(
            found.map { "\($0.location) \($0.message)" } == [
                "Default.yaml:6:5 merge keys ('<<') are not supported: write the keys out in this mapping, or give "
                    + "the whole mapping with an alias ('*name')"
            ], "\(found.map(\.message))")
    }

    @Test func aKeyPastLibyamlsLimitGetsThemecsMessage() {
        let key = String(repeating: "k", count: 1100)
        let (status, found, _) = Self.validate("theme: Default\nradii:\n  \(key): 1\n")
        #expect(status == 1)
        #expect(found.count == 1 && found.first?.line == 3, "\(found.map(\.message))")
        #expect(
            found.first?.message.hasPrefix(
                "this key is longer than YAML allows: a key written without '?' must end within 1,024 characters")
                == true, "\(found.map(\.message))")
    }
}

import Foundation
import Testing
import ThemecEmit

/// What is checked before anything is written: a root type name the generated code would confuse with
/// another type, and `themec.yml` targets that share an output or write into themes. Each once exited 0 and
/// wrote Swift that does not compile, or one target's files over another's.
@Suite("Checked before written, through the real executable")
struct ConfigChecksTests {
    static let theme = "theme: Default\ncolors:\n  accent: \"#FFF\"\n"

    /// The package's own folder (found from this file's path).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every capitalised name in `swift`, outside comments and string literals (one-line and multi-line).
    static func capitalisedNames(in swift: String) -> Set<String> {
        var names: Set<String> = []
        var inMultilineString = false
        for line in swift.split(separator: "\n") {
            // A line with `"""` opens or closes a multi-line string literal (the tables the values are kept in).
            if line.contains(#"""""#) {
                inMultilineString.toggle()
                continue
            }
            if inMultilineString { continue }
            var code = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString && previous == "/" && character == "/" {
                    code.removeLast()
                    break
                }
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString { code.append(character) }
                previous = character
            }
            var word = ""
            for character in code + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if let first = word.first, first.isUppercase { names.insert(word) }
                    word = ""
                }
            }
        }
        return names
    }

    /// A style's own type (`OptionButtonStyle`, `CardsListSectionPreviews`), named after the theme's style.
    static func isStyleType(_ name: String) -> Bool {
        for kind in ["ButtonStyle", "ToggleStyle", "ListSection"] {
            guard let range = name.range(of: kind), range.lowerBound != name.startIndex else { continue }
            return true
        }
        return false
    }

    /// The reserved names are derived from what the emitter writes: every capitalised name in the Swift of
    /// feature-rich theme sets (the repository's themes and the example app's, every layer) is refused as a
    /// `typeName`, except the root type itself and the styles' own types.
    @Test(arguments: ["Themes", "Examples/ThemedApp/Sources/ThemedApp/Themes"])
    func everyNameTheGeneratedCodeUsesIsReserved(_ themes: String) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let result = runThemec(
            ["compile", Self.packageRoot + "/" + themes, "--output", scratch.url("Generated"), "--no-config"],
            in: scratch.path)
        #expect(result.status == 0, "\(result.summary)")
        var names: Set<String> = []
        for (path, bytes) in snapshot(scratch.url("Generated")) where path.hasSuffix(".swift") {
            names.formUnion(Self.capitalisedNames(in: String(decoding: bytes, as: UTF8.self)))
        }
        #expect(names.count > 100, "the scan found the generated code's names")
        let missing = names.filter {
            !EmitOptions.reservedTypeNames.contains($0) && !Self.isStyleType($0)
                && !["Theme", "DEBUG", "Self"].contains($0)
        }
        #expect(missing.isEmpty, "not reserved: \(missing.sorted())")
    }

    @Test(arguments: ["Colors", "Values", "Palette", "Int", "Bool", "Dictionary", "String", "Array", "Font", "CGFloat"])
    func aTypeNameTheGeneratedCodeUsesIsRefused(_ name: String) {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("Themes/Default.yaml", Self.theme)
        scratch.write("themec.yml", "output: Generated\ntypeName: \(name)\n")
        let config = runThemec(["compile", "--config", scratch.url("themec.yml")], in: scratch.path)
        #expect(config.status == 1, "\(config.summary)")
        #expect(
            config.standardError.contains(
                "themec.yml:2:11: error: 'typeName' cannot be '\(name)': the generated code declares or uses a type "
                    + "of that name"), "\(config.standardError)")
        let flag = runThemec(
            [
                "compile", scratch.url("Themes"), "--output", scratch.url("Generated"), "--type-name", name,
                "--no-config",
            ],
            in: scratch.path)
        #expect(flag.status == 64, "\(flag.summary)")
        #expect(flag.standardError.contains("'--type-name'"), "\(flag.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url("Generated")))
    }

    /// Runs `compile` (and `compile --check`) with `config` as themec.yml beside themes A and B; nothing may
    /// be written. The errors, as printed.
    static func refusedConfig(_ config: String) -> String {
        let scratch = Scratch()
        defer { scratch.remove() }
        scratch.write("A/Default.yaml", theme)
        scratch.write("B/Default.yaml", theme)
        scratch.write("themec.yml", config)
        let before = snapshot(scratch.path)
        let result = runThemec(["compile", "--config", scratch.url("themec.yml")], in: scratch.path)
        #expect(result.status == 1, "\(result.summary)")
        let check = runThemec(["compile", "--check", "--config", scratch.url("themec.yml")], in: scratch.path)
        #expect(check.status == 1, "\(check.summary)")
        #expect(snapshot(scratch.path).keys.filter { !$0.hasPrefix(".std") }.sorted() == before.keys.sorted())
        return result.standardError.replacingOccurrences(of: scratch.path + "/", with: "")
    }

    @Test func twoTargetsWithOneOutputAreRefused() {
        let errors = Self.refusedConfig(
            "targets:\n  - themes: A\n    output: Out\n  - themes: B\n    output: ./Out/\n")
        #expect(
            errors.contains(
                "themec.yml:5:13: error: output './Out/' is also, or is inside, the output 'Out' of the target at line 3;"
                    + " one compile would replace the other's files: give each target its own 'output' folder"),
            "\(errors)")
        let inherited = Self.refusedConfig("output: Out\ntargets:\n  - themes: A\n  - themes: B\n")
        #expect(
            inherited.contains("themec.yml:1:9: error: every target takes the top level's output 'Out'"), "\(inherited)"
        )
        let nested = Self.refusedConfig(
            "targets:\n  - themes: A\n    output: Out\n  - themes: B\n    output: Out/Inner\n")
        #expect(nested.contains("themec.yml:5:13: error: output 'Out/Inner' is also, or is inside"), "\(nested)")
    }

    @Test func anOutputInsideThemesIsRefused() {
        let other = Self.refusedConfig(
            "targets:\n  - themes: A\n    output: B/Generated\n  - themes: B\n    output: Out\n")
        #expect(
            other.contains(
                "themec.yml:3:13: error: output 'B/Generated' is inside the themes of the target at line 4 ('B'); "
                    + "themec does not write into the folders it reads: choose an output outside them"),
            "\(other)")
        let own = Self.refusedConfig("themes: [B, A]\noutput: A/Generated\n")
        #expect(
            own.contains("themec.yml:2:9: error: output 'A/Generated' is inside its own themes ('A')"), "\(own)")
    }
}

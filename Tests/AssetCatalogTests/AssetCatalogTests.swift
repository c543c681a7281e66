import Foundation
import Testing
import ThemecCore

@testable import ThemecEmit

/// Paths in the repository, from this file's location.
enum Paths {
    static let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixture = testDirectory.appendingPathComponent("Fixture").path
    static let golden = testDirectory.appendingPathComponent("Golden/Catalog.xcassets")
    static let repositoryThemes = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes").path
}

/// Loads a theme set with the real loader; records an issue when it has errors.
func loadSet(_ path: String) throws -> ResolvedThemeSet {
    let result = ThemeSetLoader.load(paths: [path])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try #require(result.themeSet)
}

@Suite("Asset catalog")
struct AssetCatalogTests {
    /// A no-op compile trusts a manifest whose fingerprint names `AssetCatalogEmitter.identity`: when the
    /// catalog's files change, the identity must too.
    @Test("The emitter's identity changes with its output")
    func identityPinsTheOutput() throws {
        var hasher = ContentHasher()
        for file in AssetCatalogEmitter.emit(try loadSet(Paths.fixture)) {
            hasher.combine(file.path)
            hasher.combine(file.bytes)
        }
        #expect(
            AssetCatalogEmitter.identity + " " + hasher.hexDigest()
                == "asset-catalog-emitter 0.1.0 r3 e19ca174e96ca1fa",
            """
            The catalog's files changed: raise AssetCatalogEmitter.revision (so no-op compiles do not keep \
            output of the older emitter), then set this expectation to the new identity and hash.
            """)
    }

    @Test("The fixture's catalog matches the golden files (THEMEC_RECORD=1 rewrites them)")
    func golden() throws {
        let files = AssetCatalogEmitter.emit(try loadSet(Paths.fixture))
        let fileManager = FileManager.default
        if ProcessInfo.processInfo.environment["THEMEC_RECORD"] == "1" {
            try? fileManager.removeItem(at: Paths.golden)
            for file in files {
                let url = Paths.golden.appendingPathComponent(file.path)
                try fileManager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            Issue.record("Recorded the golden asset catalog; run again without THEMEC_RECORD=1.")
            return
        }
        for file in files {
            let url = Paths.golden.appendingPathComponent(file.path)
            let golden = fileManager.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
            #expect(golden == file.contents, "\(file.path) differs from its golden file")
        }
        var present: [String] = []
        let enumerator = fileManager.enumerator(atPath: Paths.golden.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(
                atPath: Paths.golden.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                present.append(path)
            }
        }
        #expect(present.sorted() == files.map(\.path).sorted())
    }

    @Test("Paths: the catalog, a namespace folder per theme, a colour set per semantic colour")
    func layout() throws {
        let set = try loadSet(Paths.fixture)
        let paths = AssetCatalogEmitter.emit(set).map(\.path)
        #expect(paths == paths.sorted())
        #expect(paths.count == 1 + set.themes.count * (1 + set.colors.count))
        #expect(paths.contains("Contents.json"))
        #expect(paths.contains("Default/Contents.json"))
        #expect(paths.contains("Ocean/accent.colorset/Contents.json"))
        #expect(paths.contains("Default/text-secondary.colorset/Contents.json"))
        #expect(AssetCatalogEmitter.emit(set) == AssetCatalogEmitter.emit(set))
    }

    @Test("Every file is JSON in Xcode's shape, and every value is the resolver's", arguments: ["fixture", "Themes"])
    func valuesMatchTheResolver(setName: String) throws {
        let set = try loadSet(setName == "fixture" ? Paths.fixture : Paths.repositoryThemes)
        let files = Dictionary(uniqueKeysWithValues: AssetCatalogEmitter.emit(set).map { ($0.path, $0.contents) })
        for (path, text) in files {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            let info = try #require(object?["info"] as? [String: Any], "\(path)")
            // themec's marker (`OutputWriter.ownershipMarkers`): the file is its own even without a manifest.
            #expect(info["author"] as? String == "themec")
            #expect(OutputWriter.isMarked(Array(text.utf8)), "\(path)")
            #expect(info["version"] as? Int == 1)
            #expect(text.hasSuffix("}\n"))
        }
        for theme in set.themes {
            let folder = try JSONSerialization.jsonObject(with: Data(files["\(theme.name)/Contents.json"]!.utf8))
            let properties = (folder as? [String: Any])?["properties"] as? [String: Any]
            #expect(properties?["provides-namespace"] as? Bool == true)
            for token in set.colors {
                let path = "\(theme.name)/\(token.name.dottedPath).colorset/Contents.json"
                let text = try #require(files[path], "missing \(path)")
                let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                let entries = try #require(object["colors"] as? [[String: Any]])
                #expect(entries.count == 4)
                for entry in entries {
                    #expect(entry["idiom"] as? String == "universal")
                    let appearance = try Self.appearance(of: entry)
                    let query = TokenQuery(
                        theme: theme.name, token: "colors.\(token.name.dottedPath)", appearance: appearance)
                    guard case .success(.color(let expected)) = set.lookup(query) else {
                        Issue.record("no colour for \(query)")
                        continue
                    }
                    let color = try #require(entry["color"] as? [String: Any])
                    #expect(try Self.rgba(color, appearance: appearance) == expected, "\(path) \(appearance)")
                }
            }
        }
    }

    @Test("Every 8-bit value survives the three-decimal strings")
    func componentsRoundTrip() {
        for byte in 0...255 {
            let text = AssetCatalogEmitter.component(UInt8(byte))
            #expect(text.count == 5)
            #expect(Int((Double(text)! * 255).rounded()) == byte, "\(byte) → \(text)")
        }
        #expect(AssetCatalogEmitter.component(0) == "0.000")
        #expect(AssetCatalogEmitter.component(255) == "1.000")
        #expect(AssetCatalogEmitter.component(122) == "0.478")
    }

    @Test("System colours are references, with an opacity numbers, and noted; Display P3 is written as display-p3")
    func systemColors() throws {
        let set = try loadSet(Paths.fixture)
        let files = Dictionary(uniqueKeysWithValues: AssetCatalogEmitter.emit(set).map { ($0.path, $0.contents) })
        let secondary = try #require(files["Default/secondaryLabel.colorset/Contents.json"])
        #expect(secondary.components(separatedBy: "\"reference\" : \"secondaryLabelColor\"").count == 5)
        #expect(secondary.contains("\"platform\" : \"universal\""))
        let background = try #require(files["Default/background.colorset/Contents.json"])
        #expect(background.components(separatedBy: "\"reference\" : \"systemBackgroundColor\"").count == 5)
        #expect(background.contains("\"platform\" : \"ios\""))
        let tinted = try #require(files["Ocean/tinted.colorset/Contents.json"])
        #expect(tinted.components(separatedBy: "\"reference\" : \"systemBlueColor\"").count == 3)
        #expect(tinted.contains("\"alpha\" : \"0.749\""))
        let accent = try #require(files["Ocean/accent.colorset/Contents.json"])
        #expect(accent.components(separatedBy: "\"color-space\" : \"display-p3\"").count == 3)
        #expect(accent.components(separatedBy: "\"color-space\" : \"srgb\"").count == 3)
        #expect(accent.contains("\"red\" : \"0.310\""))
        let faint = try #require(files["Default/faintSeparator.colorset/Contents.json"])
        #expect(!faint.contains("reference"))
        let notes = AssetCatalogEmitter.approximations(in: set)
        #expect(notes.count == 8)
        #expect(notes.allSatisfy { $0.contains("/faintSeparator (") && $0.contains("system.separator") })
        #expect(AssetCatalogEmitter.approximations(in: try loadSet(Paths.repositoryThemes)).isEmpty)
    }

    /// The appearance an entry's `appearances` select.
    static func appearance(of entry: [String: Any]) throws -> Appearance {
        let traits = (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" }
        switch traits {
        case []: return .light
        case ["luminosity=dark"]: return .dark
        case ["contrast=high"]: return .lightHighContrast
        case ["luminosity=dark", "contrast=high"]: return .darkHighContrast
        default: throw CatalogError(message: "unexpected appearances \(traits)")
        }
    }

    /// The colour an entry's `color` stands for: its components, or the system colour it references.
    static func rgba(_ color: [String: Any], appearance: Appearance) throws -> RGBA {
        if let reference = color["reference"] as? String {
            #expect(reference.hasSuffix("Color"))
            let entry = try #require(SystemColors.named(String(reference.dropLast("Color".count))))
            return entry.dynamicColor[appearance].rgba
        }
        let space = try #require(color["color-space"] as? String)
        #expect(space == "srgb" || space == "display-p3")
        let components = try #require(color["components"] as? [String: String])
        func byte(_ key: String) throws -> UInt8 {
            let value = try #require(components[key].flatMap(Double.init))
            return UInt8((value * 255).rounded())
        }
        return RGBA(
            red: try byte("red"), green: try byte("green"), blue: try byte("blue"), alpha: try byte("alpha"),
            space: space == "display-p3" ? .displayP3 : .sRGB)
    }
}

struct CatalogError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

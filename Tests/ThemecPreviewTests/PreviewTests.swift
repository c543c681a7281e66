import Foundation
import Testing
import ThemecCore
import ThemecPreview
import ThemecTestSupport

/// The preview page: self-contained, and — rendered by headless Chromium — showing real colours.
struct PreviewTests {
    static let repositoryRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    static func starterThemes() throws -> (ResolvedThemeSet, ContrastMatrix?) {
        let result = ThemeSetLoader.load(paths: [repositoryRoot + "/Themes"])
        return (try #require(result.themeSet), result.contrast)
    }

    @Test func pageIsSelfContainedAndCoversEverything() throws {
        let (set, matrix) = try Self.starterThemes()
        let html = PreviewDocument.html(set, contrast: matrix)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("url("))
        #expect(!html.contains("http://") && !html.contains("https://"))
        for theme in ["Default", "Ocean"] {
            #expect(html.contains("id=\"theme-\(theme)\""))
            for appearance in Appearance.allCases {
                #expect(html.contains("id=\"panel-\(theme)-\(appearance.rawValue)\""))
                #expect(html.contains("id=\"swatch-\(theme)-\(appearance.rawValue)-colors-accent\""))
            }
        }
        #expect(html.contains("id=\"swatch-Default-palette-gray_600\""))
        // Every state of the toggle style is drawn, and list rows have their masked corners.
        #expect(html.contains("<th>selectedPressed</th>"))
        #expect(html.contains("border-radius:8px 8px 0 0"))
        #expect(html.contains("border-radius:0 0 8px 8px"))
        #expect(html.contains("Single row"))
        // Deterministic: the same set gives the same page.
        #expect(html == PreviewDocument.html(set, contrast: matrix))
    }

    @Test func failuresAreMarked() throws {
        let text = """
            theme: A
            colors:
              background: "#FFFFFF"
            buttonStyles:
              faint: { foreground: "#AAAAAA" }
            """
        let result = ThemeSetLoader.load(files: [("a.yaml", Array(text.utf8))])
        let html = PreviewDocument.html(try #require(result.themeSet), contrast: result.contrast)
        #expect(html.contains("<td class=\"cell fail\">"))
        #expect(html.contains("✕ 2.32:1 &lt; 4.5:1"))
        #expect(html.contains("failing condition"))
    }

    @Test func writesAtomically() throws {
        let directory = NSTemporaryDirectory() + "themec-preview-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/page.html"
        try PreviewWriter.write("first", to: path)
        try PreviewWriter.write("second", to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["page.html"])
        #expect(throws: PreviewWriter.WriteError.self) {
            try PreviewWriter.write("x", to: directory + "/missing/page.html")
        }
    }

    /// Renders the page in headless Chromium and reads pixels of the screenshot (decoded with Python's zlib).
    @Test(.needs(.chromium, .python3), .timeLimit(.minutes(1)))
    func chromiumShowsTheResolvedColours() throws {
        try OptionalTests.require(.chromium, .python3)
        let chromium = try #require(OptionalTests.executable(.chromium))
        let (set, matrix) = try Self.starterThemes()
        let directory = NSTemporaryDirectory() + "themec-preview-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        // Test-only anchors: pin the two real swatch elements to known places of the viewport.
        let anchors = """
            <style>
            #swatch-Default-light-colors-accent, #swatch-Default-dark-colors-accent {
              position: fixed; top: 0; width: 80px; height: 80px; z-index: 1000; box-shadow: none; border-radius: 0; }
            #swatch-Default-light-colors-accent { left: 0; }
            #swatch-Default-dark-colors-accent { left: 80px; }
            </style>
            </head>
            """
        let html = PreviewDocument.html(set, contrast: matrix).replacingOccurrences(of: "</head>", with: anchors)
        let page = directory + "/preview.html"
        let png = directory + "/preview.png"
        try PreviewWriter.write(html, to: page)
        _ = try Self.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--force-color-profile=srgb", "--user-data-dir=\(directory)/profile", "--screenshot=\(png)",
                "--window-size=1200,1400", URL(fileURLWithPath: page).absoluteString,
            ])
        let output = try Self.run("/usr/bin/env", ["python3", "-c", Self.pngProbe, png, "40", "40", "120", "40"])
        let lines = output.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(output)")

        let accent = set.colors.firstIndex { $0.name.path == ["accent"] }!
        let theme = try #require(set.theme(named: "Default"))
        for (line, appearance) in zip(lines, [Appearance.light, .dark]) {
            let expected = theme.colors[accent][appearance].rgba
            let channels = line.split(separator: " ").compactMap { Int($0) }
            #expect(channels.count == 3)
            let wanted = [Int(expected.red), Int(expected.green), Int(expected.blue)]
            #expect(
                zip(channels, wanted).allSatisfy { abs($0 - $1) <= 1 }, "\(appearance): \(channels) vs \(expected.hex)")
        }
        let distinct = try #require(Int(lines[2]))
        #expect(distinct > 200, "the page looks blank: only \(distinct) distinct colours")
    }

    /// Runs a program, returning its standard output; throws when it fails.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProcessFailure(
                message: "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct ProcessFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// A minimal PNG decoder (8-bit RGB/RGBA, non-interlaced, every filter type) using Python's zlib:
    /// prints `R G B` for each requested pixel, then the number of distinct colours.
    static let pngProbe = """
        import sys, zlib, struct
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        pos, idat = 8, b''
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
            elif kind == b'IDAT':
                idat += body
            pos += 12 + length
        assert depth == 8 and ctype in (2, 6) and interlace == 0
        bpp = 4 if ctype == 6 else 3
        raw = zlib.decompress(idat)
        stride = width * bpp
        rows, prev, i = [], bytearray(stride), 0
        for _ in range(height):
            f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
                if f == 1: line[x] = (line[x] + a) & 255
                elif f == 2: line[x] = (line[x] + b) & 255
                elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255
            rows.append(bytes(line)); prev = line
        coords = list(map(int, sys.argv[2:]))
        for k in range(0, len(coords), 2):
            x, y = coords[k], coords[k + 1]
            px = rows[y][x * bpp:x * bpp + 3]
            print(px[0], px[1], px[2])
        print(len({row[x:x + 3] for row in rows for x in range(0, stride, bpp)}))
        """
}

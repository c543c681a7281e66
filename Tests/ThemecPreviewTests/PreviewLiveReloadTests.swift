import Foundation
import Testing
import ThemecCore
import ThemecTestSupport

@testable import ThemecPreview

/// The watch-mode page: the script that reloads it, and the version file it reads.
@Suite("The live-reloading preview")
struct PreviewLiveReloadTests {
    @Test func theScriptGoesBeforeTheEndOfTheBody() {
        let page = "<!DOCTYPE html>\n<html>\n<body>\n<p>x</p>\n</body>\n</html>\n"
        let live = PreviewDocument.liveReloading(page, version: "abc123", versionFile: "preview.html.version.js")
        #expect(live.hasPrefix("<!DOCTYPE html>\n<html>\n<body>\n<p>x</p>\n<script>\n"))
        #expect(live.hasSuffix("</script>\n</body>\n</html>\n"))
        #expect(live.contains("var version = \"abc123\";"))
        #expect(live.contains("script.src = \"preview.html.version.js\" + \"?\" + Date.now();"))
        #expect(
            PreviewDocument.versionScript(version: "abc123").hasSuffix("\nthemecPreviewVersion(\"abc123\");\n"))
    }

    /// A file name with quotes, `</script>` or a line break cannot end the string or the script.
    @Test func namesAreEscapedForJavaScriptInsideHTML() {
        #expect(
            PreviewDocument.javaScriptString("a b\"</script>\n.js")
                == "\"a\\u0020b\\u0022\\u003c\\u002fscript\\u003e\\u000a.js\"")
        #expect(PreviewDocument.javaScriptString("é") == "\"\\u00e9\"")
    }

    /// In headless Chromium, from a `file://` address: the page loads its version file, reloads itself when
    /// the version differs and stays when it is the same. The page counts its loads in `localStorage`, and on
    /// its second load takes `themecPreviewVersion` away so the reload happens once; `--dump-dom` then prints
    /// the count.
    @Test(.needs(.chromium), .timeLimit(.minutes(1)), arguments: [false, true])
    func aPageReloadsItselfWhenItsVersionChanges(changed: Bool) throws {
        try OptionalTests.require(.chromium)
        let chromium = try #require(OptionalTests.executable(.chromium))
        let directory = NSTemporaryDirectory() + "themec-live-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let counting = """
            <!DOCTYPE html>
            <html>
            <body>
            <p id="loads"></p>
            <script>
            var loads = Number(localStorage.getItem("loads") || 0) + 1;
            localStorage.setItem("loads", String(loads));
            document.getElementById("loads").textContent = "loads " + loads;
            if (loads >= 2) Object.defineProperty(window, "themecPreviewVersion", { value: function () {}, writable: false });
            </script>
            </body>
            </html>

            """
        let page = PreviewDocument.liveReloading(counting, version: "v1", versionFile: "preview.html.version.js")
        try Data(page.utf8).write(to: URL(fileURLWithPath: directory + "/preview.html"))
        try Data(PreviewDocument.versionScript(version: changed ? "v2" : "v1").utf8)
            .write(to: URL(fileURLWithPath: directory + "/preview.html.version.js"))
        let dom = try PreviewTests.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(directory)/profile",
                "--virtual-time-budget=5000", "--dump-dom",
                URL(fileURLWithPath: directory + "/preview.html").absoluteString,
            ])
        #expect(dom.contains("<p id=\"loads\">loads \(changed ? 2 : 1)</p>"), "\(dom.prefix(600))")
    }
}

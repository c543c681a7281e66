import Testing
import ThemecCore

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
}

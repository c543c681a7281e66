import Foundation
import Testing
import ThemecCore
import ThemecPreview
import ThemecTestSupport

/// The page laid out by headless Chromium at a phone's, two tablets' and a desktop's width, in light and
/// dark (the starter themes, a set made to stress the colours and styles, and one with every newer token
/// group: typography, fonts, shadows, animations, sizes, opacity, numbers, durations): nothing runs off the
/// right edge, the page chrome follows the colour scheme while the panels keep their own, and every failing
/// condition has a visible mark.
///
/// Headless Chromium will not make a window narrower than 500 px, so each width is an `iframe` of that
/// width whose `srcdoc` is the page plus a small script; the script measures the page inside the frame and
/// writes its verdict as JSON into the outer document, which `--dump-dom` prints.
@Suite(.serialized)
struct PreviewLayoutTests {
    static let widths = [390, 768, 1024, 1440]

    enum Scheme: String, CaseIterable, CustomTestStringConvertible {
        case light, dark
        /// Blink's `PreferredColorScheme`: 0 is dark, 1 light.
        var blinkValue: Int { self == .dark ? 0 : 1 }
        var testDescription: String { rawValue }
    }

    enum Fixture: String, CaseIterable, CustomTestStringConvertible {
        case starterThemes, stress, tokenGroups
        var testDescription: String { rawValue }

        func load() throws -> (ResolvedThemeSet, ContrastMatrix) {
            switch self {
            case .starterThemes:
                let (set, matrix) = try PreviewTests.starterThemes()
                return (set, try #require(matrix))
            case .stress: return try PreviewMarksTests.stress()
            case .tokenGroups: return try PreviewTokenGroupsTests.load()
            }
        }
    }

    @Test(
        .needs(.chromium), .timeLimit(.minutes(1)),
        arguments: Fixture.allCases, Scheme.allCases)
    func fitsEveryWidthAndMarksEveryFailure(_ fixture: Fixture, _ scheme: Scheme) throws {
        try OptionalTests.require(.chromium)
        let chromium = try #require(OptionalTests.executable(.chromium))
        let (set, matrix) = try fixture.load()
        let html = PreviewDocument.html(set, contrast: matrix)
        let directory = NSTemporaryDirectory() + "themec-preview-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let probe = directory + "/probe.html"
        try Data(Self.probePage(html, widths: Self.widths).utf8).write(to: URL(fileURLWithPath: probe))
        let dom = try PreviewTests.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--user-data-dir=\(directory)/profile", "--blink-settings=preferredColorScheme=\(scheme.blinkValue)",
                "--window-size=1500,1000", "--dump-dom", URL(fileURLWithPath: probe).absoluteString,
            ])
        for width in Self.widths {
            let verdict = try Self.verdict(in: dom, width: width)
            let at = "\(fixture.rawValue), \(scheme.rawValue), \(width) px"
            #expect(verdict["width"] as? Int == width, "\(at): the frame is \(verdict["width"] ?? "?") px wide")
            #expect(
                verdict["dark"] as? Bool == (scheme == .dark),
                "\(at): Chromium did not switch prefers-color-scheme to \(scheme.rawValue)")
            let pageBackground = verdict["background"] as? String
            if scheme == .dark {
                #expect(pageBackground == "rgb(12, 12, 14)", "\(at): page chrome is \(pageBackground ?? "?")")
            } else {
                #expect(pageBackground == "rgb(236, 236, 240)", "\(at): page chrome is \(pageBackground ?? "?")")
            }
            // The panels keep their own appearance whatever the reader's setting.
            #expect(verdict["lightPanel"] as? String == "rgb(255, 255, 255)", "\(at)")
            #expect(verdict["darkPanel"] as? String == "rgb(0, 0, 0)", "\(at)")
            let scrollWidth = verdict["scrollWidth"] as? Int ?? .max
            #expect(scrollWidth <= width, "\(at): the page scrolls sideways (\(scrollWidth) px)")
            let offenders = verdict["offenders"] as? [String] ?? ["(none reported)"]
            #expect(offenders.isEmpty, "\(at): past the right edge: \(offenders.joined(separator: "; "))")
            let failing = matrix.failures.count
            #expect(verdict["summary"] as? Int == failing, "\(at): the summary counts \(verdict["summary"] ?? "?")")
            #expect(verdict["marks"] as? Int == failing, "\(at): \(verdict["marks"] ?? "?") marks for \(failing)")
            #expect(verdict["visibleMarks"] as? Int == failing, "\(at): only \(verdict["visibleMarks"] ?? "?") visible")
        }
    }

    /// The outer page: one frame per width, each showing `html` with the measuring script.
    static func probePage(_ html: String, widths: [Int]) -> String {
        let page = html.replacingOccurrences(of: "</body>", with: measure + "</body>")
        let attribute = page.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        var out = "<!DOCTYPE html><html><body style=\"margin:0\">\n"
        for width in widths {
            // Taller than any page, so no frame scrolls vertically (a scroll bar would narrow it).
            out +=
                "<iframe style=\"border:0;display:block;width:\(width)px;height:60000px\" srcdoc=\"\(attribute)\">"
                + "</iframe>\n"
        }
        return out + "</body></html>\n"
    }

    /// Measures the page it is part of, and writes the verdict into the outer document as
    /// `<pre id="verdict-WIDTH">JSON</pre>`. An element counts as past the edge if its box ends right of
    /// the frame (or starts left of it), unless an ancestor clips or scrolls it.
    static let measure = """
        <script>
        (() => {
          const width = window.innerWidth;
          const clipped = (element) => {
            for (let p = element.parentElement; p && p !== document.body; p = p.parentElement) {
              if (getComputedStyle(p).overflowX !== 'visible') return true;
            }
            return false;
          };
          const offenders = [];
          for (const element of document.body.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            if ((box.right > width + 0.5 || box.left < -0.5) && !clipped(element)) {
              offenders.push(element.tagName.toLowerCase() + (element.id ? '#' + element.id : '')
                + (element.className ? '.' + String(element.className).replace(/ /g, '.') : '')
                + ' ' + Math.round(box.left) + '..' + Math.round(box.right));
            }
          }
          const marks = [...document.querySelectorAll('[data-contrast-fail]')];
          const visibleMarks = marks.filter((mark) => {
            const box = mark.getBoundingClientRect(), style = getComputedStyle(mark);
            return box.width > 0 && box.height > 0 && style.visibility === 'visible' && style.boxShadow !== 'none'
              && mark.querySelector('.badge.fail') !== null;
          }).length;
          const background = (selector) => {
            const element = document.querySelector(selector);
            return element ? getComputedStyle(element).backgroundColor : null;
          };
          const summary = document.getElementById('failing-count');
          const verdict = {
            width, scrollWidth: document.documentElement.scrollWidth,
            dark: matchMedia('(prefers-color-scheme: dark)').matches,
            background: getComputedStyle(document.body).backgroundColor,
            lightPanel: background('.panel.light'), darkPanel: background('.panel.dark'),
            offenders: offenders.slice(0, 12), marks: marks.length, visibleMarks,
            summary: summary ? Number(summary.dataset.failing) : null,
          };
          const out = parent.document.createElement('pre');
          out.id = 'verdict-' + width;
          out.textContent = JSON.stringify(verdict);
          parent.document.body.appendChild(out);
        })();
        </script>

        """

    /// The verdict the frame of `width` wrote, from Chromium's dump of the outer document.
    static func verdict(in dom: String, width: Int) throws -> [String: Any] {
        let start = try #require(dom.range(of: "<pre id=\"verdict-\(width)\">"), "no verdict for \(width) px")
        let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
        let json = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(object as? [String: Any])
    }
}

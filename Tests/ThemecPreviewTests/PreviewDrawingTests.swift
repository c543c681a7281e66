import Foundation
import Testing
import ThemecCore
import ThemecPreview
import ThemecTestSupport

/// The page draws what the app draws, measured by headless Chromium at a phone's and a desktop's width in
/// the starter themes: a button label's computed weight and size are its typography's, a toggle without a
/// `disabled` block is dimmed as the generated code dims it, no button shadow is clipped by anything around
/// it, a font the browser lacks is marked, and each animation has its demo.
@Suite(.serialized)
struct PreviewDrawingTests {
    static let widths = [390, 1440]

    @Test(.needs(.chromium), .timeLimit(.minutes(1)))
    func drawsWhatTheAppDraws() throws {
        try OptionalTests.require(.chromium)
        let chromium = try #require(OptionalTests.executable(.chromium))
        let (set, matrix) = try PreviewTests.starterThemes()
        let names = set.buttonStyles.map(\.name)
        let theme = try #require(set.themes.first { $0.name == "Default" })
        // What the generated code draws, from the model: the filled button's label weight and size, the toggle's
        // disabled opacity (its `disabledOpacity` times the disabled state's own).
        let filled = theme.buttonStyles[try #require(names.firstIndex(of: "thema"))]
        #expect(filled.fontWeight == nil)
        let weight = try #require(filled.font?.weight)
        #expect(weight >= 600, "the fixture's label is bold, which a page drawing 400 fails")
        let size = filled.font?.size ?? 17
        let toggle = theme.buttonStyles[try #require(names.firstIndex(of: "option"))]
        #expect(toggle.isToggle && !toggle.declaredStates.contains(.disabled))
        let dimmed = toggle.values(.disabled).opacity * (toggle.disabledOpacity ?? 1)
        #expect(dimmed < 1, "the generated code dims a toggle without a disabled block")

        let html = PreviewDocument.html(set, contrast: matrix)
        let directory = NSTemporaryDirectory() + "themec-drawing-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let probe = directory + "/probe.html"
        try Data(Self.probePage(html).utf8).write(to: URL(fileURLWithPath: probe))
        let dom = try PreviewTests.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--user-data-dir=\(directory)/profile", "--window-size=1500,1000",
                "--virtual-time-budget=3000", "--dump-dom", URL(fileURLWithPath: probe).absoluteString,
            ])
        for width in Self.widths {
            let verdict = try PreviewLayoutTests.verdict(in: dom, width: width)
            let at = "\(width) px"
            #expect(verdict["width"] as? Int == width, "\(at)")
            #expect(verdict["labelWeight"] as? String == formatNumber(weight), "\(at): \(verdict)")
            #expect(verdict["labelSize"] as? String == formatNumber(size) + "px", "\(at): \(verdict)")
            #expect(verdict["toggleDisabledOpacity"] as? String == formatNumber(dimmed), "\(at): \(verdict)")
            let shadows = verdict["shadows"] as? Int ?? 0
            #expect(shadows > 0, "\(at): no button with a shadow was measured")
            let clipped = verdict["clipped"] as? [String] ?? ["(none reported)"]
            #expect(clipped.isEmpty, "\(at): shadows cut off: \(clipped.joined(separator: "; "))")
            // Hiragino Sans is not on this machine's Chromium: the specimen and the font say so.
            let missing = verdict["fallbackNotes"] as? Int ?? 0
            let hiragino = verdict["hiraginoInstalled"] as? Bool ?? true
            if !hiragino { #expect(missing > 0, "\(at): a missing font is not marked") }
            #expect(verdict["animations"] as? Int ?? 0 > 0, "\(at): \(verdict)")
            #expect(verdict["animationName"] as? String == "themec-slide", "\(at): \(verdict)")
        }
    }

    /// One frame per width, each showing `html` with the measuring script.
    static func probePage(_ html: String) -> String {
        let page = html.replacingOccurrences(of: "</body>", with: measure + "</body>")
        let attribute = page.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        var out = "<!DOCTYPE html><html><body style=\"margin:0\">\n"
        for width in widths {
            out +=
                "<iframe style=\"border:0;display:block;width:\(width)px;height:60000px\" srcdoc=\"\(attribute)\">"
                + "</iframe>\n"
        }
        return out + "</body></html>\n"
    }

    /// Measures the page it is part of and writes the verdict into the outer document as
    /// `<pre id="verdict-WIDTH">JSON</pre>`. A shadow is clipped when the box its `data-shadow` reach
    /// describes (the button's box grown by it) is not inside an ancestor that clips (overflow not visible).
    static let measure = """
        <script>
        window.addEventListener('load', () => {
          const panel = document.getElementById('panel-Default-light');
          const style = (name) => [...panel.querySelectorAll('.style')].find((element) =>
            element.querySelector('.style-name code').textContent === '.' + name);
          const cell = (name, state) => [...style(name).querySelectorAll('.cell')].find((element) =>
            element.querySelector('.state').textContent === state);
          const label = getComputedStyle(cell('thema', 'normal').querySelector('.btn'));
          const toggle = getComputedStyle(cell('option', 'disabled').querySelector('.btn'));
          const clipped = [];
          const buttons = [...document.querySelectorAll('[data-shadow]')];
          for (const button of buttons) {
            const [top, right, bottom, left] = button.dataset.shadow.split(' ').map(Number);
            const box = button.getBoundingClientRect();
            const reach = { top: box.top - top, right: box.right + right, bottom: box.bottom + bottom,
              left: box.left - left };
            for (let p = button.parentElement; p && p !== document.body; p = p.parentElement) {
              const css = getComputedStyle(p);
              if (css.overflowX === 'visible' && css.overflowY === 'visible') continue;
              const clip = p.getBoundingClientRect();
              if (reach.top < clip.top - 0.5 || reach.bottom > clip.bottom + 0.5 || reach.left < clip.left - 0.5
                || reach.right > clip.right + 0.5) {
                clipped.push(button.closest('.panel').id + ' ' + Math.round(reach.bottom) + '>' + Math.round(clip.bottom));
                break;
              }
            }
          }
          const context = document.createElement('canvas').getContext('2d');
          context.font = '40px monospace';
          const plain = context.measureText('mmmmmmmmmmlli').width;
          context.font = '40px "HiraginoSans-W3", monospace';
          const hiraginoInstalled = context.measureText('mmmmmmmmmmlli').width !== plain;
          const notes = [...document.querySelectorAll('.fallback')].filter((note) => !note.hidden
            && note.getBoundingClientRect().height > 0);
          const dots = document.querySelectorAll('.animation .dot');
          const verdict = {
            width: window.innerWidth, labelWeight: label.fontWeight, labelSize: label.fontSize,
            toggleDisabledOpacity: toggle.opacity, shadows: buttons.length, clipped: clipped.slice(0, 12),
            hiraginoInstalled, fallbackNotes: notes.length, animations: dots.length,
            animationName: dots.length ? getComputedStyle(dots[0]).animationName : null,
          };
          const out = parent.document.createElement('pre');
          out.id = 'verdict-' + window.innerWidth;
          out.textContent = JSON.stringify(verdict);
          parent.document.body.appendChild(out);
        });
        </script>

        """
}

/// The page's stylesheet, inlined into the document.
///
/// The page chrome follows the reader's `prefers-color-scheme` through the custom properties on `:root`;
/// each panel sets its own background, text colour and `--surface` inline, so it keeps its appearance.
/// Grids use `minmax(0, …)` or `min(100%, …)` tracks and their children `min-width: 0`, and names wrap at
/// the `<wbr>` between their words, so nothing is wider than a phone's screen.
enum PreviewStyle {
    static let css = """
        :root { color-scheme: light dark;
          --page: #ECECF0; --ink: #1C1C1E; --ink-2: #3A3A3C; --muted: #6E6E73; --card: #FFFFFF;
          --ring: #0000000F; --shadow: #0000001A; --accent: #0066CC; --accent-soft: #E5F0FF; --bad: #C4161C; }
        @media (prefers-color-scheme: dark) {
          :root { --page: #0C0C0E; --ink: #F2F2F7; --ink-2: #D1D1D6; --muted: #98989F; --card: #1C1C1E;
            --ring: #FFFFFF24; --shadow: #00000099; --accent: #409CFF; --accent-soft: #0A2A4D; --bad: #FF6961; }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
          margin: 0; padding: 32px clamp(12px, 3vw, 40px) 48px; background: var(--page); color: var(--ink);
          font: 14px/1.4 -apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", "Helvetica Neue",
            "Liberation Sans", "DejaVu Sans", Arial, sans-serif;
          -webkit-font-smoothing: antialiased;
        }
        code { font: 600 13px/1.3 ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; }
        h1, h2, p, code, .name, .detail, .pair-name, .style-name { overflow-wrap: anywhere; }
        .page-head h1 { margin: 0 0 4px; font-size: 28px; letter-spacing: -0.02em; }
        .page-head .sub { margin: 0 0 10px; color: var(--muted); }
        .legend, .origins { margin: 0 0 8px; color: var(--ink-2); display: flex; gap: 6px 16px; align-items: center;
          flex-wrap: wrap; }
        .legend-item { display: inline-flex; gap: 6px; align-items: center; flex-wrap: wrap; min-width: 0; }
        .legend .badge, .legend-item .badge { margin-top: 0; }
        .page-head .summary { margin: 0 0 8px; color: var(--ink-2); }
        .page-head .bad { color: var(--bad); }
        .theme { margin-top: 36px; }
        .theme-head { display: flex; align-items: baseline; gap: 4px 16px; flex-wrap: wrap; margin-bottom: 12px; }
        .theme-head > * { min-width: 0; }
        .theme-head h2 { margin: 0; font-size: 24px; letter-spacing: -0.01em; }
        .theme-head .meta { margin: 0; color: var(--muted); }
        .theme-head .description, .theme-head .origins { margin: 0; flex-basis: 100%; color: var(--ink-2); }
        .theme-head .origins { margin-top: 6px; font-size: 13px; }
        h3 { margin: 18px 0 10px; font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase;
          opacity: 0.65; }
        .card { --surface: var(--card); background: var(--card); border-radius: 14px; padding: 4px 20px 18px;
          box-shadow: 0 1px 3px var(--shadow), 0 0 0 1px var(--ring); }
        .static { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr); gap: 8px 28px;
          margin-bottom: 16px; }
        .static > *, .appearances > *, .swatches > *, .lists > *, .pairs > *, .states > * { min-width: 0; }
        .appearances { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; }
        .panel { border-radius: 14px; padding: 6px clamp(12px, 1.6vw, 20px) 20px; box-shadow: 0 1px 3px #0000001A, 0 0 0 1px #0000000F; }
        .panel.light { color-scheme: light; }
        .panel.dark { color-scheme: dark; box-shadow: 0 1px 3px #00000033, 0 0 0 1px #FFFFFF1A; }
        .panel-head { display: flex; flex-wrap: wrap; gap: 2px 12px; justify-content: space-between; align-items: baseline;
          padding: 12px 0 2px; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
        .panel-head .appearance { font-size: 16px; font-weight: 700; margin-right: auto; }
        .panel-head .surface { font: 12px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; opacity: 0.6; }
        .panel-head .panel-fails { font: 600 11px/16px ui-monospace, Menlo, "DejaVu Sans Mono", monospace;
          padding: 1px 7px; border-radius: 999px; background: #D92D20; color: #FFFFFF; }
        .swatches { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 104px), 1fr)); gap: 12px 10px; }
        .swatch .chip { height: 44px; border-radius: 9px; overflow: hidden;
          background: repeating-conic-gradient(color-mix(in srgb, currentColor 22%, var(--surface)) 0 25%,
            var(--surface) 0 50%) 0 0 / 12px 12px;
          box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 12%, transparent); }
        .swatch .fill { width: 100%; height: 100%; border-radius: 9px;
          box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 22%, transparent); }
        .swatch .name { margin-top: 5px; font-size: 12px; font-weight: 600; }
        .swatch .hex, .swatch .detail { font: 11px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; opacity: 0.65; }
        .inherited > .name, .inherited > .style-name code, .inherited > .style-name .facts { opacity: 0.55; }
        .inherited .chip, .inherited .radius-box { opacity: 1; }
        .origin { display: inline-block; margin-top: 3px; padding: 0 6px; border-radius: 4px; max-width: 100%;
          font: 600 10px/15px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
        .origin.overrides { background: #6E3AD4; color: #FFFFFF; }
        .origin.inherited { box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 35%, transparent); opacity: 0.7; }
        .origins .origin { margin-top: 0; }
        .radii, .spacing { display: flex; flex-wrap: wrap; gap: 14px; }
        .spacing { flex-direction: column; gap: 8px; }
        .radius { text-align: center; font-size: 12px; min-width: 0; max-width: 100%; }
        .radius-box { width: 64px; height: 64px; background: var(--accent-soft); border: 2px solid var(--accent);
          margin: 0 auto 4px; }
        .radius .value, .space .value { color: var(--muted); font-size: 11px; }
        .space { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; font-size: 12px; min-width: 0; }
        .space-bar { height: 10px; border-radius: 3px; background: var(--accent); min-width: 1px; max-width: 100%; }
        .space .name { font-weight: 600; min-width: 0; }
        .space .origin { margin-top: 0; }
        .more { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr)); gap: 8px 28px;
          margin-bottom: 16px; }
        .more > *, .specimens > *, .font-list > *, .animation-list > *, .shadows > * { min-width: 0; }
        .more .typography { grid-column: 1 / -1; }
        .specimens { display: grid; grid-template-columns: minmax(0, 1fr); gap: 14px; }
        .specimen { padding-bottom: 12px; border-bottom: 1px solid color-mix(in srgb, currentColor 10%, transparent); }
        .specimen > .name, .animation > .name { display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline;
          font-size: 12px; font-weight: 600; }
        .specimen .origin, .animation .origin { margin-top: 0; }
        .specimen .sample { max-width: 100%; overflow-x: auto; overflow-wrap: anywhere; margin: 4px 0; }
        .specimen .facts, .shadow .detail { display: flex; flex-wrap: wrap; gap: 2px 12px;
          font: 11px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; color: var(--muted); }
        .specimen .facts span, .shadow .detail span { overflow-wrap: anywhere; min-width: 0; }
        .font-list, .animation-list { display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; }
        .font-sample { font-size: 20px; line-height: 1.3; overflow-wrap: anywhere; }
        .font .name { font-size: 12px; font-weight: 600; }
        .inherited > .font-sample, .inherited > .sample { opacity: 0.7; }
        .animation .curve { font-size: 12px; overflow-wrap: anywhere; }
        .animation .curve code { font-size: 12px; }
        .animation .track { position: relative; height: 16px; margin-top: 4px; border-radius: 8px;
          background: color-mix(in srgb, currentColor 8%, transparent); }
        .animation .track { display: block; width: 100%; padding: 0; border: 0; color: inherit; cursor: pointer;
          overflow: hidden; }
        .animation .dot { width: 16px; height: 16px; border-radius: 8px; background: var(--accent); margin-left: 0; }
        .animation .dot.play { animation-name: themec-slide; animation-iteration-count: 1; animation-fill-mode: both; }
        @keyframes themec-slide { from { margin-left: 0; } to { margin-left: calc(88% - 16px); } }
        @media (prefers-reduced-motion: reduce) { .animation .dot.play:not(.clicked) { animation: none; } }
        .fallback { display: inline-block; margin-top: 4px; padding: 0 6px; border-radius: 6px; font: 600 11px/16px
          ui-monospace, Menlo, "DejaVu Sans Mono", monospace; background: color-mix(in srgb, #E5A000 22%, transparent); }
        .fallback[hidden] { display: none; }
        .btn.font-missing { outline: 1px dashed #E5A000; outline-offset: 2px; }
        .token-table { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: 12px; }
        .token-table td { padding: 3px 6px 3px 0; vertical-align: baseline; overflow-wrap: anywhere; }
        .token-table .group { width: 24%; color: var(--muted); }
        .token-table .name { font-weight: 600; }
        .token-table .value { width: 24%; font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; }
        .token-table .origin { margin-top: 0; }
        .shadows { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr)); gap: 16px 14px;
          padding: 4px 0; }
        .shadow-card { height: 56px; border-radius: 10px; margin: 8px 8px 8px;
          background: color-mix(in srgb, currentColor 3%, var(--surface)); }
        .shadow .name { font-size: 12px; font-weight: 600; }
        .style { margin-bottom: 16px; }
        .style-name { display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline; margin-bottom: 6px; }
        .style-name .facts { font-size: 12px; opacity: 0.65; }
        .style-name .origin { margin-top: 0; }
        .states { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--cell)), 1fr)); gap: 6px; }
        .states .role { grid-column: 1 / -1; margin: 4px 0 -2px; font-size: 11px; font-weight: 600; opacity: 0.6; }
        .cell { text-align: center; padding: 6px 6px 8px; border-radius: 10px;
          box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 10%, transparent); }
        .cell.fail { box-shadow: inset 0 0 0 2px #E5484D; background: #E5484D14; }
        .cell .state { font-size: 11px; font-weight: 600; opacity: 0.6; }
        .stage { min-height: 58px; padding: 6px 4px; display: flex; align-items: center; justify-content: center;
          max-width: 100%; overflow-x: auto; box-sizing: border-box; }
        .btn { display: inline-flex; align-items: center; justify-content: center; flex: none; line-height: 1.25;
          white-space: nowrap; }
        .btn.list-row { width: 104px; max-width: 100%; min-height: 44px; }
        .btn.align-leading { justify-content: flex-start; }
        .btn.align-trailing { justify-content: flex-end; }
        .badge { display: inline-block; margin-top: 6px; padding: 1px 7px; border-radius: 999px; max-width: 100%;
          font: 600 11px/16px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; }
        .badge:not(.fail) { white-space: nowrap; }
        .badge.fail { text-wrap: balance; border-radius: 8px; }
        .badge.pass { background: #E3F5E8; color: #17612E; }
        .badge.fail { background: #D92D20; color: #FFFFFF; }
        .badge.exempt, .badge.skipped { background: #EEEEF0; color: #55555A; }
        .pairs { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr)); gap: 8px; }
        .cell.pair, .cell.other { text-align: left; padding: 8px; }
        .pair-sample { padding: 10px 12px; border-radius: 8px; font-size: 15px; font-weight: 500;
          box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 15%, transparent); }
        .pair-name { margin-top: 6px; font-size: 11px; opacity: 0.8; }
        .pair-name code { font-size: 11px; }
        .lists { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr)); gap: 16px;
          padding: 16px; border-radius: 12px; }
        .lists.tinted { background: color-mix(in srgb, currentColor 6%, transparent); }
        .list-header { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; margin: 0 0 6px 16px; }
        .list-row { display: flex; align-items: center; font-size: 15px; }
        .list-row.separated { box-shadow: inset 0 -1px 0 color-mix(in srgb, currentColor 14%, transparent); }
        @media (max-width: 959px) {
          .appearances { grid-template-columns: minmax(0, 1fr); }
          .static { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
          .static .palette { grid-column: 1 / -1; }
        }
        @media (max-width: 599px) {
          body { padding-top: 20px; }
          .page-head h1 { font-size: 24px; }
          .static { grid-template-columns: minmax(0, 1fr); }
          .card { padding-left: 14px; padding-right: 14px; }
          .lists { padding: 10px; }
        }
        """
}

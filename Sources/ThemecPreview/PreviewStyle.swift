/// The page's stylesheet, inlined into the document.
enum PreviewStyle {
    static let css = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body {
          margin: 0; padding: 32px 40px 48px; background: #ECECF0; color: #1C1C1E;
          font: 14px/1.4 -apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", "Helvetica Neue",
            "Liberation Sans", "DejaVu Sans", Arial, sans-serif;
          -webkit-font-smoothing: antialiased;
        }
        code { font: 600 13px/1.3 ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; }
        .page-head h1 { margin: 0 0 4px; font-size: 28px; letter-spacing: -0.02em; }
        .page-head .sub { margin: 0 0 10px; color: #6E6E73; }
        .page-head .legend { margin: 0 0 8px; color: #3A3A3C; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
        .page-head .bad { color: #C4161C; }
        .theme { margin-top: 36px; }
        .theme-head { display: flex; align-items: baseline; gap: 16px; flex-wrap: wrap; margin-bottom: 12px; }
        .theme-head h2 { margin: 0; font-size: 24px; letter-spacing: -0.01em; }
        .theme-head .meta { margin: 0; color: #6E6E73; }
        .theme-head .description { margin: 0; flex-basis: 100%; color: #3A3A3C; }
        h3 { margin: 18px 0 10px; font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; opacity: 0.65; }
        .card { background: #FFFFFF; border-radius: 14px; padding: 4px 20px 18px; box-shadow: 0 1px 3px #0000001A; }
        .static { display: grid; grid-template-columns: 2fr 1fr 1fr; gap: 28px; margin-bottom: 16px; }
        .appearances { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; }
        .panel { border-radius: 14px; padding: 6px 20px 20px; box-shadow: 0 1px 3px #0000001A, 0 0 0 1px #0000000F; }
        .panel.dark { box-shadow: 0 1px 3px #00000033, 0 0 0 1px #FFFFFF1A; }
        .panel-head { display: flex; justify-content: space-between; align-items: baseline; padding: 12px 0 2px;
          border-bottom: 1px solid currentColor; border-color: color-mix(in srgb, currentColor 15%, transparent); }
        .panel-head .appearance { font-size: 16px; font-weight: 700; }
        .panel-head .surface { font: 12px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; opacity: 0.6; }
        .swatches { display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 12px 10px; }
        .swatch .chip { height: 44px; border-radius: 9px; overflow: hidden;
          background: repeating-conic-gradient(#D1D1D6 0 25%, #FFFFFF 0 50%) 0 0 / 12px 12px;
          box-shadow: inset 0 0 0 1px #00000014; }
        .swatch .fill { width: 100%; height: 100%; border-radius: 9px;
          box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 22%, transparent); }
        .swatch .name { margin-top: 5px; font-size: 12px; font-weight: 600; overflow-wrap: anywhere; }
        .swatch .hex, .swatch .detail { font: 11px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; opacity: 0.65;
          overflow-wrap: anywhere; }
        .radii, .spacing { display: flex; flex-wrap: wrap; gap: 14px; }
        .spacing { flex-direction: column; gap: 8px; }
        .radius { text-align: center; font-size: 12px; }
        .radius-box { width: 64px; height: 64px; background: #E5F0FF; border: 2px solid #0066CC; margin-bottom: 4px; }
        .radius .value, .space .value { color: #6E6E73; font-size: 11px; }
        .space { display: flex; align-items: center; gap: 8px; font-size: 12px; }
        .space-bar { height: 10px; border-radius: 3px; background: #0066CC; min-width: 1px; }
        .space .name { font-weight: 600; }
        .style { margin-bottom: 14px; }
        .style-name { display: flex; gap: 10px; align-items: baseline; margin-bottom: 6px; }
        .style-name span { font-size: 12px; opacity: 0.65; }
        table.states { border-collapse: separate; border-spacing: 6px 4px; margin-left: -6px; }
        table.states th { font-size: 11px; font-weight: 600; opacity: 0.6; text-align: center; padding: 0 2px; }
        table.states th.role { text-align: left; white-space: nowrap; }
        td.cell { vertical-align: top; text-align: center; padding: 8px 6px 6px; border-radius: 10px;
          box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 10%, transparent); }
        td.cell.fail { box-shadow: inset 0 0 0 2px #E5484D; background: #E5484D14; }
        .stage { min-height: 58px; display: flex; align-items: center; justify-content: center; }
        .btn { display: inline-flex; align-items: center; justify-content: center; font-size: 15px; line-height: 20px;
          white-space: nowrap; }
        .btn.list-row { width: 104px; min-height: 44px; }
        .btn.align-leading { justify-content: flex-start; }
        .btn.align-trailing { justify-content: flex-end; }
        .badge { display: inline-block; margin-top: 6px; padding: 1px 7px; border-radius: 999px; white-space: nowrap;
          font: 600 11px/16px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; }
        .badge.pass { background: #E3F5E8; color: #17612E; }
        .badge.fail { background: #D92D20; color: #FFFFFF; }
        .badge.exempt, .badge.skipped { background: #EEEEF0; color: #55555A; }
        .lists { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 16px;
          padding: 16px; border-radius: 12px; }
        .lists.tinted { background: color-mix(in srgb, currentColor 6%, transparent); }
        .list-header { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; margin: 0 0 6px 16px; }
        .list-row { display: flex; align-items: center; font-size: 15px; }
        .list-row.separated { box-shadow: inset 0 -1px 0 color-mix(in srgb, currentColor 14%, transparent); }
        """
}

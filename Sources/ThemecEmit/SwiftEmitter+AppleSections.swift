import ThemecCore

/// The `List` half of the grouped list sections, and the pieces the stack and `List` sections share: a row's
/// content (padding, minimum height, the padding handed to `listRow` buttons), the header and the separator.
///
/// `ThemeGroupedSection` (a `VStack`, the same on every OS version) lives in `SwiftEmitter+AppleStyles.swift`;
/// `ThemeListSection` is a `Section` of a `List`, so its rows keep what `List` gives rows: laziness, swipe
/// actions, selection. `List`'s row modifiers are iOS 15 and macOS 13 and do not exist on tvOS and watchOS,
/// so this half is behind `#if !os(tvOS) && !os(watchOS)` and `@available(iOS 15.0, macOS 13.0, *)`.
extension SwiftEmitter {
    /// The availability of `ThemeListSection` and the `List` row modifiers (`listRowSeparator(_:edges:)`,
    /// `listRowSeparatorTint(_:edges:)`: iOS 15, macOS 13).
    static let listSectionAvailability: String = "@available(iOS 15.0, macOS 13.0, *)"
    /// Where `List`'s row separators exist.
    static let listSectionCondition: String = "#if !os(tvOS) && !os(watchOS)"

    /// Which of a section style's `List` row modifiers the set's themes need, so that a style whose separators
    /// are visible in every theme emits no `listRowSeparator`, and one that hides them in every theme emits
    /// `listRowSeparator(.hidden)` and nothing else about separators.
    struct ListSectionUsage: Equatable {
        /// How many of the set's themes hide the separator.
        var hiddenSeparators: ButtonStyleUsage.Coverage = .none

        init(_ set: ResolvedThemeSet, section index: Int) {
            var hidden = 0
            var themes = 0
            for theme in set.themes where index < theme.listSections.count {
                themes += 1
                if theme.listSections[index].separator.visibility == .hidden { hidden += 1 }
            }
            hiddenSeparators = hidden == 0 ? .none : (hidden == themes ? .all : .some)
        }

        /// The separator modifiers of a `List` row, each a line.
        var separatorModifiers: [String] {
            switch hiddenSeparators {
            case .all:
                return [".listRowSeparator(Visibility.hidden)"]
            case .some:
                return [
                    ".listRowSeparator(section.separatorVisibility)",
                    ".listRowSeparatorTint(section.separatorColor)",
                    ".modifier(ThemeSeparatorInsetModifier(inset: section.separatorLeadingInset))",
                ]
            case .none:
                return [
                    ".listRowSeparatorTint(section.separatorColor)",
                    ".modifier(ThemeSeparatorInsetModifier(inset: section.separatorLeadingInset))",
                ]
            }
        }
    }

    /// The `List` row modifier of one section style, `<Name>ListRow`, and the style's conformance to
    /// `ThemeListSectionListStyle`.
    static func listSectionListRow(
        _ typeName: String, docName: String, usage: ListSectionUsage, into w: inout SwiftWriter, options: EmitOptions
    ) {
        let a = options.modifier
        let rowType = typeName + "ListRow"
        w.blankLine()
        w.directive(listSectionCondition)
        w.indented { w in
            w.line(listSectionAvailability)
            w.block("extension \(typeName): ThemeListSectionListStyle {") { w in
                w.line("\(a)static func listRow(")
                w.indented { w in w.line("_ section: ThemeSwiftUIListSection, position: ThemeRowPosition") }
                w.block(") -> \(rowType) {") { w in
                    w.line("\(rowType)(section: section, position: position)")
                }
            }
            w.blankLine()
            w.doc(
                """
                A row of a `\(SwiftWriter.singleLine(docName).replacingBackticks())` section inside a `List`: the \
                style's padding and minimum height, no row insets, the row background in the shape of the row's \
                corners, and the style's separator.
                """)
            w.line(listSectionAvailability)
            w.block("\(a)struct \(rowType): ViewModifier {") { w in
                w.line("let section: ThemeSwiftUIListSection")
                w.line("let position: ThemeRowPosition")
                w.blankLine()
                w.block("nonisolated init(section: ThemeSwiftUIListSection, position: ThemeRowPosition) {") { w in
                    w.line("self.section = section")
                    w.line("self.position = position")
                }
                w.blankLine()
                w.block("\(a)func body(content: Content) -> some View {") { w in
                    w.line("content")
                    w.indented { w in
                        w.line(".modifier(ThemeSectionRowContentModifier(section: section))")
                        w.line(".listRowInsets(EdgeInsets())")
                        w.line(".listRowBackground(")
                        w.indented { w in
                            w.line(
                                "ThemeRoundedCornersShape(section.values.corners(for: position)).fill(section.rowBackground)"
                            )
                        }
                        w.line(")")
                        w.lines(usage.separatorModifiers)
                    }
                }
            }
        }
        w.directive("#endif")
    }

    /// `ThemeListSectionListStyle` and `ThemeListSection`, in `Theme+SwiftUI.swift` (they read the current theme).
    static func listSectionListSupport(into w: inout SwiftWriter, options: EmitOptions) {
        w.blankLine()
        w.directive(listSectionCondition)
        w.indented { w in w.lines(of: listSectionListSource(options.modifier)) }
        w.directive("#endif")
    }

    // swift-format-ignore
    private static func listSectionListSource(_ a: String) -> String {
        """
        /// A list section style that can draw its rows inside a `List`, for `ThemeListSection`.
        \(listSectionAvailability)
        \(a)protocol ThemeListSectionListStyle: ThemeListSectionStyle {
            /// The row modifier of this style inside a `List`.
            associatedtype ListRow: ViewModifier
            /// The modifier of a row at `position`, with the style's values `section`.
            static func listRow(_ section: ThemeSwiftUIListSection, position: ThemeRowPosition) -> ListRow
        }

        /// A grouped section inside a `List`: a `Section` with a row for each element, whose rows keep what `List`
        /// gives rows (laziness, `swipeActions`, `List(selection:)` by the elements' identity), drawn in the
        /// style's padding, minimum height, row background in the shape of each row's corners, separator and
        /// header. `List` decides the space between sections (`listSectionSpacing(_:)` from iOS 17).
        ///
        /// ```swift
        /// List(selection: $selection) {
        ///     ThemeListSection(.grouped, accounts) { account in
        ///         Text(account.name)
        ///             .swipeActions { Button("Delete", role: .destructive) { delete(account) } }
        ///     } header: {
        ///         Text("Accounts")
        ///     }
        /// }
        /// ```
        \(listSectionAvailability)
        \(a)struct ThemeListSection<
            Style: ThemeListSectionListStyle, Element, ID: Hashable, Row: View, Header: View
        >: View {
            @Environment(\\.themeSwiftUIValues) private var theme
            private let rows: [ThemeSectionRow<Element, ID>]
            private let row: (Element) -> Row
            private let header: Header

            /// A section with a row for each element of `data`, identified by `id`, under `header`.
            \(a)init<Data: Sequence>(
                _ style: Style, _ data: Data, id: KeyPath<Element, ID>, @ViewBuilder row: @escaping (Element) -> Row,
                @ViewBuilder header: () -> Header
            ) where Data.Element == Element {
                let elements: [Element] = Array(data)
                rows = elements.indices.map { (index: Int) -> ThemeSectionRow<Element, ID> in
                    ThemeSectionRow(
                        id: elements[index][keyPath: id], element: elements[index],
                        position: ThemeRowPosition(index: index, count: elements.count))
                }
                self.row = row
                self.header = header()
            }

            \(a)var body: some View {
                let section: ThemeSwiftUIListSection = Style.swiftUISection(in: theme)
                Section {
                    ForEach(rows) { (item: ThemeSectionRow<Element, ID>) in
                        row(item.element).modifier(Style.listRow(section, position: item.position))
                    }
                } header: {
                    header.modifier(ThemeSectionHeaderModifier(section: section)).listRowInsets(EdgeInsets())
                }
            }
        }

        \(sectionInitializers(a, type: "ThemeListSection", availability: listSectionAvailability))
        """
    }

    /// The convenience initialisers both section containers (`ThemeGroupedSection`, `ThemeListSection`) have:
    /// rows identified by `Identifiable`, and sections without a header.
    // swift-format-ignore
    static func sectionInitializers(_ a: String, type: String, availability: String) -> String {
        """
        \(availability)
        extension \(type) where Element: Identifiable, ID == Element.ID {
            /// A section with a row for each element of `data`, under `header`.
            \(a)init<Data: Sequence>(
                _ style: Style, _ data: Data, @ViewBuilder row: @escaping (Element) -> Row,
                @ViewBuilder header: () -> Header
            ) where Data.Element == Element {
                self.init(style, data, id: \\Element.id, row: row, header: header)
            }
        }

        \(availability)
        extension \(type) where Header == EmptyView {
            /// A section without a header, with a row for each element of `data`, identified by `id`.
            \(a)init<Data: Sequence>(
                _ style: Style, _ data: Data, id: KeyPath<Element, ID>, @ViewBuilder row: @escaping (Element) -> Row
            ) where Data.Element == Element {
                self.init(style, data, id: id, row: row, header: { EmptyView() })
            }
        }

        \(availability)
        extension \(type) where Header == EmptyView, Element: Identifiable, ID == Element.ID {
            /// A section without a header, with a row for each element of `data`.
            \(a)init<Data: Sequence>(
                _ style: Style, _ data: Data, @ViewBuilder row: @escaping (Element) -> Row
            ) where Data.Element == Element {
                self.init(style, data, id: \\Element.id, row: row, header: { EmptyView() })
            }
        }
        """
    }

    /// The section pieces of `ThemeRuntime+SwiftUI.swift`: the same for every set.
    // swift-format-ignore
    static func sectionRuntimeAppleSource(_ a: String) -> String {
        """
        /// Where a grouped section row tells a `listRow` button inside it the row's padding.
        \(styleAvailability)
        private struct ThemeSectionRowPaddingKey: EnvironmentKey {
            static let defaultValue: EdgeInsets = EdgeInsets()
        }

        \(styleAvailability)
        extension EnvironmentValues {
            /// The padding of the grouped section row around this view; zero outside one.
            var themeSectionRowPadding: EdgeInsets {
                get { self[ThemeSectionRowPaddingKey.self] }
                set { self[ThemeSectionRowPaddingKey.self] = newValue }
            }
        }

        /// A row's content in a grouped section, in a stack or a `List`: the style's padding, a frame of at least
        /// the style's height that fills the row, and the padding told to a `listRow` button inside it.
        \(styleAvailability)
        struct ThemeSectionRowContentModifier: ViewModifier {
            let section: ThemeSwiftUIListSection

            func body(content: Content) -> some View {
                content
                    .padding(section.rowPadding)
                    .frame(maxWidth: CGFloat.infinity, minHeight: section.rowMinHeight, alignment: .leading)
                    .environment(\\EnvironmentValues.themeSectionRowPadding, section.rowPadding)
            }
        }

        /// Moves a grouped section row's padding inside a `listRow` button's label, so its pressed background
        /// reaches the row's edges: the label is padded by the row's padding inside its frame (`outset: false`),
        /// and the framed, filled label is given the row's padding back outside (`outset: true`, negative
        /// padding), so the row lays out as before. Outside a section row the padding is zero and this does
        /// nothing.
        \(styleAvailability)
        struct ThemeSectionRowPaddingModifier: ViewModifier {
            let outset: Bool
            @Environment(\\EnvironmentValues.themeSectionRowPadding) private var padding: EdgeInsets

            init(outset: Bool) {
                self.outset = outset
            }

            func body(content: Content) -> some View {
                let sign: CGFloat = outset ? -1 : 1
                content.padding(
                    EdgeInsets(
                        top: sign * padding.top, leading: sign * padding.leading, bottom: sign * padding.bottom,
                        trailing: sign * padding.trailing))
            }
        }

        /// A grouped section's header: the style's `headerFont` (font, line height and tracking, following Dynamic
        /// Type unless fixed; without one the caller's font stays, and a `.font(_:)` on the header wins over it),
        /// `headerForeground` and `headerPadding`, and the `.isHeader` trait, so VoiceOver reads it as a heading.
        \(styleAvailability)
        struct ThemeSectionHeaderModifier: ViewModifier {
            let section: ThemeSwiftUIListSection

            func body(content: Content) -> some View {
                content
                    .modifier(ThemeTypographyModifier(section.values.headerFont))
                    .foregroundStyle(section.headerForeground)
                    .padding(section.headerPadding)
                    .accessibilityAddTraits(AccessibilityTraits.isHeader)
            }
        }
        """
    }
}

// Seed screen 001: grouped sections with rounded first and last rows, no separators, a small header and
// space between sections (the `cards` section style of Themes/Default.yaml), as a stack and inside a List.

#if canImport(SwiftUI)
    import SwiftUI

    struct Seed001Item: Identifiable {
        let id: Int
        let title: String
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct Seed001: View {
        @Environment(\.theme) private var theme
        let news: [Seed001Item]
        let archive: [Seed001Item]

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ThemeGroupedSection(.cards, news) { item in
                        Text(item.title)
                    } header: {
                        // The header's font is the style's `headerFont`: Hiragino Sans at a fixed 12 pt.
                        Text("News")
                    }
                    ThemeGroupedSection(.cards, archive) { item in
                        Button(item.title) {}.buttonStyle(.listRow)
                    } header: {
                        Text("Archive")
                    }
                }
                .padding(.horizontal, 16)
            }
            .background(theme.color.groupedBackground)
        }
    }

    /// The same screen inside a `List`, whose rows keep swipe actions and selection.
    @available(iOS 15.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    struct Seed001List: View {
        @State private var selection: Int? = nil
        let news: [Seed001Item]
        let delete: (Seed001Item) -> Void

        var body: some View {
            List(selection: $selection) {
                ThemeListSection(.cards, news) { item in
                    Text(item.title)
                        .swipeActions {
                            Button("Delete", role: .destructive) { delete(item) }
                        }
                } header: {
                    Text("News")
                }
            }
        }
    }
#endif

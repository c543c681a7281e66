// Seed screen 000: a list whose rows highlight as a whole when tapped, with leading, centred and trailing
// rows and a red (destructive) row in one section. Type-checked against the repository's Generated/ and the
// Apple stubs (CompileTests, "The seed screens"); not part of any SwiftPM target.

#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct Seed000: View {
        let showProfile: () -> Void
        let signOut: () -> Void

        var body: some View {
            List {
                Section {
                    Button("Profile", action: showProfile).themeListRow(.listRow)
                    // TODO(per-use parameters): `.listRow(alignment: .center)` and `.listRow(alignment: .trailing)`
                    // for the centred and trailing rows, once the per-use list-row alignment exists.
                    Button("Notifications", action: showProfile).themeListRow(.listRow)
                    Button("Help", action: showProfile).themeListRow(.listRow)
                    Button("Sign Out", role: .destructive, action: signOut).themeListRow(.listRow)
                }
            }
        }
    }
#endif

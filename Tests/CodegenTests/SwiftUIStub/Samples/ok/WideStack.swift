import SwiftUI

// More than ten views in one builder: the iOS 17 SDK's parameter-pack `buildBlock` takes any number
// (back-deployed), so figgen writes a wide frame's children as they are, without `Group`s.
struct WideStack: View {
    var body: some View {
        VStack(spacing: 0) {
            Text(verbatim: "1")
            Text(verbatim: "2")
            Text(verbatim: "3")
            Text(verbatim: "4")
            Text(verbatim: "5")
            Text(verbatim: "6")
            Text(verbatim: "7")
            Text(verbatim: "8")
            Text(verbatim: "9")
            Text(verbatim: "10")
            Text(verbatim: "11")
            Color.clear
        }
    }
}

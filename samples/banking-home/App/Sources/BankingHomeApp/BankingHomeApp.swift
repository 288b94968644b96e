import SwiftUI
import BankingDesignSystem

/// Shows the generated Home screen, the design's prototype as a clickable flow, and the catalog of every generated
/// component.
@main
struct BankingHomeApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ScrollView {
                    Home()
                }
                .tabItem {
                    Label("홈", systemImage: "house")
                }
                BankingFlow()
                    .tabItem {
                        Label("Prototype", systemImage: "play.rectangle")
                    }
                DesignCatalog()
                    .tabItem {
                        Label("Catalog", systemImage: "square.grid.2x2")
                    }
            }
        }
    }
}

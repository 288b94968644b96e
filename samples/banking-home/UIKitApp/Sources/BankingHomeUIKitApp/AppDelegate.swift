import UIKit
import BankingDesignSystemUIKit

/// Shows the generated Home screen, the design's prototype as a clickable flow, and the catalog of every generated
/// component in a tab bar.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let home = ScreenViewController(Home())
        home.tabBarItem = UITabBarItem(title: "홈", image: UIImage(systemName: "house"), tag: 0)
        let prototype = BankingFlow()
        prototype.tabBarItem = UITabBarItem(title: "Prototype", image: UIImage(systemName: "play.rectangle"), tag: 1)
        let catalog = DesignCatalog()
        catalog.tabBarItem = UITabBarItem(title: "Catalog", image: UIImage(systemName: "square.grid.2x2"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, prototype, catalog]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

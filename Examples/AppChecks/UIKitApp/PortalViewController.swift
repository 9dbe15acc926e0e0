import NowSDK
import NowWeb
import UIKit

/// The home screen: makes the web service, and pushes the portal's page when the button is tapped.
final class PortalViewController: UIViewController, NowWebViewControllerDelegate {
    private var service: NowWebService?
    private let openButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Portal"
        view.backgroundColor = .systemBackground
        openButton.setTitle("Open the service portal", for: .normal)
        openButton.addTarget(self, action: #selector(openPortal), for: .touchUpInside)
        openButton.isEnabled = false
        openButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(openButton)
        NSLayoutConstraint.activate([
            openButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            openButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Log out", style: .plain, target: self, action: #selector(logOut))
        Task { await makeService() }
    }

    private func makeService() async {
        do {
            service = try await NowWeb.makeWebService(instanceUrl: PortalConfiguration.instanceUrl)
            openButton.isEnabled = true
        } catch {
            show("The portal is not available", error)
        }
    }

    @objc private func openPortal() {
        guard let service, let url = URL(string: "/esc?id=index") else { return }
        switch service.makeWebViewController(for: url, delegate: self) {
        case .success(let controller):
            controller.loadPage()
            navigationController?.pushViewController(controller, animated: true)
        case .failure(let error):
            show("The page cannot be shown", error)
        }
    }

    @objc private func logOut() {
        openButton.isEnabled = false
        Task {
            await NowSDK.logout()
            // Logging out closes the service; the next user gets a new one.
            await makeService()
        }
    }

    private func show(_ title: String, _ error: any Error) {
        let alert = UIAlertController(title: title, message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: NowWebViewControllerDelegate

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didEndFlow flowName: String) {
        navigationController?.popToViewController(self, animated: true)
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didFailNavigationWith error: any Error) {
        if let error = error as? NowWebError {
            show("The page failed", error)
        } else {
            show("The portal is closed", error)
        }
    }

    func nowWebViewController(_ nowWebViewController: NowWebViewController, didReceive unsupportedUrl: URL) {
        UIApplication.shared.open(unsupportedUrl)
    }

    func nowWebViewControllerDidRequestDismissal(_ nowWebViewController: NowWebViewController) {
        navigationController?.popViewController(animated: true)
    }
}

// Uses every declaration of AppleStubs/Network (8): NWPath (status, Status's three cases), NWPathMonitor
// (init(), pathUpdateHandler, start(queue:), cancel()).
import Dispatch
import Network

func networkUsage() {
    let monitor = NWPathMonitor()
    let statuses: [NWPath.Status] = [.satisfied, .unsatisfied, .requiresConnection]
    monitor.pathUpdateHandler = { (path: NWPath) in _ = path.status == statuses[0] }
    monitor.start(queue: DispatchQueue(label: "usage"))
    monitor.cancel()
}

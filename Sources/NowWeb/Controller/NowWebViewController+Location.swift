import Foundation

// Cabrillo `geolocation.getCurrentLocation`, once the app's DevicePermissionDelegate allowed `.location`: the
// location source reads the device's location and the page gets it, once, in the frame that asked.
extension NowWebViewController {
    /// Where `geolocation.getCurrentLocation` reads the device's location: on iOS Core Location, elsewhere none
    /// (the call is answered 503) unless set.
    package var locationSource: (any DeviceLocating)? {
        get { cabrillo.locationSource }
        set { cabrillo.locationSource = newValue }
    }

    /// Reads the location and answers the held call `id` (none for a post). The controller is held only between
    /// the steps, so one that goes away meanwhile answers nothing.
    func locate(answering id: Int?) {
        guard let source = locationSource else { return }
        let current: Current = { [weak self] in self }
        Task {
            let reading = await source.currentLocation()
            guard let controller = current(), let id,
                let answer = controller.cabrillo.answer(id, with: reading.cabrilloAnswer)
            else { return }
            controller.webEngine.evaluate(answer.reply, in: answer.frame)
        }
    }
}

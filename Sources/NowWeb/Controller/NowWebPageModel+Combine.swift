#if canImport(Combine)
    import Combine

    // What a SwiftUI view needs to keep the model as a `@StateObject`. Nothing is `@Published`: the controller
    // changes only inside `update(service:url:theme:)`, which the view calls from its `body`, and that `body` shows
    // what the call returns; a change published from there would ask for a second render of the same page, and
    // SwiftUI treats a change published while it updates a view as undefined behaviour.
    extension NowWebPageModel: ObservableObject {}
#endif

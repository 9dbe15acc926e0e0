// Uses every declaration of AppleStubs/Combine (71). Protocols: Cancellable, Subscription, Subscriber and
// Publisher by conforming classes and a struct that implement what the package's settings publisher
// implements (receive(subscriber:), request(_:), cancel()), and by generic functions calling each requirement;
// Subject by a generic function. Types: Subscribers (Demand.unlimited, Completion.finished/.failure),
// AnyCancellable (init, cancel, ==, hash(into:), store(in:)), AnyPublisher, Deferred (Output, Failure,
// createPublisher, init), Future (Promise, init), PassthroughSubject (init and its four requirements),
// Publishers.HandleEvents (Output, Failure), handleEvents, sink, eraseToAnyPublisher, AnySubscriber;
// ObservableObject by a class taking the default objectWillChange (ObservableObjectPublisher: Output, Failure, init,
// receive(subscriber:), send()) and by a generic function reading the requirement.
import Combine
import Foundation

final class UsageSubscription: Subscription {
    func request(_ demand: Subscribers.Demand) { _ = demand == .unlimited }
    func cancel() {}
}

final class UsageSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    func receive(subscription: any Subscription) { subscription.request(.unlimited) }
    func receive(_ input: Int) -> Subscribers.Demand { .unlimited }
    func receive(completion: Subscribers.Completion<Never>) {}
}

struct UsagePublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never
    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: UsageSubscription())
        _ = subscriber.receive(1)
        subscriber.receive(completion: .finished)
    }
}

func cancelAll<C: Cancellable>(_ cancellable: C) { cancellable.cancel() }

func requestAll<S: Subscription>(_ subscription: S) {
    subscription.request(.unlimited)
    subscription.cancel()
}

func feed<S: Subscriber>(_ subscriber: S, _ input: S.Input, _ failure: S.Failure) {
    subscriber.receive(subscription: UsageSubscription())
    _ = subscriber.receive(input)
    subscriber.receive(completion: .failure(failure))
}

func subscribe<P: Publisher>(_ publisher: P, _ subscriber: AnySubscriber<P.Output, P.Failure>) {
    publisher.receive(subscriber: subscriber)
}

func drive<S: Subject>(_ subject: S, _ value: S.Output) {
    subject.send(value)
    subject.send(completion: .finished)
    subject.send(subscription: UsageSubscription())
}

func describe<Failure: Error>(_ completion: Subscribers.Completion<Failure>) -> String {
    switch completion {
    case .finished: return "finished"
    case .failure(let error): return "\(error)"
    }
}

func combineUsage() -> Set<AnyCancellable> {
    var cancellables = Set<AnyCancellable>()
    let demand: Subscribers.Demand = .unlimited
    var hasher = Hasher()
    demand.hash(into: &hasher)

    let erased: AnyPublisher<Int, Never> = UsagePublisher().eraseToAnyPublisher()
    erased.receive(subscriber: UsageSubscriber())
    let anySubscriber = AnySubscriber<Int, Never>(UsageSubscriber())
    anySubscriber.receive(subscription: UsageSubscription())
    _ = anySubscriber.receive(2)
    anySubscriber.receive(completion: .finished)
    subscribe(erased, anySubscriber)
    feed(AnySubscriber<Int, any Error>(AnySubscriber<Int, any Error>(UsageErrorSubscriber())), 3, URLError(.badURL))

    let deferred = Deferred<UsagePublisher>(createPublisher: { UsagePublisher() })
    let made: UsagePublisher = deferred.createPublisher()
    let _: Deferred<UsagePublisher>.Output = 1
    let _: Deferred<UsagePublisher>.Failure? = nil
    deferred.receive(subscriber: UsageSubscriber())
    made.receive(subscriber: UsageSubscriber())

    let future = Future<Int, any Error> { (promise: @escaping Future<Int, any Error>.Promise) in promise(.success(4)) }
    future.receive(subscriber: AnySubscriber<Int, any Error>(UsageErrorSubscriber()))

    let subject = PassthroughSubject<Int, Never>()
    subject.send(5)
    subject.send(completion: .finished)
    subject.send(subscription: UsageSubscription())
    subject.receive(subscriber: UsageSubscriber())
    drive(subject, 6)

    let events: Publishers.HandleEvents<PassthroughSubject<Int, Never>> = subject.handleEvents(
        receiveSubscription: { requestAll(UsageSubscriptionBox($0)) }, receiveOutput: { _ in },
        receiveCompletion: { _ = describe($0) }, receiveCancel: {}, receiveRequest: { _ in })
    let _: Publishers.HandleEvents<PassthroughSubject<Int, Never>>.Output = 7
    let _: Publishers.HandleEvents<PassthroughSubject<Int, Never>>.Failure? = nil
    events.receive(subscriber: UsageSubscriber())

    let sunk: AnyCancellable = events.sink(receiveCompletion: { _ = describe($0) }, receiveValue: { _ in })
    sunk.store(in: &cancellables)
    let own = AnyCancellable({})
    own.hash(into: &hasher)
    if own == sunk { own.cancel() }
    cancelAll(own)
    requestAll(UsageSubscription())
    return cancellables
}

final class UsageErrorSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = any Error
    func receive(subscription: any Subscription) {}
    func receive(_ input: Int) -> Subscribers.Demand { .unlimited }
    func receive(completion: Subscribers.Completion<any Error>) {}
}

/// A subscription that forwards to an existential one, so that a generic function can take it.
final class UsageSubscriptionBox: Subscription {
    let base: any Subscription
    init(_ base: any Subscription) { self.base = base }
    func request(_ demand: Subscribers.Demand) { base.request(demand) }
    func cancel() { base.cancel() }
}

/// An observable object with the default publisher, as `NowWebPageModel` is; `SwiftUIUsage` keeps one as a
/// `@StateObject`.
final class UsageObservable: ObservableObject {}

func willChange<O: ObservableObject>(_ object: O) -> O.ObjectWillChangePublisher { object.objectWillChange }

func observableObjectUsage() {
    let publisher: ObservableObjectPublisher = willChange(UsageObservable())
    let _: ObservableObjectPublisher.Output = ()
    let _: ObservableObjectPublisher.Failure? = nil
    publisher.receive(subscriber: AnySubscriber<Void, Never>(UsageVoidSubscriber()))
    publisher.send()
    ObservableObjectPublisher().send()
}

final class UsageVoidSubscriber: Subscriber {
    typealias Input = Void
    typealias Failure = Never
    func receive(subscription: any Subscription) {}
    func receive(_ input: Void) -> Subscribers.Demand { .unlimited }
    func receive(completion: Subscribers.Completion<Never>) {}
}

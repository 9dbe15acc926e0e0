import Foundation
import NowSDK
import NowWeb
import Testing

/// navigation.goto, modal, geolocation and attachments: what each becomes, or the error the page gets.
@Suite struct CabrilloMoreMethodsTests {
    let dispatcher = CabrilloDispatcher()

    func command(_ method: CabrilloMethod, _ options: [String: JSONValue] = [:]) throws -> CabrilloCommand {
        let outcome = try dispatcher.outcome(
            for: CabrilloCall(method: method, options: .object(options), callbackName: nil, callbackContext: nil))
        return try #require(outcome.command)
    }

    @Test func gotoTakesAURIOrBuildsARecordOrListURL() throws {
        #expect(
            try command(.goto, ["uri": .string("/kb_view.do?sysparm_article=KB1")])
                == .navigate(URL(string: "/kb_view.do?sysparm_article=KB1")!))
        #expect(
            try command(.goto, ["table": .string("incident"), "sysId": .string("-1"), "view": .string("ess")])
                == .navigate(URL(string: "/incident.do?sys_id=-1&sysparm_view=ess")!))
        #expect(
            try command(.goto, ["table": .string("incident"), "query": .string("active=true^priority=1")])
                == .navigate(URL(string: "/incident_list.do?sysparm_query=active%3Dtrue%5Epriority%3D1")!))
        #expect(try command(.goto, ["table": .string("incident")]) == .navigate(URL(string: "/incident_list.do")!))
    }

    @Test func gotoRefusesWhatIsNotATableOrATarget() {
        #expect(throws: CabrilloError.invalidOptions(.goto, "table is not a table name")) {
            try command(.goto, ["table": .string("../login")])
        }
        #expect(throws: CabrilloError.invalidOptions(.goto, "neither uri nor table was given")) {
            try command(.goto)
        }
    }

    @Test(arguments: [CabrilloMethod.presentModal, .dismissModal, .addFile, .viewFile])
    func unservableMethodsAnswerWhy(_ method: CabrilloMethod) throws {
        do {
            _ = try command(method)
            Issue.record("\(method) should be answered with an error")
        } catch let error as CabrilloError {
            guard case .unavailable(let failed, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failed == method)
            #expect(!reason.isEmpty)
            #expect(error.status == 503)
            #expect(error.message.hasPrefix("\(method) is not available in this NowWeb host: "))
        }
    }

    @Test func everyNewMethodIsOfferedToPages() {
        for method in [CabrilloMethod.goto, .presentModal, .dismissModal, .getCurrentLocation, .addFile, .viewFile] {
            #expect(CabrilloMethod.offered.contains(method))
        }
        #expect(throws: Never.self) { try command(.getCurrentLocation) }
        #expect(CabrilloError.permissionDenied(.getCurrentLocation, .location).status == 403)
    }
}

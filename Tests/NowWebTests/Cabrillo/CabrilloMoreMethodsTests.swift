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

    @Test func everyNewMethodIsOfferedToPages() {
        for method in [
            CabrilloMethod.goto, .presentModal, .dismissModal, .getCurrentLocation, .addFile, .addFiles, .viewFile,
        ] {
            #expect(CabrilloMethod.offered.contains(method))
        }
        #expect(throws: Never.self) { try command(.getCurrentLocation) }
        #expect(CabrilloError.permissionDenied(.getCurrentLocation, .location).status == 403)
    }
}

/// The attachments and barcode methods: commands the host answers later.
@Suite struct CabrilloAttachmentMethodsTests {
    let sysID = "0123456789abcdef0123456789abcdef"

    func command(_ method: CabrilloMethod, _ options: [String: JSONValue] = [:]) throws -> CabrilloCommand {
        let outcome = try CabrilloDispatcher().outcome(for: CabrilloCall(method: method, options: .object(options)))
        return try #require(outcome.command)
    }

    @Test func addFileAsksForOneFileAndAddFilesForSeveralUnlessSingle() throws {
        let record: [String: JSONValue] = ["table": .string("incident"), "sysId": .string(sysID)]
        guard case .addAttachments(let one, let onePick) = try command(.addFile, record) else {
            Issue.record("addFile is not an upload")
            return
        }
        #expect(!one.allowsMultiple && !onePick.allowsMultiple)
        guard case .addAttachments(_, let manyPick) = try command(.addFiles, record) else {
            Issue.record("addFiles is not an upload")
            return
        }
        #expect(manyPick.allowsMultiple)
        var single = record
        single["isSingleSelection"] = .bool(true)
        single["accept"] = .string("image/*, .pdf")
        guard case .addAttachments(_, let singlePick) = try command(.addFiles, single) else {
            Issue.record("addFiles is not an upload")
            return
        }
        #expect(!singlePick.allowsMultiple)
        #expect(singlePick.accept == ["image/*", ".pdf"])
    }

    @Test func anUploadOffTheInstanceIsRefusedAtOnce() {
        #expect(throws: CabrilloError.invalidOptions(.addFile, "apiPath is not an attachment endpoint of the instance"))
        {
            try command(.addFile, ["apiPath": .string("https://evil.example/api/now/attachment/file")])
        }
    }

    @Test func viewFileNeedsTheAttachmentsSysID() throws {
        #expect(
            try command(.viewFile, ["attachment": .object(["sys_id": .string(sysID)])]) == .viewAttachment(sysID: sysID)
        )
        #expect(throws: CabrilloError.invalidOptions(.viewFile, "attachment.sys_id is not a sys_id")) {
            try command(.viewFile, ["attachment": .object(["sys_id": .string("../../etc/passwd")])])
        }
    }

    @Test func everyAttachmentCommandAndTheScanAreAnsweredLater() throws {
        #expect(try command(.getBarcode) == .scanBarcode)
        #expect(CabrilloCommand.scanBarcode.isAnsweredLater)
        #expect(CabrilloCommand.viewAttachment(sysID: sysID).isAnsweredLater)
        #expect(!CabrilloCommand.goBack.isAnsweredLater && !CabrilloCommand.getTitle.isAnsweredLater)
    }
}

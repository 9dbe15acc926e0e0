import Foundation

/// A URL's text in one of the many spellings of an origin, for properties of the form "no credential leaves
/// for another origin, whatever the URL's spelling".
package struct URLSpelling: Sendable {
    /// The text: a scheme form, user info, host and port, without a path.
    package var text: String
    /// Whether it names the instance itself (or a path on it), so that a request to it must be sent.
    package var isInstance: Bool

    /// A spelling.
    package init(text: String, isInstance: Bool) {
        self.text = text
        self.isInstance = isInstance
    }
}

/// The spellings of an instance at `http://127.0.0.1:<instancePort>` and of its neighbours: other ports, other
/// loopback addresses, numeric and percent-encoded hosts, IDNA names, user infos, backslash and path forms.
package struct URLSpellings: Sendable {
    /// The instance's port on 127.0.0.1.
    package var instancePort: UInt16
    /// Two other listening ports: one on 127.0.0.1, one on another loopback address.
    package var otherPorts: (UInt16, UInt16)

    /// The spellings around an instance on `instancePort` with neighbours on `otherPorts`.
    package init(instancePort: UInt16, otherPorts: (UInt16, UInt16)) {
        self.instancePort = instancePort
        self.otherPorts = otherPorts
    }

    /// Thirteen hosts: the instance's address in every form URL parsers disagree on, another loopback address,
    /// and names that are no loopback address at all.
    package var hosts: [String] {
        [
            "127.0.0.1", "localhost", "LOCALHOST", "127.1", "127.0.0.2", "0x7f.0.0.1", "2130706433", "[::1]",
            "127.0.0.1.", "127%2E0%2E0%2E1", "xn--nst-qma.invalid", "ínst.invalid", "attacker.invalid",
        ]
    }

    /// Four user infos: none, a user, a user and password, and one that spells the instance itself.
    package var userInfos: [String] { ["", "u@", "u:p@", "127.0.0.1:\(instancePort)@"] }

    private var httpForms: [String] { ["http://", "HTTP://", "hTtP://"] }

    /// URLs of a request: absolute, authority-relative (`//host`) and path-relative forms. 16 prefixes × 13 hosts
    /// × 5 ports × 4 user infos = 4160 spellings.
    package func requestSpellings() -> [URLSpelling] {
        let ports = [":\(instancePort)", ":\(otherPorts.0)", ":\(otherPorts.1)", "", ":0\(instancePort)"]
        let prefixes =
            httpForms + ["https://", "http:\\\\", "http:/", "http:"] + ["//", "\\\\", "\\/", "/\\", "///"]
            + ["/..//", "/%2F%2F", "/./", ""]
        let pathForms: Set<String> = ["\\\\", "\\/", "/\\", "/..//", "/%2F%2F", "/./"]
        var spellings: [URLSpelling] = []
        for prefix in prefixes {
            for host in hosts {
                for port in ports {
                    for user in userInfos {
                        let exact =
                            (httpForms.contains(prefix) || prefix == "//") && host == "127.0.0.1"
                            && port == ":\(instancePort)" && user.isEmpty
                        spellings.append(
                            URLSpelling(
                                text: prefix + user + host + port, isInstance: exact || pathForms.contains(prefix)))
                    }
                }
            }
        }
        return spellings
    }

    /// Instance URLs of a service configuration: absolute forms only. 6 prefixes × 13 hosts × 4 ports × 4 user
    /// infos = 1248 spellings.
    package func instanceSpellings() -> [URLSpelling] {
        let ports = [":\(instancePort)", ":\(otherPorts.0)", ":\(otherPorts.1)", ":0\(instancePort)"]
        var spellings: [URLSpelling] = []
        for prefix in httpForms + ["http:\\\\", "http:/", "http:"] {
            for host in hosts {
                for port in ports {
                    for user in userInfos {
                        spellings.append(URLSpelling(text: prefix + user + host + port + "/", isInstance: false))
                    }
                }
            }
        }
        return spellings
    }
}

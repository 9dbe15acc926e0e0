import Foundation

/// Ends the process with `status` once standard output and standard error are written out, without running the
/// libraries' exit handlers and static destructors.
///
/// A command-line program of the package that used WebKitGTK still has GTK's thread drawing its windows when the
/// work ends, and `exit` runs the libraries' static destructors on the exiting thread while that thread goes on:
/// Mesa's software renderer (`swrast_dri.so`), torn down under GTK's drawing, crashed a benchmark after its last
/// line (signal 11, seen under load). Nothing is left for those handlers to do: the programs keep no state past their
/// output, and files they must not leave are removed before this is called.
package func endProcess(_ status: Int32) -> Never {
    fflush(nil)
    _exit(status)
}

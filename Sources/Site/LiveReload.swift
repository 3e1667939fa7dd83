import Foundation

/// The two files a `catalog watch` build adds, so that an open page reloads itself when a
/// rebuild lands, even from `file://` where a page can neither fetch nor open a socket:
///
/// - `assets/live-reload.js` carries the stamp of the build that wrote it, and every second
///   adds a `<script>` element for `assets/build-stamp.js` (with a query that defeats the
///   cache) and removes it again;
/// - `assets/build-stamp.js` calls `catalogBuildStamp("<stamp>")` with the newest build's stamp;
///   the page reloads when it differs from its own.
///
/// A failed build publishes nothing, so the stamp stays and open pages stay as they are.
/// Neither file, nor any link to them, is in the output of `catalog build`.
enum LiveReload {
    /// A stamp no earlier build had: the wall clock in nanoseconds and the process.
    static func newStamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return "\(now.tv_sec)\(String(format: "%09d", now.tv_nsec))-\(getpid())"
    }

    /// The script pages link in watch builds.
    static func script(stamp: String) -> String {
        """
        // catalog watch: reloads this page when a rebuild lands. Not in a normal build.
        (function () {
          var built = "\(stamp)";
          var me = document.currentScript;
          var stampURL = me.src.replace(/live-reload\\.js(\\?.*)?$/, "build-stamp.js");
          window.catalogBuildStamp = function (stamp) {
            if (stamp !== built) { location.reload(); }
          };
          function poll() {
            var probe = document.createElement("script");
            probe.src = stampURL + "?" + Date.now();
            probe.onload = probe.onerror = function () { probe.remove(); };
            document.head.appendChild(probe);
          }
          setInterval(poll, 1000);
        })();

        """
    }

    /// The stamp file: the newest build's stamp.
    static func stampFile(stamp: String) -> String {
        "window.catalogBuildStamp && window.catalogBuildStamp(\"\(stamp)\");\n"
    }
}

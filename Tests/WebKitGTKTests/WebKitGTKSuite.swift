#if WebKitGTK
    import Testing

    /// Every test that drives a real WebKit, one at a time: each view starts a WebKit content process of about
    /// 200 MB, and the machines that run them are small. Run under `xvfb-run` (scripts/test does).
    @Suite(.serialized, .timeLimit(.minutes(1)))
    enum WebKitGTKSuite {}
#endif

import NowSDK

extension NowSDKConfiguration {
    /// This configuration with its tokens kept in memory, so that a test writes no token outside its temporary
    /// folder (the default store is the platform's persistent one).
    var keepingTokensInMemory: NowSDKConfiguration {
        var configuration = self
        configuration.tokenStore = NowInMemoryTokenStore()
        return configuration
    }
}

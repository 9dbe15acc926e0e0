import Foundation

/// How the emulator's pages look: a Next Experience-like shell drawn entirely with the Now Design System
/// custom properties that instance pages read (`rgb(var(--now-color_background--primary))`), so that a theme
/// a host injects visibly recolours them, as it would a real instance's.
///
/// The defaults in `:root` are the Polaris light values; a host's user style sheet overrides them with
/// `!important` declarations.
enum InstancePageStyle {
    /// The `<style>` element every page carries.
    static let tag = "<style>\(css)</style>"

    static let css = """
        :root {
          --now-color_background--primary: 255, 255, 255; --now-color_background--secondary: 244, 244, 245;
          --now-color_background--tertiary: 228, 230, 234;
          --now-color_text--primary: 21, 25, 32; --now-color_text--secondary: 92, 94, 99;
          --now-color_text--tertiary: 138, 140, 143;
          --now-color_chrome--brand: 48, 47, 75; --now-unified-nav_header--background-color: 48, 47, 75;
          --now-unified-nav_header--color: 255, 255, 255;
          --now-color--primary-1: 79, 82, 189; --now-color_link--primary: 60, 89, 231;
          --now-color_border--tertiary: 211, 214, 220; --now-color_divider--tertiary: 211, 214, 220;
          --now-color_alert--critical-0: 248, 200, 205; --now-color_alert--critical-3: 182, 28, 45;
          --now-color_alert--warning-0: 251, 247, 191; --now-color_alert--positive-0: 202, 223, 192;
          --now-color_alert--positive-3: 59, 127, 0; --now-color_alert--low-0: 219, 219, 222;
        }
        html, body { margin: 0; min-height: 100%; }
        body {
          background: rgb(var(--now-color_background--primary)); color: rgb(var(--now-color_text--primary));
          font: 14px/1.45 "Lato", "Cantarell", "DejaVu Sans", sans-serif;
        }
        a { color: rgb(var(--now-color_link--primary)); text-decoration: none; }
        .now-header {
          display: flex; align-items: center; gap: 20px; height: 56px; padding: 0 20px;
          background: rgb(var(--now-unified-nav_header--background-color));
          color: rgb(var(--now-unified-nav_header--color));
        }
        .now-header .logo { font-weight: 700; font-size: 18px; letter-spacing: 0.5px; }
        .now-header nav a { color: rgb(var(--now-unified-nav_header--color)); margin-right: 16px; }
        .now-header .search {
          margin-left: auto; width: 220px; height: 28px; border-radius: 14px;
          background: rgba(var(--now-unified-nav_header--color), 0.15);
        }
        .now-header .avatar {
          width: 32px; height: 32px; border-radius: 16px; background: rgb(var(--now-color--primary-1));
        }
        main { padding: 20px 24px; }
        h1 { font-size: 22px; font-weight: 600; margin: 0 0 16px; }
        .now-alert {
          padding: 14px 16px; margin: 0 0 20px; border-radius: 4px;
          border-left: 6px solid rgb(var(--now-color_alert--critical-3));
          background: rgb(var(--now-color_alert--critical-0));
        }
        .now-cards { display: flex; gap: 16px; flex-wrap: wrap; }
        .now-card {
          width: 220px; padding: 16px; border-radius: 8px; background: rgb(var(--now-color_background--secondary));
          border: 1px solid rgb(var(--now-color_border--tertiary));
        }
        .now-card .hint { color: rgb(var(--now-color_text--secondary)); }
        table.now-list { border-collapse: collapse; width: 100%; }
        .now-list th {
          text-align: left; padding: 8px 12px; background: rgb(var(--now-color_background--secondary));
          border-bottom: 2px solid rgb(var(--now-color_divider--tertiary));
        }
        .now-list td { padding: 8px 12px; border-bottom: 1px solid rgb(var(--now-color_divider--tertiary)); }
        form.now-form { max-width: 640px; }
        .now-form label { display: block; margin: 12px 0 4px; color: rgb(var(--now-color_text--secondary)); }
        .now-form input, .now-form select {
          width: 100%; box-sizing: border-box; padding: 6px 8px; border-radius: 4px; font: inherit;
          color: rgb(var(--now-color_text--primary)); background: rgb(var(--now-color_background--primary));
          border: 1px solid rgb(var(--now-color_border--tertiary));
        }
        .now-form button {
          margin-top: 16px; padding: 8px 20px; border: 0; border-radius: 4px; font: inherit;
          color: rgb(var(--now-color_background--primary)); background: rgb(var(--now-color--primary-1));
        }
        iframe#gsft_main { border: 0; width: 100%; height: calc(100vh - 56px); display: block; }
        """
}

/** Debian's Chromium (or CHROMIUM_PATH / CHROME_PATH); throws saying how to install it when there is none. */
export function chromiumPath(): string;
/** The flags the browser benches and the browser tests start Chromium with. */
export const CHROMIUM_FLAGS: string[];

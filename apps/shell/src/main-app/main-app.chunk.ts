/**
 * The main app's chunk. Asked for by the route when it first renders and, for a rep signed in on
 * this browser, as soon as the shell's script runs: one download either way.
 */
export function loadMainApp(): Promise<typeof import('./main-app.page.js')> {
  return import(/* webpackChunkName: "main-app" */ './main-app.page.js');
}

/**
 * The pages the build draws ahead of the script, by path: the server answers a navigation to one of
 * them with its drawn copy (`dist/<file>`), so a phone paints the page while the JavaScript is still
 * on its way; the script then draws the same page over it and takes over. Only a page that looks the
 * same to everyone on arrival can be drawn ahead: the entrance, before the service check answers.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/login': 'login.html',
};

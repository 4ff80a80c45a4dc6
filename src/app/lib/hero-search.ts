/**
 * 000 §2.6: the home hero carries the search box on / and /home/ only. Every other screen, home's
 * tab addresses (/home/{tab}, where the logo leads) included, keeps the header's search box, so
 * the app's main action never disappears.
 */
export const showsHeroSearch = (pathname: string): boolean => /^\/(home\/?)?$/.test(pathname);

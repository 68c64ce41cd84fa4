/** Leaves the app for a Stripe page (a full navigation: Stripe's pages are on another site). */
export const leaveFor = (url: string) => window.location.assign(url);

/**
 * Tracking through the analytics data layer (spec section 7: events with categories such as 'Login').
 * Events carry codes, never personal data such as the e-mail typed in.
 */
export interface AnalyticsEvent {
  event: string;
  category: string;
  action: string;
  label?: string;
}

export interface Analytics {
  track(event: AnalyticsEvent): void;
}

/** Pushes every event to `target.dataLayer`, creating the layer when the tag manager has not yet. */
export function createDataLayerAnalytics(target: { dataLayer?: unknown[] }): Analytics {
  return {
    track(event) {
      target.dataLayer ??= [];
      target.dataLayer.push(event);
    },
  };
}

/** The event a failed login sends (the error code as label). */
export const loginFailureEvent = (code: string): AnalyticsEvent => ({
  event: 'login_failure',
  category: 'Login',
  action: 'Error de inicio de sesión',
  label: code,
});

export const CUSTOM_PITCH_LABEL = 'Custom Pitch';

/** The mark on a saved search's lead not among its previous run's: worded apart from the New status. */
export const NEW_SINCE_LAST_RUN = 'New since last run';

/** What a rep reads when a contacts step fails without a message of its own from the server. */
export const FIND_CONTACTS_FAILED = "The restaurant's website could not be read for contacts. Try again in a minute.";
export const CONTACT_ADD_FAILED = 'The contact could not be added.';
export const CONTACT_UPDATE_FAILED = 'The contact could not be corrected.';
export const CONTACT_DELETE_FAILED = 'The contact could not be removed.';
export const NO_WEBSITE = 'No website to read contacts from';

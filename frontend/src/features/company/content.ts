/** Company facts shown on these pages that are not in services/contracts. */

/**
 * Phone support hours. Not a published fact: an operational choice recorded here
 * so it is changed in one place (see the report / README of this feature).
 */
export const SUPPORT_HOURS = 'Monday to Friday, 9 a.m. to 6 p.m. Eastern time, except US federal holidays';
export const FOUNDED_YEAR = 2024;

/** Brand and public-facing constants, fixed product-wide. */
export const BRAND_NAME = 'Filebridge';
export const HOME_TITLE = `Start & Grow Your Business with ${BRAND_NAME}`;
export const SUPPORT_PHONE_DISPLAY = '(888) 555-0142';
export const SUPPORT_PHONE_TEL = '+18885550142';
export const SUPPORT_EMAIL = 'support@filebridge.example';
export const COMPANY_POSTAL_ADDRESS = 'Filebridge, 1209 Orange Street, Wilmington, DE 19801';

export const REVIEW_COUNT = 132;
export const ACTIVE_CLIENTS = 200;
export const SERVING_SINCE = 2024;
export const AFFILIATE_COMMISSION_MAX_PERCENT = 20;

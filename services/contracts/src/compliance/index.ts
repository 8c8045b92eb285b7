/**
 * The filings that follow from a paid order, with their next due date and the dates reminder mails
 * go out. Pure functions of the order and today's date, so the server, its reminder scheduler and
 * tests compute the same calendar.
 */
export { COMPLIANCE_KINDS, type ComplianceFiling, type ComplianceKind, type ComplianceOrderFacts } from './filing';
export { FORMATION_SERVICES, USDOT_NUMBER_SERVICES } from './service-sets';
export { REMINDER_DAYS_BEFORE, REMINDER_SEND_HOUR_UTC, reminderDates, reminderJobId, reminderMailKey, reminderSendAt } from './reminders';
export { orderBusinessSubject } from './subjects';
export { complianceFilings } from './order-filings';
export { businessCalendars, type BusinessCalendar } from './business-calendars';

/**
 * Field rules for the company forms. They mirror the bff's DTOs (bff/src/inquiries) so a message
 * the browser accepts is one the server accepts, and say in plain words how to fix a field.
 */
export const NAME_MAX = 100;
export const COMPANY_MAX = 150;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateName(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Enter your name.';
  if (v.length > NAME_MAX) return `Keep your name under ${NAME_MAX} characters.`;
  return null;
}

export function validateEmail(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Enter your email address.';
  if (v.length > 254 || !EMAIL_RE.test(v)) return 'Enter a valid email address, like name@example.com.';
  return null;
}

/** Optional; when given it needs 10 to 15 digits (area code included). */
export function validatePhone(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  const digits = v.replace(/\D/g, '');
  if (!/^\+?[0-9 ()\-.]+$/.test(v) || digits.length < 10 || digits.length > 15) {
    return 'Enter a phone number with area code, like (555) 123-4567, or leave it blank.';
  }
  return null;
}

export function validateTopic(value: string): string | null {
  return value ? null : 'Choose a topic.';
}

export function validateCompany(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Enter your company or brand name.';
  if (v.length > COMPANY_MAX) return `Keep the company name under ${COMPANY_MAX} characters.`;
  return null;
}

/** "acme.com" → "https://acme.com"; blank stays blank. */
export function normalizeWebsite(value: string): string {
  const v = value.trim();
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

export function validateWebsite(value: string): string | null {
  const v = normalizeWebsite(value);
  if (!v) return null;
  if (v.length > 300 || !/^https?:\/\/[^\s<>"'/]+\.[^\s<>"']+$/i.test(v))
    return 'Enter a valid website address, like example.com, or leave it blank.';
  return null;
}

export function validateMessage(value: string, emptyText = 'Tell us how we can help.'): string | null {
  const v = value.trim();
  if (!v) return emptyText;
  if (v.length < MESSAGE_MIN) return `Add a little more detail (at least ${MESSAGE_MIN} characters).`;
  if (v.length > MESSAGE_MAX) return `Keep your message under ${MESSAGE_MAX.toLocaleString('en-US')} characters.`;
  return null;
}

/** What a card does when charged: Stripe's test-mode behaviour for its documented test numbers. */
export type CardOutcome = { kind: 'success' } | { kind: 'failure'; code: string; declineCode?: string; message: string };

const SUCCESS: CardOutcome = { kind: 'success' };
const DECLINED: CardOutcome = {
  kind: 'failure',
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};
const INSUFFICIENT_FUNDS: CardOutcome = {
  kind: 'failure',
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const EXPIRED: CardOutcome = { kind: 'failure', code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' };
const INCORRECT_CVC: CardOutcome = {
  kind: 'failure',
  code: 'incorrect_cvc',
  declineCode: 'incorrect_cvc',
  message: "Your card's security code is incorrect.",
};
/** Real Stripe would start 3-D Secure here; the emulator has no challenge UI, so it fails loudly instead. */
const AUTHENTICATION_REQUIRED: CardOutcome = {
  kind: 'failure',
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'This payment requires authentication, which the test emulator does not support.',
};
const LIVE_CARD: CardOutcome = {
  kind: 'failure',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

const TEST_CARD_OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': SUCCESS,
  '4000056655665556': SUCCESS,
  '5555555555554444': SUCCESS,
  '378282246310005': SUCCESS,
  '6011111111111117': SUCCESS,
  '4000000000000002': DECLINED,
  '4000000000009995': INSUFFICIENT_FUNDS,
  '4000000000000069': EXPIRED,
  '4000000000000127': INCORRECT_CVC,
  '4000002500003155': AUTHENTICATION_REQUIRED,
  '4000002760003184': AUTHENTICATION_REQUIRED,
};

/** Stripe's ready-made test PaymentMethod ids and the card number each stands for. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_authenticationRequired: '4000002500003155',
};

/** Any other valid number is treated as a real card, which Stripe's test mode refuses. */
export function cardOutcome(number: string): CardOutcome {
  return TEST_CARD_OUTCOMES[number] ?? LIVE_CARD;
}
